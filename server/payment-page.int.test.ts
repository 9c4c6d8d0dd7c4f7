// The sandbox provider's card page without JavaScript (issue 14): plain GETs and form posts to the
// route action of app/routes/payment.tsx through the production bundle, the provider's
// notification going over HTTP to the listening test server — paid (303 to the finish page),
// declined, the challenge step, links that cannot be paid, forged posts refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInBerlin } from '#core/dates';
import { paymentPlan } from '#core/payments';
import { findPayment } from '#db/repositories/payments-records';
import { openPayments, paymentUrl } from '#services/payments';
import type { RequestContext } from '#services/platform';
import { insertBooking } from '#tests/factories/booking';
import { firstActiveObjectNumber } from '#tests/factories/object';
import { build, type TestApp } from '#tests/helpers/app';
import { FIXED_NOW } from '#tests/helpers/clock';
import { databaseKinds } from '#tests/helpers/database';
import { freeTcpPort } from '#tests/helpers/free-port';

const TODAY = todayInBerlin(FIXED_NOW);
const CARD = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', holder: 'Anna Muster' };

describe.each(databaseKinds())('card page without JavaScript (%s)', (kind) => {
  let t: TestApp;
  let site: string;
  let objectNumber: number;
  beforeAll(async () => {
    const port = await freeTcpPort();
    site = `http://127.0.0.1:${port}`;
    t = await build({ kind, ssr: true, catalogue: { objects: 3 }, env: { SITE_URL: site } });
    await t.app.listen({ port, host: '127.0.0.1' });
    objectNumber = await firstActiveObjectNumber(t.deps.database);
  }, 60_000);
  afterAll(() => t.close());

  /** A booking with deposit and balance by card; the path and query of its payment link. */
  async function cardBooking(language: 'de' | 'en' = 'de') {
    const booking = await insertBooking(t.deps.database, {
      objectNumber,
      booking: { startDate: addDays(TODAY, 90), priceCompleteCents: 123_456 },
    });
    const plan = paymentPlan({
      totalCents: 123_456,
      bookingDate: TODAY,
      arrivalDate: addDays(TODAY, 90),
    });
    const payments = await t.deps.database.db.transaction((tx) =>
      openPayments(tx, { bookingId: booking.bookingId, plan, method: 'card' }),
    );
    const ctx = { deps: t.deps, now: FIXED_NOW } as RequestContext;
    const url = new URL((await paymentUrl(ctx, { bookingId: booking.bookingId, language }))!);
    return { booking, payments, link: url.pathname + url.search };
  }

  const post = (url: string, fields: Record<string, string>, origin: string | null = site) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: new URLSearchParams(fields).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(origin === null ? {} : { origin }),
      },
    });

  it('shows the payee and the amount, in the page language, privately and unindexed', async () => {
    const { booking, link } = await cardBooking();
    const res = await t.app.inject({ url: link });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toContain('Kartenzahlung');
    expect(res.body).toContain('308,64');
    // The booking number as every page and mail shows it ("2026-900001", not "900001").
    expect(res.body).toMatch(new RegExp(`Anzahlung für Buchung \\d{4}-${booking.displayNumber}<`));
    // HTML attributes know no case; React writes autoComplete as it is spelled in JSX.
    expect(res.body).toMatch(/autocomplete="cc-number"/i);
    expect(res.body).toMatch(/<meta name="robots" content="noindex/);
    // A guest who never answered the cookie banner is not blocked by it while paying.
    expect(res.headers['set-cookie']?.toString() ?? '').not.toContain('disclaimer=');
    expect(res.body).not.toContain('data-testid="cookie-banner"');

    const en = await cardBooking('en');
    expect(en.link).toMatch(/^\/en\/payment\/en\/\?/);
    const english = await t.app.inject({ url: en.link });
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('Card payment');
    expect(english.body).toContain('Deposit for booking');
  });

  it('says so when a link cannot be paid; other page languages do not exist', async () => {
    const missing = await t.app.inject({ url: '/payment/de/' });
    expect(missing.statusCode).toBe(200);
    expect(missing.body).toContain('Dieser Zahlungslink ist ungültig oder abgelaufen.');
    expect(missing.body).not.toContain('cc-number');
    expect((await t.app.inject({ url: '/payment/fr/' })).statusCode).toBe(404);
  });

  it('pays and sends the guest to the finish page; the link then says it is paid', async () => {
    const { booking, payments, link } = await cardBooking();
    const res = await post(link, { intent: 'pay', ...CARD });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(
      `/booking/finish/${objectNumber}/?bookingId=${booking.bookingId}`,
    );
    expect(await findPayment(t.deps.database.db, payments[0]!.paymentId)).toMatchObject({
      status: 'paid',
      cardLast4: '4242',
    });
    const after = await t.app.inject({ url: link });
    expect(after.body).toContain('Diese Zahlung ist bereits eingegangen.');
  });

  it("returns with the guest's link secret the payment link carries, and only a well-formed one", async () => {
    const { booking } = await cardBooking();
    const ctx = { deps: t.deps, now: FIXED_NOW } as RequestContext;
    const access = 'A'.repeat(43);
    const withAccess = new URL(
      (await paymentUrl(ctx, {
        bookingId: booking.bookingId,
        language: 'de',
        returnAccess: access,
      }))!,
    );
    expect(withAccess.searchParams.get('access')).toBe(access);
    // The card form posts the access back with the signed link, and the guest returns with it.
    const page = await t.app.inject({ url: withAccess.pathname + withAccess.search });
    expect(page.body).toContain(`access=${access}`);
    const res = await post(withAccess.pathname + withAccess.search, { intent: 'pay', ...CARD });
    expect(res.headers.location).toBe(
      `/booking/finish/${objectNumber}/?bookingId=${booking.bookingId}&access=${access}`,
    );
    // Anything else in `access` is not carried (the finish page checks what is).
    const bad = new URL(
      (await paymentUrl(ctx, {
        bookingId: booking.bookingId,
        language: 'de',
        returnAccess: 'x"><script>',
      }))!,
    );
    expect(bad.searchParams.has('access')).toBe(false);
    // A link (of an unpaid payment) whose access was changed keeps it out of the form.
    const other = await cardBooking();
    const tampered = await t.app.inject({ url: `${other.link}&access=x%22%3E` });
    const action = /<form[^>]*action="([^"]*)"/.exec(tampered.body)?.[1] ?? '';
    expect(action).toContain('payment=');
    expect(action).not.toContain('access');
  });

  it('shows a declined card and field errors beside the fields, never the card number', async () => {
    const { link } = await cardBooking();
    const declined = await post(link, { intent: 'pay', ...CARD, number: '4000000000000002' });
    expect(declined.statusCode).toBe(200);
    expect(declined.body).toContain('Die Karte wurde abgelehnt.');
    expect(declined.body).toContain('value="Anna Muster"');
    expect(declined.body).not.toContain('4000000000000002');

    const wrong = await post(link, {
      intent: 'pay',
      number: '1234',
      expiry: 'x',
      cvc: '',
      holder: '',
    });
    expect(wrong.statusCode).toBe(200);
    expect(wrong.body).toContain('Diese Kartennummer ist ungültig.');
    expect(wrong.body).toContain('aria-invalid="true"');
    expect(wrong.body).toContain('id="card-number-error"');
  });

  it('asks the challenge card for the second step, which pays', async () => {
    const { booking, payments, link } = await cardBooking();
    const asked = await post(link, { intent: 'pay', ...CARD, number: '4000 0000 0000 3220' });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain('Zahlung bestätigen');
    const charge = /name="charge" value="(ch_[A-Za-z0-9_-]{24})"/.exec(asked.body)?.[1];
    expect(charge).toBeDefined();
    const approved = await post(link, { intent: 'approve', charge: charge! });
    expect(approved.statusCode).toBe(303);
    expect(approved.headers.location).toContain(`bookingId=${booking.bookingId}`);
    expect(await findPayment(t.deps.database.db, payments[0]!.paymentId)).toMatchObject({
      status: 'paid',
    });
  });

  it('refuses a card posted from a foreign page', async () => {
    const { payments, link } = await cardBooking();
    const res = await post(link, { intent: 'pay', ...CARD }, 'https://evil.example');
    expect(res.statusCode).toBe(403);
    expect(await findPayment(t.deps.database.db, payments[0]!.paymentId)).toMatchObject({
      status: 'open',
    });
  });
});
