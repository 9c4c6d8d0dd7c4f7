// A discount's badge only where the stay gets it (decision 105): "Last Minute" and
// "Frühbucherrabatt" are distinctions announcing one of the object's discounts. A dated card and
// the object page with a chosen stay show such a badge only when that stay's quote applies the
// discount (on the page: the quote the price box asks for); undated views say what the home
// offers. A badge about the home itself ("Hundefreundlich") stays. A Last Minute search without
// dates dates its cards by the stay it found (decision 106). Both database kinds; the pages are
// the production bundle.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '#core/dates';
import { objectDistinctions } from '#db/schema';
import { DISTINCTION } from '#demo/catalogue/static-data';
import { notifyObjectsChanged } from '#services/search';
import { availability } from '#tests/factories/availability';
import { insertObject } from '#tests/factories/object';
import { priceRules } from '#tests/factories/price-rules';
import { build, TEST_MANDANT, type TestApp } from '#tests/helpers/app';
import { databaseKinds } from '#tests/helpers/database';

const TODAY = '2026-11-22';
const LAST_MINUTE = 'Last Minute';
const EARLY = 'Frühbucherrabatt';
const DOGS = 'Hundefreundlich';

interface Badge {
  label: string;
  discountKind: string | null;
}

describe.each(databaseKinds())('discount badges (%s)', (kind) => {
  let t: TestApp;
  let objectNumber: number;

  beforeAll(async () => {
    t = await build({ kind, ssr: true, catalogue: { objects: 3 } });
    // A home of its own, vacant throughout, with the two discounts and the three badges.
    ({ objectNumber } = await insertObject(t.deps.database, {
      availability: availability(),
      rules: priceRules({
        discounts: [
          { kind: 'lastMinute', percent: 15, maxDaysBeforeArrival: 14 },
          { kind: 'earlyBooking', percent: 10, minDaysBeforeArrival: 90 },
        ],
      }),
    }));
    const db = t.deps.database.db;
    await db
      .insert(objectDistinctions)
      .values(
        [DISTINCTION.lastMinute, DISTINCTION.earlyBooking, DISTINCTION.petFriendly].map(
          (distinctionId) => ({ objectNumber, distinctionId }),
        ),
      );
    await notifyObjectsChanged(t.deps, [objectNumber]);
  });
  afterAll(() => t?.close());

  const card = async (query: Record<string, string>) => {
    const q = new URLSearchParams({ ...query, onr: String(objectNumber) });
    const res = await t.app.inject({
      url: `/api/search?mandant=${TEST_MANDANT}&query=${encodeURIComponent(q.toString())}`,
    });
    expect(res.statusCode).toBe(200);
    const { objects } = res.json().data as {
      objects: {
        objectNumber: number;
        distinctions: Badge[];
        price: { pricePercentReduction: number } | null;
      }[];
    };
    const found = objects.find((o) => o.objectNumber === objectNumber);
    expect(found, 'the object is a hit').toBeDefined();
    return found!;
  };
  const labels = (badges: Badge[]) => badges.map((b) => b.label);
  const stay = (offset: number) => ({
    startDate: addDays(TODAY, offset),
    endDate: addDays(TODAY, offset + 7),
  });

  it('a dated card shows the badge of the discount its stay gets, and no other', async () => {
    const soon = await card(stay(7));
    expect(soon.price?.pricePercentReduction).toBe(15);
    expect(labels(soon.distinctions)).toEqual([LAST_MINUTE, DOGS]);

    const early = await card(stay(120));
    expect(early.price?.pricePercentReduction).toBe(10);
    expect(labels(early.distinctions)).toEqual([EARLY, DOGS]);

    const between = await card(stay(40));
    expect(between.price?.pricePercentReduction).toBe(0);
    expect(labels(between.distinctions)).toEqual([DOGS]);

    // Undated: what the home offers.
    const undated = await card({});
    expect(undated.distinctions).toEqual([
      expect.objectContaining({ label: LAST_MINUTE, discountKind: 'lastMinute' }),
      expect.objectContaining({ label: EARLY, discountKind: 'earlyBooking' }),
      expect.objectContaining({ label: DOGS, discountKind: null }),
    ]);
  });

  it('a Last Minute card without dates shows the stay it found, with that stay’s badge', async () => {
    // Decision 106: the search chose the stay (the first free arrival within 14 days), so the
    // card is that stay's: its quote, its badges. Before, it said "ab … / Woche" and carried
    // "Frühbucherrabatt", which no stay on the page gets.
    const found = (await card({ lastminuteonly: 'Y' })) as Awaited<ReturnType<typeof card>> & {
      price: { startDate: string; endDate: string; pricePercentReduction: number } | null;
      vacancy: string | null;
    };
    expect(found.vacancy).toBe('success');
    expect(found.price?.startDate).toBe(TODAY);
    expect(found.price?.endDate).toBe(addDays(TODAY, 7));
    expect(found.price?.pricePercentReduction).toBe(15);
    expect(labels(found.distinctions)).toEqual([LAST_MINUTE, DOGS]);

    // The page itself: the card names its dates and links the object page with them.
    const cardHtml = async (query: string) => {
      const res = await t.app.inject({
        url: `/lastminute/?onr=${objectNumber}${query}`,
        headers: { cookie: 'disclaimer=confirmed' },
      });
      expect(res.statusCode).toBe(200);
      const start = res.body.indexOf(`data-object-number="${objectNumber}"`);
      expect(start).toBeGreaterThan(-1);
      return res.body.slice(start, res.body.indexOf('</article>', start));
    };
    const html = await cardHtml('');
    expect(html).toContain('Frei: ');
    // Dates the page dropped (departure before arrival) were not asked: the card still names
    // its stay, though it starts on the dropped arrival.
    const dropped = await cardHtml(`&startDate=${TODAY}&endDate=${addDays(TODAY, -1)}`);
    expect(dropped).toContain('Frei: ');
    expect(dropped).not.toContain('Im gewählten Zeitraum frei');
    expect(html).toContain(`startDate=${TODAY}&amp;endDate=${addDays(TODAY, 7)}`);
    expect(html).toContain(LAST_MINUTE);
    expect(html).not.toContain(EARLY);
    expect(html).not.toContain('Woche');
  });

  it('POST /api/object gives each badge with the discount kind it announces', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/object',
      payload: { mandant: TEST_MANDANT, objectNumber, languageCode: 'de' },
    });
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as { data: { distinctions: Badge[] } };
    expect(data.distinctions.map((d) => d.discountKind)).toEqual([
      'lastMinute',
      'earlyBooking',
      null,
    ]);
  });

  it('the object page’s head shows the badges of the stay in its link', async () => {
    const head = async (query: string) => {
      const res = await t.app.inject({
        url: `/object/${objectNumber}/${query}`,
        headers: { cookie: 'disclaimer=confirmed' },
      });
      expect(res.statusCode).toBe(200);
      const list = /<ul[^>]*aria-label="Auszeichnungen"[^>]*>([\s\S]*?)<\/ul>/.exec(res.body);
      return list?.[1] ?? '';
    };
    const { startDate, endDate } = stay(7);
    const soon = await head(`?startDate=${startDate}&endDate=${endDate}`);
    expect(soon).toContain(LAST_MINUTE);
    expect(soon).not.toContain(EARLY);
    expect(soon).toContain(DOGS);
    const later = stay(40);
    const between = await head(`?startDate=${later.startDate}&endDate=${later.endDate}`);
    expect(between).not.toContain(LAST_MINUTE);
    expect(between).not.toContain(EARLY);
    expect(between).toContain(DOGS);
    const undated = await head('');
    expect(undated).toContain(LAST_MINUTE);
    expect(undated).toContain(EARLY);
  });
});
