// The travel information pages and calls (issue 17): school holidays per country, the traveller
// notices (/corona-info/, location/rki, getCovidInfo*) and the POI pages (poi/doc, poi/pois), in
// all four languages through the production bundle on a fresh database with the demo catalogue.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath } from '#core/routes';
import { HOLIDAY_KINDS, schoolHolidaysOf } from '#core/school-holidays';
import { setTravelNotices } from '#services/content';
import { isDomainError } from '#services/platform';
import { firstActiveObjectNumber } from '#tests/factories/object';
import { build, TEST_MANDANT, type TestApp } from '#tests/helpers/app';
import { databaseKinds } from '#tests/helpers/database';

const LANGUAGES = ['de', 'en', 'fr', 'it'] as const;

/** The page's text without scripts and tags, entities of quotes decoded. */
const visible = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

const RAW_KEY = /\b(?:travelinfo:|holidays\.|notices\.|poi\.(?:report|sight|fields|homes))\w|\{\{/;
const h1 = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '');

type Fields = { json(): { errors: { data: { field: string } }[] } };
const fields = (res: Fields) => res.json().errors.map((e) => e.data.field);

describe.each(databaseKinds())('travel information (%s)', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await build({
      kind,
      ssr: true,
      catalogue: { objects: 30 },
      env: { PAGE_CACHE_SECONDS: '0' },
    });
  });
  afterAll(() => t?.close());

  const page = async (url: string) => {
    const res = await t.app.inject({ url });
    return { status: res.statusCode, html: res.body, text: visible(res.body), res };
  };
  const get = (url: string) => t.app.inject({ url: `/api${url}` });
  const post = (url: string, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `/api${url}`,
      payload: { mandant: TEST_MANDANT, ...payload },
    });

  describe('school holidays', () => {
    const expected: Record<(typeof LANGUAGES)[number], string[]> = {
      // Bavaria's summer 2026 and North Rhine-Westphalia's Christmas 2026/27 as each language writes dates.
      de: [
        'Bayern',
        '03.08. – 14.09.',
        '23.12. – 06.01.2027',
        'Pfingstferien',
        'Kultusministerien',
      ],
      en: ['Bavaria', '03/08 – 14/09', '23/12 – 06/01/2027', 'Whitsun', 'ministries'],
      fr: ['Bavière', '03/08 – 14/09', '23/12 – 06/01/2027', 'Pentecôte', 'ministères'],
      it: ['Baviera', '03/08 – 14/09', '23/12 – 06/01/2027', 'Pentecoste', 'ministeri'],
    };

    it('shows the German states’ holidays of 2026 and 2027 in four languages', async () => {
      for (const lng of LANGUAGES) {
        const p = await page(buildPath('HolidayDates', { countryCode: 'de' }, lng));
        expect(p.status, lng).toBe(200);
        expect(p.html.match(/<h1[\s>]/g), lng).toHaveLength(1);
        expect(h1(p.html), lng).toMatch(/2026.*2027/);
        expect(p.html.match(/<table/g), lng).toHaveLength(4);
        for (const text of expected[lng]) expect(p.text, `${lng}: ${text}`).toContain(text);
        expect(p.text, lng).not.toMatch(RAW_KEY);
        // The page is titled after the country, not the route.
        expect(p.html, lng).toMatch(/<title>[^<]*2027/);
      }
    });

    it('has a row per state with recorded dates and a cell per kind', async () => {
      const de = await page(buildPath('HolidayDates', { countryCode: 'de' }, 'de'));
      const tables = [...de.html.matchAll(/<table[\s\S]*?<\/table>/g)].map((m) => m[0]);
      const data = schoolHolidaysOf('de')!;
      // Each year in two tables (winter to Whitsun, summer to Christmas) of three kinds each.
      data.years.forEach((year, i) => {
        for (const half of [0, 1]) {
          const table = tables[i * 2 + half]!;
          const rows = table.match(/<tr>/g)!.length - 1;
          expect(rows, String(year)).toBe(data.states.filter((s) => s.years[year]).length);
          expect(table.match(/<th scope="col"/g)).toHaveLength(HOLIDAY_KINDS.length / 2 + 1);
        }
      });
      // Hesse's Whitsun: none that year; Bavaria's summer 2027: not recorded (no guessing).
      expect(tables[0]).toContain('keine');
      expect(tables[3]).toContain('nicht erfasst');
      expect(tables[2]).not.toContain('nicht erfasst');
    });

    it('answers 404 for a country without data or an unknown code', async () => {
      for (const cc of ['at', 'xx', 'zz']) {
        const p = await page(buildPath('HolidayDates', { countryCode: cc }, 'de'));
        expect(p.status, cc).toBe(404);
      }
      expect((await page('/reisetipps/ferientermine/land/DE/')).status).toBe(404);
    });
  });

  describe('traveller notices', () => {
    // Two regions of the demo catalogue: a holiday home's (its page shows the notice) and another.
    let first = 0;
    let second = 0;
    let objectNumber = 0;
    beforeAll(async () => {
      objectNumber = await firstActiveObjectNumber(t.deps.database);
      const object = await post('/object', { objectNumber, languageCode: 'de' });
      second = (object.json().data as { locations: { regionNumber: number } }).locations
        .regionNumber;
      const res = await post('/poi/pois', { queryParameters: { bbox: '30,-20,72,40', limit: 50 } });
      const ids = (res.json().data.pois as { regionId: number }[]).map((p) => p.regionId);
      first = ids.find((id) => id !== second) ?? 0;
      expect(first * second).toBeGreaterThan(0);
    });

    it('shows the generic notice in four languages, with no region of its own yet', async () => {
      const must = {
        de: ['Das Auswärtige Amt', 'keine besonderen Hinweise', 'Reisehinweise'],
        en: ['Federal Foreign Office', 'no special notices', 'Travel advice'],
        fr: [
          'Conseils aux voyageurs',
          'Aucune information particulière',
          'Informations aux voyageurs',
        ],
        it: [
          'Viaggiare Sicuri',
          'non ci sono indicazioni particolari',
          'Informazioni per i viaggiatori',
        ],
      };
      for (const lng of LANGUAGES) {
        const p = await page(buildPath('CoronaInfo', {}, lng));
        expect(p.status, lng).toBe(200);
        expect(p.html).toContain('role="note"');
        for (const text of must[lng]) expect(p.text, `${lng}: ${text}`).toContain(text);
        expect(p.text, lng).not.toMatch(RAW_KEY);
      }
    });

    it('serves the region’s notice, else the generic one; 400 and 404 name RS', async () => {
      const generic = await get(
        `/location/rki?mandant=${TEST_MANDANT}&RS=${first}&languageCode=en`,
      );
      expect(generic.statusCode).toBe(200);
      expect(generic.headers['cache-control']).toBe('public, max-age=3600');
      expect(generic.json().data).toMatchObject({ regionId: first, generic: true });
      expect(generic.json().data.text).toContain('Federal Foreign Office');

      const bad = await get(`/location/rki?mandant=${TEST_MANDANT}&RS=abc`);
      expect(bad.statusCode).toBe(400);
      expect(fields(bad)).toEqual(['RS']);
      const missing = await get(`/location/rki?mandant=${TEST_MANDANT}`);
      expect(fields(missing)).toEqual(['RS']);
      const unknown = await get(`/location/rki?mandant=${TEST_MANDANT}&RS=999999`);
      expect(unknown.statusCode).toBe(404);
      expect(fields(unknown)).toEqual(['RS']);
    });

    it('stores an editor’s region notice (validated) and shows it on the page and in the calls', async () => {
      const text = (lng: string) => `Waldbrandgefahr: offenes Feuer ist verboten (${lng}).`;
      const notice = {
        regionId: second,
        text: { de: text('de'), en: text('en'), fr: text('fr'), it: text('it') },
        updatedOn: '2026-11-20',
      };
      // A language left out is refused naming it; an unknown region too.
      const refused = async (value: unknown) => {
        try {
          await setTravelNotices(t.deps, value, null);
        } catch (error) {
          return isDomainError(error) ? error.fields : ['not a domain error'];
        }
        return [];
      };
      expect(
        await refused({
          general: null,
          regions: [{ ...notice, text: { ...notice.text, fr: '' } }],
        }),
      ).toEqual(['regions.0.text.fr']);
      expect(await refused({ general: null, regions: [{ ...notice, regionId: 999999 }] })).toEqual([
        'regions.0.regionId',
      ]);

      // The holiday home's page (its SEO URL), without the notice until one is stored.
      const objectPage = async () => {
        const first = await page(`/object/${objectNumber}/`);
        return first.status === 301 ? page(first.res.headers.location as string) : first;
      };
      const before = await objectPage();
      expect(before.status).toBe(200);
      expect(before.html).not.toContain(`href="${buildPath('CoronaInfo', {}, 'de')}"`);
      await setTravelNotices(t.deps, { general: null, regions: [notice] }, null);
      const de = await page(buildPath('CoronaInfo', {}, 'de'));
      expect(de.text).toContain(text('de'));
      expect(de.text).toContain('20.11.2026');
      expect(de.text).not.toContain('keine besonderen Hinweise');

      // The region's holiday homes show it under the price box, linking to all notices.
      const home = await objectPage();
      expect(home.status).toBe(200);
      expect(home.text).toContain(text('de'));
      expect(home.html).toContain(`href="${buildPath('CoronaInfo', {}, 'de')}"`);

      const own = await get(`/location/rki?mandant=${TEST_MANDANT}&RS=${second}&languageCode=it`);
      expect(own.json().data).toMatchObject({ regionId: second, generic: false, text: text('it') });
      const all = await post('/getCovidInfo', { languageCode: 'fr' });
      expect(all.statusCode).toBe(200);
      expect(all.json().data.general.generic).toBe(true);
      expect(all.json().data.regions).toEqual([
        expect.objectContaining({ regionId: second, text: text('fr') }),
      ]);
      const status = await post('/getCovidInfoStateStatus', {});
      expect(status.json().data).toEqual({
        regions: [{ regionId: second, updatedOn: '2026-11-20' }],
      });
      const badBody = await post('/getCovidInfo', { languageCode: 'xx' });
      expect(fields(badBody)).toEqual(['languageCode']);
    });
  });

  describe('POI pages', () => {
    type Summary = {
      poiId: number;
      kind: string;
      title: string;
      path: string;
      lat: number;
      lon: number;
    };
    let pois: Summary[] = [];

    beforeAll(async () => {
      const res = await post('/poi/pois', {
        queryParameters: { bbox: '30,-20,72,40', limit: 50 },
        languageCode: 'de',
      });
      expect(res.statusCode).toBe(200);
      pois = res.json().data.pois as Summary[];
    });

    it('lists POIs of both kinds in a box, and around a point nearest first', async () => {
      expect(pois.some((p) => p.kind === 'sight')).toBe(true);
      expect(pois.some((p) => p.kind === 'report')).toBe(true);
      const sight = pois.find((p) => p.kind === 'sight')!;
      const near = await post('/poi/pois', {
        queryParameters: { latitude: sight.lat, longitude: sight.lon, distance: 50 },
      });
      const found = near.json().data.pois as (Summary & { distanceKm: number })[];
      expect(found[0]).toMatchObject({ poiId: sight.poiId, distanceKm: 0 });
      for (const p of found) expect(p.distanceKm).toBeLessThanOrEqual(50);
      const distances = found.map((p) => p.distanceKm);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      const sightsOnly = await post('/poi/pois', {
        queryParameters: { bbox: '30,-20,72,40', kind: 'sight' },
      });
      expect((sightsOnly.json().data.pois as Summary[]).every((p) => p.kind === 'sight')).toBe(
        true,
      );
    });

    it('refuses POI calls naming the field', async () => {
      expect(fields(await post('/poi/pois', { queryParameters: {} }))).toEqual([
        'queryParameters.bbox',
      ]);
      expect(fields(await post('/poi/pois', { queryParameters: { latitude: 54 } }))).toEqual([
        'queryParameters.longitude',
      ]);
      expect(fields(await post('/poi/pois', { queryParameters: { bbox: '1,2,3' } }))).toEqual([
        'queryParameters.bbox',
      ]);
      expect(fields(await post('/poi/pois', {}))).toEqual(['queryParameters']);
      const bad = await get(`/poi/doc?mandant=${TEST_MANDANT}&poiId=abc`);
      expect(bad.statusCode).toBe(400);
      expect(fields(bad)).toEqual(['poiId']);
      const unknown = await get(`/poi/doc?mandant=${TEST_MANDANT}&poiId=12`);
      expect(unknown.statusCode).toBe(404);
      expect(fields(unknown)).toEqual(['poiId']);
    });

    it('renders each kind in four languages with its text, place and homes nearby', async () => {
      for (const kindOf of ['sight', 'report'] as const) {
        const poi = pois.find((p) => p.kind === kindOf)!;
        for (const lng of LANGUAGES) {
          const doc = await get(
            `/poi/doc?mandant=${TEST_MANDANT}&poiId=${poi.poiId}&languageCode=${lng}`,
          );
          expect(doc.statusCode).toBe(200);
          const d = doc.json().data as {
            title: string;
            text: string;
            path: string;
            region: string;
            languagePaths: Record<(typeof LANGUAGES)[number], string>;
          };
          const p = await page(d.path);
          const where = `${kindOf} ${lng} ${d.path}`;
          expect(p.status, where).toBe(200);
          expect(p.html, where).toContain('data-view="Poi"');
          expect(h1(p.html), where).toBe(d.title.replace(/'/g, '&#x27;'));
          expect(p.text, where).toContain(d.text);
          expect(p.text, where).toContain(d.region);
          expect(p.html, where).toMatch(/href="\/(?:[a-z]{2}\/)?search\/\?[^"]*latitude=/);
          expect(p.text, where).not.toMatch(RAW_KEY);
          expect(p.html, where).toContain(
            `<link rel="canonical" href="http://localhost:3000${d.path}"`,
          );
          // hreflang names the POI's page in each language, each with its own slug.
          for (const other of LANGUAGES)
            expect(p.html, `${where} → ${other}`).toContain(
              `hrefLang="${other}" href="http://localhost:3000${d.languagePaths[other]}"`,
            );
        }
      }
    });

    it('lists the school holidays and every POI page in the sitemap, in four languages', async () => {
      const xml = (await t.app.inject({ url: '/sitemaps/pages-0.xml' })).body;
      for (const lng of LANGUAGES)
        expect(xml).toContain(`${buildPath('HolidayDates', { countryCode: 'de' }, lng)}</loc>`);
      for (const poi of pois) expect(xml).toContain(`${poi.path}</loc>`);
      expect(xml).not.toContain('/land/at/');
    });

    it('redirects another slug to the POI’s own, and answers 404 for an unknown id or wrong type', async () => {
      const poi = pois.find((p) => p.kind === 'sight')!;
      const wrong = await page(
        buildPath(
          'Poi',
          { poiType: 'Sehenswuerdigkeit', url: 'irgendwas', poiId: poi.poiId },
          'de',
        ),
      );
      expect(wrong.status).toBe(301);
      expect(wrong.res.headers.location).toBe(poi.path);
      const none = await page(
        buildPath('Poi', { poiType: 'Sehenswuerdigkeit', poiId: poi.poiId }, 'de'),
      );
      expect(none.status).toBe(301);
      expect(none.res.headers.location).toBe(poi.path);
      const otherType = await page(poi.path.replace('Sehenswuerdigkeit', 'Reisebericht'));
      expect(otherType.status).toBe(404);
      expect((await page('/Sehenswuerdigkeit/alte-bruecke/12/')).status).toBe(404);
    });
  });
});
