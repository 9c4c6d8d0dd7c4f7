// Accounts: the users who log in.
// Part of the one Drizzle schema (db/schema/index.ts); only db/ imports it.
import { sql } from 'drizzle-orm';
import {
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt } from './shared';

// ---------------------------------------------------------------------------------------------
// Accounts (users of the site: customers, landlords, partners, staff).

export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    shortName: text('short_name'),
    /** Named permission flags, e.g. 'localeEditor.update'. */
    permissions: text('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    language: varchar('language', { length: 2 }).notNull().default('de'),
    partnerId: integer('partner_id'),
    confirmId: varchar('confirm_id', { length: 64 }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    resetId: varchar('reset_id', { length: 64 }),
    resetExpiresAt: timestamp('reset_expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('accounts_email_idx').on(sql`lower(${t.email})`),
    uniqueIndex('accounts_confirm_idx').on(t.confirmId),
    uniqueIndex('accounts_reset_idx').on(t.resetId),
  ],
);

/** One row per visitor uid that has a watch list; shareUid is the watchListUID of SPEC.md §3. */
