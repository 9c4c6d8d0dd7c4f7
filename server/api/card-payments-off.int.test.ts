// CARD_PAYMENTS=off on PGlite and PostgreSQL: a live site without a card provider (the default in
// production at a public address, core/config.ts) never offers the card, never makes a card
// payment link, and its sandbox card page pays nothing — not even for a link signed while the
// sandbox was on. An option chosen with card before the switch is paid the way the site takes
// now. Bank transfer, invoice and the landlord's collection book as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInBerlin } from '#core/dates';
import { paymentPlan } from '#core/payments';
import { findBooking } from '#db/repositories/booking-records';
import { listBookingPayments, markPaymentFailed } from '#db/repositories/payments-records';
import { hasSucceededCharge } from '#db/repositories/payments-sandbox';
import {
  bookingMailsSettled,
  bookingPageOfVisitor,
  convertOption,
  moveCardPaymentsOff,
  offeredPaymentMethods,
} from '#services/booking';
import { resetOperatorBrand, setOperatorBrand } from '#services/partners';
import { openPayments, paymentUrl } from '#services/payments';
import { ensureSearchIndex } from '#services/search';
import { availability } from '#tests/factories/availability';
import { bookingRequest } from '#tests/factories/booking-request';
import { insertBooking } from '#tests/factories/booking';
import { insertObject } from '#tests/factories/object';
import { priceRules } from '#tests/factories/price-rules';
import { build, TEST_MANDANT, type TestApp } from '#tests/helpers/app';
import { FIXED_NOW } from '#tests/helpers/clock';
import { testContext } from '#tests/helpers/context';
import { databaseKinds } from '#tests/helpers/database';
import { startMailCapture, type MailCapture } from '#tests/helpers/mail';

const TODAY = todayInBerlin(FIXED_NOW);

describe.each(databaseKinds())('card payments off (%s)', (kind) => {
  let off: TestApp;
  /** The same site's pages (the production bundle, which keeps its own brand cache). */
  let offPages: TestApp;
  /** A second process on the same database while the sandbox was still on. */
  let on: TestApp;
  let mail: MailCapture;
  let cardAndTransfer: number;
  let cardOnly: number;
  let guests = 0;
  let ip = 0;

  function body(objectNumber: number, offset: number, overrides: Record<string, unknown> = {}) {
    return {
      ...bookingRequest({
        mandant: TEST_MANDANT,
        objectNumber,
        startDate: addDays(TODAY, offset),
        paymentMethod: 'card',
        email: `card-off-${++guests}@example.org`,
      }),
      ...overrides,
    };
  }

  const post = (app: TestApp, payload: object) =>
    app.app.inject({
      method: 'POST',
      url: '/api/booking',
      payload,
      remoteAddress: `10.7.0.${++ip}`,
    });

  beforeAll(async () => {
    mail = await startMailCapture();
    off = await build({ kind, env: { SMTP_URL: mail.url, CARD_PAYMENTS: 'off' } });
    offPages = await build({
      database: off.deps.database,
      ssr: true,
      env: { SMTP_URL: mail.url, CARD_PAYMENTS: 'off' },
    });
    on = await build({
      database: off.deps.database,
      env: { SMTP_URL: mail.url, CARD_PAYMENTS: 'sandbox' },
    });
    const landlord = { name: 'Familie Vermieter', email: 'vermieter@example.org' };
    cardAndTransfer = (
      await insertObject(off.deps.database, {
        rules: priceRules({ payments: [1, 2] }),
        availability: availability(),
        landlord,
      })
    ).objectNumber;
    cardOnly = (
      await insertObject(off.deps.database, {
        rules: priceRules({ payments: [1] }),
        availability: availability(),
        landlord,
      })
    ).objectNumber;
    await ensureSearchIndex(off.deps);
    await ensureSearchIndex(on.deps);
  }, 60_000);
  afterAll(async () => {
    await bookingMailsSettled();
    await on?.close();
    await offPages?.close();
    await off?.close();
    await mail?.close();
  });

  it('offers no card and refuses one naming the field; a transfer books without a card link', async () => {
    const object = { payments: [1, 2], inkasso: 'agency' as const };
    expect(await offeredPaymentMethods(off.deps, object)).toEqual(['bankTransfer']);
    expect(await offeredPaymentMethods(on.deps, object)).toEqual(['card', 'bankTransfer']);

    const byCard = await post(off, body(cardAndTransfer, 30));
    expect(byCard.statusCode, byCard.body).toBe(400);
    expect(byCard.json().errors[0]).toMatchObject({
      type: 'validation',
      data: { field: 'paymentMethod' },
    });
    const byTransfer = await post(
      off,
      body(cardAndTransfer, 30, { paymentMethod: 'bankTransfer' }),
    );
    expect(byTransfer.statusCode, byTransfer.body).toBe(201);
    expect(byTransfer.json().data.paymentUrl).toBeNull();
  });

  it('leaves a card-only object to the transfer, or without an account to the invoice', async () => {
    const object = { payments: [1], inkasso: 'agency' as const };
    expect(await offeredPaymentMethods(off.deps, object)).toEqual(['bankTransfer']);
    await setOperatorBrand(off.deps, { bank: null });
    try {
      expect(await offeredPaymentMethods(off.deps, object)).toEqual(['invoice']);
      const byInvoice = await post(off, body(cardOnly, 40, { paymentMethod: 'invoice' }));
      expect(byInvoice.statusCode, byInvoice.body).toBe(201);
      const payments = await listBookingPayments(
        off.deps.database.db,
        byInvoice.json().data.bookingId as number,
      );
      expect(payments.map((p) => p.method)).toEqual(['invoice', 'invoice']);
    } finally {
      await resetOperatorBrand(off.deps);
    }
  });

  it('pays an option chosen with card before the switch the way the site takes now', async () => {
    const option = await post(on, body(cardAndTransfer, 60, { method: 'option' }));
    expect(option.statusCode, option.body).toBe(201);
    const id = option.json().data.bookingId as number;
    expect((await findBooking(off.deps.database.db, id))?.paymentMethod).toBe('card');

    const uid = (await findBooking(off.deps.database.db, id))!.uid!;
    const converted = await convertOption(testContext(off.deps, { uid }), id);
    expect(converted.paymentUrl).toBeNull();
    // The booking and its payments agree: every screen and mail reads the booking's method.
    expect((await findBooking(off.deps.database.db, id))?.paymentMethod).toBe('bankTransfer');
    const payments = await listBookingPayments(off.deps.database.db, id);
    expect(payments.length).toBeGreaterThan(0);
    expect(payments.every((p) => p.method === 'bankTransfer')).toBe(true);
  });

  it('makes no card link, and its card page pays nothing, even for a link signed before', async () => {
    const booking = await insertBooking(off.deps.database, {
      objectNumber: cardAndTransfer,
      booking: { startDate: addDays(TODAY, 90), priceCompleteCents: 100_000 },
    });
    const plan = paymentPlan({
      totalCents: 100_000,
      bookingDate: TODAY,
      arrivalDate: addDays(TODAY, 90),
    });
    await off.deps.database.db.transaction((tx) =>
      openPayments(tx, { bookingId: booking.bookingId, plan, method: 'card' }),
    );
    const input = { bookingId: booking.bookingId, language: 'de' as const };
    expect(await paymentUrl(testContext(off.deps), input)).toBeNull();
    // Signed by the same key (one site, two settings): valid while the sandbox was on.
    const signed = new URL((await paymentUrl(testContext(on.deps), input))!);
    const link = signed.pathname + signed.search;

    const page = await offPages.app.inject({ url: link });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Dieser Zahlungslink ist ungültig');
    expect(page.body).not.toMatch(/autocomplete="cc-number"/i);
    const posted = await offPages.app.inject({
      method: 'POST',
      url: link,
      payload: new URLSearchParams({
        number: '4242 4242 4242 4242',
        expiry: '12/30',
        cvc: '123',
        holder: 'Anna Muster',
      }).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: off.deps.config.siteOrigin,
      },
    });
    expect(posted.statusCode).toBeLessThan(500);
    expect(posted.body).toContain('Dieser Zahlungslink ist ungültig');
    // No charge was made (the page's notification could not have settled anything either).
    const [first] = await listBookingPayments(off.deps.database.db, booking.bookingId);
    expect(await hasSucceededCharge(off.deps.database.db, first!.paymentId)).toBe(false);
    const after = await listBookingPayments(off.deps.database.db, booking.bookingId);
    expect(after.every((p) => p.status === 'open')).toBe(true);
  });

  it('refuses an option held with card while off', async () => {
    const option = await post(off, body(cardAndTransfer, 150, { method: 'option' }));
    expect(option.statusCode, option.body).toBe(400);
    expect(option.json().errors[0].data.field).toBe('paymentMethod');
  });

  it('moves card payments still open from before to the transfer, once, the booking with them', async () => {
    // A booking by card while the sandbox was on; its deposit failed once.
    const booked = await post(on, body(cardAndTransfer, 170));
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json().data.bookingId as number;
    const db = off.deps.database.db;
    const before = await listBookingPayments(db, id);
    expect(before.map((p) => p.method)).toEqual(['card', 'card']);
    await markPaymentFailed(db, before[0]!.paymentId, FIXED_NOW);

    expect(await moveCardPaymentsOff(on.deps, FIXED_NOW)).toBe(0);
    expect(await moveCardPaymentsOff(off.deps, FIXED_NOW)).toBeGreaterThanOrEqual(1);
    const after = await listBookingPayments(db, id);
    expect(after.map((p) => [p.method, p.status])).toEqual([
      ['bankTransfer', 'open'],
      ['bankTransfer', 'open'],
    ]);
    expect((await findBooking(db, id))?.paymentMethod).toBe('bankTransfer');
    expect(await moveCardPaymentsOff(off.deps, FIXED_NOW)).toBe(0);
    // The office now finds them among the awaited transfers.
    const uid = (await findBooking(db, id))!.uid!;
    const view = await bookingPageOfVisitor(testContext(off.deps, { uid }), id);
    expect(view?.payment?.transfer?.reference).toBe(booked.json().data.bookingDisplayNumber);
  });
});
