// Accounts API schemas (SPEC.md §3 User, §4 login states, §5, §7 user/* calls; the contract of
// issue 13): requests with the exact field names other tools send, and the answers of
// services/accounts/types.ts. The visitor is the uid cookie and the login the token cookie: `uid`
// and `jwt` in bodies are accepted for the SPEC's call shapes and never trusted
// (docs/decisions/006-cookies.md). The screens' forms validate with the same schemas.
import { z } from 'zod';
import { ACCOUNT_KINDS, PASSWORD_MAX, PASSWORD_MIN, SALUTATIONS } from '../accounts';
import { PERMISSIONS } from '../permissions';
import { CITY_MAX, NAME_MAX, PHONE_MAX, PROFILE_STREET_MAX, ZIPCODE_MAX } from '../person-limits';
import { count, email, jwt, languageCode, partnerId, personName, uid } from './common';

// ---------------------------------------------------------------------------------------------
// Rules shared by the requests (and by the use-cases, which check them again for route actions);
// the plain constants are in core/accounts.ts.

export { ACCOUNT_KINDS, PASSWORD_MAX, PASSWORD_MIN, SALUTATIONS } from '../accounts';
export type { AccountKind, Salutation } from '../accounts';

/** A new password: 8–128 characters, nothing else (no composition rules; the common ones are refused by the use-case). */
export const newPassword = z
  .string()
  .max(PASSWORD_MAX * 4)
  .check((ctx) => {
    const length = [...ctx.value].length;
    if (length < PASSWORD_MIN) {
      ctx.issues.push({
        code: 'too_small',
        origin: 'string',
        minimum: PASSWORD_MIN,
        inclusive: true,
        input: ctx.value,
      });
    } else if (length > PASSWORD_MAX) {
      ctx.issues.push({
        code: 'too_big',
        origin: 'string',
        maximum: PASSWORD_MAX,
        inclusive: true,
        input: ctx.value,
      });
    }
  })
  .meta({
    description: `${PASSWORD_MIN}–${PASSWORD_MAX} characters; common passwords are refused.`,
  });

/** A password typed to log in or to confirm a change: bounded, never checked against the policy here. */
export const currentPassword = z.string().min(1).max(1_024);

/** A single-use link's token (confirmID, resetID): 256 random bits, base64url. */
export const linkToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/** First and last names: letters, blanks, hyphens, apostrophes (core/api/common.ts personName). */
const name = personName(NAME_MAX);

/** Optional free text of a profile: one line, '' clears it. */
const profileLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .regex(/^[^\p{Cc}]*$/u);

/** A zipcode: letters, digits, blanks and hyphens (a German one has 5 digits: GERMAN_ZIPCODE). */
const zipcode = z
  .string()
  .trim()
  .max(ZIPCODE_MAX)
  .regex(/^[A-Za-z0-9 -]*$/);

export const phone = z
  .string()
  .trim()
  .max(PHONE_MAX)
  .regex(/^(?:\+?[0-9 ()/-]{5,30})?$/);

export const countryCode = z.string().regex(/^[a-z]{2}$/);

// ---------------------------------------------------------------------------------------------
// Requests.

const visitor = { uid: uid.optional(), jwt: jwt.optional() };

export const userGetBody = z.object({
  ...visitor,
  uidOrigin: z.string().max(64).optional(),
  trackingParams: z
    .record(z.string().max(40), z.string().max(200))
    .refine((value) => Object.keys(value).length <= 30, { error: 'too many parameters' })
    .optional(),
  revision: z.union([z.string().max(64), z.number().int().min(0)]).optional(),
  experiments: z
    .array(
      z.object({
        experimentKey: z.string().regex(/^[A-Za-z0-9_.-]{1,40}$/),
        variants: z
          .array(z.string().regex(/^[A-Za-z0-9_-]{1,20}$/))
          .min(1)
          .max(10)
          .optional(),
        variant: z.string().max(20).optional(),
      }),
    )
    .max(20)
    .optional()
    .meta({
      description:
        "The experiments the page runs, each with its variants (default A and B); the answer names each one's sticky variant for this uid.",
    }),
  breakPoint: z.string().max(8).optional(),
  screenWidth: count(0, 100_000).optional(),
  screenHeight: count(0, 100_000).optional(),
  localeInit: z.union([z.string().max(16), z.boolean()]).optional(),
  languageCode: languageCode.optional(),
});

export const registrationBody = z.object({
  ...visitor,
  languageCode: languageCode.optional(),
  user: z.object({
    email,
    password: newPassword,
    salutation: z.enum(SALUTATIONS).optional(),
    firstName: name,
    lastName: name,
    privacyAccepted: z.literal(true),
    newsletter: z.boolean().optional(),
  }),
});

export const confirmBody = z.object({
  ...visitor,
  confirmID: linkToken.meta({
    description: 'From the link /user/registration/confirm/?confirmID=…',
  }),
});

export const loginBody = z.object({
  ...visitor,
  user: z.object({ email, password: currentPassword }),
  loginPersistent: z
    .boolean()
    .optional()
    .meta({ description: 'A 7-day token cookie; otherwise a cookie for the browser session.' }),
});

export const logoutBody = z.object(visitor);

export const partnerLoginBody = z.object({
  ...visitor,
  partner: partnerId,
  c: z.string().min(1).max(128).meta({ description: "The partner's login code." }),
});

export const passwordRequestBody = z.object({
  ...visitor,
  languageCode: languageCode.optional(),
  user: z.object({ email }),
});

export const passwordResetBody = z.object({
  ...visitor,
  resetID: linkToken.meta({ description: 'From the link /user/password/reset/?resetID=…' }),
  user: z.object({ password: newPassword }),
});

export const userAccountData = z.object({
  salutation: z.enum(SALUTATIONS).optional(),
  firstName: name.optional(),
  lastName: name.optional(),
  street: profileLine(PROFILE_STREET_MAX).optional(),
  zipcode: zipcode.optional(),
  city: profileLine(CITY_MAX).optional(),
  country: countryCode.optional(),
  phone: phone.optional(),
  newsletter: z.boolean().optional(),
  language: languageCode.optional(),
  /** A new address: confirmed through a link mailed to it; needs `password`. */
  email: email.optional(),
  /** The current password: needed to change the password or the address. */
  password: currentPassword.optional(),
  newPassword: newPassword.optional(),
});

export const updateBody = z.object({ ...visitor, userAccountData });

export const saveContactBody = z.object({
  uid: uid.optional(),
  // Validated loosely on purpose (SPEC §5): an address that does not match is not saved, silently.
  email: z
    .string()
    .max(254)
    .regex(/^[^\p{Cc}]*$/u),
});

// ---------------------------------------------------------------------------------------------
// Answers.

/** SPEC §3 User.accountData: who is logged in (null when nobody is). */
export const accountDataSchema = z.strictObject({
  accountID: z.string(),
  accountEmail: z.string(),
  accountFirstName: z.string(),
  accountLastName: z.string(),
  accountShortName: z.string(),
  accountPermissions: z.array(z.enum(PERMISSIONS)),
  accountKind: z.enum(ACCOUNT_KINDS),
  accountPartnerID: z.number().nullable(),
});

export const profileSchema = z.strictObject({
  email: z.string(),
  salutation: z.enum(SALUTATIONS).nullable(),
  firstName: z.string(),
  lastName: z.string(),
  street: z.string().nullable(),
  zipcode: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  phone: z.string().nullable(),
  newsletter: z.boolean(),
  language: languageCode,
  /** The new address waiting for its confirmation link, if any. */
  pendingEmail: z.string().nullable(),
});

const nullableParam = z.string().nullable();

export const userGetAnswer = z.strictObject({
  uid: z.string(),
  jwt: z.null().meta({
    description: 'Always null: the login token lives in the httpOnly token cookie only.',
  }),
  accountData: accountDataSchema.nullable(),
  ebk: nullableParam,
  pid: nullableParam,
  pidHistory: z.array(z.string()),
  ptc: nullableParam,
  gclid: nullableParam,
  msclkid: nullableParam,
  dclid: nullableParam,
  experiments: z.array(z.strictObject({ experimentKey: z.string(), variant: z.string() })),
});

export const mailSentAnswer = z.strictObject({
  mailSent: z.literal(true).meta({
    description: 'The same answer whether or not the address belongs to an account.',
  }),
});

export const confirmAnswer = z.strictObject({
  confirmed: z.enum(['registration', 'emailChange']),
  accountEmail: z.string(),
});

export const loginAnswer = z.strictObject({ accountData: accountDataSchema });

export const logoutAnswer = z.strictObject({ accountData: z.null() });

export const passwordResetAnswer = z.strictObject({ reset: z.literal(true) });

export const updateAnswer = z.strictObject({
  accountData: accountDataSchema,
  profile: profileSchema,
});

export const saveContactAnswer = z.strictObject({
  saved: z.boolean().meta({ description: 'False when the address was not saved (SPEC §5).' }),
});
