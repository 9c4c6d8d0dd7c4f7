// The sitemap (issue 17, SEO): every indexable page in all four languages, each language's URL
// with hreflang alternates of the others. One <url> per page and language, so a page costs 4 URLs
// and a child file of at most 50,000 URLs holds 12,500 pages. The pages of the route table,
// locations and themed offers are a few thousand (held in memory anyway); objects (100k) are read
// a keyset page at a time and never held as a whole (server/sitemap.ts streams the XML).
import { LANGUAGES, type Language } from '#core/languages';
import { buildPath, ROUTE_SPECS, type RouteSpec } from '#core/routes';
import { objectSeoPath } from '#core/seo-urls';
import { poiPath } from '#core/pois';
import { schoolHolidayCountries } from '#core/school-holidays';
import {
  activeObjectLocationsFrom,
  activeObjectRunStarts,
  poiSlugs,
} from '#db/repositories/catalogue-sitemap';
import type { LocalizedText } from '#db/schema';
import type { RequestContext } from '#services/platform';
import { ensureSearchIndex } from '#services/search';
import { canonicalLocationPath, locationCatalog, type LocationCatalog } from './locations';
import { offerPath } from './offers';

/** The protocol's limit per file (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;
/** Pages per child file: each page is one URL per language. */
export const PAGES_PER_SITEMAP = SITEMAP_MAX_URLS / LANGUAGES.length;
/** Objects read per database round trip while a child file streams. */
const OBJECT_BATCH = 1_000;

/** One page: its path per language (the <url> of each, the others as its alternates). */
export interface SitemapPage {
  paths: Record<Language, string>;
  /** ISO date-time of the last change, when known (objects). */
  lastmod?: string;
}

/**
 * Views that are never in the sitemap although their route is public: redirects, errors, utility
 * and personal pages (they say noindex or are disallowed in robots.txt), forms without content.
 */
const NOT_INDEXED_VIEWS = new Set<string>([
  'Redirect',
  'Error301',
  'Error404',
  'Error410',
  'Error500',
  'Outdated',
  'Empty',
  'LocaleEditor',
  'AffiliateRedirect',
  'PartnerRequired',
  'BookingStalker',
  'WatchList',
  'UserView',
  'BookingOverview',
  'BookingDetails',
  'Booking',
  'Request',
  'Payment',
  'LandlordBookingConfirmation',
  'RedeemTravelVoucher',
  'RateStay',
  'RetailerRatingAnswer',
  'ContactForm',
  // The newsletter's signup, confirmation and unsubscribe pages (issue 17): forms and links.
  'NewsletterPage',
  'Admin',
]);

/**
 * Views whose pages are personal or part of a flow: robots.txt keeps crawlers out of them (their
 * pages say noindex as well, but a crawler would have to fetch them to read that).
 */
export const PRIVATE_VIEWS = new Set<string>([
  'UserView',
  'BookingOverview',
  'BookingDetails',
  'Booking',
  'Request',
  'Payment',
  'WatchList',
  'LandlordBookingConfirmation',
  'RedeemTravelVoucher',
  'RateStay',
  'RetailerRatingAnswer',
  'LocaleEditor',
  'Admin',
  'BookingStalker',
  'AffiliateRedirect',
  'PartnerRequired',
  'Empty',
]);

/** Whether a route of the table is an indexable page without parameters (sitemap material). */
export function isIndexableRoute(spec: RouteSpec): boolean {
  if (spec.status !== undefined || spec.requiresAuth || spec.admin) return false;
  if (spec.contentGroup === 4 || NOT_INDEXED_VIEWS.has(spec.view)) return false;
  // The landing alias of Home is the same page.
  if (spec.name === 'HomeLanding') return false;
  // Required parameters: its pages are listed from data (locations, offers, objects) or not at all.
  return !/:[A-Za-z]+(?![?A-Za-z])/.test(spec.path);
}

function allLanguages(pathOf: (language: Language) => string | null): SitemapPage | null {
  const paths = {} as Record<Language, string>;
  for (const language of LANGUAGES) {
    const path = pathOf(language);
    if (path === null) return null;
    paths[language] = path;
  }
  return { paths };
}

function locationPages(catalog: LocationCatalog): SitemapPage[] {
  const pages: SitemapPage[] = [];
  const add = (location: Parameters<typeof canonicalLocationPath>[1]) => {
    const page = allLanguages((language) => canonicalLocationPath(language, location));
    if (page) pages.push(page);
  };
  for (const country of catalog.countries) {
    if (!country.noIndex) add({ country });
  }
  for (const region of catalog.regions) {
    const country = catalog.countryByCode.get(region.countryCode);
    if (country && !country.noIndex && !region.noIndex) add({ country, region });
  }
  for (const place of catalog.places) {
    const region = catalog.regionById.get(place.regionId);
    const country = region ? catalog.countryByCode.get(region.countryCode) : undefined;
    if (region && country && !country.noIndex && !region.noIndex && !place.noIndex) {
      add({ country, region, place });
    }
  }
  return pages;
}

/**
 * Every indexable page that is not an object: the table's pages, the SEO location pages, the
 * school holidays and POI pages, and the themed offer landings. Small (bounded by the location
 * table), built in memory.
 */
export async function sitemapPages(ctx: RequestContext): Promise<SitemapPage[]> {
  const [catalog, state] = await Promise.all([
    locationCatalog(ctx.deps.database),
    ensureSearchIndex(ctx.deps),
  ]);
  const pages: SitemapPage[] = [];
  for (const spec of ROUTE_SPECS as readonly RouteSpec[]) {
    if (!isIndexableRoute(spec)) continue;
    const page = allLanguages((language) => buildPath(spec.name, {}, language));
    if (page) pages.push(page);
  }
  pages.push(...locationPages(catalog));
  // Pages of data (issue 17): school holidays of each country with dates, every POI by its slugs.
  for (const countryCode of schoolHolidayCountries()) {
    const page = allLanguages((language) => buildPath('HolidayDates', { countryCode }, language));
    if (page) pages.push(page);
  }
  for (const poi of await poiSlugs(ctx.deps.database.db)) {
    const page = allLanguages((language) => poiPath(poi, language));
    if (page) pages.push(page);
  }
  // The FAQ's landlord part (the guests' part is the table page above; app/lib/content/faq.server.ts).
  const landlordFaq = allLanguages((language) => buildPath('Faq', { part: 'faq2' }, language));
  if (landlordFaq) pages.push(landlordFaq);
  for (const offer of state.offerList) {
    // Pre-filter offers are the table's own pages (above).
    if (!offer.active || offer.kind === 'filter') continue;
    const page = allLanguages((language) => offerPath(offer, language));
    if (page) pages.push(page);
  }
  return pages;
}

/** The child files of the index: pages files by number, object files by their first object. */
export interface SitemapFiles {
  pageFiles: number;
  objectStarts: number[];
}

export async function sitemapFiles(ctx: RequestContext): Promise<SitemapFiles> {
  const [pages, objectStarts] = await Promise.all([
    sitemapPages(ctx),
    activeObjectRunStarts(ctx.deps.database.db, PAGES_PER_SITEMAP),
  ]);
  return { pageFiles: Math.max(1, Math.ceil(pages.length / PAGES_PER_SITEMAP)), objectStarts };
}

/** The pages of pages file `n` (0-based); null when there is no such file. */
export async function sitemapPagesFile(
  ctx: RequestContext,
  n: number,
): Promise<SitemapPage[] | null> {
  const pages = await sitemapPages(ctx);
  const from = n * PAGES_PER_SITEMAP;
  if (n < 0 || (n > 0 && from >= pages.length)) return null;
  return pages.slice(from, from + PAGES_PER_SITEMAP);
}

/**
 * The object pages of the file that starts at object `from`: at most PAGES_PER_SITEMAP active
 * objects from there on, read OBJECT_BATCH at a time (keyset on the object number), so a file
 * holds one batch in memory, whatever the catalogue's size.
 */
export async function* sitemapObjectPages(
  ctx: RequestContext,
  from: number,
): AsyncGenerator<SitemapPage[]> {
  const catalog = await locationCatalog(ctx.deps.database);
  let next = from;
  let left = PAGES_PER_SITEMAP;
  while (left > 0) {
    const rows = await activeObjectLocationsFrom(
      ctx.deps.database.db,
      next,
      Math.min(OBJECT_BATCH, left),
    );
    if (rows.length === 0) return;
    const batch: SitemapPage[] = [];
    for (const row of rows) {
      const country = catalog.countryByCode.get(row.countryCode);
      const region = catalog.regionById.get(row.regionId);
      const place = catalog.placeById.get(row.placeId);
      // An object whose location the catalogue lost has no SEO URL (its page redirects anyway).
      if (!country || !region || !place) continue;
      const pick = (slugs: LocalizedText, language: Language) => slugs[language] ?? slugs.de ?? '';
      const page = allLanguages((language) =>
        objectSeoPath(
          language,
          {
            country: pick(country.slugs, language),
            region: pick(region.slugs, language),
            place: pick(place.slugs, language),
          },
          row.objectNumber,
        ),
      );
      if (page) batch.push({ ...page, lastmod: new Date(row.updatedAt).toISOString() });
    }
    yield batch;
    left -= rows.length;
    next = rows[rows.length - 1]!.objectNumber + 1;
    if (rows.length < OBJECT_BATCH) return;
  }
}
