// Helpers for SearchResult.markers (parallel typed arrays, search/types.ts SearchMarkers).
import { isoDateFromEpochDay } from '#core/dates';
import type { MarkerStays, SearchMarker, SearchMarkers } from './types';

/**
 * The markers' stays in the wire form (SearchMarkersData.stays): hit i arrives `firstArrival` +
 * `arrivalOffset[i]` days and stays `nights` nights. Offsets are 0–14 (Last Minute: today to
 * today + 14) or 0–6 (a tolerance: ±3), one or two digits per hit where an ISO date would be
 * twelve characters.
 * Null when the markers carry no stays (the query's dates are every hit's stay) or no hits.
 */
export function markerStays(m: SearchMarkers): MarkerStays | null {
  const n = m.arrivalDay.length;
  if (m.nights === 0 || n === 0) return null;
  let first = m.arrivalDay[0]!;
  for (let i = 1; i < n; i++) first = Math.min(first, m.arrivalDay[i]!);
  const arrivalOffset = new Array<number>(n);
  for (let i = 0; i < n; i++) arrivalOffset[i] = m.arrivalDay[i]! - first;
  return { firstArrival: isoDateFromEpochDay(first), nights: m.nights, arrivalOffset };
}

/**
 * Markers for `n` hits (zero-filled), or none; with their stays when `nights` > 0 (no markers
 * carry no stays: index and oracle agree on an empty result).
 */
export function allocMarkers(n: number, nights = 0): SearchMarkers {
  const stays = nights > 0 && n > 0;
  return {
    objectNumbers: new Int32Array(n),
    lat: new Float64Array(n),
    lon: new Float64Array(n),
    priceCents: new Float64Array(n),
    arrivalDay: new Int32Array(stays ? n : 0),
    nights: stays ? nights : 0,
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
    const marker: SearchMarker = {
      objectNumber: m.objectNumbers[i]!,
      lat: m.lat[i]!,
      lon: m.lon[i]!,
      priceCents: Number.isNaN(price) ? null : price,
    };
    if (m.nights > 0) marker.arrivalDay = m.arrivalDay[i]!;
    out.push(marker);
  }
  return out;
}

/**
 * Markers from a list (the brute-force oracle, tests); with their stays of `nights` nights when
 * `nights` > 0 (each marker's `arrivalDay`).
 */
export function markersOf(list: readonly SearchMarker[], nights = 0): SearchMarkers {
  const m = allocMarkers(list.length, nights);
  list.forEach((marker, i) => {
    m.objectNumbers[i] = marker.objectNumber;
    m.lat[i] = marker.lat;
    m.lon[i] = marker.lon;
    m.priceCents[i] = marker.priceCents ?? Number.NaN;
    if (m.nights > 0) {
      // A marker without its stay would be written as an arrival in 1969: say so instead.
      if (marker.arrivalDay === undefined) throw new RangeError('a marker lacks its stay');
      m.arrivalDay[i] = marker.arrivalDay;
    }
  });
  return m;
}
