// The guide pages in Chromium against the real server (issue 17): about us, travel tips, health,
// checklists, travel vouchers, agencies and Ukraine help in German and English at 375 and 1280 px
// — one h1, the sections, link cards that lead on, no console problems — with screenshots; axe
// finds nothing on the about page and the checklists.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUIDE_PAGES, type GuideView } from '#app/lib/content/guides.server';
import { axeViolations, checkPageViews, hydrated } from './browser';
import { navigate, startE2E, type E2E } from './fixtures';

const PAGES = Object.keys(GUIDE_PAGES) as GuideView[];

describe('guide pages in Chromium', () => {
  let e2e: E2E;

  beforeAll(async () => {
    e2e = await startE2E({ DEMO_OBJECTS: '20' });
  });
  afterAll(() => e2e?.close());

  // A view walk (pages × four views, a screenshot each) has the 300 s of the other walks: its
  // 60 s default ran out on a slow machine's CI run.
  it('shows each page with its sections at both widths, in German and English', async () => {
    await checkPageViews(e2e.browser.context, PAGES, {
      open: (page, view, { lng }) => navigate(page, view, {}, lng),
      async check(page, view) {
        const sections = page.locator(`[data-content-page="${view}"] section`);
        expect(await sections.count(), view).toBe(GUIDE_PAGES[view].sections.length);
      },
      shots: 'guides',
      // axe: the next test, on the about page and the checklists.
      axe: 'none',
    });
  }, 300_000);

  it('passes axe on the about page and the checklists, and a card leads to its page', async () => {
    const page = await e2e.browser.context.newPage();
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
