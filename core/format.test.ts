import { describe, expect, it, vi } from 'vitest';
import {
  dateTimeFormat,
  formatBerlinInstant,
  formatCount,
  formatDay,
  labelColon,
  regionName,
  formatEuros,
  formatMoney,
  formatMonth,
  formatPercent,
  formatRating,
  languageNames,
  numberFormat,
} from './format';

// Intl puts a no-break space between amount and currency; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('shows whole euros without decimals in German', () => {
    expect(plain(formatMoney(123_400, 'de-DE'))).toBe('1.234 €');
    expect(plain(formatMoney(0, 'de-DE'))).toBe('0 €');
  });

  it('shows cents when the amount has them', () => {
    expect(plain(formatMoney(123_450, 'de-DE'))).toBe('1.234,50 €');
    expect(plain(formatMoney(5, 'de-DE'))).toBe('0,05 €');
  });

  it('rounds to whole euros on request', () => {
    expect(plain(formatMoney(123_450, 'de-DE', { whole: true }))).toBe('1.235 €');
    expect(plain(formatMoney(123_449, 'de-DE', { whole: true }))).toBe('1.234 €');
  });

  it('follows the locale', () => {
    expect(plain(formatMoney(123_400, 'en-GB'))).toBe('€1,234');
    expect(plain(formatMoney(123_400, 'fr-FR'))).toBe('1 234 €');
    expect(plain(formatMoney(123_450, 'it-IT'))).toBe('1234,50 €');
  });

  it('formats euros of the price filter', () => {
    expect(plain(formatEuros(6000, 'de-DE'))).toBe('6.000 €');
  });
});

describe('numbers and dates', () => {
  it('groups counts', () => {
    expect(formatCount(12_345, 'de-DE')).toBe('12.345');
    expect(formatCount(12_345, 'en-GB')).toBe('12,345');
  });

  it('shows ratings with one decimal', () => {
    expect(formatRating(4.25, 'de-DE')).toBe('4,3');
    expect(formatRating(5, 'en-GB')).toBe('5.0');
  });

  it('shows percentages without needless decimals', () => {
    expect(formatPercent(15, 'de-DE')).toBe('15');
    expect(formatPercent(12.5, 'de-DE')).toBe('12,5');
  });

  it('shows a calendar day without time-zone shifts', () => {
    expect(formatDay('2026-08-01', 'de-DE')).toBe('01.08.2026');
    expect(formatDay('2026-12-31', 'en-GB')).toBe('31/12/2026');
  });

  it('names a calendar month without time-zone shifts', () => {
    expect(formatMonth('2026-11', 'de-DE')).toBe('November 2026');
    expect(formatMonth('2027-01', 'fr-FR')).toBe('janvier 2027');
    expect(formatMonth('2026-12', 'it-IT')).toBe('dicembre 2026');
  });
});

describe('Intl formatters', () => {
  it('are made once per locale and options (a page formats dozens of dates)', () => {
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      for (const date of ['2026-08-01', '2026-08-02', '2026-08-03'] as const) {
        formatDay(date, 'nl-NL');
      }
      expect(made).toHaveBeenCalledTimes(1);
    } finally {
      made.mockRestore();
    }
    const options = { month: 'long', timeZone: 'UTC' } as const;
    expect(dateTimeFormat('it-IT', options)).toBe(dateTimeFormat('it-IT', { ...options }));
    expect(dateTimeFormat('it-IT', options)).not.toBe(dateTimeFormat('de-DE', options));
    expect(numberFormat('de-DE', { maximumFractionDigits: 1 }).format(3.25)).toBe('3,3');
    expect(languageNames('de-DE')).toBe(languageNames('de-DE'));
    expect(languageNames('de-DE').of('it')).toBe('Italienisch');
  });
});

describe('formatBerlinInstant', () => {
  it('reads an instant on Berlin clocks, whatever the zone it runs in', () => {
    // 23:30 UTC in winter is half past midnight the next day in Berlin; in summer 01:30.
    expect(formatBerlinInstant('2026-12-01T23:30:00.000Z', 'de')).toBe('02.12.2026, 00:30');
    expect(formatBerlinInstant('2026-07-01T23:30:00.000Z', 'de')).toBe('02.07.2026, 01:30');
    expect(formatBerlinInstant('2026-12-01T23:30:00.000Z', 'en')).toMatch(
      /^Dec 2, 2026, 12:30\sAM$/,
    );
  });
});

describe('labelColon', () => {
  it('puts a narrow no-break space before the colon in French only', () => {
    expect(labelColon('fr-FR')).toBe('\u202f:');
    expect(labelColon('fr')).toBe('\u202f:');
    for (const locale of ['de-DE', 'en-GB', 'it-IT', 'de']) expect(labelColon(locale)).toBe(':');
  });
});

describe('regionName', () => {
  it('names a country in the language, from a code in either case', () => {
    expect(regionName('de', 'de-DE')).toBe('Deutschland');
    expect(regionName('DE', 'fr')).toBe('Allemagne');
    expect(regionName('it', 'it-IT')).toBe('Italia');
    // A code the runtime refuses: the code itself, in capitals.
    expect(regionName('x1!', 'de-DE')).toBe('X1!');
  });
});
