// Payments of bookings (issue 14): what a booking asks to be paid (deposit and balance, or the
// whole amount) with its state, the provider notifications received (kept by their event id, so a
// repeated notification changes nothing), and refunds. Besides, the sandbox card provider's own
// records (`sandbox_charges`): a real provider keeps these on its side; the built-in sandbox keeps
// them here, apart from ours, and reads no other table.
// Part of the one Drizzle schema (db/schema/index.ts); only db/ imports it. Money in cents (EUR).
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './shared';
import { bookings } from './booking';

export const paymentKind = pgEnum('payment_kind', [
  'deposit',
  'balance',
  'full',
  'cancellationFee',
]);
export const paymentMethod = pgEnum('payment_method', [
  'card',
  'bankTransfer',
  'invoice',
  'landlord',
  // A travel voucher covered the amount (issue 15).
  'voucher',
]);
/**
 * open: to be paid; authorized: the provider holds the amount, not yet captured (providers that
 * authorise first); paid; failed: the last attempt failed (the guest may try again); refunded;
 * cancelled: no longer to be paid (the booking lapsed or was cancelled before it was paid).
 */
export const paymentStatus = pgEnum('payment_status', [
  'open',
  'authorized',
  'paid',
  'failed',
  'refunded',
  'cancelled',
]);

export const payments = pgTable(
  'payments',
  {
    paymentId: serial('payment_id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.bookingId),
    kind: paymentKind('kind').notNull(),
    method: paymentMethod('method').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('EUR'),
    dueDate: date('due_date').notNull(),
    status: paymentStatus('status').notNull().default('open'),
    /** The provider that took the money ('sandbox', 'stripe' …), once one did. */
    provider: varchar('provider', { length: 32 }),
    /** The provider's id of the charge (for refunds and support). */
    providerReference: varchar('provider_reference', { length: 64 }),
    /** The card's last four digits; card numbers are never stored. */
    cardLast4: varchar('card_last4', { length: 4 }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * The rest of a payment paid in part (a transfer of less than was asked, recorded at
     * /admin/payments/): the payment it was split from. The part received keeps the payment's row
     * and is paid; the rest is this row, open, of the same kind and due day. Null for the plan's
     * own payments, which are one per kind.
     */
    partOf: integer('part_of').references((): AnyPgColumn => payments.paymentId),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_booking_kind_idx')
      .on(t.bookingId, t.kind)
      .where(sql`${t.partOf} is null`),
    // The partial index above serves no query by booking alone (a booking's payments, the
    // reminders' "earliest open" subquery): these do, and the parts of a payment.
    index('payments_booking_idx').on(t.bookingId),
    index('payments_part_of_idx').on(t.partOf),
    // A statement's credits without booking number look up the open transfers of their amounts
    // on every view of /admin/payments/ (decision 083): only open transfers (and invoice payments,
    // paid by transfer too: decision 110), a small part of all.
    index('payments_open_transfers_amount_idx')
      .on(t.amountCents)
      .where(sql`${t.method} in ('bankTransfer', 'invoice') and ${t.status} = 'open'`),
  ],
);

/**
 * The credits of the operator's bank statements, imported at /admin/payments/ (CAMT files, decision
 * 082), to be matched to the transfers awaited. One row per credit, by the bank's reference (the
 * same line imported twice is one row). `allocated_cents` is what was recorded against payments
 * from it: a guest who paid deposit and balance at once pays two payments from one credit. open:
 * money left to match; done: all of it recorded; dismissed: set aside by the office (not a
 * booking's money, or a surplus sent back).
 */
export const bankStatementEntries = pgTable(
  'bank_statement_entries',
  {
    entryId: serial('entry_id').primaryKey(),
    ref: varchar('ref', { length: 140 }).notNull().unique(),
    bookedOn: date('booked_on'),
    valueOn: date('value_on').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    payer: varchar('payer', { length: 140 }),
    payerIban: varchar('payer_iban', { length: 34 }),
    remittance: text('remittance').notNull(),
    allocatedCents: integer('allocated_cents').notNull().default(0),
    status: varchar('status', { length: 16 }).notNull().default('open'),
    /** The account that imported it. */
    importedBy: integer('imported_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('bank_statement_entries_status_idx').on(t.status, t.valueOn)],
);

/** Every provider notification acted on, by the provider's event id: the idempotency record. */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: serial('id').primaryKey(),
    provider: varchar('provider', { length: 32 }).notNull(),
    eventId: varchar('event_id', { length: 64 }).notNull(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.paymentId),
    type: varchar('type', { length: 32 }).notNull(),
    /** What confirmNotification answered the first time; a repeat answers it again. */
    result: jsonb('result').$type<Record<string, unknown>>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('payment_notifications_event_idx').on(t.provider, t.eventId),
    index('payment_notifications_payment_idx').on(t.paymentId),
  ],
);

export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: serial('id').primaryKey(),
    /** One refund of the whole amount per payment (a second attempt finds this row). */
    paymentId: integer('payment_id')
      .notNull()
      .unique()
      .references(() => payments.paymentId),
    amountCents: integer('amount_cents').notNull(),
    /** Why: 'bookingLapsed' (a late payment for a lapsed or cancelled booking), 'office'. */
    reason: varchar('reason', { length: 32 }).notNull(),
    provider: varchar('provider', { length: 32 }).notNull(),
    providerReference: varchar('provider_reference', { length: 64 }),
    status: varchar('status', { length: 16 }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('payment_refunds_status_idx').on(t.status)],
);

/**
 * A card charge its payment could not take (decision 109): the payment was settled meanwhile —
 * by a travel voucher, a transfer or another card charge — or its amount changed (a voucher paid
 * part of it) while the guest was on the provider's page for the old amount. Kept and given back
 * whole through the provider that took it; one row per charge, so a repeated notification finds
 * it. pending → refunded | failed (a failed one is tried again by the provider's next delivery).
 */
export const strayCharges = pgTable(
  'stray_charges',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.paymentId),
    provider: varchar('provider', { length: 32 }).notNull(),
    providerReference: varchar('provider_reference', { length: 64 }).notNull(),
    eventId: varchar('event_id', { length: 64 }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    /** 'settled' (the payment was paid already) or 'amountChanged'. */
    reason: varchar('reason', { length: 32 }).notNull(),
    status: varchar('status', { length: 16 }).notNull(),
    refundReference: varchar('refund_reference', { length: 64 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('stray_charges_charge_idx').on(t.provider, t.providerReference),
    index('stray_charges_payment_idx').on(t.paymentId),
  ],
);

/**
 * The sandbox provider's side (what Stripe or Adyen would keep): one charge per card attempt that
 * got past the form, the merchant's payment id as its reference, its outcome, and whether the
 * merchant's notification endpoint acknowledged it (a job delivers again until it does).
 */
export const sandboxCharges = pgTable(
  'sandbox_charges',
  {
    /** Random and unguessable (`ch_…`): the challenge step posts it. */
    reference: varchar('reference', { length: 40 }).primaryKey(),
    /** The merchant's payment id (no foreign key: the provider's records stand on their own). */
    merchantPaymentId: integer('merchant_payment_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    /** challenge → succeeded | declined; succeeded → refunded. */
    status: varchar('status', { length: 16 }).notNull(),
    cardLast4: varchar('card_last4', { length: 4 }).notNull(),
    cardBrand: varchar('card_brand', { length: 16 }).notNull(),
    /** The event id of its notification (`evt_…`), once there is one. */
    eventId: varchar('event_id', { length: 40 }),
    notifyAttempts: smallint('notify_attempts').notNull().default(0),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    refundReference: varchar('refund_reference', { length: 40 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('sandbox_charges_payment_idx').on(t.merchantPaymentId),
    index('sandbox_charges_pending_idx').on(t.notifiedAt, t.status),
  ],
);
