// Booking records past their retention period (decision 089): what is personal in them is
// anonymised — the traveller as booked, the guest's message, the visitor id, a decline's reason,
// the card's last four digits, the queued and sent mails (their data and recipients) — and the
// customer records left with no booking still kept and no account are emptied. Amounts, dates,
// states and numbers stay: the business figures, with nobody in them.
import { and, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { bookingMails, bookings, customers, payments } from '../schema';

/** Up to `limit` bookings that ended before `before` and still name their traveller. */
export async function bookingsPastRetention(
  db: Db,
  before: string,
  limit: number,
): Promise<{ bookingId: number; customerNumber: number }[]> {
  return db
    .select({ bookingId: bookings.bookingId, customerNumber: bookings.customerNumber })
    .from(bookings)
    .where(
      and(
        lt(bookings.endDate, before),
        sql`(${bookings.traveller} is not null or ${bookings.message} is not null or ${bookings.uid} is not null)`,
      ),
    )
    .orderBy(bookings.bookingId)
    .limit(limit);
}

/** Anonymises those bookings, their mails and payments, and their customers no longer needed. */
export async function anonymiseBookings(
  tx: Db,
  rows: readonly { bookingId: number; customerNumber: number }[],
  before: string,
): Promise<{ bookings: number; customers: number }> {
  if (rows.length === 0) return { bookings: 0, customers: 0 };
  const ids = rows.map((row) => row.bookingId);
  await tx
    .update(bookings)
    .set({ traveller: null, message: null, uid: null, declineReason: null })
    .where(inArray(bookings.bookingId, ids));
  await tx
    .update(payments)
    .set({ cardLast4: null })
    .where(and(inArray(payments.bookingId, ids), isNotNull(payments.cardLast4)));
  await tx.delete(bookingMails).where(inArray(bookingMails.bookingId, ids));
  const numbers = [...new Set(rows.map((row) => row.customerNumber))];
  // A customer whose every booking is past the period and who has no account (an account's record
  // is its holder's to delete, decision 087).
  const emptied = await tx
    .update(customers)
    .set({
      salutation: null,
      firstName: '',
      lastName: '',
      email: '',
      street: null,
      zipcode: null,
      city: null,
      phone: null,
    })
    .where(
      and(
        inArray(customers.customerNumber, numbers),
        sql`${customers.accountId} is null`,
        sql`${customers.email} <> ''`,
        sql`not exists (select 1 from ${bookings} b where b.customer_number = ${customers.customerNumber} and b.end_date >= ${before})`,
      ),
    )
    .returning({ customerNumber: customers.customerNumber });
  return { bookings: ids.length, customers: emptied.length };
}
