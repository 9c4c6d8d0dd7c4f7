// Card charges a payment could not take (decision 109, services/payments/notifications.ts): kept
// with the notification's claim, in its transaction, and given back through the provider. One row
// per charge (provider and its reference), so a repeated notification finds the first one.
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../client';
import { strayCharges } from '../schema';

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
