// The legal pages in Chromium against the real server (issue 17): Impressum, Datenschutzerklärung,
// Reisebedingungen and the Erklärung zur Barrierefreiheit in German and English at 375 and 1280 px — one h1, the contents' anchors
// name sections of the page, axe finds nothing, the print layout keeps the text — with screenshots.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPageViews } from './browser';
import { navigate, startE2E, type E2E } from './fixtures';

const toc0 = (page: Page) => page.locator('nav[aria-labelledby="content-toc"] a');

const PAGES = [
  ['Disclaimer', 'imprint'],
  ['Privacy', 'privacy'],
  ['TravelConditions', 'terms'],
  ['Accessibility', 'accessibility'],
] as const;

describe('legal pages in Chromium', () => {
  let e2e: E2E;

  beforeAll(async () => {
    e2e = await startE2E({ DEMO_OBJECTS: '20' });
  });
  afterAll(() => e2e?.close());

  it('shows each page with contents that lead to its sections, accessible', async () => {
    await checkPageViews(e2e.browser.context, PAGES, {
      name: ([, name]) => name,
      open: (page, [route], { lng }) => navigate(page, route, {}, lng),
      async check(page) {
        const toc = toc0(page);
        expect(await toc.count()).toBeGreaterThan(4);
      },
      shots: 'legal',
      axe: 'each page',
      async after(page) {
        const target = (await toc0(page).last().getAttribute('href')) ?? '';
        // Every entry of the contents names a section of the page.
        for (const href of await toc0(page).evaluateAll((links) =>
          links.map((a) => a.getAttribute('href') ?? ''),
        ))
          expect(await page.locator(href).count(), href).toBe(1);
        await page.emulateMedia({ media: 'print' });
        expect(await page.locator('main').innerText()).toContain(
          (await page.locator(`${target} h2`).innerText()).trim(),
        );
        await page.emulateMedia({ media: 'screen' });
      },
    });
  }, 300_000);
});
