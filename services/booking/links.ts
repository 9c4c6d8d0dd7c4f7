// The secrets of a booking's links (docs/decisions/055-occupancy-and-booking-states.md):
// - the landlord's confirmation link `/landlord/booking/confirmation/?bookingId=…&bookingHash=…`:
//   256 random bits, stored only as their SHA-256 (bookings.landlord_hash); the raw value lives in
//   the queued mail until it is sent. Checked by hashing what the link brings and comparing in
//   constant time (issue 15's landlord page calls verifyLandlordHash).
// - the guest's link (finish page, convert an option) from any of the guest's mails: an HMAC of the
//   booking id and its creation instant under a key derived from the server secret, so every mail
//   can carry it again without storing it; its SHA-256 is kept too (bookings.guest_hash), so the
//   office can revoke it by clearing the column.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AppDeps } from '#services/platform';

const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** A new landlord link secret and what is stored of it. */
export function newLandlordSecret(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: sha256(token) };
}

function equalHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

/** Whether a link's bookingHash is the one whose SHA-256 was stored. */
export function verifyLandlordHash(stored: string, presented: string): boolean {
  if (!/^[A-Za-z0-9_-]{43}$/.test(presented)) return false;
  return equalHex(stored, sha256(presented));
}

function guestKey(deps: Pick<AppDeps, 'jwtSecret'>): Buffer {
  return createHmac('sha256', deps.jwtSecret).update('feriora booking guest links').digest();
}

/** The guest's link secret of a booking (the same every time it is asked for). */
export function guestToken(
  deps: Pick<AppDeps, 'jwtSecret'>,
  booking: { bookingId: number; createdAt: Date },
): string {
  return createHmac('sha256', guestKey(deps))
    .update(`${booking.bookingId}:${booking.createdAt.getTime()}`)
    .digest('base64url');
}

export function guestHashOf(token: string): string {
  return sha256(token);
}

/** Whether `presented` is the booking's guest secret and it has not been revoked. */
export function verifyGuestToken(
  deps: Pick<AppDeps, 'jwtSecret'>,
  booking: { bookingId: number; createdAt: Date; guestHash: string | null },
  presented: string,
): boolean {
  if (booking.guestHash === null || !/^[A-Za-z0-9_-]{43}$/.test(presented)) return false;
  const expected = guestToken(deps, booking);
  return (
    timingSafeEqual(Buffer.from(expected), Buffer.from(presented)) &&
    equalHex(booking.guestHash, sha256(presented))
  );
}
