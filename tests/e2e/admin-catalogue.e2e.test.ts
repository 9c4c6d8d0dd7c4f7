// The catalogue feed in Chromium (decision 117, /admin/catalogue/): the server started with
// CATALOGUE_FEED_FILE imports the example catalogue by itself (the feed job, every second here:
// JOB_TICK_SECONDS); the office account (admin.catalogue) sees the file and the run with what it
// wrote, asks for an import now and sees the office's run come; a file with a problem becomes a
// refused run naming it. The server seeds no demo beside the feed. axe-clean; every control on
// the screen at 375 px; screenshots at 1280 and 375 px in test-results/screenshots/admin/. Runs
// with TEST_DATABASE_URL only (startPostgresE2E).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { exampleCatalogue } from '#tests/factories/catalogue-example';
import { axeViolations, controlsOffScreen, screenshotWidths, watchConsole } from './browser';
import { officeE2E } from './fixtures';

describe.skipIf(!process.env.TEST_DATABASE_URL)('the catalogue feed in the browser', () => {
  const dir = mkdtempSync(join(tmpdir(), 'feriora-feed-e2e-'));
  const feed = join(dir, 'catalogue.json');
  writeFileSync(feed, JSON.stringify(exampleCatalogue()));
  const office = officeE2E('admincatalogue', {
    demoObjects: 10,
    account: {
      email: 'katalogteam@example.org',
      firstName: 'Kai',
      permissions: ['admin.catalogue'],
    },
    env: { CATALOGUE_FEED_FILE: feed, JOB_TICK_SECONDS: '1' },
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const runs = (page: Page) => page.getByTestId('catalogue-runs').locator(':scope > li');
  /** Reloads the page until its newest run is in `state` (the job runs every second). */
  async function newestRunIs(page: Page, state: string) {
    await expect
      .poll(
        async () => {
          await office.open(page, '/admin/catalogue/');
          // A page without runs yet has no list: no state, and no wait for one.
          return (await runs(page).count()) === 0
            ? null
            : runs(page).first().getAttribute('data-state');
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBe(state)
      .catch(async (error: unknown) => {
        throw new Error(`${String(error)}\n${await page.locator('main').innerText()}`);
      });
  }

  it('shows the feed and its runs, imports on request and names a file’s problems', async () => {
    const page = await office.e2e.browser.context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    const problems = watchConsole(page);
    await office.e2e.login(page);
    await newestRunIs(page, 'imported');
    // A server with a feed seeds no demo (DEMO_OBJECTS is set): the feed's homes are all it has.
    const search = await page.request.get(
      `${office.e2e.server.url}/api/search?mandant=feriora&query=`,
    );
    expect(
      ((await search.json()) as { data: { objects: { objectNumber: number }[] } }).data.objects
        .map((o) => o.objectNumber)
        .sort(),
    ).toEqual([740001, 740002]);
    expect(await page.getByTestId('admin-menu').getByRole('link').allInnerTexts()).toEqual([
      'Katalogimport',
    ]);
    const first = runs(page).first();
    expect(await first.innerText()).toContain('Die Datei hat sich geändert');
    expect(await first.innerText()).toContain('Objekte: 2 · Orte: 2 · Agenturen: 1');
    expect(await page.getByTestId('catalogue-file-now').innerText()).toMatch(/KB, geändert am/);
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 900 });
    expect(await controlsOffScreen(page)).toEqual([]);
    await screenshotWidths(page, 'admin/admin-catalogue', { widths: [1280, 375], settleMs: 200 });

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Jetzt importieren' }).click();
    await expect
      .poll(() => page.getByTestId('admin-result').innerText())
      .toMatch(/Import angefordert|bereits angefordert/);
    await newestRunIs(page, 'imported');
    expect(await runs(page).first().innerText()).toContain(
      'Im Büro angefordert von katalogteam@example.org',
    );

    const broken = exampleCatalogue();
    broken.objects[0]!['placeId'] = 720999;
    writeFileSync(feed, JSON.stringify(broken));
    await newestRunIs(page, 'refused');
    const refused = runs(page).first();
    expect(await refused.innerText()).toContain('abgelehnt: die Datei enthält Fehler');
    expect(await refused.innerText()).toContain('objects.0.placeId: no place 720999');
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 900 });
    expect(await controlsOffScreen(page)).toEqual([]);
    await screenshotWidths(page, 'admin/admin-catalogue-refused', {
      widths: [1280, 375],
      settleMs: 200,
    });

    // The same page in French: its words translated, the file's messages as they are.
    await office.open(page, '/fr/admin/catalogue/');
    expect(await runs(page).first().innerText()).toContain(
      'refusé\u202f: le fichier contient des erreurs',
    );
    expect(await axeViolations(page)).toEqual([]);
    expect(await controlsOffScreen(page)).toEqual([]);
    await screenshotWidths(page, 'admin/admin-catalogue-fr', { widths: [375], settleMs: 200 });
    expect(problems).toEqual([]);
  });
});
