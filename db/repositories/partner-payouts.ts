// Commission payouts recorded by the office (decision 112): one row per partner and month, written
// with its audit entry in one transaction; a second record of the same month finds the first.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { partnerPayouts } from '../schema';
import { insertAuditEntry } from './backoffice-audit';

export type PartnerPayoutRecord = typeof partnerPayouts.$inferSelect;

/** The payouts of a month for these partners, by partner. */
export async function listPayoutsOfMonth(
  db: Db,
  month: string,
  partnerIds: readonly number[],
): Promise<Map<number, PartnerPayoutRecord>> {
  if (partnerIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(partnerPayouts)
    .where(
      and(eq(partnerPayouts.month, month), inArray(partnerPayouts.partnerId, [...partnerIds])),
    );
  return new Map(rows.map((row) => [row.partnerId, row]));
}

/**
 * Records a payout with its audit entry; null when the month was recorded before (nothing
 * written). Run it in a transaction so both or neither are kept.
 */
export async function insertPayout(
  db: Db,
  payout: PartnerPayoutRecord,
): Promise<PartnerPayoutRecord | null> {
  const [row] = await db.insert(partnerPayouts).values(payout).onConflictDoNothing().returning();
  if (row === undefined) return null;
  await insertAuditEntry(db, {
    accountId: payout.accountId,
    action: 'partners.commissionPaid',
    target: `partner:${payout.partnerId}`,
    before: null,
    after: {
      month: payout.month,
      amountCents: payout.amountCents,
      rateBp: payout.rateBp,
      basisCents: payout.basisCents,
    },
  });
  return row;
}
