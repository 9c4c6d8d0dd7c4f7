// Sharing the watch list by e-mail in Chromium against the real server, with its mail going to an
// SMTP capture (issue 12, security 3): the form asks only for the address and the guest's name,
// says what the mail will hold, marks a name that could become a link, tells the guest when the
// limit is reached, and the mail that arrives has the fixed Subject and only the share link.
// Accessibility and screenshots of the panel at 375 and 1280 px.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linksIn, startMailCapture, type MailCapture } from '#tests/helpers/mail';
import {
  axeViolations,
  fullScreenshot,
  SCREENSHOT_DIR,
  type Browser,
  type RunningServer,
} from './browser';
import { navigate, startE2E } from './fixtures';

describe('share the watch list by e-mail in Chromium', () => {
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

  async function watchOneAndOpenList(page: Page) {
    await navigate(page, 'Search');
    const card = page.getByTestId('result-list').locator('article').first();
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/user/watchedobjects/set'));
    await card.getByRole('button', { name: 'Auf die Merkliste' }).click();
    expect((await saved).status()).toBe(200);
    await navigate(page, 'WatchList');
    await page.getByTestId('watch-share').waitFor();
  }

  async function send(page: Page, email: string, name: string) {
    const panel = page.getByTestId('watch-share');
    await panel.getByLabel('E-Mail-Adresse des Empfängers').fill(email);
    await panel.getByLabel('Ihr Name').fill(name);
    const answered = page.waitForResponse((r) =>
      r.url().endsWith('/api/user/watchedobjects/sendcustomer'),
    );
    await panel.getByRole('button', { name: 'Merkliste senden' }).click();
    await answered;
    return panel.getByTestId('share-status');
  }

  it('sends a fixed text with the name and the share link; no message field', async () => {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await watchOneAndOpenList(page);
    const panel = page.getByTestId('watch-share');
    expect(await panel.locator('textarea').count()).toBe(0);
    expect(await panel.textContent()).toContain(
      'Die E-Mail enthält nur den Link zu Ihrer Merkliste und Ihren Namen',
    );
    const nameInput = panel.getByLabel('Ihr Name');
    expect(await nameInput.getAttribute('aria-describedby')).toBeTruthy();
    expect(await axeViolations(page, '[data-testid="watch-share"]')).toEqual([]);
    await panel.screenshot({ path: join(SCREENSHOT_DIR, 'watchlist-share-panel-1280.png') });

    const shareUrl = await panel.getByLabel('Link zu Ihrer Merkliste').inputValue();
    const status = await send(page, 'anna.freundin@example.com', 'Anna Beispiel');
    await expect
      .poll(() => status.textContent())
      .toBe('Die Merkliste wurde an anna.freundin@example.com gesendet.');
    const mail = await capture.waitForMessage((m) => m.to.includes('anna.freundin@example.com'));
    expect(mail.subject).toBe('Ferienunterkünfte bei Feriora: eine Merkliste für Sie');
    expect(mail.text).toContain('Anna Beispiel hat bei Feriora');
    expect(linksIn(mail)).toEqual([shareUrl]);
    await page.close();
  });

  it('marks a name that could become a link, and says when the limit is reached', async () => {
    // A new visitor (no uid cookie yet) with a list of their own and five mails to spend.
    await browser.context.clearCookies();
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 375, height: 812 });
    await watchOneAndOpenList(page);
    const panel = page.getByTestId('watch-share');
    const status = await send(page, 'ben@example.com', 'www.spam.example');
    await expect.poll(() => status.textContent()).toContain('Bitte prüfen Sie Ihre Eingaben');
    expect(await panel.getByLabel('Ihr Name').getAttribute('aria-invalid')).toBe('true');
    expect(await axeViolations(page, '[data-testid="watch-share"]')).toEqual([]);
    await panel.screenshot({ path: join(SCREENSHOT_DIR, 'watchlist-share-panel-invalid-375.png') });

    // The visitor's five mails an hour (to different friends), then the limit.
    for (let i = 1; i <= 5; i++) {
      const sent = await send(page, `freund${i}@example.com`, 'Ben');
      await expect.poll(() => sent.textContent()).toContain('gesendet');
    }
    const limited = await send(page, 'freund6@example.com', 'Ben');
    await expect
      .poll(() => limited.textContent())
      .toBe(
        'Sie haben in kurzer Zeit viele E-Mails gesendet. Bitte versuchen Sie es später noch einmal.',
      );
    await fullScreenshot(page, 'watchlist-share-limited-375');
    await page.close();
  });
});
