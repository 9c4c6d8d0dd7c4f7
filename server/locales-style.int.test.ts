// The text check over rendered pages (issue 19): home, search, a location, an object, the watch
// list, the FAQ and help & contact in every language, checked for the forbidden forms of
// core/locales-style.ts (the rules that hold for any page text, user content included), and the
// places with the preposition of the location data in titles, headings and meta descriptions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '#core/languages';
import { styleFindings } from '#core/locales-style';
import { buildPath } from '#core/routes';
import { firstActiveObjectNumber } from '#tests/factories/object';
import { build, TEST_MANDANT, type TestApp } from '#tests/helpers/app';
import { databaseKinds } from '#tests/helpers/database';

const UID = 'locales-style-visitor-01';

/** The text a reader sees: no scripts, styles or tags, entities decoded. */
function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

const title = (html: string): string => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
const description = (html: string): string =>
  /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
const hreflang = (html: string, language: Language): string =>
  new URL(new RegExp(`hrefLang="${language}" href="([^"]+)"`).exec(html)?.[1] ?? 'http://x/')
    .pathname;

describe.each(databaseKinds())('language that reads native (%s)', (kind) => {
  let t: TestApp;
  let objectNumber: number;

  beforeAll(async () => {
    t = await build({ kind, ssr: true, catalogue: { objects: 20 } });
    objectNumber = await firstActiveObjectNumber(t.deps.database);
    await t.app.inject({
      method: 'POST',
      url: '/api/user/watchedobjects/set',
      payload: { mandant: TEST_MANDANT, objectNumber, action: 'add', price: 10_000 },
      cookies: { uid: UID },
    });
  }, 240_000);
  afterAll(() => t?.close());

  const get = async (url: string) => {
    const res = await t.app.inject({ url, cookies: { uid: UID } });
    return { status: res.statusCode, html: res.body };
  };

  it.each(LANGUAGES)(
    'pages in %s carry no forbidden forms',
    async (language) => {
      const home = buildPath('Home', {}, language);
      const pages: [string, string][] = [
        ['home', home],
        ['search', `${buildPath('Search', {}, language)}?persons=2`],
        ['object', `${language === 'de' ? '' : `/${language}`}/object/${objectNumber}/`],
        ['watch list', buildPath('WatchList', {}, language)],
        ['FAQ', buildPath('Faq', {}, language)],
        ['help & contact', buildPath('Contact', {}, language)],
      ];
      for (const [name, url] of pages) {
        const page = await get(url);
        expect(page.status, `${name} ${url}`).toBe(200);
        const findings = styleFindings(language, visibleText(page.html), 'page');
        expect(findings, `${name} ${url}`).toEqual([]);
      }
    },
    120_000,
  );

  it('names places with the preposition of the location data in every language', async () => {
    const de = await get('/ferienhaus-spanien/mallorca/');
    expect(de.status).toBe(200);
    const expected: Record<Language, string> = {
      de: 'auf Mallorca',
      en: 'in Majorca',
      fr: 'à Majorque',
      it: 'a Maiorca',
    };
    for (const language of LANGUAGES) {
      const page = language === 'de' ? de : await get(hreflang(de.html, language));
      expect(page.status, language).toBe(200);
      expect(title(page.html), language).toContain(expected[language]);
      expect(description(page.html), language).toContain(expected[language]);
      expect(visibleText(page.html), language).toContain(expected[language]);
    }
    const croatia = await get('/ferienhaus-kroatien/');
    expect(title(croatia.html)).toContain('in Kroatien');
    const fr = await get(hreflang(croatia.html, 'fr'));
    expect(title(fr.html)).toContain('en Croatie');
  });

  it('writes "ad" before a place starting with a in Italian (ad Alcúdia)', async () => {
    const de = await get('/ferienhaus-spanien/mallorca/alcudia/');
    expect(de.status).toBe(200);
    expect(title(de.html)).toContain('in Alcúdia');
    const it = await get(hreflang(de.html, 'it'));
    expect(title(it.html)).toContain('ad Alcúdia');
    expect(description(it.html)).toContain('ad Alcúdia');
  });

  it("titles the object page without repeating the object's type", async () => {
    for (const language of LANGUAGES) {
      const page = await get(`${language === 'de' ? '' : `/${language}`}/object/${objectNumber}/`);
      const text = title(page.html);
      const words = text
        .toLowerCase()
        .split(/[\s–|,]+/)
        .filter((w) => w.length > 4);
      const repeated = words.filter((w, i) => words.indexOf(w) !== i);
      expect(repeated, `${language}: ${text}`).toEqual([]);
    }
  });
});
