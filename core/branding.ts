// The operator brand of the white-label site (issue 16 "Operator brand", docs/branding.md): one
// typed configuration by topic — name, logo, colours (design tokens), contact, legal entity,
// default country and map tiles — that pages, mails, booking confirmations and JSON-LD all read.
// Pure: the environment's settings give the defaults (BRAND_NAME, OFFICE_PHONE, OFFICE_EMAIL,
// MAP_TILE_URL), the operator's override (the `branding` row of site_settings, written with
// `npm run brand:set`) is laid over them topic by topic (services/partners/operator-brand.ts).
//
// Every value ends up in HTML, CSS, mail headers or JSON-LD, so each field is validated strictly:
// colours are hex only (a value can never close the <style> or add a declaration), texts are one
// line without markup, the logo is a path on this site (never another origin), links are https.
import { z } from 'zod';
import type { Settings } from './config';
import { isValidBic, isValidIban, normaliseIban } from './payments/iban';
import { ROUTES, type View } from './routes';
import { SEARCH_DEFAULTS } from './search-query';

/**
 * One line of plain text: no control characters (line breaks included), no invisible format
 * characters (a right-to-left override or a zero-width space could disguise a payee's name on a
 * transfer), no < or >.
 */
const line = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(max, `must be at most ${max} characters`)
    .regex(
      /^[^\p{Cc}\p{Cf}<>]+$/u,
      'must be one line of plain text (no < or >, nothing invisible)',
    );

/** #rgb or #rrggbb, kept as lower-case #rrggbb: nothing else can reach a stylesheet. */
export const hexColor = z
  .string()
  .regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'must be a hex colour like #0b5d5b')
  .transform((value) => {
    const hex = value.slice(1).toLowerCase();
    return hex.length === 3 ? `#${[...hex].map((c) => c + c).join('')}` : `#${hex}`;
  });

const phone = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ()/-]{6,24}$/, 'must be a phone number');

const email = z.string().trim().max(254).email('must be an e-mail address');

/** ISO 3166-1 alpha-2, upper case (schema.org and postal addresses write it so). */
const country = z
  .string()
  .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code (ISO 3166-1)')
  .transform((value) => value.toUpperCase());

/** An absolute path on this site to an image in public/ (never another origin). */
const ownImagePath = z
  .string()
  .max(200)
  .regex(
    /^\/(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*\.(?:svg|png|webp)$/,
    'must be a path on this site like /brand/logo.svg (svg, png or webp)',
  );

const httpsUrl = z
  .url({ protocol: /^https$/, message: 'must be an https:// URL' })
  .max(500)
  .refine((value) => !/[\s"'<>\\]/.test(value), 'must not contain blanks, quotes or < >');

/** An https origin (no path, query or fragment), written as `https://host[:port]`. */
const httpsOrigin = httpsUrl
  .refine((value) => {
    const url = new URL(value);
    return url.pathname === '/' && url.search === '' && url.hash === '' && url.username === '';
  }, 'must be an origin only: https://host, no path, query or user')
  .transform((value) => new URL(value).origin);

/**
 * The views of the operator's own site pages (SPEC §6 "external domain"): home, content, FAQ,
 * landing, contact and programme pages. When the operator's main site lives on another domain,
 * links to these go there; the catalogue, booking, account and landlord screens are this
 * application's and always stay in it.
 */
export const SITE_PAGE_VIEWS: readonly View[] = [
  'Home',
  'ContentPage',
  'Faq',
  'Landing',
  'HolidayDates',
  'Destinations',
  'CoronaInfo',
  'Poi',
  'Contact',
  'ContactForm',
  'PartnerProgramme',
  'NewsletterPage',
];

const SITE_ROUTE_NAMES = new Set<string>(
  ROUTES.filter((route) => SITE_PAGE_VIEWS.includes(route.view)).map((route) => route.baseName),
);

/**
 * A Leaflet tile URL template: http(s), with {z}, {x} and {y}; only Leaflet's placeholders
 * ({s} subdomain, {r} retina) besides. The page's CSP allows images from its origin.
 */
export const tileUrlTemplate = z
  .string()
  .max(500)
  .regex(/^https?:\/\/[^\s"'<>\\]+$/, 'must be an http(s):// URL template')
  .refine(
    (value) => ['{z}', '{x}', '{y}'].every((part) => value.includes(part)),
    'must contain {z}, {x} and {y}',
  )
  .refine(
    (value) => (value.match(/\{[^}]*\}/g) ?? []).every((p) => /^\{[zxysr]\}$/.test(p)),
    'may use only the placeholders {z} {x} {y} {s} {r}',
  )
  .refine((value) => tileOriginOf(value) !== null, 'must be a valid URL');

/** The origin tiles load from (for the CSP), or null for a template that is no URL. */
export function tileOriginOf(template: string): string | null {
  try {
    return new URL(template.replace(/\{[a-z]\}/g, 'a')).origin;
  } catch {
    return null;
  }
}

const postalAddress = z.strictObject({
  street: line(100),
  postalCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9 -]{2,10}$/, 'must be a postal code'),
  city: line(80),
  country,
});

/**
 * The account guests transfer to (decision 080): the operator collects the bookings it takes by
 * bank transfer. The IBAN must pass its check digits (a typo would send guests' money nowhere).
 */
export const bankAccountSchema = z.strictObject({
  /** The account holder as the transfer form asks for it (usually the company name). */
  holder: line(70),
  iban: z
    .string()
    .max(50)
    .refine(
      isValidIban,
      'must be an IBAN whose check digits hold, like DE02 1203 0000 0000 2020 51',
    )
    .transform(normaliseIban),
  /** Not needed within SEPA, but printed when given. */
  bic: z
    .string()
    .trim()
    .refine(isValidBic, 'must be a BIC of 8 or 11 signs, like BYLADEM1001')
    .transform((value) => value.toUpperCase())
    .nullable(),
  bankName: line(70).nullable(),
});

/** The whole branding, every field resolved. */
const brandingSchema = z.strictObject({
  /** The operator's name as guests read it: `{{brand}}` of every text, page titles, mails. */
  brand: z.strictObject({ name: line(60) }),
  logo: z.strictObject({
    /**
     * An own image instead of the drawn mark (e.g. /brand/logo.svg in public/); null = the mark,
     * drawn in the primary colour. Shown at the header's height; the name is written beside it.
     */
    imagePath: ownImagePath.nullable(),
  }),
  /**
   * Design tokens (app/styles/tokens.css) the brand sets; emitted as CSS custom properties into
   * every page's head and used inline by the mails.
   */
  colors: z.strictObject({
    /** Buttons, links, logo mark, header accents (--color-primary). */
    primary: hexColor,
    /** Hover and pressed states of primary (--color-primary-strong). */
    primaryStrong: hexColor,
    /** Light backgrounds of primary elements (--color-primary-soft). */
    primarySoft: hexColor,
    /** Calls to action such as "Buchen" (--color-accent). */
    accent: hexColor,
    /** Hover of the accent (--color-accent-strong). */
    accentStrong: hexColor,
  }),
  /** Where guests reach the office (header, footer, mails) unless a partner or campaign has its own. */
  contact: z.strictObject({
    phone,
    /**
     * The office's number per page language (issue 19: a French page shows the French line);
     * a language without one shows `phone`. Validated like `phone`, only site languages.
     */
    phoneByLanguage: z
      .strictObject({
        de: phone.optional(),
        en: phone.optional(),
        fr: phone.optional(),
        it: phone.optional(),
      })
      .optional(),
    email,
    address: postalAddress.nullable(),
  }),
  /** What a legal notice (Impressum) needs; the footer's copyright names the company. */
  legal: z.strictObject({
    companyName: line(120),
    address: postalAddress.nullable(),
    /** Register court and number, e.g. "Amtsgericht Berlin-Charlottenburg, HRB 123456". */
    register: line(120).nullable(),
    /** VAT identification number, e.g. DE123456789. */
    vatId: z
      .string()
      .trim()
      .regex(/^[A-Z]{2}[A-Za-z0-9+*]{2,13}$/, 'must be a VAT id like DE123456789')
      .nullable(),
    /** Managing director(s) as the notice names them. */
    managingDirector: line(160).nullable(),
  }),
  /**
   * The operator's bank account for payments by transfer (decision 080). null: the site offers no
   * payment by bank transfer, since it could not tell the guest where to send the money.
   */
  bank: bankAccountSchema.nullable(),
  /** The operator's home country: addresses and JSON-LD where nothing else names one. */
  defaultCountry: country,
  maps: z.strictObject({
    /** Leaflet tile URL template. */
    tileUrl: tileUrlTemplate,
    /** The attribution the tile provider requires (plain text; null = the OpenStreetMap text of the language). */
    attributionText: line(160).nullable(),
    /** Where the attribution links. */
    attributionUrl: httpsUrl,
  }),
  /**
   * Where the site's search starts. Sort order and page size are not here: they are SPEC §9
   * constants that decide which search URLs are canonical (docs/branding.md).
   */
  search: z.strictObject({
    /**
     * The country the search starts in: the header's search link and the home search without a
     * destination open its location page. null = the whole catalogue.
     */
    startCountry: country.nullable(),
    /** The number of persons the search forms preset (SPEC §9 default: 2). */
    persons: z.number().int().min(1).max(16),
  }),
  /** Where links to the site pages go (SPEC §6 user types and external domains). */
  links: z.strictObject({
    /**
     * The operator's main site when it lives on another domain (e.g. https://www.seeblick.example):
     * links to site pages (SITE_PAGE_VIEWS) go there. null = every link stays in this site.
     */
    externalOrigin: httpsOrigin.nullable(),
    /** The whitelist: site pages (route names) this site keeps serving, e.g. ["Contact"]. */
    appRoutes: z
      .array(
        z.string().refine((name) => SITE_ROUTE_NAMES.has(name), 'must be a site page route name'),
      )
      .max(100),
  }),
});

export type Branding = z.infer<typeof brandingSchema>;
export type BrandColors = Branding['colors'];
export type PostalAddress = z.infer<typeof postalAddress>;
export type BankAccount = z.infer<typeof bankAccountSchema>;

/**
 * What an operator may set (the `branding` row, `npm run brand:set`): any topic, any field of it;
 * what is left out keeps the default. Unknown topics and fields are refused (a typo would
 * otherwise be silently ignored).
 */
export const brandingOverrideSchema = z.strictObject({
  brand: brandingSchema.shape.brand.partial().optional(),
  logo: brandingSchema.shape.logo.partial().optional(),
  colors: brandingSchema.shape.colors.partial().optional(),
  contact: brandingSchema.shape.contact.partial().optional(),
  legal: brandingSchema.shape.legal.partial().optional(),
  /** The account as a whole (null: none, bank transfer is not offered). */
  bank: bankAccountSchema.nullable().optional(),
  defaultCountry: country.optional(),
  maps: brandingSchema.shape.maps.partial().optional(),
  search: brandingSchema.shape.search.partial().optional(),
  links: brandingSchema.shape.links.partial().optional(),
});

export type BrandingOverride = z.infer<typeof brandingOverrideSchema>;

/** The office's number for a page language: its own when configured, else the default. */
export function officePhone(
  contact: { phone: string; phoneByLanguage?: Partial<Record<string, string>> | undefined },
  language: string,
): string {
  return contact.phoneByLanguage?.[language] ?? contact.phone;
}

/** The site's own colours (app/styles/tokens.css). */
export const DEFAULT_COLORS: BrandColors = {
  primary: '#0b5d5b',
  primaryStrong: '#084846',
  primarySoft: '#e3f1ef',
  accent: '#b34e26',
  accentStrong: '#963f1d',
};

export const OSM_COPYRIGHT_URL = 'https://www.openstreetmap.org/copyright';

/** The branding the environment's settings give, before any override. */
export function defaultBranding(
  settings: Pick<
    Settings,
    | 'BRAND_NAME'
    | 'OFFICE_PHONE'
    | 'OFFICE_EMAIL'
    | 'MAP_TILE_URL'
    | 'BANK_IBAN'
    | 'BANK_ACCOUNT_HOLDER'
    | 'BANK_BIC'
    | 'BANK_NAME'
  >,
): Branding {
  return {
    brand: { name: settings.BRAND_NAME },
    logo: { imagePath: null },
    colors: { ...DEFAULT_COLORS },
    contact: { phone: settings.OFFICE_PHONE, email: settings.OFFICE_EMAIL, address: null },
    // The brand name until the operator names its company: never another operator's name.
    legal: {
      companyName: settings.BRAND_NAME,
      address: null,
      register: null,
      vatId: null,
      managingDirector: null,
    },
    // The holder defaults to the brand's name, as the legal company name does.
    bank:
      settings.BANK_IBAN === undefined
        ? null
        : {
            holder: settings.BANK_ACCOUNT_HOLDER ?? settings.BRAND_NAME,
            iban: normaliseIban(settings.BANK_IBAN),
            bic: settings.BANK_BIC ?? null,
            bankName: settings.BANK_NAME ?? null,
          },
    defaultCountry: 'DE',
    maps: {
      tileUrl: settings.MAP_TILE_URL,
      attributionText: null,
      attributionUrl: OSM_COPYRIGHT_URL,
    },
    search: { startCountry: null, persons: SEARCH_DEFAULTS.persons },
    links: { externalOrigin: null, appRoutes: [] },
  };
}

/** Reads an override (a file, a database row): the parsed value or zod's issues. */
export function parseBrandingOverride(value: unknown) {
  return brandingOverrideSchema.safeParse(value);
}

/**
 * The branding: the defaults with the override laid over them, topic by topic and field by field.
 * The legal company name follows an overridden brand name unless the override names it too.
 */
export function resolveBranding(defaults: Branding, override: BrandingOverride | null): Branding {
  if (override === null) return defaults;
  const brand = { ...defaults.brand, ...override.brand };
  const legalName =
    override.legal?.companyName ??
    (defaults.legal.companyName === defaults.brand.name ? brand.name : defaults.legal.companyName);
  return {
    brand,
    logo: { ...defaults.logo, ...override.logo },
    colors: { ...defaults.colors, ...override.colors },
    contact: { ...defaults.contact, ...override.contact },
    legal: { ...defaults.legal, ...override.legal, companyName: legalName },
    bank: override.bank === undefined ? defaults.bank : override.bank,
    defaultCountry: override.defaultCountry ?? defaults.defaultCountry,
    maps: { ...defaults.maps, ...override.maps },
    search: { ...defaults.search, ...override.search },
    links: { ...defaults.links, ...override.links },
  };
}

/** Where a visitor's links to site pages go: the origin and the route names sent there. */
export interface ExternalLinks {
  origin: string;
  /** Base route names (core/routes) whose links are absolute to `origin`. */
  routes: string[];
}

/**
 * The external-domain rule of SPEC §6 for one visitor: with an external origin configured, links
 * to the site pages not on the whitelist go to that origin — except for the "service" user type,
 * whose links are built relative to the app: the staff who work inside it (a partner's staff
 * account, an account with a permission such as an editor). null = every link stays relative.
 */
export function externalLinksFor(
  links: Branding['links'],
  user: { kind: 'customer' | 'partner'; permissions: readonly string[] } | null,
): ExternalLinks | null {
  if (links.externalOrigin === null) return null;
  if (user && (user.kind === 'partner' || user.permissions.length > 0)) return null;
  const kept = new Set(links.appRoutes);
  return {
    origin: links.externalOrigin,
    routes: [...SITE_ROUTE_NAMES].filter((name) => !kept.has(name)),
  };
}

/** The CSS custom properties (tokens.css names) of the brand's colours. */
export const COLOR_TOKENS: Record<keyof BrandColors, string> = {
  primary: '--color-primary',
  primaryStrong: '--color-primary-strong',
  primarySoft: '--color-primary-soft',
  accent: '--color-accent',
  accentStrong: '--color-accent-strong',
};

/**
 * The brand's tokens as a stylesheet (`:root{--color-primary:#…;…}`) for the page head. The
 * colours are checked again here, so a value that slipped past the schema is left out instead of
 * reaching CSS.
 */
export function brandTokensCss(colors: BrandColors): string {
  const declarations = (Object.keys(COLOR_TOKENS) as (keyof BrandColors)[])
    .filter((key) => /^#[0-9a-f]{6}$/.test(colors[key]))
    .map((key) => `${COLOR_TOKENS[key]}:${colors[key]}`);
  return `:root{${declarations.join(';')}}`;
}

/** A fingerprint of a branding: equal brands, equal strings (cache stamps). */
export function brandingFingerprint(branding: Branding): string {
  const text = JSON.stringify(branding);
  // FNV-1a, 32 bit: short and stable. A change announced on the channel bumps the version anyway;
  // a collision could only hide a change found by a TTL re-read (for PAGE_CACHE_SECONDS at most).
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/**
 * What the legal notice (Impressum, § 5 DDG) lacks that every operator must give: the company's
 * postal address (the legal entity's, else the contact's). Register, VAT id and managing director
 * depend on the company's form, so they are not asked for. The admin home names what is missing.
 */
export function imprintGaps(branding: Pick<Branding, 'legal' | 'contact'>): 'address'[] {
  return branding.legal.address === null && branding.contact.address === null ? ['address'] : [];
}

/** A postal address on one line ("Seestraße 1, 18055 Rostock"), the country left out when home. */
export function addressLine(address: PostalAddress, homeCountry: string): string {
  const place = `${address.postalCode} ${address.city}`;
  return address.country === homeCountry
    ? `${address.street}, ${place}`
    : `${address.street}, ${place}, ${address.country}`;
}
