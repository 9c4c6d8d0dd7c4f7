// What a travel voucher can still pay of a booking (issue 15; decision 108): one rule for the
// redemption itself, the voucher page's list of bookings to choose from, and the booking's own
// pages (the code field of the finish page and of the user area's booking page), so no screen
// offers a voucher a redemption then refuses; and whether a visit may type a code at all.
import type { Db } from '#db/client';
import { voucherPayablePayments } from '#db/repositories/booking-vouchers';
import { partnerHides } from '#services/partners';
import type { RequestContext } from '#services/platform';

/**
 * The states in which a voucher pays part of a booking: made, not yet paid in full. An option is
 * free of charge until it is converted; a paid booking owes nothing; an ended one is not a stay.
 */
export const VOUCHER_STATUSES = ['requested', 'confirmed'] as const;

export function takesVouchers(status: string): boolean {
  return (VOUCHER_STATUSES as readonly string[]).includes(status);
}

/**
 * What a voucher could settle of the booking now, in cents: the payments still to be paid to the
 * agency (voucherPayablePayments); 0 in any other state, and when only the landlord collects.
 */
export async function voucherOpenCents(
  db: Db,
  booking: { bookingId: number; status: string },
): Promise<number> {
  if (!takesVouchers(booking.status)) return 0;
  const due = await voucherPayablePayments(db, booking.bookingId);
  return due.reduce((total, payment) => total + payment.amountCents, 0);
}

/**
 * Whether the visit may type a voucher code into a booking's page: not on the site of a partner
 * that hides codes (SPEC §3 hideBonus, which also drops the price query's bonus). The voucher's
 * own page, opened from the mail that brought the voucher, stays the customer's way to it.
 */
export async function voucherCodesOffered(ctx: RequestContext): Promise<boolean> {
  return !(await partnerHides(ctx)).hideBonus;
}
