// Booking records past their retention period (decision 089): what is personal in them is
// anonymised — the traveller as booked, the guest's message, the visitor id, a decline's reason,
// the guest link, the card's last four digits, its mails' recipients and data (the rows stay as
// the "sent once" marks of their kinds) — and the customer records no booking inside the period,
// no account and no live voucher needs are emptied. Amounts, dates, states and numbers stay: the
// business figures, with nobody in them.
import { and, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { bookingMails, bookings, customers, payments } from '../schema';

/**
 * Up to `limit` bookings not anonymised yet whose records are past the period: the stay ended
 * before `before` (a date) and none of its money moved at or after `since` (that date's Berlin
 * midnight). Under § 147 AO a record's period runs from the end of the year it was made in, so a
 * payment received, a refund (not a failed one), a voucher redeemed against the booking, or one
 * issued from it — issued or spent — in a later year keeps the booking (and its customer) until
 * that year's period ends.
 */
export async function bookingsPastRetention(
  db: Db,
  before: string,
  since: Date,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .select({ bookingId: bookings.bookingId })
    .from(bookings)
    .where(
      and(
        lt(bookings.endDate, before),
        isNull(bookings.anonymisedAt),
        // A refund made or still under way (a failed one moved no money; its retries would
        // otherwise move the date again and again).
        sql`not exists (select 1 from payments p where p.booking_id = ${bookings.bookingId}
          and (p.paid_at >= ${since} or exists (select 1 from payment_refunds r
            where r.payment_id = p.payment_id and r.status <> 'failed'
              and r.updated_at >= ${since})))`,
        // A voucher redeemed against the booking, or one issued from it (at issue or when it
        // was spent, on whichever booking).
        sql`not exists (select 1 from voucher_redemptions v
          where v.booking_id = ${bookings.bookingId} and v.at >= ${since})`,
        sql`not exists (select 1 from travel_vouchers tv
          where tv.booking_id = ${bookings.bookingId} and (tv.created_at >= ${since}
            or exists (select 1 from voucher_redemptions v
              where v.voucher_id = tv.id and v.at >= ${since})))`,
      ),
    )
    .orderBy(bookings.bookingId)
    .limit(limit);
  return rows.map((row) => row.bookingId);
}

/** Anonymises those bookings, their mails and their payments' card digits. */
export async function anonymiseBookings(
  tx: Db,
  ids: readonly number[],
  now: Date,
): Promise<number> {
  if (ids.length === 0) return 0;
  await tx
    .update(bookings)
    .set({
      traveller: null,
      message: null,
      uid: null,
      declineReason: null,
      guestHash: null,
      anonymisedAt: now,
    })
    .where(inArray(bookings.bookingId, [...ids]));
  await tx
    .update(payments)
    .set({ cardLast4: null })
    .where(and(inArray(payments.bookingId, [...ids]), isNotNull(payments.cardLast4)));
  // Blanked, not deleted: a mail's row is the mark that its kind went out once (an overdue
  // reminder would otherwise be sent again); one still waiting is not sent any more.
  await tx
    .update(bookingMails)
    .set({ recipient: '', data: {} })
    .where(inArray(bookingMails.bookingId, [...ids]));
  await tx
    .update(bookingMails)
    .set({ status: 'failed' })
    .where(and(inArray(bookingMails.bookingId, [...ids]), eq(bookingMails.status, 'pending')));
  return ids.length;
}

/**
 * Empties the customer records (name, address, e-mail, phone) that have bookings, all of them
 * ended before `before` and anonymised (a booking kept for a later payment keeps its customer, the
 * invoice's addressee, too), no account (an account's record is its holder's to delete, decision 087)
 * and no voucher with money left that may still be redeemed; at most `limit`, answers how many.
 */
export async function emptyCustomersPastRetention(
  tx: Db,
  before: string,
  today: string,
  limit: number,
): Promise<number> {
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
      sql`${customers.customerNumber} in (
        select c.customer_number from customers c
        where c.account_id is null and c.email <> ''
          and exists (select 1 from bookings b where b.customer_number = c.customer_number)
          and not exists (select 1 from bookings b
            where b.customer_number = c.customer_number and b.end_date >= ${before})
          and not exists (select 1 from bookings b
            where b.customer_number = c.customer_number and b.anonymised_at is null)
          and not exists (select 1 from travel_vouchers v
            where v.customer_number = c.customer_number and v.remaining_cents > 0
              and (v.expires_on is null or v.expires_on >= ${today}))
        limit ${limit})`,
    )
    .returning({ customerNumber: customers.customerNumber });
  return emptied.length;
}
