import { describe, expect, it } from 'vitest';
import { INT32_MAX, isInt32 } from './int32';

describe('isInt32', () => {
  it('takes integers from min to the column maximum', () => {
    expect(isInt32(1)).toBe(true);
    expect(isInt32(INT32_MAX)).toBe(true);
    expect(isInt32(0)).toBe(false);
    expect(isInt32(0, 0)).toBe(true);
    expect(isInt32(-1, 0)).toBe(false);
    expect(isInt32(INT32_MAX + 1)).toBe(false);
  });

  it('refuses what is no integer', () => {
    for (const value of [
      1.5,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      '1',
      null,
      undefined,
      2 ** 53,
    ]) {
      expect(isInt32(value)).toBe(false);
    }
  });
});
