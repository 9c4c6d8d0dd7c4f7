// The sandbox provider's card page in Chromium (issue 14): a booking's deposit paid with the test
// card, a declined card, the challenge step, the same without JavaScript; axe on every screen and
// screenshots at 375 and 1280 px in German and English. The server runs on a scratch PostgreSQL
// database, so the test can store a booking with its payments beside it (the booking API is the
// booking slice's) and sign the link with the server's own secret.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '#core/config';
import { addDays } from '#core/dates';
import { paymentPlan } from '#core/payments';
import { findPayment } from '#db/repositories/payments-records';
import { openPayments, paymentUrl } from '#services/payments';
import type { AppDeps, RequestContext } from '#services/platform';
import { insertBooking } from '#tests/factories/booking';
import { firstActiveObjectNumber } from '#tests/factories/object';
import { FIXED_NOW } from '#tests/helpers/clock';
import { axeViolations, type Browser, launchBrowser, openPage, screenshotWidths } from './browser';
import { TODAY, startPostgresE2E, type PostgresE2E } from './fixtures';

// The test reaches into the server's database to set up what a browser cannot (accounts, paid
// charges, the clock's consequences), which needs a PostgreSQL server: without TEST_DATABASE_URL
// (a machine with the embedded database only) it is skipped; .ci/run sets it when one answers.
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? '';
const JWT_SECRET = 'payment-e2e-secret-payment-e2e-secret-01';
const CARD = {
  number: '4242 4242 4242 4242',
  expiry: '12 / 30',
  cvc: '123',
  holder: 'Anna Muster',
};

describe.skipIf(ADMIN_URL === '')('sandbox card page', () => {
  let e2e: PostgresE2E;
  let objectNumber: number;
  let ctx: RequestContext;

  beforeAll(async () => {
    e2e = await startPostgresE2E('pay', { JWT_SECRET, DEMO_OBJECTS: '20' });
    objectNumber = await firstActiveObjectNumber(e2e.database);
    // The server's settings as far as payment links need them: its SITE_URL and secret.
    const config = parseConfig({ NODE_ENV: 'test', JWT_SECRET, SITE_URL: e2e.server.url });
    const deps = {
      config,
      jwtSecret: new TextEncoder().encode(JWT_SECRET),
      database: e2e.database,
    };
    ctx = { deps: deps as unknown as AppDeps, now: FIXED_NOW } as RequestContext;
  });

  afterAll(() => e2e?.close());

  /** A booking arriving in 60 days, deposit and balance by card; the path of the deposit's link. */
  async function cardLink(language: 'de' | 'en') {
    const booking = await insertBooking(e2e.database, {
      objectNumber,
      booking: { startDate: addDays(TODAY, 60), priceCompleteCents: 184_990 },
    });
    const plan = paymentPlan({
      totalCents: 184_990,
      bookingDate: TODAY,
      arrivalDate: addDays(TODAY, 60),
    });
    const payments = await e2e.database.db.transaction((tx) =>
      openPayments(tx, { bookingId: booking.bookingId, plan, method: 'card' }),
    );
    const url = new URL((await paymentUrl(ctx, { bookingId: booking.bookingId, language }))!);
    return { booking, deposit: payments[0]!, path: url.pathname + url.search };
  }

  const shoot = (page: Page, name: string) => screenshotWidths(page, `payments/${name}`);

  async function fillCard(page: Page, card: typeof CARD) {
    await page.getByLabel(/Kartennummer|Card number/).fill(card.number);
    await page.getByLabel(/Gültig bis|Expiry date/).fill(card.expiry);
    await page.getByLabel(/Prüfnummer|Security code/).fill(card.cvc);
    await page.getByLabel(/Karteninhabers|cardholder/).fill(card.holder);
  }

  it('pays the deposit with the test card and returns to the finish page (de)', async () => {
    const { booking, deposit, path } = await cardLink('de');
    const page = await e2e.browser.context.newPage();
    await openPage(page, path);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Kartenzahlung');
    // Intl writes a no-break space before the euro sign.
    await expect.poll(() => page.getByTestId('payment-amount').textContent()).toBe('462,48\u00a0€');
    expect(await axeViolations(page, 'main')).toEqual([]);
    await shoot(page, 'card-de');
    await fillCard(page, CARD);
    await page.getByRole('button', { name: /^462,48\s€ jetzt bezahlen$/ }).click();
    await page.waitForURL(`**/booking/finish/${objectNumber}/?bookingId=${booking.bookingId}`);
    expect(await findPayment(e2e.database.db, deposit.paymentId)).toMatchObject({
      status: 'paid',
      cardLast4: '4242',
    });
    await page.close();
  });

  it('says a declined card beside the form and lets the guest try again (en)', async () => {
    const { path } = await cardLink('en');
    const page = await e2e.browser.context.newPage();
    await openPage(page, path);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Card payment');
    expect(await axeViolations(page, 'main')).toEqual([]);
    await shoot(page, 'card-en');
    await fillCard(page, { ...CARD, number: '4000 0000 0000 0002' });
    await page.getByRole('button', { name: /^Pay / }).click();
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.textContent()).toContain('The card was declined.');
    // The summary takes the focus, so a screen reader says it at once.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('role')))
      .toBe('alert');
    expect(await page.getByLabel('Card number').inputValue()).toBe('');
    expect(await page.getByLabel('Name of the cardholder').inputValue()).toBe('Anna Muster');
    expect(await axeViolations(page, 'main')).toEqual([]);
    await shoot(page, 'card-en-declined');

    // Field refusals beside their fields.
    await page.getByLabel('Card number').fill('1234 5678');
    await page.getByLabel('Expiry date (MM/YY)').fill('13/99');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect
      .poll(() => page.locator('#card-number-error').textContent())
      .toBe('This card number is not valid. Please check it.');
    expect(await page.getByLabel('Card number').getAttribute('aria-invalid')).toBe('true');
    expect(await axeViolations(page, 'main')).toEqual([]);
    await shoot(page, 'card-en-invalid');
    await page.close();
  });

  it('asks for the challenge step and pays when it is confirmed (de)', async () => {
    const { booking, deposit, path } = await cardLink('de');
    const page = await e2e.browser.context.newPage();
    await openPage(page, path);
    await fillCard(page, { ...CARD, number: '4000 0000 0000 3220' });
    await page.getByRole('button', { name: /jetzt bezahlen/ }).click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Zahlung bestätigen');
    expect(await axeViolations(page, 'main')).toEqual([]);
    await shoot(page, 'card-de-challenge');
    await page.getByRole('button', { name: 'Zahlung bestätigen' }).click();
    await page.waitForURL(`**/booking/finish/${objectNumber}/?bookingId=${booking.bookingId}`);
    expect(await findPayment(e2e.database.db, deposit.paymentId)).toMatchObject({ status: 'paid' });
    // The link now says the payment is in.
    await openPage(page, path);
    await expect
      .poll(() => page.getByRole('status').textContent())
      .toBe('Diese Zahlung ist bereits eingegangen. Es ist nichts mehr zu tun.');
    expect(await axeViolations(page, 'main')).toEqual([]);
    await shoot(page, 'card-de-paid');
    await openPage(page, '/en/payment/en/?payment=1&expires=1&signature=x');
    expect(await axeViolations(page, 'main')).toEqual([]);
    await shoot(page, 'card-en-invalid-link');
    await page.close();
  });

  it('pays without JavaScript, as a plain form post', async () => {
    const { booking, deposit, path } = await cardLink('de');
    let plain: Browser | null = null;
    try {
      plain = await launchBrowser({ baseURL: e2e.server.url, javaScriptEnabled: false });
      const page = await plain.context.newPage();
      await page.goto(path);
      await fillCard(page, CARD);
      await page.getByRole('button', { name: /jetzt bezahlen/ }).click();
      await page.waitForURL(`**/booking/finish/${objectNumber}/?bookingId=${booking.bookingId}`);
      expect(await findPayment(e2e.database.db, deposit.paymentId)).toMatchObject({
        status: 'paid',
      });
    } finally {
      await plain?.close();
    }
  });
});
