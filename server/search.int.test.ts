// The search API (SPEC.md §7: search, capacity, location, offer, searchTrack, searchTrackObject)
// through app.inject on a seeded demo catalogue, on both database kinds. Results are checked
// against expectations computed independently: SQL over the same rows, and the pricing engine
// asked about every object (a brute-force scan), never the index or the search service.
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '#core/dates';
import { calculatePrice } from '#core/pricing';
import { SEARCH_QUERY_KEYS } from '#core/search-query';
import {
  objectAvailability,
  objectPriceRules,
  objects,
  places,
  regions,
  countries,
  trackingEvents,
} from '#db/schema';
import { build, TEST_MANDANT, type TestApp } from '#tests/helpers/app';
import { FIXED_NOW } from '#tests/helpers/clock';
import { databaseKinds } from '#tests/helpers/database';

const TODAY = '2026-11-22';
const M = `mandant=${TEST_MANDANT}`;

/** Lower case without diacritics: an independent spelling of the fulltext folding. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

describe.each(databaseKinds())('search API (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({ kind, catalogue: { objects: 150 } });
  });
  afterAll(() => t.close());

  const get = async (path: string) => {
    const res = await t.app.inject({ url: path });
    return { res, body: res.json() };
  };
  const search = async (query: string, extra = '') =>
    get(`/api/search?${M}&query=${encodeURIComponent(query)}${extra}`);
  /** Every hit's object number (the markers list every hit). */
  const hitSet = (body: { data: { markers: { objectNumbers: number[] } } }) =>
    new Set(body.data.markers.objectNumbers);

  it('answers a search with the envelope, cache headers and every card field', async () => {
    const { res, body } = await search('startDate=2027-01-09&endDate=2027-01-16&persons=3');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=9000');
    // Publicly cacheable: never a cookie on it (not even the new visitor's uid).
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(body.status).toBe(200);
    const data = body.data;
    expect(data.total).toBeGreaterThan(0);
    // Markers as parallel arrays, one entry per hit.
    expect(data.markers.objectNumbers).toHaveLength(data.total);
    expect(data.markers.latE6).toHaveLength(data.total);
    expect(data.markers.lonE6).toHaveLength(data.total);
    expect(data.markers.price).toHaveLength(data.total);
    expect(data.objects.length).toBe(Math.min(40, data.total));
    expect(data.query).toBe('startDate=2027-01-09&endDate=2027-01-16&persons=3');
    expect(data.activeFilterCount).toBe(1);
    const card = data.objects[0];
    expect(card).toMatchObject({
      objectNumber: expect.any(Number),
      title: expect.any(String),
      objectType: expect.stringMatching(/^(house|apartment)$/),
      personsMax: expect.any(Number),
      countRoomsSleeping: expect.any(Number),
      position: { lat: expect.any(Number), lon: expect.any(Number) },
      locations: { country: expect.any(String), region: expect.any(String) },
      vacancy: 'success',
      price: { currency: 'EUR', startDate: '2027-01-09', endDate: '2027-01-16', duration: 7 },
    });
    expect(card.personsMax).toBeGreaterThanOrEqual(3);
    expect(card.href).toMatch(
      new RegExp(`^/ferienhaus-[a-z-]+/[a-z0-9-]+/[a-z0-9-]+/${card.objectNumber}/$`),
    );
    expect(card.images.length).toBeGreaterThan(0);
    expect(card.images[0].src).toMatch(/^\/media\/photos\/.+\/card\.webp$/);
    expect(card.images[0].avifSrcSet).toContain('.avif 320w');
    // Markers carry the stay's total in cents, the same number as the card shows.
    const at = data.markers.objectNumbers.indexOf(card.objectNumber);
    expect(data.markers.price[at]).toBe(card.price.priceComplete);
    expect(data.markers.latE6[at]).toBe(Math.round(card.position.lat * 1e6));
    expect(data.markers.lonE6[at]).toBe(Math.round(card.position.lon * 1e6));
  });

  it('finds exactly the objects of country + persons + amenity (checked by SQL)', async () => {
    const { body } = await search('country=dk&persons=4&internet=Y');
    const rows = await t.deps.database.db
      .select({ n: objects.objectNumber })
      .from(objects)
      .where(
        and(
          eq(objects.active, true),
          eq(objects.countryCode, 'dk'),
          sql`${objects.personsMax} >= 4`,
          eq(objects.internet, true),
        ),
      );
    expect(rows.length).toBeGreaterThan(0);
    expect(hitSet(body)).toEqual(new Set(rows.map((r) => r.n)));
    expect(body.data.total).toBe(rows.length);
  });

  it('finds exactly the vacant objects for dates under a price maximum (brute force)', async () => {
    const start = '2027-02-06';
    const end = '2027-02-13';
    const maxEuro = 900;
    const { body } = await search(`startDate=${start}&endDate=${end}&priceMax=${maxEuro}`);
    const rows = await t.deps.database.db
      .select({ o: objects, rules: objectPriceRules.rules, av: objectAvailability })
      .from(objects)
      .leftJoin(objectPriceRules, eq(objectPriceRules.objectNumber, objects.objectNumber))
      .leftJoin(objectAvailability, eq(objectAvailability.objectNumber, objects.objectNumber));
    const expected = new Set<number>();
    for (const { o, rules, av } of rows) {
      if (!o.active || o.personsMax < 2) continue;
      const availability = av && {
        from: av.fromDate,
        vacancy: av.vacancy,
        ...(av.arrival ? { arrival: av.arrival } : {}),
        ...(av.departure ? { departure: av.departure } : {}),
        ...(av.minStay ? { minStay: av.minStay } : {}),
      };
      const result = calculatePrice(
        rules,
        availability,
        { objectNumber: String(o.objectNumber), startDate: start, endDate: end, persons: 2 },
        FIXED_NOW,
      );
      if (result.status === 'free' && result.priceObject.priceComplete <= maxEuro * 100) {
        expected.add(o.objectNumber);
      }
    }
    expect(expected.size).toBeGreaterThan(0);
    expect(hitSet(body)).toEqual(expected);
    for (const card of body.data.objects) {
      expect(card.price.priceComplete).toBeLessThanOrEqual(90_000);
    }
  });

  it('matches a fulltext prefix in title, place, region or country (brute force)', async () => {
    const { body } = await search('fulltext=ist');
    const rows = await t.deps.database.db
      .select({
        n: objects.objectNumber,
        active: objects.active,
        title: objects.titles,
        place: places.names,
        region: regions.names,
        country: countries.names,
      })
      .from(objects)
      .innerJoin(places, eq(places.id, objects.placeId))
      .innerJoin(regions, eq(regions.id, objects.regionId))
      .innerJoin(countries, eq(countries.code, objects.countryCode));
    const expected = new Set(
      rows
        .filter((r) => r.active)
        .filter((r) =>
          [r.title.de, r.place.de, r.region.de, r.country.de]
            .flatMap((text) => fold(text ?? '').split(/[^\p{L}\p{N}]+/u))
            .some((word) => word.startsWith('ist')),
        )
        .map((r) => r.n),
    );
    expect(expected.size).toBeGreaterThan(0);
    expect(hitSet(body)).toEqual(expected);
  });

  it('finds exactly the objects inside a map box (checked by SQL)', async () => {
    const box = { south: 44, west: 12, north: 47, east: 16 };
    const { body } = await search(`BBoxString=${box.south},${box.west},${box.north},${box.east}`);
    const rows = await t.deps.database.db
      .select({ n: objects.objectNumber })
      .from(objects)
      .where(
        and(
          eq(objects.active, true),
          sql`${objects.lat} between ${box.south} and ${box.north}`,
          sql`${objects.lon} between ${box.west} and ${box.east}`,
        ),
      );
    expect(rows.length).toBeGreaterThan(0);
    expect(hitSet(body)).toEqual(new Set(rows.map((r) => r.n)));
  });

  it('pages through the results without overlap, in recommendation order', async () => {
    const first = (await search('persons=2', '&objectsPerPage=20')).body.data;
    const second = (await search('persons=2&page=2', '&objectsPerPage=20')).body.data;
    expect(first.perPage).toBe(20);
    expect(first.pages).toBe(Math.ceil(first.total / 20));
    expect(second.page).toBe(2);
    const a = first.objects.map((o: { objectNumber: number }) => o.objectNumber);
    const b = second.objects.map((o: { objectNumber: number }) => o.objectNumber);
    expect(a).toHaveLength(20);
    expect(b.filter((n: number) => a.includes(n))).toEqual([]);
    const sorted = await t.deps.database.db
      .select({ n: objects.objectNumber })
      .from(objects)
      .where(eq(objects.active, true))
      .orderBy(sql`${objects.recommendation} desc`, objects.objectNumber)
      .limit(40);
    expect([...a, ...b]).toEqual(sorted.map((r) => r.n));
    // Paging does not change the markers (every hit): a client may leave them out.
    const third = (await search('persons=2&page=3', '&objectsPerPage=20&markers=0')).body.data;
    expect(third.markers).toEqual({ objectNumbers: [], latE6: [], lonE6: [], price: [] });
    expect(third.total).toBe(first.total);
    expect(third.objects).toHaveLength(Math.min(20, first.total - 40));
  });

  it('uses 10 results per page on SEO and SEA queries, 40 otherwise', async () => {
    expect((await search('')).body.data.perPage).toBe(10);
    expect((await search('page=2')).body.data.perPage).toBe(10);
    expect((await search('PID=123&persons=4')).body.data.perPage).toBe(10);
    expect((await search('persons=4')).body.data.perPage).toBe(40);
    // objectsPerPage is the API caller's (never the URL's): a parameter of the call.
    expect((await search('persons=4', '&objectsPerPage=5')).body.data.objects).toHaveLength(5);
  });

  it('sends the answer in the coding the client accepts, the same bytes from the cache', async () => {
    const url = `/api/search?${M}&query=${encodeURIComponent('persons=2&sort=rating')}`;
    const plain = await t.app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const identity = plain.rawPayload;
    expect(identity.length).toBeGreaterThan(1024);

    const asBrowser = () =>
      t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    const first = await asBrowser();
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    expect(first.headers['cache-control']).toBe('public, max-age=9000');
    expect(brotliDecompressSync(first.rawPayload).equals(identity)).toBe(true);
    // Compressed once: the second browser gets the very bytes the first one got. (The cache
    // now keeps only that form: the clients below get it decompressed, or recompressed.)
    const second = await asBrowser();
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);

    const gzipOnly = await t.app.inject({
      url,
      headers: { 'accept-encoding': 'gzip;q=1, br;q=0' },
    });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipOnly.rawPayload).equals(identity)).toBe(true);
    const none = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.rawPayload.equals(identity)).toBe(true);
    // Errors are not cached answers: compressed (or not) by the plugin as any answer.
    const bad = await t.app.inject({
      url: `/api/search?${M}&query=x&markers=2`,
      headers: { 'accept-encoding': 'br' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['cache-control'] ?? '').not.toMatch(/public/);
  });

  it('sorts by price ascending on the stay total', async () => {
    const { body } = await search('startDate=2027-03-06&endDate=2027-03-13&sort=priceAsc');
    const prices = body.data.objects.map(
      (o: { price: { priceComplete: number } }) => o.price.priceComplete,
    );
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((x, y) => x - y));
  });

  it('rejects bad input with one 400 error per field', async () => {
    const bad = await search('persons=abc&sort=cheapest&startDate=2020-01-01');
    expect(bad.res.statusCode).toBe(400);
    expect(bad.body.errors.map((e: { data: { field: string } }) => e.data.field)).toEqual([
      'query.startDate',
      'query.persons',
      'query.sort',
    ]);
    const missing = await get(`/api/search?query=persons%3D3`);
    expect(missing.res.statusCode).toBe(400);
    expect(missing.body.errors[0].data.field).toBe('mandant');
    const several = await get(`/api/search?${M}&languageCode=xx&objectsPerPage=0&partner=abc`);
    expect(several.res.statusCode).toBe(400);
    expect(
      several.body.errors.map((e: { data: { field: string } }) => e.data.field).sort(),
    ).toEqual(['languageCode', 'objectsPerPage', 'partner']);
    const long = await search(`fulltext=${'a'.repeat(5000)}`);
    expect(long.res.statusCode).toBe(400);
    expect(long.res.headers['cache-control']).toBeUndefined();
  });

  it('never answers 500 for any query string', async () => {
    const keys = [...SEARCH_QUERY_KEYS, 'pid', 'utm_source', 'foo'];
    const value = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.integer({ min: -5, max: 100_000 }).map(String),
      fc.constantFrom('Y', 'N', '0', '', TODAY, addDays(TODAY, 30), '45,13,46,14', '1,2', '-0'),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.constantFrom(...keys), value), { maxLength: 8 }),
        fc.option(fc.constantFrom('de', 'en', 'fr', 'it', 'xx'), { nil: undefined }),
        async (pairs, language) => {
          const query = new URLSearchParams(pairs).toString();
          const lang = language === undefined ? '' : `&languageCode=${language}`;
          const res = await t.app.inject({
            url: `/api/search?${M}&query=${encodeURIComponent(query)}${lang}`,
          });
          expect([200, 400]).toContain(res.statusCode);
          const cap = await t.app.inject({
            url: `/api/capacity?${M}&query=${encodeURIComponent(query)}`,
          });
          expect([200, 400]).toContain(cap.statusCode);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('counts vacant objects for the exact dates and each tolerance step', async () => {
    const query = 'startDate=2027-01-16&endDate=2027-01-23&persons=2';
    const { res, body } = await get(`/api/capacity?${M}&query=${encodeURIComponent(query)}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=9000');
    const { exact, tolerance } = body.data;
    expect(exact).toBe((await search(query)).body.data.total);
    expect(tolerance.map((s: { days: number }) => s.days)).toEqual([1, 2, 3]);
    const counts = [exact, ...tolerance.map((s: { count: number }) => s.count)];
    expect(counts).toEqual([...counts].sort((x, y) => x - y));
    expect(tolerance[2].count).toBe((await search(`${query}&tolerance=3`)).body.data.total);

    const noDates = await get(`/api/capacity?${M}&query=persons%3D2`);
    expect(noDates.res.statusCode).toBe(400);
    expect(noDates.body.errors[0]).toMatchObject({
      text: 'errors.validation.required',
      data: { field: 'query.startDate' },
    });
    const badDates = await get(
      `/api/capacity?${M}&query=${encodeURIComponent('startDate=2027-01-16&endDate=2027-01-10')}`,
    );
    expect(badDates.res.statusCode).toBe(400);
    expect((await get(`/api/capacity?${M}`)).res.statusCode).toBe(400);
  });

  it('answers location info for a country, a region, an SEO path and a map box', async () => {
    const country = (await get(`/api/location?${M}&country=hr&languageCode=en`)).body.data;
    expect(country).toMatchObject({
      locationName: 'Croatia',
      seoUrl: '/en/holiday-home-croatia/',
      noIndex: false,
      languageLinks: { de: '/ferienhaus-kroatien/', en: '/en/holiday-home-croatia/' },
    });
    expect(country.breadcrumbs.map((b: { href: string }) => b.href)).toEqual([
      '/en/',
      '/en/holiday-home-croatia/',
    ]);
    expect(country.bounds.north).toBeGreaterThan(country.bounds.south);
    expect(country.topLinks.length).toBeGreaterThan(0);
    const [top] = country.topLinks;
    expect(top.href).toMatch(/^\/en\/holiday-home-croatia\/[a-z0-9-]+\/$/);
    const [counted] = await t.deps.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(objects)
      .innerJoin(regions, eq(regions.id, objects.regionId))
      .where(
        and(eq(objects.active, true), sql`${regions.slugs}->>'en' = ${top.href.split('/')[3]}`),
      );
    expect(top.count).toBe(counted!.n);
    expect(country.offers.length).toBeGreaterThan(0);

    const path = (
      await get(
        `/api/location?${M}&location=${encodeURIComponent('/ferienhaus-kroatien/istrien/')}`,
      )
    ).body.data;
    expect(path.breadcrumbs.map((b: { label: string }) => b.label)).toEqual([
      'Startseite',
      'Kroatien',
      'Istrien',
    ]);
    const [istria] = await t.deps.database.db
      .select({ id: regions.id })
      .from(regions)
      .where(sql`${regions.slugs}->>'de' = 'istrien'`);
    const region = (await get(`/api/location?${M}&region=${istria!.id}`)).body.data;
    expect(region.seoUrl).toBe('/ferienhaus-kroatien/istrien/');
    expect(region.topLinks.every((l: { href: string }) => l.href.startsWith(region.seoUrl))).toBe(
      true,
    );
    expect((await get(`/api/location?${M}&region=`)).res.statusCode).toBe(400);
    const box = (await get(`/api/location?${M}&bbox=45,13.5,45.5,14`)).body.data;
    expect(box.locationName).toBe('Istrien');
    expect((await get(`/api/location?${M}&country=zz`)).res.statusCode).toBe(404);
    expect((await get(`/api/location?${M}`)).res.statusCode).toBe(400);
    expect((await get(`/api/location?${M}&bbox=1,2,3`)).res.statusCode).toBe(400);
  });

  it('answers one offer or the list', async () => {
    const one = await get(`/api/offer?${M}&offerId=122&languageCode=de`);
    expect(one.res.statusCode).toBe(200);
    expect(one.body.data).toMatchObject({
      id: 122,
      kind: 'filter',
      title: 'Skiurlaub',
      seoUrl: '/skiurlaub/',
      query: 'distSkilift=5',
    });
    const list = await get(`/api/offer?${M}&offerList=1&languageCode=en`);
    expect(list.body.data.length).toBeGreaterThan(100);
    const theme = list.body.data.find((o: { kind: string }) => o.kind === 'theme');
    expect(theme.seoUrl).toMatch(/^\/en\/besondere-angebote\/\d+\/[a-z0-9-]+\/$/);
    expect((await get(`/api/offer?${M}&offerId=999999`)).res.statusCode).toBe(404);
    expect((await get(`/api/offer?${M}`)).res.statusCode).toBe(400);
    expect((await get(`/api/offer?${M}&offerId=abc`)).res.statusCode).toBe(400);
  });

  it('stores searchTrack and searchTrackObject as tracking events', async () => {
    const post = (url: string, payload: unknown) =>
      t.app.inject({ method: 'POST', url, payload: payload as object });
    const tracked = await post('/api/searchTrack', {
      mandant: TEST_MANDANT,
      trackVars: { query: 'persons=4', sort: 'priceAsc', page: 1 },
      totalObjects: 17,
      uid: 'abcdef12-3456',
    });
    expect(tracked.statusCode).toBe(200);
    expect(tracked.headers['cache-control']).toBe('no-store');
    const clicked = await post('/api/searchTrackObject', {
      mandant: TEST_MANDANT,
      objectNumber: '100042',
    });
    expect(clicked.statusCode).toBe(200);
    const rows = await t.deps.database.db
      .select()
      .from(trackingEvents)
      .where(sql`${trackingEvents.kind} in ('searchTrack', 'searchTrackObject')`)
      .orderBy(trackingEvents.id);
    expect(rows.map((r) => [r.kind, r.objectNumber, r.mandant])).toEqual([
      ['searchTrack', null, TEST_MANDANT],
      ['searchTrackObject', 100042, TEST_MANDANT],
    ]);
    expect(rows[0]!.payload).toEqual({
      trackVars: { query: 'persons=4', sort: 'priceAsc', page: 1 },
      totalObjects: 17,
    });

    const bad = await post('/api/searchTrack', {
      mandant: TEST_MANDANT,
      trackVars: 'nope',
      totalObjects: -1,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { data: { field: string } }) => e.data.field)).toEqual([
      'trackVars',
      'totalObjects',
    ]);
    const badObject = await post('/api/searchTrackObject', {
      mandant: TEST_MANDANT,
      objectNumber: '12a',
    });
    expect(badObject.statusCode).toBe(400);
  });
});
