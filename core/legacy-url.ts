// Legacy URLs of the previous (ColdFusion) site (SPEC.md §2 "Unknown paths and legacy URLs"):
// a request carrying an `event` or `fuseaction` query parameter is mapped to the current route,
// and the old query names become the current search query fields (SPEC §3). Pure: the server
// answers 301 with the returned location. The legacy redirect list is empty (SPEC), so there is
// no table of individual old URLs here.
//
// Decisions where SPEC is silent:
// - Legacy detection works on any path; an event value we do not know (or a known one without the
//   parameter it needs, e.g. objekt.showObject without numeric onr) is not a legacy URL → null.
//   `/index.cfm` (the old front controller) is the exception: it always redirects, to the mapped
//   route or, failing that, to Home (HomeLegacy).
// - `event` wins over `fuseaction` when both map. Event values and legacy parameter names are
//   compared case-insensitively (ColdFusion was case-insensitive); for repeated names the first
//   occurrence counts. The language comes from the path prefix ('/en/index.cfm' → English routes).
// - Search gets every mapped filter. Booking and ObjectPage keep the stay (startDate, endDate,
//   persons) and PID. LandlordBookingConfirmation keeps `bookingId` and `bookingHash` (names
//   matched case-insensitively, values 1–128 of [A-Za-z0-9_-]). Every target keeps the tracking
//   parameters of SPEC §3 (pid only when numeric, SPEC §5; `partner` is consumed as PID).
// - Output query parameters come in a fixed order: the search fields in SPEC §3 order, then the
//   amenities in core/amenities order, then the tracking parameters in SPEC §3 order.
// - Invalid values are dropped, never thrown. The bounds follow core/search-query's parser, which
//   reads the result: ids (place, agency, offer, objects) 1–2147483647, so `ort` must be a numeric
//   place id (the search query's place is an id; names are dropped); PID 1–20 digits; persons
//   1–99; sleepingRooms 1–50; prices 3–9 digits; at most 200 objects; fulltext (NFC) at most 100
//   characters of letters, digits, spaces and hyphens. An endDate needs a startDate and must lie
//   1–365 nights after it; an explicit valid datbis wins over reisedauer (1–365). Dates are not
//   checked against today (no clock here; the search page applies the SPEC §5 range check).
import { TRACKING_PARAMS, isValidTrackingValue } from './tracking';
import { AMENITIES, type Amenity } from './amenities';
import { addDays, diffDays, parseDisplayDate, type IsoDate } from './dates';
import { INT32_MAX } from './int32';
import { languageFromPath, type Language } from './languages';
import { buildPath, matchRoute } from './routes';

export interface LegacyRedirect {
  /** Path and query of the current URL (status 301). */
  readonly location: string;
}

/** The 14 amenity flags of the old search (SPEC §2); whirlpool and seaview did not exist. */
export const LEGACY_AMENITIES: readonly Amenity[] = [
  'boatrentalservice',
  'fishing',
  'grill',
  'internet',
  'sauna',
  'tv',
  'dishwasher',
  'fireplace',
  'airconditioning',
  'nonsmoking',
  'parking',
  'terrace',
  'swimmingpool',
  'washingmachine',
];

/** Search query fields a legacy URL can produce, in output order (SPEC §3 order). */
const FILTER_ORDER = [
  'startDate',
  'endDate',
  'persons',
  'objectType',
  'sleepingRooms',
  'priceMin',
  'priceMax',
  'pets',
  'distSea',
  'distLake',
  'distSkilift',
  'distSkiloipe',
  'sort',
  'offer',
  'fulltext',
  'agency',
  'objects',
  'PID',
  'country',
  'place',
  ...AMENITIES.filter((a) => LEGACY_AMENITIES.includes(a)),
] as const;

/** SPEC §3 tracking query parameters kept on every redirect ('partner' becomes PID instead). */
const KEPT_TRACKING_PARAMS = TRACKING_PARAMS.filter((name) => name !== 'partner');

const STAY_FILTERS = new Set(['startDate', 'endDate', 'persons', 'PID']);

const ID = /^[0-9]{1,15}$/;
const DB_ID = /^[0-9]{1,10}$/;
const PARTNER_ID = /^[0-9]{1,20}$/;
const MAX_STAY_NIGHTS = 365;
const PRICE = /^[0-9]{3,9}$/;
const SMALL_COUNT = /^[0-9]{1,2}$/;
const DURATION = /^[0-9]{1,3}$/;
const COUNTRY = /^[a-z]{2}$/;
const FULLTEXT = /^[\p{L}\p{N}][\p{L}\p{M}\p{N} -]*$/u;
const OBJECT_LIST = /^[0-9]{1,10}(,[0-9]{1,10})*$/;
const TOKEN = /^[A-Za-z0-9_-]{1,128}$/;
const DISTANCES: Readonly<Record<string, string>> = { '1': '1', '2': '5', '3': '10' };
const DISTANCE_PARAMS = [
  ['meer', 'distSea'],
  ['see', 'distLake'],
  ['skilift', 'distSkilift'],
  ['loipe', 'distSkiloipe'],
] as const;

type Lookup = (name: string) => string | undefined;

/** Case-insensitive, first-occurrence lookup of query parameters. */
function lookupOf(search: URLSearchParams): Lookup {
  const values = new Map<string, string>();
  for (const [key, value] of search) {
    const lower = key.toLowerCase();
    if (!values.has(lower)) values.set(lower, value);
  }
  return (name) => values.get(name.toLowerCase());
}

function normalizeSpaces(value: string): string {
  return value.trim().replace(/\s+/g, ' ');
}

function boundedInt(value: string | undefined, pattern: RegExp, min: number, max: number) {
  if (value === undefined || !pattern.test(value)) return null;
  const n = Number(value);
  return n >= min && n <= max ? String(n) : null;
}

function endDateOf(get: Lookup, start: IsoDate | null): IsoDate | null {
  if (start === null) return null;
  const explicit = parseDisplayDate(get('datbis') ?? '');
  if (explicit !== null) {
    const nights = diffDays(start, explicit);
    if (nights >= 1 && nights <= MAX_STAY_NIGHTS) return explicit;
  }
  const days = boundedInt(get('reisedauer')?.trim(), DURATION, 1, MAX_STAY_NIGHTS);
  if (days === null) return null;
  try {
    return addDays(start, Number(days));
  } catch {
    return null; // beyond year 9999
  }
}

function sortOf(get: Lookup): string | null {
  const col = get('col')?.trim().toLowerCase();
  if (col === 'objoai') return 'recommendation';
  if (col === 'objrating') return 'rating';
  if (col === 'preis') {
    const direction = get('sort')?.trim().toLowerCase();
    if (direction === 'asc') return 'priceAsc';
    if (direction === 'desc') return 'priceDesc';
  }
  return null;
}

/** Legacy query names → search query fields (SPEC §2). Invalid values are left out. */
export function legacySearchFilters(search: URLSearchParams): Map<string, string> {
  const get = lookupOf(search);
  const filters = new Map<string, string>();
  const set = (key: string, value: string | null | undefined) => {
    if (value !== null && value !== undefined) filters.set(key, value);
  };

  const partner = get('partner')?.trim();
  if (partner !== undefined && PARTNER_ID.test(partner)) set('PID', partner);

  set('place', boundedInt(get('ort')?.trim(), DB_ID, 1, INT32_MAX));

  const country = get('land')?.trim().toLowerCase();
  if (country !== undefined && COUNTRY.test(country)) set('country', country);

  set('priceMin', boundedInt(get('preisvon')?.trim(), PRICE, 0, 999_999_999));
  set('priceMax', boundedInt(get('preisbis')?.trim(), PRICE, 0, 999_999_999));
  set('persons', boundedInt(get('personen')?.trim(), SMALL_COUNT, 1, 99));
  set('sleepingRooms', boundedInt(get('schlafzimmer')?.trim(), SMALL_COUNT, 1, 50));

  const houseType = get('haustyp')?.trim();
  if (houseType === '1') set('objectType', 'house');
  else if (houseType === '2') set('objectType', 'apartment');

  const objects = (get('IDObjektliste') ?? '').replace(/\s+/g, '');
  if (OBJECT_LIST.test(objects)) {
    const numbers = [...new Set(objects.split(',').map(Number))];
    if (numbers.length <= 200 && numbers.every((n) => n >= 1 && n <= INT32_MAX)) {
      set('objects', numbers.join(','));
    }
  }

  for (const [legacy, field] of DISTANCE_PARAMS) set(field, DISTANCES[get(legacy)?.trim() ?? '']);

  for (const amenity of LEGACY_AMENITIES) if (get(amenity)?.trim() === '1') set(amenity, 'Y');

  if (boundedInt(get('tiere')?.trim(), ID, 1, Number.MAX_SAFE_INTEGER) !== null) set('pets', 'one');

  const start = parseDisplayDate(get('datvon') ?? '');
  set('startDate', start);
  set('endDate', endDateOf(get, start));

  const fulltext = normalizeSpaces((get('volltextsuche') ?? '').normalize('NFC'));
  if ([...fulltext].length <= 100 && FULLTEXT.test(fulltext)) set('fulltext', fulltext);

  set('sort', sortOf(get));

  set('agency', boundedInt(get('anbieter')?.trim(), DB_ID, 1, INT32_MAX));
  set('offer', boundedInt(get('idangebot')?.trim(), DB_ID, 1, INT32_MAX));

  return filters;
}

function trackingParams(get: Lookup): [string, string][] {
  const kept: [string, string][] = [];
  for (const name of KEPT_TRACKING_PARAMS) {
    const value = get(name);
    if (value === undefined || !isValidTrackingValue(name, value)) continue;
    kept.push([name, value]);
  }
  return kept;
}

function withQuery(path: string, entries: readonly [string, string][]): string {
  if (entries.length === 0) return path;
  return `${path}?${new URLSearchParams(entries as [string, string][]).toString()}`;
}

function orderedFilters(filters: Map<string, string>, keep: (key: string) => boolean) {
  const entries: [string, string][] = [];
  for (const key of FILTER_ORDER) {
    const value = filters.get(key);
    if (value !== undefined && keep(key)) entries.push([key, value]);
  }
  return entries;
}

/** The route and query a legacy event maps to, or null when the event is not (fully) known. */
function mapEvent(
  event: string,
  get: Lookup,
  search: URLSearchParams,
  language: Language,
): { path: string; query: [string, string][] } | null {
  const name = event.trim().toLowerCase();
  if (name.startsWith('search.') && name.length > 'search.'.length) {
    const filters = orderedFilters(legacySearchFilters(search), () => true);
    return { path: buildPath('Search', {}, language), query: filters };
  }
  const onr = get('onr')?.trim();
  const objectNumber = onr !== undefined && ID.test(onr) ? Number(onr) : undefined;
  const stay = () => orderedFilters(legacySearchFilters(search), (k) => STAY_FILTERS.has(k));
  switch (name) {
    case 'buchung.inseratanfrage_step1':
    case 'buchung.step1':
      return { path: buildPath('Booking', { objectNumber }, language), query: stay() };
    case 'newsletter.main':
      return { path: buildPath('Newsletter', {}, language), query: [] };
    case 'objekt.showobject':
      if (objectNumber === undefined) return null;
      return { path: buildPath('ObjectPage', { objectNumber }, language), query: stay() };
    case 'vermieter.buchungsbestaetigung': {
      const query: [string, string][] = [];
      for (const key of ['bookingId', 'bookingHash']) {
        const value = get(key)?.trim();
        if (value !== undefined && TOKEN.test(value)) query.push([key, value]);
      }
      return { path: buildPath('LandlordBookingConfirmation', {}, language), query };
    }
    case 'rating.rating.ratingvmst': {
      const ratingNumber = get('ratingnr')?.trim();
      if (ratingNumber === undefined || !ID.test(ratingNumber)) return null;
      return { path: buildPath('RetailerRatingAnswer', { ratingNumber }, language), query: [] };
    }
    default:
      return null;
  }
}

function parseUrl(url: URL | string): URL | null {
  if (url instanceof URL) return url;
  try {
    return new URL(url, 'http://legacy.invalid');
  } catch {
    return null;
  }
}

/**
 * Maps a legacy URL to the current location, or null when `url` is not a legacy URL.
 * Never throws on user input.
 */
export function mapLegacyUrl(url: URL | string): LegacyRedirect | null {
  const parsed = parseUrl(url);
  if (parsed === null) return null;
  const { searchParams } = parsed;
  const get = lookupOf(searchParams);
  const { language } = languageFromPath(parsed.pathname);
  const tracking = trackingParams(get);

  for (const event of [get('event'), get('fuseaction')]) {
    if (event === undefined || event.trim() === '') continue;
    const mapped = mapEvent(event, get, searchParams, language);
    if (mapped !== null)
      return { location: withQuery(mapped.path, [...mapped.query, ...tracking]) };
  }
  if (matchRoute(parsed.pathname)?.baseName === 'HomeLegacy') {
    return { location: withQuery(buildPath('Home', {}, language), tracking) };
  }
  return null;
}
