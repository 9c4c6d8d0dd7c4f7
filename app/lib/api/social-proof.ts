// Typed calls of the social proof API (issue 15) through the page's API client; the answers are
// typed by core/booking/social-proof.ts (type-only: no zod in the browser).
import type { ObjectBookingNotice, RecentBookings } from '#core/booking/social-proof';
import type { Language } from '#core/languages';
import type { Envelope } from '#core/envelope';
import type { ApiClient } from './client';

/** GET /api/booking/recent: the anonymised recent bookings, in the page language. */
export function getRecentBookings(
  client: ApiClient,
  languageCode: Language,
): Promise<Envelope<RecentBookings>> {
  return client.get<RecentBookings>('/api/booking/recent', { languageCode });
}

/** GET /api/booking/recent/object/{n}: the object's notice, or null when it got no bookings. */
export function getObjectBookingNotice(
  client: ApiClient,
  objectNumber: number,
): Promise<Envelope<{ notice: ObjectBookingNotice | null }>> {
  return client.get<{ notice: ObjectBookingNotice | null }>(
    `/api/booking/recent/object/${objectNumber}`,
  );
}
