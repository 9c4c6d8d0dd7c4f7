import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Availability } from '../availability';
import { addDays, todayInBerlin } from '../dates';
import { calculatePrice, minPriceForRules, minTotalForRules } from './engine';
import {
  quotedDiscountKind,
  type AvailabilityQueryInput,
  type Discount,
  type PriceRules,
  type Season,
  type ServiceRule,
} from './types';

// "now" is 23:30 UTC on 21 Nov 2026 — already Sunday 2026-11-22 in Berlin.
const NOW = new Date('2026-11-21T23:30:00Z');

const RULES: PriceRules = {
  seasons: [
    { from: '2027-01-01', to: '2027-07-01', nightlyCents: 8_000, minStay: 3 },
    {
      from: '2027-07-01',
      to: '2027-09-01',
      nightlyCents: 12_000,
      weeklyCents: 75_000,
      minStay: 7,
      arrivalWeekdays: [6], // Saturdays only
    },
    { from: '2027-09-01', to: '2028-01-01', nightlyCents: 9_000, weeklyCents: 56_000, minStay: 2 },
  ],
  basePersons: 4,
  extraPersonNightCents: 1_500,
  maxPersons: 6,
  pets: { allowed: true, max: 2, feeCents: 2_500, feeUnit: 'pet' },
  discounts: [
    { kind: 'earlyBooking', percent: 10, minDaysBeforeArrival: 180 },
    { kind: 'lastMinute', percent: 15, maxDaysBeforeArrival: 14 },
    { kind: 'longStay', percent: 5, minNights: 14 },
  ],
  servicesMandatory: [
    { name: 'finalCleaning', amountCents: 8_000, unit: 'stay' },
    { name: 'linen', amountCents: 1_200, unit: 'person' },
  ],
  servicesOnSiteMandatory: [
    { name: 'touristTax', amountCents: 250, unit: 'personNight', adultsOnly: true },
    { name: 'deposit', amountCents: 30_000, unit: 'stay', refundable: true },
  ],
  servicesOnSiteOptional: [{ name: 'firewood', amountCents: 900, unit: 'piece' }],
  inkasso: 'agency',
  payments: [1, 3],
  externalBookingOK: true,
};

/** All of 2027 vacant, arrival and departure any day, no minimum stay. */
const FREE_2027: Availability = { from: '2027-01-01', vacancy: 'Y'.repeat(365) };

function price(
  query: AvailabilityQueryInput,
  options: { now?: Date; av?: Availability | null } = {},
) {
  return calculatePrice(
    RULES,
    options.av === undefined ? FREE_2027 : options.av,
    { objectNumber: '4711', ...query },
    options.now ?? NOW,
  );
}

describe('calculatePrice — hand-computed examples', () => {
  it('summer week, 2 persons, early booking', () => {
    // Sat 2027-07-03 → Sat 07-10: 7 nights, all summer, one full week = 75 000.
    // 223 days ahead ≥ 180 → early booking 10 %: 75 000 − 7 500 = 67 500.
    // Mandatory: cleaning 8 000 + linen 2 × 1 200 = 2 400 → complete 67 500 + 10 400 = 77 900.
    // On site: tourist tax 2 adults × 7 nights × 250 = 3 500; deposit 30 000. Firewood 900.
    const r = price({ startDate: '2027-07-03', endDate: '2027-07-10', persons: 2 });
    expect(r.status).toBe('free');
    expect(r.priceCalculated).toBe(true);
    expect(r.priceObject).toEqual({
      currency: 'EUR',
      original: 75_000,
      price: 67_500,
      priceComplete: 77_900,
      pricePercentReduction: 10,
      originalWithoutAdditions: 75_000,
      persons: 2,
      startDate: '2027-07-03',
      endDate: '2027-07-10',
      duration: 7,
      ts: NOW.getTime(),
    });
    expect(r.priceServicesMandatory.map((s) => [s.name, s.amount, s.quantity])).toEqual([
      ['finalCleaning', 8_000, 1],
      ['linen', 2_400, 2],
    ]);
    expect(r.priceServicesOnSiteMandatory.map((s) => [s.name, s.amount, s.refundable])).toEqual([
      ['touristTax', 3_500, false],
      ['deposit', 30_000, true],
    ]);
    expect(r.priceServicesOnSiteOptional).toEqual([
      {
        name: 'firewood',
        amount: 900,
        unit: 'piece',
        unitAmount: 900,
        quantity: 1,
        refundable: false,
      },
    ]);
    expect(r.discount).toEqual({ kind: 'earlyBooking', percent: 10 });
    expect(r.inkasso).toBe('agency');
    expect(r.payments).toEqual([1, 3]);
    expect(r.externalBookingOK).toBe(true);
  });

  it('stay across a season boundary with extra persons and a pet', () => {
    // Sat 2027-06-26 → Tue 07-06, 10 nights, arrival season spring (min 3, any weekday).
    // Spring nights 06-26…06-30: 5 × 8 000 = 40 000. Summer 07-01…07-05: 5 nights, no full week,
    // 5 × 12 000 = 60 000. Rent 100 000.
    // Travellers 4 + 1 teen + 1 child = 6, base 4 → 2 × 1 500 × 10 = 30 000. Original 130 000.
    // 216 days ahead → early booking 10 % (long stay needs 14 nights): 130 000 − 13 000 = 117 000.
    // Mandatory: cleaning 8 000 + linen 6 × 1 200 = 7 200 + pet fee 1 × 2 500 = 17 700
    // → complete 134 700. Tourist tax only adults: 4 × 10 × 250 = 10 000.
    const r = price({
      startDate: '2027-06-26',
      endDate: '2027-07-06',
      persons: 4,
      teens: 1,
      childs: 1,
      pets: 1,
    });
    expect(r.status).toBe('free');
    expect(r.priceObject).toMatchObject({
      original: 130_000,
      price: 117_000,
      priceComplete: 134_700,
      pricePercentReduction: 10,
      originalWithoutAdditions: 100_000,
      duration: 10,
    });
    expect(r.priceServicesMandatory.map((s) => [s.name, s.amount])).toEqual([
      ['finalCleaning', 8_000],
      ['linen', 7_200],
      ['petFee', 2_500],
    ]);
    expect(r.priceServicesOnSiteMandatory[0]?.amount).toBe(10_000);
  });

  it('long autumn stay with weekly price, last minute beats long stay', () => {
    // now 2027-08-25 (Berlin) → arrival Sat 2027-09-04 is 10 days ahead: last minute 15 %,
    // long stay 5 % also applies (16 nights) — the best one wins, no stacking.
    // 16 autumn nights = 2 weeks × 56 000 + 2 × 9 000 = 130 000; 15 % = 19 500 → 110 500.
    // Complete: 110 500 + 8 000 + 2 × 1 200 = 120 900.
    const r = price(
      { startDate: '2027-09-04', endDate: '2027-09-20', persons: 2 },
      { now: new Date('2027-08-25T10:00:00Z') },
    );
    expect(r.status).toBe('free');
    expect(r.priceObject).toMatchObject({
      original: 130_000,
      price: 110_500,
      priceComplete: 120_900,
      pricePercentReduction: 15,
    });
    expect(r.discount).toEqual({ kind: 'lastMinute', percent: 15 });
  });

  it('computes endDate from startDate + duration', () => {
    const r = price({ startDate: '2027-07-03', duration: 7, persons: 2 });
    expect(r.priceObject.endDate).toBe('2027-07-10');
    expect(r.priceObject.duration).toBe(7);
    expect(r.priceObject.original).toBe(75_000);
  });

  it('accepts string numbers as they come from a URL', () => {
    const r = price({ startDate: '2027-07-03', endDate: '2027-07-10', persons: '2', pets: '0' });
    expect(r.priceObject.price).toBe(67_500);
  });
});

describe('calculatePrice — statuses', () => {
  const ok = { startDate: '2027-07-03', endDate: '2027-07-10', persons: 2 };

  it('unknown object', () => {
    const r = calculatePrice(null, FREE_2027, ok, NOW);
    expect(r.status).toBe('unknownObject');
    expect(r.priceCalculated).toBe(false);
    expect(r.inkasso).toBeNull();
    expect(r.payments).toEqual([]);
  });

  it.each([
    ['end before start', { startDate: '2027-07-10', endDate: '2027-07-03' }],
    ['same day', { startDate: '2027-07-03', endDate: '2027-07-03' }],
    ['no dates', {}],
    ['impossible date', { startDate: '2027-02-30', endDate: '2027-03-03' }],
    ['too long', { startDate: '2027-01-02', endDate: '2028-01-03' }],
  ])('invalid dates: %s', (_name, dates) => {
    const r = price({ persons: 2, ...dates });
    expect(r.status).toBe('invalidDates');
    expect(r.priceCalculated).toBe(false);
    expect(r.priceObject.price).toBe(0);
    expect(r.inkasso).toBe('agency');
  });

  it('in the past by the Berlin date', () => {
    // The UTC date is still 2026-11-21, Berlin is already on the 22nd.
    const rules: PriceRules = {
      ...RULES,
      seasons: [{ from: '2026-01-01', to: '2028-01-01', nightlyCents: 5_000, minStay: 1 }],
    };
    const av: Availability = { from: '2026-11-01', vacancy: 'Y'.repeat(100) };
    const past = calculatePrice(rules, av, { startDate: '2026-11-21', endDate: '2026-11-24' }, NOW);
    expect(past.status).toBe('inThePast');
    const today = calculatePrice(
      rules,
      av,
      { startDate: '2026-11-22', endDate: '2026-11-24' },
      NOW,
    );
    expect(today.status).toBe('free');
    expect(today.priceObject.original).toBe(10_000);
  });

  it('too many persons (teens and childs count)', () => {
    expect(price({ ...ok, persons: 7 }).status).toBe('tooManyPersons');
    expect(price({ ...ok, persons: 4, teens: 2, childs: 1 }).status).toBe('tooManyPersons');
    expect(price({ ...ok, persons: 4, teens: 1, childs: 1 }).status).toBe('free');
  });

  it('pets not allowed or too many', () => {
    expect(price({ ...ok, pets: 3 }).status).toBe('petsNotAllowed');
    const noPets = { ...RULES, pets: { ...RULES.pets, allowed: false } };
    expect(calculatePrice(noPets, FREE_2027, { ...ok, pets: 1 }, NOW).status).toBe(
      'petsNotAllowed',
    );
    expect(calculatePrice(noPets, FREE_2027, ok, NOW).status).toBe('free');
  });

  it('no price when a night has no season', () => {
    const r = price({ startDate: '2027-12-28', endDate: '2028-01-04' });
    expect(r.status).toBe('noPrice');
    expect(r.priceCalculated).toBe(false);
  });

  it('occupied: booked night, nights beyond the calendar, or no calendar at all', () => {
    const av: Availability = { from: '2027-07-01', vacancy: 'YYYYYNYYYYYYYY' };
    const booked = price(ok, { av });
    expect(booked.status).toBe('occupied');
    expect(booked.priceCalculated).toBe(true); // the price is still shown next to the reason
    expect(booked.priceObject.price).toBe(67_500);
    const shortCalendar: Availability = { from: '2027-01-01', vacancy: 'Y'.repeat(200) };
    const beyond = price({ startDate: '2027-07-17', endDate: '2027-07-24' }, { av: shortCalendar });
    expect(beyond.status).toBe('occupied'); // night of 07-20 (index 200) is not covered
    expect(price(ok, { av: null }).status).toBe('occupied');
  });

  it('arrival day: season weekdays, calendar arrival and departure flags', () => {
    // Sunday arrival in the Saturday-only summer season.
    expect(price({ startDate: '2027-07-04', endDate: '2027-07-11' }).status).toBe('arrivalDay');
    const av: Availability = {
      from: '2027-07-01',
      vacancy: 'Y'.repeat(20),
      arrival: 'YYN',
      departure: 'YYYYYYYYYN',
    };
    expect(price(ok, { av }).status).toBe('arrivalDay'); // index 2 = 07-03: no arrival
    const av2: Availability = { ...av, arrival: undefined };
    expect(price(ok, { av: av2 }).status).toBe('arrivalDay'); // index 9 = 07-10: no departure
  });

  it('minimum stay: season rule and calendar rule', () => {
    // Summer needs 7 nights.
    expect(price({ startDate: '2027-07-03', endDate: '2027-07-08' }).status).toBe('minimumStay');
    // Spring needs 3, the calendar asks 5 for 2027-03-02 (index 60).
    expect(price({ startDate: '2027-03-02', endDate: '2027-03-05' }).status).toBe('free');
    const av: Availability = { ...FREE_2027, minStay: '1'.repeat(60) + '5' };
    expect(price({ startDate: '2027-03-02', endDate: '2027-03-05' }, { av }).status).toBe(
      'minimumStay',
    );
  });

  it('invalid clock → invalidDates with ts 0', () => {
    const r = price(ok, { now: new Date(Number.NaN) });
    expect(r.status).toBe('invalidDates');
    expect(r.priceObject.ts).toBe(0);
  });

  it('check order: unknown object before invalid dates before past before persons', () => {
    expect(calculatePrice(null, null, { startDate: 'x' }, NOW).status).toBe('unknownObject');
    expect(price({ startDate: '2020-01-05', endDate: '2020-01-01', persons: 99 }).status).toBe(
      'invalidDates',
    );
    expect(price({ startDate: '2020-01-01', endDate: '2020-01-05', persons: 99 }).status).toBe(
      'inThePast',
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Property tests. Rules are generated over 2027; "now" lies in late 2026 so every 2027 arrival is
// in the future.

/** Night-by-night oracle for the rent, written independently of the engine: string comparison
 *  of ISO dates (valid for 4-digit years) and a Date-based night loop. */
function oracleRent(rules: PriceRules, start: string, nights: number): number | null {
  const perSeason = new Map<Season, number>();
  const startMs = Date.parse(`${start}T00:00:00Z`);
  for (let n = 0; n < nights; n++) {
    const night = new Date(startMs + n * 86_400_000).toISOString().slice(0, 10);
    const season = rules.seasons.find((s) => s.from <= night && night < s.to);
    if (season === undefined) return null;
    perSeason.set(season, (perSeason.get(season) ?? 0) + 1);
  }
  let rent = 0;
  for (const [season, k] of perSeason) {
    rent +=
      season.weeklyCents === undefined
        ? k * season.nightlyCents
        : Math.floor(k / 7) * season.weeklyCents + (k % 7) * season.nightlyCents;
  }
  return rent;
}

const day2027 = fc.integer({ min: 0, max: 364 }).map((n) => addDays('2027-01-01', n));

/** Seasons cutting 2027 at random boundaries, possibly with gaps (uncovered nights). */
const seasonsArb: fc.Arbitrary<Season[]> = fc
  .uniqueArray(fc.integer({ min: 1, max: 364 }), { minLength: 0, maxLength: 6 })
  .chain((cuts) => {
    const bounds = [0, ...cuts.sort((a, b) => a - b), 365];
    const n = bounds.length - 1;
    return fc
      .array(
        fc.record({
          nightlyCents: fc.integer({ min: 0, max: 50_000 }),
          weeklyCents: fc.option(fc.integer({ min: 0, max: 300_000 }), { nil: undefined }),
          minStay: fc.integer({ min: 1, max: 10 }),
          gap: fc.boolean(),
          arrivalWeekdays: fc.option(fc.subarray([0, 1, 2, 3, 4, 5, 6] as const), {
            nil: undefined,
          }),
        }),
        { minLength: n, maxLength: n },
      )
      .map((parts) =>
        parts.flatMap((p, i): Season[] => {
          const from = bounds[i] ?? 0;
          const to = bounds[i + 1] ?? 365;
          if (p.gap && parts.length > 1) return [];
          const season: Season = {
            from: addDays('2027-01-01', from),
            to: addDays('2027-01-01', to),
            nightlyCents: p.nightlyCents,
            minStay: p.minStay,
          };
          if (p.weeklyCents !== undefined) season.weeklyCents = p.weeklyCents;
          if (p.arrivalWeekdays !== undefined) season.arrivalWeekdays = [...p.arrivalWeekdays];
          return [season];
        }),
      );
  });

const discountArb: fc.Arbitrary<Discount> = fc.record(
  {
    kind: fc.constantFrom('earlyBooking', 'lastMinute', 'longStay'),
    percent: fc.oneof(
      fc.integer({ min: 0, max: 100 }),
      fc.double({ min: 0, max: 100, noNaN: true }),
    ),
    arrivalFrom: day2027,
    arrivalTo: day2027,
    minDaysBeforeArrival: fc.integer({ min: 0, max: 400 }),
    maxDaysBeforeArrival: fc.integer({ min: 0, max: 400 }),
    minNights: fc.integer({ min: 1, max: 21 }),
  },
  { requiredKeys: ['kind', 'percent'] },
);

const unitArb = fc.constantFrom(
  'stay',
  'night',
  'person',
  'personNight',
  'pet',
  'petNight',
  'piece',
) satisfies fc.Arbitrary<ServiceRule['unit']>;

const serviceArb: fc.Arbitrary<ServiceRule> = fc.record(
  {
    name: fc.constantFrom('finalCleaning', 'linen', 'touristTax', 'deposit', 'firewood'),
    amountCents: fc.integer({ min: 0, max: 50_000 }),
    unit: unitArb,
    adultsOnly: fc.boolean(),
    refundable: fc.boolean(),
  },
  { requiredKeys: ['name', 'amountCents', 'unit'] },
);

const rulesArb: fc.Arbitrary<PriceRules> = fc.record({
  seasons: seasonsArb,
  basePersons: fc.integer({ min: 1, max: 8 }),
  extraPersonNightCents: fc.integer({ min: 0, max: 5_000 }),
  maxPersons: fc.integer({ min: 1, max: 16 }),
  pets: fc.record({
    allowed: fc.boolean(),
    max: fc.integer({ min: 0, max: 3 }),
    feeCents: fc.integer({ min: 0, max: 5_000 }),
    feeUnit: fc.constantFrom('pet', 'petNight'),
  }),
  discounts: fc.array(discountArb, { maxLength: 4 }),
  servicesMandatory: fc.array(serviceArb, { maxLength: 4 }),
  servicesOnSiteMandatory: fc.array(serviceArb, { maxLength: 3 }),
  servicesOnSiteOptional: fc.array(serviceArb, { maxLength: 3 }),
  inkasso: fc.constantFrom('agency', 'landlord'),
  payments: fc.array(fc.integer({ min: 1, max: 20 }), { maxLength: 4 }),
  externalBookingOK: fc.boolean(),
});

const stayArb = fc.record({
  start: day2027,
  nights: fc.integer({ min: 1, max: 40 }),
  persons: fc.integer({ min: 1, max: 10 }),
  teens: fc.integer({ min: 0, max: 3 }),
  childs: fc.integer({ min: 0, max: 3 }),
  pets: fc.integer({ min: 0, max: 3 }),
});

const nowArb = fc.date({
  min: new Date('2026-06-01T00:00:00Z'),
  max: new Date('2026-12-31T22:00:00Z'),
  noInvalidDate: true,
});

const availabilityArb: fc.Arbitrary<Availability | null> = fc.option(
  fc.record({
    from: fc.constant('2027-01-01'),
    vacancy: fc
      .array(fc.constantFrom('Y', 'Y', 'Y', 'N'), { minLength: 300, maxLength: 420 })
      .map((a) => a.join('')),
  }),
);

type Stay = typeof stayArb extends fc.Arbitrary<infer T> ? T : never;

function queryOf(stay: Stay) {
  const { start, nights, ...rest } = stay;
  return { objectNumber: '1', startDate: start, endDate: addDays(start, nights), ...rest };
}

describe('quotedDiscountKind', () => {
  it('is the kind of a priced quote’s discount, and null for a stay without a price', () => {
    const lastMinute = { kind: 'lastMinute', percent: 15 };
    expect(quotedDiscountKind({ priceCalculated: true, discount: lastMinute })).toBe('lastMinute');
    expect(quotedDiscountKind({ priceCalculated: false, discount: lastMinute })).toBeNull();
    expect(quotedDiscountKind({ priceCalculated: true, discount: null })).toBeNull();
    // A feed's own kind announces no badge the site knows.
    const feedOwn = { kind: 'feedOwn', percent: 5 };
    expect(quotedDiscountKind({ priceCalculated: true, discount: feedOwn })).toBeNull();
  });
});

describe('calculatePrice — properties', () => {
  it('amounts are non-negative integers and consistent', () => {
    fc.assert(
      fc.property(rulesArb, availabilityArb, stayArb, nowArb, (rules, av, stay, now) => {
        const r = calculatePrice(rules, av, queryOf(stay), now);
        const p = r.priceObject;
        for (const value of [p.original, p.price, p.priceComplete, p.originalWithoutAdditions]) {
          expect(Number.isSafeInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
        }
        expect(p.price).toBeLessThanOrEqual(p.original);
        expect(p.originalWithoutAdditions).toBeLessThanOrEqual(p.original);
        expect(p.pricePercentReduction).toBe(
          p.original > 0 ? Math.round(((p.original - p.price) / p.original) * 100) : 0,
        );
        expect(p.pricePercentReduction).toBeGreaterThanOrEqual(0);
        expect(p.pricePercentReduction).toBeLessThanOrEqual(100);
        const mandatory = r.priceServicesMandatory.reduce((sum, s) => sum + s.amount, 0);
        expect(p.priceComplete).toBe(p.price + mandatory);
        for (const item of [
          ...r.priceServicesMandatory,
          ...r.priceServicesOnSiteMandatory,
          ...r.priceServicesOnSiteOptional,
        ]) {
          expect(item.amount).toBe(item.unitAmount * item.quantity);
          expect(item.amount).toBeGreaterThanOrEqual(0);
        }
        if (!r.priceCalculated) {
          expect([p.original, p.price, p.priceComplete]).toEqual([0, 0, 0]);
          expect(r.priceServicesMandatory).toEqual([]);
        }
        if (r.discount === null) expect(p.price).toBe(p.original);
      }),
    );
  });

  it('rent of a stay across season boundaries equals the night-by-night oracle', () => {
    fc.assert(
      fc.property(rulesArb, stayArb, nowArb, (rules, stay, now) => {
        const wide = { ...rules, maxPersons: 99, pets: { ...rules.pets, allowed: true, max: 9 } };
        const r = calculatePrice(wide, null, queryOf(stay), now);
        const expected = oracleRent(rules, stay.start, stay.nights);
        if (expected === null) {
          expect(r.status).toBe('noPrice');
        } else {
          expect(r.priceCalculated).toBe(true);
          expect(r.priceObject.originalWithoutAdditions).toBe(expected);
          const travellers = stay.persons + stay.teens + stay.childs;
          const surcharge =
            Math.max(0, travellers - rules.basePersons) * rules.extraPersonNightCents * stay.nights;
          expect(r.priceObject.original).toBe(expected + surcharge);
        }
      }),
    );
  });

  it('each impossible case yields its status and no price', () => {
    fc.assert(
      fc.property(rulesArb, stayArb, nowArb, (rules, stay, now) => {
        const q = queryOf(stay);
        const today = todayInBerlin(now);
        expect(calculatePrice(null, null, q, now).status).toBe('unknownObject');
        const backwards = calculatePrice(
          rules,
          null,
          { ...q, startDate: q.endDate, endDate: q.startDate },
          now,
        );
        expect(backwards.status).toBe('invalidDates');
        const past = calculatePrice(
          rules,
          null,
          { ...q, startDate: addDays(today, -stay.nights), endDate: addDays(today, 1) },
          now,
        );
        expect(past.status).toBe('inThePast');
        const crowd = calculatePrice(rules, null, { ...q, persons: rules.maxPersons + 1 }, now);
        expect(crowd.status).toBe('tooManyPersons');
        for (const r of [backwards, past, crowd]) {
          expect(r.priceCalculated).toBe(false);
          expect(r.priceObject.priceComplete).toBe(0);
        }
      }),
    );
  });

  it('a vacant stay within the rules is free; an occupied night makes it occupied', () => {
    fc.assert(
      fc.property(rulesArb, stayArb, nowArb, fc.nat(), (rules, stay, now, pick) => {
        const q = queryOf(stay);
        const free: Availability = { from: '2027-01-01', vacancy: 'Y'.repeat(420) };
        const r = calculatePrice(rules, free, q, now);
        if (!r.priceCalculated) return;
        const blocked =
          (pick % stay.nights) + (Date.parse(stay.start) - Date.parse('2027-01-01')) / 86_400_000;
        const busy: Availability = {
          ...free,
          vacancy: 'Y'.repeat(blocked) + 'N' + 'Y'.repeat(420 - blocked - 1),
        };
        expect(calculatePrice(rules, busy, q, now).status).toBe('occupied');
        expect(['free', 'arrivalDay', 'minimumStay']).toContain(r.status);
      }),
    );
  });

  it('never throws, whatever the query, availability and clock', () => {
    const anyQuery = fc.oneof(
      fc.anything(),
      fc.record(
        {
          objectNumber: fc.anything(),
          startDate: fc.oneof(day2027, fc.string(), fc.anything()),
          endDate: fc.oneof(day2027, fc.string(), fc.anything()),
          persons: fc.oneof(fc.integer(), fc.double(), fc.string(), fc.anything()),
          duration: fc.oneof(fc.integer(), fc.double(), fc.string(), fc.anything()),
          teens: fc.anything(),
          childs: fc.oneof(fc.integer(), fc.anything()),
          pets: fc.oneof(fc.integer(), fc.anything()),
          petSizes: fc.anything(),
          childAges: fc.oneof(fc.array(fc.anything()), fc.anything()),
          isBooking: fc.anything(),
          language: fc.anything(),
          partner: fc.anything(),
        },
        { requiredKeys: [] },
      ),
    );
    const anyAvailability = fc.option(
      fc.record({
        from: fc.oneof(day2027, fc.string()),
        vacancy: fc.string(),
        arrival: fc.string(),
        minStay: fc.string(),
      }),
    );
    fc.assert(
      fc.property(
        fc.option(rulesArb),
        anyAvailability,
        anyQuery,
        fc.date(),
        (rules, av, query, now) => {
          const r = calculatePrice(rules, av, query, now);
          expect(r.priceObject.currency).toBe('EUR');
          expect(r.priceObject.price).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('minPriceForRules', () => {
  it('finds the cheapest allowed week (hand-computed)', () => {
    // Spring 7 nights × 8 000 = 56 000 (min stay 3 < 7); summer week 75 000; autumn week 56 000.
    expect(minPriceForRules(RULES, '2027-01-01', '2028-01-01')).toBe(56_000);
    // Summer only: Saturday arrivals, one week = 75 000.
    expect(minPriceForRules(RULES, '2027-07-01', '2027-09-01')).toBe(75_000);
    // Window too short for a week.
    expect(minPriceForRules(RULES, '2027-07-03', '2027-07-09')).toBeNull();
    expect(minPriceForRules(RULES, '2027-07-09', '2027-07-03')).toBeNull();
    expect(minPriceForRules(RULES, 'x', '2027-07-03')).toBeNull();
  });

  it('uses the min stay when it exceeds 7 nights', () => {
    const rules: PriceRules = {
      ...RULES,
      seasons: [{ from: '2027-01-01', to: '2027-02-01', nightlyCents: 1_000, minStay: 10 }],
    };
    expect(minPriceForRules(rules, '2027-01-01', '2027-02-01')).toBe(10_000);
  });

  it('equals a brute-force search over arrival days (property)', () => {
    fc.assert(
      fc.property(rulesArb, day2027, fc.integer({ min: 1, max: 120 }), (rules, from, length) => {
        const to = addDays(from, length);
        let best: number | null = null;
        for (let d = 0; d < length; d++) {
          const start = addDays(from, d);
          const season = rules.seasons.find((s) => s.from <= start && start < s.to);
          if (season === undefined) continue;
          const weekdays = season.arrivalWeekdays ?? [];
          const wd = new Date(`${start}T00:00:00Z`).getUTCDay();
          if (weekdays.length > 0 && !weekdays.includes(wd as 0)) continue;
          const nights = Math.max(7, season.minStay);
          if (d + nights > length) continue;
          const rent = oracleRent(rules, start, nights);
          if (rent !== null && (best === null || rent < best)) best = rent;
        }
        expect(minPriceForRules(rules, from, to)).toBe(best);
      }),
    );
  });
});

describe('minTotalForRules', () => {
  it('adds the mandatory costs of the base party for the stay (hand-computed)', () => {
    // Spring week 56 000 + final cleaning 8 000 + linen 4 persons × 1 200 = 68 800; on-site
    // costs (tourist tax, deposit) and optional ones are not part of it.
    expect(minTotalForRules(RULES, '2027-01-01', '2028-01-01')).toBe(68_800);
    expect(minTotalForRules(RULES, '2027-07-01', '2027-09-01')).toBe(75_000 + 12_800);
    expect(minTotalForRules(RULES, '2027-07-03', '2027-07-09')).toBeNull();
  });

  it('equals the cheapest week priced by the engine for the base party without discounts', () => {
    fc.assert(
      fc.property(rulesArb, day2027, fc.integer({ min: 7, max: 120 }), (rules, from, length) => {
        const undiscounted = { ...rules, discounts: [] };
        const to = addDays(from, length);
        const persons = Math.max(1, rules.basePersons);
        // Rules whose base party exceeds the house have no "from" price the engine would confirm.
        fc.pre(persons <= rules.maxPersons);
        let best: number | null = null;
        for (let d = 0; d < length; d++) {
          const start = addDays(from, d);
          const season = rules.seasons.find((s) => s.from <= start && start < s.to);
          if (season === undefined) continue;
          const nights = Math.max(7, season.minStay);
          if (d + nights > length) continue;
          const r = calculatePrice(
            undiscounted,
            { from: start, vacancy: 'Y'.repeat(nights) },
            { startDate: start, endDate: addDays(start, nights), persons },
            NOW,
          );
          // Only stays the engine prices as allowed (arrival weekday, season minimum stay).
          if (r.status !== 'free') continue;
          const total = r.priceObject.priceComplete;
          if (best === null || total < best) best = total;
        }
        expect(minTotalForRules(rules, from, to)).toBe(best);
      }),
    );
  });
});
