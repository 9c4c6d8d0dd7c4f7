// Offline support in Chromium (issue 17 "SEO and robustness"): the service worker registers,
// keeps the visitor's watch list, and answers a page never visited with the offline page of its
// language; the offline and outdated-browser pages at 375 and 1280 px in German and English.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, hydrated, screenshot, type Browser, type RunningServer } from './browser';
import { navigate, startE2E } from './fixtures';

const SHOTS = 'robustness';

/**
 * Until the service worker controls the page: first until it is installed and active (`ready`;
 * a loaded machine may take a while to register after the load event), then — should its claim
 * not have reached this page — after a reload, which an active worker controls.
 */
async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => navigator.serviceWorker.getRegistration().then((r) => r?.active?.state === 'activated'),
    undefined,
    { timeout: 60_000, polling: 250 },
  );
  // A reload under load can still come back uncontrolled (seen once in CI, 2026-12-01): reload
  // again, three times at most.
  for (let attempt = 0; attempt < 3; attempt++) {
    if (await page.evaluate(() => navigator.serviceWorker.controller !== null)) return;
    await page.reload({ waitUntil: 'load' });
    try {
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
        timeout: 10_000,
      });
      return;
    } catch {
      // not controlled yet: the next attempt reloads once more
    }
  }
  throw new Error('the service worker never took control of the page');
}

describe('offline support', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    ({ server, browser } = await startE2E({ DEMO_OBJECTS: '40' }));
  });
  afterAll(async () => {
    await browser?.context.setOffline(false);
    await browser?.close();
    await server?.stop();
  });

  it('offline: an unvisited page shows the offline page, the visited watch list its last list', async () => {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await navigate(page, 'Search');
    const card = page.getByTestId('result-list').locator('article').first();
    const objectNumber = await card.getAttribute('data-object-number');
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/user/watchedobjects/set'));
    await card.getByRole('button', { name: 'Auf die Merkliste' }).click();
    expect((await saved).status()).toBe(200);

    await page.goto(`${server.url}/`, { waitUntil: 'load' });
    await hydrated(page);
    await controlled(page);
    const watchList = await page.goto(`${server.url}/watchlist/`, { waitUntil: 'load' });
    expect(watchList?.status()).toBe(200);
    await expect
      .poll(() => page.locator(`article[data-object-number="${objectNumber}"]`).count())
      .toBe(1);

    await browser.context.setOffline(true);
    try {
      await page.goto(`${server.url}/impressum/`, { waitUntil: 'load' });
      expect(await page.locator('h1').textContent()).toBe('Sie sind gerade offline');
      await page.goto(`${server.url}/en/imprint/`, { waitUntil: 'load' });
      expect(await page.locator('h1').textContent()).toBe('You are offline');

      await page.goto(`${server.url}/watchlist/`, { waitUntil: 'load' });
      expect(await page.locator(`article[data-object-number="${objectNumber}"]`).count()).toBe(1);
      await page.reload({ waitUntil: 'load' });
      expect(await page.locator(`article[data-object-number="${objectNumber}"]`).count()).toBe(1);
      await screenshot(page, `${SHOTS}/watchlist-offline-de-1280`, { viewportOnly: true });

      // Nothing personal was kept: the user area is the offline page, not a stored copy.
      await page.goto(`${server.url}/user/`, { waitUntil: 'load' });
      expect(await page.locator('h1').textContent()).toBe('Sie sind gerade offline');
    } finally {
      await browser.context.setOffline(false);
    }
    await page.close();
  });

  for (const [language, prefix] of [
    ['de', ''],
    ['en', '/en'],
  ] as const) {
    for (const width of [375, 1280]) {
      it(`offline and outdated-browser pages, ${language}, ${width} px`, async () => {
        const page = await browser.context.newPage();
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`${server.url}${prefix}/offline.html`, { waitUntil: 'load' });
        expect(await page.getAttribute('html', 'lang')).toBe(language);
        expect(await axeViolations(page)).toEqual([]);
        await screenshot(page, `${SHOTS}/offline-${language}-${width}`);

        await page.goto(`${server.url}${prefix}/outdated/`, { waitUntil: 'load' });
        await hydrated(page);
        expect(await page.getByTestId('outdated').getByRole('link').count()).toBe(5);
        expect(await axeViolations(page)).toEqual([]);
        await screenshot(page, `${SHOTS}/outdated-${language}-${width}`);
        await page.close();
      });
    }
  }
});
