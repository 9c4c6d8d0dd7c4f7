// The object page's price box as pure rules (SPEC.md §4 "Price fetch", §5 date range check):
// which stay is asked for, when a price is requested, when a cached one is reused (younger than
// one hour, same availability cache key, unless forced), and the fetch states isFetchingPrice /
// fetchingPriceError. Also the availability calendar's day mapping and click rules. No I/O: the
// React hook (app/lib/use-price.ts) performs the requests this module plans.
import { checkStay, dayStatus, decodeMinStay, dayIndex, type Availability } from './availability';
import { addDays, checkDateRange, parseIsoDate, type IsoDate } from './dates';
import type { Language } from './languages';
import type { PriceRequest } from './api/pricing';
import { agesForQuote } from './party';
import {
  MAX_CHILD_AGE,
  availabilityCacheKey,
  stayTotal,
  type Cents,
  type PriceResult,
  type PriceStatus,
} from './pricing';

/** SPEC.md §9: a fetched price is reused for one hour. */
export const PRICE_CACHE_MS = 60 * 60 * 1000;
/** Prices kept for going back to an earlier choice (a few date/person combinations). */
export const PRICE_CACHE_ENTRIES = 20;

// ---------------------------------------------------------------------------------------------
// The price API's answer: the SPEC §3 price result plus alternative stays.

/** Why a variant is offered next to the chosen stay. */
export type PriceVariantKind = 'earlier' | 'later' | 'length';

/**
 * An alternative stay around the chosen one (docs/decisions/028-price-variants.md): the same length
 * on the nearest bookable arrival days before and after, and the same arrival with the other
 * standard length (7 or 14 nights). `available` false = shown greyed.
 */
export interface PriceVariant {
  kind: PriceVariantKind;
  startDate: IsoDate;
  endDate: IsoDate;
  nights: number;
  status: PriceStatus;
  available: boolean;
  price: Cents;
  original: Cents;
  priceComplete: Cents;
  pricePercentReduction: number;
}

export interface PriceApiResult extends PriceResult {
  variants: PriceVariant[];
}

// ---------------------------------------------------------------------------------------------
// The chosen stay.

/** What the guest chose; `persons` are adults, children come on top (SPEC.md §3 query). */
export interface StayChoice {
  startDate: IsoDate | null;
  endDate: IsoDate | null;
  persons: number;
  childs: number;
  childAges: (number | null)[];
  pets: number;
}

/** SPEC.md §5: the dates differ, the end is at least one day after the start, both today or later. */
export function isValidStayRange(
  startDate: IsoDate | null,
  endDate: IsoDate | null,
  today: IsoDate,
): boolean {
  if (startDate === null || endDate === null) return false;
  return checkDateRange(startDate, endDate, today).ok;
}

/** Limits of the object: adults 1…adultsMax, all travellers ≤ personsMax, pets ≤ petsAllowed. */
export interface StayLimits {
  personsMax: number;
  adultsMax: number;
  petsAllowed: number;
}

/**
 * The stay clamped to what the object allows (a URL from the search page may ask for more
 * persons than this object sleeps): at least one adult, children only as far as beds remain,
 * one age per child (a missing or impossible age is null: the guest still has to say, and a
 * price meanwhile takes the oldest, agesForQuote), pets only where allowed.
 */
export function clampStay(stay: StayChoice, limits: StayLimits): StayChoice {
  const personsMax = Math.max(1, Math.floor(limits.personsMax) || 1);
  const adultsMax = Math.min(personsMax, Math.max(1, Math.floor(limits.adultsMax) || personsMax));
  const persons = Math.min(adultsMax, Math.max(1, Math.floor(stay.persons) || 1));
  const childs = Math.min(personsMax - persons, Math.max(0, Math.floor(stay.childs) || 0));
  const childAges = Array.from({ length: childs }, (_, i) => {
    const age = stay.childAges[i];
    return typeof age === 'number' && Number.isInteger(age) && age >= 0 && age <= MAX_CHILD_AGE
      ? age
      : null;
  });
  const pets = Math.min(Math.max(0, Math.floor(limits.petsAllowed) || 0), Math.max(0, stay.pets));
  return { ...stay, persons, childs, childAges, pets };
}

/**
 * The POST /api/price/ body for a stay with a valid range (the client adds the mandant); typed by
 * the API's own schema (core/api/pricing.ts, a type-only import: no zod in the browser).
 */
export function priceRequestBody(
  objectNumber: number,
  stay: StayChoice,
  language: Language,
  extra: { adultsMax: number; partner?: string | null },
): PriceRequest {
  const start = parseIsoDate(stay.startDate);
  const end = parseIsoDate(stay.endDate);
  return {
    objectNumber,
    // Only planned with a valid range (planPrice); a missing date would be the server's 400.
    startDate: stay.startDate ?? '',
    endDate: stay.endDate ?? '',
    ...(start !== null && end !== null ? { duration: end - start } : {}),
    persons: stay.persons,
    childs: stay.childs,
    childAges: agesForQuote(stay.childAges),
    pets: stay.pets,
    language,
    adultsMax: extra.adultsMax,
    ...(extra.partner ? { partner: extra.partner } : {}),
  };
}

/** SPEC.md §3 cache key of the stay's availability query. */
export function stayCacheKey(
  objectNumber: number,
  stay: StayChoice,
  language: Language,
  partner: string | null = null,
): string {
  return availabilityCacheKey({
    objectNumber,
    startDate: stay.startDate ?? '',
    endDate: stay.endDate ?? '',
    persons: stay.persons,
    childs: stay.childs,
    childAges: agesForQuote(stay.childAges),
    pets: stay.pets,
    language,
    partner: partner ?? '',
  });
}

// ---------------------------------------------------------------------------------------------
// Price fetch states (SPEC.md §4).

export interface CachedPrice {
  key: string;
  result: PriceApiResult;
  /** Client time the answer arrived (ms). The age is measured on one clock: the browser's. */
  fetchedAt: number;
}

export interface PriceState {
  stay: StayChoice;
  language: Language;
  isFetchingPrice: boolean;
  /** Error text (an i18n key or the API's message) of the last failed fetch, else null. */
  fetchingPriceError: string | null;
  /** Cache key of the request in flight (answers for another key are stale and dropped). */
  pendingKey: string | null;
  /** The price of the current stay, or null (no valid range yet, loading, or failed). */
  current: CachedPrice | null;
  /** Recent answers, newest first, at most PRICE_CACHE_ENTRIES. */
  cache: CachedPrice[];
}

export function initialPriceState(stay: StayChoice, language: Language): PriceState {
  return {
    stay,
    language,
    isFetchingPrice: false,
    fetchingPriceError: null,
    pendingKey: null,
    current: null,
    cache: [],
  };
}

export interface PriceChoice {
  objectNumber: number;
  stay: StayChoice;
  language: Language;
  partner?: string | null;
  today: IsoDate;
  /** Client time in ms. */
  now: number;
  /** Ask the server even when a fresh cached price exists (retry, "refresh"). */
  force?: boolean;
}

export type PricePlan =
  | { kind: 'store' }
  | { kind: 'reuse'; cached: CachedPrice }
  /** The same question is already on its way. */
  | { kind: 'pending' }
  | { kind: 'fetch'; key: string };

/** A cached answer for `key` younger than PRICE_CACHE_MS at `now`, or null. */
export function freshCachedPrice(
  cache: readonly CachedPrice[],
  key: string,
  now: number,
): CachedPrice | null {
  for (const entry of cache) {
    if (entry.key !== key) continue;
    const age = now - entry.fetchedAt;
    return age >= 0 && age < PRICE_CACHE_MS ? entry : null;
  }
  return null;
}

/**
 * What to do for a choice: without a valid range only the persons and language are stored; with
 * one, a fresh cached price for the same key is reused unless forced; otherwise fetch.
 */
export function planPrice(state: PriceState, choice: PriceChoice): PricePlan {
  if (!isValidStayRange(choice.stay.startDate, choice.stay.endDate, choice.today)) {
    return { kind: 'store' };
  }
  const key = stayCacheKey(choice.objectNumber, choice.stay, choice.language, choice.partner);
  if (choice.force !== true) {
    const cached = freshCachedPrice(state.cache, key, choice.now);
    if (cached !== null) return { kind: 'reuse', cached };
    // The same question is already on its way: do not ask twice.
    if (state.isFetchingPrice && state.pendingKey === key) return { kind: 'pending' };
  }
  return { kind: 'fetch', key };
}

export type PriceAction =
  | { type: 'choose'; stay: StayChoice; language: Language; plan: PricePlan }
  | { type: 'fetchSucceeded'; key: string; result: PriceApiResult; now: number }
  | { type: 'fetchFailed'; key: string; error: string };

export function priceReducer(state: PriceState, action: PriceAction): PriceState {
  switch (action.type) {
    case 'choose': {
      const base = { ...state, stay: action.stay, language: action.language };
      const plan = action.plan;
      if (plan.kind === 'store') {
        // Persons and language are kept; a price for other dates must not stay on screen.
        return {
          ...base,
          isFetchingPrice: false,
          fetchingPriceError: null,
          pendingKey: null,
          current: null,
        };
      }
      if (plan.kind === 'pending') return base;
      if (plan.kind === 'reuse') {
        return {
          ...base,
          isFetchingPrice: false,
          fetchingPriceError: null,
          pendingKey: null,
          current: plan.cached,
        };
      }
      return {
        ...base,
        isFetchingPrice: true,
        fetchingPriceError: null,
        pendingKey: plan.key,
        current: null,
      };
    }
    case 'fetchSucceeded': {
      if (action.key !== state.pendingKey) return state;
      const entry: CachedPrice = { key: action.key, result: action.result, fetchedAt: action.now };
      const cache = [entry, ...state.cache.filter((c) => c.key !== action.key)].slice(
        0,
        PRICE_CACHE_ENTRIES,
      );
      return {
        ...state,
        isFetchingPrice: false,
        fetchingPriceError: null,
        pendingKey: null,
        current: entry,
        cache,
      };
    }
    case 'fetchFailed': {
      if (action.key !== state.pendingKey) return state;
      return {
        ...state,
        isFetchingPrice: false,
        fetchingPriceError: action.error,
        pendingKey: null,
        current: null,
      };
    }
    default:
      return state;
  }
}

// ---------------------------------------------------------------------------------------------
// The price's presentation.

export type VacancyVariant = 'success' | 'warning' | 'danger';

/**
 * SPEC.md §3 vacancy bubble: success = vacant and bookable; warning = the stay is vacant but
 * breaks an arrival/departure or minimum-stay rule (another date fixes it); danger = not possible.
 */
export function vacancyVariant(status: PriceStatus): VacancyVariant {
  if (status === 'free') return 'success';
  if (status === 'arrivalDay' || status === 'minimumStay') return 'warning';
  return 'danger';
}

/** The struck-out total: what the stay with all mandatory costs would cost without the discount. */
export function originalComplete(result: PriceResult): Cents {
  const p = result.priceObject;
  return stayTotal(p).before ?? p.priceComplete;
}

// ---------------------------------------------------------------------------------------------
// Availability calendar.

export type CalendarDayKind = 'past' | 'vacant' | 'occupied' | 'noArrival' | 'unknown';

export interface CalendarDay {
  date: IsoDate;
  kind: CalendarDayKind;
  /** Minimum nights when arriving this day (1 = none). */
  minStay: number;
}

/** How the calendar shows one day (vacancy describes the night starting that day). */
export function calendarDay(av: Availability | null, date: IsoDate, today: IsoDate): CalendarDay {
  if (date < today) return { date, kind: 'past', minStay: 1 };
  if (av === null) return { date, kind: 'unknown', minStay: 1 };
  const status = dayStatus(av, date);
  const i = dayIndex(av, date);
  const minChar = i >= 0 && av.minStay !== undefined ? av.minStay.charAt(i) : '';
  return { date, kind: status, minStay: minChar === '' ? 1 : decodeMinStay(minChar) };
}

/** Monday-first weeks of a month: dates, null for the padding cells. `month` is 1–12. */
export function monthWeeks(year: number, month: number): (IsoDate | null)[][] {
  const first = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;
  const firstDay = parseIsoDate(first);
  if (firstDay === null) return [];
  // 1970-01-01 was a Thursday: Monday-based weekday index 3.
  const lead = (((firstDay + 3) % 7) + 7) % 7;
  const weeks: (IsoDate | null)[][] = [];
  let week: (IsoDate | null)[] = Array.from({ length: lead }, () => null);
  for (let d = 0; d < 31; d++) {
    const date = addDays(first, d);
    if (Number(date.slice(5, 7)) !== month) break;
    week.push(date);
    if (week.length === 7) {
      weeks.push(week);
      week = [];
    }
  }
  if (week.length > 0) {
    while (week.length < 7) week.push(null);
    weeks.push(week);
  }
  return weeks;
}

/** Year and month (1–12) `delta` months after the given one. */
export function shiftMonth(year: number, month: number, delta: number): [number, number] {
  const index = year * 12 + (month - 1) + delta;
  return [Math.floor(index / 12), (index % 12) + 1];
}

export type SelectionProblem =
  | { reason: 'past' }
  | { reason: 'occupied' }
  | { reason: 'noArrival' }
  | { reason: 'departureDay' }
  | { reason: 'minimumStay'; minStay: number };

export interface DateSelection {
  startDate: IsoDate | null;
  endDate: IsoDate | null;
  /** Why the click was refused or what is wrong with the range; null when all is fine. */
  problem: SelectionProblem | null;
}

/**
 * A calendar click: the first click chooses the arrival, the second the departure. A click on or
 * before the arrival, or once both are chosen, starts again. Refused with a reason: past days,
 * arrival on an occupied or no-arrival day, a departure with an occupied night in between or on a
 * day without departures. A stay shorter than the minimum is taken (the price box shows its price
 * with a warning) but explained.
 */
export function chooseDay(
  current: { startDate: IsoDate | null; endDate: IsoDate | null },
  date: IsoDate,
  av: Availability | null,
  today: IsoDate,
): DateSelection {
  const keep = { startDate: current.startDate, endDate: current.endDate };
  if (parseIsoDate(date) === null) return { ...keep, problem: null };
  if (date < today) return { ...keep, problem: { reason: 'past' } };
  const start = current.startDate;
  const choosingEnd = start !== null && current.endDate === null && date > start;
  if (!choosingEnd) {
    if (av !== null) {
      const kind = dayStatus(av, date);
      if (kind === 'occupied' || kind === 'unknown') {
        return { ...keep, problem: { reason: 'occupied' } };
      }
      if (kind === 'noArrival') return { ...keep, problem: { reason: 'noArrival' } };
    }
    return { startDate: date, endDate: null, problem: null };
  }
  if (av === null) return { startDate: start, endDate: date, problem: null };
  const check = checkStay(av, start, date);
  if (check.ok) return { startDate: start, endDate: date, problem: null };
  switch (check.reason) {
    case 'minimumStay':
      return {
        startDate: start,
        endDate: date,
        problem: { reason: 'minimumStay', minStay: check.minStay ?? 1 },
      };
    case 'departureDay':
      return { startDate: start, endDate: null, problem: { reason: 'departureDay' } };
    case 'arrivalDay':
      return { startDate: null, endDate: null, problem: { reason: 'noArrival' } };
    default:
      return { startDate: start, endDate: null, problem: { reason: 'occupied' } };
  }
}
