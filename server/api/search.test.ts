import { describe, expect, it } from 'vitest';
import { parseIsoDate } from '#core/dates';
import { ok } from '#core/envelope';
import { markersOf } from '#search/markers';
import type { SearchData } from '#services/search/types';
import { searchAnswerJson, searchCacheControl } from './search';

function data(fields: Partial<SearchData> = {}): SearchData {
  return {
    total: 3,
    page: 1,
    perPage: 40,
    pages: 1,
    objects: [],
    facets: {
      amenities: {} as SearchData['facets']['amenities'],
      objectType: { house: 2, apartment: 1 },
    },
    markers: { objectNumbers: [], latE6: [], lonE6: [], price: [] },
    query: 'persons=2',
    activeFilterCount: 0,
    ...fields,
  };
}

describe('searchAnswerJson', () => {
  it('is the envelope JSON.stringify would write, markers from the typed arrays', () => {
    const markers = markersOf([
      { objectNumber: 10_001, lat: 41.694655, lon: -8.826965, priceCents: 80_500 },
      { objectNumber: 10_002, lat: 0.1 + 0.2, lon: 1e-7, priceCents: null },
      { objectNumber: 10_003, lat: -33.5, lon: 151.25, priceCents: 0 },
    ]);
    const expected = {
      objectNumbers: [10_001, 10_002, 10_003],
      latE6: [41_694_655, 300_000, -33_500_000],
      lonE6: [-8_826_965, 0, 151_250_000],
      price: [80_500, null, 0],
    };
    const json = searchAnswerJson(data(), markers);
    expect(JSON.parse(json)).toEqual(ok(data({ markers: expected })));
  });

  it('writes the markers’ stays as offsets from the first arrival, when they carry them', () => {
    const arrival = parseIsoDate('2026-12-02')!;
    const markers = markersOf(
      [
        { objectNumber: 1, lat: 1, lon: 2, priceCents: 50_000, arrivalDay: arrival + 3 },
        { objectNumber: 2, lat: 1, lon: 2, priceCents: 60_000, arrivalDay: arrival },
        { objectNumber: 3, lat: 1, lon: 2, priceCents: 70_000, arrivalDay: arrival + 14 },
      ],
      7,
    );
    const parsed = JSON.parse(searchAnswerJson(data(), markers)) as { data: SearchData };
    expect(parsed.data.markers.stays).toEqual({
      firstArrival: '2026-12-02',
      nights: 7,
      arrivalOffset: [3, 0, 14],
    });
    // Without stays (exact dates, no dates) the field is absent, and the answer unchanged.
    const plain = JSON.parse(
      searchAnswerJson(data(), markersOf([{ objectNumber: 1, lat: 1, lon: 2, priceCents: 1 }])),
    ) as { data: SearchData };
    expect(Object.keys(plain.data.markers)).toEqual(['objectNumbers', 'latE6', 'lonE6', 'price']);
  });

  it('writes prices beyond 32 bits as plain numbers', () => {
    const markers = markersOf([
      { objectNumber: 1, lat: 1, lon: 2, priceCents: 3_000_000_000 },
      { objectNumber: 2, lat: 1, lon: 2, priceCents: null },
    ]);
    const parsed = JSON.parse(searchAnswerJson(data(), markers)) as { data: SearchData };
    expect(parsed.data.markers.price).toEqual([3_000_000_000, null]);
  });

  it('keeps texts that contain the markers placeholder intact', () => {
    const sneaky = '\u0000markers\u0000';
    const input = data({ query: `fulltext=${sneaky}`, apiQuery: sneaky });
    const json = searchAnswerJson(input, markersOf([]));
    expect(JSON.parse(json)).toEqual(ok(input));
  });
});

describe('searchCacheControl', () => {
  it('allows 9,000 s (SPEC §7), but not into the next Berlin day', () => {
    expect(searchCacheControl(new Date('2026-11-22T09:30:00Z'))).toBe('public, max-age=9000');
    // 23:10 in Berlin: an answer with today's arrivals is true for 50 more minutes.
    expect(searchCacheControl(new Date('2026-11-22T22:10:00Z'))).toBe('public, max-age=3000');
    expect(searchCacheControl(new Date('2026-07-01T21:59:59Z'))).toBe('public, max-age=1');
  });
});
