import { describe, expect, it } from 'vitest';
import type { SearchMarkerData } from '#services/search/types';
import { createClusterIndex, markerBounds, markerItems } from './map-clusters';

const WORLD = { west: -180, south: -85, east: 180, north: 85 };

function marker(objectNumber: number, lat: number, lon: number, price: number | null = null) {
  return { objectNumber, lat, lon, price } satisfies SearchMarkerData;
}

describe('createClusterIndex', () => {
  const markers = [
    marker(1, 45.0, 13.6, 80_000),
    marker(2, 45.001, 13.601, 90_000),
    marker(3, 45.002, 13.602),
    marker(4, 54.3, 10.1, 120_000),
  ];

  it('clusters nearby markers when zoomed out and keeps distant ones apart', () => {
    const items = createClusterIndex(markers).items(WORLD, 5);
    const clusters = items.filter((item) => item.kind === 'cluster');
    const points = items.filter((item) => item.kind === 'point');
    expect(clusters).toHaveLength(1);
    expect(clusters[0]).toMatchObject({ count: 3 });
    expect(points).toHaveLength(1);
    // Supercluster projects and unprojects coordinates: equal within float noise.
    expect(points[0]).toMatchObject({ kind: 'point', objectNumber: 4, price: 120_000 });
    expect(points[0]?.lat).toBeCloseTo(54.3, 6);
    expect(points[0]?.lon).toBeCloseTo(10.1, 6);
  });

  it('shows every marker alone beyond the clustering zoom', () => {
    const items = createClusterIndex(markers).items(WORLD, 18);
    expect(items.map((item) => (item.kind === 'point' ? item.objectNumber : -1)).sort()).toEqual([
      1, 2, 3, 4,
    ]);
  });

  it('tells the zoom at which a cluster expands', () => {
    const index = createClusterIndex(markers);
    const cluster = index.items(WORLD, 5).find((item) => item.kind === 'cluster');
    expect(cluster?.kind).toBe('cluster');
    if (cluster?.kind !== 'cluster') return;
    expect(index.expansionZoom(cluster.id)).toBeGreaterThan(5);
  });

  it('only returns items inside the view', () => {
    const items = createClusterIndex(markers).items(
      { west: 9, south: 53, east: 11, north: 55 },
      10,
    );
    expect(items).toHaveLength(1);
  });

  it('copes with no markers', () => {
    expect(createClusterIndex([]).items(WORLD, 3)).toEqual([]);
  });
});

describe('markerBounds', () => {
  it('spans all markers', () => {
    expect(markerBounds([marker(1, 45, 13), marker(2, 54, 10), marker(3, 40, 20)])).toEqual({
      south: 40,
      west: 10,
      north: 54,
      east: 20,
    });
    expect(markerBounds([])).toBeNull();
  });
});

describe('markerItems', () => {
  it('turns the parallel arrays of the wire form into one marker per hit', () => {
    const items = markerItems({
      objectNumbers: [7, 9],
      latE6: [45_500_000, 54_250_001],
      lonE6: [13_500_000, -10_125_000],
      price: [80_000, null],
    });
    expect(items).toEqual([marker(7, 45.5, 13.5, 80_000), marker(9, 54.250001, -10.125)]);
    expect(markerItems({ objectNumbers: [], latE6: [], lonE6: [], price: [] })).toEqual([]);
  });

  it('gives each marker the stay its price is the total of, when the answer carries stays', () => {
    const items = markerItems({
      objectNumbers: [7, 8, 9],
      latE6: [45_000_000, 45_100_000, 45_200_000],
      lonE6: [13_600_000, 13_700_000, 13_800_000],
      price: [80_000, 90_000, null],
      stays: { firstArrival: '2026-12-30', nights: 7, arrivalOffset: [0, 3, 3] },
    });
    expect(items.map((item) => item.stay)).toEqual([
      { startDate: '2026-12-30', endDate: '2027-01-06' },
      { startDate: '2027-01-02', endDate: '2027-01-09' },
      { startDate: '2027-01-02', endDate: '2027-01-09' },
    ]);
    // The clustered map's single markers keep it, for their pop-up's link.
    const points = createClusterIndex(items).items(WORLD, 18);
    const stayOf = new Map(
      points.map((point) => [point.kind === 'point' ? point.objectNumber : -1, point]),
    );
    const eight = stayOf.get(8);
    expect(eight?.kind === 'point' ? eight.stay : null).toEqual({
      startDate: '2027-01-02',
      endDate: '2027-01-09',
    });
  });

  it('leaves the stay out when the search’s own dates are every marker’s', () => {
    const items = markerItems({ objectNumbers: [7], latE6: [1], lonE6: [2], price: [5] });
    const [point] = createClusterIndex(items).items(WORLD, 18);
    expect(point && 'stay' in point).toBe(false);
  });
});
