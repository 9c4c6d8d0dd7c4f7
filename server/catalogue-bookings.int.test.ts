// A catalogue feed imported again over bookings made on the site (decisions 055, 111), on PGlite
// and PostgreSQL: the feed's calendar knows nothing of them, yet the nights they hold stay taken
// for the price API, the search and a second booking; once the booking ends they are free again.
// A file that takes the home off the market while a stay is ahead names that booking.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInBerlin } from '#core/dates';
import { bookingMailsSettled, decideBooking } from '#services/booking';
import { importCatalogue } from '#services/catalogue/import';
import { ensureSearchIndex } from '#services/search';
import { bookingRequest } from '#tests/factories/booking-request';
import { exampleCatalogue } from '#tests/factories/catalogue-example';
import { build, TEST_MANDANT, type TestApp } from '#tests/helpers/app';
import { FIXED_NOW } from '#tests/helpers/clock';
import { testContext } from '#tests/helpers/context';
import { databaseKinds } from '#tests/helpers/database';
import { startMailCapture, type MailCapture } from '#tests/helpers/mail';

const TODAY = todayInBerlin(FIXED_NOW);
const HOME = 740001;
const example = exampleCatalogue;

describe.each(databaseKinds())('a feed imported again over bookings (%s)', (kind) => {
  let t: TestApp;
  let mail: MailCapture;
  let guests = 0;

  beforeAll(async () => {
    mail = await startMailCapture();
    t = await build({ kind, ssr: true, env: { SMTP_URL: mail.url } });
    await importCatalogue(testContext(t.deps), { document: example() });
    await ensureSearchIndex(t.deps);
  }, 60_000);
  afterAll(async () => {
    await bookingMailsSettled();
    await t?.close();
    await mail?.close();
  });

  const book = (startDate: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/booking',
      remoteAddress: `10.62.0.${++guests}`,
      payload: bookingRequest({
        mandant: TEST_MANDANT,
        objectNumber: HOME,
        startDate,
        nights: 7,
        paymentMethod: 'card',
        email: `feedgast${guests}@example.org`,
      }),
    });
  const status = async (startDate: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/price/',
      payload: {
        mandant: TEST_MANDANT,
        objectNumber: HOME,
        startDate,
        endDate: addDays(startDate, 7),
        persons: 2,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as { status: string }).status;
  };
  const found = async (startDate: string) => {
    await ensureSearchIndex(t.deps);
    const res = await t.app.inject({
      url: `/api/search?mandant=${TEST_MANDANT}&query=${encodeURIComponent(`startDate=${startDate}&endDate=${addDays(startDate, 7)}&persons=2`)}`,
    });
    expect(res.statusCode).toBe(200);
    return (res.json().data.objects as { objectNumber: number }[]).some(
      (o) => o.objectNumber === HOME,
    );
  };

  it('keeps the nights booked here taken, and frees them when the booking ends', async () => {
    const stay = addDays(TODAY, 62); // a Saturday, the home's arrival day
    expect(await status(stay)).toBe('free');
    const res = await book(stay);
    expect(res.statusCode, res.body).toBe(201);
    const booked = res.json().data as { bookingId: number; bookingDisplayNumber: string };
    expect(await status(stay)).toBe('occupied');

    // The agency's next feed: the same calendar, which knows nothing of the booking.
    await importCatalogue(testContext(t.deps), { document: example() });
    expect(await status(stay)).toBe('occupied');
    expect(await found(stay)).toBe(false);
    const second = await book(stay);
    expect(second.statusCode, second.body).toBe(400);

    // A file that takes the home off the market names the booking ahead, which stays valid.
    const off = example();
    off.objects.find((o) => o.objectNumber === HOME)!.active = false;
    const checked = await importCatalogue(testContext(t.deps), { document: off, dryRun: true });
    expect(checked.offWithStaysAhead).toEqual([
      { objectNumber: HOME, bookings: [booked.bookingDisplayNumber] },
    ]);
    const full = example();
    full.objects = full.objects.filter((o) => o.objectNumber !== HOME);
    const fullChecked = await importCatalogue(testContext(t.deps), {
      document: full,
      dryRun: true,
      full: true,
      allowLargeRemoval: true,
    });
    expect(fullChecked.takenOff).toEqual([HOME]);
    expect(fullChecked.offWithStaysAhead).toEqual(checked.offWithStaysAhead);

    // Declined by the landlord: the nights are free again, feed or not.
    await bookingMailsSettled();
    const message = await mail.waitForMessage(
      (m) =>
        m.to.includes('petersen@ostsee-beispiel.example') &&
        m.text.includes(booked.bookingDisplayNumber),
    );
    await decideBooking(testContext(t.deps), {
      bookingId: booked.bookingId,
      bookingHash: /bookingHash=([A-Za-z0-9_-]{43})/.exec(message.text)![1]!,
      decision: 'decline',
      reason: 'Renovierung',
    });
    expect(await status(stay)).toBe('free');
    expect(await found(stay)).toBe(true);
    const none = await importCatalogue(testContext(t.deps), { document: off, dryRun: true });
    expect(none.offWithStaysAhead).toEqual([]);
  });
});
