import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../client';
import { campaigns, partners, watchedObjects } from '../schema';

export async function findPartner(db: Db, partnerId: number) {
  const [row] = await db.select().from(partners).where(eq(partners.partnerId, partnerId)).limit(1);
  return row ?? null;
}

export async function findCampaign(db: Db, pid: string) {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.pid, pid)).limit(1);
  return row ?? null;
}

/** Watched objects of a visitor that are not marked deleted (the header badge). */
export async function countWatched(db: Db, uid: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(watchedObjects)
    .where(and(eq(watchedObjects.uid, uid), isNull(watchedObjects.deleteDate)));
  return Number(row?.n ?? 0);
}
