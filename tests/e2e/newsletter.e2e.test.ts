// The newsletter in Chromium against the real server, mails to an SMTP capture (issue 17): the
// footer's form with JavaScript (the answer in the footer) and without (a plain post, the answer on
// the signup page), the confirmation link from the captured mail (button → confirmed; the link
// again → "no longer valid"), the dashboard's newsletter topics, axe on each screen, and
// screenshots at 375 and 1280 px in German and English under test-results/screenshots/newsletter.
// The preferences need an account in the server's database, which needs PostgreSQL
// (TEST_DATABASE_URL, as tests/e2e/trips.e2e.test.ts); without it the suite is skipped.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath } from '#core/routes';
import { insertLoginAccount } from '#tests/factories/account';
import { linksIn, startMailCapture, type MailCapture } from '#tests/helpers/mail';
import { axeViolations, hydrated, launchBrowser, screenshotWidths, watchProblems } from './browser';
import { navigate, startPostgresE2E, type PostgresE2E } from './fixtures';

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? '';
/** The form guard's time trap (services/platform form-guard.ts MIN_FILL_MS), with a margin. */
const FILL_MS = 3_300;

describe.skipIf(ADMIN_URL === '')('newsletter in Chromium', () => {
  let e2e: PostgresE2E;
  let capture: MailCapture;

  beforeAll(async () => {
    capture = await startMailCapture();
    e2e = await startPostgresE2E('newsletter', { DEMO_OBJECTS: '20', SMTP_URL: capture.url });
  });

  afterAll(async () => {
    await e2e?.close();
    await capture?.close();
  });

  const shot = (page: Page, name: string, element?: string) =>
    screenshotWidths(page, `newsletter/${name}`, element === undefined ? {} : { element });

  it('subscribes from the footer with JavaScript and confirms through the mailed link', async () => {
    const page = await e2e.browser.context.newPage();
    const problems = watchProblems(page);
    for (const lng of ['de', 'en'] as const) {
      await navigate(page, 'Home', {}, lng);
      await page.getByTestId('footer-newsletter').waitFor();
      await shot(page, `footer-${lng}`, '[data-testid="footer-newsletter"]');
    }
    await navigate(page, 'Home', {}, 'de');
    await hydrated(page);
    const openedAt = Date.now();
    expect(await axeViolations(page, 'footer')).toEqual([]);
    await page.getByLabel('Ihre E-Mail für den Newsletter').fill('browser@example.org');
    const left = openedAt + FILL_MS - Date.now();
    if (left > 0) await new Promise((r) => setTimeout(r, left));
    await page.getByRole('button', { name: 'Abonnieren', exact: true }).click();
    await page.getByTestId('footer-newsletter-sent').waitFor();
    expect(await page.getByTestId('footer-newsletter-sent').textContent()).toContain(
      'Fast geschafft!',
    );
    // Stayed on the page: the answer is in the footer.
    expect(new URL(page.url()).pathname).toBe('/');
    await shot(page, 'footer-sent-de', '[data-testid="footer-newsletter"]');

    const mail = await capture.waitForMessage((m) => m.to.includes('browser@example.org'));
    const link = new URL(linksIn(mail).find((l) => l.includes('token='))!);
    for (const lng of ['de', 'en'] as const) {
      // The same link in English shows the English page (nothing is spent by opening it).
      const path = lng === 'de' ? link.pathname : buildPath('NewsletterConfirm', {}, 'en');
      await page.goto(path + link.search);
      await page.getByTestId('newsletter-confirm-form').waitFor();
      await shot(page, `confirm-${lng}`);
    }
    await page.goto(link.pathname + link.search);
    await hydrated(page);
    expect(await axeViolations(page, 'main')).toEqual([]);
    await page.getByRole('button', { name: 'Anmeldung bestätigen' }).click();
    await page.getByTestId('newsletter-confirmed').waitFor();
    expect(await axeViolations(page, 'main')).toEqual([]);
    await shot(page, 'confirmed-de');
    // The link again: a clear page.
    for (const lng of ['de', 'en'] as const) {
      const path = lng === 'de' ? link.pathname : buildPath('NewsletterConfirm', {}, 'en');
      await page.goto(path + link.search);
      await page.getByTestId('newsletter-link-invalid').waitFor();
      await shot(page, `link-invalid-${lng}`);
    }
    expect(await axeViolations(page, 'main')).toEqual([]);
    // The shell's nonce hydration warning is not this feature's (it shows on every page today).
    expect(problems.filter((p) => !p.includes('nonce'))).toEqual([]);
    await page.close();
  });

  it('subscribes from the footer without JavaScript, the answer on the signup page', async () => {
    const plain = await launchBrowser({ baseURL: e2e.server.url, javaScriptEnabled: false });
    try {
      const page = await plain.context.newPage();
      await page.setViewportSize({ width: 375, height: 900 });
      await page.goto(buildPath('Home', {}, 'de'));
      const openedAt = Date.now();
      await page.getByLabel('Ihre E-Mail für den Newsletter').fill('ohne-js@example.org');
      const left = openedAt + FILL_MS - Date.now();
      if (left > 0) await new Promise((r) => setTimeout(r, left));
      await page.getByRole('button', { name: 'Abonnieren', exact: true }).click();
      await page.getByTestId('newsletter-sent').waitFor();
      expect(new URL(page.url()).pathname).toBe(buildPath('NewsletterSignup', {}, 'de'));
      await capture.waitForMessage((m) => m.to.includes('ohne-js@example.org'));
      await shot(page, 'signup-sent-nojs-de');
    } finally {
      await plain.close();
    }
  });

  it('shows and saves the newsletter topics on the dashboard', async () => {
    const page = await e2e.browser.context.newPage();
    const account = await insertLoginAccount(e2e.database, {
      firstName: 'Anna',
      newsletter: false,
    });
    for (const lng of ['de', 'en'] as const) {
      await navigate(page, 'UserHome', {}, lng);
      if (lng === 'de') {
        const login = page.getByTestId('form-login');
        await login.getByLabel('E-Mail-Adresse').fill(account.email);
        await login.getByLabel('Passwort', { exact: true }).fill(account.password);
        await login.getByRole('button', { name: 'Anmelden' }).click();
      }
      await page.getByTestId('newsletter-preferences').waitFor();
      await shot(page, `preferences-${lng}`);
    }
    await navigate(page, 'UserHome', {}, 'de');
    await hydrated(page);
    const prefs = page.getByTestId('newsletter-preferences');
    await prefs.getByLabel('Last-Minute-Angebote').uncheck();
    await prefs.getByRole('button', { name: 'Themen speichern' }).click();
    await page.getByTestId('newsletter-preferences-saved').waitFor();
    expect(await prefs.getByLabel('Last-Minute-Angebote').isChecked()).toBe(false);
    expect(await axeViolations(page, '[data-testid="newsletter-preferences"]')).toEqual([]);
    await shot(page, 'preferences-saved-de');
    await page.close();
  });
});
