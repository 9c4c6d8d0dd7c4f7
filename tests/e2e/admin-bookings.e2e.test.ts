// The office decides for a silent landlord in Chromium (decision 086, /admin/bookings/): two
// guests book through the API; the office account (admin.bookings) sees both waiting with the
// landlord to call, finds one by its number, confirms it for the landlord (the page says so and no
// longer lists it; the guest's confirmation mail arrives), and declines the other with a reason,
// accepting the browser's question first; a third booking is cancelled for its guest with every
// cost waived (decision 090) behind its disclosure. axe-clean; every control on the screen at 375 px;
// screenshots at 1280 and 375 px in test-results/screenshots/admin/. Runs with TEST_DATABASE_URL
// only: the test puts the account into the server's database.
import { describe, expect, it } from 'vitest';
import { bookThroughApi, payableByCard } from './booking-helpers';
import { axeViolations, controlsOffScreen, screenshotWidths, watchConsole } from './browser';
import { officeE2E } from './fixtures';

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'the office decides bookings in the browser',
  () => {
    const office = officeE2E('adminbook', {
      demoObjects: 40,
      account: {
        email: 'buero@example.org',
        firstName: 'Berta',
        permissions: ['admin.bookings'],
      },
      mail: true,
    });

    async function book(email: string, lastName: string, skip: number[]): Promise<string> {
      const booked = await bookThroughApi(
        office.e2e.server.url,
        { email, lastName, paymentMethod: 'card' },
        { skip, want: payableByCard },
      );
      skip.push(booked.objectNumber);
      return booked.bookingDisplayNumber;
    }

    it('confirms one request and declines another for their landlords', async () => {
      const skip: number[] = [];
      const first = await book('bestaetigt@example.org', 'Wartend', skip);
      const second = await book('abgelehnt@example.org', 'Geduldig', skip);
      const page = await office.e2e.browser.context.newPage();
      await page.setViewportSize({ width: 1280, height: 900 });
      const problems = watchConsole(page);
      await office.e2e.login(page);
      await office.open(page, '/admin/bookings/');
      expect(await page.getByTestId('admin-menu').getByRole('link').allInnerTexts()).toEqual([
        'Buchungen',
      ]);
      const rows = page.getByTestId('bookings-awaiting').locator('li');
      expect(await rows.count()).toBeGreaterThanOrEqual(2);
      const text = await page.getByTestId('bookings-awaiting').innerText();
      expect(text).toContain(first);
      expect(text).toContain(second);
      expect(text).toContain('Jonas Wartend');
      expect(await axeViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 375, height: 900 });
      expect(await controlsOffScreen(page)).toEqual([]);
      await screenshotWidths(page, 'admin/admin-bookings', { widths: [1280, 375], settleMs: 200 });

      // The object's bookings still ahead, from the booking's link.
      await rows
        .filter({ hasText: first })
        .getByRole('link', { name: 'bevorstehende Buchungen' })
        .click();
      await page.waitForURL(/object=\d+/);
      expect(await page.getByRole('heading', { level: 2 }).first().innerText()).toMatch(
        /^Bevorstehende Buchungen des Objekts \d+$/,
      );
      expect(await page.getByTestId('bookings-awaiting').innerText()).toContain(first);
      expect(await axeViolations(page)).toEqual([]);
      expect(await controlsOffScreen(page)).toEqual([]);
      await screenshotWidths(page, 'admin/admin-bookings-object', {
        widths: [1280, 375],
        settleMs: 200,
      });
      await page.getByRole('link', { name: 'Wartende Buchungen anzeigen' }).click();
      await page.waitForURL((url) => url.search === '');

      await page.getByLabel('Buchungsnummer oder E-Mail-Adresse des Gastes').fill(first);
      await page.getByRole('button', { name: 'Suchen' }).click();
      await page.waitForURL(/search=/);
      expect(await rows.count()).toBe(1);
      const confirm = rows
        .first()
        .getByRole('button', { name: 'Im Namen des Vermieters bestätigen' });
      // Asked once more, since the guest is mailed at once: turned down, nothing is sent.
      let asked = '';
      page.once('dialog', (dialog) => {
        asked = dialog.message();
        void dialog.dismiss();
      });
      await confirm.click();
      await expect.poll(() => asked).toContain('im Namen des Vermieters bestätigen');
      const result = page.getByTestId('admin-result');
      expect(await result.count()).toBe(0);
      page.once('dialog', (dialog) => void dialog.accept());
      await confirm.click();
      await expect.poll(() => result.innerText()).toContain(`Buchung ${first} bestätigt.`);
      expect(await result.getAttribute('role')).toBe('status');
      const confirmed = await office.capture.waitForMessage(
        (m) => m.to.includes('bestaetigt@example.org') && m.subject.includes('bestätigt'),
        30_000,
      );
      expect(confirmed.subject).toContain(first);

      await office.open(page, '/admin/bookings/');
      expect(await page.getByTestId('bookings-awaiting').innerText()).not.toContain(first);
      const row = rows.filter({ hasText: second });
      await row
        .getByLabel('Begründung (geht dem Gast als Antwort des Vermieters per E-Mail zu)')
        .fill('Das Haus ist belegt.');
      page.once('dialog', (dialog) => void dialog.accept());
      await row.getByRole('button', { name: 'Im Namen des Vermieters ablehnen' }).click();
      await expect.poll(() => result.innerText()).toContain(`Buchung ${second} abgelehnt.`);
      expect(await axeViolations(page)).toEqual([]);
      await screenshotWidths(page, 'admin/admin-bookings-decided', {
        widths: [1280, 375],
        settleMs: 200,
      });
      const declined = await office.capture.waitForMessage(
        (m) => m.to.includes('abgelehnt@example.org') && m.subject.includes('abgelehnt'),
        30_000,
      );
      expect(declined.text).toContain('Das Haus ist belegt.');
      expect(problems).toEqual([]);
    });

    it('cancels a booking for its guest with every cost waived', async () => {
      const booked = await book('storno@example.org', 'Anrufer', []);
      const page = await office.e2e.browser.context.newPage();
      await page.setViewportSize({ width: 1280, height: 900 });
      const problems = watchConsole(page);
      await office.e2e.login(page);
      await office.open(page, `/admin/bookings/?search=${booked}`);
      const row = page.getByTestId('bookings-awaiting').locator('li');
      expect(await row.count()).toBe(1);
      const disclosure = row.getByTestId('office-cancel');
      await disclosure.getByText('Für den Gast stornieren …').click();
      const form = disclosure.locator('form');
      // Past the free period (the stay starts ten days after the suite's clock): a fee to waive.
      const terms = /Nach den Stornobedingungen heute: Stornokosten ([\d.]+),(\d\d)\s€/.exec(
        await form.innerText(),
      );
      expect(terms).not.toBeNull();
      expect(Number(terms![1]!.replace(/\./g, '')) * 100 + Number(terms![2])).toBeGreaterThan(0);
      const waive = form.getByLabel(/Alle Kosten erlassen/);
      await waive.check();
      expect(await axeViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 375, height: 900 });
      expect(await controlsOffScreen(page)).toEqual([]);
      await screenshotWidths(page, 'admin/admin-bookings-cancel', {
        widths: [1280, 375],
        settleMs: 200,
      });
      page.once('dialog', (dialog) => void dialog.accept());
      await form.getByRole('button', { name: 'Buchung stornieren' }).click();
      const result = page.getByTestId('admin-result');
      await expect.poll(() => result.innerText()).toContain(`Buchung ${booked} storniert.`);
      expect(await row.getByTestId('office-cancel').count()).toBe(0);
      const mail = await office.capture.waitForMessage(
        (m) => m.to.includes('storno@example.org') && m.subject.startsWith('Stornierung'),
        30_000,
      );
      expect(mail.subject).toContain(booked);
      expect(mail.text).toContain('Stornokosten: keine');
      expect(problems).toEqual([]);
    });
  },
);
