// The landing pages and /reiseziele/ on the 100k catalogue (issue 17): time of each page
// (production server, page cache off, sequential requests): the first one after the search index
// is built (a first /search/ builds it, timed apart) and p50/p99 of 20 more. /reiseziele/ counts
// every place through the search index once per catalogue change (services/catalogue/
// destinations.ts), so its later requests cost no counting and no database query.
//
//   npx tsx bench/landing-pages.bench.ts --database-url postgres://postgres@127.0.0.1:5432/feriora_bench
//   options: --port N (3558)
import { performance } from 'node:perf_hooks';
import { loadAverages, option, percentile, startServer } from './server';

const DATABASE_URL =
  option('database-url') ??
  process.env.DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/feriora_bench';
const PORT = Number(option('port') ?? 3558);
const PATHS = [
  '/reiseziele/',
  '/en/reiseziele/',
  '/urlaub-mit-hund/',
  '/daenemarkurlaub-mit-hund/',
  '/hundestrand-nordsee/',
  '/ferienhaus-weihnachten/',
  '/winterurlaub/',
  '/familienurlaub/',
  '/ferienparks/',
];

async function timed(url: string): Promise<{ ms: number; status: number; bytes: number }> {
  const started = performance.now();
  const res = await fetch(url);
  const body = await res.arrayBuffer();
  return { ms: performance.now() - started, status: res.status, bytes: body.byteLength };
}

const server = await startServer({
  databaseUrl: DATABASE_URL,
  port: PORT,
  env: { PAGE_CACHE_SECONDS: '0' },
});
try {
  console.log(`server ready in ${(server.startMs / 1000).toFixed(1)} s; load ${loadAverages()}`);
  // The first search builds the index: timed apart from the pages.
  const warm = await timed(`${server.url}/search/`);
  console.log(`index build (first /search/): ${warm.ms.toFixed(0)} ms`);
  for (const path of PATHS) {
    const first = await timed(server.url + path);
    const times: number[] = [];
    for (let i = 0; i < 20; i++) times.push((await timed(server.url + path)).ms);
    console.log(
      `${path.padEnd(28)} ${first.status} first ${first.ms.toFixed(0).padStart(5)} ms, ` +
        `p50 ${percentile(times, 50).toFixed(0).padStart(4)} ms, p99 ${percentile(times, 99).toFixed(0).padStart(4)} ms, ` +
        `${(first.bytes / 1024).toFixed(0)} KB`,
    );
  }
  console.log(`RSS ${JSON.stringify(server.memory())}`);
} finally {
  await server.stop();
}
