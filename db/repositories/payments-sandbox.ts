// The sandbox card provider's own records (services/payments/sandbox): its charges, their
// outcome, and whether the merchant's notification endpoint has acknowledged each. Nothing here
// joins a table of ours: what the provider knows of a payment it learnt from the payment link.
import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { sandboxCharges } from '../schema';

export type SandboxCharge = typeof sandboxCharges.$inferSelect;
export type SandboxChargeStatus = 'challenge' | 'succeeded' | 'declined' | 'refunded';

export async function insertCharge(
  db: Db,
  values: {
    reference: string;
    merchantPaymentId: number;
    amountCents: number;
    currency: string;
    status: SandboxChargeStatus;
    cardLast4: string;
    cardBrand: string;
    eventId: string | null;
    now: Date;
  },
): Promise<SandboxCharge> {
  const { now, ...rest } = values;
  const [row] = await db
    .insert(sandboxCharges)
    .values({ ...rest, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

export async function findCharge(db: Db, reference: string): Promise<SandboxCharge | null> {
  const [row] = await db
    .select()
    .from(sandboxCharges)
    .where(eq(sandboxCharges.reference, reference));
  return row ?? null;
}

/** Ends a challenge: only a charge still in its challenge moves on (a second click finds none). */
export async function settleChallenge(
  db: Db,
  reference: string,
  values: { status: 'succeeded' | 'declined'; eventId: string; now: Date },
): Promise<SandboxCharge | null> {
  const [row] = await db
    .update(sandboxCharges)
    .set({ status: values.status, eventId: values.eventId, updatedAt: values.now })
    .where(and(eq(sandboxCharges.reference, reference), eq(sandboxCharges.status, 'challenge')))
    .returning();
  return row ?? null;
}

/** Counts one delivery attempt; with `delivered`, marks the notification acknowledged. */
export async function recordDelivery(
  db: Db,
  reference: string,
  delivered: boolean,
  now: Date,
): Promise<void> {
  await db
    .update(sandboxCharges)
    .set({
      notifyAttempts: sql`${sandboxCharges.notifyAttempts} + 1`,
      ...(delivered ? { notifiedAt: now } : {}),
      updatedAt: now,
    })
    .where(eq(sandboxCharges.reference, reference));
}

/**
 * Charges whose notification the merchant has not acknowledged, oldest first: the redelivery job's
 * work (charges past `maxAttempts` are given up, as a real provider gives up after some days).
 */
export async function listUndelivered(
  db: Db,
  options: { maxAttempts: number; limit: number },
): Promise<SandboxCharge[]> {
  return db
    .select()
    .from(sandboxCharges)
    .where(
      and(
        isNull(sandboxCharges.notifiedAt),
        inArray(sandboxCharges.status, ['succeeded', 'declined']),
        lt(sandboxCharges.notifyAttempts, options.maxAttempts),
      ),
    )
    .orderBy(asc(sandboxCharges.createdAt))
    .limit(options.limit);
}

/** Refunds a succeeded charge once; returns it, or null when it is not (or no longer) refundable. */
export async function refundCharge(
  db: Db,
  reference: string,
  refundReference: string,
  now: Date,
): Promise<SandboxCharge | null> {
  const [row] = await db
    .update(sandboxCharges)
    .set({ status: 'refunded', refundReference, updatedAt: now })
    .where(and(eq(sandboxCharges.reference, reference), eq(sandboxCharges.status, 'succeeded')))
    .returning();
  return row ?? null;
}

/** Whether a merchant payment has a succeeded charge already (a session is paid once). */
export async function hasSucceededCharge(db: Db, merchantPaymentId: number): Promise<boolean> {
  const [row] = await db
    .select({ reference: sandboxCharges.reference })
    .from(sandboxCharges)
    .where(
      and(
        eq(sandboxCharges.merchantPaymentId, merchantPaymentId),
        inArray(sandboxCharges.status, ['succeeded', 'refunded']),
      ),
    )
    .limit(1);
  return row !== undefined;
}
