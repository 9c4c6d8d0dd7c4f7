// The watch list in Chromium against the real server and a freshly seeded demo catalogue: the
// heart on a search result, the badge (also after a reload), the watch-list page with remove and
// undo, the map, a refused change being reverted with a message, "recently viewed" on home,
// accessibility, and screenshots of the filled and the empty list at 375 and 1280 px.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import {
  screenshot,
  SCREENSHOT_DIR,
  type Browser,
  type RunningServer,
  watchProblems,
  axeViolations,
  fullScreenshot,
  hydrated,
} from './browser';
import { berlinDate, navigate, startE2E } from './fixtures';

const badge = (page: Page) => page.getByTestId('watch-count').first().textContent();

describe('watch list in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    ({ server, browser } = await startE2E({ DEMO_OBJECTS: '60' }));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('hearts a search result, keeps it over a reload, removes and undoes on the watch list', async () => {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    // The revert test refuses the set call on purpose.
    const problems = watchProblems(page, ['net::ERR_FAILED']);
    await navigate(page, 'Search');
    expect(await badge(page)).toBe('0');

    const card = page.getByTestId('result-list').locator('article').first();
    const objectNumber = await card.getAttribute('data-object-number');
    const heart = card.getByRole('button', { name: 'Auf die Merkliste' });
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    // The server has it before the reload.
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/user/watchedobjects/set'));
    await heart.click();
    expect((await saved).status()).toBe(200);
    const pressed = card.getByRole('button', { name: 'Von der Merkliste entfernen' });
    expect(await pressed.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => badge(page)).toBe('1');
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'watchlist-search-heart-1280.png') });

    await page.reload({ waitUntil: 'load' });
    // Hydrated, not only the route modules: a heart is the server's HTML until its island is live.
    await hydrated(page);
    expect(await badge(page)).toBe('1');
    const again = page.locator(`article[data-object-number="${objectNumber}"]`);
    expect(await again.getByTestId('watch-button').getAttribute('aria-pressed')).toBe('true');

    // A refused change is reverted and the visitor is told.
    await page.route('**/api/user/watchedobjects/set', (route) => route.abort());
    const second = page.getByTestId('result-list').locator('article').nth(1);
    const other = Number(await second.getAttribute('data-object-number'));
    await second.getByTestId('watch-button').click();
    await page.getByTestId('watch-toast').waitFor();
    expect(await page.getByTestId('watch-toast').textContent()).toContain(
      'konnte nicht gemerkt werden',
    );
    expect(await second.getByTestId('watch-button').getAttribute('aria-pressed')).toBe('false');
    expect(await badge(page)).toBe('1');
    await page.unroute('**/api/user/watchedobjects/set');

    // The watch-list page lists it with its prices.
    await navigate(page, 'WatchList');
    expect(await page.locator('h1').textContent()).toBe('Ihre Merkliste');
    const items = page.getByTestId('watch-list').locator('article');
    expect(await items.count()).toBe(1);
    expect(await items.first().getAttribute('data-object-number')).toBe(objectNumber);
    expect(await items.first().textContent()).toContain('Preis heute');
    expect(await badge(page)).toBe('1');
    expect(await axeViolations(page)).toEqual([]);

    // Map view: Leaflet without tiles, one marker.
    await page.getByRole('button', { name: 'Karte', exact: true }).click();
    await page.locator('.leaflet-container').waitFor();
    await expect.poll(() => page.locator('.leaflet-marker-icon').count()).toBe(1);
    await page.getByRole('button', { name: 'Liste', exact: true }).click();

    // Remove, then undo.
    await items.first().getByTestId('watch-remove').click();
    await page.getByTestId('watch-removed').waitFor();
    await expect.poll(() => badge(page)).toBe('0');
    // The badge counts before the server has the undo: wait for its answer, not a fixed time.
    const undone = page.waitForResponse(
      (r) =>
        r.url().endsWith('/api/user/watchedobjects/set') &&
        (r.request().postData() ?? '').includes('"action":"add"'),
    );
    await page.getByRole('button', { name: 'Rückgängig' }).click();
    await page.getByTestId('watch-list').locator('article').first().waitFor();
    await expect.poll(() => badge(page)).toBe('1');
    expect((await undone).status()).toBe(200);
    await page.reload({ waitUntil: 'load' });
    expect(await page.getByTestId('watch-list').locator('article').count()).toBe(1);
    expect(await badge(page)).toBe('1');

    // A second object watched with a stay and the price seen then: today's price of that stay
    // is shown against it (or that the stay is no longer available).
    const stay = await page.request.post(`${server.url}/api/user/watchedobjects/set`, {
      data: {
        mandant: 'feriora',
        objectNumber: other,
        action: 'add',
        price: 250_000,
        priceOriginal: 250_000,
        pricePercentReduction: 0,
        startDate: berlinDate(40),
        endDate: berlinDate(47),
        persons: 2,
      },
    });
    expect(stay.status()).toBe(200);
    await page.reload({ waitUntil: 'load' });
    // Hydrated, not only the route modules: a heart is the server's HTML until its island is live.
    await hydrated(page);
    expect(await page.getByTestId('watch-list').locator('article').count()).toBe(2);
    expect(await badge(page)).toBe('2');
    const stayItem = page.locator(
      `[data-testid="watch-list"] article[data-object-number="${other}"]`,
    );
    expect(await stayItem.textContent()).toMatch(
      /Preis gesunken um|Preis gestiegen um|Preis unverändert|nicht mehr verfügbar/,
    );
    await fullScreenshot(page, 'watchlist-de-1280');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Karte', exact: true }).click();
    await expect.poll(() => page.locator('.leaflet-marker-icon').count()).toBe(2);
    await page.waitForTimeout(500);
    await screenshot(page, 'watchlist-map-de-1280');
    await page.getByRole('button', { name: 'Liste', exact: true }).click();

    // Phone width.
    await page.setViewportSize({ width: 375, height: 800 });
    await hydrated(page);
    await fullScreenshot(page, 'watchlist-de-375');
    expect(await axeViolations(page)).toEqual([]);

    // "Recently viewed" on home lists a recorded object page view.
    await page.setViewportSize({ width: 1280, height: 900 });
    const recorded = await page.request.post(`${server.url}/api/user/lastseenobjects/set`, {
      data: { mandant: 'feriora', objectData: { objectNumber: Number(objectNumber) } },
    });
    expect(recorded.status()).toBe(200);
    await navigate(page, 'Home');
    const recent = page.getByTestId('recently-viewed');
    await recent.waitFor();
    expect(await recent.locator(`article[data-object-number="${objectNumber}"]`).count()).toBe(1);
    // Home does not send the cards' texts; they load with the cards (issue 12, LAZY_TEXTS).
    const miniCard = await recent.locator('article').first().textContent();
    expect(miniCard).toMatch(/(Ferienhaus|Ferienwohnung) · bis \d+ Person/);
    expect(miniCard).not.toMatch(/card\.|rating\./);
    expect(await axeViolations(page)).toEqual([]);

    expect(problems).toEqual([]);
    await page.close();
  });

  it('shows a filled watch list in de, en, fr and it at 375 and 1280 px (issue 19)', async () => {
    await browser.context.clearCookies();
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    const problems = watchProblems(page);
    await navigate(page, 'Search');
    const cards = page.getByTestId('result-list').locator('article');
    for (const index of [0, 1, 2]) {
      const saved = page.waitForResponse((r) => r.url().endsWith('/api/user/watchedobjects/set'));
      await cards.nth(index).getByRole('button', { name: 'Auf die Merkliste' }).click();
      expect((await saved).status()).toBe(200);
    }
    for (const lang of ['de', 'en', 'fr', 'it'] as const) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await navigate(page, 'WatchList', undefined, lang);
      const items = page.getByTestId('watch-list').locator(':scope > li');
      await expect.poll(() => items.count(), { message: lang }).toBe(3);
      expect(await page.locator('h1').count(), lang).toBe(1);
      expect(await axeViolations(page), lang).toEqual([]);
      await screenshot(page, `watchlist-filled-${lang}-1280`);
      await page.setViewportSize({ width: 375, height: 800 });
      const sideways = await page.evaluate(
        () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
      );
      expect(sideways, `${lang} 375 scrolls sideways`).toBe(false);
      await screenshot(page, `watchlist-filled-${lang}-375`);
    }
    expect(problems).toEqual([]);
    await page.close();
  });

  it('shows the empty watch list for a new visitor', async () => {
    await browser.context.clearCookies();
    const page = await browser.context.newPage();
    // The revert test refuses the set call on purpose.
    const problems = watchProblems(page, ['net::ERR_FAILED']);
    await page.setViewportSize({ width: 1280, height: 900 });
    await navigate(page, 'WatchList');
    await page.getByTestId('watch-empty').waitFor();
    expect(await badge(page)).toBe('0');
    await screenshot(page, 'watchlist-empty-de-1280');
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'watchlist-empty-de-375');
    expect(problems).toEqual([]);
    await page.close();
  });
});
