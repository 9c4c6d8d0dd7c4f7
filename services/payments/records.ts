// A booking's payment records: opened from the plan in the booking's own transaction, cancelled
// when the booking ends unpaid, read for screens, and the link to the provider's page for the one
// due next (contract 3 of issue 14).
import {
  isOnlineMethod,
  nextDuePayment,
  type PaymentMethod,
  type PlannedPayment,
} from '#core/payments';
import type { Db } from '#db/client';
import {
  cancelOpenBookingPayments,
  insertPayments,
  listBookingPayments,
  refundedByPayment,
  type PaymentRecord,
} from '#db/repositories/payments-records';
import type { RequestContext } from '#services/platform';
import type { Language } from '#core/languages';
import { paymentProvider } from './providers';
import type { PaymentView } from './types';

/**
 * Writes the payment records of a booking's plan (paymentPlan), in the caller's transaction: a
 * booking and its payments are stored together or not at all. Returns them as screens show them.
 */
export async function openPayments(
  tx: Db,
  input: {
    bookingId: number;
    /** The plan's parts, or the one cancellation fee still owed (customer.ts cancelBooking). */
    plan: readonly (
      PlannedPayment | { kind: 'cancellationFee'; amountCents: number; dueDate: string }
    )[];
    method: PaymentMethod;
    now?: Date;
  },
): Promise<PaymentView[]> {
  const rows = await insertPayments(
    tx,
    input.plan.map((p) => ({
      bookingId: input.bookingId,
      kind: p.kind,
      method: input.method,
      amountCents: p.amountCents,
      dueDate: p.dueDate,
    })),
    input.now,
  );
  return rows.map((row) => paymentView(row));
}

/**
 * The booking lapsed, was declined or cancelled: what is still to be paid no longer is (its link
 * shows "can no longer be paid"). What was paid stays paid until refunded.
 */
export async function cancelOpenPayments(
  tx: Db,
  input: { bookingId: number; now?: Date },
): Promise<number> {
  return cancelOpenBookingPayments(tx, input.bookingId, input.now ?? new Date());
}

export function paymentView(row: PaymentRecord, refundedCents = 0): PaymentView {
  return {
    paymentId: row.paymentId,
    kind: row.kind,
    method: row.method,
    amountCents: row.amountCents,
    currency: row.currency,
    dueDate: row.dueDate,
    status: row.status,
    refundedCents,
    cardLast4: row.cardLast4,
    paidAt: row.paidAt?.toISOString() ?? null,
    remainder: row.partOf !== null,
  };
}

/**
 * A booking's payments in the order they fall due, each with what went back of it; read on `db`
 * (a caller's transaction reads them inside its lock).
 */
export async function bookingPaymentsIn(
  db: Db,
  bookingId: number,
  /** Their rows locked until the caller's transaction ends (listBookingPayments). */
  lock = false,
): Promise<PaymentView[]> {
  const rows = await listBookingPayments(db, bookingId, lock);
  const refunded = await refundedByPayment(db, bookingId);
  return rows.map((row) => paymentView(row, refunded.get(row.paymentId) ?? 0));
}

/** A booking's payments in the order they fall due. */
export async function bookingPayments(
  ctx: RequestContext,
  bookingId: number,
): Promise<PaymentView[]> {
  return bookingPaymentsIn(ctx.deps.database.db, bookingId);
}

/**
 * The provider's page for the booking's payment due next, signed so that it pays exactly that
 * payment of that booking with its stored amount; null when nothing is due, the method is not
 * paid online (bank transfer, invoice, the landlord's own collection), or the site takes no card.
 */
export async function paymentUrl(
  ctx: RequestContext,
  input: { bookingId: number; language: Language; returnAccess?: string | null },
): Promise<string | null> {
  const rows = await listBookingPayments(ctx.deps.database.db, input.bookingId);
  const next = nextDuePayment(rows);
  if (next === null || !isOnlineMethod(next.method)) return null;
  // A card payment opened before card payments were switched off has no page to pay it on: the
  // screens then name the office, as for a method without one.
  const provider = paymentProvider(ctx.deps);
  if (provider === null) return null;
  return provider.createPaymentSession(ctx, {
    paymentId: next.paymentId,
    bookingId: next.bookingId,
    amountCents: next.amountCents,
    currency: next.currency,
    language: input.language,
    returnAccess: input.returnAccess ?? null,
  });
}
