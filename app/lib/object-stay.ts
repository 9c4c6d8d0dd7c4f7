// The stay chosen for an object page (dates, travellers, pets) as it travels in the page URL:
// read and validated for the price box, and the route's revalidation rule for stay-only changes.
// Pure: used by the loader on the server and by the route module in the browser.
import { checkDateRange, droppedDatesReason, isIsoDate, type DroppedDates } from '#core/dates';
import { MAX_CHILD_AGE } from '#core/party';
import type { ObjectData } from '#services/catalogue/types';

export interface InitialStay {
  startDate: string | null;
  endDate: string | null;
  persons: number;
  childs: number;
  /** One per child; null where the link did not say it (the price box asks, nothing guesses). */
  childAges: (number | null)[];
  pets: number;
}

/** The URL parameters of the chosen stay (the price box keeps them current with replace). */
export const STAY_PARAMS = ['startDate', 'endDate', 'persons', 'childs', 'childAges', 'pets'];

const DEFAULT_PERSONS = 2;

function intParam(value: string | null, min: number, max: number): number | null {
  if (value === null || !/^\d{1,3}$/.test(value)) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
}

/**
 * The stay from the page URL: every value checked on its own, invalid ones dropped (the page
 * renders with the rest, like the search page does). Dates count only as a valid range from today.
 */
export function parseInitialStay(
  params: URLSearchParams,
  object: Pick<ObjectData, 'personsMax' | 'adultsMax' | 'detailPetAllowed'>,
  today: string,
): InitialStay {
  const { startDate, endDate } = linkedStayDates(params, today);
  const adultsMax = Math.max(1, Math.min(object.adultsMax, object.personsMax));
  const persons =
    intParam(params.get('persons'), 1, adultsMax) ?? Math.min(DEFAULT_PERSONS, adultsMax);
  const childs = intParam(params.get('childs'), 0, Math.max(0, object.personsMax - persons)) ?? 0;
  // Ages in order, a gap (`4,`) or an age a child cannot have left for the guest to choose.
  const ages = (params.get('childAges') ?? '')
    .split(',')
    .map((part) => intParam(part.trim(), 0, MAX_CHILD_AGE));
  return {
    startDate,
    endDate,
    persons,
    childs,
    childAges: Array.from({ length: childs }, (_, i) => ages[i] ?? null),
    pets: intParam(params.get('pets'), 0, object.detailPetAllowed) ?? 0,
  };
}

/**
 * The dates of an object page URL: taken only as a valid range from today (SPEC §5), else left
 * out — and then `dropped` says why, so the page can tell the guest (null when the URL carried
 * no dates).
 */
export function linkedStayDates(
  params: URLSearchParams,
  today: string,
): { startDate: string | null; endDate: string | null; dropped: DroppedDates | null } {
  const start = params.get('startDate');
  const end = params.get('endDate');
  if (isIsoDate(start) && isIsoDate(end) && checkDateRange(start, end, today).ok) {
    return { startDate: start, endDate: end, dropped: null };
  }
  const carried = Boolean(start) || Boolean(end);
  return {
    startDate: null,
    endDate: null,
    dropped: carried ? droppedDatesReason(start, today) : null,
  };
}

/**
 * The object route's shouldRevalidate rule: the price box writes the chosen stay into the URL
 * (replace, no scroll reset); that alone must not reload the page's data.
 */
export function onlyStayChanged(currentUrl: URL, nextUrl: URL): boolean {
  if (currentUrl.pathname !== nextUrl.pathname) return false;
  const rest = (url: URL) => {
    const params = new URLSearchParams(url.searchParams);
    for (const key of STAY_PARAMS) params.delete(key);
    params.sort();
    return params.toString();
  };
  return rest(currentUrl) === rest(nextUrl);
}

/**
 * The stay a result card (or a map pop-up) hands to the object page: the card's priced stay (its
 * dates may be shifted by the search tolerance, or found by a Last Minute search), else the dates
 * of the search URL; the stay's travellers, else the URL's. Returns a query string without '?'
 * ('' when the search has no stay).
 */
export function cardStayQuery(
  price: { startDate: string; endDate: string; persons?: number } | null,
  search: URLSearchParams,
): string {
  const out = new URLSearchParams();
  const start = price?.startDate ?? search.get('startDate');
  const end = price?.endDate ?? search.get('endDate');
  if (start && end) {
    out.set('startDate', start);
    out.set('endDate', end);
  }
  const persons = price?.persons !== undefined ? String(price.persons) : search.get('persons');
  if (persons && /^\d{1,2}$/.test(persons)) out.set('persons', persons);
  const pets = searchPets(search);
  if (pets > 0) out.set('pets', String(pets));
  return out.toString();
}

/**
 * The pets a search prices its stays for: its filter is none / one / more, the index and the
 * object page count pets (more = 2, as search/query.ts resolves it).
 */
export function searchPets(search: URLSearchParams): number {
  const pets = search.get('pets');
  return pets === 'one' ? 1 : pets === 'more' ? 2 : 0;
}

/**
 * The stay a watch-list entry hands to the object page, like a result card's: the stored dates
 * (unless they have passed: the list says so, and the object page would only drop them), the
 * stored persons and pets. Children are not handed on: the entry keeps no ages, without which the
 * object page cannot take them. Returns a query string without '?' ('' when nothing is stored).
 */
export function watchStayQuery(
  entry: {
    startDate: string | null;
    endDate: string | null;
    persons: number | null;
    pets?: number | null;
  },
  today: string,
): string {
  const out = new URLSearchParams();
  if (entry.startDate && entry.endDate && entry.startDate >= today) {
    out.set('startDate', entry.startDate);
    out.set('endDate', entry.endDate);
  }
  if (entry.persons !== null && entry.persons > 0) out.set('persons', String(entry.persons));
  if (entry.pets) out.set('pets', String(entry.pets));
  return out.toString();
}

/** `path` with a query string appended ('' leaves it as it is). */
export function withQuery(path: string, query: string): string {
  if (query === '') return path;
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}
