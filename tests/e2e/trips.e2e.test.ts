// The customer's bookings in Chromium (issue 15): not logged in, the overview shows the login
// form in place and continues after it; a logged-in customer with no bookings sees the empty
// state; with two bookings (made through the API in the customer's browser, so they belong to
// the account; the landlord confirms one from the link of the landlord's mail) the overview lists
// them, that one as confirmed; its details show the balance due; the confirm step of a
// cancellation after the deadline states the fee, the printable confirmation opens, and a booking
// within the deadline is cancelled for free — the page shows it cancelled and the dates are bookable again. Axe on each
// page; screenshots at 375 and 1280 px in German and English (test-results/screenshots/trips).
// The server runs on a scratch PostgreSQL database: the test makes a login account in it and
// records a card payment of the deposit.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findBooking } from '#db/repositories/booking-records';
import { insertVoucher } from '#db/repositories/booking-vouchers';
import { listBookingPayments } from '#db/repositories/payments-records';
import { bookingRequest } from '#tests/factories/booking-request';
import { paidBySandboxCard } from '#tests/factories/card-payment';
import { FIXED_NOW } from '#tests/helpers/clock';
import { insertLoginAccount } from '#tests/factories/account';
import { startMailCapture, type MailCapture } from '#tests/helpers/mail';
import { axeViolations, hydrated, screenshotWidths } from './browser';
import { MANDANT, payableByCard, priceOf, type Target } from './booking-helpers';
import { berlinDate, navigate, startPostgresE2E, type PostgresE2E } from './fixtures';

// The test reaches into the server's database to set up what a browser cannot (accounts, paid
// charges, the clock's consequences), which needs a PostgreSQL server: without TEST_DATABASE_URL
// (a machine with the embedded database only) it is skipped; .ci/run sets it when one answers.
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? '';

describe.skipIf(ADMIN_URL === '')('customer bookings', () => {
  let e2e: PostgresE2E;
  let capture: MailCapture;

  beforeAll(async () => {
    capture = await startMailCapture();
    e2e = await startPostgresE2E('trips', { DEMO_OBJECTS: '20', SMTP_URL: capture.url });
  });

  afterAll(async () => {
    await e2e?.close();
    await capture?.close();
  });

  const shots = (page: Page, name: string) => screenshotWidths(page, `trips/${name}`);

  /** A bookable card week `from`–`to` days ahead of one object of the search. */
  async function findWeek(from: number, to: number, skip: number[] = []): Promise<Target> {
    const base = e2e.server.url;
    const search = (await (
      await fetch(`${base}/api/search?mandant=${MANDANT}&markers=0`)
    ).json()) as { data: { objects: { objectNumber: number }[] } };
    for (const card of search.data.objects.slice(0, 20)) {
      if (skip.includes(card.objectNumber)) continue;
      for (let offset = from; offset <= to; offset += 4) {
        const stay = {
          objectNumber: card.objectNumber,
          startDate: berlinDate(offset),
          endDate: berlinDate(offset + 7),
        };
        const price = await priceOf(base, stay);
        if (price === null || !payableByCard(price)) break;
        if (price.status === 'free') return stay;
      }
    }
    throw new Error('no bookable week');
  }

  /** Books the stay through the API in the page's browser (its login cookie: the account's). */
  async function book(page: Page, stay: Target) {
    const res = await page.request.post(`${e2e.server.url}/api/booking`, {
      headers: { origin: e2e.server.url },
      data: bookingRequest({
        mandant: MANDANT,
        ...stay,
        paymentMethod: 'card',
        email: 'anna.reise@example.org',
        lastName: 'Reise',
      }),
    });
    expect(res.status()).toBe(201);
    const { data } = (await res.json()) as {
      data: { bookingId: number; bookingDisplayNumber: string };
    };
    return { ...data, displayNumber: Number(data.bookingDisplayNumber.split('-')[1]) };
  }

  it('lists, shows, prints and cancels the customer’s bookings; the dates are free again', async () => {
    const page = await e2e.browser.context.newPage();
    // Not logged in: the login form in place; logging in there continues to the overview.
    const account = await insertLoginAccount(e2e.database, { firstName: 'Anna' });
    await navigate(page, 'BookingOverView');
    await page.getByTestId('trips-login').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shots(page, 'login-de');
    await page.getByLabel('E-Mail-Adresse').fill(account.email);
    await page.getByLabel('Passwort', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Anmelden' }).click();

    // No bookings yet: the empty state links to the search.
    await page.getByTestId('trips-empty').waitFor();
    expect(new URL(page.url()).pathname).toBe('/user/booking-overview/');
    expect(await axeViolations(page)).toEqual([]);
    await shots(page, 'overview-empty-de');

    // A week in 3–5 months (free cancellation) and one in 2–4 weeks (after the deadline).
    const later = await findWeek(90, 150);
    const soon = await findWeek(12, 26, [later.objectNumber]);
    const free = await book(page, later);
    const fee = await book(page, soon);
    // The landlord confirms the later one from the link in the landlord's mail; its deposit was
    // paid: the balance is due, and the overview says confirmed.
    const landlordMail = await capture.waitForMessage(
      (m) => m.text.includes(free.bookingDisplayNumber) && /bookingHash=/.test(m.text),
      30_000,
    );
    const link =
      /https?:\/\/\S*landlord\/booking\/confirmation\/\?bookingId=\d+&bookingHash=[\w-]{43}/.exec(
        landlordMail.text,
      )![0];
    const landlordPage = await e2e.browser.context.newPage();
    await landlordPage.goto(`${new URL(link).pathname}${new URL(link).search}`);
    await hydrated(landlordPage);
    await landlordPage.getByTestId('landlord-confirm').click();
    await landlordPage.getByTestId('landlord-done').waitFor();
    await landlordPage.close();
    const [deposit] = await listBookingPayments(e2e.database.db, free.bookingId);
    expect(deposit!.kind).toBe('deposit');
    // Paid by card in the sandbox (its charge, as the card page makes it): refundable.
    await paidBySandboxCard(e2e.database.db, deposit!);

    await navigate(page, 'BookingOverView');
    await expect(page.getByTestId('trip-card').count()).resolves.toBe(2);
    expect(
      await page
        .getByTestId('trip-card')
        .filter({ hasText: free.bookingDisplayNumber })
        .getAttribute('data-status'),
    ).toBe('confirmed');
    expect(await axeViolations(page)).toEqual([]);
    await shots(page, 'overview-de');

    // The soon one, after the free deadline: the confirm step states the fee first.
    await navigate(page, 'BookingDetails', { bookingDisplayNumber: fee.displayNumber });
    expect(await page.getByTestId('trip-number').textContent()).toBe(fee.bookingDisplayNumber);
    await page.getByTestId('cancel-open').click();
    await page.getByTestId('cancel-confirm').waitFor();
    expect(await page.getByTestId('cancel-fee').textContent()).toMatch(/\d/);
    expect(await axeViolations(page)).toEqual([]);
    await shots(page, 'cancel-fee-de');

    // The confirmed one: the landlord's contact, the balance to pay, the printable confirmation.
    await navigate(page, 'BookingDetails', { bookingDisplayNumber: free.displayNumber });
    await page.getByTestId('trip-landlord').waitFor();
    expect(await page.getByTestId('trip-pay').textContent()).toBe('Restbetrag bezahlen');
    expect(await axeViolations(page)).toEqual([]);
    await shots(page, 'details-confirmed-de');
    await page.getByTestId('trip-print').click();
    await page.getByTestId('trip-print-view').waitFor();
    await page.getByTestId('trip-print-button').waitFor();
    // The confirmation names its issuer: the operator brand with its legal entity and contact.
    expect(await page.getByTestId('trip-print-issuer').textContent()).toContain('Feriora');
    expect(await axeViolations(page)).toEqual([]);
    await shots(page, 'print-de');
    await page.goBack();

    // Within the deadline: free of charge, one click (the button says so).
    expect(await page.getByTestId('cancel-open').count()).toBe(0);
    expect(await page.getByTestId('cancel-submit').textContent()).toBe(
      'Jetzt kostenlos stornieren',
    );
    await shots(page, 'cancel-free-de');
    await page.getByTestId('cancel-submit').click();
    await page.getByTestId('trip-cancelled').waitFor();
    expect(await page.getByTestId('trip-details').getAttribute('data-status')).toBe('cancelled');
    expect(await axeViolations(page)).toEqual([]);
    await shots(page, 'details-cancelled-de');
    // The dates are bookable again at once; the card deposit went back.
    expect((await priceOf(e2e.server.url, later))?.status).toBe('free');
    const after = await listBookingPayments(e2e.database.db, free.bookingId);
    expect(after.map((p) => p.status)).toEqual(['refunded', 'cancelled']);

    // English.
    await navigate(page, 'BookingOverView', undefined, 'en');
    await shots(page, 'overview-en');
    await navigate(page, 'BookingDetails', { bookingDisplayNumber: fee.displayNumber }, 'en', {
      cancel: 1,
    });
    await page.getByTestId('cancel-confirm').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shots(page, 'cancel-fee-en');
    // Cancelled after the deadline with nothing paid: the fee is owed now, and the page says what,
    // by when, and offers the card page for it (it only said "still to pay" before confirming).
    await page.getByTestId('cancel-submit').click();
    await page.getByTestId('trip-cancelled').waitFor();
    const feePayment = page.getByTestId('trip-payments').locator('li[data-status="open"]');
    expect(await feePayment.textContent()).toMatch(/^Cancellation fee – due on/);
    expect(await page.getByTestId('trip-pay').textContent()).toBe('Pay the cancellation fee');
    expect(await axeViolations(page)).toEqual([]);
    await shots(page, 'details-cancelled-fee-en');
    await page.close();
  }, 240_000);

  it('is the 404 view for a number that is not the customer’s', async () => {
    // Logged in (the first test's cookie): a number of nobody's, or someone else's, is not found.
    const page = await e2e.browser.context.newPage();
    const res = await page.goto('/user/booking-details/999999999/');
    expect(res?.status()).toBe(404);
    await page.close();
  });

  it('gives back what a voucher paid of a late cancellation as a new voucher', async () => {
    // Still logged in as the first test's customer. A stay after the free deadline, paid with a
    // voucher but for 10 € by card: a fee of 25–80 % leaves a refund larger than the card's part,
    // so the rest comes back as a new voucher (decision 081).
    const page = await e2e.browser.context.newPage();
    const stay = await findWeek(12, 26);
    const booked = await book(page, stay);
    const booking = (await findBooking(e2e.database.db, booked.bookingId))!;
    const [full] = await listBookingPayments(e2e.database.db, booked.bookingId);
    const voucher = (await insertVoucher(
      e2e.database.db,
      {
        bookingId: booking.bookingId,
        customerNumber: booking.customerNumber,
        code: 'FER-TRPX-VCHR-2345',
        amountCents: full!.amountCents - 1_000,
        expiresOn: null,
        reason: 'office',
      },
      FIXED_NOW,
    ))!;
    // The code typed into the booking's page in the user area (decision 108).
    await navigate(page, 'BookingDetails', { bookingDisplayNumber: booked.displayNumber });
    await page.getByTestId('trip-voucher-form').waitFor();
    await page.getByLabel('Gutscheincode').fill(voucher.code.toLowerCase());
    await page.getByTestId('trip-voucher-submit').click();
    await page.getByTestId('trip-voucher-redeemed').waitFor();
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('data-testid') === 'trip-voucher-redeemed',
    );
    expect(await page.getByTestId('trip-voucher-paid').textContent()).toMatch(/\d/);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByTestId('trip-voucher').scrollIntoViewIfNeeded();
    await shots(page, 'details-voucher-de');
    const [rest] = await listBookingPayments(e2e.database.db, booked.bookingId);
    expect(rest!.amountCents).toBe(1_000);
    await paidBySandboxCard(e2e.database.db, rest!);

    await navigate(page, 'BookingDetails', { bookingDisplayNumber: booked.displayNumber });
    await page.getByTestId('cancel-open').click();
    await page.getByTestId('cancel-confirm').waitFor();
    expect(await page.getByTestId('cancel-refund-voucher').textContent()).toMatch(/\d/);
    expect(await axeViolations(page)).toEqual([]);
    await shots(page, 'cancel-fee-voucher-de');
    await page.getByTestId('cancel-submit').click();
    await page.getByTestId('trip-cancelled').waitFor();
    // The card's 10 € went back; the voucher's share comes as a new voucher with its own mail.
    const [after] = await listBookingPayments(e2e.database.db, booked.bookingId);
    expect(after!.status).toBe('refunded');
    expect(await page.getByTestId('trip-voucher-paid').textContent()).toMatch(/\d/);
    expect(await page.getByTestId('trip-voucher-returned').textContent()).toMatch(/\d/);
    expect(await axeViolations(page)).toEqual([]);
    await shots(page, 'details-cancelled-voucher-de');
    const mail = await capture.waitForMessage(
      (m) =>
        m.text.includes(booked.bookingDisplayNumber) &&
        m.text.includes('mit einem Reisegutschein bezahlt'),
      30_000,
    );
    const link = /https?:\/\/\S*\/ihr-reisegutschein\/\S+/.exec(mail.text)![0];
    await page.goto(`${new URL(link).pathname}${new URL(link).search}`);
    await hydrated(page);
    const returned = page.locator('[data-testid="voucher"][data-state="usable"]');
    expect(await returned.textContent()).toContain('Rückerstattung eines Gutscheins');
    expect(await axeViolations(page)).toEqual([]);
    await shots(page, 'voucher-returned-de');
    await page.close();
  }, 120_000);
});
