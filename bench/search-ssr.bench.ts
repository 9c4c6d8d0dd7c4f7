// Server-side rendering time of search pages under no load (issue 5 target: p50 ≤ 40 ms for a
// filtered URL) on the 100k catalogue in PostgreSQL: sequential GETs against the production
// server, each URL different (the page path has no answer cache), timed to the last byte.
//
//   npx tsx bench/search-ssr.bench.ts --database-url postgres://postgres@127.0.0.1:5432/feriora_bench
//   options: --port N (3556), --requests N (200)
import { loadavg } from 'node:os';
import { todayInBerlin } from '#core/dates';
import { queryMix } from './search-queries';
import { measureSsr, option, startServer } from './server';

const DATABASE_URL =
  option('database-url') ??
  process.env.DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/feriora_bench';
const PORT = Number(option('port') ?? 3556);
const REQUESTS = Number(option('requests') ?? 200);

async function main(): Promise<void> {
  console.log(
    `search SSR bench: ${REQUESTS} sequential requests per page kind, node ${process.version}`,
  );
  const server = await startServer({ databaseUrl: DATABASE_URL, port: PORT });
  try {
    const today = todayInBerlin(new Date());
    const mix = queryMix(REQUESTS, { today, regions: [], seed: 3 });
    const filtered = mix.map((q) => `${server.url}/search/?${q.query}`);
    await measureSsr('/search/?… (filtered, the bench mix)', filtered);
    const destination = mix.map(
      (q, i) =>
        `${server.url}/ferienhaus-kroatien/?${q.query.replace(/(^|&)country=[a-z]+/, '')}&t=${i}`,
    );
    await measureSsr('/ferienhaus-kroatien/?… (SEO location, filtered)', destination);
    const seo = Array.from(
      { length: REQUESTS },
      (_, i) => `${server.url}/ferienhaus-kroatien/?page=${(i % 5) + 1}`,
    );
    await measureSsr('/ferienhaus-kroatien/?page=N (SEO page)', seo);
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
