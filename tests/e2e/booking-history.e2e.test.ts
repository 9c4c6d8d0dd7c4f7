// The booking steps with the browser's own buttons (issue 14: "every step works with the browser's
// back button and a reload, keeps the stay in the URL"): start → summary → back → forward →
// reload keep the stay and the one total; after booking, going back to the summary books nothing
// twice — the summary, rendered again, says the stay can no longer be booked; its button is off.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath } from '#core/routes';
import { hydrated, watchProblems, type Browser, type RunningServer } from './browser';
import { fillTraveller, findTarget, paidToLandlord, priceOf, type Target } from './booking-helpers';
import { navigate, startE2E } from './fixtures';

const text = async (page: Page, testId: string) =>
  ((await page.getByTestId(testId).first().textContent()) ?? '').trim();

describe('booking steps with back, forward and reload', () => {
  let server: RunningServer;
  let browser: Browser;
  let target: Target;

  beforeAll(async () => {
    ({ server, browser } = await startE2E({ DEMO_OBJECTS: '120' }));
    // Paid to the landlord: the summary's post leads straight to the finish page.
    target = await findTarget(server.url, [], paidToLandlord);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('keeps the stay and its total through back, forward and reload, and books once', async () => {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    const problems = watchProblems(page);
    const stay = { startDate: target.startDate, endDate: target.endDate, persons: 2 };
    await navigate(page, 'Booking', { objectNumber: target.objectNumber }, 'de', stay);
    await page.locator('[data-booking-step="1"]').waitFor();
    await hydrated(page);
    const total = await text(page, 'quote-total');
    expect(total).toMatch(/€/);

    await page.getByTestId('continue').click();
    await page.locator('[data-booking-step="2"]').waitFor();
    const summaryUrl = page.url();
    expect(summaryUrl).toContain(`startDate=${target.startDate}`);
    expect(await text(page, 'quote-total')).toBe(total);

    // Back: the start step with the same stay and total.
    await page.goBack();
    await page.locator('[data-booking-step="1"]').waitFor();
    expect(page.url()).toContain(`startDate=${target.startDate}`);
    expect(page.url()).toContain(`endDate=${target.endDate}`);
    expect(await text(page, 'quote-total')).toBe(total);

    // Forward and a reload: the summary again, the same total.
    await page.goForward();
    await page.locator('[data-booking-step="2"]').waitFor();
    expect(page.url()).toBe(summaryUrl);
    await page.reload();
    await page.locator('[data-booking-step="2"]').waitFor();
    await hydrated(page);
    expect(await text(page, 'quote-total')).toBe(total);

    // Book.
    await fillTraveller(page, 'rueckwaerts@example.com');
    await page.getByLabel(/Reisebedingungen/).check();
    await page.getByTestId('book').click();
    await page.waitForURL(
      (url) => url.pathname === buildPath('BookingFinish', { objectNumber: target.objectNumber }),
    );
    await page.getByTestId('finish-done').waitFor();
    const number = await text(page, 'booking-number');
    expect(await text(page, 'finish-total')).toBe(total);

    // Back to the summary: rendered again, it knows the dates are taken now; the button is off.
    await page.goBack();
    await page.locator('[data-booking-step="2"]').waitFor();
    await page.getByTestId('notice-unavailable').waitFor();
    expect(await page.getByTestId('book').isDisabled()).toBe(true);
    expect((await priceOf(server.url, target))?.status).toBe('occupied');

    // Forward again: the finish page of the one booking.
    await page.goForward();
    await page.getByTestId('finish-done').waitFor();
    expect(await text(page, 'booking-number')).toBe(number);
    expect(problems).toEqual([]);
    await page.close();
  });
});
