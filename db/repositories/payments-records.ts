// Payment records of bookings, the notifications acted on and refunds (services/payments). Every
// function takes `db` or a transaction of it, so the booking slice can open a booking's payments in
// the booking's own transaction. State changes are single UPDATEs guarded by the states they leave,
// so two notifications or refunds at once cannot both apply.
import { STILL_DUE_STATUSES, TRANSFER_METHODS } from '#core/payments';
import { and, asc, eq, gt, gte, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { bookings, customers, paymentNotifications, paymentRefunds, payments } from '../schema';
import { insertAuditEntry } from './backoffice-audit';

export type PaymentRecord = typeof payments.$inferSelect;
export type PaymentStatus = PaymentRecord['status'];
export type NewPayment = Pick<
  typeof payments.$inferInsert,
  'bookingId' | 'kind' | 'method' | 'amountCents' | 'dueDate'
>;
export type RefundRecord = typeof paymentRefunds.$inferSelect;

/** Inserts a booking's payments (one per kind); returns them in plan order. */
export async function insertPayments(
  db: Db,
  rows: readonly NewPayment[],
  now?: Date,
): Promise<PaymentRecord[]> {
  if (rows.length === 0) return [];
  // Without `now`, the database's clock (the transaction's start) stamps them.
  const stamps = now === undefined ? {} : { createdAt: now, updatedAt: now };
  return db
    .insert(payments)
    .values(rows.map((row) => ({ ...row, ...stamps })))
    .returning();
}

/**
 * A payment; `lock`: its row locked until the caller's transaction ends (a provider's
 * notification, so it waits for a cancellation that holds the booking's payments, and reads them
 * as that left them).
 */
export async function findPayment(
  db: Db,
  paymentId: number,
  lock = false,
): Promise<PaymentRecord | null> {
  const query = db.select().from(payments).where(eq(payments.paymentId, paymentId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** What the payment page shows of a payment's booking. */
export interface PaymentBooking {
  bookingId: number;
  displayNumber: number;
  /** With the display number, the number guests see ("2026-100001", core/booking). */
  createdAt: Date;
  objectNumber: number;
  language: string;
  /** booking or option (a converted option keeps its method; its finish page is the option's). */
  method: 'booking' | 'option' | 'request';
}

export async function findPaymentWithBooking(
  db: Db,
  paymentId: number,
): Promise<{ payment: PaymentRecord; booking: PaymentBooking } | null> {
  const [row] = await db
    .select({
      payment: payments,
      booking: {
        bookingId: bookings.bookingId,
        displayNumber: bookings.displayNumber,
        createdAt: bookings.createdAt,
        objectNumber: bookings.objectNumber,
        language: bookings.language,
        method: bookings.method,
      },
    })
    .from(payments)
    .innerJoin(bookings, eq(bookings.bookingId, payments.bookingId))
    .where(eq(payments.paymentId, paymentId));
  return row ?? null;
}

/** A booking's payments in the order they fall due (deposit before balance). */
/**
 * A booking's payments in the order they fall due; `lock`: their rows locked until the caller's
 * transaction ends (a cancellation: a card payment recorded meanwhile waits, or is seen paid).
 */
export async function listBookingPayments(
  db: Db,
  bookingId: number,
  lock = false,
): Promise<PaymentRecord[]> {
  const query = db
    .select()
    .from(payments)
    .where(eq(payments.bookingId, bookingId))
    .orderBy(asc(payments.dueDate), asc(payments.paymentId));
  return lock ? query.for('update') : query;
}

/**
 * Records the money as received. From any state but paid and refunded: a payment cancelled with
 * its booking can still be paid by a guest who had the card page open — the money is then here
 * and must be recorded to be refunded. Returns the updated row, or null when it was paid already.
 */
export async function markPaymentPaid(
  db: Db,
  values: {
    paymentId: number;
    provider: string;
    providerReference: string;
    cardLast4: string | null;
    paidAt: Date;
  },
): Promise<PaymentRecord | null> {
  const [row] = await db
    .update(payments)
    .set({
      status: 'paid',
      provider: values.provider,
      providerReference: values.providerReference,
      cardLast4: values.cardLast4,
      paidAt: values.paidAt,
      updatedAt: values.paidAt,
    })
    .where(
      and(
        eq(payments.paymentId, values.paymentId),
        inArray(payments.status, ['open', 'failed', 'authorized', 'cancelled']),
      ),
    )
    .returning();
  return row ?? null;
}

/** A failed attempt: the payment stays to be paid (state failed) unless it was settled meanwhile. */
export async function markPaymentFailed(
  db: Db,
  paymentId: number,
  now: Date,
): Promise<PaymentRecord | null> {
  const [row] = await db
    .update(payments)
    .set({ status: 'failed', updatedAt: now })
    .where(
      and(eq(payments.paymentId, paymentId), inArray(payments.status, [...STILL_DUE_STATUSES])),
    )
    .returning();
  return row ?? null;
}

/** A booking's payments still to be paid become cancelled (the booking lapsed or ended). */
export async function cancelOpenBookingPayments(
  db: Db,
  bookingId: number,
  now: Date,
): Promise<number> {
  const rows = await db
    .update(payments)
    .set({ status: 'cancelled', updatedAt: now })
    .where(
      and(eq(payments.bookingId, bookingId), inArray(payments.status, [...STILL_DUE_STATUSES])),
    )
    .returning({ paymentId: payments.paymentId });
  return rows.length;
}

/**
 * Bookings after `afterBookingId` with card payments still to be paid (open or failed), at most
 * `limit`, by id: those a site
 * that switched card payments off moves to another method (services/booking card-off.ts).
 */
export async function bookingsWithOpenCardPayments(
  db: Db,
  afterBookingId: number,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .selectDistinct({ bookingId: payments.bookingId })
    .from(payments)
    .where(
      and(
        eq(payments.method, 'card'),
        inArray(payments.status, [...STILL_DUE_STATUSES]),
        gt(payments.bookingId, afterBookingId),
      ),
    )
    .orderBy(payments.bookingId)
    .limit(limit);
  return rows.map((row) => row.bookingId);
}

/** A booking's card payments still to be paid are to be paid by `method` (open again if failed). */
export async function moveOpenCardPayments(
  db: Db,
  bookingId: number,
  method: 'bankTransfer' | 'invoice',
  now: Date,
): Promise<number> {
  const rows = await db
    .update(payments)
    .set({ method, status: 'open', updatedAt: now })
    .where(
      and(
        eq(payments.bookingId, bookingId),
        eq(payments.method, 'card'),
        inArray(payments.status, [...STILL_DUE_STATUSES]),
      ),
    )
    .returning({ paymentId: payments.paymentId });
  return rows.length;
}

export async function markPaymentRefunded(
  db: Db,
  paymentId: number,
  now: Date,
): Promise<PaymentRecord | null> {
  const [row] = await db
    .update(payments)
    .set({ status: 'refunded', updatedAt: now })
    .where(and(eq(payments.paymentId, paymentId), eq(payments.status, 'paid')))
    .returning();
  return row ?? null;
}

// ---------------------------------------------------------------------------------------------
// Bank transfers (decision 080): the office matches the money on the operator's account to the
// booking number the guest gave as reference, and records it here.

/**
 * The names a transfer's payer may be compared with (decision 083): the traveller's family name as
 * booked (null in rows before it was kept apart), the traveller's full name, and the customer
 * record's last name — the account's latest traveller, so only a fallback for older rows.
 */
export interface GuestNames {
  guestName: string;
  travellerName: string | null;
  travellerLastName: string | null;
  customerLastName: string;
}

function withGuestNames<T extends object>(
  row: T & {
    traveller: { name: string; lastName?: string } | null;
    firstName: string;
    lastName: string;
  },
): Omit<T, 'traveller' | 'firstName' | 'lastName'> & GuestNames {
  return {
    ...withGuestName(row),
    travellerName: row.traveller?.name ?? null,
    travellerLastName: row.traveller?.lastName ?? null,
    customerLastName: row.lastName,
  };
}

/** The guest's name of a row: the traveller as booked, else the customer record's name. */
export function withGuestName<T extends object>({
  traveller,
  firstName,
  lastName,
  ...row
}: T & { traveller: { name: string } | null; firstName: string; lastName: string }) {
  return { ...row, guestName: traveller?.name ?? `${firstName} ${lastName}`.trim() };
}

/** A transfer still awaited, with what the office needs to match it. */
export interface OpenTransfer extends GuestNames {
  paymentId: number;
  kind: PaymentRecord['kind'];
  /** A transfer, or the agency's invoice paid by transfer (decision 110). */
  method: PaymentRecord['method'];
  /** The rest of a payment paid in part. */
  remainder: boolean;
  amountCents: number;
  /** The rest of a payment paid in part: what its earlier parts brought (0 for a whole one). */
  receivedCents: number;
  currency: string;
  dueDate: string;
  bookingId: number;
  displayNumber: number;
  bookingCreatedAt: Date;
  bookingStatus: (typeof bookings.$inferSelect)['status'];
  objectNumber: number;
  startDate: string;
}

/**
 * A payment's booking and guest as the office's lists name them (joined from `payments` to
 * `bookings` and `customers`; `withGuestName` makes the name of the last three).
 */
export const bookingAndGuestColumns = {
  displayNumber: bookings.displayNumber,
  bookingCreatedAt: bookings.createdAt,
  bookingStatus: bookings.status,
  traveller: bookings.traveller,
  firstName: customers.firstName,
  lastName: customers.lastName,
};

/** The payment is the rest of one paid in part (a selected column of screens and reminders). */
export const isRemainder = sql<boolean>`${payments.partOf} is not null`;

/** What the paid parts of a payment's rest brought (the plan's payment and its other parts). */
const partsReceived = sql<number>`case when ${payments.partOf} is null then 0 else (
  select coalesce(sum(part.amount_cents), 0)::int from payments part
  where (part.payment_id = ${payments.partOf} or part.part_of = ${payments.partOf})
    and part.status = 'paid') end`;

/**
 * The transfers still awaited (open payments of method bankTransfer), the earliest due first; of
 * the bookings with these running numbers when `displayNumbers` is given. At most `limit`, and how
 * many there are in all.
 */
export async function listOpenTransfers(
  db: Db,
  options: {
    displayNumbers?: readonly number[];
    /** Only transfers of these amounts (a statement's credits without a booking number). */
    amountsCents?: readonly number[];
    limit: number;
  },
): Promise<{ rows: OpenTransfer[]; total: number }> {
  const where = and(
    inArray(payments.method, [...TRANSFER_METHODS]),
    eq(payments.status, 'open'),
    options.displayNumbers === undefined
      ? undefined
      : inArray(bookings.displayNumber, [...options.displayNumbers]),
    options.amountsCents === undefined
      ? undefined
      : inArray(payments.amountCents, [...options.amountsCents]),
  );
  const [rows, [count]] = await Promise.all([
    db
      .select({
        paymentId: payments.paymentId,
        kind: payments.kind,
        method: payments.method,
        remainder: isRemainder,
        amountCents: payments.amountCents,
        receivedCents: partsReceived,
        currency: payments.currency,
        dueDate: payments.dueDate,
        bookingId: bookings.bookingId,
        objectNumber: bookings.objectNumber,
        startDate: bookings.startDate,
        ...bookingAndGuestColumns,
      })
      .from(payments)
      .innerJoin(bookings, eq(bookings.bookingId, payments.bookingId))
      .innerJoin(customers, eq(customers.customerNumber, bookings.customerNumber))
      .where(where)
      .orderBy(asc(payments.dueDate), asc(payments.paymentId))
      .limit(options.limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(payments)
      .innerJoin(bookings, eq(bookings.bookingId, payments.bookingId))
      .innerJoin(customers, eq(customers.customerNumber, bookings.customerNumber))
      .where(where),
  ]);
  return {
    rows: rows.map(withGuestNames),
    total: Number(count?.n ?? 0),
  };
}

/**
 * Transfers already recorded as received: what a bank statement's credit may repeat (the office
 * recorded it by hand before the upload). Of the bookings with these running numbers, or of these
 * amounts paid since `paidSince` (credits naming no booking, decision 083).
 */
export async function listReceivedTransfers(
  db: Db,
  of: { displayNumbers: readonly number[] } | { amountsCents: readonly number[]; paidSince: Date },
): Promise<
  ({
    paymentId: number;
    amountCents: number;
    paidAt: Date | null;
    displayNumber: number;
    bookingCreatedAt: Date;
  } & GuestNames)[]
> {
  const filter =
    'displayNumbers' in of
      ? of.displayNumbers.length === 0
        ? null
        : inArray(bookings.displayNumber, [...of.displayNumbers])
      : of.amountsCents.length === 0
        ? null
        : and(
            inArray(payments.amountCents, [...of.amountsCents]),
            gte(payments.paidAt, of.paidSince),
          );
  if (filter === null) return [];
  const rows = await db
    .select({
      paymentId: payments.paymentId,
      amountCents: payments.amountCents,
      paidAt: payments.paidAt,
      displayNumber: bookings.displayNumber,
      bookingCreatedAt: bookings.createdAt,
      traveller: bookings.traveller,
      firstName: customers.firstName,
      lastName: customers.lastName,
    })
    .from(payments)
    .innerJoin(bookings, eq(bookings.bookingId, payments.bookingId))
    .innerJoin(customers, eq(customers.customerNumber, bookings.customerNumber))
    .where(
      and(
        eq(payments.provider, 'bankTransfer'),
        inArray(payments.status, ['paid', 'refunded']),
        filter,
      ),
    );
  return rows.map(withGuestNames);
}

/**
 * Records a transfer as received: only an open bank-transfer payment of a booking that still takes
 * it (requested, confirmed, or a cancelled one's fee), of the amount the office saw
 * (`amountCents`), with its audit entry, in the caller's transaction. The booking is locked first —
 * the lock a cancellation or the landlord's answer takes — so the two happen one after the other:
 * a booking that ended first refuses the money ('bookingEnded'); one that ends after sees the
 * payment paid and gives it back. 'notAwaited': not such a payment (any more); 'amountChanged':
 * still awaited, but its amount changed meanwhile.
 *
 * Less received than asked (`receivedCents` < `amountCents`): the payment's row becomes the part
 * received, paid, and the rest a new open payment of the same kind and due day (`partOf` the
 * first part), which the office and the guest see still to be paid, and the reminder names.
 */
export async function markTransferReceived(
  db: Db,
  values: {
    paymentId: number;
    amountCents: number;
    receivedCents: number;
    receivedAt: Date;
    now: Date;
    accountId: number | null;
    /** The bank statement credit it was matched from (audit only), or null. */
    statementEntryId?: number | null;
  },
): Promise<
  | { paid: PaymentRecord; remainder: PaymentRecord | null }
  | 'notAwaited'
  | 'amountChanged'
  | 'bookingEnded'
> {
  const [booking] = await db
    .select({ status: bookings.status })
    .from(bookings)
    .where(
      eq(
        bookings.bookingId,
        db
          .select({ id: payments.bookingId })
          .from(payments)
          .where(eq(payments.paymentId, values.paymentId)),
      ),
    )
    .for('update');
  if (booking === undefined) return 'notAwaited';
  const [row] = await db
    .update(payments)
    .set({
      status: 'paid',
      provider: 'bankTransfer',
      amountCents: values.receivedCents,
      paidAt: values.receivedAt,
      updatedAt: values.now,
    })
    .where(
      and(
        eq(payments.paymentId, values.paymentId),
        inArray(payments.method, [...TRANSFER_METHODS]),
        eq(payments.status, 'open'),
        eq(payments.amountCents, values.amountCents),
      ),
    )
    .returning();
  if (row === undefined) {
    // Still awaited, but of another amount than the office saw (a voucher paid part of it
    // meanwhile): that is what to say, not "no longer awaited".
    const [now] = await db
      .select({ status: payments.status, amountCents: payments.amountCents })
      .from(payments)
      .where(eq(payments.paymentId, values.paymentId));
    return now?.status === 'open' && now.amountCents !== values.amountCents
      ? 'amountChanged'
      : 'notAwaited';
  }
  const takesIt =
    booking.status === 'requested' ||
    booking.status === 'confirmed' ||
    (booking.status === 'cancelled' && row.kind === 'cancellationFee');
  // Thrown away with the caller's transaction (the update above included).
  if (!takesIt) return 'bookingEnded';
  const restCents = values.amountCents - values.receivedCents;
  const [remainder] =
    restCents > 0
      ? await db
          .insert(payments)
          .values({
            bookingId: row.bookingId,
            kind: row.kind,
            method: row.method,
            amountCents: restCents,
            currency: row.currency,
            dueDate: row.dueDate,
            // Every rest names the plan's payment, however often it was paid in part.
            partOf: row.partOf ?? row.paymentId,
            createdAt: values.now,
            updatedAt: values.now,
          })
          .returning()
      : [];
  await insertAuditEntry(db, {
    accountId: values.accountId,
    action: 'payments.transferReceived',
    target: `payment:${row.paymentId}`,
    before: { status: 'open', amountCents: values.amountCents },
    after: {
      status: 'paid',
      bookingId: row.bookingId,
      kind: row.kind,
      amountCents: row.amountCents,
      receivedAt: values.receivedAt.toISOString(),
      ...(values.statementEntryId == null ? {} : { statementEntryId: values.statementEntryId }),
      ...(remainder === undefined
        ? {}
        : { remainderPaymentId: remainder.paymentId, remainderCents: remainder.amountCents }),
    },
  });
  return { paid: row, remainder: remainder ?? null };
}

/** Money the office transfers back (a transfer of a booking that ended), or a card refund that failed. */
export interface OfficeRefund {
  paymentId: number;
  provider: string;
  amountCents: number;
  status: string;
  kind: PaymentRecord['kind'];
  /** The rest of a payment paid in part (then paid and to be given back). */
  remainder: boolean;
  paidAt: Date | null;
  displayNumber: number;
  bookingCreatedAt: Date;
  bookingStatus: (typeof bookings.$inferSelect)['status'];
  guestName: string;
}

/**
 * What the office must pay back by hand: transfers given back (refund rows of provider
 * bankTransfer still pending) and card refunds that failed — the oldest first.
 */
export async function listOfficeRefunds(
  db: Db,
  limit: number,
): Promise<{ rows: OfficeRefund[]; total: number }> {
  const toDo = or(
    and(eq(paymentRefunds.provider, 'bankTransfer'), eq(paymentRefunds.status, 'pending')),
    eq(paymentRefunds.status, 'failed'),
  );
  const [rows, [count]] = await Promise.all([
    db
      .select({
        paymentId: paymentRefunds.paymentId,
        provider: paymentRefunds.provider,
        amountCents: paymentRefunds.amountCents,
        status: paymentRefunds.status,
        kind: payments.kind,
        remainder: isRemainder,
        paidAt: payments.paidAt,
        ...bookingAndGuestColumns,
      })
      .from(paymentRefunds)
      .innerJoin(payments, eq(payments.paymentId, paymentRefunds.paymentId))
      .innerJoin(bookings, eq(bookings.bookingId, payments.bookingId))
      .innerJoin(customers, eq(customers.customerNumber, bookings.customerNumber))
      .where(toDo)
      .orderBy(asc(paymentRefunds.createdAt), asc(paymentRefunds.id))
      .limit(limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(paymentRefunds)
      .where(toDo),
  ]);
  return { rows: rows.map(withGuestName), total: Number(count?.n ?? 0) };
}

/**
 * The office transferred the money back: the pending transfer refund of `amountCents` (what the
 * office saw) is done and the payment refunded, with the audit entry, in the caller's
 * transaction. null when there is no such refund pending (done already); 'amountChanged' when
 * its amount is another.
 */
export async function markRefundTransferred(
  db: Db,
  values: { paymentId: number; amountCents: number; now: Date; accountId: number | null },
): Promise<RefundRecord | 'amountChanged' | null> {
  const pending = await findRefund(db, values.paymentId);
  if (pending !== null && pending.amountCents !== values.amountCents) return 'amountChanged';
  const [refund] = await db
    .update(paymentRefunds)
    .set({ status: 'refunded', updatedAt: values.now })
    .where(
      and(
        eq(paymentRefunds.paymentId, values.paymentId),
        eq(paymentRefunds.provider, 'bankTransfer'),
        eq(paymentRefunds.status, 'pending'),
      ),
    )
    .returning();
  if (refund === undefined) return null;
  await markPaymentRefunded(db, values.paymentId, values.now);
  await insertAuditEntry(db, {
    accountId: values.accountId,
    action: 'payments.transferRefunded',
    target: `payment:${values.paymentId}`,
    before: { refund: 'pending' },
    after: { refund: 'refunded', amountCents: refund.amountCents },
  });
  return refund;
}

// ---------------------------------------------------------------------------------------------
// Notifications.

/**
 * Claims a provider event: inserts its row unless it is there. True when this call claimed it;
 * false when it had been acted on (a concurrent claim waits for the other transaction and then
 * sees its row).
 */
export async function claimNotification(
  db: Db,
  values: { provider: string; eventId: string; paymentId: number; type: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .insert(paymentNotifications)
    .values({
      provider: values.provider,
      eventId: values.eventId,
      paymentId: values.paymentId,
      type: values.type,
      result: {},
      receivedAt: values.now,
    })
    .onConflictDoNothing({
      target: [paymentNotifications.provider, paymentNotifications.eventId],
    })
    .returning({ id: paymentNotifications.id });
  return rows.length > 0;
}

export async function storeNotificationResult(
  db: Db,
  provider: string,
  eventId: string,
  result: Record<string, unknown>,
): Promise<void> {
  await db
    .update(paymentNotifications)
    .set({ result })
    .where(
      and(eq(paymentNotifications.provider, provider), eq(paymentNotifications.eventId, eventId)),
    );
}

export async function findNotificationResult(
  db: Db,
  provider: string,
  eventId: string,
): Promise<Record<string, unknown> | null> {
  const [row] = await db
    .select({ result: paymentNotifications.result })
    .from(paymentNotifications)
    .where(
      and(eq(paymentNotifications.provider, provider), eq(paymentNotifications.eventId, eventId)),
    );
  return row?.result ?? null;
}

export async function countNotifications(db: Db, paymentId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(paymentNotifications)
    .where(eq(paymentNotifications.paymentId, paymentId));
  return Number(row?.n ?? 0);
}

// ---------------------------------------------------------------------------------------------
// Refunds.

/**
 * Starts the refund of a payment: inserts its row (status 'pending') unless one exists. Returns the
 * row and whether this call created it.
 */
export async function claimRefund(
  db: Db,
  values: { paymentId: number; amountCents: number; reason: string; provider: string; now: Date },
): Promise<{ refund: RefundRecord; created: boolean }> {
  const [created] = await db
    .insert(paymentRefunds)
    .values({ ...values, status: 'pending', createdAt: values.now, updatedAt: values.now })
    .onConflictDoNothing({ target: paymentRefunds.paymentId })
    .returning();
  if (created) return { refund: created, created: true };
  const [existing] = await db
    .select()
    .from(paymentRefunds)
    .where(eq(paymentRefunds.paymentId, values.paymentId));
  return { refund: existing!, created: false };
}

export async function finishRefund(
  db: Db,
  paymentId: number,
  values: { status: 'refunded' | 'failed'; providerReference: string | null; now: Date },
): Promise<RefundRecord | null> {
  const [row] = await db
    .update(paymentRefunds)
    .set({
      status: values.status,
      providerReference: values.providerReference,
      updatedAt: values.now,
    })
    .where(eq(paymentRefunds.paymentId, paymentId))
    .returning();
  return row ?? null;
}

export async function findRefund(db: Db, paymentId: number): Promise<RefundRecord | null> {
  const [row] = await db
    .select()
    .from(paymentRefunds)
    .where(eq(paymentRefunds.paymentId, paymentId));
  return row ?? null;
}

/**
 * What went back of each of a booking's payments (refunds done; one per payment), by payment id:
 * a cancellation gives back part of a payment, and the rest stays paid (the fee it kept).
 */
export async function refundedByPayment(db: Db, bookingId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ paymentId: paymentRefunds.paymentId, amountCents: paymentRefunds.amountCents })
    .from(paymentRefunds)
    .innerJoin(payments, eq(payments.paymentId, paymentRefunds.paymentId))
    .where(and(eq(payments.bookingId, bookingId), eq(paymentRefunds.status, 'refunded')));
  return new Map(rows.map((r) => [r.paymentId, r.amountCents]));
}
