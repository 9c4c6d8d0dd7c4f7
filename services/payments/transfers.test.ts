import { describe, expect, it } from 'vitest';
import { referencedBooking } from './transfers';

describe('referencedBooking', () => {
  it.each([
    ['2026-100001', 100001],
    ['100001', 100001],
    ['  2026-100001 ', 100001],
    ['Buchung 2026-100001 Müller', 100001],
    ['RE 12 Buchung 2026-100023', 100023],
    ['SVWZ+2026-100001', 100001],
  ])('finds the booking in %j', (reference, expected) => {
    expect(referencedBooking(reference)).toBe(expected);
  });

  it.each([
    '',
    'Miete Januar',
    'RE 12',
    '0',
    '2026-0',
    '99999999999',
    '2026-100001-7',
    'DE02120300000000202051',
  ])('names none in %j', (reference) => {
    expect(referencedBooking(reference)).toBeNull();
  });
});
