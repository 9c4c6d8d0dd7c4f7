// From a page URL (or an API `query`) to what the index is asked. Pure: no I/O.
//
// Three layers of query:
// - the URL's own query (`userQuery`, invalid values dropped): the page state the screen writes
//   back to the URL, and what `activeFilterCount` counts;
// - plus what the page itself stands for (`pageQuery`): the SEO path's location, /lastminute/,
//   the pre-filtered page's offer filter id, the themed landing page's offer id. Serialised it is
//   the `query` an API call needs to repeat the same search (SearchData.apiQuery);
// - plus the offers expanded (`effective`): an offer's stored query fills the fields the visitor
//   has not set (the visitor's own choice wins), and an offer with explicitly assigned objects
//   (object_offers, or an agency's pre-filtered page) limits the search to them.
import { amenityMask, AMENITIES } from '#core/amenities';
import type { IsoDate } from '#core/dates';
import type { Language } from '#core/languages';
import {
  createSearchQuery,
  isSeaPage,
  isSeoPage,
  parseBBox,
  parseSearchQuery,
  resultsPerPage,
  SEARCH_DEFAULTS,
  SEARCH_QUERY_KEYS,
  type SearchParamsInput,
  type SearchQuery,
  type SearchQueryKey,
} from '#core/search-query';
import type { IndexQuery, MaxDistances } from '#search/types';

/** Radius of a latitude/longitude search without `distance`, in km. */
export const DEFAULT_POINT_DISTANCE_KM = 10;

/** What the plan needs to know about an offer. */
export interface PlanOffer {
  id: number;
  active: boolean;
  /** The search the offer stands for, as URL parameters. */
  query: Record<string, string>;
  /** Objects are assigned to it explicitly (object_offers or an agency's offer filter id). */
  hasMembers: boolean;
}

export interface PageContext {
  /** Pre-filtered search page (route table offerFilterId). */
  offerFilterId?: number;
  /** Themed landing page (offer id from the path). */
  offerId?: number;
  /** SEO location path (services/whoami.ts). */
  location?: { country: string; region?: number; place?: number };
  /** /lastminute/. */
  lastminute?: boolean;
}

export interface PlanInput extends PageContext {
  params: SearchParamsInput;
  today: IsoDate;
  language: Language;
  offers: ReadonlyMap<number, PlanOffer>;
  /** API callers' page size (parseObjectsPerPage); pages use resultsPerPage. */
  objectsPerPage?: number | null;
}

export interface SearchPlan {
  userQuery: SearchQuery;
  /** Keys dropped as invalid (URL values that failed validation, unknown offers). */
  invalid: SearchQueryKey[];
  pageQuery: SearchQuery;
  effective: SearchQuery;
  /** The offer the page is a landing page of (offer id before offer filter), if any. */
  offer: PlanOffer | null;
  /** What the index is asked; null when nothing can match (e.g. disjoint object lists). */
  indexQuery: IndexQuery | null;
  seo: boolean;
  sea: boolean;
  perPage: number;
}

/** Keys an offer's stored query never sets (paging, display, the offer fields themselves). */
const NOT_FROM_OFFER: ReadonlySet<SearchQueryKey> = new Set<SearchQueryKey>([
  'page',
  'objectsPerPage',
  'sort',
  'offer',
  'offerFilter',
  'ignoreFilter',
  'insObject',
  'PID',
  't',
  'group',
  'precision',
]);

const DEFAULTS = createSearchQuery();

function isDefault(query: SearchQuery, key: SearchQueryKey): boolean {
  const value = query[key];
  const fallback = DEFAULTS[key];
  if (Array.isArray(value)) return value.length === 0;
  return value === fallback;
}

/** `base` with every field the offer sets and `base` leaves at its default. */
function mergeOfferQuery(base: SearchQuery, offerQuery: SearchQuery): SearchQuery {
  const merged: SearchQuery = { ...base };
  const target = merged as Record<SearchQueryKey, unknown>;
  for (const key of SEARCH_QUERY_KEYS) {
    if (NOT_FROM_OFFER.has(key) || isDefault(offerQuery, key) || !isDefault(base, key)) continue;
    target[key] = offerQuery[key];
  }
  // A stored priceMin without priceMax (or the reverse) must not invert the range.
  if (merged.priceMin > merged.priceMax) {
    merged.priceMin = base.priceMin;
    merged.priceMax = base.priceMax;
  }
  return merged;
}

function distance(km: number): number | undefined {
  return km > 0 ? km : undefined;
}

/**
 * The index query of a (normalised) search query. `offerIds` limit it to offers' members. Null
 * when it cannot match anything (object lists that do not overlap).
 */
export function toIndexQuery(
  q: SearchQuery,
  options: { today: IsoDate; language: Language; offerIds?: number[]; perPage: number },
): IndexQuery | null {
  const iq: IndexQuery = {
    today: options.today,
    language: options.language,
    persons: q.persons,
    sort: q.sort,
    page: q.page,
    perPage: options.perPage,
  };
  if (q.startDate !== null) {
    iq.startDate = q.startDate;
    if (q.endDate !== null) iq.endDate = q.endDate;
    if (q.tolerance !== null) iq.tolerance = q.tolerance;
  }
  if (q.duration !== null) iq.duration = q.duration;
  if (q.lastminuteonly) iq.lastminuteOnly = true;
  if (q.personsMax !== null) iq.maxPersonsMax = q.personsMax;
  if (q.rating !== null) iq.minRating = q.rating;
  if (q.objectType !== 'alltypes') iq.objectType = q.objectType;
  if (q.sleepingRooms !== null) iq.minSleepingRooms = q.sleepingRooms;
  if (q.bathRooms !== null) iq.minBathRooms = q.bathRooms;
  if (q.squaremeterLiving !== null) iq.minSquaremeterLiving = q.squaremeterLiving;
  // The query's prices are euros; the index counts cents. priceMax 6000 means "no limit".
  if (q.priceMin > 0) iq.priceMin = q.priceMin * 100;
  if (q.priceMax < SEARCH_DEFAULTS.priceMax) iq.priceMax = q.priceMax * 100;
  if (q.pets !== 'none') iq.pets = q.pets;
  const maxDist: MaxDistances = {};
  const sea = distance(q.distSea);
  const lake = distance(q.distLake);
  const skilift = distance(q.distSkilift);
  const skiloipe = distance(q.distSkiloipe);
  if (sea !== undefined) maxDist.sea = sea;
  if (lake !== undefined) maxDist.lake = lake;
  if (skilift !== undefined) maxDist.skilift = skilift;
  if (skiloipe !== undefined) maxDist.skiloipe = skiloipe;
  if (Object.keys(maxDist).length > 0) iq.maxDist = maxDist;
  const amenities = amenityMask(AMENITIES.filter((a) => q[a]));
  if (amenities !== 0) iq.amenities = amenities;
  if (q.freeCancel) iq.freeCancel = true;
  if (q.providerType !== null) iq.providerType = q.providerType;
  if (q.agency !== null) iq.agencyIds = [q.agency];
  if (options.offerIds !== undefined && options.offerIds.length > 0) {
    iq.offerIds = options.offerIds;
  }
  // objects and onr both restrict to object numbers: both apply (their intersection).
  let numbers: number[] | null = q.objects.length > 0 ? [...q.objects] : null;
  if (q.onr !== null) numbers = numbers === null ? [q.onr] : numbers.filter((n) => n === q.onr);
  if (numbers !== null) {
    if (numbers.length === 0) return null;
    iq.objectNumbers = numbers;
  }
  const text = [q.fulltext, q.q].filter((t): t is string => t !== null && t !== '').join(' ');
  if (text !== '') iq.fulltext = text;
  if (q.country !== null) iq.country = q.country;
  if (q.region !== null) iq.regionId = q.region;
  if (q.place !== null) iq.placeId = q.place;
  if (q.latitude !== null && q.longitude !== null) {
    iq.geo = {
      lat: q.latitude,
      lon: q.longitude,
      distanceKm: q.distance ?? DEFAULT_POINT_DISTANCE_KM,
    };
  }
  if (q.BBoxString !== null) {
    const box = parseBBox(q.BBoxString);
    if (box !== null) iq.bbox = box;
  }
  return iq;
}

/** Resolves a page URL (or API query) with its page context into the index query. */
export function planSearch(input: PlanInput): SearchPlan {
  const seo = isSeoPage(input.params, { today: input.today });
  const sea = isSeaPage(input.params);
  const perPage = input.objectsPerPage ?? resultsPerPage({ seo, sea });
  const parsed = parseSearchQuery(input.params, { today: input.today, objectsPerPage: perPage });
  const invalid = new Set<SearchQueryKey>(parsed.invalid);
  const userQuery = parsed.query;

  // Offers named in the URL must exist (and be active); otherwise they are invalid values.
  for (const key of ['offer', 'offerFilter'] as const) {
    const id = userQuery[key];
    if (id !== null && input.offers.get(id)?.active !== true) {
      userQuery[key] = null;
      invalid.add(key);
    }
  }

  const pageQuery: SearchQuery = { ...userQuery };
  if (input.location !== undefined) {
    pageQuery.country = input.location.country.toLowerCase();
    if (input.location.region !== undefined) pageQuery.region = input.location.region;
    if (input.location.place !== undefined) pageQuery.place = input.location.place;
  }
  if (input.lastminute === true) pageQuery.lastminuteonly = true;
  if (input.offerFilterId !== undefined && pageQuery.offerFilter === null) {
    if (input.offers.get(input.offerFilterId)?.active === true) {
      pageQuery.offerFilter = input.offerFilterId;
    }
  }
  if (input.offerId !== undefined && pageQuery.offer === null) {
    if (input.offers.get(input.offerId)?.active === true) pageQuery.offer = input.offerId;
  }

  let effective: SearchQuery = { ...pageQuery };
  const offerIds: number[] = [];
  const filterId = pageQuery.ignoreFilter ? null : pageQuery.offerFilter;
  for (const id of [pageQuery.offer, filterId]) {
    const offer = id === null ? undefined : input.offers.get(id);
    if (offer === undefined) continue;
    const offerQuery = parseSearchQuery(offer.query, { today: input.today }).query;
    effective = mergeOfferQuery(effective, offerQuery);
    // The index ORs offer ids; with two member-listed offers only the first one can apply.
    if (offer.hasMembers && offerIds.length === 0) offerIds.push(offer.id);
  }
  effective.objectsPerPage = perPage;

  const indexQuery = toIndexQuery(effective, {
    today: input.today,
    language: input.language,
    offerIds,
    perPage,
  });
  return {
    userQuery,
    invalid: SEARCH_QUERY_KEYS.filter((key) => invalid.has(key)),
    pageQuery,
    effective,
    offer:
      (pageQuery.offer !== null ? input.offers.get(pageQuery.offer) : undefined) ??
      (pageQuery.offerFilter !== null ? input.offers.get(pageQuery.offerFilter) : undefined) ??
      null,
    indexQuery,
    seo,
    sea,
    perPage,
  };
}
