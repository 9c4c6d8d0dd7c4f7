import { describe, expect, it } from 'vitest';
import { CLAIMS_LIMITATION_YEARS, yearsBackInstant } from './retention';

describe('yearsBackInstant', () => {
  it('is Berlin midnight of 1 January, full years back', () => {
    expect(yearsBackInstant(new Date('2026-12-01T12:00:00Z'), CLAIMS_LIMITATION_YEARS)).toEqual(
      new Date('2022-12-31T23:00:00Z'),
    );
    // Already 2027 in Berlin.
    expect(yearsBackInstant(new Date('2026-12-31T23:30:00Z'), 3)).toEqual(
      new Date('2023-12-31T23:00:00Z'),
    );
  });
});
