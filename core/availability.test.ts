import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  availabilityFromColumns,
  checkStay,
  dayIndex,
  dayStatus,
  decodeMinStay,
  encodeMinStay,
  isAvailability,
  isStayVacant,
  markNights,
  vacancyBits,
  type Availability,
} from './availability';
import { addDays } from './dates';

// 2026-07-01 is a Wednesday. Index:    0123456789
const av: Availability = {
  from: '2026-07-01',
  vacancy: /*                       */ 'YYYNNYYYYY',
  arrival: /*                       */ 'YNYYYYYYNY',
  departure: /*                     */ 'YYYYYYNYYYY',
  minStay: /*                       */ '2113111111',
};

describe('dayStatus', () => {
  it('reports each kind of day', () => {
    expect(dayStatus(av, '2026-07-01')).toBe('vacant');
    expect(dayStatus(av, '2026-07-02')).toBe('noArrival');
    expect(dayStatus(av, '2026-07-04')).toBe('occupied');
    expect(dayStatus(av, '2026-06-30')).toBe('unknown');
    expect(dayStatus(av, '2026-07-11')).toBe('unknown');
    expect(dayStatus(av, 'not a date')).toBe('unknown');
  });

  it('treats unexpected vacancy chars as occupied (fail safe)', () => {
    expect(dayStatus({ from: '2026-07-01', vacancy: 'y?' }, '2026-07-01')).toBe('occupied');
    expect(dayStatus({ from: '2026-07-01', vacancy: 'y?' }, '2026-07-02')).toBe('occupied');
  });

  it('allows arrival when the arrival string is missing or short', () => {
    expect(dayStatus({ from: '2026-07-01', vacancy: 'YY', arrival: 'Y' }, '2026-07-02')).toBe(
      'vacant',
    );
  });
});

describe('isStayVacant', () => {
  it('needs every night start … end-1 vacant; the departure day may be booked', () => {
    expect(isStayVacant(av, '2026-07-01', '2026-07-04')).toBe(true); // nights 0,1,2
    expect(isStayVacant(av, '2026-07-01', '2026-07-05')).toBe(false); // night 3 booked
    expect(isStayVacant(av, '2026-07-06', '2026-07-11')).toBe(true); // up to the last night
    expect(isStayVacant(av, '2026-07-06', '2026-07-12')).toBe(false); // beyond the data
    expect(isStayVacant(av, '2026-06-30', '2026-07-02')).toBe(false); // before the data
    expect(isStayVacant(av, '2026-07-02', '2026-07-02')).toBe(false); // empty range
    expect(isStayVacant(av, '2026-07-03', '2026-07-02')).toBe(false);
  });
});

describe('checkStay', () => {
  it.each([
    ['2026-07-01', '2026-07-03', { ok: true }],
    ['2026-07-01', '2026-07-02', { ok: false, reason: 'minimumStay', minStay: 2 }],
    ['2026-07-03', '2026-07-04', { ok: true }],
    ['2026-07-02', '2026-07-03', { ok: false, reason: 'arrivalDay' }],
    ['2026-07-01', '2026-07-05', { ok: false, reason: 'occupied' }],
    ['2026-07-06', '2026-07-07', { ok: false, reason: 'departureDay' }],
    ['2026-07-06', '2026-07-11', { ok: true }],
    ['2026-07-06', '2026-07-12', { ok: false, reason: 'unknown' }],
    ['2026-06-30', '2026-07-03', { ok: false, reason: 'unknown' }],
    ['2026-07-03', '2026-07-03', { ok: false, reason: 'invalidDates' }],
    ['2026-07-03', 'soon', { ok: false, reason: 'invalidDates' }],
  ] as const)('%s → %s', (start, end, expected) => {
    expect(checkStay(av, start, end)).toEqual(expected);
  });

  it('checks min stay of the arrival day only', () => {
    // Arriving on index 3? Occupied. Index 2 needs 1 night ('1'), although index 3 says '3'.
    expect(checkStay(av, '2026-07-03', '2026-07-04')).toEqual({ ok: true });
  });
});

describe('min stay encoding', () => {
  it('is one base-36 char with 0/invalid meaning 1', () => {
    expect(decodeMinStay('7')).toBe(7);
    expect(decodeMinStay('a')).toBe(10);
    expect(decodeMinStay('Z')).toBe(35);
    expect(decodeMinStay('0')).toBe(1);
    expect(decodeMinStay('-')).toBe(1);
    expect(encodeMinStay(14)).toBe('e');
    expect(encodeMinStay(99)).toBe('z');
    expect(encodeMinStay(0)).toBe('1');
    for (let n = 1; n <= 35; n++) expect(decodeMinStay(encodeMinStay(n))).toBe(n);
  });
});

// Random availability: up to 60 days from a date in 2026/27.
const availabilityArb = fc
  .record({
    offset: fc.integer({ min: 0, max: 500 }),
    days: fc.array(
      fc.record({
        vacant: fc.boolean(),
        arrival: fc.boolean(),
        departure: fc.boolean(),
        minStay: fc.integer({ min: 0, max: 9 }),
      }),
      { maxLength: 60 },
    ),
  })
  .map(({ offset, days }): Availability => ({
    from: addDays('2026-01-01', offset),
    vacancy: days.map((d) => (d.vacant ? 'Y' : 'N')).join(''),
    arrival: days.map((d) => (d.arrival ? 'Y' : 'N')).join(''),
    departure: days.map((d) => (d.departure ? 'Y' : 'N')).join(''),
    minStay: days.map((d) => String(d.minStay)).join(''),
  }));

describe('properties', () => {
  it('isStayVacant matches a night-by-night dayStatus oracle', () => {
    fc.assert(
      fc.property(
        availabilityArb,
        fc.integer({ min: -3, max: 65 }),
        fc.integer({ min: 1, max: 20 }),
        (a, startIndex, nights) => {
          const start = addDays(a.from, startIndex);
          const end = addDays(start, nights);
          let oracle = true;
          for (let n = 0; n < nights; n++) {
            const status = dayStatus(a, addDays(start, n));
            if (status !== 'vacant' && status !== 'noArrival') oracle = false;
          }
          expect(isStayVacant(a, start, end)).toBe(oracle);
        },
      ),
    );
  });

  it('checkStay ok implies vacant, arrival allowed and min stay met', () => {
    fc.assert(
      fc.property(
        availabilityArb,
        fc.integer({ min: -3, max: 65 }),
        fc.integer({ min: 1, max: 20 }),
        (a, startIndex, nights) => {
          const start = addDays(a.from, startIndex);
          const end = addDays(start, nights);
          const result = checkStay(a, start, end);
          if (result.ok) {
            expect(isStayVacant(a, start, end)).toBe(true);
            expect(dayStatus(a, start)).toBe('vacant');
            expect(nights).toBeGreaterThanOrEqual(
              decodeMinStay(a.minStay?.charAt(startIndex) ?? ''),
            );
          } else if (result.reason === 'occupied' || result.reason === 'unknown') {
            expect(isStayVacant(a, start, end)).toBe(false);
          } else {
            expect(isStayVacant(a, start, end)).toBe(true);
          }
        },
      ),
    );
  });

  it('vacancyBits mirrors the vacancy string', () => {
    fc.assert(
      fc.property(availabilityArb, (a) => {
        const bits = vacancyBits(a);
        for (let i = 0; i < a.vacancy.length; i++) {
          const bit = ((bits[i >>> 5] ?? 0) >>> (i & 31)) & 1;
          expect(bit === 1).toBe(a.vacancy[i] === 'Y');
        }
      }),
    );
  });

  it('isAvailability accepts generated data and dayIndex counts from `from`', () => {
    fc.assert(
      fc.property(availabilityArb, fc.integer({ min: 0, max: 100 }), (a, n) => {
        expect(isAvailability(a)).toBe(true);
        expect(dayIndex(a, addDays(a.from, n))).toBe(n);
      }),
    );
  });
});

describe('isAvailability', () => {
  it('rejects malformed data', () => {
    expect(isAvailability(null)).toBe(false);
    expect(isAvailability({ from: '2026-02-30', vacancy: 'YY' })).toBe(false);
    expect(isAvailability({ from: '2026-02-01', vacancy: 'YX' })).toBe(false);
    expect(isAvailability({ from: '2026-02-01', vacancy: 'YN', arrival: 7 })).toBe(false);
    expect(isAvailability({ from: '2026-02-01', vacancy: 'YN', minStay: '1!' })).toBe(false);
    expect(isAvailability({ from: '2026-02-01', vacancy: 'YN', minStay: '1a' })).toBe(true);
  });
});

describe('availabilityFromColumns', () => {
  it('maps stored columns, leaving out absent or empty optional strings', () => {
    expect(
      availabilityFromColumns({
        fromDate: '2026-07-01',
        vacancy: 'YYN',
        arrival: 'YNY',
        departure: null,
        minStay: '',
      }),
    ).toEqual({ from: '2026-07-01', vacancy: 'YYN', arrival: 'YNY' });
  });

  it('is null without a calendar', () => {
    expect(availabilityFromColumns(null)).toBeNull();
    const none = { fromDate: null, vacancy: null, arrival: null, departure: null, minStay: null };
    expect(availabilityFromColumns(none)).toBeNull();
    expect(availabilityFromColumns({ ...none, fromDate: '2026-07-01' })).toBeNull();
  });
});

describe('markNights', () => {
  const calendar = { fromDate: '2027-01-01', vacancy: 'YYNYYYY' };

  it('marks the nights of a stay, departure day excluded, only where they are as expected', () => {
    // 2 Jan to 6 Jan: nights of the 2nd to the 5th; the feed's 'N' on the 3rd stays.
    const booked = markNights(
      calendar,
      { startDate: '2027-01-02', endDate: '2027-01-06' },
      'Y',
      'B',
    );
    expect(booked).toBe('YBNBBYY');
    // Freed again: 'B' back to 'Y', never the feed's 'N'.
    expect(
      markNights(
        { ...calendar, vacancy: booked! },
        { startDate: '2027-01-02', endDate: '2027-01-06' },
        'B',
        'Y',
      ),
    ).toBe('YYNYYYY');
  });

  it('leaves nights outside the calendar alone, and says when nothing changed', () => {
    expect(markNights(calendar, { startDate: '2026-12-30', endDate: '2027-01-02' }, 'Y', 'B')).toBe(
      'BYNYYYY',
    );
    expect(markNights(calendar, { startDate: '2027-01-06', endDate: '2027-01-20' }, 'Y', 'B')).toBe(
      'YYNYYBB',
    );
    expect(markNights(calendar, { startDate: '2027-02-01', endDate: '2027-02-08' }, 'Y', 'B')).toBe(
      null,
    );
    expect(markNights(calendar, { startDate: '2027-01-03', endDate: '2027-01-04' }, 'Y', 'B')).toBe(
      null,
    );
  });
});
