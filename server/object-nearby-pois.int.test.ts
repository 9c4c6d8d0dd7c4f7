// The object page's "Nearby sights" (issue 17: POIs shown near objects and on the map): the
// nearest travel reports and sights within 25 km, at most four, nearest first, each with its kind,
// its distance as the language writes it and a link to its page in the page language — nothing
// when there are none. Through the production bundle on a fresh database with the demo catalogue,
// whose POIs are replaced by ones placed at known distances around one home.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { objects, pois } from '#db/schema';
import { firstActiveObjectNumber } from '#tests/factories/object';
import { build, TEST_MANDANT, type TestApp } from '#tests/helpers/app';
import { databaseKinds } from '#tests/helpers/database';

const LANGUAGES = ['de', 'en', 'fr', 'it'] as const;
type Lng = (typeof LANGUAGES)[number];

/** Great-circle distance in km (the test's own, on a 6371 km sphere). */
function km(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const r = Math.PI / 180;
  const x = Math.sin(((b.lat - a.lat) * r) / 2) ** 2;
  const y = Math.cos(a.lat * r) * Math.cos(b.lat * r) * Math.sin(((b.lon - a.lon) * r) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(x + y));
}

/** A point `distance` km from `from` towards `bearing` degrees (on the same sphere). */
function offset(from: { lat: number; lon: number }, distance: number, bearing: number) {
  const r = Math.PI / 180;
  const d = distance / 6371;
  const lat1 = from.lat * r;
  const lat2 = Math.asin(
    Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(bearing * r),
  );
  const lon2 =
    from.lon * r +
    Math.atan2(
      Math.sin(bearing * r) * Math.sin(d) * Math.cos(lat1),
      Math.cos(d) - Math.sin(lat1) * Math.sin(lat2),
    );
  return { lat: lat2 / r, lon: lon2 / r };
}

const DECIMAL: Record<Lng, string> = { de: ',', en: '.', fr: ',', it: ',' };
const HEADING: Record<Lng, string> = {
  de: 'Sehenswertes in der Nähe',
  en: 'Nearby sights',
  fr: 'À voir à proximité',
  it: 'Da vedere nei dintorni',
};
const KIND: Record<Lng, { sight: string; report: string }> = {
  de: { sight: 'Sehenswürdigkeit', report: 'Reisebericht' },
  en: { sight: 'Sight', report: 'Travel report' },
  fr: { sight: 'Site à visiter', report: 'Récit de voyage' },
  it: { sight: 'Luogo d’interesse', report: 'Racconto di viaggio' },
};

/** The POIs placed around the home: km and bearing; 24.9 is the fifth nearest, 27 too far. */
const PLACED = [
  { poiId: 880_001, kind: 'sight', distance: 3.2, bearing: 10 },
  { poiId: 880_002, kind: 'report', distance: 11.46, bearing: 100 },
  { poiId: 880_003, kind: 'sight', distance: 18.04, bearing: 200 },
  { poiId: 880_004, kind: 'report', distance: 23.7, bearing: 300 },
  { poiId: 880_005, kind: 'sight', distance: 24.9, bearing: 45 },
  { poiId: 880_006, kind: 'sight', distance: 27, bearing: 135 },
] as const;

const titleOf = (poiId: number, lng: Lng) => `POI ${poiId} ${lng.toUpperCase()}`;

/** The section's list items as [href, title, rest of the text]. */
function section(html: string) {
  const match = /<section[^>]*data-testid="nearby-pois"[\s\S]*?<\/section>/.exec(html);
  if (!match) return null;
  return [...match[0].matchAll(/<li[^>]*data-kind="(\w+)"[\s\S]*?<\/li>/g)].map((li) => {
    const text = li[0].replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    return {
      kind: li[1]!,
      href: /<a[^>]*href="([^"]+)"/.exec(li[0])![1]!,
      title: /<a[^>]*>([^<]*)<\/a>/.exec(li[0])![1]!,
      distance: /data-testid="poi-distance">([^<]*)</.exec(li[0])![1]!,
      text,
    };
  });
}

describe.each(databaseKinds())('nearby sights on the object page (%s)', (kind) => {
  let t: TestApp;
  let home = { lat: 0, lon: 0 };
  let paths: Partial<Record<Lng, string>> = {};
  let farPath = '';

  beforeAll(async () => {
    t = await build({
      kind,
      ssr: true,
      catalogue: { objects: 30 },
      env: { PAGE_CACHE_SECONDS: '0' },
    });
    const db = t.deps.database.db;
    const objectNumber = await firstActiveObjectNumber(t.deps.database);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/object',
      payload: { mandant: TEST_MANDANT, objectNumber, languageCode: 'de' },
    });
    const data = res.json().data as {
      position: { lat: number; lon: number };
      languagePaths: Partial<Record<Lng, string>>;
    };
    home = data.position;
    paths = data.languagePaths;
    // Only the POIs of this test: the demo catalogue's are removed.
    await db.delete(pois);
    await db.insert(pois).values(
      PLACED.map((p) => ({
        poiId: p.poiId,
        kind: p.kind,
        titles: Object.fromEntries(LANGUAGES.map((l) => [l, titleOf(p.poiId, l)])),
        slugs: Object.fromEntries(LANGUAGES.map((l) => [l, `poi-${p.poiId}-${l}`])),
        texts: Object.fromEntries(LANGUAGES.map((l) => [l, `Text ${p.poiId} ${l}`])),
        ...offset(home, p.distance, p.bearing),
      })),
    );
    // A home more than 60 km from the first one: more than 33 km from every POI.
    const all = await db
      .select({ objectNumber: objects.objectNumber, lat: objects.lat, lon: objects.lon })
      .from(objects)
      .where(eq(objects.active, true));
    const far = all.find((o) => km(home, o) > 60);
    expect(far).toBeDefined();
    const farRes = await t.app.inject({
      method: 'POST',
      url: '/api/object',
      payload: { mandant: TEST_MANDANT, objectNumber: far!.objectNumber, languageCode: 'de' },
    });
    farPath = (farRes.json().data as { href: string }).href;
  });
  afterAll(() => t?.close());

  it('lists the four nearest POIs within 25 km, nearest first, in four languages, linking to their pages', async () => {
    const placed = PLACED.map((p) => ({ ...p, at: offset(home, p.distance, p.bearing) }));
    const expected = placed
      .map((p) => ({ ...p, km: km(home, p.at) }))
      .filter((p) => p.km <= 25)
      .sort((a, b) => a.km - b.km)
      .slice(0, 4);
    expect(expected.map((p) => p.poiId)).toEqual([880_001, 880_002, 880_003, 880_004]);
    for (const lng of LANGUAGES) {
      const path = paths[lng]!;
      const res = await t.app.inject({ url: path });
      expect(res.statusCode, path).toBe(200);
      expect(res.body, lng).toContain(`>${HEADING[lng]}</h2>`);
      const items = section(res.body);
      expect(items, lng).not.toBeNull();
      expect(
        items!.map((i) => i.title),
        lng,
      ).toEqual(expected.map((p) => titleOf(p.poiId, lng)));
      for (const [i, item] of items!.entries()) {
        const want = expected[i]!;
        const where = `${lng} ${want.poiId}`;
        expect(item.kind, where).toBe(want.kind);
        expect(item.text, where).toContain(KIND[lng][want.kind]);
        // One decimal, without a trailing zero, in the language's spelling: "3,2 km", "11.5 km".
        const value = (Math.round(want.km * 10) / 10).toString().replace('.', DECIMAL[lng]);
        expect(item.distance, where).toContain(`${value} km`);
        // The POI's canonical page in the page language, which answers there.
        expect(item.href, where).toContain(`/poi-${want.poiId}-${lng}/${want.poiId}/`);
        const target = await t.app.inject({ url: item.href });
        expect(target.statusCode, `${where} ${item.href}`).toBe(200);
        expect(target.body, where).toContain(`<html lang="${lng}"`);
        expect(target.body, where).toContain(titleOf(want.poiId, lng));
      }
    }
  });

  it('shows the distances the service computes from the coordinates', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/poi/pois',
      payload: {
        mandant: TEST_MANDANT,
        queryParameters: { latitude: home.lat, longitude: home.lon, distance: 25 },
      },
    });
    const found = res.json().data.pois as { poiId: number; distanceKm: number }[];
    for (const p of found) {
      const placed = PLACED.find((q) => q.poiId === p.poiId)!;
      expect(p.distanceKm).toBeCloseTo(km(home, offset(home, placed.distance, placed.bearing)), 1);
    }
    const de = section((await t.app.inject({ url: paths.de! })).body)!;
    expect(de.map((i) => i.distance)).toEqual([
      '3,2 km entfernt',
      '11,5 km entfernt',
      '18 km entfernt',
      '23,7 km entfernt',
    ]);
  });

  it('shows no section for a home far from every POI', async () => {
    const res = await t.app.inject({ url: farPath });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('data-testid="nearby-pois"');
    expect(res.body).not.toContain('id="object-nearby-pois"');
    // …and the loader sends none to the browser either.
    expect(res.body).not.toContain('POI 88000');
  });
});
