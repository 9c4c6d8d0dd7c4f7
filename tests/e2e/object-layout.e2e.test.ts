// The object page's layout while a guest uses it (issue 12): choosing dates keeps the calendar
// where it is and the focus in view (mouse and keyboard, phone and desktop), the summary bar
// never covers the price box or its focused element, and French and Italian pages do not scroll
// sideways on a 375 px phone. Screenshots of object pages in de, fr and it at 375 and 1280 px.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { Language } from '#core/languages';
import {
  axeViolations,
  fullScreenshot,
  openPage,
  showDay,
  watchProblems,
  type Browser,
  type RunningServer,
} from './browser';
import { berlinDate, navigate, startE2E } from './fixtures';

const MANDANT = 'feriora';
const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1280, height: 900 };

interface Card {
  objectNumber: number;
  href: string;
  vacancy: string | null;
}

async function searchCards(base: string, query: string, language: Language): Promise<Card[]> {
  const res = await fetch(
    `${base}/api/search?mandant=${MANDANT}&languageCode=${language}&objectsPerPage=60&markers=0&query=${encodeURIComponent(query)}`,
  );
  const body = (await res.json()) as { data: { objects: Card[] } };
  return body.data.objects;
}

/** The price API's status of a stay of the object for two adults. */
async function stayStatus(
  base: string,
  objectNumber: number,
  stay: { startDate: string; endDate: string },
): Promise<string | null> {
  const res = await fetch(`${base}/api/price/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mandant: MANDANT, objectNumber, persons: 2, ...stay }),
  });
  const body = (await res.json()) as { data: { status: string } | null };
  return body.data?.status ?? null;
}

async function cancellationLabel(
  base: string,
  objectNumber: number,
  language: Language,
): Promise<string | null> {
  const res = await fetch(`${base}/api/object?languageCode=${language}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mandant: MANDANT, objectNumber, languageCode: language }),
  });
  const body = (await res.json()) as { data: { cancellation: { label: string } | null } | null };
  return body.data?.cancellation?.label ?? null;
}

/** Where the element is in the viewport (top edge, px) and whether it is fully inside it. */
async function viewportTop(locator: Locator): Promise<number> {
  return locator.evaluate((element) => element.getBoundingClientRect().top);
}

/**
 * Whether the page's focused element is fully on screen and nothing is drawn over its middle
 * (the summary bar, a header): what a keyboard user must see after each key.
 */
async function focusVisible(page: Page): Promise<{ ok: boolean; what: string }> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) {
      return { ok: false, what: 'nothing focused' };
    }
    const rect = element.getBoundingClientRect();
    const inside =
      rect.top >= 0 &&
      rect.left >= 0 &&
      rect.bottom <= window.innerHeight &&
      rect.right <= window.innerWidth;
    const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    const uncovered = hit !== null && (hit === element || element.contains(hit));
    const what = `${element.tagName} ${element.getAttribute('data-date') ?? element.textContent?.trim().slice(0, 30) ?? ''} at ${Math.round(rect.top)}–${Math.round(rect.bottom)} of ${window.innerHeight}, topmost there: ${hit?.closest('[data-testid]')?.getAttribute('data-testid') ?? hit?.tagName ?? 'nothing'}`;
    return { ok: inside && uncovered, what };
  });
}

/** The summary bar's box when it is shown and overlaps the price box's box, else null. */
async function barOverPriceBox(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const bar = document.querySelector('[data-testid="price-summary"]');
    const box = document.querySelector('[data-testid="price-box"]');
    if (!bar || !box || getComputedStyle(bar).display === 'none') return null;
    const a = bar.getBoundingClientRect();
    const b = box.getBoundingClientRect();
    const overlap = a.top < b.bottom && b.top < a.bottom && a.left < b.right && b.left < a.right;
    return overlap
      ? `bar ${Math.round(a.top)}–${Math.round(a.bottom)} over box ${Math.round(b.top)}–${Math.round(b.bottom)} at scrollY ${Math.round(window.scrollY)}`
      : null;
  });
}

describe('object page layout in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let objectNumber: number;
  // Chosen by mouse, then by keyboard (Enter, ArrowDown = a week later, Enter).
  const stay = { startDate: berlinDate(12), endDate: berlinDate(19) };
  const second = { startDate: berlinDate(26), endDate: berlinDate(33) };

  beforeAll(async () => {
    ({ server, browser } = await startE2E({ DEMO_OBJECTS: '300' }));
    const cards = await searchCards(
      server.url,
      `startDate=${stay.startDate}&endDate=${stay.endDate}&persons=2`,
      'de',
    );
    let found: number | undefined;
    for (const card of cards) {
      if (card.vacancy !== 'success') continue;
      if ((await stayStatus(server.url, card.objectNumber, second)) !== 'free') continue;
      found = card.objectNumber;
      break;
    }
    if (found === undefined) throw new Error('no object free for both stays');
    objectNumber = found;
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const viewport of [DESKTOP, PHONE]) {
    it(`choosing dates keeps the calendar in place and the focus in view (${viewport.width} px)`, async () => {
      const page = await browser.context.newPage();
      const seen = watchProblems(page);
      await page.setViewportSize(viewport);
      await navigate(page, 'ObjectPage', { objectNumber });
      const box = page.getByTestId('price-box');

      // Mouse: the arrival day in the middle of the screen, then the departure.
      await showDay(page, stay.startDate);
      const arrival = box.locator(`button[data-date="${stay.startDate}"]`);
      await arrival.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      const before = await viewportTop(arrival);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      await arrival.click();
      await page.waitForFunction(
        (start) => new URL(location.href).searchParams.get('startDate') === start,
        stay.startDate,
      );
      expect(Math.abs((await viewportTop(arrival)) - before)).toBeLessThanOrEqual(2);
      await showDay(page, stay.endDate);
      const departure = box.locator(`button[data-date="${stay.endDate}"]`);
      const departureBefore = await viewportTop(departure);
      await departure.click();
      await page.waitForFunction(
        (end) => new URL(location.href).searchParams.get('endDate') === end,
        stay.endDate,
      );
      await box.getByTestId('price-total').waitFor();
      // The price arrived above the calendar: the day the guest clicked has not moved.
      expect(Math.abs((await viewportTop(departure)) - departureBefore)).toBeLessThanOrEqual(2);

      // Keyboard: Enter on a day a week later, ArrowDown, Enter — focus stays on the new day,
      // on screen and not under the summary bar.
      const start = second.startDate;
      const end = second.endDate;
      await showDay(page, start);
      const day = box.locator(`button[data-date="${start}"]`);
      await day.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await day.focus();
      const keyboardBefore = await viewportTop(day);
      await page.keyboard.press('Enter');
      await page.waitForFunction(
        (s) => new URL(location.href).searchParams.get('startDate') === s,
        start,
      );
      expect(Math.abs((await viewportTop(day)) - keyboardBefore)).toBeLessThanOrEqual(2);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await page.waitForFunction(
        (e) => new URL(location.href).searchParams.get('endDate') === e,
        end,
      );
      await box.getByTestId('price-total').waitFor();
      await expect(
        page.evaluate(() => document.activeElement?.getAttribute('data-date')),
      ).resolves.toBe(end);
      const focus = await focusVisible(page);
      expect(focus.ok, focus.what).toBe(true);
      expect(seen).toEqual([]);
      await page.close();
    }, 90_000);
  }

  it('the desktop summary bar never lies over the price box', async () => {
    const page = await browser.context.newPage();
    await page.setViewportSize(DESKTOP);
    await navigate(page, 'ObjectPage', { objectNumber }, 'de', stay);
    await page.getByTestId('price-total').waitFor();
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const overlaps: string[] = [];
    let barShown = false;
    for (let y = 0; y < height; y += 120) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(60);
      const overlap = await barOverPriceBox(page);
      if (overlap !== null) overlaps.push(overlap);
      barShown ||= await page.getByTestId('price-summary').isVisible();
    }
    expect(overlaps).toEqual([]);
    // Further down the page the bar is there (price and Book stay in reach).
    expect(barShown).toBe(true);
    await page.close();
  }, 90_000);

  for (const viewport of [DESKTOP, PHONE]) {
    it(`Tab through the price box: the focused element is never covered (${viewport.width} px)`, async () => {
      const page = await browser.context.newPage();
      await page.setViewportSize(viewport);
      await navigate(page, 'ObjectPage', { objectNumber }, 'de', stay);
      const box = page.getByTestId('price-box');
      await box.getByTestId('price-total').waitFor();
      // From the page top, Tab until the focus has left the price box again.
      await page.evaluate(() => window.scrollTo(0, 0));
      const covered: string[] = [];
      let inBox = false;
      for (let i = 0; i < 400; i++) {
        await page.keyboard.press('Tab');
        const where = await page.evaluate(() =>
          document.activeElement?.closest('[data-testid="price-box"]') ? 'box' : 'out',
        );
        if (where === 'out') {
          if (inBox) break;
          continue;
        }
        inBox = true;
        // Let a smooth scroll (if any) settle before looking.
        await page.waitForTimeout(30);
        const focus = await focusVisible(page);
        if (!focus.ok) covered.push(focus.what);
      }
      expect(inBox).toBe(true);
      expect(covered).toEqual([]);
      await page.close();
    }, 120_000);
  }

  for (const language of ['fr', 'it', 'de'] as const) {
    it(`${language} object pages do not scroll sideways at 375 px`, async () => {
      const cards = await searchCards(
        server.url,
        `startDate=${stay.startDate}&endDate=${stay.endDate}&persons=2`,
        language,
      );
      // Objects with cancellation terms, the longest label first (the badge that once did not
      // wrap), and one of every label length.
      const labelled: { card: Card; label: string }[] = [];
      // Asked all at once: one after the other, the 40 calls took seconds of the test.
      const candidates = cards.slice(0, 40);
      const labels = await Promise.all(
        candidates.map((card) => cancellationLabel(server.url, card.objectNumber, language)),
      );
      candidates.forEach((card, index) => {
        const label = labels[index] ?? null;
        if (label !== null && !labelled.some((l) => l.label === label)) {
          labelled.push({ card, label });
        }
      });
      labelled.sort((a, b) => b.label.length - a.label.length);
      expect(labelled.length).toBeGreaterThan(0);
      const page = await browser.context.newPage();
      const seen = watchProblems(page);
      await page.setViewportSize(PHONE);
      const wide: string[] = [];
      for (const { card } of labelled.slice(0, 3)) {
        const query = `startDate=${stay.startDate}&endDate=${stay.endDate}&persons=2`;
        await openPage(page, `${server.url}${card.href}?${query}`);
        await page.getByTestId('cancellation').waitFor();
        await page.waitForFunction(
          () =>
            document.querySelector('[data-testid="price-total"]') !== null ||
            document.querySelector('[data-testid="vacancy"]') !== null,
        );
        const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
        if (width > PHONE.width) {
          const culprit = await page.evaluate((limit) => {
            const all = [...document.querySelectorAll<HTMLElement>('main *')];
            const over = all.filter((el) => el.getBoundingClientRect().right > limit + 0.5);
            const last = over.at(-1);
            return last
              ? `${last.tagName}.${last.className} "${last.textContent?.slice(0, 40)}"`
              : '';
          }, PHONE.width);
          wide.push(`${card.href}: ${width} px (${culprit})`);
        }
      }
      expect(wide).toEqual([]);
      const first = labelled[0];
      if (first === undefined) throw new Error('no labelled object');
      await openPage(
        page,
        `${server.url}${first.card.href}?startDate=${stay.startDate}&endDate=${stay.endDate}&persons=2`,
      );
      await page.getByTestId('cancellation').scrollIntoViewIfNeeded();
      expect(await axeViolations(page, '[data-testid="cancellation"]')).toEqual([]);
      await fullScreenshot(page, `object-${language}-375`, { shownOnly: true });
      await page.setViewportSize(DESKTOP);
      await fullScreenshot(page, `object-${language}-1280`, { shownOnly: true });
      expect(seen).toEqual([]);
      await page.close();
    }, 180_000);
  }
});
