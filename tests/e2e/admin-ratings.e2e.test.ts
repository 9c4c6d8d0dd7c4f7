// The office hides a rating in Chromium (decision 096, /admin/ratings/): the demo catalogue's
// ratings listed newest first with what the guests wrote; the office account (admin.ratings)
// hides one with a reason (accepting the browser's question first), the page says so and marks
// it hidden, then shows it again. axe-clean; every control on the screen at 375 px; screenshots
// at 1280 and 375 px in test-results/screenshots/admin/. A report of a rating (decision 097) is in
// the queue with what its sender wrote; the office turns it down with a reason, and the queue is
// empty. Runs with TEST_DATABASE_URL only: the test puts the account and the report into the
// server's database.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactMessages, ratings } from '#db/schema';
import {
  axeViolations,
  controlsOffScreen,
  hydrated,
  screenshotWidths,
  watchConsole,
} from './browser';
import { officeE2E } from './fixtures';

describe.skipIf(!process.env.TEST_DATABASE_URL)('the office hides a rating in the browser', () => {
  const office = officeE2E('adminratings', {
    demoObjects: 10,
    account: {
      email: 'bewertungsteam@example.org',
      firstName: 'Rita',
      permissions: ['admin.ratings'],
    },
  });

  it('lists the latest ratings, hides one with a reason and shows it again', async () => {
    const page = await office.e2e.browser.context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    const problems = watchConsole(page);
    await office.e2e.login(page);
    await office.open(page, '/admin/ratings/');
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

  it('shows a reported rating in the queue and turns the report down with a reason', async () => {
    const page = await office.e2e.browser.context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    const problems = watchConsole(page);
    await office.e2e.login(page);
    await office.open(page, '/admin/ratings/');
    expect(await page.getByTestId('ratings-open-reports').innerText()).toContain(
      'Offene Meldungen: 0',
    );
    // A guest's report of the second rating, as the contact form stores it.
    const number = Number(
      await page
        .getByTestId('ratings')
        .locator(':scope > li')
        .nth(1)
        .getAttribute('data-rating-number'),
    );
    const db = office.e2e.database.db;
    const [rated] = await db
      .select({ objectNumber: ratings.objectNumber })
      .from(ratings)
      .where(eq(ratings.ratingNumber, number));
    await db.insert(contactMessages).values({
      mandant: 'feriora',
      form: 'guest',
      reason: 'ratingReport',
      email: 'melderin@example.org',
      name: 'Rita Melder',
      objectNumber: rated!.objectNumber,
      ratingNumber: number,
      message: 'Diese Bewertung ist unfair, das Haus war in Ordnung.\nBitte löschen.',
      language: 'de',
    });

    await page.reload({ waitUntil: 'load' });
    await hydrated(page);
    await page.getByRole('link', { name: 'Gemeldete anzeigen' }).click();
    await expect
      .poll(() => page.getByRole('heading', { level: 2 }).first().innerText())
      .toBe('Gemeldete Bewertungen');
    const reported = page.locator(`[data-rating-number="${number}"]`);
    expect(await page.getByTestId('ratings').locator(':scope > li').count()).toBe(1);
    expect(await reported.innerText()).toContain('Diese Bewertung ist unfair');
    expect(await reported.innerText()).toContain('melderin@example.org');
    expect(await reported.getByLabel('Meldung eines Dritten').isChecked()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 900 });
    expect(await controlsOffScreen(page)).toEqual([]);
    await screenshotWidths(page, 'admin/admin-ratings-reported', {
      widths: [1280, 375],
      settleMs: 200,
    });

    await page.setViewportSize({ width: 1280, height: 900 });
    await reported
      .getByLabel('Begründung für die meldende Person')
      .fill('Die Bewertung schildert eigene Erlebnisse; Kritik an der Unterkunft ist erlaubt.');
    page.once('dialog', (dialog) => void dialog.accept().catch(() => undefined));
    await reported.getByRole('button', { name: 'Meldung zurückweisen' }).click();
    const result = page.getByTestId('admin-result');
    await expect.poll(() => result.innerText()).toContain(`Bewertung ${number} bleibt sichtbar`);
    expect(await page.getByTestId('ratings-open-reports').innerText()).toContain(
      'Offene Meldungen: 0',
    );
    expect(await page.getByTestId('ratings-none').innerText()).toBe('Keine offenen Meldungen.');
    expect(problems).toEqual([]);
  });
});
