import { describe, expect, it } from 'vitest';
import type { Availability } from './availability';
import {
  PRICE_CACHE_ENTRIES,
  PRICE_CACHE_MS,
  calendarDay,
  chooseDay,
  clampStay,
  initialPriceState,
  isValidStayRange,
  monthWeeks,
  originalComplete,
  planPrice,
  priceReducer,
  priceRequestBody,
  shiftMonth,
  stayCacheKey,
  vacancyVariant,
  type PriceApiResult,
  type PriceChoice,
  type PriceState,
  type StayChoice,
} from './price-state';
import { calculatePrice } from './pricing';

const TODAY = '2026-11-22';
const NOW = 1_000_000_000;
const STAY: StayChoice = {
  startDate: '2027-07-03',
  endDate: '2027-07-10',
  persons: 2,
  childs: 0,
  childAges: [],
  pets: 0,
};

function result(priceComplete = 50_000): PriceApiResult {
  const r = calculatePrice(
    {
      seasons: [{ from: '2027-01-01', to: '2028-01-01', nightlyCents: 10_000, minStay: 1 }],
      basePersons: 4,
      extraPersonNightCents: 0,
      maxPersons: 6,
      pets: { allowed: false, max: 0, feeCents: 0, feeUnit: 'pet' },
      discounts: [{ kind: 'earlyBooking', percent: 10 }],
      servicesMandatory: [{ name: 'finalCleaning', amountCents: priceComplete, unit: 'stay' }],
      servicesOnSiteMandatory: [],
      servicesOnSiteOptional: [],
      inkasso: 'agency',
      payments: [1],
      externalBookingOK: true,
    },
    { from: '2027-01-01', vacancy: 'Y'.repeat(365) },
    { objectNumber: 7, startDate: STAY.startDate, endDate: STAY.endDate },
    new Date('2026-11-22T10:00:00Z'),
  );
  return { ...r, variants: [] };
}

const choice = (over: Partial<PriceChoice> = {}): PriceChoice => ({
  objectNumber: 7,
  stay: STAY,
  language: 'de',
  today: TODAY,
  now: NOW,
  ...over,
});

/** The state after one successful fetch of `c`. */
function fetched(c: PriceChoice, state = initialPriceState(STAY, 'de')): PriceState {
  const plan = planPrice(state, c);
  expect(plan.kind).toBe('fetch');
  const loading = priceReducer(state, { type: 'choose', stay: c.stay, language: c.language, plan });
  if (plan.kind !== 'fetch') throw new Error('unreachable');
  return priceReducer(loading, {
    type: 'fetchSucceeded',
    key: plan.key,
    result: result(),
    now: c.now,
  });
}

describe('isValidStayRange (SPEC §5)', () => {
  it.each([
    ['2027-07-03', '2027-07-10', true],
    ['2026-11-22', '2026-11-23', true], // arrival today
    ['2027-07-03', '2027-07-03', false], // same day
    ['2027-07-10', '2027-07-03', false], // end before start
    ['2026-11-21', '2026-11-24', false], // start in the past
    ['2027-02-30', '2027-03-03', false], // not a date
    [null, '2027-07-10', false],
    ['2027-07-03', null, false],
  ])('%s → %s: %s', (start, end, ok) => {
    expect(isValidStayRange(start, end, TODAY)).toBe(ok);
  });
});

describe('planPrice and priceReducer (SPEC §4)', () => {
  it('without a valid range only persons and language are stored', () => {
    const state = initialPriceState(STAY, 'de');
    const stay = { ...STAY, endDate: null, persons: 3 };
    const plan = planPrice(state, choice({ stay, language: 'fr' }));
    expect(plan).toEqual({ kind: 'store' });
    const next = priceReducer(state, { type: 'choose', stay, language: 'fr', plan });
    expect(next).toMatchObject({
      stay: { persons: 3 },
      language: 'fr',
      isFetchingPrice: false,
      fetchingPriceError: null,
      current: null,
    });
  });

  it('a valid range fetches and sets isFetchingPrice until the answer', () => {
    const state = initialPriceState(STAY, 'de');
    const plan = planPrice(state, choice());
    expect(plan).toEqual({ kind: 'fetch', key: stayCacheKey(7, STAY, 'de') });
    const loading = priceReducer(state, { type: 'choose', stay: STAY, language: 'de', plan });
    expect(loading.isFetchingPrice).toBe(true);
    const done = fetched(choice());
    expect(done.isFetchingPrice).toBe(false);
    expect(done.current?.result.priceObject.startDate).toBe('2027-07-03');
    expect(done.cache).toHaveLength(1);
  });

  it('reuses a cached price younger than one hour, not an older one', () => {
    const done = fetched(choice());
    const later = choice({ now: NOW + PRICE_CACHE_MS - 1 });
    const plan = planPrice(done, later);
    expect(plan.kind).toBe('reuse');
    const reused = priceReducer(done, { type: 'choose', stay: STAY, language: 'de', plan });
    expect(reused.current).toBe(done.current);
    expect(reused.isFetchingPrice).toBe(false);
    expect(planPrice(done, choice({ now: NOW + PRICE_CACHE_MS })).kind).toBe('fetch');
  });

  it('the cache is per availability cache key', () => {
    const done = fetched(choice());
    expect(planPrice(done, choice({ stay: { ...STAY, persons: 3 } })).kind).toBe('fetch');
    expect(planPrice(done, choice({ language: 'en' })).kind).toBe('fetch');
    expect(planPrice(done, choice({ stay: { ...STAY, endDate: '2027-07-11' } })).kind).toBe(
      'fetch',
    );
    // Going back to the first choice reuses it.
    expect(planPrice(done, choice()).kind).toBe('reuse');
  });

  it('a forced refresh fetches even with a fresh cached price', () => {
    const done = fetched(choice());
    expect(planPrice(done, choice({ force: true })).kind).toBe('fetch');
  });

  it('does not ask the same question twice while it is pending', () => {
    const state = initialPriceState(STAY, 'de');
    const plan = planPrice(state, choice());
    const loading = priceReducer(state, { type: 'choose', stay: STAY, language: 'de', plan });
    const again = planPrice(loading, choice());
    expect(again).toEqual({ kind: 'pending' });
    expect(
      priceReducer(loading, { type: 'choose', stay: STAY, language: 'de', plan: again }),
    ).toEqual(loading);
  });

  it('a failure sets fetchingPriceError; a retry clears it', () => {
    const state = initialPriceState(STAY, 'de');
    const plan = planPrice(state, choice());
    if (plan.kind !== 'fetch') throw new Error('expected fetch');
    const loading = priceReducer(state, { type: 'choose', stay: STAY, language: 'de', plan });
    const failed = priceReducer(loading, { type: 'fetchFailed', key: plan.key, error: 'boom' });
    expect(failed).toMatchObject({
      isFetchingPrice: false,
      fetchingPriceError: 'boom',
      current: null,
    });
    // Nothing cached: the retry fetches.
    const retry = planPrice(failed, choice({ force: true }));
    expect(retry.kind).toBe('fetch');
    const retrying = priceReducer(failed, {
      type: 'choose',
      stay: STAY,
      language: 'de',
      plan: retry,
    });
    expect(retrying).toMatchObject({ isFetchingPrice: true, fetchingPriceError: null });
  });

  it('drops answers and failures of superseded requests', () => {
    const state = initialPriceState(STAY, 'de');
    const first = planPrice(state, choice());
    const a = priceReducer(state, { type: 'choose', stay: STAY, language: 'de', plan: first });
    const other = { ...STAY, endDate: '2027-07-17' };
    const second = planPrice(a, choice({ stay: other }));
    const b = priceReducer(a, { type: 'choose', stay: other, language: 'de', plan: second });
    if (first.kind !== 'fetch') throw new Error('expected fetch');
    const late = priceReducer(b, {
      type: 'fetchSucceeded',
      key: first.key,
      result: result(),
      now: NOW,
    });
    expect(late).toBe(b);
    expect(priceReducer(b, { type: 'fetchFailed', key: first.key, error: 'x' })).toBe(b);
  });

  it('keeps at most PRICE_CACHE_ENTRIES answers', () => {
    let state = initialPriceState(STAY, 'de');
    for (let i = 1; i <= PRICE_CACHE_ENTRIES + 5; i++) {
      const stay = { ...STAY, persons: i };
      state = fetched(choice({ stay }), state);
    }
    expect(state.cache).toHaveLength(PRICE_CACHE_ENTRIES);
  });

  it('builds the API body with duration and the cache key from the same stay', () => {
    const stay = { ...STAY, childs: 1, childAges: [5], pets: 1 };
    expect(priceRequestBody(7, stay, 'it', { adultsMax: 4, partner: '42' })).toEqual({
      objectNumber: 7,
      startDate: '2027-07-03',
      endDate: '2027-07-10',
      duration: 7,
      persons: 2,
      childs: 1,
      childAges: [5],
      pets: 1,
      language: 'it',
      adultsMax: 4,
      partner: '42',
    });
    expect(stayCacheKey(7, stay, 'it', '42')).toBe(
      '7,2027-07-03,2027-07-10,2,7,0,1,1,,,0,5,,,it,42',
    );
    // An age not said yet is asked for the oldest child age, in the body and the key alike.
    const open = { ...STAY, childs: 2, childAges: [5, null] };
    expect(priceRequestBody(7, open, 'it', { adultsMax: 4 }).childAges).toEqual([5, 17]);
    expect(stayCacheKey(7, open, 'it')).toBe(
      stayCacheKey(7, { ...open, childAges: [5, 17] }, 'it'),
    );
  });
});

describe('clampStay', () => {
  const limits = { personsMax: 5, adultsMax: 4, petsAllowed: 1 };
  it('keeps a stay within the limits', () => {
    const stay = { ...STAY, persons: 2, childs: 2, childAges: [3, 9], pets: 1 };
    expect(clampStay(stay, limits)).toEqual(stay);
  });
  it('clamps adults, children, ages and pets', () => {
    expect(
      clampStay({ ...STAY, persons: 9, childs: 3, childAges: [4], pets: 3 }, limits),
    ).toMatchObject({ persons: 4, childs: 1, childAges: [4], pets: 1 });
    expect(clampStay({ ...STAY, persons: 0, childs: 2, childAges: [] }, limits)).toMatchObject({
      persons: 1,
      childs: 2,
      // Not said: asked for (null); a price meanwhile takes the oldest (agesForQuote).
      childAges: [null, null],
    });
    expect(clampStay({ ...STAY, pets: 2 }, { ...limits, petsAllowed: 0 }).pets).toBe(0);
  });
});

describe('presentation', () => {
  it('maps statuses to the vacancy bubble', () => {
    expect(vacancyVariant('free')).toBe('success');
    expect(vacancyVariant('minimumStay')).toBe('warning');
    expect(vacancyVariant('arrivalDay')).toBe('warning');
    for (const s of ['occupied', 'tooManyPersons', 'noPrice', 'inThePast'] as const) {
      expect(vacancyVariant(s)).toBe('danger');
    }
  });
  it('the struck-out total adds the discount back to the complete price', () => {
    const r = result(8_000);
    // 7 nights × 100 € = 700 €, −10 % = 630 €, + 80 € cleaning.
    expect(r.priceObject.priceComplete).toBe(71_000);
    expect(originalComplete(r)).toBe(78_000);
  });
});

describe('availability calendar', () => {
  const av: Availability = {
    from: '2027-07-01',
    // 07-01…07-10 vacant, 07-11 occupied, 07-12… vacant
    vacancy: 'YYYYYYYYYYNYYYYYYYYY',
    arrival: 'YYNYYYYYYYYYYYYYYYYY', // no arrival on 07-03
    departure: 'YYYYYYYYYYYYYNYYYYYYY', // no departure on 07-14
    minStay: '3000000000000000000', // 07-01: at least 3 nights
  };

  it('maps each day to its status', () => {
    expect(calendarDay(av, '2026-11-21', TODAY).kind).toBe('past');
    expect(calendarDay(av, '2027-07-01', TODAY)).toEqual({
      date: '2027-07-01',
      kind: 'vacant',
      minStay: 3,
    });
    expect(calendarDay(av, '2027-07-02', TODAY)).toMatchObject({ kind: 'vacant', minStay: 1 });
    expect(calendarDay(av, '2027-07-03', TODAY).kind).toBe('noArrival');
    expect(calendarDay(av, '2027-07-11', TODAY).kind).toBe('occupied');
    expect(calendarDay(av, '2027-06-30', TODAY).kind).toBe('unknown');
    expect(calendarDay(av, '2027-08-30', TODAY).kind).toBe('unknown');
    expect(calendarDay(null, '2027-07-01', TODAY).kind).toBe('unknown');
  });

  it('first click arrival, second departure', () => {
    const a = chooseDay({ startDate: null, endDate: null }, '2027-07-04', av, TODAY);
    expect(a).toEqual({ startDate: '2027-07-04', endDate: null, problem: null });
    const b = chooseDay(a, '2027-07-09', av, TODAY);
    expect(b).toEqual({ startDate: '2027-07-04', endDate: '2027-07-09', problem: null });
    // A third click starts again.
    expect(chooseDay(b, '2027-07-06', av, TODAY)).toEqual({
      startDate: '2027-07-06',
      endDate: null,
      problem: null,
    });
    // A click before the arrival moves the arrival.
    expect(chooseDay(a, '2027-07-02', av, TODAY).startDate).toBe('2027-07-02');
  });

  it('explains refused clicks', () => {
    const none = { startDate: null, endDate: null };
    expect(chooseDay(none, '2026-11-01', av, TODAY).problem).toEqual({ reason: 'past' });
    expect(chooseDay(none, '2027-07-03', av, TODAY)).toEqual({
      startDate: null,
      endDate: null,
      problem: { reason: 'noArrival' },
    });
    expect(chooseDay(none, '2027-07-11', av, TODAY).problem).toEqual({ reason: 'occupied' });
    const start = { startDate: '2027-07-08', endDate: null };
    // 07-11's night is occupied: a departure on 07-12 is refused, 07-11 itself is fine.
    expect(chooseDay(start, '2027-07-13', av, TODAY)).toEqual({
      startDate: '2027-07-08',
      endDate: null,
      problem: { reason: 'occupied' },
    });
    expect(chooseDay(start, '2027-07-11', av, TODAY).endDate).toBe('2027-07-11');
    expect(chooseDay({ startDate: '2027-07-12', endDate: null }, '2027-07-14', av, TODAY)).toEqual({
      startDate: '2027-07-12',
      endDate: null,
      problem: { reason: 'departureDay' },
    });
  });

  it('takes a too short stay but names the minimum', () => {
    expect(chooseDay({ startDate: '2027-07-01', endDate: null }, '2027-07-03', av, TODAY)).toEqual({
      startDate: '2027-07-01',
      endDate: '2027-07-03',
      problem: { reason: 'minimumStay', minStay: 3 },
    });
  });

  it('lays out months Monday first', () => {
    const weeks = monthWeeks(2027, 7); // 1 July 2027 is a Thursday
    expect(weeks[0]).toEqual([
      null,
      null,
      null,
      '2027-07-01',
      '2027-07-02',
      '2027-07-03',
      '2027-07-04',
    ]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
    expect(monthWeeks(2026, 2).flat().filter(Boolean)).toHaveLength(28);
    expect(shiftMonth(2026, 12, 1)).toEqual([2027, 1]);
    expect(shiftMonth(2027, 1, -1)).toEqual([2026, 12]);
  });
});
