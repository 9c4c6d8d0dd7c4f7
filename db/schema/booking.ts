// Customers, bookings and travel vouchers; since issue 14 the occupancy of objects (bookings and
// live options in one table, never overlapping: docs/decisions/055-occupancy-and-booking-states.md),
// every booking's state changes, idempotency keys of booking requests, enquiries and the booking
// mails' outbox. Part of the one Drizzle schema (db/schema/index.ts); only db/ imports it.
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgSequence,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, updatedAt } from './shared';
import { objects } from './catalogue';
import { accounts } from './accounts';

// ---------------------------------------------------------------------------------------------
// Customers, bookings, vouchers.

export const customers = pgTable(
  'customers',
  {
    customerNumber: integer('customer_number').primaryKey(),
    accountId: integer('account_id').references(() => accounts.id),
    email: varchar('email', { length: 254 }).notNull(),
    salutation: varchar('salutation', { length: 16 }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    street: text('street'),
    zipcode: varchar('zipcode', { length: 16 }),
    city: text('city'),
    country: varchar('country', { length: 2 }).notNull().default('de'),
    phone: text('phone'),
    createdAt: createdAt(),
  },
  (t) => [
    index('customers_account_idx').on(t.accountId),
    index('customers_email_idx').on(t.email),
    // A voucher pays bookings of the same address however it was typed (decision 081).
    index('customers_email_lower_idx').on(sql`lower(${t.email})`),
  ],
);

export const bookingMethod = pgEnum('booking_method', ['booking', 'option', 'request']);
/** The states of core/booking/states.ts (issue 14, contract 4). */
export const bookingStatus = pgEnum('booking_status', [
  'requested',
  'option',
  'confirmed',
  'paid',
  'declined',
  'cancelled',
  'expired',
]);

/** Customer numbers of customers made by bookings (feeds and factories use other ranges). */
export const customerNumberSeq = pgSequence('customer_number_seq', { startWith: 500_001 });
/** The running number a booking is known by (bookingDisplayNumber). */
export const bookingDisplaySeq = pgSequence('booking_display_seq', { startWith: 100_001 });

export const bookings = pgTable(
  'bookings',
  {
    bookingId: serial('booking_id').primaryKey(),
    /** The number customers see (e.g. 2026-104711). */
    displayNumber: integer('display_number').notNull().unique(),
    customerNumber: integer('customer_number')
      .notNull()
      .references(() => customers.customerNumber),
    objectNumber: integer('object_number')
      .notNull()
      .references(() => objects.objectNumber),
    method: bookingMethod('method').notNull(),
    status: bookingStatus('status').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    adults: smallint('adults').notNull(),
    children: smallint('children').notNull().default(0),
    childAges: jsonb('child_ages').$type<number[]>().notNull().default([]),
    pets: smallint('pets').notNull().default(0),
    /** The pets' size where the object asks for it (core/booking PET_SIZES), for the landlord. */
    petSize: varchar('pet_size', { length: 8 }),
    /** The price result at booking time (core/pricing PriceResult), kept as the contract. */
    price: jsonb('price').$type<Record<string, unknown>>().notNull(),
    priceCompleteCents: integer('price_complete_cents').notNull(),
    /**
     * The landlord's confirmation link (bookingId + bookingHash): SHA-256 (hex) of the link's
     * random secret, never the secret itself.
     */
    landlordHash: varchar('landlord_hash', { length: 64 }).notNull(),
    /** The guest's link (finish page, convert an option) the same way; null for older rows. */
    guestHash: varchar('guest_hash', { length: 64 }),
    /** What the guest pays with the booking (BookingQuote.total), in cents. */
    totalCents: integer('total_cents'),
    paymentMethod: varchar('payment_method', { length: 16 }),
    /**
     * The traveller as this booking was made: the printable confirmation's addressee, and the
     * address and phone the booking's mails and its landlord use — an account's customer record
     * keeps only the latest booking's (someone booking for a friend would otherwise send the mails
     * of their own earlier bookings to the friend). null for older rows; `email` and `phone`
     * absent in rows before 2026-11-30, `lastName` (the family name as typed, which `name` joins
     * with the first name) before 2026-12-01.
     */
    traveller: jsonb('traveller').$type<{
      name: string;
      lastName?: string;
      street: string | null;
      zip: string | null;
      city: string | null;
      country: string;
      email?: string;
      phone?: string | null;
    }>(),
    insurance: boolean('insurance').notNull().default(false),
    extras: jsonb('extras').$type<string[]>().notNull().default([]),
    /** When the reminder before an option lapses went out (sent once). */
    optionRemindedAt: timestamp('option_reminded_at', { withTimezone: true }),
    /** When the reminder of the balance due went out (sent once). */
    balanceRemindedAt: timestamp('balance_reminded_at', { withTimezone: true }),
    partnerId: integer('partner_id'),
    pid: varchar('pid', { length: 32 }),
    uid: varchar('uid', { length: 64 }),
    language: varchar('language', { length: 2 }).notNull().default('de'),
    message: text('message'),
    optionExpiresAt: timestamp('option_expires_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** The landlord's reason when declining (told to the guest). */
    declineReason: text('decline_reason'),
    /** When the landlord was reminded of an unanswered request (24 h; sent once, issue 15). */
    landlordRemindedAt: timestamp('landlord_reminded_at', { withTimezone: true }),
    /** When an unanswered request went to the office (48 h; once). */
    landlordEscalatedAt: timestamp('landlord_escalated_at', { withTimezone: true }),
    /** When the booking was cancelled and what the cancellation terms charged (cents). */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** When its retention period ended and its personal data went (decision 089). */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    cancellationFeeCents: integer('cancellation_fee_cents'),
    /** When the guest was asked to rate the stay (after departure; once). */
    ratingInvitedAt: timestamp('rating_invited_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bookings_customer_idx').on(t.customerNumber),
    index('bookings_object_dates_idx').on(t.objectNumber, t.startDate),
    index('bookings_uid_idx').on(t.uid),
    index('bookings_status_expiry_idx').on(t.status, t.optionExpiresAt),
    index('bookings_created_idx').on(t.createdAt),
    // A partner's bookings by the month they were made (decision 094).
    index('bookings_partner_created_idx')
      .on(t.partnerId, t.createdAt)
      .where(sql`${t.partnerId} is not null`),
    // The bookings still to anonymise when their retention period ends (decision 089).
    index('bookings_retention_idx')
      .on(t.endDate)
      .where(sql`${t.anonymisedAt} is null`),
  ],
);

/** A PostgreSQL `daterange` as its text form '[2026-07-04,2026-07-11)'. */
const dateRange = customType<{ data: string; driverData: string }>({
  dataType: () => 'daterange',
});

/**
 * Who occupies which nights of an object: one row per booking or live option, `stay` the range
 * [arrival, departure) so that a departure day can be the next arrival. The migration adds
 * `EXCLUDE USING gist (object_number WITH =, stay WITH &&)` (btree_gist): two rows of one object
 * can never overlap, whatever runs at the same time. A row goes when its booking stops blocking
 * (expired, declined, cancelled). `expiresAt`: an option's end — past it, the row blocks nothing
 * and the next booking of the object removes it in its own transaction.
 */
export const occupancy = pgTable(
  'occupancy',
  {
    id: serial('id').primaryKey(),
    objectNumber: integer('object_number')
      .notNull()
      .references(() => objects.objectNumber),
    bookingId: integer('booking_id')
      .notNull()
      .unique()
      .references(() => bookings.bookingId),
    stay: dateRange('stay').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('occupancy_expires_idx').on(t.expiresAt)],
);

/**
 * The landlord calendar feed's address version per object (decision 095): the feed's secret is
 * made from the object number and this version, so a new version ends every address given out
 * before. No row: version 0, the address of the first mails.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  // No cascade: an object deleted and made again under its number must not start over at
  // version 0, whose address went out in the first mails.
  objectNumber: integer('object_number')
    .primaryKey()
    .references(() => objects.objectNumber),
  version: integer('version').notNull(),
  renewedAt: timestamp('renewed_at', { withTimezone: true }).notNull(),
});

export const bookingActor = pgEnum('booking_actor', ['guest', 'landlord', 'system', 'office']);

/** Every state change of a booking: when, who, from which state to which (core/booking). */
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.bookingId),
    at: timestamp('at', { withTimezone: true }).notNull(),
    actor: bookingActor('actor').notNull(),
    /** The transition's name (core/booking TRANSITIONS), 'create' for the first state. */
    transition: varchar('transition', { length: 32 }).notNull(),
    fromStatus: bookingStatus('from_status'),
    toStatus: bookingStatus('to_status').notNull(),
  },
  (t) => [index('booking_events_booking_idx').on(t.bookingId)],
);

/**
 * Idempotency keys of booking requests: the key, a hash of the request it came with and the first
 * answer. The same key with the same request answers the first answer again; with another request
 * it is refused. Kept a week (the booking job deletes older ones).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: varchar('key', { length: 64 }).primaryKey(),
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    bookingId: integer('booking_id').references(() => bookings.bookingId),
    answer: jsonb('answer').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('idempotency_keys_created_idx').on(t.createdAt)],
);

/** Enquiries to a landlord (POST /api/request): they block nothing. */
export const enquiries = pgTable(
  'enquiries',
  {
    id: serial('id').primaryKey(),
    objectNumber: integer('object_number')
      .notNull()
      .references(() => objects.objectNumber),
    accountId: integer('account_id').references(() => accounts.id),
    salutation: varchar('salutation', { length: 16 }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    phone: text('phone'),
    message: text('message').notNull(),
    startDate: date('start_date'),
    endDate: date('end_date'),
    adults: smallint('adults'),
    children: smallint('children'),
    pets: smallint('pets'),
    language: varchar('language', { length: 2 }).notNull().default('de'),
    uid: varchar('uid', { length: 64 }),
    /** The partner and campaign of the visit, as bookings keep them (commission, SPEC §1). */
    partnerId: integer('partner_id'),
    pid: varchar('pid', { length: 32 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('enquiries_object_idx').on(t.objectNumber),
    // The nightly retention's scan (decision 093).
    index('enquiries_created_idx').on(t.createdAt),
    // An account's enquiries (its data export and erasure, decision 087).
    index('enquiries_account_idx')
      .on(t.accountId)
      .where(sql`${t.accountId} is not null`),
  ],
);

export const outboxStatus = pgEnum('booking_mail_status', ['pending', 'sent', 'failed']);

/**
 * The booking slice's mails, written in the transaction of what they tell (a booking is never
 * stored without its mails, nor a mail sent for a booking that was rolled back) and delivered by
 * the mail job with retries. `dedupeKey` makes each mail once: 'confirmation:<bookingId>'.
 */
export const bookingMails = pgTable(
  'booking_mails',
  {
    id: serial('id').primaryKey(),
    dedupeKey: varchar('dedupe_key', { length: 96 }).notNull(),
    /** The template (services/booking mails.tsx MAIL_KINDS). */
    kind: varchar('kind', { length: 32 }).notNull(),
    bookingId: integer('booking_id').references(() => bookings.bookingId),
    enquiryId: integer('enquiry_id').references(() => enquiries.id),
    recipient: varchar('recipient', { length: 254 }).notNull(),
    language: varchar('language', { length: 2 }).notNull(),
    /** The template's data (links' secrets are only here, until the mail is sent). */
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    status: outboxStatus('status').notNull().default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('booking_mails_dedupe_idx').on(t.dedupeKey),
    index('booking_mails_due_idx').on(t.status, t.nextAttemptAt),
    // An enquiry's mails, deleted with it after the retention (decision 093).
    index('booking_mails_enquiry_idx')
      .on(t.enquiryId)
      .where(sql`${t.enquiryId} is not null`),
  ],
);

/**
 * Travel vouchers (issue 15): a value the operator issues to a customer (goodwill, or a cancelled
 * booking's credit), identified to the guest by the booking it came with and the customer number
 * (/ihr-reisegutschein/{bookingID}/{customerNumber}/) and redeemed by its code against a booking's
 * open amount. `remainingCents` only goes down, by a guarded update (never below zero): a voucher
 * is used up once, never twice, whatever runs at the same time.
 */
export const travelVouchers = pgTable(
  'travel_vouchers',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.bookingId),
    customerNumber: integer('customer_number')
      .notNull()
      .references(() => customers.customerNumber),
    code: varchar('code', { length: 32 }).notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    /** What is left to redeem (amountCents at issue). */
    remainingCents: integer('remaining_cents').notNull().default(0),
    /** Redeemable until the end of this day (Europe/Berlin). */
    expiresOn: date('expires_on'),
    /** office (goodwill) or cancellation. */
    reason: varchar('reason', { length: 16 }).notNull().default('office'),
    paymentStatus: varchar('payment_status', { length: 16 }).notNull().default('open'),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('travel_vouchers_booking_idx').on(t.bookingId, t.customerNumber)],
);

/** Each use of a voucher: how much of it went to which booking. */
export const voucherRedemptions = pgTable(
  'voucher_redemptions',
  {
    id: serial('id').primaryKey(),
    voucherId: integer('voucher_id')
      .notNull()
      .references(() => travelVouchers.id),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.bookingId),
    amountCents: integer('amount_cents').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('voucher_redemptions_voucher_idx').on(t.voucherId),
    index('voucher_redemptions_booking_idx').on(t.bookingId),
  ],
);
