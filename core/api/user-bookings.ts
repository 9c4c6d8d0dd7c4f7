// The customer's bookings API schemas (issue 15; SPEC §7 POST /api/user/getBookings): the list
// (type 'bookings') or one booking by its display number (type 'booking', bookingid = 100001 of
// '2026-100001'), and the cancellation (POST /api/user/booking/cancel). `uid`/`jwt` are accepted
// for the SPEC's call shape and never trusted: the login is the token cookie.
import { z } from 'zod';
import { BOOKING_STATUSES } from '../booking/states';
import { INT32_MAX, cents, count, jwt, uid } from './common';

const displayNumber = count(1, INT32_MAX).meta({
  description:
    "The booking's running number: 100001 of the number '2026-100001' the guest is told.",
});

export const getBookingsBody = z
  .object({
    uid: uid.optional(),
    jwt: jwt.optional(),
    type: z.enum(['bookings', 'booking']),
    bookingid: displayNumber.optional(),
  })
  .superRefine((body, issue) => {
    if (body.type === 'booking' && body.bookingid === undefined) {
      issue.addIssue({ code: 'custom', path: ['bookingid'], message: 'required for type booking' });
    }
  });
export type GetBookingsBody = z.infer<typeof getBookingsBody>;

const status = z.enum(BOOKING_STATUSES);
const isoDay = z.string();

const trip = z.object({
  bookingDisplayNumber: z.string(),
  displayNumber: z.number().int(),
  method: z.enum(['booking', 'option']),
  status,
  objectNumber: z.number().int(),
  objectTitle: z.string(),
  photo: z.string().nullable(),
  startDate: isoDay,
  endDate: isoDay,
  nights: z.number().int(),
  adults: z.number().int(),
  children: z.number().int(),
  pets: z.number().int(),
  total: z.number().int(),
  currency: z.literal('EUR'),
  upcoming: z.boolean(),
});

const line = z.object({
  name: z.string(),
  kind: z.string(),
  amount: z.number().int(),
  /** Per unit where the line is counted ("10 € pro Nacht"); an optional on-site cost's price. */
  unitAmount: z.number().int().nullable(),
  unit: z.string().nullable(),
  refundable: z.boolean(),
});

const payment = z.object({
  paymentId: z.number().int(),
  kind: z.string(),
  method: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  dueDate: isoDay,
  status: z.string(),
  refundedCents: z.number().int(),
  cardLast4: z.string().nullable(),
  paidAt: z.string().nullable(),
  remainder: z.boolean().meta({
    description:
      'The rest of a payment paid in part (a bank transfer of less than was asked): same kind and due day, still to be paid.',
  }),
});

const offer = z.object({
  possible: z.boolean(),
  free: z.boolean(),
  deadline: isoDay.nullable(),
  tier: z.enum(['early', 'middle', 'late']).nullable(),
  percent: z.number().int(),
  feeCents: z.number().int(),
  insuranceKeptCents: z.number().int(),
  refundCents: z.number().int(),
  voucherRefundCents: z.number().int(),
  owedCents: z.number().int(),
});

const details = trip.extend({
  bookingId: z.number().int(),
  childAges: z.array(z.number().int()),
  /** The traveller's name and address as booked (the printable confirmation's addressee). */
  traveller: z
    .object({
      name: z.string(),
      street: z.string().nullable(),
      zip: z.string().nullable(),
      city: z.string().nullable(),
      country: z.string(),
    })
    .nullable(),
  paymentMethod: z.string().nullable(),
  optionExpiresAt: z.string().nullable(),
  lines: z.array(line),
  onSite: z.array(line),
  payments: z.array(payment),
  /** What travel vouchers paid, and what of it came back as a new voucher (decision 081). */
  voucherCents: z.number().int(),
  /** Of that, the parts of payments a voucher did not settle whole (in no payment row). */
  voucherPartCents: z.number().int(),
  voucherReturnedCents: z.number().int(),
  /** What a travel voucher could pay of it now (decision 108); 0 when nothing can be paid so. */
  voucherOpenCents: z.number().int(),
  paidCents: z.number().int(),
  dueCents: z.number().int(),
  paymentUrl: z.string().nullable(),
  /** The operator's account and the reference of a transfer while something is due (decision 080). */
  transfer: z
    .object({
      holder: z.string(),
      iban: z.string(),
      bic: z.string().nullable(),
      bankName: z.string().nullable(),
      reference: z.string(),
    })
    .nullable(),
  landlord: z
    .object({
      name: z.string().nullable(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
    })
    .nullable(),
  terms: z
    .object({ label: z.string(), head: z.string(), text: z.string(), deadlineDays: z.number() })
    .nullable(),
  cancellation: offer.nullable(),
  cancelledAt: z.string().nullable(),
  cancellationFeeCents: z.number().int().nullable(),
  declineReason: z.string().nullable(),
});

export const getBookingsAnswer = z.object({
  bookings: z.array(trip).optional(),
  booking: details.optional(),
});

export const cancelBookingBody = z.object({
  uid: uid.optional(),
  jwt: jwt.optional(),
  bookingid: displayNumber,
  expectedFeeCents: cents.meta({
    description:
      'The cancellation fee the guest was shown (cents, 0 when free); a different fee now refuses (409 errors.booking.cancellationFeeChanged, data.feeCents).',
  }),
});
export type CancelBookingBody = z.infer<typeof cancelBookingBody>;

export const cancelBookingAnswer = z.object({
  bookingDisplayNumber: z.string(),
  displayNumber: z.number().int(),
  status,
  feeCents: z.number().int(),
  refundCents: z.number().int(),
  refundedOnlineCents: z.number().int(),
  voucherRefundCents: z.number().int(),
});
