// Index consistency check (issue 20): does every running process's in-memory search index equal
// a fresh build from the database? It builds a fresh index in this process (the same code and
// database as the servers), asks each process and the fresh build the same searches — every hit
// with its map marker and price, in the seeded query mix (bench/search-queries.ts) plus a few
// broad ones — and prints every answer that differs. Exit code 1 when any differs.
//
//   npm run index:check -- --database-url postgres://…/feriora --url http://127.0.0.1:3001 --url http://127.0.0.1:3002
//   options: --queries N (default 200)
//
// Run it when the site is quiet (after a drill, after a restore): a change committed between the
// fresh build and a process's answer shows as a difference. Read-only.
import { parseConfig } from '#core/config';
import { todayInBerlin } from '#core/dates';
import { openDatabase } from '#db/client';
import { buildApp } from '#server/app';
import { createDeps } from '#server/deps';
import { queryMix } from '../search-queries';

function options(name: string): string[] {
  const out: string[] = [];
  process.argv.forEach((arg, i) => {
    if (arg === `--${name}` && process.argv[i + 1] !== undefined) out.push(process.argv[i + 1]!);
    else if (arg.startsWith(`--${name}=`)) out.push(arg.slice(name.length + 3));
  });
  return out;
}

const databaseUrl = options('database-url')[0] ?? process.env.DATABASE_URL;
const urls = options('url');
const count = Number(options('queries')[0] ?? 200);
if (databaseUrl === undefined || urls.length === 0) {
  console.error(
    'usage: index-check --database-url postgres://… --url http://127.0.0.1:3001 [--url …] [--queries N]',
  );
  process.exit(2);
}

const database = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 4 });
const config = parseConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  JWT_SECRET: 'index-check-index-check-index-check-01',
  DATABASE_URL: databaseUrl,
  RATE_LIMIT_PER_MINUTE: '100000000',
  DEMO_SEED: '0',
});
const deps = await createDeps(config, { database, clock: () => new Date() });
const app = await buildApp({ deps, serverBuild: null, logger: false });
await app.ready();
const started = performance.now();
const state = await deps.search.ensure();
console.log(
  `fresh index: ${state.index.size} objects, built in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

const queries = [
  '',
  'persons=2',
  'sort=price',
  ...queryMix(count, {
    today: todayInBerlin(new Date()),
    regions: state.locations.regions.map((r) => r.id),
    seed: 20,
  }).map((q) => q.query),
];

interface Markers {
  objectNumbers: number[];
  latE6: number[];
  lonE6: number[];
  price: (number | null)[];
}

/**
 * The part of an answer the index decides (everything of `data`), with the map markers as a set:
 * a full-text search lists the rows of text that changed since the build after the others
 * (search/text-index.ts keeps them in a delta), so a process that applied changes orders the
 * same markers differently from a fresh build. The map does not depend on their order.
 */
function dataOf(body: string): string {
  const data = (JSON.parse(body) as { data?: { markers?: Markers } }).data;
  if (data === undefined || data === null) return body;
  const m = data.markers;
  if (m !== undefined && Array.isArray(m.objectNumbers)) {
    const order = m.objectNumbers
      .map((_, i) => i)
      .sort((x, y) => m.objectNumbers[x]! - m.objectNumbers[y]!);
    data.markers = {
      objectNumbers: order.map((i) => m.objectNumbers[i]!),
      latE6: order.map((i) => m.latE6[i]!),
      lonE6: order.map((i) => m.lonE6[i]!),
      price: order.map((i) => m.price[i] ?? null),
    };
  }
  return JSON.stringify(data);
}

function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return `…${a.slice(Math.max(0, i - 60), i + 60)}… vs …${b.slice(Math.max(0, i - 60), i + 60)}…`;
}

let differences = 0;
for (const url of urls) {
  let same = 0;
  let differ = 0;
  for (const query of queries) {
    const path = `/api/search?mandant=${config.MANDANT}&objectsPerPage=50&query=${encodeURIComponent(query)}`;
    const fresh = await app.inject({ url: path });
    const live = await fetch(`${url}${path}`);
    const liveBody = await live.text();
    if (live.status !== fresh.statusCode) {
      differ++;
      console.log(
        `${url} ${query || '(all)'}: status ${live.status}, fresh build ${fresh.statusCode}`,
      );
      continue;
    }
    const a = dataOf(liveBody);
    const b = dataOf(fresh.body);
    if (a === b) same++;
    else {
      differ++;
      if (differ <= 5) console.log(`${url} ${query || '(all)'}: ${firstDifference(a, b)}`);
    }
  }
  differences += differ;
  console.log(
    `${url}: ${same} of ${queries.length} searches equal the fresh build, ${differ} differ`,
  );
}

await app.close();
await database.close();
process.exit(differences === 0 ? 0 : 1);
