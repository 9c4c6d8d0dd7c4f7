// Customers, bookings and travel vouchers.
// Part of the one Drizzle schema (db/schema/index.ts); only db/ imports it.
import {
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
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
  (t) => [index('customers_account_idx').on(t.accountId), index('customers_email_idx').on(t.email)],
);

export const bookingMethod = pgEnum('booking_method', ['booking', 'option', 'request']);
export const bookingStatus = pgEnum('booking_status', [
  'requested',
  'optioned',
  'pending',
  'confirmed',
  'declined',
  'cancelled',
  'expired',
]);

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
    /** The price result at booking time (core/pricing PriceResult), kept as the contract. */
    price: jsonb('price').$type<Record<string, unknown>>().notNull(),
    priceCompleteCents: integer('price_complete_cents').notNull(),
    /** Secret for the landlord's confirmation link (bookingId + bookingHash). */
    landlordHash: varchar('landlord_hash', { length: 64 }).notNull(),
    partnerId: integer('partner_id'),
    pid: varchar('pid', { length: 32 }),
    uid: varchar('uid', { length: 64 }),
    language: varchar('language', { length: 2 }).notNull().default('de'),
    message: text('message'),
    optionExpiresAt: timestamp('option_expires_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bookings_customer_idx').on(t.customerNumber),
    index('bookings_object_dates_idx').on(t.objectNumber, t.startDate),
    index('bookings_uid_idx').on(t.uid),
  ],
);

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
    paymentStatus: varchar('payment_status', { length: 16 }).notNull().default('open'),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('travel_vouchers_booking_idx').on(t.bookingId, t.customerNumber)],
);
