// Returning visitors (issue 12): before decision 054 a visitor with a cookie got every page
// rendered in full (the page cache served only cookie-less first visits); since then the cache
// also answers visitors who are not logged in, keyed by what the page shows of them, and stores a
// page from its second request on. On the 100k catalogue in PostgreSQL, against the production
// server (one process), autocannon with 20 connections, every request with a uid cookie and a
// cookie decision (nothing watched, no partner) and `accept-encoding: br`:
//   - home `/`, an object page `/object/{n}/` rotating over 300 objects (pages other visitors
//     looked at lately: after the warm-up the cache answers them), and a search page
//     `/search/?…` with a different dated query on every request (the bench mix, dated only:
//     always rendered);
//     home and object pages also with every request rendered (`…-rendered`: a new URL each time,
//     so the page cache — which keeps a page from its second request on — never answers);
//   - `/healthz` in the same run, as the ceiling of the machine at that moment;
//   - the inline loader data of each page kind (the bytes of React Router's
//     `streamController.enqueue(…)` scripts) and the HTML size, as one uncompressed GET sees them.
// Budgets: object ≥ 250 req/s, search ≥ 180 req/s, home ≥ 600 req/s, home inline data ≤ 12 KB.
// With `--before DIR` (another checkout of the project, e.g. the previous commit from
// `git archive <commit> | tar -x -C DIR` plus a `node_modules` link) both versions are measured
// in one run, one server at a time, alternating for `--rounds` rounds; the summary prints before,
// after and their ratio. Asserts nothing.
//
//   npx tsx bench/returning-visitor.bench.ts --database-url postgres://postgres@127.0.0.1:5432/feriora_bench
//   options: --before DIR, --rounds N (1), --duration S (10), --warmup S (10, per kind, not counted),
//            --connections N (20), --port N (3558),
//            --kinds home,object,search (all), --profile DIR (server run under node --cpu-prof),
//            --node-options "…" (for the server processes)
import pg from 'pg';
import { decisionCookies, REQUIRED_ONLY } from '#core/consent';
import { todayInBerlin } from '#core/dates';
import { queryMix } from './search-queries';
import {
  autocannonRun,
  inlineDataBytes,
  loadAverages,
  option,
  startServer,
  type BenchServer,
} from './server';

const DATABASE_URL =
  option('database-url') ??
  process.env.DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/feriora_bench';
const PORT = Number(option('port') ?? 3558);
const DURATION = Number(option('duration') ?? 10);
const CONNECTIONS = Number(option('connections') ?? 20);
const ROUNDS = Number(option('rounds') ?? 1);
/**
 * Seconds of load per page kind before the measured run, printed but not counted: a fresh server
 * first renders every page it is asked for (the page cache stores a page from its second request;
 * V8 has not optimised the render yet). Without it the object kind measured mostly that start:
 * its 300 pages need 600 renders before the first hit, ~8 s of a 10 s run (issue 12). 0: none.
 */
const WARMUP = Number(option('warmup') ?? 10);
const BEFORE = option('before');
const PROFILE = option('profile');
/** Node options for the server processes (e.g. `--max-semi-space-size=32`). */
const NODE_OPTIONS = option('node-options');
const KINDS = (option('kinds') ?? 'home,object,search,home-rendered,object-rendered').split(
  ',',
) as Kind[];

type Kind = 'home' | 'object' | 'search' | 'home-rendered' | 'object-rendered';
const BUDGET_RPS: Partial<Record<Kind, number>> = { home: 600, object: 250, search: 180 };
const HOME_INLINE_BUDGET_KB = 12;

/**
 * A returning visitor: a uid cookie and a cookie decision (issue 12 counts "everyone who answered
 * the cookie banner" among them; the banner is shown until then), answers brotli-compressed.
 */
const RETURNING = {
  cookie: [
    'uid=bench-returning-visitor-0001',
    ...decisionCookies(REQUIRED_ONLY).map(({ name, value }) => `${name}=${value}`),
  ].join('; '),
  'accept-encoding': 'br',
};
/** The same visitor before answering the banner: its page also carries the banner's texts. */
const UNDECIDED_COOKIE = 'uid=bench-returning-visitor-0001';

interface KindFigures {
  rps: number[];
  cpuMs: number[];
  inlineKb: number;
  htmlKb: number;
}

type VersionFigures = Partial<Record<Kind | 'healthz', KindFigures>>;

async function pageSizes(
  server: BenchServer,
  path: string,
): Promise<{ inline: number; html: number; undecidedInline: number }> {
  const get = async (cookie: string) => {
    const res = await fetch(server.url + path, {
      headers: { cookie, 'accept-encoding': 'identity' },
    });
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    return res.text();
  };
  const html = await get(RETURNING.cookie);
  const undecided = await get(UNDECIDED_COOKIE);
  return {
    inline: inlineDataBytes(html),
    html: Buffer.byteLength(html, 'utf8'),
    undecidedInline: inlineDataBytes(undecided),
  };
}

async function measureVersion(
  label: string,
  cwd: string | undefined,
  paths: Record<Kind, string[]>,
  figures: VersionFigures,
): Promise<void> {
  const env: Record<string, string> = {};
  const nodeOptions = [
    ...(NODE_OPTIONS ? [NODE_OPTIONS] : []),
    ...(PROFILE ? [`--cpu-prof --cpu-prof-dir=${PROFILE}`] : []),
  ];
  if (nodeOptions.length > 0) env.NODE_OPTIONS = nodeOptions.join(' ');
  const server = await startServer({
    databaseUrl: DATABASE_URL,
    port: PORT,
    env,
    ...(cwd === undefined ? {} : { cwd }),
  });
  console.log(
    `${label}: server ready in ${(server.startMs / 1000).toFixed(1)} s, RSS ${server.memory().rssMb} MB`,
  );
  try {
    // Warm up: the search index builds on the first search; caches fill as a visitor's would.
    for (const kind of KINDS) {
      for (const path of paths[kind].slice(0, 20)) {
        await fetch(server.url + path, { headers: { cookie: RETURNING.cookie } }).then((r) =>
          r.arrayBuffer(),
        );
      }
    }
    const health = await autocannonRun(server, `${label} /healthz`, () => '/healthz', {
      duration: Math.min(DURATION, 5),
      connections: CONNECTIONS,
      headers: RETURNING,
    });
    const h = (figures.healthz ??= { rps: [], cpuMs: [], inlineKb: 0, htmlKb: 0 });
    h.rps.push(health.requestsPerSecond);
    h.cpuMs.push(health.cpuMsPerRequest);
    for (const kind of KINDS) {
      const list = paths[kind];
      const sizes = await pageSizes(server, list[list.length - 1] ?? '/');
      let next = 0;
      // One rotation over the kind's paths, the warm-up's and the measured run's together.
      const load = (what: string, duration: number) =>
        autocannonRun(
          server,
          `${label} ${kind} (${what})`,
          () => list[next++ % list.length] ?? '/',
          {
            duration,
            connections: CONNECTIONS,
            headers: RETURNING,
          },
        );
      if (WARMUP > 0) await load('warm-up, not counted', WARMUP);
      const run = await load('returning', DURATION);
      if (next > list.length) console.log(`  note: ${kind} paths repeated (${next} requests)`);
      const f = (figures[kind] ??= { rps: [], cpuMs: [], inlineKb: 0, htmlKb: 0 });
      f.rps.push(run.requestsPerSecond);
      f.cpuMs.push(run.cpuMsPerRequest);
      f.inlineKb = sizes.inline / 1024;
      f.htmlKb = sizes.html / 1024;
      console.log(
        `  ${kind}: inline loader data ${(sizes.inline / 1024).toFixed(1)} KB in ${(sizes.html / 1024).toFixed(1)} KB of HTML (before the cookie decision: ${(sizes.undecidedInline / 1024).toFixed(1)} KB)`,
      );
    }
  } finally {
    await server.stop();
  }
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);

async function main(): Promise<void> {
  console.log(
    `returning-visitor bench: ${CONNECTIONS} connections × ${DURATION} s per page kind, ${ROUNDS} round(s), uid cookie and cookie decision, accept-encoding br, node ${process.version} (load ${loadAverages()})`,
  );
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  const { rows } = await client.query<{ n: number }>(
    'select object_number as n from objects where active order by md5(object_number::text) limit 300',
  );
  await client.end();
  if (rows.length === 0) throw new Error('the database has no active objects; seed it first');

  const today = todayInBerlin(new Date());
  // Distinct dated queries, enough for every request of a run to be a new search.
  const seen = new Set<string>();
  for (const q of queryMix(60_000, { today, regions: [], seed: 12 })) {
    if (q.dated) seen.add(`/search/?${q.query}`);
  }
  const paths: Record<Kind, string[]> = {
    home: ['/'],
    object: rows.map((r) => `/object/${r.n}/`),
    search: [...seen],
    // Every request rendered: a query parameter the page ignores makes each URL new, and a page
    // asked for once is never stored (server/page-cache.ts admit) — the render cost alone.
    'home-rendered': Array.from({ length: 60_000 }, (_, i) => `/?r=${i}`),
    'object-rendered': Array.from(
      { length: 60_000 },
      (_, i) => `/object/${rows[i % rows.length]?.n}/?r=${i}`,
    ),
  };

  const before: VersionFigures = {};
  const after: VersionFigures = {};
  for (let round = 0; round < ROUNDS; round++) {
    if (BEFORE) await measureVersion(`before`, BEFORE, paths, before);
    await measureVersion(BEFORE ? 'after' : 'this version', undefined, paths, after);
  }

  console.log(`\nsummary (mean req/s over ${ROUNDS} round(s); load ${loadAverages()})`);
  for (const kind of ['healthz', ...KINDS] as const) {
    const a = after[kind];
    if (!a) continue;
    const b = before[kind];
    const goal = kind === 'healthz' ? undefined : BUDGET_RPS[kind];
    const budget = goal === undefined ? '' : `budget ≥ ${goal} req/s`;
    const sizes =
      kind === 'healthz'
        ? ''
        : `inline data ${b ? `${b.inlineKb.toFixed(1)} → ` : ''}${a.inlineKb.toFixed(1)} KB, HTML ${b ? `${b.htmlKb.toFixed(1)} → ` : ''}${a.htmlKb.toFixed(1)} KB`;
    const rps = b
      ? `${mean(b.rps).toFixed(0)} → ${mean(a.rps).toFixed(0)} req/s (×${(mean(a.rps) / mean(b.rps)).toFixed(2)}), CPU ${mean(b.cpuMs).toFixed(2)} → ${mean(a.cpuMs).toFixed(2)} ms/request`
      : `${mean(a.rps).toFixed(0)} req/s, CPU ${mean(a.cpuMs).toFixed(2)} ms/request`;
    console.log(`  ${kind.padEnd(8)} ${rps}   ${sizes}   ${budget}`);
  }
  if (after.home) {
    console.log(
      `  home inline data ${after.home.inlineKb.toFixed(1)} KB (budget ≤ ${HOME_INLINE_BUDGET_KB} KB)`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
