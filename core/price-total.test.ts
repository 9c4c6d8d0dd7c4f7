import { describe, expect, it } from 'vitest';
import { stayTotal } from './price-total';

describe('stayTotal', () => {
  it('is the price with every mandatory cost; nothing struck out without a discount', () => {
    expect(stayTotal({ price: 47_600, original: 47_600, priceComplete: 57_600 })).toEqual({
      total: 57_600,
      before: null,
    });
  });

  it('strikes out the total the stay would cost without its discount', () => {
    expect(stayTotal({ price: 40_000, original: 50_000, priceComplete: 48_500 })).toEqual({
      total: 48_500,
      before: 58_500,
    });
  });
});
