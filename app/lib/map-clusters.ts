// Client-side marker clustering for the search map (supercluster over SearchData.markers). Pure:
// no Leaflet, so it is unit-tested in Node and could run in a worker.
import Supercluster from 'supercluster';
import { isoDateFromEpochDay, parseIsoDate } from '#core/dates';
import type { SearchMarkerData, SearchMarkersData } from '#services/search/types';

export type MapItem =
  | { kind: 'cluster'; id: number; lat: number; lon: number; count: number }
  | {
      kind: 'point';
      objectNumber: number;
      lat: number;
      lon: number;
      price: number | null;
      /** The stay `price` is the total of, when it is not the search's own dates. */
      stay?: SearchMarkerData['stay'];
    };

export interface ClusterIndex {
  /** Clusters and single markers inside the view (west, south, east, north) at a zoom level. */
  items(
    view: { west: number; south: number; east: number; north: number },
    zoom: number,
  ): MapItem[];
  /** The zoom at which a cluster falls apart into several items. */
  expansionZoom(clusterId: number): number;
}

type PointProps = Pick<SearchMarkerData, 'objectNumber' | 'price' | 'stay'>;

/** The wire form's parallel arrays (SearchData.markers) as one object per marker. */
export function markerItems(data: SearchMarkersData): SearchMarkerData[] {
  const n = data.objectNumbers.length;
  const out: SearchMarkerData[] = new Array<SearchMarkerData>(n);
  const stays = data.stays;
  const first = stays === undefined ? null : parseIsoDate(stays.firstArrival);
  // One pair of date strings per distinct arrival (at most 15: offsets 0–14), not per hit.
  const stayAt = new Map<number, NonNullable<SearchMarkerData['stay']>>();
  for (let i = 0; i < n; i++) {
    const marker: SearchMarkerData = {
      objectNumber: data.objectNumbers[i]!,
      lat: (data.latE6[i] ?? 0) / 1e6,
      lon: (data.lonE6[i] ?? 0) / 1e6,
      price: data.price[i] ?? null,
    };
    const offset = stays?.arrivalOffset[i];
    if (stays !== undefined && first !== null && offset !== undefined) {
      let stay = stayAt.get(offset);
      if (stay === undefined) {
        stay = {
          startDate: isoDateFromEpochDay(first + offset),
          endDate: isoDateFromEpochDay(first + offset + stays.nights),
        };
        stayAt.set(offset, stay);
      }
      marker.stay = stay;
    }
    out[i] = marker;
  }
  return out;
}

/** Largest zoom that still clusters; beyond it every marker stands alone. */
export const CLUSTER_MAX_ZOOM = 15;

export function createClusterIndex(markers: readonly SearchMarkerData[]): ClusterIndex {
  // 60 px: price labels are about 60 px wide, so closer markers would overlap.
  const index = new Supercluster<PointProps>({ radius: 60, maxZoom: CLUSTER_MAX_ZOOM });
  index.load(
    markers.map((marker) => ({
      type: 'Feature' as const,
      geometry: { type: 'Point' as const, coordinates: [marker.lon, marker.lat] },
      properties: { objectNumber: marker.objectNumber, price: marker.price, stay: marker.stay },
    })),
  );
  return {
    items(view, zoom) {
      const features = index.getClusters(
        [view.west, view.south, view.east, view.north],
        Math.round(zoom),
      );
      return features.map((feature): MapItem => {
        const [lon = 0, lat = 0] = feature.geometry.coordinates;
        const props = feature.properties;
        if ('cluster' in props && props.cluster) {
          return { kind: 'cluster', id: props.cluster_id, lat, lon, count: props.point_count };
        }
        const point = props as PointProps;
        const item: MapItem = {
          kind: 'point',
          objectNumber: point.objectNumber,
          lat,
          lon,
          price: point.price,
        };
        if (point.stay !== undefined) item.stay = point.stay;
        return item;
      });
    },
    expansionZoom(clusterId) {
      return index.getClusterExpansionZoom(clusterId);
    },
  };
}

/** Bounds around all markers, or null without markers. */
export function markerBounds(
  markers: readonly { lat: number; lon: number }[],
): { south: number; west: number; north: number; east: number } | null {
  if (markers.length === 0) return null;
  let south = 90;
  let north = -90;
  let west = 180;
  let east = -180;
  for (const { lat, lon } of markers) {
    south = Math.min(south, lat);
    north = Math.max(north, lat);
    west = Math.min(west, lon);
    east = Math.max(east, lon);
  }
  return { south, west, north, east };
}
