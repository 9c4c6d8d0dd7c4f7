import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { campaigns, partners } from '../schema';

export async function findPartner(db: Db, partnerId: number) {
  const [row] = await db.select().from(partners).where(eq(partners.partnerId, partnerId)).limit(1);
  return row ?? null;
}

export async function findCampaign(db: Db, pid: string) {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.pid, pid)).limit(1);
  return row ?? null;
}
