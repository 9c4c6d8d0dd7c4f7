// Booking API schemas (issue 14, contract 1): POST /api/booking (a booking or an option) and
// POST /api/request (an enquiry to the landlord), with their answers. The booking screens' route
// actions validate with the same schemas. Every refusal names its field (decision 004): the
// zipcode by the country's rule (SPEC §5: 5 digits for Germany), the e-mail address, the phone,
// `acceptTerms` must be true (no pre-ticked boxes, DOMAIN.md).
import { z } from 'zod';
import { SALUTATIONS } from '../accounts';
import { PET_SIZES } from '../booking/rules';
import { isZipcodeOf } from '../booking/traveller';
import { PAYMENT_METHODS } from '../payments';
import { CITY_MAX, NAME_MAX, TRAVELLER_STREET_MAX, ZIPCODE_MAX } from '../person-limits';
import { MAX_CHILD_AGE, MAX_STAY_NIGHTS } from '../pricing';
import { cents, count, email, isoDate, objectNumber, personName, textLine } from './common';
import { phone } from './accounts';
import { MAX_PETS, MAX_TRAVELLERS } from './pricing';

/** A client's key of one booking attempt: 16–64 letters, digits, '-' or '_' (a UUID fits). */
export const idempotencyKey = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,64}$/)
  .meta({
    description:
      'One key per booking attempt (a UUID): a repeated request with the same key and body answers the first answer and books nothing new; another body under the same key is refused.',
  });

/** The name of an optional extra (BookingQuote.extras[].name). */
const extraName = z.string().regex(/^[A-Za-z0-9_.-]{1,40}$/);

const name = personName(NAME_MAX);

export const traveller = z
  .object({
    salutation: z.enum(SALUTATIONS),
    firstName: name,
    lastName: name,
    email,
    phone: phone.pipe(z.string().min(5)),
    street: textLine(TRAVELLER_STREET_MAX),
    zip: z.string().trim().max(ZIPCODE_MAX),
    city: textLine(CITY_MAX),
    country: z
      .string()
      .regex(/^[A-Za-z]{2}$/)
      .transform((c) => c.toLowerCase()),
  })
  .superRefine((t, issue) => {
    if (!isZipcodeOf(t.country, t.zip)) {
      issue.addIssue({ code: 'invalid_format', format: 'regex', path: ['zip'], input: t.zip });
    }
  });

/** A stay's dates: the departure after the arrival, at most MAX_STAY_NIGHTS later. */
function checkDates(
  body: { startDate?: string | undefined; endDate?: string | undefined },
  issue: z.core.$RefinementCtx,
): void {
  if (body.startDate === undefined || body.endDate === undefined) return;
  const nights = (Date.parse(body.endDate) - Date.parse(body.startDate)) / 86_400_000;
  if (!(nights >= 1 && nights <= MAX_STAY_NIGHTS)) {
    issue.addIssue({ code: 'custom', path: ['endDate'], message: 'after the arrival' });
  }
}

export const bookingBody = z
  .object({
    method: z.enum(['booking', 'option']),
    objectNumber,
    startDate: isoDate,
    endDate: isoDate,
    adults: count(1, MAX_TRAVELLERS),
    childAges: z.array(count(0, MAX_CHILD_AGE)).max(MAX_TRAVELLERS).default([]),
    pets: count(0, MAX_PETS).default(0),
    petSize: z.enum(PET_SIZES).nullable().default(null).meta({
      description: "The pets' size where the object asks for it; kept only with pets.",
    }),
    insurance: z.boolean().default(false),
    extras: z.array(extraName).max(20).default([]),
    traveller,
    paymentMethod: z.enum(PAYMENT_METHODS),
    acceptTerms: z.literal(true),
    idempotencyKey,
    expectedTotal: cents.optional().meta({
      description:
        'The total the guest was shown (cents); a different total now refuses the booking (errors.booking.priceChanged, data.total).',
    }),
  })
  .superRefine(checkDates);
export type BookingBody = z.infer<typeof bookingBody>;

export const bookingAnswer = z.object({
  bookingId: z.number().int(),
  bookingDisplayNumber: z.string(),
  customerNumber: z.string(),
  status: z.enum(['requested', 'option', 'confirmed', 'paid', 'declined', 'cancelled', 'expired']),
  total: z.number().int(),
  currency: z.literal('EUR'),
  optionExpiresAt: z.string().nullable(),
  paymentUrl: z.string().nullable(),
});

/** The enquiry message: several lines, no other control characters. */
const message = z
  .string()
  .trim()
  .min(1)
  .max(2_000)
  .regex(/^(?:[^\p{Cc}]|[\n\r\t])*$/u);

export const enquiryBody = z
  .object({
    objectNumber,
    message,
    startDate: isoDate.optional(),
    endDate: isoDate.optional(),
    adults: count(1, MAX_TRAVELLERS).optional(),
    children: count(0, MAX_TRAVELLERS).optional(),
    pets: count(0, MAX_PETS).optional(),
    traveller: z.object({
      salutation: z.enum(SALUTATIONS).optional(),
      firstName: name,
      lastName: name,
      email,
      phone: phone.optional(),
    }),
    formToken: z
      .string()
      .regex(/^[0-9a-z]{1,12}\.[A-Za-z0-9_-]{43}$/)
      .meta({
        description:
          'From GET /api/request/token (or the enquiry page): a signed issue time; an enquiry sent sooner than 3 seconds after it is refused.',
      }),
    website: z.string().max(200).optional().meta({
      description: 'Leave out or empty. A hidden form field: what only a robot fills in.',
    }),
  })
  .superRefine((body, issue) => {
    checkDates(body, issue);
    if ((body.startDate === undefined) !== (body.endDate === undefined)) {
      const path = body.startDate === undefined ? 'startDate' : 'endDate';
      issue.addIssue({ code: 'custom', path: [path], message: 'both dates or none' });
    }
  });
export type EnquiryBody = z.infer<typeof enquiryBody>;

export const enquiryAnswer = z.object({
  /** The address the copy went to. */
  sentTo: z.string(),
});

export const enquiryTokenAnswer = z.object({
  formToken: z.string(),
  /** Seconds before an enquiry with this token is accepted. */
  minSeconds: z.number().int(),
});
