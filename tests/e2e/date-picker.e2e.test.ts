// One date picker (issue 19) in Chromium: the search filters and the home search choose their
// dates in the object page's calendar with the keyboard, in German and English, and send ISO
// dates; the search page has a skip link to its results and a bounded number of tab stops before
// the first result; screenshots of the open picker on home, search and object pages.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDay } from '#core/format';
import { addDays } from '#core/dates';
import { buildPath } from '#core/routes';
import {
  axeViolations,
  type Browser,
  launchBrowser,
  openPage,
  type RunningServer,
  screenshot,
  watchProblems,
} from './browser';
import { TODAY, startE2E } from './fixtures';

/**
 * Tab stops before the first result card on the desktop search page (header, filters, toolbar).
 * Issue 19 counted 61 (73 on this catalogue); the map now follows the results, the distances and
 * most amenities sit behind disclosure buttons: 33 measured.
 */
const MAX_TAB_STOPS_DESKTOP = 35;
/** On phones the filters are a drawer behind one button: 11 measured. */
const MAX_TAB_STOPS_PHONE = 12;

/** Tab presses from the top of the page until the focus is inside the first result card. */
async function tabStopsBeforeFirstResult(page: Page): Promise<number> {
  for (let n = 0; n < 200; n++) {
    await page.keyboard.press('Tab');
    const inCard = await page.evaluate(
      () => document.activeElement?.closest('[data-testid="result-list"] li') !== null,
    );
    if (inCard) return n;
  }
  throw new Error('the focus never reached the first result');
}

/**
 * Opens the calendar of a date field with the keyboard (focus the arrival button, Enter), picks
 * the arrival `from` days after today and the departure `nights` later with the arrow keys and
 * Enter, and returns the two ISO dates.
 */
async function pickRange(
  page: Page,
  prefix: string,
  from: number,
  nights: number,
): Promise<[string, string]> {
  await page.getByTestId(`${prefix}-start`).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByTestId('date-range-dialog');
  await dialog.waitFor();
  // The calendar (loaded on this first opening) takes the focus on today's day.
  await page.waitForFunction(
    (today) => (document.activeElement as HTMLElement | null)?.dataset.date === today,
    TODAY,
  );
  for (let i = 0; i < from; i++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  for (let i = 0; i < nights; i++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  // A complete range closes the calendar and gives the focus back to the field.
  await dialog.waitFor({ state: 'detached' });
  // (Polled: on a loaded machine the field takes the focus back a frame after the calendar went.)
  await expect.poll(() => page.evaluate(() => document.activeElement?.id ?? '')).toContain(prefix);
  return [addDays(TODAY, from), addDays(TODAY, from + nights)];
}

describe('one date picker', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    ({ server, browser } = await startE2E({ DEMO_OBJECTS: '100' }));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const [language, path, locale] of [
    ['de', '/search/', 'de-DE'],
    ['en', '/en/search/', 'en-GB'],
  ] as const) {
    it(`search page (${language}): keyboard range into the URL, shown in the page's format`, async () => {
      const page = await browser.context.newPage();
      await page.setViewportSize({ width: 1280, height: 900 });
      const problems = watchProblems(page);
      await openPage(page, `${server.url}${path}`);
      expect(await page.locator('input[type="date"]').count()).toBe(0);
      const [start, end] = await pickRange(page, await datePrefix(page), 20, 7);
      await page.waitForURL((url) => url.searchParams.get('endDate') === end);
      const params = new URL(page.url()).searchParams;
      expect(params.get('startDate')).toBe(start);
      const field = page.locator('[data-testid$="-dates"]').first();
      const shown = (await field.textContent()) ?? '';
      expect(shown).toContain(formatDay(start, locale));
      expect(shown).toContain(formatDay(end, locale));
      if (language === 'de') expect(shown).toMatch(/\d{2}\.\d{2}\.\d{4}/);
      // The flexibility (tolerance) sits beside the dates and is enabled once they are chosen.
      const tolerance = page.getByRole('combobox', { name: /^(Flexibilität|Flexibility)$/ });
      expect(await tolerance.isEnabled()).toBe(true);
      // The new dates reload the results: axe looks at the settled list, not at the faded cards
      // of the running request (their contrast failed it now and then on a loaded machine, and
      // the run took twice as long).
      await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
      await page.close();
    });
  }

  it('home search (de): keyboard range, submitted as ISO dates', async () => {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await openPage(page, `${server.url}/`);
    expect(await page.locator('input[type="date"]').count()).toBe(0);
    const [start, end] = await pickRange(page, 'home', 30, 7);
    expect(await page.locator('input[name="startDate"]').inputValue()).toBe(start);
    expect(await page.getByTestId('home-dates').textContent()).toContain(formatDay(start, 'de-DE'));
    await page.locator('form[role="search"] button[type="submit"]').click();
    await page.waitForURL((url) => url.searchParams.get('endDate') === end);
    expect(new URL(page.url()).searchParams.get('startDate')).toBe(start);
    await page.close();
  });

  it('home search without JavaScript: text fields with a format hint, never mm/dd/yyyy', async () => {
    const noScript = await launchBrowser({ javaScriptEnabled: false });
    try {
      const page = await noScript.context.newPage();
      await page.goto(`${server.url}/`);
      const start = page.locator('input[name="startDate"]');
      expect(await start.getAttribute('type')).toBe('text');
      expect(await start.getAttribute('pattern')).toBe('\\d{4}-\\d{2}-\\d{2}');
      const hint = (await page.locator('#home-format').textContent()) ?? '';
      expect(hint).toContain('JJJJ-MM-TT');
      expect(await page.content()).not.toMatch(/mm\/dd\/yyyy/i);
      // Typed ISO dates go to the search as before.
      const from = addDays(TODAY, 30);
      await start.fill(from);
      await page.locator('input[name="endDate"]').fill(addDays(TODAY, 37));
      await page.locator('form[role="search"] button[type="submit"]').click();
      await page.waitForURL((url) => url.searchParams.get('startDate') === from);
    } finally {
      await noScript.close();
    }
  });

  it('contact form and enquiry: the calendar, never a date input (de, fr; 375 and 1280 px)', async () => {
    const page = await browser.context.newPage();
    const problems = watchProblems(page);
    const objectNumber = await firstObjectNumber(server.url);
    // Days of today's month (the phone's calendar shows one month).
    const FROM = 2;
    const NIGHTS = 4;
    const resize = (width: number) =>
      page.setViewportSize({ width, height: width < 700 ? 800 : 900 });
    // Each form is opened once per language and its open calendar photographed at both widths
    // (resized: the page's layout is CSS, the calendar follows the width through a media query,
    // awaited). The range is chosen at the second width, which alternates, so each form is
    // chosen in on the phone (one month) and on the desktop (two months).
    for (const [language, widths] of [
      ['de', [375, 1280]],
      ['fr', [1280, 375]],
    ] as const) {
      for (const [name, path, id] of [
        ['contact', buildPath('ContactGuest', {}, language), 'contact'],
        ['request', buildPath('Request', { objectNumber }, language), 'request'],
      ] as const) {
        await resize(widths[0]);
        await openPage(page, `${server.url}${path}`);
        expect(await page.locator('input[type="date"]').count(), `${name} ${language}`).toBe(0);
        expect(await page.content()).not.toMatch(/mm\/dd\/yyyy/i);
        // The form kit's ids: the error summary links to the two controls.
        const start = page.locator(`#${id}-startDate`);
        expect(await start.getAttribute('aria-haspopup')).toBe('dialog');
        await start.click();
        const dialog = page.getByTestId('date-range-dialog');
        await dialog.locator('[data-date]').first().waitFor();
        for (const width of widths) {
          await resize(width);
          await dialog.locator(`[data-months="${width < 700 ? 1 : 2}"]`).waitFor();
          // Framed as if opened at this width: from the top, the field as a click scrolls it.
          await page.evaluate(() => window.scrollTo(0, 0));
          await start.scrollIntoViewIfNeeded();
          await dialog.scrollIntoViewIfNeeded();
          await screenshot(page, `date-picker/form-${name}-${language}-${width}`, {
            viewportOnly: true,
          });
        }
        const day = dialog.locator(`[data-date="${addDays(TODAY, FROM)}"]`);
        await day.click();
        await dialog.locator(`[data-date="${addDays(TODAY, FROM + NIGHTS)}"]`).click();
        await dialog.waitFor({ state: 'detached' });
        expect(await page.locator('input[name="startDate"]').inputValue()).toBe(
          addDays(TODAY, FROM),
        );
        expect(await page.locator('input[name="endDate"]').inputValue()).toBe(
          addDays(TODAY, FROM + NIGHTS),
        );
        const shown = (await page.getByTestId(`${id}-dates`).textContent()) ?? '';
        expect(shown).toContain(
          formatDay(addDays(TODAY, FROM), language === 'de' ? 'de-DE' : 'fr-FR'),
        );
      }
    }
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('contact form and enquiry without JavaScript: ISO text fields, never mm/dd/yyyy', async () => {
    const noScript = await launchBrowser({ javaScriptEnabled: false });
    try {
      const page = await noScript.context.newPage();
      const objectNumber = await firstObjectNumber(server.url);
      for (const [path, id] of [
        [buildPath('ContactGuest', {}, 'de'), 'contact'],
        [buildPath('Request', { objectNumber }, 'de'), 'request'],
      ] as const) {
        await page.goto(`${server.url}${path}`);
        expect(await page.locator('input[type="date"]').count(), path).toBe(0);
        const start = page.locator('input[name="startDate"]');
        expect(await start.getAttribute('type')).toBe('text');
        expect(await start.getAttribute('id')).toBe(`${id}-startDate`);
        expect(await start.getAttribute('pattern')).toBe('\\d{4}-\\d{2}-\\d{2}');
        expect(await page.locator(`#${id}-format`).textContent()).toContain('JJJJ-MM-TT');
        expect(await page.content()).not.toMatch(/mm\/dd\/yyyy/i);
      }
    } finally {
      await noScript.close();
    }
  });

  it('skip link to the results and a bounded number of tab stops', async () => {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await openPage(page, `${server.url}/search/`);
    expect(await tabStopsBeforeFirstResult(page)).toBeLessThanOrEqual(MAX_TAB_STOPS_DESKTOP);

    // From the top: the second Tab is "Zu den Ergebnissen springen"; Enter, Tab → first result.
    await openPage(page, `${server.url}/search/`);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const skip = page.getByTestId('skip-to-results');
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await skip.textContent()).toBe('Zu den Ergebnissen springen');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(
        () => document.activeElement?.closest('[data-testid="result-list"] li') !== null,
      ),
    ).toBe(true);

    await page.setViewportSize({ width: 375, height: 800 });
    await openPage(page, `${server.url}/search/`);
    expect(await tabStopsBeforeFirstResult(page)).toBeLessThanOrEqual(MAX_TAB_STOPS_PHONE);
    await page.close();
  });

  it('screenshots of the open picker: home, search, object; 375 and 1280 px; de and fr', async () => {
    const page = await browser.context.newPage();
    const objectHref = async (language: string) => {
      const answer = await fetch(
        `${server.url}/api/search?mandant=feriora&query=&languageCode=${language}`,
      );
      const body = (await answer.json()) as { data: { objects: { href: string }[] } };
      return body.data.objects[0]!.href;
    };
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: width < 700 ? 800 : 900 });
      for (const language of ['de', 'fr'] as const) {
        const prefix = language === 'de' ? '' : `/${language}`;
        await openPage(page, `${server.url}${prefix}/`);
        await page.getByTestId('home-start').click();
        await page.locator('[data-testid="date-range-dialog"] [data-date]').first().waitFor();
        await screenshot(page, `date-picker/home-${language}-${width}`, { viewportOnly: true });

        await openPage(page, `${server.url}${prefix}/search/`);
        if (width < 992) await page.getByRole('button', { name: /^Filt/ }).click();
        const prefixId = await datePrefix(page);
        await page.getByTestId(`${prefixId}-start`).click();
        await page.locator('[data-testid="date-range-dialog"] [data-date]').first().waitFor();
        await screenshot(page, `date-picker/search-${language}-${width}`, { viewportOnly: true });

        await openPage(page, `${server.url}${await objectHref(language)}`);
        const calendar = page.locator('[role="grid"]').first();
        await calendar.scrollIntoViewIfNeeded();
        await screenshot(page, `date-picker/object-${language}-${width}`, { viewportOnly: true });
      }
    }
    await page.close();
  });
});

/** The number of the first home of the demo catalogue's search. */
async function firstObjectNumber(url: string): Promise<number> {
  const answer = await fetch(`${url}/api/search?mandant=feriora&query=&languageCode=de`);
  const body = (await answer.json()) as { data: { objects: { objectNumber: number }[] } };
  return body.data.objects[0]!.objectNumber;
}

/** The id prefix of the search filter's date field (React's useId): from its data-testid. */
async function datePrefix(page: Page): Promise<string> {
  const testId = await page.locator('[data-testid$="-dates"]').first().getAttribute('data-testid');
  if (testId === null) throw new Error('no date field on the page');
  return testId.replace(/-dates$/, '');
}
