// Search use-cases (SPEC.md §2 search pages, §7 search/capacity/location/offer calls): the page
// loaders' searchPage and the API's searchApi/searchCapacity/searchLocation, all answered from
// memory (services/search-holder.ts: index, card store, catalog, offers) without a database query.
import { AMENITIES, amenitiesFromMask } from '#core/amenities';
import { freeCancellationOpen } from '#core/booking/cancellation';
import { todayInBerlin, type IsoDate } from '#core/dates';
import { badgeVariant } from '#core/distinctions';
import type { Language } from '#core/languages';
import { discountKindOf, quotedDiscountKind } from '#core/pricing';
import {
  activeFilterCount,
  parseBBox,
  parseObjectsPerPage,
  serializeSearchQuery,
  type BBox,
  type SearchQueryKey,
} from '#core/search-query';
import { buildPath } from '#core/routes';
import { objectSeoPath } from '#core/seo-urls';
import type { CardRow } from '#db/repositories/search-source';
import { emptyMarkers, markerStays } from '#search/markers';
import type { IndexQuery, SearchHit, SearchMarkers, SearchResult, StayQuoter } from '#search/types';
import { quoteStay } from '#services/pricing';
import { DomainError, type RequestContext } from '#services/platform';
import {
  locationForBBox,
  locationInfo,
  resolveLocation,
  type LocationRef,
  type ResolvedLocation,
} from '#services/catalogue';
import { text } from '#services/catalogue';
import { findOfferBySlug } from '#services/catalogue';
import { CARD_PHOTO_SIZES, photoSrcSet, photoUrl } from '#services/media';
import { ensureSearchIndex, type SearchState } from './holder';
import { planSearch, type PlanInput, type SearchPlan } from './plan';
import type {
  CapacityData,
  LocationInfo,
  ResultDistinction,
  SearchData,
  SearchMarkersData,
  SearchResultObject,
} from './types';
import { whoami } from '#services/catalogue';
import { cachedSiteTranslator } from '#services/partners';

export { ensureSearchIndex, notifyObjectsChanged } from './holder';

export interface SearchPageInput {
  params: URLSearchParams;
  offerFilterId?: number;
  offerId?: number;
  offerSlug?: string;
  location?: { country: string; region?: number; place?: number };
  lastminute?: boolean;
  /**
   * false: `data.markers` stays empty (the index skips them). Markers list every hit — tens of
   * thousands on broad searches — so a page may render without them and load them for its map
   * through GET /api/search (`apiQuery`) once the map is shown.
   */
  markers?: boolean;
}

export interface SearchPageResult {
  data: SearchData;
  location: LocationInfo | null;
  offer: { id: number; title: string; texts: { text1: string; text2: string } } | null;
  /** URL parameters that were present but invalid, hence dropped. */
  invalid: string[];
  seo: boolean;
  sea: boolean;
}

function planFor(
  ctx: RequestContext,
  state: SearchState,
  input: Omit<PlanInput, 'today' | 'language' | 'offers'>,
): SearchPlan {
  return planSearch({
    ...input,
    today: todayInBerlin(ctx.now),
    language: ctx.language,
    offers: state.offers,
  });
}

function emptyResult(plan: SearchPlan): SearchResult {
  const page = plan.effective.page;
  const markers = emptyMarkers();
  return { total: 0, page, perPage: plan.perPage, hits: [], facets: emptyFacets(), markers };
}

/** The index's markers in the wire form (plain arrays; NaN prices → null). */
function markersData(m: SearchResult['markers']): SearchMarkersData {
  const n = m.objectNumbers.length;
  const objectNumbers: number[] = new Array<number>(n);
  const latE6: number[] = new Array<number>(n);
  const lonE6: number[] = new Array<number>(n);
  const price: (number | null)[] = new Array<number | null>(n);
  for (let i = 0; i < n; i++) {
    objectNumbers[i] = m.objectNumbers[i]!;
    latE6[i] = Math.round(m.lat[i]! * 1e6);
    lonE6[i] = Math.round(m.lon[i]! * 1e6);
    const p = m.priceCents[i]!;
    price[i] = p === p ? p : null;
  }
  const stays = markerStays(m);
  return stays === null
    ? { objectNumbers, latE6, lonE6, price }
    : { objectNumbers, latE6, lonE6, price, stays };
}

function emptyFacets(): SearchResult['facets'] {
  const result = {
    amenities: {},
    objectType: { house: 0, apartment: 0 },
  } as SearchResult['facets'];
  for (const a of AMENITIES) result.amenities[a] = 0;
  return result;
}

/**
 * Hits are priced by the pricing slice's quote, like every other screen. The index admits a
 * stay's party (persons = adults) only within the object's adultsMax, so the quote's own adults
 * check has nothing left to refuse (docs/decisions/040-one-quote-for-every-screen.md).
 */
const quoteHit: StayQuoter = (rules, availability, stay, now) =>
  quoteStay({ rules, availability, adultsMax: null }, stay, now);

/**
 * Runs the plan on the index. `insObject` (an object to show first) goes to the top of page 1
 * when it matches the search; the page keeps its size.
 */
function runIndex(state: SearchState, plan: SearchPlan): SearchResult {
  const iq = plan.indexQuery;
  if (iq === null) return emptyResult(plan);
  const result = state.index.search(iq, quoteHit);
  const ins = plan.effective.insObject;
  if (ins === null || result.page !== 1) return result;
  const numbers = iq.objectNumbers;
  if (numbers !== undefined && !numbers.includes(ins)) return result;
  const single: IndexQuery = { ...iq, objectNumbers: [ins], page: 1, perPage: 1, markers: false };
  const [first] = state.index.search(single, quoteHit).hits;
  if (first === undefined) return result;
  const rest = result.hits.filter((h) => h.objectNumber !== ins);
  return { ...result, hits: [first, ...rest].slice(0, result.perPage) };
}

/**
 * The card's badges. A badge announcing a discount kind is shown on a card with a stay (dated,
 * or a Last Minute find) only when the stay's quote applies that discount (decision 105: "Last
 * Minute" for an arrival months ahead misinforms); cards without a stay say what the home offers.
 */
function distinctionsOf(
  state: SearchState,
  ids: number[],
  language: Language,
  hit: SearchHit,
): ResultDistinction[] {
  const out: ResultDistinction[] = [];
  const applied = hit.price === undefined ? null : quotedDiscountKind(hit.price);
  for (const id of ids) {
    const d = state.distinctions.get(id);
    if (d === undefined || d.ignore) continue;
    const discountKind = discountKindOf(d.discountKind);
    if (discountKind !== null && hit.startDate !== undefined && discountKind !== applied) continue;
    out.push({
      id,
      variant: badgeVariant(d.variant),
      icon: d.icon,
      label: text(d.label, language),
      discountKind,
    });
  }
  return out;
}

function card(
  state: SearchState,
  hit: SearchHit,
  row: CardRow,
  language: Language,
  startDate: IsoDate | null,
  today: IsoDate,
): SearchResultObject {
  const { locations } = state;
  const country = locations.countryByCode.get(row.countryCode);
  const region = locations.regionById.get(row.regionId);
  const place = locations.placeById.get(row.placeId);
  const slug = (slugs: Partial<Record<Language, string>>): string =>
    slugs[language] ?? slugs.de ?? '';
  // The SEO path needs all three slugs; without them (a location the catalog lost), the plain
  // object route, which the object page resolves to the canonical path.
  const href =
    country && region && place
      ? objectSeoPath(
          language,
          { country: slug(country.slugs), region: slug(region.slugs), place: slug(place.slugs) },
          row.objectNumber,
        )
      : buildPath('ObjectPage', { objectNumber: row.objectNumber }, language);
  const price = hit.price?.priceObject ?? null;
  return {
    objectNumber: row.objectNumber,
    title: text(row.titles, language),
    objectType: row.objectType,
    personsMax: row.personsMax,
    countRoomsSleeping: row.countRoomsSleeping,
    countRoomsBath: row.countRoomsBath,
    squaremeterLiving: row.squaremeterLiving,
    minPrice: row.minPriceCents,
    ratingAverage: row.ratingAverage,
    ratingCount: row.ratingCount,
    position: { lat: row.lat, lon: row.lon },
    locations: {
      country: country ? text(country.names, language) : '',
      countryCode: row.countryCode,
      region: region ? text(region.names, language) : '',
      place: place ? text(place.names, language) : '',
    },
    images: row.photoIds.map((photoId) => ({
      photoId,
      src: photoUrl(photoId, 'card', 'webp'),
      srcSet: photoSrcSet(photoId, 'webp', CARD_PHOTO_SIZES),
      avifSrcSet: photoSrcSet(photoId, 'avif', CARD_PHOTO_SIZES),
    })),
    distinctions: distinctionsOf(state, row.distinctionIds, language, hit),
    // A dated stay is free to cancel only while its deadline lies ahead (decision 102): the
    // badge says what cancelling the booking would cost today.
    freeCancel:
      row.freeCancel &&
      (hit.startDate === undefined ||
        freeCancellationOpen(hit.startDate, today, row.freeCancelDays)),
    petsAllowed: row.petsAllowed,
    amenities: amenitiesFromMask(row.amenities),
    href,
    price,
    // Hits are vacant by definition: for the asked dates (success) or, with a tolerance, only
    // for a shifted arrival (warning). Danger is for objects shown without a free stay. A
    // Last Minute search without dates found its own stay: free for it (decision 106).
    vacancy:
      hit.startDate === undefined
        ? null
        : startDate === null || hit.startDate === startDate
          ? 'success'
          : 'warning',
  };
}

/**
 * The search's data and, apart, the index's markers: `data.markers` is left empty, so that the
 * API can write the markers' JSON straight from the typed arrays (searchPage fills them in).
 */
async function searchData(
  ctx: RequestContext,
  state: SearchState,
  plan: SearchPlan,
): Promise<{ data: SearchData; markers: SearchMarkers }> {
  const result = runIndex(state, plan);
  const rows = await ctx.deps.search.cardRows(
    state,
    result.hits.map((h) => h.objectNumber),
  );
  const startDate = plan.effective.startDate;
  const today = todayInBerlin(ctx.now);
  const objects: SearchResultObject[] = [];
  for (const hit of result.hits) {
    const row = rows.get(hit.objectNumber);
    // A row deleted between search and card query: the index hears of it in a moment.
    if (row !== undefined) objects.push(card(state, hit, row, ctx.language, startDate, today));
  }
  const data: SearchData = {
    total: result.total,
    page: result.page,
    perPage: result.perPage,
    pages: Math.ceil(result.total / result.perPage),
    objects,
    facets: result.facets,
    markers: markersData(emptyMarkers()),
    query: serializeSearchQuery(plan.userQuery),
    activeFilterCount: activeFilterCount(plan.userQuery),
    apiQuery: serializeSearchQuery(plan.pageQuery),
  };
  return { data, markers: result.markers };
}

function locationOfQuery(state: SearchState, plan: SearchPlan): ResolvedLocation | null {
  const q = plan.pageQuery;
  if (q.country === null && q.region === null && q.place === null) return null;
  return resolveLocation(state.locations, q);
}

/**
 * Everything a search page renders on the server: results, location info and offer landing
 * data. Invalid URL parameters are dropped (and listed), never thrown.
 */
export async function searchPage(
  ctx: RequestContext,
  input: SearchPageInput,
): Promise<SearchPageResult> {
  const state = await ensureSearchIndex(ctx.deps);
  let offerId = input.offerId;
  if (offerId === undefined && input.offerSlug !== undefined) {
    offerId = findOfferBySlug(state, input.offerSlug, ctx.language)?.id;
  }
  const plan = planFor(ctx, state, {
    params: input.params,
    ...(input.offerFilterId !== undefined ? { offerFilterId: input.offerFilterId } : {}),
    ...(offerId !== undefined ? { offerId } : {}),
    ...(input.location !== undefined ? { location: input.location } : {}),
    ...(input.lastminute !== undefined ? { lastminute: input.lastminute } : {}),
  });
  if (input.markers === false && plan.indexQuery !== null) plan.indexQuery.markers = false;
  const searched = await searchData(ctx, state, plan);
  const data = { ...searched.data, markers: markersData(searched.markers) };
  const resolved = locationOfQuery(state, plan);
  const location =
    resolved === null
      ? null
      : locationInfo(state, resolved, {
          language: ctx.language,
          t: await cachedSiteTranslator(ctx),
          today: todayInBerlin(ctx.now),
          indexable: plan.seo,
        });
  const offer = plan.offer === null ? undefined : state.offers.get(plan.offer.id);
  return {
    data,
    location,
    offer:
      offer === undefined
        ? null
        : {
            id: offer.id,
            title: text(offer.title, ctx.language),
            texts: {
              text1: offer.texts.text1 ? text(offer.texts.text1, ctx.language) : '',
              text2: offer.texts.text2 ? text(offer.texts.text2, ctx.language) : '',
            },
          },
    invalid: plan.invalid,
    seo: plan.seo,
    sea: plan.sea,
  };
}

/** The query string of an API call as parameters (a leading '?' is allowed). */
function queryParams(query: string): URLSearchParams {
  return new URLSearchParams(query.startsWith('?') ? query.slice(1) : query);
}

/**
 * `data.markers` is empty: the markers are in `markers` (typed arrays; see server/api/search.ts,
 * which writes their JSON directly).
 */
export interface SearchApiResult {
  data: SearchData;
  markers: SearchMarkers;
}

/**
 * Refuses a query string with bad parameters (invalid), blaming each as `query.<key>` since they
 * all arrive in the one `query` input.
 */
function invalidQuery(keys: readonly string[], key = 'errors.validation.invalid'): DomainError {
  return new DomainError('invalid', key, { field: keys.map((k) => `query.${k}`) });
}

/**
 * GET /api/search: `query` is a page URL's query string (plus the page's location and offer
 * fields, SearchData.apiQuery). Strict: invalid fields are refused, not dropped.
 */
export async function searchApi(
  ctx: RequestContext,
  input: { query: string; objectsPerPage?: number | null; markers?: boolean },
): Promise<SearchApiResult> {
  const state = await ensureSearchIndex(ctx.deps);
  const params = queryParams(input.query);
  const perPage = input.objectsPerPage ?? parseObjectsPerPage(params.get('objectsPerPage'));
  const plan = planFor(ctx, state, { params, objectsPerPage: perPage });
  if (plan.invalid.length > 0) throw invalidQuery(plan.invalid);
  if (input.markers === false && plan.indexQuery !== null) plan.indexQuery.markers = false;
  return searchData(ctx, state, plan);
}

/**
 * GET /api/capacity: how many objects matching the query are vacant for exactly its dates, and
 * with a flexible arrival of ±1, ±2, ±3 days. Needs both dates: refusals name the bad or missing
 * parameters ("required" when only dates are wrong).
 */
export async function searchCapacity(
  ctx: RequestContext,
  input: { query: string },
): Promise<CapacityData> {
  const state = await ensureSearchIndex(ctx.deps);
  const params = queryParams(input.query);
  const plan = planFor(ctx, state, { params, objectsPerPage: 1 });
  const { startDate, endDate } = plan.effective;
  const invalid: (SearchQueryKey | 'startDate' | 'endDate')[] =
    plan.invalid.length > 0
      ? plan.invalid
      : startDate === null
        ? ['startDate']
        : endDate === null
          ? ['endDate']
          : [];
  if (invalid.length > 0) {
    const onlyDates = invalid.every((k) => k === 'startDate' || k === 'endDate');
    throw invalidQuery(invalid, onlyDates ? 'errors.validation.required' : undefined);
  }
  const iq = plan.indexQuery;
  const count = (tolerance: number): number =>
    iq === null
      ? 0
      : state.index.search({ ...iq, tolerance, page: 1, perPage: 1, markers: false }).total;
  return { exact: count(0), tolerance: [1, 2, 3].map((days) => ({ days, count: count(days) })) };
}

/**
 * GET /api/location: location info of a country/region/place, an SEO path or a map box; refuses
 * what names no location (notFound).
 */
export async function searchLocation(
  ctx: RequestContext,
  input: LocationRef & { location?: string; bbox?: string },
): Promise<LocationInfo> {
  const state = await ensureSearchIndex(ctx.deps);
  let resolved: ResolvedLocation | null = null;
  if (input.location !== undefined) {
    const page = await whoami(ctx, input.location);
    if (page.compname !== 'Search') throw new DomainError('notFound', 'errors.notFound');
    resolved = resolveLocation(state.locations, page.datas.location);
  } else if (input.country != null || input.region != null || input.place != null) {
    resolved = resolveLocation(state.locations, input);
  } else if (input.bbox !== undefined) {
    const box: BBox | null = parseBBox(input.bbox);
    resolved = box === null ? null : locationForBBox(state.locations, box);
  }
  if (resolved === null) throw new DomainError('notFound', 'errors.notFound');
  return locationInfo(state, resolved, {
    language: ctx.language,
    t: await cachedSiteTranslator(ctx),
    today: todayInBerlin(ctx.now),
  });
}

/**
 * Result cards of given objects, in the order asked for, without a search (the watch list,
 * "recently viewed", /api/objectInternal). Objects unknown to the catalogue are left out.
 */
export async function objectCards(
  ctx: RequestContext,
  objectNumbers: readonly number[],
  language: Language = ctx.language,
): Promise<SearchResultObject[]> {
  const state = await ensureSearchIndex(ctx.deps);
  const rows = await ctx.deps.search.cardRows(state, objectNumbers);
  const out: SearchResultObject[] = [];
  for (const objectNumber of objectNumbers) {
    const row = rows.get(objectNumber);
    if (row === undefined) continue;
    const hit: SearchHit = { i: -1, objectNumber, minPriceCents: row.minPriceCents };
    out.push(card(state, hit, row, language, null, todayInBerlin(ctx.now)));
  }
  return out;
}
