// SEO and robustness of issue 17 through the production bundle on a fresh database: robots.txt,
// the sitemap index and its child files (parsed, counted, a sample of every page type fetched),
// Open Graph and Twitter tags, JSON-LD per page type, unique titles, and the 404/301 answers for
// unknown or outdated theme, POI and voucher URLs.
import { Parser } from 'htmlparser2';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '#db/client';
import { build, type TestApp } from '#tests/helpers/app';
import { databaseKinds } from '#tests/helpers/database';

const SITE = 'http://localhost:3000';
/** An object page's URL (ends in its number); a POI's ends in its id too, under its type segment. */
const isObjectLoc = (loc: string) =>
  /\/\d+\/$/.test(loc) && !/\/(?:Reisebericht|Sehenswuerdigkeit)\//.test(loc);

interface SitemapUrl {
  loc: string;
  alternates: Record<string, string>;
}

/** <loc>s of an index, or <url>s of a urlset, read with an XML parser (not regular expressions). */
function parseXml(body: string): { root: string; locs: string[]; urls: SitemapUrl[] } {
  let root = '';
  const locs: string[] = [];
  const urls: SitemapUrl[] = [];
  let text = '';
  let current: SitemapUrl | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (root === '') root = name;
        text = '';
        if (name === 'url') current = { loc: '', alternates: {} };
        if (name === 'xhtml:link' && current) {
          expect(attributes.rel).toBe('alternate');
          current.alternates[attributes.hreflang!] = attributes.href!;
        }
      },
      ontext(data) {
        text += data;
      },
      onclosetag(name) {
        if (name === 'loc') {
          locs.push(text.trim());
          if (current) current.loc = text.trim();
        }
        if (name === 'url' && current) {
          urls.push(current);
          current = null;
        }
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.write(body);
  parser.end();
  return { root, locs, urls };
}

function jsonLdOf(html: string): Record<string, unknown>[] {
  const docs: Record<string, unknown>[] = [];
  for (const [, body] of html.matchAll(
    /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g,
  )) {
    // Escaped: no raw '<' inside the element.
    expect(body).not.toContain('<');
    docs.push(JSON.parse(body!) as Record<string, unknown>);
  }
  return docs;
}

const meta = (html: string, key: string): string[] =>
  [...html.matchAll(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`, 'g'))].map(
    (m) => m[1]!.replace(/&amp;/g, '&'),
  );

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';

describe.each(databaseKinds())('robots.txt, sitemap and share tags (%s)', (kind) => {
  let t: TestApp;
  let urls: SitemapUrl[] = [];
  let activeObjects = 0;
  beforeAll(async () => {
    t = await build({ kind, ssr: true, catalogue: { objects: 40 } });
    const counted = await t.deps.database.db.execute(
      sql`select count(*)::int as n from objects where active`,
    );
    activeObjects = Number(rowsOf<{ n: number }>(counted)[0]!.n);
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
  // The sampled pages, rendered once and shared by the tests that only read them (canonical and
  // indexability, unique titles): their samples overlap, and a page answers the same each time.
  const rendered = new Map<string, ReturnType<typeof get>>();
  const page = (path: string) => {
    const known = rendered.get(path);
    if (known) return known;
    const answer = get(path);
    rendered.set(path, answer);
    return answer;
  };

  it('robots.txt allows the site, keeps crawlers out of private paths and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.headers['cache-control']).toMatch(/^public/);
    expect(res.headers['set-cookie']).toBeUndefined();
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of [
      '/api/',
      '/user/',
      '/en/user/',
      '/booking/',
      '/option/',
      '/request/',
      '/payment/',
      '/watchlist/',
      '/en/favorite-property/',
      '/ihr-reisegutschein/',
      '/admin/',
      '/landlord/',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    // Public pages stay crawlable.
    for (const path of ['/search/', '/besondere-angebote/', '/reisetipps/', '/object/']) {
      expect(lines).not.toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  it('lists every indexable page in four languages with hreflang alternates', async () => {
    const index = await get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toMatch(/^application\/xml/);
    expect(index.headers['cache-control']).toMatch(/^public, max-age=3600/);
    expect(index.headers['set-cookie']).toBeUndefined();
    const parsed = parseXml(index.body);
    expect(parsed.root).toBe('sitemapindex');
    expect(parsed.locs.length).toBeGreaterThanOrEqual(2);
    urls = [];
    for (const loc of parsed.locs) {
      expect(loc.startsWith(`${SITE}/sitemaps/`)).toBe(true);
      const child = await get(new URL(loc).pathname);
      expect(child.statusCode, loc).toBe(200);
      expect(child.headers['set-cookie']).toBeUndefined();
      const file = parseXml(child.body);
      expect(file.root).toBe('urlset');
      expect(file.urls.length).toBeLessThanOrEqual(50_000);
      urls.push(...file.urls);
    }
    const locs = urls.map((u) => u.loc);
    expect(new Set(locs).size).toBe(locs.length);
    for (const url of urls) {
      expect(url.loc.startsWith(`${SITE}/`)).toBe(true);
      expect(Object.keys(url.alternates).sort()).toEqual(['de', 'en', 'fr', 'it', 'x-default']);
      expect(Object.values(url.alternates)).toContain(url.loc);
      expect(url.alternates['x-default']).toBe(url.alternates.de);
    }
    // Every language of a page is a <url> of its own.
    const byLanguage = (prefix: string) => locs.filter((l) => l.startsWith(`${SITE}${prefix}`));
    expect(byLanguage('/en/').length).toBe(locs.length / 4);
    const objectUrls = locs.filter(isObjectLoc);
    expect(objectUrls.length).toBe(activeObjects * 4);
    expect(locs).toContain(`${SITE}/`);
    expect(locs).toContain(`${SITE}/en/`);
    expect(locs).toContain(`${SITE}/ueber-uns/`);
    expect(locs).toContain(`${SITE}/ferienhaus-kroatien/`);
    expect(locs.some((l) => l.includes('/besondere-angebote/'))).toBe(true);
    // Nothing private or duplicated.
    for (const loc of locs) {
      expect(loc).not.toMatch(/\/(user|booking|option|payment|watchlist|admin|api)\//);
      expect(loc).not.toContain('/ferienhaus-suche/');
    }
  });

  it('compresses the sitemap and answers 404 for a file that does not exist', async () => {
    const index = parseXml((await get('/sitemap.xml')).body);
    const objectsFile = index.locs.find((l) => l.includes('/objects-'))!;
    const gz = await get(new URL(objectsFile).pathname, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const xml = gunzipSync(gz.rawPayload).toString('utf8');
    expect(parseXml(xml).urls.length).toBe(activeObjects * 4);
    expect((await get('/sitemaps/objects-999999999.xml')).statusCode).toBe(404);
    expect((await get('/sitemaps/pages-99.xml')).statusCode).toBe(404);
    expect((await get('/sitemaps/nope.xml')).statusCode).toBe(404);
  });

  it('every sampled <loc> answers 200, is its own canonical and is indexable', async () => {
    expect(urls.length).toBeGreaterThan(0);
    // A spread sample over the whole list, and every German page of the route table.
    const step = Math.max(1, Math.floor(urls.length / 60));
    const tablePage = (loc: string) =>
      !/\/(en|fr|it)\//.test(loc) &&
      !isObjectLoc(loc) &&
      !/\/ferienhaus-/.test(loc) &&
      !loc.includes('/besondere-angebote/');
    const sample = urls.filter((u, i) => i % step === 0 || tablePage(u.loc));
    for (const { loc } of sample) {
      const res = await page(new URL(loc).pathname);
      expect(res.statusCode, loc).toBe(200);
      expect(res.body, loc).toContain(`<link rel="canonical" href="${loc}"/>`);
      expect(res.body, loc).not.toContain('content="noindex');
    }
  });

  it('gives no two indexable pages the same title or description', async () => {
    const step = Math.max(1, Math.floor(urls.length / 80));
    const sample = urls.filter((u, i) => i % step === 0 || !isObjectLoc(u.loc)).slice(0, 160);
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const { loc } of sample) {
      const html = (await page(new URL(loc).pathname)).body;
      // Within a language: 'Destinations' may well be the French and the English word.
      const language = /^\/(en|fr|it)\//.exec(new URL(loc).pathname)?.[1] ?? 'de';
      const title = `${language}|${titleOf(html)}`;
      const description = `${language}|${meta(html, 'description')[0] ?? ''}`;
      expect(title, loc).not.toBe('');
      expect(titles.get(title), `${loc} shares its title "${title}"`).toBeUndefined();
      expect(descriptions.get(description), `${loc} shares its description`).toBeUndefined();
      titles.set(title, loc);
      descriptions.set(description, loc);
    }
  });

  it('object pages: Open Graph and Twitter tags with the main photo, VacationRental and BreadcrumbList', async () => {
    const loc = urls.find((u) => isObjectLoc(u.loc) && !u.loc.startsWith(`${SITE}/en/`))!;
    const res = await get(new URL(loc.loc).pathname);
    const html = res.body;
    expect(meta(html, 'og:url')).toEqual([loc.loc]);
    expect(meta(html, 'og:title')).toEqual([titleOf(html).replace(/&amp;/g, '&')]);
    expect(meta(html, 'og:description')[0]).toBeTruthy();
    const [image] = meta(html, 'og:image');
    expect(image).toMatch(new RegExp(`^${SITE}/`));
    expect((await get(new URL(image!).pathname)).statusCode).toBe(200);
    expect(meta(html, 'og:locale')).toEqual(['de_DE']);
    expect(meta(html, 'og:locale:alternate').sort()).toEqual(['en_GB', 'fr_FR', 'it_IT']);
    expect(meta(html, 'twitter:card')).toEqual(['summary_large_image']);
    const docs = jsonLdOf(html);
    const types = docs.map((d) => d['@type']);
    expect(types).toEqual(
      expect.arrayContaining(['Organization', 'VacationRental', 'BreadcrumbList']),
    );
    const rental = docs.find((d) => d['@type'] === 'VacationRental')!;
    expect(rental).toMatchObject({
      '@context': 'https://schema.org',
      url: loc.loc,
      address: { '@type': 'PostalAddress', addressCountry: expect.stringMatching(/^[A-Z]{2}$/) },
    });
    expect(typeof rental.name).toBe('string');
    expect((rental.image as string[])[0]).toBe(image);
    expect((rental.address as { addressRegion: string }).addressRegion).toBeTruthy();
    if (rental.offers) {
      expect(rental.offers).toMatchObject({ '@type': 'AggregateOffer', priceCurrency: 'EUR' });
    }
    const crumbs = docs.find((d) => d['@type'] === 'BreadcrumbList')!;
    const items = crumbs.itemListElement as { position: number; item: string; name: string }[];
    expect(items[0]).toMatchObject({ position: 1, item: `${SITE}/` });
    expect(items.at(-1)!.item).toBe(loc.loc);
    for (const item of items) expect(item.item.startsWith(`${SITE}/`)).toBe(true);
  });

  it('an object with ratings carries an AggregateRating', async () => {
    const rated = await t.deps.database.db.execute(
      sql`select object_number as n from objects where active and rating_count > 0 limit 1`,
    );
    const n = rowsOf<{ n: number }>(rated)[0]?.n;
    if (n === undefined) return;
    const res = await get(`/object/${n}/`);
    const rental = jsonLdOf(res.body).find((d) => d['@type'] === 'VacationRental')!;
    expect(rental.aggregateRating).toMatchObject({
      '@type': 'AggregateRating',
      ratingValue: expect.any(Number),
      ratingCount: expect.any(Number),
    });
  });

  it.each([
    ['home', '/', ['Organization', 'WebSite']],
    ['location', '/ferienhaus-kroatien/', ['Organization', 'BreadcrumbList']],
    ['content', '/en/about-us/', ['Organization', 'BreadcrumbList']],
    ['pre-filtered search', '/skiurlaub/', ['Organization', 'BreadcrumbList']],
  ])('%s page: JSON-LD and share tags', async (_kind, path, types) => {
    const res = await get(path);
    expect(res.statusCode).toBe(200);
    const docs = jsonLdOf(res.body);
    expect(docs.map((d) => d['@type'])).toEqual(expect.arrayContaining(types));
    const org = docs.find((d) => d['@type'] === 'Organization')!;
    expect(org).toMatchObject({ '@context': 'https://schema.org', url: `${SITE}/` });
    expect(typeof org.name).toBe('string');
    const crumbs = docs.find((d) => d['@type'] === 'BreadcrumbList');
    if (crumbs) {
      const items = crumbs.itemListElement as { position: number; item: string }[];
      expect(items.length).toBeGreaterThanOrEqual(2);
      expect(items.map((i) => i.position)).toEqual(items.map((_, i) => i + 1));
    }
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(res.body)![1];
    expect(meta(res.body, 'og:url')).toEqual([canonical]);
    expect(meta(res.body, 'twitter:card')).toHaveLength(1);
  });

  it('pages with noindex carry no share tags', async () => {
    const res = await get('/search/?persons=4');
    expect(res.body).toContain('content="noindex');
    expect(meta(res.body, 'og:url')).toEqual([]);
  });

  it('themes: an unknown offer is 404, an outdated or missing slug or id 301 to the right URL', async () => {
    const theme = urls.find((u) => u.loc.startsWith(`${SITE}/besondere-angebote/`))!;
    const path = new URL(theme.loc).pathname;
    const [, , id, slug] = path.split('/');
    expect((await get(path)).statusCode).toBe(200);
    expect((await get('/besondere-angebote/999999/gibt-es-nicht/')).statusCode).toBe(404);
    expect((await get('/besondere-angebote/gibt-es-nicht/')).statusCode).toBe(404);
    const wrong = await get(`/besondere-angebote/${id}/falscher-name/?persons=2`);
    expect(wrong.statusCode).toBe(301);
    expect(wrong.headers.location).toBe(`${path}?persons=2`);
    const bySlug = await get(`/besondere-angebote/${slug}/`);
    expect(bySlug.statusCode).toBe(301);
    expect(bySlug.headers.location).toBe(path);
    // A pre-filter offer's id under the theme route moves to its own page.
    const filter = await get('/besondere-angebote/122/ski/');
    expect(filter.statusCode).toBe(301);
    expect(filter.headers.location).toBe('/skiurlaub/');
  });

  it('unknown POI and voucher ids are 404', async () => {
    expect((await get('/Reisebericht/irgendwas/123456/')).statusCode).toBe(404);
    expect((await get('/Sehenswuerdigkeit/123456/')).statusCode).toBe(404);
    expect((await get('/ihr-reisegutschein/999999/999999/')).statusCode).toBe(404);
  });
});
