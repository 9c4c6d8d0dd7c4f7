// Search index budget (ARCHITECTURE.md "Performance design"): 100,000 synthetic objects
// (search/test-factory.ts: ~6 seasons, 550 days of availability each), a fixed mix of 1,000
// realistic queries. Prints figures; asserts nothing (targets: build ≤ 10 s, RSS ≤ 400 MB,
// p50 ≤ 3 ms, p99 ≤ 15 ms).
//
//   npx tsx bench/search-index.bench.ts               (RSS without a forced GC)
//   npx tsx --expose-gc bench/search-index.bench.ts   (RSS after a full GC)
//   options: --objects=N (default 100000), --queries=N (default 1000), --seed=N
// The objects are streamed into buildIndex (nothing of them is kept), so the RSS is the index's.
// "build (index only)" = build from the stream − the time the factory alone needs to generate it.
// Latencies are wall-clock per search() on one thread; on a shared machine they include waits for
// the CPU, so the load average is printed with them.

import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { amenityMask } from '#core/amenities';
import { addDays } from '#core/dates';
import { buildIndex } from '#search/index';
import { FACTORY_COUNTRIES, generateObjects, prng } from '#search/test-factory';
import type { IndexQuery, SearchSort } from '#search/types';
import { COMMON_AMENITIES } from './search-queries';

const arg = (name: string, fallback: number): number => {
  const hit = process.argv.find((a) => a.startsWith(`--${name}=`));
  return hit === undefined ? fallback : Number(hit.slice(name.length + 3));
};
const OBJECTS = arg('objects', 100_000);
const QUERIES = arg('queries', 1000);
const SEED = arg('seed', 1);
const TODAY = '2027-03-01';
const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const gc = (globalThis as { gc?: () => void }).gc;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
}

function queryMix(count: number): IndexQuery[] {
  const rng = prng(SEED * 7919);
  const int = (min: number, max: number): number => min + Math.floor(rng() * (max - min + 1));
  const out: IndexQuery[] = [];
  for (let k = 0; k < count; k++) {
    const q: IndexQuery = { today: TODAY, persons: int(2, 6) };
    if (rng() < 0.8) {
      q.startDate = addDays(TODAY, int(5, 150));
      q.duration = rng() < 0.7 ? 7 : int(3, 14);
      if (rng() < 0.3) q.tolerance = int(1, 3);
    }
    const a = COMMON_AMENITIES[int(0, COMMON_AMENITIES.length - 1)]!;
    let b = COMMON_AMENITIES[int(0, COMMON_AMENITIES.length - 1)]!;
    while (b === a) b = COMMON_AMENITIES[int(0, COMMON_AMENITIES.length - 1)]!;
    q.amenities = amenityMask([a, b]);
    if (rng() < 0.4) q.country = FACTORY_COUNTRIES[int(0, 3)]!.code.toLowerCase();
    else if (rng() < 0.1) q.regionId = int(1, 4) * 100 + int(1, 12);
    if (rng() < 0.25) q.priceMax = int(5, 20) * 10_000;
    const s = rng();
    const sort: SearchSort =
      s < 0.15 ? 'priceAsc' : s < 0.3 ? 'priceDesc' : s < 0.4 ? 'rating' : 'recommendation';
    q.sort = sort;
    if (rng() < 0.1) q.pets = 'one';
    if (rng() < 0.05) q.fulltext = ['ferienh', 'strand', 'see', 'berg'][int(0, 3)]!;
    if (rng() < 0.1) q.page = int(2, 3);
    out.push(q);
  }
  return out;
}

function main(): void {
  console.log(
    `search index bench: ${OBJECTS} objects, ${QUERIES} queries, node ${process.version}`,
  );

  // Generation alone (the factory's cost, not the index's).
  let t = performance.now();
  let generated = 0;
  for (const o of generateObjects({ count: OBJECTS, seed: SEED, today: TODAY })) {
    generated += o.objectNumber > 0 ? 1 : 0;
  }
  const genMs = performance.now() - t;

  // Build from the stream: nothing of the input objects is kept.
  t = performance.now();
  const index = buildIndex(generateObjects({ count: OBJECTS, seed: SEED, today: TODAY }), {
    today: TODAY,
    capacity: OBJECTS,
  });
  const buildWithGenMs = performance.now() - t;
  const buildMs = buildWithGenMs - genMs;
  gc?.();
  const mem = process.memoryUsage();

  const queries = queryMix(QUERIES);
  const warm = queryMix(200);
  for (const q of warm) index.search(q);

  const times: number[] = [];
  let hits = 0;
  let empty = 0;
  const bySort = new Map<string, number[]>();
  for (const q of queries) {
    const s = performance.now();
    const r = index.search(q);
    const ms = performance.now() - s;
    times.push(ms);
    hits += r.total;
    if (r.total === 0) empty++;
    const kind = `${q.startDate === undefined ? 'undated' : 'dated'}/${q.sort}`;
    const list = bySort.get(kind) ?? [];
    list.push(ms);
    bySort.set(kind, list);
  }
  times.sort((x, y) => x - y);
  const p50 = percentile(times, 50);
  const p99 = percentile(times, 99);
  const mean = times.reduce((x, y) => x + y, 0) / times.length;

  console.log(
    `objects generated           ${generated} in ${(genMs / 1000).toFixed(2)} s (factory, not the index)`,
  );
  console.log(`build (index only)          ${(buildMs / 1000).toFixed(2)} s   [target ≤ 10 s]`);
  console.log(`build incl. generation      ${(buildWithGenMs / 1000).toFixed(2)} s`);
  console.log(
    `process RSS                 ${mb(mem.rss)}${gc === undefined ? ' (no --expose-gc: before GC)' : ' (after gc)'}   [target ≤ 400 MB]`,
  );
  console.log(
    `heap used                   ${mb(mem.heapUsed)}; typed arrays ${mb(mem.arrayBuffers)}; index.bytes() ${mb(index.bytes())}`,
  );
  console.log(
    `queries                     ${QUERIES}, mean hits ${(hits / QUERIES).toFixed(0)}, empty ${empty}`,
  );
  console.log(
    `load average (1 min)        ${loadavg()[0]!.toFixed(2)} on this machine during the run`,
  );
  console.log(`latency p50                 ${p50.toFixed(2)} ms   [target ≤ 3 ms]`);
  console.log(`latency p99                 ${p99.toFixed(2)} ms   [target ≤ 15 ms]`);
  console.log(`latency mean / max          ${mean.toFixed(2)} / ${times.at(-1)?.toFixed(2)} ms`);
  for (const [kind, list] of [...bySort].sort()) {
    list.sort((x, y) => x - y);
    console.log(
      `  ${kind.padEnd(26)} n=${String(list.length).padStart(4)}  p50 ${percentile(list, 50).toFixed(2)} ms  p99 ${percentile(list, 99).toFixed(2)} ms`,
    );
  }
}

main();
