// SPEC.md §3: "A cache key is the comma-joined values of these fields" — the availability/booking
// query fields in their listed order.

import { AVAILABILITY_QUERY_FIELDS, normaliseAvailabilityQuery } from './query';
import type { AvailabilityQueryInput } from './types';

// Free-text fields (bonus, bookingHash, petSizes …) could contain the separators themselves, which
// would let two different queries share a key. encodeURIComponent escapes ',' and '|' (and leaves
// digits, dates, letters and '-' untouched, so ordinary keys stay readable).
function encodeValue(value: string | number | readonly (string | number)[]): string {
  if (Array.isArray(value)) {
    return value.map((entry: string | number) => encodeURIComponent(String(entry))).join('|');
  }
  return encodeURIComponent(String(value));
}

/**
 * Cache key of an availability/booking query: the query is normalised first (defaults filled,
 * types coerced, endDate/duration completed), so equivalent queries share one key. Values are
 * joined with ',' in SPEC.md §3 field order; list fields (petSizes, childAges) are joined with
 * '|' in their given order; every value is percent-encoded with encodeURIComponent.
 * Example: '12345,2026-07-04,2026-07-11,2,7,0,0,0,,,0,,,,de,'.
 */
export function availabilityCacheKey(query: AvailabilityQueryInput | unknown): string {
  const q = normaliseAvailabilityQuery(query);
  return AVAILABILITY_QUERY_FIELDS.map((field) => encodeValue(q[field])).join(',');
}
