// Registration with e-mail confirmation (SPEC.md §4: registration, then confirmation by id).
//
// A registration creates no account: it stores its data (the password already hashed) with a
// single-use link that is mailed to the address, and the account is made when that link is
// opened — so an address is only ever an account's when its owner confirmed it, and nobody can
// claim someone else's address with a password of their own ahead of them. Registering a known
// address gives the same answer, in the same time, and mails the owner a notice instead (no
// enumeration): what differs — hashing and storing the registration, the mail — happens after the
// answer. The guest's watch list and last seen objects (the registering visitor's uid)
// become the account's.
import { randomUUID } from 'node:crypto';
import type { Language } from '#core/languages';
import { adoptAccountNewsletter } from '#services/content';
import { partnerHides } from '#services/partners';
import { isUid } from '#core/uid';
import {
  findAccountById,
  findCustomerByEmail,
  insertAccount,
  uidOwned,
  updateAccount,
  type AccountRecord,
} from '#db/repositories/accounts-users';
import {
  insertToken,
  spendAccountTokens,
  spendRegistrationTokens,
  consumeToken,
} from '#db/repositories/accounts-tokens';
import {
  DomainError,
  abuseSubject,
  enforceAbuseLimits,
  type RequestContext,
} from '#services/platform';
import { mergeVisitorLists } from '#services/watchlist';
import { accountLanguage } from './account-data';
import { ACCOUNT_LIMITS, TOO_MANY_MAILS } from './limits';
import { emailChangedMail, registrationConfirmationMail, registrationExistingMail } from './mails';
import { afterAnswer, sendAccountMail, sendLater } from './mail-out';
import { hashPassword, passwordProblem } from './passwords';
import { linkTokenHash, newLinkToken } from './secrets';
import { REGISTRATION_LINK_HOURS, type Confirmation, type Salutation } from './types';

const HOUR_MS = 60 * 60 * 1000;

export interface RegistrationInput {
  email: string;
  password: string;
  salutation?: Salutation | undefined;
  firstName: string;
  lastName: string;
  /** Must be true: the privacy policy was accepted (its time is kept). */
  privacyAccepted: boolean;
  newsletter?: boolean | undefined;
  /** The language of the account and its mails (default: the request's). */
  language?: Language | undefined;
}

/** What a registration keeps until its link is opened (account_tokens.payload). */
interface PendingRegistration {
  passwordHash: string;
  salutation: Salutation | null;
  firstName: string;
  lastName: string;
  newsletter: boolean;
  language: Language;
  privacyAcceptedAt: string;
  /** The registering visitor: their lists become the account's. */
  uid: string;
}

/**
 * The refusal of a new password that breaks the policy (8–128 characters, not a common one),
 * blamed on `field`.
 */
export function assertPasswordPolicy(password: string, field: string): void {
  const problem = passwordProblem(password);
  if (problem === null) return;
  throw new DomainError('invalid', `errors.accounts.password.${problem}`, { field });
}

const greetingName = (a: { firstName: string; lastName: string }) =>
  `${a.firstName} ${a.lastName}`.trim() || null;

/** POST /api/user/registration. */
export async function register(
  ctx: RequestContext,
  input: RegistrationInput,
): Promise<{ mailSent: true }> {
  if (input.privacyAccepted !== true) {
    throw new DomainError('invalid', 'errors.accounts.privacyRequired', {
      field: 'user.privacyAccepted',
    });
  }
  assertPasswordPolicy(input.password, 'user.password');
  const email = input.email.trim();
  await enforceAbuseLimits(
    ctx,
    [
      { limit: ACCOUNT_LIMITS.registrationVisitor, subject: abuseSubject.visitor(ctx.uid) },
      { limit: ACCOUNT_LIMITS.registrationClient, subject: abuseSubject.client(ctx.clientIp) },
      { limit: ACCOUNT_LIMITS.registrationRecipient, subject: abuseSubject.recipient(email) },
    ],
    TOO_MANY_MAILS,
  );
  const { db } = ctx.deps.database;
  const existing = await findCustomerByEmail(db, email);
  const language = input.language ?? ctx.language;
  // Everything else happens after the answer, which is the same for a known address.
  if (existing !== null) {
    const ownerLanguage = accountLanguage(existing);
    sendLater(ctx, 'registrationExisting', existing.email, (brand) =>
      registrationExistingMail(ownerLanguage, { brand, name: greetingName(existing) }),
    );
    return { mailSent: true };
  }
  const registeringUid = ctx.uid;
  const password = input.password;
  // No newsletter opt-in on a visit of a partner that hides it (SPEC §3 hideNewsletter).
  const newsletter = input.newsletter === true && !(await partnerHides(ctx)).hideNewsletter;
  afterAnswer(ctx, 'registration', async () => {
    const link = newLinkToken();
    const pending: PendingRegistration = {
      passwordHash: await hashPassword(password),
      salutation: input.salutation ?? null,
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      newsletter,
      language,
      privacyAcceptedAt: ctx.now.toISOString(),
      uid: registeringUid,
    };
    await insertToken(db, {
      purpose: 'registration',
      tokenHash: link.hash,
      accountId: null,
      email,
      payload: { ...pending },
      createdAt: ctx.now,
      expiresAt: new Date(ctx.now.getTime() + REGISTRATION_LINK_HOURS * HOUR_MS),
    });
    await sendAccountMail(ctx, email, (brand) =>
      registrationConfirmationMail(language, {
        brand,
        name: greetingName(pending),
        confirmID: link.token,
        validHours: REGISTRATION_LINK_HOURS,
      }),
    );
  });
  return { mailSent: true };
}

function pendingOf(payload: Record<string, unknown> | null): PendingRegistration | null {
  if (payload === null) return null;
  const p = payload as Partial<PendingRegistration>;
  if (typeof p.passwordHash !== 'string' || typeof p.firstName !== 'string') return null;
  return p as PendingRegistration;
}

/** The password hash a registration keeps, for a login before its confirmation. */
export function pendingPasswordHash(payload: Record<string, unknown> | null): string | null {
  return pendingOf(payload)?.passwordHash ?? null;
}

const invalidLink = () =>
  new DomainError('invalid', 'errors.accounts.invalidLink', { field: 'confirmID' });

/**
 * POST /api/user/registration/confirm: opens a confirmation link — of a registration (the account
 * is made) or of an e-mail change (the new address is the account's). Single use: a second click,
 * an expired or an unknown link is 400 `errors.accounts.invalidLink`.
 */
export async function confirmLink(
  ctx: RequestContext,
  input: { confirmID: string },
): Promise<Confirmation> {
  const { db } = ctx.deps.database;
  const token = await consumeToken(
    db,
    linkTokenHash(input.confirmID),
    ['registration', 'emailChange'],
    ctx.now,
  );
  if (token === null) throw invalidLink();
  if (token.purpose === 'emailChange') return confirmEmailChange(ctx, token);
  const pending = pendingOf(token.payload);
  if (pending === null) throw invalidLink();
  const existing = await findCustomerByEmail(db, token.email);
  if (existing !== null) {
    // Confirmed already through another of its links: the account stays as it is.
    await spendRegistrationTokens(db, token.email, ctx.now);
    return { confirmed: 'registration', accountEmail: existing.email };
  }
  // The account takes over the registering visitor's id, and with it their lists; when that id
  // is another account's already, the account gets a new one and the lists are merged into it.
  const adopt = isUid(pending.uid) && !(await uidOwned(db, pending.uid));
  const uid = adopt ? pending.uid : randomUUID();
  const account = await insertAccount(db, {
    kind: 'customer',
    email: token.email,
    passwordHash: pending.passwordHash,
    passwordChangedAt: ctx.now,
    salutation: pending.salutation,
    firstName: pending.firstName,
    lastName: pending.lastName,
    newsletter: pending.newsletter,
    newsletterChangedAt: pending.newsletter ? ctx.now : null,
    privacyAcceptedAt: new Date(pending.privacyAcceptedAt),
    language: pending.language,
    uid,
    confirmedAt: ctx.now,
  });
  await spendRegistrationTokens(db, token.email, ctx.now);
  if (account === null) {
    // Another link of the address made the account a moment ago.
    const made = await findCustomerByEmail(db, token.email);
    return { confirmed: 'registration', accountEmail: made?.email ?? token.email };
  }
  // The newsletter's one truth is the subscription of the address (services/content; decision 070).
  await adoptAccountNewsletter(ctx, account, pending.newsletter);
  if (!adopt && isUid(pending.uid)) {
    await mergeVisitorLists(ctx.deps, {
      fromUid: pending.uid,
      toUid: account.uid,
      accountId: account.id,
      now: ctx.now,
    });
  }
  return { confirmed: 'registration', accountEmail: account.email };
}

async function confirmEmailChange(
  ctx: RequestContext,
  token: { accountId: number | null; email: string },
): Promise<Confirmation> {
  const { db } = ctx.deps.database;
  const account: AccountRecord | null =
    token.accountId === null ? null : await findAccountById(db, token.accountId);
  if (account === null) throw invalidLink();
  const oldEmail = account.email;
  const changed = await updateAccount(db, account.id, { email: token.email }, ctx.now);
  await spendAccountTokens(db, account.id, 'emailChange', ctx.now);
  if (!changed) {
    throw new DomainError('conflict', 'errors.accounts.emailTaken', { field: 'confirmID' });
  }
  if (oldEmail.toLowerCase() !== token.email.toLowerCase()) {
    const language = accountLanguage(account);
    sendLater(ctx, 'emailChanged', oldEmail, (brand) =>
      emailChangedMail(language, { brand, name: greetingName(account), newEmail: token.email }),
    );
  }
  return { confirmed: 'emailChange', accountEmail: token.email };
}
