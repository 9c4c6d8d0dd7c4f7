// Platform tables: what every slice shares, not a domain of its own.
// Part of the one Drizzle schema (db/schema/index.ts); only db/ imports it.
import { bigserial, index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './shared';

// ---------------------------------------------------------------------------------------------
// Abuse limits (services/platform/abuse-limits.ts).

/**
 * The counters of the abuse limits, shared by every process: one row per limit and subject
 * (`shareMail.to:<keyed hash of the address>`), counting the points spent until `expire`. The
 * columns are those of rate-limiter-flexible's Drizzle store; subjects are keyed hashes, never
 * addresses or IPs. Expired rows are deleted by the platform's cleanup job.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: varchar('key', { length: 255 }).primaryKey(),
    points: integer('points').notNull(),
    expire: timestamp('expire', { withTimezone: true }),
  },
  (t) => [index('rate_limits_expire_idx').on(t.expire)],
);

// ---------------------------------------------------------------------------------------------
// Site settings an operator changes at run time (services/partners/branding: the operator brand).

/**
 * Settings by topic, one row per key (`branding`): a partial override of what the environment
 * configures, read at run time, so a change shows on every screen without a rebuild.
 */
export const siteSettings = pgTable('site_settings', {
  key: varchar('key', { length: 64 }).primaryKey(),
  value: jsonb('value').$type<Record<string, unknown>>().notNull(),
  updatedBy: integer('updated_by'),
  updatedAt: updatedAt(),
});

// ---------------------------------------------------------------------------------------------
// The audit log of the back office (issue 18, docs/editing.md).

/**
 * Every admin action (uploads, teasers, schedule, snippets, CMS containers, translations): who,
 * what, when, the state before and after. Never updated or deleted by the application; the
 * account is kept as an id (null: an operator command, or the account is gone).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id'),
    /** What was done, `area.verb`: `cms.publish`, `uploads.create`, `schedule.update` … */
    action: varchar('action', { length: 64 }).notNull(),
    /** What it was done to, e.g. `cms:de/faq/intro`, `upload:12`, `snippet:office-hours`. */
    target: varchar('target', { length: 200 }).notNull(),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_target_idx').on(t.target, t.id),
  ],
);
