// The office hides a rating in Chromium (decision 096, /admin/ratings/): the demo catalogue's
// ratings listed newest first with what the guests wrote; the office account (admin.ratings)
// hides one with a reason (accepting the browser's question first), the page says so and marks
// it hidden, then shows it again. axe-clean; every control on the screen at 375 px; screenshots
// at 1280 and 375 px in test-results/screenshots/admin/. Runs with TEST_DATABASE_URL only: the
// test puts the account into the server's database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  controlsOffScreen,
  hydrated,
  screenshotWidths,
  watchConsole,
} from './browser';
import { startPostgresE2E, type PostgresE2E } from './fixtures';

describe.skipIf(!process.env.TEST_DATABASE_URL)('the office hides a rating in the browser', () => {
  let e2e: PostgresE2E;

  beforeAll(async () => {
    e2e = await startPostgresE2E(
      'adminratings',
      { DEMO_OBJECTS: '10' },
      {
        account: {
          email: 'bewertungsteam@example.org',
          firstName: 'Rita',
          permissions: ['admin.ratings'],
        },
      },
    );
  }, 120_000);
  afterAll(async () => {
    await e2e?.close();
  });

  it('lists the latest ratings, hides one with a reason and shows it again', async () => {
    const page = await e2e.browser.context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    const problems = watchConsole(page);
    await e2e.login(page);
    const res = await page.goto(`${e2e.server.url}/admin/ratings/`, { waitUntil: 'load' });
    expect(res?.status()).toBe(200);
    await hydrated(page);
    expect(await page.getByTestId('admin-menu').getByRole('link').allInnerTexts()).toEqual([
      'Bewertungen',
    ]);
    const entries = page.getByTestId('ratings').locator(':scope > li');
    expect(await entries.count()).toBeGreaterThan(1);
    const first = entries.first();
    const number = await first.getAttribute('data-rating-number');
    expect(await first.getAttribute('data-published')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 900 });
    expect(await controlsOffScreen(page)).toEqual([]);
    await screenshotWidths(page, 'admin/admin-ratings', { widths: [1280, 375], settleMs: 200 });

    await page.setViewportSize({ width: 1280, height: 900 });
    await first
      .getByLabel('Begründung für den Verfasser')
      .fill(
        'Die Bewertung enthält Werbung für ein anderes Ferienhaus; das erlauben unsere Regeln nicht.',
      );
    await first.getByLabel('Meldung eines Dritten').check();
    page.once('dialog', (dialog) => void dialog.accept().catch(() => undefined));
    await first.getByRole('button', { name: 'Bewertung ausblenden' }).click();
    const result = page.getByTestId('admin-result');
    await expect.poll(() => result.innerText()).toContain(`Bewertung ${number} ist ausgeblendet`);
    const hidden = page.locator(`[data-rating-number="${number}"]`);
    expect(await hidden.getAttribute('data-published')).toBe('false');
    expect(await hidden.innerText()).toContain('Ausgeblendet');
    expect(await axeViolations(page)).toEqual([]);
    await screenshotWidths(page, 'admin/admin-ratings-hidden', {
      widths: [1280, 375],
      settleMs: 200,
    });

    await page.setViewportSize({ width: 1280, height: 900 });
    await hidden.getByRole('button', { name: 'Wieder anzeigen' }).click();
    await expect
      .poll(() => result.innerText())
      .toContain(`Bewertung ${number} ist wieder sichtbar.`);
    expect(
      await page.locator(`[data-rating-number="${number}"]`).getAttribute('data-published'),
    ).toBe('true');
    expect(problems).toEqual([]);
  });
});
