// What the sitemap (services/catalogue/sitemap.ts) reads of the object table: the active objects
// in object-number order, a page at a time (keyset, never OFFSET: 100k objects must not cost
// 100k rows per page), and where each sitemap file starts.
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../client';
import { objects, pois } from '../schema';

/**
 * The first object number of every run of `perFile` active objects (object-number order): the
 * sitemap index names one child file per start. One pass over the primary key; no rows leave the
 * database except the starts.
 */
export async function activeObjectRunStarts(db: Db, perFile: number): Promise<number[]> {
  const result = await db.execute(sql`
    select n from (
      select ${objects.objectNumber} as n, row_number() over (order by ${objects.objectNumber}) as r
      from ${objects} where ${objects.active}
    ) numbered
    where (r - 1) % ${perFile} = 0
    order by n`);
  return rowsOf<{ n: number | string }>(result).map((row) => Number(row.n));
}

/** Up to `limit` active objects from `from` on (inclusive), with what their SEO URLs need. */
export async function activeObjectLocationsFrom(db: Db, from: number, limit: number) {
  return db
    .select({
      objectNumber: objects.objectNumber,
      countryCode: objects.countryCode,
      regionId: objects.regionId,
      placeId: objects.placeId,
      updatedAt: objects.updatedAt,
    })
    .from(objects)
    .where(and(eq(objects.active, true), gte(objects.objectNumber, from)))
    .orderBy(asc(objects.objectNumber))
    .limit(limit);
}

/** Every POI's id, kind and slugs (travel reports and sights: the sitemap's POI pages). */
export async function poiSlugs(db: Db) {
  return db
    .select({ poiId: pois.poiId, kind: pois.kind, slugs: pois.slugs })
    .from(pois)
    .orderBy(asc(pois.poiId));
}
