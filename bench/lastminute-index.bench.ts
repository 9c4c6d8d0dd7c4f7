// What a Last Minute search without dates costs the index (decision 106: its hits carry their
// stay, priced as a dated search's are), beside dated searches of the same breadth. 100,000
// synthetic objects (search/test-factory.ts), no filter but the country where named; each query
// 3 warm-up runs, then 15 timed ones. For queries with markers, also the size of the markers in
// /api/search's answer (server/api/search.ts searchAnswerJson, then brotli at the API's quality),
// with and without the markers' stays (a tolerance or Last Minute: each marker's arrival, so its
// pop-up link opens the stay it priced), and the one-home search an off-page marker's pop-up
// makes for its card. Prints figures; asserts nothing.
//
//   npx tsx bench/lastminute-index.bench.ts            options: --objects=N (default 100000)
// Wall-clock per search() on one thread: on a shared machine compare the lines of one run.

import { performance } from 'node:perf_hooks';
import { buildIndex } from '#search/index';
import { generateObjects } from '#search/test-factory';
import type { IndexQuery, SearchMarkers } from '#search/types';
import { compressAnswer } from '#server/api/cache/cached-answer';
import { searchAnswerJson } from '#server/api/search';
import type { SearchData } from '#services/search/types';

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
// A map pop-up of a home that is not on the page fetches that home's card: the page's search
// restricted to it (`onr`), without markers (decision 106).
const someHome = index.search({ today: TODAY, lastminuteOnly: true }).markers.objectNumbers[0];
if (someHome !== undefined) {
  queries.push({
    label: "last minute, one home, no markers (an off-page marker's pop-up card)",
    q: { today: TODAY, lastminuteOnly: true, markers: false, objectNumbers: [someHome] },
  });
}
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
  const markers = index.search(q).markers;
  if (markers.objectNumbers.length > 0) {
    const plain: SearchMarkers = { ...markers, arrivalDay: new Int32Array(0), nights: 0 };
    const withStays = await answerBytes(markers);
    const without = await answerBytes(plain);
    const stays = markers.nights > 0 ? 'with stays' : 'no stays';
    console.log(
      `  markers (${stays}): ${kb(withStays.raw)} KB, br ${kb(withStays.br)} KB` +
        (markers.nights > 0
          ? `; without the stays ${kb(without.raw)} KB, br ${kb(without.br)} KB`
          : ''),
    );
  }
}

/** The answer's bytes for these markers around an otherwise empty page, raw and brotli. */
async function answerBytes(markers: SearchMarkers): Promise<{ raw: number; br: number }> {
  // Only the markers vary; the rest of the envelope is a few hundred bytes.
  const data = { objects: [], markers: {} } as unknown as SearchData;
  const json = Buffer.from(searchAnswerJson(data, markers));
  return { raw: json.length, br: (await compressAnswer('br', json)).length };
}

function kb(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}
