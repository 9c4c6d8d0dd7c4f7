// The cookie banner in Chromium (issue 17; SPEC §2, §4; DOMAIN.md "Cookies"): in the first HTML
// of a first visit, blocking the page (focus inside, Tab trapped, the page inert) until the visitor
// decides; no statistics request before consent and one after accepting statistics; the cookies
// and their year; the delays; hidden on privacy, imprint and the booking start; reopened from the
// footer; a decision clicked before hydration carried out; stored pages keep the banner for first
// visits only. 375 and 1280 px, de and en.
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCEPTED_COOKIE, DISCLAIMER_COOKIE, parseAccepted } from '#core/consent';
import {
  axeViolations,
  hydrated,
  launchBrowser,
  screenshot,
  startServer,
  watchProblems,
  type Browser,
  type RunningServer,
} from './browser';

const SHOTS = 'cookie-consent';

/** What the visitor sees (the overlay is fixed to the viewport: no full-page shot). */
const shot = (page: Page, name: string) =>
  screenshot(page, `${SHOTS}/${name}`, { viewportOnly: true });
/** What the site runs as statistics (app/lib/consent.ts startStatistics). */
const STATISTICS = /\/api\/(user\/logTimings|user\/logHistory|searchTrack)/;

describe('cookie consent', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startServer();
    // A first-time visitor: no consent cookies (the other browser tests start decided).
    browser = await launchBrowser({ baseURL: server.url, consented: false });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function freshPage(width: number): Promise<{ page: Page; statistics: Request[] }> {
    await browser.context.clearCookies();
    const page = await browser.context.newPage();
    await page.setViewportSize({ width, height: width < 768 ? 800 : 900 });
    const statistics: Request[] = [];
    page.on('request', (request) => {
      if (STATISTICS.test(request.url())) statistics.push(request);
    });
    return { page, statistics };
  }

  async function cookie(name: string) {
    return (await browser.context.cookies()).find((c) => c.name === name);
  }

  it('renders the banner in the first HTML, blocks the page and keeps focus inside (de, 1280)', async () => {
    const { page, statistics } = await freshPage(1280);
    const problems = watchProblems(page);
    const response = await page.goto('/', { waitUntil: 'load' });
    // Rendered by the server: in the document before any script ran (no flash).
    const html = (await response?.text()) ?? '';
    expect(html).toContain('data-testid="cookie-banner"');
    await hydrated(page);
    const dialog = page.getByRole('dialog', { name: 'Cookies und Datenschutz' });
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    // Focus is in the dialog, and Tab never leaves it while it blocks.
    await page.waitForFunction(() => document.activeElement?.closest('[role="dialog"]') !== null);
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press(i % 5 === 4 ? 'Shift+Tab' : 'Tab');
      expect(
        await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null),
      ).toBe(true);
    }
    // The page behind cannot be clicked.
    expect(await page.locator('.page').getAttribute('inert')).toBe('');
    // The three buttons, the same size (refusing as easy as accepting).
    const buttons = dialog.getByRole('button');
    expect(await buttons.allTextContents()).toEqual([
      'Nur notwendige',
      'Auswahl übernehmen',
      'Alle akzeptieren',
    ]);
    const sizes = await buttons.evaluateAll((els) =>
      els.map((el) => Math.round(el.getBoundingClientRect().height)),
    );
    expect(new Set(sizes).size).toBe(1);
    // Every control labelled; the categories expand to each cookie's name and use.
    expect(await dialog.getByLabel('Notwendig').isChecked()).toBe(true);
    expect(await dialog.getByLabel('Notwendig').isDisabled()).toBe(true);
    expect(await dialog.getByLabel('Statistik').isChecked()).toBe(false);
    expect(await dialog.getByLabel('Marketing').isChecked()).toBe(false);
    await dialog.getByText('Details zu „Notwendig“').click();
    // Their texts load when the list is first opened (core/i18n/namespaces.ts LAZY_TEXTS).
    await dialog.locator('code', { hasText: /^accepted$/ }).waitFor();
    for (const name of ['uid', 'token', 'trk', 'disclaimer', 'accepted']) {
      expect(await dialog.locator('code', { hasText: new RegExp(`^${name}$`) }).count()).toBe(1);
    }
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'de-1280-banner');
    // Nothing is measured before consent, however long the visitor waits.
    await page.waitForTimeout(1500);
    expect(statistics).toEqual([]);
    expect(await cookie(DISCLAIMER_COOKIE)).toBeUndefined();
    expect(problems).toEqual([]);
    await page.close();
  });

  it('accepts the chosen statistics after 10 ms: cookies for a year, the log, then one timing request', async () => {
    const { page, statistics } = await freshPage(1280);
    await page.goto('/', { waitUntil: 'load' });
    await hydrated(page);
    await page.waitForTimeout(800);
    expect(statistics).toEqual([]);
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Statistik').check();
    const logged = page.waitForRequest((r) => r.url().includes('/api/user/logCookieConsent'));
    const timings = page.waitForRequest((r) => r.url().includes('/api/user/logTimings'));
    await dialog.getByRole('button', { name: 'Auswahl übernehmen' }).click();
    const log = await logged;
    expect(log.postDataJSON()).toMatchObject({
      accepted: [
        { name: 'required', usage: true },
        { name: 'statistic', usage: true },
        { name: 'marketing', usage: false },
      ],
    });
    expect((await log.response())?.status()).toBe(200);
    const timing = await timings;
    expect((await timing.response())?.status()).toBe(200);
    expect(statistics).toHaveLength(1);
    await dialog.waitFor({ state: 'detached' });
    expect(await page.locator('.page').getAttribute('inert')).toBeNull();
    const disclaimer = await cookie(DISCLAIMER_COOKIE);
    const accepted = await cookie(ACCEPTED_COOKIE);
    expect(disclaimer?.value).toBe('confirmed');
    expect(parseAccepted(accepted?.value)).toEqual({
      required: true,
      statistic: true,
      marketing: false,
    });
    // One year (the browser computes Max-Age on the real clock).
    const year = 365 * 24 * 3600;
    for (const c of [disclaimer, accepted]) {
      expect(Math.abs((c?.expires ?? 0) - Date.now() / 1000 - year)).toBeLessThan(120);
      expect(c?.sameSite).toBe('Lax');
    }
    // The next page knows the decision from the cookies: no banner, statistics from the start.
    const nextTimings = page.waitForRequest((r) => r.url().includes('/api/user/logTimings'));
    const response = await page.goto('/', { waitUntil: 'load' });
    expect(await response?.text()).not.toContain('data-testid="cookie-banner"');
    await nextTimings;
    await page.close();
  });

  it('"only required" sends no statistics; the footer link reopens the settings (de, 375)', async () => {
    const { page, statistics } = await freshPage(375);
    await page.goto('/', { waitUntil: 'load' });
    await hydrated(page);
    await shot(page, 'de-375-banner');
    const logged = page.waitForRequest((r) => r.url().includes('/api/user/logCookieConsent'));
    await page.getByRole('button', { name: 'Nur notwendige' }).click();
    await logged;
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    // The focus is back at the page's start (the skip link), and Tab goes on into the page. Polled:
    // it moves in an effect after the dialog has left, later on a loaded machine.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.classList.contains('skip-link')))
      .toBe(true);
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(
        () => document.activeElement?.closest('.page header, .page nav') !== null,
      ),
    ).toBe(true);
    expect(parseAccepted((await cookie(ACCEPTED_COOKIE))?.value)).toEqual({
      required: true,
      statistic: false,
      marketing: false,
    });
    await page.reload({ waitUntil: 'load' });
    await hydrated(page);
    await page.waitForTimeout(1000);
    expect(statistics).toEqual([]);
    // Reopened from the footer: the stored choice, Escape closes it unchanged.
    const settings = page.getByRole('button', { name: 'Cookie-Einstellungen' });
    await settings.scrollIntoViewIfNeeded();
    await settings.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.getByLabel('Statistik').isChecked()).toBe(false);
    await shot(page, 'de-375-reopened');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // Focus returns to the link that opened it.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      'Cookie-Einstellungen',
    );
    expect(statistics).toEqual([]);
    await page.close();
  });

  it('carries out a decision clicked before the page’s scripts ran, with the switches then set (de, 375)', async () => {
    // A browser of its own without the service worker, which would serve the held script itself.
    const slow = await launchBrowser({
      baseURL: server.url,
      consented: false,
      serviceWorkers: 'block',
    });
    try {
      const page = await slow.context.newPage();
      await page.setViewportSize({ width: 375, height: 800 });
      const problems = watchProblems(page);
      // The page's scripts are held back until the visitor has clicked: a slow phone's first second.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/entry\.client-[^/]*\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/', { waitUntil: 'commit' });
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Statistik').check();
      const logged = page.waitForRequest((r) => r.url().includes('/api/user/logCookieConsent'));
      await dialog.getByRole('button', { name: 'Auswahl übernehmen' }).click();
      // Noted by the banner's own inline script; nothing decided yet.
      expect(await page.getByTestId('cookie-banner').getAttribute('data-early')).toBe(
        'acceptChoice',
      );
      const named = async (name: string) =>
        (await slow.context.cookies()).find((c) => c.name === name);
      expect(await named(DISCLAIMER_COOKIE)).toBeUndefined();
      release();
      const log = await logged;
      expect(log.postDataJSON()).toMatchObject({
        accepted: [
          { name: 'required', usage: true },
          { name: 'statistic', usage: true },
          { name: 'marketing', usage: false },
        ],
      });
      await dialog.waitFor({ state: 'detached' });
      expect((await named(DISCLAIMER_COOKIE))?.value).toBe('confirmed');
      expect(parseAccepted((await named(ACCEPTED_COOKIE))?.value)).toEqual({
        required: true,
        statistic: true,
        marketing: false,
      });
      // Blocking the service worker is this test's own doing.
      expect(problems.filter((p) => !p.includes('Service Worker registration blocked'))).toEqual(
        [],
      );
    } finally {
      await slow.close();
    }
  });

  it('accepts all only after 1500 ms, turning every switch on first (en, 1280 and 375)', async () => {
    const { page, statistics } = await freshPage(1280);
    await page.goto('/en/', { waitUntil: 'load' });
    await hydrated(page);
    const dialog = page.getByRole('dialog', { name: 'Cookies and privacy' });
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'en-1280-banner');
    // The delay is read on the page's clock, paused from the click on: a busy machine cannot
    // stretch the checks below past the 1500 ms (a real-time wait once saw the dialog gone). The
    // pause lies a second ahead of the page's now: with 50 ms a loaded machine's clock had passed
    // it before the pause arrived ("Cannot fast-forward to the past"). Nothing is clicked yet, so
    // the skipped second changes nothing.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await dialog.getByRole('button', { name: 'Accept all' }).click();
    expect(await dialog.getByLabel('Statistics').isChecked()).toBe(true);
    expect(await dialog.getByLabel('Marketing').isChecked()).toBe(true);
    await page.clock.runFor(1490);
    expect(await dialog.isVisible()).toBe(true);
    expect(statistics).toEqual([]);
    expect(await cookie(DISCLAIMER_COOKIE)).toBeUndefined();
    await page.clock.runFor(20);
    await dialog.waitFor({ state: 'detached' });
    await page.clock.resume();
    expect(parseAccepted((await cookie(ACCEPTED_COOKIE))?.value)).toEqual({
      required: true,
      statistic: true,
      marketing: true,
    });
    // Sent the moment analytics storage was granted (app/lib/consent.ts), never before.
    await expect.poll(() => statistics.length).toBe(1);
    expect(statistics[0]?.url()).toContain('/api/user/logTimings');
    await page.close();

    const small = await freshPage(375);
    await small.page.goto('/en/', { waitUntil: 'load' });
    await hydrated(small.page);
    await small.page.getByRole('dialog').getByText('Details of “Required”').click();
    await small.page.getByRole('dialog').locator('code', { hasText: /^uid$/ }).waitFor();
    await shot(small.page, 'en-375-banner-details');
    expect(await axeViolations(small.page)).toEqual([]);
    await small.page.close();
  });

  it('is not shown on privacy, imprint and the booking start; the page is usable there', async () => {
    for (const path of [
      '/datenschutz/',
      '/impressum/',
      '/en/data-protection/',
      '/booking/start/100123/',
    ]) {
      const { page } = await freshPage(1280);
      const response = await page.goto(path, { waitUntil: 'load' });
      expect(response?.status(), path).toBe(200);
      expect(await response?.text(), path).not.toContain('data-testid="cookie-banner"');
      await hydrated(page);
      expect(await page.getByRole('dialog').count(), path).toBe(0);
      expect(await page.locator('.page').getAttribute('inert'), path).toBeNull();
      // The booking start hides the cookie settings too (SPEC §2).
      const settings = await page.getByTestId('cookie-settings').count();
      expect(settings, path).toBe(path.startsWith('/booking/') ? 0 : 1);
      await page.close();
    }
  });

  it('leaves a visitor without JavaScript the page (nothing could confirm it; required cookies only)', async () => {
    const plain = await launchBrowser({
      baseURL: server.url,
      consented: false,
      javaScriptEnabled: false,
    });
    try {
      const page = await plain.context.newPage();
      await page.setViewportSize({ width: 375, height: 800 });
      const response = await page.goto('/', { waitUntil: 'load' });
      expect(await response?.text()).toContain('data-testid="cookie-banner"');
      expect(await page.getByTestId('cookie-banner').isVisible()).toBe(false);
      expect(await page.locator('.page').getAttribute('inert')).toBeNull();
      await page.locator('footer a', { hasText: 'Impressum' }).click();
      await page.waitForURL(/\/impressum\/$/);
      expect((await plain.context.cookies()).map((c) => c.name).sort()).toEqual(['uid']);
    } finally {
      await plain.close();
    }
  });

  it('keeps the banner in stored pages for first visits only', async () => {
    const get = async (cookieHeader?: string) => {
      const res = await fetch(`${server.url}/`, {
        headers: cookieHeader ? { cookie: cookieHeader } : {},
      });
      return res.text();
    };
    // The third request of a page is served from the page cache (stored from the second on).
    for (let i = 0; i < 3; i++) expect(await get()).toContain('data-testid="cookie-banner"');
    for (let i = 0; i < 3; i++) {
      expect(await get('disclaimer=confirmed')).not.toContain('data-testid="cookie-banner"');
    }
    expect(await get()).toContain('data-testid="cookie-banner"');
  });
});
