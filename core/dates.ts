// Date-only helpers for the whole product (SPEC.md §5). Pure: no I/O and no clock of its own —
// "today" is always derived from a `now: Date` the caller injects, so tests and the server agree.
//
// Dates are 'yyyy-MM-dd' strings (ISO calendar dates, proleptic Gregorian, 4-digit years 0000–9999).
// Arithmetic runs on *epoch days* (whole days since 1970-01-01, i.e. UTC midnights) computed with
// integer civil-calendar formulas. No local-time Date objects are involved, so daylight-saving
// switches (a 23- or 25-hour day in Europe/Berlin) can never shift a date or a night count.

/** A calendar date as 'yyyy-MM-dd'. A plain string alias: values come straight from JSON and URLs. */
export type IsoDate = string;

/** Day of the week, JavaScript convention (as `Date#getUTCDay`): 0 = Sunday, 1 = Monday … 6 = Saturday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** A clock the caller injects; production passes `() => new Date()`, tests a fixed instant. */
export type Clock = () => Date;

/** The time zone that defines "today" for the whole product (the business runs on German time). */
export const BUSINESS_TIME_ZONE = 'Europe/Berlin';

/** Epoch days of 0000-01-01 and 9999-12-31: the range a 4-digit year can express. */
const MIN_EPOCH_DAY = -719_528;
const MAX_EPOCH_DAY = 2_932_896;

const ISO_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
// Users and date pickers write both 01.02.2026 and 1.2.2026; the year must have four digits so
// that '26' is never silently read as year 26.
const DISPLAY_PATTERN = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/**
 * Epoch day of a civil date (H. Hinnant's days_from_civil). Integer-only, so it is exact for every
 * year and, unlike `Date.UTC`, does not map years 0–99 to 1900–1999.
 */
function epochDayFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const monthFromMarch = (month + 9) % 12;
  const dayOfYear = Math.floor((153 * monthFromMarch + 2) / 5) + day - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

function civilFromEpochDay(epochDay: number): { year: number; month: number; day: number } {
  const z = epochDay + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthFromMarch = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthFromMarch + 2) / 5) + 1;
  const month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return { year, month, day };
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

function epochDayOfParts(year: number, month: number, day: number): number | null {
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return epochDayFromCivil(year, month, day);
}

/**
 * Strictly parses 'yyyy-MM-dd' into its epoch day (days since 1970-01-01), or null.
 * Strict means: exactly that shape, no surrounding whitespace, no time part, and a real calendar
 * date ('2026-02-29' and '2026-04-31' are rejected). Accepts `unknown` so that untrusted input
 * (query strings, JSON) can be checked without a cast.
 */
export function parseIsoDate(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = ISO_PATTERN.exec(value);
  if (match === null) return null;
  return epochDayOfParts(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** True when `value` is a strict, real 'yyyy-MM-dd' calendar date (see parseIsoDate). */
export function isIsoDate(value: unknown): value is IsoDate {
  return parseIsoDate(value) !== null;
}

/** Whether an epoch day can be written as a 4-digit-year ISO date. */
export function isEpochDayInRange(epochDay: number): boolean {
  return Number.isInteger(epochDay) && epochDay >= MIN_EPOCH_DAY && epochDay <= MAX_EPOCH_DAY;
}

/**
 * Formats an epoch day as 'yyyy-MM-dd'.
 * @throws RangeError when the day is not an integer or falls outside years 0000–9999.
 */
export function isoDateFromEpochDay(epochDay: number): IsoDate {
  if (!isEpochDayInRange(epochDay)) {
    throw new RangeError(`epoch day out of range: ${epochDay}`);
  }
  const { year, month, day } = civilFromEpochDay(epochDay);
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

function requireEpochDay(value: string, what: string): number {
  const epochDay = parseIsoDate(value);
  if (epochDay === null) throw new RangeError(`${what} is not a yyyy-MM-dd date: ${value}`);
  return epochDay;
}

/**
 * The date `days` calendar days after `date` (negative goes back).
 * @throws RangeError on an invalid date, a non-integer count or a result outside 0000–9999;
 *   callers holding untrusted input check it with isIsoDate first.
 */
export function addDays(date: IsoDate, days: number): IsoDate {
  if (!Number.isInteger(days)) throw new RangeError(`days must be an integer: ${days}`);
  return isoDateFromEpochDay(requireEpochDay(date, 'date') + days);
}

/**
 * Calendar days from `start` to `end` — for a stay, the number of nights. Negative when end is
 * before start. Always whole: a DST switch in between does not matter.
 * @throws RangeError on an invalid date.
 */
export function diffDays(start: IsoDate, end: IsoDate): number {
  return requireEpochDay(end, 'end') - requireEpochDay(start, 'start');
}

/** Weekday of an epoch day; 1970-01-01 was a Thursday (4). */
export function weekdayOfEpochDay(epochDay: number): Weekday {
  return ((((epochDay + 4) % 7) + 7) % 7) as Weekday;
}

/**
 * Day of the week of a date, 0 = Sunday … 6 = Saturday (the JavaScript `getUTCDay` convention,
 * not ISO 8601's 1 = Monday … 7 = Sunday). Price rules store arrival weekdays in this convention.
 * @throws RangeError on an invalid date.
 */
export function weekday(date: IsoDate): Weekday {
  return weekdayOfEpochDay(requireEpochDay(date, 'date'));
}

// Building an Intl formatter is costly (locale and tz data lookup); one per process is enough.
const berlinDateFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  calendar: 'gregory',
  numberingSystem: 'latn',
});

/**
 * The calendar date in Europe/Berlin at instant `now`, as 'yyyy-MM-dd'. Near midnight this differs
 * from the UTC date: 2026-11-21T23:30:00Z is already 2026-11-22 in Berlin (UTC+1, or +2 in summer).
 * Uses formatToParts rather than a locale's date pattern so the result does not depend on how a
 * locale happens to order or punctuate the parts.
 * @throws RangeError when `now` is an invalid Date.
 */
export function todayInBerlin(now: Date): IsoDate {
  const time = now.getTime();
  if (!Number.isFinite(time)) throw new RangeError('now is an invalid Date');
  // Berlin's offset from UTC is a whole number of hours, so its date is the same for every instant
  // of a UTC hour: one formatToParts per hour instead of one per call (the search prices page hits
  // with calculatePrice, which asks for today on every call).
  const hour = Math.floor(time / 3_600_000);
  if (hour === lastBerlinHour) return lastBerlinDay;
  lastBerlinHour = hour;
  lastBerlinDay = berlinDate(now);
  return lastBerlinDay;
}

/** todayInBerlin without its memo (for instants other than now). */
function berlinDate(at: Date): IsoDate {
  let year = 0;
  let month = 0;
  let day = 0;
  for (const part of berlinDateFormat.formatToParts(at)) {
    if (part.type === 'year') year = Number(part.value);
    else if (part.type === 'month') month = Number(part.value);
    else if (part.type === 'day') day = Number(part.value);
  }
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}
let lastBerlinHour = Number.NaN;
let lastBerlinDay: IsoDate = '';

/**
 * Whole seconds from `now` until the next Berlin day begins (at least 1): how long an answer that
 * depends on today (a search's arrivals from today on, its prices) stays true. Berlin's midnight
 * is 22:00 or 23:00 UTC; the right one is the first whose Berlin date is tomorrow.
 */
export function secondsToBerlinMidnight(now: Date): number {
  const tomorrow = addDays(todayInBerlin(now), 1);
  const utcMidnight = Date.parse(`${tomorrow}T00:00:00Z`);
  let midnight = utcMidnight;
  for (const hours of [2, 1]) {
    const candidate = utcMidnight - hours * 3_600_000;
    // Not todayInBerlin: its one-hour memo is for now, which every price of the request asks.
    if (berlinDate(new Date(candidate)) === tomorrow) {
      midnight = candidate;
      break;
    }
  }
  return Math.max(1, Math.ceil((midnight - now.getTime()) / 1000));
}

/**
 * 1 January of the Berlin year `years` before the year of `now`: the first day still kept by a
 * period of full calendar years counted from the end of the year a record belongs to (§ 147 AO's
 * ten years for booking records, § 195 and § 199 BGB's three for proofs against claims).
 */
export function yearsBackStart(now: Date, years: number): IsoDate {
  const year = Number(todayInBerlin(now).slice(0, 4));
  return `${pad(year - years, 4)}-01-01`;
}

/** "Today" in Berlin according to an injected clock. */
export function todayFromClock(clock: Clock): IsoDate {
  return todayInBerlin(clock());
}

/** 'yyyy-MM-dd' → 'dd.MM.yyyy' for display; null when the input is not a valid date. */
export function formatDisplayDate(date: IsoDate): string | null {
  const match = ISO_PATTERN.exec(date);
  if (match === null || !isIsoDate(date)) return null;
  return `${match[3]}.${match[2]}.${match[1]}`;
}

/**
 * Display date (dd.MM.yyyy; one-digit day or month and surrounding spaces tolerated because
 * people type them) → 'yyyy-MM-dd', or null when it is not a real calendar date.
 */
export function parseDisplayDate(text: string): IsoDate | null {
  if (typeof text !== 'string') return null;
  const match = DISPLAY_PATTERN.exec(text.trim());
  if (match === null) return null;
  const year = Number(match[3]);
  const month = Number(match[2]);
  const day = Number(match[1]);
  if (epochDayOfParts(year, month, day) === null) return null;
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

export type DateRangeProblem = 'invalid' | 'same' | 'endBeforeStart' | 'past';
export type DateRangeCheck = { ok: true } | { ok: false; reason: DateRangeProblem };

/**
 * SPEC.md §5 range check: the two dates differ, the end is at least one day after the start, and
 * both are today or later. Problems are reported in that order after format validity:
 * 'invalid' (any of the three is not a valid date), 'same', 'endBeforeStart', 'past'.
 * Because end > start is checked first, 'past' means the start lies before today.
 */
export function checkDateRange(start: IsoDate, end: IsoDate, today: IsoDate): DateRangeCheck {
  const startDay = parseIsoDate(start);
  const endDay = parseIsoDate(end);
  const todayDay = parseIsoDate(today);
  if (startDay === null || endDay === null || todayDay === null) {
    return { ok: false, reason: 'invalid' };
  }
  if (startDay === endDay) return { ok: false, reason: 'same' };
  if (endDay < startDay) return { ok: false, reason: 'endBeforeStart' };
  if (startDay < todayDay) return { ok: false, reason: 'past' };
  return { ok: true };
}

/**
 * Why a page left out the dates a link carried (the page itself decides that it did, by its own
 * rules): 'past' with the arrival date when it lies before today, so the guest can be told which
 * date; otherwise 'invalid' (not a date, no arrival, not a range, too long a stay).
 */
export type DroppedDates = { reason: 'past'; date: IsoDate } | { reason: 'invalid' };

export function droppedDatesReason(start: string | null | undefined, today: IsoDate): DroppedDates {
  // yyyy-MM-dd strings of 4-digit years compare like the dates they name.
  if (isIsoDate(start) && start < today) return { reason: 'past', date: start };
  return { reason: 'invalid' };
}

/** A calendar month as 'yyyy-MM' (a partner's bookings by the month they were made). */
export type IsoMonth = string;

const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** Strictly 'yyyy-MM' with a real month; accepts `unknown` for query strings. */
export function isIsoMonth(value: unknown): value is IsoMonth {
  return typeof value === 'string' && MONTH_PATTERN.test(value);
}

/** The month of a date: '2026-11-22' → '2026-11'. */
export function monthOf(date: IsoDate): IsoMonth {
  return date.slice(0, 7);
}

/** `month` moved by `months` (negative: back): addMonths('2026-01', -1) → '2025-12'. */
export function addMonths(month: IsoMonth, months: number): IsoMonth {
  const match = MONTH_PATTERN.exec(month);
  if (match === null) throw new RangeError(`not a month: ${month}`);
  const index = Number(match[1]) * 12 + (Number(match[2]) - 1) + months;
  const year = Math.floor(index / 12);
  if (year < 0 || year > 9999) throw new RangeError(`month out of range: ${month} + ${months}`);
  return `${pad(year, 4)}-${pad((index % 12) + 1, 2)}`;
}
