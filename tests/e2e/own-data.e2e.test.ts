// "Ihre Daten" in Chromium (decision 087): a customer downloads their data as a JSON file from the
// dashboard, then deletes the account with the password and the tick; the login page says so and
// the notice mail arrives. axe-clean; screenshots of the panel at 1280 and 375 px and of the login
// page afterwards in test-results/screenshots/accounts/. Runs with TEST_DATABASE_URL only: the
// test puts the account into the server's database.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCapture, type MailCapture } from '#tests/helpers/mail';
import { axeViolations, hydrated, screenshotWidths, watchConsole } from './browser';
import { startPostgresE2E, type PostgresE2E } from './fixtures';

describe.skipIf(!process.env.TEST_DATABASE_URL)('a customer’s own data in the browser', () => {
  let e2e: PostgresE2E;
  let capture: MailCapture;

  beforeAll(async () => {
    capture = await startMailCapture();
    e2e = await startPostgresE2E(
      'owndata',
      { DEMO_OBJECTS: '20', SMTP_URL: capture.url },
      { account: { email: 'ines.ebert@example.org', firstName: 'Ines', lastName: 'Ebert' } },
    );
  }, 120_000);
  afterAll(async () => {
    await e2e?.close();
    await capture?.close();
  });

  it('downloads the data, then deletes the account', async () => {
    const page = await e2e.browser.context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    const problems = watchConsole(page);
    await e2e.login(page);
    const res = await page.goto(`${e2e.server.url}/user/`, { waitUntil: 'load' });
    expect(res?.status()).toBe(200);
    await hydrated(page);
    const panel = page.getByTestId('own-data');
    await panel.scrollIntoViewIfNeeded();
    expect(await axeViolations(page)).toEqual([]);
    await screenshotWidths(page, 'accounts/own-data', {
      widths: [1280, 375],
      settleMs: 200,
      element: '[data-testid="own-data"]',
    });
    await page.setViewportSize({ width: 1280, height: 900 });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'Meine Daten herunterladen' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^account-data-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
      account: { email: string; firstName: string };
    };
    expect(file.account).toMatchObject({ email: 'ines.ebert@example.org', firstName: 'Ines' });

    // Without the tick: refused beside the box, nothing deleted.
    await panel.getByLabel('Aktuelles Passwort').fill(e2e.account.password);
    await panel.getByRole('button', { name: 'Kundenkonto löschen' }).click();
    await expect
      .poll(() => panel.innerText())
      .toContain('Bitte bestätigen Sie, dass Sie Ihr Kundenkonto endgültig löschen möchten.');
    await panel.getByLabel('Aktuelles Passwort').fill(e2e.account.password);
    await panel.getByLabel('Ich möchte mein Kundenkonto endgültig löschen.').check();
    await panel.getByRole('button', { name: 'Kundenkonto löschen' }).click();
    await page.waitForURL(/\/user\/login\/\?accountDeleted/);
    const notice = page.getByTestId('account-deleted');
    await expect.poll(() => notice.innerText()).toContain('Ihr Kundenkonto wurde gelöscht.');
    expect(await axeViolations(page)).toEqual([]);
    await screenshotWidths(page, 'accounts/account-deleted', { widths: [1280, 375] });

    const mail = await capture.waitForMessage(
      (m) => m.to.includes('ines.ebert@example.org') && m.subject.includes('gelöscht'),
      30_000,
    );
    expect(mail.text).toContain('Waren Sie das nicht?');
    expect(problems).toEqual([]);
  });
});
