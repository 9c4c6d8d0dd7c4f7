// Issue 12 (guest UI, search and watch list) in Chromium against the real server and a freshly
// seeded demo catalogue: the destination field with suggestions on home and on the search screen
// (keyboard, mouse, phone), the message for dates a link carried but a page had to drop (search
// page and object page), and watch-list links that carry the stored stay (list and map).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDisplayDate } from '#core/dates';
import {
  axeViolations,
  fullScreenshot,
  hydrated,
  screenshot,
  showDay,
  watchProblems,
  type Browser,
  type RunningServer,
} from './browser';
import { berlinDate, navigate, pickDates, startE2E } from './fixtures';

const RESULT_PHOTOS = { images: '[data-testid="result-list"] img' };

/** The destination field of the page (home has one, the search screen one). */
const field = (page: Page) => page.getByRole('combobox', { name: 'Reiseziel' });
const options = (page: Page) => page.getByRole('listbox').getByRole('option');

/** Types like a guest (key by key, so the field asks for suggestions) and waits for the list. */
async function typeDestination(page: Page, text: string): Promise<void> {
  await field(page).fill('');
  await field(page).pressSequentially(text, { delay: 40 });
  await page.getByRole('listbox').waitFor();
}

function params(page: Page): URLSearchParams {
  return new URL(page.url()).searchParams;
}

describe('destination, dropped dates and watch-list links in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    ({ server, browser } = await startE2E({ DEMO_OBJECTS: '400' }));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('suggests destinations on home and opens the chosen one with the dates (keyboard)', async () => {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    const problems = watchProblems(page);
    await navigate(page, 'Home');
    const start = berlinDate(30);
    const end = berlinDate(37);
    await pickDates(page, start, end);
    await page.getByLabel('Personen').selectOption('4');

    const input = field(page);
    expect(await input.getAttribute('aria-expanded')).toBe('false');
    await typeDestination(page, 'kroat');
    expect(await input.getAttribute('aria-expanded')).toBe('true');
    const first = options(page).first();
    expect(await first.textContent()).toMatch(/^Kroatien.*Land.*Unterkünfte/);
    // The count of suggestions is announced.
    expect(await page.getByText(/Vorschl(ag|äge)\. Mit den Pfeiltasten/).count()).toBe(1);
    await page.keyboard.press('ArrowDown');
    const activeId = await input.getAttribute('aria-activedescendant');
    expect(activeId).toBe(await first.getAttribute('id'));
    expect(await first.getAttribute('aria-selected')).toBe('true');
    await screenshot(page, 'destination-home-suggestions-1280');
    expect(await axeViolations(page)).toEqual([]);

    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/ferienhaus-kroatien/');
    expect(Object.fromEntries(params(page))).toEqual({
      startDate: start,
      endDate: end,
      persons: '4',
    });
    await expect.poll(() => page.locator('main').getAttribute('data-view')).toBe('Search');
    // The search page shows where it searches, ready to be changed.
    await expect.poll(() => field(page).inputValue()).toBe('Kroatien');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('keeps a searched word in the search screen and changes it there', async () => {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    const problems = watchProblems(page);
    await navigate(page, 'Home');
    // Typed and searched without choosing a suggestion: a search for the word.
    await field(page).fill('Kroatien');
    await page.getByRole('button', { name: 'Suchen', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/search/');
    // A document load: the new page's scripts have run (home's window was hydrated already).
    await page.waitForLoadState('networkidle');
    await hydrated(page);
    expect(params(page).get('fulltext')).toBe('Kroatien');
    await expect.poll(() => field(page).inputValue()).toBe('Kroatien');

    // A filter and the sort stay when the destination changes.
    await page.getByLabel('Sortieren nach').selectOption('priceAsc');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'priceAsc');
    await typeDestination(page, 'istr');
    const istria = options(page).filter({ hasText: /^Istrien/ });
    expect(await istria.textContent()).toContain('Region · Kroatien');
    // Escape closes the list and leaves the text; a second Escape empties the field.
    await page.keyboard.press('Escape');
    expect(await field(page).getAttribute('aria-expanded')).toBe('false');
    expect(await field(page).inputValue()).toBe('istr');
    await page.keyboard.press('ArrowDown');
    expect(await field(page).getAttribute('aria-expanded')).toBe('true');
    await istria.click();
    await page.waitForURL((url) => url.pathname === '/ferienhaus-kroatien/istrien/');
    expect(params(page).get('sort')).toBe('priceAsc');
    expect(params(page).has('fulltext')).toBe(false);
    await expect.poll(() => field(page).inputValue()).toBe('Istrien');
    await fullScreenshot(page, 'destination-search-location-1280', RESULT_PHOTOS);
    expect(await axeViolations(page)).toEqual([]);

    // Other text from a location page searches it everywhere, keeping the sort.
    await field(page).fill('Rovinj');
    await field(page).press('Enter');
    await page.waitForURL((url) => url.pathname === '/search/');
    expect(params(page).get('fulltext')).toBe('Rovinj');
    expect(params(page).get('sort')).toBe('priceAsc');
    // Escape in the field without a list empties it — once the search for the word has rendered
    // (a loaded machine finished the navigation after the Escape and wrote the word back).
    // The field holds the typed word from the start, so it does not show the search has rendered:
    // the search page's heading replaces the location page's, and its results have settled.
    await expect.poll(() => page.locator('h1').first().textContent()).not.toContain('Istrien');
    await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
    await page.waitForLoadState('networkidle');
    expect(await field(page).inputValue()).toBe('Rovinj');
    await field(page).press('Escape');
    await expect.poll(() => field(page).inputValue()).toBe('');
    // Enter before the suggestions' pause has passed: the search runs, and the list the typing
    // asked for does not open over its results afterwards.
    await field(page).fill('Istrien');
    await field(page).press('Enter');
    await page.waitForURL((url) => url.searchParams.get('fulltext') === 'Istrien');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(600);
    expect(await field(page).getAttribute('aria-expanded')).toBe('false');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('shows the destination above the results on a phone, outside the filter drawer', async () => {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 375, height: 800 });
    const problems = watchProblems(page);
    await navigate(page, 'Search', {}, 'de', { fulltext: 'Kroatien', persons: 3 });
    expect(await field(page).isVisible()).toBe(true);
    expect(await field(page).inputValue()).toBe('Kroatien');
    await typeDestination(page, 'dän');
    expect(await options(page).first().textContent()).toMatch(/^Dänemark/);
    await screenshot(page, 'destination-search-suggestions-375', { viewportOnly: true });
    expect(await axeViolations(page)).toEqual([]);
    // A tap chooses (the field keeps its focus while the option is pressed).
    await options(page).first().click();
    await page.waitForURL((url) => url.pathname === '/ferienhaus-daenemark/');
    expect(params(page).get('persons')).toBe('3');
    await fullScreenshot(page, 'destination-search-375', RESULT_PHOTOS);
    // No horizontal scrolling on a phone: nothing reaches past the viewport's right edge.
    expect(
      await page.evaluate(() =>
        [...document.querySelectorAll('body *')]
          .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
          .map((element) => `${element.tagName} ${element.className}`),
      ),
    ).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('says that a past arrival from a link was dropped, on the search page and the object page', async () => {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 375, height: 800 });
    const problems = watchProblems(page);
    const past = berlinDate(-5);
    const query = { startDate: past, endDate: berlinDate(2), persons: 2 };
    const text = `Das Anreisedatum ${formatDisplayDate(past)} liegt in der Vergangenheit`;
    const path = await navigate(page, 'Search', {}, 'de', query);
    const notice = page.getByTestId('dropped-dates');
    expect(await notice.textContent()).toContain(text);
    expect(await notice.getAttribute('role')).toBe('status');
    expect(await notice.isVisible()).toBe(true);
    // In the server's HTML too, not only after hydration.
    expect(await (await fetch(`${server.url}${path}`)).text()).toContain(text);
    await fullScreenshot(page, 'dropped-dates-search-375', RESULT_PHOTOS);
    expect(await axeViolations(page)).toEqual([]);

    // Choosing valid dates ends the message (the URL no longer carries the dropped ones).
    await page.setViewportSize({ width: 1280, height: 900 });
    await pickDates(page, berlinDate(20), berlinDate(27));
    await page.waitForURL((url) => url.searchParams.get('startDate') === berlinDate(20));
    await expect.poll(() => notice.count()).toBe(0);

    // Invalid dates are said to be invalid.
    await navigate(page, 'Search', {}, 'de', { startDate: berlinDate(9), endDate: berlinDate(3) });
    expect(await notice.textContent()).toContain('Die Reisedaten aus dem Link sind ungültig');

    // The object page's price box says the same and asks for dates.
    const objectNumber = Number(
      await page
        .getByTestId('result-list')
        .locator('article')
        .first()
        .getAttribute('data-object-number'),
    );
    await navigate(page, 'ObjectPage', { objectNumber }, 'de', query);
    const box = page.getByTestId('price-box');
    expect(await box.getByTestId('dropped-dates').textContent()).toContain(text);
    await screenshot(page, 'dropped-dates-object-1280');
    expect(await axeViolations(page, '[data-testid="price-box"]')).toEqual([]);
    // Picking an arrival in the calendar: the message gives way to the choice.
    const arrival = berlinDate(14);
    await showDay(page, arrival);
    await box.locator(`button[data-date="${arrival}"]`).click();
    await expect.poll(() => box.getByTestId('dropped-dates').count()).toBe(0);
    // Without dates in its link the box just asks for them.
    await navigate(page, 'ObjectPage', { objectNumber }, 'de');
    expect(await box.getByTestId('dropped-dates').count()).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('links watch-list entries, in the list and on the map, with their stored stay', async () => {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    const problems = watchProblems(page);
    await navigate(page, 'Search');
    const cards = page.getByTestId('result-list').locator('article');
    const withStay = Number(await cards.nth(0).getAttribute('data-object-number'));
    const passed = Number(await cards.nth(1).getAttribute('data-object-number'));
    const start = berlinDate(40);
    const end = berlinDate(47);
    for (const [objectNumber, startDate, endDate] of [
      [withStay, start, end],
      [passed, berlinDate(-20), berlinDate(-13)],
    ] as const) {
      const set = await page.request.post(`${server.url}/api/user/watchedobjects/set`, {
        data: {
          mandant: 'feriora',
          objectNumber,
          action: 'add',
          price: 100_000,
          priceOriginal: 100_000,
          pricePercentReduction: 0,
          startDate,
          endDate,
          persons: 3,
        },
      });
      expect(set.status()).toBe(200);
    }

    await navigate(page, 'WatchList');
    const link = (objectNumber: number) =>
      page.locator(`[data-testid="watch-list"] article[data-object-number="${objectNumber}"] h2 a`);
    const href = (await link(withStay).getAttribute('href')) ?? '';
    const query = new URL(href, server.url).searchParams;
    expect([query.get('startDate'), query.get('endDate'), query.get('persons')]).toEqual([
      start,
      end,
      '3',
    ]);
    // A stay that has passed is not handed on (the list says it is in the past); persons are.
    const passedQuery = new URL((await link(passed).getAttribute('href')) ?? '', server.url)
      .searchParams;
    expect([passedQuery.has('startDate'), passedQuery.get('persons')]).toEqual([false, '3']);

    // The object page opens with the stored stay in its price box.
    await link(withStay).click();
    await page.waitForURL((url) => url.searchParams.get('startDate') === start);
    await expect.poll(() => page.locator('main').getAttribute('data-view')).toBe('ObjectPage');
    await page.getByTestId('price-box').getByTestId('vacancy').waitFor();

    // The map's pop-up links the same way.
    await navigate(page, 'WatchList');
    await page.getByRole('button', { name: 'Karte', exact: true }).click();
    await expect.poll(() => page.locator('.leaflet-marker-icon').count()).toBe(2);
    // A price marker is a button; Enter opens its pop-up (the marker's own box has no size).
    await page.locator(`.leaflet-marker-icon:has([data-object-number="${withStay}"])`).focus();
    await page.keyboard.press('Enter');
    const popupLink = page.locator('.leaflet-popup-content a');
    await popupLink.waitFor();
    const popupQuery = new URL((await popupLink.getAttribute('href')) ?? '', server.url)
      .searchParams;
    expect([
      popupQuery.get('startDate'),
      popupQuery.get('endDate'),
      popupQuery.get('persons'),
    ]).toEqual([start, end, '3']);
    expect(problems).toEqual([]);
    await page.close();
  });
});
