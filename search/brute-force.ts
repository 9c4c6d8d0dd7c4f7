// The reference implementation of search (the test oracle): a deliberately plain scan over the
// catalogue that asks core/pricing calculatePrice about every candidate stay and sorts with an
// ordinary comparator. Same query semantics (search/query.ts, search/text.ts) and result shape
// as search/index.ts; far too slow for production (tens of µs per object and arrival).

import { AMENITIES, type Amenity } from '#core/amenities';
import { freeCancellationOpen } from '#core/booking/cancellation';
import { isoDateFromEpochDay, parseIsoDate } from '#core/dates';
import { calculatePrice } from '#core/pricing';
import type { PriceResult } from '#core/pricing';
import { markersOf } from './markers';
import { geoDistanceKm, inBBox, resolveQuery, type ResolvedQuery } from './query';
import { indexTokens, queryTokens } from './text';
import type {
  IndexObject,
  IndexQuery,
  SearchFacets,
  SearchHit,
  SearchMarker,
  SearchResult,
} from './types';

interface Match {
  i: number;
  o: IndexObject;
  /** Price used by filter, sorts and markers. */
  price: number | null;
  stay: PriceResult | null;
}

function distOk(value: number | null, km: number | undefined): boolean {
  if (km === undefined) return true;
  return value !== null && value <= km * 1000;
}

function freeStay(o: IndexObject, r: ResolvedQuery, freeCancel: boolean): PriceResult | null {
  // The party is `persons` adults (index.ts: as the object page quotes a stay).
  if (o.adultsMax < r.persons) return null;
  const today = isoDateFromEpochDay(r.todayDay);
  for (const a of r.arrivals) {
    // Free cancellation asked for: only arrivals whose deadline has not passed (decision 102).
    if (
      freeCancel &&
      !freeCancellationOpen(isoDateFromEpochDay(a), today, o.freeCancelDays ?? null)
    )
      continue;
    const result = calculatePrice(
      o.priceRules,
      o.availability,
      {
        objectNumber: String(o.objectNumber),
        startDate: isoDateFromEpochDay(a),
        endDate: isoDateFromEpochDay(a + r.nights),
        persons: r.persons,
        pets: r.pets,
      },
      r.now,
    );
    if (result.status === 'free') return result;
  }
  return null;
}

function compare(a: Match, b: Match, r: ResolvedQuery): number {
  const byNumber = a.o.objectNumber - b.o.objectNumber;
  const nullsLast = (x: number | null, y: number | null, desc: boolean): number => {
    if (x === null && y === null) return 0;
    if (x === null) return 1;
    if (y === null) return -1;
    return desc ? y - x : x - y;
  };
  let c = 0;
  switch (r.sort) {
    case 'recommendation':
      c = b.o.recommendation - a.o.recommendation;
      break;
    case 'priceAsc':
      c = nullsLast(a.price, b.price, false);
      break;
    case 'priceDesc':
      c = nullsLast(a.price, b.price, true);
      break;
    case 'rating':
      c = nullsLast(a.o.ratingAverage, b.o.ratingAverage, true);
      if (c === 0) c = b.o.ratingCount - a.o.ratingCount;
      break;
    case 'newest':
      c = b.o.createdAt - a.o.createdAt;
      break;
  }
  return c !== 0 ? c : byNumber;
}

/** Every filter of the query on one object; the object's stay when it matches. */
function matchOne(o: IndexObject, i: number, q: IndexQuery, r: ResolvedQuery): Match | null {
  if (!o.active) return null;
  if (o.personsMax < r.persons || o.petsAllowed < r.pets) return null;
  if (q.maxPersonsMax !== undefined && o.personsMax > q.maxPersonsMax) return null;
  if (q.objectType !== undefined && o.objectType !== q.objectType) return null;
  if (q.minSleepingRooms !== undefined && o.countRoomsSleeping < q.minSleepingRooms) return null;
  if (q.minBathRooms !== undefined && o.countRoomsBath < q.minBathRooms) return null;
  if (q.minSquaremeterLiving !== undefined && o.squaremeterLiving < q.minSquaremeterLiving) {
    return null;
  }
  const amenities = q.amenities ?? 0;
  if ((o.amenities & amenities) !== amenities) return null;
  if (q.freeCancel === true && !o.freeCancel) return null;
  if (q.providerType !== undefined && o.providerType !== q.providerType) return null;
  if (q.minRating !== undefined) {
    if (o.ratingAverage === null || !(o.ratingAverage >= q.minRating)) return null;
  }
  const d = q.maxDist ?? {};
  if (!distOk(o.distSea, d.sea) || !distOk(o.distLake, d.lake)) return null;
  if (!distOk(o.distSkilift, d.skilift) || !distOk(o.distSkiloipe, d.skiloipe)) return null;
  if (q.country !== undefined && o.countryCode.toLowerCase() !== q.country.toLowerCase()) {
    return null;
  }
  if (q.regionId !== undefined && o.regionId !== q.regionId) return null;
  if (q.placeId !== undefined && o.placeId !== q.placeId) return null;
  const anyOf = (list: number[] | undefined, values: number[]): boolean =>
    list === undefined || list.length === 0 || values.some((v) => list.includes(v));
  if (!anyOf(q.agencyIds, [o.agencyId])) return null;
  if (!anyOf(q.objectNumbers, [o.objectNumber])) return null;
  if (!anyOf(q.offerIds, o.offerIds)) return null;
  if (!anyOf(q.distinctionIds, o.distinctionIds)) return null;
  if (q.fulltext !== undefined) {
    const words = queryTokens(q.fulltext);
    const tokens = indexTokens(o.searchText[r.language] ?? '');
    if (!words.every((w) => tokens.some((t) => t.startsWith(w)))) return null;
  }
  if (q.geo !== undefined) {
    if (!(geoDistanceKm(q.geo.lat, q.geo.lon, o.lat, o.lon) <= q.geo.distanceKm)) return null;
  }
  if (q.bbox !== undefined && !inBBox(o.lat, o.lon, q.bbox)) return null;

  let stay: PriceResult | null = null;
  if (r.stayMode) {
    stay = freeStay(o, r, q.freeCancel === true);
    if (stay === null) return null;
  }
  const price = stay !== null ? stay.priceObject.priceComplete : o.minPriceCents;
  if (r.priceMin !== -Infinity || r.priceMax !== Infinity) {
    if (price === null || price < r.priceMin || price > r.priceMax) return null;
  }
  return { i, o, price, stay };
}

/** Brute-force search over a catalogue (row i = position in the array). */
export function bruteForceSearch(objects: readonly IndexObject[], q: IndexQuery): SearchResult {
  const r = resolveQuery(q, 0);
  const amenityCounts = Object.fromEntries(AMENITIES.map((a) => [a, 0])) as Record<Amenity, number>;
  const facets: SearchFacets = { amenities: amenityCounts, objectType: { house: 0, apartment: 0 } };
  const matches: Match[] = [];
  if (!r.impossible) {
    objects.forEach((o, i) => {
      const m = matchOne(o, i, q, r);
      if (m !== null) matches.push(m);
    });
  }
  for (const m of matches) {
    AMENITIES.forEach((a, bit) => {
      if ((m.o.amenities & (1 << bit)) !== 0) amenityCounts[a] += 1;
    });
    facets.objectType[m.o.objectType] += 1;
  }
  const markers = markersOf(
    r.markers
      ? matches.map((m) => {
          const marker: SearchMarker = {
            objectNumber: m.o.objectNumber,
            lat: m.o.lat,
            lon: m.o.lon,
            priceCents: m.price,
          };
          const start = m.stay === null ? null : parseIsoDate(m.stay.priceObject.startDate);
          if (r.shifts && start !== null) marker.arrivalDay = start;
          return marker;
        })
      : [],
    r.shifts ? r.nights : 0,
  );
  const sorted = [...matches].sort((a, b) => compare(a, b, r));
  const start = (r.page - 1) * r.perPage;
  const hits: SearchHit[] = sorted.slice(start, start + r.perPage).map((m) => {
    const hit: SearchHit = {
      i: m.i,
      objectNumber: m.o.objectNumber,
      minPriceCents: m.o.minPriceCents,
    };
    if (m.stay !== null) {
      hit.startDate = m.stay.priceObject.startDate;
      hit.endDate = m.stay.priceObject.endDate;
      hit.stayPriceCents = m.stay.priceObject.priceComplete;
      hit.price = m.stay;
    }
    return hit;
  });
  return { total: matches.length, page: r.page, perPage: r.perPage, hits, facets, markers };
}
