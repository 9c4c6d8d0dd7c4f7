// The partner programme in Chromium (issue 16): a visit through a partner of a group that hides
// the header, a partner whose logo links to its own site with its phone in the header, a campaign
// visit with the encouragement alert (closed, it stays closed) and the watch list's share panel,
// and the /incorrect/ page — each checked with axe (once per page state; the DOM is the same at
// both widths) and photographed at 375 and 1280 px in de and en
// (test-results/screenshots/partners-*.png).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { buildPath } from '#core/routes';
import {
  axeViolations,
  screenshot,
  watchConsole,
  watchProblems,
  type Browser,
  type RunningServer,
} from './browser';
import { navigate, startE2E } from './fixtures';

/** Demo partners (demo/catalogue/static-data.ts buildPartners: 5001 + i, groups by i % 8). */
const SONNENSCHEIN = 5001; // REISERING: header and logo, logo to its own site, phone of its own.
const CITYTRAVEL = 5015; // CITYTOUR: the group hides the header of its partners.
/** Demo campaigns (buildCampaigns): 1005 shares the watch list and shows the alert. */
const SHARE_AND_ALERT = '1005';

const LANGUAGES = ['de', 'en'] as const;

describe('partner programme in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    ({ server, browser } = await startE2E({ DEMO_OBJECTS: '40' }));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /**
   * A new visit (no partner or campaign cookie) in a new tab of `width`. Each language gets one
   * tab that is resized for the other width (setViewportSize) instead of opening the page again:
   * the pages here have the same DOM at 375 and 1280 px (the widths differ only in CSS), so axe
   * runs once per page state where nothing opens between the widths.
   */
  async function fresh(width: number): Promise<Page> {
    await browser.context.clearCookies();
    const page = await browser.context.newPage();
    await page.setViewportSize({ width, height: 900 });
    return page;
  }

  /** Both widths for a language, the first one alternating so each width sees each flow once. */
  const widthsFor = (lng: (typeof LANGUAGES)[number]): readonly [number, number] =>
    lng === 'de' ? [375, 1280] : [1280, 375];

  it('hides the header for a partner of a group with showHeader N, and keeps its contact', async () => {
    for (const lng of LANGUAGES) {
      const [first, second] = widthsFor(lng);
      const page = await fresh(first);
      const problems = watchConsole(page);
      await navigate(page, 'Privacy', {}, lng, { partner: CITYTRAVEL });
      expect(await page.locator('header').count()).toBe(0);
      await expect.poll(() => page.locator('footer').textContent()).toContain('+49 80');
      // Navigation keeps the partner: the next page has no header either.
      await page.locator('footer a[href*="partner=5015"]').last().click();
      await page.waitForURL(/partner=5015/);
      for (const width of [first, second]) {
        await page.setViewportSize({ width, height: 900 });
        expect(await page.locator('header').count(), `${lng} ${width}`).toBe(0);
        await screenshot(page, `partners-group-no-header-${lng}-${width}`);
      }
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
      await page.close();
    }
  });

  it('links the logo to the partner’s site and shows the partner’s phone', async () => {
    for (const lng of LANGUAGES) {
      // Desktop first: the phone's opened menu is a state of its own.
      const page = await fresh(1280);
      const problems = watchConsole(page);
      await navigate(page, 'Privacy', {}, lng, { partner: SONNENSCHEIN });
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 900 });
        const header = page.locator('header').first();
        const logo = header.locator('a[href^="https://"]').first();
        expect(await logo.getAttribute('href')).toBe('https://www.reisebuero-sonnenschein.example');
        expect(await logo.isVisible(), `${lng} ${width}`).toBe(true);
        if (width < 768)
          await header.getByRole('button', { name: lng === 'de' ? 'Menü' : 'Menu' }).click();
        // The office contact entry of the header names the partner's phone (issue 16).
        const contact = header.getByTestId('office-disclosure');
        await expect.poll(() => contact.isVisible()).toBe(true);
        expect(await contact.textContent()).toContain('+49 30 4711000');
        const dial = page.locator('footer a[href^="tel:"]').first();
        expect(await dial.getAttribute('href')).toBe('tel:+49304711000');
        // The whole page at 1280 px; at 375 px (the same DOM, only CSS differs) the header with
        // its opened menu, the one part that is new there.
        expect(
          await axeViolations(page, width < 768 ? 'header' : undefined),
          `${lng} ${width}`,
        ).toEqual([]);
        await screenshot(page, `partners-logo-phone-${lng}-${width}`);
      }
      expect(problems).toEqual([]);
      await page.close();
    }
  });

  it('shows a campaign’s encouragement alert on search and object pages, closed for the visit, and the share panel', async () => {
    for (const lng of LANGUAGES) {
      const [first, second] = widthsFor(lng);
      const page = await fresh(first);
      // Map tiles are unreachable here (watchProblems leaves them out).
      const problems = watchProblems(page);
      await navigate(page, 'Search', {}, lng, { pid: SHARE_AND_ALERT });
      const alert = page.getByTestId('encouragement-alert');
      for (const width of [first, second]) {
        await page.setViewportSize({ width, height: 900 });
        expect(await alert.isVisible(), `${lng} ${width}`).toBe(true);
        expect(await alert.getByRole('status').textContent()).toContain(
          lng === 'de' ? 'Beliebte Ferienhäuser' : 'Popular holiday homes',
        );
        // (Only the alert: cheap, and its contrast is checked at the width it is drawn in.)
        expect(await axeViolations(page, '[data-testid="encouragement-alert"]')).toEqual([]);
        await screenshot(page, `partners-encouragement-search-${lng}-${width}`);
      }

      // The object page of the first result shows it too; closed there, it stays closed.
      const card = page.getByTestId('result-list').locator('article').first();
      const objectNumber = await card
        .locator('[data-object-number]')
        .first()
        .getAttribute('data-object-number');
      await navigate(page, 'ObjectPage', { objectNumber: Number(objectNumber) }, lng, {
        pid: SHARE_AND_ALERT,
      });
      for (const width of [second, first]) {
        await page.setViewportSize({ width, height: 900 });
        expect(await alert.isVisible(), `${lng} ${width}`).toBe(true);
        await screenshot(page, `partners-encouragement-object-${lng}-${width}`);
      }
      // Something to share on the watch list (campaign 1005 shares it). Watched and closed at
      // the language's first width: German on the phone, English on the desktop.
      const saved = page.waitForResponse((r) => r.url().endsWith('/api/user/watchedobjects/set'));
      await page.getByTestId('watch-button').first().click();
      expect((await saved).status()).toBe(200);
      await alert
        .getByRole('button', { name: lng === 'de' ? 'Hinweis schließen' : 'Close notice' })
        .click();
      await expect.poll(() => alert.count()).toBe(0);
      await navigate(page, 'Search', {}, lng, { pid: SHARE_AND_ALERT });
      await expect.poll(() => alert.count()).toBe(0);

      // Campaign 1005 lets the watch list be shared.
      await navigate(page, 'WatchList', {}, lng, { pid: SHARE_AND_ALERT });
      await page.getByTestId('watch-share').waitFor();
      expect(problems).toEqual([]);
      await page.close();
    }
  });

  it('explains an incomplete partner link on /incorrect/ with a way home', async () => {
    for (const lng of LANGUAGES) {
      const [first, second] = widthsFor(lng);
      const page = await fresh(first);
      const problems = watchConsole(page);
      await navigate(page, 'PartnerRequired', {}, lng);
      const notice = page.getByTestId('partner-required');
      const home = notice.getByRole('link');
      expect(await home.getAttribute('href')).toBe(`${server.url}${buildPath('Home', {}, lng)}`);
      for (const width of [first, second]) {
        await page.setViewportSize({ width, height: 900 });
        expect(await notice.isVisible(), `${lng} ${width}`).toBe(true);
        await screenshot(page, `partners-incorrect-${lng}-${width}`);
      }
      expect(await axeViolations(page)).toEqual([]);
      // The way home, followed at the language's second width.
      await home.click();
      await page.waitForURL(`${server.url}${buildPath('Home', {}, lng)}`);
      expect(problems).toEqual([]);
      await page.close();
    }
  });
});
