// The locale editor in Chromium (issue 18, docs/editing.md): an editor (localeEditor.update)
// chooses the editing pseudo-language in the header's language switch, clicks the header's
// "Merkliste", changes the German text in the dialog and saves; the page shows it at once, and a
// visitor without a login sees it after a reload. The /localeEditor/ screen lists the namespaces,
// missing translations and the changed text with its history (axe-clean). Screenshots of both at
// 1280 px (and the screen at 375 px) to test-results/screenshots/locale-editor/. Runs with TEST_DATABASE_URL
// only: the test puts the editor's account into the server's database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, hydrated, screenshot, screenshotWidths, watchConsole } from './browser';
import { buildPath } from '#core/routes';
import { startPostgresE2E, type PostgresE2E } from './fixtures';

const NEW_TEXT = 'Gemerkte Häuser';

describe.skipIf(!process.env.TEST_DATABASE_URL)('locale editor in the browser', () => {
  let e2e: PostgresE2E;

  beforeAll(async () => {
    e2e = await startPostgresE2E(
      'locale',
      { DEMO_OBJECTS: '10' },
      {
        account: {
          email: 'redaktion@example.org',
          firstName: 'Rita',
          permissions: ['localeEditor.update'],
        },
      },
    );
  }, 120_000);

  afterAll(() => e2e?.close());

  it('edits a German text in place; a visitor sees it after a reload', async () => {
    const page = await e2e.browser.context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    const problems = watchConsole(page);
    await page.goto(`${e2e.server.url}/`, { waitUntil: 'load' });
    await hydrated(page);
    // A visitor has no pseudo-language.
    expect(await page.getByTestId('text-editing-toggle').count()).toBe(0);

    await e2e.login(page);
    await page.goto(`${e2e.server.url}/`, { waitUntil: 'load' });
    await hydrated(page);
    const toggle = page.locator('header').getByTestId('text-editing-toggle');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    const target = page.locator('header [data-text-edit="Merkliste"]').first();
    await target.waitFor({ timeout: 15_000 });
    await screenshot(page, 'locale-editor/editing-mode-1280', { viewportOnly: true });
    await target.click();
    const dialog = page.locator('dialog[open]');
    await dialog.waitFor();
    // One key reading "Merkliste" opens its form at once; several are listed: choose the header's.
    const field = dialog.getByLabel('Text (Deutsch)');
    const choice = dialog.getByRole('button', { name: 'common:nav.watchList' });
    for (let i = 0; i < 50 && (await field.count()) === 0; i++) {
      if ((await choice.count()) > 0) await choice.click({ timeout: 1_000 }).catch(() => {});
      await page.waitForTimeout(100);
    }
    await expect.poll(() => field.inputValue()).toBe('Merkliste');
    await field.fill(NEW_TEXT);
    await screenshot(page, 'locale-editor/editing-dialog-1280', { viewportOnly: true });
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await dialog.getByText('Gespeichert. Der Text gilt ab sofort.').waitFor();
    expect(await axeViolations(page, 'dialog')).toEqual([]);
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    // The page shows it at once.
    await expect.poll(() => page.locator('header').innerText()).toContain(NEW_TEXT);

    // The screen: the changed text with its history.
    await page.goto(`${e2e.server.url}/localeEditor/`, { waitUntil: 'load' });
    await hydrated(page);
    const screen = page.getByTestId('locale-editor');
    // The pseudo-language off again: the bar leaves, the texts are no longer marked.
    await page.getByRole('button', { name: 'Bearbeitung beenden' }).click();
    await expect.poll(() => page.locator('[data-text-edit]').count()).toBe(0);
    await screen.getByLabel('Nach Schlüssel oder Text suchen').fill('watchList');
    await screen.getByRole('button', { name: 'Bearbeiten: nav.watchList', exact: true }).click();
    await screen.getByText('von redaktion@example.org').first().waitFor();
    expect(await axeViolations(page, 'main')).toEqual([]);
    await screenshotWidths(page, 'locale-editor/screen', { widths: [1280, 375] });

    // A visitor (no login): the new text after a reload, and no editing.
    await e2e.browser.context.clearCookies();
    await page.goto(`${e2e.server.url}/`, { waitUntil: 'load' });
    await hydrated(page);
    await page.reload({ waitUntil: 'load' });
    await hydrated(page);
    expect(await page.locator('header').innerText()).toContain(NEW_TEXT);
    expect(await page.locator('[data-text-edit]').count()).toBe(0);
    expect(await page.getByTestId('text-editing-toggle').count()).toBe(0);
    expect((await page.goto(`${e2e.server.url}/localeEditor/`))?.status()).toBe(404);
    expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
    await page.close();
  }, 120_000);

  it('edits a page heading by its own key, not by a text that reads the same', async () => {
    const page = await e2e.browser.context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await e2e.login(page);
    // The route's texts answer late, as on a loaded machine: the heading must not be offered
    // before them (it was, with the footer link's text only, and a click edited the footer).
    await page.route('**/api/localeEditor/texts', async (route) => {
      if ((route.request().postData() ?? '').includes('"routes"')) {
        await new Promise((resolve) => setTimeout(resolve, 1500));
      }
      await route.continue();
    });
    // The contact page's heading reads "Hilfe & Kontakt", as the footer's link does.
    await page.goto(`${e2e.server.url}${buildPath('Contact', {}, 'de')}`, { waitUntil: 'load' });
    await hydrated(page);
    await page.locator('header').getByTestId('text-editing-toggle').click();
    const heading = page.locator('h1[data-text-edit]');
    await heading.waitFor({ timeout: 15_000 });
    await heading.click();
    const dialog = page.locator('dialog[open]');
    await expect.poll(() => dialog.locator('h2').textContent()).toBe('Contact.title');
    expect(await dialog.getByLabel('Text (Deutsch)').inputValue()).toBe('Hilfe & Kontakt');
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await page.getByRole('button', { name: 'Bearbeitung beenden' }).click();
    await page.close();
  }, 60_000);
});
