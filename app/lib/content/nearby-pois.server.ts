// The object page's "Nearby sights" (issue 17: POIs "shown near objects and on the map"): the
// nearest travel reports and sights around the home, from the content slice's one POI query — a
// bounding box around the point, filtered to the radius and sorted by distance in the service; no
// query per POI. Loaded in the object loader's Promise.all, so the page waits for no extra round.
import { findPois } from '#services/content';
import type { RequestContext } from '#services/platform';

/** How far from the home a POI may be (km), and how many the page shows. */
export const NEARBY_POI_KM = 25;
export const NEARBY_POI_LIMIT = 4;

export interface NearbyPoi {
  poiId: number;
  kind: 'report' | 'sight';
  /** In the page language. */
  title: string;
  /** The POI page's canonical path in the page language. */
  href: string;
  /** Great-circle distance from the home, km with one decimal. */
  distanceKm: number;
  lat: number;
  lon: number;
}

/** Up to NEARBY_POI_LIMIT POIs within NEARBY_POI_KM of the position, nearest first. */
export async function nearbyPois(
  ctx: RequestContext,
  position: { lat: number; lon: number },
): Promise<NearbyPoi[]> {
  const found = await findPois(ctx, {
    point: { lat: position.lat, lon: position.lon, distanceKm: NEARBY_POI_KM },
    limit: NEARBY_POI_LIMIT,
  });
  return found.flatMap((p) =>
    p.distanceKm !== null && p.lat !== null && p.lon !== null
      ? [
          {
            poiId: p.poiId,
            kind: p.kind,
            title: p.title,
            href: p.path,
            distanceKm: p.distanceKm,
            lat: p.lat,
            lon: p.lon,
          },
        ]
      : [],
  );
}
