// A loop for profiling page rendering for returning visitors (issue 12): the production bundle
// in-process on the seeded catalogue, every request through `app.inject` with a uid cookie and
// `accept-encoding: br`, `--concurrency` requests in flight. Every request is rendered: a query
// parameter the pages ignore (`r=`) makes each URL new, and the page cache stores a page only
// from its second request on (decision 054), so it never answers here. Prints the CPU
// time and wall time per page for home, an object page (300 objects in turn) and a search page
// (a different dated query each time); with `--cpu-prof FILE` it writes a CPU profile of the
// timed loops only (not start-up or the index build) for `node --cpu-prof`-style analysis.
//
//   npx tsx bench/page-profile.ts --database-url postgres://postgres@127.0.0.1:5432/feriora_bench
//   options: --dir DIR (project checkout whose build/server/index.js to load; default this one),
//            --requests N (400 per kind), --concurrency N (4), --kinds home,object,search,
//            --cpu-prof FILE, --compare DIR (see below)
//
// With `--compare DIR` a second checkout's bundle runs in the same process on the same database,
// and every page is asked of both, one request at a time, the order swapped on every page: the
// CPU time of each request goes to its bundle. On a machine shared with other work the load
// changes within seconds; interleaving request by request gives both versions the same load,
// which separate runs one after the other cannot (issue 12).
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { parseConfig } from '#core/config';
import { todayInBerlin } from '#core/dates';
import type * as Entry from '#server/entry';
import { queryMix } from './search-queries';
import { inlineDataBytes, option, percentile } from './server';

const DATABASE_URL =
  option('database-url') ??
  process.env.DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/feriora_bench';
const DIR = resolve(option('dir') ?? '.');
const REQUESTS = Number(option('requests') ?? 400);
const CONCURRENCY = Number(option('concurrency') ?? 4);
const KINDS = (option('kinds') ?? 'home,object,search').split(',');
const PROFILE = option('cpu-prof');
/** Rounds over the kinds; the lowest CPU per page of each kind is printed last (less noise). */
const ROUNDS = Number(option('rounds') ?? 1);
/** Count the SQL statements the timed requests send (by their text), to see what a page reads. */
const COUNT_QUERIES = process.argv.includes('--count-queries');
/** Write the first page of each kind (as a returning visitor gets it) to DIR/{kind}.html. */
const DUMP = option('dump');
/** A second checkout to measure against, request by request (see the header). */
const COMPARE = option('compare');

const HEADERS = { cookie: 'uid=bench-returning-visitor-0001', 'accept-encoding': 'br' };

type App = Awaited<ReturnType<typeof Entry.buildApp>>;

/** The production bundle of the checkout in `dir` as an app on the benchmark database. */
async function loadApp(dir: string): Promise<App> {
  const bundle = (await import(
    pathToFileURL(resolve(dir, 'build/server/index.js')).href
  )) as typeof Entry;
  const config = parseConfig({
    NODE_ENV: 'production',
    DATABASE_URL,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-01',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '1000000000',
    DEMO_SEED: '0',
  });
  const deps = await bundle.createDeps(config);
  // As the server does at start: a catalogue seeded by an older version gets the newer columns.
  await deps.database.migrate();
  const app = await bundle.buildApp({
    deps,
    serverBuild: bundle.build,
    clientDir: resolve(dir, 'build/client'),
    logger: false,
  });
  await app.ready();
  return app;
}

async function main(): Promise<void> {
  // Before the bundle loads React: its production build, as the server runs it.
  process.env.NODE_ENV = 'production';
  const app = await loadApp(DIR);
  const other = COMPARE === undefined ? null : await loadApp(resolve(COMPARE));

  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  const { rows } = await client.query<{ n: number }>(
    'select object_number as n from objects where active order by md5(object_number::text) limit 300',
  );
  await client.end();
  const today = todayInBerlin(new Date());
  const searches = queryMix(REQUESTS * 8 * ROUNDS + 1000, { today, regions: [], seed: 12 })
    .filter((q) => q.dated)
    .map((q) => `/search/?${q.query}`);
  const paths: Record<string, string[]> = {
    home: ['/'],
    object: rows.map((r) => `/object/${r.n}/`),
    search: searches,
  };

  let unique = 0;
  const get = async (path: string, on: App = app) => {
    const url = `${path}${path.includes('?') ? '&' : '?'}r=${unique++}`;
    const res = await on.inject({ method: 'GET', url, headers: HEADERS });
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
  };
  // The server builds the search index before it listens (and the object caches need it): one
  // search page does that here.
  for (const one of other ? [app, other] : [app]) {
    await get(paths.search?.[0] ?? '/search/', one);
    // Warm-up: the translations and every object's cached page data (steady state).
    for (const kind of KINDS) for (const p of (paths[kind] ?? []).slice(0, 300)) await get(p, one);
  }
  if (other) {
    await compare(app, other, paths, get);
    await Promise.all([app.close(), other.close()]);
    return;
  }

  const statements = new Map<string, number>();
  if (COUNT_QUERIES) {
    const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const first = args[0];
      const text =
        typeof first === 'string' ? first : ((first as { text?: string } | null)?.text ?? '?');
      statements.set(text, (statements.get(text) ?? 0) + 1);
      return original.apply(this, args);
    } as typeof pg.Client.prototype.query;
  }
  for (const kind of KINDS) {
    const url = paths[kind]?.[0] ?? '/';
    const res = await app.inject({ method: 'GET', url, headers: { cookie: HEADERS.cookie } });
    if (DUMP) writeFileSync(`${DUMP}/${kind}.html`, res.body);
    console.log(
      `${kind.padEnd(7)} ${url.slice(0, 40).padEnd(40)} inline loader data ${(inlineDataBytes(res.body) / 1024).toFixed(1)} KB in ${(Buffer.byteLength(res.body) / 1024).toFixed(1)} KB of HTML`,
    );
  }
  const session = new Session();
  if (PROFILE) {
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 200 });
    await session.post('Profiler.start');
  }
  const best = new Map<string, number>();
  for (let round = 0; round < ROUNDS; round++)
    for (const kind of KINDS) {
      const list = (paths[kind] ?? []).slice(kind === 'search' ? 300 + round * REQUESTS : 0);
      let next = 0;
      const walls: number[] = [];
      const cpu0 = process.cpuUsage();
      const t0 = performance.now();
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next < REQUESTS) {
            const url = list[next++ % list.length] ?? '/';
            const t = performance.now();
            await get(url);
            walls.push(performance.now() - t);
          }
        }),
      );
      const elapsed = performance.now() - t0;
      const cpu = process.cpuUsage(cpu0);
      const cpuMs = (cpu.user + cpu.system) / 1000 / REQUESTS;
      best.set(kind, Math.min(best.get(kind) ?? Infinity, cpuMs));
      console.log(
        `${kind.padEnd(7)} CPU ${cpuMs.toFixed(2)} ms/page   ${((REQUESTS / elapsed) * 1000).toFixed(0)} pages/s in-process   wall p50 ${percentile(walls, 50).toFixed(1)} ms  p99 ${percentile(walls, 99).toFixed(1)} ms   (${REQUESTS} requests, ${CONCURRENCY} in flight)`,
      );
    }
  if (ROUNDS > 1) {
    console.log(
      `lowest CPU per page over ${ROUNDS} rounds: ${[...best].map(([k, v]) => `${k} ${v.toFixed(2)} ms`).join(', ')}`,
    );
  }
  if (COUNT_QUERIES) {
    for (const [text, count] of [...statements].sort((a, b) => b[1] - a[1])) {
      console.log(`${String(count).padStart(6)} × ${text.slice(0, 160)}`);
    }
  }
  if (PROFILE) {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(PROFILE, JSON.stringify(profile));
    console.log(`CPU profile written to ${PROFILE}`);
  }
  await app.close();
}

/**
 * `--compare`: every page of every kind from both apps, one request at a time, the order swapped
 * on each page; prints the CPU time per page of each, the lowest of the rounds and their ratio.
 */
async function compare(
  app: App,
  other: App,
  paths: Record<string, string[]>,
  get: (path: string, on: App) => Promise<void>,
): Promise<void> {
  const names = [`--dir ${DIR}`, `--compare ${resolve(COMPARE ?? '')}`];
  for (const kind of KINDS) {
    const lowest = [Infinity, Infinity];
    for (let round = 0; round < ROUNDS; round++) {
      const list = (paths[kind] ?? []).slice(kind === 'search' ? 300 + round * REQUESTS : 0);
      const cpu = [0, 0];
      for (let i = 0; i < REQUESTS; i++) {
        const url = list[i % list.length] ?? '/';
        const order = i % 2 === 0 ? [0, 1] : [1, 0];
        for (const which of order) {
          const before = process.cpuUsage();
          await get(url, which === 0 ? app : other);
          const used = process.cpuUsage(before);
          cpu[which] = (cpu[which] ?? 0) + (used.user + used.system) / 1000;
        }
      }
      const perPage = cpu.map((ms) => ms / REQUESTS);
      perPage.forEach((ms, which) => (lowest[which] = Math.min(lowest[which] ?? Infinity, ms)));
      console.log(
        `${kind.padEnd(7)} round ${round + 1}: CPU ${perPage.map((ms, which) => `${ms.toFixed(2)} ms/page (${names[which]})`).join(', ')}  ratio ${((perPage[1] ?? 0) / (perPage[0] ?? 1)).toFixed(3)}   load ${loadavg()[0]?.toFixed(1)}`,
      );
    }
    console.log(
      `${kind.padEnd(7)} lowest over ${ROUNDS} rounds: ${lowest[0]?.toFixed(2)} → ${lowest[1]?.toFixed(2)} ms/page, ratio ${((lowest[1] ?? 0) / (lowest[0] ?? 1)).toFixed(3)} (${REQUESTS} pages each, one at a time)`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
