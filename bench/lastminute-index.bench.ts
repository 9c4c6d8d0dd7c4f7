// What a Last Minute search without dates costs the index (decision 106: its hits carry their
// stay, priced as a dated search's are), beside dated searches of the same breadth. 100,000
// synthetic objects (search/test-factory.ts), no filter but the country where named; each query
// 3 warm-up runs, then 15 timed ones. Prints figures; asserts nothing.
//
//   npx tsx bench/lastminute-index.bench.ts            options: --objects=N (default 100000)
// Wall-clock per search() on one thread: on a shared machine compare the lines of one run.

import { performance } from 'node:perf_hooks';
import { buildIndex } from '#search/index';
import { generateObjects } from '#search/test-factory';
import type { IndexQuery } from '#search/types';

const hit = process.argv.find((a) => a.startsWith('--objects='));
const OBJECTS = hit === undefined ? 100_000 : Number(hit.slice('--objects='.length));
const TODAY = '2027-03-01';
const index = buildIndex(generateObjects({ count: OBJECTS, seed: 1, today: TODAY }), {
  today: TODAY,
  capacity: OBJECTS,
});
const queries: { label: string; q: IndexQuery }[] = [
  { label: 'last minute, all, markers', q: { today: TODAY, lastminuteOnly: true } },
  { label: 'last minute, de, markers', q: { today: TODAY, lastminuteOnly: true, country: 'de' } },
  {
    label: 'last minute, all, no markers (the page)',
    q: { today: TODAY, lastminuteOnly: true, markers: false },
  },
  { label: 'dated +7, all, markers', q: { today: TODAY, startDate: '2027-03-08', duration: 7 } },
  {
    label: 'dated +7 ±3, all, markers',
    q: { today: TODAY, startDate: '2027-03-08', duration: 7, tolerance: 3 },
  },
];
console.log(`${OBJECTS} objects`);
for (const { label, q } of queries) {
  for (let i = 0; i < 3; i++) index.search(q);
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < 15; i++) {
    const t0 = performance.now();
    total = index.search(q).total;
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const median = times[7]!.toFixed(1);
  const max = times[14]!.toFixed(1);
  console.log(`${label}: ${total} hits, median ${median} ms, max ${max} ms`);
}
