// The guide pages in Chromium against the real server (issue 17): about us, travel tips, health,
// checklists, travel vouchers, agencies and Ukraine help in German and English at 375 and 1280 px
// — one h1, the sections, link cards that lead on, no console problems — with screenshots; axe
// finds nothing on the about page and the checklists.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUIDE_PAGES, type GuideView } from '#app/lib/content/guides.server';
import {
  axeViolations,
  hydrated,
  screenshot,
  watchProblems,
  type Browser,
  type RunningServer,
} from './browser';
import { navigate, startE2E } from './fixtures';

const PAGES = Object.keys(GUIDE_PAGES) as GuideView[];

describe('guide pages in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    ({ server, browser } = await startE2E({ DEMO_OBJECTS: '20' }));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows each page with its sections at both widths, in German and English', async () => {
    const page = await browser.context.newPage();
    const problems = watchProblems(page);
    for (const view of PAGES) {
      for (const [lng, width] of [
        ['de', 375],
        ['de', 1280],
        ['en', 375],
        ['en', 1280],
      ] as const) {
        await page.setViewportSize({ width, height: 900 });
        await navigate(page, view, {}, lng);
        expect(await page.locator('h1').count(), view).toBe(1);
        const sections = page.locator(`[data-content-page="${view}"] section`);
        expect(await sections.count(), view).toBe(GUIDE_PAGES[view].sections.length);
        // Nothing is wider than the screen (a long word or a card grid would scroll sideways).
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${view} ${lng} ${width}`).toBeLessThanOrEqual(0);
        await screenshot(page, `guides-${view}-${lng}-${width}`);
      }
    }
    expect(problems).toEqual([]);
    await page.close();
  });

  it('passes axe on the about page and the checklists, and a card leads to its page', async () => {
    const page = await browser.context.newPage();
    for (const view of ['About', 'TipsChecklists'] as const) {
      for (const lng of ['de', 'en'] as const) {
        await navigate(page, view, {}, lng);
        expect(await axeViolations(page, 'main'), `${view} ${lng}`).toEqual([]);
      }
    }
    await navigate(page, 'Tips', {}, 'de');
    await page
      .locator('[data-content-page="Tips"]')
      .getByRole('link', { name: 'Reisegesundheit' })
      .click();
    await page.waitForURL('**/reisetipps/reisegesundheit/');
    await hydrated(page);
    expect(await page.locator('h1').innerText()).toBe('Reisegesundheit');
    await page.close();
  });
});
