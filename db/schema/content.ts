// Content: CMS containers and their versions, snippets, uploaded media, translation overrides, POIs, notices, school holidays, and the mail lists (newsletter, preferences, contact messages).
// Part of the one Drizzle schema (db/schema/index.ts); only db/ imports it.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { type LocalizedText, createdAt, updatedAt } from './shared';
import { countries, places, regions } from './catalogue';
import { accounts } from './accounts';

// ---------------------------------------------------------------------------------------------
// Content: CMS containers and their versions, snippets, uploaded media, translation overrides, POIs, notices, school holidays.

/**
 * A CMS container (issue 18, docs/editing.md): rich text for one language, page and containerKey
 * (SPEC §7 cms/content/*). One row holds both states: the editor's working `draft` and the
 * `published` document visitors see (TipTap JSON, sanitised on save), with its HTML rendered once
 * on publishing. `status` is what the last action left: draft (never published, or changed since),
 * published, unpublished. A lock is an editor and an expiry: an expired lock is no lock.
 */
export const cmsContents = pgTable(
  'cms_contents',
  {
    id: serial('id').primaryKey(),
    language: varchar('language', { length: 2 }).notNull(),
    page: varchar('page', { length: 64 }).notNull(),
    containerKey: varchar('container_key', { length: 64 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('draft'),
    draft: jsonb('draft').$type<unknown>(),
    published: jsonb('published').$type<unknown>(),
    publishedHtml: text('published_html'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    lockedBy: integer('locked_by').references(() => accounts.id, { onDelete: 'set null' }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    updatedBy: integer('updated_by').references(() => accounts.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('cms_contents_key_idx').on(t.language, t.page, t.containerKey)],
);

/**
 * Every saved state of a container, never updated or deleted: what an action (save, publish,
 * unpublish, revert) left, by whom and when. Revert copies a version's document into the draft.
 */
export const cmsContentVersions = pgTable(
  'cms_content_versions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    contentId: integer('content_id')
      .notNull()
      .references(() => cmsContents.id, { onDelete: 'cascade' }),
    action: varchar('action', { length: 16 }).notNull(),
    document: jsonb('document').$type<unknown>(),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('cms_content_versions_content_idx').on(t.contentId, t.id)],
);

/** Reusable text blocks (issue 18, /admin/snippets/): one key, its text per language. */
export const snippets = pgTable('snippets', {
  key: varchar('key', { length: 64 }).primaryKey(),
  texts: jsonb('texts').$type<LocalizedText>().notNull(),
  updatedBy: integer('updated_by').references(() => accounts.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

/**
 * Uploaded images (issue 18, /admin/s3upload/ and /admin/s3uploadOffice/): checked by content,
 * converted with sharp into `variants` (width, format, storage key, bytes), stored through the
 * media storage interface (DATA_DIR/media or an S3-compatible bucket). `kind`: content, teaser,
 * staff. The original is never kept (EXIF and all).
 */
export const mediaUploads = pgTable(
  'media_uploads',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 16 }).notNull(),
    /** Storage key prefix of the variants, e.g. `uploads/content/<random>`. */
    storageKey: varchar('storage_key', { length: 200 }).notNull(),
    /** A cleaned display name (the uploaded file name, never used as a path). */
    name: varchar('name', { length: 120 }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    variants: jsonb('variants')
      .$type<{ width: number; height: number; format: string; key: string; bytes: number }[]>()
      .notNull(),
    alt: jsonb('alt').$type<LocalizedText>(),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /**
     * sha-256 of the original's bytes, for uploads the catalogue import brings (decision 111): the
     * same photo in the next day's file is the stored upload, not a copy. Null for the office's.
     */
    contentHash: varchar('content_hash', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('media_uploads_kind_idx').on(t.kind, t.id),
    index('media_uploads_hash_idx').on(t.kind, t.contentHash),
  ],
);

export const translationOverrides = pgTable(
  'translation_overrides',
  {
    language: varchar('language', { length: 2 }).notNull(),
    namespace: varchar('namespace', { length: 32 }).notNull(),
    key: varchar('key', { length: 200 }).notNull(),
    value: text('value').notNull(),
    updatedBy: integer('updated_by').references(() => accounts.id),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.language, t.namespace, t.key] })],
);

/**
 * Every change of a translation override (the locale editor, docs/editing.md), never updated or
 * deleted: who, when, the text before and after (null: the JSON default, no override). A revert is
 * a change of its own, so the history reads like a log.
 */
export const translationHistory = pgTable(
  'translation_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    language: varchar('language', { length: 2 }).notNull(),
    namespace: varchar('namespace', { length: 32 }).notNull(),
    key: varchar('key', { length: 200 }).notNull(),
    oldValue: text('old_value'),
    newValue: text('new_value'),
    /** The editor (null: an operator command, or the account is gone). */
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    changedAt: createdAt(),
  },
  (t) => [index('translation_history_key_idx').on(t.language, t.namespace, t.key, t.id)],
);

export const poiKind = pgEnum('poi_kind', ['report', 'sight']);

export const pois = pgTable(
  'pois',
  {
    poiId: integer('poi_id').primaryKey(),
    kind: poiKind('kind').notNull(),
    titles: jsonb('titles').$type<LocalizedText>().notNull(),
    slugs: jsonb('slugs').$type<LocalizedText>().notNull(),
    texts: jsonb('texts').$type<LocalizedText>().notNull(),
    countryCode: varchar('country_code', { length: 2 }).references(() => countries.code),
    regionId: integer('region_id').references(() => regions.id),
    placeId: integer('place_id').references(() => places.id),
    lat: doublePrecision('lat'),
    lon: doublePrecision('lon'),
    photoIds: jsonb('photo_ids').$type<string[]>().notNull().default([]),
  },
  (t) => [index('pois_region_idx').on(t.regionId)],
);

export const travelerNotices = pgTable('traveler_notices', {
  id: serial('id').primaryKey(),
  countryCode: varchar('country_code', { length: 2 }).references(() => countries.code),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  text: jsonb('text').$type<LocalizedText>().notNull(),
  validFrom: date('valid_from'),
  validTo: date('valid_to'),
});

export const schoolHolidays = pgTable(
  'school_holidays',
  {
    id: serial('id').primaryKey(),
    countryCode: varchar('country_code', { length: 2 })
      .notNull()
      .references(() => countries.code),
    state: varchar('state', { length: 8 }),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
  },
  (t) => [index('school_holidays_country_idx').on(t.countryCode, t.startDate)],
);

// ---------------------------------------------------------------------------------------------
// Mail: newsletter, preferences, contact messages.

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    language: varchar('language', { length: 2 }).notNull().default('de'),
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    doiToken: varchar('doi_token', { length: 64 }),
    /**
     * The last request to subscribe (its confirmation link is valid NEWSLETTER_CONFIRM_DAYS from
     * then); a pending address never confirmed is deleted once that link expired (decision 093).
     */
    requestedAt: timestamp('requested_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /**
     * When the consent of a confirmed address ended (the first unsubscribe since it was last
     * subscribed); the row, the proof of that consent and of its end, is deleted at the end of
     * the third year after (decision 100). Null while subscribed.
     */
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('newsletter_email_idx').on(sql`lower(${t.email})`),
    uniqueIndex('newsletter_doi_idx').on(t.doiToken),
  ],
);

export const mailerPreferences = pgTable('mailer_preferences', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  preferences: jsonb('preferences').$type<Record<string, boolean>>().notNull(),
  updatedAt: updatedAt(),
});

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    mandant: varchar('mandant', { length: 32 }).notNull(),
    uid: varchar('uid', { length: 64 }),
    /** guest, landlord, partner, agency. */
    form: varchar('form', { length: 16 }).notNull(),
    reason: varchar('reason', { length: 32 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    name: text('name'),
    phone: text('phone'),
    objectNumber: integer('object_number'),
    /** The rating reported (reason ratingReport, decision 096). */
    ratingNumber: integer('rating_number'),
    message: text('message').notNull(),
    language: varchar('language', { length: 2 }).notNull(),
    /**
     * A rating report's outcome (decision 097): 'hidden' (the rating was taken off) or 'kept'
     * (it stays, with the office's reason mailed to the reporter); null while open.
     */
    decision: varchar('decision', { length: 8 }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  // The messages sent under a visitor id (an account's erasure unlinks them, decision 087).
  (t) => [
    // The reports of a rating, and the open ones of all (the office's queue, decision 097).
    index('contact_messages_rating_idx')
      .on(t.ratingNumber, t.createdAt)
      .where(sql`${t.ratingNumber} is not null`),
    // A decision is one of the two, and has its time; an open report has neither.
    check(
      'contact_messages_decision_check',
      sql`(${t.decision} is null and ${t.decidedAt} is null) or (${t.decision} in ('hidden', 'kept') and ${t.decidedAt} is not null)`,
    ),
    index('contact_messages_uid_idx')
      .on(t.uid)
      .where(sql`${t.uid} is not null`),
    // The nightly retention's scan (decision 093).
    index('contact_messages_created_idx').on(t.createdAt),
  ],
);
