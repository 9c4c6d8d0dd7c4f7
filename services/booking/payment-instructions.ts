// How a guest pays a booking, as every screen and mail tells it (decision 080): the methods the
// site offers for an object, and for a booking paid by transfer the operator's account with the
// booking number as reference. One place, so the summary's choice, the finish page, the user area
// and the mails never disagree on where the money goes.
import { todayInBerlin, type IsoDate } from '#core/dates';
import {
  formatIban,
  isStillDue,
  paymentMethodsFor,
  type Inkasso,
  type PaymentMethod,
} from '#core/payments';
import { redeemedOnBooking } from '#db/repositories/booking-vouchers';
import { operatorBrand } from '#services/partners';
import { bookingPayments, cardPaymentsOffered, type PaymentKind } from '#services/payments';
import type { PaymentView } from '#services/payments/types';
import type { AppDeps, RequestContext } from '#services/platform';

/** The account and reference a transfer needs; the IBAN printed in groups of four. */
export interface TransferDetails {
  holder: string;
  iban: string;
  bic: string | null;
  bankName: string | null;
  /** The booking number ("2026-100001"): how the office matches the money to the booking. */
  reference: string;
}

/** A payment still to be made, as mails list it. */
export interface DuePayment {
  kind: PaymentKind;
  amountCents: number;
  dueDate: string;
  /** The rest of a payment made in part ("Anzahlung (Rest)"). */
  remainder?: boolean;
}

/** A payment received, as the finish page lists it: what, how much, and on which Berlin day. */
export interface PaidPayment {
  kind: PaymentKind;
  amountCents: number;
  paidOn: IsoDate | null;
}

/**
 * What a mail or the finish page says of paying: the method, what is paid, what is still due and
 * when, and where to transfer.
 */
export interface PaymentInstructions {
  method: PaymentMethod;
  due: DuePayment[];
  /** Received so far (a guest back from the card page reads "bezahlt", not only what is left). */
  paid: PaidPayment[];
  /**
   * What travel vouchers paid of payments they did not settle whole, in cents: that part lowered
   * a payment and is in no payment row (a payment a voucher covered whole is among `paid`).
   */
  voucherPartCents: number;
  transfer: TransferDetails | null;
}

/**
 * What travel vouchers paid of payments they did not settle whole: the redemptions on the booking
 * less the payments a voucher covered whole (method 'voucher'). That part lowered a payment and is
 * in no payment row, so every screen that lists the payments names it once, from here.
 */
export function voucherPartOf(
  payments: readonly Pick<PaymentView, 'status' | 'method' | 'amountCents'>[],
  redeemedCents: number,
): number {
  const settledByVoucher = payments
    .filter((p) => p.status === 'paid' && p.method === 'voucher')
    .reduce((sum, p) => sum + p.amountCents, 0);
  return Math.max(0, redeemedCents - settledByVoucher);
}

/** What the operator takes besides an object's own list: a bank account, a card provider. */
export interface OperatorPayments {
  bankTransfer: boolean;
  card: boolean;
}

/**
 * The methods the guest may choose for an object: its list, with bank transfer only while the
 * operator has an account to name and card only while the site has a card provider
 * (core/payments paymentMethodsFor).
 */
export async function offeredPaymentMethods(
  deps: AppDeps,
  object: { payments: readonly number[]; inkasso: Inkasso | null },
): Promise<PaymentMethod[]> {
  return paymentMethodsFor(object, await operatorPayments(deps));
}

/**
 * What the operator takes now. createBooking reads it before its transaction and applies
 * paymentMethodsFor inside, the same rule as offeredPaymentMethods.
 */
export async function operatorPayments(deps: AppDeps): Promise<OperatorPayments> {
  return {
    bankTransfer: (await operatorBrand(deps)).bank !== null,
    card: cardPaymentsOffered(deps),
  };
}

/**
 * How a booking stored with `stored` (an option's choice, the method of a booking whose fee or
 * open payments are now due, null before options kept one) is paid now: that method while the
 * operator still takes it — it was valid when chosen, the object's fallback included — else the
 * first the object's list (as booked, when known) and the operator allow (an option chosen with
 * card, converted after card payments were switched off, would otherwise owe a payment nobody
 * can take).
 */
export function methodStillTaken(
  stored: PaymentMethod | null,
  operator: OperatorPayments,
  object: { payments: readonly number[]; inkasso: Inkasso | null } | null = null,
): PaymentMethod {
  if (stored !== null && takes(operator, stored)) return stored;
  // paymentMethodsFor always yields at least one method.
  return paymentMethodsFor(object ?? { payments: [], inkasso: null }, operator)[0] as PaymentMethod;
}

/** Whether the operator takes a method at all (the object's own list aside). */
function takes(operator: OperatorPayments, method: PaymentMethod): boolean {
  if (method === 'card') return operator.card;
  if (method === 'bankTransfer') return operator.bankTransfer;
  return true;
}

/** The object's payment list and collector as its stored quote holds them, if it does. */
export function quotedPayments(
  price: Record<string, unknown>,
): { payments: readonly number[]; inkasso: Inkasso | null } | null {
  const payments = price.payments;
  const inkasso = price.inkasso;
  if (!Array.isArray(payments) || !payments.every((p) => Number.isInteger(p))) return null;
  return {
    payments: payments as number[],
    inkasso: inkasso === 'agency' || inkasso === 'landlord' ? inkasso : null,
  };
}

/**
 * Where a booking paid by transfer sends its money: the operator's account as configured now,
 * with the booking number as reference. null for other methods, and for a transfer booking whose
 * account the operator has since removed (the screens then send the guest to the office).
 */
export async function transferDetails(
  deps: AppDeps,
  booking: { paymentMethod: string | null; displayNumber: string },
): Promise<TransferDetails | null> {
  if (booking.paymentMethod !== 'bankTransfer') return null;
  const { bank } = await operatorBrand(deps);
  if (bank === null) return null;
  return {
    holder: bank.holder,
    iban: formatIban(bank.iban),
    bic: bank.bic,
    bankName: bank.bankName,
    reference: booking.displayNumber,
  };
}

/**
 * The payment part of a booking mail, read when the mail is sent: the booking's payments still to
 * be made (open or failed, in their order) and the account for a transfer. null when the booking
 * has no method (an option).
 */
export async function paymentInstructions(
  ctx: RequestContext,
  booking: { bookingId: number; paymentMethod: string | null; displayNumber: string },
): Promise<PaymentInstructions | null> {
  const method = booking.paymentMethod as PaymentMethod | null;
  if (method === null) return null;
  const [payments, redeemed] = await Promise.all([
    bookingPayments(ctx, booking.bookingId),
    redeemedOnBooking(ctx.deps.database.db, booking.bookingId),
  ]);
  return {
    method,
    due: payments
      .filter((p) => isStillDue(p.status))
      .map((p) => ({
        kind: p.kind,
        amountCents: p.amountCents,
        dueDate: p.dueDate,
        remainder: p.remainder,
      })),
    paid: payments
      .filter((p) => p.status === 'paid')
      .map((p) => ({
        kind: p.kind,
        amountCents: p.amountCents - p.refundedCents,
        paidOn: p.paidAt === null ? null : todayInBerlin(new Date(p.paidAt)),
      })),
    voucherPartCents: voucherPartOf(payments, redeemed),
    transfer: await transferDetails(ctx.deps, booking),
  };
}
