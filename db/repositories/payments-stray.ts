// Card charges a payment could not take (decision 109, services/payments/notifications.ts): kept
// with the notification's claim, in its transaction, and given back through the provider. One row
// per charge (provider and its reference), so a repeated notification finds the first one.
import { and, asc, eq, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { bookings, customers, payments, strayCharges } from '../schema';
import {
  bookingAndGuestColumns,
  isRemainder,
  withGuestName,
  type PaymentRecord,
} from './payments-records';

export type StrayChargeRecord = typeof strayCharges.$inferSelect;
export type StrayChargeReason = 'settled' | 'amountChanged';

/** Keeps a stray charge (pending); the charge's row when it was kept before. */
export async function keepStrayCharge(
  db: Db,
  values: {
    paymentId: number;
    provider: string;
    providerReference: string;
    eventId: string;
    amountCents: number;
    currency: string;
    reason: StrayChargeReason;
    now: Date;
  },
): Promise<StrayChargeRecord> {
  const { now, ...charge } = values;
  const [row] = await db
    .insert(strayCharges)
    .values({ ...charge, status: 'pending', createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: [strayCharges.provider, strayCharges.providerReference] })
    .returning();
  return row ?? (await findStrayCharge(db, values.provider, values.providerReference))!;
}

export async function findStrayCharge(
  db: Db,
  provider: string,
  providerReference: string,
): Promise<StrayChargeRecord | null> {
  const [row] = await db
    .select()
    .from(strayCharges)
    .where(
      and(
        eq(strayCharges.provider, provider),
        eq(strayCharges.providerReference, providerReference),
      ),
    );
  return row ?? null;
}

/** The provider's answer to its refund; a refunded charge stays refunded. */
export async function finishStrayCharge(
  db: Db,
  id: number,
  values: { status: 'refunded' | 'failed'; refundReference: string | null; now: Date },
): Promise<void> {
  await db
    .update(strayCharges)
    .set({
      status: values.status,
      refundReference: values.refundReference,
      updatedAt: values.now,
    })
    .where(and(eq(strayCharges.id, id), ne(strayCharges.status, 'refunded')));
}

/** A payment's stray charges, the first first (tests and the office's view of a payment). */
export async function listStrayCharges(db: Db, paymentId: number): Promise<StrayChargeRecord[]> {
  return db
    .select()
    .from(strayCharges)
    .where(eq(strayCharges.paymentId, paymentId))
    .orderBy(strayCharges.id);
}

export async function findStrayChargeById(db: Db, id: number): Promise<StrayChargeRecord | null> {
  const [row] = await db.select().from(strayCharges).where(eq(strayCharges.id, id));
  return row ?? null;
}

/** A stray charge the office must see to, with its booking and guest. */
export interface OfficeStrayCharge {
  id: number;
  amountCents: number;
  reason: string;
  status: string;
  chargedAt: Date;
  kind: PaymentRecord['kind'];
  remainder: boolean;
  displayNumber: number;
  bookingCreatedAt: Date;
  bookingStatus: (typeof bookings.$inferSelect)['status'];
  guestName: string;
}

/**
 * The stray charges not given back that no delivery of the provider will try again: refunds that
 * failed, and charges still pending since before `pendingBefore` (the process ended between
 * keeping and refunding, and the provider stopped delivering). The oldest first, at most `limit`,
 * with the count of all.
 */
export async function listOfficeStrayCharges(
  db: Db,
  values: { limit: number; pendingBefore: Date },
): Promise<{ rows: OfficeStrayCharge[]; total: number }> {
  const toDo = or(
    eq(strayCharges.status, 'failed'),
    and(eq(strayCharges.status, 'pending'), lt(strayCharges.createdAt, values.pendingBefore)),
  );
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: strayCharges.id,
        amountCents: strayCharges.amountCents,
        reason: strayCharges.reason,
        status: strayCharges.status,
        chargedAt: strayCharges.createdAt,
        kind: payments.kind,
        remainder: isRemainder,
        ...bookingAndGuestColumns,
      })
      .from(strayCharges)
      .innerJoin(payments, eq(payments.paymentId, strayCharges.paymentId))
      .innerJoin(bookings, eq(bookings.bookingId, payments.bookingId))
      .innerJoin(customers, eq(customers.customerNumber, bookings.customerNumber))
      .where(toDo)
      .orderBy(asc(strayCharges.createdAt), asc(strayCharges.id))
      .limit(values.limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(strayCharges)
      .where(toDo),
  ]);
  return { rows: rows.map(withGuestName), total: Number(count?.n ?? 0) };
}
