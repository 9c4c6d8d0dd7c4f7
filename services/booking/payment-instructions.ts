// How a guest pays a booking, as every screen and mail tells it (decision 080): the methods the
// site offers for an object, and for a booking paid by transfer the operator's account with the
// booking number as reference. One place, so the summary's choice, the finish page, the user area
// and the mails never disagree on where the money goes.
import { formatIban, paymentMethodsFor, type Inkasso, type PaymentMethod } from '#core/payments';
import { operatorBrand } from '#services/partners';
import { bookingPayments, cardPaymentsOffered, type PaymentKind } from '#services/payments';
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

/** What a mail says of paying: the method, what is still due and when, and where to transfer. */
export interface PaymentInstructions {
  method: PaymentMethod;
  due: DuePayment[];
  transfer: TransferDetails | null;
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
 * How a booking stored with `stored` (an option's choice, null before options kept one) is paid
 * now: that method while the operator still takes it, else the fallback of an object without a
 * known method (an option chosen with card, converted after card payments were switched off,
 * would otherwise owe a payment nobody can take).
 */
export function methodStillTaken(
  stored: PaymentMethod | null,
  operator: OperatorPayments,
): PaymentMethod {
  if (
    stored !== null &&
    !(stored === 'card' && !operator.card) &&
    !(stored === 'bankTransfer' && !operator.bankTransfer)
  ) {
    return stored;
  }
  // The fallback always yields exactly one method.
  return paymentMethodsFor({ payments: [], inkasso: null }, operator)[0] as PaymentMethod;
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
  const payments = await bookingPayments(ctx, booking.bookingId);
  return {
    method,
    due: payments
      .filter((p) => p.status === 'open' || p.status === 'failed')
      .map((p) => ({
        kind: p.kind,
        amountCents: p.amountCents,
        dueDate: p.dueDate,
        remainder: p.remainder,
      })),
    transfer: await transferDetails(ctx.deps, booking),
  };
}
