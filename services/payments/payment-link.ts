// The signed link of the hosted payment page (contract 3 of issue 14): it names one payment and
// when it stops working, and its signature covers the payment's booking and amount as they are
// stored. A guest who changes the payment id, the expiry or the signature gets an invalid link;
// a payment whose amount or booking changed since the link was made (it never should) too. The
// amount itself is never read from the link.
import { hmac, paymentKey, sameMac } from './keys';
import type { AppDeps } from '#services/platform';

/** How long a payment link works: long enough for the balance reminder mail sent weeks ahead. */
export const PAYMENT_LINK_DAYS = 60;

export interface LinkPayment {
  paymentId: number;
  bookingId: number;
  amountCents: number;
  currency: string;
}

function message(p: LinkPayment, expires: number): string {
  return `payment-link|${p.paymentId}|${p.bookingId}|${p.amountCents}|${p.currency}|${expires}`;
}

/** The query of a payment page link: `payment`, `expires` (unix seconds), `signature`. */
export function signPaymentLink(deps: AppDeps, payment: LinkPayment, now: Date): URLSearchParams {
  const expires = Math.floor(now.getTime() / 1000) + PAYMENT_LINK_DAYS * 86_400;
  const signature = hmac(paymentKey(deps, 'paymentLink'), message(payment, expires));
  return new URLSearchParams({
    payment: String(payment.paymentId),
    expires: String(expires),
    signature: signature.toString('base64url'),
  });
}

/** A link's query as read, before the payment is looked up; null when it cannot be one. */
export function readPaymentLink(
  query: URLSearchParams,
): { paymentId: number; expires: number; signature: Buffer } | null {
  const payment = query.get('payment') ?? '';
  const expires = query.get('expires') ?? '';
  const signature = query.get('signature') ?? '';
  if (!/^\d{1,9}$/.test(payment) || !/^\d{1,12}$/.test(expires)) return null;
  if (!/^[A-Za-z0-9_-]{43}$/.test(signature)) return null;
  return {
    paymentId: Number(payment),
    expires: Number(expires),
    signature: Buffer.from(signature, 'base64url'),
  };
}

/** Whether the link was made by us for this payment as stored, and has not expired. */
export function paymentLinkValid(
  deps: AppDeps,
  link: { expires: number; signature: Buffer },
  payment: LinkPayment,
  now: Date,
): boolean {
  const expected = hmac(paymentKey(deps, 'paymentLink'), message(payment, link.expires));
  if (!sameMac(expected, link.signature)) return false;
  return link.expires * 1000 > now.getTime();
}
