// Login, partner login and logout (SPEC.md §4 login states, §7 user/login, user/partnerlogin).
//
// Every attempt is counted first, per client address and per account, in the database for every
// process (limits.ts); then exactly one argon2 verification runs whether the address is known or
// not, so the answer and its time do not tell whether an account exists. A login that succeeds
// replaces a hash made with older parameters, starts a new session with a new token (no fixation),
// merges the guest's watch list and last seen objects into the account's and hands the browser
// the account's visitor id.
import { randomUUID } from 'node:crypto';
import { loginCodeAsIssued } from '#core/partner-login-code';
import {
  findCustomerByEmail,
  findPartnerAccount,
  findPartnerLogin,
  insertAccount,
  partnerLoginHashSettled,
  replacePasswordHash,
  type AccountRecord,
} from '#db/repositories/accounts-users';
import { revokeSession } from '#db/repositories/accounts-sessions';
import { latestOpenRegistration } from '#db/repositories/accounts-tokens';
import {
  DomainError,
  abuseSubject,
  enforceAbuseLimits,
  type RequestContext,
} from '#services/platform';
import { mergeVisitorLists } from '#services/watchlist';
import { accountDataOfUser } from './account-data';
import { ACCOUNT_LIMITS, TOO_MANY_ATTEMPTS, accountSubject } from './limits';
import { hashPassword, needsRehash, verifyPassword } from './passwords';
import { pendingPasswordHash } from './register';
import { endSession, startSession, type CookieSpec } from './session';
import type { AccountData } from './types';

export interface LoginResult {
  accountData: AccountData;
  /** The token cookie and the account's uid cookie, for the answer (API or route action). */
  cookies: CookieSpec[];
}

const invalidCredentials = () => new DomainError('invalid', 'errors.accounts.invalidCredentials');

/** Counts a password attempt against the client address and the account (limits.ts). */
export function countPasswordAttempt(ctx: RequestContext, email: string): Promise<void> {
  return enforceAbuseLimits(
    ctx,
    [
      { limit: ACCOUNT_LIMITS.loginClient, subject: abuseSubject.client(ctx.clientIp) },
      { limit: ACCOUNT_LIMITS.loginAccount, subject: accountSubject(email) },
    ],
    TOO_MANY_ATTEMPTS,
  );
}

async function enter(
  ctx: RequestContext,
  account: AccountRecord,
  persistent: boolean,
  /** Checked once the session exists; false ends it again and refuses the login (`refusal`). */
  still?: { valid: () => Promise<boolean>; refusal: () => DomainError },
): Promise<LoginResult> {
  // A guest's lists become the account's; a logged-in browser's are another account's and stay.
  if (ctx.user === null) {
    await mergeVisitorLists(ctx.deps, {
      fromUid: ctx.uid,
      toUid: account.uid,
      accountId: account.id,
      now: ctx.now,
    });
  }
  const { user, cookies } = await startSession(ctx, account, persistent);
  if (still !== undefined && !(await still.valid())) {
    await revokeSession(ctx.deps.database.db, user.sessionId, ctx.now);
    throw still.refusal();
  }
  return { accountData: accountDataOfUser(user), cookies };
}

/**
 * POST /api/user/login. Wrong address or password: 400 `errors.accounts.invalidCredentials`
 * (the same for both); the right password of a registration not confirmed yet: 400
 * `errors.accounts.notConfirmed`; too many attempts: 429 `errors.accounts.tooManyAttempts`.
 */
export async function login(
  ctx: RequestContext,
  input: { email: string; password: string; persistent: boolean },
): Promise<LoginResult> {
  const email = input.email.trim();
  await countPasswordAttempt(ctx, email);
  const { db } = ctx.deps.database;
  const account = await findCustomerByEmail(db, email);
  if (account === null) {
    const pending = await latestOpenRegistration(db, email, ctx.now);
    const pendingHash = pending === null ? null : pendingPasswordHash(pending.payload);
    if (await verifyPassword(pendingHash, input.password)) {
      throw new DomainError('invalid', 'errors.accounts.notConfirmed');
    }
    throw invalidCredentials();
  }
  const stored = account.passwordHash;
  if (!(await verifyPassword(stored, input.password)) || stored === null) {
    throw invalidCredentials();
  }
  if (needsRehash(stored)) {
    await replacePasswordHash(db, account.id, stored, await hashPassword(input.password));
  }
  return enter(ctx, account, input.persistent);
}

/**
 * POST /api/user/partnerlogin: a partner's staff log in with the partner id and its code, as the
 * partner's account (made at its first login, named after the partner; its permissions are
 * granted to it like any account's). Unknown partner, partner without a code or wrong code: 400
 * `errors.accounts.invalidPartnerLogin`, after one verification either way.
 */
export async function partnerLogin(
  ctx: RequestContext,
  input: { partnerId: number; code: string },
): Promise<LoginResult> {
  await enforceAbuseLimits(
    ctx,
    [
      { limit: ACCOUNT_LIMITS.partnerClient, subject: abuseSubject.client(ctx.clientIp) },
      { limit: ACCOUNT_LIMITS.partnerAccount, subject: `partner:${input.partnerId}` },
    ],
    TOO_MANY_ATTEMPTS,
  );
  const { db } = ctx.deps.database;
  const partner = await findPartnerLogin(db, input.partnerId);
  // As issued: a code typed in lower case or without its dashes is the same code.
  const valid = await verifyPassword(partner?.loginCodeHash ?? null, loginCodeAsIssued(input.code));
  const refusal = () =>
    new DomainError('invalid', 'errors.accounts.invalidPartnerLogin', { field: 'c' });
  if (partner === null || !valid) throw refusal();
  let account = await findPartnerAccount(db, input.partnerId);
  account ??= await insertAccount(db, {
    kind: 'partner',
    partnerId: input.partnerId,
    email: partner.partnerEmail ?? `partner-${input.partnerId}@partner.invalid`,
    passwordHash: null,
    firstName: partner.partnerName,
    lastName: '',
    language: ctx.language,
    confirmedAt: ctx.now,
  });
  // Two first logins at once: the other one made it.
  account ??= await findPartnerAccount(db, input.partnerId);
  if (account === null) throw new Error('partner account could not be made');
  // A new code made while this one was checked (decision 092) ends the sessions that exist when
  // it is stored; this one may come after. Read once it exists, under the row's lock: a code
  // changed meanwhile ends it again, else a renewal from now on finds it.
  const verified = partner.loginCodeHash;
  return enter(ctx, account, false, {
    valid: async () => (await partnerLoginHashSettled(db, input.partnerId)) === verified,
    refusal,
  });
}

/**
 * POST /api/user/logout: ends the session on the server (its token no longer works anywhere),
 * deletes the token cookie and gives the browser a new visitor id, so the account's watch list
 * does not stay on a shared computer.
 */
export async function logout(
  ctx: RequestContext,
): Promise<{ accountData: null; cookies: CookieSpec[] }> {
  const cookies = await endSession(ctx, ctx.user === null ? ctx.uid : randomUUID());
  return { accountData: null, cookies };
}
