// Partner programme API schemas (SPEC §7 sendRegistration; issue 16): POST /api/sendRegistration
// applies to the partner programme, GET /api/sendRegistration/token gives the form's signed token.
// The programme page's route action validates with the same schema (app/lib/partner-programme
// .server.ts), so a refusal names the same field whichever way the form came.
//
// Every field of the application ends up in the office's mail (escaped text, never markup), the
// applicant's confirmation carries only the name — so the name rule (core/api/common.ts
// personName) is the one that keeps links out of a mail to an address the caller typed.
import { z } from 'zod';
import { SALUTATIONS } from '../accounts';
import { isZipcodeOf } from '../booking/traveller';
import {
  PARTNER_COUNTRIES,
  PARTNER_KINDS,
  REGISTRATION_LIMITS as L,
} from '../partner-registration';
import { email, languageCode, personName, textLine, uid } from './common';
import { phone } from './accounts';

/** Whether `value` is an absolute http(s) URL of a public-looking host, without credentials. */
export function isWebsiteUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    url.username === '' &&
    url.password === '' &&
    // A name with a dot (example.com), not 'localhost' nor a bare word.
    /^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/i.test(url.hostname)
  );
}

/** Several lines of plain text: no control characters but line breaks and tabs. */
const message = z
  .string()
  .trim()
  .max(L.message)
  .regex(/^(?:[^\p{Cc}]|[\n\r\t])*$/u);

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

export const registrationFields = z
  .object({
    kind: z.enum(PARTNER_KINDS),
    company: textLine(L.company),
    salutation: z.enum(SALUTATIONS).default('none'),
    firstName: personName(L.name),
    lastName: personName(L.name),
    email,
    phone: phone.pipe(z.string().min(5)),
    website: optional(
      z.string().trim().max(L.website).refine(isWebsiteUrl, { message: 'an http(s) URL' }),
    ).meta({ description: 'http(s) URL of the website; required for affiliates.' }),
    street: textLine(L.street),
    postalCode: z.string().trim().min(1).max(L.postalCode),
    city: textLine(L.city),
    countryCode: z
      .string()
      .transform((c) => c.trim().toLowerCase())
      .pipe(z.enum(PARTNER_COUNTRIES)),
    vatId: optional(
      z
        .string()
        .transform((v) => v.replace(/[\s.-]/g, '').toUpperCase())
        .pipe(z.string().regex(/^[A-Z]{2}[A-Z0-9+*]{2,18}$/)),
    ).meta({ description: 'VAT identification number with its country prefix (DE123456789).' }),
    message: optional(message),
    formToken: z.string().max(80).meta({
      description:
        'From GET /api/sendRegistration/token (or the programme page): the signed instant the form was made; an application sent sooner than 3 seconds after it, or with a token older than a day, is refused.',
    }),
    website2: z.string().max(200).optional().meta({
      description:
        'Leave out or empty: a field people never see. Filled in, the application is answered as sent and dropped.',
    }),
  })
  .superRefine((r, issue) => {
    if (r.kind === 'affiliate' && r.website === undefined) {
      issue.addIssue({ code: 'custom', path: ['website'], message: 'required for affiliates' });
    }
    if (!isZipcodeOf(r.countryCode, r.postalCode)) {
      issue.addIssue({
        code: 'invalid_format',
        format: 'regex',
        path: ['postalCode'],
        input: r.postalCode,
      });
    }
  });
export type RegistrationFields = z.output<typeof registrationFields>;

export const sendRegistrationBody = z.object({
  uid: uid.optional(),
  languageCode: languageCode.optional().meta({
    description: 'The language of the confirmation mail and of the later mails to the applicant.',
  }),
  registration: registrationFields,
});
export type SendRegistrationBody = z.input<typeof sendRegistrationBody>;

export const sendRegistrationAnswer = z.object({
  /** The address the confirmation went to. */
  sentTo: z.string(),
});

export const registrationTokenAnswer = z.object({
  formToken: z.string(),
  /** Seconds before an application with this token is accepted. */
  minSeconds: z.number().int(),
});
