// School holidays per country (SPEC §2 /reisetipps/ferientermine/land/{cc}, issue 17): the
// periods the education ministries of the German Länder published for 2026 and 2027, first and
// last day of each (weekends around them not added). Only dates checked against the published
// calendars are listed: a kind a state has no holidays of that year is an empty list, a period not
// (yet) recorded here is left out — the page says "not recorded" rather than guess. Countries
// without data (every one but Germany for now) have no page (404). A year is the calendar year the
// period starts in (Christmas 2026 runs into January 2027).
import type { IsoDate } from './dates';

export const HOLIDAY_KINDS = [
  'winter',
  'easter',
  'pentecost',
  'summer',
  'autumn',
  'christmas',
] as const;
export type HolidayKind = (typeof HOLIDAY_KINDS)[number];

/** First and last day of a holiday period. */
export type HolidayPeriod = readonly [IsoDate, IsoDate];

/** A state's holidays of one year: [] = none of that kind that year; missing = not recorded. */
export type YearHolidays = Partial<Record<HolidayKind, readonly HolidayPeriod[]>>;

export interface StateHolidays {
  /** The state's code (ISO 3166-2 suffix, e.g. BY); its name is `travelinfo:states.{country}.{code}`. */
  state: string;
  years: Readonly<Record<number, YearHolidays>>;
}

export interface CountryHolidays {
  /** Two lowercase letters, as the route's :countryCode. */
  country: string;
  /** The years the page shows, in order. */
  years: readonly number[];
  /** When the dates were last compared with the ministries' calendars. */
  checkedOn: IsoDate;
  states: readonly StateHolidays[];
}

const p = (from: IsoDate, to: IsoDate = from): HolidayPeriod => [from, to];

const GERMANY: CountryHolidays = {
  country: 'de',
  years: [2026, 2027],
  checkedOn: '2026-11-28',
  states: [
    {
      state: 'BW',
      years: {
        2026: {
          winter: [],
          easter: [p('2026-03-30', '2026-04-11')],
          pentecost: [p('2026-05-26', '2026-06-05')],
          summer: [p('2026-07-30', '2026-09-12')],
          autumn: [p('2026-10-26', '2026-10-31')],
          christmas: [p('2026-12-23', '2027-01-09')],
        },
        2027: {
          winter: [],
          easter: [p('2027-03-25'), p('2027-03-30', '2027-04-03')],
          pentecost: [p('2027-05-18', '2027-05-29')],
          summer: [p('2027-07-29', '2027-09-11')],
          autumn: [p('2027-11-02', '2027-11-06')],
          christmas: [p('2027-12-23', '2028-01-08')],
        },
      },
    },
    {
      state: 'BY',
      years: {
        2026: {
          winter: [p('2026-02-16', '2026-02-20')],
          easter: [p('2026-03-30', '2026-04-10')],
          pentecost: [p('2026-05-26', '2026-06-05')],
          summer: [p('2026-08-03', '2026-09-14')],
          autumn: [p('2026-11-02', '2026-11-06')],
          christmas: [p('2026-12-24', '2027-01-08')],
        },
        2027: {
          winter: [p('2027-02-08', '2027-02-12')],
          easter: [p('2027-03-22', '2027-04-02')],
          pentecost: [p('2027-05-18', '2027-05-28')],
        },
      },
    },
    {
      state: 'HE',
      years: {
        2026: {
          winter: [],
          easter: [p('2026-03-30', '2026-04-10')],
          pentecost: [],
          summer: [p('2026-06-29', '2026-08-07')],
        },
      },
    },
    {
      state: 'MV',
      years: {
        2026: {
          winter: [p('2026-02-09', '2026-02-20')],
          easter: [p('2026-03-30', '2026-04-08')],
          pentecost: [p('2026-05-22', '2026-05-26')],
          summer: [p('2026-07-13', '2026-08-21')],
        },
      },
    },
    {
      state: 'NI',
      years: {
        2026: {
          winter: [p('2026-02-02', '2026-02-03')],
          easter: [p('2026-03-23', '2026-04-07')],
          pentecost: [p('2026-05-26')],
          summer: [p('2026-07-02', '2026-08-12')],
          autumn: [p('2026-10-12', '2026-10-24')],
          christmas: [p('2026-12-23', '2027-01-09')],
        },
      },
    },
    {
      state: 'NW',
      years: {
        2026: {
          winter: [],
          easter: [p('2026-03-30', '2026-04-11')],
          pentecost: [p('2026-05-26')],
          summer: [p('2026-07-20', '2026-09-01')],
          autumn: [p('2026-10-17', '2026-10-31')],
          christmas: [p('2026-12-23', '2027-01-06')],
        },
        2027: {
          winter: [],
          easter: [p('2027-03-22', '2027-04-03')],
          pentecost: [p('2027-05-18')],
          summer: [p('2027-07-19', '2027-08-31')],
          autumn: [p('2027-10-23', '2027-11-06')],
          christmas: [p('2027-12-24', '2028-01-08')],
        },
      },
    },
    {
      state: 'SH',
      years: {
        2026: {
          winter: [],
          easter: [p('2026-03-26', '2026-04-10')],
          pentecost: [],
          summer: [p('2026-07-04', '2026-08-15')],
          autumn: [p('2026-10-12', '2026-10-24')],
          christmas: [p('2026-12-21', '2027-01-06')],
        },
        2027: {
          winter: [],
          easter: [p('2027-03-30', '2027-04-10')],
          pentecost: [],
          summer: [p('2027-07-03', '2027-08-14')],
          autumn: [p('2027-10-11', '2027-10-23')],
          christmas: [p('2027-12-23', '2028-01-08')],
        },
      },
    },
  ],
};

const COUNTRIES: ReadonlyMap<string, CountryHolidays> = new Map([[GERMANY.country, GERMANY]]);

/** The school holidays of a country (route parameter as given), or null when there are none. */
export function schoolHolidaysOf(countryCode: string): CountryHolidays | null {
  return COUNTRIES.get(countryCode) ?? null;
}

/** The country codes with school holiday data (links, sitemap). */
export function schoolHolidayCountries(): string[] {
  return [...COUNTRIES.keys()];
}

/** The states with at least one recorded period in `year`. */
export function statesOfYear(country: CountryHolidays, year: number): StateHolidays[] {
  return country.states.filter((s) => s.years[year] !== undefined);
}
