// Plain data of the booking slice that screens may import (no values of the services).
import type { BookingActor, BookingMethod, BookingStatus, PetSize } from '#core/booking';
import type { PaymentMethod } from '#core/payments';
import type { BookingQuote } from '#services/pricing/types';
import type { PaymentView } from '#services/payments/types';
import type { PaymentInstructions, TransferDetails } from './payment-instructions';

export type { DuePayment, PaymentInstructions, TransferDetails } from './payment-instructions';

export type { BookingActor, BookingMethod, BookingStatus };

export interface TravellerInput {
  salutation: 'ms' | 'mr' | 'diverse' | 'none';
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  street: string;
  zip: string;
  city: string;
  /** ISO 3166 alpha-2, lower case. */
  country: string;
}

/** POST /api/booking's body without the mandant (contract 1): what createBooking takes. */
export interface CreateBookingInput {
  method: BookingMethod;
  objectNumber: number;
  startDate: string;
  endDate: string;
  adults: number;
  childAges: number[];
  pets: number;
  /** The pets' size where the object asks for it (kept only with pets). */
  petSize?: PetSize | null | undefined;
  insurance: boolean;
  extras: string[];
  traveller: TravellerInput;
  paymentMethod: PaymentMethod;
  acceptTerms: true;
  idempotencyKey: string;
  /** The total the guest was shown; a different one now refuses (errors.booking.priceChanged). */
  expectedTotal?: number | undefined;
}

/** The customer's next stay, as the user area's dashboard shows it. */
export interface NextTrip {
  bookingId: number;
  bookingDisplayNumber: string;
  method: BookingMethod;
  status: BookingStatus;
  objectNumber: number;
  objectTitle: string;
  startDate: string;
  endDate: string;
  /** ISO instant; live options only. */
  optionExpiresAt: string | null;
}

/** POST /api/booking's answer (contract 1). */
export interface CreatedBooking {
  bookingId: number;
  bookingDisplayNumber: string;
  customerNumber: string;
  status: BookingStatus;
  total: number;
  currency: 'EUR';
  optionExpiresAt: string | null;
  paymentUrl: string | null;
}

/**
 * A booking as its guest may see it: who may act on it (the finish page's forms, the calendar
 * file) and the stay. What it takes more queries to say — how it is paid — is GuestBookingPage's.
 */
export interface GuestBooking {
  bookingId: number;
  bookingDisplayNumber: string;
  customerNumber: string;
  method: BookingMethod;
  status: BookingStatus;
  objectNumber: number;
  startDate: string;
  endDate: string;
  adults: number;
  childAges: number[];
  pets: number;
  total: number;
  currency: 'EUR';
  optionExpiresAt: string | null;
  email: string;
  paymentMethod: PaymentMethod | null;
  /** Whether the guest may turn the option into a booking now. */
  convertible: boolean;
  /** The quote stored with the booking (its lines and total). */
  quote: BookingQuote | null;
}

/** The finish page's view of the booking: the stay, and how it is paid and can still be paid. */
export interface GuestBookingPage extends GuestBooking {
  /**
   * The methods a convertible option may be paid with once converted, the one stored with it
   * first (the object's list as quoted, what the operator takes now); empty otherwise.
   */
  conversionMethods: PaymentMethod[];
  /** The provider's page of the payment due next, or null. */
  paymentUrl: string | null;
  /**
   * How the booking is paid — method, what is still due and when, a transfer's account — for a
   * booking still ahead; null for an option and for a booking that ended (decision 080).
   */
  payment: PaymentInstructions | null;
  /**
   * What a travel voucher could pay of the booking now (the payments still due to the agency),
   * in cents; 0 for an option, a booking paid in full or ended, or one the landlord collects.
   */
  voucherOpenCents: number;
}

export interface EnquiryInput {
  objectNumber: number;
  message: string;
  startDate: string | null;
  endDate: string | null;
  adults: number | null;
  children: number | null;
  pets: number | null;
  traveller: {
    salutation: TravellerInput['salutation'] | null;
    firstName: string;
    lastName: string;
    email: string;
    phone: string | null;
  };
  /** The signed issue time of the form (enquiryFormToken). */
  formToken: string;
  /** The hidden field only robots fill in; anything in it and nothing is sent. */
  honeypot: string;
}

export interface EnquirySent {
  sentTo: string;
}

// ── The bookings a partner brought (decision 094) ─────────────────────────────────────────────

/** Where a partner's booking stands for its commission. */
export type PartnerBookingState = 'counted' | 'open' | 'void';

/** One booking in the partner dashboard: no guest, no payments. */
export interface PartnerBookingLine {
  bookingDisplayNumber: string;
  /** The Berlin day it was made. */
  bookedOn: string;
  objectNumber: number;
  objectTitle: string;
  /** As the partner is told it: paid shows as confirmed (a guest's payments are not its business). */
  status: Exclude<BookingStatus, 'paid'>;
  state: PartnerBookingState;
  startDate: string;
  endDate: string;
  nights: number;
  /**
   * The total price the guest was shown (priceComplete, core/price-total: with every mandatory
   * cost paid with the booking), without costs paid on site, insurance or extras, in cents.
   */
  rentCents: number;
}

/**
 * Lines of a month's CSV (decision 098): every booking of any real partner's month, bounded so
 * that one request cannot read without end. Here, not in ./partner.ts: the file's name (app/lib,
 * in the browser bundle too) names the bound when a month is cut.
 */
export const PARTNER_BOOKINGS_EXPORTED = 10_000;

/** A month's bookings of a partner by what they mean for its commission. */
export interface PartnerMonthTotals {
  counted: { bookings: number; rentCents: number };
  open: { bookings: number; rentCents: number };
  void: { bookings: number };
}

/**
 * A partner's commission for a month (decision 107): the rate in force for the month and that
 * rate on the bookings that count (confirmed or paid), rounded once to the cent.
 */
export interface MonthCommission {
  rateBp: number;
  cents: number;
}

/**
 * A month's commission recorded as paid out (decision 112): what was paid and when. The month's
 * commission can change after (a booking cancelled or confirmed later): both are shown.
 */
export interface CommissionPayout {
  amountCents: number;
  rateBp: number;
  /** The Berlin day the office recorded it, 'yyyy-MM-dd'. */
  paidOn: string;
}

/** Every partner's bookings of a month, for the office (decision 099). */
export interface OfficePartnerMonth {
  /** 'yyyy-MM': the month shown. */
  month: string;
  /** The months to choose from, the current one first. */
  months: string[];
  /**
   * Partners with bookings made that month, by partner number; name null: deleted since;
   * commission null: no rate recorded for the month.
   */
  partners: (PartnerMonthTotals & {
    partnerId: number;
    name: string | null;
    commission: MonthCommission | null;
    /** Recorded as paid out (decision 112); null: not yet. */
    payout: CommissionPayout | null;
  })[];
  /** The month's sum; `commissionCents` of the partners with a rate. */
  sum: PartnerMonthTotals & { commissionCents: number };
  /** The month is over: its commissions can be recorded as paid out. */
  closed: boolean;
}

/**
 * Every partner's bookings of one month as the office's file holds them (decision 099): the lines
 * each partner's own file has, with the partner's number and name (null: deleted since).
 */
export interface OfficePartnerBookingsFile {
  /** 'yyyy-MM'. */
  month: string;
  lines: (PartnerBookingLine & { partnerId: number; partnerName: string | null })[];
  /** More bookings were made that month than the file holds (PARTNER_BOOKINGS_EXPORTED). */
  truncated: boolean;
}

/** The partner's bookings of one month (by the day they were made). */
export interface PartnerBookingsView extends PartnerMonthTotals {
  /** 'yyyy-MM': the month shown. */
  month: string;
  /** The months to choose from, the current one first. */
  months: string[];
  lines: PartnerBookingLine[];
  /** More bookings were made that month than `lines` shows (the totals count them all). */
  truncated: boolean;
  /** The month's commission; null: no rate recorded for the month (decision 107). */
  commission: MonthCommission | null;
  /** The month's commission as the office paid it out (decision 112); null: not yet. */
  payout: CommissionPayout | null;
}

// ── The customer's bookings in the user area (issue 15) ──────────────────────────────────────

/** A booking in the customer's overview (/user/booking-overview/). */
export interface CustomerTrip {
  /** The number the guest is told: '2026-100001'. */
  bookingDisplayNumber: string;
  /** The running number of the details page's URL (/user/booking-details/100001/). */
  displayNumber: number;
  method: BookingMethod;
  status: BookingStatus;
  objectNumber: number;
  objectTitle: string;
  /** The object's first photo (card size), or null. */
  photo: string | null;
  startDate: string;
  endDate: string;
  nights: number;
  adults: number;
  children: number;
  pets: number;
  total: number;
  currency: 'EUR';
  /** Not yet departed (the overview shows these first). */
  upcoming: boolean;
}

/** What cancelling the booking costs today (core/booking cancellationTerms). */
export interface CancellationOffer {
  /** Whether the guest can cancel online now (not from the arrival day on). */
  possible: boolean;
  free: boolean;
  /** The last day of free cancellation; null for an option (always free). */
  deadline: string | null;
  tier: 'early' | 'middle' | 'late' | null;
  percent: number;
  feeCents: number;
  insuranceKeptCents: number;
  refundCents: number;
  /** The part of refundCents that goes back as a new travel voucher (what vouchers paid). */
  voucherRefundCents: number;
  owedCents: number;
}

export interface CustomerTripLine {
  name: string;
  kind: string;
  amount: number;
  /** Per unit, with the unit, where the line is counted (as the price box and summary show it). */
  unitAmount: number | null;
  unit: string | null;
  refundable: boolean;
}

/** A booking's details for its customer (/user/booking-details/{n}/). */
export interface CustomerTripDetails extends CustomerTrip {
  bookingId: number;
  childAges: number[];
  /** The traveller's name and address as booked (country: ISO code, lower case). */
  traveller: {
    name: string;
    street: string | null;
    zip: string | null;
    city: string | null;
    country: string;
  } | null;
  paymentMethod: PaymentMethod | null;
  optionExpiresAt: string | null;
  /** The stored quote's lines (paid with the booking) and what is due on site. */
  lines: CustomerTripLine[];
  onSite: CustomerTripLine[];
  payments: PaymentView[];
  /** What travel vouchers paid of it (payments they settled whole, and parts of others). */
  voucherCents: number;
  /** Of that, the parts of payments a voucher did not settle whole: in no payment row (one line). */
  voucherPartCents: number;
  /** What of that came back as a new voucher when the booking ended (decision 081). */
  voucherReturnedCents: number;
  /** What a travel voucher could pay of it now (voucherOpenCents; decision 108). */
  voucherOpenCents: number;
  paidCents: number;
  /** What is still to be paid of the booking's payments (not on site). */
  dueCents: number;
  /** The provider's page of the payment due next (online methods), or null. */
  paymentUrl: string | null;
  /** The account and reference of a transfer while something is due (decision 080), else null. */
  transfer: TransferDetails | null;
  /** The landlord's (or agency's) contact: only once the booking is confirmed or paid. */
  landlord: { name: string | null; email: string | null; phone: string | null } | null;
  /** The object's cancellation terms as booked (label and text), or null. */
  terms: { label: string; head: string; text: string; deadlineDays: number } | null;
  /** Null when the booking no longer holds its dates (cancelled, declined, expired). */
  cancellation: CancellationOffer | null;
  cancelledAt: string | null;
  cancellationFeeCents: number | null;
  declineReason: string | null;
}

/** What cancelBooking answers. */
export interface CancelledTrip {
  bookingDisplayNumber: string;
  displayNumber: number;
  status: BookingStatus;
  feeCents: number;
  refundCents: number;
  /** Refunded online at once (card payments); the rest the office transfers. */
  refundedOnlineCents: number;
  /** The part of refundCents given back as a new travel voucher (decision 081). */
  voucherRefundCents: number;
}
