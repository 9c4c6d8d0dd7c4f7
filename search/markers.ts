// Helpers for SearchResult.markers (parallel typed arrays, search/types.ts SearchMarkers).
import type { SearchMarker, SearchMarkers } from './types';

/** Markers for `n` hits (zero-filled), or none. */
export function allocMarkers(n: number): SearchMarkers {
  return {
    objectNumbers: new Int32Array(n),
    lat: new Float64Array(n),
    lon: new Float64Array(n),
    priceCents: new Float64Array(n),
  };
}

/** No markers (a search with `markers: false` or without hits). */
export function emptyMarkers(): SearchMarkers {
  return allocMarkers(0);
}

/** The markers as one object per hit (tests, small results). */
export function markerList(m: SearchMarkers): SearchMarker[] {
  const out: SearchMarker[] = [];
  for (let i = 0; i < m.objectNumbers.length; i++) {
    const price = m.priceCents[i]!;
    out.push({
      objectNumber: m.objectNumbers[i]!,
      lat: m.lat[i]!,
      lon: m.lon[i]!,
      priceCents: Number.isNaN(price) ? null : price,
    });
  }
  return out;
}

/** Markers from a list (the brute-force oracle). */
export function markersOf(list: readonly SearchMarker[]): SearchMarkers {
  const m = allocMarkers(list.length);
  list.forEach((marker, i) => {
    m.objectNumbers[i] = marker.objectNumber;
    m.lat[i] = marker.lat;
    m.lon[i] = marker.lon;
    m.priceCents[i] = marker.priceCents ?? Number.NaN;
  });
  return m;
}
