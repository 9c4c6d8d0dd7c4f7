// The operator brand in Chromium (issue 16 "Operator brand"): the running server shows the
// environment's brand; a brand stored in the database by another process (as `npm run brand:set`
// does) reaches the open site without a restart — name, own logo, colour tokens, footer's legal
// entity — in German and English, at 375 and 1280 px, without console errors (the inline tokens
// pass the CSP with the style nonce) and passing axe. Screenshots:
// test-results/screenshots/operator-brand/.
// The brand is stored into the server's database, which needs a PostgreSQL server: without
// TEST_DATABASE_URL it is skipped (like the other browser tests that reach into the database).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '#core/config';
import { closeOperatorBrand, setOperatorBrand } from '#services/partners';
import { firstActiveObjectNumber } from '#tests/factories/object';
import { axeViolations, screenshotWidths, watchConsole } from './browser';
import { navigate, startPostgresE2E, type PostgresE2E } from './fixtures';

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? '';

const SEEBLICK = {
  brand: { name: 'Seeblick Ferien' },
  logo: { imagePath: '/brand/seeblick-logo.svg' },
  colors: { primary: '#1d4ed8', primaryStrong: '#1e3a8a', primarySoft: '#dbeafe' },
  contact: { phone: '+49 381 123 456', email: 'hallo@seeblick.example' },
  legal: {
    companyName: 'Seeblick Ferien GmbH',
    address: { street: 'Am Strand 1', postalCode: '18055', city: 'Rostock', country: 'DE' },
    register: 'Amtsgericht Rostock, HRB 12345',
    vatId: 'DE123456789',
    managingDirector: 'Maren Ostsee',
  },
};

describe.skipIf(ADMIN_URL === '')('operator brand in the browser', () => {
  let e2e: PostgresE2E;

  beforeAll(async () => {
    e2e = await startPostgresE2E('brand', { DEMO_OBJECTS: '20' });
  });

  afterAll(async () => {
    if (e2e) await closeOperatorBrand({ database: e2e.database });
    await e2e?.close();
  });

  const primary = (page: Page) =>
    page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
    );

  const shots = (page: Page, name: string) => screenshotWidths(page, `operator-brand/${name}`);

  it('shows the environment brand, then a stored brand without a restart', async () => {
    const page = await e2e.browser.context.newPage();
    const problems = watchConsole(page);
    await navigate(page, 'Home');
    expect(await page.locator('header').first().textContent()).toContain('Feriora');
    expect(await primary(page)).toBe('#0b5d5b');
    await shots(page, 'home-default-de');

    // Another process stores the brand (brand:set); the server hears it on the change channel.
    await setOperatorBrand({ database: e2e.database, config: parseConfig({}) }, SEEBLICK);
    await expect
      .poll(
        async () => {
          await navigate(page, 'Home');
          return page.locator('header').first().textContent();
        },
        { timeout: 5_000 },
      )
      .toContain('Seeblick Ferien');
    expect(await primary(page)).toBe('#1d4ed8');
    const logo = page.locator('header img[src="/brand/seeblick-logo.svg"]');
    expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const footer = await page.locator('footer').textContent();
    expect(footer).toContain('© 2026 Seeblick Ferien GmbH.');
    expect(footer).toContain('USt-IdNr. DE123456789');
    expect(await page.title()).toContain('Seeblick Ferien');
    expect(await page.content()).not.toContain('Feriora');
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await axeViolations(page)).toEqual([]);
    }
    await shots(page, 'home-seeblick-de');

    const objectNumber = await firstActiveObjectNumber(e2e.database);
    await navigate(page, 'ObjectPage', { objectNumber }, 'en');
    expect(await page.title()).toMatch(/\| Seeblick Ferien$/);
    expect(await primary(page)).toBe('#1d4ed8');
    expect(await page.locator('footer').textContent()).toContain('VAT ID DE123456789');
    expect(await axeViolations(page)).toEqual([]);
    await shots(page, 'object-seeblick-en');
    // No CSP refusal of the inline tokens, no hydration error.
    expect(problems).toEqual([]);
    await page.close();
  });
});
