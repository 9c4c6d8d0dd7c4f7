import { describe, expect, it } from 'vitest';
import { experimentVariant } from './bootstrap';
import { formatBerlinDateTime } from './debug';

describe('experimentVariant', () => {
  it('is sticky per uid and experiment, and spreads visitors over the variants', () => {
    const variants = ['photo', 'map', 'video'];
    expect(experimentVariant('visitor-0001', 'hero', variants)).toBe(
      experimentVariant('visitor-0001', 'hero', variants),
    );
    const counts = new Map<string, number>();
    for (let i = 0; i < 3_000; i++) {
      const variant = experimentVariant(`visitor-${i}`, 'hero', variants);
      counts.set(variant, (counts.get(variant) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual([...variants].sort());
    for (const n of counts.values()) expect(n).toBeGreaterThan(850);
  });

  it('chooses independently per experiment, from A and B by default', () => {
    const a = Array.from({ length: 200 }, (_, i) => experimentVariant(`v-${i}`, 'one'));
    const b = Array.from({ length: 200 }, (_, i) => experimentVariant(`v-${i}`, 'two'));
    expect(new Set(a)).toEqual(new Set(['A', 'B']));
    expect(a).not.toEqual(b);
  });
});

describe('formatBerlinDateTime', () => {
  it('writes an instant as yyyy-MM-dd HH:mm:ss in Berlin time (SPEC §5)', () => {
    expect(formatBerlinDateTime(new Date('2026-11-22T09:30:05Z'))).toBe('2026-11-22 10:30:05');
    expect(formatBerlinDateTime(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02 00:00:00');
  });
});
