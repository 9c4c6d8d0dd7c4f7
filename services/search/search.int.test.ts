// searchPage (the search pages' loader service) on a seeded catalogue: page context (SEO
// location, pre-filtered and themed offers, /lastminute/), invalid parameters, page sizes,
// vacancy bubbles, insObject, languages, and the index following catalogue changes.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '#core/dates';
import { agencies, objectAvailability, objectOffers, objects, offers } from '#db/schema';
import { buildApp } from '#server/app';
import { createDeps } from '#server/deps';
import { activateObjects, deactivateObjects } from '#tests/factories/object';
import { build, type TestApp } from '#tests/helpers/app';
import { fixedClock } from '#tests/helpers/clock';
import { testContext } from '#tests/helpers/context';
import { databaseKinds } from '#tests/helpers/database';
import type { RequestContext } from '#services/platform';
import { notifyObjectsChanged, searchPage, type SearchPageInput } from './search';

const TODAY = '2026-11-22';

describe.each(databaseKinds())('searchPage (%s)', (kind) => {
  let t: TestApp;
  let ctx: RequestContext;
  beforeAll(async () => {
    t = await build({ kind, catalogue: { objects: 150 } });
    ctx = testContext(t.deps);
  });
  afterAll(() => t.close());

  const page = (query: string, extra: Omit<SearchPageInput, 'params'> = {}) =>
    searchPage(ctx, { params: new URLSearchParams(query), ...extra });
  const all = async (query: string, extra: Omit<SearchPageInput, 'params'> = {}) =>
    (await page(query, extra)).data.markers.objectNumbers;

  it('drops invalid parameters, lists them and searches with the valid ones', async () => {
    const result = await page('persons=4&rating=9&startDate=2020-01-01&sort=nope&utm_source=x');
    expect(result.invalid).toEqual(['startDate', 'rating', 'sort']);
    expect(result.data.query).toBe('persons=4');
    expect(result.data.total).toBe((await page('persons=4')).data.total);
    expect(result.data.activeFilterCount).toBe(0);
  });

  it('uses 10 results per page on SEO and SEA pages, 40 on filtered ones', async () => {
    const seo = await page('');
    expect([seo.seo, seo.sea, seo.data.perPage, seo.data.objects.length]).toEqual([
      true,
      false,
      10,
      10,
    ]);
    const sea = await page('PID=4711&persons=3');
    expect([sea.seo, sea.sea, sea.data.perPage]).toEqual([false, true, 10]);
    const filtered = await page('persons=3');
    expect([filtered.seo, filtered.data.perPage]).toEqual([false, 40]);
    // objectsPerPage in a page URL is ignored.
    expect((await page('persons=3&objectsPerPage=5')).data.perPage).toBe(40);
  });

  it('leaves the markers out on request (the page can load them for its map)', async () => {
    const without = await page('persons=3', { markers: false });
    expect(without.data.markers).toEqual({ objectNumbers: [], latE6: [], lonE6: [], price: [] });
    expect(without.data.total).toBe((await page('persons=3')).data.total);
    expect(without.data.objects).toHaveLength(40);
  });

  it('searches the location of an SEO path and loads its location info', async () => {
    const country = 'hr';
    const result = await page('persons=3', { location: { country } });
    const inCountry = await t.deps.database.db
      .select({ n: objects.objectNumber })
      .from(objects)
      .where(
        and(
          eq(objects.active, true),
          eq(objects.countryCode, 'hr'),
          sql`${objects.personsMax} >= 3`,
        ),
      );
    expect(new Set(result.data.markers.objectNumbers)).toEqual(new Set(inCountry.map((r) => r.n)));
    expect(result.data.query).toBe('persons=3');
    expect(result.data.apiQuery).toBe('persons=3&country=hr');
    expect(result.location).toMatchObject({
      locationName: 'Kroatien',
      seoUrl: '/ferienhaus-kroatien/',
      // A filtered variant of the location page is not for search engines.
      noIndex: true,
    });
    expect((await page('', { location: { country } })).location?.noIndex).toBe(false);
  });

  it('applies a pre-filtered page: an offer query (ski) and an agency page', async () => {
    const ski = await page('', { offerFilterId: 122 });
    expect(ski.offer).toMatchObject({ id: 122, title: 'Skiurlaub' });
    expect(ski.data.activeFilterCount).toBe(0);
    expect(ski.data.apiQuery).toBe('offerFilter=122');
    const near = await t.deps.database.db
      .select({ n: objects.objectNumber })
      .from(objects)
      .where(and(eq(objects.active, true), sql`${objects.distSkilift} <= 5000`));
    expect(new Set(ski.data.markers.objectNumbers)).toEqual(new Set(near.map((r) => r.n)));

    const [agency] = await t.deps.database.db
      .select({ id: agencies.id, filter: agencies.offerFilterId })
      .from(agencies)
      .where(sql`${agencies.offerFilterId} is not null`)
      .innerJoin(objects, eq(objects.agencyId, agencies.id))
      .limit(1);
    const byAgency = await all('', { offerFilterId: agency!.filter! });
    const ofAgency = await t.deps.database.db
      .select({ n: objects.objectNumber })
      .from(objects)
      .where(and(eq(objects.active, true), eq(objects.agencyId, agency!.id)));
    expect(new Set(byAgency)).toEqual(new Set(ofAgency.map((r) => r.n)));
    // ignoreFilter=Y searches without the page's pre-filter.
    expect((await page('ignoreFilter=Y', { offerFilterId: 122 })).data.total).toBe(
      (await page('')).data.total,
    );
  });

  it('applies a themed offer: its query plus its explicitly assigned objects', async () => {
    const [assigned] = await t.deps.database.db
      .select({ id: objectOffers.offerId, slug: sql<string>`${offers.seoUrl}->>'de'` })
      .from(objectOffers)
      .innerJoin(offers, eq(offers.id, objectOffers.offerId))
      .limit(1);
    const members = await t.deps.database.db
      .select({ n: objectOffers.objectNumber })
      .from(objectOffers)
      .innerJoin(objects, eq(objects.objectNumber, objectOffers.objectNumber))
      .where(and(eq(objectOffers.offerId, assigned!.id), eq(objects.active, true)));
    const byId = await page('', { offerId: assigned!.id });
    expect(byId.offer?.id).toBe(assigned!.id);
    const hits = byId.data.markers.objectNumbers;
    expect(hits.length).toBeGreaterThan(0);
    for (const n of hits) expect(members.map((m) => m.n)).toContain(n);
    // The themed landing URL without an id finds the offer by its slug.
    const bySlug = await page('', { offerSlug: assigned!.slug });
    expect(bySlug.offer?.id).toBe(assigned!.id);
    expect(bySlug.data.total).toBe(byId.data.total);
    // An unknown offer in the URL is an invalid parameter.
    const unknown = await page('offer=999999');
    expect(unknown.invalid).toEqual(['offer']);
    expect(unknown.offer).toBeNull();
  });

  it('lists only stays arriving within 14 days on /lastminute/', async () => {
    const result = await page('startDate=2026-12-20&endDate=2026-12-27', { lastminute: true });
    expect(result.data.total).toBe(0);
    const soon = await page(`startDate=${addDays(TODAY, 5)}&duration=7`, { lastminute: true });
    expect(soon.data.apiQuery).toContain('lastminuteonly=Y');
    expect(soon.data.total).toBeGreaterThan(0);
  });

  it('marks cards success for the asked dates and warning for a shifted arrival', async () => {
    const start = '2027-01-13';
    const result = await page(`startDate=${start}&endDate=2027-01-20&tolerance=3`);
    const kinds = new Set(result.data.objects.map((o) => o.vacancy));
    for (const o of result.data.objects) {
      expect(o.vacancy).toBe(o.price?.startDate === start ? 'success' : 'warning');
      expect(o.price?.duration).toBe(7);
    }
    expect(kinds.has('warning')).toBe(true);
    const exact = await page(`startDate=${start}&endDate=2027-01-20`);
    expect(exact.data.objects.every((o) => o.vacancy === 'success')).toBe(true);
    expect((await page('persons=3')).data.objects.every((o) => o.vacancy === null)).toBe(true);
  });

  it('shows insObject first on page 1 when it matches', async () => {
    const base = await page('persons=3');
    const last = base.data.markers.objectNumbers.find(
      (n) => !base.data.objects.some((o) => o.objectNumber === n),
    );
    const result = await page(`persons=3&insObject=${last!}`);
    expect(result.data.objects[0]!.objectNumber).toBe(last!);
    expect(result.data.objects).toHaveLength(base.data.objects.length);
    expect(result.data.total).toBe(base.data.total);
  });

  it('answers in the request language', async () => {
    const en = await searchPage(testContext(t.deps, { language: 'en' }), {
      params: new URLSearchParams('persons=3'),
    });
    const card = en.data.objects[0]!;
    expect(card.href).toMatch(/^\/en\/holiday-home-[a-z-]+\//);
    const [row] = await t.deps.database.db
      .select({ titles: objects.titles })
      .from(objects)
      .where(eq(objects.objectNumber, card.objectNumber));
    expect(card.title).toBe(row!.titles.en ?? row!.titles.de);
  });

  it('follows catalogue changes at once, in this app and in another on the database', async () => {
    // A second app (own deps, own index) on the same database, as a second process would be.
    const otherDeps = await createDeps(t.config, { database: t.deps.database, clock: fixedClock });
    const other = await buildApp({ deps: otherDeps, serverBuild: null, logger: false });
    try {
      const query = 'startDate=2027-02-13&endDate=2027-02-20';
      const before = await all(query);
      await searchPage(testContext(otherDeps), { params: new URLSearchParams(query) });
      const [gone, booked] = before;
      // Deactivate one object and book the other's whole calendar.
      await deactivateObjects(t.deps.database, [gone!]);
      const [av] = await t.deps.database.db
        .select()
        .from(objectAvailability)
        .where(eq(objectAvailability.objectNumber, booked!));
      await t.deps.database.db
        .update(objectAvailability)
        .set({ vacancy: 'N'.repeat(av!.vacancy.length) })
        .where(eq(objectAvailability.objectNumber, booked!));
      await notifyObjectsChanged(t.deps, [gone!, booked!]);

      const after = await all(query);
      expect(after).not.toContain(gone);
      expect(after).not.toContain(booked);
      expect(after).toHaveLength(before.length - 2);
      const deadline = Date.now() + 1_000;
      let seen: number[] = [];
      while (Date.now() < deadline) {
        seen = (await searchPage(testContext(otherDeps), { params: new URLSearchParams(query) }))
          .data.markers.objectNumbers;
        if (!seen.includes(gone!) && !seen.includes(booked!)) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(new Set(seen)).toEqual(new Set(after));

      // And back.
      await activateObjects(t.deps.database, [gone!]);
      await t.deps.database.db
        .update(objectAvailability)
        .set({ vacancy: av!.vacancy })
        .where(eq(objectAvailability.objectNumber, booked!));
      await notifyObjectsChanged(t.deps, [gone!, booked!]);
      expect(new Set(await all(query))).toEqual(new Set(before));
    } finally {
      await other.close();
    }
  });
});
