// The one Drizzle pg-core schema. Only db/ imports it. Tables are grouped by domain; money is
// integer cents, dates are date columns (strings 'yyyy-MM-dd' in TypeScript).
import { sql } from 'drizzle-orm';
import { bigserial, index, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Cookie-consent decisions (SPEC.md §4: confirming stores the usage per category and logs it). */
export const cookieConsentLogs = pgTable(
  'cookie_consent_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    mandant: varchar('mandant', { length: 32 }).notNull(),
    uid: varchar('uid', { length: 64 }).notNull(),
    accepted: jsonb('accepted').$type<{ name: string; usage: boolean }[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index('cookie_consent_logs_uid_idx').on(t.uid)],
);

/** Tracking parameters a visitor arrived with (SPEC.md §3, "Tracking query parameters kept"). */
export const trackingParams = pgTable(
  'tracking_params',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    mandant: varchar('mandant', { length: 32 }).notNull(),
    uid: varchar('uid', { length: 64 }).notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull(),
    landingPath: text('landing_path'),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index('tracking_params_uid_idx').on(t.uid)],
);
