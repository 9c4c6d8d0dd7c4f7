// The voucher page in Chromium (issue 15): a guest's card booking made through the API, a voucher
// issued to its customer as the operator's CLI does (the mail goes to the capture), the page opened
// from the mail's link, the voucher set against the booking — the amount due lower —
// and the page shows it used up; nobody else gets more than the 404 view. Axe on the page, and
// screenshots at 375 and 1280 px in German and English, open and used up (test-results/screenshots/vouchers).
// The server runs on a scratch PostgreSQL database, so the test can issue with the server's secret.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '#core/config';
import { findBooking } from '#db/repositories/booking-records';
import { listBookingVouchers } from '#db/repositories/booking-vouchers';
import { listBookingPayments } from '#db/repositories/payments-records';
import { guestToken } from '#services/booking/links';
import { deliverBookingMails, issueVoucherIn } from '#services/booking';
import { operatorMailBrand } from '#services/partners';
import type { AppDeps, RequestContext } from '#services/platform';
import { createDeps } from '#server/deps';
import { bookingRequest } from '#tests/factories/booking-request';
import { FIXED_NOW } from '#tests/helpers/clock';
import { linksIn, startMailCapture, type MailCapture } from '#tests/helpers/mail';
import { axeViolations, openPage, screenshotWidths } from './browser';
import { MANDANT, findTarget, payableByCard } from './booking-helpers';
import { TODAY, startPostgresE2E, type PostgresE2E } from './fixtures';

// The test reaches into the server's database to set up what a browser cannot (accounts, paid
// charges, the clock's consequences), which needs a PostgreSQL server: without TEST_DATABASE_URL
// (a machine with the embedded database only) it is skipped; .ci/run sets it when one answers.
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? '';
const JWT_SECRET = 'voucher-e2e-secret-voucher-e2e-secret-01';

describe.skipIf(ADMIN_URL === '')('travel voucher page', () => {
  let e2e: PostgresE2E;
  let mail: MailCapture;
  let deps: AppDeps;

  beforeAll(async () => {
    mail = await startMailCapture();
    e2e = await startPostgresE2E('voucher', { JWT_SECRET, DEMO_OBJECTS: '20', SMTP_URL: mail.url });
    const config = parseConfig({
      NODE_ENV: 'test',
      JWT_SECRET,
      SITE_URL: e2e.server.url,
      SMTP_URL: mail.url,
    });
    deps = await createDeps(config, { database: e2e.database, clock: () => new Date(FIXED_NOW) });
  });

  afterAll(async () => {
    await e2e?.close();
    await mail?.close();
  });

  /** A card booking of a bookable week, made through the public API as a guest's browser does. */
  async function book(email: string) {
    const target = await findTarget(e2e.server.url, [], payableByCard);
    const res = await fetch(`${e2e.server.url}/api/booking`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(
        bookingRequest({ mandant: MANDANT, ...target, paymentMethod: 'card', email }),
      ),
    });
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: { bookingId: number; customerNumber: string } };
    return { bookingId: data.bookingId, customerNumber: Number(data.customerNumber) };
  }

  /** Issues a voucher as scripts/issue-voucher.ts does and returns the page link of its mail. */
  async function issueAndMail(
    booking: { bookingId: number; customerNumber: number },
    email: string,
    amountCents: number,
  ): Promise<string> {
    const ctx = { deps, now: FIXED_NOW, language: 'de' } as RequestContext;
    const brand = await operatorMailBrand(deps);
    const issued = await e2e.database.db.transaction((tx) =>
      issueVoucherIn(
        tx as never,
        ctx,
        {
          ...booking,
          amountCents,
          expiresOn: `${Number(TODAY.slice(0, 4)) + 1}-12-31`,
          reason: 'cancellation',
        },
        brand,
      ),
    );
    await deliverBookingMails(deps, FIXED_NOW, undefined, issued.mails);
    const message = await mail.waitForMessage(
      (m) => m.to.includes(email) && m.text.includes(issued.code),
      15_000,
    );
    const [link] = linksIn(message, `${e2e.server.url}/ihr-reisegutschein/`);
    expect(link).toBeDefined();
    return link!.slice(e2e.server.url.length);
  }

  const shots = (page: Page, name: string) => screenshotWidths(page, `vouchers/${name}`);

  it('opens from the mail, redeems against the booking, lowers the balance, and is used up', async () => {
    const email = 'gutschein.de@example.org';
    const booking = await book(email);
    const before = await listBookingPayments(e2e.database.db, booking.bookingId);
    // A stay within a month is paid at once (one payment); a later one has deposit and balance.
    const due = before.reduce((sum, p) => sum + p.amountCents, 0);
    const value = Math.min(20_000, due - 1_000);
    const path = await issueAndMail(booking, email, value);

    // Nobody without the link's secret (a fresh visitor) sees more than the 404 view.
    const bare = path.split('?')[0]!;
    const stranger = await fetch(`${e2e.server.url}${bare}`);
    expect(stranger.status).toBe(404);
    expect(await stranger.text()).not.toMatch(/FER-[A-Z0-9]{4}/);

    const page = await e2e.browser.context.newPage();
    await openPage(page, path);
    const voucher = page.getByTestId('voucher');
    await expect(voucher.getAttribute('data-state')).resolves.toBe('usable');
    expect(await page.getByTestId('voucher-code').textContent()).toMatch(/^FER-/);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    expect(await axeViolations(page)).toEqual([]);
    await shots(page, 'voucher-open-de');

    await page.getByTestId('redeem-voucher').click();
    await page.getByTestId('voucher-redeemed').waitFor();
    const after = await listBookingPayments(e2e.database.db, booking.bookingId);
    const open = after.filter((p) => p.status === 'open');
    expect(open.reduce((sum, p) => sum + p.amountCents, 0)).toBe(due - value);
    expect(await page.getByTestId('voucher-open').textContent()).toMatch(/\d/);
    // The page's data is read again after the post: the voucher is used up, no form is left.
    await page.locator('[data-testid="voucher"][data-state="usedUp"]').waitFor();
    expect(await page.getByTestId('voucher-form').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await shots(page, 'voucher-used-de');
    await page.close();
  });

  it("takes the code on the new booking's finish page: a wrong one named at the field, then paid", async () => {
    const email = 'gutschein.buchung@example.org';
    const booking = await book(email);
    const record = (await findBooking(e2e.database.db, booking.bookingId))!;
    await issueAndMail(booking, email, 5_000);
    const [issued] = await listBookingVouchers(
      e2e.database.db,
      booking.bookingId,
      booking.customerNumber,
    );
    const due = async () =>
      (await listBookingPayments(e2e.database.db, booking.bookingId))
        .filter((p) => p.status === 'open')
        .reduce((sum, p) => sum + p.amountCents, 0);
    const openBefore = await due();

    // The guest's link from the booking mail opens the finish page in any browser.
    const page = await e2e.browser.context.newPage();
    const query = new URLSearchParams({
      bookingId: String(booking.bookingId),
      access: guestToken(deps, record),
    });
    await openPage(page, `/booking/finish/${record.objectNumber}/?${query.toString()}`);
    const form = page.getByTestId('finish-voucher-form');
    await form.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('Gutscheincode').scrollIntoViewIfNeeded();
    await shots(page, 'finish-voucher-de');

    // Someone else's (or no) code: said at the field, the summary takes the focus, nothing paid.
    await page.getByLabel('Gutscheincode').fill('FER-ABCD-EFGH-JKLM');
    await page.getByTestId('finish-voucher-submit').click();
    await page.getByTestId('finish-voucher-errors').waitFor();
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('data-testid') === 'finish-voucher-errors',
    );
    expect(await page.getByLabel('Gutscheincode').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByLabel('Gutscheincode').inputValue()).toBe('FER-ABCD-EFGH-JKLM');
    expect(await due()).toBe(openBefore);
    expect(await axeViolations(page)).toEqual([]);
    await shots(page, 'finish-voucher-refused-de');

    // The code as a guest may type it from the mail: small letters, blanks for dashes.
    await page.getByLabel('Gutscheincode').fill(issued!.code.toLowerCase().replaceAll('-', ' '));
    await page.getByTestId('finish-voucher-submit').click();
    await page.getByTestId('finish-voucher-redeemed').waitFor();
    // The pressed button went with the old form: the focus is on what the voucher paid.
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('data-testid') === 'finish-voucher-redeemed',
    );
    expect(await due()).toBe(openBefore - 5_000);
    expect(page.url()).toMatch(/[?&]redeemed=\d+$/);
    expect(await page.getByTestId('finish-voucher-redeemed').textContent()).toContain(
      record.displayNumber.toString(),
    );
    // The page read again: the field is offered for the rest, empty.
    expect(await page.getByLabel('Gutscheincode').inputValue()).toBe('');
    expect(await axeViolations(page)).toEqual([]);
    await shots(page, 'finish-voucher-redeemed-de');
    await page.close();
  });

  it('works in English and without JavaScript', async () => {
    const email = 'voucher.en@example.org';
    const booking = await book(email);
    const path = await issueAndMail(booking, email, 7_500);
    const page = await e2e.browser.context.newPage();
    await openPage(page, `/en${path}`);
    expect(await page.locator('h1').textContent()).toBe('Redeem a travel voucher');
    await shots(page, 'voucher-open-en');
    // The form's own post, as a browser without scripts sends it.
    await page.evaluate(() => {
      const form = document.querySelector<HTMLFormElement>('[data-testid="voucher-form"]')!;
      HTMLFormElement.prototype.submit.call(form);
    });
    await page.getByTestId('voucher-redeemed').waitFor();
    expect(await page.getByTestId('voucher').getAttribute('data-state')).toBe('usedUp');
    // The post answered with a redirect to the page naming the redemption (post/redirect/get):
    // reloading it shows the outcome again and posts nothing.
    expect(page.url()).toMatch(/[?&]redeemed=\d+$/);
    const paid = await listBookingPayments(e2e.database.db, booking.bookingId);
    await page.reload();
    await page.getByTestId('voucher-redeemed').waitFor();
    expect(await listBookingPayments(e2e.database.db, booking.bookingId)).toEqual(paid);
    await shots(page, 'voucher-used-en');
    await page.close();
  });
});
