// Bank transfers to the operator's account (decision 080), both ways, at /admin/payments/
// (permission admin.payments), each step audit-logged with its change:
// - In: the guest transfers with the booking number as reference; the office, with the bank
//   statement in hand, finds the awaited payment and records it as received. That is what a card
//   provider's notification is for a card payment: the payment becomes paid here, and the booking
//   slice then does what a payment does to its booking (recordPayment: paid in full → paid; the
//   guest's receipt).
// - Back: money paid by transfer for a booking that ended (cancelled, declined) cannot go back
//   through a provider; refundPayment (./refunds.ts) leaves it as a pending refund of provider
//   `bankTransfer`, which the office lists, transfers back and records as done. Card refunds that
//   failed are listed beside them, to be tried again.
import { bookingDisplayNumber } from '#core/booking';
import { addDays, isIsoDate, todayInBerlin } from '#core/dates';
import { isInt32 } from '#core/int32';
import { berlinInstant } from '#core/office-hours';
import { isPaidByTransfer } from '#core/payments';
import {
  findPaymentWithBooking,
  findRefund,
  listOfficeRefunds,
  listOpenTransfers,
  markRefundTransferred,
  markTransferReceived,
  type OpenTransfer,
} from '#db/repositories/payments-records';
import { allocateStatementEntry } from '#db/repositories/payments-statements';
import { requireAccess } from '#services/accounts';
import { DomainError, type RequestContext } from '#services/platform';
import { refundPayment, type RefundReason } from './refunds';
import type { OfficeRefundView, PaymentConfirmation, TransferAwaited } from './types';

/** The most transfers one page lists (a reference narrows it to that booking's). */
export const TRANSFERS_LISTED = 100;
/** The most refunds one page lists. */
export const REFUNDS_LISTED = 100;
/** How far back a value date may lie: older money is a case for the accounts, not this screen. */
const VALUE_DATE_DAYS_BACK = 366;
/** The longest reference searched (a SEPA remittance line has up to 140 characters). */
const REFERENCE_MAX = 140;

/** A booking a reference may name: its running number, with the booking year when given. */
export interface ReferencedBooking {
  year: number | null;
  number: number;
}

/**
 * The bookings a reference may name: every "2026-100001" (or "2026 100001") in it — a statement
 * line holds other numbers too ("Rechnung 2025-000123 Buchung 2026-100002"), so all are tried —
 * or the running number alone ("100001"). Empty when it names none.
 */
export function referencedBookings(reference: string): ReferencedBooking[] {
  const text = reference.trim();
  const found: ReferencedBooking[] = [];
  const add = (year: number | null, digits: string) => {
    const number = Number(digits);
    if (isInt32(number) && found.length < 10) found.push({ year, number });
  };
  if (/^\d{1,10}$/.test(text)) add(null, text);
  for (const match of text.matchAll(/(?<![\d-])(\d{4})[-\s](\d{1,10})(?![\d-])/g)) {
    add(Number(match[1]), match[2]!);
  }
  return found;
}

/** Whether one of the references names this booking; a year given must be the booking's ("2030-100002" is not 2026-100002). */
export function namesBooking(named: readonly ReferencedBooking[], bookingNumber: string): boolean {
  return named.some((b) =>
    b.year === null
      ? bookingNumber.endsWith(`-${b.number}`)
      : bookingNumber === `${b.year}-${b.number}`,
  );
}

/** An open transfer as the office's screens show it; `today` (Berlin) marks the overdue. */
export function transferAwaited(row: OpenTransfer, today: string): TransferAwaited {
  return {
    paymentId: row.paymentId,
    kind: row.kind,
    // The query lists these two only (TRANSFER_METHODS).
    method: row.method === 'invoice' ? 'invoice' : 'bankTransfer',
    amountCents: row.amountCents,
    receivedCents: row.receivedCents,
    remainder: row.remainder,
    currency: row.currency,
    dueDate: row.dueDate,
    overdue: row.dueDate < today,
    bookingNumber: bookingDisplayNumber(row.displayNumber, row.bookingCreatedAt),
    bookingStatus: row.bookingStatus,
    objectNumber: row.objectNumber,
    startDate: row.startDate,
    guestName: row.guestName,
  };
}

/** The transfers still awaited, the earliest due first (of the bookings a reference names). */
export async function awaitedTransfers(
  ctx: RequestContext,
  input: { reference?: string },
): Promise<{ transfers: TransferAwaited[]; total: number; reference: string | null }> {
  requireAccess(ctx, 'admin.payments');
  const reference = input.reference?.trim().slice(0, REFERENCE_MAX) ?? '';
  const named = reference === '' ? null : referencedBookings(reference);
  if (named !== null && named.length === 0) return { transfers: [], total: 0, reference };
  const { rows, total } = await listOpenTransfers(ctx.deps.database.db, {
    limit: TRANSFERS_LISTED,
    ...(named === null ? {} : { displayNumbers: named.map((b) => b.number) }),
  });
  const today = todayInBerlin(ctx.now);
  const transfers = rows
    .map((row) => transferAwaited(row, today))
    .filter((transfer) => named === null || namesBooking(named, transfer.bookingNumber));
  return {
    total: named === null ? total : transfers.length,
    reference: reference === '' ? null : reference,
    transfers,
  };
}

const invalid = (field: string, key = 'errors.validation.invalidValue') =>
  new DomainError('invalid', key, { field });
const notAwaited = () =>
  new DomainError('conflict', 'errors.payments.transferNotAwaited', { field: 'paymentId' });
const amountMismatch = () =>
  new DomainError('conflict', 'errors.payments.amountMismatch', { field: 'amountCents' });

/** What recording a transfer answers: what booking's recordPayment takes, and its reference. */
export interface TransferReceived {
  confirmation: PaymentConfirmation;
  bookingNumber: string;
  /** Less came than was asked: the rest, still to be paid (a payment of its own), else null. */
  remainder: { paymentId: number; amountCents: number; dueDate: string } | null;
}

/**
 * Records an awaited transfer as received on its value date (a Berlin date, today or before, not
 * before the booking). `amountCents` is the amount the office saw on its screen: a payment whose
 * amount differs (it changed since) is refused rather than recorded unseen. `receivedCents` is
 * what the statement shows, when less came (a part payment: the rest stays to be paid); more than
 * was asked is refused — the office records the amount asked and sends the surplus back.
 */
export async function receiveTransfer(
  ctx: RequestContext,
  input: {
    paymentId: number;
    amountCents: number;
    receivedCents?: number;
    receivedOn: string;
    /** The statement credit the money is taken from (./statements.ts), as the office saw it. */
    statementEntry?: { entryId: number; seenAllocatedCents: number };
  },
): Promise<TransferReceived> {
  const office = requireAccess(ctx, 'admin.payments');
  if (!isInt32(input.paymentId)) throw invalid('paymentId');
  if (!isInt32(input.amountCents)) throw invalid('amountCents');
  const receivedCents = input.receivedCents ?? input.amountCents;
  if (!isInt32(receivedCents)) throw invalid('receivedCents');
  if (receivedCents > input.amountCents) {
    throw invalid('receivedCents', 'errors.payments.receivedTooMuch');
  }
  const today = todayInBerlin(ctx.now);
  if (
    !isIsoDate(input.receivedOn) ||
    input.receivedOn > today ||
    input.receivedOn < addDays(today, -VALUE_DATE_DAYS_BACK)
  ) {
    throw invalid('receivedOn');
  }
  const db = ctx.deps.database.db;
  const found = await findPaymentWithBooking(db, input.paymentId);
  if (found === null || !isPaidByTransfer(found.payment.method)) {
    throw new DomainError('notFound', 'errors.payments.notFound', { field: 'paymentId' });
  }
  if (found.payment.status !== 'open') throw notAwaited();
  if (found.payment.amountCents !== input.amountCents) throw amountMismatch();
  if (input.receivedOn < todayInBerlin(found.booking.createdAt)) throw invalid('receivedOn');
  // Today: now. An earlier value date: midday in Berlin, a time of that day in every zone's view.
  const receivedAt =
    input.receivedOn === today ? ctx.now : (berlinInstant(input.receivedOn, '12:00') ?? ctx.now);
  const marked = await db.transaction(async (tx) => {
    const result = await markTransferReceived(tx as unknown as typeof db, {
      paymentId: input.paymentId,
      amountCents: input.amountCents,
      receivedCents,
      receivedAt,
      now: ctx.now,
      accountId: Number(office.accountID),
      statementEntryId: input.statementEntry?.entryId ?? null,
    });
    // Recorded meanwhile by someone else (or its amount changed), or the booking ended in between
    // (the throw undoes the payment's change with the transaction): the money is then to be sent
    // back by hand.
    if (result === 'notAwaited') throw notAwaited();
    if (result === 'amountChanged') throw amountMismatch();
    if (result === 'bookingEnded') {
      throw new DomainError('conflict', 'errors.payments.bookingEnded', { field: 'paymentId' });
    }
    // The credit pays with the payment or not at all: taken meanwhile (another post, set aside),
    // the throw undoes the payment's change too.
    if (
      input.statementEntry !== undefined &&
      (await allocateStatementEntry(tx as unknown as typeof db, {
        entryId: input.statementEntry.entryId,
        seenAllocatedCents: input.statementEntry.seenAllocatedCents,
        cents: receivedCents,
        now: ctx.now,
      })) === null
    ) {
      throw new DomainError('conflict', 'errors.payments.statementEntryChanged', {
        field: 'entryId',
      });
    }
    return result;
  });
  const { paid, remainder } = marked;
  return {
    bookingNumber: bookingDisplayNumber(found.booking.displayNumber, found.booking.createdAt),
    confirmation: {
      paymentId: paid.paymentId,
      bookingId: paid.bookingId,
      kind: paid.kind,
      amountCents: paid.amountCents,
      status: paid.status,
      repeated: false,
    },
    remainder:
      remainder === null
        ? null
        : {
            paymentId: remainder.paymentId,
            amountCents: remainder.amountCents,
            dueDate: remainder.dueDate,
          },
  };
}

/** What the office must pay back by hand, the oldest first (see the top of this file). */
export async function officeRefunds(
  ctx: RequestContext,
): Promise<{ refunds: OfficeRefundView[]; total: number }> {
  requireAccess(ctx, 'admin.payments');
  const { rows, total } = await listOfficeRefunds(ctx.deps.database.db, REFUNDS_LISTED);
  const refunds = rows.map((row) => ({
    paymentId: row.paymentId,
    byTransfer: row.provider === 'bankTransfer',
    amountCents: row.amountCents,
    kind: row.kind,
    remainder: row.remainder,
    paidAt: row.paidAt?.toISOString() ?? null,
    bookingNumber: bookingDisplayNumber(row.displayNumber, row.bookingCreatedAt),
    bookingStatus: row.bookingStatus,
    guestName: row.guestName,
  }));
  return { refunds, total };
}

/** The office transferred a payment's money back: its pending refund is done. */
export async function refundTransferred(
  ctx: RequestContext,
  input: { paymentId: number; amountCents: number },
): Promise<{ bookingId: number; bookingNumber: string; amountCents: number }> {
  const office = requireAccess(ctx, 'admin.payments');
  if (!isInt32(input.paymentId)) throw invalid('paymentId');
  if (!isInt32(input.amountCents)) throw invalid('amountCents');
  const db = ctx.deps.database.db;
  const found = await findPaymentWithBooking(db, input.paymentId);
  if (found === null) {
    throw new DomainError('notFound', 'errors.payments.notFound', { field: 'paymentId' });
  }
  const refund = await db.transaction(async (tx) => {
    const done = await markRefundTransferred(tx as unknown as typeof db, {
      paymentId: input.paymentId,
      amountCents: input.amountCents,
      now: ctx.now,
      accountId: Number(office.accountID),
    });
    if (done === 'amountChanged') {
      throw new DomainError('conflict', 'errors.payments.amountMismatch', {
        field: 'amountCents',
      });
    }
    if (done === null) {
      throw new DomainError('conflict', 'errors.payments.refundNotPending', {
        field: 'paymentId',
      });
    }
    return done;
  });
  return {
    bookingId: found.booking.bookingId,
    bookingNumber: bookingDisplayNumber(found.booking.displayNumber, found.booking.createdAt),
    amountCents: refund.amountCents,
  };
}

/** A card refund that failed, tried again at the office's request (refundPayment, once per payment). */
export async function retryRefund(
  ctx: RequestContext,
  input: { paymentId: number },
): Promise<{ bookingNumber: string; amountCents: number; refunded: boolean }> {
  requireAccess(ctx, 'admin.payments');
  if (!isInt32(input.paymentId)) throw invalid('paymentId');
  const db = ctx.deps.database.db;
  const [found, refund] = await Promise.all([
    findPaymentWithBooking(db, input.paymentId),
    findRefund(db, input.paymentId),
  ]);
  if (found === null || refund === null || refund.status !== 'failed') {
    throw new DomainError('conflict', 'errors.payments.refundNotPending', { field: 'paymentId' });
  }
  const answer = await refundPayment(
    ctx,
    input.paymentId,
    refund.reason as RefundReason,
    refund.amountCents,
  );
  return {
    bookingNumber: bookingDisplayNumber(found.booking.displayNumber, found.booking.createdAt),
    amountCents: answer.amountCents,
    refunded: answer.status === 'refunded',
  };
}
