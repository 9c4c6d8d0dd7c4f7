// Reviews and host answers in the languages of the site (issue 19): the demo catalogue carries
// translations of every review title and body and of every host answer; GET
// /api/ratings/object/{n} (SPEC.md §7) answers them in the request language, marked as translated
// with the original title and body beside; the object page shows them with the note and the
// "show original" switch in the page language, and no review is left in another language without
// saying so.
import { and, desc, eq, isNotNull, count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { objects, ratings } from '#db/schema';
import { build, TEST_MANDANT, type TestApp } from '#tests/helpers/app';

interface ApiRating {
  ratingid: number;
  language: string;
  title: string | null;
  originalTitle: string | null;
  text: string;
  originalText: string | null;
  translated: boolean;
  landlordAnswer: { text: string; language: string; translated: boolean } | null;
}

const NOTE = {
  en: ['Machine-translated.', 'Show original', 'no translation available yet'],
  fr: ['Traduction automatique.', 'Afficher l’original', 'pas encore de traduction'],
  it: ['Traduzione automatica.', 'Mostra l’originale', 'traduzione non ancora disponibile'],
} as const;

describe('review translations', () => {
  let t: TestApp;
  let pages: TestApp;
  /** An active object with several published ratings, one of them German and answered. */
  let rated: number;

  beforeAll(async () => {
    [t, pages] = await Promise.all([
      build({ catalogue: { objects: 80 } }),
      build({ ssr: true, catalogue: { objects: 80 } }),
    ]);
    const [row] = await t.deps.database.db
      .select({ objectNumber: ratings.objectNumber, n: count() })
      .from(ratings)
      .innerJoin(objects, eq(objects.objectNumber, ratings.objectNumber))
      .where(
        and(
          eq(objects.active, true),
          eq(ratings.published, true),
          eq(ratings.language, 'de'),
          isNotNull(ratings.landlordAnswer),
        ),
      )
      .groupBy(ratings.objectNumber)
      .orderBy(desc(count()), ratings.objectNumber)
      .limit(1);
    rated = row!.objectNumber;
  });
  afterAll(() => Promise.all([t?.close(), pages?.close()]));

  const ratingsIn = async (language: string): Promise<ApiRating[]> => {
    const res = await t.app.inject({
      url: `/api/ratings/object/${rated}?mandant=${TEST_MANDANT}&languageCode=${language}&perPage=20`,
    });
    expect(res.statusCode).toBe(200);
    return res.json().data.ratings as ApiRating[];
  };

  it('answers every review and host answer in each of the four languages', async () => {
    const stored = await t.deps.database.db
      .select()
      .from(ratings)
      .where(eq(ratings.objectNumber, rated));
    const byNumber = new Map(stored.map((r) => [r.ratingNumber, r]));
    for (const language of ['de', 'en', 'fr', 'it'] as const) {
      const items = await ratingsIn(language);
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) {
        const row = byNumber.get(item.ratingid)!;
        if (row.language === language) {
          expect(item.translated).toBe(false);
          expect(item.text).toBe(row.text);
          expect(item.title).toBe(row.title);
          expect(item.originalTitle).toBeNull();
        } else {
          expect(item.translated).toBe(true);
          expect(item.text).toBe(row.translations[language]);
          expect(item.originalText).toBe(row.text);
          // the title is translated with the body, the guest's own beside it
          expect(row.title).not.toBeNull();
          expect(row.titleTranslations[language]).toMatch(/\S/);
          expect(row.titleTranslations[language]).not.toBe(row.title);
          expect(item.title).toBe(row.titleTranslations[language]);
          expect(item.originalTitle).toBe(row.title);
        }
        if (item.landlordAnswer && row.language !== language) {
          expect(item.landlordAnswer.translated).toBe(true);
          expect(item.landlordAnswer.language).toBe(language);
          expect(item.landlordAnswer.text).toBe(row.landlordAnswerTranslations[language]);
        }
      }
    }
  });

  it('answers one review with translationRatingId, translated', async () => {
    const [german] = (await ratingsIn('de')).filter((r) => r.language === 'de');
    const res = await t.app.inject({
      url: `/api/ratings/object/${rated}?mandant=${TEST_MANDANT}&languageCode=it&translationRatingId=${german!.ratingid}`,
    });
    const [one] = res.json().data.ratings as ApiRating[];
    expect(one).toMatchObject({ ratingid: german!.ratingid, translated: true });
    expect(one!.originalText).toBe(german!.text);
    expect(one!.originalTitle).toBe(german!.title);
    const [row] = await t.deps.database.db
      .select({ titleTranslations: ratings.titleTranslations })
      .from(ratings)
      .where(eq(ratings.ratingNumber, german!.ratingid));
    expect(one!.title).toBe(row!.titleTranslations.it);
    expect(one!.title).not.toBe(german!.title);
  });

  it.each(['en', 'fr', 'it'] as const)(
    'shows the reviews translated on the %s object page, with the original a click away',
    async (language) => {
      let res = await pages.app.inject({ url: `/${language}/object/${rated}/` });
      for (let hop = 0; hop < 3 && res.statusCode >= 300 && res.statusCode < 400; hop++)
        res = await pages.app.inject({ url: String(res.headers.location) });
      expect(res.statusCode).toBe(200);
      const html = res.body;
      const [note, showOriginal, noTranslation] = NOTE[language];
      expect(html).toContain('data-testid="object-ratings"');
      expect(html).toContain(note);
      expect(html).toContain(showOriginal);
      // every review of the first page is translated: no "no translation yet" note (its text is
      // among the page's shipped texts, so the marker is what counts)
      expect(html).not.toContain('data-testid="rating-original-language"');
      expect(noTranslation.length).toBeGreaterThan(0);
      // the host's answer is labelled and in the page language
      expect(html).toContain('data-testid="landlord-answer"');
      const items = await ratingsIn(language);
      const escaped = (s: string) => s.replace(/&/g, '&amp;').replace(/'/g, '&#x27;');
      for (const item of items.slice(0, 3)) {
        expect(html).toContain(escaped(item.text));
        // the translated title heads the translated body (not the neutral heading)
        if (item.language !== language) expect(item.originalTitle).not.toBeNull();
        expect(html).toContain(`>${escaped(item.title!)}</h3>`);
      }
    },
  );
});
