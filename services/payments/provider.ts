// The adapter between the site and a payment provider (issue 14; docs/payments.md says how a real
// one — Stripe, Adyen, Mollie — plugs in). The payments slice speaks only through this interface:
// it asks for a hosted payment page, hands over the notifications the provider sends, and asks
// for refunds. What a provider keeps (charges, cards) stays on its side; we keep payment records,
// the notifications acted on, and refunds.
import type { Language } from '#core/languages';
import type { RequestContext } from '#services/platform';

/** What the provider's hosted page is to collect. */
export interface PaymentSessionRequest {
  paymentId: number;
  bookingId: number;
  amountCents: number;
  currency: string;
  /** The site language the guest reads (the provider picks its own page language from it). */
  language: Language;
  /**
   * The guest's link secret of the booking's page (the booking slice's `access`), carried to the
   * page the guest returns to: a guest paying from a mail in another browser returns to a page
   * that shows the booking. Not covered by the link's signature: the booking's page checks it.
   */
  returnAccess?: string | null | undefined;
}

/** The form of a guest link secret (43 base64url characters); anything else is not carried. */
export const RETURN_ACCESS_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** An authentic notification, as the provider's verifyNotification read it. */
export interface ProviderNotification {
  /** The provider's event id: the key of idempotency (payment_notifications). */
  eventId: string;
  type: 'payment.succeeded' | 'payment.failed';
  paymentId: number;
  /** The provider's id of the charge (kept on the payment, needed for a refund). */
  providerReference: string;
  amountCents: number;
  currency: string;
  cardLast4: string | null;
}

export interface ProviderRefund {
  status: 'refunded' | 'failed';
  /** The provider's id of the refund, when it made one. */
  refundReference: string | null;
}

export interface PaymentProvider {
  /** Stored with each payment it took ('sandbox', 'stripe', …); at most 32 characters. */
  readonly name: string;
  /**
   * The URL of the provider's hosted page where the guest pays this payment, and from which the
   * provider sends the guest back to the finish page. Card data never reaches our server (for
   * the sandbox: never beyond its own page's action, which keeps only the last four digits).
   */
  createPaymentSession(ctx: RequestContext, request: PaymentSessionRequest): Promise<string>;
  /**
   * Checks a notification's signature over its raw body (constant-time, replay window) and reads
   * it. Refuses with DomainError 'forbidden' (errors.payments.signatureInvalid) when it is not
   * authentic, and 'invalid' when its content is not a notification this adapter knows.
   */
  verifyNotification(
    ctx: RequestContext,
    rawBody: Buffer,
    signatureHeader: string | undefined,
  ): ProviderNotification;
  /** Gives the whole amount of a charge back (idempotent for one charge). */
  refund(
    ctx: RequestContext,
    charge: { paymentId: number; providerReference: string; amountCents: number; currency: string },
  ): Promise<ProviderRefund>;
}
