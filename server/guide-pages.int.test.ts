// The guide pages (issue 17): about us, travel tips with health and checklists, travel vouchers,
// the page for agencies and the Ukraine help, in all four languages — every section of the spec
// rendered with its heading, no raw key or placeholder, link cards that open pages of the same
// language, the live catalogue's figures on the about page, and titles and descriptions of their
// own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInBerlin } from '#core/dates';
import { buildPath } from '#core/routes';
import { build, loadBundle, type TestApp } from '#tests/helpers/app';
import { FIXED_NOW } from '#tests/helpers/clock';
import { databaseKinds } from '#tests/helpers/database';
import { GUIDE_PAGES, type GuideView } from '#app/lib/content/guides.server';

const LANGUAGES = ['de', 'en', 'fr', 'it'] as const;
type Lng = (typeof LANGUAGES)[number];
const PAGES = Object.keys(GUIDE_PAGES) as GuideView[];
const COMPANY = 'Küstenglück Ferienvermittlung GmbH';

/** The page's text without scripts and tags, entities of quotes decoded. */
const visible = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

/** The content page's own markup (its div, up to the end of the last section). */
function contentOf(html: string, page: string): string {
  const start = html.indexOf(`data-content-page="${page}"`);
  expect(start, `${page}: content page`).toBeGreaterThan(0);
  const end = html.lastIndexOf('</section>');
  return html.slice(start, end);
}

/** The table routes a spec links as cards (`links:key:A,B`). */
const linkedRoutes = (view: GuideView) =>
  GUIDE_PAGES[view].sections.flatMap((s) =>
    s.blocks.filter((b) => b.startsWith('links:')).flatMap((b) => b.split(':')[2]!.split(',')),
  );

describe.each(databaseKinds())('guide pages (%s)', (kind) => {
  let t: TestApp;
  let setOperatorBrand: (deps: TestApp['deps'], override: unknown) => Promise<unknown>;

  beforeAll(async () => {
    t = await build({
      kind,
      ssr: true,
      env: { PAGE_CACHE_SECONDS: '0' },
      catalogue: { objects: 40 },
    });
    setOperatorBrand = (await loadBundle()).setOperatorBrand as typeof setOperatorBrand;
    await setOperatorBrand(t.deps, { legal: { companyName: COMPANY } });
  });
  afterAll(() => t?.close());

  const get = async (url: string) => {
    const res = await t.app.inject({ url });
    return { status: res.statusCode, html: res.body, text: visible(res.body) };
  };

  it('renders every section of each page in four languages, without raw keys', async () => {
    for (const view of PAGES) {
      const spec = GUIDE_PAGES[view];
      for (const lng of LANGUAGES) {
        const where = `${view} ${lng}`;
        const page = await get(buildPath(view, {}, lng));
        expect(page.status, where).toBe(200);
        expect(page.html.match(/<h1[\s>]/g), where).toHaveLength(1);
        const content = contentOf(page.html, view);
        // One <section> per section of the spec, in order, each with a heading of its own.
        const ids = [...content.matchAll(/<section[^>]* id="([a-z]+)"/g)].map((m) => m[1]);
        expect(ids, where).toEqual(spec.sections.map((s) => s.id));
        const headings = [...content.matchAll(/<h2 id="[a-z]+-h">([^<]+)<\/h2>/g)].map(
          (m) => m[1]!,
        );
        expect(headings, where).toHaveLength(spec.sections.length);
        expect(new Set(headings).size, where).toBe(headings.length);
        // The lead, paragraphs and list items are all filled.
        expect(content, where).not.toMatch(/<(p|li)[^>]*>\s*<\/\1>/);
        const text = visible(content);
        expect(text, where).not.toMatch(
          /\bguides:|\b(?:about|tips|health|checklists|vouchers|agency|ukraine)\.\w+\.\w/,
        );
        expect(text, where).not.toContain('{{');
        expect(page.html, where).not.toMatch(/<meta name="robots" content="[^"]*noindex/);
      }
    }
  });

  it('links cards to pages that answer in the same language', async () => {
    const checked = new Map<string, number>();
    for (const view of PAGES) {
      for (const lng of LANGUAGES) {
        const content = contentOf((await get(buildPath(view, {}, lng))).html, view);
        const hrefs = [...content.matchAll(/<a href="(\/[^"#]*)"/g)].map((m) => m[1]!);
        const expected = linkedRoutes(view).map((route) => buildPath(route, {}, lng));
        if (view === 'Tips') expected.push(buildPath('HolidayDates', { countryCode: 'de' }, lng));
        expect(hrefs.sort(), `${view} ${lng}`).toEqual([...expected].sort());
        for (const href of hrefs) {
          // Another language's page is never linked: each path is the route's in this language.
          if (lng !== 'de')
            expect(href.startsWith(`/${lng}/`), `${view} ${lng} ${href}`).toBe(true);
          if (!checked.has(href)) checked.set(href, (await get(href)).status);
          expect(checked.get(href), `${view} ${lng} → ${href}`).toBe(200);
        }
      }
    }
    expect(checked.size).toBeGreaterThan(40);
  });

  it('names the operator and the live catalogue on the about page', async () => {
    const state = await t.deps.search.ensure();
    const total = state.index.search({
      today: todayInBerlin(FIXED_NOW),
      persons: 1,
      perPage: 1,
      markers: false,
    }).total;
    expect(total).toBeGreaterThan(1);
    const countries = state.locations.countries.filter(
      (c) =>
        state.index.search({
          today: todayInBerlin(FIXED_NOW),
          persons: 1,
          perPage: 1,
          markers: false,
          country: c.code,
        }).total > 0,
    );
    expect(countries.length).toBeGreaterThan(1);
    const de = await get(buildPath('About', {}, 'de'));
    // The company that runs the brand, named where it differs from the brand's name.
    expect(de.text).toContain(`Feriora ist ein Angebot von ${COMPANY}.`);
    expect(de.text).toContain(
      `Derzeit finden Sie bei uns ${total} Ferienhäuser und Ferienwohnungen`,
    );
    for (const c of countries) expect(de.text).toContain(c.names.de!);
    const en = await get(buildPath('About', {}, 'en'));
    expect(en.text).toContain(`We currently offer ${total} holiday homes and apartments in`);
    // The payment plan and the option's days come from the rules the site applies.
    expect(de.text).toMatch(/Anzahlung von 25\s%/);
    expect(de.text).toContain(`${t.deps.config.BOOKING_OPTION_DAYS} Tage lang kostenlos`);
    // The service block: the brand's phone and e-mail as links.
    expect(de.html).toContain(`href="mailto:${t.deps.config.OFFICE_EMAIL}"`);
  });

  it('gives each page a title and a description of its own', async () => {
    for (const lng of LANGUAGES satisfies readonly Lng[]) {
      const titles = new Set<string>();
      const descriptions = new Set<string>();
      for (const view of PAGES) {
        const { html } = await get(buildPath(view, {}, lng));
        titles.add(/<title>([^<]+)<\/title>/.exec(html)?.[1] ?? '');
        descriptions.add(/<meta name="description" content="([^"]+)"/.exec(html)?.[1] ?? '');
      }
      expect(titles.size, lng).toBe(PAGES.length);
      expect(descriptions.size, lng).toBe(PAGES.length);
      expect(titles.has(''), lng).toBe(false);
      expect(descriptions.has(''), lng).toBe(false);
    }
  });

  it('tells the truth about vouchers and gives emergency number 112', async () => {
    const vouchers = await get(buildPath('TravelVoucher', {}, 'de'));
    expect(vouchers.text).toContain('nicht online kaufen');
    expect(vouchers.text).toContain('Restguthaben');
    expect(vouchers.html).not.toMatch(/Verschenken Sie Urlaub/);
    const health = await get(buildPath('TipsHealth', {}, 'de'));
    expect(health.text).toContain('112');
    expect(health.text).toContain('ersetzen keine ärztliche Beratung');
  });
});

describe('guide pages on an empty catalogue', () => {
  it('says where to find the offer instead of a count of nothing', async () => {
    const t = await build({ ssr: true, env: { PAGE_CACHE_SECONDS: '0' } });
    try {
      const res = await t.app.inject({ url: buildPath('About', {}, 'de') });
      expect(res.statusCode).toBe(200);
      expect(visible(res.body)).toContain('Welche Unterkünfte wir aktuell anbieten');
      expect(visible(res.body)).not.toContain('Derzeit finden Sie bei uns');
      // The default brand's company is the brand itself: no "Feriora ist ein Angebot von Feriora".
      expect(visible(res.body)).not.toContain('ist ein Angebot von');
    } finally {
      await t.close();
    }
  });
});
