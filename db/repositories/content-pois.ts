// Points of interest (travel reports and sights, SPEC §2 Poi): what a POI URL needs to exist.
import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { pois } from '../schema';

/** The POI's kind, or null when there is no such POI. */
export async function findPoiKind(db: Db, poiId: number): Promise<'report' | 'sight' | null> {
  const [row] = await db
    .select({ kind: pois.kind })
    .from(pois)
    .where(eq(pois.poiId, poiId))
    .limit(1);
  return row?.kind ?? null;
}
