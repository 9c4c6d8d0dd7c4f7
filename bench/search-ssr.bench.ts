// Server-side rendering time of search pages under no load (issue 5 target: p50 ≤ 40 ms for a
// filtered URL) on the 100k catalogue in PostgreSQL: sequential GETs against the production
// server, each URL different (the page path has no answer cache), timed to the last byte.
//
//   npx tsx bench/search-ssr.bench.ts --database-url postgres://postgres@127.0.0.1:5432/feriora_bench
//   options: --port N (3556), --requests N (200)
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { todayInBerlin } from '../core/dates';
import { queryMix } from './search-queries';
import { option, startServer } from './server';

const DATABASE_URL =
  option('database-url') ??
  process.env.DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/feriora_bench';
const PORT = Number(option('port') ?? 3556);
const REQUESTS = Number(option('requests') ?? 200);

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
}

async function timeGet(url: string): Promise<{ ms: number; status: number; bytes: number }> {
  const t = performance.now();
  const res = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  const body = await res.arrayBuffer();
  return { ms: performance.now() - t, status: res.status, bytes: body.byteLength };
}

async function measure(label: string, urls: string[]): Promise<void> {
  for (const url of urls.slice(0, 10)) await timeGet(url);
  const times: number[] = [];
  let bytes = 0;
  for (const url of urls) {
    const r = await timeGet(url);
    if (r.status !== 200) throw new Error(`${url} answered ${r.status}`);
    times.push(r.ms);
    bytes += r.bytes;
  }
  console.log(
    `${label.padEnd(46)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms   p90 ${percentile(times, 90).toFixed(1).padStart(6)} ms   p99 ${percentile(times, 99).toFixed(1).padStart(6)} ms   ${Math.round(bytes / urls.length / 1024)} KB HTML`,
  );
}

async function main(): Promise<void> {
  console.log(
    `search SSR bench: ${REQUESTS} sequential requests per page kind, node ${process.version}`,
  );
  const server = await startServer({ databaseUrl: DATABASE_URL, port: PORT });
  try {
    const today = todayInBerlin(new Date());
    const mix = queryMix(REQUESTS, { today, regions: [], seed: 3 });
    const filtered = mix.map((q) => `${server.url}/search/?${q.query}`);
    await measure('/search/?… (filtered, the bench mix)', filtered);
    const destination = mix.map(
      (q, i) =>
        `${server.url}/ferienhaus-kroatien/?${q.query.replace(/(^|&)country=[a-z]+/, '')}&t=${i}`,
    );
    await measure('/ferienhaus-kroatien/?… (SEO location, filtered)', destination);
    const seo = Array.from(
      { length: REQUESTS },
      (_, i) => `${server.url}/ferienhaus-kroatien/?page=${(i % 5) + 1}`,
    );
    await measure('/ferienhaus-kroatien/?page=N (SEO page)', seo);
    console.log(
      `server RSS ${server.memory().rssMb} MB; load average (1 min) ${loadavg()[0]!.toFixed(2)}`,
    );
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
