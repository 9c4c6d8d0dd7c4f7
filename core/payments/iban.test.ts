import { describe, expect, it } from 'vitest';
import { formatIban, isValidBic, isValidIban, normaliseIban } from './iban';

describe('IBAN', () => {
  it('accepts IBANs whose check digits hold, typed with blanks or in lower case', () => {
    expect(isValidIban('DE02120300000000202051')).toBe(true);
    expect(isValidIban('de02 1203 0000 0000 2020 51')).toBe(true);
    expect(isValidIban('AT611904300234573201')).toBe(true);
    expect(isValidIban('GB29 NWBK 6016 1331 9268 19')).toBe(true);
    expect(isValidIban('CH93 0076 2011 6238 5295 7')).toBe(true);
  });

  it('refuses a typo, a swapped pair, a wrong shape and anything that is not one', () => {
    expect(isValidIban('DE02120300000000202052')).toBe(false);
    expect(isValidIban('DE02120300000000200251')).toBe(false);
    expect(isValidIban('DE0212030000')).toBe(false);
    expect(isValidIban('0202120300000000202051')).toBe(false);
    expect(isValidIban('DE02 1203 0000 0000 2020 5!')).toBe(false);
    expect(isValidIban('')).toBe(false);
  });

  it('is stored without blanks and printed in groups of four', () => {
    expect(normaliseIban(' de02 1203-0000 0000 2020 51 ')).toBe('DE02120300000000202051');
    expect(formatIban('DE02120300000000202051')).toBe('DE02 1203 0000 0000 2020 51');
    expect(formatIban('AT611904300234573201')).toBe('AT61 1904 3002 3457 3201');
  });
});

describe('BIC', () => {
  it('accepts 8 and 11 signs and refuses other shapes', () => {
    expect(isValidBic('BYLADEM1001')).toBe(true);
    expect(isValidBic('COBADEFF')).toBe(true);
    expect(isValidBic('cobadeff')).toBe(true);
    expect(isValidBic('COBADE')).toBe(false);
    expect(isValidBic('COBADEFF0')).toBe(false);
    expect(isValidBic('1OBADEFF')).toBe(false);
  });
});
