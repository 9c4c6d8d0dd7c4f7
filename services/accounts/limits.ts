// Abuse limits of the accounts slice, counted in the database for every process
// (services/platform abuse-limits.ts): password guesses per client address and per account
// (however many addresses an attacker uses, one account gets no more), and mails per sender and
// per inbox (registration, password reset, e-mail change). A spent limit answers HTTP 429 with an
// envelope error of type rateLimit and `data.retryAfterSeconds`.
import type { AbuseLimit } from '#services/platform';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

export const ACCOUNT_LIMITS = {
  /** Login attempts (and password confirmations in the profile) from one client address. */
  loginClient: { name: 'login.ip', points: 30, perSeconds: 15 * MINUTE },
  /** Login attempts at one account (its address), from anywhere. */
  loginAccount: { name: 'login.account', points: 10, perSeconds: 15 * MINUTE },
  /** Partner logins from one client address, and at one partner. */
  partnerClient: { name: 'partnerLogin.ip', points: 20, perSeconds: 15 * MINUTE },
  partnerAccount: { name: 'partnerLogin.partner', points: 10, perSeconds: 15 * MINUTE },
  /** Registration mails per visitor, per client address and per inbox. */
  registrationVisitor: { name: 'registration.uid', points: 5, perSeconds: HOUR },
  registrationClient: { name: 'registration.ip', points: 10, perSeconds: HOUR },
  registrationRecipient: { name: 'registration.to', points: 3, perSeconds: HOUR },
  /** Password reset mails per client address and per inbox. */
  resetClient: { name: 'passwordReset.ip', points: 10, perSeconds: HOUR },
  resetRecipient: { name: 'passwordReset.to', points: 3, perSeconds: HOUR },
  /** E-mail change mails per account and per inbox. */
  emailChangeAccount: { name: 'emailChange.account', points: 5, perSeconds: 24 * HOUR },
  emailChangeRecipient: { name: 'emailChange.to', points: 3, perSeconds: HOUR },
  /**
   * Data exports per account (decision 087): each reads everything filed under the account, so a
   * stolen session or a script may not make it a load of its own.
   */
  dataExportAccount: { name: 'dataExport.account', points: 10, perSeconds: HOUR },
  /** Contact addresses saved per client address. */
  contactClient: { name: 'saveContact.ip', points: 30, perSeconds: HOUR },
} as const satisfies Record<string, AbuseLimit>;

/** The subject of per-account login limits: the address as an account is found by it. */
export const accountSubject = (email: string): string => `account:${email.trim().toLowerCase()}`;

export const TOO_MANY_ATTEMPTS = 'errors.accounts.tooManyAttempts';
export const TOO_MANY_MAILS = 'errors.accounts.tooManyMails';
