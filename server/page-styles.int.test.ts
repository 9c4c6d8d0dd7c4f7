// Every route's CSS is in the server HTML (issue 12: the object page under its SEO URL showed
// unstyled for ~0.75 s, CLS 1.06): each CSS-module class a server-rendered page uses must be
// defined by a stylesheet the same HTML links — also for screens a route loads lazily (the
// catch-all lookup route's object and search screens).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, TEST_MANDANT, type TestApp } from '#tests/helpers/app';
import { databaseKinds } from '#tests/helpers/database';

/** CSS-module class names of the production build look like `_grid_haabw_7`. */
const MODULE_CLASS = /^_[A-Za-z][\w-]*_[a-z0-9]{5}_\d+$/;

function linkedStylesheets(html: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<link\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => /\brel="stylesheet"/.test(tag))
    .map((tag) => /\bhref="([^"]+)"/.exec(tag)?.[1] ?? '')
    .filter((href) => href !== '');
}

function definedClasses(hrefs: string[]): Set<string> {
  const classes = new Set<string>();
  for (const href of hrefs) {
    const path = resolve('build/client', `.${new URL(href, 'http://x').pathname}`);
    for (const m of readFileSync(path, 'utf8').matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) {
      if (m[1]) classes.add(m[1]);
    }
  }
  return classes;
}

/** The `@layer name { … }` blocks of a stylesheet: name and the offsets of their braces. */
function layerBlocks(css: string): { name: string; start: number; end: number }[] {
  const blocks: { name: string; start: number; end: number }[] = [];
  for (const m of css.matchAll(/@layer\s+([\w.-]+)\s*\{/g)) {
    const start = m.index + m[0].length - 1;
    let depth = 0;
    let end = start;
    for (let i = start; i < css.length; i++) {
      if (css[i] === '{') depth++;
      else if (css[i] === '}' && --depth === 0) {
        end = i;
        break;
      }
    }
    blocks.push({ name: m[1] ?? '', start, end });
  }
  return blocks;
}

function usedModuleClasses(html: string): Set<string> {
  const body = html.slice(html.indexOf('<body'));
  const used = new Set<string>();
  for (const m of body.matchAll(/\bclass="([^"]*)"/g)) {
    for (const token of (m[1] ?? '').split(/\s+/)) if (MODULE_CLASS.test(token)) used.add(token);
  }
  return used;
}

describe.each(databaseKinds())('CSS of every route in the server HTML (%s)', (kind) => {
  let t: TestApp;
  let pages: string[];
  beforeAll(async () => {
    t = await build({ ssr: true, kind, catalogue: { objects: 20 } });
    const firstCard = async (language: string) => {
      const search = await t.app.inject({
        url: `/api/search?mandant=${TEST_MANDANT}&query=&markers=0&languageCode=${language}`,
      });
      const body = search.json() as {
        data: { objects: { objectNumber: number; href: string }[] };
      };
      const card = body.data.objects[0];
      if (card === undefined) throw new Error('no object in the catalogue');
      return card;
    };
    const card = await firstCard('de');
    const french = await firstCard('fr');
    const location = card.href.replace(/\d+\/$/, '');
    pages = [
      '/',
      '/search/',
      location,
      card.href,
      `/object/${card.objectNumber}/`,
      french.href,
      '/watchlist/',
      '/impressum/',
      '/gibt-es-nicht/',
    ];
  });
  afterAll(() => t.close());

  it('links the stylesheet of every CSS-module class the page uses', async () => {
    const missing: string[] = [];
    for (const url of pages) {
      const res = await t.app.inject({ url });
      expect([200, 404], url).toContain(res.statusCode);
      const used = usedModuleClasses(res.body);
      expect(used.size, `${url} uses CSS-module classes`).toBeGreaterThan(0);
      const defined = definedClasses(linkedStylesheets(res.body));
      const undefinedHere = [...used].filter((c) => !defined.has(c));
      if (undefinedHere.length > 0) {
        missing.push(
          `${url}: ${undefinedHere.length} classes, e.g. ${undefinedHere.slice(0, 3).join(' ')}`,
        );
      }
    }
    expect(missing).toEqual([]);
  });

  it('asks for every stylesheet before the module scripts (preloads at the head of the head)', async () => {
    // React hoists <Scripts />' ~30 module preloads above the in-place stylesheet links; on a
    // phone's few connections the render-blocking CSS then waited behind them (Lighthouse, search).
    for (const url of pages) {
      const html = (await t.app.inject({ url })).body;
      const firstScript = html.indexOf('rel="modulepreload"');
      expect(firstScript, url).toBeGreaterThan(0);
      for (const href of linkedStylesheets(html)) {
        const preload = html.indexOf(`<link rel="preload" href="${href}" as="style"`);
        expect(preload, `${url}: preload of ${href}`).toBeGreaterThan(0);
        expect(preload, `${url}: ${href} before the scripts`).toBeLessThan(firstScript);
      }
    }
  });

  it('keeps the base styles in a cascade layer under every component style (a component’s padding wins over .container)', async () => {
    // Shared chunks put component stylesheets before the root's in the head; the order does not
    // matter because the base styles are a layer and the components' module CSS is not.
    for (const url of pages) {
      const hrefs = linkedStylesheets((await t.app.inject({ url })).body);
      const css = hrefs
        .map((href) =>
          readFileSync(resolve('build/client', `.${new URL(href, 'http://x').pathname}`), 'utf8'),
        )
        .join('\n');
      const layers = layerBlocks(css);
      const inLayer = (at: number) => layers.some((l) => at > l.start && at < l.end);
      const base = css.indexOf('.container{');
      expect(base, url).toBeGreaterThanOrEqual(0);
      expect(
        layers.some((l) => l.name === 'base' && base > l.start && base < l.end),
        `${url}: .container in @layer base`,
      ).toBe(true);
      const layered = [...css.matchAll(/\._[A-Za-z][\w-]*_[a-z0-9]{5}_\d+/g)]
        .filter((m) => inLayer(m.index))
        .map((m) => m[0]);
      expect(layered, `${url}: component classes inside a layer`).toEqual([]);
    }
  });

  it('links the object screen on an SEO object page and the search screen on a location page, not both', async () => {
    const object = linkedStylesheets((await t.app.inject({ url: pages[3] ?? '' })).body);
    const location = linkedStylesheets((await t.app.inject({ url: pages[2] ?? '' })).body);
    expect(object.some((href) => href.includes('object-screen'))).toBe(true);
    expect(object.some((href) => href.includes('search-screen'))).toBe(false);
    expect(location.some((href) => href.includes('search-screen'))).toBe(true);
    expect(location.some((href) => href.includes('object-screen'))).toBe(false);
  });
});
