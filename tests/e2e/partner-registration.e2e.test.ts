// The partner programme page in Chromium against the real server (issue 16, "Partner
// registration"): the application form sent with JavaScript and without, its refusals per field
// (danger border, message, aria-invalid, the focus on the first refused field), the office's and
// the applicant's mails through the SMTP capture, axe on the page, and screenshots at 375 and
// 1280 px in German and English.
//
// The form guard refuses a post sooner than 3 s after the form was rendered (the server's clock
// runs on in real time from FIXED_NOW): a test fills the form first and then waits only for what
// is left of the 3 s (`humanPace`), so it is as slow as a quick person, no slower.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath } from '#core/routes';
import type { Language } from '#core/languages';
import { startMailCapture, type MailCapture } from '#tests/helpers/mail';
import {
  axeViolations,
  launchBrowser,
  screenshot,
  type Browser,
  type RunningServer,
} from './browser';
import { navigate, startE2E } from './fixtures';

const MIN_FILL_MS = 3_000;

/** Waits for what is left of the form guard's 3 s since `renderedAt` (real time). */
async function humanPace(renderedAt: number): Promise<void> {
  const left = renderedAt + MIN_FILL_MS + 300 - Date.now();
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
}

async function fill(page: Page, values: { email: string; website?: string }) {
  const form = page.getByTestId('registration-form');
  await form.getByLabel('Reisebüro', { exact: true }).check();
  await form.getByLabel('Firma', { exact: true }).fill('Reisebüro Sonnenschein GmbH');
  await form.getByLabel(/^Website/).fill(values.website ?? 'https://www.sonnenschein.example/');
  await form.getByLabel('Anrede', { exact: true }).selectOption('ms');
  await form.getByLabel('Vorname', { exact: true }).fill('Anna');
  await form.getByLabel('Nachname', { exact: true }).fill('Beispiel');
  await form.getByLabel('E-Mail-Adresse', { exact: true }).fill(values.email);
  await form.getByLabel('Telefon', { exact: true }).fill('+49 40 123 4567');
  await form.getByLabel('Straße und Hausnummer', { exact: true }).fill('Hafenstraße 12');
  await form.getByLabel('Postleitzahl', { exact: true }).fill('20457');
  await form.getByLabel('Ort', { exact: true }).fill('Hamburg');
  await form.getByLabel(/^Nachricht/).fill('Wir möchten Ferienhäuser an der Nordsee anbieten.');
}

describe('the partner programme page in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let capture: MailCapture;

  beforeAll(async () => {
    capture = await startMailCapture();
    ({ server, browser } = await startE2E({
      DEMO_OBJECTS: '20',
      SMTP_URL: capture.url,
      OFFICE_EMAIL: 'office@feriora.test',
    }));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await capture?.close();
  });

  it('refuses an empty form field by field, then sends the application with JavaScript', async () => {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await navigate(page, 'Distribution');
    const renderedAt = Date.now();
    await page.getByRole('heading', { level: 1, name: 'Partnerprogramm' }).waitFor();
    expect(await axeViolations(page, 'main')).toEqual([]);

    // Sent empty: a summary, every required field marked, the focus on the first of them.
    await page.getByTestId('send-registration').click();
    const summary = page.getByTestId('registration-errors');
    await summary.waitFor();
    const form = page.getByTestId('registration-form');
    for (const label of ['Firma', 'Vorname', 'Nachname', 'E-Mail-Adresse', 'Telefon', 'Ort']) {
      expect(
        await form.getByLabel(label, { exact: true }).getAttribute('aria-invalid'),
        label,
      ).toBe('true');
    }
    expect(await form.getByLabel('Reisebüro', { exact: true }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(await form.getByLabel(/^USt-IdNr/).getAttribute('aria-invalid')).toBeNull();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
      .toBe('kind');
    expect(await summary.textContent()).toContain('Bitte wählen Sie die Art der Partnerschaft.');
    // The refused field's border is the danger colour.
    const border = await form
      .getByLabel('Firma', { exact: true })
      .evaluate((el) => getComputedStyle(el).borderTopColor);
    expect(border).toBe('rgb(180, 35, 24)');
    expect(await axeViolations(page, 'main')).toEqual([]);
    await screenshot(page, 'partner-programme-refused-de-1280');

    await fill(page, { email: 'anna.js@example.com' });
    await humanPace(renderedAt);
    await page.getByTestId('send-registration').click();
    const sent = page.getByTestId('registration-sent');
    await sent.waitFor();
    expect(await sent.textContent()).toContain('anna.js@example.com');
    const office = await capture.waitForMessage((m) => m.to.includes('office@feriora.test'));
    expect(office.headers['reply-to']).toContain('anna.js@example.com');
    expect(office.text).toContain('Reisebüro Sonnenschein GmbH');
    const applicant = await capture.waitForMessage((m) => m.to.includes('anna.js@example.com'));
    expect(applicant.text).toContain('Guten Tag Anna Beispiel,');
    expect(applicant.text).not.toContain('Nordsee');
    await page.close();
  });

  it('works without JavaScript: the refusals come back with the values, then the confirmation', async () => {
    const noJs = await launchBrowser({ baseURL: server.url, javaScriptEnabled: false });
    try {
      const page = await noJs.context.newPage();
      await page.setViewportSize({ width: 375, height: 812 });
      const response = await page.goto(buildPath('Distribution', {}, 'de'));
      expect(response?.status()).toBe(200);
      const renderedAt = Date.now();
      await fill(page, { email: 'keine-adresse', website: 'www.sonnenschein.example' });
      await page.getByTestId('send-registration').click();
      await page.getByTestId('registration-errors').waitFor();
      const form = page.getByTestId('registration-form');
      expect(
        await form.getByLabel('E-Mail-Adresse', { exact: true }).getAttribute('aria-invalid'),
      ).toBe('true');
      expect(await form.getByLabel(/^Website/).getAttribute('aria-invalid')).toBe('true');
      expect(await form.getByLabel('Firma', { exact: true }).inputValue()).toBe(
        'Reisebüro Sonnenschein GmbH',
      );
      expect(await page.getByTestId('registration-errors').textContent()).toContain(
        'Bitte geben Sie eine gültige E-Mail-Adresse an.',
      );
      await screenshot(page, 'partner-programme-nojs-refused-de-375');

      await form.getByLabel('E-Mail-Adresse', { exact: true }).fill('anna.nojs@example.com');
      await form.getByLabel(/^Website/).fill('https://www.sonnenschein.example/');
      // The refused post carried the genuine token on: its 3 s count from the first render.
      await humanPace(renderedAt);
      await page.getByTestId('send-registration').click();
      await page.getByTestId('registration-sent').waitFor();
      await capture.waitForMessage((m) => m.to.includes('anna.nojs@example.com'));
      await page.close();
    } finally {
      await noJs.close();
    }
  });

  it('looks right at 375 and 1280 px in German and English', async () => {
    for (const lang of ['de', 'en'] as Language[]) {
      for (const width of [375, 1280]) {
        const page = await browser.context.newPage();
        await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
        await navigate(page, 'Distribution', {}, lang);
        expect(await axeViolations(page, 'main'), `${lang} ${width}`).toEqual([]);
        await page.evaluate(() => window.scrollTo(0, 0));
        const name = `partner-programme-${lang}-${width}`;
        await screenshot(page, name);
        await page.close();
      }
    }
  });
});
