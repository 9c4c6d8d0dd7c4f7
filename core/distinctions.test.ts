import { describe, expect, it } from 'vitest';
import { BADGE_VARIANTS, badgeVariant } from './distinctions';

describe('badgeVariant', () => {
  it('keeps every known variant and shows an unknown one as info', () => {
    for (const variant of BADGE_VARIANTS) expect(badgeVariant(variant)).toBe(variant);
    expect(badgeVariant('sparkly')).toBe('info');
    expect(badgeVariant('')).toBe('info');
  });
});
