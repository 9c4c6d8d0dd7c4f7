// Share tags and structured data in a real browser (issue 17): on home, a location page, a content
// page and an object page React hoists the Open Graph and Twitter tags into <head>, the JSON-LD
// parses, and hydrating the page with them says nothing in the console (no mismatch).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, watchProblems } from './browser';
import { startE2E, type E2E } from './fixtures';

describe('share tags and JSON-LD in the browser', () => {
  let e2e: E2E;
  let objectPath = '';

  beforeAll(async () => {
    e2e = await startE2E({ DEMO_OBJECTS: '40' });
    const sitemap = await (await fetch(`${e2e.server.url}/sitemap.xml`)).text();
    const objects = /<loc>([^<]*\/sitemaps\/objects-\d+\.xml)<\/loc>/.exec(sitemap)![1]!;
    const file = await (await fetch(objects)).text();
    objectPath = new URL(/<loc>([^<]+)<\/loc>/.exec(file)![1]!).pathname;
  }, 120_000);
  afterAll(async () => {
    await e2e?.close();
  });

  it.each([
    ['home', () => '/', ['Organization', 'WebSite']],
    ['location', () => '/ferienhaus-kroatien/', ['Organization', 'BreadcrumbList']],
    ['content', () => '/en/about-us/', ['Organization', 'BreadcrumbList']],
    ['object', () => objectPath, ['Organization', 'VacationRental', 'BreadcrumbList']],
  ])('%s page', async (_kind, path, types) => {
    const page = await e2e.browser.context.newPage();
    const problems = watchProblems(page);
    await page.goto(path());
    await hydrated(page);
    const head = await page.evaluate(() => ({
      ogUrl: document.head.querySelector('meta[property="og:url"]')?.getAttribute('content'),
      canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href'),
      card: document.head.querySelector('meta[name="twitter:card"]')?.getAttribute('content'),
      ogImage: document.head.querySelector('meta[property="og:image"]')?.getAttribute('content'),
      ogCount: document.querySelectorAll('meta[property="og:url"]').length,
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (s) => (JSON.parse(s.textContent ?? '{}') as { '@type': string })['@type'],
      ),
    }));
    expect(head.ogUrl).toBe(head.canonical);
    expect(head.ogCount).toBe(1);
    expect(head.card).toMatch(/^summary/);
    expect(head.jsonLd).toEqual(expect.arrayContaining(types));
    if (path() === objectPath) {
      expect(head.card).toBe('summary_large_image');
      expect(head.ogImage).toMatch(new RegExp(`^${e2e.server.url}/`));
    }
    expect(problems).toEqual([]);
    await page.close();
  });
});
