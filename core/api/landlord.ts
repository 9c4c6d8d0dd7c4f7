// Landlord API schemas (SPEC.md §7, issue 15): POST /api/landlord/booking/confirm/get reads a
// booking by the landlord mail's link (bookingId + bookingHash), …/set confirms or declines it.
// The landlord confirmation page's loader and action validate with the same schemas.
import { z } from 'zod';
import { BOOKING_STATUSES } from '../booking/states';
import { PET_SIZES } from '../booking/rules';
import { cents, entityId, isoDate } from './common';

/** The longest decline reason (it is mailed to the guest as plain text). */
export const DECLINE_REASON_MAX = 1_000;

/**
 * The link's secret: 43 base64url characters (256 random bits; services/booking/links.ts). A value
 * of another shape cannot be one, so it is refused as input (400); a well-formed wrong one is 404.
 */
export const bookingHash = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

export const landlordBookingBody = z.object({
  bookingId: entityId,
  bookingHash,
});
export type LandlordBookingBody = z.input<typeof landlordBookingBody>;

export const LANDLORD_DECISIONS = ['confirm', 'decline'] as const;
export type LandlordDecision = (typeof LANDLORD_DECISIONS)[number];

/** Whether a character is a control character other than a line break or a tab. */
function isControl(code: number): boolean {
  return (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f;
}

/** Plain text of a few lines: no control characters but line breaks and tabs. */
export const reasonText = z
  .string()
  .trim()
  .max(DECLINE_REASON_MAX)
  .refine((value) => ![...value].some((c) => isControl(c.codePointAt(0)!)), {
    message: 'control characters',
  });

export const landlordDecisionBody = z
  .object({
    bookingId: entityId,
    bookingHash,
    decision: z.enum(LANDLORD_DECISIONS),
    /** Required to decline: the guest reads it. */
    reason: reasonText.optional(),
  })
  .superRefine((body, issue) => {
    if (body.decision === 'decline' && (body.reason === undefined || body.reason === '')) {
      issue.addIssue({
        code: 'too_small',
        origin: 'string',
        minimum: 1,
        inclusive: true,
        path: ['reason'],
        input: body.reason,
        message: 'required to decline',
      });
    }
  });
export type LandlordDecisionBody = z.input<typeof landlordDecisionBody>;

const priceLine = z.object({
  /** i18n key of the item in the pricing namespace (services.<name>), or 'rent'. */
  name: z.string(),
  kind: z.enum(['rent', 'mandatory', 'extra']),
  amount: cents,
  quantity: z.number().int().min(0),
});

export const landlordBookingAnswer = z.object({
  bookingId: z.number().int(),
  bookingDisplayNumber: z.string(),
  status: z.enum(BOOKING_STATUSES),
  method: z.enum(['booking', 'option']),
  objectNumber: z.number().int(),
  objectTitle: z.string(),
  startDate: isoDate,
  endDate: isoDate,
  nights: z.number().int(),
  adults: z.number().int(),
  childAges: z.array(z.number().int()),
  pets: z.number().int(),
  petSize: z.enum(PET_SIZES).nullable(),
  guest: z.object({
    name: z.string(),
    city: z.string().nullable(),
    country: z.string().nullable(),
    /** The guest's contact once the landlord has confirmed (null before). */
    email: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  message: z.string().nullable(),
  /** What the landlord receives: rent, mandatory costs and chosen extras (no insurance). */
  lines: z.array(priceLine),
  landlordTotal: cents,
  currency: z.literal('EUR'),
  optionExpiresAt: z.string().nullable(),
  /** ISO instant of the confirmation, or of the decline. */
  decidedAt: z.string().nullable(),
  declineReason: z.string().nullable(),
  canConfirm: z.boolean(),
  canDecline: z.boolean(),
});
export type LandlordBookingView = z.infer<typeof landlordBookingAnswer>;
