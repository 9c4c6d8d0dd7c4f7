// The themed landing pages and /reiseziele/ (issue 17): every page in four languages without raw
// keys, every link on them answering 200 in the page's language, the homes they show really
// matching the page's filter (pets allowed, Denmark, near the sea in the page's regions, family
// size, near a ski lift, free over Christmas), and the destination list naming every country of
// the catalogue with the number of its homes.
//
// The link walk renders some 600 pages per database. Links and the pages they lead to do not
// depend on the database, so the first database walks every page in every language; further
// databases walk each page in one language, the languages taken in turn (every language still
// walked) — unless RACE_FULL=1 asks for the full walk on each (tests/helpers/race.ts).
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, LOCALES, type Language } from '#core/languages';
import { buildPath } from '#core/routes';
import { build, type TestApp } from '#tests/helpers/app';
import { databaseKinds } from '#tests/helpers/database';
import { RACE_FULL } from '#tests/helpers/race';
import { todayInBerlin } from '#core/dates';
import { FIXED_NOW } from '#tests/helpers/clock';
import {
  BALTIC_SEA,
  CROATIA_COAST,
  NORTH_SEA,
  TEASER_COUNT,
  christmasStay,
  type LandingView,
} from '#app/lib/content/landing.server';

const LANDINGS: LandingView[] = [
  'Pets',
  'DogVacationDenmark',
  'HolidayParks',
  'WinterVacation',
  'Christmas',
  'Family',
  'DogBeachNorthSea',
  'DogBeachBalticSea',
  'DogBeachCroatia',
];
const PAGES = [...LANDINGS, 'Destinations'] as const;

const visible = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

/** The content document's part of the page (the frame's header and footer left out). */
const contentOf = (html: string) => {
  const start = html.indexOf('data-content-page=');
  // Up to the frame's aside (the office contact) or the end of the main content.
  const aside = html.indexOf('<aside', start);
  const end = aside > 0 ? aside : html.indexOf('</main>', start);
  expect(start).toBeGreaterThan(0);
  return html.slice(start, end);
};

const hrefsOf = (html: string) =>
  [...html.matchAll(/<a [^>]*href="([^"#]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));

const objectNumbersOf = (html: string) =>
  [...html.matchAll(/data-object-number="(\d+)"/g)].map((m) => Number(m[1]));

type ObjectRow = {
  object_number: number;
  country_code: string;
  region_id: number;
  pets_allowed: number;
  dist_sea: number | null;
  dist_skilift: number | null;
  persons_max: number;
  count_rooms_sleeping: number;
};

/** Every leaf key of a namespace file ("pets.faq.list.count.q"), plural suffixes kept. */
const leafKeys = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([k, v]) => leafKeys(v, prefix ? `${prefix}.${k}` : k))
    : [prefix];
const landingTexts = (lng: string) =>
  JSON.parse(
    readFileSync(new URL(`../locales/${lng}/landing.json`, import.meta.url), 'utf8'),
  ) as unknown;

describe('landing texts', () => {
  it('has every German text in en, fr and it (translated, not copied)', () => {
    const de = landingTexts('de');
    const keys = leafKeys(de).sort();
    expect(keys.length).toBeGreaterThan(200);
    for (const lng of ['en', 'fr', 'it']) {
      const other = landingTexts(lng);
      expect(leafKeys(other).sort(), lng).toEqual(keys);
      const get = (tree: unknown, key: string) =>
        key.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], tree);
      const same = keys.filter((k) => {
        const text = get(de, k) as string;
        return text.length > 30 && text === get(other, k);
      });
      expect(same, lng).toEqual([]);
    }
  });
});

describe.each(databaseKinds())('landing pages (%s)', (kind) => {
  let t: TestApp;
  const rows = async (numbers: number[]): Promise<Map<number, ObjectRow>> => {
    const result = await t.deps.database.db.execute(
      sql.raw(
        `select object_number, country_code, region_id, pets_allowed, dist_sea, dist_skilift,
           persons_max, count_rooms_sleeping from objects
         where object_number in (${numbers.map(Number).join(',')})`,
      ),
    );
    const list = ((result as { rows?: unknown[] }).rows ?? result) as ObjectRow[];
    return new Map(list.map((r) => [Number(r.object_number), r]));
  };
  const regionIds = async (refs: readonly { country: string; slug: string }[]) => {
    const result = await t.deps.database.db.execute(
      sql.raw(`select id, country_code, slugs->>'de' as slug from regions`),
    );
    const list = ((result as { rows?: unknown[] }).rows ?? result) as {
      id: number;
      country_code: string;
      slug: string;
    }[];
    return new Set(
      list
        .filter((r) => refs.some((ref) => ref.country === r.country_code && ref.slug === r.slug))
        .map((r) => Number(r.id)),
    );
  };

  beforeAll(async () => {
    t = await build({
      kind,
      ssr: true,
      catalogue: { objects: 400 },
      env: { PAGE_CACHE_SECONDS: '0' },
    });
  }, 120_000);
  afterAll(() => t?.close());

  const get = async (url: string) => {
    const res = await t.app.inject({ url });
    return { status: res.statusCode, html: res.body };
  };
  // The landing pages themselves, rendered once per database and shared by the tests (they only
  // read them; PAGE_CACHE_SECONDS=0 keeps the app from caching, not this test).
  const landings = new Map<string, ReturnType<typeof get>>();
  const landing = (name: (typeof PAGES)[number], lng: Language) => {
    const path = buildPath(name, {}, lng);
    const known = landings.get(path);
    if (known) return known;
    const page = get(path);
    landings.set(path, page);
    return page;
  };

  it('answers every page in four languages with one h1, content and no raw keys', async () => {
    for (const name of PAGES) {
      for (const lng of LANGUAGES) {
        const where = `${name} ${lng}`;
        const page = await landing(name, lng);
        expect(page.status, where).toBe(200);
        expect(page.html.match(/<h1[\s>]/g), where).toHaveLength(1);
        const content = contentOf(page.html);
        expect(content, where).toContain(`data-content-page="${name}"`);
        const text = visible(content);
        expect(text.length, where).toBeGreaterThan(800);
        expect(text, where).not.toMatch(
          /\b(?:landing:|homes\.|pets\.|denmark\.|parks\.|winter\.|christmas\.|family\.|beach[A-Z]\w*\.|destinations\.)\w/,
        );
        expect(text, where).not.toContain('{{');
        expect(text, where).not.toContain('Feriora Feriora');
        expect(content.match(/<h2[\s>]/g)?.length ?? 0, where).toBeGreaterThan(1);
      }
    }
  });

  it('links only to pages that answer 200, in the same language', async () => {
    const checked = new Map<string, number>();
    const places = new Map<string, number>();
    const objects = new Map<string, number>();
    const everyLanguage = RACE_FULL || kind === databaseKinds()[0];
    for (const [index, name] of PAGES.entries()) {
      const languages = everyLanguage ? LANGUAGES : [LANGUAGES[index % LANGUAGES.length]!];
      for (const lng of languages) {
        const content = contentOf((await landing(name, lng)).html);
        const hrefs = hrefsOf(content);
        expect(hrefs.length, `${name} ${lng}`).toBeGreaterThan(2);
        for (const href of hrefs) {
          const where = `${name} ${lng} → ${href}`;
          expect(href, where).toMatch(/^\//);
          const prefix = /^\/(en|fr|it)\//.exec(href)?.[1] ?? 'de';
          expect(prefix, where).toBe(lng);
          // Object pages are the slow ones: two per page and language (their links are the
          // search's own, tested with the search).
          if (/\/\d+\/?(?:\?|$)/.test(href)) {
            const key = `${name} ${lng}`;
            objects.set(key, (objects.get(key) ?? 0) + 1);
            if ((objects.get(key) ?? 0) > 2) continue;
          }
          // Destinations links hundreds of places: every country and region, 25 places a language.
          if (name === 'Destinations' && /^(?:\/[a-z]{2})?\/[^/]+\/[^/]+\/[^/]+\/$/.test(href)) {
            places.set(lng, (places.get(lng) ?? 0) + 1);
            if ((places.get(lng) ?? 0) > 25) continue;
          }
          if (!checked.has(href)) checked.set(href, (await get(href)).status);
          expect(checked.get(href), where).toBe(200);
        }
      }
    }
  }, 300_000);

  it('shows homes that really match the page filter', async () => {
    const today = todayInBerlin(FIXED_NOW);
    const north = await regionIds(NORTH_SEA);
    const baltic = await regionIds(BALTIC_SEA);
    const croatia = await regionIds(CROATIA_COAST);
    const checks: Record<LandingView, (r: ObjectRow) => boolean> = {
      Pets: (r) => r.pets_allowed > 0,
      DogVacationDenmark: (r) => r.pets_allowed > 0 && r.country_code === 'dk',
      HolidayParks: () => true,
      WinterVacation: (r) => r.dist_skilift !== null && r.dist_skilift <= 5000,
      Christmas: () => true,
      Family: (r) => r.persons_max >= 4 && r.count_rooms_sleeping >= 2,
      DogBeachNorthSea: (r) =>
        r.pets_allowed > 0 && north.has(Number(r.region_id)) && (r.dist_sea ?? 1e9) <= 5000,
      DogBeachBalticSea: (r) =>
        r.pets_allowed > 0 && baltic.has(Number(r.region_id)) && (r.dist_sea ?? 1e9) <= 5000,
      DogBeachCroatia: (r) =>
        r.pets_allowed > 0 && croatia.has(Number(r.region_id)) && (r.dist_sea ?? 1e9) <= 5000,
    };
    for (const name of LANDINGS) {
      const html = (await landing(name, 'de')).html;
      const numbers = objectNumbersOf(html);
      if (name === 'HolidayParks') {
        // No homes block: the catalogue has no holiday-park attribute, only its bungalow offers.
        expect(numbers, name).toEqual([]);
        expect(hrefsOf(contentOf(html)).some((h) => h.startsWith('/besondere-angebote/'))).toBe(
          true,
        );
        continue;
      }
      expect(numbers.length, name).toBeGreaterThan(0);
      expect(numbers.length, name).toBeLessThanOrEqual(TEASER_COUNT);
      const found = await rows(numbers);
      for (const n of numbers) {
        const row = found.get(n);
        expect(row, `${name} ${n}`).toBeDefined();
        expect(checks[name](row!), `${name} ${n} ${JSON.stringify(row)}`).toBe(true);
      }
    }
    // Denmark and the dog beaches link their regions' location pages, filtered to pets allowed.
    for (const name of ['DogVacationDenmark', 'DogBeachNorthSea', 'DogBeachCroatia'] as const) {
      const links = hrefsOf(contentOf((await landing(name, 'de')).html));
      expect(links.filter((h) => h.endsWith('/?pets=one')).length, name).toBeGreaterThan(0);
    }
    // Christmas: every home is priced for the coming Christmas week, and its link carries it.
    const stay = christmasStay(today);
    const christmas = contentOf((await landing('Christmas', 'de')).html);
    const objectLinks = hrefsOf(christmas).filter((h) => /\/\d+\/?\?/.test(h));
    expect(objectLinks.length).toBeGreaterThan(0);
    for (const href of objectLinks) {
      expect(href).toContain(`startDate=${stay.startDate}`);
      expect(href).toContain(`endDate=${stay.endDate}`);
    }
    expect(visible(christmas)).toContain('für 7 Nächte');
    // The "all homes" link is the same search, with its count.
    const pets = contentOf((await landing('Pets', 'de')).html);
    const more = hrefsOf(pets).find((h) => h.startsWith('/search/'));
    expect(more).toContain('pets=one');
  }, 120_000);

  it('lists every country of the catalogue with the number of its homes, and its regions', async () => {
    const result = await t.deps.database.db.execute(
      sql.raw(
        `select c.code, c.names, count(o.object_number)::int as n from countries c
           join objects o on o.country_code = c.code and o.active group by c.code, c.names`,
      ),
    );
    const countries = ((result as { rows?: unknown[] }).rows ?? result) as {
      code: string;
      names: Record<Language, string>;
      n: number;
    }[];
    expect(countries.length).toBeGreaterThan(5);
    const regionResult = await t.deps.database.db.execute(
      sql.raw(
        `select r.id, r.names, count(o.object_number)::int as n from regions r
           join objects o on o.region_id = r.id and o.active group by r.id, r.names`,
      ),
    );
    const regions = ((regionResult as { rows?: unknown[] }).rows ?? regionResult) as {
      names: Record<Language, string>;
      n: number;
    }[];
    for (const lng of LANGUAGES) {
      const html = contentOf((await landing('Destinations', lng)).html);
      const groups = [...html.matchAll(/<details [^>]*id="country-([a-z]{2})"/g)].map((m) => m[1]);
      expect(groups.sort(), lng).toEqual(countries.map((c) => c.code).sort());
      const text = visible(html);
      const format = new Intl.NumberFormat(LOCALES[lng]);
      for (const country of countries) {
        const name = country.names[lng] ?? country.names.de;
        const summary = new RegExp(
          `id="country-${country.code}"[^>]*><summary><span[^>]*>${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</span> <span[^>]*>${format.format(country.n)} `,
        );
        expect(html, `${lng} ${country.code}`).toMatch(summary);
      }
      for (const region of regions) {
        expect(text, `${lng} ${region.names.de}`).toContain(
          `${region.names[lng] ?? region.names.de} (${format.format(region.n)})`,
        );
      }
    }
  });
});
