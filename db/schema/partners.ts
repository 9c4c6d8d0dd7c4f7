// Partners, campaigns and the office contact.
// Part of the one Drizzle schema (db/schema/index.ts); only db/ imports it.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { type LocalizedText, updatedAt } from './shared';
import { accounts } from './accounts';

// ---------------------------------------------------------------------------------------------
// Partners, campaigns, office contact.

export const partners = pgTable('partners', {
  partnerId: integer('partner_id').primaryKey(),
  partnerTagName: varchar('partner_tag_name', { length: 64 }),
  partnerName: text('partner_name').notNull(),
  /** One of the eight travel-retail partner group codes. */
  partnerParent: varchar('partner_parent', { length: 32 }),
  partnerPhone: text('partner_phone'),
  partnerUrl: text('partner_url'),
  ignorePartnerUrl: boolean('ignore_partner_url').notNull().default(false),
  partnerEmail: text('partner_email'),
  paxloungeNr: varchar('paxlounge_nr', { length: 32 }),
  hideInsurances: boolean('hide_insurances').notNull().default(false),
  hideNewsletter: boolean('hide_newsletter').notNull().default(false),
  hideBonus: boolean('hide_bonus').notNull().default(false),
  allowMidocoUsage: boolean('allow_midoco_usage').notNull().default(false),
  showHeader: boolean('show_header').notNull().default(true),
  showHeaderLogo: boolean('show_header_logo').notNull().default(true),
  /** Hash of the partner login code (partner login with partner and code). */
  loginCodeHash: text('login_code_hash'),
});

/**
 * The commission rate agreed with a partner (decision 107), in basis points of the total price
 * the guests were shown (800: 8 %), for the bookings made from the first day of `validFrom` (a
 * month) until the next rate's month. A rate is part of the statements already made: no foreign
 * key, so a partner deleted since keeps the rates its months were paid at.
 */
export const partnerCommissionRates = pgTable(
  'partner_commission_rates',
  {
    partnerId: integer('partner_id').notNull(),
    /** The first month the rate applies to, 'yyyy-MM'. */
    validFrom: varchar('valid_from', { length: 7 }).notNull(),
    rateBp: integer('rate_bp').notNull(),
    setAt: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.partnerId, t.validFrom] }),
    check('partner_commission_rates_rate_bp', sql`${t.rateBp} between 0 and 5000`),
    check(
      'partner_commission_rates_valid_from',
      sql`${t.validFrom} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`,
    ),
  ],
);

/**
 * A partner's commission of a month recorded as paid out by the office (decision 112): what was
 * paid, on which basis and rate, when and by whom. One per partner and month. No foreign key, as
 * for the rates: a payout is the operator's accounting record and outlives a partner deleted by
 * hand.
 */
export const partnerPayouts = pgTable(
  'partner_payouts',
  {
    partnerId: integer('partner_id').notNull(),
    /** The month of the bookings the commission is for, 'yyyy-MM'. */
    month: varchar('month', { length: 7 }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    rateBp: integer('rate_bp').notNull(),
    /** What counted for the commission when it was paid (the guests' total prices). */
    basisCents: bigint('basis_cents', { mode: 'number' }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    accountId: integer('account_id'),
  },
  (t) => [
    primaryKey({ columns: [t.partnerId, t.month] }),
    check('partner_payouts_amount', sql`${t.amountCents} > 0`),
    check('partner_payouts_month', sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
  ],
);

/**
 * Partner groups (SPEC §3 partnerParent: the travel-retail group a partner belongs to). The group
 * decides header and logo for its partners' visits; a group may require a partner id on the hosts
 * it is served under (a visit there without one goes to /incorrect/, SPEC §2 PartnerRequired).
 */
export const partnerGroups = pgTable('partner_groups', {
  code: varchar('code', { length: 32 }).primaryKey(),
  name: text('name').notNull(),
  showHeader: boolean('show_header').notNull().default(true),
  showHeaderLogo: boolean('show_header_logo').notNull().default(true),
  /** A visit on one of `hosts` without a partner id is refused (PartnerRequired). */
  partnerRequired: boolean('partner_required').notNull().default(false),
  /** Host names (no port) the group's partners link to, compared lower-case; empty: none. */
  hosts: text('hosts')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
});

/**
 * Applications to the partner programme (SPEC §7 sendRegistration): agencies and affiliates apply
 * with their company data; the office approves (a partner row with its id and login code) or
 * rejects. Kept as the record of who applied and what became of it; a rejected one until
 * MESSAGE_RETENTION_DAYS after the decision (decision 093).
 */
export const partnerApplications = pgTable(
  'partner_applications',
  {
    id: serial('id').primaryKey(),
    /** agency (travel agency) or affiliate. */
    kind: varchar('kind', { length: 16 }).notNull(),
    company: text('company').notNull(),
    salutation: varchar('salutation', { length: 16 }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    phone: text('phone'),
    website: text('website'),
    street: text('street'),
    postalCode: varchar('postal_code', { length: 16 }),
    city: text('city'),
    countryCode: varchar('country_code', { length: 2 }),
    vatId: varchar('vat_id', { length: 32 }),
    message: text('message'),
    language: varchar('language', { length: 2 }).notNull().default('de'),
    /** pending, approved, rejected. */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    /** The partner created on approval. */
    partnerId: integer('partner_id').references(() => partners.partnerId),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('partner_applications_status_idx').on(t.status, t.createdAt)],
);

export const campaigns = pgTable('campaigns', {
  pid: varchar('pid', { length: 32 }).primaryKey(),
  description: text('description').notNull(),
  /** Phone number as dialled (tel: link) and as displayed. */
  phoneInteract: varchar('phone_interact', { length: 32 }),
  phoneDisplay: varchar('phone_display', { length: 40 }),
  watchlistShare: boolean('watchlist_share').notNull().default(false),
  encouragementAlert: boolean('encouragement_alert').notNull().default(false),
});

export const officeStaff = pgTable('office_staff', {
  id: serial('id').primaryKey(),
  nameShorted: text('name_shorted').notNull(),
  /** Portrait photo id; served at 45×45 and 120×120 (+ WebP). */
  photoId: varchar('photo_id', { length: 64 }),
  languages: text('languages')
    .array()
    .notNull()
    .default(sql`'{de}'::text[]`),
  /** Whose questions they answer: default, object, retailer, agency, partner. */
  contexts: text('contexts')
    .array()
    .notNull()
    .default(sql`'{default}'::text[]`),
  active: boolean('active').notNull().default(true),
});

export const officeStaffTimes = pgTable(
  'office_staff_times',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => officeStaff.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('office_staff_times_start_idx').on(t.startsAt)],
);

export const officeOverwrites = pgTable('office_overwrites', {
  id: serial('id').primaryKey(),
  pageType: varchar('page_type', { length: 32 }).notNull(),
  translation: jsonb('translation').$type<LocalizedText>().notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  updatedBy: integer('updated_by').references(() => accounts.id),
  updatedAt: updatedAt(),
});
