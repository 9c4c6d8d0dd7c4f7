// Plain data of travel vouchers (issue 15) that screens and the API may import (no values).

/**
 * office: goodwill; cancellation: a cancelled booking's credit the office issues; returned: what
 * vouchers paid of a booking that ended, given back as a new voucher (decision 081).
 */
export type VoucherReason = 'office' | 'cancellation' | 'returned';

/** What the voucher page shows of one voucher. */
export interface VoucherView {
  /** FER-XXXX-XXXX-XXXX: shown only to the guest of the voucher's booking. */
  code: string;
  amountCents: number;
  remainingCents: number;
  /** Redeemable until the end of this day (Europe/Berlin); null: no expiry. */
  expiresOn: string | null;
  reason: VoucherReason;
  /** usable: value left and not expired; usedUp: nothing left; expired: value left, too late. */
  state: 'usable' | 'usedUp' | 'expired';
}

/** A booking of the guest a voucher can go to: still running, with an amount to pay. */
export interface VoucherTarget {
  bookingId: number;
  bookingDisplayNumber: string;
  objectNumber: number;
  startDate: string;
  endDate: string;
  /** What is still to be paid to the agency, in cents. */
  openCents: number;
}

/** The voucher page (/ihr-reisegutschein/{bookingID}/{customerNumber}/). */
export interface VoucherPage {
  bookingId: number;
  bookingDisplayNumber: string;
  customerNumber: number;
  vouchers: VoucherView[];
  targets: VoucherTarget[];
}

/** What a redemption did (POST /api/booking/voucher/redeem). */
export interface VoucherRedeemed {
  /** The redemption's number: the page a redemption's form redirects to reads it back. */
  redemptionId: number;
  bookingId: number;
  /** What the voucher paid of the booking this time. */
  redeemedCents: number;
  /** The voucher's value left. */
  remainingCents: number;
  /** What the booking still asks to be paid to the agency. */
  openCents: number;
  /** Everything of the booking is paid. */
  paid: boolean;
  status: string;
}

/** POST /api/booking/voucher/payment: the payment page of the rest, or nothing left to pay. */
export interface VoucherPayment {
  paymentUrl: string | null;
  paid: boolean;
}
