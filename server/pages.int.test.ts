// Server rendering through the production bundle: languages, status codes, security headers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '#tests/helpers/app';
import { databaseKinds } from '#tests/helpers/database';

describe.each(databaseKinds())('server-rendered pages (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({ ssr: true, kind });
  });
  afterAll(() => t.close());

  it('renders the home page in German with lang="de"', async () => {
    const res = await t.app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toMatch(/^<!DOCTYPE html><html lang="de">/);
    expect(res.body).toContain('Ferienhäuser und Ferienwohnungen in ganz Europa');
    expect(res.body).not.toMatch(/Holiday homes/);
  });

  it('says what to change on an empty search: the words, or the filters and dates', async () => {
    const words = await t.app.inject({ url: '/search/?fulltext=xyzabc' });
    expect(words.statusCode).toBe(200);
    expect(words.body).toContain('Keine passenden Unterkünfte');
    expect(words.body).toContain('<p>Prüfen Sie die Schreibweise');
    expect(words.body).not.toContain('<p>Entfernen Sie einzelne Filter');
    // Nothing to reset: no button that would do nothing.
    expect(words.body).not.toMatch(/noticeAction[^>]*>Alle Filter zurücksetzen/);
    const filtered = await t.app.inject({ url: '/search/?fulltext=xyzabc&sauna=Y' });
    expect(filtered.body).toContain('<p>Entfernen Sie einzelne Filter');
    expect(filtered.body).toMatch(/noticeAction[^>]*>Alle Filter zurücksetzen/);
  });

  it('renders /en/ in English with lang="en"', async () => {
    const res = await t.app.inject({ url: '/en/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<html lang="en">/);
    expect(res.body).toContain('Holiday homes and apartments all over Europe');
    expect(res.body).not.toContain('Ferienhäuser und Ferienwohnungen in ganz Europa');
  });

  it.each([
    ['/fr/', 'fr', 'Maisons et appartements de vacances'],
    ['/it/', 'it', 'Case e appartamenti vacanze'],
  ])('renders %s in its language', async (url, lang, text) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<html lang="${lang}">`);
    expect(res.body).toContain(text);
  });

  it('redirects the db and de prefixes of the default language to the unprefixed path', async () => {
    for (const url of ['/db/', '/de/']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(301);
      expect(res.headers.location).toBe('/');
    }
  });

  it('shows the 404 view with status 404 for an unknown path, in the path language', async () => {
    const de = await t.app.inject({ url: '/gibt-es-nicht/' });
    expect(de.statusCode).toBe(404);
    expect(de.body).toContain('data-view="Error404"');
    expect(de.body).toContain('Seite nicht gefunden');
    const en = await t.app.inject({ url: '/en/does-not-exist/' });
    expect(en.statusCode).toBe(404);
    expect(en.body).toContain('Page not found');
  });

  it('sends a CSP whose nonce is on every inline script', async () => {
    const res = await t.app.inject({ url: '/' });
    const csp = String(res.headers['content-security-policy']);
    const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    const scripts = [...res.body.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes] of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
  });

  it('compresses HTML and caches hashed assets for a year', async () => {
    const page = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(page.headers['content-encoding']).toBe('br');
    const asset = /href="(\/assets\/[^"]+\.css)"/.exec(
      (await t.app.inject({ url: '/' })).body,
    )?.[1];
    expect(asset).toBeTruthy();
    const res = await t.app.inject({ url: asset, headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('serves translation files with caching headers', async () => {
    const res = await t.app.inject({ url: '/locales/fr/common.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/max-age=\d+/);
    expect(res.json().search.submit).toBe('Rechercher');
    expect((await t.app.inject({ url: '/locales/xx/common.json' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/locales/de/secret.json' })).statusCode).toBe(404);
  });
});
