import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fullScreenshot,
  hydrated,
  launchBrowser,
  watchConsole,
  type Browser,
  type RunningServer,
} from './browser';
import { startE2E } from './fixtures';

async function homeScreenshot(page: Parameters<typeof fullScreenshot>[0], name: string) {
  // On phones the recommendations scroll sideways: photos off to the right load when scrolled to.
  await fullScreenshot(page, name, {
    images: 'main img:not([data-testid="home-recommendations"] li:nth-child(n+3) img)',
  });
}

describe('home page in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    ({ server, browser } = await startE2E());
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const width of [375, 1280]) {
    it(`renders in German without console errors at ${width} px and passes axe`, async () => {
      const page = await browser.context.newPage();
      await page.setViewportSize({ width, height: 900 });
      const problems = watchConsole(page);
      const response = await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(200);
      expect(await page.getAttribute('html', 'lang')).toBe('de');
      await expect
        .poll(() => page.locator('h1').textContent())
        .toBe('Ferienhäuser und Ferienwohnungen in ganz Europa');
      // Hydration finished: React Router marks links it has discovered.
      await page.waitForFunction(() => '__reactRouterRouteModules' in window);
      // The configured sections, server-rendered (the default configuration).
      await expect.poll(() => page.getByTestId('home-teasers').locator('li').count()).toBe(5);
      expect(await page.getByTestId('home-recommendations').locator('article').count()).toBe(5);
      expect(await page.getByTestId('home-countries').locator('li').count()).toBeGreaterThan(3);
      expect(await page.getByTestId('extra-portals').isVisible()).toBe(true);
      await homeScreenshot(page, `home-de-${width}`);
      const axe = await new AxeBuilder({ page }).analyze();
      expect(
        axe.violations.map(
          (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
        ),
      ).toEqual([]);
      expect(problems).toEqual([]);
      await page.close();
    });
  }

  // The static islands (app/lib/islands.ts): the server's HTML stays through hydration, the
  // recommendation cards' hearts are live, a tile's link is a client navigation, and home reached
  // by navigation renders its islands from the navigation's data.
  it('keeps its static parts from the server and they still work', async () => {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    const problems = watchConsole(page);
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    // Hydrated: the recommendations' hearts are the server's HTML until their islands are live.
    await hydrated(page);
    expect(await page.getByTestId('home-trust').locator('li').count()).toBe(4);
    const cards = page.getByTestId('home-recommendations');
    const heart = cards.locator('article').first().locator('button[aria-pressed]');
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('false');
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => page.locator('header').getByText('(1 Unterkunft)').count()).toBe(1);

    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const tile = page.getByTestId('home-countries').locator('a').first();
    const target = new URL((await tile.getAttribute('href')) ?? '', server.url).pathname;
    await tile.click();
    await page.waitForURL((url) => url.pathname === target);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    // Back on home by client navigation, the islands render from the navigation's data: each is
    // waited for (the teasers can be there a moment before the trust band).
    await expect.poll(() => page.getByTestId('home-teasers').locator('li').count()).toBe(5);
    await expect.poll(() => page.getByTestId('home-trust').locator('li').count()).toBe(4);
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('searches from the hero form without JavaScript', async () => {
    const plain = await launchBrowser({ baseURL: server.url, javaScriptEnabled: false });
    const page = await plain.context.newPage();
    await page.goto(`${server.url}/`);
    await page.getByTestId('destination-input').fill('Ostsee');
    await page.locator('#home-persons').selectOption('4');
    await page.getByRole('button', { name: 'Suchen', exact: true }).click();
    await page.waitForURL(/\/search\/\?/);
    expect(new URL(page.url()).searchParams.get('persons')).toBe('4');
    await plain.close();
  });

  it('switches to English through the language links without a full reload error', async () => {
    const page = await browser.context.newPage();
    const problems = watchConsole(page);
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: 'en', exact: true }).click();
    await page.waitForURL(`${server.url}/en/`);
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.locator('h1').textContent()).toBe(
      'Holiday homes and apartments all over Europe',
    );
    await homeScreenshot(page, 'home-en-1280');
    await page.setViewportSize({ width: 375, height: 800 });
    await page.reload({ waitUntil: 'networkidle' });
    await expect.poll(() => page.getByText('Popular destinations').count()).toBe(1);
    await homeScreenshot(page, 'home-en-375');
    expect(problems).toEqual([]);
    await page.close();
  });
});
