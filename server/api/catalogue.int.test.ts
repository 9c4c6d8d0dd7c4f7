// The object API (SPEC.md §7: POST /api/object, GET /api/ratings/object/{n}) and the object page
// (/object/{n}/ and the SEO object URLs) through app.inject on a seeded demo catalogue, on both
// database kinds. Expectations come from the database rows, not from the service under test.
import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancellationLabels, objectDescriptions, objects, ratings } from '#db/schema';
import { ensureSearchIndex, notifyObjectsChanged } from '#services/search';
import { deactivateObjects, renameObject } from '#tests/factories/object';
import { build, TEST_MANDANT, type TestApp } from '#tests/helpers/app';
import { databaseKinds } from '#tests/helpers/database';

describe.each(databaseKinds())('object API and page (%s)', (kind) => {
  let t: TestApp;
  /** Active, with more than five published ratings and a German translation of its text. */
  let rated: number;
  let ratedCount: number;
  /** Active, German native description. */
  let nativeDe: number;
  let inactive: number;

  /** Picks the test objects (the same in both apps: same seed) and deactivates one. */
  async function prepare(app: TestApp): Promise<void> {
    const db = app.deps.database.db;
    const candidates = await db
      .select({ objectNumber: objects.objectNumber, total: count() })
      .from(objects)
      .innerJoin(ratings, eq(ratings.objectNumber, objects.objectNumber))
      .innerJoin(
        objectDescriptions,
        and(
          eq(objectDescriptions.objectNumber, objects.objectNumber),
          eq(objectDescriptions.language, 'de'),
          isNotNull(objectDescriptions.translatedFrom),
        ),
      )
      .where(and(eq(objects.active, true), eq(ratings.published, true)))
      .groupBy(objects.objectNumber)
      .orderBy(desc(count()), objects.objectNumber)
      .limit(1);
    rated = candidates[0]!.objectNumber;
    ratedCount = candidates[0]!.total;
    const [de] = await db
      .select({ objectNumber: objectDescriptions.objectNumber })
      .from(objectDescriptions)
      .innerJoin(objects, eq(objects.objectNumber, objectDescriptions.objectNumber))
      .where(
        and(
          eq(objectDescriptions.language, 'de'),
          sql`${objectDescriptions.translatedFrom} is null`,
          eq(objects.active, true),
        ),
      )
      .orderBy(objectDescriptions.objectNumber)
      .limit(1);
    nativeDe = de!.objectNumber;
    const [gone] = await db
      .select({ objectNumber: objects.objectNumber })
      .from(objects)
      .where(
        and(eq(objects.active, true), sql`${objects.objectNumber} not in (${rated}, ${nativeDe})`),
      )
      .orderBy(objects.objectNumber)
      .limit(1);
    inactive = gone!.objectNumber;
    await deactivateObjects(app.deps.database, [inactive]);
  }
  /** API tests run on the sources, page tests on the production bundle. */
  let pages: TestApp;
  beforeAll(async () => {
    [t, pages] = await Promise.all([
      build({ kind, catalogue: { objects: 120 } }),
      build({ kind, ssr: true, catalogue: { objects: 120 } }),
    ]);
    await prepare(t);
    await prepare(pages);
  });
  afterAll(() => Promise.all([t?.close(), pages?.close()]));

  const post = (body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/object',
      payload: { mandant: TEST_MANDANT, ...body },
    });
  const ratingsOf = (n: number | string, query = '') =>
    t.app.inject({ url: `/api/ratings/object/${n}?mandant=${TEST_MANDANT}${query}` });
  const fields = (res: { json(): { errors: { data: { field: string } }[] } }) =>
    res.json().errors.map((e) => e.data.field);

  describe('POST /api/object', () => {
    it('answers the SPEC §3 object', async () => {
      const res = await post({ objectNumber: rated, languageCode: 'en' });
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      for (const key of [
        'objectNumber',
        'title',
        'active',
        'agency',
        'agencyName',
        'availability',
        'additionalCosts',
        'breadcrumb',
        'countRooms',
        'countRoomsBath',
        'countRoomsSleeping',
        'descriptionLanguages',
        'descriptions',
        'detailPetAllowed',
        'detailPetSize',
        'images',
        'locations',
        'minPrice',
        'objectType',
        'personsMax',
        'adultsMax',
        'position',
        'prices',
        'providerType',
        'ratingAverage',
        'ratingCount',
        'objectRatingSummary',
        'squaremeterComplete',
        'squaremeterLiving',
        'SEOLinks',
        'landlord',
        'privateObject',
        'index',
      ]) {
        expect(data, key).toHaveProperty(key);
      }
      const [row] = await t.deps.database.db
        .select()
        .from(objects)
        .where(eq(objects.objectNumber, rated));
      expect(data).toMatchObject({
        objectNumber: rated,
        title: row!.titles.en,
        active: true,
        personsMax: row!.personsMax,
        adultsMax: row!.adultsMax,
        countRoomsSleeping: row!.countRoomsSleeping,
        ratingCount: row!.ratingCount,
        position: { lat: row!.lat, lon: row!.lon },
      });
      expect(data.availability.days).toBeGreaterThan(0);
      expect(data.availability.maxDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(data.breadcrumb).toHaveLength(3);
      expect(data.breadcrumb[0].href).toMatch(/^\/en\/holiday-home-[a-z-]+\/$/);
      expect(data.images[0]).toMatchObject({ no: 0, cdn: true });
      expect(data.images[0].srcSet).toContain('.webp 640w');
      expect(Object.keys(data.objectRatingSummary).sort()).toEqual(
        ['cleanliness', 'externalImpression', 'furniture', 'location', 'priceToService'].sort(),
      );
      // Landlord contact details are not for the public.
      expect(JSON.stringify(data.landlord ?? {})).not.toContain('@');
    });

    it('gives the German translation with the native text beside it', async () => {
      const res = await post({ objectNumber: rated, languageCode: 'de' });
      const { translation, native } = res.json().data.descriptions;
      expect(translation.language).toBe('de');
      expect(translation.translatedFrom).toBe(native.language);
      expect(native.translatedFrom).toBeNull();
      const own = await post({ objectNumber: nativeDe, languageCode: 'de' });
      expect(own.json().data.descriptions).toMatchObject({
        translation: { language: 'de', translatedFrom: null },
        native: null,
      });
    });

    it('answers one description, translated or its original', async () => {
      const translated = await post({ objectNumber: rated, descriptionLanguageCode: 'de' });
      expect(translated.statusCode).toBe(200);
      expect(translated.json().data).toMatchObject({ language: 'de', translated: true });
      const original = await post({
        objectNumber: rated,
        descriptionLanguageCode: 'de',
        translationSource: 'native',
      });
      expect(original.json().data).toMatchObject({ translated: false, translatedFrom: null });
      expect(original.json().data.language).toBe(translated.json().data.translatedFrom);
      const [stored] = await t.deps.database.db
        .select({ text: objectDescriptions.text })
        .from(objectDescriptions)
        .where(
          and(
            eq(objectDescriptions.objectNumber, rated),
            eq(objectDescriptions.language, original.json().data.language),
          ),
        );
      expect(original.json().data.text).toBe(stored!.text);
      const none = await post({ objectNumber: rated, descriptionLanguageCode: 'xx' });
      expect(none.statusCode).toBe(404);
    });

    it('gives the cancellation terms of the object in the request language', async () => {
      const [row] = await t.deps.database.db
        .select({ objectNumber: objects.objectNumber })
        .from(objects)
        .where(and(eq(objects.active, true), isNotNull(objects.cancellationLabelId)))
        .orderBy(objects.objectNumber)
        .limit(1);
      const [label] = await t.deps.database.db
        .select()
        .from(cancellationLabels)
        .innerJoin(objects, eq(objects.cancellationLabelId, cancellationLabels.id))
        .where(eq(objects.objectNumber, row!.objectNumber));
      const data = (await post({ objectNumber: row!.objectNumber, languageCode: 'fr' })).json()
        .data;
      expect(data.freeCancel).toBe(true);
      expect(data.cancellation).toMatchObject({
        id: label!.cancellation_labels.id,
        deadlineDays: label!.cancellation_labels.deadlineDays,
        label: label!.cancellation_labels.label.fr,
        head: label!.cancellation_labels.head.fr,
        text: label!.cancellation_labels.text.fr,
      });
    });

    it('answers 404 for an unknown and 410 for an inactive object', async () => {
      const unknown = await post({ objectNumber: 999_999_999 });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ status: 404, errors: [{ type: 'notFound' }] });
      const gone = await post({ objectNumber: inactive });
      expect(gone.statusCode).toBe(410);
      expect(gone.json()).toMatchObject({ status: 410, errors: [{ type: 'gone' }] });
      expect(
        (await post({ objectNumber: inactive, descriptionLanguageCode: 'de' })).statusCode,
      ).toBe(410);
    });

    it('names each bad field', async () => {
      const res = await post({
        objectNumber: 'abc',
        languageCode: 'xx',
        descriptionLanguageCode: 'DEU',
        translationSource: 'deepl',
      });
      expect(res.statusCode).toBe(400);
      expect(fields(res).sort()).toEqual(
        ['descriptionLanguageCode', 'languageCode', 'objectNumber', 'translationSource'].sort(),
      );
      expect(fields(await post({}))).toEqual(['objectNumber']);
      const noMandant = await t.app.inject({
        method: 'POST',
        url: '/api/object',
        payload: { objectNumber: rated },
      });
      expect(fields(noMandant)).toEqual(['mandant']);
    });
  });

  describe('GET /api/ratings/object/:objectNumber', () => {
    it('pages through the published ratings, newest first', async () => {
      const first = await ratingsOf(rated, '&perPage=3');
      expect(first.statusCode).toBe(200);
      const page1 = first.json().data;
      expect(page1).toMatchObject({ pageNr: 1, perPage: 3, total: ratedCount });
      expect(page1.pages).toBe(Math.ceil(ratedCount / 3));
      expect(page1.ratings).toHaveLength(Math.min(3, ratedCount));
      const page2 = (await ratingsOf(rated, '&perPage=3&pageNr=2')).json().data;
      const ids1 = page1.ratings.map((r: { ratingid: number }) => r.ratingid);
      const ids2 = page2.ratings.map((r: { ratingid: number }) => r.ratingid);
      expect(ids1.filter((id: number) => ids2.includes(id))).toEqual([]);
      const dates = [...page1.ratings, ...page2.ratings].map(
        (r: { travelData: { ratingDate: string } }) => r.travelData.ratingDate,
      );
      expect([...dates].sort().reverse()).toEqual(dates);
      const past = (await ratingsOf(rated, '&pageNr=999')).json().data;
      expect(past.ratings).toEqual([]);
      const rating = page1.ratings[0];
      expect(rating).toMatchObject({
        travelData: { verified: expect.any(Boolean), type: expect.any(String) },
        votes: { cleanliness: expect.any(Number) },
      });
    });

    it('shows a translation into the request language with the original beside it', async () => {
      const [row] = await t.deps.database.db
        .select({
          objectNumber: ratings.objectNumber,
          ratingNumber: ratings.ratingNumber,
          title: ratings.title,
          titleTranslations: ratings.titleTranslations,
          text: ratings.text,
          translations: ratings.translations,
        })
        .from(ratings)
        .innerJoin(objects, eq(objects.objectNumber, ratings.objectNumber))
        .where(
          and(
            eq(ratings.language, 'de'),
            eq(ratings.published, true),
            eq(objects.active, true),
            sql`${ratings.translations} ? 'en'`,
          ),
        )
        .limit(1);
      const res = await ratingsOf(
        row!.objectNumber,
        `&languageCode=en&translationRatingId=${row!.ratingNumber}`,
      );
      expect(res.statusCode).toBe(200);
      const [item] = res.json().data.ratings;
      expect(item).toMatchObject({
        ratingid: row!.ratingNumber,
        translated: true,
        text: row!.translations.en,
        originalText: row!.text,
        title: row!.titleTranslations.en,
        originalTitle: row!.title,
        language: 'de',
      });
      const german = await ratingsOf(
        row!.objectNumber,
        `&languageCode=de&translationRatingId=${row!.ratingNumber}`,
      );
      expect(german.json().data.ratings[0]).toMatchObject({ translated: false, text: row!.text });
      expect((await ratingsOf(row!.objectNumber, '&translationRatingId=1')).statusCode).toBe(404);
    });

    it('answers 404, 410 and 400 with the field', async () => {
      expect((await ratingsOf(999_999_999)).statusCode).toBe(404);
      expect((await ratingsOf(inactive)).statusCode).toBe(410);
      const bad = await ratingsOf(rated, '&pageNr=0&perPage=500&languageCode=xx');
      expect(bad.statusCode).toBe(400);
      expect(fields(bad).sort()).toEqual(['languageCode', 'pageNr', 'perPage']);
      const badNumber = await ratingsOf('12ab');
      expect(badNumber.statusCode).toBe(400);
      expect(fields(badNumber)).toEqual(['objectNumber']);
    });
  });

  describe('object page', () => {
    it('renders /object/{n}/ with title, facts, JSON-LD, canonical and hreflang', async () => {
      const res = await pages.app.inject({ url: `/object/${rated}/` });
      expect(res.statusCode).toBe(200);
      const [row] = await pages.deps.database.db
        .select()
        .from(objects)
        .where(eq(objects.objectNumber, rated));
      const html = res.body;
      expect(html).toContain('data-view="ObjectPage"');
      expect(html).toContain('data-content-group="3"');
      // The object screen hides the header: the compact bar stands in.
      expect(html).toContain('data-testid="compact-bar"');
      const title = row!.titles.de!.replace(/&/g, '&amp;');
      expect(html).toContain(`<h1 class="`);
      expect(html).toContain(title);
      expect(html).toContain('data-testid="object-facts"');
      expect(html).toContain('Schlafzimmer');
      expect(html).toContain('application/ld+json');
      const ld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
      const doc = JSON.parse(ld![1]!);
      expect(doc).toMatchObject({ '@type': 'VacationRental', identifier: String(rated) });
      expect(html).toMatch(
        /<link rel="canonical" href="http:\/\/localhost:3000\/ferienhaus-[^"]+\/\d+\/"/,
      );
      expect(html).toContain('hrefLang="en"');
      expect(html).toContain('fetchPriority="high"');
      expect(html).toContain('loading="lazy"');
      expect(html).toContain('data-testid="object-ratings"');
      expect(html).toContain('data-testid="description-switch"');
    });

    it('renders in English under /en/ with the stay from the query', async () => {
      const res = await pages.app.inject({
        url: `/en/object/${rated}/?startDate=2027-01-09&endDate=2027-01-16&persons=2`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<html lang="en">');
      expect(res.body).toContain('Key facts');
      expect(res.body).not.toContain('Das Wichtigste auf einen Blick');
    });

    it('renders the SEO object URL and answers 404 and 410 views', async () => {
      const data = (await post({ objectNumber: rated })).json().data;
      const seo = await pages.app.inject({
        url: new URL(data.SEOLinks.region.href, 'http://x').pathname,
      });
      expect(seo.statusCode).toBe(200);
      const page = await pages.app.inject({
        url: `${data.breadcrumb[2].href}${rated}/`,
      });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('data-view="ObjectPage"');
      expect(page.body).toContain('data-testid="object-facts"');

      const unknown = await pages.app.inject({ url: '/object/999999999/' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.body).toContain('data-view="Error404"');
      const gone = await pages.app.inject({ url: `/object/${inactive}/` });
      expect(gone.statusCode).toBe(410);
      expect(gone.body).toContain('data-view="Error410"');
      const seoUnknown = await pages.app.inject({ url: `${data.breadcrumb[2].href}999999999/` });
      expect(seoUnknown.statusCode).toBe(404);
    });
  });

  describe('per-process cache of object and ratings reads', () => {
    it('serves repeated reads from memory and drops them on notifyObjectsChanged', async () => {
      // The caches are active once the process's search holder is built (as in production).
      await ensureSearchIndex(t.deps);
      const db = t.deps.database.db;
      const title = async () => (await post({ objectNumber: nativeDe })).json().data.title;
      const answer = async () => {
        const res = await ratingsOf(rated, '&perPage=50');
        return res
          .json()
          .data.ratings.map(
            (r: { landlordAnswer: { text: string } | null }) => r.landlordAnswer?.text,
          );
      };
      const before = await title();
      const [newest] = await db
        .select({ ratingNumber: ratings.ratingNumber })
        .from(ratings)
        .where(and(eq(ratings.objectNumber, rated), eq(ratings.published, true)))
        .orderBy(desc(ratings.ratingDate), desc(ratings.ratingNumber))
        .limit(1);
      expect(await answer()).not.toContain('Danke, bis bald!');

      await renameObject(t.deps.database, nativeDe, 'Haus Neuer Name');
      await db
        .update(ratings)
        .set({ landlordAnswer: 'Danke, bis bald!' })
        .where(eq(ratings.ratingNumber, newest!.ratingNumber));
      // Written without a notification: the cached reads are still served.
      expect(await title()).toBe(before);
      await notifyObjectsChanged(t.deps, [nativeDe, rated]);
      expect(await title()).toBe('Haus Neuer Name');
      expect(await answer()).toContain('Danke, bis bald!');

      await deactivateObjects(t.deps.database, [nativeDe]);
      await notifyObjectsChanged(t.deps, [nativeDe]);
      expect((await post({ objectNumber: nativeDe })).statusCode).toBe(410);
    });
  });
});
