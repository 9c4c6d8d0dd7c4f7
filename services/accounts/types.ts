// The accounts contract shared by the use-cases, /api/user/* and the user-area screens (SPEC.md §3
// User, §4 login states, §6 permissions). Plain data and types, safe to import from app/: the
// shapes are those of the API answers (core/api/accounts.ts), so the two cannot drift.
import type { z } from 'zod';
import type {
  accountDataSchema,
  confirmAnswer,
  profileSchema,
  userGetAnswer,
} from '#core/api/accounts';

export type { Salutation, AccountKind } from '#core/accounts';
export {
  ACCOUNT_KINDS,
  PASSWORD_MAX,
  PASSWORD_MIN,
  SALUTATIONS,
  LOOSE_EMAIL,
  GERMAN_ZIPCODE,
} from '#core/accounts';
export type { Access, Permission } from '#core/permissions';
export { PERMISSIONS } from '#core/permissions';

/** SPEC §3 User.accountData: who is logged in. */
export type AccountData = z.output<typeof accountDataSchema>;

/** What the profile form shows and changes. */
export type Profile = z.output<typeof profileSchema>;

/** The answer of the visitor bootstrap (POST /api/user/get). */
export type VisitorBootstrap = z.output<typeof userGetAnswer>;

/** What a confirmation link confirmed. */
export type Confirmation = z.output<typeof confirmAnswer>;

/** The token a visitor's login carries, for the debug view (SPEC §5: yyyy-MM-dd HH:mm:ss). */
export interface TokenDebug {
  /** The token's payload: the account (`sub`), the session (`sid`), `iat` and `exp`. */
  payload: { sub: string; sid: string; iat: number; exp: number };
  /** iat and exp in Berlin time as yyyy-MM-dd HH:mm:ss. */
  issuedAt: string;
  expiresAt: string;
}

/** How long the single-use links work. */
export const REGISTRATION_LINK_HOURS = 72;
export const PASSWORD_RESET_LINK_HOURS = 1;
export const EMAIL_CHANGE_LINK_HOURS = 24;
