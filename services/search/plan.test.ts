import { describe, expect, it } from 'vitest';
import { amenityMask } from '#core/amenities';
import { createSearchQuery } from '#core/search-query';
import { DEFAULT_POINT_DISTANCE_KM, planSearch, toIndexQuery, type PlanOffer } from './plan';

const TODAY = '2026-11-22';
const offers = new Map<number, PlanOffer>([
  [122, { id: 122, active: true, query: { distSkilift: '5' }, hasMembers: false }],
  [63, { id: 63, active: true, query: { agency: '101' }, hasMembers: true }],
  [
    3001,
    {
      id: 3001,
      active: true,
      query: { pets: 'one', country: 'dk', persons: '4' },
      hasMembers: false,
    },
  ],
  [3002, { id: 3002, active: false, query: {}, hasMembers: false }],
]);

const plan = (query: string, extra: Partial<Parameters<typeof planSearch>[0]> = {}) =>
  planSearch({
    params: new URLSearchParams(query),
    today: TODAY,
    language: 'de',
    offers,
    ...extra,
  });

describe('toIndexQuery', () => {
  const base = { today: TODAY, language: 'de' as const, perPage: 40 };

  it('maps every filter of the search query', () => {
    const q = createSearchQuery({
      startDate: '2027-01-09',
      endDate: '2027-01-16',
      tolerance: 2,
      persons: 4,
      personsMax: 6,
      rating: 4,
      objectType: 'house',
      sleepingRooms: 2,
      bathRooms: 1,
      squaremeterLiving: 80,
      priceMin: 300,
      priceMax: 1500,
      pets: 'one',
      distSea: 1,
      distSkilift: 10,
      sort: 'priceAsc',
      page: 3,
      freeCancel: true,
      providerType: 'agency',
      agency: 101,
      lastminuteonly: true,
      fulltext: 'Rovinj',
      q: 'Meer',
      country: 'hr',
      region: 201,
      place: 20101,
      BBoxString: '45,13,46,14',
      internet: true,
      sauna: true,
    });
    expect(toIndexQuery(q, { ...base, offerIds: [63] })).toEqual({
      today: TODAY,
      language: 'de',
      persons: 4,
      sort: 'priceAsc',
      page: 3,
      perPage: 40,
      startDate: '2027-01-09',
      endDate: '2027-01-16',
      tolerance: 2,
      lastminuteOnly: true,
      maxPersonsMax: 6,
      minRating: 4,
      objectType: 'house',
      minSleepingRooms: 2,
      minBathRooms: 1,
      minSquaremeterLiving: 80,
      // Euros in the query, cents in the index.
      priceMin: 30_000,
      priceMax: 150_000,
      pets: 'one',
      maxDist: { sea: 1, skilift: 10 },
      amenities: amenityMask(['internet', 'sauna']),
      freeCancel: true,
      providerType: 'agency',
      agencyIds: [101],
      offerIds: [63],
      fulltext: 'Rovinj Meer',
      country: 'hr',
      regionId: 201,
      placeId: 20101,
      bbox: { south: 45, west: 13, north: 46, east: 14 },
    });
  });

  it('leaves defaults out: no price limit at 6000, any type, no pets', () => {
    expect(toIndexQuery(createSearchQuery(), base)).toEqual({
      today: TODAY,
      language: 'de',
      persons: 2,
      sort: 'recommendation',
      page: 1,
      perPage: 40,
    });
  });

  it('intersects objects and onr, and answers null when they do not overlap', () => {
    const both = createSearchQuery({ objects: [1, 2, 3], onr: 2 });
    expect(toIndexQuery(both, base)?.objectNumbers).toEqual([2]);
    expect(toIndexQuery(createSearchQuery({ objects: [1, 3], onr: 2 }), base)).toBeNull();
    expect(toIndexQuery(createSearchQuery({ onr: 7 }), base)?.objectNumbers).toEqual([7]);
  });

  it('searches around a point with the given or the default radius', () => {
    const point = createSearchQuery({ latitude: 45.1, longitude: 13.6 });
    expect(toIndexQuery(point, base)?.geo).toEqual({
      lat: 45.1,
      lon: 13.6,
      distanceKm: DEFAULT_POINT_DISTANCE_KM,
    });
    expect(toIndexQuery({ ...point, distance: 25 }, base)?.geo?.distanceKm).toBe(25);
  });
});

describe('planSearch', () => {
  it('keeps the URL query apart from what the page adds', () => {
    const p = plan('persons=4&sauna=Y', {
      location: { country: 'HR', region: 201 },
      lastminute: true,
    });
    expect(p.userQuery.country).toBeNull();
    expect(p.pageQuery).toMatchObject({ country: 'hr', region: 201, lastminuteonly: true });
    expect(p.indexQuery).toMatchObject({ country: 'hr', regionId: 201, lastminuteOnly: true });
  });

  it('takes 10 per page on SEO and SEA pages, 40 otherwise, the API value when given', () => {
    expect(plan('').perPage).toBe(10);
    expect(plan('page=3').perPage).toBe(10);
    expect(plan('pid=12&persons=4').perPage).toBe(10);
    expect(plan('persons=4').perPage).toBe(40);
    expect(plan('persons=4&objectsPerPage=5').perPage).toBe(40);
    expect(plan('persons=4', { objectsPerPage: 5 }).indexQuery?.perPage).toBe(5);
  });

  it('lets an offer fill the fields the visitor left open', () => {
    const p = plan('persons=6', { offerId: 3001 });
    expect(p.offer?.id).toBe(3001);
    expect(p.effective).toMatchObject({ pets: 'one', country: 'dk', persons: 6, offer: 3001 });
    expect(p.indexQuery?.offerIds).toBeUndefined();
    expect(p.userQuery.offer).toBeNull();
  });

  it('limits to an offer’s assigned objects, and ignores the pre-filter on request', () => {
    expect(plan('', { offerFilterId: 63 }).indexQuery).toMatchObject({
      offerIds: [63],
      agencyIds: [101],
    });
    const ski = plan('', { offerFilterId: 122 });
    expect(ski.indexQuery?.maxDist).toEqual({ skilift: 5 });
    expect(ski.seo).toBe(true);
    const ignored = plan('ignoreFilter=Y', { offerFilterId: 122 });
    expect(ignored.indexQuery?.maxDist).toBeUndefined();
    expect(ignored.offer?.id).toBe(122);
  });

  it('reports unknown and inactive offers of the URL as invalid', () => {
    expect(plan('offer=999&offerFilter=3002&persons=3').invalid).toEqual(['offer', 'offerFilter']);
    // A page's own (route) offer that does not exist is simply not applied.
    expect(plan('', { offerFilterId: 999 }).offer).toBeNull();
  });

  it('lists every invalid URL value and never throws', () => {
    const p = plan('persons=0x&priceMin=5000&priceMax=100&BBoxString=1,2&startDate=2026-11-01');
    expect(p.invalid).toEqual(['startDate', 'persons', 'priceMin', 'priceMax', 'BBoxString']);
    expect(p.indexQuery).not.toBeNull();
  });
});
