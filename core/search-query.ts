// The search query (SPEC.md §3 "Search query", §5 query building and active filter count, §9
// defaults). Pure and shared: the server parses it for /api/search and for server-rendered search
// pages, the browser's filter panel reads and writes it — the URL is the state.
//
// Representation. `SearchQuery` is *normalised*: every field is present, "not set" has exactly one
// spelling, and a search has exactly one URL (serializeSearchQuery(parseSearchQuery(url).query) is
// canonical). Not set is:
//   - the default for fields that have one: page 1, persons 2, priceMin 0, priceMax 6000 (= no
//     upper limit), objectType 'alltypes', pets 'none', sort 'recommendation', distX 0 (= any);
//   - false for the 'Y' flags (the 16 amenities, lastminuteonly, ignoreFilter, freeCancel);
//   - [] for the lists (objects, partnerTags);
//   - null for everything else.
//
// URL encoding (one parameter per field, key spelled as in SPEC.md §3, case-sensitive):
//   - numbers in decimal digits (coordinates: optional '-', up to 6 decimals), dates yyyy-MM-dd;
//   - flags 'Y' (true); 'N' is read as false and never written;
//   - lists comma-separated (`objects=12,34`); repeated parameters are also read and joined;
//   - distances (distSea, distLake, distSkilift, distSkiloipe) 1 = walking distance (up to 1 km),
//     5 = up to 5 km, 10 = up to 10 km, absent/0 = any — the legacy meer/see/skilift/loipe 1|2|3
//     mapping lands on these values;
//   - tolerance 1, 2 or 3 (days of flexibility around the dates); absent = blank = exact dates;
//   - BBoxString 'south,west,north,east' in degrees; region and place are numeric ids;
//   - price tiers are not a parameter: a tier is a priceMin/priceMax pair (PRICE_TIERS).
// For any scalar parameter given more than once the first value counts (URLSearchParams#get).
// Values '' and '0' (after trimming) mean "not set", the reverse of the building rule that leaves
// them out; they are never reported invalid. Exception: latitude and longitude, where 0 is a real
// coordinate (the Greenwich meridian crosses France and Spain) and is read and written as '0'.
//
// Key order of the serialised query is SEARCH_QUERY_KEYS: SPEC.md §3 order (startDate … PID, then
// the location fields latitude … offerFilter), then the amenities in AMENITIES order.

import { AMENITIES, type Amenity, DISTANCE_KINDS, type DistanceKind } from './amenities';
import { checkDateRange, diffDays, type IsoDate, isIsoDate } from './dates';
import { INT32_MAX } from './int32';
import { MAX_STAY_NIGHTS } from './pricing';

// ---------------------------------------------------------------------------------------------
// Constants

/** SPEC.md §9 search defaults and page sizes. */
export const SEARCH_DEFAULTS = {
  page: 1,
  persons: 2,
  priceMin: 0,
  /** searchPriceMax: the top of the price slider; a maximum at or above it means "no limit". */
  priceMax: 6000,
  /** searchPriceInterval: the price slider's step. */
  priceInterval: 100,
  /** searchTolerance: the widest date tolerance offered, in days; none set = exact dates. */
  tolerance: 3,
  objectType: 'alltypes',
  pets: 'none',
  sort: 'recommendation',
  /** Results per page on ordinary search pages. */
  perPage: 40,
  /** Results per page on SEO and SEA pages. */
  perPageSeo: 10,
  /** Results per page of a teaser search (home page teasers). */
  perPageTeaser: 5,
} as const;

/** SPEC.md §9 teaser search: 5 per page, 2 persons, maximum price 6000. */
export const TEASER_SEARCH = {
  objectsPerPage: SEARCH_DEFAULTS.perPageTeaser,
  persons: SEARCH_DEFAULTS.persons,
  priceMax: SEARCH_DEFAULTS.priceMax,
} as const;

/** Sane upper bounds of the numeric fields (inclusive). Lower bound is 1 unless noted. */
export const SEARCH_LIMITS = {
  page: 10_000,
  persons: 99,
  rating: 5,
  rooms: 50,
  squaremeterLiving: 10_000,
  /** Largest id (objects, regions, places, agencies, offers): PostgreSQL integer. */
  id: INT32_MAX,
  /** Map clustering precision (geohash length), 1–12. */
  precision: 12,
  /** Stay length in nights, also the longest date range accepted. */
  duration: MAX_STAY_NIGHTS,
  /**
   * Latest arrival, in days after today (three years): far beyond any bookable calendar, and
   * keeps every date a screen derives from the arrival (departure, calendar months) a real date
   * ('startDate=9999-12-31' has no departure day and made the search page a 500).
   */
  arrivalDays: 1_096,
  /** Radius around latitude/longitude in whole km. */
  distance: 500,
  objects: 200,
  partnerTags: 20,
  /** Free text (fulltext, q) in characters after trimming. */
  text: 100,
  /** Largest objectsPerPage an API caller may ask for (parseObjectsPerPage). */
  objectsPerPage: 100,
} as const;

export const OBJECT_TYPE_FILTERS = ['alltypes', 'house', 'apartment'] as const;
export type ObjectTypeFilter = (typeof OBJECT_TYPE_FILTERS)[number];

export const PETS_FILTERS = ['none', 'one', 'more'] as const;
export type PetsFilter = (typeof PETS_FILTERS)[number];

export const SEARCH_SORTS = [
  'recommendation',
  'priceAsc',
  'priceDesc',
  'rating',
  'newest',
] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** Provider types of the catalogue (db `provider_type`). */
export const PROVIDER_TYPES = ['wholesaler', 'agency', 'private'] as const;
export type ProviderType = (typeof PROVIDER_TYPES)[number];

/** Distance filter values in km: 0 any, 1 walking distance (up to 1 km), 5, 10. */
export const DISTANCE_OPTIONS = [0, 1, 5, 10] as const;
export type DistanceOption = (typeof DISTANCE_OPTIONS)[number];
export const WALKING_DISTANCE_KM = 1;

/** Date tolerance in days; "blank" (exact dates) is null. */
export const TOLERANCE_OPTIONS = [1, 2, 3] as const;
export type Tolerance = (typeof TOLERANCE_OPTIONS)[number];

// ---------------------------------------------------------------------------------------------
// The query

export type SearchQuery = {
  startDate: IsoDate | null;
  endDate: IsoDate | null;
  page: number;
  persons: number;
  /** Upper bound of an object's capacity (at most this many beds); never below persons. */
  personsMax: number | null;
  /** Minimum average rating, 1–5 stars. */
  rating: number | null;
  objectType: ObjectTypeFilter;
  sleepingRooms: number | null;
  bathRooms: number | null;
  /** Minimum price in EUR; 0 = no minimum. */
  priceMin: number;
  /** Maximum price in EUR; SEARCH_DEFAULTS.priceMax (6000) = no maximum. */
  priceMax: number;
  pets: PetsFilter;
  distSea: DistanceOption;
  distLake: DistanceOption;
  distSkilift: DistanceOption;
  distSkiloipe: DistanceOption;
  sort: SearchSort;
  /** Minimum living space in m². */
  squaremeterLiving: number | null;
  /** Page size. Never read from a URL and never written to one (SPEC.md §5). */
  objectsPerPage: number;
  offer: number | null;
  fulltext: string | null;
  /** Single object number. */
  onr: number | null;
  agency: number | null;
  /** Object numbers (an explicit list, e.g. a shared watch list); unique, in given order. */
  objects: number[];
  q: string | null;
  lastminuteonly: boolean;
  /** Map clustering precision (geohash length, 1–12); not a filter. */
  precision: number | null;
  providerType: ProviderType | null;
  tolerance: Tolerance | null;
  /** Ignore the page's offer pre-filter; not a filter itself. */
  ignoreFilter: boolean;
  /** Only objects with free cancellation ('Y'); 'N' is the same as not set. */
  freeCancel: boolean;
  /** Object number to show first in the results; not a filter. */
  insObject: number | null;
  partnerTags: string[];
  /** Stay length in nights (a lone startDate: flexible search); equals a date pair's nights. */
  duration: number | null;
  /** Experiment group token; not a filter. */
  group: string | null;
  /** Cache-buster / timestamp token; not a filter. */
  t: string | null;
  /** Campaign id (digits); not a filter. */
  PID: string | null;
  latitude: number | null;
  longitude: number | null;
  /** Radius in km around latitude/longitude; only together with them. */
  distance: number | null;
  /** Canonical 'south,west,north,east' (see parseBBox). */
  BBoxString: string | null;
  /** Two lowercase letters. */
  country: string | null;
  /** Region id. */
  region: number | null;
  /** Place id. */
  place: number | null;
  /** Offer filter id of a pre-filtered page (e.g. 122 for /skiurlaub/). */
  offerFilter: number | null;
} & { [A in Amenity]: boolean };

export type SearchQueryKey = keyof SearchQuery;

/** Every key, in serialisation order (see the file comment). */
export const SEARCH_QUERY_KEYS = [
  'startDate',
  'endDate',
  'page',
  'persons',
  'personsMax',
  'rating',
  'objectType',
  'sleepingRooms',
  'bathRooms',
  'priceMin',
  'priceMax',
  'pets',
  'distSea',
  'distLake',
  'distSkilift',
  'distSkiloipe',
  'sort',
  'squaremeterLiving',
  'objectsPerPage',
  'offer',
  'fulltext',
  'onr',
  'agency',
  'objects',
  'q',
  'lastminuteonly',
  'precision',
  'providerType',
  'tolerance',
  'ignoreFilter',
  'freeCancel',
  'insObject',
  'partnerTags',
  'duration',
  'group',
  't',
  'PID',
  'latitude',
  'longitude',
  'distance',
  'BBoxString',
  'country',
  'region',
  'place',
  'offerFilter',
  ...AMENITIES,
] as const satisfies readonly SearchQueryKey[];

// Compile-time check that the list names every key of SearchQuery.
type MissingKeys = Exclude<SearchQueryKey, (typeof SEARCH_QUERY_KEYS)[number]>;
const _allKeysListed: [MissingKeys] extends [never] ? true : MissingKeys = true;
void _allKeysListed;

/** Location-type filters (SPEC.md §3); every other key is a general one. */
export const LOCATION_FILTER_KEYS = [
  'country',
  'region',
  'place',
  'BBoxString',
  'fulltext',
] as const;
export type LocationFilterKey = (typeof LOCATION_FILTER_KEYS)[number];

export function isLocationFilter(key: string): key is LocationFilterKey {
  return (LOCATION_FILTER_KEYS as readonly string[]).includes(key);
}

/** SPEC.md §5: keys the active filter count ignores. */
export const ACTIVE_FILTER_IGNORED_KEYS = [
  'page',
  'country',
  'priceMax',
  'duration',
  'persons',
  'endDate',
  'objectsPerPage',
  'sort',
  'BBoxString',
] as const satisfies readonly SearchQueryKey[];

/**
 * Parameters that are not filters at all (tracking, experiments, display) and so are not counted
 * either; longitude and distance belong to the latitude point, which counts once.
 */
export const NON_FILTER_KEYS = [
  'PID',
  't',
  'group',
  'precision',
  'insObject',
  'ignoreFilter',
  'longitude',
  'distance',
] as const satisfies readonly SearchQueryKey[];

// ---------------------------------------------------------------------------------------------
// Price tiers

export const PRICE_TIERS = ['all', 'cheap', 'mid', 'premium'] as const;
export type PriceTier = (typeof PRICE_TIERS)[number];

/**
 * Price range of each tier (EUR, inclusive bounds, multiples of the 100 interval): all 0–6000
 * (no limit), cheap up to 600 (a tenth of searchPriceMax), mid 600–1500 (up to a quarter),
 * premium from 1500 (no upper limit, i.e. priceMax 6000).
 */
export const PRICE_TIER_RANGES: Record<PriceTier, { priceMin: number; priceMax: number }> = {
  all: { priceMin: 0, priceMax: SEARCH_DEFAULTS.priceMax },
  cheap: { priceMin: 0, priceMax: SEARCH_DEFAULTS.priceMax / 10 },
  mid: { priceMin: SEARCH_DEFAULTS.priceMax / 10, priceMax: SEARCH_DEFAULTS.priceMax / 4 },
  premium: { priceMin: SEARCH_DEFAULTS.priceMax / 4, priceMax: SEARCH_DEFAULTS.priceMax },
};

/** The query with the tier's priceMin/priceMax (and page 1, as after any filter change). */
export function applyPriceTier(query: SearchQuery, tier: PriceTier): SearchQuery {
  return { ...query, ...PRICE_TIER_RANGES[tier], page: SEARCH_DEFAULTS.page };
}

/** The tier whose range the query's prices match exactly, or null for a custom range. */
export function priceTierOf(query: Pick<SearchQuery, 'priceMin' | 'priceMax'>): PriceTier | null {
  for (const tier of PRICE_TIERS) {
    const range = PRICE_TIER_RANGES[tier];
    if (range.priceMin === query.priceMin && range.priceMax === query.priceMax) return tier;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Construction

function amenityDefaults(): { [A in Amenity]: boolean } {
  const flags = {} as { [A in Amenity]: boolean };
  for (const amenity of AMENITIES) flags[amenity] = false;
  return flags;
}

/** A normalised query with every field at its default, overridden by `fields` (not validated). */
export function createSearchQuery(fields: Partial<SearchQuery> = {}): SearchQuery {
  return {
    startDate: null,
    endDate: null,
    page: SEARCH_DEFAULTS.page,
    persons: SEARCH_DEFAULTS.persons,
    personsMax: null,
    rating: null,
    objectType: SEARCH_DEFAULTS.objectType,
    sleepingRooms: null,
    bathRooms: null,
    priceMin: SEARCH_DEFAULTS.priceMin,
    priceMax: SEARCH_DEFAULTS.priceMax,
    pets: SEARCH_DEFAULTS.pets,
    distSea: 0,
    distLake: 0,
    distSkilift: 0,
    distSkiloipe: 0,
    sort: SEARCH_DEFAULTS.sort,
    squaremeterLiving: null,
    objectsPerPage: SEARCH_DEFAULTS.perPage,
    offer: null,
    fulltext: null,
    onr: null,
    agency: null,
    objects: [],
    q: null,
    lastminuteonly: false,
    precision: null,
    providerType: null,
    tolerance: null,
    ignoreFilter: false,
    freeCancel: false,
    insObject: null,
    partnerTags: [],
    duration: null,
    group: null,
    t: null,
    PID: null,
    latitude: null,
    longitude: null,
    distance: null,
    BBoxString: null,
    country: null,
    region: null,
    place: null,
    offerFilter: null,
    ...amenityDefaults(),
    ...fields,
  };
}

/** SPEC.md §9 teaser search query: 5 per page, 2 persons, no maximum price. */
export function teaserSearchQuery(fields: Partial<SearchQuery> = {}): SearchQuery {
  return createSearchQuery({ ...fields, ...TEASER_SEARCH });
}

// ---------------------------------------------------------------------------------------------
// Bounding box and coordinates

export type BBox = { south: number; west: number; north: number; east: number };

const COORDINATE_PATTERN = /^-?\d{1,3}(?:\.\d{1,15})?$/;

/** Rounds to 6 decimals (about 0.1 m) and turns -0 into 0. */
function roundCoordinate(value: number): number {
  const rounded = Number(value.toFixed(6));
  return rounded === 0 ? 0 : rounded;
}

function parseCoordinate(text: string, limit: number): number | null {
  if (!COORDINATE_PATTERN.test(text)) return null;
  const value = Number(text);
  if (!Number.isFinite(value) || Math.abs(value) > limit) return null;
  return roundCoordinate(value);
}

/**
 * Parses 'south,west,north,east' (degrees, up to 6 decimals kept): latitudes within ±90,
 * longitudes within ±180, south < north and west < east (boxes across the antimeridian are not
 * supported — the catalogue is European). Null when anything is off.
 */
export function parseBBox(text: string): BBox | null {
  const parts = text.split(',');
  if (parts.length !== 4) return null;
  const [southText = '', westText = '', northText = '', eastText = ''] = parts;
  const south = parseCoordinate(southText, 90);
  const west = parseCoordinate(westText, 180);
  const north = parseCoordinate(northText, 90);
  const east = parseCoordinate(eastText, 180);
  if (south === null || west === null || north === null || east === null) return null;
  if (south >= north || west >= east) return null;
  return { south, west, north, east };
}

/** The canonical BBoxString of a box (coordinates rounded to 6 decimals). */
export function formatBBox(box: BBox): string {
  return [box.south, box.west, box.north, box.east]
    .map((value) => String(roundCoordinate(value)))
    .join(',');
}

// ---------------------------------------------------------------------------------------------
// Parsing

export type SearchParamsInput =
  URLSearchParams | Readonly<Record<string, string | readonly string[] | undefined>>;

export type ParseSearchQueryOptions = {
  /**
   * Today (yyyy-MM-dd, Europe/Berlin, see core/dates todayInBerlin). With it dates before today are
   * dropped; without it only the format and order of the dates are checked.
   */
  today?: IsoDate;
  /** Page size to put into the query (default 40); see resultsPerPage. */
  objectsPerPage?: number;
};

export type ParsedSearchQuery = {
  query: SearchQuery;
  /** Keys whose values were present but invalid, hence dropped; in SEARCH_QUERY_KEYS order. */
  invalid: SearchQueryKey[];
};

const INVALID: unique symbol = Symbol('invalid');
type Invalid = typeof INVALID;

function collectParams(params: SearchParamsInput): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const add = (key: string, value: string): void => {
    const list = out.get(key);
    if (list === undefined) out.set(key, [value]);
    else list.push(value);
  };
  if (params instanceof URLSearchParams) {
    for (const [key, value] of params) add(key, value);
  } else {
    for (const [key, value] of Object.entries(params)) {
      if (value === undefined) continue;
      if (typeof value === 'string') add(key, value);
      else for (const item of value) if (typeof item === 'string') add(key, item);
    }
  }
  return out;
}

function isBlank(value: string): boolean {
  const trimmed = value.trim();
  return trimmed === '' || trimmed === '0';
}

function integerIn(min: number, max: number): (text: string) => number | Invalid {
  return (text) => {
    if (!/^\d{1,12}$/.test(text)) return INVALID;
    const value = Number(text);
    return value >= min && value <= max ? value : INVALID;
  };
}

function oneOf<T extends string | number>(options: readonly T[]): (text: string) => T | Invalid {
  return (text) => {
    for (const option of options) if (String(option) === text) return option;
    return INVALID;
  };
}

function flag(text: string): boolean | Invalid {
  if (text === 'Y') return true;
  if (text === 'N') return false;
  return INVALID;
}

function freeText(text: string): string | Invalid {
  // Tabs and line breaks count as blanks; any other control character makes the text invalid.
  const normalised = text.normalize('NFC').trim().replace(/\s+/g, ' ');
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f-\u009f]/.test(normalised)) return INVALID;
  return [...normalised].length <= SEARCH_LIMITS.text ? normalised : INVALID;
}

function token(pattern: RegExp): (text: string) => string | Invalid {
  return (text) => (pattern.test(text) ? text : INVALID);
}

function list<T>(
  item: (text: string) => T | Invalid,
  max: number,
): (text: string) => T[] | Invalid {
  return (text) => {
    const out: T[] = [];
    for (const part of text.split(',')) {
      const value = item(part);
      if (value === INVALID) return INVALID;
      if (!out.includes(value)) out.push(value);
    }
    return out.length <= max ? out : INVALID;
  };
}

const parseId = integerIn(1, SEARCH_LIMITS.id);
const parseDistanceOption = oneOf(DISTANCE_OPTIONS);
const PARTNER_TAG_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;

/**
 * Reads a search query from URL parameters. Strict per field: a value that is present but not
 * valid is dropped and its key listed in `invalid`; unknown parameters (tracking, utm_…) and
 * objectsPerPage are ignored silently. Never throws for any params.
 *
 * Cross-field rules (a failing rule drops the fields named, all listed invalid):
 * - dates: endDate needs startDate; a pair must pass the SPEC.md §5 range check against `today`
 *   (differ, end after start, none before today) and span at most 365 nights, else both go; a
 *   lone startDate must not be before today; with `today`, the arrival must lie at most
 *   SEARCH_LIMITS.arrivalDays after it; either date malformed drops both;
 * - duration must equal the nights of a date pair (else duration goes);
 * - priceMin must not exceed priceMax (else both go); priceMax ≥ 6000 reads as 6000;
 * - personsMax must not be below persons (else personsMax goes);
 * - latitude and longitude come together (else both go); distance needs them (else it goes).
 *
 * @throws RangeError only for invalid options (a malformed `today`), a programming error.
 */
export function parseSearchQuery(
  params: SearchParamsInput,
  options: ParseSearchQueryOptions = {},
): ParsedSearchQuery {
  const { today } = options;
  if (today !== undefined && !isIsoDate(today)) {
    throw new RangeError(`today is not a yyyy-MM-dd date: ${today}`);
  }
  const raw = collectParams(params);
  const query = createSearchQuery({
    objectsPerPage: options.objectsPerPage ?? SEARCH_DEFAULTS.perPage,
  });
  const invalid = new Set<SearchQueryKey>();

  // Present (non-blank) value of a key, first occurrence.
  const value = (key: SearchQueryKey, zeroIsValue = false): string | undefined => {
    const text = raw.get(key)?.[0];
    if (text === undefined) return undefined;
    if (zeroIsValue ? text.trim() === '' : isBlank(text)) return undefined;
    return text;
  };
  const read = <K extends SearchQueryKey>(
    key: K,
    parse: (text: string) => SearchQuery[K] | Invalid,
  ): void => {
    const text = value(key);
    if (text === undefined) return;
    const parsed = parse(text);
    if (parsed === INVALID) invalid.add(key);
    else query[key] = parsed;
  };

  // Dates, as a unit.
  const startText = value('startDate');
  const endText = value('endDate');
  if (startText !== undefined || endText !== undefined) {
    const start = startText !== undefined && isIsoDate(startText) ? startText : null;
    const end = endText !== undefined && isIsoDate(endText) ? endText : null;
    const malformed =
      (startText !== undefined && start === null) || (endText !== undefined && end === null);
    let ok = false;
    const inHorizon = (date: IsoDate) =>
      today === undefined || diffDays(today, date) <= SEARCH_LIMITS.arrivalDays;
    if (!malformed && start !== null && end !== null) {
      ok =
        checkDateRange(start, end, today ?? start).ok &&
        diffDays(start, end) <= SEARCH_LIMITS.duration &&
        inHorizon(start);
    } else if (!malformed && start !== null) {
      // yyyy-MM-dd strings of 4-digit years compare like the dates they name.
      ok = today === undefined || (start >= today && inHorizon(start));
    }
    if (ok) {
      query.startDate = start;
      query.endDate = end;
    } else {
      if (startText !== undefined) invalid.add('startDate');
      if (endText !== undefined) invalid.add('endDate');
    }
  }

  read('page', integerIn(1, SEARCH_LIMITS.page));
  read('persons', integerIn(1, SEARCH_LIMITS.persons));
  read('personsMax', integerIn(1, SEARCH_LIMITS.persons));
  if (query.personsMax !== null && query.personsMax < query.persons) {
    query.personsMax = null;
    invalid.add('personsMax');
  }
  read('rating', integerIn(1, SEARCH_LIMITS.rating));
  read('objectType', oneOf(OBJECT_TYPE_FILTERS));
  read('sleepingRooms', integerIn(1, SEARCH_LIMITS.rooms));
  read('bathRooms', integerIn(1, SEARCH_LIMITS.rooms));

  read('priceMin', integerIn(0, SEARCH_DEFAULTS.priceMax));
  read('priceMax', (text) => {
    const parsed = integerIn(1, 999_999_999)(text);
    return parsed === INVALID ? INVALID : Math.min(parsed, SEARCH_DEFAULTS.priceMax);
  });
  if (query.priceMin > query.priceMax) {
    query.priceMin = SEARCH_DEFAULTS.priceMin;
    query.priceMax = SEARCH_DEFAULTS.priceMax;
    invalid.add('priceMin');
    invalid.add('priceMax');
  }

  read('pets', oneOf(PETS_FILTERS));
  for (const kind of DISTANCE_KINDS) read<DistanceKind>(kind, parseDistanceOption);
  read('sort', oneOf(SEARCH_SORTS));
  read('squaremeterLiving', integerIn(1, SEARCH_LIMITS.squaremeterLiving));
  read('offer', parseId);
  read('fulltext', freeText);
  read('onr', parseId);
  read('agency', parseId);
  // Lists: repeated parameters are joined, so `objects=1&objects=2` equals `objects=1,2`.
  const joined = (key: 'objects' | 'partnerTags'): string | undefined => {
    const parts = (raw.get(key) ?? []).filter((part) => !isBlank(part));
    return parts.length === 0 ? undefined : parts.join(',');
  };
  const readList = <K extends 'objects' | 'partnerTags'>(
    key: K,
    parse: (text: string) => SearchQuery[K] | Invalid,
  ): void => {
    const text = joined(key);
    if (text === undefined) return;
    const parsed = parse(text);
    if (parsed === INVALID) invalid.add(key);
    else query[key] = parsed;
  };
  readList('objects', list(parseId, SEARCH_LIMITS.objects));
  read('q', freeText);
  read('lastminuteonly', flag);
  read('precision', integerIn(1, SEARCH_LIMITS.precision));
  read('providerType', oneOf(PROVIDER_TYPES));
  read('tolerance', oneOf(TOLERANCE_OPTIONS));
  read('ignoreFilter', flag);
  read('freeCancel', flag);
  read('insObject', parseId);
  readList('partnerTags', list(token(PARTNER_TAG_PATTERN), SEARCH_LIMITS.partnerTags));
  read('duration', integerIn(1, SEARCH_LIMITS.duration));
  if (
    query.duration !== null &&
    query.startDate !== null &&
    query.endDate !== null &&
    diffDays(query.startDate, query.endDate) !== query.duration
  ) {
    query.duration = null;
    invalid.add('duration');
  }
  read('group', token(/^[A-Za-z0-9_-]{1,32}$/));
  read('t', token(/^[A-Za-z0-9_.-]{1,40}$/));
  read('PID', token(/^\d{1,20}$/));

  // Point search: latitude and longitude together; distance only with them.
  const latText = value('latitude', true);
  const lonText = value('longitude', true);
  if (latText !== undefined || lonText !== undefined) {
    const latitude = latText === undefined ? null : parseCoordinate(latText, 90);
    const longitude = lonText === undefined ? null : parseCoordinate(lonText, 180);
    if (latitude !== null && longitude !== null) {
      query.latitude = latitude;
      query.longitude = longitude;
    } else {
      invalid.add('latitude');
      invalid.add('longitude');
    }
  }
  read('distance', integerIn(1, SEARCH_LIMITS.distance));
  if (query.distance !== null && query.latitude === null) {
    query.distance = null;
    invalid.add('distance');
  }
  read('BBoxString', (text) => {
    const box = parseBBox(text);
    return box === null ? INVALID : formatBBox(box);
  });
  read('country', (text) => (/^[A-Za-z]{2}$/.test(text) ? text.toLowerCase() : INVALID));
  read('region', parseId);
  read('place', parseId);
  read('offerFilter', parseId);
  for (const amenity of AMENITIES) read<Amenity>(amenity, flag);

  return { query, invalid: SEARCH_QUERY_KEYS.filter((key) => invalid.has(key)) };
}

/** Reads an API caller's objectsPerPage (digits, 1–100); null when absent or invalid. */
export function parseObjectsPerPage(text: string | null | undefined): number | null {
  if (text === null || text === undefined) return null;
  const parsed = integerIn(1, SEARCH_LIMITS.objectsPerPage)(text);
  return parsed === INVALID ? null : parsed;
}

// ---------------------------------------------------------------------------------------------
// Building

export type SerializeOptions = {
  /** Keys never written. */
  exclude?: readonly string[];
  /** When given, only these keys are written. objectsPerPage stays excluded regardless. */
  allow?: readonly string[];
};

/** Defaults that are left out like persons 2 and page 1, so one search has exactly one URL. */
const OMITTED_DEFAULTS: Partial<Record<SearchQueryKey, string>> = {
  page: String(SEARCH_DEFAULTS.page),
  persons: String(SEARCH_DEFAULTS.persons),
  objectType: SEARCH_DEFAULTS.objectType,
  pets: SEARCH_DEFAULTS.pets,
  sort: SEARCH_DEFAULTS.sort,
};

function formatValue(value: SearchQuery[SearchQueryKey]): string | null {
  if (value === null) return null;
  if (typeof value === 'boolean') return value ? 'Y' : null;
  if (Array.isArray(value)) return value.map(String).join(',');
  return String(value);
}

/**
 * The [key, value] pairs a query is written as, in SEARCH_QUERY_KEYS order, after the SPEC.md §5
 * building rules: left out are values that are empty, 0, '0' or null (false flags, empty lists);
 * priceMax at or above 6000; persons 2; page 1; the other defaults (objectType alltypes, pets none,
 * sort recommendation); objectsPerPage always. Latitude and longitude are written even when 0.
 * `exclude` and `allow` narrow the result further.
 */
export function searchQueryEntries(
  query: SearchQuery,
  options: SerializeOptions = {},
): [SearchQueryKey, string][] {
  const entries: [SearchQueryKey, string][] = [];
  for (const key of SEARCH_QUERY_KEYS) {
    if (key === 'objectsPerPage') continue;
    if (options.exclude?.includes(key)) continue;
    if (options.allow !== undefined && !options.allow.includes(key)) continue;
    const text = formatValue(query[key]);
    if (text === null || text === '') continue;
    if (text === '0' && key !== 'latitude' && key !== 'longitude') continue;
    if (OMITTED_DEFAULTS[key] === text) continue;
    if (key === 'priceMax' && query.priceMax >= SEARCH_DEFAULTS.priceMax) continue;
    entries.push([key, text]);
  }
  return entries;
}

/** The URL query string of a search (URL-encoded, no leading '?'; '' when nothing is set). */
export function serializeSearchQuery(query: SearchQuery, options: SerializeOptions = {}): string {
  return new URLSearchParams(searchQueryEntries(query, options)).toString();
}

/**
 * The parameters of a GET /api/search call: the URL's parameters plus objectsPerPage, which the
 * API needs (SEO, SEA and teaser searches use other page sizes) but a page URL never carries.
 */
export function toApiQuery(query: SearchQuery): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, text] of searchQueryEntries(query)) out[key] = text;
  out.objectsPerPage = String(query.objectsPerPage);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Filter count and page kinds

/**
 * SPEC.md §5 active filter count: every parameter that would be written to the URL counts 1
 * (each amenity 1; a date range once, by its startDate; a point search once, by its latitude),
 * except the ignored keys (page, country, priceMax, duration, persons, endDate, objectsPerPage,
 * sort, BBoxString) and the parameters that are no filters (NON_FILTER_KEYS).
 */
export function activeFilterCount(query: SearchQuery): number {
  const skip: readonly string[] = [...ACTIVE_FILTER_IGNORED_KEYS, ...NON_FILTER_KEYS];
  return searchQueryEntries(query).filter(([key]) => !skip.includes(key)).length;
}

/** SPEC.md §9: 40 results per page, 10 on SEO or SEA pages. */
export function resultsPerPage(page: { seo?: boolean; sea?: boolean }): number {
  return page.seo === true || page.sea === true
    ? SEARCH_DEFAULTS.perPageSeo
    : SEARCH_DEFAULTS.perPage;
}

function firstParam(params: SearchParamsInput, key: string): string | undefined {
  if (params instanceof URLSearchParams) return params.get(key) ?? undefined;
  const value = params[key];
  return typeof value === 'string' ? value : value?.[0];
}

/**
 * SEA (paid search) page: the URL carries a PID or pid parameter whose value is digits (SPEC.md §5
 * keeps pid values only when numeric).
 */
export function isSeaPage(params: SearchParamsInput): boolean {
  return ['PID', 'pid'].some((key) => /^\d+$/.test(firstParam(params, key)?.trim() ?? ''));
}

/**
 * SEO page: a search page whose URL sets no search-query parameter except page — after
 * validation, so invalid values and values equal to their default (persons=2) do not count, and
 * non-search parameters (utm_…, gclid, scrollto) are irrelevant. Pagination keeps a page SEO.
 */
export function isSeoPage(
  params: SearchParamsInput,
  options: Pick<ParseSearchQueryOptions, 'today'> = {},
): boolean {
  const { query } = parseSearchQuery(params, options);
  return searchQueryEntries(query, { exclude: ['page'] }).length === 0;
}
