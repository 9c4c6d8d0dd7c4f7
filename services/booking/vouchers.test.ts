// Voucher codes (issue 15): the shape of a new code, its alphabet without look-alikes, and the
// ways a guest may type or copy one back.
import { describe, expect, it } from 'vitest';
import { VOUCHER_ALPHABET, newVoucherCode, normaliseVoucherCode } from './vouchers';

describe('voucher codes', () => {
  it('draws FER-XXXX-XXXX-XXXX from 32 signs without 0, O, 1 or I', () => {
    expect(VOUCHER_ALPHABET).toHaveLength(32);
    expect(VOUCHER_ALPHABET).not.toMatch(/[01OI]/);
    const codes = new Set(Array.from({ length: 500 }, () => newVoucherCode()));
    expect(codes.size).toBe(500);
    for (const code of codes) expect(code).toMatch(/^FER(-[2-9A-HJ-NP-Z]{4}){3}$/);
  });

  it('reads a code in any case, with or without dashes, spaces, prefix or non-breaking hyphens', () => {
    const code = 'FER-AB2C-DE3F-GH4J';
    for (const typed of [
      code,
      'fer-ab2c-de3f-gh4j',
      'AB2C DE3F GH4J',
      'ab2cde3fgh4j',
      'FER\u2011AB2C\u2011DE3F\u2011GH4J',
    ]) {
      expect(normaliseVoucherCode(typed)).toBe(code);
    }
  });

  it('refuses what cannot be a code', () => {
    for (const typed of ['', 'FER-AB2C-DE3F', 'FER-AB2C-DE3F-GH4O', 'AB2C-DE3F-GH4J-K', '<b>']) {
      expect(normaliseVoucherCode(typed)).toBeNull();
    }
  });
});
