// The object page's price box in Chromium against the real server and a freshly seeded demo
// catalogue: choosing arrival and departure in the availability calendar with the keyboard and
// with the mouse, the price fetched from POST /api/price/, the stay written into the URL, the
// travellers picker, accessibility (axe) and screenshots at 375 and 1280 px.
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  chooseStay,
  labelLayouts,
  openPage,
  screenshot,
  showDay,
  watchProblems,
  type Browser,
  type RunningServer,
} from './browser';
import { berlinDate, navigate, startE2E } from './fixtures';

const MANDANT = 'feriora';
interface Stay {
  startDate: string;
  endDate: string;
}

async function api<T>(url: string, init?: RequestInit): Promise<T> {
  const res = await fetch(url, init);
  return (await res.json()) as T;
}

/** An object bookable (status free) for both stays, found through the search and price APIs. */
async function findObject(base: string, first: Stay, second: Stay): Promise<number> {
  const query = `startDate=${first.startDate}&endDate=${first.endDate}&persons=2`;
  const search = await api<{
    data: { objects: { objectNumber: number; vacancy: string | null }[] };
  }>(`${base}/api/search?mandant=${MANDANT}&query=${encodeURIComponent(query)}`);
  for (const card of search.data.objects) {
    if (card.vacancy !== 'success') continue;
    let ok = true;
    for (const stay of [first, second]) {
      const price = await api<{ data: { status: string } }>(`${base}/api/price/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          mandant: MANDANT,
          objectNumber: card.objectNumber,
          persons: 2,
          ...stay,
        }),
      });
      ok &&= price.data?.status === 'free';
    }
    if (ok) return card.objectNumber;
  }
  throw new Error('no object bookable for both stays');
}

interface PriceAnswer {
  data: { status: string; variants: { available: boolean; kind: string }[] };
}

/** A 7-night stay of the object that is occupied and has a greyed variant, or null. */
async function findOccupiedStay(base: string, objectNumber: number): Promise<Stay | null> {
  for (let offset = 3; offset < 120; offset += 2) {
    const stay = { startDate: berlinDate(offset), endDate: berlinDate(offset + 7) };
    const price = await api<PriceAnswer>(`${base}/api/price/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mandant: MANDANT, objectNumber, persons: 2, ...stay }),
    });
    const variants = price.data?.variants ?? [];
    if (
      price.data?.status === 'occupied' &&
      variants.some((v) => !v.available) &&
      variants.some((v) => v.available)
    ) {
      return stay;
    }
  }
  return null;
}

describe('price box in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let objectNumber: number;
  const first: Stay = { startDate: berlinDate(10), endDate: berlinDate(17) };
  const second: Stay = { startDate: berlinDate(20), endDate: berlinDate(27) };

  beforeAll(async () => {
    ({ server, browser } = await startE2E({ DEMO_OBJECTS: '300' }));
    objectNumber = await findObject(server.url, first, second);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('chooses dates with the keyboard and the mouse, prices them and keeps them in the URL', async () => {
    const page = await browser.context.newPage();
    const seen = watchProblems(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await navigate(page, 'ObjectPage', { objectNumber });
    const box = page.getByTestId('price-box');
    await expect(box.isVisible()).resolves.toBe(true);
    // Before dates: the prompt, and Book is disabled with its reason.
    await expect(box.getByText(/Wählen Sie Anreise und Abreise/).isVisible()).resolves.toBe(true);
    await expect(box.getByTestId('book').isDisabled()).resolves.toBe(true);

    // Keyboard: focus the arrival day, Enter; ArrowDown = one week later, Enter.
    await showDay(page, first.startDate);
    await box.locator(`button[data-date="${first.startDate}"]`).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await expect(
      page.evaluate(() => document.activeElement?.getAttribute('data-date')),
    ).resolves.toBe(first.endDate);
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      (end) => new URL(location.href).searchParams.get('endDate') === end,
      first.endDate,
    );
    const url = new URL(page.url());
    expect(url.searchParams.get('startDate')).toBe(first.startDate);
    expect(url.searchParams.get('persons')).toBe('2');
    await box.getByTestId('price-total').waitFor();
    const firstTotal = await box.getByTestId('price-total').textContent();
    expect(firstTotal).toMatch(/\d.*€/);
    await expect(box.getByTestId('vacancy').getAttribute('data-variant')).resolves.toBe('success');
    await expect(box.getByTestId('price-period').textContent()).resolves.toContain('7 Nächte');
    await expect(box.getByTestId('book').getAttribute('href')).resolves.toContain(
      `startDate=${first.startDate}`,
    );
    await expect(box.getByTestId('calendar-arrival').textContent()).resolves.toBe(
      first.startDate.split('-').reverse().join('.'),
    );

    // Mouse: a new arrival and departure.
    await chooseStay(page, second);
    await box.getByTestId('price-total').waitFor();
    await expect(box.getByTestId('price-period').textContent()).resolves.toContain(
      second.startDate.split('-').reverse().join('.'),
    );

    // Travellers: a child's age is asked for, not guessed (decision 104); chosen, it goes into
    // the URL and the price.
    await box.getByLabel('Kinder (bis 17 Jahre)').selectOption('1');
    await page.waitForFunction(() => new URL(location.href).searchParams.get('childs') === '1');
    expect(await box.getByLabel('Alter Kind 1').inputValue()).toBe('');
    await expect(
      box.getByLabel('Alter Kind 1').locator('option:checked').textContent(),
    ).resolves.toBe('Alter wählen');
    await box.getByLabel('Alter Kind 1').selectOption('6');
    await page.waitForFunction(() => new URL(location.href).searchParams.get('childAges') === '6');
    await box.getByTestId('price-total').waitFor();
    await expect(box.getByTestId('price-period').textContent()).resolves.toContain('1 Kind');

    // Reload: the shared URL comes back with the same stay and price.
    await openPage(page, page.url());
    await box.getByTestId('price-total').waitFor();
    await expect(box.getByTestId('calendar-departure').textContent()).resolves.toBe(
      second.endDate.split('-').reverse().join('.'),
    );

    expect(await axeViolations(page, '[data-testid="price-box"]')).toEqual([]);
    await screenshot(page, 'price-box-1280');
    expect(seen).toEqual([]);
    await page.close();
  }, 90_000);

  it('the head’s discount badge follows the stay chosen in the box (decision 105)', async () => {
    // A home with a "Last Minute" badge and a free near stay that gets the discount.
    const undated = await api<{
      data: {
        objects: { objectNumber: number; distinctions: { discountKind: string | null }[] }[];
      };
    }>(
      `${server.url}/api/search?mandant=${MANDANT}&query=${encodeURIComponent('objectsPerPage=100')}`,
    );
    const quote = async (objectNumber: number, stay: Stay) =>
      (
        await api<{ data: { status: string; discount: { kind: string } | null } | null }>(
          `${server.url}/api/price/`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ mandant: MANDANT, objectNumber, persons: 2, ...stay }),
          },
        )
      ).data;
    /** A free stay of `nights` arriving in [from, to) days whose discount passes `check`. */
    const freeStay = async (
      objectNumber: number,
      [from, to]: [number, number],
      nights: number,
      check: (kind: string | null) => boolean,
    ): Promise<Stay | null> => {
      for (let offset = from; offset < to; offset++) {
        const stay = { startDate: berlinDate(offset), endDate: berlinDate(offset + nights) };
        const priced = await quote(objectNumber, stay);
        if (priced?.status === 'free' && check(priced.discount?.kind ?? null)) return stay;
      }
      return null;
    };
    let found: { objectNumber: number; near: Stay; far: Stay } | null = null;
    for (const card of undated.data.objects) {
      if (!card.distinctions.some((d) => d.discountKind === 'lastMinute')) continue;
      const near = await freeStay(card.objectNumber, [2, 8], 7, (k) => k === 'lastMinute');
      const far =
        near && (await freeStay(card.objectNumber, [45, 90], 7, (k) => k !== 'lastMinute'));
      if (near && far) {
        found = { objectNumber: card.objectNumber, near, far };
        break;
      }
    }
    expect(found, 'a home with a last-minute stay').not.toBeNull();
    const { objectNumber: home, near, far } = found!;
    const page = await browser.context.newPage();
    const seen = watchProblems(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    const badges = page.getByRole('list', { name: 'Auszeichnungen' });
    const lastMinute = badges.getByText('Last Minute');
    const choose = async (chosen: Stay) => {
      await chooseStay(page, chosen);
      // The head follows the stay's quote: wait until the box shows it.
      await page
        .getByTestId('price-box')
        .getByTestId('price-period')
        .filter({ hasText: chosen.startDate.split('-').reverse().join('.') })
        .waitFor();
    };
    // Without dates: what the home offers.
    await navigate(page, 'ObjectPage', { objectNumber: home });
    await expect(lastMinute.count()).resolves.toBe(1);
    // The near stay gets the discount: the badge stays.
    await choose(near);
    await expect(lastMinute.count()).resolves.toBe(1);
    // A stay two months ahead does not: the badge goes.
    await choose(far);
    await lastMinute.waitFor({ state: 'detached' });
    expect(seen).toEqual([]);
    await page.close();
  }, 90_000);

  it('an occupied stay: danger bubble, Book disabled, variants (one greyed) to choose from', async () => {
    const stay = await findOccupiedStay(server.url, objectNumber);
    // The demo catalogue is generated: an object without such a stay is possible, not an error.
    if (stay === null) return;
    const page = await browser.context.newPage();
    const seen = watchProblems(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await navigate(page, 'ObjectPage', { objectNumber }, 'de', { ...stay });
    const box = page.getByTestId('price-box');
    await box.getByTestId('vacancy').waitFor();
    await expect(box.getByTestId('vacancy').getAttribute('data-variant')).resolves.toBe('danger');
    await expect(box.getByTestId('book').isDisabled()).resolves.toBe(true);
    await expect(box.getByText(/nicht verfügbar/).count()).resolves.toBeGreaterThan(0);
    await box.locator('[data-available="false"]').first().scrollIntoViewIfNeeded();
    // A taken night inside the chosen stay looks taken, not like the stay's other nights.
    const taken = box.locator('[data-in-stay][data-kind="occupied"]:not([data-edge])');
    const free = box.locator('[data-in-stay][data-kind="vacant"]:not([data-edge])');
    if ((await taken.count()) > 0) {
      const look = (day: typeof taken) =>
        day.first().evaluate((el) => {
          const style = getComputedStyle(el);
          return `${style.textDecorationLine} ${style.backgroundColor}`;
        });
      expect(await look(taken)).toContain('line-through');
      if ((await free.count()) > 0) expect(await look(taken)).not.toBe(await look(free));
    }
    await screenshot(page, 'price-box-occupied-1280', { viewportOnly: true });
    // Choosing an available variant takes its dates.
    const choice = box.locator('button[data-variant-start]').first();
    const start = await choice.getAttribute('data-variant-start');
    await choice.click();
    await page.waitForFunction(
      (s) => new URL(location.href).searchParams.get('startDate') === s,
      start,
    );
    await box.getByTestId('vacancy').waitFor();
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="vacancy"]')?.getAttribute('data-variant') ===
        'success',
    );
    expect(await axeViolations(page, '[data-testid="price-box"]')).toEqual([]);
    expect(seen).toEqual([]);
    await page.close();
  }, 90_000);

  it('centres the actions’ words when they wrap on a phone, in every language', async () => {
    // "Poser une option sans engagement" wraps at 375 px; its second line sat at the left edge
    // of the button, under a centred "Réserver", and both lines touched its border. The booking
    // summary's Italian "Prenota con obbligo di pagamento" (the site's shared button) touched it.
    const page = await browser.context.newPage();
    const seen = watchProblems(page);
    await page.setViewportSize({ width: 375, height: 800 });
    const stay = `startDate=${first.startDate}&endDate=${first.endDate}&persons=2`;
    let wrapped = 0;
    const expectTidy = async (where: string, elements: Locator) => {
      const layouts = await labelLayouts(elements);
      expect(layouts.length, where).toBeGreaterThan(0);
      for (const label of layouts) {
        if (label.lines > 1) wrapped += 1;
        expect(label.offCentre, `${where} ${label.text}`).toBeLessThanOrEqual(2);
        expect(label.clearance, `${where} ${label.text}`).toBeGreaterThanOrEqual(6);
      }
    };
    for (const prefix of ['', '/en', '/fr', '/it']) {
      await openPage(page, `${server.url}${prefix}/object/${objectNumber}/?${stay}`);
      const box = page.getByTestId('price-box');
      await box.getByTestId('price-total').waitFor();
      await expectTidy(
        `${prefix} object`,
        box.locator('[data-testid="book"], [data-testid="book"] ~ *'),
      );
      if (prefix === '/fr') {
        await box.getByTestId('book').scrollIntoViewIfNeeded();
        await screenshot(page, 'price-box-actions-fr-375', { viewportOnly: true });
      }
      // The booking's two steps: the buttons of the site's shared style.
      await box.getByTestId('book').click();
      await page.getByTestId('continue').waitFor();
      await expectTidy(`${prefix} booking start`, page.locator('main form button[type="submit"]'));
      await page.getByTestId('continue').click();
      // The summary's own form: the start's buttons ("main form …") stay in the page until React
      // commits the summary, after the address has already changed (CI of 3e5c411 measured them
      // and then found them detached).
      const submit = page.getByTestId('summary-form').locator('button[type="submit"]');
      await page.waitForURL(/\/summary\//);
      await submit.first().waitFor();
      await expectTidy(`${prefix} booking summary`, submit);
      if (prefix === '/it') {
        await submit.last().scrollIntoViewIfNeeded();
        await screenshot(page, 'booking-summary-submit-it-375', { viewportOnly: true });
      }
    }
    // The check saw wrapped labels (the French option's, the Italian booking button), or it
    // proves nothing.
    expect(wrapped).toBeGreaterThan(1);
    expect(seen).toEqual([]);
    await page.close();
  }, 120_000);

  it('explains a refused day and works at 375 px with the sticky bar', async () => {
    const page = await browser.context.newPage();
    const seen = watchProblems(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await navigate(page, 'ObjectPage', { objectNumber });
    const box = page.getByTestId('price-box');
    // A day before today cannot be chosen.
    const past = box.locator('button[data-kind="past"]').first();
    if ((await past.count()) > 0) {
      // aria-disabled, not disabled: it stays in the grid's keyboard order and explains itself.
      await past.click({ force: true });
      await expect(box.getByRole('status').first().textContent()).resolves.toContain(
        'Vergangenheit',
      );
    }
    // Further down the page a sticky bar leads back to the calendar.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const bar = page.getByRole('region', { name: 'Preis und Buchung' });
    await bar.waitFor();
    await screenshot(page, 'price-box-375-bar', { viewportOnly: true });
    await bar.getByRole('button', { name: 'Reisedaten wählen' }).click();
    await page.waitForFunction(() => document.activeElement?.closest('[data-testid="price-box"]'));
    await showDay(page, first.startDate);
    await box.locator(`button[data-date="${first.startDate}"]`).click();
    await showDay(page, first.endDate);
    await box.locator(`button[data-date="${first.endDate}"]`).click();
    await box.getByTestId('price-total').waitFor();
    // Nothing sticks out of the phone's width.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await axeViolations(page, '[data-testid="price-box"]')).toEqual([]);
    await box.scrollIntoViewIfNeeded();
    await screenshot(page, 'price-box-375');
    expect(seen).toEqual([]);
    await page.close();
  }, 90_000);
});
