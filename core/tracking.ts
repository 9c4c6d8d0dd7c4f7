// Query parameters that are kept across navigation (SPEC.md §3 "Tracking query parameters kept").
import { INT32_MAX } from './int32';

export const TRACKING_PARAMS = [
  'pid',
  'partner',
  'ebk',
  'ptc',
  'gclid',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'utm_referrer',
  'msclkid',
  'dclid',
  'awc',
  'at_gd',
] as const;

export type TrackingParam = (typeof TRACKING_PARAMS)[number];
export type TrackingParams = Partial<Record<TrackingParam, string>>;

const MAX_VALUE_LENGTH = 200;

/** Largest partner id: `partners.partner_id` is an int32 column. */
export const PARTNER_ID_MAX = INT32_MAX;

/**
 * SPEC.md §5: a partner id contains digits; we accept the ids the partners table can hold —
 * 1…2,147,483,647, written without sign or leading zeros — so no value can reach an integer
 * column it does not fit.
 */
export function isPartnerId(value: string): boolean {
  return /^[1-9]\d{0,9}$/.test(value) && Number(value) <= PARTNER_ID_MAX;
}

/** Campaign ids (`campaigns.pid`, varchar(32)): digits only. */
const PID = /^\d{1,32}$/;

/** SPEC.md §5: partner must contain digits (an id, see isPartnerId); pid kept only if numeric. */
export function isValidTrackingValue(name: TrackingParam, value: string): boolean {
  if (value.length === 0 || value.length > MAX_VALUE_LENGTH) return false;
  if (name === 'partner') return isPartnerId(value);
  if (name === 'pid') return PID.test(value);
  // Printable ASCII only: these values end up in cookies and logs.
  return /^[\x20-\x7e]+$/.test(value);
}

/** Picks the valid tracking parameters out of a URL's query. */
export function pickTrackingParams(search: URLSearchParams): TrackingParams {
  const out: TrackingParams = {};
  for (const name of TRACKING_PARAMS) {
    const value = search.get(name);
    if (value !== null && isValidTrackingValue(name, value)) out[name] = value;
  }
  return out;
}

/** Parses the stored cookie value, dropping anything that is not a valid tracking parameter. */
export function parseTrackingCookie(raw: string | undefined): TrackingParams {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return {};
    const out: TrackingParams = {};
    for (const name of TRACKING_PARAMS) {
      const value = (parsed as Record<string, unknown>)[name];
      if (typeof value === 'string' && isValidTrackingValue(name, value)) out[name] = value;
    }
    return out;
  } catch {
    return {};
  }
}

/** Cookie consent categories (SPEC.md §4); `required` is always on. */
export const CONSENT_CATEGORIES = ['required', 'statistic', 'marketing'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
