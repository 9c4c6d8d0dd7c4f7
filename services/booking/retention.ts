// Booking records are kept for the retention duties of § 147 AO and § 257 HGB — ten years from
// the end of the calendar year — and then anonymised, as the privacy policy says (decision 089):
// a booking whose stay ended before 1 January ten years ago loses the traveller, the message, the
// visitor id, a decline reason, the card's last digits and its mails; its customer record, when no
// later booking and no account needs it, is emptied. The figures stay (amounts, dates, states).
import type { Db } from '#db/client';
import { anonymiseBookings, bookingsPastRetention } from '#db/repositories/booking-retention';
import { todayInBerlin } from '#core/dates';
import type { AppDeps, JobDefinition } from '#services/platform';

export const BOOKING_RETENTION_YEARS = 10;
const BATCH = 500;

/** The first day whose stays are still kept: 1 January, BOOKING_RETENTION_YEARS years back. */
export function retentionStart(now: Date): string {
  const year = Number(todayInBerlin(now).slice(0, 4));
  return `${year - BOOKING_RETENTION_YEARS}-01-01`;
}

/** Anonymises every booking past the period, in batches of its own transaction each. */
export async function anonymiseExpiredBookings(
  deps: AppDeps,
  now: Date,
): Promise<{ bookings: number; customers: number }> {
  const before = retentionStart(now);
  const total = { bookings: 0, customers: 0 };
  for (;;) {
    const done = await deps.database.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const rows = await bookingsPastRetention(tx, before, BATCH);
      return { ...(await anonymiseBookings(tx, rows, before)), more: rows.length === BATCH };
    });
    total.bookings += done.bookings;
    total.customers += done.customers;
    if (!done.more) return total;
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
