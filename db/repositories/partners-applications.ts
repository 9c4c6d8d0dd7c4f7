// Applications to the partner programme and the partners made of them (services/partners
// registration.ts; issue 16). A decision is one guarded update (`where status = 'pending'`), so an
// application is decided once, whoever decides it at the same moment; an approval takes the next
// partner id under a transaction-wide advisory lock, so two approvals never draw the same id.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { partnerApplications, partnerGroups, partners } from '../schema';

export type ApplicationRecord = typeof partnerApplications.$inferSelect;
export type NewApplication = Omit<
  typeof partnerApplications.$inferInsert,
  'id' | 'status' | 'partnerId' | 'decidedAt'
>;
export type NewPartner = typeof partners.$inferInsert;

/** Ids of partners made here start above this when the table holds none (ids look like ids). */
const FIRST_PARTNER_ID = 1_000;

export async function insertApplication(db: Db, values: NewApplication): Promise<number> {
  const [row] = await db
    .insert(partnerApplications)
    .values({ ...values, status: 'pending' })
    .returning({ id: partnerApplications.id });
  return row!.id;
}

export async function findApplication(db: Db, id: number): Promise<ApplicationRecord | null> {
  const [row] = await db.select().from(partnerApplications).where(eq(partnerApplications.id, id));
  return row ?? null;
}

/**
 * Marks a pending application decided (approved with its partner, or rejected); null when it is
 * not pending (decided before, or by someone else a moment ago).
 */
export async function decideApplication(
  db: Db,
  id: number,
  decision: { status: 'approved' | 'rejected'; partnerId: number | null; decidedAt: Date },
): Promise<ApplicationRecord | null> {
  const [row] = await db
    .update(partnerApplications)
    .set(decision)
    .where(and(eq(partnerApplications.id, id), eq(partnerApplications.status, 'pending')))
    .returning();
  return row ?? null;
}

/**
 * The next free partner id (one above the highest), reserved for this transaction: a concurrent
 * approval waits for the lock until this one has inserted its partner and committed.
 */
export async function nextPartnerId(tx: Db): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('feriora.partners.next-id'))`);
  const [row] = await tx
    .select({ max: sql<number | null>`max(${partners.partnerId})` })
    .from(partners);
  return Math.max(Number(row?.max ?? 0), FIRST_PARTNER_ID) + 1;
}

export async function insertPartnerRow(tx: Db, values: NewPartner): Promise<void> {
  await tx.insert(partners).values(values);
}

export async function partnerGroupExists(db: Db, code: string): Promise<boolean> {
  const [row] = await db
    .select({ code: partnerGroups.code })
    .from(partnerGroups)
    .where(eq(partnerGroups.code, code));
  return row !== undefined;
}
