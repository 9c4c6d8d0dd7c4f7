// Booking records are kept for the retention duties of § 147 AO and § 257 HGB — ten years from
// the end of the calendar year — and then anonymised, as the privacy policy says (decision 089):
// a booking whose stay ended before 1 January ten years ago loses the traveller, the message, the
// visitor id, a decline reason, the guest link, the card's last digits and its mails' recipients
// and data; a customer record no later booking, account or live voucher needs is emptied. The
// figures stay (amounts, dates, states). Money that moved in a later year (a payment received, a
// refund, a voucher issued or redeemed) starts a later period: the booking waits for its end.
import type { Db } from '#db/client';
import {
  anonymiseBookings,
  bookingsPastRetention,
  emptyCustomersPastRetention,
} from '#db/repositories/booking-retention';
import { deleteEnquiriesBefore } from '#db/repositories/booking-records';
import { todayInBerlin, yearsBackStart } from '#core/dates';
import { BOOKING_RETENTION_YEARS, yearsBackInstant } from '#core/retention';
import { pruneMessages, type AppDeps, type JobDefinition } from '#services/platform';

const BATCH = 500;

/** The first day whose stays are still kept: 1 January, BOOKING_RETENTION_YEARS years back. */
export function retentionStart(now: Date): string {
  return yearsBackStart(now, BOOKING_RETENTION_YEARS);
}

/** Anonymises every booking past the period, then the customers, in batches of their own. */
export async function anonymiseExpiredBookings(
  deps: AppDeps,
  now: Date,
): Promise<{ bookings: number; customers: number }> {
  const before = retentionStart(now);
  const since = yearsBackInstant(now, BOOKING_RETENTION_YEARS);
  const today = todayInBerlin(now);
  const db = deps.database.db;
  const total = { bookings: 0, customers: 0 };
  for (;;) {
    const done = await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      return anonymiseBookings(tx, await bookingsPastRetention(tx, before, since, BATCH), now);
    });
    total.bookings += done;
    if (done < BATCH) break;
  }
  // A separate pass: a customer may reach the end of the period after its bookings did (an
  // account deleted later, a voucher spent or expired).
  for (;;) {
    const done = await db.transaction((t) =>
      emptyCustomersPastRetention(t as unknown as Db, before, today, BATCH),
    );
    total.customers += done;
    if (done < BATCH) return total;
  }
}

export const bookingRetentionJob: JobDefinition = {
  name: 'booking.retention',
  cron: '50 3 * * *',
  pollingSeconds: 60,
  async run({ deps, now }) {
    return anonymiseExpiredBookings(deps, now);
  },
};

/**
 * Enquiries to landlords are deleted MESSAGE_RETENTION_DAYS after they came in, with their mails
 * (decision 093): they block no dates and make no contract; a booking that followed is kept on
 * its own terms above. Each batch in a transaction of its own.
 */
export function pruneEnquiries(
  deps: Pick<AppDeps, 'config' | 'database'>,
  now: Date,
): Promise<{ before: string; deleted: number }> {
  return pruneMessages(deps, now, (before, limit) =>
    deps.database.db.transaction((t) => deleteEnquiriesBefore(t as unknown as Db, before, limit)),
  );
}

/** Every night at 03:55 Berlin time. */
export const enquiryRetentionJob: JobDefinition = {
  name: 'booking.enquiry-retention',
  cron: '55 3 * * *',
  pollingSeconds: 60,
  run: ({ deps, now }) => pruneEnquiries(deps, now),
};
