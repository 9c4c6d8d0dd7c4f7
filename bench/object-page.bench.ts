// Object page (issue 6) on the 100k catalogue in PostgreSQL, against the production server:
//   1. SSR time of `/object/{n}` under no load: sequential GETs over different objects, without
//      and with a stay in the URL (the page then renders the price box pre-filled), timed to the
//      last byte (target p50 ≤ 30 ms);
//   2. throughput with autocannon, 20 connections, rotating over the same object URLs (target
//      ≥ 300 req/s; the load generator shares the 2 cores with the server), for first visits
//      (no cookies: the page cache may answer) and for a returning visitor (every page rendered),
//      each without and with a browser's Accept-Encoding (pages then go out brotli-compressed),
//      with the server's CPU per request;
//   3. the JavaScript a first visit downloads (entry + modulepreloads + the route's chunks),
//      gzip-compressed as served (target ≤ 150 KB), and the largest image candidate.
// Asserts nothing; prints figures and the load average.
//
//   npx tsx bench/object-page.bench.ts --database-url postgres://postgres@127.0.0.1:5432/feriora_bench
//   options: --port N (3557), --requests N (300), --duration S (10), --connections N (20)
import pg from 'pg';
import { addDays, todayInBerlin } from '#core/dates';
import {
  autocannonRun,
  BROWSER_HEADERS,
  firstLoadJavaScript,
  measureSsr,
  option,
  startServer,
} from './server';

const DATABASE_URL =
  option('database-url') ??
  process.env.DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/feriora_bench';
const PORT = Number(option('port') ?? 3557);
const REQUESTS = Number(option('requests') ?? 300);
const DURATION = Number(option('duration') ?? 10);
const CONNECTIONS = Number(option('connections') ?? 20);

async function main(): Promise<void> {
  console.log(
    `object page bench: ${REQUESTS} sequential requests per kind, autocannon ${CONNECTIONS} connections × ${DURATION} s, node ${process.version}`,
  );
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  const { rows } = await client.query<{ n: number }>(
    'select object_number as n from objects where active order by md5(object_number::text) limit $1',
    [REQUESTS],
  );
  await client.end();
  const numbers = rows.map((r) => r.n);
  if (numbers.length === 0) throw new Error('the database has no active objects; seed it first');

  const server = await startServer({ databaseUrl: DATABASE_URL, port: PORT });
  console.log(
    `server ready in ${(server.startMs / 1000).toFixed(1)} s, RSS ${server.memory().rssMb} MB`,
  );
  try {
    const today = todayInBerlin(new Date());
    // The canonical path ends in a slash (`/object/{n}` answers 301 to it).
    const plain = numbers.map((n) => `/object/${n}/`);
    const stay = numbers.map((n, i) => {
      const start = addDays(today, 30 + (i % 120));
      return `/object/${n}/?startDate=${start}&endDate=${addDays(start, 7)}&persons=${2 + (i % 3)}`;
    });
    await measureSsr(
      'SSR /object/{n}/',
      plain.map((p) => server.url + p),
    );
    await measureSsr(
      'SSR /object/{n}/?startDate…',
      stay.map((p) => server.url + p),
    );
    // First visits (no cookies) may be answered from the page cache (server/page-cache.ts);
    // a returning visitor's uid cookie makes every request render.
    // Each also "as a browser": with Chromium's Accept-Encoding the pages go out brotli-compressed.
    const returning = { cookie: 'uid=bench-returning-visitor-0001' };
    const runs: [string, string[], Record<string, string>][] = [
      ['autocannon /object/{n}/ first visits', plain, {}],
      ['autocannon …?startDate… first visits', stay, {}],
      ['autocannon /object/{n}/ returning', plain, returning],
      ['autocannon …?startDate… returning', stay, returning],
    ];
    for (const [label, paths, headers] of runs) {
      for (const [suffix, extra] of [
        ['', {}],
        [', as a browser', BROWSER_HEADERS],
      ] as const) {
        let next = 0;
        await autocannonRun(server, label + suffix, () => paths[next++ % paths.length] ?? '/', {
          duration: DURATION,
          connections: CONNECTIONS,
          headers: { ...headers, ...extra },
        });
      }
    }
    await firstLoadJavaScript(server.url, plain[0] ?? '/');
    console.log(`server RSS after load ${server.memory().rssMb} MB`);
    // With the page and object caches filled: what the process keeps once V8 has settled.
    for (const seconds of [30, 60, 90]) {
      await new Promise((resolve) => setTimeout(resolve, 30_000));
      console.log(`server RSS after ${seconds} s idle ${server.memory().rssMb} MB (caches filled)`);
    }
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
