// The booking screens' one seam to the booking use-cases (services/booking, issue 14 contract 1):
// create a booking or option, read one for the visitor who made it, convert an option, send an
// enquiry — the same use-cases as POST /api/booking and POST /api/request, through the slice's
// door. The screens were built while the slice was written; this file is where they meet it.
import type { PaymentMethod } from '#core/payments';
import {
  bookingClaimable,
  bookingOfVisitor as bookingOfGuest,
  bookingPageOfVisitor as bookingPageOfGuest,
  claimGuestBooking,
  convertOption,
  createBooking,
  enquiryFormToken,
  offeredPaymentMethods,
  redeemVoucher,
  sendEnquiry,
  voucherCodesOffered,
  voucherRedemption,
} from '#services/booking';
import type {
  CreateBookingInput,
  CreatedBooking,
  EnquiryInput,
  EnquirySent,
  GuestBooking,
  GuestBookingPage,
  TravellerInput,
} from '#services/booking/types';
import type { RequestContext } from '#services/platform';

export type {
  CreateBookingInput,
  CreatedBooking,
  EnquiryInput,
  GuestBooking,
  GuestBookingPage,
  TravellerInput,
};

/** The methods the summary offers: the one rule the booking checks (services/booking). */
export { offeredPaymentMethods };
/** A booking made as a guest, added to the logged-in customer's account by its guest link. */
export { bookingClaimable, claimGuestBooking };
/**
 * A travel voucher set against the booking (the booking pages' code field; decision 108), read
 * back after the redirect, and whether the visit's partner lets codes be typed at all (SPEC §3
 * hideBonus).
 */
export { redeemVoucher, voucherCodesOffered, voucherRedemption };

/** Books or holds the stay (createBooking: validation, availability, idempotency, payments). */
export function createBookingFor(
  ctx: RequestContext,
  input: Omit<CreateBookingInput, 'paymentMethod' | 'traveller'> & {
    paymentMethod: string;
    traveller: Omit<TravellerInput, 'salutation'> & { salutation: string };
  },
): Promise<CreatedBooking> {
  // The use-case checks every field again with the API's schema (core/api/booking.ts); the
  // screen's own checks only name the refusals in the form's words first.
  return createBooking(ctx, input as CreateBookingInput & { paymentMethod: PaymentMethod });
}

/**
 * The booking if the request's visitor or customer made it, or `access` is the guest's secret of
 * the booking mails' links; else null (others see a 404).
 */
export function bookingOfVisitor(
  ctx: RequestContext,
  bookingId: number,
  access: string | null = null,
): Promise<GuestBooking | null> {
  return bookingOfGuest(ctx, bookingId, access);
}

/** As bookingOfVisitor, with how the booking is paid and can still be paid: the finish page. */
export function bookingPageOfVisitor(
  ctx: RequestContext,
  bookingId: number,
  access: string | null = null,
): Promise<GuestBookingPage | null> {
  return bookingPageOfGuest(ctx, bookingId, access);
}

export function convertOptionFor(
  ctx: RequestContext,
  bookingId: number,
  access: string | null = null,
  paymentMethod: PaymentMethod | null = null,
): Promise<GuestBookingPage> {
  return convertOption(ctx, bookingId, access, paymentMethod);
}

export function sendEnquiryFor(ctx: RequestContext, input: EnquiryInput): Promise<EnquirySent> {
  return sendEnquiry(ctx, input);
}

/** The signed instant the enquiry form was made (the backend's spam check). */
export function enquiryFormTokenFor(ctx: RequestContext): string {
  return enquiryFormToken(ctx).formToken;
}
