// The themed landing pages and /reiseziele/ in Chromium against the real server (issue 17): every
// page in German and English at 375 and 1280 px with one h1, its homes as cards with photo and
// price and no sideways scrolling on a phone; axe finds nothing on the holidays-with-a-dog page
// and on the destinations (a country opened); screenshots of each (copied to /tmp/shots/landing).
import { copyFileSync, mkdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  screenshot,
  watchProblems,
  type Browser,
  type RunningServer,
} from './browser';
import { navigate, startE2E } from './fixtures';

const PAGES = [
  'Pets',
  'DogVacationDenmark',
  'HolidayParks',
  'WinterVacation',
  'Christmas',
  'Family',
  'DogBeachNorthSea',
  'DogBeachBalticSea',
  'DogBeachCroatia',
  'Destinations',
] as const;
const SHOTS = '/tmp/shots/landing';

describe('landing pages in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    ({ server, browser } = await startE2E({ DEMO_OBJECTS: '300' }));
    mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows every page at 375 and 1280 px in German and English, accessible', async () => {
    const page = await browser.context.newPage();
    const problems = watchProblems(page);
    for (const route of PAGES) {
      for (const [lng, width] of [
        ['de', 375],
        ['de', 1280],
        ['en', 375],
        ['en', 1280],
      ] as const) {
        const where = `${route} ${lng} ${width}`;
        await page.setViewportSize({ width, height: 900 });
        await navigate(page, route, {}, lng);
        expect(await page.locator('h1').count(), where).toBe(1);
        expect(await page.locator(`[data-content-page="${route}"]`).count(), where).toBe(1);
        // Nothing wider than the phone's screen.
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, where).toBeLessThanOrEqual(0);
        if (route === 'Destinations') {
          // A country opens to its regions and places.
          const first = page.locator('[data-content-page] details').first();
          await first.locator('summary').click();
          expect(await first.getAttribute('open'), where).not.toBeNull();
          expect(await first.locator('a').count(), where).toBeGreaterThan(3);
        } else if (route !== 'HolidayParks') {
          const cards = page.locator('[data-object-number]');
          expect(await cards.count(), where).toBeGreaterThan(0);
          await cards.first().locator('img').scrollIntoViewIfNeeded();
          // Photos not rendered yet are rendered on request (a moment on a fresh server).
          await expect
            .poll(
              () =>
                cards
                  .first()
                  .locator('img')
                  .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
              { timeout: 20_000 },
            )
            .toBe(true);
        }
        const file = await screenshot(page, `landing-${route}-${lng}-${width}`);
        copyFileSync(file, join(SHOTS, basename(file)));
      }
      if (route === 'Pets' || route === 'Destinations' || route === 'DogBeachNorthSea')
        expect(await axeViolations(page, 'main'), route).toEqual([]);
    }
    expect(problems).toEqual([]);
    await page.close();
  }, 300_000);
});
