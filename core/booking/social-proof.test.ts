// The coarse ages and the area rule of social proof (issue 15): never finer than an hour, never
// the exact time; a type too rare in its region names only the country, too rare there nothing.
import { describe, expect, it } from 'vitest';
import { anonymousArea, bookedAgo, MIN_OBJECTS_PER_AREA } from './social-proof';

const NOW = new Date('2026-11-22T09:30:00Z');
const before = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);

describe('bookedAgo', () => {
  it.each([
    [0, { unit: 'justNow' }],
    [1, { unit: 'justNow' }],
    [59, { unit: 'justNow' }],
    [60, { unit: 'hours', count: 1 }],
    [119, { unit: 'hours', count: 1 }],
    [125, { unit: 'hours', count: 2 }],
    [23 * 60 + 59, { unit: 'hours', count: 23 }],
    [24 * 60, { unit: 'yesterday' }],
    [47 * 60, { unit: 'yesterday' }],
    [48 * 60, { unit: 'days', count: 2 }],
    [29 * 24 * 60 + 600, { unit: 'days', count: 29 }],
  ])('%i minutes ago is %o', (minutes, expected) => {
    expect(bookedAgo(before(minutes), NOW)).toEqual(expected);
  });

  it('takes a stamp after now (another clock) as just now', () => {
    expect(bookedAgo(new Date(NOW.getTime() + 3_600_000), NOW)).toEqual({ unit: 'justNow' });
  });

  it('never carries more than a unit and a whole count', () => {
    for (const minutes of [5, 90, 1_500, 5_000]) {
      const ago = bookedAgo(before(minutes), NOW);
      expect(Object.keys(ago).every((key) => key === 'unit' || key === 'count')).toBe(true);
    }
  });
});

describe('anonymousArea', () => {
  it('names the region only where enough objects of the type are there', () => {
    expect(anonymousArea(MIN_OBJECTS_PER_AREA, 100)).toBe('region');
    expect(anonymousArea(MIN_OBJECTS_PER_AREA - 1, 100)).toBe('country');
    expect(anonymousArea(1, MIN_OBJECTS_PER_AREA)).toBe('country');
    expect(anonymousArea(1, MIN_OBJECTS_PER_AREA - 1)).toBeNull();
    expect(anonymousArea(0, 0)).toBeNull();
  });
});
