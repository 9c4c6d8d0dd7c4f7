// Travel voucher API schemas (issue 15; SPEC §7): POST /api/booking/voucher/redeem sets a voucher
// against what a booking still owes, POST /api/booking/voucher/payment gives the payment page of
// the rest. The caller proves to be the booking's guest by the uid cookie, the customer's login,
// or the guest link's secret (`access`, as in the booking mails' links).
import { z } from 'zod';
import { entityId } from './common';

/** The guest link's secret of a booking (43 base64url signs), from the booking mails' links. */
export const guestAccess = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/)
  .meta({ description: "The booking's guest link secret (`access` of the mails' links)." });

/** A voucher code as typed: FER-XXXX-XXXX-XXXX, with or without dashes, spaces or prefix. */
export const voucherCode = z
  .string()
  .trim()
  .min(12)
  .max(24)
  .regex(/^[A-Za-z0-9 -]+$/)
  .meta({ description: 'The voucher code (FER-XXXX-XXXX-XXXX; case, spaces and dashes ignored).' });

export const voucherRedeemBody = z.object({
  code: voucherCode,
  bookingId: entityId.meta({ description: 'The booking the voucher pays for.' }),
  access: guestAccess.optional(),
});
export type VoucherRedeemBody = z.infer<typeof voucherRedeemBody>;

export const voucherRedeemAnswer = z.object({
  redemptionId: z.number().int().meta({ description: "The redemption's number." }),
  bookingId: z.number().int(),
  redeemedCents: z.number().int().meta({ description: 'What the voucher paid this time.' }),
  remainingCents: z.number().int().meta({ description: "The voucher's value left." }),
  openCents: z.number().int().meta({ description: 'What the booking still owes the agency.' }),
  paid: z.boolean(),
  status: z.string(),
});

export const voucherPaymentBody = z.object({
  bookingId: entityId,
  access: guestAccess.optional(),
});

export const voucherPaymentAnswer = z.object({
  paymentUrl: z
    .string()
    .nullable()
    .meta({ description: 'The payment page of the payment due next; null when none is online.' }),
  paid: z.boolean(),
});
