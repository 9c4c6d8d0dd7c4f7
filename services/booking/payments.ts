// What a confirmed payment does to its booking (contract 3: server/api/payments.ts calls this after
// the payments door verified the provider's notification). Paid in full → the booking becomes
// `paid`; a payment for a booking that lapsed, was declined or cancelled meanwhile is refunded, not
// kept — except the cancellation fee a late cancellation left owing; the guest gets a receipt. Idempotent: a repeated notification changes nothing more (the
// transition is guarded, the receipt is queued once per payment, a refund once per payment).
import { isBlocking, type BookingStatus } from '#core/booking';
import { todayInBerlin } from '#core/dates';
import type { Db } from '#db/client';
import { allPaymentsPaid, lockBooking } from '#db/repositories/booking-records';
import { findPayment } from '#db/repositories/payments-records';
import {
  importStatement,
  receiveStatementEntry,
  receiveTransfer,
  refundPayment,
  refundTransferred,
  type PaymentConfirmation,
  type StatementEntryPost,
  type StatementImported,
  type TransferReceived,
} from '#services/payments';
import type { RequestContext } from '#services/platform';
import { deliverAfterAnswer } from './after-answer';
import { guestBookingUrl } from './facts';
import { queueGuestMail } from './guest-mail';
import { applyTransition } from './transitions';
import { operatorBrand, operatorMailBrand } from '#services/partners';

export interface RecordedPayment {
  bookingId: number;
  status: BookingStatus | null;
  refunded: boolean;
}

export async function recordPayment(
  ctx: RequestContext,
  result: Pick<PaymentConfirmation, 'paymentId' | 'bookingId' | 'kind' | 'amountCents' | 'status'> &
    Pick<PaymentConfirmation, 'late'>,
  /** A transfer of less than was asked: the rest, which the receipt names with its due day. */
  remainder: { amountCents: number; dueDate: string } | null = null,
): Promise<RecordedPayment> {
  if (result.status !== 'paid')
    return { bookingId: result.bookingId, status: null, refunded: false };
  const db = ctx.deps.database.db;
  // Read before the transaction: a read of an expired brand inside it would wait for the embedded
  // database's one connection, which the transaction holds (PGlite: the server hangs).
  const brand = await operatorMailBrand(ctx.deps);
  const outcome = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const booking = await lockBooking(tx, result.bookingId);
    if (booking === null) return null;
    const status = booking.status as BookingStatus;
    // The fee a late cancellation left owing is kept: it is what the cancelled booking costs.
    const feeOfCancelled = result.kind === 'cancellationFee' && status === 'cancelled';
    if ((!isBlocking(status) || status === 'option') && !feeOfCancelled) {
      // Paid before the cancellation: the cancellation's terms already decided what of it goes
      // back (refundOnline) and what is kept as the fee. A repeated notification of it (or a
      // transfer recorded just before) must not give the kept part back as a late payment. The
      // notification says which it was (`late`: it found the payment cancelled, under the lock the
      // cancellation holds), not the two requests' clocks; a result without it (kept before it
      // existed, or a transfer) is judged by the times.
      const payment = await findPayment(tx, result.paymentId);
      const decided =
        status === 'cancelled' &&
        (result.late !== undefined
          ? !result.late
          : booking.cancelledAt !== null &&
            payment?.paidAt != null &&
            payment.paidAt <= booking.cancelledAt);
      return { booking, refund: !decided, mails: [] as number[] };
    }
    let current = booking;
    // Paid in full before the landlord confirmed: it stays `requested` (core/booking/states.ts).
    if (status === 'confirmed' && (await allPaymentsPaid(tx, booking.bookingId))) {
      current = (await applyTransition(tx, booking, 'paymentComplete', 'system', ctx.now)).booking;
    }
    const mails = await queueGuestMail(
      tx,
      current,
      {
        kind: 'paymentReceipt',
        dedupeKey: `paymentReceipt:${result.paymentId}`,
        data: {
          amountCents: result.amountCents,
          bookingUrl: guestBookingUrl(ctx.deps, current),
          // A rest whose due day has passed is asked for "in the next days", not by that day.
          remainder: remainder && {
            ...remainder,
            overdue: remainder.dueDate < todayInBerlin(ctx.now),
          },
        },
      },
      brand,
      ctx.now,
    );
    return { booking: current, refund: false, mails };
  });
  if (outcome === null) return { bookingId: result.bookingId, status: null, refunded: false };
  if (outcome.refund) {
    const reason = outcome.booking.status === 'cancelled' ? 'bookingCancelled' : 'bookingLapsed';
    await refundPayment(ctx, result.paymentId, reason);
    return {
      bookingId: result.bookingId,
      status: outcome.booking.status as BookingStatus,
      refunded: true,
    };
  }
  deliverAfterAnswer(ctx, outcome.mails);
  return {
    bookingId: result.bookingId,
    status: outcome.booking.status as BookingStatus,
    refunded: false,
  };
}

/**
 * The office records a bank transfer as received (decision 080, /admin/payments/): the payments
 * slice marks the awaited payment paid (admin.payments, audit-logged), and the booking then takes
 * it as it takes a card payment (recordPayment: paid in full → paid; the guest's receipt). Less
 * than was asked: the part is paid, the rest stays to be paid, and the receipt names it.
 */
export async function recordTransferReceived(
  ctx: RequestContext,
  input: { paymentId: number; amountCents: number; receivedCents?: number; receivedOn: string },
): Promise<TransferRecorded> {
  return transferRecorded(ctx, await receiveTransfer(ctx, input));
}

/**
 * The office records a credit of its bank statement for a booking (/admin/payments/, decision
 * 082): the payments slice takes the credit's money for the booking's earliest awaited transfer,
 * and the booking takes it as above.
 */
export async function recordStatementEntry(
  ctx: RequestContext,
  input: StatementEntryPost,
): Promise<TransferRecorded & { entryLeftCents: number }> {
  const received = await receiveStatementEntry(ctx, input);
  return { ...(await transferRecorded(ctx, received)), entryLeftCents: received.entryLeftCents };
}

/**
 * The office uploads a bank statement (decision 082): its credits are checked against the
 * operator's account for transfers, as configured now.
 */
export async function importBankStatement(
  ctx: RequestContext,
  bytes: Buffer,
): Promise<StatementImported> {
  const { bank } = await operatorBrand(ctx.deps);
  return importStatement(ctx, { bytes, account: bank?.iban ?? null });
}

type TransferRecorded = RecordedPayment & {
  bookingNumber: string;
  amountCents: number;
  remainderCents: number;
};

async function transferRecorded(
  ctx: RequestContext,
  { confirmation, bookingNumber, remainder }: TransferReceived,
): Promise<TransferRecorded> {
  const recorded = await recordPayment(ctx, confirmation, remainder);
  return {
    ...recorded,
    bookingNumber,
    amountCents: confirmation.amountCents,
    remainderCents: remainder?.amountCents ?? 0,
  };
}

/**
 * The office transferred a payment's money back (/admin/payments/): the payments slice marks the
 * refund done (admin.payments, audit-logged), and the guest is told it is on its way.
 */
export async function recordRefundTransferred(
  ctx: RequestContext,
  input: { paymentId: number; amountCents: number },
): Promise<{ bookingNumber: string; amountCents: number }> {
  const done = await refundTransferred(ctx, input);
  const brand = await operatorMailBrand(ctx.deps);
  const mails = await ctx.deps.database.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const booking = await lockBooking(tx, done.bookingId);
    if (booking === null) return [];
    return queueGuestMail(
      tx,
      booking,
      {
        kind: 'refundSent',
        dedupeKey: `refundSent:${input.paymentId}`,
        data: { amountCents: done.amountCents, bookingUrl: guestBookingUrl(ctx.deps, booking) },
      },
      brand,
      ctx.now,
    );
  });
  deliverAfterAnswer(ctx, mails);
  return { bookingNumber: done.bookingNumber, amountCents: done.amountCents };
}
