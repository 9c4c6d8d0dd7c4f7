// Plain data of the payments slice that screens may import (no values of the services).
import type { BookingStatus } from '#core/booking';
import type { PaymentKind, SettledWith } from '#core/payments';

export type PaymentStatus = 'open' | 'authorized' | 'paid' | 'failed' | 'refunded' | 'cancelled';

/** A payment of a booking as screens and mails show it. */
export interface PaymentView {
  paymentId: number;
  kind: PaymentKind;
  method: SettledWith;
  amountCents: number;
  currency: string;
  dueDate: string;
  status: PaymentStatus;
  /** What went back of it (a refund done; a cancellation may give back part): 0 when nothing. */
  refundedCents: number;
  /** Last four digits of the card that paid it, if one did. */
  cardLast4: string | null;
  paidAt: string | null;
  /** The rest of a payment paid in part (a transfer of less than was asked). */
  remainder: boolean;
}

/** What confirmNotification answers (contract 3 of issue 14), and booking's recordPayment takes. */
export interface PaymentConfirmation {
  paymentId: number;
  bookingId: number;
  kind: PaymentKind;
  amountCents: number;
  status: PaymentStatus;
  /** The event had been acted on before: nothing changed this time. */
  repeated: boolean;
  /**
   * The charge was not taken by the payment (settled meanwhile, or its amount changed) and is
   * refunded (decision 109): `status` is the payment's own, which this charge did not change.
   * Absent in results kept before this field existed.
   */
  strayCharge?: boolean;
  /**
   * The charge paid a payment its booking's end (a cancellation, a decline, a lapse) had cancelled
   * already: the end counted none of it, so it all goes back (booking's recordPayment). Absent in
   * results kept before this field existed, and for transfers (recorded only while awaited).
   */
  late?: boolean;
}

export interface RefundResult {
  paymentId: number;
  /** pending: paid by transfer, the office transfers it back (/admin/payments/). */
  status: 'refunded' | 'failed' | 'pending';
  amountCents: number;
  refundReference: string | null;
}

/** What the sandbox card page shows (routes/payment.tsx). */
export type CardPageState = 'form' | 'invalidLink' | 'notPayable' | 'alreadyPaid';

export interface CardPageData {
  state: CardPageState;
  /** The merchant the guest pays (the brand). */
  payee: string;
  amountCents: number | null;
  currency: string;
  kind: PaymentKind | null;
  bookingNumber: string | null;
  /** The finish page of the booking (cancel link and after paying), or null without a payment. */
  returnUrl: string | null;
  /** The signed link's query, posted back with the card form. */
  link: string;
}

export type CardField = 'number' | 'expiry' | 'cvc' | 'holder';

/** What the card page's action answers when it does not send the guest on. */
export type CardActionResult =
  | {
      step: 'form';
      /** Error keys of the `payments` namespace (`errors.*`), by field; null: the whole form. */
      errors: { field: CardField | null; key: string }[];
      /** What the guest typed, to fill in again: never the card number or the CVC. */
      values: { expiry: string; holder: string };
    }
  | { step: 'challenge'; charge: string }
  | { step: 'unavailable'; state: Exclude<CardPageState, 'form'> };

/**
 * A bank transfer the office still awaits (decision 080, /admin/payments/): to the operator's
 * account, or for the agency's invoice (decision 110).
 */
export interface TransferAwaited {
  paymentId: number;
  kind: PaymentKind;
  method: 'bankTransfer' | 'invoice';
  amountCents: number;
  /** The rest of a payment paid in part: what came before (0 for a payment not paid in part). */
  receivedCents: number;
  /** The rest of a payment paid in part. */
  remainder: boolean;
  currency: string;
  dueDate: string;
  /** Due before today (Berlin). */
  overdue: boolean;
  /** The reference the guest was told to give ("2026-100001"). */
  bookingNumber: string;
  bookingStatus: BookingStatus;
  objectNumber: number;
  startDate: string;
  guestName: string;
}

/**
 * A card charge its payment could not take (decision 109) whose refund failed or never ran, for
 * the office to try again (/admin/payments/).
 */
export interface OfficeStrayChargeView {
  chargeId: number;
  amountCents: number;
  /** The payment was settled already, or its amount changed while the guest paid. */
  reason: 'settled' | 'amountChanged';
  /** The payment the charge was made for. */
  kind: PaymentKind;
  remainder: boolean;
  chargedAt: string;
  bookingNumber: string;
  bookingStatus: BookingStatus;
  guestName: string;
}

/** Money the office pays back by hand (/admin/payments/): a transfer, or a card refund that failed. */
export interface OfficeRefundView {
  paymentId: number;
  /** Paid by transfer: the office transfers it back. Else a card refund that failed. */
  byTransfer: boolean;
  amountCents: number;
  kind: PaymentKind;
  /** The rest of a payment paid in part. */
  remainder: boolean;
  paidAt: string | null;
  bookingNumber: string;
  bookingStatus: BookingStatus;
  guestName: string;
}
