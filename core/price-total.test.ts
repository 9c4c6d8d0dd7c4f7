import { describe, expect, it } from 'vitest';
import { stayTotal } from './price-total';

describe('stayTotal', () => {
  it('is the price with every mandatory cost; nothing struck out without a discount', () => {
    expect(stayTotal({ price: 47_600, original: 47_600, priceComplete: 57_600 })).toEqual({
      total: 57_600,
      before: null,
      percentOff: null,
    });
  });

  it('strikes out the total the stay would cost without its discount', () => {
    expect(stayTotal({ price: 40_000, original: 50_000, priceComplete: 48_500 })).toEqual({
      total: 48_500,
      before: 58_500,
      // 10,000 of 58,500: 17.09 % → 17, the percentage of the two totals shown, not the rent's 20.
      percentOff: 17,
    });
  });

  it('never states more off than the two totals shown say (the audit’s −15 % for −13.6 %)', () => {
    // Rent 1,427 € − 15 % with costs: "statt 1.641 €", 1.417,35 € → 13.63 % → "−13 %".
    const shown = stayTotal({ price: 121_295, original: 142_700, priceComplete: 141_735 });
    expect(shown.before).toBe(163_140);
    expect(shown.percentOff).toBe(13);
    for (const [price, original, complete] of [
      [1, 3, 10],
      [99, 100, 150],
      [50_000, 100_000, 60_000],
    ] as const) {
      const t = stayTotal({ price, original, priceComplete: complete });
      expect(t.percentOff! / 100).toBeLessThanOrEqual((t.before! - t.total) / t.before!);
    }
  });
});
