import { describe, expect, it } from 'vitest';
import {
  externalLinksFor,
  brandTokensCss,
  imprintGaps,
  brandingFingerprint,
  defaultBranding,
  parseBrandingOverride,
  officePhone,
  resolveBranding,
  tileOriginOf,
} from './branding';
import { parseConfig } from './config';

const env = parseConfig({});
const defaults = defaultBranding(env);

const SEEBLICK = {
  brand: { name: 'Seeblick Ferien' },
  colors: { primary: '#1D4ED8', accent: '#c2410c' },
  contact: { phone: '+49 381 123 456', email: 'hallo@seeblick.example' },
  legal: {
    companyName: 'Seeblick Ferien GmbH',
    address: { street: 'Am Strand 1', postalCode: '18055', city: 'Rostock', country: 'de' },
    register: 'Amtsgericht Rostock, HRB 12345',
    vatId: 'DE123456789',
    managingDirector: 'Maren Ostsee',
  },
  logo: { imagePath: '/brand/seeblick-logo.svg' },
};

describe('defaultBranding', () => {
  it('comes from the environment settings (BRAND_NAME, office contact, MAP_TILE_URL)', () => {
    const branding = defaultBranding(
      parseConfig({
        BRAND_NAME: 'Urlaubsglück',
        OFFICE_PHONE: '+49 40 1234 567',
        OFFICE_EMAIL: 'hilfe@urlaub.example',
        MAP_TILE_URL: 'https://tiles.example/{z}/{x}/{y}.png',
      }),
    );
    expect(branding.brand.name).toBe('Urlaubsglück');
    expect(branding.contact).toEqual({
      phone: '+49 40 1234 567',
      email: 'hilfe@urlaub.example',
      address: null,
    });
    expect(branding.maps.tileUrl).toBe('https://tiles.example/{z}/{x}/{y}.png');
    // Never another operator's name: the legal entity is the brand until the operator names it.
    expect(branding.legal.companyName).toBe('Urlaubsglück');
    expect(branding.colors.primary).toBe('#0b5d5b');
  });
});

describe('resolveBranding', () => {
  it('lays the override over the defaults topic by topic, field by field', () => {
    const parsed = parseBrandingOverride(SEEBLICK);
    expect(parsed.success).toBe(true);
    const branding = resolveBranding(defaults, parsed.data ?? null);
    expect(branding.brand.name).toBe('Seeblick Ferien');
    // Colours normalised to lower-case; the ones left out keep the defaults.
    expect(branding.colors.primary).toBe('#1d4ed8');
    expect(branding.colors.primaryStrong).toBe(defaults.colors.primaryStrong);
    expect(branding.legal.address?.country).toBe('DE');
    expect(branding.maps).toEqual(defaults.maps);
    expect(branding.defaultCountry).toBe('DE');
  });

  it('lets the company name follow an overridden brand name unless named itself', () => {
    const renamed = parseBrandingOverride({ brand: { name: 'Seeblick' } });
    expect(resolveBranding(defaults, renamed.data ?? null).legal.companyName).toBe('Seeblick');
    expect(resolveBranding(defaults, null)).toBe(defaults);
  });

  it('expands #rgb colours', () => {
    const parsed = parseBrandingOverride({ colors: { accent: '#F0a' } });
    expect(resolveBranding(defaults, parsed.data ?? null).colors.accent).toBe('#ff00aa');
  });
});

describe('parseBrandingOverride refuses', () => {
  const refused = (value: unknown) => {
    const parsed = parseBrandingOverride(value);
    return parsed.success ? [] : parsed.error.issues.map((i) => i.path.join('.'));
  };

  it('colours that are no hex colours (nothing can reach CSS)', () => {
    for (const primary of [
      'red',
      '#12345',
      '#0b5d5b;background:url(//evil.example/x)',
      '#0b5d5b}</style><script>alert(1)</script>',
      'rgb(0,0,0)',
      'var(--x)',
    ]) {
      expect(refused({ colors: { primary } })).toEqual(['colors.primary']);
    }
  });

  it('unknown topics and fields (a typo is no silent default)', () => {
    expect(refused({ colours: {} })).toEqual(['']);
    expect(refused({ colors: { primery: '#000000' } })).toEqual(['colors']);
  });

  it('a logo on another site or outside the site’s paths', () => {
    for (const imagePath of [
      'https://evil.example/logo.svg',
      '//evil.example/logo.svg',
      '/../etc/passwd.svg',
      '/brand/logo.svg?x=1',
      'javascript:alert(1)',
      '/brand/logo.gif',
    ]) {
      expect(refused({ logo: { imagePath } })).toEqual(['logo.imagePath']);
    }
    expect(refused({ logo: { imagePath: '/brand/seeblick-logo.svg' } })).toEqual([]);
    expect(refused({ logo: { imagePath: null } })).toEqual([]);
  });

  it('markup, line breaks and overlong names; bad contacts, VAT ids and tile templates', () => {
    expect(refused({ brand: { name: '<b>X</b>' } })).toEqual(['brand.name']);
    expect(refused({ brand: { name: 'A\nB' } })).toEqual(['brand.name']);
    expect(refused({ brand: { name: 'x'.repeat(61) } })).toEqual(['brand.name']);
    expect(refused({ contact: { email: 'no-mail' } })).toEqual(['contact.email']);
    expect(refused({ contact: { phone: 'call me' } })).toEqual(['contact.phone']);
    // Per-language numbers (issue 19): validated like the default, site languages only.
    expect(refused({ contact: { phoneByLanguage: { fr: 'appelez-moi' } } })).toEqual([
      'contact.phoneByLanguage.fr',
    ]);
    expect(refused({ contact: { phoneByLanguage: { es: '+34 91 123 45 67' } } })).toEqual([
      'contact.phoneByLanguage',
    ]);
    expect(refused({ contact: { phoneByLanguage: { fr: '+33 1 23 45 67 89' } } })).toEqual([]);
    expect(refused({ legal: { vatId: '123' } })).toEqual(['legal.vatId']);
    expect(refused({ defaultCountry: 'DEU' })).toEqual(['defaultCountry']);
    expect(refused({ search: { startCountry: 'Dänemark' } })).toEqual(['search.startCountry']);
    expect(refused({ search: { persons: 17 } })).toEqual(['search.persons']);
    expect(refused({ search: { startCountry: 'dk', persons: 4 } })).toEqual([]);
    expect(refused({ maps: { tileUrl: 'https://t.example/{z}/{x}.png' } })).toEqual([
      'maps.tileUrl',
    ]);
    expect(refused({ maps: { tileUrl: 'javascript:{z}{x}{y}' } })).toEqual(['maps.tileUrl']);
    expect(refused({ maps: { tileUrl: 'https://t.example/{z}/{x}/{y}.png?k={key}' } })).toEqual([
      'maps.tileUrl',
    ]);
    expect(refused({ maps: { attributionUrl: 'http://osm.example' } })).toEqual([
      'maps.attributionUrl',
    ]);
    expect(refused({ maps: { attributionUrl: 'javascript:alert(1)' } })).toEqual([
      'maps.attributionUrl',
    ]);
  });
});

describe('the bank account for transfers (decision 080)', () => {
  it('has none by default: the site then offers no bank transfer', () => {
    expect(defaults.bank).toBeNull();
  });

  it('comes from BANK_* with the brand as holder, or from the override as a whole', () => {
    const fromEnv = defaultBranding(
      parseConfig({ BRAND_NAME: 'Seeblick Ferien', BANK_IBAN: 'de02 1203 0000 0000 2020 51' }),
    );
    expect(fromEnv.bank).toEqual({
      holder: 'Seeblick Ferien',
      iban: 'DE02120300000000202051',
      bic: null,
      bankName: null,
    });
    const override = parseBrandingOverride({
      bank: {
        holder: 'Seeblick Ferien GmbH',
        iban: 'AT61 1904 3002 3457 3201',
        bic: 'bkaustww',
        bankName: 'Bank Austria',
      },
    });
    expect(override.success).toBe(true);
    const branding = resolveBranding(fromEnv, override.data!);
    expect(branding.bank).toEqual({
      holder: 'Seeblick Ferien GmbH',
      iban: 'AT611904300234573201',
      bic: 'BKAUSTWW',
      bankName: 'Bank Austria',
    });
    // `bank: null` removes the environment's account; leaving the topic out keeps it.
    expect(resolveBranding(fromEnv, { bank: null }).bank).toBeNull();
    expect(resolveBranding(fromEnv, {}).bank).toEqual(fromEnv.bank);
  });

  it('refuses an IBAN whose check digits fail, a bad BIC and markup, in the override and BANK_*', () => {
    const bad = parseBrandingOverride({
      bank: {
        holder: '<b>Seeblick</b>',
        iban: 'DE02 1203 0000 0000 2020 52',
        bic: 'BANK',
        bankName: null,
      },
    });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => i.path.join('.')).sort()).toEqual([
      'bank.bic',
      'bank.holder',
      'bank.iban',
    ]);
    // Invisible characters could disguise the payee (right-to-left override, zero-width space).
    for (const holder of ['Seeblick\u202eHbmG', 'See\u200bblick', 'See\u00adblick']) {
      expect(
        parseBrandingOverride({
          bank: { holder, iban: 'DE02120300000000202051', bic: null, bankName: null },
        }).success,
        JSON.stringify(holder),
      ).toBe(false);
    }
    expect(() =>
      parseConfig({ BANK_IBAN: 'DE02120300000000202051', BANK_ACCOUNT_HOLDER: 'See\u200bblick' }),
    ).toThrow(/BANK_ACCOUNT_HOLDER: must be one line/);
    // Parts of an account without its IBAN are refused, not silently ignored.
    expect(() => parseConfig({ BANK_BIC: 'BYLADEM1001' })).toThrow(/BANK_BIC: needs BANK_IBAN/);
    expect(() => parseConfig({ BANK_IBAN: 'DE02 1203 0000 0000 2020 52' })).toThrow(/BANK_IBAN/);
    expect(() => parseConfig({ BANK_IBAN: 'DE02120300000000202051', BANK_BIC: 'x' })).toThrow(
      /BANK_BIC/,
    );
  });
});

describe("links to the operator's main site (SPEC §6 external domains)", () => {
  const links = (value: unknown) => {
    const parsed = parseBrandingOverride({ links: value });
    if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues));
    return { externalOrigin: null, appRoutes: [], ...parsed.data.links };
  };
  const customer = { kind: 'customer' as const, permissions: [] };

  it('keeps every link in the site while no external origin is set', () => {
    expect(externalLinksFor(links({}), null)).toBeNull();
    expect(externalLinksFor(links({ appRoutes: ['Contact'] }), customer)).toBeNull();
  });

  it('sends the site pages off the whitelist there, never the catalogue or booking screens', () => {
    const ext = externalLinksFor(
      links({ externalOrigin: 'https://www.seeblick.example/', appRoutes: ['Contact'] }),
      customer,
    );
    expect(ext?.origin).toBe('https://www.seeblick.example');
    expect(ext?.routes).toEqual(expect.arrayContaining(['Home', 'Faq', 'Disclaimer', 'About']));
    for (const app of ['Contact', 'Search', 'ObjectPage', 'WatchList', 'Booking', 'UserHome'])
      expect(ext?.routes, app).not.toContain(app);
  });

  it("builds the service user type's links relative to the app: partner staff and editors", () => {
    const configured = links({ externalOrigin: 'https://www.seeblick.example' });
    expect(externalLinksFor(configured, { kind: 'partner', permissions: [] })).toBeNull();
    expect(
      externalLinksFor(configured, { kind: 'customer', permissions: ['localeEditor.update'] }),
    ).toBeNull();
    expect(externalLinksFor(configured, null)?.routes).toContain('Home');
  });

  it('refuses an origin with a path, http, or a whitelist entry that is no site page', () => {
    const refused = (value: unknown) => {
      const parsed = parseBrandingOverride({ links: value });
      return parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join('.'));
    };
    expect(refused({ externalOrigin: 'https://x.example/shop' })).toEqual(['links.externalOrigin']);
    expect(refused({ externalOrigin: 'http://x.example' })).toEqual(['links.externalOrigin']);
    expect(refused({ externalOrigin: 'https://u:p@x.example' })).toEqual(['links.externalOrigin']);
    expect(refused({ appRoutes: ['Search'] })).toEqual(['links.appRoutes.0']);
    expect(refused({ appRoutes: ['Nope'] })).toEqual(['links.appRoutes.0']);
  });
});

describe('imprintGaps', () => {
  it('names the missing company address until the legal entity or the contact has one', () => {
    expect(imprintGaps(defaults)).toEqual(['address']);
    const withLegal = resolveBranding(defaults, parseBrandingOverride(SEEBLICK).data ?? null);
    expect(imprintGaps(withLegal)).toEqual([]);
    const address = { street: 'Am Strand 1', postalCode: '18055', city: 'Rostock', country: 'DE' };
    expect(imprintGaps({ ...defaults, contact: { ...defaults.contact, address } })).toEqual([]);
  });
});

describe('brandTokensCss', () => {
  it('writes the colours as the tokens of app/styles/tokens.css', () => {
    expect(brandTokensCss(defaults.colors)).toBe(
      ':root{--color-primary:#0b5d5b;--color-primary-strong:#084846;--color-primary-soft:#e3f1ef;--color-accent:#b34e26;--color-accent-strong:#963f1d}',
    );
  });

  it('leaves out anything that is no #rrggbb, however it got there', () => {
    const css = brandTokensCss({ ...defaults.colors, primary: 'red;}</style>' });
    expect(css).not.toContain('--color-primary:');
    expect(css).not.toContain('<');
  });
});

describe('helpers', () => {
  it('tileOriginOf gives the CSP origin of a template', () => {
    expect(tileOriginOf('https://{s}.tile.example/{z}/{x}/{y}.png')).toBe('https://a.tile.example');
    expect(tileOriginOf('not a url')).toBeNull();
  });

  it('brandingFingerprint changes with any field', () => {
    const other = resolveBranding(defaults, { colors: { primary: '#000000' } });
    expect(brandingFingerprint(defaults)).toBe(brandingFingerprint(defaultBranding(env)));
    expect(brandingFingerprint(other)).not.toBe(brandingFingerprint(defaults));
  });
});

describe('officePhone (issue 19)', () => {
  const contact = { phone: '+49 30 1', phoneByLanguage: { fr: '+33 1 23 45 67 89' } };
  it("shows the page language's number when the brand has one, else the default", () => {
    expect(officePhone(contact, 'fr')).toBe('+33 1 23 45 67 89');
    expect(officePhone(contact, 'it')).toBe('+49 30 1');
    expect(officePhone({ phone: '+49 30 1' }, 'fr')).toBe('+49 30 1');
  });
});
