// The legal pages in Chromium against the real server (issue 17): Impressum, Datenschutzerklärung
// and Reisebedingungen in German and English at 375 and 1280 px — one h1, the contents' anchors
// name sections of the page, axe finds nothing, the print layout keeps the text — with screenshots.
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

const toc0 = (page: Page) => page.locator('nav[aria-labelledby="content-toc"] a');

const PAGES = [
  ['Disclaimer', 'imprint'],
  ['Privacy', 'privacy'],
  ['TravelConditions', 'terms'],
] as const;

describe('legal pages in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    ({ server, browser } = await startE2E({ DEMO_OBJECTS: '20' }));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows each page with contents that lead to its sections, accessible', async () => {
    const page = await browser.context.newPage();
    const problems = watchProblems(page);
    for (const [route, name] of PAGES) {
      for (const [lng, width] of [
        ['de', 375],
        ['de', 1280],
        ['en', 375],
        ['en', 1280],
      ] as const) {
        await page.setViewportSize({ width, height: 900 });
        await navigate(page, route, {}, lng);
        expect(await page.locator('h1').count()).toBe(1);
        const toc = toc0(page);
        expect(await toc.count()).toBeGreaterThan(4);
        await screenshot(page, `legal-${name}-${lng}-${width}`);
      }
      expect(await axeViolations(page, 'main'), name).toEqual([]);
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
    }
    expect(problems).toEqual([]);
    await page.close();
  });
});
