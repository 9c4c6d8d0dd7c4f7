// The compact bar of search and object pages (SPEC.md §2 hides the full header there) offers a
// language switch (issue 12): present, usable by keyboard (open, choose, Escape), axe clean, it
// leads to the same page in the other language and keeps the query (filters, the chosen stay);
// the bar fits a 375 px phone in every language. Screenshots at 375 and 1280 px.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  axeViolations,
  openPage,
  screenshot,
  watchProblems,
  type Browser,
  type RunningServer,
} from './browser';
import { berlinDate, startE2E } from './fixtures';

const MANDANT = 'feriora';

interface Card {
  objectNumber: number;
  href: string;
}

async function firstCard(base: string, language: string): Promise<Card> {
  const res = await fetch(
    `${base}/api/search?mandant=${MANDANT}&languageCode=${language}&markers=0&query=`,
  );
  const card = ((await res.json()) as { data: { objects: Card[] } }).data.objects[0];
  if (card === undefined) throw new Error('no object');
  return card;
}

async function canonical(page: Page): Promise<string> {
  const href = await page.locator('link[rel="canonical"]').getAttribute('href');
  return new URL(href ?? '').pathname;
}

describe('language switch in the compact bar', () => {
  let server: RunningServer;
  let browser: Browser;
  let object: { de: Card; fr: Card; it: Card };
  let location: { de: string; fr: string };

  beforeAll(async () => {
    ({ server, browser } = await startE2E({ DEMO_OBJECTS: '60' }));
    const [de, fr, it] = await Promise.all(
      ['de', 'fr', 'it'].map((language) => firstCard(server.url, language)),
    );
    if (!de || !fr || !it) throw new Error('no object');
    object = { de, fr, it };
    // The object's SEO URL is its place's location page plus the number.
    location = { de: de.href.replace(/\d+\/$/, ''), fr: fr.href.replace(/\d+\/$/, '') };
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const width of [375, 1280]) {
    it(`on a location page: opens by keyboard, is axe clean, leads to the French page (${width} px)`, async () => {
      const page = await browser.context.newPage();
      const seen = watchProblems(page);
      await page.setViewportSize({ width, height: 800 });
      await openPage(page, `${server.url}${location.de}?persons=4`);
      const bar = page.getByTestId('compact-bar');
      expect(await bar.isVisible()).toBe(true);
      // The SPEC's rule stands: no full header on this screen.
      expect(await page.getByRole('navigation', { name: 'Hauptnavigation' }).count()).toBe(0);
      const toggle = bar.getByTestId('language-switch').locator('summary');
      expect(await toggle.isVisible()).toBe(true);
      await expect(toggle.textContent()).resolves.toContain('Sprache wählen');
      await screenshot(page, `compact-bar-${width}`);

      // Keyboard: Tab from the page start reaches the switch; Enter opens it.
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      let reached = false;
      for (let i = 0; i < 8 && !reached; i++) {
        await page.keyboard.press('Tab');
        reached = await toggle.evaluate((element) => element === document.activeElement);
      }
      expect(reached).toBe(true);
      await page.keyboard.press('Enter');
      const menu = bar.getByRole('list', { name: 'Sprache wählen' });
      expect(await menu.isVisible()).toBe(true);
      const names = await menu.getByRole('link').allTextContents();
      expect(names.map((n) => n.replace(/(DE|EN|FR|IT)$/i, ''))).toEqual([
        'Deutsch',
        'English',
        'Français',
        'Italiano',
      ]);
      await expect(
        menu.getByRole('link', { name: /Deutsch/ }).getAttribute('aria-current'),
      ).resolves.toBe('true');
      expect(await axeViolations(page, '[data-testid="compact-bar"]')).toEqual([]);
      const overflow = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
      expect(overflow).toBeLessThanOrEqual(width);
      await screenshot(page, `compact-bar-${width}-open`);

      // Escape closes it and gives the focus back to the toggle.
      await page.keyboard.press('Escape');
      expect(await menu.isVisible()).toBe(false);
      expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true);

      // Open again, Tab to Français, Enter: the French location page, query kept.
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(
        page.evaluate(() => document.activeElement?.getAttribute('hreflang')),
      ).resolves.toBe('fr');
      await Promise.all([page.waitForURL(/\/fr\//), page.keyboard.press('Enter')]);
      await page.waitForFunction(() => document.documentElement.lang === 'fr');
      expect(new URL(page.url()).pathname).toBe(location.fr);
      expect(new URL(page.url()).searchParams.get('persons')).toBe('4');
      expect(await canonical(page)).toBe(location.fr);
      await expect(
        page.getByTestId('language-switch').locator('summary').textContent(),
      ).resolves.toContain('Choisir la langue');
      expect(seen).toEqual([]);
      await page.close();
    }, 90_000);
  }

  it('on an object page: keeps the chosen stay, a click elsewhere closes the menu', async () => {
    const page = await browser.context.newPage();
    const seen = watchProblems(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    const stay = `startDate=${berlinDate(20)}&endDate=${berlinDate(27)}&persons=2`;
    await openPage(page, `${server.url}${object.de.href}?${stay}`);
    const toggle = page.getByTestId('language-switch').locator('summary');
    await toggle.click();
    const italian = page.getByTestId('language-switch').getByRole('link', { name: /Italiano/ });
    expect(await italian.isVisible()).toBe(true);
    await page.locator('h1').click();
    expect(await italian.isVisible()).toBe(false);
    await toggle.click();
    await Promise.all([page.waitForURL(/\/it\//), italian.click()]);
    const url = new URL(page.url());
    expect(url.pathname).toBe(object.it.href);
    expect(url.searchParams.get('startDate')).toBe(berlinDate(20));
    expect(url.searchParams.get('endDate')).toBe(berlinDate(27));
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('it');
    expect(seen).toEqual([]);
    await page.close();
  }, 90_000);

  it('the search page and object pages fit a 375 px phone in every language', async () => {
    const page = await browser.context.newPage();
    const seen = watchProblems(page);
    await page.setViewportSize({ width: 375, height: 800 });
    const pages = [
      '/search/',
      '/fr/search/',
      '/it/search/',
      '/en/search/',
      object.de.href,
      object.fr.href,
      object.it.href,
    ];
    const wide: string[] = [];
    for (const path of pages) {
      await openPage(page, `${server.url}${path}`);
      const bar = await page.getByTestId('compact-bar').boundingBox();
      const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
      // The bar stays one row high on a 375 px phone.
      if (width > 375 || (bar?.height ?? 0) > 60)
        wide.push(`${path}: ${width} px, bar ${bar?.height}`);
    }
    expect(wide).toEqual([]);
    await openPage(page, `${server.url}/fr/search/`);
    await screenshot(page, 'search-compact-bar-fr-375');
    expect(seen).toEqual([]);
    await page.close();
  }, 120_000);
});
