// Accounts: the people who log in (customers, a partner's staff), their sessions, the single-use
// links mailed to them, and the contact addresses visitors leave without an account.
// Part of the one Drizzle schema (db/schema/index.ts); only db/ imports it.
// Rules and why: docs/architecture.md "Accounts".
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './shared';

// ---------------------------------------------------------------------------------------------
// Accounts (SPEC.md §3 User: accountData).

/**
 * One row per account. A customer registers with e-mail and password (the row exists only once the
 * address is confirmed); a partner's staff log in with the partner id and its code, as the one
 * account of kind 'partner' of that partner (no password). `uid` is the account's visitor id: its
 * watch list and last seen objects live under it, and a login hands it to the browser.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    /** 'customer' or 'partner' (core/api/accounts.ts ACCOUNT_KINDS). */
    kind: varchar('kind', { length: 16 }).notNull().default('customer'),
    email: varchar('email', { length: 254 }).notNull(),
    /** argon2id in the PHC string format, with its parameters; null: no password login. */
    passwordHash: text('password_hash'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    salutation: varchar('salutation', { length: 8 }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    shortName: text('short_name'),
    street: text('street'),
    zipcode: varchar('zipcode', { length: 10 }),
    city: text('city'),
    country: varchar('country', { length: 2 }),
    phone: varchar('phone', { length: 30 }),
    /** The newsletter choice and when it was last given (consent is logged with its time). */
    newsletter: boolean('newsletter').notNull().default(false),
    newsletterChangedAt: timestamp('newsletter_changed_at', { withTimezone: true }),
    privacyAcceptedAt: timestamp('privacy_accepted_at', { withTimezone: true }),
    /** Named permission flags (core/permissions.ts), e.g. 'localeEditor.update'. */
    permissions: text('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    language: varchar('language', { length: 2 }).notNull().default('de'),
    partnerId: integer('partner_id'),
    /** The account's visitor id (watch list, last seen), handed to the browser at login. */
    uid: varchar('uid', { length: 64 })
      .notNull()
      .default(sql`gen_random_uuid()::text`),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One customer account per address, whatever its case; a partner has one staff account.
    uniqueIndex('accounts_email_idx')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.kind} = 'customer'`),
    uniqueIndex('accounts_partner_idx')
      .on(t.partnerId)
      .where(sql`${t.kind} = 'partner'`),
    uniqueIndex('accounts_uid_idx').on(t.uid),
  ],
);

// ---------------------------------------------------------------------------------------------
// Sessions: what a login token carries (its `sid` claim). A token is valid only while its row is
// neither revoked nor expired, so a logout, a password reset or a password change ends it
// everywhere at once.

export const sessions = pgTable(
  'sessions',
  {
    /** 128 random bits, base64url (the token's `sid`). */
    id: varchar('id', { length: 32 }).primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** A persistent login (7-day cookie) or a browser-session login. */
    persistent: boolean('persistent').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('sessions_account_idx').on(t.accountId),
    index('sessions_expires_idx').on(t.expiresAt),
  ],
);

// ---------------------------------------------------------------------------------------------
// Single-use links: registration confirmation, password reset, e-mail change. The link carries
// 256 random bits; only their SHA-256 is stored, so the table cannot be used to open a link.

export const accountTokens = pgTable(
  'account_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** 'registration', 'passwordReset' or 'emailChange'. */
    purpose: varchar('purpose', { length: 16 }).notNull(),
    /** SHA-256 of the token, hex. */
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    /** The account (reset, e-mail change); null for a registration, which has none yet. */
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    /** The address the link was mailed to (registration: the new account's; e-mail change: the new one). */
    email: varchar('email', { length: 254 }).notNull(),
    /** A registration's data until it is confirmed (names, password hash, consent, visitor). */
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('account_tokens_hash_idx').on(t.tokenHash),
    index('account_tokens_email_idx').on(t.purpose, sql`lower(${t.email})`),
    index('account_tokens_account_idx').on(t.accountId),
    index('account_tokens_expires_idx').on(t.expiresAt),
  ],
);

// ---------------------------------------------------------------------------------------------
// Contact addresses a visitor left without an account (POST /api/user/savecontact), one per uid.

export const visitorContacts = pgTable(
  'visitor_contacts',
  {
    uid: varchar('uid', { length: 64 }).primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [index('visitor_contacts_updated_idx').on(t.updatedAt)],
);
