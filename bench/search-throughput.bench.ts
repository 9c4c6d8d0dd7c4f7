// Throughput of GET /api/search (issue 5 target: ≥ 2,000 req/s at 20 connections) against the
// production server on the 100k catalogue in PostgreSQL, with autocannon on the same machine
// (it competes with the server for the 2 cores). Runs of `--duration` seconds each:
//   0. the budget's typical query (dates, persons, two amenities), one URL as autocannon is
//      usually run, without and with a browser's Accept-Encoding (answers sent brotli-compressed);
//   1. destination searches: a rotating set of page queries that all name a country or region
//      (the common search page), the answer cache warm after the first round;
//   2. the same with every request unique (a `t` token per request): every request searches;
//   3. the full bench mix (bench/search-queries.ts), including whole-catalogue searches whose
//      answers carry 10–30k map markers (~1 MB of JSON), rotating (these answers do not all fit
//      the answer cache, so it mostly misses);
//   4. the full mix with every request unique;
//   5. the full mix with every request unique and `markers=0` (what a page turn or the list
//      without its map asks for: no markers, as paging does not change them);
//   and runs 1, 2 and 3 again "as a browser": with Chromium's Accept-Encoding, as real visitors
//   send it (the answers go out brotli-compressed; see server/api/cached-answer.ts).
// Also prints the server's RSS after start and after the load. Asserts nothing.
//
//   npx tsx bench/search-throughput.bench.ts --database-url postgres://postgres@127.0.0.1:5432/feriora_bench
//   options: --port N (3555), --duration S (10), --connections N (20), --urls N (100)
import { loadavg } from 'node:os';
import pg from 'pg';
import { addDays, todayInBerlin } from '#core/dates';
import { queryMix } from './search-queries';
import { autocannonRun, BROWSER_HEADERS, option, startServer, type BenchServer } from './server';

const DATABASE_URL =
  option('database-url') ??
  process.env.DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/feriora_bench';
const PORT = Number(option('port') ?? 3555);
const DURATION = Number(option('duration') ?? 10);
const CONNECTIONS = Number(option('connections') ?? 20);
const URLS = Number(option('urls') ?? 100);
const MANDANT = 'feriora';

function apiPath(query: string): string {
  return `/api/search?mandant=${MANDANT}&query=${encodeURIComponent(query)}`;
}

async function run(
  server: BenchServer,
  label: string,
  nextPath: () => string,
  duration = DURATION,
  headers: Record<string, string> = {},
): Promise<void> {
  await autocannonRun(server, label, nextPath, { duration, connections: CONNECTIONS, headers });
}

async function main(): Promise<void> {
  console.log(
    `search throughput bench: ${CONNECTIONS} connections, ${DURATION} s per run, node ${process.version}`,
  );
  const server = await startServer({ databaseUrl: DATABASE_URL, port: PORT });
  try {
    const started = server.memory();
    console.log(
      `server ready after ${(server.startMs / 1000).toFixed(1)} s (index built before listening); RSS ${started.rssMb} MB, peak ${started.peakMb} MB`,
    );
    // V8's memory reducer hands the build's garbage back to the OS after ~10–20 s without work.
    let settled = server.memory().rssMb;
    let waited = 0;
    while (waited < 45) {
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      waited += 5;
      const rss = server.memory().rssMb;
      if (rss < settled * 0.8) {
        settled = rss;
        break;
      }
      settled = rss;
    }
    console.log(`server RSS idle (after ${waited} s) ${settled} MB   [target ≤ 400 MB]`);
    const today = todayInBerlin(new Date());
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    const regions = (
      await client.query<{ id: number }>('select id from regions order by id')
    ).rows.map((r) => r.id);
    await client.end();
    const mix = queryMix(URLS * 4, { today, regions, seed: 7 });
    const destination = mix
      .filter((q) => /(^|&)(country|region)=/.test(q.query))
      .slice(0, URLS)
      .map((q) => apiPath(q.query));
    const full = mix.slice(0, URLS).map((q) => apiPath(q.query));
    let k = 0;
    const rotate = (paths: string[]) => () => paths[k++ % paths.length]!;

    // Warm-up: JIT and one round of answers.
    await run(server, 'warm-up', rotate(full), 3);
    // The budget's query: a week in 5 weeks, 4 persons, two amenities.
    const typical = apiPath(
      `startDate=${addDays(today, 35)}&endDate=${addDays(today, 42)}&persons=4&internet=Y&parking=Y`,
    );
    // `t` is a valid, non-filtering parameter: every request is a different answer-cache key,
    // across runs too (one counter).
    let token = 0;
    const uniquePaths = (paths: string[]) => () =>
      `${paths[token % paths.length]!}${encodeURIComponent(`&t=u${++token}`)}`;
    // Each as autocannon asks (no compression), then as a browser asks (brotli answers).
    const runs: [string, () => () => string][] = [
      ['typical query (one URL)', () => () => typical],
      [`destination searches (${destination.length} URLs, cached)`, () => rotate(destination)],
      ['destination searches, every request unique', () => uniquePaths(destination)],
      [`full mix (${full.length} URLs, cached)`, () => rotate(full)],
    ];
    for (const [label, paths] of runs) {
      await run(server, label, paths());
      await run(server, `${label}, as a browser`, paths(), DURATION, BROWSER_HEADERS);
    }
    await run(server, 'full mix, every request unique', uniquePaths(full));
    const unique = uniquePaths(full);
    await run(server, 'full mix, every request unique, markers=0', () => `${unique()}&markers=0`);
    const after = server.memory();
    console.log(
      `server RSS after the runs ${after.rssMb} MB, peak ${after.peakMb} MB; load average (1 min) ${loadavg()[0]!.toFixed(2)}`,
    );
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
