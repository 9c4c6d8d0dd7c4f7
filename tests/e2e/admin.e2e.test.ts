// The back office in Chromium (issue 18, docs/editing.md): an account with admin.access,
// admin.schedule and admin.snippets finds the admin link in the header, opens the admin home (its
// menu lists only what it may open), creates a snippet through the form without JavaScript
// tricks, changes the opening hours (the footer shows them at once), and looks at the audit log and
// the demo pages — axe-clean. Screenshots at 1280 and 375 px of every page of this task and of the
// header with the admin link go to test-results/screenshots/admin/. Runs with
// TEST_DATABASE_URL only: the test puts the account into the server's database.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  axeViolations,
  controlsOffScreen,
  screenshot,
  screenshotWidths,
  watchConsole,
} from './browser';
import { berlinDate, officeE2E } from './fixtures';

const WIDTHS = [1280, 375] as const;

describe.skipIf(!process.env.TEST_DATABASE_URL)('admin pages in the browser', () => {
  const office = officeE2E('admin', {
    demoObjects: 10,
    account: {
      email: 'backoffice@example.org',
      firstName: 'Bea',
      permissions: ['admin.access', 'admin.schedule', 'admin.snippets'],
    },
  });

  // The layout settles (the map resizes with its box) before each picture. On a phone every
  // control is on the screen: the schedule's tables once hid the second time fields and the
  // remove buttons beyond its right edge.
  async function shoot(page: Page, name: string) {
    await page.setViewportSize({ width: 375, height: 900 });
    expect(await controlsOffScreen(page), name).toEqual([]);
    await screenshotWidths(page, `admin/${name}`, { widths: WIDTHS, settleMs: 200 });
  }

  it('opens the admin home from the header link; the menu lists what the account may open', async () => {
    const page = await office.e2e.browser.context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    const problems = watchConsole(page);
    await office.open(page, '/');
    expect(await page.getByTestId('admin-link').count()).toBe(0);
    await office.e2e.login(page);
    await office.open(page, '/');
    const link = page.locator('header').getByTestId('admin-link').first();
    await expect.poll(() => link.getAttribute('href')).toBe('/admin/');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 700 });
      // On phones the link is in the header's menu: open it for the picture.
      if (width < 768) await page.locator('header').getByRole('button', { name: 'Menü' }).click();
      await screenshot(page, `admin/header-admin-link-${width}`, { viewportOnly: true });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await office.open(page, '/admin/');
    const menu = page.getByTestId('admin-menu').getByRole('link');
    expect(await menu.allInnerTexts()).toEqual([
      'Übersicht',
      'Textbausteine',
      'Servicezeiten',
      'Änderungsprotokoll',
      'Demo: Kartencluster',
      'Demo: Häufige Fragen',
    ]);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'admin-home');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('creates a snippet and edits the opening hours through the forms (axe-clean)', async () => {
    const page = await office.e2e.browser.context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await office.e2e.login(page);
    await office.open(page, '/admin/snippets/');
    await page.getByLabel('Schlüssel').fill('faq-notice');
    await page
      .locator('#snippet-new-de')
      .fill('Über Ostern ist das Serviceteam nur per E-Mail erreichbar.');
    await page.getByRole('button', { name: 'Anlegen' }).click();
    await expect.poll(() => page.getByTestId('admin-result').innerText()).toContain('faq-notice');
    expect(await page.locator('[data-snippet="faq-notice"]').count()).toBe(1);
    // Deleting asks once more (every language goes at once): turned down, the snippet stays.
    let asked = '';
    page.once('dialog', (dialog) => {
      asked = dialog.message();
      void dialog.dismiss();
    });
    await page.getByRole('button', { name: '„faq-notice“ löschen' }).click();
    await expect.poll(() => asked).toContain('in allen Sprachen löschen');
    expect(await page.locator('[data-snippet="faq-notice"]').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'admin-snippets');

    await office.open(page, '/admin/schedule/edit/');
    await page.getByLabel('Samstag, Zeitspanne 1: bis').fill('15:00');
    await page.getByRole('button', { name: 'Öffnungszeiten speichern' }).click();
    await expect
      .poll(() => page.getByTestId('office-hours-text').innerText())
      .toBe('Mo–Fr 9–18 Uhr, Sa 10–15 Uhr');
    await expect.poll(() => page.locator('footer').innerText()).toContain('Sa 10–15 Uhr');
    // A morning shift a week ahead (the seeded shifts lie later in the day).
    await page.locator('#shift-date').fill(berlinDate(7));
    await page.locator('#shift-from').fill('06:00');
    await page.locator('#shift-to').fill('07:00');
    await page.getByRole('button', { name: 'Dienst hinzufügen' }).click();
    await expect.poll(() => page.getByTestId('admin-result').innerText()).toContain('eingetragen');
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'admin-schedule-edit');

    await office.open(page, '/admin/audit/');
    expect(await page.locator('[data-audit-id]').count()).toBeGreaterThanOrEqual(3);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'admin-audit');
    await page.close();
  });

  it('shows the demo pages: clusters without tiles and the FAQ block', async () => {
    const page = await office.e2e.browser.context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    // Tiles unreachable: the markers and clusters show all the same.
    await page.route(/tile|openstreetmap/, (route) => route.abort());
    await office.e2e.login(page);
    await office.open(page, '/demo/cluster/');
    await expect
      .poll(() => page.locator('.leaflet-marker-icon').count(), { timeout: 15_000 })
      .toBeGreaterThan(3);
    await shoot(page, 'demo-cluster');
    await office.open(page, '/demo/faq/');
    expect(await page.locator('details').count()).toBeGreaterThan(3);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'demo-faq');
    await page.close();
  });
});
