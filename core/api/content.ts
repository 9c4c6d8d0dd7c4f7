// Content API schemas (SPEC.md §7): the contact forms' POST /api/mailer/contact (issue 16). The
// body is `{formData: {...}}` as SPEC §7 names it, so a refusal names `formData.<field>` (an empty
// reason: `formData.reason`). Built from core/contact.ts (forms, reasons, the checks between
// fields), which the page's form shares, and the person primitives of the other forms.
import { z } from 'zod';
import { SALUTATIONS } from '../accounts';
import {
  ALL_CONTACT_REASONS,
  CONTACT_FORMS,
  CONTACT_MESSAGE_MAX,
  contactCrossProblems,
} from '../contact';
import { NAME_MAX } from '../person-limits';
import { phone } from './accounts';
import { email, isoDate, objectNumber, personName, uid } from './common';

const name = personName(NAME_MAX);

/** The free text: trimmed, 1…2,000 characters, no control characters but line breaks and tabs. */
export const contactMessage = z
  .string()
  .trim()
  .min(1)
  .max(CONTACT_MESSAGE_MAX)
  .regex(/^(?:[^\p{Cc}]|[\n\r\t])*$/u);

/** A form leaves an empty input empty: '' is "not given", like a missing field. */
const orEmpty = <T extends z.ZodType>(schema: T) => z.union([z.literal(''), schema]).optional();

export const contactFormData = z
  .object({
    form: z.enum(CONTACT_FORMS),
    reason: z.enum(ALL_CONTACT_REASONS).meta({
      description:
        'One of the form’s reasons: guest general|booking|domicile; landlord achievement|myhouse|internet|service; partner and agency agencyCooperation|officeCooperation|affiliateCooperation. Empty (the select’s prompt) is refused naming formData.reason.',
    }),
    salutation: z.enum(SALUTATIONS).optional(),
    firstName: name,
    lastName: name,
    email,
    phone: phone.optional(),
    message: contactMessage,
    objectNumber: orEmpty(objectNumber).meta({
      description:
        'The holiday home: required for a guest’s booking and domicile reasons, optional for guests and landlords, ignored for partners and agencies.',
    }),
    startDate: orEmpty(isoDate).meta({
      description:
        'Guests only, with endDate (after it): required for the domicile reason, not in the past.',
    }),
    endDate: orEmpty(isoDate),
    uid: uid.optional().meta({ description: 'The visitor’s uid cookie, repeated (optional).' }),
    formToken: z.string().max(200).optional().meta({
      description:
        'The form guard’s token (services/platform form-guard.ts): the signed instant the form was rendered, from the contact page’s hidden input `formToken`. Optional in the schema, but a post without a valid one — missing, forged, of another form, sent sooner than 3 s after the render or older than a day — is refused with 400 naming formData.formToken (errors.form.invalid | tooFast | expired).',
    }),
    website2: z.string().max(200).optional().meta({
      description:
        'The form guard’s trap: a field hidden from people that must stay empty. Filled in, the answer is the same 200 as for a sent message, but nothing is stored or mailed.',
    }),
  })
  .superRefine((value, ctx) => {
    for (const { field, problem } of contactCrossProblems(value)) {
      ctx.addIssue({ code: 'custom', path: [field], message: problem });
    }
  });

export const contactBody = z.object({ formData: contactFormData });

export type ContactFormData = z.output<typeof contactFormData>;

export const contactAnswer = z.strictObject({ sent: z.literal(true) });
