// Normalisation of the availability/booking query (SPEC.md §3). Raw input comes from URLs, forms
// and JSON, so every field may be missing, a string instead of a number, or garbage. The result
// has every field present with its documented default, so the engine and the cache key never see
// two spellings of the same question.

import { isEpochDayInRange, isoDateFromEpochDay, parseIsoDate } from '../dates';
import { DEFAULT_LANGUAGE, isLanguage } from '../languages';
import { MAX_CHILD_AGE } from '../party';
import type { AvailabilityQuery, AvailabilityQueryInput } from './types';

/** Field order of SPEC.md §3 — also the order of the cache key. */
export const AVAILABILITY_QUERY_FIELDS = [
  'objectNumber',
  'startDate',
  'endDate',
  'persons',
  'duration',
  'teens',
  'childs',
  'pets',
  'petSizes',
  'country',
  'isBooking',
  'childAges',
  'bonus',
  'bookingHash',
  'language',
  'partner',
] as const satisfies readonly (keyof AvailabilityQuery)[];

/** SPEC.md §9 default persons. */
export const DEFAULT_PERSONS = 2;
/** Longest stay the engine prices; a guard against absurd ranges (a holiday let, not a lease). */
export const MAX_STAY_NIGHTS = 365;
/**
 * Upper bound for traveller and pet counts. Larger numbers are clamped to it rather than
 * rejected: no object sleeps that many, so the engine still answers 'tooManyPersons', and the
 * arithmetic stays far inside the safe-integer range.
 */
export const MAX_COUNT = 999;

export { MAX_CHILD_AGE };

function toInteger(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  if (typeof value === 'string' && /^\s*[+-]?\d{1,15}\s*$/.test(value)) return Number(value);
  return null;
}

/** Non-negative integer count, clamped to `max`; `fallback` when missing or invalid. */
function toCount(value: unknown, fallback: number, min = 0, max = MAX_COUNT): number {
  const n = toInteger(value);
  if (n === null || n < min) return fallback;
  return Math.min(n, max);
}

function toText(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

function toIsoOrEmpty(value: unknown): string {
  const text = toText(value);
  return parseIsoDate(text) === null ? '' : text;
}

function toFlag(value: unknown): 0 | 1 {
  return value === 1 || value === true || value === '1' || value === 'true' || value === 'Y'
    ? 1
    : 0;
}

function toList<T>(value: unknown, item: (entry: unknown) => T | null): T[] {
  if (!Array.isArray(value)) return [];
  const out: T[] = [];
  for (const entry of value as unknown[]) {
    const mapped = item(entry);
    if (mapped !== null) out.push(mapped);
  }
  return out;
}

/**
 * Fills SPEC.md §3 defaults and coerces types: teens/childs/pets 0, petSizes [], country '',
 * isBooking 0, childAges [], bonus '', bookingHash '', language 'de', partner ''; persons 2 when
 * missing or not a positive integer. Invalid dates become ''. When both dates are valid, duration
 * is recomputed from them (the dates win over a contradicting duration); when only startDate and
 * a positive duration are given, endDate = startDate + duration. Never throws.
 */
export function normaliseAvailabilityQuery(
  input: AvailabilityQueryInput | unknown,
): AvailabilityQuery {
  const raw: AvailabilityQueryInput =
    typeof input === 'object' && input !== null ? (input as AvailabilityQueryInput) : {};

  const objectNumber = toText(raw.objectNumber);
  const startDate = toIsoOrEmpty(raw.startDate);
  let endDate = toIsoOrEmpty(raw.endDate);
  let duration = toCount(raw.duration, 0, 0, Number.MAX_SAFE_INTEGER);

  const startDay = parseIsoDate(startDate);
  const endDay = parseIsoDate(endDate);
  if (startDay !== null && endDay !== null) {
    duration = endDay > startDay ? endDay - startDay : 0;
  } else if (startDay !== null && duration > 0) {
    const computed = startDay + duration;
    if (isEpochDayInRange(computed)) endDate = isoDateFromEpochDay(computed);
  }

  const language = toText(raw.language).toLowerCase();
  const country = toText(raw.country).toLowerCase();
  const partner = toText(raw.partner);

  return {
    objectNumber: /^\d+$/.test(objectNumber) ? objectNumber : '',
    startDate,
    endDate,
    persons: toCount(raw.persons, DEFAULT_PERSONS, 1),
    duration,
    teens: toCount(raw.teens, 0),
    childs: toCount(raw.childs, 0),
    pets: toCount(raw.pets, 0),
    petSizes: toList(raw.petSizes, (entry) => {
      const text = toText(entry);
      return text === '' ? null : text;
    }),
    country: /^[a-z]{2,3}$/.test(country) ? country : '',
    isBooking: toFlag(raw.isBooking),
    childAges: toList(raw.childAges, (entry) => {
      const age = toInteger(entry);
      return age !== null && age >= 0 && age <= MAX_CHILD_AGE ? age : null;
    }),
    bonus: toText(raw.bonus),
    bookingHash: toText(raw.bookingHash),
    language: isLanguage(language) ? language : DEFAULT_LANGUAGE,
    partner: /\d/.test(partner) ? partner : '',
  };
}
