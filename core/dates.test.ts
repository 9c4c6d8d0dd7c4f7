import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  yearsBackStart,
  isIsoMonth,
  monthOf,
  addDays,
  checkDateRange,
  diffDays,
  droppedDatesReason,
  formatDisplayDate,
  isIsoDate,
  isoDateFromEpochDay,
  parseDisplayDate,
  parseIsoDate,
  secondsToBerlinMidnight,
  todayFromClock,
  todayInBerlin,
  weekday,
} from './dates';

// Dates between 1900 and 2200 as UTC-midnight Date objects: the oracle below uses the platform's
// own UTC calendar, independent of the integer formulas under test.
const utcDay = fc
  .integer({ min: Date.UTC(1900, 0, 1) / 86_400_000, max: Date.UTC(2200, 0, 1) / 86_400_000 })
  .map((day) => new Date(day * 86_400_000));
const isoOf = (d: Date): string => d.toISOString().slice(0, 10);

describe('parseIsoDate / isIsoDate', () => {
  it('accepts real calendar dates and returns epoch days', () => {
    expect(parseIsoDate('1970-01-01')).toBe(0);
    expect(parseIsoDate('1970-01-02')).toBe(1);
    expect(parseIsoDate('1969-12-31')).toBe(-1);
    expect(parseIsoDate('2024-02-29')).toBe(Date.UTC(2024, 1, 29) / 86_400_000);
    expect(parseIsoDate('2000-02-29')).not.toBeNull();
    expect(parseIsoDate('0000-01-01')).toBe(-719_528);
    expect(parseIsoDate('9999-12-31')).toBe(2_932_896);
  });

  it.each([
    '2026-02-29', // not a leap year
    '1900-02-29', // century, not a leap year
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '2026-01-00',
    '2026-1-01',
    '26-01-01',
    ' 2026-01-01',
    '2026-01-01 ',
    '2026-01-01T00:00:00Z',
    '2026/01/01',
    '２０２６-01-01',
    '',
  ])('rejects %j', (value) => {
    expect(parseIsoDate(value)).toBeNull();
    expect(isIsoDate(value)).toBe(false);
  });

  it('rejects non-strings', () => {
    for (const value of [null, undefined, 20260101, new Date(), {}, ['2026-01-01']]) {
      expect(isIsoDate(value)).toBe(false);
    }
  });

  it('agrees with the platform UTC calendar (property)', () => {
    fc.assert(
      fc.property(utcDay, (d) => {
        const iso = isoOf(d);
        expect(parseIsoDate(iso)).toBe(d.getTime() / 86_400_000);
        expect(isoDateFromEpochDay(d.getTime() / 86_400_000)).toBe(iso);
      }),
    );
  });

  it('isoDateFromEpochDay refuses days outside 4-digit years', () => {
    expect(() => isoDateFromEpochDay(2_932_897)).toThrow(RangeError);
    expect(() => isoDateFromEpochDay(-719_529)).toThrow(RangeError);
    expect(() => isoDateFromEpochDay(1.5)).toThrow(RangeError);
  });
});

describe('addDays / diffDays', () => {
  it('crosses month, year and leap-day boundaries', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(diffDays('2026-01-01', '2027-01-01')).toBe(365);
    expect(diffDays('2028-01-01', '2029-01-01')).toBe(366);
  });

  // The tests run with TZ=Europe/Berlin (vitest.config.ts), so code doing local-time arithmetic
  // (new Date(y, m, d) + 24 h) would fail exactly here.
  it('is not affected by the DST switches in Europe/Berlin', () => {
    // Spring forward: night of 2026-03-28 → 29 lasts 23 hours.
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(diffDays('2026-03-28', '2026-03-30')).toBe(2);
    expect(diffDays('2026-03-22', '2026-04-05')).toBe(14);
    // Fall back: night of 2026-10-24 → 25 lasts 25 hours.
    expect(addDays('2026-10-24', 1)).toBe('2026-10-25');
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
    expect(diffDays('2026-10-24', '2026-10-26')).toBe(2);
    expect(diffDays('2026-10-18', '2026-11-01')).toBe(14);
  });

  it('addDays and diffDays are inverse (property)', () => {
    fc.assert(
      fc.property(utcDay, fc.integer({ min: -5000, max: 5000 }), (d, n) => {
        const start = isoOf(d);
        const end = addDays(start, n);
        expect(diffDays(start, end)).toBe(n);
        expect(end).toBe(isoOf(new Date(d.getTime() + n * 86_400_000)));
      }),
    );
  });

  it('throws RangeError on invalid input', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addDays('2026-02-01', 0.5)).toThrow(RangeError);
    expect(() => addDays('9999-12-31', 1)).toThrow(RangeError);
    expect(() => diffDays('x', '2026-01-01')).toThrow(RangeError);
  });
});

describe('weekday', () => {
  it('uses 0 = Sunday … 6 = Saturday', () => {
    expect(weekday('1970-01-01')).toBe(4); // Thursday
    expect(weekday('2026-11-22')).toBe(0); // Sunday
    expect(weekday('2026-11-28')).toBe(6); // Saturday
    expect(weekday('2026-11-23')).toBe(1); // Monday
    expect(weekday('1969-12-28')).toBe(0); // negative epoch days too
  });

  it('agrees with Date#getUTCDay (property)', () => {
    fc.assert(fc.property(utcDay, (d) => weekday(isoOf(d)) === d.getUTCDay()));
  });
});

describe('yearsBackStart', () => {
  it("counts full calendar years back from the Berlin year (its New Year, not UTC's)", () => {
    expect(yearsBackStart(new Date('2026-12-01T12:00:00Z'), 3)).toBe('2023-01-01');
    expect(yearsBackStart(new Date('2026-12-01T12:00:00Z'), 10)).toBe('2016-01-01');
    // 23:30 UTC on New Year's Eve is already the next year in Berlin.
    expect(yearsBackStart(new Date('2026-12-31T23:30:00Z'), 3)).toBe('2024-01-01');
    expect(yearsBackStart(new Date('2026-12-31T22:59:59Z'), 3)).toBe('2023-01-01');
  });
});

describe('secondsToBerlinMidnight', () => {
  it('counts to the next Berlin midnight in winter, summer and on both change days', () => {
    const cases: [string, number][] = [
      ['2026-11-22T09:30:00Z', 13.5 * 3600], // 10:30 CET
      ['2026-11-22T22:59:30Z', 30], // 23:59:30 CET
      ['2026-11-22T23:00:00Z', 24 * 3600], // midnight itself: a whole day to go
      ['2026-07-01T21:00:00Z', 3600], // 23:00 CEST
      ['2026-03-28T22:30:00Z', 1800], // 23:30 CET; 29 March starts at 23:00Z (CET)
      ['2026-03-29T12:00:00Z', 10 * 3600], // 14:00 CEST; 30 March starts at 22:00Z
      ['2026-10-24T21:30:00Z', 1800], // 23:30 CEST; 25 October starts at 22:00Z (CEST)
      ['2026-10-25T12:00:00Z', 11 * 3600], // 13:00 CET; 26 October starts at 23:00Z
      ['2026-11-22T22:59:59.900Z', 1], // never 0
    ];
    for (const [now, seconds] of cases) {
      expect([now, secondsToBerlinMidnight(new Date(now))]).toEqual([now, seconds]);
    }
  });

  it('always ends where todayInBerlin changes', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }), (ms) => {
        const now = new Date(ms);
        const end = ms + secondsToBerlinMidnight(now) * 1000;
        expect(todayInBerlin(new Date(end))).toBe(addDays(todayInBerlin(now), 1));
        expect(todayInBerlin(new Date(end - 1000))).toBe(todayInBerlin(now));
      }),
    );
  });
});

describe('todayInBerlin', () => {
  it('is right across midnight when called in sequence (the per-hour memo)', () => {
    const sequence: [string, string][] = [
      ['2026-11-21T22:00:00Z', '2026-11-21'],
      ['2026-11-21T22:59:59.999Z', '2026-11-21'],
      ['2026-11-21T23:00:00Z', '2026-11-22'],
      ['2026-11-21T22:30:00Z', '2026-11-21'],
      ['2026-07-01T21:59:59Z', '2026-07-01'],
      ['2026-07-01T22:00:00Z', '2026-07-02'],
      ['2026-07-01T22:00:00Z', '2026-07-02'],
      ['2026-03-29T00:59:59Z', '2026-03-29'],
      ['2026-03-28T22:59:59Z', '2026-03-28'],
    ];
    for (const [instant, day] of sequence) expect(todayInBerlin(new Date(instant))).toBe(day);
  });

  it('agrees with Intl for random instants in any order (property)', () => {
    const format = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (ms) => {
        expect(todayInBerlin(new Date(ms))).toBe(format.format(new Date(ms)));
      }),
    );
  });

  it.each([
    // Winter (CET, UTC+1): Berlin midnight is 23:00Z.
    ['2026-11-21T22:59:59Z', '2026-11-21'],
    ['2026-11-21T23:00:00Z', '2026-11-22'],
    ['2026-11-21T23:30:00Z', '2026-11-22'],
    ['2026-12-31T23:00:00Z', '2027-01-01'],
    // Summer (CEST, UTC+2): Berlin midnight is 22:00Z.
    ['2026-07-01T21:59:59Z', '2026-07-01'],
    ['2026-07-01T22:00:00Z', '2026-07-02'],
    // Spring-forward day: the day starts at 23:00Z (still CET), the next one at 22:00Z (CEST).
    ['2026-03-28T22:59:59Z', '2026-03-28'],
    ['2026-03-28T23:00:00Z', '2026-03-29'],
    ['2026-03-29T01:30:00Z', '2026-03-29'],
    ['2026-03-29T21:59:59Z', '2026-03-29'],
    ['2026-03-29T22:00:00Z', '2026-03-30'],
    // Fall-back day: starts at 22:00Z (CEST), the next at 23:00Z (CET).
    ['2026-10-24T21:59:59Z', '2026-10-24'],
    ['2026-10-24T22:00:00Z', '2026-10-25'],
    ['2026-10-25T22:59:59Z', '2026-10-25'],
    ['2026-10-25T23:00:00Z', '2026-10-26'],
  ])('%s is %s in Berlin', (instant, expected) => {
    expect(todayInBerlin(new Date(instant))).toBe(expected);
  });

  it('works with an injected clock', () => {
    expect(todayFromClock(() => new Date('2026-11-21T23:30:00Z'))).toBe('2026-11-22');
  });

  it('is the UTC date or the day after, and matches an independent formatter (property)', () => {
    const sweden = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Berlin',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1980-01-01T00:00:00Z'),
          max: new Date('2100-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        (now) => {
          const today = todayInBerlin(now);
          const utc = now.toISOString().slice(0, 10);
          expect([utc, addDays(utc, 1)]).toContain(today);
          expect(today).toBe(sweden.format(now));
        },
      ),
    );
  });

  it('throws RangeError for an invalid Date', () => {
    expect(() => todayInBerlin(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('display dates', () => {
  it('formats and parses dd.MM.yyyy', () => {
    expect(formatDisplayDate('2026-07-04')).toBe('04.07.2026');
    expect(formatDisplayDate('2026-02-30')).toBeNull();
    expect(parseDisplayDate('04.07.2026')).toBe('2026-07-04');
    expect(parseDisplayDate('4.7.2026')).toBe('2026-07-04');
    expect(parseDisplayDate(' 04.07.2026 ')).toBe('2026-07-04');
    expect(parseDisplayDate('29.02.2028')).toBe('2028-02-29');
  });

  it.each(['29.02.2026', '31.04.2026', '04.07.26', '2026-07-04', '04/07/2026', '004.07.2026', ''])(
    'parseDisplayDate rejects %j',
    (text) => {
      expect(parseDisplayDate(text)).toBeNull();
    },
  );

  it('round-trips (property)', () => {
    fc.assert(
      fc.property(utcDay, (d) => {
        const iso = isoOf(d);
        const shown = formatDisplayDate(iso);
        expect(shown).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
        expect(parseDisplayDate(shown ?? '')).toBe(iso);
      }),
    );
  });
});

describe('checkDateRange (SPEC §5)', () => {
  const today = '2026-11-22';

  it('accepts a range starting today or later', () => {
    expect(checkDateRange('2026-11-22', '2026-11-23', today)).toEqual({ ok: true });
    expect(checkDateRange('2027-07-01', '2027-07-15', today)).toEqual({ ok: true });
  });

  it.each([
    ['2026-11-22', '2026-11-22', 'same'],
    ['2026-11-25', '2026-11-24', 'endBeforeStart'],
    ['2026-11-21', '2026-11-28', 'past'],
    ['2026-11-20', '2026-11-21', 'past'],
    ['2026-02-30', '2026-03-02', 'invalid'],
    ['', '2026-11-28', 'invalid'],
    ['2026-11-23', '28.11.2026', 'invalid'],
  ] as const)('%s → %s is %s', (start, end, reason) => {
    expect(checkDateRange(start, end, today)).toEqual({ ok: false, reason });
  });

  it('reports an invalid today as invalid', () => {
    expect(checkDateRange('2026-11-23', '2026-11-24', 'today')).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('uses the Berlin date at midnight, not the UTC one', () => {
    // 23:30Z on the 21st is already the 22nd in Berlin: an arrival on the 21st is in the past.
    const berlinToday = todayInBerlin(new Date('2026-11-21T23:30:00Z'));
    expect(checkDateRange('2026-11-21', '2026-11-24', berlinToday)).toEqual({
      ok: false,
      reason: 'past',
    });
    expect(checkDateRange('2026-11-22', '2026-11-24', berlinToday)).toEqual({ ok: true });
  });

  it('is ok exactly when start ≥ today and end > start (property)', () => {
    fc.assert(
      fc.property(utcDay, utcDay, utcDay, (a, b, t) => {
        const [start, end, day] = [isoOf(a), isoOf(b), isoOf(t)];
        const ok = start >= day && end > start;
        expect(checkDateRange(start, end, day).ok).toBe(ok);
      }),
    );
  });
});

describe('droppedDatesReason', () => {
  it('names an arrival before today, else calls the dates invalid', () => {
    expect(droppedDatesReason('2026-06-09', '2026-06-10')).toEqual({
      reason: 'past',
      date: '2026-06-09',
    });
    expect(droppedDatesReason('2026-06-10', '2026-06-10')).toEqual({ reason: 'invalid' });
    expect(droppedDatesReason('2026-02-30', '2026-06-10')).toEqual({ reason: 'invalid' });
    expect(droppedDatesReason(null, '2026-06-10')).toEqual({ reason: 'invalid' });
  });
});

describe('months', () => {
  it('accepts only yyyy-MM with a real month', () => {
    expect(isIsoMonth('2026-11')).toBe(true);
    expect(isIsoMonth('2026-12')).toBe(true);
    for (const bad of ['2026-13', '2026-00', '2026-1', '26-11', ' 2026-11', '2026-11-01', 202611]) {
      expect(isIsoMonth(bad), String(bad)).toBe(false);
    }
  });

  it("takes a date's month and moves months across years", () => {
    expect(monthOf('2026-11-22')).toBe('2026-11');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-11', 2)).toBe('2027-01');
    expect(addMonths('2026-11', -23)).toBe('2024-12');
    expect(addMonths('2026-11', 0)).toBe('2026-11');
    expect(() => addMonths('0000-01', -1)).toThrow(RangeError);
    expect(() => addMonths('2026-13', 1)).toThrow(RangeError);
  });

  it('moves back and forth to the same month (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9998 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: -11, max: 11 }),
        (year, month, n) => {
          const m = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
          expect(addMonths(addMonths(m, n), -n)).toBe(m);
          expect(isIsoMonth(addMonths(m, n))).toBe(true);
        },
      ),
    );
  });
});
