// The partner login in Chromium (issue 16; SPEC §4 partner login): a partner's staff log in on the
// login page with the partner number and an access code made here (hashed with the same
// hashPassword the login verifies), first with a wrong code (the field says so), then the right
// one, and land on the partner dashboard with their partner link, contact and settings, and the
// bookings the partner brought by month (decision 094), a past month's payout (decision 112); the
// same without JavaScript. axe on the login page and the dashboard; screenshots of both at 375 and
// 1280 px in de and en (test-results/screenshots/partner-login/). The partner is
// stored into the server's database, which needs a PostgreSQL server: without TEST_DATABASE_URL
// it is skipped (like the other browser tests that reach into the database).
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath } from '#core/routes';
import { hashPassword } from '#services/accounts';
import { addMonths, monthOf } from '#core/dates';
import { partnerCommissionRates, partnerPayouts } from '#db/schema';
import { insertBooking } from '#tests/factories/booking';
import { firstActiveObjectNumber } from '#tests/factories/object';
import { insertPartner } from '#tests/factories/partner';
import { FIXED_NOW } from '#tests/helpers/clock';
import { axeViolations, launchBrowser, screenshotWidths, watchConsole } from './browser';
import { navigate, startPostgresE2E, TODAY, type PostgresE2E } from './fixtures';

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? '';

const PARTNER = 7401;
const LANGUAGES = ['de', 'en'] as const;

const TEXTS = {
  de: {
    number: 'Partnernummer',
    code: 'Zugangscode',
    submit: 'Als Partner anmelden',
    wrong: 'Partnernummer oder Zugangscode sind nicht richtig.',
    greeting: 'Angemeldet als Partner Reisebüro Wellenreiter',
  },
  en: {
    number: 'Partner number',
    code: 'Access code',
    submit: 'Log in as a partner',
    wrong: 'The partner number or access code is not correct.',
    greeting: 'Logged in as partner Reisebüro Wellenreiter',
  },
} as const;

describe.skipIf(ADMIN_URL === '')('partner login in the browser', () => {
  let e2e: PostgresE2E;
  const code = `${randomBytes(2).toString('hex').toUpperCase()}-WXYZ-7K9Q`;

  beforeAll(async () => {
    e2e = await startPostgresE2E('partner_login', { DEMO_OBJECTS: '20' });
    // After the server's start: its migrations made the table.
    await insertPartner(e2e.database, {
      partnerId: PARTNER,
      partnerName: 'Reisebüro Wellenreiter',
      partnerPhone: '+49 421 555 010',
      partnerEmail: 'buchung@wellenreiter.example',
      hideInsurances: true,
      loginCodeHash: await hashPassword(code),
    });
    // Bookings the partner brought this month (decision 094): the dashboard lists them.
    const objectNumber = await firstActiveObjectNumber(e2e.database);
    for (const [status, rent] of [
      ['confirmed', 123_400],
      ['requested', 56_700],
      ['cancelled', 89_000],
    ] as const) {
      await insertBooking(e2e.database, {
        objectNumber,
        booking: { partnerId: PARTNER, status, priceCompleteCents: rent, createdAt: FIXED_NOW },
      });
    }
    // The rate the office recorded from this month on (decision 107): 8 % of what counts.
    await e2e.database.db
      .insert(partnerCommissionRates)
      .values({ partnerId: PARTNER, validFrom: monthOf(TODAY), rateBp: 800 });
  });

  afterAll(() => e2e?.close());

  const shots = (page: Page, name: string) => screenshotWidths(page, `partner-login/${name}`);

  async function partnerLogIn(page: Page, lng: 'de' | 'en', number: string, typed: string) {
    const form = page.getByTestId('form-partnerLogin');
    await form.getByLabel(TEXTS[lng].number, { exact: true }).fill(number);
    await form.getByLabel(TEXTS[lng].code, { exact: true }).fill(typed);
    await form.getByRole('button', { name: TEXTS[lng].submit }).click();
  }

  for (const lng of LANGUAGES) {
    it(`logs a partner in and shows the partner dashboard (${lng})`, async () => {
      await e2e.browser.context.clearCookies();
      const page = await e2e.browser.context.newPage();
      const problems = watchConsole(page);
      await page.setViewportSize({ width: 1280, height: 900 });
      await navigate(page, 'UserLogin', {}, lng);
      const section = page.getByTestId('partner-login');
      await section.waitFor();
      expect(await section.getByLabel(TEXTS[lng].code).getAttribute('autocomplete')).toBe('off');
      expect(await axeViolations(page)).toEqual([]);
      await shots(page, `login-${lng}`);

      // A wrong code: the code field says so, nothing else happens.
      await partnerLogIn(page, lng, String(PARTNER), 'AAAA-BBBB-CCCC');
      const field = section.getByLabel(TEXTS[lng].code);
      await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
      expect(await section.textContent()).toContain(TEXTS[lng].wrong);
      expect(new URL(page.url()).pathname).toBe(buildPath('UserLogin', {}, lng));
      expect(await axeViolations(page)).toEqual([]);
      await shots(page, `login-wrong-code-${lng}`);

      await partnerLogIn(page, lng, String(PARTNER), code);
      await page.waitForURL((url) => url.pathname === buildPath('UserHome', {}, lng));
      const dashboard = page.getByTestId('partner-dashboard');
      await dashboard.waitFor();
      expect(await page.getByTestId('dashboard-greeting').textContent()).toBe(TEXTS[lng].greeting);
      expect(await page.getByTestId('partner-link').inputValue()).toBe(
        `${e2e.server.url}/?partner=${PARTNER}`,
      );
      expect(await page.getByTestId('partner-contact').textContent()).toContain(
        'buchung@wellenreiter.example',
      );
      // The customer's parts are not there.
      expect(await page.getByTestId('form-profile').count()).toBe(0);
      expect(await page.getByTestId('form-passwordChange').count()).toBe(0);
      // Focusing the link selects it whole, ready to copy.
      await page.getByTestId('partner-link').focus();
      expect(
        await page.evaluate(() => {
          const input = document.activeElement as HTMLInputElement;
          return input.selectionEnd! - input.selectionStart!;
        }),
      ).toBe(`${e2e.server.url}/?partner=${PARTNER}`.length);
      // The site around it is the partner's: its phone in the header.
      expect(await page.locator('header').first().textContent()).toContain('+49 421 555 010');
      expect(await axeViolations(page)).toEqual([]);
      await shots(page, `dashboard-${lng}`);

      // The bookings it brought this month; an earlier month chosen shows none.
      const bookings = page.getByTestId('partner-bookings');
      expect(await bookings.getByTestId('partner-booking').count()).toBe(3);
      const thisMonth = monthOf(TODAY);
      expect(await page.getByLabel(lng === 'de' ? 'Monat' : 'Month').inputValue()).toBe(thisMonth);
      // 8 % of the confirmed 1.234 €, in the page's language.
      expect(await bookings.getByTestId('partner-bookings-commission').innerText()).toBe(
        lng === 'de' ? '98,72\u00a0€ (8\u00a0% von 1.234\u00a0€)' : '€98.72 (8% of €1,234)',
      );
      await screenshotWidths(page, `partner-login/bookings-${lng}`, {
        element: '[data-testid="partner-bookings"]',
      });
      // The month as a CSV file (decision 098): the link downloads it, in the page's language.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        bookings.getByTestId('partner-bookings-csv').click(),
      ]);
      expect(download.suggestedFilename()).toBe(`bookings-${thisMonth}.csv`);
      const file = await readFile((await download.path())!, 'utf8');
      expect(file.split('\r\n')[0]).toContain(lng === 'de' ? 'Gebucht am' : 'Booked on');
      expect(file.split('\r\n').filter((line) => line !== '')).toHaveLength(4);
      await page
        .getByLabel(lng === 'de' ? 'Monat' : 'Month')
        .selectOption(addMonths(thisMonth, -1));
      await bookings.getByRole('button', { name: lng === 'de' ? 'Anzeigen' : 'Show' }).click();
      await page.waitForURL((url) => url.searchParams.get('month') === addMonths(thisMonth, -1));
      await bookings.getByTestId('partner-bookings-empty').waitFor();
      // Before the rate's first month: no commission.
      expect(await bookings.getByTestId('partner-bookings-commission').count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);

      await page.getByRole('button', { name: lng === 'de' ? 'Abmelden' : 'Log out' }).click();
      await page.getByTestId('logged-out').waitFor();
      expect(problems).toEqual([]);
      await page.close();
    });
  }

  it('logs a partner in without JavaScript', async () => {
    const noScript = await launchBrowser({
      baseURL: e2e.server.url,
      javaScriptEnabled: false,
      now: null,
    });
    try {
      const page = await noScript.context.newPage();
      await page.setViewportSize({ width: 375, height: 812 });
      const response = await page.goto(buildPath('UserHome', {}, 'de'));
      expect(response?.status()).toBe(200);
      await page.getByTestId('login-required').waitFor();
      await partnerLogIn(page, 'de', String(PARTNER), 'falsch');
      await page.getByText(TEXTS.de.wrong).first().waitFor();
      await partnerLogIn(page, 'de', String(PARTNER), code);
      await page.getByTestId('partner-dashboard').waitFor();
      expect(await page.getByTestId('partner-number').textContent()).toBe(String(PARTNER));
      // The month is a plain GET form: it works without JavaScript too.
      const thisMonth = monthOf(TODAY);
      await page.getByLabel('Monat').selectOption(addMonths(thisMonth, -1));
      await page.getByRole('button', { name: 'Anzeigen' }).click();
      await page.getByTestId('partner-bookings-empty').waitFor();
      expect(new URL(page.url()).searchParams.get('month')).toBe(addMonths(thisMonth, -1));
    } finally {
      await noScript.close();
    }
  });

  it("shows a past month's commission as the office paid it out (decision 112)", async () => {
    // Three months back: a confirmed booking, a rate of 8 % from then, and the payout of it.
    const paidMonth = addMonths(monthOf(TODAY), -3);
    await insertBooking(e2e.database, {
      objectNumber: await firstActiveObjectNumber(e2e.database),
      booking: {
        partnerId: PARTNER,
        status: 'confirmed',
        priceCompleteCents: 50_000,
        createdAt: new Date(`${paidMonth}-10T10:00:00Z`),
      },
    });
    await e2e.database.db
      .insert(partnerCommissionRates)
      .values({ partnerId: PARTNER, validFrom: paidMonth, rateBp: 800 });
    await e2e.database.db.insert(partnerPayouts).values({
      partnerId: PARTNER,
      month: paidMonth,
      amountCents: 4_000,
      rateBp: 800,
      basisCents: 50_000,
      recordedAt: FIXED_NOW,
      accountId: null,
    });
    await e2e.browser.context.clearCookies();
    const page = await e2e.browser.context.newPage();
    const problems = watchConsole(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await navigate(page, 'UserLogin', {}, 'de');
    await partnerLogIn(page, 'de', String(PARTNER), code);
    await page.getByTestId('partner-dashboard').waitFor();
    await navigate(page, 'UserHome', {}, 'de', { month: paidMonth });
    const bookings = page.getByTestId('partner-bookings');
    expect(await bookings.getByTestId('partner-bookings-commission').innerText()).toBe(
      '40\u00a0€ (8\u00a0% von 500\u00a0€)',
    );
    expect(await bookings.getByTestId('partner-bookings-payout').innerText()).toBe(
      '40\u00a0€ am 22.11.2026',
    );
    expect(await bookings.getByTestId('partner-bookings-payout-changed').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await screenshotWidths(page, 'partner-login/bookings-paid-de', {
      element: '[data-testid="partner-bookings"]',
    });
    expect(problems).toEqual([]);
    await page.close();
  });
});
