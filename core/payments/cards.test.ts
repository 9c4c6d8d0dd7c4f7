import { describe, expect, it } from 'vitest';
import {
  cardBrand,
  cardOutcome,
  isValidCardNumber,
  normaliseCardNumber,
  parseExpiry,
} from './cards';

describe('sandbox cards', () => {
  it('reads numbers as typed and checks them by Luhn', () => {
    expect(normaliseCardNumber('4242 4242 4242 4242')).toBe('4242424242424242');
    expect(normaliseCardNumber('4242-4242-4242-4242')).toBe('4242424242424242');
    expect(normaliseCardNumber('4242 4242 4242 424x')).toBeNull();
    expect(normaliseCardNumber('4242')).toBeNull();
    expect(isValidCardNumber('4242424242424242')).toBe(true);
    expect(isValidCardNumber('4000000000000002')).toBe(true);
    expect(isValidCardNumber('4000000000003220')).toBe(true);
    expect(isValidCardNumber('4242424242424241')).toBe(false);
  });

  it('knows the test cards', () => {
    expect(cardOutcome('4242424242424242')).toBe('paid');
    expect(cardOutcome('4000000000000002')).toBe('declined');
    expect(cardOutcome('4000000000003220')).toBe('challenge');
    expect(cardOutcome('5555555555554444')).toBe('paid');
    expect(cardBrand('4242424242424242')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
  });

  it('reads expiries and sees expired cards', () => {
    expect(parseExpiry('12/30', '2026-11-22')).toEqual({ month: 12, year: 2030, expired: false });
    expect(parseExpiry('11 / 2026', '2026-11-22')).toEqual({
      month: 11,
      year: 2026,
      expired: false,
    });
    expect(parseExpiry('1026', '2026-11-22')?.expired).toBe(true);
    expect(parseExpiry('13/30', '2026-11-22')).toBeNull();
    expect(parseExpiry('ab/cd', '2026-11-22')).toBeNull();
  });
});
