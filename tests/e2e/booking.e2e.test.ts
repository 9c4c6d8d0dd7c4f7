// The booking screens of issue 14 in Chromium against the real server and a freshly seeded demo
// catalogue: search → object → dates → Book → start (party changed, the price from the server
// follows) → summary (the legal musts, refusals named at their field); the option's summary; the
// enquiry's refusals; the same booking start and summary in a browser without JavaScript. axe on
// every step; screenshots of every step at 375 and 1280 px in German and English. Whole bookings
// paid by card, options converted and lapsed, and sent enquiries with their mails:
// booking-flow.e2e.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  fieldsetWidthShares,
  hydrated,
  launchBrowser,
  chooseStay,
  watchProblems,
  type Browser,
  type RunningServer,
} from './browser';
import { fillTraveller, findTarget, shots, type Target } from './booking-helpers';
import { navigate, startE2E } from './fixtures';

describe('booking screens in Chromium', () => {
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

  it('search → object → dates → Book → start → summary, with axe on every step', async () => {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    const problems = watchProblems(page);

    // The object page: dates chosen in its calendar, then Book.
    await navigate(page, 'ObjectPage', { objectNumber: target.objectNumber });
    await chooseStay(page, target);
    const box = page.getByTestId('price-box');
    await box.getByTestId('price-total').waitFor();
    await box.getByTestId('book').click();

    // Step 1: the stay arrives in the URL; the quote is the server's.
    await page.locator('[data-booking-step="1"]').waitFor();
    await hydrated(page);
    expect(page.url()).toContain(`startDate=${target.startDate}`);
    expect(page.url()).toContain(`endDate=${target.endDate}`);
    const total = await page.getByTestId('quote-total').first().textContent();
    expect(total).toMatch(/€/);
    expect(await axeViolations(page)).toEqual([]);
    // The calendar spans its panel at both widths (it had 0 px beside the floated legend once
    // hidden inputs came first in the panel).
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const shares = await fieldsetWidthShares(
        page.getByTestId('stay-form').locator('[data-months]'),
      );
      expect(shares, `calendar at ${width} px`).toHaveLength(1);
      expect(shares[0], `calendar width at ${width} px`).toBeGreaterThan(0.8);
    }
    await shots(page, 'start-de');

    // One more adult: the page's loader prices the changed stay; the URL follows.
    await page.getByLabel('Erwachsene').selectOption('3');
    await page.waitForURL(/persons=3/);
    await page.getByTestId('quote-total').first().waitFor();

    // Step 2.
    await page.getByTestId('continue').click();
    await page.locator('[data-booking-step="2"]').waitFor();
    expect(page.url()).toContain('persons=3');
    await expect
      .poll(() => page.getByTestId('book').textContent())
      .toBe('Zahlungspflichtig buchen');
    expect(await page.getByLabel(/Reisebedingungen/).isChecked()).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await shots(page, 'summary-de');

    // Posting without data: every refusal named, the summary focused.
    await page.getByTestId('book').click();
    await page.getByTestId('error-summary').waitFor();
    expect(await page.getByTestId('error-summary').textContent()).toContain('Vornamen');
    // Polled: the summary takes the focus in an effect after it is shown.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('error-summary');
    expect(await axeViolations(page)).toEqual([]);
    await shots(page, 'summary-errors-de');
    expect(problems).toEqual([]);
  });

  it('the option: its free button, no payment choice', async () => {
    const page = await browser.context.newPage();
    await navigate(page, 'OptionSummary', { objectNumber: target.objectNumber }, 'de', {
      startDate: target.startDate,
      endDate: target.endDate,
      persons: 2,
    });
    expect(await page.getByTestId('book').textContent()).toBe('Kostenlos reservieren (Option)');
    expect(await page.locator('input[name="paymentMethod"]').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await shots(page, 'option-summary-de');
  });

  it('English start and summary', async () => {
    const page = await browser.context.newPage();
    const stay = { startDate: target.startDate, endDate: target.endDate, persons: 2 };
    await navigate(page, 'Booking', { objectNumber: target.objectNumber }, 'en', stay);
    expect(await axeViolations(page)).toEqual([]);
    await shots(page, 'start-en');
    await navigate(page, 'BookingSummary', { objectNumber: target.objectNumber }, 'en', stay);
    expect(await page.getByTestId('book').textContent()).toBe('Book and pay');
    expect(await axeViolations(page)).toEqual([]);
    await shots(page, 'summary-en');
  });

  it('the enquiry: refusal named at its field', async () => {
    const page = await browser.context.newPage();
    await navigate(page, 'Request', { objectNumber: target.objectNumber }, 'de', {
      startDate: target.startDate,
      endDate: target.endDate,
    });
    expect(await axeViolations(page)).toEqual([]);
    // One date picker (issue 19): the calendar field, never the browser's date input.
    expect(await page.locator('input[type="date"]').count()).toBe(0);
    expect(await page.locator('#request-startDate').getAttribute('aria-haspopup')).toBe('dialog');
    await shots(page, 'request-de');
    await page.getByTestId('send-request').click();
    await page.getByTestId('error-summary').waitFor();
    expect(await page.getByTestId('error-summary').textContent()).toContain('Frage');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('a phone names the home under the heading of every step, before its form', async () => {
    const page = await browser.context.newPage();
    const stay = { startDate: target.startDate, endDate: target.endDate, persons: 2 };
    const screens = [
      ['Booking', 'fr', 'stay-form'],
      ['BookingSummary', 'it', 'summary-form'],
      ['OptionSummary', 'de', 'summary-form'],
      ['Request', 'en', 'request-form'],
    ] as const;
    for (const [name, lng, form] of screens) {
      await page.setViewportSize({ width: 375, height: 740 });
      await navigate(page, name, { objectNumber: target.objectNumber }, lng, stay);
      // The aside's card (the same home's title) comes after the whole form on a phone.
      const title = await page.locator('aside h3').first().textContent();
      const line = page.getByTestId('object-line');
      expect(await line.textContent(), `${name} ${lng}`).toContain(title?.trim());
      const lineBox = await line.boundingBox();
      const formBox = await page.getByTestId(form).boundingBox();
      expect(lineBox, `${name} ${lng}: shown`).not.toBeNull();
      // On the first screen, above the form.
      expect(lineBox!.y + lineBox!.height, `${name} ${lng}: first screen`).toBeLessThan(740);
      expect(lineBox!.y + lineBox!.height, `${name} ${lng}: before the form`).toBeLessThan(
        formBox!.y,
      );
      expect(await axeViolations(page)).toEqual([]);
      // Beside the form the aside names it at the top already: no second name.
      await page.setViewportSize({ width: 1280, height: 900 });
      expect(await line.isVisible(), `${name} ${lng} at 1280 px`).toBe(false);
    }
  });

  it('works without JavaScript: start → summary → refusals as plain form posts', async () => {
    const noJs = await launchBrowser({ baseURL: server.url, javaScriptEnabled: false });
    try {
      const page = await noJs.context.newPage();
      await page.setViewportSize({ width: 375, height: 900 });
      await page.goto(
        `/booking/start/${target.objectNumber}/?startDate=${target.startDate}&endDate=${target.endDate}&persons=2`,
      );
      // The typed dates look like the form's other fields (the form kit's controls), not the
      // browser's bare text inputs.
      const height = (label: string) =>
        page.getByLabel(label, { exact: true }).evaluate((e) => e.getBoundingClientRect().height);
      expect(await height('Anreise')).toBe(await height('Erwachsene'));
      await page.getByLabel('Kinder (bis 17 Jahre)').selectOption('1');
      await page.getByTestId('update-price').click();
      await page.waitForURL(/childs=1/);
      await page.getByLabel('Alter Kind 1').selectOption('6');
      await page.getByTestId('continue').click();
      await page.locator('[data-booking-step="2"]').waitFor();
      // The form's own field names (one childAge per child); the summary reads them the same.
      expect(page.url()).toContain('childAge=6');
      expect(await page.getByText('1 Kind').count()).toBeGreaterThan(0);
      await fillTraveller(page);
      await page.getByTestId('book').click();
      await page.getByTestId('error-summary').waitFor();
      expect(await page.getByTestId('error-summary').textContent()).toContain('Reisebedingungen');
      // What was typed is kept.
      expect(await page.getByLabel('Vorname').inputValue()).toBe('Anna');
    } finally {
      await noJs.close();
    }
  });
});
