// The service worker, its offline page and the outdated-browser page (issue 17 "SEO and
// robustness"): headers, content, the four languages, nothing personal cached, no cookies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '#tests/helpers/app';
import { databaseKinds } from '#tests/helpers/database';

const OFFLINE = {
  de: { path: '/offline.html', heading: 'Sie sind gerade offline', watch: '/watchlist/' },
  en: { path: '/en/offline.html', heading: 'You are offline', watch: '/en/favorite-property/' },
  fr: { path: '/fr/offline.html', heading: 'Vous êtes hors ligne', watch: '/fr/ma-selection/' },
  it: { path: '/it/offline.html', heading: 'Al momento è offline', watch: '/it/prememoria/' },
} as const;

describe.each(databaseKinds())('service worker and robustness pages (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({ kind, ssr: true });
  });
  afterAll(() => t.close());

  it('/service-worker.js: a script checked on every load, for the whole site, without cookies', async () => {
    const res = await t.app.inject({ url: '/service-worker.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['service-worker-allowed']).toBe('/');
    expect(res.headers['set-cookie']).toBeUndefined();
    const script = res.body;
    // Precaches the four offline pages and knows the watch list of every language.
    for (const { path, watch } of Object.values(OFFLINE)) {
      expect(script).toContain(JSON.stringify(path));
      expect(script).toContain(JSON.stringify(watch));
    }
    // Only GETs of its own origin; assets cache-first, navigations network-first.
    expect(script).toContain("request.method !== 'GET'");
    expect(script).toContain("url.pathname.startsWith('/assets/')");
    expect(script).toContain("request.mode === 'navigate'");
    // Nothing else is put into a cache: two cache.put calls (asset, kept watch list).
    expect(script.match(/cache\.put\(/g)).toHaveLength(2);
    // The script parses.
    expect(() => new Function(script)).not.toThrow();
  });

  it('the script is the same on every request (a new worker installs only on a change)', async () => {
    const a = await t.app.inject({ url: '/service-worker.js' });
    const b = await t.app.inject({ url: '/service-worker.js' });
    expect(a.body).toBe(b.body);
    expect(a.body).toMatch(/feriora-pages-[0-9a-f]{12}/);
  });

  it.each(Object.entries(OFFLINE))('the offline page in %s', async (language, expected) => {
    const res = await t.app.inject({ url: expected.path });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body;
    expect(html).toContain(`<html lang="${language}">`);
    expect(html).toContain(expected.heading);
    expect(html).toContain(`href="${expected.watch}"`);
    expect(html).toContain('Feriora'); // the operator brand's name, not hard-coded in the page
    expect(html).toContain('name="robots" content="noindex"');
    // Self-contained: no script, no image; its inline style carries the CSP nonce.
    expect(html).not.toMatch(/<script|<img/);
    const nonce = /<style nonce="([^"]+)">/.exec(html)?.[1];
    expect(nonce).toBeTruthy();
    expect(res.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
  });

  it('the offline page answers only at its four paths', async () => {
    expect((await t.app.inject({ url: '/es/offline.html' })).statusCode).toBe(404);
    // A page of the site answers POST with 405 (no action): never the offline page.
    const post = await t.app.inject({ method: 'POST', url: '/offline.html' });
    expect(post.statusCode).toBe(405);
    expect(post.body).not.toContain('offline:');
  });

  it.each([
    ['/outdated/', 'de', 'Ihr Browser ist veraltet', 'Aktuelle Browser, kostenlos erhältlich'],
    ['/en/outdated/', 'en', 'Your browser is out of date', 'Current browsers, free of charge'],
    ['/fr/outdated/', 'fr', 'Votre navigateur est obsolète', 'Navigateurs récents, gratuits'],
    ['/it/outdated/', 'it', 'Il Suo browser non è aggiornato', 'Browser aggiornati e gratuiti'],
  ])('the outdated-browser page %s', async (path, language, title, browsers) => {
    const res = await t.app.inject({ url: path });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain(`lang="${language}"`);
    expect(html).toContain(title);
    expect(html).toContain(browsers);
    expect(html).toContain('data-testid="outdated"');
    for (const name of ['Mozilla Firefox', 'Google Chrome', 'Microsoft Edge', 'Apple Safari']) {
      expect(html).toContain(name);
    }
    expect(html).toContain('href="https://www.mozilla.org/firefox/"');
    expect(html).toMatch(/<meta name="robots" content="noindex/);
    // No external images on the page.
    expect(html).not.toMatch(/<img[^>]+src="https?:/);
  });

  it.each([
    ['/', '/outdated/'],
    ['/en/', '/en/outdated/'],
    ['/fr/', '/fr/outdated/'],
  ])('a browser without ES modules on %s is sent to %s, once', async (path, target) => {
    const html = (await t.app.inject({ url: path })).body;
    // HTML attributes know no case: React writes `noModule`, browsers read nomodule.
    const script = /<script nomodule=""[^>]*>([\s\S]*?)<\/script>/i.exec(html)?.[1];
    expect(script).toBeDefined();
    // Run it as such a browser would, on the page and on the outdated page itself.
    const run = (pathname: string) => {
      const replaced: string[] = [];
      const location = { pathname, replace: (to: string) => void replaced.push(to) };
      new Function('location', script!)(location);
      return replaced;
    };
    expect(run(path)).toEqual([target]);
    expect(run(target)).toEqual([]);
    // ES3: no arrows, let/const or template strings an old browser would fail to parse.
    expect(script).not.toMatch(/=>|\blet\b|\bconst\b|`/);
  });

  it('serves /favicon.ico and the apple-touch icon, drawn from favicon.svg, linked from every page', async () => {
    const ico = await t.app.inject({ url: '/favicon.ico' });
    expect(ico.statusCode).toBe(200);
    expect(ico.headers['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    const bytes = ico.rawPayload;
    // ICONDIR: reserved 0, type 1 (icon), two images (16 and 32 px), each a PNG.
    expect([bytes.readUInt16LE(0), bytes.readUInt16LE(2), bytes.readUInt16LE(4)]).toEqual([
      0, 1, 2,
    ]);
    expect([bytes.readUInt8(6), bytes.readUInt8(22)]).toEqual([16, 32]);
    expect(
      bytes.subarray(bytes.readUInt32LE(18), bytes.readUInt32LE(18) + 4).toString('latin1'),
    ).toBe('\x89PNG');
    const touch = await t.app.inject({ url: '/apple-touch-icon.png' });
    expect(touch.statusCode).toBe(200);
    expect(touch.headers['content-type']).toBe('image/png');
    // PNG IHDR: 180 × 180.
    expect([touch.rawPayload.readUInt32BE(16), touch.rawPayload.readUInt32BE(20)]).toEqual([
      180, 180,
    ]);
    for (const res of [ico, touch]) expect(res.headers['set-cookie']).toBeUndefined();
    const home = (await t.app.inject({ url: '/en/' })).body;
    expect(home).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png"/>');
  });

  it('an unknown language before /outdated/ is a 404', async () => {
    expect((await t.app.inject({ url: '/xx/outdated/' })).statusCode).toBe(404);
  });
});
