// POI pages (SPEC §2 Poi, /{Reisebericht|Sehenswuerdigkeit}/{url?}/{poiId}/; §7 poi/doc and
// poi/pois): a URL names a POI only when the id exists and the type segment is its kind; anything
// else is notFound (404), not an empty page that search engines would index under any number.
// A POI's document is its title, text and place in the visitor's language, with the canonical
// path (the slug of that language) that a wrong `url` segment is redirected to.
import { distanceKm } from '#core/geo';
import type { Language } from '#core/languages';
import { poiKindOfType, poiPath, poiSlug } from '#core/pois';
import { findPoi, findPoiKind, listPois, type PoiRecord } from '#db/repositories/content-pois';
import { locationCatalog, text } from '#services/catalogue';
import { DomainError, type RequestContext } from '#services/platform';
import type { PoiDocument, PoiQuery, PoiSummary } from './types';

export async function requirePoi(
  ctx: RequestContext,
  poi: { poiType: string; poiId: number },
): Promise<void> {
  const kind = await findPoiKind(ctx.deps.database.db, poi.poiId);
  if (kind === null || poiKindOfType(poi.poiType) !== kind) {
    throw new DomainError('notFound', 'errors.notFound');
  }
}

export { distanceKm };

function localized(value: Partial<Record<Language, string>>, language: Language): string {
  return value[language] ?? value.de ?? Object.values(value)[0] ?? '';
}

async function summaries(
  ctx: RequestContext,
  rows: PoiRecord[],
  from: { lat: number; lon: number } | null,
): Promise<PoiSummary[]> {
  const catalog = await locationCatalog(ctx.deps.database);
  const language = ctx.language;
  return rows.map((row) => {
    const region = row.regionId === null ? undefined : catalog.regionById.get(row.regionId);
    const country = row.countryCode ? catalog.countryByCode.get(row.countryCode) : undefined;
    const place = row.placeId === null ? undefined : catalog.placeById.get(row.placeId);
    const position = row.lat !== null && row.lon !== null ? { lat: row.lat, lon: row.lon } : null;
    return {
      poiId: row.poiId,
      kind: row.kind,
      title: localized(row.titles, language),
      path: poiPath(row, language),
      countryCode: row.countryCode,
      country: country ? text(country.names, language) : null,
      regionId: row.regionId,
      region: region ? text(region.names, language) : null,
      placeId: row.placeId,
      place: place ? text(place.names, language) : null,
      lat: row.lat,
      lon: row.lon,
      distanceKm: from && position ? Math.round(distanceKm(from, position) * 10) / 10 : null,
    };
  });
}

/** A POI's document in the visitor's language (GET /api/poi/doc, the Poi page). */
export async function poiDocument(ctx: RequestContext, poiId: number): Promise<PoiDocument> {
  const row = await findPoi(ctx.deps.database.db, poiId);
  if (!row) throw new DomainError('notFound', 'errors.notFound', { field: 'poiId' });
  const [summary] = await summaries(ctx, [row], null);
  if (!summary) throw new DomainError('notFound', 'errors.notFound', { field: 'poiId' });
  return {
    ...summary,
    slug: poiSlug(row.slugs, ctx.language),
    text: localized(row.texts, ctx.language),
    photoIds: row.photoIds,
    languagePaths: {
      de: poiPath(row, 'de'),
      en: poiPath(row, 'en'),
      fr: poiPath(row, 'fr'),
      it: poiPath(row, 'it'),
    },
  };
}

/** Degrees of latitude per km (and of longitude at `lat`). */
function boxAround(lat: number, lon: number, km: number) {
  const dLat = km / 111.2;
  const dLon = km / (111.2 * Math.max(0.01, Math.cos((lat * Math.PI) / 180)));
  return {
    south: Math.max(-90, lat - dLat),
    north: Math.min(90, lat + dLat),
    west: Math.max(-180, lon - dLon),
    east: Math.min(180, lon + dLon),
  };
}

/**
 * POIs in a map box, around a point (nearest first, within `distance` km) or of a region
 * (POST /api/poi/pois, the Poi page's "more nearby").
 */
export async function findPois(ctx: RequestContext, query: PoiQuery): Promise<PoiSummary[]> {
  const db = ctx.deps.database.db;
  if (query.point) {
    const { lat, lon, distanceKm: radius } = query.point;
    const rows = await listPois(db, {
      ...(query.kind ? { kind: query.kind } : {}),
      box: boxAround(lat, lon, radius),
      limit: 500,
    });
    const found = await summaries(ctx, rows, { lat, lon });
    return found
      .filter((p) => p.distanceKm !== null && p.distanceKm <= radius)
      .sort((a, b) => (a.distanceKm ?? 0) - (b.distanceKm ?? 0) || a.poiId - b.poiId)
      .slice(0, query.limit);
  }
  const rows = await listPois(db, {
    ...(query.kind ? { kind: query.kind } : {}),
    ...(query.regionId !== undefined ? { regionId: query.regionId } : {}),
    ...(query.box ? { box: query.box } : {}),
    limit: query.limit,
  });
  return summaries(ctx, rows, null);
}
