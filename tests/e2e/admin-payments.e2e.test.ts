// Recording a bank transfer in Chromium (decision 080, /admin/payments/): a guest books by transfer
// through the API; the office account (admin.payments) finds the booking's deposit by pasting a
// statement line into the search, records it with the form, and the page says so and no longer
// lists it; the guest's receipt mail arrives. The landlord then declines: the money is listed to
// be paid back, and the office records it as transferred back. The office uploads a bank statement
// (CAMT) and records a credit by the booking it names, another by the booking its amount and payer's
// name fit (no number in its remittance), and sets a third aside. axe-clean; every control on the
// screen at 375 px;
// screenshots at 1280 and 375 px in test-results/screenshots/admin/. Runs with TEST_DATABASE_URL
// only: the test puts the account into the server's database.
import { eq } from 'drizzle-orm';
import { runningNumberOf } from '#core/booking';
import { listBookingPayments } from '#db/repositories/payments-records';
import { findCharge } from '#db/repositories/payments-sandbox';
import { finishStrayCharge, keepStrayCharge } from '#db/repositories/payments-stray';
import { bookings } from '#db/schema';
import { camtStatement } from '#tests/factories/camt';
import { paidBySandboxCard, succeededCharge } from '#tests/factories/card-payment';
import { TEST_BANK_ENV } from '#tests/helpers/bank';
import { describe, expect, it } from 'vitest';
import { MANDANT, bookThroughApi } from './booking-helpers';
import { axeViolations, controlsOffScreen, screenshotWidths, watchConsole } from './browser';
import { officeE2E } from './fixtures';

describe.skipIf(!process.env.TEST_DATABASE_URL)('recording bank transfers in the browser', () => {
  const office = officeE2E('adminpay', {
    demoObjects: 40,
    account: {
      email: 'buchhaltung@example.org',
      firstName: 'Bruno',
      permissions: ['admin.payments'],
    },
    mail: true,
  });

  async function bookByTransfer(email: string, lastName = 'Überweiser'): Promise<string> {
    const booked = await bookThroughApi(
      office.e2e.server.url,
      { email, lastName, paymentMethod: 'bankTransfer' },
      { want: (price) => price.payments.includes(2) },
    );
    return booked.bookingDisplayNumber;
  }

  it('finds a transfer by its statement line and records it; the guest gets the receipt', async () => {
    const email = 'ueberweiser@example.org';
    const number = await bookByTransfer(email);
    await bookByTransfer('zweiter.gast@example.org');
    const page = await office.e2e.browser.context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    const problems = watchConsole(page);
    await office.e2e.login(page);
    // Its only back-office page is the header's admin link (no admin.access: no admin home).
    await office.open(page, '/');
    const link = page.locator('header').getByTestId('admin-link').first();
    await expect.poll(() => link.getAttribute('href')).toBe('/admin/payments/');
    await office.open(page, '/admin/payments/');
    expect(await page.getByTestId('admin-menu').getByRole('link').allInnerTexts()).toEqual([
      'Zahlungseingänge',
    ]);
    const rows = page.getByTestId('payments-awaited').locator('li');
    // Both bookings' payments (a deposit and balance, or the whole amount for an early arrival).
    const listed = await rows.count();
    expect(listed).toBeGreaterThanOrEqual(2);
    expect(await page.getByTestId('payments-count').innerText()).toBe(
      `${listed} Überweisungen werden erwartet.`,
    );
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 900 });
    expect(await controlsOffScreen(page)).toEqual([]);
    await screenshotWidths(page, 'admin/admin-payments', { widths: [1280, 375], settleMs: 200 });

    await page.getByLabel('Buchungsnummer oder Verwendungszweck').fill(`SVWZ+${number} Überweiser`);
    await page.getByRole('button', { name: 'Suchen' }).click();
    await page.waitForURL(/reference=/);
    const own = await rows.count();
    expect(own).toBeGreaterThanOrEqual(1);
    expect(own).toBeLessThan(listed);
    const first = rows.first();
    expect(await first.innerText()).toContain(number);
    expect(await first.innerText()).toContain('Jonas Überweiser');
    await first.getByRole('button', { name: 'Als eingegangen verbuchen' }).click();
    const result = page.getByTestId('admin-result');
    await expect.poll(() => result.innerText()).toContain(`für Buchung ${number}`);
    expect(await result.getAttribute('role')).toBe('status');
    await expect.poll(() => rows.count()).toBe(own - 1);
    expect(await axeViolations(page)).toEqual([]);
    await screenshotWidths(page, 'admin/admin-payments-recorded', {
      widths: [1280, 375],
      settleMs: 200,
    });

    const receipt = await office.capture.waitForMessage(
      (m) => m.to.includes(email) && /Zahlung/.test(m.subject),
      30_000,
    );
    expect(receipt.text).toContain(number);

    // The landlord declines (his link from the mail): the transfer is to be paid back.
    const landlordMail = await office.capture.waitForMessage(
      (m) => m.text.includes(number) && /bookingHash=/.test(m.text),
      30_000,
    );
    const landlordLink = /bookingId=(\d+)&bookingHash=([\w-]{43})/.exec(landlordMail.text)!;
    const declined = await fetch(`${office.e2e.server.url}/api/landlord/booking/confirm/set`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        mandant: MANDANT,
        bookingId: Number(landlordLink[1]),
        bookingHash: landlordLink[2],
        decision: 'decline',
        reason: 'Das Haus ist in dieser Zeit belegt.',
      }),
    });
    expect(declined.status).toBe(200);
    await page.setViewportSize({ width: 1280, height: 900 });
    await office.open(page, '/admin/payments/');
    const refunds = page.getByTestId('payments-refunds').locator('li');
    expect(await refunds.count()).toBe(1);
    expect(await refunds.first().innerText()).toContain(number);
    expect(await refunds.first().innerText()).toContain('Per Überweisung zurückzahlen');
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 900 });
    expect(await controlsOffScreen(page)).toEqual([]);
    await screenshotWidths(page, 'admin/admin-payments-refund', {
      widths: [1280, 375],
      settleMs: 200,
    });
    await refunds.first().getByRole('button', { name: 'Als zurücküberwiesen verbuchen' }).click();
    await expect
      .poll(() => page.getByTestId('admin-result').innerText())
      .toContain(`Rückzahlung verbucht`);
    expect(await page.getByTestId('refunds-none').innerText()).toBe(
      'Es sind keine Rückzahlungen offen.',
    );
    expect(problems).toEqual([]);
    await page.close();
  });

  it('lists a surplus card charge whose refund failed, and gives it back with one click', async () => {
    const { bookingDisplayNumber: number } = await bookThroughApi(
      office.e2e.server.url,
      { email: 'zweimal@example.org', lastName: 'Doppelzahler', paymentMethod: 'card' },
      { want: (price) => price.payments.includes(1) },
    );
    // The deposit paid by card, then charged a second time (a second tab on the card page) whose
    // refund the provider refused until it stopped delivering (services/payments/stray-charges.ts).
    const db = office.e2e.database.db;
    const [booking] = await db
      .select({ bookingId: bookings.bookingId })
      .from(bookings)
      .where(eq(bookings.displayNumber, runningNumberOf(number)));
    const deposit = (await listBookingPayments(db, booking!.bookingId))[0]!;
    await paidBySandboxCard(db, deposit);
    const second = await succeededCharge(db, deposit, new Date());
    const kept = await keepStrayCharge(db, {
      paymentId: deposit.paymentId,
      provider: 'sandbox',
      providerReference: second.reference,
      eventId: second.eventId!,
      amountCents: deposit.amountCents,
      currency: 'EUR',
      reason: 'settled',
      now: new Date(),
    });
    await finishStrayCharge(db, kept.id, {
      status: 'failed',
      refundReference: null,
      now: new Date(),
    });

    const page = await office.e2e.browser.context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    const problems = watchConsole(page);
    await office.e2e.login(page);
    await office.open(page, '/admin/payments/');
    const stray = page.getByTestId('payments-stray').locator('li');
    expect(await stray.count()).toBe(1);
    const text = await stray.first().innerText();
    expect(text).toContain(number);
    expect(text).toContain('Die Zahlung war bereits beglichen.');
    expect(text).toContain('Doppelzahler');
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 900 });
    expect(await controlsOffScreen(page)).toEqual([]);
    await screenshotWidths(page, 'admin/admin-payments-stray', {
      widths: [1280, 375],
      settleMs: 200,
    });
    await stray.first().getByRole('button', { name: 'Erstattung erneut versuchen' }).click();
    await expect
      .poll(() => page.getByTestId('admin-result').innerText())
      .toContain(`für Buchung ${number} auf die Karte des Gastes`);
    expect(await page.getByTestId('payments-stray').count()).toBe(0);
    expect((await findCharge(db, second.reference))?.status).toBe('refunded');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('records a part payment typed into the amount; the rest stays listed, and the guest is told', async () => {
    const email = 'teilzahler@example.org';
    const number = await bookByTransfer(email);
    const page = await office.e2e.browser.context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    const problems = watchConsole(page);
    await office.e2e.login(page);
    await office.open(page, `/admin/payments/?reference=${number}`);
    const rows = page.getByTestId('payments-awaited').locator('li');
    const first = rows.first();
    const amount = first.getByLabel('Eingegangener Betrag (€)');
    const asked = Number(await amount.inputValue());
    expect(asked).toBeGreaterThan(100);
    await amount.fill('100');
    await first.getByRole('button', { name: 'Als eingegangen verbuchen' }).click();
    const result = page.getByTestId('admin-result');
    await expect.poll(() => result.innerText()).toContain(`Teilzahlung verbucht`);
    expect((await result.innerText()).replace(/\u00a0|\u202f/g, ' ')).toContain(
      `100 € für Buchung ${number}`,
    );
    // The rest, listed as the payment's rest with what came before.
    await office.open(page, `/admin/payments/?reference=${number}`);
    const rest = rows.filter({ hasText: '(Rest)' });
    expect(await rest.count()).toBe(1);
    const restText = (await rest.innerText()).replace(/\u00a0|\u202f/g, ' ');
    expect(restText).toContain('Bereits eingegangen');
    expect(restText).toMatch(/Bereits eingegangen\s*100 €/);
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 900 });
    expect(await controlsOffScreen(page)).toEqual([]);
    await screenshotWidths(page, 'admin/admin-payments-part', {
      widths: [1280, 375],
      settleMs: 200,
    });

    // The guest's receipt names the rest; the booking's page (its link) lists it.
    const receipt = await office.capture.waitForMessage(
      (m) => m.to.includes(email) && /^Zahlung erhalten/.test(m.subject),
      30_000,
    );
    expect(receipt.text.replace(/\u00a0|\u202f/g, ' ')).toMatch(/Es fehlen noch [\d.,]+ €/);
    const link = /https?:\/\/\S+access=[\w.-]+/.exec(receipt.text)![0];
    const guest = await office.e2e.browser.context.newPage();
    await guest.setViewportSize({ width: 1280, height: 900 });
    await office.open(guest, new URL(link).pathname + new URL(link).search);
    await screenshotWidths(guest, 'admin/guest-part-paid', { widths: [1280, 375], settleMs: 200 });
    expect(problems).toEqual([]);
    await guest.close();
    await page.close();
  });

  it('imports the bank statement, records credits by their proposals and sets another aside', async () => {
    const number = await bookByTransfer('kontoauszug@example.org');
    const page = await office.e2e.browser.context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    const problems = watchConsole(page);
    await office.e2e.login(page);
    // What the booking's first transfer asks (the amount field is prefilled with it).
    await office.open(page, `/admin/payments/?reference=${number}`);
    const awaited = page.getByTestId('payments-awaited').locator('li').first();
    const asked = await awaited.getByLabel('Eingegangener Betrag (€)').inputValue();
    // The server's today (its clock may be fixed): the value date field's default.
    const today = await awaited.getByLabel('Eingegangen am (Wertstellung)').inputValue();
    // A guest who forgot the booking number in the remittance: found by amount and name.
    const forgot = await bookByTransfer('vergessen@example.org', 'Nachzügler');
    await office.open(page, `/admin/payments/?reference=${forgot}`);
    const forgotAsked = await page
      .getByTestId('payments-awaited')
      .locator('li')
      .first()
      .getByLabel('Eingegangener Betrag (€)')
      .inputValue();
    const file = camtStatement({
      account: TEST_BANK_ENV.BANK_IBAN,
      lines: [
        {
          ref: 'E2E-STATEMENT-1',
          amount: asked,
          valueOn: today,
          remittance: `SVWZ+Buchung ${number} Anzahlung`,
          payer: 'Jonas Überweiser',
        },
        {
          ref: 'E2E-STATEMENT-3',
          amount: forgotAsked,
          valueOn: today,
          remittance: 'Ferienhaus Sommer',
          payer: 'NACHZUEGLER, PIA',
        },
        {
          ref: 'E2E-STATEMENT-2',
          amount: '18.50',
          valueOn: today,
          remittance: 'Gutschrift Rücklastschrift Entgelt',
          payer: 'Stadtwerke Musterstadt',
        },
      ],
    });
    await office.open(page, '/admin/payments/');
    await page.getByLabel('Kontoauszug (CAMT-Datei)').setInputFiles({
      name: 'auszug.xml',
      mimeType: 'application/xml',
      buffer: Buffer.from(file),
    });
    await page.getByRole('button', { name: 'Einlesen' }).click();
    const imported = page.getByTestId('statement-result');
    await expect
      .poll(() => imported.innerText())
      .toContain('Eingelesen: 3 Gutschriften, davon 3 neu.');
    expect(await imported.getAttribute('role')).toBe('status');
    const entries = page.getByTestId('statement-entries').locator('li');
    await expect.poll(() => entries.count()).toBe(3);
    const credit = entries.filter({ hasText: `Buchung ${number} Anzahlung` });
    expect(await credit.getByLabel('Buchungsnummer').inputValue()).toBe(number);
    expect(await credit.innerText()).toContain('Vorschlag:');
    const byName = entries.filter({ hasText: 'NACHZUEGLER' });
    expect(await byName.getByLabel('Buchungsnummer').inputValue()).toBe(forgot);
    expect(await byName.innerText()).toContain('gefunden nach Betrag und Namen des Auftraggebers');
    expect(await entries.filter({ hasText: 'Stadtwerke' }).innerText()).toContain(
      'Keine erwartete Überweisung gefunden',
    );
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 900 });
    expect(await controlsOffScreen(page)).toEqual([]);
    await screenshotWidths(page, 'admin/admin-statement', { widths: [1280, 375], settleMs: 200 });

    await page.setViewportSize({ width: 1280, height: 900 });
    await credit.getByRole('button', { name: 'Verbuchen' }).click();
    const result = page.getByTestId('admin-result');
    await expect.poll(() => result.innerText()).toContain(`für Buchung ${number}`);
    expect(await result.getAttribute('role')).toBe('status');
    await expect.poll(() => entries.count()).toBe(2);
    await byName.getByRole('button', { name: 'Verbuchen' }).click();
    await expect.poll(() => result.innerText()).toContain(`für Buchung ${forgot}`);
    await expect.poll(() => entries.count()).toBe(1);
    // Set aside is for good: the browser asks once more.
    page.once('dialog', (dialog) => void dialog.accept());
    await entries.first().getByRole('button', { name: 'Beiseitelegen' }).click();
    await expect.poll(() => result.innerText()).toContain('Gutschrift beiseitegelegt');
    expect(await page.getByTestId('statement-count').innerText()).toBe(
      'Es sind keine Gutschriften zuzuordnen.',
    );
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });
});
