// The operator brand end to end (issue 16 "Operator brand"): a brand stored in site_settings while
// the server runs shows at once — no rebuild, no restart — in the served pages (name, colour
// tokens, footer's legal entity, titles, JSON-LD; also pages the page cache had stored), in a
// mail sent over SMTP and in the CSP of the inline tokens; an invalid brand is refused whole.
// Pages are rendered by the production bundle, whose brand store is its own: the switch goes
// through the bundle's setOperatorBrand (what `npm run brand:set` does); with PostgreSQL a second
// test switches it from "another process" (this file's sources) through the change channel.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalLocationPath, locationCatalog } from '#services/catalogue';
import { ensureSearchIndex } from '#services/search';
import { objectNumbers } from '#tests/factories/object';
import { build, loadBundle, TEST_MANDANT, type TestApp } from '#tests/helpers/app';
import { databaseKinds } from '#tests/helpers/database';
import { startMailCapture, type MailCapture } from '#tests/helpers/mail';
import { closeOperatorBrand, resetOperatorBrand, setOperatorBrand } from './index';

const UID = 'cafe0000-0000-4000-8000-0000000000b1';

const SEEBLICK = {
  brand: { name: 'Seeblick Ferien' },
  logo: { imagePath: '/brand/seeblick-logo.svg' },
  colors: { primary: '#1D4ED8', primaryStrong: '#1e3a8a', accent: '#c2410c' },
  contact: { phone: '+49 381 123 456', email: 'hallo@seeblick.example' },
  legal: {
    companyName: 'Seeblick Ferien GmbH',
    address: { street: 'Am Strand 1', postalCode: '18055', city: 'Rostock', country: 'DE' },
    register: 'Amtsgericht Rostock, HRB 12345',
    vatId: 'DE123456789',
    managingDirector: 'Maren Ostsee',
  },
};

type SetBrand = (deps: TestApp['deps'], override: unknown) => Promise<unknown>;

/** The schema.org documents of a page. */
function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? 'null') as Record<string, unknown>,
  );
}

const organization = (html: string) => jsonLdOf(html).find((d) => d['@type'] === 'Organization');

/** The nonces of the CSP header: script and style. */
function nonces(csp: string) {
  return {
    script: /script-src[^;]*'nonce-([^']+)'/.exec(csp)?.[1] ?? '',
    style: /style-src[^;]*'nonce-([^']+)'/.exec(csp)?.[1] ?? '',
  };
}

describe.each(databaseKinds())('operator brand (%s)', (kind) => {
  let capture: MailCapture;
  let t: TestApp;
  let bundleSetBrand: SetBrand;
  beforeAll(async () => {
    capture = await startMailCapture();
    t = await build({
      kind,
      ssr: true,
      catalogue: { objects: 5 },
      env: { SMTP_URL: capture.url, SITE_URL: 'https://feriora.test' },
    });
    bundleSetBrand = (await loadBundle()).setOperatorBrand as SetBrand;
    // The page cache stores pages once the search index is built (server/page-cache.ts).
    await ensureSearchIndex(t.deps);
  });
  afterAll(async () => {
    // The sources' own listener (the postgres test switches through them) before the database.
    if (t) await closeOperatorBrand(t.deps);
    await t?.close();
    await capture?.close();
  });

  const page = (url: string) => t.app.inject({ url });

  it('shows the environment brand first, then a stored one on every page without a restart', async () => {
    const before = await page('/');
    expect(before.statusCode).toBe(200);
    expect(before.body).toContain('--color-primary:#0b5d5b');
    expect(organization(before.body)).toMatchObject({ name: 'Feriora', legalName: 'Feriora' });
    expect(before.body).toMatch(/<title>[^<]*\| Feriora<\/title>/);
    // Stored from its second request, served from the store on the third (decisions/054): a
    // stored page must not outlive the switch.
    await page('/');
    const stored = await page('/');
    expect(stored.body).toContain('--color-primary:#0b5d5b');

    await bundleSetBrand(t.deps, SEEBLICK);

    const after = await page('/');
    expect(after.statusCode).toBe(200);
    const html = after.body;
    expect(html).not.toMatch(/Feriora/);
    expect(html).toMatch(/<title>[^<]*\| Seeblick Ferien<\/title>/);
    expect(html).toContain('--color-primary:#1d4ed8');
    expect(html).toContain('--color-primary-strong:#1e3a8a');
    expect(html).toContain('<meta name="theme-color" content="#1d4ed8"/>');
    expect(html).toContain('src="/brand/seeblick-logo.svg"');
    // Footer: copyright and the legal entity as a notice needs it.
    expect(html).toContain('© 2026 Seeblick Ferien GmbH.');
    expect(html).toContain(
      'Am Strand 1, 18055 Rostock · Amtsgericht Rostock, HRB 12345 · USt-IdNr. DE123456789 · Geschäftsführung: Maren Ostsee',
    );
    expect(html).toContain('+49 381 123 456');
    expect(organization(html)).toMatchObject({
      '@type': 'Organization',
      name: 'Seeblick Ferien',
      legalName: 'Seeblick Ferien GmbH',
      url: 'https://feriora.test/',
      logo: 'https://feriora.test/brand/seeblick-logo.svg',
      telephone: '+49 381 123 456',
      email: 'hallo@seeblick.example',
      vatID: 'DE123456789',
      address: { streetAddress: 'Am Strand 1', postalCode: '18055', addressCountry: 'DE' },
    });

    // The inline tokens are allowed by the request's CSP: by its style nonce when rendered, by
    // their hash when the page comes from the page cache (server/page-cache.ts).
    for (const res of [after, await page('/'), await page('/')]) {
      const csp = String(res.headers['content-security-policy']);
      const { style } = nonces(csp);
      const tokens = /<style( nonce="[^"]*")? data-brand-tokens="">([^<]*)<\/style>/.exec(res.body);
      expect(tokens).not.toBeNull();
      const hash = `'sha256-${createHash('sha256')
        .update(tokens?.[2] ?? '')
        .digest('base64')}'`;
      if (style) expect(tokens?.[1]).toBe(` nonce="${style}"`);
      else expect(csp.split(';').find((d) => d.startsWith('style-src '))).toContain(hash);
    }
  });

  it('puts the brand into the object page: title, texts, JSON-LD — in every language', async () => {
    const [objectNumber] = await objectNumbers(t.deps.database, { active: true });
    const de = await page(`/object/${objectNumber}/`);
    expect(de.statusCode).toBe(200);
    expect(de.body).toMatch(/<title>[^<]*\| Seeblick Ferien<\/title>/);
    expect(de.body).not.toMatch(/Feriora/);
    expect(organization(de.body)?.name).toBe('Seeblick Ferien');
    expect(jsonLdOf(de.body).some((d) => d['@type'] === 'VacationRental')).toBe(true);
    const en = await page(`/en/object/${objectNumber}/`);
    expect(en.body).toContain('Seeblick Ferien – home page');
    expect(en.body).toContain('VAT ID DE123456789');
  });

  it('sends mails in the brand: name, colour, office contact and legal entity', async () => {
    const [objectNumber] = await objectNumbers(t.deps.database, { active: true });
    const post = (url: string, payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url,
        payload: { mandant: TEST_MANDANT, ...payload },
        cookies: { uid: UID },
      });
    expect(
      (await post('/api/user/watchedobjects/set', { objectNumber, action: 'add' })).statusCode,
    ).toBe(200);
    capture.clear();
    const sent = await post('/api/user/watchedobjects/sendcustomer', {
      languageCode: 'de',
      inputs: { email: 'freundin@example.org', name: 'Anna' },
    });
    expect(sent.statusCode).toBe(200);
    const [mail] = await capture.waitForMessages(1);
    expect(mail!.subject).toContain('Seeblick Ferien');
    expect(mail!.text).toContain('Anna hat bei Seeblick Ferien');
    expect(mail!.text).toContain('Telefon +49 381 123 456, E-Mail hallo@seeblick.example');
    expect(mail!.text).toContain('Seeblick Ferien GmbH · Am Strand 1, 18055 Rostock');
    expect(mail!.text).toContain('USt-IdNr. DE123456789');
    expect(mail!.html.toLowerCase()).toContain('#1d4ed8');
    expect(mail!.html).not.toContain('#0b5d5b');
    expect(mail!.headers['reply-to']).toContain('hallo@seeblick.example');
    // The sender's name is the brand's; the address stays MAIL_FROM's.
    expect(mail!.headers.from).toMatch(/^"?Seeblick Ferien"? <service@feriora\.example>$/);
    expect(`${mail!.subject}\n${mail!.text}\n${mail!.html}`).not.toMatch(/Feriora/);
  });

  it('refuses an invalid brand whole, naming each field, and keeps the brand shown', async () => {
    for (const primary of ['red', '#0b5d5b;background:url(//evil.example/x)', '#fff}</style>']) {
      const refused = await bundleSetBrand(t.deps, {
        brand: { name: 'Böse' },
        colors: { primary },
      }).catch((error: unknown) => error as { name: string; code: string; fields: string[] });
      expect(refused).toMatchObject({ name: 'DomainError', code: 'invalid' });
      expect((refused as { fields: string[] }).fields).toEqual(['colors.primary']);
    }
    const logo = await bundleSetBrand(t.deps, {
      logo: { imagePath: 'https://evil.example/logo.svg' },
      unknownTopic: {},
    }).catch((error: unknown) => error as { fields: string[] });
    expect((logo as { fields: string[] }).fields.sort()).toEqual(['(root)', 'logo.imagePath']);
    const html = (await page('/')).body;
    expect(html).toContain('Seeblick Ferien');
    expect(html).not.toContain('Böse');
    expect(html).not.toContain('evil.example');
  });

  it('starts the search where the brand says: the start country in every language, else everything', async () => {
    /** The header's search link of a page. */
    const searchLink = (html: string) =>
      /<a[^>]*href="([^"]*)"[^>]*>(?:Suche|Search|Recherche|Ricerca)<\/a>/.exec(html)?.[1];
    expect(searchLink((await page('/')).body)).toBe('/search/');
    const [country] = (await locationCatalog(t.deps.database)).countries;
    await bundleSetBrand(t.deps, { search: { startCountry: country!.code.toUpperCase() } });
    for (const language of ['de', 'en', 'fr', 'it'] as const) {
      const html = (await page(language === 'de' ? '/' : `/${language}/`)).body;
      const href = searchLink(html);
      expect(href, language).toBe(canonicalLocationPath(language, { country: country! }));
      const target = await page(href!);
      expect(target.statusCode, language).toBe(200);
    }
    // The home search's persons preset.
    expect((await page('/')).body).toMatch(/<option value="2" selected="">/);
    await bundleSetBrand(t.deps, { search: { persons: 4 } });
    expect((await page('/')).body).toMatch(/<option value="4" selected="">/);
    // A country the catalogue does not hold: the whole catalogue, not a 404.
    await bundleSetBrand(t.deps, { search: { startCountry: 'ZZ' } });
    expect(searchLink((await page('/')).body)).toBe('/search/');
    const refused = await bundleSetBrand(t.deps, {
      search: { persons: 0, sort: 'priceAsc' },
    }).catch((error: unknown) => error as { fields: string[] });
    expect((refused as { fields: string[] }).fields.sort()).toEqual(['search', 'search.persons']);
    await bundleSetBrand(t.deps, SEEBLICK);
  });

  it("links site pages to the operator's main site, except the whitelist and the app's screens", async () => {
    const hrefOf = (html: string, label: string) =>
      new RegExp(`<a[^>]*href="([^"]*)"[^>]*>${label}</a>`).exec(html)?.[1];
    await bundleSetBrand(t.deps, {
      links: { externalOrigin: 'https://www.seeblick.example', appRoutes: ['Contact'] },
    });
    const de = (await page('/')).body;
    expect(hrefOf(de, 'Impressum')).toBe('https://www.seeblick.example/impressum/');
    expect(hrefOf(de, 'Datenschutz')).toBe('https://www.seeblick.example/datenschutz/');
    expect(hrefOf(de, 'Hilfe &amp; Kontakt')).toBe('/hilfe-kontakt/');
    expect(hrefOf(de, 'Suche')).toBe('/search/');
    const en = (await page('/en/')).body;
    expect(hrefOf(en, 'Legal notice')).toBe('https://www.seeblick.example/en/imprint/');
    // The content pages' link cards follow the same rule.
    const tips = (await page('/reisetipps/')).body;
    expect(hrefOf(tips, 'Checklisten für Ihre Reise')).toBe(
      'https://www.seeblick.example/reisetipps/checklisten/',
    );
    expect(hrefOf(tips, 'Hilfe &amp; Kontakt')).toBe('/hilfe-kontakt/');
    await bundleSetBrand(t.deps, SEEBLICK);
    expect(hrefOf((await page('/')).body, 'Impressum')).toBe('/impressum/');
  });

  it.runIf(kind === 'postgres')(
    'hears a switch made by another process through the change channel',
    async () => {
      // This file's sources are another module instance with their own brand store: as far as
      // the bundle's server is concerned, another process on the same database.
      await setOperatorBrand(t.deps, { brand: { name: 'Bergblick Ferien' } });
      let html = '';
      for (let i = 0; i < 50 && !html.includes('Bergblick Ferien'); i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        html = (await page('/')).body;
      }
      expect(html).toContain('Bergblick Ferien');
      await resetOperatorBrand(t.deps);
      for (let i = 0; i < 50 && html.includes('Bergblick Ferien'); i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        html = (await page('/')).body;
      }
      expect(html).toContain('--color-primary:#0b5d5b');
      expect(organization(html)?.name).toBe('Feriora');
    },
  );
});
