// Distances on the map: points of interest near a home (services/content), a home near its place
// (the catalogue import). Pure.

/** Great-circle distance in kilometres (haversine; plenty at the distances a holiday site uses). */
export function distanceKm(
  a: { lat: number; lon: number },
  b: { lat: number; lon: number },
): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6_371 * Math.asin(Math.min(1, Math.sqrt(h)));
}
