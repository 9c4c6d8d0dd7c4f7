import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { countries, objects, places, regions } from '../schema';

export async function loadAllLocations(db: Db) {
  const [countryRows, regionRows, placeRows] = await Promise.all([
    db.select().from(countries).orderBy(countries.sort, countries.code),
    db.select().from(regions).orderBy(regions.id),
    db.select().from(places).orderBy(places.id),
  ]);
  return { countries: countryRows, regions: regionRows, places: placeRows };
}

export type LocationRows = Awaited<ReturnType<typeof loadAllLocations>>;

/** The few fields an object URL needs: is it there, is it active, where is it. */
export async function findObjectLocation(db: Db, objectNumber: number) {
  const [row] = await db
    .select({
      objectNumber: objects.objectNumber,
      active: objects.active,
      countryCode: objects.countryCode,
      regionId: objects.regionId,
      placeId: objects.placeId,
    })
    .from(objects)
    .where(eq(objects.objectNumber, objectNumber))
    .limit(1);
  return row ?? null;
}
