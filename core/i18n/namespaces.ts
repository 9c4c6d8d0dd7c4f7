// Translation namespaces, one file per namespace in locales/{lng}/{ns}.json. Product namespaces
// carry the name of their services slice (catalogue, pricing, search, watchlist, …), so one name
// finds a domain in services/, server/api/, db/, tests and the texts; common, errors and routes
// belong to the whole site.
import type { TextPart } from './keys';

export const NAMESPACES = [
  'common',
  'errors',
  'routes',
  'search',
  'watchlist',
  'catalogue',
  'pricing',
  'accounts',
  'mail',
  'booking',
  'payments',
  'content',
  'office',
  'partners',
  'consent',
  'newsletter',
  // The offline page of the service worker and the outdated-browser page (issue 17).
  'offline',
  // Impressum, privacy policy and travel conditions (issue 17; app/lib/legal-content.server.ts).
  'legal',
  // Content pages (issue 17; app/lib/content/…): the FAQ; about, travel tips and other guides;
  // the themed landing pages and destinations; school holidays, traveller notices and POIs; home.
  'faq',
  'guides',
  'landing',
  'travelinfo',
  'home',
  // The back office (issue 18): the admin menu and pages, CMS containers, uploads and teasers.
  'admin',
  'cms',
  'media',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export function isNamespace(value: string): value is Namespace {
  return (NAMESPACES as readonly string[]).includes(value);
}

export type { TextPart } from './keys';

/**
 * The texts every page sends to the browser for its shell: header, footer and compact bar
 * (`common`), the error views (`errors.page`; the rest of `errors` are the API's messages, made
 * on the server), the watch-list hearts, notices and the "recently viewed" heading. A screen adds
 * its own (SCREEN_TEXTS); `routes` (page titles) and e-mail texts stay on the server. Issue 12:
 * every page sent all six client namespaces (~26 KB of home's 30 KB of loader data).
 */
export const SHELL_TEXTS = [
  'common',
  'errors.page',
  'watchlist.button',
  'watchlist.notice',
  'watchlist.recent',
  // The office contact widget of the header (issue 16), on every page.
  'office',
  // The footer's cookie settings link (issue 17); the banner's own texts: LAZY_TEXTS.cookieBanner.
  'consent.footer',
  // The footer's newsletter form (issue 17), on every page that shows the footer.
  'newsletter.footer',
] as const satisfies readonly TextPart[];

/**
 * The catalogue sections of the object screen's live parts (components/object):
 * SCREEN_TEXTS.object; those of its static details are ISLAND_TEXTS.object.
 */
const OBJECT_CATALOGUE_TEXTS = [
  'catalogue.head',
  'catalogue.gallery',
  'catalogue.description',
  'catalogue.map',
  'catalogue.ratings',
  'catalogue.nearby',
  'catalogue.aside',
] as const;

/**
 * What each screen adds to the shell's texts, sent with its route's loader data (also on client
 * navigations, so a screen never renders before its texts). Listed by the components' `useT`
 * namespaces and the sections their keys start with; server/page-texts.int.test.ts renders every
 * screen and fails on a text key left untranslated in the HTML.
 */
export const SCREEN_TEXTS = {
  /**
   * Home (routes/home.tsx; issue 17): the hero's caption; the rest of `home` and the
   * recommendation cards' words are shown by static islands (ISLAND_TEXTS).
   */
  home: ['home.hero'],
  /** The page frame of table routes without a screen of their own (routes/page.tsx). */
  frame: [],
  search: ['search'],
  object: [
    // The catalogue's sections the object screen shows — not the rating pages' (`rate`,
    // `ratingAnswer`: ~2.3 KB in every object page's loader data) nor the page title and meta
    // description, which the loader writes on the server.
    ...OBJECT_CATALOGUE_TEXTS,
    'pricing',
    'search.card',
    'search.rating',
    'search.map',
    // The "booked 3× in the last 7 days" notice, shown after hydration (issue 15).
    'booking.stalkerNotice',
  ],
  /** /bookingStalker/ (routes/booking-stalker.tsx; issue 15): the list and its ages. */
  bookingStalker: ['booking.stalker', 'booking.stalkerNotice'],
  watchList: [
    'watchlist.page',
    'watchlist.item',
    'watchlist.share',
    'search.card',
    'search.rating',
  ],
  /** The user area (routes/user.tsx): its forms; refusals come translated from the action. */
  user: ['accounts', 'newsletter.preferences'],
  /** The locale editor's screen and in-place dialog (routes/locale-editor.tsx; issue 18). */
  localeEditor: ['content.localeEditor'],
  /**
   * The admin pages (routes/admin.tsx; issue 18): the menu, the pages, CMS and media screens, and
   * the API's refusals — the uploads post a file to the API from the browser and must say why it
   * was refused (not an image, not the guests' account), not only that it failed.
   */
  admin: ['admin', 'cms', 'media', 'errors.errors'],
  /** The newsletter's signup, confirmation and unsubscribe pages (routes/newsletter.tsx). */
  newsletter: ['newsletter', 'content.guard'],
  /**
   * The guest's rating form and the host's answer page (routes/rate-stay.tsx, rating-answer.tsx;
   * issue 15): their sections of `catalogue` and the rating words of the object page's block.
   */
  ratings: ['catalogue.rate', 'catalogue.ratingAnswer', 'catalogue.ratings'],
  /** The voucher page (routes/voucher.tsx; issue 15): its section of `booking`. */
  voucher: ['booking.voucher'],
  /** The booking, option and enquiry screens (routes/booking.tsx, request.tsx; issue 14). */
  booking: [
    'booking',
    'pricing.travellers',
    'pricing.period',
    'pricing.costs',
    'pricing.services',
    'pricing.status',
    'pricing.calendar',
    'pricing.box',
    'payments.methods',
    'payments.methodHints',
    'payments.kinds',
    'payments.kindRest',
    'payments.schedule',
    'payments.transfer',
  ],
  /**
   * The customer's bookings (routes/trips.tsx; issue 15): overview, details, printable
   * confirmation, the cancellation's confirm step and the voucher code field.
   */
  trips: [
    'booking.trips',
    // The booking page's travel voucher code field (decision 108).
    'booking.voucherCode',
    'booking.facts',
    'booking.insurance',
    'pricing.period',
    'pricing.costs',
    'pricing.services',
    'payments.methods',
    'payments.methodHints',
    'payments.kinds',
    'payments.kindRest',
    'payments.transfer',
  ],
  /**
   * The sandbox provider's card page (routes/payment.tsx): its texts in the page's payment
   * language (de or en, SPEC §5), which the loader picks, whatever the site's language.
   */
  payment: ['payments.card', 'payments.errors', 'payments.kinds'],
  /**
   * Help & contact and its four forms (routes/contact.tsx; issue 16): `content.guard` is the
   * hidden field's label of every guarded form (components/content/form-guard-inputs.tsx).
   */
  contact: ['content.contact', 'content.guard'],
  /**
   * The partner programme and its application form (routes/partner-programme.tsx; issue 16), with
   * the guarded form's hidden-field label.
   */
  partnerProgramme: ['partners.programme', 'partners.form', 'content.guard'],
  /** The landlord's confirmation page (routes/landlord-confirmation.tsx; issue 15). */
  landlord: [
    'booking.landlord',
    'booking.stay',
    'pricing.period',
    'pricing.costs',
    'pricing.services',
  ],
} as const satisfies Record<string, readonly TextPart[]>;
export type Screen = keyof typeof SCREEN_TEXTS;

/**
 * Texts only a screen's static islands show (app/lib/islands.ts, issue 12): on a document request
 * the server's render has them and the browser does not get them (the islands are not hydrated);
 * a client navigation's loader data carries them with SCREEN_TEXTS.
 */
export const ISLAND_TEXTS = {
  /** The object page's key facts, amenities, distances, cancellation terms and links. */
  object: [
    'catalogue.facts',
    'catalogue.amenities',
    'catalogue.distances',
    'catalogue.cancellation',
    'catalogue.links',
    'search.amenity',
  ],
  home: [
    'home.page',
    'home.trust',
    'home.teasers',
    'home.newWindow',
    'home.countries',
    'home.regions',
    'home.advice',
    'home.recommendations',
    'search.card',
    'search.rating',
  ],
} as const satisfies Partial<Record<Screen, readonly TextPart[]>>;

/**
 * Texts of parts that render only in the browser and load their texts when they first show
 * (I18nProvider `useTextsLoader`): the cards of "recently viewed" on home.
 */
export const LAZY_TEXTS = {
  miniCards: ['search.card', 'search.rating'],
  /**
   * The cookie banner (issue 17): sent with the shell only to a visitor who has not decided (the
   * root loader; the banner is in the first HTML), loaded when a decided one reopens it.
   */
  cookieBanner: ['consent.banner', 'consent.categories'],
  /** Each cookie's name, use and lifetime: loaded when a category's details are opened. */
  cookieDetails: ['consent.cookies', 'consent.lifetimes'],
  /**
   * The date-range calendar of the search filters, the home search and other date fields
   * (issue 19): loaded with its code on the first opening; the object page sends `pricing`.
   */
  dateRange: ['pricing.calendar'],
} as const satisfies Record<string, readonly TextPart[]>;

/** Resources of one language: namespace → its (possibly partial) nested texts. */
export type TextResources = Readonly<Record<string, Readonly<Record<string, unknown>>>>;

function splitPart(part: string): [ns: string, section: string | null] {
  const dot = part.indexOf('.');
  return dot < 0 ? [part, null] : [part.slice(0, dot), part.slice(dot + 1)];
}

/**
 * The parts of `resources` (whole namespaces) that `parts` name: a namespace whole, or only the
 * named top-level sections of it. Parts missing from the resources are left out.
 */
export function pickTexts(resources: TextResources, parts: readonly TextPart[]): TextResources {
  const out: Record<string, Record<string, unknown>> = {};
  for (const part of parts) {
    const [ns, section] = splitPart(part);
    const texts = resources[ns];
    if (texts === undefined) continue;
    if (section === null) {
      out[ns] = { ...out[ns], ...texts };
    } else if (section in texts) {
      out[ns] = { ...out[ns], [section]: texts[section] };
    }
  }
  return out;
}

/**
 * Resources merged by namespace and top-level section, later sources winning; undefined sources
 * are skipped. The browser's translator is built from the root's and the routes' texts this way.
 */
export function mergeTexts(sources: readonly (TextResources | undefined)[]): TextResources {
  const out: Record<string, Record<string, unknown>> = {};
  for (const source of sources) {
    if (source === undefined) continue;
    for (const [ns, texts] of Object.entries(source)) out[ns] = { ...out[ns], ...texts };
  }
  return out;
}

/**
 * The parts of `parts` that `resources` do not hold. A section is there when its key is; a whole
 * namespace only when `whole` says it was loaded whole (resources may hold some of its sections).
 */
export function missingTexts(
  resources: TextResources,
  parts: readonly TextPart[],
  whole: ReadonlySet<string> = new Set(),
): TextPart[] {
  return parts.filter((part) => {
    const [ns, section] = splitPart(part);
    if (section === null) return !whole.has(ns);
    const texts = resources[ns];
    return texts === undefined || !(section in texts);
  });
}
