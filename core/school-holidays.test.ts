// The school holiday data (core/school-holidays.ts): every period a real date range that starts in
// the year it is filed under, in the season its kind names, without overlaps within a state.
import { describe, expect, it } from 'vitest';
import { isIsoDate } from './dates';
import {
  HOLIDAY_KINDS,
  schoolHolidayCountries,
  schoolHolidaysOf,
  statesOfYear,
  type HolidayKind,
} from './school-holidays';

/** Months (1–12) a period of each kind may start in. */
const START_MONTHS: Record<HolidayKind, number[]> = {
  winter: [1, 2, 3],
  easter: [3, 4],
  pentecost: [5, 6],
  summer: [6, 7, 8],
  autumn: [9, 10, 11],
  christmas: [12],
};

const days = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

describe('school holidays', () => {
  it('has Germany only, and nothing for other or unknown codes', () => {
    expect(schoolHolidayCountries()).toEqual(['de']);
    expect(schoolHolidaysOf('at')).toBeNull();
    expect(schoolHolidaysOf('DE')).toBeNull();
    expect(schoolHolidaysOf('')).toBeNull();
  });

  for (const code of schoolHolidayCountries()) {
    const country = schoolHolidaysOf(code)!;
    it(`${code}: every period is a real range in its year and season, without overlaps`, () => {
      for (const state of country.states) {
        for (const [yearText, holidays] of Object.entries(state.years)) {
          const year = Number(yearText);
          expect(country.years).toContain(year);
          const periods: [string, string][] = [];
          for (const kind of HOLIDAY_KINDS) {
            for (const [from, to] of holidays[kind] ?? []) {
              const where = `${state.state} ${year} ${kind} ${from}`;
              expect(isIsoDate(from) && isIsoDate(to), where).toBe(true);
              expect(Number(from.slice(0, 4)), where).toBe(year);
              expect(START_MONTHS[kind], where).toContain(Number(from.slice(5, 7)));
              const length = days(from, to);
              expect(length, where).toBeGreaterThanOrEqual(0);
              // Summer is six weeks and a few days at most, the others three weeks.
              expect(length, where).toBeLessThanOrEqual(kind === 'summer' ? 47 : 21);
              periods.push([from, to]);
            }
          }
          periods.sort((a, b) => a[0].localeCompare(b[0]));
          for (let i = 1; i < periods.length; i++)
            expect(periods[i]![0] > periods[i - 1]![1], `${state.state} ${year}`).toBe(true);
        }
      }
    });

    it(`${code}: the summer holidays are six weeks where recorded, and every year has states`, () => {
      for (const year of country.years) {
        expect(statesOfYear(country, year).length).toBeGreaterThan(0);
        for (const state of statesOfYear(country, year)) {
          for (const [from, to] of state.years[year]?.summer ?? [])
            expect(days(from, to), `${state.state} ${year}`).toBeGreaterThanOrEqual(38);
        }
      }
    });
  }
});
