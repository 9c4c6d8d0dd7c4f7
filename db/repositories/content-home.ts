// What the home page (services/content/home.ts) reads of the object table for its trust signals
// and location cards: the active homes per region (hence per country) and their ratings. One
// grouped pass; the service keeps the answer until the catalogue changes.
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../client';
import { objects } from '../schema';

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
