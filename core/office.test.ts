import { describe, expect, it } from 'vitest';
import {
  nextBerlinMidnight,
  nextOpening,
  officeDay,
  officeExpiry,
  officeTimesMode,
  type OfficeShift,
} from './office';

/** A shift in Berlin wall time (winter: UTC+1; summer dates below: UTC+2). */
const shift = (
  staffId: number,
  date: string,
  from: number,
  to: number,
  offset = 1,
): OfficeShift => ({
  staffId,
  startsAt: new Date(`${date}T${String(from - offset).padStart(2, '0')}:00:00Z`),
  endsAt: new Date(`${date}T${String(to - offset).padStart(2, '0')}:00:00Z`),
});

const WEEK: OfficeShift[] = [
  shift(1, '2026-11-23', 8, 14),
  shift(2, '2026-11-23', 13, 19),
  shift(3, '2026-11-24', 8, 14),
  shift(1, '2026-11-28', 9, 14),
  shift(4, '2026-11-30', 8, 14),
];

describe('office times', () => {
  it('names the day of the next start: today, tomorrow, the day after, later', () => {
    expect(officeDay('2026-11-22', '2026-11-22')).toBe('today');
    expect(officeDay('2026-11-23', '2026-11-22')).toBe('tomorrow');
    expect(officeDay('2026-11-24', '2026-11-22')).toBe('afterTomorrow');
    expect(officeDay('2026-11-25', '2026-11-22')).toBe('later');
    // Across a month end.
    expect(officeDay('2026-12-01', '2026-11-30')).toBe('tomorrow');
  });

  it('finds the next opening in Berlin wall time from the clock', () => {
    // Sunday 10:30 Berlin: Monday 08:00–19:00, staff 1 and 2.
    expect(nextOpening(WEEK, new Date('2026-11-22T09:30:00Z'))).toEqual({
      day: 'tomorrow',
      date: '2026-11-23',
      from: '08:00',
      to: '19:00',
      openNow: false,
      staffIds: [1, 2],
    });
    // Monday 13:30: open now, both shifts running.
    expect(nextOpening(WEEK, new Date('2026-11-23T12:30:00Z'))).toMatchObject({
      day: 'today',
      from: '08:00',
      to: '19:00',
      openNow: true,
    });
    // Monday 15:00: the morning shift is over; the day shows what is left.
    expect(nextOpening(WEEK, new Date('2026-11-23T14:00:00Z'))).toMatchObject({
      from: '13:00',
      staffIds: [2],
    });
    // Monday 19:30: Tuesday is tomorrow.
    expect(nextOpening(WEEK, new Date('2026-11-23T18:30:00Z'))).toMatchObject({
      day: 'tomorrow',
      date: '2026-11-24',
    });
    // Saturday 15:00: Monday is the day after tomorrow.
    expect(nextOpening(WEEK, new Date('2026-11-28T14:00:00Z'))).toMatchObject({
      day: 'afterTomorrow',
      date: '2026-11-30',
    });
    // Wednesday: next is Saturday, three days ahead.
    expect(nextOpening(WEEK, new Date('2026-11-25T08:00:00Z'))).toMatchObject({ day: 'later' });
    expect(nextOpening(WEEK, new Date('2026-12-01T08:00:00Z'))).toBeNull();
    expect(nextOpening([], new Date())).toBeNull();
  });

  it('uses Berlin summer time and the Berlin day near midnight', () => {
    const summer = [shift(1, '2026-07-06', 8, 14, 2)];
    // Sunday 23:30 Berlin (21:30Z) is still Sunday: Monday is tomorrow, 08:00 local.
    expect(nextOpening(summer, new Date('2026-07-05T21:30:00Z'))).toMatchObject({
      day: 'tomorrow',
      from: '08:00',
      to: '14:00',
    });
    // 00:30 Berlin on Monday (22:30Z Sunday in UTC) is already Monday: today.
    expect(nextOpening(summer, new Date('2026-07-05T22:30:00Z'))).toMatchObject({ day: 'today' });
    expect(nextBerlinMidnight(new Date('2026-07-05T21:30:00Z')).toISOString()).toBe(
      '2026-07-05T22:00:00.000Z',
    );
    expect(nextBerlinMidnight(new Date('2026-11-22T09:30:00Z')).toISOString()).toBe(
      '2026-11-22T23:00:00.000Z',
    );
  });

  it('expires an answer after 15 minutes, at midnight or when the shown day starts or ends', () => {
    const monday = WEEK.slice(0, 2);
    expect(officeExpiry(new Date('2026-11-23T09:00:00Z'), monday).toISOString()).toBe(
      '2026-11-23T09:15:00.000Z',
    );
    expect(officeExpiry(new Date('2026-11-23T06:55:00Z'), monday).toISOString()).toBe(
      '2026-11-23T07:00:00.000Z',
    );
    expect(officeExpiry(new Date('2026-11-22T22:50:00Z'), null).toISOString()).toBe(
      '2026-11-22T23:00:00.000Z',
    );
  });

  it('shows the dynamic days on the global and agency routes only', () => {
    expect(officeTimesMode('default')).toBe('dynamic');
    expect(officeTimesMode('agency')).toBe('dynamic');
    expect(officeTimesMode('object')).toBe('static');
    expect(officeTimesMode('retailer')).toBe('static');
    expect(officeTimesMode('partner')).toBe('static');
  });
});
