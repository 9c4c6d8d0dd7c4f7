import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { AMENITIES, amenityMask } from '#core/amenities';
import type { Availability } from '#core/availability';
import { addDays, parseIsoDate } from '#core/dates';
import { calculatePrice } from '#core/pricing';
import { bruteForceSearch } from './brute-force';
import { buildIndex, type SearchIndex } from './index';
import { emptyMarkers, markerList } from './markers';
import { geoDistanceKm } from './query';
import { generateObjects, makeObjects, prng } from './test-factory';
import { foldText, indexTokens, queryTokens } from './text';
import type { IndexObject, IndexQuery, SearchResult } from './types';

const TODAY = '2027-03-01';
/** Random queries per property (SEARCH_FC_RUNS=5000 for a longer hunt). */
const RUNS = Number(process.env.SEARCH_FC_RUNS ?? 300);
const TODAY_DAY = parseIsoDate(TODAY)!;
const day = (offset: number): string => addDays(TODAY, offset);

let catalogue: IndexObject[];
let index: SearchIndex;

beforeAll(() => {
  catalogue = makeObjects({ count: 300, seed: 20_261_122, today: TODAY });
  index = buildIndex(catalogue, { today: TODAY });
});

/** A result in comparable form (markers sorted; hit rows dropped: they are implementation rows). */
function canonical(result: SearchResult) {
  return {
    total: result.total,
    page: result.page,
    perPage: result.perPage,
    hits: result.hits.map(({ i: _i, ...hit }) => hit),
    facets: result.facets,
    markers: markerList(result.markers).sort((a, b) => a.objectNumber - b.objectNumber),
    markerNights: result.markers.nights,
  };
}

function expectSame(idx: SearchIndex, objects: IndexObject[], q: IndexQuery): SearchResult {
  const expected = bruteForceSearch(objects, q);
  const actual = idx.search(q);
  expect(canonical(actual)).toEqual(canonical(expected));
  return expected;
}

const ids = (r: SearchResult): number[] => r.hits.map((h) => h.objectNumber);
const byNumber = (n: number): IndexObject => catalogue.find((o) => o.objectNumber === n)!;

describe('text normalisation', () => {
  it('folds case and diacritics and splits on non-letters', () => {
    expect(foldText('Côte d’Azur')).toBe("cote d'azur");
    expect(foldText('Côte dʼAzur')).toBe(foldText("Côte d'Azur"));
    expect(queryTokens("Saint-Tropez L'Escala Straße")).toEqual([
      'saint',
      'tropez',
      'l',
      'escala',
      'strasse',
    ]);
  });

  it('indexes German umlauts as folded and as ae/oe/ue', () => {
    expect(indexTokens('Zürich Österreich')).toEqual(
      expect.arrayContaining(['zurich', 'osterreich', 'zuerich', 'oesterreich']),
    );
    expect(queryTokens('Zür')).toEqual(['zur']);
  });
});

describe('catalogue sanity', () => {
  it('has a varied catalogue', () => {
    const all = expectSame(index, catalogue, { today: TODAY, perPage: 500 });
    expect(all.total).toBeGreaterThan(250);
    expect(all.total).toBeLessThan(300); // inactive objects
    expect(index.size).toBe(300);
  });
});

describe('filters agree with the brute-force oracle', () => {
  const base = { today: TODAY, perPage: 500 };
  const cases: [string, Partial<IndexQuery>, (o: IndexObject) => boolean][] = [
    ['persons', { persons: 7 }, (o) => o.personsMax >= 7],
    ['personsMax', { persons: 3, maxPersonsMax: 5 }, (o) => o.personsMax >= 3 && o.personsMax <= 5],
    ['pets one', { pets: 'one' }, (o) => o.petsAllowed >= 1],
    ['pets more', { pets: 'more' }, (o) => o.petsAllowed >= 2],
    ['objectType', { objectType: 'apartment' }, (o) => o.objectType === 'apartment'],
    ['sleeping rooms', { minSleepingRooms: 4 }, (o) => o.countRoomsSleeping >= 4],
    ['bath rooms', { minBathRooms: 2 }, (o) => o.countRoomsBath >= 2],
    ['price (no dates)', { priceMin: 40_000, priceMax: 90_000 }, (o) => o.minPriceCents! >= 40_000],
    ['rating', { minRating: 4.2 }, (o) => o.ratingAverage! >= 4.2],
    ['dist sea walking', { maxDist: { sea: 1 } }, (o) => o.distSea! <= 1000],
    ['dist lake 5', { maxDist: { lake: 5 } }, (o) => o.distLake! <= 5000],
    ['dist skilift 10', { maxDist: { skilift: 10 } }, (o) => o.distSkilift! <= 10_000],
    ['dist skiloipe 10', { maxDist: { skiloipe: 10 } }, (o) => o.distSkiloipe! <= 10_000],
    [
      'amenities',
      { amenities: amenityMask(['internet', 'dishwasher']) },
      (o) => (o.amenities & 0b100010) === 0b100010,
    ],
    ['square metres', { minSquaremeterLiving: 120 }, (o) => o.squaremeterLiving >= 120],
    ['freeCancel', { freeCancel: true }, (o) => o.freeCancel],
    ['offers', { offerIds: [3, 4] }, (o) => o.offerIds.includes(3) || o.offerIds.includes(4)],
    ['distinctions', { distinctionIds: [2] }, (o) => o.distinctionIds.includes(2)],
    ['agencies', { agencyIds: [9118, 8610] }, (o) => [9118, 8610].includes(o.agencyId)],
    ['providerType', { providerType: 'private' }, (o) => o.providerType === 'private'],
    ['objectNumbers', { objectNumbers: [10_001, 10_002, 10_050, 99] }, (o) => o.objectNumber > 0],
    ['country', { country: 'it' }, (o) => o.countryCode === 'IT'],
    ['region', { regionId: 101 }, (o) => o.regionId === 101],
    [
      'geo',
      { geo: { lat: 51, lon: 10, distanceKm: 150 } },
      (o) => geoDistanceKm(51, 10, o.lat, o.lon) <= 150,
    ],
    [
      'bbox',
      { bbox: { south: 45, west: 5, north: 52, east: 12 } },
      (o) => o.lat >= 45 && o.lat <= 52,
    ],
    ['fulltext prefix', { fulltext: 'ferienw' }, (o) => o.objectType === 'apartment'],
  ];
  for (const [name, filter, holds] of cases) {
    it(name, () => {
      const result = expectSame(index, catalogue, { ...base, ...filter });
      expect(result.total).toBeGreaterThan(0);
      expect(result.total).toBeLessThan(290);
      for (const id of ids(result)) expect(holds(byNumber(id))).toBe(true);
    });
  }

  it('place filter', () => {
    const placeId = catalogue[0]!.placeId;
    const result = expectSame(index, catalogue, { ...base, placeId });
    expect(result.total).toBeGreaterThan(0);
    for (const id of ids(result)) expect(byNumber(id).placeId).toBe(placeId);
  });

  it('fulltext: accents, umlaut spellings, several words, other languages', () => {
    const some = catalogue.find((o) => /[üöä]/.test(o.searchText.de))!;
    const word = some.searchText.de.split(' ').find((w) => /[üöä]/.test(w))!;
    const variants = [
      word,
      foldText(word),
      word.toLowerCase().replace(/ü/g, 'ue').replace(/ö/g, 'oe').replace(/ä/g, 'ae'),
    ];
    for (const fulltext of variants) {
      const r = expectSame(index, catalogue, { ...base, fulltext });
      expect(ids(r)).toContain(some.objectNumber);
    }
    expectSame(index, catalogue, { ...base, fulltext: 'maison vue', language: 'fr' });
    expectSame(index, catalogue, { ...base, fulltext: 'casa spag', language: 'it' });
    expect(index.search({ ...base, fulltext: 'zzzqx' }).total).toBe(0);
    expect(index.search({ ...base, fulltext: ' -- ' }).total).toBe(index.search(base).total);
  });

  it('unknown country, region, offer give nothing', () => {
    expect(expectSame(index, catalogue, { ...base, country: 'xx' }).total).toBe(0);
    expect(expectSame(index, catalogue, { ...base, regionId: 1 }).total).toBe(0);
    expect(expectSame(index, catalogue, { ...base, offerIds: [999] }).total).toBe(0);
  });

  it('combines location and general filters', () => {
    expectSame(index, catalogue, {
      ...base,
      country: 'DE',
      agencyIds: [9118, 1001, 1002],
      offerIds: [1, 2, 3, 4, 5, 6],
      persons: 3,
      amenities: amenityMask(['internet']),
    });
  });
});

describe('odd values agree with the oracle too', () => {
  it('zero persons, negative pets, fractional rooms, unknown amenity bits, huge distances', () => {
    const objects = makeObjects({ count: 40, seed: 3, today: TODAY }).map((o, k) => ({
      ...o,
      personsMax: k % 5 === 0 ? 0 : o.personsMax,
      petsAllowed: k % 7 === 0 ? -1 : o.petsAllowed,
      countRoomsSleeping: o.countRoomsSleeping + (k % 3) / 2,
      amenities: k % 4 === 0 ? o.amenities | (1 << 20) : o.amenities,
      distSea: k % 6 === 0 ? 1e12 : o.distSea,
    }));
    const idx = buildIndex(objects, { today: TODAY });
    const queries: Partial<IndexQuery>[] = [
      {},
      { persons: 1 },
      { persons: 20 },
      { pets: 'one' },
      { minSleepingRooms: 2.5 },
      { amenities: 1 << 20 },
      { amenities: (1 << 20) | 2 },
      { maxDist: { sea: 1e10 } },
      { startDate: day(12), duration: 7, persons: 1 },
    ];
    for (const q of queries) expectSame(idx, objects, { today: TODAY, perPage: 100, ...q });
  });
});

describe('dates', () => {
  const base = { today: TODAY, perPage: 500 };

  it('exact dates agree with calculatePrice status free, price and PriceResult', () => {
    const q: IndexQuery = { ...base, startDate: day(20), endDate: day(27) };
    const result = expectSame(index, catalogue, q);
    expect(result.total).toBeGreaterThan(30);
    expect(result.total).toBeLessThan(250);
    for (const hit of index.search(q).hits) {
      const o = byNumber(hit.objectNumber);
      const original = calculatePrice(
        o.priceRules,
        o.availability,
        {
          startDate: hit.startDate,
          endDate: hit.endDate,
          persons: 2,
          objectNumber: String(o.objectNumber),
        },
        new Date(`${TODAY}T12:00:00Z`),
      );
      expect(original.status).toBe('free');
      expect(hit.price).toEqual(original);
      // The hit's figure for filter, sort and markers is the total every screen shows.
      expect(hit.stayPriceCents).toBe(original.priceObject.priceComplete);
    }
  });

  it('objects that are not free are left out (checked against the engine for every object)', () => {
    const q: IndexQuery = {
      ...base,
      startDate: day(40),
      endDate: day(47),
      persons: 4,
      pets: 'one',
    };
    const found = new Set(ids(index.search(q)));
    for (const o of catalogue) {
      const status = calculatePrice(
        o.priceRules,
        o.availability,
        { startDate: day(40), endDate: day(47), persons: 4, pets: 1 },
        new Date(`${TODAY}T12:00:00Z`),
      ).status;
      // The party is 4 adults: an object taking fewer adults cannot be booked (quoteStay's check).
      const columnsOk = o.active && o.personsMax >= 4 && o.adultsMax >= 4 && o.petsAllowed >= 1;
      expect(found.has(o.objectNumber)).toBe(columnsOk && status === 'free');
    }
  });

  it('counts free cancellation for a dated stay only while its deadline lies ahead', () => {
    for (const start of [10, 20, 29, 30, 31, 45, 60]) {
      const q: IndexQuery = {
        ...base,
        startDate: day(start),
        endDate: day(start + 7),
        tolerance: 3,
        freeCancel: true,
      };
      const result = expectSame(index, catalogue, q);
      for (const hit of result.hits) {
        const o = byNumber(hit.objectNumber);
        expect(o.freeCancel).toBe(true);
        expect(parseIsoDate(hit.startDate)! - TODAY_DAY).toBeGreaterThanOrEqual(o.freeCancelDays!);
      }
      // The same stays without the filter include objects whose deadline has passed.
      if (start < 45) {
        const all = expectSame(index, catalogue, { ...q, freeCancel: undefined });
        expect(all.total).toBeGreaterThan(result.total);
      }
    }
  });

  it('tolerance picks the closest free arrival', () => {
    const q: IndexQuery = { ...base, startDate: day(30), endDate: day(37), tolerance: 3 };
    const exact = index.search({ ...q, tolerance: 0 });
    const flexible = expectSame(index, catalogue, q);
    expect(flexible.total).toBeGreaterThan(exact.total);
    const shifted = flexible.hits.filter((h) => h.startDate !== day(30));
    expect(shifted.length).toBeGreaterThan(0);
    for (const h of flexible.hits) {
      const offset = parseIsoDate(h.startDate)! - TODAY_DAY - 30;
      expect(Math.abs(offset)).toBeLessThanOrEqual(3);
      expect(parseIsoDate(h.endDate)! - parseIsoDate(h.startDate)!).toBe(7);
    }
  });

  it('start + duration, long stays, summer Saturdays', () => {
    expectSame(index, catalogue, { ...base, startDate: day(10), duration: 10 });
    expectSame(index, catalogue, { ...base, startDate: day(5), endDate: day(26), persons: 5 });
    const saturday = [...Array(7).keys()]
      .map((k) => day(120 + k))
      .find((d) => new Date(d).getUTCDay() === 6)!;
    expectSame(index, catalogue, { ...base, startDate: saturday, duration: 7, tolerance: 1 });
  });

  it('price filter with dates uses the stay price', () => {
    const q: IndexQuery = {
      ...base,
      startDate: day(20),
      endDate: day(27),
      priceMin: 50_000,
      priceMax: 120_000,
    };
    const result = expectSame(index, catalogue, q);
    expect(result.total).toBeGreaterThan(0);
    for (const h of result.hits) {
      expect(h.stayPriceCents).toBeGreaterThanOrEqual(50_000);
      expect(h.stayPriceCents).toBeLessThanOrEqual(120_000);
    }
    for (const p of result.markers.priceCents) expect(p).toBeGreaterThanOrEqual(50_000);
  });

  it('lastminuteOnly with and without dates', () => {
    const without = expectSame(index, catalogue, { ...base, lastminuteOnly: true });
    expect(without.total).toBeGreaterThan(0);
    expect(without.total).toBeLessThan(290);
    // Without dates each hit carries its stay, the first free arrival (decision 106): within 14
    // days, the default 7 nights, quoted; the marker shows that stay's total, as the card does.
    const markerOf = new Map(markerList(without.markers).map((m) => [m.objectNumber, m]));
    for (const h of without.hits) {
      const arrival = parseIsoDate(h.startDate)! - TODAY_DAY;
      expect(arrival).toBeGreaterThanOrEqual(0);
      expect(arrival).toBeLessThanOrEqual(14);
      expect(parseIsoDate(h.endDate)! - parseIsoDate(h.startDate)!).toBe(7);
      expect(h.price?.priceObject.priceComplete).toBe(h.stayPriceCents);
      expect(markerOf.get(h.objectNumber)?.priceCents).toBe(h.stayPriceCents);
      // The marker carries the stay it priced, so its link can open that stay.
      expect(markerOf.get(h.objectNumber)?.arrivalDay).toBe(parseIsoDate(h.startDate));
    }
    // Every marker, on the page or not: its stay's arrival within the 14 days, 7 nights.
    expect(without.markers.nights).toBe(7);
    expect(without.markers.arrivalDay).toHaveLength(without.total);
    for (const a of without.markers.arrivalDay) {
      expect(a - TODAY_DAY).toBeGreaterThanOrEqual(0);
      expect(a - TODAY_DAY).toBeLessThanOrEqual(14);
    }
    // Sorting and limiting by price use the same stay totals.
    const cheap = expectSame(index, catalogue, {
      ...base,
      lastminuteOnly: true,
      sort: 'priceAsc',
      priceMax: 150_000,
    });
    const totals = cheap.hits.map((h) => h.stayPriceCents!);
    expect(totals.length).toBeGreaterThan(0);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    expect(Math.max(...totals)).toBeLessThanOrEqual(150_000);
    expectSame(index, catalogue, { ...base, lastminuteOnly: true, duration: 3, persons: 4 });
    const near = expectSame(index, catalogue, {
      ...base,
      lastminuteOnly: true,
      startDate: day(13),
      duration: 7,
      tolerance: 3,
    });
    for (const h of near.hits)
      expect(parseIsoDate(h.startDate)! - TODAY_DAY).toBeLessThanOrEqual(14);
    // A tolerance shifts arrivals, so its markers carry their stays too; exact dates do not
    // (every hit's stay is the query's).
    expect(near.markers.nights).toBe(7);
    const nearArrival = new Map(markerList(near.markers).map((m) => [m.objectNumber, m]));
    for (const h of near.hits) {
      expect(nearArrival.get(h.objectNumber)?.arrivalDay).toBe(parseIsoDate(h.startDate));
    }
    // A tolerance that Last Minute's 14 days cut to one arrival, not the asked one: still shifted.
    const cut = expectSame(index, catalogue, {
      ...base,
      lastminuteOnly: true,
      startDate: day(16),
      duration: 7,
      tolerance: 2,
    });
    expect(cut.total).toBeGreaterThan(0);
    expect(cut.markers.nights).toBe(7);
    for (const a of cut.markers.arrivalDay) expect(a - TODAY_DAY).toBe(14);
    const exact = expectSame(index, catalogue, { ...base, startDate: day(20), endDate: day(27) });
    expect(exact.total).toBeGreaterThan(0);
    expect([exact.markers.nights, exact.markers.arrivalDay.length]).toEqual([0, 0]);
    expect(expectSame(index, catalogue, base).markers.nights).toBe(0);
    expect(index.search({ ...base, lastminuteOnly: true, startDate: day(40) }).total).toBe(0);
  });

  it('invalid stays give no hits', () => {
    expect(
      expectSame(index, catalogue, { ...base, startDate: day(10), endDate: day(10) }).total,
    ).toBe(0);
    expect(
      expectSame(index, catalogue, { ...base, startDate: day(-5), endDate: day(2) }).total,
    ).toBe(0);
    expect(
      expectSame(index, catalogue, { ...base, startDate: day(10), endDate: day(400) }).total,
    ).toBe(0);
    // Arrival in the past, but tolerance reaches today.
    expectSame(index, catalogue, { ...base, startDate: day(-1), endDate: day(6), tolerance: 2 });
  });

  it('a query today after the build day', () => {
    const later = addDays(TODAY, 3);
    expectSame(index, catalogue, {
      today: later,
      startDate: addDays(later, 8),
      duration: 7,
      perPage: 500,
    });
  });
});

describe('sorting and paging', () => {
  const sorts = ['recommendation', 'priceAsc', 'priceDesc', 'rating', 'newest'] as const;
  for (const sort of sorts) {
    it(`${sort} without and with dates, several pages`, () => {
      for (const page of [1, 2, 5]) {
        expectSame(index, catalogue, { today: TODAY, sort, page, perPage: 17 });
        expectSame(index, catalogue, {
          today: TODAY,
          sort,
          page,
          perPage: 13,
          startDate: day(60),
          endDate: day(67),
          tolerance: 1,
        });
      }
    });
  }

  it('priceAsc ranks by stay price, objects without price last', () => {
    const r = expectSame(index, catalogue, { today: TODAY, sort: 'priceAsc', perPage: 1000 });
    const prices = r.hits.map((h) => h.minPriceCents ?? Infinity);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(r.hits.at(-1)!.minPriceCents).toBeNull();
  });

  it('a page beyond the end has no hits but the total, facets and markers', () => {
    const r = expectSame(index, catalogue, { today: TODAY, page: 99, perPage: 40 });
    expect(r.hits).toEqual([]);
    expect(r.total).toBeGreaterThan(0);
    expect(r.markers.objectNumbers.length).toBe(r.total);
  });

  it('facets count the hits', () => {
    const r = index.search({ today: TODAY, country: 'de' });
    expect(r.facets.objectType.house + r.facets.objectType.apartment).toBe(r.total);
    const withInternet = index.search({ today: TODAY, country: 'de', amenities: 2 }).total;
    expect(r.facets.amenities.internet).toBe(withInternet);
    expect(Object.keys(r.facets.amenities)).toEqual([...AMENITIES]);
  });

  it('markers can be left out', () => {
    expect(index.search({ today: TODAY, markers: false }).markers).toEqual(emptyMarkers());
  });

  it('without markers prices only what it needs, with the same hits, order and prices', () => {
    const dated: IndexQuery = {
      today: TODAY,
      startDate: day(30),
      endDate: day(37),
      tolerance: 2,
      perPage: 25,
    };
    for (const extra of [
      {},
      { sort: 'priceAsc' as const },
      { sort: 'priceDesc' as const, page: 2 },
      { priceMax: 150_000 },
      { sort: 'rating' as const, page: 3 },
    ]) {
      const q: IndexQuery = { ...dated, ...extra };
      const withMarkers = expectSame(index, catalogue, q);
      expect(withMarkers.hits.length).toBeGreaterThan(0);
      const lean = expectSame(index, catalogue, { ...q, markers: false });
      expect(canonical({ ...lean, markers: withMarkers.markers })).toEqual(canonical(withMarkers));
    }
  });
});

describe('price rules held by the index', () => {
  it('rebuild rules for which calculatePrice answers exactly as for the originals', () => {
    const now = new Date(`${TODAY}T09:00:00Z`);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: catalogue.length - 1 }),
        fc.integer({ min: -2, max: 400 }),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 3 }),
        (k, start, nights, persons, pets) => {
          const o = catalogue[k]!;
          const q = { startDate: day(start), endDate: day(start + nights), persons, pets };
          const original = calculatePrice(o.priceRules, o.availability, q, now);
          const rebuilt = calculatePrice(index.priceRules(o.objectNumber), o.availability, q, now);
          expect(rebuilt).toEqual(original);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Random queries

const maybe = <T>(arb: fc.Arbitrary<T>, weight = 1): fc.Arbitrary<T | undefined> =>
  fc.oneof({ weight: 10, arbitrary: fc.constant(undefined) }, { weight, arbitrary: arb });

function queryArbitrary(objects: () => IndexObject[]): fc.Arbitrary<IndexQuery> {
  const words = (): string[] => [
    ...new Set(objects().flatMap((o) => indexTokens(o.searchText.de))),
  ];
  return fc
    .record({
      dates: maybe(
        fc.record({
          start: fc.integer({ min: -3, max: 200 }),
          nights: fc.integer({ min: 1, max: 21 }),
          useEnd: fc.boolean(),
          tolerance: fc.integer({ min: 0, max: 3 }),
        }),
        8,
      ),
      persons: maybe(fc.integer({ min: 1, max: 10 }), 6),
      maxPersonsMax: maybe(fc.integer({ min: 1, max: 12 })),
      pets: maybe(fc.constantFrom('none' as const, 'one' as const, 'more' as const)),
      objectType: maybe(fc.constantFrom('house' as const, 'apartment' as const)),
      minSleepingRooms: maybe(fc.integer({ min: 1, max: 5 })),
      minBathRooms: maybe(fc.integer({ min: 1, max: 3 })),
      price: maybe(
        fc.tuple(fc.integer({ min: 0, max: 150_000 }), fc.integer({ min: 0, max: 300_000 })),
      ),
      minRating: maybe(fc.constantFrom(3, 3.5, 4, 4.5)),
      maxDist: maybe(
        fc.record(
          {
            sea: fc.constantFrom(1, 5, 10),
            lake: fc.constantFrom(1, 5, 10),
            skilift: fc.constantFrom(5, 10),
            skiloipe: fc.constantFrom(10),
          },
          { requiredKeys: [] },
        ),
      ),
      amenities: maybe(
        fc.integer({ min: 0, max: 15 }).chain((a) => fc.constantFrom(1 << a, (1 << a) | 2)),
      ),
      minSquaremeterLiving: maybe(fc.integer({ min: 30, max: 200 })),
      freeCancel: maybe(fc.boolean()),
      lastminuteOnly: maybe(fc.boolean()),
      offerIds: maybe(fc.array(fc.integer({ min: 1, max: 22 }), { maxLength: 3 })),
      distinctionIds: maybe(fc.array(fc.integer({ min: 1, max: 8 }), { maxLength: 2 })),
      agencyIds: maybe(fc.array(fc.constantFrom(9118, 8610, 1001, 1002, 5), { maxLength: 3 })),
      providerType: maybe(
        fc.constantFrom('wholesaler' as const, 'agency' as const, 'private' as const),
      ),
      objectNumbers: maybe(fc.array(fc.integer({ min: 9_990, max: 10_400 }), { maxLength: 40 })),
      fulltext: maybe(
        fc.oneof(
          fc.tuple(fc.nat(), fc.integer({ min: 1, max: 6 })).map(([k, len]) => {
            const all = words();
            return (all[k % all.length] ?? 'x').slice(0, len);
          }),
          fc.string({ maxLength: 6 }),
          fc.constantFrom('Ferienhaus See', 'côte', 'MÜHL', 'muehl', 'saint-', 'l esc'),
        ),
      ),
      language: maybe(fc.constantFrom('de' as const, 'en' as const, 'fr' as const, 'it' as const)),
      country: maybe(fc.constantFrom('de', 'AT', 'it', 'fr', 'es', 'hr', 'dk', 'nl', 'ch')),
      regionId: maybe(fc.integer({ min: 101, max: 112 })),
      placeId: maybe(fc.integer({ min: 10_101, max: 10_125 })),
      geo: maybe(
        fc.record({
          lat: fc.double({ min: 40, max: 56, noNaN: true }),
          lon: fc.double({ min: -4, max: 16, noNaN: true }),
          distanceKm: fc.constantFrom(10, 50, 200, 500),
        }),
      ),
      bbox: maybe(
        fc.record({
          south: fc.integer({ min: 38, max: 50 }),
          west: fc.integer({ min: -6, max: 10 }),
          north: fc.integer({ min: 50, max: 58 }),
          east: fc.integer({ min: 5, max: 20 }),
        }),
      ),
      sort: maybe(
        fc.constantFrom(
          'recommendation' as const,
          'priceAsc' as const,
          'priceDesc' as const,
          'rating' as const,
          'newest' as const,
        ),
        12,
      ),
      page: maybe(fc.integer({ min: 1, max: 4 }), 6),
      perPage: maybe(fc.integer({ min: 1, max: 50 }), 6),
      // Without markers the index prices only the page's stays unless a price limit or sort
      // needs every hit's price: a path of its own.
      markers: maybe(fc.boolean(), 2),
    })
    .map((g) => {
      const q: IndexQuery = { today: TODAY };
      if (g.dates !== undefined) {
        q.startDate = day(g.dates.start);
        if (g.dates.useEnd) q.endDate = day(g.dates.start + g.dates.nights);
        else q.duration = g.dates.nights;
        q.tolerance = g.dates.tolerance;
      }
      if (g.price !== undefined) {
        q.priceMin = Math.min(...g.price);
        q.priceMax = Math.max(...g.price);
      }
      const { dates: _d, price: _p, ...rest } = g;
      for (const [key, value] of Object.entries(rest)) {
        if (value !== undefined) (q as unknown as Record<string, unknown>)[key] = value;
      }
      return q;
    });
}

describe('property: index.search equals brute force', () => {
  it('for random queries (total, ids in order, prices, facets, markers)', () => {
    let nonEmpty = 0;
    let nonEmptyDated = 0;
    fc.assert(
      fc.property(
        queryArbitrary(() => catalogue),
        (q) => {
          const r = expectSame(index, catalogue, q);
          if (r.total > 0) nonEmpty++;
          if (r.total > 0 && q.startDate !== undefined) nonEmptyDated++;
        },
      ),
      { numRuns: RUNS },
    );
    expect(nonEmpty).toBeGreaterThan(RUNS / 15);
    expect(nonEmptyDated).toBeGreaterThan(RUNS / 50);
  }, 600_000);
});

// ---------------------------------------------------------------------------------------------
// Updates

describe('updates', () => {
  function fresh(): { idx: SearchIndex; objects: IndexObject[] } {
    const objects = makeObjects({ count: 120, seed: 99, today: TODAY });
    return { idx: buildIndex(objects, { today: TODAY, capacity: 16 }), objects };
  }

  it('a booking removes the object from a date search', () => {
    const { idx, objects } = fresh();
    const q: IndexQuery = { today: TODAY, startDate: day(20), endDate: day(27), perPage: 500 };
    const before = expectSame(idx, objects, q);
    const target = before.hits[0]!.objectNumber;
    const k = objects.findIndex((o) => o.objectNumber === target);
    const av = objects[k]!.availability!;
    const at = parseIsoDate(day(22))! - parseIsoDate(av.from)!;
    const booked: Availability = {
      ...av,
      vacancy: av.vacancy.slice(0, at) + 'N' + av.vacancy.slice(at + 1),
    };
    objects[k] = { ...objects[k]!, availability: booked };
    expect(idx.update(target, { availability: booked })).toBe(true);
    const after = expectSame(idx, objects, q);
    expect(ids(after)).not.toContain(target);
    expect(after.total).toBe(before.total - 1);
  });

  it('a price change is reflected in prices, price filters and sorts', () => {
    const { idx, objects } = fresh();
    const q: IndexQuery = {
      today: TODAY,
      startDate: day(20),
      endDate: day(27),
      sort: 'priceAsc',
      perPage: 5,
    };
    const target = expectSame(idx, objects, q).hits[3]!.objectNumber;
    const k = objects.findIndex((o) => o.objectNumber === target);
    const rules = objects[k]!.priceRules!;
    const cheaper = {
      ...rules,
      seasons: [
        ...rules.seasons.map((s) => ({ ...s, nightlyCents: 100, weeklyCents: 500 })),
        { from: day(400), to: day(420), nightlyCents: 1, minStay: 1 },
      ],
      discounts: [],
    };
    objects[k] = { ...objects[k]!, priceRules: cheaper };
    idx.update(target, { priceRules: cheaper });
    const after = expectSame(idx, objects, q);
    expect(after.hits[0]!.objectNumber).toBe(target);
    expectSame(idx, objects, { ...q, priceMax: 1_000 });
  });

  it('remove, upsert (new and existing), text and location changes', () => {
    const { idx, objects } = fresh();
    const q: IndexQuery = { today: TODAY, perPage: 500 };
    const gone = objects[5]!.objectNumber;
    idx.remove(gone);
    objects.splice(5, 1);
    expect(ids(expectSame(idx, objects, q))).not.toContain(gone);
    expect(idx.remove(gone)).toBe(false);
    expect(idx.update(gone, { active: true })).toBe(false);

    const extra = makeObjects({ count: 40, seed: 5, today: TODAY, firstObjectNumber: 50_000 });
    for (const o of extra) {
      idx.upsert(o);
      objects.push(o);
    }
    expect(idx.size).toBe(objects.length);
    expectSame(idx, objects, q);
    expectSame(idx, objects, { ...q, fulltext: extra[0]!.searchText.de.split(' ').at(-2)! });

    const moved = {
      ...objects[0]!,
      countryCode: 'ES',
      regionId: 501,
      placeId: 50_101,
      offerIds: [77],
    };
    moved.searchText = { ...moved.searchText, de: 'Xylophon Haus' };
    idx.upsert(moved);
    objects[0] = moved;
    expect(ids(expectSame(idx, objects, { ...q, fulltext: 'xylo' }))).toEqual([moved.objectNumber]);
    expectSame(idx, objects, { ...q, country: 'es' });
    expectSame(idx, objects, { ...q, regionId: 501 });
    expectSame(idx, objects, { ...q, offerIds: [77] });
    expectSame(idx, objects, { ...q, country: objects[1]!.countryCode });
  });

  it('property: random updates then random queries', () => {
    const objects = makeObjects({ count: 80, seed: 4711, today: TODAY });
    const idx = buildIndex(objects, { today: TODAY, capacity: 8 });
    const spare = [
      ...generateObjects({ count: 200, seed: 8, today: TODAY, firstObjectNumber: 10_000 }),
    ];
    const rng = prng(1);
    let nextNew = 60_000;
    const ops = fc.constantFrom('book', 'price', 'remove', 'insert', 'replace', 'patch');
    fc.assert(
      fc.property(
        fc.array(ops, { minLength: 1, maxLength: 8 }),
        queryArbitrary(() => objects),
        (list, q) => {
          for (const op of list) {
            const k = Math.floor(rng() * objects.length);
            const o = objects[k];
            const donor = spare[Math.floor(rng() * spare.length)]!;
            if (o === undefined) continue;
            if (op === 'book' && o.availability !== null) {
              const av = o.availability;
              const at = Math.floor(rng() * av.vacancy.length);
              const availability = {
                ...av,
                vacancy: av.vacancy.slice(0, at) + 'NNNN' + av.vacancy.slice(at + 4),
              };
              objects[k] = { ...o, availability };
              idx.update(o.objectNumber, { availability });
            } else if (op === 'price') {
              objects[k] = {
                ...o,
                priceRules: donor.priceRules,
                minPriceCents: donor.minPriceCents,
              };
              idx.update(o.objectNumber, {
                priceRules: donor.priceRules,
                minPriceCents: donor.minPriceCents,
              });
            } else if (op === 'remove') {
              objects.splice(k, 1);
              idx.remove(o.objectNumber);
            } else if (op === 'insert') {
              const added = { ...donor, objectNumber: nextNew++ };
              objects.push(added);
              idx.upsert(added);
            } else if (op === 'replace') {
              const replaced = { ...donor, objectNumber: o.objectNumber };
              objects[k] = replaced;
              idx.upsert(replaced);
            } else {
              const patch = {
                active: rng() < 0.8,
                amenities: donor.amenities,
                regionId: donor.regionId,
                agencyId: donor.agencyId,
                offerIds: donor.offerIds,
                searchText: donor.searchText,
                ratingAverage: donor.ratingAverage,
              };
              objects[k] = { ...o, ...patch };
              idx.update(o.objectNumber, patch);
            }
          }
          expectSame(idx, objects, q);
        },
      ),
      { numRuns: Math.ceil(RUNS / 2) },
    );
  }, 600_000);
});
