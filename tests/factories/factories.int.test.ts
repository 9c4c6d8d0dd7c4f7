// The test factories: their plain values, and that what the insert helpers write is what the app
// reads (an object priced through POST /api/price/, on an empty database and beside the demo
// catalogue), on both database kinds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, TEST_MANDANT, type TestApp } from '#tests/helpers/app';
import { databaseKinds } from '#tests/helpers/database';
import { insertAccount, insertCustomer } from './account';
import { availability, bookNights, fullyBooked } from './availability';
import { insertBooking } from './booking';
import {
  deactivateObjects,
  FACTORY_LOCATION,
  firstActiveObjectNumber,
  insertObject,
  objectNumbers,
  renameObject,
} from './object';
import { priceRules, priceRulesOf, season, setPriceRules } from './price-rules';

describe('availability factory', () => {
  it('books single nights and stays as [arrival, departure)', () => {
    const av = availability({
      from: '2027-01-01',
      days: 10,
      booked: ['2027-01-02'],
      bookedStays: [['2027-01-05', '2027-01-08']],
    });
    expect(av).toEqual({ from: '2027-01-01', vacancy: 'YNYYNNNYYY' });
    expect(bookNights(av, ['2027-01-10']).vacancy).toBe('YNYYNNNYYN');
    expect(av.vacancy).toBe('YNYYNNNYYY');
    expect(fullyBooked(av).vacancy).toBe('N'.repeat(10));
    expect(() => bookNights(av, ['2027-01-11'])).toThrow(RangeError);
    expect(availability().from).toBe('2026-11-22');
  });

  it('price rules: one plain season around the fixed today, overrides win', () => {
    const rules = priceRules({ basePersons: 2, seasons: [season({ nightlyCents: 5_000 })] });
    expect(rules.seasons).toEqual([
      { from: '2026-10-23', to: '2028-11-21', nightlyCents: 5_000, minStay: 1 },
    ]);
    expect(rules).toMatchObject({ basePersons: 2, discounts: [], servicesMandatory: [] });
  });
});

describe.each(databaseKinds())('insert helpers (%s)', (kind) => {
  let empty: TestApp;
  let seeded: TestApp;
  beforeAll(async () => {
    [empty, seeded] = await Promise.all([
      build({ kind }),
      build({ kind, catalogue: { objects: 5 } }),
    ]);
  });
  afterAll(() => Promise.all([empty?.close(), seeded?.close()]));

  const price = (t: TestApp, objectNumber: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/price/',
      payload: {
        mandant: TEST_MANDANT,
        objectNumber,
        persons: 2,
        startDate: '2027-02-06',
        endDate: '2027-02-13',
      },
    });

  it('writes an object the app prices, into the factory location on an empty database', async () => {
    const object = await insertObject(empty.deps.database, {
      rules: priceRules(),
      availability: availability(),
    });
    expect(object).toMatchObject({ placeId: FACTORY_LOCATION.place.id, active: true });
    const res = await price(empty, object.objectNumber);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'free',
      priceObject: { original: 70_000, priceComplete: 70_000 },
    });

    await setPriceRules(empty.deps.database, object.objectNumber, priceRules({ payments: [2] }));
    expect((await priceRulesOf(empty.deps.database, object.objectNumber))?.payments).toEqual([2]);
    await deactivateObjects(empty.deps.database, [object.objectNumber]);
    expect((await price(empty, object.objectNumber)).statusCode).toBe(410);
  });

  it('places an object beside the demo catalogue and picks and changes seeded ones', async () => {
    const before = await objectNumbers(seeded.deps.database);
    const object = await insertObject(seeded.deps.database, {
      object: { personsMax: 6 },
      rules: priceRules(),
      availability: bookNights(availability(), ['2027-02-08']),
    });
    expect(before).not.toContain(object.objectNumber);
    expect(object.placeId).not.toBe(FACTORY_LOCATION.place.id);
    expect((await price(seeded, object.objectNumber)).json().data.status).toBe('occupied');

    const first = await firstActiveObjectNumber(seeded.deps.database);
    expect(first).toBe(before[0]);
    await renameObject(seeded.deps.database, first, 'Haus Fabrik');
    const res = await seeded.app.inject({
      method: 'POST',
      url: '/api/object',
      payload: { mandant: TEST_MANDANT, objectNumber: first, languageCode: 'de' },
    });
    expect(res.json().data.title).toBe('Haus Fabrik');
    await deactivateObjects(seeded.deps.database, [first]);
    expect(await objectNumbers(seeded.deps.database, { active: false })).toEqual([first]);
    expect(await objectNumbers(seeded.deps.database, { offset: 1, limit: 2 })).toEqual(
      before.slice(1, 3),
    );
  });

  it('writes accounts, customers and bookings', async () => {
    const database = seeded.deps.database;
    const account = await insertAccount(database);
    const other = await insertAccount(database, { email: 'zweite@feriora.test' });
    expect(other.id).toBeGreaterThan(account.id);
    const customer = await insertCustomer(database, { accountId: account.id });
    const [objectNumber] = await objectNumbers(database, { active: true, limit: 1 });
    const booking = await insertBooking(database, {
      objectNumber: objectNumber!,
      booking: { customerNumber: customer.customerNumber, status: 'option' },
    });
    expect(booking).toMatchObject({
      customerNumber: customer.customerNumber,
      status: 'option',
      startDate: '2026-12-22',
      endDate: '2026-12-29',
    });
    const withNewCustomer = await insertBooking(database, { objectNumber: objectNumber! });
    expect(withNewCustomer.customerNumber).not.toBe(customer.customerNumber);
    expect(withNewCustomer.displayNumber).not.toBe(booking.displayNumber);
  });
});
