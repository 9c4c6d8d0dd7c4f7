// Points of interest (travel reports and sights, SPEC §2 Poi): what a POI URL needs to exist.
import { and, asc, between, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { pois } from '../schema';
import type { LocalizedText } from '../schema/shared';

/** The POI's kind, or null when there is no such POI. */
export async function findPoiKind(db: Db, poiId: number): Promise<'report' | 'sight' | null> {
  const [row] = await db
    .select({ kind: pois.kind })
    .from(pois)
    .where(eq(pois.poiId, poiId))
    .limit(1);
  return row?.kind ?? null;
}

export interface PoiRecord {
  poiId: number;
  kind: 'report' | 'sight';
  titles: LocalizedText;
  slugs: LocalizedText;
  texts: LocalizedText;
  countryCode: string | null;
  regionId: number | null;
  placeId: number | null;
  lat: number | null;
  lon: number | null;
  photoIds: string[];
}

const POI_COLUMNS = {
  poiId: pois.poiId,
  kind: pois.kind,
  titles: pois.titles,
  slugs: pois.slugs,
  texts: pois.texts,
  countryCode: pois.countryCode,
  regionId: pois.regionId,
  placeId: pois.placeId,
  lat: pois.lat,
  lon: pois.lon,
  photoIds: pois.photoIds,
};

/** One POI, or null when there is no such POI. */
export async function findPoi(db: Db, poiId: number): Promise<PoiRecord | null> {
  const [row] = await db.select(POI_COLUMNS).from(pois).where(eq(pois.poiId, poiId)).limit(1);
  return row ?? null;
}

export interface PoiFilter {
  kind?: 'report' | 'sight';
  regionId?: number;
  /** Only POIs with a position inside south,west,north,east. */
  box?: { south: number; west: number; north: number; east: number };
  limit: number;
}

/** POIs matching the filter, by id. */
export async function listPois(db: Db, filter: PoiFilter): Promise<PoiRecord[]> {
  const where = [
    filter.kind ? eq(pois.kind, filter.kind) : undefined,
    filter.regionId !== undefined ? eq(pois.regionId, filter.regionId) : undefined,
    filter.box ? between(pois.lat, filter.box.south, filter.box.north) : undefined,
    filter.box ? between(pois.lon, filter.box.west, filter.box.east) : undefined,
  ].filter((c) => c !== undefined);
  return db
    .select(POI_COLUMNS)
    .from(pois)
    .where(where.length > 0 ? and(...where) : undefined)
    .orderBy(asc(pois.poiId))
    .limit(filter.limit);
}
