// Applications to the partner programme and the partners made of them (services/partners
// registration.ts; issue 16). A decision is one guarded update (`where status = 'pending'`), so an
// application is decided once, whoever decides it at the same moment; an approval takes the next
// partner id under a transaction-wide advisory lock, so two approvals never draw the same id.
import { and, asc, desc, eq, lt, ne, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../client';
import { deleteBatch } from './platform-batches';
import {
  accounts,
  bookings,
  partnerApplications,
  partnerCommissionRates,
  partnerGroups,
  partners,
} from '../schema';

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
 * The next free partner id (one above the highest ever used), reserved for this transaction: a
 * concurrent approval waits for the lock until this one has inserted its partner and committed.
 * "Ever used" counts the partner accounts, bookings and commission rates too (rates have no foreign
 * key, decision 107): a partner row deleted by hand must not hand its id, its staff's account, its
 * bookings or its agreed rate to the next partner approved (decision 094).
 */
export async function nextPartnerId(tx: Db): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('feriora.partners.next-id'))`);
  const [row] = rowsOf<{ max: number | string | null }>(
    await tx.execute(sql`select greatest(
      (select max(${partners.partnerId}) from ${partners}),
      (select max(${accounts.partnerId}) from ${accounts}),
      (select max(${bookings.partnerId}) from ${bookings}),
      (select max(${partnerCommissionRates.partnerId}) from ${partnerCommissionRates})
    ) as max`),
  );
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

/**
 * The office's page (decision 091): the pending applications, the longest waiting first, and the
 * latest decided ones, newest first; at most `limit` of each, with how many are pending.
 */
export async function listApplications(
  db: Db,
  limit: number,
): Promise<{ pending: ApplicationRecord[]; pendingTotal: number; decided: ApplicationRecord[] }> {
  const [pending, decided, [count]] = await Promise.all([
    db
      .select()
      .from(partnerApplications)
      .where(eq(partnerApplications.status, 'pending'))
      .orderBy(asc(partnerApplications.createdAt), asc(partnerApplications.id))
      .limit(limit),
    db
      .select()
      .from(partnerApplications)
      .where(ne(partnerApplications.status, 'pending'))
      .orderBy(desc(partnerApplications.decidedAt), desc(partnerApplications.id))
      .limit(limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(partnerApplications)
      .where(eq(partnerApplications.status, 'pending')),
  ]);
  return { pending, pendingTotal: Number(count?.n ?? 0), decided };
}

/** The partner groups an approval may put the partner in (code and name), by name. */
export async function listPartnerGroups(db: Db): Promise<{ code: string; name: string }[]> {
  return db
    .select({ code: partnerGroups.code, name: partnerGroups.name })
    .from(partnerGroups)
    .orderBy(asc(partnerGroups.name));
}

/** Whom a partner's new login code goes to: its name and e-mail, and the language to write in. */
export interface PartnerCodeRecipient {
  partnerId: number;
  partnerName: string;
  partnerEmail: string | null;
  /** The partner account's language, else its application's; null: neither (the site's). */
  language: string | null;
  /** The code's hash as read (replaceLoginCodeHash replaces only this one). */
  loginCodeHash: string | null;
}

export async function findPartnerCodeRecipient(
  db: Db,
  partnerId: number,
): Promise<PartnerCodeRecipient | null> {
  const [row] = await db
    .select({
      partnerId: partners.partnerId,
      partnerName: partners.partnerName,
      partnerEmail: partners.partnerEmail,
      loginCodeHash: partners.loginCodeHash,
      language: sql<string | null>`coalesce(
        (select ${accounts.language} from ${accounts}
          where ${accounts.kind} = 'partner' and ${accounts.partnerId} = ${partners.partnerId}
          limit 1),
        (select ${partnerApplications.language} from ${partnerApplications}
          where ${partnerApplications.partnerId} = ${partners.partnerId}
          order by ${partnerApplications.id} desc limit 1))`,
    })
    .from(partners)
    .where(eq(partners.partnerId, partnerId))
    .limit(1);
  return row ?? null;
}

/**
 * Replaces partner `partnerId`'s login code hash, only while it is still `previous` (the one the
 * caller read; null: none): of two renewals at once the second changes nothing (false, as for no
 * such partner) instead of replacing a code just mailed. PostgreSQL re-reads the row after the
 * first one's commit (read committed).
 */
export async function replaceLoginCodeHash(
  tx: Db,
  partnerId: number,
  loginCodeHash: string,
  previous: string | null,
): Promise<boolean> {
  const rows = await tx
    .update(partners)
    .set({ loginCodeHash })
    .where(
      and(
        eq(partners.partnerId, partnerId),
        sql`${partners.loginCodeHash} is not distinct from ${previous}`,
      ),
    )
    .returning({ partnerId: partners.partnerId });
  return rows.length === 1;
}

/**
 * Deletes the applications rejected before `before`, at most `limit` of them (decision 093); how
 * many. Approved ones stay with the partner they made; pending ones wait for the office.
 */
export function deleteRejectedApplicationsBefore(
  db: Db,
  before: Date,
  limit: number,
): Promise<number> {
  const { id, status, decidedAt } = partnerApplications;
  const rejected = and(eq(status, 'rejected'), lt(decidedAt, before))!;
  return deleteBatch(db, partnerApplications, id, rejected, limit);
}
