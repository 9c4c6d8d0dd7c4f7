// The legal pages (issue 17): Impressum, Datenschutzerklärung and Reisebedingungen in all four
// languages, filled from the operator brand's legal entity (an optional field left out leaves its
// line out), the privacy policy naming every cookie of the consent banner's list, and the travel
// conditions naming the cancellation deadlines and fees the site applies. The admin home names a
// missing company address.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANCELLATION_TIERS } from '#core/booking';
import { buildPath } from '#core/routes';
import { CANCELLATION_DEADLINES } from '#demo/catalogue/static-data';
import { insertLoginAccount, loginAs } from '#tests/factories/account';
import { build, loadBundle, type TestApp } from '#tests/helpers/app';
import { databaseKinds } from '#tests/helpers/database';
import { CONSENT_COOKIE_LIST } from '#app/components/consent/cookie-list';
import { FREE_CANCELLATION_DEADLINES } from '#app/lib/legal-content.server';

const LANGUAGES = ['de', 'en', 'fr', 'it'] as const;
const PAGES = ['Disclaimer', 'Privacy', 'TravelConditions', 'Accessibility'] as const;
const COMPANY = 'Küstenglück Ferienvermittlung GmbH';
const LEGAL = {
  companyName: COMPANY,
  address: { street: 'Seestraße 12', postalCode: '18055', city: 'Rostock', country: 'DE' },
  register: 'Amtsgericht Rostock, HRB 98765',
  vatId: 'DE812345678',
  managingDirector: 'Jana Beispiel',
};

const legalTexts = (lng: string) =>
  JSON.parse(readFileSync(new URL(`../locales/${lng}/legal.json`, import.meta.url), 'utf8')) as {
    cookies: Record<string, string>;
  };

/** The page's text without scripts and tags, entities of quotes decoded. */
const visible = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

describe.each(databaseKinds())('legal pages (%s)', (kind) => {
  let t: TestApp;
  // The bundle's own setOperatorBrand (what `npm run brand:set` does): the pages read its store.
  let setOperatorBrand: (deps: TestApp['deps'], override: unknown) => Promise<unknown>;

  beforeAll(async () => {
    t = await build({
      kind,
      ssr: true,
      env: { PAGE_CACHE_SECONDS: '0', MESSAGE_RETENTION_DAYS: '180' },
    });
    setOperatorBrand = (await loadBundle()).setOperatorBrand as typeof setOperatorBrand;
    await setOperatorBrand(t.deps, { legal: LEGAL });
  });
  afterAll(() => t?.close());

  const get = async (name: (typeof PAGES)[number], lng: (typeof LANGUAGES)[number]) => {
    const res = await t.app.inject({ url: buildPath(name, {}, lng) });
    return { status: res.statusCode, html: res.body, text: visible(res.body) };
  };

  it('answers each page in four languages with the company, one h1, contents and no raw keys', async () => {
    for (const name of PAGES) {
      for (const lng of LANGUAGES) {
        const page = await get(name, lng);
        const where = `${name} ${lng}`;
        expect(page.status, where).toBe(200);
        expect(page.text, where).toContain(COMPANY);
        expect(page.html.match(/<h1[\s>]/g), where).toHaveLength(1);
        // Indexable: no noindex on the legal pages.
        expect(page.html, where).not.toMatch(/<meta name="robots" content="[^"]*noindex/);
        // Every entry of the contents leads to a section of the page.
        const anchors = [...page.html.matchAll(/<a href="#([a-z]+)"/g)].map((m) => m[1]);
        expect(anchors.length, where).toBeGreaterThan(4);
        for (const id of anchors) expect(page.html, `${where} #${id}`).toContain(`id="${id}"`);
        expect(page.text, where).not.toMatch(
          /\b(?:legal:|imprint\.|privacy\.|terms\.|accessibility\.)\w/,
        );
        expect(page.text, where).not.toContain('{{');
      }
    }
  });

  it('states accessibility with the office to tell and the authority, linked from every footer', async () => {
    for (const lng of LANGUAGES) {
      const page = await get('Accessibility', lng);
      // Whom to tell of a barrier: the brand's own contact; where to turn after: the authority.
      expect(page.text, lng).toContain('service@');
      expect(page.text, lng).toContain('(MLBF)');
      expect(page.text, lng).toContain('EN 301 549');
    }
    // The footer links the statement (the slim booking footer lists it too: site-footer.tsx).
    const home = await t.app.inject({ url: buildPath('Home', {}, 'de') });
    expect(home.body).toContain(`href="${buildPath('Accessibility', {}, 'de')}"`);
  });

  it('names a missing company address on the admin home until the brand has one', async () => {
    const admin = await loginAs(
      t.app,
      await insertLoginAccount(t.deps.database, {
        email: `impressum-${kind}@example.org`,
        permissions: ['admin.access'],
      }),
    );
    const home = async () =>
      (await t.app.inject({ url: buildPath('AdminHome', {}, 'de'), cookies: { ...admin } })).body;
    expect(await home()).not.toContain('data-testid="imprint-gaps"');
    await setOperatorBrand(t.deps, { legal: { ...LEGAL, address: null } });
    const lacking = await home();
    expect(lacking).toContain('data-testid="imprint-gaps"');
    expect(lacking).toContain('die Anschrift des Unternehmens');
    await setOperatorBrand(t.deps, { legal: LEGAL });
    expect(await home()).not.toContain('data-testid="imprint-gaps"');
  });

  it('fills the imprint from the brand and leaves an unset optional field out', async () => {
    const de = await get('Disclaimer', 'de');
    for (const value of [LEGAL.register, LEGAL.vatId, LEGAL.managingDirector, 'Seestraße 12'])
      expect(de.text).toContain(value);
    expect(de.text).toContain('§ 5 DDG');
    expect(de.text).toContain('Verbraucherschlichtungsstelle');
    await setOperatorBrand(t.deps, {
      legal: { ...LEGAL, register: null, vatId: null, managingDirector: null },
    });
    const bare = await get('Disclaimer', 'de');
    expect(bare.text).toContain(COMPANY);
    expect(bare.text).not.toContain('HRB');
    expect(bare.text).not.toContain('Registereintrag');
    expect(bare.text).not.toContain('Umsatzsteuer-Identifikationsnummer');
    expect(bare.text).not.toContain('Geschäftsführung');
    await setOperatorBrand(t.deps, { legal: LEGAL });
  });

  it('names every cookie of the consent banner in the privacy policy, in every language', async () => {
    expect(CONSENT_COOKIE_LIST.length).toBeGreaterThan(0);
    for (const lng of LANGUAGES) {
      const texts = legalTexts(lng);
      const page = await get('Privacy', lng);
      for (const cookie of CONSENT_COOKIE_LIST) {
        // A cookie added to the banner's list needs its purpose in the policy's texts.
        expect(texts.cookies[cookie.key], `${lng} ${cookie.key}`).toBeTruthy();
        expect(page.html, `${lng} ${cookie.name}`).toContain(`<th scope="row">${cookie.name}</th>`);
        expect(page.text, `${lng} ${cookie.key}`).toContain(texts.cookies[cookie.key]);
      }
      // The map tiles' host (the brand's tile URL) and the tracking and message retentions
      // (decision 093) are named, as configured.
      expect(page.text, lng).toContain('tile.openstreetmap.org');
      expect(page.text, lng).toContain(`${t.deps.config.TRACKING_RETENTION_DAYS}`);
      expect(page.text, lng).toMatch(
        new RegExp(`\\b${t.deps.config.MESSAGE_RETENTION_DAYS}\\s(Tage|days|jours|giorni)\\b`),
      );
    }
    const de = await get('Privacy', 'de');
    for (const heading of ['Verantwortlicher', 'Cookies', 'Ihre Rechte', 'Aufsichtsbehörde'])
      expect(de.text).toContain(heading);
  });

  it('states the cancellation deadlines and fees the site applies', async () => {
    expect([...FREE_CANCELLATION_DEADLINES].sort((a, b) => a - b)).toEqual(
      [...new Set(CANCELLATION_DEADLINES)].sort((a, b) => a - b),
    );
    for (const lng of LANGUAGES) {
      const page = await get('TravelConditions', lng);
      for (const days of new Set(CANCELLATION_DEADLINES))
        expect(page.text, `${lng} ${days}`).toMatch(new RegExp(`\\b${days}\\b`));
      for (const tier of CANCELLATION_TIERS)
        expect(page.text, `${lng} ${tier.percent}`).toMatch(new RegExp(`${tier.percent}\\s?%`));
    }
    const de = await get('TravelConditions', 'de');
    expect(de.text).toContain('Pauschalreise');
    expect(de.text).toMatch(/25\s%\sdes Gesamtpreises/);
    expect(de.text).toContain('28 Tage vor der Anreise');
  });
});
