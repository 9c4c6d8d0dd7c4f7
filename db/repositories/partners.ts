import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { campaigns, partnerGroups, partners } from '../schema';

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
