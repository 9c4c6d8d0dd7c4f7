// Tracking and consent logs of visitors, kept TRACKING_RETENTION_DAYS (the retention job).
// Part of the one Drizzle schema (db/schema/index.ts); only db/ imports it.
import { bigserial, index, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './shared';

// ---------------------------------------------------------------------------------------------
// Tracking and consent.

/** Tracking events: searchTrack, searchTrackObject, timings, history. */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    mandant: varchar('mandant', { length: 32 }).notNull(),
    kind: varchar('kind', { length: 32 }).notNull(),
    uid: varchar('uid', { length: 64 }),
    objectNumber: integer('object_number'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('tracking_events_kind_created_idx').on(t.kind, t.createdAt),
    // The retention job (services/visitors/retention.ts) deletes by age alone.
    index('tracking_events_created_idx').on(t.createdAt),
  ],
);

/** Cookie-consent decisions (SPEC.md §4: confirming stores the usage per category and logs it). */
export const cookieConsentLogs = pgTable(
  'cookie_consent_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    mandant: varchar('mandant', { length: 32 }).notNull(),
    uid: varchar('uid', { length: 64 }).notNull(),
    accepted: jsonb('accepted').$type<{ name: string; usage: boolean }[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('cookie_consent_logs_uid_idx').on(t.uid),
    index('cookie_consent_logs_created_idx').on(t.createdAt),
  ],
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
    createdAt: createdAt(),
  },
  (t) => [
    index('tracking_params_uid_idx').on(t.uid),
    index('tracking_params_created_idx').on(t.createdAt),
  ],
);
