// GET /api/location/suggest (the destination field's suggestions) through app.inject on a seeded
// demo catalogue, on both database kinds. Expected locations and counts come from SQL over the same
// rows, not from the service.
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countries, objects, places, regions } from '#db/schema';
import { build, TEST_MANDANT, type TestApp } from '#tests/helpers/app';
import { databaseKinds } from '#tests/helpers/database';

const M = `mandant=${TEST_MANDANT}`;

interface Suggestion {
  kind: 'country' | 'region' | 'place';
  name: string;
  context: string;
  href: string;
  country: string;
  region: number | null;
  place: number | null;
  count: number;
}

/** Lower case without diacritics: an independent spelling of the name folding. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

describe.each(databaseKinds())('destination suggestions (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({ kind, catalogue: { objects: 150 } });
  });
  afterAll(() => t.close());

  const suggest = async (query: string) => {
    const res = await t.app.inject({ url: `/api/location/suggest?${M}&${query}` });
    return { res, body: res.json() as { status: number; data: Suggestion[]; errors: unknown[] } };
  };

  /** Active objects per place, counted by SQL. */
  async function placeCounts(): Promise<Map<number, number>> {
    const rows = await t.deps.database.db
      .select({ place: objects.placeId, total: count() })
      .from(objects)
      .where(eq(objects.active, true))
      .groupBy(objects.placeId);
    return new Map(rows.map((row) => [row.place, row.total]));
  }

  it('suggests the places whose German name starts with the typed word, with their counts', async () => {
    const counts = await placeCounts();
    const [place] = await t.deps.database.db
      .select({ id: places.id, names: places.names })
      .from(places)
      .where(sql`${places.id} in (${sql.join([...counts.keys()], sql`, `)})`)
      .orderBy(places.id)
      .limit(1);
    const name = place!.names.de!;
    const typed = name.slice(0, Math.max(3, Math.min(name.length, 5)));
    const { res, body } = await suggest(`q=${encodeURIComponent(typed)}&languageCode=de&limit=20`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.headers['set-cookie']).toBeUndefined();
    const hit = body.data.find((s) => s.kind === 'place' && s.place === place!.id);
    expect(hit).toMatchObject({ name, count: counts.get(place!.id) });
    expect(hit!.href).toMatch(/^\/ferienhaus-[a-z0-9-]+\/[a-z0-9-]+\/[a-z0-9-]+\/$/);
    // Every suggestion matches what was typed and leads to a page with objects.
    for (const s of body.data) {
      expect(s.count).toBeGreaterThan(0);
      if (s.kind === 'place') expect(s.count).toBe(counts.get(s.place!));
    }
    // The path is that place's search page.
    const page = await t.app.inject({
      url: `/api/whoami?${M}&routepath=${encodeURIComponent(hit!.href)}`,
    });
    expect(page.json().data).toMatchObject({
      compname: 'Search',
      datas: { location: { place: place!.id } },
    });
  });

  it('finds a country in each language and answers its SEO page in that language', async () => {
    const [hr] = await t.deps.database.db
      .select({ names: countries.names })
      .from(countries)
      .where(eq(countries.code, 'hr'));
    const expected = await t.deps.database.db
      .select({ total: count() })
      .from(objects)
      .where(and(eq(objects.active, true), eq(objects.countryCode, 'hr')));
    for (const [language, prefix] of [
      ['de', '/ferienhaus-'],
      ['en', '/en/holiday-home-'],
      ['fr', '/fr/location-vacances-'],
      ['it', '/it/casa-vacanze-'],
    ] as const) {
      const name = hr!.names[language]!;
      const { body } = await suggest(
        `q=${encodeURIComponent(name.slice(0, 4))}&languageCode=${language}`,
      );
      const [first] = body.data;
      expect(first).toMatchObject({ kind: 'country', name, country: 'hr', context: '' });
      expect(first!.href.startsWith(prefix)).toBe(true);
      expect(first!.count).toBe(expected[0]!.total);
    }
  });

  it('finds a region of a country and names the country as context', async () => {
    const [istria] = await t.deps.database.db
      .select({ id: regions.id, names: regions.names })
      .from(regions)
      .where(sql`${regions.slugs}->>'de' = 'istrien'`);
    const { body } = await suggest('q=istr&languageCode=de');
    expect(body.data[0]).toMatchObject({
      kind: 'region',
      name: istria!.names.de,
      context: 'Kroatien',
      region: istria!.id,
      href: '/ferienhaus-kroatien/istrien/',
    });
  });

  it('answers only locations whose names match (checked against every name)', async () => {
    const rows = await t.deps.database.db
      .select({ names: places.names, id: places.id })
      .from(places);
    const counts = await placeCounts();
    const typed = 'sa';
    const expectedPlaces = rows
      .filter((row) => (counts.get(row.id) ?? 0) > 0)
      .filter((row) =>
        Object.values(row.names).some((name) =>
          fold(name ?? '')
            .split(/[^\p{L}\p{N}]+/u)
            .some((word) => word.startsWith(typed)),
        ),
      )
      .map((row) => row.id)
      .sort((a, b) => a - b);
    const { body } = await suggest(`q=${typed}&languageCode=de&limit=20`);
    const answered = body.data.filter((s) => s.kind === 'place').map((s) => s.place!);
    expect(answered.length).toBe(Math.min(expectedPlaces.length, answered.length));
    for (const id of answered) expect(expectedPlaces).toContain(id);
    expect(body.data.length).toBeLessThanOrEqual(20);
  });

  it('refuses a missing, blank, overlong or control-character query with a 400 naming q', async () => {
    for (const query of [
      '',
      'q=',
      'q=%20%20',
      'q=--',
      `q=${'a'.repeat(101)}`,
      'q=a%00b',
      'q=ab&limit=0',
      'q=ab&limit=99',
    ]) {
      const { res, body } = await suggest(query);
      expect(res.statusCode, query).toBe(400);
      expect(body.status).toBe(400);
      expect(JSON.stringify(body.errors)).toMatch(/"field":"(q|limit)"/);
    }
    // Nothing found is an empty list, not an error.
    const none = await suggest('q=qqqqzz&languageCode=de');
    expect([none.res.statusCode, none.body.data]).toEqual([200, []]);
  });
});
