// The fixed query mix of the search benchmarks: page URL query strings as visitors produce them on
// the demo catalogue (services/demo) — mostly dated (a week, some flexible), 2–6 persons, two of
// the common amenities, often a country or a region, sometimes a price limit, sorts as people use
// them, now and then pets, a text search or page 2–3. Seeded: the same mix on every run.
import { addDays, type IsoDate } from '#core/dates';
import type { Amenity } from '#core/amenities';
import { prng } from '#search/test-factory';

/** Amenities people actually tick (the rare ones would empty most results). */
export const COMMON_AMENITIES: readonly Amenity[] = [
  'internet',
  'terrace',
  'parking',
  'tv',
  'dishwasher',
  'washingmachine',
  'nonsmoking',
  'grill',
];

/** Countries of the demo catalogue, weighted roughly like its object counts. */
const COUNTRIES = ['de', 'at', 'it', 'hr', 'dk', 'nl', 'fr', 'es', 'ch', 'se', 'no', 'pl', 'pt'];

export interface BenchQuery {
  /** The page URL's query string (also the API `query`). */
  query: string;
  dated: boolean;
  sort: string;
}

/**
 * `count` queries for a catalogue seeded with `today`; `regions` are region ids of the catalogue
 * (a tenth of the queries use one).
 */
export function queryMix(
  count: number,
  options: { today: IsoDate; regions: readonly number[]; seed?: number },
): BenchQuery[] {
  const rng = prng((options.seed ?? 1) * 7919);
  const int = (min: number, max: number): number => min + Math.floor(rng() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[int(0, list.length - 1)]!;
  const out: BenchQuery[] = [];
  for (let k = 0; k < count; k++) {
    const p = new URLSearchParams();
    const dated = rng() < 0.8;
    if (dated) {
      const start = addDays(options.today, int(5, 150));
      p.set('startDate', start);
      p.set('endDate', addDays(start, rng() < 0.7 ? 7 : int(3, 14)));
      if (rng() < 0.3) p.set('tolerance', String(int(1, 3)));
    }
    const persons = int(2, 6);
    if (persons !== 2) p.set('persons', String(persons));
    const a = pick(COMMON_AMENITIES);
    let b = pick(COMMON_AMENITIES);
    while (b === a) b = pick(COMMON_AMENITIES);
    p.set(a, 'Y');
    p.set(b, 'Y');
    if (rng() < 0.4) p.set('country', pick(COUNTRIES));
    else if (rng() < 0.1 && options.regions.length > 0)
      p.set('region', String(pick(options.regions)));
    if (rng() < 0.25) p.set('priceMax', String(int(5, 20) * 100));
    const s = rng();
    const sort =
      s < 0.15 ? 'priceAsc' : s < 0.3 ? 'priceDesc' : s < 0.4 ? 'rating' : 'recommendation';
    if (sort !== 'recommendation') p.set('sort', sort);
    if (rng() < 0.1) p.set('pets', 'one');
    if (rng() < 0.05) p.set('fulltext', pick(['ferienh', 'strand', 'see', 'berg']));
    if (rng() < 0.1) p.set('page', String(int(2, 3)));
    out.push({ query: p.toString(), dated, sort });
  }
  return out;
}
