import { describe, expect, it } from 'vitest';
import { referencedBookings } from './transfers';

describe('referencedBookings', () => {
  it.each([
    ['2026-100001', [{ year: 2026, number: 100001 }]],
    ['100001', [{ year: null, number: 100001 }]],
    ['  2026-100001 ', [{ year: 2026, number: 100001 }]],
    ['Buchung 2026-100001 Müller', [{ year: 2026, number: 100001 }]],
    ['SVWZ+2026-100001', [{ year: 2026, number: 100001 }]],
    ['Buchung 2026 100002', [{ year: 2026, number: 100002 }]],
    // Every candidate of a statement line: the search keeps those that name an awaited booking.
    [
      'Rechnung 2025-000123 Buchung 2026-100002',
      [
        { year: 2025, number: 123 },
        { year: 2026, number: 100002 },
      ],
    ],
    [
      'RE 1234-5678 Buchung 2026-100002',
      [
        { year: 1234, number: 5678 },
        { year: 2026, number: 100002 },
      ],
    ],
  ])('finds the bookings in %j', (reference, expected) => {
    expect(referencedBookings(reference)).toEqual(expected);
  });

  it.each([
    '',
    'Miete Januar',
    'RE 12',
    '0',
    '2026-0',
    '99999999999',
    '2026-100001-7',
    '2026-99999999999',
    'DE02120300000000202051',
  ])('names none in %j', (reference) => {
    expect(referencedBookings(reference)).toEqual([]);
  });
});
