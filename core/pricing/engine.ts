// The pricing engine: price rules + availability + query + injected instant → SPEC.md §3 price
// result. Pure and total: no I/O, no clock of its own, and it never throws — every impossible
// query is answered with a status, because a price box must render something for any URL.
//
// Definitions (all integer cents; "travellers" = persons + teens + childs):
//   rent                     = Σ over seasons of the stay's nights in that season:
//                              ⌊k/7⌋·weeklyCents + (k mod 7)·nightlyCents, or k·nightlyCents
//                              without a weekly price (k = nights of the stay in that season)
//   surcharge                = max(0, travellers − basePersons) · extraPersonNightCents · nights
//   originalWithoutAdditions = rent                       (before discount, without surcharges)
//   original                 = rent + surcharge           (before discount)
//   price                    = original − round(original · percent / 100)   (after the best discount)
//   pricePercentReduction    = original > 0 ? round((original − price) / original · 100) : 0
//   priceComplete            = price + Σ priceServicesMandatory[].amount     (incl. pet fee)
// On-site services (mandatory and optional) are listed with their totals for this stay but are
// NOT part of priceComplete: they are paid to the landlord on site.
//
// Status order (first that applies): unknownObject, invalidDates, inThePast, tooManyPersons,
// petsNotAllowed, noPrice, occupied, arrivalDay, minimumStay, else free. The amounts are
// calculated (priceCalculated = true) for free, occupied, arrivalDay and minimumStay — the
// stay has a well-defined price even when it cannot be booked as asked, and the UI can show it
// next to the reason. For the other statuses there is no meaningful price: amounts are 0 and
// service lists empty.

import { checkStay, type Availability } from '../availability';
import { checkDateRange, parseIsoDate, todayInBerlin, weekdayOfEpochDay } from '../dates';
import { MAX_STAY_NIGHTS, normaliseAvailabilityQuery } from './query';
import type {
  AppliedDiscount,
  AvailabilityQuery,
  AvailabilityQueryInput,
  Cents,
  Discount,
  PriceResult,
  PriceRules,
  PriceServiceItem,
  PriceStatus,
  ServiceRule,
  ServiceUnit,
} from './types';

/** A season with parsed bounds and sanitised numbers, ready for per-night lookups. */
interface CompiledSeason {
  fromDay: number;
  toDay: number;
  nightly: Cents;
  weekly: Cents | null;
  minStay: number;
  /** Bit w set = arrival allowed on weekday w (0 = Sunday). */
  arrivalMask: number;
}

const ALL_WEEKDAYS = 0x7f;

// Rules come from the DB as JSON. Negative, fractional or non-numeric amounts are data errors;
// clamping them to whole non-negative cents keeps every result a valid, non-negative price.
function cents(value: unknown): Cents {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.round(value) : 0;
}

function wholeCount(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

function listOf<T>(value: readonly T[] | undefined | null): readonly T[] {
  return Array.isArray(value) ? value : [];
}

function compileSeasons(rules: PriceRules): CompiledSeason[] {
  const out: CompiledSeason[] = [];
  for (const season of listOf(rules.seasons)) {
    const fromDay = parseIsoDate(season.from);
    const toDay = parseIsoDate(season.to);
    if (fromDay === null || toDay === null || toDay <= fromDay) continue;
    let arrivalMask = ALL_WEEKDAYS;
    const weekdays = listOf(season.arrivalWeekdays);
    if (weekdays.length > 0) {
      arrivalMask = 0;
      for (const w of weekdays) {
        if (Number.isInteger(w) && w >= 0 && w <= 6) arrivalMask |= 1 << w;
      }
    }
    out.push({
      fromDay,
      toDay,
      nightly: cents(season.nightlyCents),
      weekly: season.weeklyCents == null ? null : cents(season.weeklyCents),
      minStay: Math.max(1, wholeCount(season.minStay)),
      arrivalMask,
    });
  }
  return out;
}

/** Index of the first season containing the night of `day`, or -1. */
function seasonIndexAt(seasons: readonly CompiledSeason[], day: number): number {
  for (let i = 0; i < seasons.length; i++) {
    const s = seasons[i];
    if (s !== undefined && day >= s.fromDay && day < s.toDay) return i;
  }
  return -1;
}

/** Rent for per-season night counts (counts[i] = nights of the stay in season i). */
function rentFromCounts(seasons: readonly CompiledSeason[], counts: ArrayLike<number>): Cents {
  let rent = 0;
  for (let i = 0; i < seasons.length; i++) {
    const k = counts[i] ?? 0;
    const s = seasons[i];
    if (k === 0 || s === undefined) continue;
    rent += s.weekly === null ? k * s.nightly : Math.floor(k / 7) * s.weekly + (k % 7) * s.nightly;
  }
  return rent;
}

/** Rent of `nights` nights from `startDay`, or null when a night has no season. */
function stayRent(
  seasons: readonly CompiledSeason[],
  startDay: number,
  nights: number,
): Cents | null {
  const counts = new Array<number>(seasons.length).fill(0);
  for (let day = startDay; day < startDay + nights; day++) {
    const i = seasonIndexAt(seasons, day);
    if (i < 0) return null;
    counts[i] = (counts[i] ?? 0) + 1;
  }
  return rentFromCounts(seasons, counts);
}

function optionalDay(value: string | undefined | null): number | null | undefined {
  if (value == null) return undefined;
  return parseIsoDate(value);
}

function discountApplies(d: Discount, startDay: number, todayDay: number, nights: number): boolean {
  if (!(typeof d.percent === 'number' && d.percent > 0)) return false;
  const windows: [string | undefined, string | undefined, number][] = [
    [d.arrivalFrom, d.arrivalTo, startDay],
    [d.bookableFrom, d.bookableTo, todayDay],
  ];
  for (const [fromText, toText, day] of windows) {
    const from = optionalDay(fromText);
    const to = optionalDay(toText);
    // A window bound that is present but not a date is a data error: grant no discount on it.
    if (from === null || to === null) return false;
    if (from !== undefined && day < from) return false;
    if (to !== undefined && day >= to) return false;
  }
  const daysBefore = startDay - todayDay;
  if (d.minDaysBeforeArrival != null && !(daysBefore >= d.minDaysBeforeArrival)) return false;
  if (d.maxDaysBeforeArrival != null && !(daysBefore <= d.maxDaysBeforeArrival)) return false;
  if (d.minNights != null && !(nights >= d.minNights)) return false;
  return true;
}

function bestDiscount(
  discounts: readonly Discount[],
  startDay: number,
  todayDay: number,
  nights: number,
): AppliedDiscount | null {
  let best: AppliedDiscount | null = null;
  for (const d of discounts) {
    if (!discountApplies(d, startDay, todayDay, nights)) continue;
    const percent = Math.min(100, d.percent);
    if (best === null || percent > best.percent) best = { kind: d.kind, percent };
  }
  return best;
}

interface Party {
  nights: number;
  travellers: number;
  adults: number;
  pets: number;
}

function quantityFor(unit: ServiceUnit, party: Party, adultsOnly: boolean): number {
  const persons = adultsOnly ? party.adults : party.travellers;
  switch (unit) {
    case 'stay':
    case 'piece':
      return 1;
    case 'night':
      return party.nights;
    case 'person':
      return persons;
    case 'personNight':
      return persons * party.nights;
    case 'pet':
      return party.pets;
    case 'petNight':
      return party.pets * party.nights;
    default:
      return 0;
  }
}

/** Service lines for this stay; lines with quantity 0 (e.g. per-pet without pets) are left out. */
function serviceItems(rules: readonly ServiceRule[], party: Party): PriceServiceItem[] {
  const items: PriceServiceItem[] = [];
  for (const rule of rules) {
    const quantity = quantityFor(rule.unit, party, rule.adultsOnly === true);
    if (quantity <= 0) continue;
    const unitAmount = cents(rule.amountCents);
    items.push({
      name: String(rule.name),
      amount: unitAmount * quantity,
      unit: rule.unit,
      unitAmount,
      quantity,
      refundable: rule.refundable === true,
    });
  }
  return items;
}

function emptyResult(
  q: AvailabilityQuery,
  ts: number,
  status: PriceStatus,
  rules: PriceRules | null,
): PriceResult {
  return {
    priceObject: {
      currency: 'EUR',
      original: 0,
      price: 0,
      priceComplete: 0,
      pricePercentReduction: 0,
      originalWithoutAdditions: 0,
      persons: q.persons,
      startDate: q.startDate,
      endDate: q.endDate,
      duration: q.duration,
      ts,
    },
    priceServicesMandatory: [],
    priceServicesOnSiteMandatory: [],
    priceServicesOnSiteOptional: [],
    priceCalculated: false,
    externalBookingOK: rules?.externalBookingOK === true,
    status,
    inkasso: rules === null ? null : rules.inkasso === 'landlord' ? 'landlord' : 'agency',
    payments: rules === null ? [] : listOf(rules.payments).filter(Number.isInteger),
    discount: null,
  };
}

/** Bookability of a priced stay: availability first, then the arrival season's own rules. */
function bookingStatus(
  availability: Availability | null,
  q: AvailabilityQuery,
  season: CompiledSeason,
  startDay: number,
  nights: number,
): PriceStatus {
  // Without calendar data vacancy cannot be confirmed, so the stay is not sellable.
  if (availability === null) return 'occupied';
  const stay = checkStay(availability, q.startDate, q.endDate);
  const reason = stay.ok ? null : stay.reason;
  if (reason === 'occupied' || reason === 'unknown' || reason === 'invalidDates') {
    return 'occupied';
  }
  const weekdayOk = (season.arrivalMask & (1 << weekdayOfEpochDay(startDay))) !== 0;
  // A departure on a non-changeover day is the same rule seen from the other end; the UI has
  // one message for both.
  if (reason === 'arrivalDay' || reason === 'departureDay' || !weekdayOk) return 'arrivalDay';
  if (reason === 'minimumStay' || nights < season.minStay) return 'minimumStay';
  return 'free';
}

/**
 * Prices a stay. `rules` null means the object is unknown; `availability` null means no calendar
 * data (the price is still calculated, the status is 'occupied'). `now` is the injected instant:
 * "today" is its date in Europe/Berlin and `ts` its epoch milliseconds; an invalid `now` yields
 * 'invalidDates' with ts 0. Never throws. See the definitions at the top of this file.
 */
export function calculatePrice(
  rules: PriceRules | null,
  availability: Availability | null,
  query: AvailabilityQueryInput | unknown,
  now: Date,
): PriceResult {
  const q = normaliseAvailabilityQuery(query);
  const nowMs = now instanceof Date ? now.getTime() : Number.NaN;
  const ts = Number.isFinite(nowMs) ? nowMs : 0;

  if (rules === null || typeof rules !== 'object') return emptyResult(q, ts, 'unknownObject', null);
  if (!Number.isFinite(nowMs)) return emptyResult(q, ts, 'invalidDates', rules);

  const today = todayInBerlin(now);
  const range = checkDateRange(q.startDate, q.endDate, today);
  if (!range.ok) {
    return emptyResult(q, ts, range.reason === 'past' ? 'inThePast' : 'invalidDates', rules);
  }
  // checkDateRange accepted both dates, so these parse.
  const startDay = parseIsoDate(q.startDate) ?? 0;
  const endDay = parseIsoDate(q.endDate) ?? 0;
  const todayDay = parseIsoDate(today) ?? 0;
  const nights = endDay - startDay;
  if (nights > MAX_STAY_NIGHTS) return emptyResult(q, ts, 'invalidDates', rules);

  const party: Party = {
    nights,
    travellers: q.persons + q.teens + q.childs,
    adults: q.persons,
    pets: q.pets,
  };
  if (party.travellers > wholeCount(rules.maxPersons)) {
    return emptyResult(q, ts, 'tooManyPersons', rules);
  }
  const pets = rules.pets;
  if (party.pets > 0 && (pets?.allowed !== true || party.pets > wholeCount(pets.max))) {
    return emptyResult(q, ts, 'petsNotAllowed', rules);
  }

  const seasons = compileSeasons(rules);
  const rent = stayRent(seasons, startDay, nights);
  const arrivalSeason = seasons[seasonIndexAt(seasons, startDay)];
  if (rent === null || arrivalSeason === undefined) return emptyResult(q, ts, 'noPrice', rules);

  const extraPersons = Math.max(0, party.travellers - wholeCount(rules.basePersons));
  const surcharge = extraPersons * cents(rules.extraPersonNightCents) * nights;
  const original = rent + surcharge;
  const discount = bestDiscount(listOf(rules.discounts), startDay, todayDay, nights);
  const reduction = discount === null ? 0 : Math.round((original * discount.percent) / 100);
  const price = original - reduction;

  const mandatory = serviceItems(listOf(rules.servicesMandatory), party);
  if (pets !== undefined && party.pets > 0 && cents(pets.feeCents) > 0) {
    const unit = pets.feeUnit === 'petNight' ? 'petNight' : 'pet';
    const quantity = quantityFor(unit, party, false);
    const unitAmount = cents(pets.feeCents);
    mandatory.push({
      name: 'petFee',
      amount: unitAmount * quantity,
      unit,
      unitAmount,
      quantity,
      refundable: false,
    });
  }
  const priceComplete = mandatory.reduce((sum, item) => sum + item.amount, price);

  const base = emptyResult(q, ts, 'free', rules);
  return {
    ...base,
    priceObject: {
      ...base.priceObject,
      original,
      price,
      priceComplete,
      pricePercentReduction: original > 0 ? Math.round(((original - price) * 100) / original) : 0,
      originalWithoutAdditions: rent,
      duration: nights,
    },
    priceServicesMandatory: mandatory,
    priceServicesOnSiteMandatory: serviceItems(listOf(rules.servicesOnSiteMandatory), party),
    priceServicesOnSiteOptional: serviceItems(listOf(rules.servicesOnSiteOptional), party),
    priceCalculated: true,
    status: bookingStatus(availability, q, arrivalSeason, startDay, nights),
    discount,
  };
}

/**
 * Cheapest stay rent for "from X €" on cards: over every arrival day whose whole stay lies in the
 * window (arrival ≥ from, departure ≤ to) and whose arrival weekday the season allows, the rent of
 * max(7, season minimum stay) nights for the base persons — originalWithoutAdditions, i.e. before
 * date-dependent discounts (there is no "today" here) and without services. null when no stay in
 * the window has a price. Linear in the window length: a sliding window of per-season night
 * counts, because the catalogue generator calls this for every object.
 */
export function minPriceForRules(rules: PriceRules, from: string, to: string): Cents | null {
  return cheapestStay(rules, from, to, () => 0);
}

/**
 * The "from" price a guest sees without dates (DOMAIN.md: every price with its mandatory costs):
 * minPriceForRules' cheapest allowed stay, each stay length with the mandatory costs of the base
 * party (basePersons adults, no pets) for that many nights added — the total calculatePrice would
 * give that party before date-dependent discounts.
 */
export function minTotalForRules(rules: PriceRules, from: string, to: string): Cents | null {
  const persons = Math.max(1, wholeCount(rules.basePersons));
  const mandatory = listOf(rules.servicesMandatory);
  return cheapestStay(rules, from, to, (nights) =>
    serviceItems(mandatory, { nights, travellers: persons, adults: persons, pets: 0 }).reduce(
      (sum, item) => sum + item.amount,
      0,
    ),
  );
}

/** The cheapest rent (+ `extra(nights)`) over the window's allowed stays (see minPriceForRules). */
function cheapestStay(
  rules: PriceRules,
  from: string,
  to: string,
  extra: (nights: number) => Cents,
): Cents | null {
  const fromDay = parseIsoDate(from);
  const toDay = parseIsoDate(to);
  if (fromDay === null || toDay === null || toDay <= fromDay) return null;
  const seasons = compileSeasons(rules);
  const days = toDay - fromDay;
  const seasonOf = new Int32Array(days);
  const stayNightsAt = new Int32Array(days); // 0 = not an allowed arrival day
  const lengths = new Set<number>();
  for (let d = 0; d < days; d++) {
    const i = seasonIndexAt(seasons, fromDay + d);
    seasonOf[d] = i;
    const season = seasons[i];
    if (season === undefined) continue;
    if ((season.arrivalMask & (1 << weekdayOfEpochDay(fromDay + d))) === 0) continue;
    const n = Math.min(MAX_STAY_NIGHTS, Math.max(7, season.minStay));
    if (d + n > days) continue;
    stayNightsAt[d] = n;
    lengths.add(n);
  }

  let best: Cents | null = null;
  const counts = new Int32Array(seasons.length);
  for (const n of lengths) {
    const added = extra(n);
    counts.fill(0);
    let uncovered = 0;
    const add = (d: number, delta: number): void => {
      const i = seasonOf[d] ?? -1;
      if (i < 0) uncovered += delta;
      else counts[i] = (counts[i] ?? 0) + delta;
    };
    for (let d = 0; d < n; d++) add(d, 1);
    for (let start = 0; start + n <= days; start++) {
      if (start > 0) {
        add(start - 1, -1);
        add(start + n - 1, 1);
      }
      if (stayNightsAt[start] !== n || uncovered > 0) continue;
      const total = rentFromCounts(seasons, counts) + added;
      if (best === null || total < best) best = total;
    }
  }
  return best;
}
