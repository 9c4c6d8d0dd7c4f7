// Travel vouchers on PGlite and PostgreSQL (issue 15): the voucher page opens only for the guest
// of the booking with the booking's customer number (a wrong pair or a stranger: 404, never a
// code); POST /api/booking/voucher/redeem pays the payment due next, settles a payment it covers
// with 'voucher' and a booking paid in full moves to paid; expired and used-up vouchers are
// refused; two redemptions of one voucher at once spend it once; /voucher/payment gives the
// payment page of the rest; refusals name their field; guessing codes runs into the limits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingDisplayNumber } from '#core/booking';
import { addDays, todayInBerlin } from '#core/dates';
import { findBooking } from '#db/repositories/booking-records';
import { mailsOf } from '#db/repositories/booking-mails';
import {
  findVoucherByCode,
  listBookingVouchers,
  listRedemptions,
} from '#db/repositories/booking-vouchers';
import {
  findRefund,
  listBookingPayments,
  markPaymentPaid,
} from '#db/repositories/payments-records';
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
import type { RequestContext } from '#services/platform';
import { insertAccount } from '#tests/factories/account';
import { availability } from '#tests/factories/availability';
import { bookingRequest } from '#tests/factories/booking-request';
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
    email?: string,
  ) {
    if (as !== null) stays++;
    const offset = arrivalInDays ?? 60 + stays * 10;
    const ctx = as ?? testContext(t.deps, { uid });
    const made = await createBooking(
      { ...ctx, clientIp: `10.7.0.${stays}` },
      bookingRequest({
        mandant: TEST_MANDANT,
        objectNumber,
        startDate: addDays(TODAY, offset),
        paymentMethod: 'card',
        email: email ?? `voucher${stays}@example.org`,
      }) as CreateBookingInput,
    );
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

  /** A logged-in customer (every booking of the account is made for its one customer record). */
  async function customerContext(sessionId: string) {
    const account = await insertAccount(t.deps.database);
    return testContext(t.deps, {
      uid: account.uid!,
      user: {
        accountID: String(account.id),
        sessionId,
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
  }

  /** The vouchers that came with a booking, and the voucher mails queued for it. */
  async function returnedOf(bookingId: number, customerNumber: number) {
    const vouchers = await listBookingVouchers(t.deps.database.db, bookingId, customerNumber);
    const mails = (await mailsOf(t.deps.database.db, bookingId)).filter(
      (m) => m.kind === 'voucherIssued',
    );
    return { vouchers, mails };
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
      redemptionId: expect.any(Number),
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
    const customer = await customerContext('voucher-session');
    const first = await book(customer.uid!, customer);
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
    const next = await book(customer.uid!, customer);
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
    const customer = await customerContext('voucher-part-session');
    // 20 days ahead: the whole amount is due now, and a cancellation costs half of it.
    const { booking } = await book(customer.uid!, customer, 20);
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

  it("gives the voucher's share of a cancellation's refund back as a new voucher, money first", async () => {
    const customer = await customerContext('voucher-return-session');
    // 20 days ahead: the whole amount is due now, and a cancellation costs half of it.
    const { booking } = await book(customer.uid!, customer, 20);
    const [full] = await payments(booking.bookingId);
    const total = full!.amountCents;
    const cardPart = 5_000;
    const { code } = await issue(booking, total - cardPart);
    await redeemVoucher(customer, { code, bookingId: booking.bookingId });
    const rest = (await payments(booking.bookingId))[0]!;
    expect(rest.amountCents).toBe(cardPart);
    await markPaymentPaid(t.deps.database.db, {
      paymentId: rest.paymentId,
      provider: 'sandbox',
      providerReference: 'ch_voucher_return',
      cardLast4: '4242',
      paidAt: FIXED_NOW,
    });
    // Shown before confirming: half back, the card's 50 € as money, the rest as a voucher.
    const shown = (await customerBooking(customer, booking.displayNumber))!.cancellation!;
    const fee = Math.round(total / 2);
    expect(shown).toMatchObject({
      feeCents: fee,
      refundCents: total - fee,
      voucherRefundCents: total - fee - cardPart,
    });
    const cancelled = await cancelBooking(customer, booking.displayNumber, {
      expectedFeeCents: fee,
    });
    expect(cancelled).toMatchObject({
      refundCents: total - fee,
      voucherRefundCents: total - fee - cardPart,
    });
    // The card part went back in full (its refund claimed for 50 €, whatever the sandbox said).
    expect(await findRefund(t.deps.database.db, rest.paymentId)).toMatchObject({
      amountCents: cardPart,
    });
    // The voucher's part: a new voucher of reason 'returned', its own mail, valid at least as
    // long as a voucher issued today (three years to the end of the year).
    const { vouchers, mails } = await returnedOf(booking.bookingId, booking.customerNumber);
    const returned = vouchers.find((v) => v.reason === 'returned')!;
    expect(returned).toMatchObject({
      amountCents: total - fee - cardPart,
      remainingCents: total - fee - cardPart,
      expiresOn: `${Number(TODAY.slice(0, 4)) + 3}-12-31`,
    });
    expect(returned.code).not.toBe(code);
    expect((await findVoucherByCode(t.deps.database.db, code))!.remainingCents).toBe(0);
    expect(mails.map((m) => (m.data as { reason: string }).reason)).toContain('returned');
    const cancellationMail = (await mailsOf(t.deps.database.db, booking.bookingId)).find(
      (m) => m.kind === 'guestCancellation',
    )!;
    expect(cancellationMail.data).toMatchObject({ voucherRefundCents: total - fee - cardPart });
    // The booking's page: what vouchers paid, what came back, and what counts as paid — the card's
    // part (its refund failed in the sandbox: no charge behind the reference) and the fee's rest.
    const details = (await customerBooking(customer, booking.displayNumber))!;
    expect(details).toMatchObject({
      voucherCents: total - cardPart,
      voucherReturnedCents: total - fee - cardPart,
      paidCents: fee + cardPart,
    });
    // It pays the customer's next stay.
    const next = await book(customer.uid!, customer);
    const redeemed = await redeemVoucher(customer, {
      code: returned.code,
      bookingId: next.booking.bookingId,
    });
    expect(redeemed.redeemedCents).toBe(total - fee - cardPart);
  });

  it('gives back nothing as a voucher when the money paid covers the refund', async () => {
    const customer = await customerContext('voucher-money-session');
    const { booking } = await book(customer.uid!, customer, 20);
    const { code } = await issue(booking, 1_000);
    await redeemVoucher(customer, { code, bookingId: booking.bookingId });
    const rest = (await payments(booking.bookingId))[0]!;
    await markPaymentPaid(t.deps.database.db, {
      paymentId: rest.paymentId,
      provider: 'sandbox',
      providerReference: 'ch_voucher_money',
      cardLast4: '4242',
      paidAt: FIXED_NOW,
    });
    const fee = (await customerBooking(customer, booking.displayNumber))!.cancellation!.feeCents;
    const cancelled = await cancelBooking(customer, booking.displayNumber, {
      expectedFeeCents: fee,
    });
    expect(cancelled.voucherRefundCents).toBe(0);
    const { vouchers, mails } = await returnedOf(booking.bookingId, booking.customerNumber);
    expect(vouchers.map((v) => v.reason)).toEqual(['office']);
    expect(mails).toHaveLength(1);
  });

  it('gives back everything a voucher paid when the landlord declines, once', async () => {
    const { booking, access } = await book();
    const [deposit] = await payments(booking.bookingId);
    // An office voucher without expiry paid part of the deposit.
    const { code } = await issue(booking, 4_000, null);
    const redeemed = await post('/api/booking/voucher/redeem', {
      code,
      bookingId: booking.bookingId,
      access,
    });
    expect(redeemed.statusCode).toBe(200);
    expect((await payments(booking.bookingId))[0]!.amountCents).toBe(deposit!.amountCents - 4_000);
    await bookingMailsSettled();
    const number = bookingDisplayNumber(booking.displayNumber, booking.createdAt);
    const landlordMail = await mail.waitForMessage(
      (m) => m.to.includes('vermieter@example.org') && m.text.includes(number),
    );
    const hash = /bookingHash=([A-Za-z0-9_-]{43})/.exec(landlordMail.text)![1]!;
    const decide = () =>
      post('/api/landlord/booking/confirm/set', {
        bookingId: booking.bookingId,
        bookingHash: hash,
        decision: 'decline',
        reason: 'Belegt',
      });
    expect((await decide()).statusCode).toBe(200);
    expect((await decide()).statusCode).toBe(409);
    const { vouchers } = await returnedOf(booking.bookingId, booking.customerNumber);
    const returned = vouchers.filter((v) => v.reason === 'returned');
    // Once, for the whole part, and without expiry like the voucher it came from.
    expect(returned).toHaveLength(1);
    expect(returned[0]).toMatchObject({
      amountCents: 4_000,
      remainingCents: 4_000,
      expiresOn: null,
    });
    await bookingMailsSettled();
    const voucherMail = await mail.waitForMessage((m) => m.text.includes(returned[0]!.code));
    expect(voucherMail.text).toContain('mit einem Reisegutschein bezahlt');
    expect(voucherMail.text).toContain('Ohne Ablaufdatum');
  });

  it("pays a guest's next booking with the same address, without an account", async () => {
    // A guest without an account is a new customer record with each booking; the address, typed
    // in any case, ties them together. The second booking is made in the same browser (its uid).
    const uid = `voucher-guest-mail-${String(stays).padStart(8, '0')}`;
    const later = () => 60 + ++stays * 10;
    const first = await book(uid, null, later(), 'Gast.Gutschein@Example.org');
    const { code } = await issue(first.booking, 6_000);
    const second = await book(uid, null, later(), 'gast.gutschein@example.org');
    expect(second.booking.customerNumber).not.toBe(first.booking.customerNumber);
    // The voucher page of the first booking offers the second as a target.
    const page = (await voucherPageOf(testContext(t.deps, { uid }), {
      bookingId: first.booking.bookingId,
      customerNumber: first.booking.customerNumber,
      access: first.access,
    }))!;
    expect(page.targets.map((b) => b.bookingId)).toContain(second.booking.bookingId);
    const redeemed = await redeemVoucher(testContext(t.deps, { uid }), {
      code,
      bookingId: second.booking.bookingId,
    });
    expect(redeemed.redeemedCents).toBe(6_000);
    // An account whose latest booking was made with the guest's address: its record now holds that
    // address, unverified — accounts match by the account only, never by address.
    const account = await customerContext('voucher-address-session');
    const taken = await book(account.uid!, account, later(), 'gast.gutschein@example.org');
    const { code: leaked } = await issue(first.booking, 2_000);
    await expect(
      redeemVoucher(account, { code: leaked, bookingId: taken.booking.bookingId }),
    ).rejects.toMatchObject({ code: 'notFound' });
    // Another address, even in the same browser: not theirs.
    const other = await book(uid, null, later(), 'jemand.anders@example.org');
    const { code: another } = await issue(first.booking, 1_000);
    await expect(
      redeemVoucher(testContext(t.deps, { uid }), {
        code: another,
        bookingId: other.booking.bookingId,
      }),
    ).rejects.toMatchObject({ code: 'notFound' });
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

  // Two connections at once: PostgreSQL only (the embedded database has one).
  it.skipIf(kind !== 'postgres')(
    'never charges a voucher for a payment a card paid while the redemption ran',
    async () => {
      const { booking, access } = await book();
      const [deposit, balance] = await payments(booking.bookingId);
      const { code } = await issue(booking, deposit!.amountCents + balance!.amountCents);
      // The card's notification records the deposit (its update holds the row) while the
      // redemption starts; it commits a moment later.
      let redeeming: ReturnType<typeof post> | null = null;
      await t.deps.database.db.transaction(async (tx) => {
        await markPaymentPaid(tx as unknown as typeof t.deps.database.db, {
          paymentId: deposit!.paymentId,
          provider: 'sandbox',
          providerReference: 'ch_race',
          cardLast4: '4242',
          paidAt: FIXED_NOW,
        });
        redeeming = post('/api/booking/voucher/redeem', {
          code,
          bookingId: booking.bookingId,
          access,
        });
        await new Promise((resolve) => setTimeout(resolve, 300));
      });
      const res = await redeeming!;
      expect(res.statusCode, res.body).toBe(200);
      // The voucher paid the balance only; the deposit's value stays on it.
      expect(res.json().data).toMatchObject({
        redeemedCents: balance!.amountCents,
        remainingCents: deposit!.amountCents,
        openCents: 0,
      });
      const after = await payments(booking.bookingId);
      expect(after.map((p) => [p.kind, p.status, p.method])).toEqual([
        ['deposit', 'paid', 'card'],
        ['balance', 'paid', 'voucher'],
      ]);
      const voucher = (await findVoucherByCode(t.deps.database.db, code))!;
      expect(voucher.remainingCents).toBe(deposit!.amountCents);
    },
  );

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
