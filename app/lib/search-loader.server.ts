// Loader logic of every search page (SPEC.md §2): /search/, /lastminute/, the pre-filtered pages,
// the themed landing pages and the SEO location pages. Calls the search service directly (SSR
// never calls its own HTTP API), turns a failing search into the SPEC §4 error state instead of a
// 500, and puts location or offer texts into the page's title, SEO tags and breadcrumbs.
import { todayInBerlin } from '#core/dates';
import { AMENITIES, type Amenity } from '#core/amenities';
import type { RouteMatch } from '#core/routes';
import {
  activeFilterCount,
  parseSearchQuery,
  resultsPerPage,
  serializeSearchQuery,
} from '#core/search-query';
import type { RequestContext } from '#services/platform';
import { photoUrl } from '#services/media';
import { searchPage } from '#services/search';
import type { LocationInfo, SearchData, SearchResultObject } from '#services/search/types';
import type { RouterContextProvider } from 'react-router';
import { SEARCH_CARDS } from './islands';
import { islandData } from './islands.server';
import type { Breadcrumb, PageInfo } from './page-info';
import { absoluteAlternates, absoluteUrl } from './page-info.server';
import {
  popupObject,
  type SearchCardObject,
  type SearchPageKind,
  type SearchScreenData,
  type SearchScreenResults,
} from './search-screen-data';
import { siteTranslator } from '#services/partners';

type SearchPageInput = Parameters<typeof searchPage>[1];
export type SearchTarget = Omit<SearchPageInput, 'params'>;

type SearchOutcome = Awaited<ReturnType<typeof searchPage>>;

/** What a table route asks the search service for: its offer filter, theme or last-minute flag. */
export function searchTargetOf(match: RouteMatch): { kind: SearchPageKind; target: SearchTarget } {
  if (match.baseName === 'Lastminute') return { kind: 'lastminute', target: { lastminute: true } };
  if (match.baseName === 'ThemeLanding') {
    const { offerID, slug } = match.params;
    return {
      kind: 'theme',
      target: { ...(offerID === undefined ? {} : { offerId: offerID }), offerSlug: slug },
    };
  }
  const offerFilterId = match.route.offerFilterId;
  if (offerFilterId !== undefined) return { kind: 'offerFilter', target: { offerFilterId } };
  return { kind: 'search', target: {} };
}

function emptyData(params: URLSearchParams, today: string, sea: boolean): SearchData {
  const { query } = parseSearchQuery(params, { today });
  const amenities = Object.fromEntries(AMENITIES.map((a) => [a, 0])) as Record<Amenity, number>;
  return {
    total: 0,
    page: query.page,
    perPage: resultsPerPage({ sea }),
    pages: 0,
    objects: [],
    facets: { amenities, objectType: { house: 0, apartment: 0 } },
    markers: { objectNumbers: [], latE6: [], lonE6: [], price: [] },
    query: serializeSearchQuery(query),
    activeFilterCount: activeFilterCount(query),
  };
}

/** A card as the page sends it: only what the card and the map's pop-up render (see the type). */
export function pageCard(object: SearchResultObject): SearchCardObject {
  const { price, locations } = object;
  return {
    objectNumber: object.objectNumber,
    title: object.title,
    objectType: object.objectType,
    personsMax: object.personsMax,
    countRoomsSleeping: object.countRoomsSleeping,
    minPrice: object.minPrice,
    ratingAverage: object.ratingAverage,
    ratingCount: object.ratingCount,
    locations: { place: locations.place, region: locations.region, country: locations.country },
    photoId: object.images[0]?.photoId ?? null,
    distinctions: object.distinctions.map(({ id, variant, label }) => ({ id, variant, label })),
    freeCancel: object.freeCancel,
    href: object.href,
    price: price && {
      original: price.original,
      price: price.price,
      priceComplete: price.priceComplete,
      pricePercentReduction: price.pricePercentReduction,
      persons: price.persons,
      startDate: price.startDate,
      endDate: price.endDate,
      duration: price.duration,
    },
    vacancy: object.vacancy,
  };
}

function screenResults(data: SearchData): SearchScreenResults {
  const asked = new URLSearchParams(data.query);
  return {
    ...data,
    objects: data.objects.map(pageCard),
    popups: data.objects.map((object) => popupObject(object, asked)),
  };
}

/**
 * The screen's data as a route sends it: the result cards for the document's render only (a
 * static island, decision 079), in the loader data of a client navigation.
 */
export function withCardIsland(
  context: Readonly<RouterContextProvider>,
  screen: SearchScreenData,
): SearchScreenData {
  return {
    ...screen,
    data: { ...screen.data, objects: islandData(context, SEARCH_CARDS, screen.data.objects) },
  };
}

export interface LoadedSearch {
  screen: SearchScreenData;
  location: LocationInfo | null;
  /** Title of the page's offer (themed landing or pre-filter), for the breadcrumbs. */
  offerTitle: string | null;
  /** SEO page: no query filters (SPEC.md §2); filtered variants are kept out of the index. */
  seoPage: boolean;
  /** The page's canonical query (validated, SPEC §5 building rules), '' when none. */
  canonicalQuery: string;
  metaTitle: string;
  metaDescription: string;
  noIndex: boolean;
}

export interface SearchTexts {
  heading: string;
  intro: string;
  description: string;
}

/**
 * Runs the search of a search page. Invalid URL parameters are dropped by the service (the page
 * renders with the valid ones); a thrown error becomes `searchHasErrors` with zero results.
 */
export async function loadSearch(
  ctx: RequestContext,
  url: URL,
  kind: SearchPageKind,
  target: SearchTarget,
  fallback: SearchTexts,
): Promise<LoadedSearch> {
  const today = todayInBerlin(ctx.now);
  const params = new URLSearchParams(url.searchParams);
  const t = await siteTranslator(ctx);

  let outcome: SearchOutcome | null = null;
  try {
    // Markers (one per hit) would make a broad search's HTML megabytes long; the map fetches
    // them from GET /api/search when it is shown (docs/performance.md, "Search").
    outcome = await searchPage(ctx, { ...target, params, markers: false });
  } catch (error) {
    // The visitor sees the SPEC §4 error state; the cause belongs in the server log.
    console.error('search failed', { requestId: ctx.requestId, url: url.pathname, error });
  }

  const { query } = parseSearchQuery(params, { today });
  const canonicalQuery = serializeSearchQuery(query);
  const location = outcome?.location ?? null;
  const offer = outcome?.offer ?? null;
  const seoPage = outcome?.seo ?? canonicalQuery.replace(/(^|&)page=\d+/, '') === '';

  const heading = location?.title || offer?.title || fallback.heading;
  const clean = (texts: string[]) => texts.map((text) => text.trim()).filter((text) => text !== '');
  // Location texts, else the offer's; an offer without texts (a pre-filter) keeps the route's.
  const intro = location
    ? clean([location.text1, location.text2])
    : offer && clean([offer.texts.text1, offer.texts.text2]).length > 0
      ? clean([offer.texts.text1, offer.texts.text2])
      : clean([fallback.intro]);

  const screen: SearchScreenData = {
    kind,
    data: screenResults(outcome?.data ?? emptyData(params, today, outcome?.sea ?? false)),
    searchSuccessfull: outcome !== null,
    searchHasErrors: outcome === null,
    today,
    heading,
    destination: location?.locationName ?? null,
    intro,
    seoText: location?.seoText.trim() ?? '',
    topLinks: location?.topLinks ?? [],
    offers: location?.offers ?? [],
    bounds: location?.bounds ?? null,
  };
  return {
    screen,
    location,
    offerTitle: offer?.title ?? null,
    seoPage,
    canonicalQuery,
    metaTitle: location?.metaTitle || t('brand.pageTitle', { title: heading }),
    metaDescription: location?.metaDescription || fallback.description,
    // Filtered and failed searches are endless variants of the same page: kept out of the index,
    // as is a page past the last (no homes on it, while the search has some).
    noIndex:
      (location?.noIndex ?? false) ||
      !seoPage ||
      outcome === null ||
      (outcome.data.total > 0 && outcome.data.page > outcome.data.pages),
  };
}

/**
 * The page's PageInfo with the search's title, description, robots rule and canonical URL (the
 * path plus its validated query); an SEO location page also gets the location's breadcrumbs and
 * language links.
 */
export function searchPageInfo(
  ctx: RequestContext,
  base: PageInfo,
  loaded: LoadedSearch,
  canonicalPath: string,
): PageInfo {
  const { location } = loaded;
  const canonical = absoluteUrl(
    ctx,
    loaded.canonicalQuery === '' ? canonicalPath : `${canonicalPath}?${loaded.canonicalQuery}`,
  );
  let breadcrumbs = base.breadcrumbs;
  let languagePaths = base.languagePaths;
  let alternates = base.seo.alternates;
  // Only an SEO location page *is* the location; /search/?country=hr keeps its own trail and
  // language paths.
  const isLocationPage = loaded.screen.kind === 'location';
  if (isLocationPage && location && location.breadcrumbs.length > 0) {
    const [home] = base.breadcrumbs;
    const trail: Breadcrumb[] = location.breadcrumbs
      .filter((crumb) => crumb.href !== home?.href)
      .map((crumb) => ({
        label: crumb.label,
        href: crumb.href === canonicalPath || crumb.href === '' ? null : crumb.href,
      }));
    breadcrumbs = home ? [home, ...trail] : trail;
  } else if (loaded.screen.kind === 'theme' && loaded.offerTitle) {
    // Themed landing pages have no overview page: "Besondere Angebote" › the offer.
    breadcrumbs = [...base.breadcrumbs, { label: loaded.offerTitle, href: null }];
  }
  if (isLocationPage && location && Object.keys(location.languageLinks).length > 0) {
    languagePaths = location.languageLinks;
    alternates = absoluteAlternates(ctx, location.languageLinks);
  }
  const sharePhoto = loaded.screen.data.objects?.[0]?.photoId;
  const shareImage = sharePhoto ? photoUrl(sharePhoto, 'card', 'webp') : null;
  return {
    ...base,
    breadcrumbs,
    languagePaths,
    seo: {
      ...base.seo,
      title: loaded.metaTitle,
      description: loaded.metaDescription,
      canonical,
      alternates,
      noIndex: base.seo.noIndex || loaded.noIndex,
      // The first hit's photo as the share image (og:image) of a location or theme page.
      ...(shareImage ? { image: absoluteUrl(ctx, shareImage) } : {}),
    },
  };
}
