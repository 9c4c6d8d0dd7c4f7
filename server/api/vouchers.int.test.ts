// Travel vouchers on PGlite and PostgreSQL (issue 15): the voucher page opens only for the guest
// of the booking with the booking's customer number (a wrong pair or a stranger: 404, never a
// code); POST /api/booking/voucher/redeem pays the payment due next, settles a payment it covers
// with 'voucher' and a booking paid in full moves to paid; expired and used-up vouchers are
// refused; two redemptions of one voucher at once spend it once; /voucher/payment gives the
// payment page of the rest; refusals name their field; guessing codes runs into the limits.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInBerlin } from '#core/dates';
import { findBooking } from '#db/repositories/booking-records';
import { mailsOf } from '#db/repositories/booking-mails';
import { listRedemptions, findVoucherByCode } from '#db/repositories/booking-vouchers';
import { listBookingPayments, markPaymentPaid } from '#db/repositories/payments-records';
import {
  bookingMailsSettled,
  cancelBooking,
  createBooking,
  customerBooking,
  issueVoucher,
  normaliseVoucherCode,
  redeemVoucher,
  voucherPageOf,
  type CreateBookingInput,
} from '#services/booking';
import { guestToken } from '#services/booking/links';
import type { RequestContext, SessionUser } from '#services/platform';
import { insertAccount } from '#tests/factories/account';
import { availability } from '#tests/factories/availability';
import { insertObject } from '#tests/factories/object';
import { priceRules } from '#tests/factories/price-rules';
import { build, TEST_MANDANT, type TestApp } from '#tests/helpers/app';
import { FIXED_NOW } from '#tests/helpers/clock';
import { testContext } from '#tests/helpers/context';
import { databaseKinds } from '#tests/helpers/database';
import { startMailCapture, type MailCapture } from '#tests/helpers/mail';

const TODAY = todayInBerlin(FIXED_NOW);

describe.each(databaseKinds())('travel vouchers (%s)', (kind) => {
  let t: TestApp;
  let mail: MailCapture;
  let objectNumber: number;
  let ip = 0;
  let stays = 0;

  /** A booking paid by card, arriving later each time (deposit now, balance before arrival). */
  async function book(
    uid = `voucher-guest-${String(++stays).padStart(8, '0')}`,
    as: RequestContext | null = null,
    arrivalInDays?: number,
  ) {
    if (as !== null) stays++;
    const offset = arrivalInDays ?? 60 + stays * 10;
    const ctx = as ?? testContext(t.deps, { uid });
    const made = await createBooking({ ...ctx, clientIp: `10.7.0.${stays}` }, {
      method: 'booking',
      objectNumber,
      startDate: addDays(TODAY, offset),
      endDate: addDays(TODAY, offset + 7),
      adults: 2,
      childAges: [],
      pets: 0,
      insurance: false,
      extras: [],
      traveller: {
        salutation: 'ms',
        firstName: 'Anna',
        lastName: 'Muster',
        email: `voucher${stays}@example.org`,
        phone: '+49 30 1234567',
        street: 'Lindenstraße 1',
        zip: '10115',
        city: 'Berlin',
        country: 'de',
      },
      paymentMethod: 'card',
      acceptTerms: true,
      idempotencyKey: randomUUID(),
    } as CreateBookingInput);
    const booking = (await findBooking(t.deps.database.db, made.bookingId))!;
    return { booking, access: guestToken(t.deps, booking) };
  }

  async function issue(
    booking: { bookingId: number; customerNumber: number },
    amountCents: number,
    expiresOn: string | null = addDays(TODAY, 365),
  ) {
    return issueVoucher(testContext(t.deps), {
      bookingId: booking.bookingId,
      customerNumber: booking.customerNumber,
      amountCents,
      expiresOn,
      reason: 'office',
    });
  }

  function post(url: string, payload: Record<string, unknown>, remote?: string) {
    ip++;
    return t.app.inject({
      method: 'POST',
      url,
      payload: { mandant: TEST_MANDANT, ...payload },
      remoteAddress: remote ?? `10.2.${Math.floor(ip / 250)}.${ip % 250}`,
    });
  }

  const payments = (bookingId: number) => listBookingPayments(t.deps.database.db, bookingId);

  beforeAll(async () => {
    mail = await startMailCapture();
    t = await build({ kind, env: { SMTP_URL: mail.url } });
    const object = await insertObject(t.deps.database, {
      rules: priceRules(),
      availability: availability(),
      landlord: { name: 'Familie Vermieter', email: 'vermieter@example.org' },
    });
    objectNumber = object.objectNumber;
  }, 60_000);
  afterAll(async () => {
    await bookingMailsSettled();
    await t?.close();
    await mail?.close();
  });

  it('issues a voucher with an unguessable code and mails the page link with the guest secret', async () => {
    const { booking, access } = await book();
    const issued = await issue(booking, 10_000);
    expect(issued.code).toMatch(/^FER-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
    expect(normaliseVoucherCode(issued.code.toLowerCase().replaceAll('-', ' '))).toBe(issued.code);
    const voucher = (await findVoucherByCode(t.deps.database.db, issued.code))!;
    expect(voucher).toMatchObject({ amountCents: 10_000, remainingCents: 10_000 });
    const queued = (await mailsOf(t.deps.database.db, booking.bookingId)).find(
      (m) => m.kind === 'voucherIssued',
    );
    expect(queued?.recipient).toBe(`voucher${stays}@example.org`);
    expect((queued!.data as { voucherUrl: string }).voucherUrl).toBe(
      `${t.deps.config.siteOrigin}/ihr-reisegutschein/${booking.bookingId}/${booking.customerNumber}/?access=${access}`,
    );
    await expect(
      issue({ bookingId: booking.bookingId, customerNumber: booking.customerNumber + 1 }, 100),
    ).rejects.toMatchObject({ code: 'notFound' });
    await expect(issue(booking, 0)).rejects.toMatchObject({ code: 'invalid' });
  });

  it('shows the page only to the guest with the right pair of numbers', async () => {
    const { booking, access } = await book();
    const { code } = await issue(booking, 5_000);
    const page = (ctx: RequestContext, customerNumber: number, secret: string | null) =>
      voucherPageOf(ctx, { bookingId: booking.bookingId, customerNumber, access: secret });
    const stranger = testContext(t.deps, { uid: 'stranger-uid-000000001' });
    // The owner by the mail's link, in any browser; and by the uid that booked.
    const owner = await page(stranger, booking.customerNumber, access);
    expect(owner?.vouchers).toEqual([
      expect.objectContaining({ code, amountCents: 5_000, remainingCents: 5_000, state: 'usable' }),
    ]);
    expect(owner?.targets.map((x) => x.bookingId)).toEqual([booking.bookingId]);
    expect(
      await page(testContext(t.deps, { uid: booking.uid! }), booking.customerNumber, null),
    ).not.toBeNull();
    // A wrong pair, a stranger with the right pair, a forged secret: nothing.
    expect(await page(stranger, booking.customerNumber + 1, access)).toBeNull();
    expect(await page(stranger, booking.customerNumber, null)).toBeNull();
    expect(await page(stranger, booking.customerNumber, 'A'.repeat(43))).toBeNull();
    expect(
      await voucherPageOf(stranger, {
        bookingId: booking.bookingId + 10_000,
        customerNumber: booking.customerNumber,
        access,
      }),
    ).toBeNull();
  });

  it('pays the deposit with the voucher, lowers the balance, and gives the payment page of the rest', async () => {
    const { booking, access } = await book();
    const [deposit, balance] = await payments(booking.bookingId);
    expect(deposit).toMatchObject({ kind: 'deposit', status: 'open', method: 'card' });
    const { code } = await issue(booking, deposit!.amountCents + 2_500);
    const res = await post('/api/booking/voucher/redeem', {
      code: code.toLowerCase(),
      bookingId: booking.bookingId,
      access,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const total = deposit!.amountCents + balance!.amountCents;
    expect(res.json().data).toEqual({
      bookingId: booking.bookingId,
      redeemedCents: deposit!.amountCents + 2_500,
      remainingCents: 0,
      openCents: total - deposit!.amountCents - 2_500,
      paid: false,
      status: 'requested',
    });
    const after = await payments(booking.bookingId);
    expect(after[0]).toMatchObject({ status: 'paid', method: 'voucher', provider: 'voucher' });
    expect(after[1]).toMatchObject({
      status: 'open',
      method: 'card',
      amountCents: balance!.amountCents - 2_500,
    });
    const voucher = (await findVoucherByCode(t.deps.database.db, code))!;
    expect(voucher.redeemedAt?.toISOString()).toBe(FIXED_NOW.toISOString());
    expect(await listRedemptions(t.deps.database.db, voucher.id)).toHaveLength(1);
    // The rest through the payment step: the card page of the balance, returning with the secret.
    const pay = await post('/api/booking/voucher/payment', {
      bookingId: booking.bookingId,
      access,
    });
    expect(pay.statusCode).toBe(200);
    const url = new URL(pay.json().data.paymentUrl as string);
    expect(url.pathname).toBe('/payment/de/');
    expect(url.searchParams.get('payment')).toBe(String(after[1]!.paymentId));
    // A used-up voucher is refused, the second time and every time.
    const again = await post('/api/booking/voucher/redeem', {
      code,
      bookingId: booking.bookingId,
      access,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0]).toMatchObject({
      text: 'errors.booking.voucher.used',
      type: 'conflict',
      data: { field: 'code' },
    });
  });

  it('settles the whole booking: every payment paid by voucher, the booking paid, no payment page', async () => {
    const { booking, access } = await book();
    const total = (await payments(booking.bookingId)).reduce((s, p) => s + p.amountCents, 0);
    const { code } = await issue(booking, total + 10_000);
    const res = await post('/api/booking/voucher/redeem', {
      code,
      bookingId: booking.bookingId,
      access,
    });
    expect(res.json().data).toMatchObject({
      redeemedCents: total,
      remainingCents: 10_000,
      openCents: 0,
      paid: true,
      // Paid in full, still waiting for the landlord: `paid` only once confirmed.
      status: 'requested',
    });
    expect((await payments(booking.bookingId)).every((p) => p.status === 'paid')).toBe(true);
    expect((await findBooking(t.deps.database.db, booking.bookingId))!.status).toBe('requested');
    const pay = await post('/api/booking/voucher/payment', {
      bookingId: booking.bookingId,
      access,
    });
    expect(pay.json().data).toEqual({ paymentUrl: null, paid: true });
    // The rest of the voucher stays; nothing is left to pay on this booking.
    const more = await post('/api/booking/voucher/redeem', {
      code,
      bookingId: booking.bookingId,
      access,
    });
    expect(more.statusCode).toBe(409);
    expect(more.json().errors[0].text).toBe('errors.booking.voucher.nothingToPay');
  });

  it('pays a new booking of the same customer with the credit of a cancelled one', async () => {
    // A logged-in customer: every booking of the account is made for the account's one customer
    // record, so the credit of a cancelled stay pays the next one (SPEC §1: "redeem vouchers").
    const account = await insertAccount(t.deps.database);
    const user: SessionUser = {
      accountID: String(account.id),
      sessionId: 'voucher-session',
      kind: 'customer',
      email: account.email,
      firstName: account.firstName ?? 'Anna',
      lastName: account.lastName ?? 'Test',
      shortName: 'A. T.',
      permissions: [],
      partnerId: null,
      uid: account.uid!,
      issuedAt: FIXED_NOW,
      expiresAt: new Date(FIXED_NOW.getTime() + 86_400_000),
    };
    const customer = testContext(t.deps, { uid: account.uid!, user });
    const first = await book(account.uid!, customer);
    const cancelled = await cancelBooking(customer, first.booking.displayNumber, {
      expectedFeeCents: 0,
    });
    expect(cancelled.status).toBe('cancelled');
    const { code } = await issueVoucher(testContext(t.deps), {
      bookingId: first.booking.bookingId,
      customerNumber: first.booking.customerNumber,
      amountCents: 7_500,
      expiresOn: addDays(TODAY, 365),
      reason: 'cancellation',
    });
    const next = await book(account.uid!, customer);
    expect(next.booking.customerNumber).toBe(first.booking.customerNumber);
    const redeemed = await redeemVoucher(customer, { code, bookingId: next.booking.bookingId });
    expect(redeemed).toMatchObject({ bookingId: next.booking.bookingId, redeemedCents: 7_500 });
    // A guest without an account books as a new customer each time: that stay is not theirs.
    const stranger = await book();
    await expect(
      redeemVoucher(testContext(t.deps, { uid: stranger.booking.uid! }), {
        code,
        bookingId: stranger.booking.bookingId,
      }),
    ).rejects.toMatchObject({ code: 'notFound' });
  });

  it('counts a voucher that covered part of a payment as paid when the booking is cancelled', async () => {
    const account = await insertAccount(t.deps.database);
    const customer = testContext(t.deps, {
      uid: account.uid!,
      user: {
        accountID: String(account.id),
        sessionId: 'voucher-part-session',
        kind: 'customer',
        email: account.email,
        firstName: 'Anna',
        lastName: 'Test',
        shortName: 'A. T.',
        permissions: [],
        partnerId: null,
        uid: account.uid!,
        issuedAt: FIXED_NOW,
        expiresAt: new Date(FIXED_NOW.getTime() + 86_400_000),
      },
    });
    // 20 days ahead: the whole amount is due now, and a cancellation costs half of it.
    const { booking } = await book(account.uid!, customer, 20);
    const [full] = await payments(booking.bookingId);
    const total = full!.amountCents;
    const { code } = await issue(booking, 10_000);
    await redeemVoucher(customer, { code, bookingId: booking.bookingId });
    const rest = (await payments(booking.bookingId))[0]!;
    expect(rest).toMatchObject({ status: 'open', amountCents: total - 10_000 });
    await markPaymentPaid(t.deps.database.db, {
      paymentId: rest.paymentId,
      provider: 'sandbox',
      providerReference: 'ch_voucher_part',
      cardLast4: '4242',
      paidAt: FIXED_NOW,
    });
    // The voucher's part is paid too: the guest paid the whole stay, card and voucher together.
    const details = (await customerBooking(customer, booking.displayNumber))!;
    expect(details.paidCents).toBe(total);
    const fee = details.cancellation!.feeCents;
    expect(fee).toBe(Math.round(total / 2));
    expect(details.cancellation!.owedCents).toBe(0);
    expect(details.cancellation!.refundCents).toBe(total - fee);
    const cancelled = await cancelBooking(customer, booking.displayNumber, {
      expectedFeeCents: fee,
    });
    expect(cancelled).toMatchObject({ status: 'cancelled', refundCents: total - fee });
    // No fee payment opened on top of what was paid.
    expect((await payments(booking.bookingId)).map((p) => p.kind)).not.toContain('cancellationFee');
  });

  it('refuses an expired voucher', async () => {
    const { booking, access } = await book();
    const { code } = await issue(booking, 3_000, TODAY);
    const tomorrow = new Date(FIXED_NOW.getTime() + 86_400_000);
    await expect(
      redeemVoucher(testContext(t.deps, { now: tomorrow }), {
        code,
        bookingId: booking.bookingId,
        access,
      }),
    ).rejects.toMatchObject({ code: 'conflict', key: 'errors.booking.voucher.expired' });
    const voucher = (await findVoucherByCode(t.deps.database.db, code))!;
    expect(voucher.remainingCents).toBe(3_000);
    // On its last day it still works.
    const today = await redeemVoucher(testContext(t.deps), {
      code,
      bookingId: booking.bookingId,
      access,
    });
    expect(today.redeemedCents).toBe(3_000);
  });

  it('spends a voucher once when two redemptions run at the same time', async () => {
    const { booking, access } = await book();
    const { code } = await issue(booking, 4_000);
    const before = await payments(booking.bookingId);
    const [a, b] = await Promise.all([
      post('/api/booking/voucher/redeem', { code, bookingId: booking.bookingId, access }),
      post('/api/booking/voucher/redeem', { code, bookingId: booking.bookingId, access }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const voucher = (await findVoucherByCode(t.deps.database.db, code))!;
    expect(voucher.remainingCents).toBe(0);
    expect(await listRedemptions(t.deps.database.db, voucher.id)).toHaveLength(1);
    const after = await payments(booking.bookingId);
    expect(after[0]!.amountCents).toBe(before[0]!.amountCents - 4_000);
  });

  it("answers a stranger's booking, an unknown code and another customer's code with 404", async () => {
    const mine = await book();
    const theirs = await book();
    const { code: theirCode } = await issue(theirs.booking, 1_000);
    const { code: myCode } = await issue(mine.booking, 1_000);
    // Another customer's code against my booking: as if it did not exist.
    const foreign = await post('/api/booking/voucher/redeem', {
      code: theirCode,
      bookingId: mine.booking.bookingId,
      access: mine.access,
    });
    const unknown = await post('/api/booking/voucher/redeem', {
      code: 'FER-2222-3333-4444',
      bookingId: mine.booking.bookingId,
      access: mine.access,
    });
    for (const res of [foreign, unknown]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().errors[0]).toMatchObject({
        text: 'errors.booking.voucher.notFound',
        data: { field: 'code' },
      });
    }
    // My code against their booking without their secret, or with my secret: not my booking.
    for (const access of [undefined, mine.access]) {
      const res = await post('/api/booking/voucher/redeem', {
        code: myCode,
        bookingId: theirs.booking.bookingId,
        ...(access === undefined ? {} : { access }),
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().errors[0]).toMatchObject({
        text: 'errors.booking.notFound',
        data: { field: 'bookingId' },
      });
    }
    const pay = await post('/api/booking/voucher/payment', {
      bookingId: theirs.booking.bookingId,
      access: mine.access,
    });
    expect(pay.statusCode).toBe(404);
    // Nothing moved.
    expect((await findVoucherByCode(t.deps.database.db, theirCode))!.remainingCents).toBe(1_000);
    expect((await findVoucherByCode(t.deps.database.db, myCode))!.remainingCents).toBe(1_000);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ bookingId: 1 }, 'code'],
      [{ code: 'FER-2222-3333-4444', bookingId: 'x' }, 'bookingId'],
      [{ code: '<script>alert(1)</script>', bookingId: 1 }, 'code'],
      [{ code: 'FER-2222-3333-4444', bookingId: 1, access: 'short' }, 'access'],
      [{ code: 'FER-2222-3333-4444', bookingId: 2_147_483_648 }, 'bookingId'],
    ];
    for (const [body, field] of cases) {
      const res = await post('/api/booking/voucher/redeem', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors.map((e: { data: { field: string } }) => e.data.field)).toContain(
        field,
      );
    }
    const res = await post('/api/booking/voucher/payment', { bookingId: -1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].data.field).toBe('bookingId');
  });

  it('limits attempts per booking and per client address', async () => {
    const { booking, access } = await book();
    // Ten tries at one booking from ten addresses; the 11th is refused whoever sends it.
    for (let i = 0; i < 10; i++) {
      const res = await post('/api/booking/voucher/redeem', {
        code: 'FER-2222-3333-4444',
        bookingId: booking.bookingId,
        access,
      });
      expect(res.statusCode).toBe(404);
    }
    const spent = await post('/api/booking/voucher/redeem', {
      code: 'FER-2222-3333-4444',
      bookingId: booking.bookingId,
      access,
    });
    expect(spent.statusCode).toBe(429);
    expect(spent.json().errors[0]).toMatchObject({
      text: 'errors.booking.voucher.tooMany',
      type: 'rateLimit',
    });
    expect(Number(spent.headers['retry-after'])).toBeGreaterThan(0);
    // Twenty tries from one address at twenty bookings; the 21st is refused.
    const remote = '10.99.0.1';
    for (let i = 0; i < 20; i++) {
      const res = await post(
        '/api/booking/voucher/redeem',
        { code: 'FER-2222-3333-4444', bookingId: 900_000 + i },
        remote,
      );
      expect(res.statusCode).toBe(404);
    }
    const blocked = await post(
      '/api/booking/voucher/redeem',
      { code: 'FER-2222-3333-4444', bookingId: 900_100 },
      remote,
    );
    expect(blocked.statusCode).toBe(429);
  });
});
