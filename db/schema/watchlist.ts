// Watch lists and last seen objects of visitors (uid) and accounts.
// Part of the one Drizzle schema (db/schema/index.ts); only db/ imports it.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt } from './shared';
import { objects } from './catalogue';
import { accounts } from './accounts';

// ---------------------------------------------------------------------------------------------
// Watch lists and last seen objects.

export const watchLists = pgTable(
  'watch_lists',
  {
    uid: varchar('uid', { length: 64 }).primaryKey(),
    shareUid: varchar('share_uid', { length: 64 }).notNull().unique(),
    accountId: integer('account_id').references(() => accounts.id),
    createdAt: createdAt(),
  },
  // An account's lists (its login merge, export and erasure).
  (t) => [
    index('watch_lists_account_idx')
      .on(t.accountId)
      .where(sql`${t.accountId} is not null`),
  ],
);

export const watchedObjects = pgTable(
  'watched_objects',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    uid: varchar('uid', { length: 64 }).notNull(),
    objectNumber: integer('object_number')
      .notNull()
      .references(() => objects.objectNumber, { onDelete: 'cascade' }),
    price: integer('price'),
    priceOriginal: integer('price_original'),
    pricePercentReduction: smallint('price_percent_reduction'),
    currency: varchar('currency', { length: 3 }).notNull().default('EUR'),
    startDate: date('start_date'),
    endDate: date('end_date'),
    persons: smallint('persons'),
    // The rest of the party the price was quoted for (persons = adults), so today's total of the
    // stay is quoted for the same party (docs/decisions/040-one-quote-for-every-screen.md).
    childs: smallint('childs').notNull().default(0),
    pets: smallint('pets').notNull().default(0),
    addDate: timestamp('add_date', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    deleteDate: timestamp('delete_date', { withTimezone: true }),
  },
  (t) => [uniqueIndex('watched_objects_uid_object_idx').on(t.uid, t.objectNumber)],
);

export const lastSeenObjects = pgTable(
  'last_seen_objects',
  {
    uid: varchar('uid', { length: 64 }).notNull(),
    objectNumber: integer('object_number')
      .notNull()
      .references(() => objects.objectNumber, { onDelete: 'cascade' }),
    seenAt: timestamp('seen_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    objectData: jsonb('object_data').$type<Record<string, unknown>>(),
  },
  (t) => [
    primaryKey({ columns: [t.uid, t.objectNumber] }),
    index('last_seen_uid_seen_idx').on(t.uid, t.seenAt),
  ],
);
