// The search screen in Chromium against the real server and a freshly seeded demo catalogue:
// filters, URL state, paging, sorting, opening a result, the Leaflet map with unreachable tiles
// (there is no internet here), the filter drawer on phones, accessibility and screenshots.
import type { Page } from 'playwright-core';
import type { SearchResultObject } from '#services/search/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  fullScreenshot,
  openPage,
  screenshot,
  watchProblems,
  type Browser,
  type RunningServer,
} from './browser';
import { berlinDate, navigate, startE2E } from './fixtures';

/** The photos a search screenshot waits for: the result cards'. */
const RESULT_PHOTOS = { images: '[data-testid="result-list"] img' };

/** What is in view (an open drawer covers the viewport, not the page). */
const viewportScreenshot = (page: Page, name: string) =>
  screenshot(page, name, { viewportOnly: true });

/** The number in "398 Unterkünfte gefunden". */
async function resultCount(page: Page): Promise<number> {
  const text = (await page.getByTestId('result-count').textContent()) ?? '';
  const match = /^([\d.]+)/.exec(text);
  return match ? Number(match[1]!.replace(/\./g, '')) : 0;
}

/** "1.234 €" / "1.234,50 €" / "ab 616 €" → euros. */
function euros(text: string): number {
  const match = /([\d.]+(?:,\d{2})?)\s*€/.exec(text.replace(/\u00a0/g, ' '));
  if (!match) throw new Error(`no price in "${text}"`);
  return Number(match[1]!.replace(/\./g, '').replace(',', '.'));
}

type Box = { x: number; y: number; width: number; height: number };

function searchParams(page: Page): URLSearchParams {
  return new URL(page.url()).searchParams;
}

describe('search screen in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    ({ server, browser } = await startE2E({ DEMO_OBJECTS: '400' }));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('filters, pages, sorts and opens a result on the desktop, with the map beside', async () => {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    const problems = watchProblems(page);
    await navigate(page, 'Search');
    expect(await page.locator('h1').textContent()).toBe('Ferienhäuser und Ferienwohnungen suchen');
    expect(await page.locator('main').getAttribute('data-view')).toBe('Search');
    const all = await resultCount(page);
    expect(all).toBeGreaterThan(300);
    // No query filters: an SEO page with 10 results per page (SPEC.md §9).
    expect(await page.getByTestId('result-list').locator('article').count()).toBe(10);

    // The map: Leaflet renders without tiles, clusters and price markers are on it.
    const map = page.getByTestId('search-map');
    await map.locator('.leaflet-container').waitFor();
    await expect.poll(() => map.locator('.leaflet-marker-icon').count()).toBeGreaterThan(0);
    expect(await map.isVisible()).toBe(true);

    // Dates: the search waits for the departure, then follows the URL.
    const start = berlinDate(21);
    const end = berlinDate(28);
    // The date field opens the range calendar (issue 19: one date picker; its keyboard use is
    // tests/e2e/date-picker.e2e.test.ts): the arrival, then the departure.
    await page.getByRole('button', { name: /^Anreise/ }).click();
    const calendar = page.getByTestId('date-range-dialog');
    await calendar.locator(`[data-date="${start}"]`).click();
    expect(await calendar.isVisible()).toBe(true);
    await calendar.locator(`[data-date="${end}"]`).click();
    await page.waitForURL((url) => url.searchParams.get('endDate') === end);
    expect(searchParams(page).get('startDate')).toBe(start);
    await expect.poll(() => resultCount(page)).toBeLessThan(all);
    const withDates = await resultCount(page);
    // With dates the cards show the stay's price and the vacancy bubble.
    const firstCard = page.getByTestId('result-list').locator('article').first();
    expect(await firstCard.textContent()).toMatch(/für 7 Nächte/);
    expect(await firstCard.textContent()).toMatch(/Im gewählten Zeitraum frei|flexibler Anreise/);

    // An amenity: the one most results have, so that several pages remain (all of them shown:
    // six are, the rest behind a button).
    await page.getByRole('button', { name: /^Alle \d+ Ausstattungen anzeigen/ }).click();
    const amenities = page.getByRole('group', { name: 'Ausstattung' }).getByRole('checkbox');
    const labels = await page
      .getByRole('group', { name: 'Ausstattung' })
      .locator('label')
      .allTextContents();
    const counts = labels.map((label) => Number(/\(([\d.]+)\)/.exec(label)?.[1]?.replace('.', '')));
    const best = counts.indexOf(Math.max(...counts));
    await amenities.nth(best).check();
    await page.waitForURL((url) => [...url.searchParams.values()].includes('Y'));
    await expect.poll(() => resultCount(page)).toBe(counts[best]);
    expect(counts[best]).toBeLessThanOrEqual(withDates);
    expect(await page.getByRole('button', { name: 'Alle Filter zurücksetzen' }).isVisible()).toBe(
      true,
    );
    await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await viewportScreenshot(page, 'search-de-1280-filtered');

    // Page 2, built from the query; page 1 is never in the URL.
    await page.getByRole('link', { name: 'Seite 2', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await expect
      .poll(() =>
        page.getByRole('link', { name: 'Seite 2', exact: true }).getAttribute('aria-current'),
      )
      .toBe('page');
    expect(searchParams(page).get('startDate')).toBe(start);
    // The focus is on the new page's results, not left on the link at the bottom (off screen).
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('results');

    // Sorting by price goes back to page 1 and orders the page by price.
    await page.getByLabel('Sortieren nach').selectOption('priceAsc');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'priceAsc');
    expect(searchParams(page).has('page')).toBe(false);
    await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
    const prices = (
      await page.getByTestId('result-list').locator('article strong').allTextContents()
    ).map(euros);
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    // The server renders the same results for the URL (the URL is the state).
    const rendered = await (await fetch(page.url())).text();
    expect(rendered).toContain(`>${labelCount(await resultCount(page))}<`);

    await fullScreenshot(page, 'search-de-1280', RESULT_PHOTOS);
    expect(await axeViolations(page)).toEqual([]);

    // Opening a result lands on its object page.
    const title = page.getByTestId('result-list').locator('article h3 a').first();
    const href = await title.getAttribute('href');
    expect(href).toMatch(/\/\d+\/(\?|$)/);
    // The chosen stay goes along, so the object page's price box starts with it.
    if (searchParams(page).has('startDate')) expect(href).toContain('startDate=');
    await title.click();
    await page.waitForURL(`${server.url}${href}`);
    await expect.poll(() => page.locator('main').getAttribute('data-view')).toBe('ObjectPage');

    expect(problems).toEqual([]);
    await page.close();
  });

  it('opens marker pop-ups by keyboard and follows the map when asked to', async () => {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    const problems = watchProblems(page);
    await openPage(page, `${server.url}/ferienhaus-kroatien/`);
    const map = page.getByTestId('search-map');
    await map.locator('.leaflet-container').waitFor();

    // A price marker is a button named by its home and price; Enter opens its pop-up.
    const marker = map.getByRole('button', { name: /.: [\d.]+\s€$/ }).first();
    await marker.waitFor({ state: 'attached' });
    await marker.focus();
    await page.keyboard.press('Enter');
    const popup = map.locator('.leaflet-popup');
    await popup.waitFor();
    expect(await popup.getByRole('link', { name: 'Unterkunft ansehen' }).count()).toBe(1);
    expect(await popup.getByRole('button', { name: 'Schließen' }).count()).toBe(1);
    // Focus moves into the pop-up; Escape closes it and returns to the marker.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Unterkunft ansehen');
    await page.keyboard.press('Escape');
    await expect.poll(() => popup.count()).toBe(0);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('role')))
      .toBe('button');
    // A cluster zooms in: the map shows other markers.
    const markers = () => map.locator('.leaflet-marker-icon').allTextContents();
    const before = await markers();
    await map.locator('.leaflet-marker-icon [data-size]').first().click();
    await expect.poll(markers).not.toEqual(before);

    await page.getByLabel('Suche beim Verschieben der Karte').check();
    await page.waitForURL((url) => url.searchParams.has('BBoxString'));
    const first = searchParams(page).get('BBoxString');
    await map.getByRole('button', { name: 'Karte vergrößern' }).click();
    await page.waitForURL((url) => url.searchParams.get('BBoxString') !== first);
    await expect.poll(() => map.locator('.leaflet-marker-icon').count()).toBeGreaterThan(0);

    // A pop-up at the map's top edge pans the map to fit it (Leaflet's autopan): not the guest's
    // move, so no area search follows to replace the markers and close the pop-up (269bbc7).
    const container = map.locator('.leaflet-container');
    const mapBox = (await container.boundingBox())!;
    // A price marker's visible label (the marker itself is the 0×0 point below it).
    const priced = map.locator('.leaflet-marker-icon [data-object-number]');
    const topMost = async () => {
      const ys = await priced.evaluateAll((els) =>
        els.map((el) => {
          const r = el.getBoundingClientRect();
          return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
        }),
      );
      return ys
        .filter((p) => p.x > mapBox.x + 60 && p.x < mapBox.x + mapBox.width - 60)
        .filter((p) => p.y > mapBox.y + 20 && p.y < mapBox.y + mapBox.height - 40)
        .sort((a, b) => a.y - b.y)[0];
    };
    const steady = async () => {
      const a = await topMost();
      await page.waitForTimeout(250);
      const b = await topMost();
      return a && b && a.x === b.x && a.y === b.y ? b : undefined;
    };
    let target: Awaited<ReturnType<typeof topMost>>;
    await expect.poll(async () => (target = await steady())).toBeDefined();
    // The guest drags that home's marker to just below the top edge (from the map's empty right
    // margin at its height): a move of theirs, so the area is searched.
    const grab = { x: mapBox.x + mapBox.width - 12, y: target!.y };
    const dragged = searchParams(page).get('BBoxString');
    await page.mouse.move(grab.x, grab.y);
    await page.mouse.down();
    await page.mouse.move(grab.x, mapBox.y + 40, { steps: 8 });
    // Held still before letting go: no inertia carries the map on.
    await page.waitForTimeout(300);
    await page.mouse.up();
    await page.waitForURL((url) => url.searchParams.get('BBoxString') !== dragged);
    // Once the area's markers stand still again, the top one is close to the edge: its pop-up
    // (a card, some 250 px tall) cannot open above it without a pan.
    let edge: Awaited<ReturnType<typeof topMost>>;
    await expect
      .poll(async () => (edge = await steady())?.y ?? Infinity)
      .toBeLessThan(mapBox.y + 120);
    const pane = () =>
      map.locator('.leaflet-map-pane').evaluate((el) => (el as HTMLElement).style.transform);
    const settled = searchParams(page).get('BBoxString');
    const paneBefore = await pane();
    await page.mouse.click(edge!.x, edge!.y);
    await popup.waitFor();
    await expect.poll(pane).not.toBe(paneBefore);
    // Longer than the area search's debounce after the pan's end.
    await page.waitForTimeout(1500);
    expect(searchParams(page).get('BBoxString')).toBe(settled);
    expect(await popup.count()).toBe(1);
    // A taller window resizes the map (Leaflet re-measures it and fires a moveend): not the
    // guest's move either, so the pop-up stays open and no area search follows.
    const height = await container.evaluate((el) => el.getBoundingClientRect().height);
    await page.setViewportSize({ width: 1280, height: 1000 });
    await expect
      .poll(() => container.evaluate((el) => el.getBoundingClientRect().height))
      .toBeGreaterThan(height);
    await page.waitForTimeout(1500);
    expect(searchParams(page).get('BBoxString')).toBe(settled);
    expect(await popup.count()).toBe(1);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.keyboard.press('Escape');

    await page.getByLabel('Suche beim Verschieben der Karte').uncheck();
    await page.waitForURL((url) => !url.searchParams.has('BBoxString'));
    expect(problems).toEqual([]);
    await page.close();
  });

  it('sets the price by tier and slider; a slider drag replaces the history entry', async () => {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    const problems = watchProblems(page);
    await navigate(page, 'Search', {}, 'de', { page: 2 });
    await page.getByRole('radio', { name: /^Günstig/ }).check();
    await page.waitForURL((url) => url.searchParams.get('priceMax') === '600');
    expect(searchParams(page).has('page')).toBe(false);
    const entries = await page.evaluate(() => history.length);
    const slider = page.getByRole('slider', { name: 'Preis bis' });
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.waitForURL((url) => url.searchParams.get('priceMax') === '800');
    expect(await page.evaluate(() => history.length)).toBe(entries);
    expect(await page.getByRole('radio', { name: /^Günstig/ }).isChecked()).toBe(false);
    expect(await page.getByText('800 €', { exact: true }).isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('puts the filters in a drawer and the map behind a toggle on a phone', async () => {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 375, height: 800 });
    const problems = watchProblems(page);
    await navigate(page, 'Search', {}, 'de', { sauna: 'Y' });
    expect(await page.getByTestId('compact-bar').isVisible()).toBe(true);
    expect(await page.getByTestId('active-filter-count').textContent()).toBe('1');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await fullScreenshot(page, 'search-de-375', RESULT_PHOTOS);
    expect(await axeViolations(page)).toEqual([]);

    const filterButton = page.getByRole('button', { name: /^Filter/ });
    await filterButton.click();
    const dialog = page.getByRole('dialog', { name: 'Suche verfeinern' });
    await dialog.waitFor();
    expect(await dialog.getByRole('checkbox', { name: /^Sauna/ }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: /^Alle \d+ Ausstattungen anzeigen/ }).click();
    await dialog.getByRole('checkbox', { name: /^Kamin/ }).check();
    await page.waitForURL((url) => url.searchParams.get('fireplace') === 'Y');
    await expect.poll(() => page.getByTestId('active-filter-count').textContent()).toBe('2');
    await viewportScreenshot(page, 'search-de-375-filters');
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: /Unterkünfte? anzeigen$/ }).click();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
      .toMatch(/^Filter/);

    // Escape closes the drawer too.
    await filterButton.click();
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    expect(await page.getByRole('dialog').count()).toBe(0);

    const toggle = page.getByRole('button', { name: 'Karte anzeigen' });
    await toggle.click();
    const map = page.getByTestId('search-map');
    await map.locator('.leaflet-container').waitFor();
    await expect.poll(() => map.locator('.leaflet-marker-icon').count()).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'Karte ausblenden' }).isVisible()).toBe(true);
    await viewportScreenshot(page, 'search-de-375-map');

    // The pop-up of the home with the longest French title on a phone: it fits inside the map,
    // its close button clear of the zoom buttons (before, Leaflet's 300 px pop-up reached past
    // the map's edge, or under the zoom buttons). The home is off the page (page 2 of its one
    // hit), so the pop-up fetches its French card when it opens.
    const answer = await page.request.get(
      `${server.url}/api/search?mandant=feriora&languageCode=fr&objectsPerPage=40&markers=0`,
    );
    const cards = ((await answer.json()) as { data: { objects: SearchResultObject[] } }).data
      .objects;
    const longest = cards.reduce((a, b) => (b.title.length > a.title.length ? b : a));
    expect(longest.title.length).toBeGreaterThan(35);
    await openPage(page, `${server.url}/fr/search/?onr=${longest.objectNumber}&page=2`);
    await page.getByRole('button', { name: 'Afficher la carte' }).click();
    await map.locator(`[data-object-number="${longest.objectNumber}"]`).click();
    const popup = map.locator('.leaflet-popup');
    await expect.poll(() => popup.locator('strong').textContent()).toBe(longest.title);
    const inside = (inner: Box | null, outer: Box | null) =>
      inner !== null &&
      outer !== null &&
      inner.x >= outer.x &&
      inner.y >= outer.y &&
      inner.x + inner.width <= outer.x + outer.width &&
      inner.y + inner.height <= outer.y + outer.height;
    // Polled: the map pans the grown pop-up into view.
    await expect
      .poll(async () => {
        const mapBox = await map.locator('.leaflet-container').boundingBox();
        const close = await popup.locator('.leaflet-popup-close-button').boundingBox();
        const zoom = await map.locator('.leaflet-control-zoom').boundingBox();
        return {
          popupInMap: inside(await popup.boundingBox(), mapBox),
          closeInMap: inside(close, mapBox),
          closeClearOfZoom:
            close !== null &&
            zoom !== null &&
            (close.y >= zoom.y + zoom.height || close.x + close.width <= zoom.x),
        };
      })
      .toEqual({ popupInMap: true, closeInMap: true, closeClearOfZoom: true });
    await viewportScreenshot(page, 'search-fr-375-map-popup');
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('fits the toolbar buttons’ words in every language on a phone', async () => {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 375, height: 800 });
    for (const lng of ['de', 'en', 'fr', 'it'] as const) {
      await navigate(page, 'Search', {}, lng);
      const buttons = page.locator('[data-testid="search-toolbar"] button');
      const overflowing = () =>
        buttons.evaluateAll((all) =>
          all.filter((b) => b.scrollWidth > b.clientWidth).map((b) => b.textContent),
        );
      expect(await buttons.count(), lng).toBeGreaterThan(1);
      expect(await overflowing(), lng).toEqual([]);
      // The map shown: its button says "hide" ("Nascondi la mappa" ran past its border).
      // The map's button is the toolbar's last (the filter drawer's opens a dialog).
      await page.locator('[data-testid="search-toolbar"] button[aria-expanded]').last().click();
      expect(await overflowing(), lng).toEqual([]);
    }
    await page.close();
  });

  it('drops invalid parameters and renders the pre-filtered, last-minute and location pages', async () => {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 375, height: 800 });
    const problems = watchProblems(page);
    await openPage(page, `${server.url}/search/?startDate=gestern&rating=9&sauna=Y&persons=x`);
    expect(
      await page.getByRole('checkbox', { name: /^Sauna/, includeHidden: true }).isChecked(),
    ).toBe(true);
    expect(await resultCount(page)).toBeGreaterThan(0);
    for (const path of ['/lastminute/', '/skiurlaub/', '/ferienhaus-kroatien/']) {
      await openPage(page, `${server.url}${path}`);
      expect(await page.locator('main').getAttribute('data-view')).toBe('Search');
      expect(await resultCount(page)).toBeGreaterThan(0);
    }
    await fullScreenshot(page, 'search-de-375-location', RESULT_PHOTOS);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('offers each Last Minute card’s stay: its dates, its total, the same on the object page', async () => {
    // Decision 106: without dates the page finds each home's first free stay within 14 days,
    // and the card is that stay's (before: "ab … / Woche", which no date on the page explained).
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 375, height: 800 });
    const problems = watchProblems(page);
    await openPage(page, `${server.url}/lastminute/`);
    const card = firstCard(page);
    const objectNumber = await card.getAttribute('data-object-number');
    const text = (await card.textContent()) ?? '';
    const dates = /Frei: (\d\d)\.(\d\d)\.(\d{4}) – (\d\d)\.(\d\d)\.(\d{4})/.exec(text);
    expect(dates, text).not.toBeNull();
    const [, d1, m1, y1, d2, m2, y2] = dates!;
    const startDate = `${y1}-${m1}-${d1}`;
    expect(startDate >= berlinDate(0) && startDate <= berlinDate(14)).toBe(true);
    expect(text).toContain('für 7 Nächte');
    expect(text).not.toContain('Woche');
    // The amount in bold (a struck-out price before it is the one without the discount).
    const cardTotal = euros((await card.locator('strong').last().textContent()) ?? '');
    expect(await axeViolations(page, '[data-testid="result-list"] article')).toEqual([]);

    await card.getByRole('link').first().click();
    await page.waitForURL(/startDate=/);
    expect(searchParams(page).get('startDate')).toBe(startDate);
    expect(searchParams(page).get('endDate')).toBe(`${y2}-${m2}-${d2}`);
    const box = page.getByTestId('price-box');
    await box.getByTestId('price-total').waitFor();
    expect(euros((await box.getByTestId('price-total').textContent()) ?? '')).toBe(cardTotal);

    expect(problems).toEqual([]);
    await page.close();

    // The page's own length of stay (the filter panel beside the list on the desktop): three
    // nights, and the cards offer three-night stays.
    const desktop = await browser.context.newPage();
    await desktop.setViewportSize({ width: 1280, height: 900 });
    const desktopProblems = watchProblems(desktop);
    await openPage(desktop, `${server.url}/lastminute/`);
    // The first card's photo was announced in the head (a preload): let it arrive before the
    // list changes, or Chromium warns that the preload went unused.
    await firstCard(desktop)
      .locator('img')
      .evaluate((img: HTMLImageElement) =>
        img.complete ? undefined : new Promise((done) => img.addEventListener('load', done)),
      );
    const length = desktop.getByLabel('Reisedauer');
    expect(await length.inputValue()).toBe('7');
    await length.selectOption('3');
    await desktop.waitForURL(/duration=3/);
    await expect
      .poll(async () => (await firstCard(desktop).textContent()) ?? '')
      .toContain('für 3 Nächte');
    const short = /Frei: (\d\d)\.(\d\d)\.(\d{4}) – (\d\d)\.(\d\d)\.(\d{4})/.exec(
      (await firstCard(desktop).textContent()) ?? '',
    );
    const day = (d: string, m: string, y: string) => Date.UTC(Number(y), Number(m) - 1, Number(d));
    expect(
      (day(short![4]!, short![5]!, short![6]!) - day(short![1]!, short![2]!, short![3]!)) /
        86_400_000,
    ).toBe(3);
    expect(await axeViolations(desktop)).toEqual([]);
    await screenshot(desktop, 'lastminute-de-1280');

    // On the desktop map the home's marker shows the card's total and its pop-up opens the
    // card's stay (before, the object page without dates and its "from" price). One home
    // (`onr`), so its marker stands alone, not in a cluster.
    await openPage(desktop, `${server.url}/lastminute/?onr=${objectNumber}`);
    const map = desktop.getByTestId('search-map');
    await map.locator('.leaflet-container').waitFor();
    // Its marker is named by the card's title, as a screen reader announces it (before, by the
    // object number: "Unterkunft 100008: 476 €").
    const cardTitle = ((await firstCard(desktop).locator('h3').textContent()) ?? '').trim();
    expect(cardTitle).not.toBe('');
    const named = (name: string) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: `);
    const marker = map.getByRole('button', { name: named(cardTitle) });
    await marker.waitFor({ state: 'attached' });
    expect(euros((await marker.textContent()) ?? '')).toBe(cardTotal);
    await marker.focus();
    await desktop.keyboard.press('Enter');
    const link = map.locator('.leaflet-popup').getByRole('link', { name: 'Unterkunft ansehen' });
    await link.waitFor();
    const onPageHref = (await link.getAttribute('href')) ?? '';
    const opens = new URL(onPageHref, server.url).searchParams;
    expect([opens.get('startDate'), opens.get('endDate')]).toEqual([
      startDate,
      `${y2}-${m2}-${d2}`,
    ]);
    const title = (await map.locator('.leaflet-popup strong').textContent()) ?? '';
    expect(title).toBe(cardTitle);

    // A marker whose home is not on the list's page (here page 2 of one hit) has no card to
    // take the stay from: the markers' own stays give its link the stay it priced (before, the
    // object page without dates).
    await openPage(desktop, `${server.url}/lastminute/?onr=${objectNumber}&page=2`);
    const offPage = desktop.getByTestId('search-map');
    await offPage.locator('.leaflet-container').waitFor();
    const alone = offPage.getByRole('button', {
      name: new RegExp(`^Unterkunft ${objectNumber}: `),
    });
    await alone.waitFor({ state: 'attached' });
    expect(euros((await alone.textContent()) ?? '')).toBe(cardTotal);
    await alone.focus();
    await desktop.keyboard.press('Enter');
    const offLink = offPage
      .locator('.leaflet-popup')
      .getByRole('link', { name: 'Unterkunft ansehen' });
    await offLink.waitFor();
    const offOpens = new URL((await offLink.getAttribute('href')) ?? '', server.url).searchParams;
    expect([offOpens.get('startDate'), offOpens.get('endDate')]).toEqual([
      startDate,
      `${y2}-${m2}-${d2}`,
    ]);
    // Opened, the pop-up fetches the home's card from the same search: it names the home (before,
    // "Unterkunft 100008") and links as the card's pop-up on its page does.
    await expect
      .poll(async () => offPage.locator('.leaflet-popup strong').textContent())
      .toBe(title);
    expect(await offLink.getAttribute('href')).toBe(onPageHref);
    // Once loaded, the marker too is named by the home's title.
    await expect.poll(() => offPage.getByRole('button', { name: named(title) }).count()).toBe(1);
    expect(await alone.count()).toBe(0);
    expect(await offPage.locator('.leaflet-popup [aria-busy]').getAttribute('aria-busy')).toBe(
      'false',
    );
    await screenshot(desktop, 'search-map-offpage-popup-de-1280');
    // The renamed marker is the same element: Escape closes the pop-up and returns the focus to
    // it (a new element would leave the focus on the page's body).
    await desktop.keyboard.press('Escape');
    await expect.poll(() => offPage.locator('.leaflet-popup').count()).toBe(0);
    await expect
      .poll(() =>
        desktop.evaluate(
          () => document.activeElement?.querySelector('.visually-hidden')?.textContent ?? '',
        ),
      )
      .toMatch(named(title));
    expect(desktopProblems).toEqual([]);
    await desktop.close();
  });

  it('says that a page past the last is past the last, and leads back to it', async () => {
    // A bookmark or a search engine's link from when there were more homes: the search has
    // homes, none on this page. Before, the page said "Keine passenden Unterkünfte" under
    // "… Unterkünfte gefunden", and "Zurück" led to the page before the missing one.
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 375, height: 800 });
    const problems = watchProblems(page);
    await openPage(page, `${server.url}/search/?page=999`);
    const beyond = page.getByTestId('search-beyond');
    expect(await beyond.textContent()).toContain('Diese Ergebnisseite gibt es nicht');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'search-beyond-de-375');
    const last = beyond.getByRole('link', { name: 'Zur letzten Seite' });
    const lastHref = await last.getAttribute('href');
    expect(lastHref).toMatch(/page=\d+$/);
    expect(await page.locator('#results a[rel="prev"]').getAttribute('href')).toBe(lastHref);
    await last.click();
    await firstCard(page).waitFor();
    expect(`/search/?page=${searchParams(page).get('page')}`).toBe(lastHref);
    expect(await page.getByTestId('search-beyond').count()).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });
});

/** The first result card of the list. */
const firstCard = (page: Page) => page.locator('[data-testid="result-list"] article').first();

function labelCount(count: number): string {
  return `${count.toLocaleString('de-DE')} Unterk${count === 1 ? 'unft' : 'ünfte'} gefunden`;
}
