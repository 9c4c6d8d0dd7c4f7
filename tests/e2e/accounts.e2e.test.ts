// Customer accounts in Chromium against the real server, its mails going to an SMTP capture
// (issue 13): register → read the mail → follow the confirmation link → confirm → log in → the
// header greets by first name → the watch list of the guest is the account's → a booking made
// as a guest is added through its mail's link → log out; the
// password reset through the mailed link; a login with JavaScript switched off; axe on every form
// and screenshots of every form at 375 and 1280 px in German and English.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '#core/languages';
import { paymentMethodsFor } from '#core/payments';
import { buildPath } from '#core/routes';
import { linksIn, startMailCapture, type MailCapture } from '#tests/helpers/mail';
import {
  axeViolations,
  hydrated,
  launchBrowser,
  screenshot,
  type Browser,
  type RunningServer,
} from './browser';
import { berlinDate, navigate, startE2E } from './fixtures';

const EMAIL = 'mara.lindqvist@example.com';
const TRAVELLER = {
  salutation: 'ms',
  firstName: 'Mara',
  lastName: 'Lindqvist',
  phone: '+49 40 1234567',
  street: 'Deichweg 3',
  zip: '20095',
  city: 'Hamburg',
  country: 'de',
};
const PASSWORD = 'Wellen am Leuchtturm 7';
const NEW_PASSWORD = 'Möwen über der Düne 12';

const badge = (page: Page) => page.getByTestId('watch-count').first().textContent();
const header = (page: Page) => page.locator('header').first();

describe('customer accounts in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let capture: MailCapture;

  beforeAll(async () => {
    capture = await startMailCapture();
    ({ server, browser } = await startE2E({ DEMO_OBJECTS: '40', SMTP_URL: capture.url }));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await capture?.close();
  });

  /** A demo object with a free week in the next two months, and how it can be paid. */
  async function bookableStay() {
    const search = (await (
      await fetch(`${server.url}/api/search?mandant=feriora&markers=0`)
    ).json()) as { data: { objects: { objectNumber: number }[] } };
    for (const { objectNumber } of search.data.objects.slice(0, 20)) {
      for (let offset = 10; offset < 60; offset += 3) {
        const stay = {
          objectNumber,
          startDate: berlinDate(offset),
          endDate: berlinDate(offset + 7),
        };
        const res = await fetch(`${server.url}/api/price/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ mandant: 'feriora', persons: 2, ...stay }),
        });
        const { data } = (await res.json()) as {
          data: {
            status: string;
            payments: number[];
            inkasso: 'agency' | 'landlord' | null;
          } | null;
        };
        if (data?.status === 'free')
          return {
            ...stay,
            paymentMethod: paymentMethodsFor(data, { bankTransfer: true, card: true })[0]!,
          };
      }
    }
    throw new Error('no demo object with a free week');
  }

  async function logIn(page: Page, email: string, password: string) {
    const form = page.getByTestId('form-login');
    await form.getByLabel('E-Mail-Adresse', { exact: true }).fill(email);
    await form.getByLabel('Passwort', { exact: true }).fill(password);
    await form.getByRole('button', { name: 'Anmelden' }).click();
  }

  it('registers, confirms by mail, logs in with the guest’s watch list, and logs out', async () => {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });

    // A guest watches an object before having an account.
    await navigate(page, 'Search');
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/user/watchedobjects/set'));
    await page
      .getByTestId('result-list')
      .locator('article')
      .first()
      .getByRole('button', { name: 'Auf die Merkliste' })
      .click();
    expect((await saved).status()).toBe(200);
    await expect.poll(() => badge(page)).toBe('1');

    // An empty registration names every field it needs; the summary takes the focus.
    await navigate(page, 'UserRegistration');
    expect(await axeViolations(page, 'main')).toEqual([]);
    const form = page.getByTestId('form-register');
    await form.getByRole('button', { name: 'Kundenkonto anlegen' }).click();
    const summary = page.getByTestId('error-summary');
    await summary.waitFor();
    await expect.poll(() => summary.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await summary.locator('li').count()).toBe(5);
    expect(await form.getByLabel('Vorname').getAttribute('aria-invalid')).toBe('true');
    expect(await axeViolations(page, 'main')).toEqual([]);

    await form.getByLabel('Anrede').selectOption('ms');
    await form.getByLabel('Vorname').fill('Mara');
    await form.getByLabel('Nachname').fill('Lindqvist');
    await form.getByLabel('E-Mail-Adresse').fill(EMAIL);
    await form.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
    await form.getByRole('checkbox', { name: /Datenschutzerklärung/ }).check();
    await form.getByRole('button', { name: 'Kundenkonto anlegen' }).click();
    const done = page.getByTestId('registration-done');
    await done.waitFor();
    expect(await done.textContent()).toContain(`Wir haben eine E-Mail an ${EMAIL} geschickt.`);

    // The mail's link opens the confirmation page; only its button uses the link.
    const mail = await capture.waitForMessage((m) => m.to.includes(EMAIL));
    const link = linksIn(mail, server.url).find((l) => l.includes('/user/registration/confirm/'));
    expect(link).toMatch(/\?confirmID=[A-Za-z0-9_-]{43}$/);
    await page.goto(link!);
    await hydrated(page);
    expect(await axeViolations(page, 'main')).toEqual([]);
    await page.getByRole('button', { name: 'E-Mail-Adresse bestätigen' }).click();
    await page.getByTestId('confirm-done').waitFor();
    const login = page.getByTestId('form-login');
    expect(await login.getByLabel('E-Mail-Adresse').inputValue()).toBe(EMAIL);
    expect(await axeViolations(page, 'main')).toEqual([]);
    await screenshot(page, 'accounts-confirm-done-de-1280');

    // Log in: the dashboard, the header's greeting, the watch list carried over.
    await login.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
    await login.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL((url) => url.pathname === buildPath('UserHome', {}, 'de'));
    await page.getByTestId('dashboard-greeting').waitFor();
    expect(await page.getByTestId('dashboard-greeting').textContent()).toBe('Guten Tag, Mara!');
    await expect.poll(() => header(page).textContent()).toContain('Hallo, Mara');
    expect(await badge(page)).toBe('1');
    expect(await page.getByRole('link', { name: /1 gemerkte Unterkunft/ }).count()).toBe(1);
    expect(await axeViolations(page, 'main')).toEqual([]);

    // A booking made while logged in (through the API, with the page's cookies) is the
    // dashboard's next trip, linking to the booking's page.
    const stay = await bookableStay();
    const booked = await page.request.post(`${server.url}/api/booking`, {
      headers: { origin: server.url },
      data: {
        mandant: 'feriora',
        method: 'booking',
        ...stay,
        adults: 2,
        traveller: { ...TRAVELLER, email: EMAIL },
        acceptTerms: true,
        idempotencyKey: crypto.randomUUID(),
      },
    });
    expect(booked.status()).toBe(201);
    const { bookingDisplayNumber } = (await booked.json()).data as { bookingDisplayNumber: string };
    await page.reload();
    const trip = page.getByTestId('next-trip');
    await trip.waitFor();
    expect(await trip.textContent()).toContain(bookingDisplayNumber);
    expect(await axeViolations(page, 'main')).toEqual([]);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, `accounts-dashboard-trip-de-${width}`);
    }
    await trip.getByRole('link').click();
    await page.waitForURL((url) => url.pathname.startsWith('/user/booking-details/'));
    expect(await page.locator('main').textContent()).toContain(bookingDisplayNumber);
    await page.goto(`${server.url}${buildPath('UserHome', {}, 'de')}`);
    await page.getByTestId('dashboard-greeting').waitFor();

    // A stay booked without logging in (no cookies: another browser) with the same address: the
    // mail's link, opened logged in, offers to add it to the account; one click does.
    const guestStay = await bookableStay();
    const asGuest = await fetch(`${server.url}/api/booking`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({
        mandant: 'feriora',
        method: 'booking',
        ...guestStay,
        adults: 2,
        traveller: { ...TRAVELLER, email: EMAIL },
        acceptTerms: true,
        idempotencyKey: crypto.randomUUID(),
      }),
    });
    expect(asGuest.status).toBe(201);
    const guestNumber = ((await asGuest.json()) as { data: { bookingDisplayNumber: string } }).data
      .bookingDisplayNumber;
    const guestMail = await capture.waitForMessage(
      (m) => m.to.includes(EMAIL) && m.text.includes(guestNumber),
    );
    const finishLink = linksIn(guestMail, server.url).find((l) =>
      /\?bookingId=\d+&access=[A-Za-z0-9_-]{43}$/.test(l),
    );
    await page.goto(finishLink!);
    await hydrated(page);
    const claim = page.getByTestId('claim');
    await claim.waitFor();
    expect(await axeViolations(page, 'main')).toEqual([]);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, `accounts-claim-booking-de-${width}`);
    }
    await claim.click();
    await page.waitForURL((url) => url.pathname.startsWith('/user/booking-details/'));
    expect(await page.locator('main').textContent()).toContain(guestNumber);
    await page.goto(`${server.url}${buildPath('UserHome', {}, 'de')}`);
    await page.getByTestId('dashboard-greeting').waitFor();

    // Log out: the login page says so, the header offers the login, the list stays with the account.
    await page.getByRole('button', { name: 'Abmelden' }).click();
    await page.getByTestId('logged-out').waitFor();
    await expect.poll(() => header(page).textContent()).toContain('Anmelden');
    expect(await header(page).textContent()).not.toContain('Mara');
    await expect.poll(() => badge(page)).toBe('0');

    // Logging in again brings the list back.
    await logIn(page, EMAIL, PASSWORD);
    await page.getByTestId('dashboard-greeting').waitFor();
    await expect.poll(() => badge(page)).toBe('1');
    await page.getByRole('button', { name: 'Abmelden' }).click();
    await page.getByTestId('logged-out').waitFor();
    await page.close();
  });

  it('sets a new password through the mailed link, on a phone', async () => {
    await browser.context.clearCookies();
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 375, height: 812 });
    await navigate(page, 'UserLogin');
    await page.getByRole('link', { name: 'Passwort vergessen?' }).click();
    await page.waitForURL((url) => url.pathname === buildPath('UserPasswordRequest', {}, 'de'));
    const form = page.getByTestId('form-passwordRequest');
    await form.getByLabel('E-Mail-Adresse').fill(EMAIL);
    await form.getByRole('button', { name: 'Link anfordern' }).click();
    await page.getByTestId('password-request-done').waitFor();
    expect(await axeViolations(page, 'main')).toEqual([]);

    const mail = await capture.waitForMessage(
      (m) => m.to.includes(EMAIL) && linksIn(m).some((l) => l.includes('/user/password/reset/')),
    );
    const link = linksIn(mail, server.url).find((l) => l.includes('/user/password/reset/'));
    await page.goto(link!);
    await hydrated(page);
    const reset = page.getByTestId('form-passwordReset');
    expect(await axeViolations(page, 'main')).toEqual([]);
    await screenshot(page, 'accounts-password-reset-de-375');
    // Too short: refused on the field, the link stays usable.
    await reset.getByLabel('Neues Passwort').fill('kurz');
    await reset.getByRole('button', { name: 'Passwort speichern' }).click();
    await page.getByTestId('error-summary').waitFor();
    expect(await reset.getByLabel('Neues Passwort').getAttribute('aria-invalid')).toBe('true');
    expect(await axeViolations(page, 'main')).toEqual([]);
    await reset.getByLabel('Neues Passwort').fill(NEW_PASSWORD);
    await reset.getByRole('button', { name: 'Passwort speichern' }).click();
    await page.getByTestId('password-reset-done').waitFor();
    await screenshot(page, 'accounts-password-reset-done-de-375');

    // The link is spent; the old password no longer works, the new one does.
    await logIn(page, EMAIL, PASSWORD);
    await page.getByTestId('error-summary').waitFor();
    expect(await page.getByTestId('error-summary').textContent()).toContain(
      'E-Mail-Adresse oder Passwort sind nicht richtig.',
    );
    await logIn(page, EMAIL, NEW_PASSWORD);
    await page.getByTestId('dashboard-greeting').waitFor();
    await page.goto(link!);
    await page.getByTestId('invalid-link').waitFor();
    await page.close();
  });

  it('logs in and out without JavaScript, continuing where the guest wanted to go', async () => {
    const noScript = await launchBrowser({
      baseURL: server.url,
      javaScriptEnabled: false,
      now: null,
    });
    try {
      const page = await noScript.context.newPage();
      await page.setViewportSize({ width: 375, height: 812 });
      // The debug view needs a login: the form is shown in its place.
      const response = await page.goto(buildPath('UserDebug', {}, 'de'));
      expect(response?.status()).toBe(200);
      await page.getByTestId('login-required').waitFor();
      await screenshot(page, 'accounts-nojs-login-in-place-375');
      await logIn(page, EMAIL, NEW_PASSWORD);
      await page.waitForURL((url) => url.pathname === buildPath('UserDebug', {}, 'de'));
      await page.getByTestId('token-debug').waitFor();
      expect(await page.getByTestId('debug-iat').textContent()).toMatch(
        /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/,
      );
      expect(await header(page).textContent()).toContain('Hallo, Mara');

      // A wrong password without JavaScript: the page comes back with the message and the address.
      await page.goto(buildPath('UserHome', {}, 'de'));
      await page.getByRole('button', { name: 'Abmelden' }).click();
      await page.getByTestId('logged-out').waitFor();
      await logIn(page, EMAIL, 'nicht das Passwort');
      await page.getByTestId('error-summary').waitFor();
      expect(await page.getByTestId('form-login').getByLabel('E-Mail-Adresse').inputValue()).toBe(
        EMAIL,
      );
      await screenshot(page, 'accounts-nojs-login-refused-375');
      await page.close();
    } finally {
      await noScript.close();
    }
  });

  it('shows every form at 375 and 1280 px in German and English', async () => {
    const shots: string[] = [];
    // One tab per language shows each state at both widths (setViewportSize, no reload): axe runs
    // once per state, at 1280 px — the states' `main` is the same DOM at both widths (the widths
    // differ only in CSS), so a second axe run at 375 px checked nothing new. Each width keeps its
    // screenshot.
    const shoot = async (page: Page, name: string) => {
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
        // A full-page shot of a scrolled page draws the sticky header in the middle of it.
        await page.evaluate(() => window.scrollTo(0, 0));
        shots.push(await screenshot(page, `${name}-${width}`));
      }
      expect(await axeViolations(page, 'main'), name).toEqual([]);
    };
    for (const lang of ['de', 'en'] as Language[]) {
      await browser.context.clearCookies();
      const page = await browser.context.newPage();
      await page.setViewportSize({ width: 1280, height: 900 });
      const submit = (intent: string) =>
        page.getByTestId(`form-${intent}`).locator('button[type="submit"]').click();

      await navigate(page, 'UserLogin', {}, lang);
      await shoot(page, `accounts-login-${lang}`);
      await navigate(page, 'UserRegistration', {}, lang);
      await page.getByTestId('form-register').locator('input[name="firstName"]').fill('Mara');
      await page.getByTestId('form-register').locator('input[name="email"]').fill('mara@');
      await submit('register');
      await page.getByTestId('error-summary').waitFor();
      await shoot(page, `accounts-registration-errors-${lang}`);
      const form = page.getByTestId('form-register');
      await form.locator('input[name="lastName"]').fill('Lindqvist');
      await form.locator('input[name="email"]').fill(`mara.${lang}@example.com`);
      await form.locator('input[name="password"]').fill(PASSWORD);
      await form.locator('input[name="privacyAccepted"]').check();
      await submit('register');
      await page.getByTestId('registration-done').waitFor();
      await shoot(page, `accounts-registration-done-${lang}`);

      await navigate(page, 'UserRegistrationConfirm', {}, lang, { confirmID: 'x'.repeat(43) });
      await shoot(page, `accounts-confirm-${lang}`);
      await submit('confirm');
      await page.getByTestId('invalid-link').waitFor();
      await shoot(page, `accounts-confirm-invalid-${lang}`);
      await navigate(page, 'UserPasswordRequest', {}, lang);
      await shoot(page, `accounts-password-request-${lang}`);
      await navigate(page, 'UserPasswordReset', {}, lang, { resetID: 'y'.repeat(43) });
      await shoot(page, `accounts-password-reset-invalid-${lang}`);

      await navigate(page, 'UserHome', {}, lang);
      await page.getByTestId('form-login').locator('input[name="email"]').fill(EMAIL);
      await page.getByTestId('form-login').locator('input[name="password"]').fill(NEW_PASSWORD);
      await submit('login');
      await page.getByTestId('dashboard-greeting').waitFor();
      await shoot(page, `accounts-dashboard-${lang}`);
      await navigate(page, 'UserDebug', {}, lang);
      await page.getByTestId('token-debug').waitFor();
      await shoot(page, `accounts-debug-${lang}`);
      await page.close();
    }
    expect(shots).toHaveLength(2 * 2 * 9);
  }, 300_000);
});
