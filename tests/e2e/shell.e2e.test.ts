// Page shell in Chromium: the language switch keeps the page, the header folds into a menu below
// 768 px, search/booking-type screens get the compact bar, partner links keep a known partner id.
import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, screenshot, watchConsole, type Browser, type RunningServer } from './browser';
import { startE2E } from './fixtures';

describe('page shell', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    ({ server, browser } = await startE2E());
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('switches language on a content page and stays on the same page', async () => {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    const problems = watchConsole(page);
    await page.goto(`${server.url}/datenschutz/`, { waitUntil: 'networkidle' });
    expect(await page.locator('h1').textContent()).toBe('Datenschutzerklärung');
    await page.getByRole('link', { name: 'fr', exact: true }).click();
    await page.waitForURL(`${server.url}/fr/protection-des-donnees/`);
    expect(await page.getAttribute('html', 'lang')).toBe('fr');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
      /\/fr\/protection-des-donnees\/$/,
    );
    await page.getByRole('link', { name: 'it', exact: true }).click();
    await page.waitForURL(`${server.url}/it/protezione-dei-dati/`);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('folds the header into a menu below 768 px and opens it with the toggle', async () => {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 375, height: 800 });
    const problems = watchConsole(page);
    await page.goto(`${server.url}/impressum/`, { waitUntil: 'networkidle' });
    // The menu button is React's: a click before hydration does nothing.
    await hydrated(page);
    const toggle = page.getByRole('button', { name: 'Menü' });
    await expect.poll(() => toggle.isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Suche', exact: true }).isVisible()).toBe(false);
    await screenshot(page, 'shell-header-375-closed');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByRole('link', { name: 'Suche', exact: true }).isVisible()).toBe(true);
    await screenshot(page, 'shell-header-375-open');
    const axe = await new AxeBuilder({ page }).analyze();
    expect(
      axe.violations.map((v) => `${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    ).toEqual([]);
    // Following a menu entry closes the menu.
    await page.getByRole('link', { name: 'Suche', exact: true }).click();
    await page.waitForURL(`${server.url}/search/`);
    await expect.poll(() => page.getByTestId('compact-bar').isVisible()).toBe(true);
    // The compact bar's watch-list link is named with its word on a phone too (the word is hidden
    // from the eye there; it was "(0 Unterkünfte)" alone).
    expect(
      await page
        .getByTestId('compact-bar')
        .getByRole('link', { name: /^Merkliste\s*\(0 Unterkünfte\)$/ })
        .count(),
    ).toBe(1);
    expect(problems).toEqual([]);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${server.url}/impressum/`, { waitUntil: 'networkidle' });
    expect(await toggle.isVisible()).toBe(false);
    expect(await page.getByRole('link', { name: 'Suche', exact: true }).isVisible()).toBe(true);
    await screenshot(page, 'shell-header-1280');
    await page.close();
  });

  it('keeps the parameter of a known partner on navigation, and no unknown one', async () => {
    const page = await browser.context.newPage();
    // 5001: a partner of the demo catalogue.
    await page.goto(`${server.url}/impressum/?partner=5001`, { waitUntil: 'networkidle' });
    const search = await page
      .locator('header a', { hasText: 'Suche' })
      .first()
      .getAttribute('href');
    expect(search).toBe('/search/?partner=5001');
    const footerLink = await page
      .locator('footer a', { hasText: 'Datenschutz' })
      .getAttribute('href');
    expect(footerLink).toBe('/datenschutz/?partner=5001');
    // An id no partner has is no partner (issue 12): the links do not carry it.
    const fresh = await browser.context.newPage();
    await browser.context.clearCookies();
    await fresh.goto(`${server.url}/impressum/?partner=4711`, { waitUntil: 'networkidle' });
    expect(await fresh.locator('footer a', { hasText: 'Datenschutz' }).getAttribute('href')).toBe(
      '/datenschutz/',
    );
    await fresh.close();
    await page.close();
  });

  it('shows the footer with extra portals on home and the booking footer in the booking flow', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    expect(await page.getByTestId('extra-portals').isVisible()).toBe(true);
    await page.goto(`${server.url}/booking/start/100123/`, { waitUntil: 'networkidle' });
    expect(await page.locator('footer').getAttribute('data-variant')).toBe('booking');
    expect(await page.getByTestId('compact-bar').isVisible()).toBe(true);
    await page.goto(`${server.url}/bookingStalker/`, { waitUntil: 'networkidle' });
    expect(await page.locator('footer').count()).toBe(0);
    await page.close();
  });
});
