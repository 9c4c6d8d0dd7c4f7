// CMS containers in Chromium (issue 18, docs/editing.md "CMS containers"): an editor (admin.cms)
// opens the playground on the "Über uns" page's intro, takes the lock, writes a heading and a
// paragraph with bold text in the rich-text editor (the toolbar and TipTap's shortcuts), saves the
// draft (the server's preview shows it), publishes it; a visitor without a login sees it on the
// public page, rendered on the server, and gets no editor code. The playground is axe-clean;
// screenshots at 1280 and 375 px to test-results/screenshots/cms/. Runs with TEST_DATABASE_URL only: the test
// puts the editor's account into the server's database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath } from '#core/routes';
import { axeViolations, hydrated, screenshotWidths, watchConsole } from './browser';
import { startPostgresE2E, type PostgresE2E } from './fixtures';

/** What the editor typed, as the server renders it (where ProseMirror puts the spaces varies). */
const PUBLISHED =
  /^<h2>Willkommen bei Feriora<\/h2><p>Wir sind ?<strong> ?persönlich ?<\/strong>(?: |&nbsp;)?für Sie da\.<\/p>$/;

describe.skipIf(!process.env.TEST_DATABASE_URL)('CMS containers in the browser', () => {
  let e2e: PostgresE2E;

  beforeAll(async () => {
    e2e = await startPostgresE2E(
      'cms',
      { DEMO_OBJECTS: '10' },
      {
        account: {
          email: 'cms@example.org',
          firstName: 'Clara',
          lastName: 'Inhalt',
          permissions: ['admin.cms'],
        },
      },
    );
  }, 120_000);

  afterAll(() => e2e?.close());

  it('an editor writes and publishes a container; a visitor sees it on the page', async () => {
    const page = await e2e.browser.context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    const problems = watchConsole(page);
    await e2e.login(page);

    await page.goto(
      `${e2e.server.url}/admin/cmsplayground/?language=de&page=About&containerKey=intro`,
      { waitUntil: 'load' },
    );
    await hydrated(page);
    const screen = page.getByTestId('cms-playground');
    await expect
      .poll(() => screen.getByTestId('cms-status').innerText())
      .toBe('noch nicht angelegt');
    await screen.getByRole('button', { name: 'Zum Bearbeiten sperren' }).click();
    await expect
      .poll(() => screen.getByTestId('cms-lock').innerText())
      .toContain('Sie bearbeiten diesen Inhalt');

    const text = screen.getByRole('textbox', { name: 'Inhalt' });
    await text.click();
    await screen.getByRole('button', { name: 'Überschrift 2' }).click();
    // The toolbar gives the focus back to the editor a frame later (TipTap's focus command):
    // typed at once, the first letters went to the button ("mmen bei Feriora", once under load).
    await expect
      .poll(() =>
        screen.getByRole('button', { name: 'Überschrift 2' }).getAttribute('aria-pressed'),
      )
      .toBe('true');
    await expect.poll(() => text.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.type('Willkommen bei Feriora');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Wir sind ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('persönlich');
    await page.keyboard.press('Control+b');
    await page.keyboard.type(' für Sie da.');
    await expect
      .poll(() =>
        screen.getByRole('button', { name: 'Überschrift 2' }).getAttribute('aria-pressed'),
      )
      .toBe('false');

    await screen.getByRole('button', { name: 'Entwurf speichern' }).click();
    await screen.getByText('Entwurf gespeichert.').waitFor();
    const preview = screen.getByTestId('cms-preview');
    expect(await preview.innerHTML()).toMatch(PUBLISHED);
    expect(await screen.getByTestId('cms-versions').innerText()).toContain('gespeichert');
    expect(await axeViolations(page, 'main')).toEqual([]);
    // No sideways scrolling on a phone (screenshot checks): the page list's longest name once made
    // the screen 466 px wide.
    await screenshotWidths(page, 'cms/playground', { widths: [1280, 375] });

    await screen.getByRole('button', { name: 'Veröffentlichen' }).click();
    await screen.getByText('Veröffentlicht. Besucher sehen den Inhalt jetzt.').waitFor();
    expect(await screen.getByTestId('cms-status').innerText()).toBe('veröffentlicht');

    // The editor's page has the link back to the playground.
    const about = `${e2e.server.url}${buildPath('About', {}, 'de')}`;
    await page.goto(about, { waitUntil: 'load' });
    expect(await page.getByTestId('cms-edit-link').getAttribute('href')).toContain(
      'page=About&containerKey=intro',
    );

    // A visitor: the published container on the page, from the server, without the editor.
    await e2e.browser.context.clearCookies();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(about, { waitUntil: 'load' });
    await hydrated(page);
    const container = page.locator('[data-cms-container="intro"]');
    expect(await container.innerHTML()).toMatch(PUBLISHED);
    expect(await page.getByTestId('cms-edit-link').count()).toBe(0);
    expect(scripts.filter((url) => url.includes('cms-rich-editor'))).toEqual([]);
    expect(await axeViolations(page, 'main')).toEqual([]);
    expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
    await page.close();
  }, 120_000);
});
