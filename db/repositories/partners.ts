import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { campaigns, partnerCommissionRates, partnerGroups, partners } from '../schema';

export async function findPartner(db: Db, partnerId: number) {
  const [row] = await db.select().from(partners).where(eq(partners.partnerId, partnerId)).limit(1);
  return row ?? null;
}

export async function findCampaign(db: Db, pid: string) {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.pid, pid)).limit(1);
  return row ?? null;
}

/** The partner group of this code (SPEC §3 partnerParent), or null. */
export async function findPartnerGroup(db: Db, code: string) {
  const [row] = await db.select().from(partnerGroups).where(eq(partnerGroups.code, code)).limit(1);
  return row ?? null;
}

/** The hosts of every group that requires a partner id there (SPEC §2 PartnerRequired). */
export async function partnerRequiredHosts(db: Db): Promise<string[]> {
  const rows = await db
    .select({ hosts: partnerGroups.hosts })
    .from(partnerGroups)
    .where(eq(partnerGroups.partnerRequired, true));
  return rows.flatMap((row) => row.hosts);
}

export interface CommissionRateRow {
  partnerId: number;
  validFrom: string;
  rateBp: number;
}

/** Every commission rate of these partners (decision 107), each partner's by month. */
export async function listCommissionRates(
  db: Db,
  partnerIds: readonly number[],
): Promise<CommissionRateRow[]> {
  if (partnerIds.length === 0) return [];
  return db
    .select({
      partnerId: partnerCommissionRates.partnerId,
      validFrom: partnerCommissionRates.validFrom,
      rateBp: partnerCommissionRates.rateBp,
    })
    .from(partnerCommissionRates)
    .where(inArray(partnerCommissionRates.partnerId, [...partnerIds]))
    .orderBy(asc(partnerCommissionRates.partnerId), asc(partnerCommissionRates.validFrom));
}

/**
 * The partner's name, its row locked for the transaction (null: no such partner): rate writes of
 * one partner take turns, so each one's "before" is the rate the one before it left.
 */
export async function lockPartner(
  tx: Db,
  partnerId: number,
): Promise<{ partnerName: string } | null> {
  const [row] = await tx
    .select({ partnerName: partners.partnerName })
    .from(partners)
    .where(eq(partners.partnerId, partnerId))
    .for('update');
  return row ?? null;
}

/**
 * The partner's rate from `validFrom` on, replacing one set for that month before; returns the
 * one it replaced (null: none). Call it after `lockPartner` in the same transaction.
 */
export async function putCommissionRate(
  tx: Db,
  rate: CommissionRateRow & { setAt: Date },
): Promise<number | null> {
  const [before] = await tx
    .select({ rateBp: partnerCommissionRates.rateBp })
    .from(partnerCommissionRates)
    .where(
      and(
        eq(partnerCommissionRates.partnerId, rate.partnerId),
        eq(partnerCommissionRates.validFrom, rate.validFrom),
      ),
    );
  await tx
    .insert(partnerCommissionRates)
    .values(rate)
    .onConflictDoUpdate({
      target: [partnerCommissionRates.partnerId, partnerCommissionRates.validFrom],
      set: { rateBp: rate.rateBp, setAt: rate.setAt },
    });
  return before?.rateBp ?? null;
}

/**
 * Removes the partner's rate from `validFrom` on; returns the rate removed (null: none was on
 * file). Call it after `lockPartner` in the same transaction.
 */
export async function deleteCommissionRate(
  tx: Db,
  rate: Pick<CommissionRateRow, 'partnerId' | 'validFrom'>,
): Promise<number | null> {
  const [removed] = await tx
    .delete(partnerCommissionRates)
    .where(
      and(
        eq(partnerCommissionRates.partnerId, rate.partnerId),
        eq(partnerCommissionRates.validFrom, rate.validFrom),
      ),
    )
    .returning({ rateBp: partnerCommissionRates.rateBp });
  return removed?.rateBp ?? null;
}

/**
 * The first `limit` rates recorded (decision 107), by partner number and the latest month first,
 * with the partner's name (null: deleted since) and when each was saved.
 */
export async function listRecordedCommissionRates(
  db: Db,
  limit: number,
): Promise<(CommissionRateRow & { partnerName: string | null; setAt: Date })[]> {
  return db
    .select({
      partnerId: partnerCommissionRates.partnerId,
      validFrom: partnerCommissionRates.validFrom,
      rateBp: partnerCommissionRates.rateBp,
      setAt: partnerCommissionRates.setAt,
      partnerName: partners.partnerName,
    })
    .from(partnerCommissionRates)
    .leftJoin(partners, eq(partners.partnerId, partnerCommissionRates.partnerId))
    .orderBy(asc(partnerCommissionRates.partnerId), desc(partnerCommissionRates.validFrom))
    .limit(limit);
}
