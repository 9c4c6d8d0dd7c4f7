// What the home page (services/content/home.ts) reads of the object table for its trust signals
// and location cards: the active homes per region (hence per country) and their ratings. One
// grouped pass; the service keeps the answer until the catalogue changes. And where a pool photo
// is shown: the hero's caption may only name a place whose homes show its photo (issue 19).
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../client';
import { objectImages, objects } from '../schema';

/** A place (country and region) of an active home. */
export interface HomePlace {
  countryCode: string;
  regionId: number;
}

/** The places of the active homes that show the pool photo `photoId` (any position). */
export async function placesShowingPhoto(db: Db, photoId: string): Promise<HomePlace[]> {
  const result = await db.execute(sql`
    select distinct ${objects.countryCode} as "countryCode", ${objects.regionId} as "regionId"
    from ${objects} join ${objectImages} on ${objectImages.objectNumber} = ${objects.objectNumber}
    where ${objects.active} and ${objectImages.photoId} = ${photoId}`);
  return rowsOf<{ countryCode: string; regionId: number | string }>(result).map((row) => ({
    countryCode: row.countryCode,
    regionId: Number(row.regionId),
  }));
}

export interface RegionStatsRow {
  countryCode: string;
  regionId: number;
  homes: number;
  /** Sum over the region's homes of average × count: the ratings' overall mean needs it. */
  ratingSum: number;
  ratingCount: number;
}

export async function activeHomeStatsByRegion(db: Db): Promise<RegionStatsRow[]> {
  const result = await db.execute(sql`
    select ${objects.countryCode} as "countryCode", ${objects.regionId} as "regionId",
      count(*)::int as homes,
      coalesce(sum(${objects.ratingAverage} * ${objects.ratingCount}), 0)::float8 as "ratingSum",
      coalesce(sum(case when ${objects.ratingAverage} is null then 0 else ${objects.ratingCount} end), 0)::int as "ratingCount"
    from ${objects} where ${objects.active}
    group by ${objects.countryCode}, ${objects.regionId}`);
  return rowsOf<{
    countryCode: string;
    regionId: number | string;
    homes: number | string;
    ratingSum: number | string;
    ratingCount: number | string;
  }>(result).map((row) => ({
    countryCode: row.countryCode,
    regionId: Number(row.regionId),
    homes: Number(row.homes),
    ratingSum: Number(row.ratingSum),
    ratingCount: Number(row.ratingCount),
  }));
}
