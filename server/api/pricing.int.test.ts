// POST /api/price/ (SPEC.md §7) through app.inject on both database kinds, with a fixed clock
// (2026-11-22). A factory object beside a small demo catalogue gets hand-written price rules and
// availability so every amount below is computed by hand, not by the engine under test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PriceRules } from '#core/pricing';
import { pricingCacheSize } from '#services/pricing';
import { ensureSearchIndex, notifyObjectsChanged } from '#services/search';
import { availability, bookNights, setAvailability } from '#tests/factories/availability';
import { deactivateObjects, firstActiveObjectNumber, insertObject } from '#tests/factories/object';
import { priceRules, setPriceRules } from '#tests/factories/price-rules';
import { build, TEST_MANDANT, type TestApp } from '#tests/helpers/app';
import { databaseKinds } from '#tests/helpers/database';

const RULES: PriceRules = priceRules({
  seasons: [
    {
      from: '2026-11-01',
      to: '2028-01-01',
      nightlyCents: 10_000,
      weeklyCents: 60_000,
      minStay: 2,
    },
  ],
  basePersons: 4,
  extraPersonNightCents: 1_000,
  maxPersons: 6,
  pets: { allowed: true, max: 1, feeCents: 3_000, feeUnit: 'pet' },
  discounts: [{ kind: 'earlyBooking', percent: 10, minDaysBeforeArrival: 180 }],
  servicesMandatory: [{ name: 'finalCleaning', amountCents: 8_000, unit: 'stay' }],
  servicesOnSiteMandatory: [
    { name: 'touristTax', amountCents: 200, unit: 'personNight', adultsOnly: true },
  ],
  servicesOnSiteOptional: [{ name: 'firewood', amountCents: 1_000, unit: 'piece' }],
  inkasso: 'agency',
  payments: [1, 2],
  externalBookingOK: true,
});

/** 420 days from 2026-11-01, the night of 2027-03-10 booked. */
const AVAILABILITY = availability({ from: '2026-11-01', days: 420, booked: ['2027-03-10'] });

describe.each(databaseKinds())('POST /api/price/ (%s)', (kind) => {
  let t: TestApp;
  let priced: number;
  let inactive: number;

  beforeAll(async () => {
    t = await build({ kind, catalogue: { objects: 12 } });
    const database = t.deps.database;
    const object = await insertObject(database, {
      object: { personsMax: 6, adultsMax: 4, petsAllowed: 1 },
      rules: RULES,
      availability: AVAILABILITY,
    });
    priced = object.objectNumber;
    inactive = await firstActiveObjectNumber(database);
    await deactivateObjects(database, [inactive]);
    // The price cache works once the process hears of catalogue changes (the built index).
    await ensureSearchIndex(t.deps);
  }, 60_000);
  afterAll(() => t.close());

  const price = async (body: Record<string, unknown>) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/price/',
      payload: { mandant: TEST_MANDANT, objectNumber: priced, persons: 2, ...body },
    });
    return { res, body: res.json() };
  };

  it('prices a vacant stay with all mandatory costs', async () => {
    // 7 nights = one week 600 €, 76 days ahead: no discount. + cleaning 80 € = 680 €.
    const { res, body } = await price({ startDate: '2027-02-06', endDate: '2027-02-13' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(body.status).toBe(200);
    const data = body.data;
    expect(data.status).toBe('free');
    expect(data.priceCalculated).toBe(true);
    expect(data.priceObject).toMatchObject({
      currency: 'EUR',
      original: 60_000,
      price: 60_000,
      priceComplete: 68_000,
      pricePercentReduction: 0,
      persons: 2,
      startDate: '2027-02-06',
      endDate: '2027-02-13',
      duration: 7,
      ts: Date.parse('2026-11-22T09:30:00Z'),
    });
    expect(data.priceServicesMandatory.map((s: { name: string }) => s.name)).toEqual([
      'finalCleaning',
    ]);
    // Tourist tax: 2 adults × 7 nights × 2 €.
    expect(data.priceServicesOnSiteMandatory).toMatchObject([
      { name: 'touristTax', amount: 2_800 },
    ]);
    expect(data.priceServicesOnSiteOptional).toMatchObject([{ name: 'firewood', amount: 1_000 }]);
    expect(data).toMatchObject({ externalBookingOK: true, inkasso: 'agency', payments: [1, 2] });
    // Bookable: only the other standard length (14 nights) is offered, and it is bookable too.
    expect(data.variants).toEqual([
      expect.objectContaining({
        kind: 'length',
        startDate: '2027-02-06',
        endDate: '2027-02-20',
        nights: 14,
        available: true,
        priceComplete: 128_000,
      }),
    ]);
  });

  it('shows the original price and the reduction of a discount', async () => {
    // 223 days ahead ≥ 180: early booking 10 % of 600 € → 540 €, complete 620 €.
    const { body } = await price({ startDate: '2027-07-03', endDate: '2027-07-10' });
    expect(body.data.priceObject).toMatchObject({
      original: 60_000,
      price: 54_000,
      priceComplete: 62_000,
      pricePercentReduction: 10,
    });
    expect(body.data.discount).toEqual({ kind: 'earlyBooking', percent: 10 });
  });

  it('children, pets and the duration instead of an end date', async () => {
    // 4 adults + 2 children = 6 travellers, 2 above the base: 2 × 10 € × 7 = 140 €.
    const { body } = await price({
      startDate: '2027-02-06',
      duration: 7,
      persons: 4,
      childs: 2,
      childAges: [3, 12],
      pets: 1,
    });
    expect(body.data.status).toBe('free');
    expect(body.data.priceObject).toMatchObject({ endDate: '2027-02-13', original: 74_000 });
    expect(body.data.priceServicesMandatory.map((s: { name: string }) => s.name)).toEqual([
      'finalCleaning',
      'petFee',
    ]);
    expect(body.data.priceObject.priceComplete).toBe(74_000 + 8_000 + 3_000);
  });

  it('an occupied night: status, and bookable stays around it', async () => {
    const { res, body } = await price({ startDate: '2027-03-08', endDate: '2027-03-12' });
    expect(res.statusCode).toBe(200);
    expect(body.data.status).toBe('occupied');
    // The price is still shown next to the reason.
    expect(body.data.priceObject.price).toBe(40_000);
    expect(body.data.variants).toEqual([
      expect.objectContaining({ kind: 'earlier', startDate: '2027-03-06', endDate: '2027-03-10' }),
      expect.objectContaining({ kind: 'later', startDate: '2027-03-11', endDate: '2027-03-15' }),
      expect.objectContaining({
        kind: 'length',
        startDate: '2027-03-08',
        endDate: '2027-03-15',
        available: false,
        status: 'occupied',
      }),
    ]);
  });

  it('minimum stay and too many persons are statuses', async () => {
    const short = await price({ startDate: '2027-02-06', endDate: '2027-02-07' });
    expect(short.body.data.status).toBe('minimumStay');
    const adults = await price({ startDate: '2027-02-06', endDate: '2027-02-13', persons: 5 });
    expect(adults.body.data).toMatchObject({ status: 'tooManyPersons', priceCalculated: false });
    expect(adults.body.data.priceObject.priceComplete).toBe(0);
    const pets = await price({ startDate: '2027-02-06', endDate: '2027-02-13', pets: 2 });
    expect(pets.body.data.status).toBe('petsNotAllowed');
  });

  it('an invalid or past range is answered with a status, not an error', async () => {
    const backwards = await price({ startDate: '2027-02-13', endDate: '2027-02-06' });
    expect(backwards.res.statusCode).toBe(200);
    expect(backwards.body.data).toMatchObject({ status: 'invalidDates', priceCalculated: false });
    const same = await price({ startDate: '2027-02-13', endDate: '2027-02-13' });
    expect(same.body.data.status).toBe('invalidDates');
    const past = await price({ startDate: '2026-11-21', endDate: '2026-11-25' });
    expect(past.body.data).toMatchObject({ status: 'inThePast', variants: [] });
  });

  it.each([
    ['objectNumber', { objectNumber: 'abc' }],
    ['objectNumber', { objectNumber: 0 }],
    ['startDate', { startDate: '2027-02-30', endDate: '2027-03-03' }],
    ['startDate', { startDate: undefined, endDate: '2027-03-03' }],
    ['endDate', { startDate: '2027-02-06', endDate: '06.02.2027' }],
    ['endDate', { startDate: '2027-02-06', endDate: undefined }],
    ['persons', { startDate: '2027-02-06', endDate: '2027-02-13', persons: 0 }],
    ['persons', { startDate: '2027-02-06', endDate: '2027-02-13', persons: 2.5 }],
    ['childAges', { startDate: '2027-02-06', endDate: '2027-02-13', childs: 2, childAges: [4] }],
    ['childAges.0', { startDate: '2027-02-06', endDate: '2027-02-13', childs: 1, childAges: [18] }],
    ['pets', { startDate: '2027-02-06', endDate: '2027-02-13', pets: -1 }],
    ['duration', { startDate: '2027-02-06', duration: 400 }],
    ['language', { startDate: '2027-02-06', endDate: '2027-02-13', language: 'es' }],
    ['partner', { startDate: '2027-02-06', endDate: '2027-02-13', partner: 'abc' }],
  ])('bad input → 400 naming %s', async (field, body) => {
    const { res, body: envelope } = await price(body);
    expect(res.statusCode).toBe(400);
    expect(envelope.status).toBe(400);
    expect(envelope.errors.map((e: { data: { field: string } }) => e.data.field)).toContain(field);
  });

  it('a missing mandant → 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/price/',
      payload: { objectNumber: priced, startDate: '2027-02-06', endDate: '2027-02-13' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].data.field).toBe('mandant');
  });

  it('unknown object → 404, inactive object → 410', async () => {
    const unknown = await price({ objectNumber: 99_999_999, startDate: '2027-02-06', duration: 7 });
    expect(unknown.res.statusCode).toBe(404);
    expect(unknown.body).toMatchObject({ status: 404, errors: [{ type: 'notFound' }] });
    const gone = await price({ objectNumber: inactive, startDate: '2027-02-06', duration: 7 });
    expect(gone.res.statusCode).toBe(410);
    expect(gone.body).toMatchObject({ status: 410, errors: [{ type: 'gone' }] });
  });

  it('a change reported through notifyObjectsChanged reaches the next price', async () => {
    const stay = { startDate: '2027-04-03', endDate: '2027-04-10' };
    expect((await price(stay)).body.data.status).toBe('free');
    expect(pricingCacheSize(t.deps)).toBeGreaterThan(0);
    // Book the night of 2027-04-05 and raise the price, as a feed would.
    const database = t.deps.database;
    await setAvailability(database, priced, bookNights(AVAILABILITY, ['2027-04-05']));
    const dearer: PriceRules = {
      ...RULES,
      seasons: [{ ...RULES.seasons[0]!, weeklyCents: 70_000 }],
    };
    await setPriceRules(database, priced, dearer);
    await notifyObjectsChanged(t.deps, [priced]);
    const after = await price(stay);
    expect(after.body.data.status).toBe('occupied');
    expect(after.body.data.priceObject.original).toBe(70_000);
    // Deactivation is a change too.
    await deactivateObjects(database, [priced]);
    await notifyObjectsChanged(t.deps, [priced]);
    expect((await price(stay)).res.statusCode).toBe(410);
  });
});
