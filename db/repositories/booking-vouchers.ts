// Travel vouchers and their redemptions (services/booking vouchers.ts, issue 15). Every function
// takes `db` or a transaction of it: a redemption takes value off the voucher, records it and
// settles the booking's payments in one transaction. The value only goes down by a guarded update
// (never below zero; the table's CHECK says so too), so a voucher is used up once, never twice.
import { STILL_DUE_STATUSES } from '#core/payments';
import { and, asc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { bookings, customers, payments, travelVouchers, voucherRedemptions } from '../schema';
import type { BookingRecord } from './booking-records';
import type { PaymentRecord } from './payments-records';

export type VoucherRecord = typeof travelVouchers.$inferSelect;
export type NewVoucher = Pick<
  typeof travelVouchers.$inferInsert,
  'bookingId' | 'customerNumber' | 'code' | 'amountCents' | 'expiresOn' | 'reason'
>;

/** Inserts a voucher (its whole value to redeem); null when the code exists (draw another). */
export async function insertVoucher(
  db: Db,
  values: NewVoucher,
  now: Date,
): Promise<VoucherRecord | null> {
  const [row] = await db
    .insert(travelVouchers)
    .values({ ...values, remainingCents: values.amountCents, createdAt: now })
    .onConflictDoNothing({ target: travelVouchers.code })
    .returning();
  return row ?? null;
}

export async function findVoucherByCode(db: Db, code: string): Promise<VoucherRecord | null> {
  const [row] = await db.select().from(travelVouchers).where(eq(travelVouchers.code, code));
  return row ?? null;
}

/** The voucher, locked for this transaction's redemption (a second one waits, then reads it). */
export async function lockVoucher(db: Db, id: number): Promise<VoucherRecord | null> {
  const [row] = await db
    .select()
    .from(travelVouchers)
    .where(eq(travelVouchers.id, id))
    .for('update');
  return row ?? null;
}

/** The vouchers that came with a booking for its customer, oldest first. */
export async function listBookingVouchers(
  db: Db,
  bookingId: number,
  customerNumber: number,
): Promise<VoucherRecord[]> {
  return db
    .select()
    .from(travelVouchers)
    .where(
      and(
        eq(travelVouchers.bookingId, bookingId),
        eq(travelVouchers.customerNumber, customerNumber),
      ),
    )
    .orderBy(asc(travelVouchers.createdAt), asc(travelVouchers.id));
}

/**
 * Takes `amountCents` off the voucher, only if that much is left and it has not expired by
 * `today` (Europe/Berlin): the one guarded update of a redemption. Null when nothing was taken.
 */
export async function takeFromVoucher(
  db: Db,
  values: { id: number; amountCents: number; today: string; now: Date },
): Promise<VoucherRecord | null> {
  const [row] = await db
    .update(travelVouchers)
    .set({
      remainingCents: sql`${travelVouchers.remainingCents} - ${values.amountCents}`,
      // Used up: the instant it reached zero.
      redeemedAt: sql`case when ${travelVouchers.remainingCents} - ${values.amountCents} = 0
        then ${values.now.toISOString()}::timestamptz else ${travelVouchers.redeemedAt} end`,
    })
    .where(
      and(
        eq(travelVouchers.id, values.id),
        gte(travelVouchers.remainingCents, values.amountCents),
        or(isNull(travelVouchers.expiresOn), gte(travelVouchers.expiresOn, values.today)),
      ),
    )
    .returning();
  return row ?? null;
}

export async function insertRedemption(
  db: Db,
  values: { voucherId: number; bookingId: number; amountCents: number; at: Date },
): Promise<number> {
  const [row] = await db
    .insert(voucherRedemptions)
    .values(values)
    .returning({ id: voucherRedemptions.id });
  return row!.id;
}

/**
 * One redemption with what its voucher has left now, for the page that shows its outcome after
 * the redirect (post/redirect/get); null when there is no such redemption.
 */
export async function findRedemption(
  db: Db,
  id: number,
): Promise<{ bookingId: number; amountCents: number; remainingCents: number } | null> {
  const [row] = await db
    .select({
      bookingId: voucherRedemptions.bookingId,
      amountCents: voucherRedemptions.amountCents,
      remainingCents: travelVouchers.remainingCents,
    })
    .from(voucherRedemptions)
    .innerJoin(travelVouchers, eq(travelVouchers.id, voucherRedemptions.voucherId))
    .where(eq(voucherRedemptions.id, id));
  return row ?? null;
}

export async function listRedemptions(db: Db, voucherId: number) {
  return db
    .select()
    .from(voucherRedemptions)
    .where(eq(voucherRedemptions.voucherId, voucherId))
    .orderBy(asc(voucherRedemptions.id));
}

/**
 * A booking's payments a voucher can settle, in the order they fall due: still to be paid (open
 * or failed) and collected by the agency — a landlord's own invoice is not ours to settle.
 * `lock`: inside a redemption, the rows are locked until it commits, so a card payment recorded
 * meanwhile (its notification does not take the booking's lock) waits, and one recorded just
 * before is no longer among them — a voucher never pays what money has paid.
 */
export async function voucherPayablePayments(
  db: Db,
  bookingId: number,
  lock = false,
): Promise<PaymentRecord[]> {
  const query = db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.bookingId, bookingId),
        inArray(payments.status, [...STILL_DUE_STATUSES]),
        inArray(payments.method, ['card', 'bankTransfer', 'invoice']),
      ),
    )
    .orderBy(asc(payments.dueDate), asc(payments.paymentId));
  return lock ? query.for('update') : query;
}

/** Lowers a payment still to be paid by what a voucher covered (the rest stays to be paid). */
export async function reducePayment(
  db: Db,
  values: { paymentId: number; byCents: number; now: Date },
): Promise<PaymentRecord | null> {
  const [row] = await db
    .update(payments)
    .set({
      amountCents: sql`${payments.amountCents} - ${values.byCents}`,
      updatedAt: values.now,
    })
    .where(
      and(
        eq(payments.paymentId, values.paymentId),
        inArray(payments.status, [...STILL_DUE_STATUSES]),
        gte(payments.amountCents, values.byCents + 1),
      ),
    )
    .returning();
  return row ?? null;
}

/** A payment a voucher covered whole: paid, settled with 'voucher'. */
export async function markPaidByVoucher(
  db: Db,
  values: { paymentId: number; voucherId: number; now: Date },
): Promise<PaymentRecord | null> {
  const [row] = await db
    .update(payments)
    .set({
      status: 'paid',
      method: 'voucher',
      provider: 'voucher',
      // The voucher's id, not its code: the code is a bearer secret.
      providerReference: `voucher:${values.voucherId}`,
      paidAt: values.now,
      updatedAt: values.now,
    })
    .where(
      and(
        eq(payments.paymentId, values.paymentId),
        inArray(payments.status, [...STILL_DUE_STATUSES]),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * The bookings a customer's voucher may go to: in one of `statuses` (the booking slice's
 * VOUCHER_STATUSES), not ended by `today`, and the same customer's (see below).
 */
export async function redeemableBookingsOf(
  db: Db,
  customer: { customerNumber: number; accountId: number | null; email: string },
  today: string,
  statuses: readonly BookingRecord['status'][],
): Promise<BookingRecord[]> {
  // The same customer record or account; a guest without an account, who books as a new customer
  // each time, also other guest records of the same address, however typed (decision 081; an
  // account's record holds an unverified address, so accounts match by the account only).
  const owner =
    customer.accountId === null
      ? or(
          eq(bookings.customerNumber, customer.customerNumber),
          and(
            isNull(customers.accountId),
            sql`lower(${customers.email}) = lower(${customer.email})`,
          ),
        )
      : or(
          eq(bookings.customerNumber, customer.customerNumber),
          eq(customers.accountId, customer.accountId),
        );
  const rows = await db
    .select({ booking: bookings })
    .from(bookings)
    .innerJoin(customers, eq(customers.customerNumber, bookings.customerNumber))
    .where(and(owner, inArray(bookings.status, statuses), gte(bookings.endDate, today)))
    .orderBy(asc(bookings.startDate), asc(bookings.bookingId));
  return rows.map((r) => r.booking);
}

/** How much of any voucher went to the booking (its redemptions; a covered payment's included). */
export async function redeemedOnBooking(db: Db, bookingId: number): Promise<number> {
  const [row] = await db
    .select({ cents: sql<number>`coalesce(sum(${voucherRedemptions.amountCents}), 0)::int` })
    .from(voucherRedemptions)
    .where(eq(voucherRedemptions.bookingId, bookingId));
  return Number(row?.cents ?? 0);
}

/**
 * The expiry days of the vouchers redeemed on a booking (null: one without expiry), for the
 * voucher that gives their share back when the booking ends (decision 081).
 */
export async function redeemedVoucherExpiries(
  db: Db,
  bookingId: number,
): Promise<(string | null)[]> {
  const rows = await db
    .selectDistinct({ id: travelVouchers.id, expiresOn: travelVouchers.expiresOn })
    .from(voucherRedemptions)
    .innerJoin(travelVouchers, eq(travelVouchers.id, voucherRedemptions.voucherId))
    .where(eq(voucherRedemptions.bookingId, bookingId));
  return rows.map((r) => r.expiresOn);
}

/** What vouchers of reason 'returned' gave back of a booking that ended (decision 081). */
export async function returnedToBooking(db: Db, bookingId: number): Promise<number> {
  const [row] = await db
    .select({ cents: sql<number>`coalesce(sum(${travelVouchers.amountCents}), 0)::int` })
    .from(travelVouchers)
    .where(and(eq(travelVouchers.bookingId, bookingId), eq(travelVouchers.reason, 'returned')));
  return Number(row?.cents ?? 0);
}
