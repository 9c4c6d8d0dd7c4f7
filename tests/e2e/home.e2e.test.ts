import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, watchConsole, type Browser, type RunningServer } from './browser';
import { startE2E } from './fixtures';

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
      await screenshot(page, `home-de-${width}`);
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
    await screenshot(page, 'home-en-1280');
    expect(problems).toEqual([]);
    await page.close();
  });
});
