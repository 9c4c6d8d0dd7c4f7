// Query semantics shared by the index and the brute-force oracle: defaults, the stay(s) a dated
// query evaluates, and the geo distance. Everything that defines WHAT matches lives here or in
// search/text.ts, so the two implementations can only differ in HOW they find it.
//
// Semantics (all filters AND-ed; inactive objects never match):
// - Dates. With a valid startDate the query asks for a stay of `nights` nights: endDate − start
//   when endDate is valid, else `duration` (default 7). nights < 1 or > MAX_STAY_NIGHTS → no hits.
//   Candidate arrivals are start, start−1, start+1, … start−tolerance, start+tolerance (closest
//   first, earlier first on ties), minus arrivals before today and — with lastminuteOnly — after
//   today + 14. An object matches when calculatePrice(rules, availability, {arrival,
//   arrival+nights, persons, pets}, now).status is 'free' for some candidate; the FIRST such
//   candidate is the object's stay: its price is the one the price filter, the price sorts and
//   the markers use.
// - lastminuteOnly without dates: some arrival today … today+14 (in that order) for `duration`
//   (default 7) nights is 'free' as above; the FIRST such arrival is the object's stay, priced
//   and used exactly as a dated query's (a Last Minute card offers that stay: its dates, its
//   total, its badges; decision 106).
// - persons: travellers (adults + children), safe integer ≥ 1 (else 2), capped at 999. Always
//   personsMax ≥ persons; when a stay is evaluated the engine's maxPersons applies too.
//   adultsMax is not used (persons include children). maxPersonsMax: personsMax ≤ it.
// - pets: none = 0, one = 1, more = 2 pets; petsAllowed ≥ that always, the engine's pet rules
//   when a stay is evaluated.
// - price: [priceMin, priceMax] inclusive on the stay total (a stay is evaluated: priceComplete)
//   or minPriceCents (no stay; objects without minPriceCents never match a price bound).
// - minRating: ratingAverage ≥ minRating (no rating never matches). maxDist: distance in metres
//   ≤ km × 1000 (unknown distance never matches). Rooms, square metres: ≥.
// - Sets: offerIds / distinctionIds / agencyIds / objectNumbers: any of the listed; [] = no filter.
// - fulltext: see search/text.ts (every query word a prefix of an indexed word, per language).
// - geo: haversine distance (geoDistanceKm) ≤ distanceKm; bbox: south ≤ lat ≤ north and
//   west ≤ lon ≤ east (or lon ≥ west || lon ≤ east when west > east).
// - Sorts (ties always by objectNumber ascending): recommendation desc; priceAsc / priceDesc on
//   the same price as the filter, objects without a price last; rating: ratingAverage desc (no
//   rating last), then ratingCount desc; newest: createdAt desc.

import { parseIsoDate } from '#core/dates';
import type { Language } from '#core/languages';
import { MAX_COUNT, MAX_STAY_NIGHTS } from '#core/pricing';
import type { IndexQuery, SearchSort } from './types';

export const LASTMINUTE_DAYS = 14;
export const DEFAULT_STAY_NIGHTS = 7;
export const DEFAULT_PERSONS = 2;
export const DEFAULT_PER_PAGE = 40;
export const MAX_PER_PAGE = 1000;
export const MAX_TOLERANCE = 3;
export const PETS_COUNT = { none: 0, one: 1, more: 2 } as const;
/** Mean Earth radius (IUGG) in km. */
export const EARTH_RADIUS_KM = 6371.0088;

export interface ResolvedQuery {
  todayDay: number;
  /** Noon UTC of today: its Berlin date is today; passed to calculatePrice as `now`. */
  now: Date;
  /**
   * A stay is evaluated (dated, or lastminuteOnly without dates): each hit carries its stay, whose
   * price replaces minPriceCents.
   */
  stayMode: boolean;
  /**
   * A hit's stay may differ from the query's own dates: a tolerance (several candidate arrivals)
   * or Last Minute without dates. The markers then carry each hit's stay (SearchMarkers.nights).
   */
  shifts: boolean;
  /** The query can have no hits (invalid stay length). */
  impossible: boolean;
  nights: number;
  /** Candidate arrivals (epoch days) in preference order. */
  arrivals: number[];
  persons: number;
  pets: number;
  priceMin: number;
  priceMax: number;
  sort: SearchSort;
  page: number;
  perPage: number;
  language: Language;
  markers: boolean;
}

function positiveInt(value: unknown): number | null {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 1 ? value : null;
}

const SORTS: readonly SearchSort[] = [
  'recommendation',
  'priceAsc',
  'priceDesc',
  'rating',
  'newest',
];
const LANGS: readonly Language[] = ['de', 'en', 'fr', 'it'];

/**
 * Defaults and the stay of a query. `fallbackToday` (epoch day) is used when query.today is not a
 * valid date.
 */
export function resolveQuery(q: IndexQuery, fallbackToday: number): ResolvedQuery {
  const todayDay = parseIsoDate(q.today) ?? fallbackToday;
  const now = new Date(todayDay * 86_400_000 + 12 * 3_600_000);
  const startDay = parseIsoDate(q.startDate);
  const endDay = parseIsoDate(q.endDate);
  const duration = positiveInt(q.duration) ?? DEFAULT_STAY_NIGHTS;
  const lastminute = q.lastminuteOnly === true;
  const stayMode = startDay !== null || lastminute;
  let nights = 0;
  const arrivals: number[] = [];
  let impossible = false;
  if (startDay !== null) {
    nights = endDay !== null ? endDay - startDay : duration;
    const tolerance =
      typeof q.tolerance === 'number' && Number.isInteger(q.tolerance)
        ? Math.min(MAX_TOLERANCE, Math.max(0, q.tolerance))
        : 0;
    for (let t = 0; t <= tolerance; t++) {
      for (const a of t === 0 ? [startDay] : [startDay - t, startDay + t]) {
        if (a < todayDay) continue;
        if (lastminute && a > todayDay + LASTMINUTE_DAYS) continue;
        arrivals.push(a);
      }
    }
  } else if (lastminute) {
    nights = duration;
    for (let a = todayDay; a <= todayDay + LASTMINUTE_DAYS; a++) arrivals.push(a);
  }
  if (stayMode && (nights < 1 || nights > MAX_STAY_NIGHTS || arrivals.length === 0)) {
    impossible = true;
  }
  const persons = Math.min(MAX_COUNT, positiveInt(q.persons) ?? DEFAULT_PERSONS);
  const perPageRaw = positiveInt(q.perPage);
  return {
    todayDay,
    now,
    stayMode,
    // Not "more than one arrival": a tolerance cut to one by today or Last Minute's 14 days can
    // leave a single arrival that is not the asked one.
    shifts: stayMode && (startDay === null || arrivals.some((a) => a !== startDay)),
    impossible,
    nights,
    arrivals,
    persons,
    pets: PETS_COUNT[q.pets ?? 'none'] ?? 0,
    priceMin: typeof q.priceMin === 'number' && !Number.isNaN(q.priceMin) ? q.priceMin : -Infinity,
    priceMax: typeof q.priceMax === 'number' && !Number.isNaN(q.priceMax) ? q.priceMax : Infinity,
    sort: q.sort !== undefined && SORTS.includes(q.sort) ? q.sort : 'recommendation',
    page: positiveInt(q.page) ?? 1,
    perPage: perPageRaw === null ? DEFAULT_PER_PAGE : Math.min(MAX_PER_PAGE, perPageRaw),
    language: q.language !== undefined && LANGS.includes(q.language) ? q.language : 'de',
    markers: q.markers !== false,
  };
}

const RAD = Math.PI / 180;

/** Great-circle distance in km (haversine on a sphere of EARTH_RADIUS_KM). */
export function geoDistanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = (lat2 - lat1) * RAD;
  const dLon = (lon2 - lon1) * RAD;
  const s1 = Math.sin(dLat / 2);
  const s2 = Math.sin(dLon / 2);
  const h = s1 * s1 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * s2 * s2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Whether a point lies in a bounding box (inclusive; west > east crosses the antimeridian). */
export function inBBox(
  lat: number,
  lon: number,
  b: { south: number; west: number; north: number; east: number },
): boolean {
  if (!(lat >= b.south && lat <= b.north)) return false;
  return b.west <= b.east ? lon >= b.west && lon <= b.east : lon >= b.west || lon <= b.east;
}
