// Social proof on PGlite and PostgreSQL (issue 15): GET /api/booking/recent lists only real
// bookings (requested, confirmed, paid — no option, cancelled, declined or expired one, nothing
// older than 30 days), anonymised to five fields with a coarse age from the fixed clock, a type
// too rare in its country is left out; GET /api/booking/recent/object/{n} counts the object's real
// bookings of the last 7 days; both are public for a minute and issue no cookie.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInBerlin } from '#core/dates';
import { insertBooking } from '#tests/factories/booking';
import { insertObject } from '#tests/factories/object';
import { build, TEST_MANDANT, type TestApp } from '#tests/helpers/app';
import { FIXED_NOW } from '#tests/helpers/clock';
import { databaseKinds } from '#tests/helpers/database';

const HOUR = 3_600_000;
const ago = (ms: number) => new Date(FIXED_NOW.getTime() - ms);
const TODAY = todayInBerlin(FIXED_NOW);
const M = `mandant=${TEST_MANDANT}`;

describe.each(databaseKinds())('social proof API (%s)', (kind) => {
  let t: TestApp;
  let booked: number;
  let quiet: number;

  beforeAll(async () => {
    t = await build({ kind });
    const db = t.deps.database;
    // Five houses in one region: enough that a booking there points at none of them.
    const houses = [];
    for (let i = 0; i < 5; i++) houses.push(await insertObject(db));
    booked = houses[0]!.objectNumber;
    quiet = houses[1]!.objectNumber;
    // The only apartment of the country: telling of its booking would point at it.
    const apartment = await insertObject(db, { object: { objectType: 'apartment' } });
    const guest = {
      firstName: 'Gesine',
      lastName: 'Geheimnis',
      city: 'Heimlichhausen',
      email: 'gesine@example.org',
    };
    const book = (
      objectNumber: number,
      status: 'requested' | 'option' | 'confirmed' | 'paid' | 'declined' | 'cancelled' | 'expired',
      createdAt: Date,
      nights = 7,
      offset = 30,
    ) =>
      insertBooking(db, {
        objectNumber,
        customer: guest,
        booking: {
          status,
          method: status === 'option' ? 'option' : 'booking',
          createdAt,
          startDate: addDays(TODAY, offset),
          endDate: addDays(TODAY, offset + nights),
        },
      });
    await book(booked, 'confirmed', ago(2 * HOUR + 5 * 60_000), 5, 10);
    await book(booked, 'paid', ago(3 * 24 * HOUR + HOUR), 7, 20);
    await book(houses[2]!.objectNumber, 'requested', ago(20 * 60_000), 3, 40);
    await book(houses[3]!.objectNumber, 'confirmed', ago(30 * HOUR), 14, 50);
    // Not real bookings, or too old for either answer:
    await book(booked, 'option', ago(10 * 60_000), 7, 60);
    await book(booked, 'cancelled', ago(HOUR), 7, 70);
    await book(booked, 'declined', ago(90 * 60_000), 7, 80);
    await book(booked, 'expired', ago(4 * HOUR), 7, 90);
    await book(booked, 'confirmed', ago(8 * 24 * HOUR), 7, 100);
    await book(houses[4]!.objectNumber, 'confirmed', ago(31 * 24 * HOUR), 7, 110);
    await book(apartment.objectNumber, 'confirmed', ago(3 * HOUR), 7, 10);
    // Made "after now" by another clock: no booking of this instant.
    await book(houses[4]!.objectNumber, 'paid', new Date(FIXED_NOW.getTime() + HOUR), 7, 120);
  });
  afterAll(() => t.close());

  it('lists only real bookings of the last 30 days, newest first, anonymised', async () => {
    const res = await t.app.inject({ url: `/api/booking/recent?${M}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.headers['set-cookie']).toBeUndefined();
    const { items } = res.json().data;
    expect(items).toEqual([
      {
        region: 'Istrien',
        country: 'Kroatien',
        objectType: 'house',
        nights: 3,
        bookedAgo: { unit: 'justNow' },
      },
      {
        region: 'Istrien',
        country: 'Kroatien',
        objectType: 'house',
        nights: 5,
        bookedAgo: { unit: 'hours', count: 2 },
      },
      {
        region: 'Istrien',
        country: 'Kroatien',
        objectType: 'house',
        nights: 14,
        bookedAgo: { unit: 'yesterday' },
      },
      {
        region: 'Istrien',
        country: 'Kroatien',
        objectType: 'house',
        nights: 7,
        bookedAgo: { unit: 'days', count: 3 },
      },
      // Eight days old: in the list's 30 days, not in the object notice's 7.
      {
        region: 'Istrien',
        country: 'Kroatien',
        objectType: 'house',
        nights: 7,
        bookedAgo: { unit: 'days', count: 8 },
      },
    ]);
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual([
        'bookedAgo',
        'country',
        'nights',
        'objectType',
        'region',
      ]);
    }
    // Nothing of the guest, the stay's dates or the object leaves the server.
    for (const secret of ['Gesine', 'Geheimnis', 'Heimlichhausen', 'example.org']) {
      expect(res.body).not.toContain(secret);
    }
    expect(res.body).not.toMatch(/\d{4}-\d{2}-\d{2}|T\d{2}:\d{2}/);
    expect(res.body).not.toContain(String(booked));
  });

  it('names the region in the language asked for', async () => {
    const res = await t.app.inject({ url: `/api/booking/recent?${M}&languageCode=en` });
    expect(res.json().data.items[0]).toMatchObject({ region: 'Istria', country: 'Croatia' });
    const bad = await t.app.inject({ url: `/api/booking/recent?${M}&languageCode=xx` });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().errors)).toContain('languageCode');
  });

  it("counts an object's real bookings of the last 7 days", async () => {
    const res = await t.app.inject({ url: `/api/booking/recent/object/${booked}?${M}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.json().data).toEqual({
      notice: { count: 2, days: 7, lastBookedAgo: { unit: 'hours', count: 2 } },
    });
    const none = await t.app.inject({ url: `/api/booking/recent/object/${quiet}?${M}` });
    expect(none.json().data).toEqual({ notice: null });
    // An unknown object is no different from one without bookings: numbers cannot be probed.
    const unknown = await t.app.inject({ url: `/api/booking/recent/object/2147483647?${M}` });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().data).toEqual({ notice: null });
  });

  it('refuses an object number that is none, naming the field', async () => {
    for (const bad of ['abc', '0', '-1', '99999999999', '1.5']) {
      const res = await t.app.inject({ url: `/api/booking/recent/object/${bad}?${M}` });
      expect(res.statusCode, bad).toBe(400);
      expect(JSON.stringify(res.json().errors), bad).toContain('objectNumber');
    }
  });
});

describe('/bookingStalker/ page', () => {
  let t: TestApp;
  let objectNumber: number;

  beforeAll(async () => {
    t = await build({ ssr: true });
    const houses = [];
    for (let i = 0; i < 5; i++) houses.push(await insertObject(t.deps.database));
    objectNumber = houses[0]!.objectNumber;
    await insertBooking(t.deps.database, {
      objectNumber,
      customer: { firstName: 'Gesine', lastName: 'Geheimnis' },
      booking: { status: 'confirmed', createdAt: new Date(FIXED_NOW.getTime() - 2 * HOUR) },
    });
  });
  afterAll(() => t.close());

  it('renders the list without footer, not for search engines, in every language', async () => {
    const de = await t.app.inject({ url: '/bookingStalker/' });
    expect(de.statusCode).toBe(200);
    expect(de.body).toContain('Gerade gebucht');
    expect(de.body).toContain('Ferienhaus');
    expect(de.body).toContain('Istrien, Kroatien');
    expect(de.body).toContain('vor 2 Stunden');
    expect(de.body).not.toContain('<footer');
    expect(de.body).toMatch(/<meta name="robots" content="noindex/);
    expect(de.body).not.toContain('Geheimnis');
    const en = await t.app.inject({ url: '/en/bookingStalker/' });
    expect(en.statusCode).toBe(200);
    expect(en.body).toContain('Just booked');
    expect(en.body).toContain('2 hours ago');
    // The pattern route's free first segment is no language: the table says 404.
    expect((await t.app.inject({ url: '/xx/bookingStalker/' })).statusCode).toBe(404);
  });

  it("leaves the object page's server HTML without the notice (it loads after hydration)", async () => {
    const res = await t.app.inject({ url: `/object/${objectNumber}/` });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('booking-notice');
    // Its texts are there for the browser to show it.
    expect(res.body).toContain('stalkerNotice');
  });
});
