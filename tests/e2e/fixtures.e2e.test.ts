// The browser-test fixtures themselves: the test server and Chromium count from the same fixed
// today (and the browser's clock runs on from it), and navigate opens pages of the route table.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXED_NOW } from '#tests/helpers/clock';
import { berlinDate, navigate, startE2E, TODAY, type E2E } from './fixtures';

const MANDANT = 'feriora';

describe('browser-test fixtures', () => {
  let e2e: E2E;
  let objectNumber: number;
  beforeAll(async () => {
    e2e = await startE2E({ DEMO_OBJECTS: '20' });
    const search = (await (
      await fetch(`${e2e.server.url}/api/search?mandant=${MANDANT}&markers=0`)
    ).json()) as { data: { objects: { objectNumber: number }[] } };
    objectNumber = search.data.objects[0]!.objectNumber;
  }, 120_000);
  afterAll(() => e2e?.close());

  it('berlinDate counts from the fixed today', () => {
    expect(TODAY).toBe('2026-11-22');
    expect(berlinDate(10)).toBe('2026-12-02');
    expect(berlinDate(-22)).toBe('2026-10-31');
  });

  it('the server prices from the fixed today', async () => {
    const price = async (startDate: string) => {
      const res = await fetch(`${e2e.server.url}/api/price/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ mandant: MANDANT, objectNumber, startDate, duration: 7 }),
      });
      return ((await res.json()) as { data: { status: string } }).data.status;
    };
    expect(await price(berlinDate(-1))).toBe('inThePast');
    expect(await price(TODAY)).not.toBe('inThePast');
  });

  it('opens a route by name in the browser, whose calendar starts at the same today', async () => {
    const page = await e2e.browser.context.newPage();
    const path = await navigate(page, 'ObjectPage', { objectNumber }, 'en', { persons: 2 });
    expect(path).toBe(`/en/object/${objectNumber}/?persons=2`);
    expect(new URL(page.url()).pathname).toBe(`/en/object/${objectNumber}/`);
    // The browser's clock started at FIXED_NOW and runs on.
    const first = await page.evaluate(() => Date.now());
    expect(first).toBeGreaterThanOrEqual(FIXED_NOW.getTime());
    expect(first - FIXED_NOW.getTime()).toBeLessThan(10 * 60_000);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => Date.now())).toBeGreaterThan(first);
    const box = page.getByTestId('price-box');
    await expect(
      box.locator(`button[data-date="${berlinDate(-1)}"]`).getAttribute('data-kind'),
    ).resolves.toBe('past');
    await expect(
      box.locator(`button[data-date="${TODAY}"]`).getAttribute('data-kind'),
    ).resolves.not.toBe('past');
    await page.close();
  });
});
