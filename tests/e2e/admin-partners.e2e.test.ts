// The office decides applications to the partner programme in Chromium (decision 091,
// /admin/partners/): two applications as the programme's form stores them; the office account
// (admin.partners) sees both with what the applicants wrote, approves one (the page names the new
// partner number, the applicant's welcome mail arrives) and rejects the other, accepting the
// browser's question first; both are then listed as decided; the new partner then gets a new
// login code (decision 092), mailed. axe-clean; every control on the
// screen at 375 px; screenshots at 1280 and 375 px in test-results/screenshots/admin/. Runs with
// TEST_DATABASE_URL only: the test puts the account and the applications into the server's
// database. The month overview of every partner's bookings (decision 099): two partners'
// bookings, their figures and the sum, another month chosen; axe, screenshots. A commission rate
// recorded through the form (decision 107): refused once with the field named and what was typed
// kept, then saved; the month's table shows the rate and the commission.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { putCommissionRate } from '#db/repositories/partners';
import { insertApplication } from '#db/repositories/partners-applications';
import { insertBooking } from '#tests/factories/booking';
import { firstActiveObjectNumber } from '#tests/factories/object';
import { insertPartner } from '#tests/factories/partner';
import { FIXED_NOW } from '#tests/helpers/clock';
import { axeViolations, controlsOffScreen, screenshotWidths, watchConsole } from './browser';
import { officeE2E } from './fixtures';

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'the office decides partner applications in the browser',
  () => {
    const office = officeE2E('adminpartners', {
      demoObjects: 10,
      account: {
        email: 'partnerbuero@example.org',
        firstName: 'Paula',
        permissions: ['admin.partners'],
      },
      mail: true,
    });

    const apply = (company: string, email: string, kind: 'agency' | 'affiliate') =>
      insertApplication(office.e2e.database.db, {
        kind,
        company,
        salutation: 'ms',
        firstName: 'Anna',
        lastName: 'Beispiel',
        email,
        phone: '+49 40 123 4567',
        website: 'https://www.sonnenschein.example/',
        street: 'Hafenstraße 12',
        postalCode: '20457',
        city: 'Hamburg',
        countryCode: 'de',
        vatId: 'DE123456789',
        message: 'Wir möchten Ferienhäuser an der Nordsee anbieten.\nSeit 1998 am Markt.',
        language: 'de',
        // The day before the server's fixed clock (the column's default is the database's now).
        createdAt: new Date(FIXED_NOW.getTime() - 86_400_000),
      });

    it('approves one application, rejects another, and renews a login code', async () => {
      await apply('Reisebüro Sonnenschein GmbH', 'sonnenschein@example.org', 'agency');
      await apply('Ferienblog Nordlicht', 'nordlicht@example.org', 'affiliate');
      const page = await office.e2e.browser.context.newPage();
      await page.setViewportSize({ width: 1280, height: 900 });
      const problems = watchConsole(page);
      await office.e2e.login(page);
      await office.open(page, '/admin/partners/');
      expect(await page.getByTestId('admin-menu').getByRole('link').allInnerTexts()).toEqual([
        'Partnerbewerbungen',
      ]);
      const pending = page.getByTestId('applications-pending').locator('li');
      expect(await pending.count()).toBe(2);
      const text = await page.getByTestId('applications-pending').innerText();
      expect(text).toContain('Reisebüro Sonnenschein GmbH');
      expect(text).toContain('Seit 1998 am Markt.');
      expect(await axeViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 375, height: 900 });
      expect(await controlsOffScreen(page)).toEqual([]);
      await screenshotWidths(page, 'admin/admin-partners', { widths: [1280, 375], settleMs: 200 });

      const result = page.getByTestId('admin-result');
      await pending
        .filter({ hasText: 'Reisebüro Sonnenschein GmbH' })
        .getByRole('button', { name: 'Freischalten' })
        .click();
      await expect.poll(() => result.innerText()).toMatch(/Partner \d+ ist angelegt\./);
      const partnerId = /Partner (\d+)/.exec(await result.innerText())![1]!;
      const welcome = await office.capture.waitForMessage(
        (m) => m.to.includes('sonnenschein@example.org'),
        30_000,
      );
      expect(welcome.text).toContain(partnerId);

      page.once('dialog', (dialog) => void dialog.accept().catch(() => undefined));
      await pending
        .filter({ hasText: 'Ferienblog Nordlicht' })
        .getByRole('button', { name: 'Ablehnen' })
        .click();
      await expect.poll(() => result.innerText()).toMatch(/Bewerbung \d+ ist abgelehnt\./);
      expect(await pending.count()).toBe(0);
      const decided = await page.getByTestId('applications-decided').innerText();
      expect(decided).toContain('freigeschaltet');
      expect(decided).toContain('abgelehnt');
      expect(decided).toContain(partnerId);
      expect(await axeViolations(page)).toEqual([]);
      await screenshotWidths(page, 'admin/admin-partners-decided', {
        widths: [1280, 375],
        settleMs: 200,
      });
      await office.capture.waitForMessage((m) => m.to.includes('nordlicht@example.org'), 30_000);

      // The new partner lost the code: the office sends a new one (decision 092).
      await page.setViewportSize({ width: 1280, height: 900 });
      const codeForm = page.getByTestId('partner-code-form');
      await codeForm.getByLabel('Partnernummer').fill(partnerId);
      page.once('dialog', (dialog) => void dialog.accept().catch(() => undefined));
      await codeForm.getByRole('button', { name: 'Neuen Zugangscode senden' }).click();
      await expect
        .poll(() => result.innerText())
        .toContain(
          `Partner ${partnerId} (Reisebüro Sonnenschein GmbH) hat einen neuen Zugangscode`,
        );
      const renewed = await office.capture.waitForMessage(
        (m) => m.to.includes('sonnenschein@example.org') && m.subject.includes('neuer Zugangscode'),
        30_000,
      );
      expect(renewed.text).toMatch(/Zugangscode: [A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}/);
      expect(await axeViolations(page)).toEqual([]);
      await screenshotWidths(page, 'admin/admin-partners-code', {
        widths: [1280, 375],
        settleMs: 200,
      });
      expect(problems).toEqual([]);
    });

    it("shows every partner's bookings of a month with the sum", async () => {
      const db = office.e2e.database;
      const objectNumber = await firstActiveObjectNumber(db);
      for (const [partnerId, partnerName] of [
        [8801, 'Reisebüro Möwe'],
        [8802, 'Ferienportal Düne'],
      ] as const) {
        await insertPartner(db, { partnerId, partnerName });
      }
      const book = (partnerId: number, status: 'confirmed' | 'requested', cents: number) =>
        insertBooking(db, {
          objectNumber,
          booking: {
            partnerId,
            status,
            priceCompleteCents: cents,
            totalCents: cents,
            createdAt: new Date(FIXED_NOW.getTime() - 3_600_000),
          },
        });
      await book(8801, 'confirmed', 123_450);
      await book(8801, 'requested', 60_000);
      await book(8802, 'confirmed', 89_900);

      const page = await office.e2e.browser.context.newPage();
      await page.setViewportSize({ width: 1280, height: 900 });
      const problems = watchConsole(page);
      await office.e2e.login(page);
      await office.open(page, '/admin/partners/');
      const table = page.getByTestId('partner-bookings-table');
      expect(await table.locator('[data-partner-id="8801"]').innerText()).toMatch(
        /8801 · Reisebüro Möwe\s+1 · 1\.234,50\s€\s+1 · 600\s€\s+0/,
      );
      expect(await page.getByTestId('partner-bookings-sum').innerText()).toMatch(
        /Summe\s+2 · 2\.133,50\s€\s+1 · 600\s€\s+0/,
      );
      expect(await axeViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 375, height: 900 });
      expect(await controlsOffScreen(page)).toEqual([]);
      await screenshotWidths(page, 'admin/admin-partners-bookings', {
        element: 'section[aria-labelledby="partner-bookings"]',
        widths: [1280, 375],
        settleMs: 200,
      });
      // The month's bookings as one file for the commission statements: a line per booking,
      // after its partner's number and name.
      await page.setViewportSize({ width: 1280, height: 900 });
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('office-partner-bookings-csv').click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^partner-bookings-\d{4}-\d\d\.csv$/);
      const lines = (await readFile((await download.path())!, 'utf8')).split('\r\n');
      expect(lines[0]).toMatch(/^\uFEFFPartnernummer;Partner;Buchung;Gebucht am;/);
      expect(lines.filter((line) => line.startsWith('8801;Reisebüro Möwe;'))).toHaveLength(2);
      expect(lines.filter((line) => line.startsWith('8802;Ferienportal Düne;'))).toHaveLength(1);
      // An earlier month: none.
      const month = page.getByLabel('Monat', { exact: true });
      const options = await month.locator('option').allInnerTexts();
      await month.selectOption({ label: options[1]! });
      await page.getByRole('button', { name: 'Anzeigen' }).click();
      await page.getByTestId('partner-bookings-none').waitFor();
      expect(problems).toEqual([]);
    });

    it("records a partner's commission rate and shows the month's commission", async () => {
      // Runs after the month overview above: partner 8801's November, 1.234,50 € confirmed.
      const page = await office.e2e.browser.context.newPage();
      await page.setViewportSize({ width: 1280, height: 900 });
      const problems = watchConsole(page);
      await office.e2e.login(page);
      await office.open(page, '/admin/partners/');
      const form = page.getByTestId('commission-rate-form');
      const row = page.getByTestId('partner-bookings-table').locator('[data-partner-id="8801"]');
      expect(await row.getByTestId('partner-commission').innerText()).toBe('kein Satz hinterlegt');
      await page.getByTestId('commission-rates-none').waitFor();
      // The current month is chosen; a rate the form cannot take is refused, naming the field.
      expect(await form.getByLabel('Gültig für Buchungen ab').inputValue()).toBe('2026-11');
      await form.getByLabel('Partnernummer').fill('8801');
      await form.getByLabel('Provisionssatz in Prozent').fill('7,125');
      await form.getByRole('button', { name: 'Provisionssatz speichern' }).click();
      const alert = page.getByRole('alert');
      await alert.waitFor();
      expect(await alert.innerText()).toContain('(Provisionssatz in Prozent)');
      expect(await form.getByLabel('Provisionssatz in Prozent').inputValue()).toBe('7,125');
      expect(await form.getByLabel('Partnernummer').inputValue()).toBe('8801');
      expect(await axeViolations(page)).toEqual([]);

      await form.getByLabel('Provisionssatz in Prozent').fill('7,5');
      await form.getByRole('button', { name: 'Provisionssatz speichern' }).click();
      await page.getByRole('status').filter({ hasText: 'Provisionssatz' }).waitFor();
      expect(await page.getByRole('status').innerText()).toContain(
        'Partner 8801 (Reisebüro Möwe): Provisionssatz 7,5\u00a0% für Buchungen ab November 2026 gespeichert.',
      );
      // 7,5 % of 1.234,50 € is 92,5875 €: 92,59 €, also the sum (8802 has no rate).
      expect(await row.getByTestId('partner-commission').innerText()).toBe(
        '7,5\u00a0% · 92,59\u00a0€',
      );
      expect(await page.getByTestId('partner-bookings-sum').innerText()).toMatch(/92,59\s€\s*$/);
      // On file below the form, with the month it starts in.
      expect(
        await page.getByTestId('commission-rates-table').locator('tbody tr').innerText(),
      ).toMatch(
        /^8801 · Reisebüro Möwe\s+November 2026\s+7,5\s%\s+\d\d\.\d\d\.\d{4}, \d\d:\d\d\s+Entfernen$/,
      );
      expect(await axeViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 375, height: 900 });
      expect(await controlsOffScreen(page)).toEqual([]);
      await screenshotWidths(page, 'admin/admin-partners-rates', {
        element: 'section[aria-labelledby="commission-rates"]',
        widths: [1280, 375],
        settleMs: 200,
      });
      await screenshotWidths(page, 'admin/admin-partners-commission', {
        element: 'section[aria-labelledby="partner-bookings"]',
        widths: [1280, 375],
        settleMs: 200,
      });

      // Entered by mistake: removed from the list, after the browser asks once more; the month
      // has no commission again.
      await page.setViewportSize({ width: 1280, height: 900 });
      const asked: string[] = [];
      page.once('dialog', (dialog) => {
        asked.push(dialog.message());
        void dialog.accept();
      });
      await page
        .getByRole('button', {
          name: 'Entfernen: Satz von Partner 8801 · Reisebüro Möwe ab November 2026',
        })
        .click();
      await page.getByRole('status').filter({ hasText: 'entfernt' }).waitFor();
      expect(asked).toEqual([expect.stringMatching(/^Diesen Provisionssatz entfernen\?/)]);
      expect(await page.getByRole('status').innerText()).toContain(
        'Partner 8801 (Reisebüro Möwe): Provisionssatz 7,5\u00a0% für Buchungen ab November 2026 entfernt.',
      );
      expect(await row.getByTestId('partner-commission').innerText()).toBe('kein Satz hinterlegt');
      await page.getByTestId('commission-rates-none').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    });

    it("records a past month's commission as paid out from the month's table", async () => {
      const db = office.e2e.database;
      await insertPartner(db, { partnerId: 8803, partnerName: 'Reisebüro Auszahlung' });
      await insertBooking(db, {
        objectNumber: await firstActiveObjectNumber(db),
        booking: {
          partnerId: 8803,
          status: 'confirmed',
          priceCompleteCents: 100_000,
          totalCents: 100_000,
          createdAt: new Date('2026-10-14T10:00:00Z'),
        },
      });
      await putCommissionRate(db.db, {
        partnerId: 8803,
        validFrom: '2026-10',
        rateBp: 1_000,
        setAt: FIXED_NOW,
      });
      const page = await office.e2e.browser.context.newPage();
      await page.setViewportSize({ width: 1280, height: 900 });
      const problems = watchConsole(page);
      await office.e2e.login(page);
      await office.open(page, '/admin/partners/?month=2026-10');
      const row = page.getByTestId('partner-bookings-table').locator('[data-partner-id="8803"]');
      expect(await row.getByTestId('partner-commission').innerText()).toBe(
        '10\u00a0% · 100\u00a0€',
      );
      expect(await axeViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 375, height: 900 });
      expect(await controlsOffScreen(page)).toEqual([]);
      await screenshotWidths(page, 'admin/admin-partners-payout', {
        element: 'section[aria-labelledby="partner-bookings"]',
        widths: [1280, 375],
        settleMs: 200,
      });
      await page.setViewportSize({ width: 1280, height: 900 });
      expect(await row.getByTestId('partner-payout').innerText()).toBe('noch nicht ausgezahlt');
      await page
        .getByTestId('partner-payouts')
        .getByRole('button', {
          name: 'Als ausgezahlt verbuchen: Provision von 100\u00a0€ für Partner 8803',
        })
        .click();
      await page.getByRole('status').filter({ hasText: 'ausgezahlt' }).waitFor();
      expect(await page.getByRole('status').innerText()).toContain(
        'Provision von 100\u00a0€ für Oktober 2026 an Partner 8803 (Reisebüro Auszahlung) als ausgezahlt verbucht.',
      );
      // The form posted to the page of that month: the row says when it was paid.
      expect(page.url()).toContain('month=2026-10');
      expect(await row.getByTestId('partner-payout').innerText()).toBe('100\u00a0€ am 22.11.2026');
      expect(await page.getByTestId('partner-payouts').count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      await screenshotWidths(page, 'admin/admin-partners-paid', {
        element: 'section[aria-labelledby="partner-bookings"]',
        widths: [1280, 375],
        settleMs: 200,
      });
      expect(problems).toEqual([]);
    });
  },
);
