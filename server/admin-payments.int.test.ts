// /admin/payments/ (decision 080): the office records bank transfers as received, as a browser
// without JavaScript posts the form (production bundle, route action). A guest books by transfer
// through the API; the page lists the awaited deposit and balance with the booking number; bad
// posts are refused naming the field and change nothing; a recorded transfer is paid, audit-logged
// and the guest gets the receipt; both recorded make a confirmed booking `paid`. Only accounts
// with admin.payments see the page or may post.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays } from '#core/dates';
import { formatMoney } from '#core/format';
import { LOCALES } from '#core/languages';
import { buildPath } from '#core/routes';
import { findBooking } from '#db/repositories/booking-records';
import {
  findPayment,
  findRefund,
  listBookingPayments,
  markTransferReceived,
} from '#db/repositories/payments-records';
import { findCharge } from '#db/repositories/payments-sandbox';
import {
  finishStrayCharge,
  keepStrayCharge,
  listStrayCharges,
} from '#db/repositories/payments-stray';
import { bookings } from '#db/schema';
import { bookingMailsSettled } from '#services/booking';
import { paidBySandboxCard, sandboxCardNotification } from '#tests/factories/card-payment';
import { TEST_MANDANT } from '#tests/helpers/app';
import { PAYMENTS_PATH, TODAY, adminPaymentsFixture } from '#tests/helpers/admin-payments';
import { FIXED_NOW } from '#tests/helpers/clock';
import { databaseKinds } from '#tests/helpers/database';

describe.each(databaseKinds())('admin payments page (%s)', (kind) => {
  const f = adminPaymentsFixture(kind, '10.9.0');
  const { book, get, post, refused, accepted, statusOf } = f;
  const path = PAYMENTS_PATH;

  const receive = (payment: { paymentId: number; amountCents: number }, receivedOn = TODAY) =>
    post({
      intent: 'received',
      paymentId: payment.paymentId,
      amountCents: payment.amountCents,
      receivedOn,
    });
  /** The landlord declines the booking by the link of his mail. */
  async function decline(booked: { bookingId: number; bookingDisplayNumber: string }) {
    await bookingMailsSettled();
    const landlordMail = await f.mail.waitForMessage(
      (m) => m.to.includes('vermieter@example.org') && m.text.includes(booked.bookingDisplayNumber),
    );
    const hash = /bookingHash=([A-Za-z0-9_-]{43})/.exec(landlordMail.text)![1]!;
    const declined = await f.t.app.inject({
      method: 'POST',
      url: '/api/landlord/booking/confirm/set',
      payload: {
        mandant: TEST_MANDANT,
        bookingId: booked.bookingId,
        bookingHash: hash,
        decision: 'decline',
        reason: 'Belegt',
      },
    });
    expect(declined.statusCode, declined.body).toBe(200);
  }
  /** Euros as the page's number field posts them. */
  const euros = (cents: number) => (cents / 100).toFixed(2);
  const flat = (text: string) => text.replace(/\u00a0|\u202f/g, ' ');
  const money = (cents: number) => flat(formatMoney(cents, LOCALES.de));

  it('lists awaited transfers with their reference, and finds one by a statement line', async () => {
    const booked = await book(30);
    const byCard = await book(50, 'card');
    const [deposit, balance] = booked.payments;
    const page = await get(path);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toContain('no-store');
    const body = page.body.replace(/\u00a0|\u202f/g, ' ');
    expect(body).toContain('Zahlungseingänge verbuchen');
    expect(body).toContain(booked.bookingDisplayNumber);
    expect(body).toContain(`data-payment-id="${deposit!.paymentId}"`);
    expect(body).toContain(`data-payment-id="${balance!.paymentId}"`);
    expect(body).toContain('Anzahlung');
    expect(body).toContain('Restzahlung');
    expect(body).toContain('Greta GastB');
    // A card payment is the provider's to record, not the office's.
    expect(body).not.toContain(byCard.bookingDisplayNumber);

    const found = await get(
      `${path}?reference=${encodeURIComponent(`Buchung ${booked.bookingDisplayNumber} Gast`)}`,
    );
    expect(found.body).toContain(`data-payment-id="${deposit!.paymentId}"`);
    const other = await book(70);
    expect((await get(path)).body).toContain(other.bookingDisplayNumber);
    expect(found.body).not.toContain(other.bookingDisplayNumber);
    // Another number of the line first: every candidate is tried; a year must be the booking's.
    const [year, running] = booked.bookingDisplayNumber.split('-');
    const line = await get(
      `${path}?reference=${encodeURIComponent(`RE 2025-000123 Buchung ${booked.bookingDisplayNumber}`)}`,
    );
    expect(line.body).toContain(`data-payment-id="${deposit!.paymentId}"`);
    const otherYear = await get(`${path}?reference=${Number(year) + 4}-${running}`);
    expect(otherYear.body).not.toContain(`data-payment-id="${deposit!.paymentId}"`);
    const none = await get(`${path}?reference=${encodeURIComponent('Miete Januar')}`);
    expect(none.statusCode).toBe(200);
    expect(none.body).toContain('Zu diesem Verwendungszweck wird keine Überweisung erwartet.');
  });

  it('refuses bad posts naming the field, and changes nothing', async () => {
    const booked = await book(90);
    const byCard = await book(110, 'card');
    const deposit = booked.payments[0]!;
    refused(await receive({ ...deposit, amountCents: deposit.amountCents + 1 }), 'amountCents');
    refused(await receive(deposit, addDays(TODAY, 1)), 'receivedOn');
    refused(await receive(deposit, '2026-02-30'), 'receivedOn');
    refused(await receive(deposit, addDays(TODAY, -400)), 'receivedOn');
    // Before the booking existed: no guest could have transferred for it.
    refused(await receive(deposit, addDays(TODAY, -3)), 'receivedOn');
    refused(await receive({ ...deposit, paymentId: 0 }), 'paymentId');
    refused(await receive({ ...deposit, paymentId: 2_147_483_647 }), 'paymentId');
    // Beyond the id column's range: refused, never a 500 from the database.
    refused(await receive({ ...deposit, paymentId: 2_147_483_648 }), 'paymentId');
    refused(await receive({ ...deposit, paymentId: Number.MAX_SAFE_INTEGER }), 'paymentId');
    for (const loose of [` ${deposit.paymentId}`, `+${deposit.paymentId}`, '0x1', '1e1']) {
      refused(
        await post({
          intent: 'received',
          paymentId: loose,
          amountCents: deposit.amountCents,
          receivedOn: TODAY,
        }),
        'paymentId',
      );
    }
    refused(await receive(byCard.payments[0]!), 'paymentId');
    refused(await post({ intent: 'delete', paymentId: deposit.paymentId }), 'intent');
    const payments = await listBookingPayments(f.t.deps.database.db, booked.bookingId);
    expect(payments.map((p) => p.status)).toEqual(['open', 'open']);
    expect(
      (await listBookingPayments(f.t.deps.database.db, byCard.bookingId)).map((p) => p.status),
    ).toEqual(['open', 'open']);
  });

  it('records a transfer: paid, audit-logged, the guest’s receipt; both make the booking paid', async () => {
    const booked = await book(130);
    const [deposit, balance] = booked.payments;
    // The landlord confirmed (landlord.int.test.ts covers the link): paid in full → `paid`.
    await f.t.deps.database.db
      .update(bookings)
      .set({ status: 'confirmed' })
      .where(eq(bookings.bookingId, booked.bookingId));

    const first = await receive(deposit!);
    accepted(first);
    // Said from what was recorded, not from the form.
    expect(first.body.replace(/\u00a0|\u202f/g, ' ')).toMatch(
      new RegExp(
        `Zahlungseingang verbucht: [\\d.,]+ € für Buchung ${booked.bookingDisplayNumber}\\.`,
      ),
    );
    expect(first.body).not.toContain(`data-payment-id="${deposit!.paymentId}"`);
    let payments = await listBookingPayments(f.t.deps.database.db, booked.bookingId);
    expect(payments[0]).toMatchObject({ status: 'paid', provider: 'bankTransfer' });
    expect(payments[0]!.paidAt).toEqual(FIXED_NOW);
    expect(payments[1]!.status).toBe('open');
    expect((await findBooking(f.t.deps.database.db, booked.bookingId))?.status).toBe('confirmed');

    // Recorded once: a second post (another tab, a double click) is refused.
    refused(await receive(deposit!), 'paymentId');

    await bookingMailsSettled();
    const receipt = await f.mail.waitForMessage(
      (m) => m.to.includes(booked.email) && /Zahlung/.test(m.subject),
    );
    expect(receipt.text).toContain(booked.bookingDisplayNumber);

    accepted(await receive(balance!));
    payments = await listBookingPayments(f.t.deps.database.db, booked.bookingId);
    expect(payments.map((p) => p.status)).toEqual(['paid', 'paid']);
    expect((await findBooking(f.t.deps.database.db, booked.bookingId))?.status).toBe('paid');

    const audit = (await get(`${buildPath('AdminAudit', {}, 'de')}?area=payment`, f.auditor)).body;
    expect(audit).toContain('payments.transferReceived');
    expect(audit).toContain(`payment:${deposit!.paymentId}`);
    expect(audit).toContain('buchhaltung@example.org');
  });

  it('takes a value date before today, not before the booking: paid at midday Berlin', async () => {
    const booked = await book(150);
    const deposit = booked.payments[0]!;
    // Booked five days ago; the statement shows the money two days ago.
    await f.t.deps.database.db
      .update(bookings)
      .set({ createdAt: new Date(FIXED_NOW.getTime() - 5 * 86_400_000) })
      .where(eq(bookings.bookingId, booked.bookingId));
    refused(await receive(deposit, addDays(TODAY, -6)), 'receivedOn');
    accepted(await receive(deposit, addDays(TODAY, -2)));
    const paid = await findPayment(f.t.deps.database.db, deposit.paymentId);
    expect(paid?.status).toBe('paid');
    expect(paid?.paidAt?.toISOString()).toBe(`${addDays(TODAY, -2)}T11:00:00.000Z`);
  });

  it('records a transfer once when two posts arrive at the same time', async () => {
    const booked = await book(190);
    const deposit = booked.payments[0]!;
    const answers = await Promise.all([receive(deposit), receive(deposit)]);
    const kinds = answers.map((res) =>
      /role="status"[^>]*data-testid="admin-result"/.test(res.body) ? 'done' : 'refused',
    );
    expect(kinds.sort()).toEqual(['done', 'refused']);
    expect(await statusOf(deposit.paymentId)).toBe('paid');
  });

  it('refuses a transfer for a booking that ended, and changes nothing', async () => {
    const booked = await book(210);
    const deposit = booked.payments[0]!;
    // Ended between the page and the post, its payment not cancelled yet (the lock's other side).
    await f.t.deps.database.db
      .update(bookings)
      .set({ status: 'declined' })
      .where(eq(bookings.bookingId, booked.bookingId));
    const res = await receive(deposit);
    refused(res, 'paymentId');
    expect(res.body).toContain('Die Buchung ist inzwischen beendet');
    expect(await statusOf(deposit.paymentId)).toBe('open');
    const audit = (await get(`${buildPath('AdminAudit', {}, 'de')}?area=payment`, f.auditor)).body;
    expect(audit).not.toContain(`payment:${deposit.paymentId}<`);
  });

  it('lists a recorded transfer of a declined booking to be paid back, until it is', async () => {
    const booked = await book(230);
    const deposit = booked.payments[0]!;
    accepted(await receive(deposit));
    // The landlord declines (his link from the mail): what was paid goes back.
    await decline(booked);
    expect(await findRefund(f.t.deps.database.db, deposit.paymentId)).toMatchObject({
      provider: 'bankTransfer',
      status: 'pending',
      amountCents: deposit.amountCents,
    });
    const page = (await get(path)).body;
    expect(page).toContain(`data-refund-id="${deposit.paymentId}"`);
    expect(page).toContain('Per Überweisung zurückzahlen');

    const refundFields = {
      intent: 'refunded',
      paymentId: deposit.paymentId,
      amountCents: deposit.amountCents,
    };
    refused(await post({ ...refundFields, amountCents: deposit.amountCents - 1 }), 'amountCents');
    expect((await post(refundFields, f.auditor)).statusCode).toBe(404);
    const done = await post(refundFields);
    accepted(done);
    expect(done.body).not.toContain(`data-refund-id="${deposit.paymentId}"`);
    expect(await statusOf(deposit.paymentId)).toBe('refunded');
    expect((await findRefund(f.t.deps.database.db, deposit.paymentId))?.status).toBe('refunded');
    refused(await post(refundFields), 'paymentId');
    // The guest is told the money is on its way, once.
    await bookingMailsSettled();
    const sent = await f.mail.waitForMessage(
      (m) => m.to.includes(booked.email) && /^Rückzahlung zu Ihrer Buchung/.test(m.subject),
    );
    expect(sent.text.replace(/\u00a0|\u202f/g, ' ')).toMatch(
      /wir haben Ihnen [\d.,]+ € auf das Konto zurücküberwiesen/,
    );
    expect(
      f.mail.messages.filter((m) => m.to.includes(booked.email) && /^Rückzahlung/.test(m.subject)),
    ).toHaveLength(1);
    const audit = (await get(`${buildPath('AdminAudit', {}, 'de')}?area=payment`, f.auditor)).body;
    expect(audit).toContain('payments.transferRefunded');
  });

  it('records a payment of the agency’s invoice like a transfer, and pays it back when the booking ends', async () => {
    const db = f.t.deps.database.db;
    const booked = await book(250, 'invoice');
    const deposit = booked.payments[0]!;
    expect(deposit).toMatchObject({ method: 'invoice', status: 'open' });
    // Listed with the transfers (the guest pays the invoice by transfer), its method named.
    const page = flat((await get(path)).body);
    const start = page.indexOf(`data-payment-id="${deposit.paymentId}"`);
    const row = page.slice(start, page.indexOf('data-payment-id=', start + 1));
    expect(row).toContain('Zahlungsart</dt><dd>Rechnung</dd>');
    accepted(await receive(deposit));
    expect(await findPayment(db, deposit.paymentId)).toMatchObject({
      method: 'invoice',
      status: 'paid',
      provider: 'bankTransfer',
    });
    // Money that came: the landlord declines, and the office is to send it back.
    await decline(booked);
    expect(await findRefund(db, deposit.paymentId)).toMatchObject({
      provider: 'bankTransfer',
      status: 'pending',
      amountCents: deposit.amountCents,
    });
  });

  it('records a part payment: the part paid, the rest awaited on its own and named in the receipt', async () => {
    const booked = await book(250);
    const [deposit, balance] = booked.payments;
    await f.t.deps.database.db
      .update(bookings)
      .set({ status: 'confirmed' })
      .where(eq(bookings.bookingId, booked.bookingId));
    const fields = {
      intent: 'received',
      paymentId: deposit!.paymentId,
      amountCents: deposit!.amountCents,
      receivedOn: TODAY,
    };
    // Not an amount, nothing, more than asked: refused naming the field, nothing recorded.
    for (const bad of ['', '0', '0.00', '-1', '12,50', '1e3', '10.505', ' 10']) {
      refused(await post({ ...fields, received: bad }), 'received');
    }
    const tooMuch = await post({ ...fields, received: euros(deposit!.amountCents + 1) });
    refused(tooMuch, 'received');
    expect(tooMuch.body).toContain('Das ist mehr als diese Zahlung.');
    expect(await statusOf(deposit!.paymentId)).toBe('open');

    const part = Math.floor(deposit!.amountCents / 2) + 1;
    const rest = deposit!.amountCents - part;
    const recorded = await post({ ...fields, received: euros(part) });
    accepted(recorded);
    expect(flat(recorded.body)).toContain(
      `Teilzahlung verbucht: ${money(part)} für Buchung ${booked.bookingDisplayNumber}. Offen bleiben ${money(rest)};`,
    );
    const payments = await listBookingPayments(f.t.deps.database.db, booked.bookingId);
    const remainder = payments.find((p) => p.partOf !== null)!;
    expect(payments.map((p) => [p.kind, p.status, p.amountCents, p.partOf])).toEqual([
      ['deposit', 'paid', part, null],
      ['deposit', 'open', rest, deposit!.paymentId],
      ['balance', 'open', balance!.amountCents, null],
    ]);
    expect(remainder.dueDate).toBe(deposit!.dueDate);
    expect((await findBooking(f.t.deps.database.db, booked.bookingId))?.status).toBe('confirmed');

    // The office sees the rest awaited, with what came before; the guest's receipt names it.
    const page = flat((await get(path)).body);
    expect(page).toContain(`data-payment-id="${remainder.paymentId}"`);
    expect(page).not.toContain(`data-payment-id="${deposit!.paymentId}"`);
    expect(page).toContain('Anzahlung (Rest)');
    expect(page).toMatch(new RegExp(`Bereits eingegangen</dt><dd>${money(part)}<`));
    await bookingMailsSettled();
    const receipt = await f.mail.waitForMessage(
      (m) => m.to.includes(booked.email) && /^Zahlung erhalten/.test(m.subject),
    );
    expect(flat(receipt.text)).toContain(`Es fehlen noch ${money(rest)}, fällig am`);

    // The rest, recorded as it comes (a form without the amount: the whole rest), then the
    // balance: paid in full, the booking is paid.
    accepted(await receive(remainder));
    accepted(await receive(balance!));
    expect(
      (await listBookingPayments(f.t.deps.database.db, booked.bookingId)).map((p) => p.status),
    ).toEqual(['paid', 'paid', 'paid']);
    expect((await findBooking(f.t.deps.database.db, booked.bookingId))?.status).toBe('paid');
    const audit = (await get(`${buildPath('AdminAudit', {}, 'de')}?area=payment`, f.auditor)).body;
    expect(audit).toContain(`payment:${remainder.paymentId}`);
    expect(audit).toContain('remainderPaymentId');
  });

  it('records one of two part payments posted at the same time, and one rest', async () => {
    const booked = await book(290);
    const deposit = booked.payments[0]!;
    const part = {
      intent: 'received',
      paymentId: deposit.paymentId,
      amountCents: deposit.amountCents,
      received: euros(1_000),
      receivedOn: TODAY,
    };
    const answers = await Promise.all([post(part), post(part)]);
    const kinds = answers.map((res) =>
      /role="status"[^>]*data-testid="admin-result"/.test(res.body) ? 'done' : 'refused',
    );
    expect(kinds.sort()).toEqual(['done', 'refused']);
    const payments = await listBookingPayments(f.t.deps.database.db, booked.bookingId);
    expect(payments.filter((p) => p.kind === 'deposit').map((p) => p.amountCents)).toEqual([
      1_000,
      deposit.amountCents - 1_000,
    ]);
    // Beyond the column's range: refused, never a 500.
    refused(await post({ ...part, received: '99999999999' }), 'received');
  });

  it('gives back every part received when a booking paid in part ends', async () => {
    const booked = await book(270);
    const deposit = booked.payments[0]!;
    const part = 5_000;
    accepted(
      await post({
        intent: 'received',
        paymentId: deposit.paymentId,
        amountCents: deposit.amountCents,
        received: euros(part),
        receivedOn: TODAY,
      }),
    );
    await decline(booked);
    const payments = await listBookingPayments(f.t.deps.database.db, booked.bookingId);
    // The part received goes back by transfer; the rest and the balance are no longer asked.
    expect(payments.map((p) => [p.status, p.amountCents])).toEqual([
      ['paid', part],
      ['cancelled', deposit.amountCents - part],
      ['cancelled', booked.payments[1]!.amountCents],
    ]);
    expect(await findRefund(f.t.deps.database.db, deposit.paymentId)).toMatchObject({
      provider: 'bankTransfer',
      status: 'pending',
      amountCents: part,
    });
    const page = (await get(path)).body;
    expect(page).toContain(`data-refund-id="${deposit.paymentId}"`);
    expect(page).not.toContain(`data-payment-id="${payments[1]!.paymentId}"`);
  });

  it('says the amount changed when it changed between the check and the update', async () => {
    const booked = await book(310);
    const deposit = booked.payments[0]!;
    const db = f.t.deps.database.db;
    // The guarded update itself, as a voucher lowering the payment just before it would see it.
    const mark = (amountCents: number) =>
      db.transaction((tx) =>
        markTransferReceived(tx as unknown as typeof db, {
          paymentId: deposit.paymentId,
          amountCents,
          receivedCents: amountCents,
          receivedAt: FIXED_NOW,
          now: FIXED_NOW,
          accountId: null,
        }),
      );
    expect(await mark(deposit.amountCents - 100)).toBe('amountChanged');
    expect(await statusOf(deposit.paymentId)).toBe('open');
    expect(await mark(deposit.amountCents)).toMatchObject({ remainder: null });
    expect(await mark(deposit.amountCents)).toBe('notAwaited');
  });

  it('lists a card charge no payment could take whose refund failed, and gives it back on a retry', async () => {
    const db = f.t.deps.database.db;
    const booked = await book(260, 'card');
    const deposit = booked.payments[0]!;
    await paidBySandboxCard(db, deposit);
    // A second charge of the paid deposit (a second tab on the card page) whose refund the
    // provider refused until it stopped delivering: kept as failed (services/payments).
    const second = await sandboxCardNotification(f.t.deps, deposit);
    const kept = await keepStrayCharge(db, {
      paymentId: deposit.paymentId,
      provider: 'sandbox',
      providerReference: second.reference,
      eventId: `evt_${second.reference}`,
      amountCents: deposit.amountCents,
      currency: 'EUR',
      reason: 'settled',
      now: FIXED_NOW,
    });
    await finishStrayCharge(db, kept.id, {
      status: 'failed',
      refundReference: null,
      now: FIXED_NOW,
    });

    const page = flat((await get(path)).body);
    expect(page).toContain(`data-stray-id="${kept.id}"`);
    expect(page).toContain('Überzählige Kartenzahlungen');
    expect(page).toContain('Die Zahlung war bereits beglichen.');
    expect(page).not.toContain('data-testid="refunds-none"');
    const entry = page.slice(page.indexOf(`data-stray-id="${kept.id}"`));
    expect(entry).toContain(booked.bookingDisplayNumber);
    expect(entry).toContain(money(deposit.amountCents));
    expect(entry).toContain('Anzahlung');

    const fields = { intent: 'retryStrayCharge', chargeId: kept.id };
    expect((await post(fields, f.auditor)).statusCode).toBe(404);
    expect((await post(fields, null)).statusCode).toBe(404);
    expect(
      (await post(fields, f.office, 'https://evil.example')).statusCode,
    ).toBeGreaterThanOrEqual(400);
    for (const chargeId of ['', 'x', '-1', '2147483648']) {
      refused(await post({ ...fields, chargeId }), 'chargeId');
    }
    expect((await findCharge(db, second.reference))?.status).toBe('succeeded');

    const done = await post(fields);
    accepted(done);
    expect(flat(done.body)).toContain(
      `Erstattet: ${money(deposit.amountCents)} für Buchung ${booked.bookingDisplayNumber} auf die Karte des Gastes.`,
    );
    expect(done.body).not.toContain(`data-stray-id="${kept.id}"`);
    expect((await findCharge(db, second.reference))?.status).toBe('refunded');
    expect((await listStrayCharges(db, deposit.paymentId)).map((c) => c.status)).toEqual([
      'refunded',
    ]);
    // Done: a second post (another tab) is refused and gives nothing back twice.
    refused(await post(fields), 'chargeId');
    expect(await statusOf(deposit.paymentId)).toBe('paid');
  });

  it('is the office’s alone: 404 for others, and posts need the site’s origin', async () => {
    const booked = await book(170);
    const deposit = booked.payments[0]!;
    expect((await get(path, f.auditor)).statusCode).toBe(404);
    expect((await get(path, null)).statusCode).toBe(404);
    const fields = {
      intent: 'received',
      paymentId: deposit.paymentId,
      amountCents: deposit.amountCents,
      receivedOn: TODAY,
    };
    expect((await post(fields, f.auditor)).statusCode).toBe(404);
    expect((await post(fields, null)).statusCode).toBe(404);
    const foreign = await post(fields, f.office, 'https://evil.example');
    expect(foreign.statusCode).toBeGreaterThanOrEqual(400);
    expect(await statusOf(deposit.paymentId)).toBe('open');
    // The admin home and menu show the page only to its holders.
    expect((await get(buildPath('AdminHome', {}, 'de'), f.auditor)).body).not.toContain(path);
  });
});
