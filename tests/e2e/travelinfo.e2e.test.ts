// The travel information pages in Chromium against the real server (issue 17): the school
// holidays of Germany, the traveller notices and a POI page, in German and English at 375 and
// 1280 px — one h1, the holiday tables readable on a phone (no page-wide horizontal scrolling),
// axe finds nothing — with screenshots.
import { copyFileSync, mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  screenshot,
  watchProblems,
  type Browser,
  type RunningServer,
} from './browser';
import { navigate, startE2E } from './fixtures';

/** Screenshots are also kept for the reviewer (SHOTS_DIR, default /tmp/shots/travelinfo). */
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots/travelinfo';

async function shot(page: Page, name: string) {
  const path = await screenshot(page, `travelinfo-${name}`);
  mkdirSync(SHOTS, { recursive: true });
  copyFileSync(path, `${SHOTS}/${name}.png`);
}

const SIZES = [
  ['de', 375],
  ['de', 1280],
  ['en', 375],
  ['en', 1280],
] as const;

describe('travel information pages in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    ({ server, browser } = await startE2E({ DEMO_OBJECTS: '20' }));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows the school holidays as tables that fit a phone, accessible', async () => {
    const page = await browser.context.newPage();
    const problems = watchProblems(page);
    for (const [lng, width] of SIZES) {
      await page.setViewportSize({ width, height: 900 });
      await navigate(page, 'HolidayDates', { countryCode: 'de' }, lng);
      expect(await page.locator('h1').count()).toBe(1);
      expect(await page.locator('h1').innerText()).toMatch(/2026.*2027/);
      expect(await page.locator('main table').count()).toBe(4);
      const row = page
        .locator('main table')
        .first()
        .locator('tbody tr', {
          has: page.locator('th', { hasText: lng === 'de' ? 'Bayern' : 'Bavaria' }),
        });
      await expect.poll(() => row.count()).toBe(1);
      // The page itself never scrolls sideways (a table may scroll inside its frame).
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${lng} ${width}`).toBeLessThanOrEqual(0);
      await shot(page, `holidays-${lng}-${width}`);
      expect(await axeViolations(page, 'main'), `${lng} ${width}`).toEqual([]);
    }
    expect(problems).toEqual([]);
    await page.close();
  });

  it('shows the traveller notices and a POI page', async () => {
    const page = await browser.context.newPage();
    const problems = watchProblems(page);
    for (const [lng, width] of SIZES) {
      await page.setViewportSize({ width, height: 900 });
      await navigate(page, 'CoronaInfo', {}, lng);
      expect(await page.locator('main [role="note"]').count()).toBe(1);
      await shot(page, `notices-${lng}-${width}`);
      expect(await axeViolations(page, 'main'), `notices ${lng}`).toEqual([]);
    }
    const api = await page.request.post('/api/poi/pois', {
      data: { mandant: 'feriora', queryParameters: { bbox: '30,-20,72,40', kind: 'sight' } },
    });
    const [sight] = ((await api.json()) as { data: { pois: { poiId: number }[] } }).data.pois;
    expect(sight).toBeDefined();
    for (const [lng, width] of SIZES) {
      await page.setViewportSize({ width, height: 900 });
      const doc = await page.request.get(
        `/api/poi/doc?mandant=feriora&poiId=${sight!.poiId}&languageCode=${lng}`,
      );
      const { path, title } = ((await doc.json()) as { data: { path: string; title: string } })
        .data;
      await page.goto(path);
      expect(await page.locator('h1').innerText()).toBe(title);
      await shot(page, `poi-${lng}-${width}`);
      expect(await axeViolations(page, 'main'), `poi ${lng}`).toEqual([]);
    }
    expect(problems).toEqual([]);
    await page.close();
  });
});
