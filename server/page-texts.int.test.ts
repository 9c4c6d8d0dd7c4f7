// Texts a page sends to the browser (issue 12): the shell's and the screen's
// (core/i18n/namespaces.ts SHELL_TEXTS, SCREEN_TEXTS), not every namespace. Every screen is
// rendered through the production bundle and checked twice: no text key is left untranslated in
// the HTML (a screen that lost texts it uses), and the loader data holds no texts of namespaces
// the page does not use.
import { readFileSync, readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath } from '#core/routes';
import { firstActiveObjectNumber } from '#tests/factories/object';
import { build, TEST_MANDANT, type TestApp } from '#tests/helpers/app';
import { databaseKinds } from '#tests/helpers/database';

const UID = 'page-texts-visitor-0001';
const LOCALES = new URL('../locales/de/', import.meta.url);
const german = (ns: string) =>
  JSON.parse(readFileSync(new URL(`${ns}.json`, LOCALES), 'utf8')) as Record<string, unknown>;

/** Every dotted key of the German texts (plural forms by their base), with its namespace. */
function textKeys(): { ns: string; key: string }[] {
  const out: { ns: string; key: string }[] = [];
  const walk = (ns: string, node: unknown, path: string) => {
    if (typeof node === 'string') {
      out.push({ ns, key: path.replace(/_(zero|one|two|few|many|other)$/, '') });
      return;
    }
    if (node && typeof node === 'object') {
      for (const [k, v] of Object.entries(node)) walk(ns, v, path ? `${path}.${k}` : k);
    }
  };
  for (const file of readdirSync(LOCALES))
    walk(file.replace(/\.json$/, ''), german(file.replace(/\.json$/, '')), '');
  return out.filter((k) => k.key.includes('.'));
}

/** The turbo-stream text of the page's inline loader data. */
function loaderData(html: string): string {
  let out = '';
  for (const m of html.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/g)) {
    out += JSON.parse(m[1] ?? '""') as string;
  }
  return out;
}

/** The longest text of a namespace section: it appears in loader data only with that section. */
function sample(ns: string, section: string): string {
  const texts: string[] = [];
  const walk = (node: unknown) => {
    if (typeof node === 'string') texts.push(node);
    else if (node && typeof node === 'object') Object.values(node).forEach(walk);
  };
  walk(german(ns)[section]);
  return texts.sort((a, b) => b.length - a.length)[0] ?? '';
}

describe.each(databaseKinds())('texts a page sends (%s)', (kind) => {
  let t: TestApp;
  let objectNumber: number;
  let seoObjectPath: string;
  const keys = textKeys();

  beforeAll(async () => {
    t = await build({ kind, ssr: true, catalogue: { objects: 20 } });
    objectNumber = await firstActiveObjectNumber(t.deps.database);
    // A watched object: hearts, the badge and the watch list's items render their texts.
    await t.app.inject({
      method: 'POST',
      url: '/api/user/watchedobjects/set',
      payload: { mandant: TEST_MANDANT, objectNumber, action: 'add', price: 10_000 },
      cookies: { uid: UID },
    });
    const page = await t.app.inject({ url: `/object/${objectNumber}/`, cookies: { uid: UID } });
    seoObjectPath = new URL(/<link rel="canonical" href="([^"]+)"/.exec(page.body)?.[1] ?? '')
      .pathname;
  });
  afterAll(() => t.close());

  const get = async (url: string) => {
    const res = await t.app.inject({ url, cookies: { uid: UID } });
    return { status: res.statusCode, html: res.body };
  };

  const pages = () =>
    [
      ['home', '/', 200],
      ['search', '/search/?persons=2', 200],
      ['SEO location', '/ferienhaus-kroatien/', 200],
      ['object', `/object/${objectNumber}/`, 200],
      ['SEO object', seoObjectPath, 200],
      ['watch list', buildPath('WatchList', {}, 'de'), 200],
      ['page frame', buildPath('About', {}, 'de'), 200],
      ['imprint', buildPath('Disclaimer', {}, 'de'), 200],
      ['privacy policy', buildPath('Privacy', {}, 'de'), 200],
      ['travel conditions', buildPath('TravelConditions', {}, 'de'), 200],
      ['help & contact', buildPath('Contact', {}, 'de'), 200],
      ['contact form', buildPath('ContactGuest', {}, 'de'), 200],
      ['partner programme', buildPath('Distribution', {}, 'de'), 200],
      ['login', buildPath('UserLogin', {}, 'de'), 200],
      ['registration', buildPath('UserRegistration', {}, 'de'), 200],
      ['dashboard without login', buildPath('UserHome', {}, 'de'), 200],
      ['404', '/gibt-es-nicht/', 404],
    ] as const;

  it('leaves no text key untranslated on any screen', async () => {
    // Each key's pattern made once, and tried only where the key's text occurs at all: a regular
    // expression per key and page over every page's HTML took ~27 s of a 30 s timeout on a slow
    // machine.
    const patterns = keys.map(({ ns, key }) => ({
      key,
      name: `${ns}:${key}`,
      at: new RegExp(`(?<![\\w.:-])(?:${ns}:)?${key.replace(/\./g, '\\.')}(?![\\w.-])`),
    }));
    for (const [name, url, status] of pages()) {
      const page = await get(url);
      expect(page.status, name).toBe(status);
      const visible = page.html.replace(/<script[\s\S]*?<\/script>/g, '');
      const left = patterns
        .filter(({ key, at }) => visible.includes(key) && at.test(visible))
        .map(({ name }) => name);
      expect(left, name).toEqual([]);
    }
  }, 60_000);

  // Issue 17 made home a page that sells (teasers, five recommendation cards, 16 location cards,
  // trust signals; docs/home.md). Those parts are static islands (app/lib/islands.ts): in the
  // HTML, but neither their data nor their texts are in the document's loader data (issue 12's
  // 12 KB budget); a client navigation's data (`/_.data`) carries them.
  it("sends the shell's texts with home and keeps its islands' texts and data to the HTML, within 12 KB", async () => {
    const { html } = await get('/');
    const data = loaderData(html);
    expect(data).toContain(JSON.stringify(sample('common', 'footer')));
    expect(data).toContain(JSON.stringify(sample('home', 'hero')));
    const navigation = (await t.app.inject({ url: '/_.data', cookies: { uid: UID } })).body;
    const visible = html.replace(/<script[\s\S]*?<\/script>/g, '');
    for (const [ns, section] of [
      ['home', 'trust'],
      ['home', 'advice'],
      ['home', 'page'],
      ['search', 'card'],
    ] as const) {
      const text = JSON.stringify(sample(ns, section));
      expect(data, `${ns}.${section}`).not.toContain(text);
      expect(navigation, `${ns}.${section}`).toContain(text);
    }
    expect(visible).toContain('data-testid="home-trust"');
    expect(visible).toContain((german('home').advice as { heading: string }).heading);
    // The recommendation cards: in the HTML with their hearts' props, not in the loader data.
    const card = /data-object-number="(\d+)"/.exec(visible)?.[1];
    expect(card).toBeDefined();
    expect(visible).toMatch(new RegExp(`data-island-hole="\\{&quot;objectNumber&quot;:${card},`));
    expect(data).not.toContain('"objectNumber"');
    expect(navigation).toContain('"objectNumber"');
    for (const [ns, section] of [
      ['search', 'filters'],
      ['search', 'map'],
      ['pricing', 'calendar'],
      ['catalogue', 'ratings'],
      ['watchlist', 'share'],
      ['errors', 'errors'],
      ['routes', 'Contact'],
      ['mail', 'watchlistShare'],
    ] as const) {
      expect(data, `${ns}.${section}`).not.toContain(JSON.stringify(sample(ns, section)));
    }
    const inline = (page: string) =>
      [...page.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)]
        .map((m) => m[1] ?? '')
        .filter((body) => body.includes('streamController.enqueue('))
        .reduce((sum, body) => sum + Buffer.byteLength(body), 0);
    // The budget holds for a visitor who decided on cookies; a first visit also carries the cookie
    // banner's texts (issue 17: core/i18n/namespaces.ts LAZY_TEXTS.cookieBanner), ~1.3 KB.
    const decided = await t.app.inject({
      url: '/',
      cookies: { uid: UID, disclaimer: 'confirmed' },
    });
    expect(inline(decided.body)).toBeLessThanOrEqual(12 * 1024);
    expect(inline(html) - inline(decided.body)).toBeLessThanOrEqual(1536);
  });

  // The search page's result cards are a static island too: in the HTML with their hearts'
  // props; the document's loader data has only what the map's pop-ups show.
  it('keeps the result cards of a search page to its HTML', async () => {
    const { html } = await get('/search/?persons=2');
    const data = loaderData(html);
    const visible = html.replace(/<script[\s\S]*?<\/script>/g, '');
    const cards = [...visible.matchAll(/<article[^>]*data-object-number="(\d+)"/g)];
    expect(cards.length).toBeGreaterThan(1);
    expect(visible).toContain('data-island-hole=');
    expect(data).toContain('"popups"');
    expect(data).not.toContain('"priceComplete"');
    expect(data).not.toContain('"countRoomsSleeping"');
    const navigation = (
      await t.app.inject({ url: '/search/_.data?persons=2', cookies: { uid: UID } })
    ).body;
    expect(navigation).toContain('"countRoomsSleeping"');
  });

  it("keeps an object page's static details to its HTML", async () => {
    const { html } = await get(`/object/${objectNumber}/`);
    const data = loaderData(html);
    const visible = html.replace(/<script[\s\S]*?<\/script>/g, '');
    // Key facts, cancellation terms and the region links are in the HTML …
    expect(visible).toContain('data-testid="object-facts"');
    expect(visible).toContain('data-testid="cancellation"');
    expect(visible).toContain('id="object-links"');
    // … and neither their data nor their texts are in the document's loader data,
    expect(data).not.toContain('"SEOLinks"');
    expect(data).not.toContain('"deadlineDays"');
    expect(data).not.toContain(JSON.stringify(sample('catalogue', 'facts')));
    expect(data).not.toContain(JSON.stringify(sample('catalogue', 'cancellation')));
    // but in a client navigation's, which renders them live.
    const navigation = (
      await t.app.inject({ url: `/object/${objectNumber}/_.data`, cookies: { uid: UID } })
    ).body;
    expect(navigation).toContain('"SEOLinks"');
    expect(navigation).toContain(JSON.stringify(sample('catalogue', 'facts')));
  });

  it("sends a screen's texts with its page, and no others", async () => {
    const object = loaderData((await get(`/object/${objectNumber}/`)).html);
    expect(object).toContain(JSON.stringify(sample('pricing', 'calendar')));
    expect(object).toContain(JSON.stringify(sample('catalogue', 'ratings')));
    expect(object).not.toContain(JSON.stringify(sample('search', 'filters')));
    // The rating pages' texts (rating a stay, answering a rating) are theirs alone.
    expect(object).not.toContain(JSON.stringify(sample('catalogue', 'rate')));
    expect(object).not.toContain(JSON.stringify(sample('catalogue', 'ratingAnswer')));
    const search = loaderData((await get('/search/?persons=2')).html);
    expect(search).toContain(JSON.stringify(sample('search', 'filters')));
    expect(search).not.toContain(JSON.stringify(sample('pricing', 'calendar')));
    expect(search).not.toContain(JSON.stringify(sample('catalogue', 'ratings')));
  });
});
