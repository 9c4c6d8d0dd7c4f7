// A quick loop for profiling the search on the seeded catalogue: builds the index once, then runs
// the query mix (bench/search-queries.ts) `--rounds` times through `index.search` (markers on and
// off) and `searchPage`, printing p50/p99 per round. Run it under a profiler, e.g.
//
//   node --cpu-prof --cpu-prof-dir=/tmp/prof --import tsx bench/search-profile.ts \
//     --database-url postgres://postgres@127.0.0.1:5432/feriora_bench --only page
//
//   options: --queries N (1000), --rounds N (3), --only index|nomarkers|page
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseConfig } from '#core/config';
import { todayInBerlin } from '#core/dates';
import { openDatabase } from '#db/client';
import { createDeps } from '#server/deps';
import type { RequestContext } from '#services/platform';
import { ensureSearchIndex, searchPage } from '#services/search';
import { planSearch } from '#services/search';
import { option, percentile } from './server';
import { queryMix } from './search-queries';

const DATABASE_URL =
  option('database-url') ??
  process.env.DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/feriora_bench';
const QUERIES = Number(option('queries') ?? 1000);
const ROUNDS = Number(option('rounds') ?? 3);
const ONLY = option('only');

async function main(): Promise<void> {
  const config = parseConfig({
    NODE_ENV: 'test',
    DATABASE_URL,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-01',
    LOG_LEVEL: 'silent',
  });
  const database = await openDatabase({ kind: 'postgres', url: DATABASE_URL });
  const deps = await createDeps(config, { database });
  const t0 = performance.now();
  const state = await ensureSearchIndex(deps);
  console.log(`build ${((performance.now() - t0) / 1000).toFixed(2)} s`);
  const today = todayInBerlin(new Date());
  const mix = queryMix(QUERIES, {
    today,
    regions: state.locations.regions.map((r) => r.id),
    seed: 1,
  });
  const plans = mix.map(
    (q) =>
      planSearch({
        params: new URLSearchParams(q.query),
        today,
        language: 'de',
        offers: state.offers,
      }).indexQuery,
  );
  const ctx: RequestContext = {
    requestId: 'bench',
    language: 'de',
    mandant: config.MANDANT,
    uid: 'bench-uid',
    clientIp: '127.0.0.1',
    user: null,
    partnerId: null,
    pid: null,
    tracking: {},
    experiments: {},
    now: new Date(),
    deps,
  };
  // CPU time next to wall time: on a shared machine the wall time includes waiting for a core.
  let cpu = process.cpuUsage();
  const report = (label: string, ms: number[]): void => {
    const used = process.cpuUsage(cpu);
    cpu = process.cpuUsage();
    const cpuMean = (used.user + used.system) / 1000 / ms.length;
    console.log(
      `${label.padEnd(22)} p50 ${percentile(ms, 50).toFixed(2)} ms  p99 ${percentile(ms, 99).toFixed(2)} ms  cpu mean ${cpuMean.toFixed(2)} ms  (load ${loadavg()[0]!.toFixed(2)})`,
    );
  };
  for (let round = 0; round < ROUNDS; round++) {
    cpu = process.cpuUsage();
    if (ONLY === undefined || ONLY === 'index') {
      const ms: number[] = [];
      for (const iq of plans) {
        const t = performance.now();
        if (iq !== null) state.index.search(iq);
        ms.push(performance.now() - t);
      }
      report('index.search', ms);
    }
    if (ONLY === undefined || ONLY === 'nomarkers') {
      const ms: number[] = [];
      for (const iq of plans) {
        const t = performance.now();
        if (iq !== null) state.index.search({ ...iq, markers: false });
        ms.push(performance.now() - t);
      }
      report('index.search no mark.', ms);
    }
    if (ONLY === undefined || ONLY === 'page') {
      const ms: number[] = [];
      for (const q of mix) {
        const t = performance.now();
        await searchPage(ctx, { params: new URLSearchParams(q.query) });
        ms.push(performance.now() - t);
      }
      report('searchPage', ms);
    }
  }
  await database.close();
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
