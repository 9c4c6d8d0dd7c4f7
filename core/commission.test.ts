import { describe, expect, it } from 'vitest';
import { commissionCents, MAX_COMMISSION_BP, parseRatePercent, rateInForce } from './commission';
import { formatRate } from './format';

describe('parseRatePercent', () => {
  it('reads whole and decimal percents with either decimal mark, a sign and blanks', () => {
    expect(parseRatePercent('8')).toBe(800);
    expect(parseRatePercent('7,5')).toBe(750);
    expect(parseRatePercent('7.25')).toBe(725);
    expect(parseRatePercent(' 12 % ')).toBe(1200);
    expect(parseRatePercent('0')).toBe(0);
    expect(parseRatePercent('0,05')).toBe(5);
    expect(parseRatePercent('50')).toBe(MAX_COMMISSION_BP);
  });

  it('refuses what is not an agreed rate instead of rounding or guessing', () => {
    for (const text of [
      '',
      ' ',
      'acht',
      '7,125',
      '-5',
      '50,01',
      '51',
      '100',
      '1e1',
      '7,',
      ',5',
      '8%%',
      '7 5',
    ])
      expect(parseRatePercent(text), text).toBeNull();
  });
});

describe('rateInForce', () => {
  const rates = [
    { validFrom: '2026-03', rateBp: 800 },
    { validFrom: '2025-11', rateBp: 500 },
    { validFrom: '2026-12', rateBp: 1000 },
  ];

  it('takes the latest rate that starts in the month or before, in any order', () => {
    expect(rateInForce(rates, '2025-10')).toBeNull();
    expect(rateInForce(rates, '2025-11')?.rateBp).toBe(500);
    expect(rateInForce(rates, '2026-02')?.rateBp).toBe(500);
    expect(rateInForce(rates, '2026-03')?.rateBp).toBe(800);
    expect(rateInForce(rates, '2026-11')?.rateBp).toBe(800);
    expect(rateInForce(rates, '2027-05')?.rateBp).toBe(1000);
    expect(rateInForce([], '2026-11')).toBeNull();
  });
});

describe('commissionCents', () => {
  it('rounds once, half up, to the cent', () => {
    expect(commissionCents(160_050, 800)).toBe(12_804); // 1.600,50 € × 8 % = 128,04 €
    expect(commissionCents(12_345, 750)).toBe(926); // 925,875 ct
    expect(commissionCents(100, 50)).toBe(1); // 0,5 ct rounds up
    expect(commissionCents(100, 49)).toBe(0);
    expect(commissionCents(0, 800)).toBe(0);
    expect(commissionCents(160_050, 0)).toBe(0);
  });
});

describe('formatRate', () => {
  it('writes the rate as each language does', () => {
    const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
    expect(plain(formatRate(800, 'de-DE'))).toBe('8 %');
    expect(plain(formatRate(750, 'de-DE'))).toBe('7,5 %');
    expect(plain(formatRate(725, 'fr-FR'))).toBe('7,25 %');
    expect(formatRate(800, 'en-GB')).toBe('8%');
    expect(formatRate(1250, 'it-IT')).toBe('12,5%');
  });
});
