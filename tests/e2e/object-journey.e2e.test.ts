// The guest's journey of issue 6 in Chromium against the real server and a freshly seeded demo
// catalogue: from the search page open an object (a result's link, client-side navigation to its
// SEO URL), pick arrival and departure in the calendar, see the price and the dates in the URL,
// watch it with the heart on the object page, see the compact bar's badge, reload and still see
// it, go to the watch list, remove and undo; axe on every step; screenshots at 375 and 1280 px.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Browser,
  type RunningServer,
  watchProblems,
  axeViolations,
  fullScreenshot,
  chooseStay,
  hydrated,
} from './browser';
import { berlinDate, startE2E } from './fixtures';

const MANDANT = 'feriora';

interface Target {
  objectNumber: number;
  startDate: string;
  endDate: string;
}

/** A result of the plain search page with a bookable week in the next two months. */
async function findTarget(base: string): Promise<Target> {
  const search = (await (
    await fetch(`${base}/api/search?mandant=${MANDANT}&markers=0`)
  ).json()) as { data: { objects: { objectNumber: number }[] } };
  for (const card of search.data.objects.slice(0, 10)) {
    for (let offset = 10; offset < 40; offset += 2) {
      const stay = { startDate: berlinDate(offset), endDate: berlinDate(offset + 7) };
      const res = await fetch(`${base}/api/price/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          mandant: MANDANT,
          objectNumber: card.objectNumber,
          persons: 2,
          ...stay,
        }),
      });
      const { data } = (await res.json()) as { data: { status: string } | null };
      if (data?.status === 'free') return { objectNumber: card.objectNumber, ...stay };
    }
  }
  throw new Error('no result with a bookable week');
}

const badge = (page: Page) => page.getByTestId('watch-count').first().textContent();

describe('object journey in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let target: Target;

  beforeAll(async () => {
    ({ server, browser } = await startE2E({ DEMO_OBJECTS: '120' }));
    target = await findTarget(server.url);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('search → object → dates → watch → reload → watch list → remove and undo', async () => {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    const problems = watchProblems(page);

    // 1. The search page; the result's title link opens the object (client-side navigation).
    const response = await page.goto(`${server.url}/search/`, { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    await hydrated(page);
    expect(await badge(page)).toBe('0');
    const card = page.locator(`article[data-object-number="${target.objectNumber}"]`);
    await card.getByRole('heading').getByRole('link').click();
    await page.locator('main[data-view="ObjectPage"]').waitFor();
    const box = page.getByTestId('price-box');
    await box.waitFor();
    expect(await page.locator('h1').count()).toBe(1);

    // 2. Arrival and departure in the calendar: the price and the URL follow.
    await chooseStay(page, target);
    expect(new URL(page.url()).searchParams.get('startDate')).toBe(target.startDate);
    await box.getByTestId('price-total').waitFor();
    expect(await box.getByTestId('price-total').textContent()).toMatch(/\d.*€/);
    expect(await box.getByTestId('price-period').textContent()).toContain('7 Nächte');
    const objectUrl = page.url();

    // 3. The heart on the object page; the compact bar's badge counts it.
    const heart = page.locator(
      `main header [data-testid="watch-button"][data-object-number="${target.objectNumber}"]`,
    );
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    expect(await heart.textContent()).toContain('Auf die Merkliste');
    const shownTotal = (await box.getByTestId('price-total').textContent()) ?? '';
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/user/watchedobjects/set'));
    await heart.click();
    const savedResponse = await saved;
    expect(savedResponse.status()).toBe(200);
    // The heart stores the chosen stay with the price shown for it (SPEC §3 watched object).
    const stored = JSON.parse(savedResponse.request().postData() ?? '{}') as Record<
      string,
      unknown
    >;
    expect(stored).toMatchObject({ startDate: target.startDate, endDate: target.endDate });
    expect(typeof stored.price).toBe('number');
    // "1.701 €" or "1.701,50 €" (formatMoney shows cents only when there are any).
    const shownCents = Math.round(
      Number(shownTotal.replace(/[^\d,]/g, '').replace(',', '.')) * 100,
    );
    expect(stored.price).toBe(shownCents);
    expect(await heart.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => badge(page)).toBe('1');
    expect(await axeViolations(page)).toEqual([]);

    // 4. Reload: still watched, same stay and price.
    await page.reload({ waitUntil: 'load' });
    await hydrated(page);
    expect(page.url()).toBe(objectUrl);
    expect(await badge(page)).toBe('1');
    expect(await heart.getAttribute('aria-pressed')).toBe('true');
    await box.getByTestId('price-total').waitFor();

    // 5. The watch list through the compact bar: remove, undo.
    await page.locator('a:has([data-testid="watch-count"])').first().click();
    const items = page.getByTestId('watch-list').locator('article');
    await items.first().waitFor();
    expect(await items.count()).toBe(1);
    expect(await items.first().getAttribute('data-object-number')).toBe(
      String(target.objectNumber),
    );
    expect(await axeViolations(page)).toEqual([]);
    await items.first().getByTestId('watch-remove').click();
    await page.getByTestId('watch-removed').waitFor();
    await expect.poll(() => badge(page)).toBe('0');
    await page.getByRole('button', { name: 'Rückgängig' }).click();
    await items.first().waitFor();
    await expect.poll(() => badge(page)).toBe('1');
    expect(problems).toEqual([]);
    await page.close();
  }, 120_000);

  it('shows the object with dates chosen at 375 and 1280 px (axe clean, screenshots)', async () => {
    const search = `startDate=${target.startDate}&endDate=${target.endDate}&persons=2`;
    for (const width of [375, 1280]) {
      const page = await browser.context.newPage();
      await page.setViewportSize({ width, height: 900 });
      const problems = watchProblems(page);
      const response = await page.goto(`${server.url}/object/${target.objectNumber}/?${search}`, {
        waitUntil: 'load',
      });
      expect(response?.status()).toBe(200);
      await hydrated(page);
      await page.getByTestId('price-total').waitFor();
      // Nothing sticks out of the screen's width.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await fullScreenshot(page, `object-journey-${width}`, { shownOnly: true });
      await page.waitForSelector('[data-testid="object-map"] .leaflet-container');
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
      await page.close();
    }
  }, 180_000);
});
