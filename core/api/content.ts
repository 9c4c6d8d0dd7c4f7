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
import { NEWSLETTER_TOPICS, type NewsletterTopic } from '../newsletter';
import { NAME_MAX } from '../person-limits';
import { phone } from './accounts';
import { email, entityId, isoDate, objectNumber, personName, uid } from './common';

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
        'One of the form’s reasons: guest general|booking|domicile|ratingReport; landlord achievement|myhouse|internet|service; partner and agency agencyCooperation|officeCooperation|affiliateCooperation. Empty (the select’s prompt) is refused naming formData.reason.',
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
    ratingNumber: orEmpty(entityId).meta({
      description:
        'Guests only: the rating reported (reason ratingReport, decision 096), as its "Melden" link fills it in; required for that reason, ignored otherwise.',
    }),
    goodFaith: z
      .union([z.literal('on'), z.literal(true)])
      .optional()
      .meta({
        description:
          'A report of a rating (reason ratingReport) confirms it is made in good faith: true, or "on" as a ticked checkbox posts it; required for that reason, ignored otherwise.',
      }),
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

// ---- Newsletter (SPEC §7 mailer/newsletter, newsletter/doiconfirm, mailerPref/*; issue 17) ----

export const newsletterSubscribeBody = z.object({
  email,
  formToken: z.string().max(200).optional().meta({
    description:
      'The form guard’s token (services/platform form-guard.ts, form `newsletter`): the signed instant the footer or signup form was rendered (its hidden input `formToken`). A post without a valid one is refused with 400 naming formToken (errors.form.invalid | tooFast | expired).',
  }),
  website2: z.string().max(200).optional().meta({
    description:
      'The form guard’s trap: must stay empty. Filled in, the answer is the same, but nothing is stored or mailed.',
  }),
  uid: uid.optional(),
});

export const newsletterAccepted = z.strictObject({ accepted: z.literal(true) });

/** A confirmation token: `<expiry base36>.<32 base64url characters>`. */
export const newsletterToken = z
  .string()
  .max(60)
  .regex(/^[0-9a-z]{1,12}\.[A-Za-z0-9_-]{32}$/);

export const newsletterConfirmBody = z.object({ token: newsletterToken });

export const newsletterConfirmed = z.strictObject({ confirmed: z.boolean() });

const topicFlags = z.object(
  Object.fromEntries(NEWSLETTER_TOPICS.map((topic) => [topic, z.boolean().optional()])) as Record<
    NewsletterTopic,
    z.ZodOptional<z.ZodBoolean>
  >,
);

export const mailerPreferencesGetBody = z.object({ uid: uid.optional() });

export const mailerPreferencesSetBody = z.object({
  uid: uid.optional(),
  preferences: topicFlags.optional().meta({
    description: `The topics (${NEWSLETTER_TOPICS.join(', ')}): true receives, false not; a topic left out stays as it is.`,
  }),
  subscribed: z.boolean().optional().meta({
    description:
      'Whether the account’s address receives the newsletter (no confirmation mail: the account’s address is confirmed); ignored on a visit of a partner that hides the newsletter.',
  }),
});

export const mailerPreferencesAnswer = z.strictObject({
  subscribed: z.boolean(),
  preferences: z.strictObject(
    Object.fromEntries(NEWSLETTER_TOPICS.map((topic) => [topic, z.boolean()])) as Record<
      NewsletterTopic,
      z.ZodBoolean
    >,
  ),
});
