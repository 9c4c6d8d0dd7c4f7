// The search screen's URL state (the URL is the state, SPEC.md §5): reading the query of a page
// URL, applying a filter change, and writing the next URL with the §5 building rules. Pure.
import { AMENITIES, DISTANCE_KINDS } from '#core/amenities';
import {
  checkDateRange,
  droppedDatesReason,
  type DateRangeProblem,
  type DroppedDates,
  type IsoDate,
} from '#core/dates';
import {
  SEARCH_DEFAULTS,
  createSearchQuery,
  formatBBox,
  parseSearchQuery,
  serializeSearchQuery,
  type SearchQuery,
} from '#core/search-query';
import type { SearchPageKind } from './search-screen-data';

/**
 * Page-URL parameters that are not part of the search but must survive a filter change: the
 * partner (SPEC.md §2 adds it to navigation) and the campaign id, whose change reloads the shell.
 * Tracking parameters are kept in a session cookie by the server, so they may go.
 */
export const KEPT_PARAMS = ['partner', 'pid'] as const;

/** The valid search query of a page URL's query string; invalid values are dropped. */
export function readSearchQuery(search: string | URLSearchParams, today?: IsoDate): SearchQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return parseSearchQuery(params, today === undefined ? {} : { today }).query;
}

/** The query after a filter change: any change but paging starts again at page 1. */
export function applyFilter(query: SearchQuery, patch: Partial<SearchQuery>): SearchQuery {
  return { ...query, ...patch, page: patch.page ?? SEARCH_DEFAULTS.page };
}

/** The fields the filter panel sets (SPEC.md §3 general filters the screen offers). */
export const PANEL_FILTER_KEYS = [
  'startDate',
  'endDate',
  'duration',
  'tolerance',
  'persons',
  'pets',
  'objectType',
  'sleepingRooms',
  'bathRooms',
  'priceMin',
  'priceMax',
  ...DISTANCE_KINDS,
  ...AMENITIES,
  'rating',
  'freeCancel',
] as const satisfies readonly (keyof SearchQuery)[];

/**
 * The query with the panel's filters back at their defaults. The destination (country, region,
 * place, fulltext, map area), the offer and the sort order were chosen elsewhere and stay.
 */
export function resetFilters(query: SearchQuery): SearchQuery {
  const defaults = createSearchQuery();
  const next: SearchQuery = { ...query, page: SEARCH_DEFAULTS.page };
  for (const key of PANEL_FILTER_KEYS) Object.assign(next, { [key]: defaults[key] });
  return next;
}

/** `pathname?query` for a search, with the kept parameters of the current URL appended. */
export function searchHref(
  pathname: string,
  query: SearchQuery,
  current: URLSearchParams = new URLSearchParams(),
): string {
  const params = new URLSearchParams(serializeSearchQuery(query));
  for (const key of KEPT_PARAMS) {
    const value = current.get(key);
    if (value !== null && value !== '') params.set(key, value);
  }
  const text = params.toString();
  return text === '' ? pathname : `${pathname}?${text}`;
}

/**
 * The dates a search page's URL carried but the search left out (parseSearchQuery drops them as
 * invalid: an arrival before today, no valid range, too long a stay), and why; null when the URL
 * carried none or they were taken. The page says so instead of searching without them silently.
 */
export function droppedSearchDates(
  search: string | URLSearchParams,
  today: IsoDate,
): DroppedDates | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const { invalid } = parseSearchQuery(params, { today });
  if (!invalid.includes('startDate') && !invalid.includes('endDate')) return null;
  return droppedDatesReason(params.get('startDate'), today);
}

/**
 * The location-type fields (SPEC.md §3: country, region, place, BBoxString, fulltext) and the
 * point search: what a newly chosen destination replaces.
 */
export const DESTINATION_KEYS = [
  'country',
  'region',
  'place',
  'fulltext',
  'BBoxString',
  'latitude',
  'longitude',
  'distance',
] as const satisfies readonly (keyof SearchQuery)[];

/** What the destination field chose: a suggested location, or typed text ('' = none). */
export type Destination =
  | { kind: 'location'; href: string; country: string; region: number | null; place: number | null }
  | { kind: 'text'; text: string };

/** The query without any destination, on page 1 (the rest of the search stays). */
export function withoutDestination(query: SearchQuery): SearchQuery {
  const next: SearchQuery = { ...query, page: SEARCH_DEFAULTS.page };
  for (const key of DESTINATION_KEYS) Object.assign(next, { [key]: null });
  return next;
}

/**
 * Where a destination chosen on a search page leads, keeping the rest of the search (dates,
 * travellers, filters, sort): like the home search box, a location goes to its SEO location
 * page and text to a fulltext search. A page that stands for an offer (pre-filtered, themed,
 * last-minute) stays itself and takes the location as filters, so its offer still applies; an
 * SEO location page cannot hold another destination, so text from there goes to `searchPath`.
 */
export function destinationTarget(
  page: { kind: SearchPageKind; pathname: string; searchPath: string },
  query: SearchQuery,
  destination: Destination,
): { pathname: string; query: SearchQuery } {
  const base = withoutDestination(query);
  const offerPage =
    page.kind === 'offerFilter' || page.kind === 'theme' || page.kind === 'lastminute';
  if (destination.kind === 'location') {
    if (!offerPage) return { pathname: destination.href, query: base };
    return {
      pathname: page.pathname,
      query: {
        ...base,
        country: destination.country,
        region: destination.region,
        place: destination.place,
      },
    };
  }
  const text = destination.text.trim().replace(/\s+/g, ' ');
  return {
    pathname: page.kind === 'location' ? page.searchPath : page.pathname,
    query: { ...base, fulltext: text === '' ? null : text },
  };
}

export type DateInputState =
  | { kind: 'empty' }
  | { kind: 'incomplete' }
  | { kind: 'invalid'; problem: DateRangeProblem }
  | { kind: 'valid'; startDate: IsoDate; endDate: IsoDate };

/**
 * The two date fields against the SPEC.md §5 range check (the dates differ, the end is at least a
 * day after the start, both today or later). A lone departure or arrival is incomplete: the
 * search waits for the other date rather than guessing.
 */
export function checkDateInputs(start: string, end: string, today: IsoDate): DateInputState {
  if (start === '' && end === '') return { kind: 'empty' };
  if (start === '' || end === '') return { kind: 'incomplete' };
  const check = checkDateRange(start, end, today);
  if (!check.ok) return { kind: 'invalid', problem: check.reason };
  return { kind: 'valid', startDate: start, endDate: end };
}

/**
 * The BBoxString of a map view. Leaflet reports longitudes beyond ±180 when the world wraps and
 * latitudes beyond the poles when zoomed far out; both are clamped to what the query accepts.
 */
export function bboxString(bounds: {
  south: number;
  west: number;
  north: number;
  east: number;
}): string | null {
  const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));
  const box = {
    south: clamp(bounds.south, 90),
    west: clamp(bounds.west, 180),
    north: clamp(bounds.north, 90),
    east: clamp(bounds.east, 180),
  };
  if (!(box.south < box.north && box.west < box.east)) return null;
  const text = formatBBox(box);
  // Rounding to 6 decimals can collapse a tiny box; the query would reject it.
  const [south, west, north, east] = text.split(',').map(Number);
  if (south === undefined || west === undefined || north === undefined || east === undefined) {
    return null;
  }
  return south < north && west < east ? text : null;
}

export type PageItem = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

/**
 * Page links around the current page: always the first and last page, the current one with
 * `around` neighbours on each side, gaps where pages are left out (a gap never hides just one
 * page — that page is shown instead).
 */
export function pageItems(current: number, pages: number, around = 1): PageItem[] {
  if (pages <= 1) return [];
  const shown = new Set<number>([1, pages]);
  for (let page = current - around; page <= current + around; page++) {
    if (page >= 1 && page <= pages) shown.add(page);
  }
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  let previous = 0;
  for (const page of sorted) {
    if (page - previous === 2) items.push({ kind: 'page', page: page - 1 });
    else if (page - previous > 2) items.push({ kind: 'gap', key: `gap-${previous}` });
    items.push({ kind: 'page', page });
    previous = page;
  }
  return items;
}
