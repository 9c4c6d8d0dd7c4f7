// The profile of a logged-in account (SPEC.md §7 user/update): name, address, phone, newsletter
// choice and language change at once; a new password and a new address need the current password
// (counted like a login attempt). A new password ends every other session and mails a notice; a
// new address becomes the account's only through the link mailed to it.
import type { Language } from '#core/languages';
import { setAccountNewsletter } from '#services/content';
import { partnerHides } from '#services/partners';
import {
  findAccountById,
  updateAccount,
  type AccountPatch,
  type AccountRecord,
} from '#db/repositories/accounts-users';
import {
  insertToken,
  pendingEmailChange,
  spendAccountTokens,
} from '#db/repositories/accounts-tokens';
import {
  DomainError,
  abuseSubject,
  enforceAbuseLimits,
  type RequestContext,
} from '#services/platform';
import { accountDataOf, accountLanguage, profileOf } from './account-data';
import { ACCOUNT_LIMITS, TOO_MANY_MAILS } from './limits';
import { countPasswordAttempt } from './login';
import { emailChangeConfirmationMail, passwordChangedMail } from './mails';
import { sendLater } from './mail-out';
import { hashPassword, verifyPassword } from './passwords';
import { requireAccess } from './permissions';
import { assertPasswordPolicy } from './register';
import { newLinkToken } from './secrets';
import { endOtherSessions } from './session';
import {
  EMAIL_CHANGE_LINK_HOURS,
  GERMAN_ZIPCODE,
  type AccountData,
  type Profile,
  type Salutation,
} from './types';

const HOUR_MS = 60 * 60 * 1000;
const FIELD = 'userAccountData';

export interface ProfileChanges {
  salutation?: Salutation | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
  /** '' clears a field. */
  street?: string | undefined;
  zipcode?: string | undefined;
  city?: string | undefined;
  country?: string | undefined;
  phone?: string | undefined;
  newsletter?: boolean | undefined;
  language?: Language | undefined;
  /** A new address (confirmed through the link mailed to it). */
  email?: string | undefined;
  /** The current password, needed for `newPassword` and `email`. */
  password?: string | undefined;
  newPassword?: string | undefined;
}

const greetingName = (a: { firstName: string; lastName: string }) =>
  `${a.firstName} ${a.lastName}`.trim() || null;

export async function ownAccount(ctx: RequestContext): Promise<AccountRecord> {
  const user = requireAccess(ctx, 'user');
  const account = await findAccountById(ctx.deps.database.db, Number(user.accountID));
  if (account === null) throw new DomainError('forbidden', 'errors.accounts.loginRequired');
  return account;
}

async function answer(
  ctx: RequestContext,
  account: AccountRecord,
): Promise<{ accountData: AccountData; profile: Profile }> {
  const pending = await pendingEmailChange(ctx.deps.database.db, account.id, ctx.now);
  return { accountData: accountDataOf(account), profile: profileOf(account, pending) };
}

/** The profile form's data (the user area's loader). */
export async function getProfile(
  ctx: RequestContext,
): Promise<{ accountData: AccountData; profile: Profile }> {
  return answer(ctx, await ownAccount(ctx));
}

const orNull = (value: string | undefined): string | null | undefined =>
  value === undefined ? undefined : value.trim() === '' ? null : value.trim();

/** POST /api/user/update. */
export async function updateProfile(
  ctx: RequestContext,
  changes: ProfileChanges,
): Promise<{ accountData: AccountData; profile: Profile }> {
  // A partner account has no profile, address or password of its own (it logs in with its
  // partner's code, decision 067): the API refuses its changes as the page does.
  if (ctx.user?.kind === 'partner') {
    throw new DomainError('forbidden', 'errors.accounts.permissionMissing', {
      data: { permission: 'customer' },
    });
  }
  const account = await ownAccount(ctx);
  const { db } = ctx.deps.database;
  const patch: AccountPatch = {};
  if (changes.salutation !== undefined) patch.salutation = changes.salutation;
  if (changes.firstName !== undefined) patch.firstName = changes.firstName.trim();
  if (changes.lastName !== undefined) patch.lastName = changes.lastName.trim();
  if (changes.street !== undefined) patch.street = orNull(changes.street) ?? null;
  if (changes.city !== undefined) patch.city = orNull(changes.city) ?? null;
  if (changes.country !== undefined) patch.country = changes.country;
  if (changes.phone !== undefined) patch.phone = orNull(changes.phone) ?? null;
  if (changes.language !== undefined) patch.language = changes.language;
  if (changes.zipcode !== undefined) {
    const zipcode = orNull(changes.zipcode) ?? null;
    // SPEC §5: the default zipcode rule (Germany, the default country) is exactly 5 digits.
    const country = changes.country ?? account.country ?? 'de';
    if (zipcode !== null && country === 'de' && !GERMAN_ZIPCODE.test(zipcode)) {
      throw new DomainError('invalid', 'errors.accounts.zipcode', { field: `${FIELD}.zipcode` });
    }
    patch.zipcode = zipcode;
  }
  // A partner that hides the newsletter (SPEC §3 hideNewsletter) shows no opt-in: whatever the
  // form or API sends, the subscription stays as it is (a hidden checkbox posts nothing).
  const newsletterHidden = (await partnerHides(ctx)).hideNewsletter;
  // The account's flag mirrors the subscription of its address, the one truth (services/content
  // setAccountNewsletter, decision 070): the opt-in goes through the newsletter's use-case.
  const newsletterChange =
    !newsletterHidden &&
    changes.newsletter !== undefined &&
    changes.newsletter !== account.newsletter
      ? changes.newsletter
      : null;

  const newEmail = changes.email?.trim();
  const emailChange =
    newEmail !== undefined && newEmail.toLowerCase() !== account.email.toLowerCase();
  const passwordChange = changes.newPassword !== undefined;
  if (passwordChange) assertPasswordPolicy(changes.newPassword!, `${FIELD}.newPassword`);
  if (emailChange || passwordChange) {
    if (changes.password === undefined) {
      throw new DomainError('invalid', 'errors.validation.required', {
        field: `${FIELD}.password`,
      });
    }
    await countPasswordAttempt(ctx, account.email);
    if (!(await verifyPassword(account.passwordHash, changes.password))) {
      throw new DomainError('invalid', 'errors.accounts.wrongPassword', {
        field: `${FIELD}.password`,
      });
    }
  }
  if (emailChange) {
    await enforceAbuseLimits(
      ctx,
      [
        { limit: ACCOUNT_LIMITS.emailChangeAccount, subject: `account:${account.id}` },
        { limit: ACCOUNT_LIMITS.emailChangeRecipient, subject: abuseSubject.recipient(newEmail) },
      ],
      TOO_MANY_MAILS,
    );
  }
  if (passwordChange) {
    patch.passwordHash = await hashPassword(changes.newPassword!);
    patch.passwordChangedAt = ctx.now;
  }

  if (Object.keys(patch).length > 0) await updateAccount(db, account.id, patch, ctx.now);
  if (newsletterChange !== null) {
    await setAccountNewsletter(
      ctx,
      { email: account.email, language: patch.language ?? account.language },
      newsletterChange,
    );
  }
  const updated = (await findAccountById(db, account.id)) ?? account;

  if (passwordChange) {
    await endOtherSessions(ctx, account.id);
    const language = accountLanguage(updated);
    sendLater(ctx, 'passwordChanged', updated.email, (brand) =>
      passwordChangedMail(language, { brand, name: greetingName(updated) }),
    );
  }
  if (emailChange) {
    // Whether another account has the address is not told here (no enumeration): the link is
    // mailed either way, and opening it for a taken address fails.
    const link = newLinkToken();
    await spendAccountTokens(db, account.id, 'emailChange', ctx.now);
    await insertToken(db, {
      purpose: 'emailChange',
      tokenHash: link.hash,
      accountId: account.id,
      email: newEmail,
      payload: null,
      createdAt: ctx.now,
      expiresAt: new Date(ctx.now.getTime() + EMAIL_CHANGE_LINK_HOURS * HOUR_MS),
    });
    const language = accountLanguage(updated);
    sendLater(ctx, 'emailChangeConfirmation', newEmail, (brand) =>
      emailChangeConfirmationMail(language, {
        brand,
        name: greetingName(updated),
        newEmail,
        confirmID: link.token,
        validHours: EMAIL_CHANGE_LINK_HOURS,
      }),
    );
  }
  return answer(ctx, updated);
}
