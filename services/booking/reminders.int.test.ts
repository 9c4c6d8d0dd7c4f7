// The guest's payment reminders on a real database, through real SMTP: the balance a week before
// it is due, and a payment by card, transfer or the agency's invoice still open PAYMENT_OVERDUE_DAYS
// after its due day — once each, whatever how often the job runs; not for a payment made. The arrival information a few days before a confirmed stay, once. Bookings
// are made through POST /api/booking.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARRIVAL_INFO_DAYS, BALANCE_REMINDER_DAYS, PAYMENT_OVERDUE_DAYS } from '#core/booking';
import { addDays, todayInBerlin } from '#core/dates';
import { formatMoney } from '#core/format';
import { LOCALES } from '#core/languages';
import {
  listBookingPayments,
  markPaymentPaid,
  markTransferReceived,
} from '#db/repositories/payments-records';
import {
  bookingMailsSettled,
  informArrivals,
  remindBalances,
  remindOverduePayments,
} from '#services/booking';
import { bookings } from '#db/schema';
import { ensureSearchIndex } from '#services/search';
import { availability } from '#tests/factories/availability';
import { bookingRequest } from '#tests/factories/booking-request';
import { insertObject } from '#tests/factories/object';
import { priceRules } from '#tests/factories/price-rules';
import { build, TEST_MANDANT, type TestApp } from '#tests/helpers/app';
import { FIXED_NOW } from '#tests/helpers/clock';
import { databaseKinds } from '#tests/helpers/database';
import { startMailCapture, type MailCapture } from '#tests/helpers/mail';

const TODAY = todayInBerlin(FIXED_NOW);
const DAY = 86_400_000;
const at = (days: number) => new Date(FIXED_NOW.getTime() + days * DAY);

describe.each(databaseKinds())('payment reminders (%s)', (kind) => {
  let t: TestApp;
  let mail: MailCapture;
  let objectNumber: number;
  let guests = 0;

  beforeAll(async () => {
    mail = await startMailCapture();
    t = await build({ kind, env: { SMTP_URL: mail.url } });
    const object = await insertObject(t.deps.database, {
      // Card, transfer or invoice; deposit at booking, the balance 30 days before arrival.
      rules: priceRules({ payments: [1, 2, 3] }),
      availability: availability(),
      landlord: { name: 'Familie Vermieter', email: 'vermieter@example.org' },
    });
    objectNumber = object.objectNumber;
    await ensureSearchIndex(t.deps);
  }, 60_000);
  afterAll(async () => {
    await bookingMailsSettled();
    await t?.close();
    await mail?.close();
  });

  async function book(offset: number, paymentMethod: string) {
    const email = `erinnerung${++guests}@example.org`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/booking',
      remoteAddress: `10.8.0.${guests}`,
      payload: bookingRequest({
        mandant: TEST_MANDANT,
        objectNumber,
        startDate: addDays(TODAY, offset),
        paymentMethod,
        email,
        firstName: 'Erna',
        lastName: 'Erinnerung',
      }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data as { bookingId: number; bookingDisplayNumber: string };
    await bookingMailsSettled();
    const payments = await listBookingPayments(t.deps.database.db, data.bookingId);
    return { ...data, email, payments };
  }

  const mailsTo = (email: string, subject: RegExp) =>
    mail.messages.filter((m) => m.to.includes(email) && subject.test(m.subject));

  it('reminds an overdue transfer, card and invoice payment once, not one paid', async () => {
    const transfer = await book(60, 'bankTransfer');
    const card = await book(80, 'card');
    const invoice = await book(100, 'invoice');
    const paid = await book(120, 'bankTransfer');
    await t.deps.database.db.transaction((tx) =>
      markTransferReceived(tx as unknown as typeof t.deps.database.db, {
        paymentId: paid.payments[0]!.paymentId,
        amountCents: paid.payments[0]!.amountCents,
        receivedCents: paid.payments[0]!.amountCents,
        receivedAt: at(1),
        now: at(1),
        accountId: null,
      }),
    );
    expect(transfer.payments[0]).toMatchObject({ kind: 'deposit', dueDate: TODAY });

    // Not yet: the money may be on its way.
    expect(await remindOverduePayments(t.deps, at(PAYMENT_OVERDUE_DAYS - 1))).toBe(0);
    // Then the three deposits still open, once.
    expect(await remindOverduePayments(t.deps, at(PAYMENT_OVERDUE_DAYS))).toBe(3);
    expect(await remindOverduePayments(t.deps, at(PAYMENT_OVERDUE_DAYS + 1))).toBe(0);
    await bookingMailsSettled();

    const overdue = /^Zahlungserinnerung zu Ihrer Buchung/;
    const [byTransfer, , byInvoice] = await Promise.all([
      mail.waitForMessage((m) => m.to.includes(transfer.email) && overdue.test(m.subject)),
      mail.waitForMessage((m) => m.to.includes(card.email) && overdue.test(m.subject)),
      mail.waitForMessage((m) => m.to.includes(invoice.email) && overdue.test(m.subject)),
    ]);
    const text = byTransfer.text.replace(/\u00a0|\u202f/g, ' ');
    expect(byTransfer.subject).toContain(transfer.bookingDisplayNumber);
    expect(text).toMatch(/Anzahlung: [\d.,]+ €, fällig am/);
    expect(text).toContain('IBAN: DE02 1203 0000 0000 2020 51');
    expect(text).toContain(`Verwendungszweck: ${transfer.bookingDisplayNumber}`);
    const [byCard] = mailsTo(card.email, overdue);
    // The card page's signed link of the deposit.
    expect(byCard!.text).toMatch(/\/payment\/de\/\?/);
    expect(byCard!.text).not.toContain('IBAN');
    // The invoice's: the account on the invoice, with the booking number; no card button.
    const invoiceText = byInvoice.text.replace(/\u00a0|\u202f/g, ' ');
    expect(invoiceText).toMatch(/Anzahlung: [\d.,]+ €, fällig am/);
    expect(invoiceText).toContain('auf das Konto, das auf der Rechnung steht');
    expect(invoiceText).not.toMatch(/\/payment\/de\/\?/);
    expect(mailsTo(invoice.email, overdue)).toHaveLength(1);
    expect(mailsTo(paid.email, overdue)).toEqual([]);
    expect(mailsTo(transfer.email, overdue)).toHaveLength(1);
  });

  it('names the payment its button pays: the earliest still open, the next once that is paid', async () => {
    // Nothing paid, and the job first runs when deposit and balance are both overdue.
    const booked = await book(40, 'card');
    const [deposit, balance] = booked.payments;
    expect(balance!.kind).toBe('balance');
    const days = (Date.parse(balance!.dueDate) - Date.parse(TODAY)) / DAY + PAYMENT_OVERDUE_DAYS;
    // The balance reminder a week before would also name the balance while the deposit is open.
    await remindBalances(t.deps, at(days - PAYMENT_OVERDUE_DAYS - BALANCE_REMINDER_DAYS));
    await remindOverduePayments(t.deps, at(days));
    await bookingMailsSettled();
    const overdue = /^Zahlungserinnerung zu Ihrer Buchung/;
    const first = await mail.waitForMessage(
      (m) => m.to.includes(booked.email) && overdue.test(m.subject),
    );
    expect(first.text.replace(/\u00a0|\u202f/g, ' ')).toMatch(/Anzahlung: [\d.,]+ €/);
    expect(mailsTo(booked.email, overdue)).toHaveLength(1);
    expect(mailsTo(booked.email, /^Restzahlung für Ihre Buchung/)).toEqual([]);
    // The deposit is paid: the balance, overdue too, is reminded next.
    await markPaymentPaid(t.deps.database.db, {
      paymentId: deposit!.paymentId,
      provider: 'sandbox',
      providerReference: 'ch_review',
      cardLast4: '4242',
      paidAt: at(days),
    });
    await remindOverduePayments(t.deps, at(days + 1));
    await bookingMailsSettled();
    await mail.waitForMessage(
      (m) => m.to.includes(booked.email) && overdue.test(m.subject) && /Restzahlung/.test(m.text),
    );
    expect(mailsTo(booked.email, overdue)).toHaveLength(2);
  });

  it('reminds the balance a week before it is due, once', async () => {
    const booked = await book(150, 'bankTransfer');
    const balance = booked.payments.find((p) => p.kind === 'balance')!;
    // The deposit arrived (a balance reminder waits for it: its button would pay the deposit).
    await t.deps.database.db.transaction((tx) =>
      markTransferReceived(tx as unknown as typeof t.deps.database.db, {
        paymentId: booked.payments[0]!.paymentId,
        amountCents: booked.payments[0]!.amountCents,
        receivedCents: booked.payments[0]!.amountCents,
        receivedAt: at(1),
        now: at(1),
        accountId: null,
      }),
    );
    const daysToReminder =
      (Date.parse(addDays(balance.dueDate, -BALANCE_REMINDER_DAYS)) - Date.parse(TODAY)) / DAY;
    // Earlier bookings of this file have their balances due sooner: the reminder covers them too.
    await remindBalances(t.deps, at(daysToReminder - 1));
    await bookingMailsSettled();
    const subject = /^Restzahlung für Ihre Buchung/;
    expect(mailsTo(booked.email, subject)).toEqual([]);
    expect(await remindBalances(t.deps, at(daysToReminder))).toBeGreaterThanOrEqual(1);
    expect(await remindBalances(t.deps, at(daysToReminder + 1))).toBe(0);
    await bookingMailsSettled();
    const reminder = await mail.waitForMessage(
      (m) => m.to.includes(booked.email) && subject.test(m.subject),
    );
    expect(reminder.text.replace(/\u00a0|\u202f/g, ' ')).toContain(
      'IBAN: DE02 1203 0000 0000 2020 51',
    );
    expect(mailsTo(booked.email, subject)).toHaveLength(1);
  });

  it('sends the arrival information of a confirmed stay a few days before, once; not of a request', async () => {
    const confirmed = await book(250, 'card');
    const requested = await book(260, 'card');
    await t.deps.database.db
      .update(bookings)
      .set({ status: 'confirmed' })
      .where(eq(bookings.bookingId, confirmed.bookingId));
    const subject = /^Bald geht es los: Ihre Anreise/;
    // Too early: nothing.
    await informArrivals(t.deps, at(250 - ARRIVAL_INFO_DAYS - 1));
    await bookingMailsSettled();
    expect(mailsTo(confirmed.email, subject)).toEqual([]);
    expect(await informArrivals(t.deps, at(250 - ARRIVAL_INFO_DAYS))).toBeGreaterThanOrEqual(1);
    // Again that day and the next: the one mail stays one.
    expect(await informArrivals(t.deps, at(250 - ARRIVAL_INFO_DAYS))).toBe(0);
    expect(await informArrivals(t.deps, at(250 - ARRIVAL_INFO_DAYS + 1))).toBe(0);
    await bookingMailsSettled();
    const info = await mail.waitForMessage(
      (m) => m.to.includes(confirmed.email) && subject.test(m.subject),
    );
    const text = info.text.replace(/\u00a0|\u202f/g, ' ');
    // Whom to call for the keys, and what is still open (the card payments were never made).
    expect(text).toContain('Vermieter: Familie Vermieter');
    expect(text).toContain('E-Mail: vermieter@example.org');
    expect(text).toContain('Bitte begleichen Sie vor der Anreise, was noch offen ist:');
    expect(text).toMatch(/\/payment\/de\/\?/);
    expect(mailsTo(confirmed.email, subject)).toHaveLength(1);
    // A request the landlord never confirmed gets none, not even on its arrival day.
    await informArrivals(t.deps, at(260));
    await bookingMailsSettled();
    expect(mailsTo(requested.email, subject)).toEqual([]);
  });

  it('reminds the rest of a payment made in part, once, by its amount', async () => {
    const booked = await book(170, 'bankTransfer');
    const deposit = booked.payments[0]!;
    const overdue = /^Zahlungserinnerung zu Ihrer Buchung/;
    expect(await remindOverduePayments(t.deps, at(PAYMENT_OVERDUE_DAYS))).toBeGreaterThan(0);
    await bookingMailsSettled();
    await mail.waitForMessage((m) => m.to.includes(booked.email) && overdue.test(m.subject));
    // After the reminder, half arrives: the rest is a payment of its own, overdue on the old day.
    const rest = Math.floor(deposit.amountCents / 2);
    await t.deps.database.db.transaction((tx) =>
      markTransferReceived(tx as unknown as typeof t.deps.database.db, {
        paymentId: deposit.paymentId,
        amountCents: deposit.amountCents,
        receivedCents: deposit.amountCents - rest,
        receivedAt: at(PAYMENT_OVERDUE_DAYS),
        now: at(PAYMENT_OVERDUE_DAYS),
        accountId: null,
      }),
    );
    // Not the next morning: the rest gets as long from the part's arrival as a payment from its
    // due day; then it is reminded once.
    expect(await remindOverduePayments(t.deps, at(PAYMENT_OVERDUE_DAYS + 1))).toBe(0);
    expect(await remindOverduePayments(t.deps, at(2 * PAYMENT_OVERDUE_DAYS - 1))).toBe(0);
    expect(await remindOverduePayments(t.deps, at(2 * PAYMENT_OVERDUE_DAYS))).toBe(1);
    expect(await remindOverduePayments(t.deps, at(2 * PAYMENT_OVERDUE_DAYS + 1))).toBe(0);
    await bookingMailsSettled();
    await mail.waitForMessage(
      (m) =>
        m.to.includes(booked.email) &&
        overdue.test(m.subject) &&
        mailsTo(booked.email, overdue).length === 2,
    );
    const [, second] = mailsTo(booked.email, overdue);
    const amount = formatMoney(rest, LOCALES.de).replace(/\u00a0|\u202f/g, ' ');
    expect(second!.text.replace(/\u00a0|\u202f/g, ' ')).toContain(
      `Anzahlung (Rest): ${amount}, fällig am`,
    );
  });
});
