// The payments slice on PGlite and PostgreSQL: payment records opened in a booking's transaction,
// the signed link to the card page, the sandbox provider's notifications through the real
// endpoint over HTTP (the test server listens on SITE_URL) — signed, tampered, replayed, stale,
// repeated and concurrent —, the card use-cases (paid, declined, challenge, limits), a late payment
// for a cancelled booking refunded, and redelivery of a notification the site missed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInBerlin } from '#core/dates';
import { paymentPlan } from '#core/payments';
import type { Permission } from '#core/permissions';
import { markPaidByVoucher, reducePayment } from '#db/repositories/booking-vouchers';
import { findCharge, insertCharge } from '#db/repositories/payments-sandbox';
import { keepStrayCharge, listStrayCharges } from '#db/repositories/payments-stray';
import {
  countNotifications,
  findPayment,
  listOfficeRefunds,
} from '#db/repositories/payments-records';
import { insertBooking } from '#tests/factories/booking';
import { sandboxCardNotification } from '#tests/factories/card-payment';
import { firstActiveObjectNumber } from '#tests/factories/object';
import { build, type TestApp } from '#tests/helpers/app';
import { FIXED_NOW } from '#tests/helpers/clock';
import { testContext } from '#tests/helpers/context';
import { databaseKinds } from '#tests/helpers/database';
import { freeTcpPort } from '#tests/helpers/free-port';
import type { RequestContext } from '#services/platform';
import {
  answerChallenge,
  bookingPayments,
  cancelOpenPayments,
  loadCardPage,
  officeRefunds,
  officeStrayCharges,
  openPayments,
  payByCard,
  paymentUrl,
  refundPayment,
  retryRefund,
  retryStrayCharge,
  sandboxProvider,
  sandboxRedeliveryJob,
} from './index';
import { paymentKey } from './keys';
import { sandboxId } from './sandbox/provider';
import { signatureHeader } from './signature';

const TODAY = todayInBerlin(FIXED_NOW);
const CARD = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', holder: 'Anna Muster' };

describe.each(databaseKinds())('payments (%s)', (kind) => {
  let t: TestApp;
  let ctx: RequestContext;
  let objectNumber: number;
  beforeAll(async () => {
    const port = await freeTcpPort();
    t = await build({
      kind,
      catalogue: { objects: 3 },
      env: { SITE_URL: `http://127.0.0.1:${port}` },
    });
    await t.app.listen({ port, host: '127.0.0.1' });
    ctx = testContext(t.deps);
    objectNumber = await firstActiveObjectNumber(t.deps.database);
  }, 60_000);
  afterAll(() => t.close());

  /** A booking arriving in 60 days with its payments (deposit and balance) by `method`. */
  async function bookingWithPayments(method: 'card' | 'bankTransfer' | 'landlord' = 'card') {
    const booking = await insertBooking(t.deps.database, {
      objectNumber,
      booking: { startDate: addDays(TODAY, 60), priceCompleteCents: 100_000 },
    });
    const plan = paymentPlan({
      totalCents: 100_000,
      bookingDate: TODAY,
      arrivalDate: addDays(TODAY, 60),
    });
    const payments = await t.deps.database.db.transaction((tx) =>
      openPayments(tx, { bookingId: booking.bookingId, plan, method, now: FIXED_NOW }),
    );
    return { booking, payments };
  }

  const linkQuery = (url: string) => new URL(url).searchParams;

  /** POSTs a raw notification body with a signature header to the endpoint. */
  const notify = (raw: string, header: string | null) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/notify',
      payload: raw,
      headers: {
        'content-type': 'application/json',
        ...(header === null ? {} : { 'sandbox-signature': header }),
      },
    });

  /** A sandbox charge of the payment and its signed notification, as the provider sends it. */
  const signedEvent = (paymentId: number, amountCents: number, at: Date = FIXED_NOW) =>
    sandboxCardNotification(t.deps, { paymentId, amountCents }, at);

  /** The office's context: an account with `permissions` (admin.payments unless given). */
  function officeContext(
    permissions: readonly Permission[] = ['admin.payments'],
    now = FIXED_NOW,
  ): RequestContext {
    return testContext(t.deps, {
      now,
      user: {
        accountID: '1',
        sessionId: 's',
        kind: 'customer',
        email: 'office@example.org',
        firstName: 'O',
        lastName: 'F',
        shortName: 'O',
        permissions,
        partnerId: null,
        uid: 'office-uid',
        issuedAt: FIXED_NOW,
        expiresAt: FIXED_NOW,
      },
    });
  }

  /** Runs `body` while the provider refuses every refund (unreachable), then lets it answer again. */
  async function whileRefundsFail<T>(body: () => Promise<T>): Promise<T> {
    const refund = sandboxProvider.refund;
    sandboxProvider.refund = () => Promise.reject(new Error('provider unreachable'));
    try {
      return await body();
    } finally {
      sandboxProvider.refund = refund;
    }
  }

  /** A deposit paid by a card charge, and a second charge of it (a second tab) not yet notified. */
  async function depositChargedTwice() {
    const deposit = (await bookingWithPayments()).payments[0]!;
    const paid = await signedEvent(deposit.paymentId, deposit.amountCents);
    expect((await notify(paid.raw, paid.header)).statusCode).toBe(200);
    const late = await signedEvent(deposit.paymentId, deposit.amountCents);
    return { deposit, paid, late };
  }

  it('opens the plan in the booking transaction, or nothing when it rolls back', async () => {
    const { booking, payments } = await bookingWithPayments();
    expect(payments.map((p) => [p.kind, p.amountCents, p.status])).toEqual([
      ['deposit', 25_000, 'open'],
      ['balance', 75_000, 'open'],
    ]);
    expect(await bookingPayments(ctx, booking.bookingId)).toEqual(payments);

    const other = await insertBooking(t.deps.database, { objectNumber });
    await expect(
      t.deps.database.db.transaction(async (tx) => {
        await openPayments(tx, {
          bookingId: other.bookingId,
          plan: [{ kind: 'full', amountCents: 5_000, dueDate: TODAY }],
          method: 'card',
        });
        throw new Error('the booking failed');
      }),
    ).rejects.toThrow('the booking failed');
    expect(await bookingPayments(ctx, other.bookingId)).toEqual([]);
  });

  it('links card payments to the provider page in its language, others to none', async () => {
    const { booking } = await bookingWithPayments();
    const de = await paymentUrl(ctx, { bookingId: booking.bookingId, language: 'de' });
    expect(de).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/payment\/de\/\?payment=\d+&expires=\d+&signature=/,
    );
    const en = await paymentUrl(ctx, { bookingId: booking.bookingId, language: 'en' });
    expect(new URL(en!).pathname).toBe('/en/payment/en/');
    const fr = await paymentUrl(ctx, { bookingId: booking.bookingId, language: 'fr' });
    expect(new URL(fr!).pathname).toBe('/fr/payment/en/');

    for (const method of ['bankTransfer', 'landlord'] as const) {
      const { booking: b } = await bookingWithPayments(method);
      expect(await paymentUrl(ctx, { bookingId: b.bookingId, language: 'de' })).toBeNull();
    }
  });

  it('shows the payment the link names, with its stored amount; a changed link is invalid', async () => {
    const { booking, payments } = await bookingWithPayments();
    const url = (await paymentUrl(ctx, { bookingId: booking.bookingId, language: 'de' }))!;
    const page = await loadCardPage(ctx, linkQuery(url));
    expect(page).toMatchObject({
      state: 'form',
      payee: 'Feriora',
      amountCents: 25_000,
      kind: 'deposit',
      // As every page and mail writes it: the booking year, then the number.
      bookingNumber: expect.stringMatching(new RegExp(`^\\d{4}-${booking.displayNumber}$`)),
      returnUrl: `/booking/finish/${objectNumber}/?bookingId=${booking.bookingId}`,
    });
    // Another payment id (the balance) under the deposit's signature: invalid, nothing shown.
    const forged = linkQuery(url);
    forged.set('payment', String(payments[1]!.paymentId));
    expect(await loadCardPage(ctx, forged)).toMatchObject({
      state: 'invalidLink',
      amountCents: null,
      returnUrl: null,
    });
    const longer = linkQuery(url);
    longer.set('expires', String(Number(longer.get('expires')) + 86_400));
    expect((await loadCardPage(ctx, longer)).state).toBe('invalidLink');
    const expired = testContext(t.deps, { now: new Date(FIXED_NOW.getTime() + 61 * 86_400_000) });
    expect((await loadCardPage(expired, linkQuery(url))).state).toBe('invalidLink');
  });

  it('confirms a signed notification once: repeats and concurrent copies change nothing', async () => {
    const { booking, payments } = await bookingWithPayments();
    const deposit = payments[0]!;
    const { raw, header, charge } = await signedEvent(deposit.paymentId, deposit.amountCents);
    const first = await notify(raw, header);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({
      paymentId: deposit.paymentId,
      bookingId: booking.bookingId,
      kind: 'deposit',
      amountCents: 25_000,
      status: 'paid',
      repeated: false,
      strayCharge: false,
      late: false,
    });
    const stored = await findPayment(t.deps.database.db, deposit.paymentId);
    expect(stored).toMatchObject({
      status: 'paid',
      provider: 'sandbox',
      providerReference: charge.reference,
      cardLast4: '4242',
    });

    const again = await Promise.all([1, 2, 3, 4, 5].map(() => notify(raw, header)));
    for (const res of again) {
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ status: 'paid', repeated: true });
    }
    expect(await countNotifications(t.deps.database.db, deposit.paymentId)).toBe(1);
  });

  it('acts once when copies of a new event arrive at the same time', async () => {
    const { payments } = await bookingWithPayments();
    const { raw, header } = await signedEvent(payments[0]!.paymentId, 25_000);
    const answers = await Promise.all([1, 2, 3, 4, 5, 6].map(() => notify(raw, header)));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(answers.filter((r) => r.json().data.repeated === false)).toHaveLength(1);
    expect(await countNotifications(t.deps.database.db, payments[0]!.paymentId)).toBe(1);
  });

  it('refuses tampered, unsigned, stale and wrongly keyed notifications', async () => {
    const { payments } = await bookingWithPayments();
    const deposit = payments[0]!;
    const { raw, header } = await signedEvent(deposit.paymentId, deposit.amountCents);
    const tampered = raw.replace('"amountCents":25000', '"amountCents":1');
    expect(tampered).not.toBe(raw);
    const stale = await signedEvent(
      deposit.paymentId,
      deposit.amountCents,
      new Date(FIXED_NOW.getTime() - 301_000),
    );
    const linkKeyed = signatureHeader(paymentKey(t.deps, 'paymentLink'), raw, FIXED_NOW);
    for (const [body, sig] of [
      [tampered, header],
      [raw, null],
      [raw, 't=1,v1=' + '0'.repeat(64)],
      [stale.raw, stale.header],
      [raw, linkKeyed],
    ] as const) {
      const res = await notify(body, sig);
      expect(res.statusCode, sig ?? 'no header').toBe(403);
      expect(res.json().errors[0]).toMatchObject({
        text: 'errors.payments.signatureInvalid',
        type: 'forbidden',
      });
    }
    expect(await findPayment(t.deps.database.db, deposit.paymentId)).toMatchObject({
      status: 'open',
    });
    expect(await countNotifications(t.deps.database.db, deposit.paymentId)).toBe(0);
  });

  it('answers a signed notification of an unknown payment with 404, of a bad shape with 400', async () => {
    const { raw, header } = await signedEvent(2_000_000_000, 100);
    expect((await notify(raw, header)).statusCode).toBe(404);
    expect((await notify('{"mandant":"feriora","id":1}', header)).statusCode).toBe(400);
    expect((await notify('{not json', header)).statusCode).toBe(400);
  });

  it('pays by card through the page, the notification and the endpoint', async () => {
    const { booking, payments } = await bookingWithPayments();
    const url = (await paymentUrl(ctx, { bookingId: booking.bookingId, language: 'de' }))!;
    const result = await payByCard(ctx, linkQuery(url), CARD);
    expect(result).toEqual({
      step: 'paid',
      returnUrl: `/booking/finish/${objectNumber}/?bookingId=${booking.bookingId}`,
    });
    expect(await findPayment(t.deps.database.db, payments[0]!.paymentId)).toMatchObject({
      status: 'paid',
      cardLast4: '4242',
    });
    // The link now says it is paid; the next link is the balance's.
    expect((await loadCardPage(ctx, linkQuery(url))).state).toBe('alreadyPaid');
    const next = (await paymentUrl(ctx, { bookingId: booking.bookingId, language: 'de' }))!;
    expect((await loadCardPage(ctx, linkQuery(next))).kind).toBe('balance');
    // A second card on the paid link is not charged.
    expect(await payByCard(ctx, linkQuery(url), CARD)).toEqual({
      step: 'unavailable',
      state: 'alreadyPaid',
    });
  });

  it('declines the decline card and names the bad fields, never echoing the card', async () => {
    const { booking, payments } = await bookingWithPayments();
    const query = linkQuery(
      (await paymentUrl(ctx, { bookingId: booking.bookingId, language: 'de' }))!,
    );
    const declined = await payByCard(ctx, query, { ...CARD, number: '4000 0000 0000 0002' });
    expect(declined).toEqual({
      step: 'form',
      errors: [{ field: null, key: 'errors.declined' }],
      values: { expiry: '12/30', holder: 'Anna Muster' },
    });
    expect(await findPayment(t.deps.database.db, payments[0]!.paymentId)).toMatchObject({
      status: 'failed',
    });
    const invalid = await payByCard(ctx, query, {
      number: '4242 4242 4242 4241',
      expiry: '01/20',
      cvc: '12',
      holder: ' ',
    });
    expect(invalid.step === 'form' && invalid.errors.map((e) => [e.field, e.key])).toEqual([
      ['number', 'errors.numberInvalid'],
      ['expiry', 'errors.expired'],
      ['cvc', 'errors.cvcInvalid'],
      ['holder', 'errors.holderMissing'],
    ]);
    // After a decline the payment can still be paid.
    expect((await payByCard(ctx, query, CARD)).step).toBe('paid');
  });

  it('asks the challenge card for a second step: approved pays, refused does not', async () => {
    const { booking, payments } = await bookingWithPayments();
    const query = linkQuery(
      (await paymentUrl(ctx, { bookingId: booking.bookingId, language: 'en' }))!,
    );
    const asked = await payByCard(ctx, query, { ...CARD, number: '4000 0000 0000 3220' });
    if (asked.step !== 'challenge') throw new Error(`expected a challenge, got ${asked.step}`);
    expect(await findPayment(t.deps.database.db, payments[0]!.paymentId)).toMatchObject({
      status: 'open',
    });
    const refused = await answerChallenge(ctx, query, { charge: asked.charge, approve: false });
    expect(refused).toMatchObject({ step: 'form', errors: [{ key: 'errors.challengeFailed' }] });
    // The same challenge cannot be answered twice.
    expect(
      await answerChallenge(ctx, query, { charge: asked.charge, approve: true }),
    ).toMatchObject({ step: 'form', errors: [{ key: 'errors.failed' }] });
    const again = await payByCard(ctx, query, { ...CARD, number: '4000 0000 0000 3220' });
    if (again.step !== 'challenge') throw new Error('expected a challenge');
    // Another payment's link cannot settle this payment's challenge.
    const other = await bookingWithPayments();
    const otherQuery = linkQuery(
      (await paymentUrl(ctx, { bookingId: other.booking.bookingId, language: 'de' }))!,
    );
    expect(
      await answerChallenge(ctx, otherQuery, { charge: again.charge, approve: true }),
    ).toMatchObject({ step: 'form', errors: [{ key: 'errors.failed' }] });
    expect(await answerChallenge(ctx, query, { charge: again.charge, approve: true })).toEqual({
      step: 'paid',
      returnUrl: `/booking/finish/${objectNumber}/?bookingId=${booking.bookingId}`,
    });
    expect(await findPayment(t.deps.database.db, payments[0]!.paymentId)).toMatchObject({
      status: 'paid',
    });
  });

  it('limits card attempts per payment', async () => {
    const { booking } = await bookingWithPayments();
    const query = linkQuery(
      (await paymentUrl(ctx, { bookingId: booking.bookingId, language: 'de' }))!,
    );
    const visitor = testContext(t.deps, { clientIp: '198.51.100.7' });
    for (let i = 0; i < 10; i++) {
      const res = await payByCard(visitor, query, { ...CARD, number: '4000 0000 0000 0002' });
      expect(res).toMatchObject({ step: 'form', errors: [{ key: 'errors.declined' }] });
    }
    const eleventh = await payByCard(visitor, query, CARD);
    expect(eleventh).toMatchObject({ step: 'form', errors: [{ key: 'errors.tooManyAttempts' }] });
  });

  it('refunds a late payment for a cancelled booking, once, and keeps the record', async () => {
    const { booking, payments } = await bookingWithPayments();
    const url = (await paymentUrl(ctx, { bookingId: booking.bookingId, language: 'de' }))!;
    // The guest opened the page; then the booking lapsed.
    await t.deps.database.db.transaction((tx) =>
      cancelOpenPayments(tx, { bookingId: booking.bookingId, now: FIXED_NOW }),
    );
    expect((await loadCardPage(ctx, linkQuery(url))).state).toBe('notPayable');
    expect(await paymentUrl(ctx, { bookingId: booking.bookingId, language: 'de' })).toBeNull();
    // The provider's notification of money taken anyway (a tab left open) is still recorded …
    const deposit = payments[0]!;
    const { raw, header, charge } = await signedEvent(deposit.paymentId, deposit.amountCents);
    expect((await notify(raw, header)).json().data).toMatchObject({ status: 'paid' });
    // … and given back.
    const refund = await refundPayment(ctx, deposit.paymentId, 'bookingLapsed');
    expect(refund).toMatchObject({ status: 'refunded', amountCents: 25_000 });
    expect(refund.refundReference).toMatch(/^re_/);
    expect(await findPayment(t.deps.database.db, deposit.paymentId)).toMatchObject({
      status: 'refunded',
    });
    expect(await findCharge(t.deps.database.db, charge.reference)).toMatchObject({
      status: 'refunded',
    });
    expect(await refundPayment(ctx, deposit.paymentId)).toEqual(refund);
    // What was never paid online cannot be refunded here.
    await expect(refundPayment(ctx, payments[1]!.paymentId)).rejects.toMatchObject({
      code: 'conflict',
      key: 'errors.payments.notRefundable',
    });
  });

  it('keeps a refund whose provider call throws as failed: listed for the office, tried again', async () => {
    const { payments } = await bookingWithPayments();
    const deposit = payments[0]!;
    const { raw, header } = await signedEvent(deposit.paymentId, deposit.amountCents);
    expect((await notify(raw, header)).json().data).toMatchObject({ status: 'paid' });
    const office = officeContext();
    // A second booking's deposit fails the same way: two refunds to make.
    const other = (await bookingWithPayments()).payments[0]!;
    const otherEvent = await signedEvent(other.paymentId, other.amountCents);
    expect((await notify(otherEvent.raw, otherEvent.header)).statusCode).toBe(200);
    await whileRefundsFail(async () => {
      expect(await refundPayment(ctx, deposit.paymentId, 'bookingCancelled')).toMatchObject({
        status: 'failed',
      });
      expect(await refundPayment(ctx, other.paymentId, 'bookingCancelled')).toMatchObject({
        status: 'failed',
      });
    });
    // Not left `pending` unseen: the office's list shows it, and its retry gives the money back.
    const listed = await officeRefunds(office);
    expect(listed.refunds.map((r) => r.paymentId)).toContain(deposit.paymentId);
    // The count is of every refund to be made, not only of those a page lists.
    expect(listed.total).toBe(listed.refunds.length);
    expect(listed.total).toBeGreaterThanOrEqual(2);
    const first = await listOfficeRefunds(t.deps.database.db, 1);
    expect(first.rows).toHaveLength(1);
    expect(first.total).toBe(listed.total);
    expect(await retryRefund(office, { paymentId: deposit.paymentId })).toMatchObject({
      refunded: true,
      amountCents: deposit.amountCents,
    });
    expect(await findPayment(t.deps.database.db, deposit.paymentId)).toMatchObject({
      status: 'refunded',
    });
    expect((await officeRefunds(office)).refunds.map((r) => r.paymentId)).not.toContain(
      deposit.paymentId,
    );
  });

  it('gives back a charge its payment could not take: paid meanwhile, or its amount changed', async () => {
    const db = t.deps.database.db;
    const { booking, payments } = await bookingWithPayments();
    const [deposit, balance] = [payments[0]!, payments[1]!];
    // The deposit paid twice by card (two tabs on the provider's page): the first charge pays it.
    const first = await signedEvent(deposit.paymentId, deposit.amountCents);
    expect((await notify(first.raw, first.header)).json().data).toMatchObject({ status: 'paid' });
    const second = await signedEvent(deposit.paymentId, deposit.amountCents);
    const stray = await notify(second.raw, second.header);
    expect(stray.statusCode).toBe(200);
    expect(stray.json().data).toEqual({
      paymentId: deposit.paymentId,
      bookingId: booking.bookingId,
      kind: 'deposit',
      amountCents: 25_000,
      status: 'paid',
      repeated: false,
      strayCharge: true,
      late: false,
    });
    // The payment keeps the charge that paid it; the second one went back through the provider.
    expect(await findPayment(db, deposit.paymentId)).toMatchObject({
      status: 'paid',
      providerReference: first.charge.reference,
    });
    expect(await findCharge(db, second.charge.reference)).toMatchObject({ status: 'refunded' });
    expect(await findCharge(db, first.charge.reference)).toMatchObject({ status: 'succeeded' });
    const kept = await listStrayCharges(db, deposit.paymentId);
    expect(kept.map((c) => [c.providerReference, c.reason, c.status, c.amountCents])).toEqual([
      [second.charge.reference, 'settled', 'refunded', 25_000],
    ]);
    // A repeat answers the same and gives nothing back twice.
    const repeat = await notify(second.raw, second.header);
    expect(repeat.json().data).toMatchObject({ strayCharge: true, repeated: true });
    expect(await listStrayCharges(db, deposit.paymentId)).toEqual(kept);

    // A voucher paid the balance while the guest was on the provider's page for it.
    const card = await signedEvent(balance.paymentId, balance.amountCents);
    await markPaidByVoucher(db, { paymentId: balance.paymentId, voucherId: 1, now: FIXED_NOW });
    expect((await notify(card.raw, card.header)).json().data).toMatchObject({
      status: 'paid',
      strayCharge: true,
    });
    expect(await findPayment(db, balance.paymentId)).toMatchObject({
      method: 'voucher',
      providerReference: 'voucher:1',
    });
    expect(await findCharge(db, card.charge.reference)).toMatchObject({ status: 'refunded' });

    // A voucher paid part of a deposit while the guest was on the page for the whole amount: the
    // charge of the old amount goes back, the lowered payment stays to be paid.
    const other = (await bookingWithPayments()).payments[0]!;
    const old = await signedEvent(other.paymentId, other.amountCents);
    await reducePayment(db, { paymentId: other.paymentId, byCents: 5_000, now: FIXED_NOW });
    const changed = await notify(old.raw, old.header);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({
      amountCents: 20_000,
      status: 'open',
      strayCharge: true,
    });
    expect(await findCharge(db, old.charge.reference)).toMatchObject({ status: 'refunded' });
    expect((await listStrayCharges(db, other.paymentId)).map((c) => c.reason)).toEqual([
      'amountChanged',
    ]);
  });

  it('answers 409 while a stray charge cannot be refunded, and refunds it on the next delivery', async () => {
    const db = t.deps.database.db;
    const { deposit, paid, late } = await depositChargedTwice();
    const refused = await whileRefundsFail(() => notify(late.raw, late.header));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0]).toMatchObject({
      text: 'errors.payments.strayRefundFailed',
      type: 'conflict',
    });
    expect((await listStrayCharges(db, deposit.paymentId)).map((c) => c.status)).toEqual([
      'failed',
    ]);
    expect(await findCharge(db, late.charge.reference)).toMatchObject({ status: 'succeeded' });
    // The provider delivers again (a fresh signature): the refund is tried again and done.
    const again = await notify(
      late.raw,
      signatureHeader(paymentKey(t.deps, 'sandboxNotification'), late.raw, FIXED_NOW),
    );
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ repeated: true, strayCharge: true });
    expect((await listStrayCharges(db, deposit.paymentId)).map((c) => c.status)).toEqual([
      'refunded',
    ]);
    expect(await findCharge(db, late.charge.reference)).toMatchObject({ status: 'refunded' });
    expect(await findPayment(db, deposit.paymentId)).toMatchObject({
      status: 'paid',
      providerReference: paid.charge.reference,
    });
  });

  it('lists a stray charge the provider stopped delivering for the office, whose retry gives it back', async () => {
    const db = t.deps.database.db;
    const { deposit, paid, late } = await depositChargedTwice();
    // The provider refuses every refund until it gives up delivering: the charge stays failed.
    expect((await whileRefundsFail(() => notify(late.raw, late.header))).statusCode).toBe(409);
    const [charge] = await listStrayCharges(db, deposit.paymentId);
    expect(charge).toMatchObject({ status: 'failed' });
    const listed = await officeStrayCharges(officeContext());
    const row = listed.charges.find((c) => c.chargeId === charge!.id);
    expect(row).toMatchObject({
      amountCents: deposit.amountCents,
      reason: 'settled',
      kind: 'deposit',
      remainder: false,
      chargedAt: FIXED_NOW.toISOString(),
      bookingStatus: 'confirmed',
    });
    expect(row!.bookingNumber).toMatch(/^\d{4}-\d+$/);
    expect(listed.total).toBe(listed.charges.length);

    // Only the office's: an account without admin.payments is refused, and so is a guest.
    for (const other of [officeContext(['admin.access']), testContext(t.deps)]) {
      await expect(officeStrayCharges(other)).rejects.toMatchObject({ code: 'forbidden' });
      await expect(retryStrayCharge(other, { chargeId: charge!.id })).rejects.toMatchObject({
        code: 'forbidden',
      });
    }
    for (const chargeId of [0.5, -1, 2_147_483_648, Number.NaN]) {
      await expect(retryStrayCharge(officeContext(), { chargeId })).rejects.toMatchObject({
        code: 'invalid',
        field: 'chargeId',
      });
    }
    await expect(
      retryStrayCharge(officeContext(), { chargeId: 2_147_483_647 }),
    ).rejects.toMatchObject({ code: 'conflict', key: 'errors.payments.refundNotPending' });

    // Still failing: it stays listed, and the office is told.
    expect(
      await whileRefundsFail(() => retryStrayCharge(officeContext(), { chargeId: charge!.id })),
    ).toMatchObject({ refunded: false, amountCents: deposit.amountCents });
    expect((await officeStrayCharges(officeContext())).charges.map((c) => c.chargeId)).toContain(
      charge!.id,
    );
    // The provider answers again; two clicks at once (two tabs): given back once, gone from the
    // list, not retried twice.
    // The second either gives back the same refund (both read it pending) or finds it done.
    const both = await Promise.allSettled([
      retryStrayCharge(officeContext(), { chargeId: charge!.id }),
      retryStrayCharge(officeContext(), { chargeId: charge!.id }),
    ]);
    const answered = both.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    for (const r of both) {
      if (r.status === 'rejected') {
        expect(r.reason).toMatchObject({ key: 'errors.payments.refundNotPending' });
      }
    }
    expect(answered.length).toBeGreaterThanOrEqual(1);
    const done = answered[0]!;
    for (const other of answered) expect(other).toEqual(done);
    const [given] = await listStrayCharges(db, deposit.paymentId);
    expect(given!.refundReference).toBe(
      (await findCharge(db, late.charge.reference))!.refundReference,
    );
    expect(done).toEqual({
      bookingNumber: row!.bookingNumber,
      amountCents: deposit.amountCents,
      refunded: true,
    });
    expect(await findCharge(db, late.charge.reference)).toMatchObject({ status: 'refunded' });
    expect((await listStrayCharges(db, deposit.paymentId)).map((c) => c.status)).toEqual([
      'refunded',
    ]);
    expect(
      (await officeStrayCharges(officeContext())).charges.map((c) => c.chargeId),
    ).not.toContain(charge!.id);
    await expect(retryStrayCharge(officeContext(), { chargeId: charge!.id })).rejects.toMatchObject(
      { code: 'conflict', key: 'errors.payments.refundNotPending' },
    );
    // The payment keeps the charge that paid it.
    expect(await findPayment(db, deposit.paymentId)).toMatchObject({
      status: 'paid',
      providerReference: paid.charge.reference,
    });
  });

  it('lists a stray charge left pending only once no delivery will refund it any more', async () => {
    const db = t.deps.database.db;
    const { deposit, late } = await depositChargedTwice();
    // Kept, but the process ended before its refund ran: the row stays pending.
    const kept = await keepStrayCharge(db, {
      paymentId: deposit.paymentId,
      provider: 'sandbox',
      providerReference: late.charge.reference,
      eventId: late.charge.eventId!,
      amountCents: deposit.amountCents,
      currency: 'EUR',
      reason: 'settled',
      now: FIXED_NOW,
    });
    const ids = async (now: Date) =>
      (await officeStrayCharges(officeContext(undefined, now))).charges.map((c) => c.chargeId);
    // The provider's redeliveries still come within the hour.
    expect(await ids(new Date(FIXED_NOW.getTime() + 59 * 60_000))).not.toContain(kept.id);
    expect(await ids(new Date(FIXED_NOW.getTime() + 61 * 60_000))).toContain(kept.id);
    const later = officeContext(undefined, new Date(FIXED_NOW.getTime() + 61 * 60_000));
    expect(await retryStrayCharge(later, { chargeId: kept.id })).toMatchObject({ refunded: true });
    expect(await findCharge(db, late.charge.reference)).toMatchObject({ status: 'refunded' });
    expect(await ids(new Date(FIXED_NOW.getTime() + 61 * 60_000))).not.toContain(kept.id);
  });

  it('delivers a notification the site missed again, by the job', async () => {
    const { payments } = await bookingWithPayments();
    const charge = await insertCharge(t.deps.database.db, {
      reference: sandboxId('ch'),
      merchantPaymentId: payments[0]!.paymentId,
      amountCents: 25_000,
      currency: 'EUR',
      status: 'succeeded',
      cardLast4: '1111',
      cardBrand: 'visa',
      eventId: sandboxId('evt'),
      now: FIXED_NOW,
    });
    const log = { info() {}, warn() {}, error() {} };
    const output = await sandboxRedeliveryJob.run({ deps: t.deps, now: FIXED_NOW, log }, {});
    expect(output).toMatchObject({ delivered: expect.any(Number) });
    expect(await findCharge(t.deps.database.db, charge.reference)).toMatchObject({
      notifyAttempts: 1,
      notifiedAt: expect.any(Date),
    });
    expect(await findPayment(t.deps.database.db, payments[0]!.paymentId)).toMatchObject({
      status: 'paid',
      cardLast4: '1111',
    });
  });
});
