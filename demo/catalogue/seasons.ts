// Season calendars, price rules and availability of demo objects. Everything is anchored on
// `today`: seasons cover the availability window (18 months) plus a margin, so every vacant
// night in the window has a price, and the availability strings repeat the seasons' arrival and
// minimum-stay rules day by day (core/availability.ts), as wholesaler feeds do.
import { encodeMinStay } from '#core/availability';
import { addDays, diffDays, parseIsoDate, weekdayOfEpochDay, type IsoDate } from '#core/dates';
import type { Discount, PriceRules, Season, ServiceRule } from '#core/pricing';
import type { Prng } from './prng';

export type SeasonLevel = 'low' | 'mid' | 'high';
export type SeasonProfile = 'north' | 'south' | 'mountains';

export interface SeasonSegment {
  from: IsoDate;
  /** Exclusive. */
  to: IsoDate;
  level: SeasonLevel;
}

/** Months of the availability window. */
export const WINDOW_MONTHS = 18;
/** Seasons reach this many days past the window, so stays arriving at its end are priced. */
export const SEASON_MARGIN_DAYS = 45;

/** `date` plus whole months, clamped to the month's last day (Jan 31 + 1 month = Feb 28/29). */
export function addMonths(date: IsoDate, months: number): IsoDate {
  // Called per object with the same anchor: remember the last answer.
  if (date === lastAddMonths.date && months === lastAddMonths.months) return lastAddMonths.result;
  const result = computeAddMonths(date, months);
  lastAddMonths = { date, months, result };
  return result;
}

let lastAddMonths = { date: '', months: 0, result: '' };

function computeAddMonths(date: IsoDate, months: number): IsoDate {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** Days of the availability window starting today (18 months). */
export function windowDays(today: IsoDate): number {
  return diffDays(today, addMonths(today, WINDOW_MONTHS));
}

/** Easter Sunday (anonymous Gregorian algorithm). */
export function easterSunday(year: number): IsoDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const L = 'low';
const M = 'mid';
const H = 'high';
const MONTH_LEVELS: Record<SeasonProfile, readonly SeasonLevel[]> = {
  north: [L, L, L, M, M, M, H, H, M, M, L, L],
  south: [L, L, L, L, M, M, H, H, M, L, L, L],
  mountains: [H, H, M, L, L, M, H, H, M, L, L, M],
};
const CHRISTMAS_LEVEL: Record<SeasonProfile, SeasonLevel> = { north: H, south: M, mountains: H };
const RANK: Record<SeasonLevel, number> = { low: 0, mid: 1, high: 2 };

const calendarCache = new Map<string, SeasonSegment[]>();

/**
 * Contiguous season segments from the first of today's month to the end of the window plus the
 * margin: month levels per profile, raised over Christmas–Epiphany and around Easter.
 */
export function seasonCalendar(profile: SeasonProfile, today: IsoDate): SeasonSegment[] {
  const key = `${profile}:${today}`;
  const cached = calendarCache.get(key);
  if (cached) return cached;
  const start = `${today.slice(0, 7)}-01`;
  const end = addDays(addMonths(today, WINDOW_MONTHS), SEASON_MARGIN_DAYS);
  const startDay = parseIsoDate(start) ?? 0;
  const days = diffDays(start, end);
  const levels: SeasonLevel[] = [];
  for (let i = 0; i < days; i++) {
    const date = addDays(start, i);
    const month = Number(date.slice(5, 7));
    const day = Number(date.slice(8, 10));
    let level = MONTH_LEVELS[profile][month - 1] ?? L;
    if ((month === 12 && day >= 20) || (month === 1 && day <= 6)) level = CHRISTMAS_LEVEL[profile];
    levels.push(level);
  }
  // Easter holidays: a week before to a week after Easter Sunday are at least mid season.
  const firstYear = Number(start.slice(0, 4));
  for (let year = firstYear; year <= firstYear + 2; year++) {
    const easter = parseIsoDate(easterSunday(year)) ?? 0;
    for (let d = easter - 7; d <= easter + 7; d++) {
      const i = d - startDay;
      if (i >= 0 && i < days && RANK[levels[i] ?? L] < RANK[M]) levels[i] = M;
    }
  }
  const segments: SeasonSegment[] = [];
  let from = 0;
  for (let i = 1; i <= days; i++) {
    if (i === days || levels[i] !== levels[from]) {
      segments.push({
        from: addDays(start, from),
        to: addDays(start, i),
        level: levels[from] ?? L,
      });
      from = i;
    }
  }
  calendarCache.set(key, segments);
  return segments;
}

// ---------------------------------------------------------------------------------------------
// Price rules.

export type ProviderKind = 'wholesaler' | 'agency' | 'private';

export interface PriceInput {
  profile: SeasonProfile;
  today: IsoDate;
  /** Low-season price of one night in cents. */
  lowNightCents: number;
  personsMax: number;
  provider: ProviderKind;
  /** Saturday-to-Saturday changeover in main seasons (typical for wholesalers). */
  saturdayChangeover: boolean;
  petsMax: number;
  sqm: number;
  fireplace: boolean;
  /** Tourist tax per adult and night in cents (0: none in this country). */
  touristTaxCents: number;
}

const LEVEL_FACTOR: Record<SeasonProfile, Record<SeasonLevel, number>> = {
  north: { low: 1, mid: 1.3, high: 1.75 },
  south: { low: 1, mid: 1.35, high: 1.9 },
  mountains: { low: 1, mid: 1.25, high: 1.65 },
};

const roundTo = (cents: number, euros: number): number =>
  Math.max(euros * 100, Math.round(cents / (euros * 100)) * euros * 100);

export function buildPriceRules(input: PriceInput, rng: Prng): PriceRules {
  const segments = seasonCalendar(input.profile, input.today);
  const weekly = rng.chance(0.6) ? rng.float(0.85, 0.95) : null;
  const minStay: Record<SeasonLevel, number> = {
    low: rng.weighted([1, 2, 3], [2, 5, 3]),
    mid: rng.weighted([2, 3, 4], [3, 5, 2]),
    high: input.saturdayChangeover ? 7 : rng.weighted([3, 5, 7], [3, 4, 3]),
  };
  const saturdayLevels: ReadonlySet<SeasonLevel> = input.saturdayChangeover
    ? new Set<SeasonLevel>(rng.chance(0.3) ? ['high', 'mid'] : ['high'])
    : new Set<SeasonLevel>();
  if (saturdayLevels.has('mid')) minStay.mid = 7;
  const seasons: Season[] = segments.map((s) => {
    const nightly = roundTo(input.lowNightCents * LEVEL_FACTOR[input.profile][s.level], 1);
    const season: Season = {
      from: s.from,
      to: s.to,
      nightlyCents: nightly,
      minStay: minStay[s.level],
    };
    if (weekly !== null) season.weeklyCents = roundTo(nightly * 7 * weekly, 5);
    if (saturdayLevels.has(s.level)) season.arrivalWeekdays = [6];
    return season;
  });

  const extraPersons = input.personsMax > 3 && rng.chance(0.3);
  const basePersons = extraPersons ? input.personsMax - 2 : input.personsMax;
  const discounts: Discount[] = [];
  if (rng.chance(0.2)) {
    discounts.push({
      kind: 'earlyBooking',
      percent: rng.pick([5, 10, 15]),
      minDaysBeforeArrival: rng.pick([90, 120, 180]),
    });
  }
  if (rng.chance(0.15)) {
    discounts.push({
      kind: 'lastMinute',
      percent: rng.pick([10, 15, 20]),
      maxDaysBeforeArrival: rng.pick([7, 14, 21]),
    });
  }
  if (rng.chance(0.15)) {
    discounts.push({
      kind: 'longStay',
      percent: rng.pick([5, 10]),
      minNights: rng.pick([14, 21, 28]),
    });
  }

  const servicesMandatory: ServiceRule[] = [
    { name: 'finalCleaning', amountCents: roundTo(3000 + input.sqm * 60, 5), unit: 'stay' },
  ];
  if (rng.chance(0.6)) {
    servicesMandatory.push({
      name: 'linen',
      amountCents: rng.pick([800, 1000, 1200, 1500]),
      unit: 'person',
    });
  }
  const servicesOnSiteMandatory: ServiceRule[] = [];
  if (input.touristTaxCents > 0) {
    servicesOnSiteMandatory.push({
      name: 'touristTax',
      amountCents: input.touristTaxCents,
      unit: 'personNight',
      adultsOnly: true,
    });
  }
  if (rng.chance(0.5)) {
    servicesOnSiteMandatory.push({
      name: 'deposit',
      amountCents: rng.pick([10000, 20000, 30000, 50000]),
      unit: 'stay',
      refundable: true,
    });
  }
  const servicesOnSiteOptional: ServiceRule[] = [];
  if (input.fireplace)
    servicesOnSiteOptional.push({
      name: 'firewood',
      amountCents: rng.pick([1000, 1200, 1500]),
      unit: 'piece',
    });
  if (rng.chance(0.5))
    servicesOnSiteOptional.push({
      name: 'babyCot',
      amountCents: rng.pick([500, 700]),
      unit: 'night',
    });

  const provider = input.provider;
  return {
    seasons,
    basePersons,
    extraPersonNightCents: extraPersons ? rng.pick([1000, 1500, 2000, 2500]) : 0,
    maxPersons: input.personsMax,
    pets: {
      allowed: input.petsMax > 0,
      max: input.petsMax,
      feeCents: input.petsMax > 0 ? rng.pick([3000, 4000, 5000, 6000]) : 0,
      feeUnit: rng.chance(0.7) ? 'pet' : 'petNight',
    },
    discounts,
    servicesMandatory,
    servicesOnSiteMandatory,
    servicesOnSiteOptional,
    inkasso: provider === 'private' ? 'landlord' : 'agency',
    payments: provider === 'wholesaler' ? [1, 2, 3] : provider === 'agency' ? [1, 2] : [1],
    externalBookingOK: provider === 'wholesaler' || (provider === 'agency' && rng.chance(0.7)),
  };
}

// ---------------------------------------------------------------------------------------------
// Availability.

export interface AvailabilityStrings {
  from: IsoDate;
  vacancy: string;
  arrival: string | null;
  departure: string | null;
  minStay: string;
}

const BOOKING_RATE: Record<SeasonLevel, number> = { low: 0.035, mid: 0.12, high: 0.5 };
const Y = 89;
const N = 78;

/** Bookings are denser soon (people book months ahead) and sparse a year out. */
function leadFactor(day: number): number {
  return day < 60 ? 1.2 : day < 120 ? 1 : day < 240 ? 0.7 : day < 365 ? 0.45 : 0.3;
}

/**
 * Per-day strings for the window starting today: booked blocks of 3–14 nights (Saturday to
 * Saturday in Saturday-changeover seasons), arrival and departure flags and minimum stays taken
 * from the seasons, so the calendar and the price rules never disagree.
 */
export function buildAvailability(
  rules: PriceRules,
  today: IsoDate,
  popularity: number,
  rng: Prng,
): AvailabilityStrings {
  const days = windowDays(today);
  const todayDay = parseIsoDate(today) ?? 0;
  const seasonAt = new Int16Array(days + 1).fill(-1);
  const seasons = rules.seasons;
  // Seasons are sorted and contiguous; parse their bounds once, then walk the days.
  const toDays = seasons.map((season) => parseIsoDate(season.to) ?? 0);
  const fromDays = seasons.map((season) => parseIsoDate(season.from) ?? 0);
  let s = 0;
  for (let i = 0; i <= days; i++) {
    const day = todayDay + i;
    while (s < seasons.length && (toDays[s] ?? 0) <= day) s++;
    if (s < seasons.length && (fromDays[s] ?? 0) <= day) seasonAt[i] = s;
  }
  // Per season, once: arrival weekday mask, minimum-stay char and booking rate. The booking rate
  // follows the price ratio, which keeps this independent of how the rules were made.
  const low = seasons[0]?.nightlyCents ?? 0;
  const seasonMask = seasons.map((season) => {
    const weekdays = season.arrivalWeekdays;
    if (weekdays === undefined || weekdays.length === 0) return 0x7f;
    let mask = 0;
    for (const w of weekdays) mask |= 1 << w;
    return mask;
  });
  const seasonMinStay = seasons.map((season) => encodeMinStay(season.minStay).charCodeAt(0));
  const seasonRate = seasons.map((season) => {
    const lvl: SeasonLevel =
      season.nightlyCents >= low * 1.5 ? 'high' : season.nightlyCents >= low * 1.2 ? 'mid' : 'low';
    return BOOKING_RATE[lvl];
  });
  const arrivalAt = (i: number, weekday: number): boolean => {
    const si = seasonAt[i] ?? -1;
    return si < 0 || ((seasonMask[si] ?? 0x7f) & (1 << weekday)) !== 0;
  };
  const arrival = new Uint8Array(days);
  const minStay = new Uint8Array(days);
  let restricted = false;
  let weekday: number = weekdayOfEpochDay(todayDay);
  for (let i = 0; i < days; i++) {
    const allowed = arrivalAt(i, weekday);
    if (!allowed) restricted = true;
    arrival[i] = allowed ? Y : N;
    minStay[i] = seasonMinStay[seasonAt[i] ?? -1] ?? 49; // '1'
    weekday = weekday === 6 ? 0 : weekday + 1;
  }
  const vacancy = new Uint8Array(days).fill(Y);
  for (let i = 0; i < days;) {
    const p = (seasonRate[seasonAt[i] ?? -1] ?? 0) * leadFactor(i) * popularity;
    if (arrival[i] === N || !rng.chance(p)) {
      i++;
      continue;
    }
    const season = seasons[seasonAt[i] ?? -1];
    const saturdayOnly = season?.arrivalWeekdays?.length === 1;
    let nights = saturdayOnly
      ? rng.chance(0.8)
        ? 7
        : 14
      : rng.weighted([3, 4, 5, 7, 10, 14], [10, 10, 10, 40, 10, 20]);
    nights = Math.max(nights, season?.minStay ?? 1);
    const end = Math.min(days, i + nights);
    vacancy.fill(N, i, end);
    i = end;
  }
  let departure: string | null = null;
  if (restricted) {
    // Where arrival is Saturday-only, departure is too (one longer: the day after the last night).
    const dep = new Uint8Array(days + 1);
    let w: number = weekdayOfEpochDay(todayDay);
    for (let i = 0; i <= days; i++) {
      dep[i] = arrivalAt(i, w) ? Y : N;
      w = w === 6 ? 0 : w + 1;
    }
    departure = ascii(dep);
  }
  return {
    from: today,
    vacancy: ascii(vacancy),
    arrival: restricted ? ascii(arrival) : null,
    departure,
    minStay: ascii(minStay),
  };
}

// Latin-1 decoding of single bytes is a native one-pass copy, far cheaper than fromCharCode.
const LATIN1 = new TextDecoder('latin1');

function ascii(codes: Uint8Array): string {
  return LATIN1.decode(codes);
}
