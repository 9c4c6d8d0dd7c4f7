// Bank transfers to the operator's account (decision 080): the guest transfers with the booking
// number as reference; the office, with the bank statement in hand, finds the awaited payment and
// records it as received (/admin/payments/, permission admin.payments). Recording it is what a
// card provider's notification is for card payments: the payment becomes paid here, and the
// booking slice then does what a payment does to its booking (recordPayment: paid in full → the
// booking is paid; the guest gets the receipt). Each recording is audit-logged with the change.
import { bookingDisplayNumber } from '#core/booking';
import { addDays, isIsoDate, todayInBerlin } from '#core/dates';
import { berlinInstant } from '#core/office-hours';
import {
  findPaymentWithBooking,
  listOpenTransfers,
  markTransferReceived,
} from '#db/repositories/payments-records';
import { requireAccess } from '#services/accounts';
import { DomainError, type RequestContext } from '#services/platform';
import type { PaymentConfirmation, TransferAwaited } from './types';

/** The most transfers one page lists (a booking number narrows it to that booking's). */
export const TRANSFERS_LISTED = 100;
/** How far back a value date may lie: older money is a case for the accounts, not this screen. */
const VALUE_DATE_DAYS_BACK = 366;

/**
 * The booking number a reference names: "2026-100001" (also within a statement line, "Buchung
 * 2026-100001 Müller") or the running number alone ("100001"); null when it names none. Other
 * numbers of a statement line (an invoice's, an IBAN's) are not taken for it.
 */
export function referencedBooking(reference: string): number | null {
  const text = reference.trim();
  const digits = /^\d{1,10}$/.test(text)
    ? text
    : /(?:^|[^\d-])\d{4}-(\d{1,10})(?![\d-])/.exec(text)?.[1];
  if (digits === undefined) return null;
  const n = Number(digits);
  return n > 0 && n <= 2_147_483_647 ? n : null;
}

/** The transfers still awaited, the earliest due first (of one booking, given its reference). */
export async function awaitedTransfers(
  ctx: RequestContext,
  input: { reference?: string },
): Promise<{ transfers: TransferAwaited[]; total: number; reference: string | null }> {
  requireAccess(ctx, 'admin.payments');
  const reference = input.reference?.trim().slice(0, 80) ?? '';
  const displayNumber = reference === '' ? undefined : referencedBooking(reference);
  if (displayNumber === null) return { transfers: [], total: 0, reference };
  const { rows, total } = await listOpenTransfers(ctx.deps.database.db, {
    limit: TRANSFERS_LISTED,
    ...(displayNumber === undefined ? {} : { displayNumber }),
  });
  const today = todayInBerlin(ctx.now);
  return {
    total,
    reference: reference === '' ? null : reference,
    transfers: rows.map((row) => ({
      paymentId: row.paymentId,
      kind: row.kind,
      amountCents: row.amountCents,
      currency: row.currency,
      dueDate: row.dueDate,
      overdue: row.dueDate < today,
      bookingNumber: bookingDisplayNumber(row.displayNumber, row.bookingCreatedAt),
      bookingStatus: row.bookingStatus,
      objectNumber: row.objectNumber,
      startDate: row.startDate,
      guestName: row.guestName,
    })),
  };
}

const invalid = (field: string, key = 'errors.validation.invalidValue') =>
  new DomainError('invalid', key, { field });

/**
 * Records an awaited transfer as received on its value date (a Berlin date, today or before, not
 * before the booking). `amountCents` is the amount the office saw on its screen: a payment whose
 * amount differs (it changed since) is refused rather than recorded unseen. Returns what
 * booking's recordPayment takes, as a card provider's notification does.
 */
export async function receiveTransfer(
  ctx: RequestContext,
  input: { paymentId: number; amountCents: number; receivedOn: string },
): Promise<PaymentConfirmation> {
  const office = requireAccess(ctx, 'admin.payments');
  if (!Number.isSafeInteger(input.paymentId) || input.paymentId <= 0) throw invalid('paymentId');
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
    throw invalid('amountCents');
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
  if (found === null || found.payment.method !== 'bankTransfer') {
    throw new DomainError('notFound', 'errors.payments.notFound', { field: 'paymentId' });
  }
  if (found.payment.status !== 'open') {
    throw new DomainError('conflict', 'errors.payments.transferNotAwaited', { field: 'paymentId' });
  }
  if (found.payment.amountCents !== input.amountCents) {
    throw new DomainError('conflict', 'errors.payments.amountMismatch', { field: 'amountCents' });
  }
  if (input.receivedOn < todayInBerlin(found.booking.createdAt)) throw invalid('receivedOn');
  // Today: now. An earlier value date: midday in Berlin, a time of that day in every zone's view.
  const receivedAt =
    input.receivedOn === today ? ctx.now : (berlinInstant(input.receivedOn, '12:00') ?? ctx.now);
  const row = await db.transaction((tx) =>
    markTransferReceived(tx as unknown as typeof db, {
      paymentId: input.paymentId,
      receivedAt,
      now: ctx.now,
      accountId: Number(office.accountID),
    }),
  );
  // Recorded meanwhile by someone else, or the booking was cancelled in between.
  if (row === null) {
    throw new DomainError('conflict', 'errors.payments.transferNotAwaited', { field: 'paymentId' });
  }
  return {
    paymentId: row.paymentId,
    bookingId: row.bookingId,
    kind: row.kind,
    amountCents: row.amountCents,
    status: row.status,
    repeated: false,
  };
}
