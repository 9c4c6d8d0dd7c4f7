// Abuse limits of the booking slice (services/platform abuse-limits.ts, counted in the database for
// every process): bookings, options and enquiries are anonymous writes that cost the landlord
// (blocked dates) and send mails to addresses the caller chooses, so they are counted per client
// address and per guest address. A logged-in customer is counted by the account instead of the
// address (an office behind one address books for many guests). A spent limit answers HTTP 429
// with type rateLimit and data.retryAfterSeconds.
import {
  abuseSubject,
  enforceAbuseLimits,
  type AbuseCheck,
  type AbuseLimit,
  type RequestContext,
} from '#services/platform';

const HOUR = 60 * 60;

export const BOOKING_LIMITS = {
  /** Bookings and options from one client address (a family books a few, not dozens). */
  bookingClient: { name: 'booking.ip', points: 20, perSeconds: HOUR },
  /** Bookings and options for one guest address (each mails it and the landlord). */
  bookingRecipient: { name: 'booking.to', points: 10, perSeconds: HOUR },
  /** Bookings of one logged-in account. */
  bookingAccount: { name: 'booking.account', points: 30, perSeconds: HOUR },
  /** Enquiries from one client address and for one guest address. */
  enquiryClient: { name: 'enquiry.ip', points: 10, perSeconds: HOUR },
  enquiryRecipient: { name: 'enquiry.to', points: 5, perSeconds: HOUR },
  /**
   * A partner's month as a CSV file (decision 098): reads up to 10,000 rows each; a partner
   * downloads a few months, a script must not make it a load of its own.
   */
  partnerExport: { name: 'partnerExport.partner', points: 30, perSeconds: HOUR },
} as const satisfies Record<string, AbuseLimit>;

export const TOO_MANY_BOOKINGS = 'errors.booking.tooMany';

function checks(ctx: RequestContext, email: string, kind: 'booking' | 'enquiry'): AbuseCheck[] {
  if (kind === 'booking' && ctx.user !== null) {
    return [{ limit: BOOKING_LIMITS.bookingAccount, subject: `account:${ctx.user.accountID}` }];
  }
  const limits =
    kind === 'booking'
      ? [BOOKING_LIMITS.bookingClient, BOOKING_LIMITS.bookingRecipient]
      : [BOOKING_LIMITS.enquiryClient, BOOKING_LIMITS.enquiryRecipient];
  return [
    { limit: limits[0]!, subject: abuseSubject.client(ctx.clientIp) },
    { limit: limits[1]!, subject: abuseSubject.recipient(email) },
  ];
}

/** Counts one booking or enquiry of the request; refuses a spent limit (rateLimited). */
export function countBookingWrite(
  ctx: RequestContext,
  email: string,
  kind: 'booking' | 'enquiry',
): Promise<void> {
  return enforceAbuseLimits(ctx, checks(ctx, email, kind), TOO_MANY_BOOKINGS);
}
