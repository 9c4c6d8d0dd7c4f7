// Types of the in-memory search index (ARCHITECTURE.md "Performance design"): what the caller
// hands it per object (`IndexObject`, plain values straight from the objects table plus the
// object's price rules and availability), the normalised numeric query it answers
// (`IndexQuery`) and the result (`SearchResult`). Pure types, no code.

import type { Amenity } from '#core/amenities';
import type { Availability } from '#core/availability';
import type { IsoDate } from '#core/dates';
import type { Language } from '#core/languages';
import type { AvailabilityQueryInput, Cents, PriceResult, PriceRules } from '#core/pricing';

export type ObjectType = 'house' | 'apartment';
export type ProviderType = 'wholesaler' | 'agency' | 'private';
export type SearchSort = 'recommendation' | 'priceAsc' | 'priceDesc' | 'rating' | 'newest';
export type PetsOption = 'none' | 'one' | 'more';

/** Fulltext per site language: title + place + region + country names in that language. */
export type SearchText = Record<Language, string>;

/** One object as the index takes it (db/schema.ts `objects` plus rules and availability). */
export interface IndexObject {
  objectNumber: number;
  active: boolean;
  objectType: ObjectType;
  personsMax: number;
  adultsMax: number;
  countRoomsSleeping: number;
  countRoomsBath: number;
  squaremeterLiving: number;
  /** 0 = no pets, n = at most n pets. */
  petsAllowed: number;
  /** Bit i set = AMENITIES[i] (core/amenities.ts order). */
  amenities: number;
  /** Metres; null = not near / unknown. */
  distSea: number | null;
  distLake: number | null;
  distSkilift: number | null;
  distSkiloipe: number | null;
  lat: number;
  lon: number;
  /** ISO 3166 alpha-2, any case (the index compares lower case). */
  countryCode: string;
  regionId: number;
  placeId: number;
  agencyId: number;
  providerType: ProviderType;
  minPriceCents: Cents | null;
  ratingAverage: number | null;
  ratingCount: number;
  /** Recommendation score of the default sort (higher first). */
  recommendation: number;
  freeCancel: boolean;
  /**
   * Free cancellation until this many days before arrival (the object's terms; absent: the
   * default, core/booking/cancellation): a dated stay counts as free to cancel only while that
   * deadline has not passed (decision 102).
   */
  freeCancelDays?: number;
  /** Epoch milliseconds, for sort 'newest'. */
  createdAt: number;
  /** Offers (pre-filtered search pages) the object belongs to. */
  offerIds: number[];
  distinctionIds: number[];
  searchText: SearchText;
  priceRules: PriceRules | null;
  availability: Availability | null;
}

/** Maximum distance filters in kilometres (SPEC.md §3: 1 = walking distance, 5, 10). */
export interface MaxDistances {
  sea?: number;
  lake?: number;
  skilift?: number;
  skiloipe?: number;
}

/**
 * The normalised search query. Every field but `today` is optional; "not set" is `undefined`
 * (or 0 / false / [] where that is the neutral value). See search/query.ts `resolveQuery` for
 * defaults and the exact semantics of each filter.
 */
export interface IndexQuery {
  /** Europe/Berlin today, 'yyyy-MM-dd' (the caller's clock; see core/dates.ts todayInBerlin). */
  today: IsoDate;
  /** Requested arrival. Without a valid start date there is no date filter. */
  startDate?: IsoDate;
  /** Requested departure; when missing, start + duration (default 7 nights). */
  endDate?: IsoDate;
  /** Flexible arrival ± days (0–3) with the same number of nights. */
  tolerance?: number;
  /** Nights when only a start date is given (and for lastminuteOnly without dates). */
  duration?: number;
  /** Travellers (adults + children); default 2. */
  persons?: number;
  /** Upper bound of personsMax (search query field personsMax: at most this many beds). */
  maxPersonsMax?: number;
  pets?: PetsOption;
  objectType?: ObjectType;
  minSleepingRooms?: number;
  minBathRooms?: number;
  /**
   * Cents, inclusive. The stay total (priceComplete) when a stay is evaluated (dates, or
   * lastminuteOnly), else minPriceCents.
   */
  priceMin?: Cents;
  priceMax?: Cents;
  minRating?: number;
  maxDist?: MaxDistances;
  /** Required amenities (all of them), bit order of core/amenities.ts. */
  amenities?: number;
  minSquaremeterLiving?: number;
  /** true = only objects with free cancellation; false/undefined = no filter. */
  freeCancel?: boolean;
  /** Arrival within LASTMINUTE_DAYS (14) days of today; see resolveQuery. */
  lastminuteOnly?: boolean;
  /** Any of these offers. */
  offerIds?: number[];
  /** Any of these distinctions. */
  distinctionIds?: number[];
  /** Any of these agencies. */
  agencyIds?: number[];
  providerType?: ProviderType;
  /** Only these objects (query fields objects / onr / insObject). */
  objectNumbers?: number[];
  /** Every word must be a prefix of a word of the object's search text in `language`. */
  fulltext?: string;
  /** Language of the fulltext match; default 'de'. */
  language?: Language;
  /** ISO alpha-2 country code, any case. */
  country?: string;
  regionId?: number;
  placeId?: number;
  /** Great-circle (haversine) distance from a point, inclusive. */
  geo?: { lat: number; lon: number; distanceKm: number };
  /** Degrees, inclusive; west > east crosses the antimeridian. */
  bbox?: { south: number; west: number; north: number; east: number };
  sort?: SearchSort;
  /** 1-based. */
  page?: number;
  /** Default 40 (SPEC.md §9), at most MAX_PER_PAGE. */
  perPage?: number;
  /** Build `markers` (all hits); default true. */
  markers?: boolean;
}

export interface SearchHit {
  /** Row of the object in the implementation (index row or catalogue position): not stable. */
  i: number;
  objectNumber: number;
  /** The matched stay (with tolerance: the free arrival closest to the requested one). */
  startDate?: IsoDate;
  endDate?: IsoDate;
  /**
   * The matched stay's total, calculatePrice(...).priceObject.priceComplete (mandatory costs
   * included: the figure cards, markers, price filter and sort all use); only when a stay is
   * evaluated (dates, or lastminuteOnly).
   */
  stayPriceCents?: Cents;
  /** The full price result of the matched stay (status 'free'); with stayPriceCents. */
  price?: PriceResult;
  minPriceCents: Cents | null;
}

export interface SearchMarker {
  objectNumber: number;
  lat: number;
  lon: number;
  /** Stay total (priceComplete) when a stay is evaluated, else minPriceCents (null when none). */
  priceCents: Cents | null;
  /**
   * The arrival (epoch day) of the stay `priceCents` is the total of, when the markers carry
   * their stays (SearchMarkers.nights > 0).
   */
  arrivalDay?: number;
}

/**
 * The markers' stays in their wire form (SearchMarkersData.stays, search/markers.ts
 * `markerStays`): hit i arrives `firstArrival` + `arrivalOffset[i]` days and stays `nights` nights.
 */
export interface MarkerStays {
  /** ISO date (yyyy-MM-dd) of the earliest arrival among the hits. */
  firstArrival: string;
  nights: number;
  arrivalOffset: number[];
}

/**
 * The map markers of all hits as parallel typed arrays (entry i of each = one hit): one result of
 * tens of thousands of hits is four allocations, not an object per hit (search/markers.ts has
 * `markerList` for the object form).
 */
export interface SearchMarkers {
  objectNumbers: Int32Array;
  lat: Float64Array;
  lon: Float64Array;
  /** As SearchMarker.priceCents, NaN for null. */
  priceCents: Float64Array;
  /**
   * Each hit's stay arrival (epoch day) and the stays' length, when a hit's stay may differ from
   * the query's own dates (ResolvedQuery.shifts: a tolerance, or Last Minute without dates): the
   * map's link of a marker opens the stay the marker priced. Otherwise `nights` is 0 and
   * `arrivalDay` empty (the query's dates are every hit's stay, or there is none).
   */
  arrivalDay: Int32Array;
  nights: number;
}

export interface SearchFacets {
  /** Per amenity: hits that have it (counts over the hits, all filters applied). */
  amenities: Record<Amenity, number>;
  objectType: Record<ObjectType, number>;
}

export interface SearchResult {
  total: number;
  page: number;
  perPage: number;
  hits: SearchHit[];
  facets: SearchFacets;
  /** Every hit, in unspecified order (index row order); empty when `markers: false`. */
  markers: SearchMarkers;
}

/** Prices one stay of one object for a hit (calculatePrice's signature). */
export type StayQuoter = (
  rules: PriceRules | null,
  availability: Availability | null,
  stay: AvailabilityQueryInput,
  now: Date,
) => PriceResult;

/** The operations the index and the brute-force oracle share. */
export interface Searcher {
  search(query: IndexQuery, quote?: StayQuoter): SearchResult;
}
