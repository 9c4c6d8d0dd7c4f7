// Password request and reset (SPEC.md §4: password request, then reset by id). A request answers
// the same, in the same time, for known and unknown addresses; for an account it mails a
// single-use link valid one hour (an earlier open link stops working). The reset sets the new
// password, ends every other session of the account and mails a notice.
import type { Language } from '#core/languages';
import {
  findAccountById,
  findCustomerByEmail,
  updateAccount,
} from '#db/repositories/accounts-users';
import {
  findUsableToken,
  insertToken,
  spendAccountTokens,
  consumeToken,
} from '#db/repositories/accounts-tokens';
import {
  DomainError,
  abuseSubject,
  enforceAbuseLimits,
  type RequestContext,
} from '#services/platform';
import { accountLanguage } from './account-data';
import { ACCOUNT_LIMITS, TOO_MANY_MAILS } from './limits';
import { passwordChangedMail, passwordResetMail } from './mails';
import { afterAnswer, sendAccountMail, sendLater } from './mail-out';
import { hashPassword } from './passwords';
import { assertPasswordPolicy } from './register';
import { linkTokenHash, newLinkToken } from './secrets';
import { endOtherSessions } from './session';
import { PASSWORD_RESET_LINK_HOURS } from './types';

const HOUR_MS = 60 * 60 * 1000;

const greetingName = (a: { firstName: string; lastName: string }) =>
  `${a.firstName} ${a.lastName}`.trim() || null;

/** POST /api/user/password/request. */
export async function requestPasswordReset(
  ctx: RequestContext,
  input: { email: string; language?: Language | undefined },
): Promise<{ mailSent: true }> {
  const email = input.email.trim();
  await enforceAbuseLimits(
    ctx,
    [
      { limit: ACCOUNT_LIMITS.resetClient, subject: abuseSubject.client(ctx.clientIp) },
      { limit: ACCOUNT_LIMITS.resetRecipient, subject: abuseSubject.recipient(email) },
    ],
    TOO_MANY_MAILS,
  );
  const { db } = ctx.deps.database;
  const account = await findCustomerByEmail(db, email);
  if (account === null || account.passwordHash === null) return { mailSent: true };
  // The link is stored and mailed after the answer, which is the same for an unknown address.
  const language = input.language ?? ctx.language;
  afterAnswer(ctx, 'passwordReset', async () => {
    const link = newLinkToken();
    await spendAccountTokens(db, account.id, 'passwordReset', ctx.now);
    await insertToken(db, {
      purpose: 'passwordReset',
      tokenHash: link.hash,
      accountId: account.id,
      email: account.email,
      payload: null,
      createdAt: ctx.now,
      expiresAt: new Date(ctx.now.getTime() + PASSWORD_RESET_LINK_HOURS * HOUR_MS),
    });
    await sendAccountMail(ctx, account.email, (brand) =>
      passwordResetMail(language, {
        brand,
        name: greetingName(account),
        resetID: link.token,
        validHours: PASSWORD_RESET_LINK_HOURS,
      }),
    );
  });
  return { mailSent: true };
}

const invalidLink = () =>
  new DomainError('invalid', 'errors.accounts.invalidLink', { field: 'resetID' });

/**
 * Whether a reset link can still be used (the reset page shows its form, or says the link is
 * used or expired, before the guest types a password).
 */
export async function resetLinkUsable(
  ctx: RequestContext,
  input: { resetID: string },
): Promise<boolean> {
  const token = await findUsableToken(
    ctx.deps.database.db,
    linkTokenHash(input.resetID),
    'passwordReset',
    ctx.now,
  );
  return token !== null;
}

/**
 * POST /api/user/password/reset. An unknown, used or expired link: 400
 * `errors.accounts.invalidLink` (resetID); a password against the policy: 400 on `user.password`
 * (the link stays usable).
 */
export async function resetPassword(
  ctx: RequestContext,
  input: { resetID: string; password: string },
): Promise<{ reset: true }> {
  const { db } = ctx.deps.database;
  const hash = linkTokenHash(input.resetID);
  if ((await findUsableToken(db, hash, 'passwordReset', ctx.now)) === null) throw invalidLink();
  assertPasswordPolicy(input.password, 'user.password');
  const passwordHash = await hashPassword(input.password);
  const token = await consumeToken(db, hash, ['passwordReset'], ctx.now);
  if (token === null || token.accountId === null) throw invalidLink();
  const account = await findAccountById(db, token.accountId);
  if (account === null) throw invalidLink();
  await updateAccount(db, account.id, { passwordHash, passwordChangedAt: ctx.now }, ctx.now);
  await spendAccountTokens(db, account.id, 'passwordReset', ctx.now);
  await endOtherSessions(ctx, account.id);
  const language = accountLanguage(account);
  sendLater(ctx, 'passwordChanged', account.email, (brand) =>
    passwordChangedMail(language, { brand, name: greetingName(account) }),
  );
  return { reset: true };
}
