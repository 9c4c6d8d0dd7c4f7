// Compact per-object availability, in the shape wholesaler feeds deliver it: one character per
// day from a start date. Pure: no I/O.
//
// Why strings of one char per day: 100k objects × 550 days is 55M day cells. As ASCII strings
// they cost ~1 byte per cell in V8, serialise to JSON/DB text unchanged, are read with
// charCodeAt (no allocation), and convert to bitsets/typed arrays for the search index in one
// pass (see `vacancyBits`). Per-day objects or arrays of booleans would cost 10–50× more.
//
// Day and night convention: day index i is the date `from + i`. vacancy[i] describes the NIGHT
// that starts on that day, so a stay start..end (end = departure date) needs nights
// start … end-1 vacant; the departure day itself may be occupied by the next guest (changeover).

import { parseIsoDate, type IsoDate } from './dates';

/**
 * The calendar mark of nights taken through this site (decision 055): anything but 'Y' is
 * occupied, like a feed's 'N', but a 'B' is ours to free again when the booking ends.
 */
export const BOOKED_NIGHT = 'B';
export const VACANT_NIGHT = 'Y';

/**
 * The vacancy string with the nights [startDate, endDate) marked `mark` where they are `expect`:
 * 'B' over 'Y' when a booking takes them, 'Y' over 'B' when it ends — so a night the feed itself
 * reports occupied ('N') is never made vacant. Nights outside the calendar are left alone. null
 * when no night changed.
 */
export function markNights(
  calendar: { fromDate: string; vacancy: string },
  stay: { startDate: string; endDate: string },
  expect: string,
  mark: string,
): string | null {
  const dayMs = 86_400_000;
  const from = Date.parse(`${calendar.fromDate}T00:00:00Z`);
  const start = Math.round((Date.parse(`${stay.startDate}T00:00:00Z`) - from) / dayMs);
  const end = Math.round((Date.parse(`${stay.endDate}T00:00:00Z`) - from) / dayMs);
  const chars = calendar.vacancy.split('');
  let changed = false;
  for (let i = Math.max(0, start); i < Math.min(end, chars.length); i++) {
    if (chars[i] === expect) {
      chars[i] = mark;
      changed = true;
    }
  }
  return changed ? chars.join('') : null;
}

/** An object's availability as stored (object_availability): absent columns are null. */
export interface AvailabilityColumns {
  fromDate: string | null;
  vacancy: string | null;
  arrival: string | null;
  departure: string | null;
  minStay: string | null;
}

/**
 * The one mapping from stored columns to Availability (the repositories use it): null without a
 * calendar (no start date or vacancy string); a missing or empty optional string is left out,
 * which means "allowed" / "no minimum" (see Availability).
 */
export function availabilityFromColumns(row: AvailabilityColumns | null): Availability | null {
  if (row === null || !row.fromDate || row.vacancy === null) return null;
  const availability: Availability = { from: row.fromDate, vacancy: row.vacancy };
  if (row.arrival) availability.arrival = row.arrival;
  if (row.departure) availability.departure = row.departure;
  if (row.minStay) availability.minStay = row.minStay;
  return availability;
}

export interface Availability {
  /** Date of index 0 in every string below, 'yyyy-MM-dd'. */
  from: IsoDate;
  /**
   * One char per night from `from`: 'Y' vacant, 'N' occupied/booked. Any other char counts as
   * occupied, so corrupt feed data can never make a booked night sellable. Its length is the
   * number of days the feed covers; nights beyond it are unknown.
   */
  vacancy: string;
  /**
   * Optional, one char per day: 'Y' arrival possible on that day, 'N' not (e.g. Saturday-only
   * changeover). Missing or shorter than `vacancy` means arrival allowed on the days not covered.
   */
  arrival?: string;
  /**
   * Optional, one char per day: 'Y' departure possible on that day, 'N' not. It may be one char
   * longer than `vacancy` because the last possible departure day follows the last night.
   * Missing or shorter means departure allowed.
   */
  departure?: string;
  /**
   * Optional, one base-36 char per day ('1'–'9', 'a'–'z' = 10–35, case-insensitive): minimum
   * nights when ARRIVING that day. '0' and missing/invalid chars mean no minimum (1 night).
   * One char per day keeps it aligned with the other strings; longer minimums than 35 nights are
   * not offered by any feed we take and would be clamped to 'z' by encodeMinStay.
   */
  minStay?: string;
}

export type DayStatus = 'vacant' | 'occupied' | 'noArrival' | 'unknown';

export type StayProblem =
  'invalidDates' | 'unknown' | 'occupied' | 'arrivalDay' | 'departureDay' | 'minimumStay';

export type StayCheck = { ok: true } | { ok: false; reason: StayProblem; minStay?: number };

const CHAR_Y = 89; // 'Y'
const CHAR_N = 78; // 'N'

/** Day index of `date` in `av`, or -1 when the date is invalid or before `from`. */
export function dayIndex(av: Availability, date: IsoDate): number {
  const fromDay = parseIsoDate(av.from);
  const day = parseIsoDate(date);
  if (fromDay === null || day === null || day < fromDay) return -1;
  return day - fromDay;
}

/** Whether a per-day flag string allows day i; days the string does not cover are allowed. */
function flagAllows(flags: string | undefined, i: number): boolean {
  if (flags === undefined || i >= flags.length) return true;
  return flags.charCodeAt(i) !== CHAR_N;
}

/** Minimum nights encoded by one base-36 char; invalid or '0' → 1. */
export function decodeMinStay(char: string): number {
  const n = parseInt(char, 36);
  return Number.isFinite(n) && n >= 1 ? n : 1;
}

/** One base-36 char for a minimum stay; clamped to 1…35 ('1'…'z'). */
export function encodeMinStay(nights: number): string {
  const n = Number.isFinite(nights) ? Math.min(35, Math.max(1, Math.floor(nights))) : 1;
  return n.toString(36);
}

/** Minimum nights when arriving on day index i. */
function minStayAt(av: Availability, i: number): number {
  const s = av.minStay;
  if (s === undefined || i >= s.length) return 1;
  return decodeMinStay(s.charAt(i));
}

/**
 * Status of one day as an arrival day: 'vacant' (the night is free and arrival allowed),
 * 'noArrival' (free night but no arrival that day), 'occupied', or 'unknown' when the date is
 * invalid or outside the data.
 */
export function dayStatus(av: Availability, date: IsoDate): DayStatus {
  const i = dayIndex(av, date);
  if (i < 0 || i >= av.vacancy.length) return 'unknown';
  if (av.vacancy.charCodeAt(i) !== CHAR_Y) return 'occupied';
  return flagAllows(av.arrival, i) ? 'vacant' : 'noArrival';
}

/** Whether every night start … end-1 is known and vacant. False for invalid or empty ranges. */
export function isStayVacant(av: Availability, start: IsoDate, end: IsoDate): boolean {
  const fromDay = parseIsoDate(av.from);
  const startDay = parseIsoDate(start);
  const endDay = parseIsoDate(end);
  if (fromDay === null || startDay === null || endDay === null) return false;
  if (endDay <= startDay || startDay < fromDay) return false;
  const first = startDay - fromDay;
  const last = endDay - fromDay; // exclusive
  if (last > av.vacancy.length) return false;
  for (let i = first; i < last; i++) {
    if (av.vacancy.charCodeAt(i) !== CHAR_Y) return false;
  }
  return true;
}

/**
 * Full stay check with the first reason that blocks it, in this order: 'invalidDates' (not dates,
 * or end not after start), 'unknown' (a night outside the data), 'occupied', 'arrivalDay',
 * 'departureDay', 'minimumStay' (then `minStay` carries the required nights).
 */
export function checkStay(av: Availability, start: IsoDate, end: IsoDate): StayCheck {
  const fromDay = parseIsoDate(av.from);
  const startDay = parseIsoDate(start);
  const endDay = parseIsoDate(end);
  if (startDay === null || endDay === null || endDay <= startDay) {
    return { ok: false, reason: 'invalidDates' };
  }
  if (fromDay === null || startDay < fromDay || endDay - fromDay > av.vacancy.length) {
    return { ok: false, reason: 'unknown' };
  }
  const first = startDay - fromDay;
  const last = endDay - fromDay;
  for (let i = first; i < last; i++) {
    if (av.vacancy.charCodeAt(i) !== CHAR_Y) return { ok: false, reason: 'occupied' };
  }
  if (!flagAllows(av.arrival, first)) return { ok: false, reason: 'arrivalDay' };
  if (!flagAllows(av.departure, last)) return { ok: false, reason: 'departureDay' };
  const minStay = minStayAt(av, first);
  if (last - first < minStay) return { ok: false, reason: 'minimumStay', minStay };
  return { ok: true };
}

/**
 * Vacancy as a bitset (bit i of word i>>5 set = night i vacant), the form the search index ANDs
 * over. Unknown chars count as occupied, like everywhere else.
 */
export function vacancyBits(av: Availability): Uint32Array {
  const bits = new Uint32Array(Math.ceil(av.vacancy.length / 32));
  for (let i = 0; i < av.vacancy.length; i++) {
    if (av.vacancy.charCodeAt(i) === CHAR_Y) {
      bits[i >>> 5] = (bits[i >>> 5] ?? 0) | (1 << (i & 31));
    }
  }
  return bits;
}

const FLAG_PATTERN = /^[YN]*$/;
const MIN_STAY_PATTERN = /^[0-9a-zA-Z]*$/;

/** Shape check for availability loaded from the DB or a feed (strict about the alphabets). */
export function isAvailability(value: unknown): value is Availability {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  if (parseIsoDate(v.from) === null) return false;
  if (typeof v.vacancy !== 'string' || !FLAG_PATTERN.test(v.vacancy)) return false;
  for (const key of ['arrival', 'departure'] as const) {
    const flags = v[key];
    if (flags !== undefined && (typeof flags !== 'string' || !FLAG_PATTERN.test(flags))) {
      return false;
    }
  }
  const minStay = v.minStay;
  return minStay === undefined || (typeof minStay === 'string' && MIN_STAY_PATTERN.test(minStay));
}
