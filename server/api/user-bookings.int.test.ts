// POST /api/user/getBookings and POST /api/user/booking/cancel on PGlite and PostgreSQL (issue 15):
// a customer sees and cancels only their own bookings (another customer's number is 404 for every
// call: IDOR), not logged in is 403; cancelling within the deadline is free and the dates are
// bookable again at once, later the fee shown is the fee charged (a changed fee is refused), a
// second cancel and one from the arrival day on are refused; card money beyond the fee goes back.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInBerlin } from '#core/dates';
import { formatMoney } from '#core/format';
import { buildPath } from '#core/routes';
import { findBooking, listEvents } from '#db/repositories/booking-records';
import { mailsOf } from '#db/repositories/booking-mails';
import { bookings, payments } from '#db/schema';
import {
  findRefund,
  listBookingPayments,
  markPaymentFailed,
  markTransferReceived,
} from '#db/repositories/payments-records';
import { bookingMailsSettled, convertOption, issueVoucher, recordPayment } from '#services/booking';
import { insertLoginAccount, loginAs } from '#tests/factories/account';
import { availability } from '#tests/factories/availability';
import { paidBySandboxCard, sandboxCardNotification } from '#tests/factories/card-payment';
import { insertBooking } from '#tests/factories/booking';
import { insertObject } from '#tests/factories/object';
import { insertPartner } from '#tests/factories/partner';
import { priceRules } from '#tests/factories/price-rules';
import { build, TEST_MANDANT, type TestApp } from '#tests/helpers/app';
import { FIXED_NOW } from '#tests/helpers/clock';
import { testContext } from '#tests/helpers/context';
import { databaseKinds } from '#tests/helpers/database';
import { startMailCapture, type MailCapture } from '#tests/helpers/mail';
import { Visitor } from '#tests/helpers/visitor';

const TODAY = todayInBerlin(FIXED_NOW);

interface Details {
  bookingId: number;
  displayNumber: number;
  status: string;
  total: number;
  paidCents: number;
  dueCents: number;
  landlord: unknown;
  paymentMethod: string | null;
  paymentUrl: string | null;
  transfer: unknown;
  traveller: unknown;
  lines: { kind: string; amount: number }[];
  payments: {
    paymentId: number;
    kind: string;
    method: string;
    amountCents: number;
    status: string;
    dueDate: string;
    refundedCents: number;
    remainder: boolean;
  }[];
  cancellation: {
    possible: boolean;
    free: boolean;
    feeCents: number;
    refundCents: number;
    owedCents: number;
    deadline: string | null;
  } | null;
}

const ANNA = {
  salutation: 'ms',
  firstName: 'Anna',
  lastName: 'Muster',
  email: 'anna.trips@example.org',
  phone: '+49 30 1234567',
  street: 'Lindenstraße 1',
  zip: '10115',
  city: 'Berlin',
  country: 'de',
};

describe.each(databaseKinds())('customer bookings API (%s)', (kind) => {
  let t: TestApp;
  let mail: MailCapture;
  let objectNumber: number;
  let anna: Visitor;
  let ben: Visitor;
  let annaAccount: number;
  let ip = 0;

  function visitor(cookies: Record<string, string> = {}) {
    ip++;
    return new Visitor(t.app, { cookies, ip: `10.7.${Math.floor(ip / 250)}.${ip % 250}` });
  }

  /**
   * Anna books `nights` nights arriving `offset` days from today (card, without insurance, as
   * herself unless `extra` says otherwise); the booking's numbers.
   */
  async function annaBooks(offset: number, nights = 7, extra: Record<string, unknown> = {}) {
    const res = await anna.post<{ bookingId: number; bookingDisplayNumber: string }>(
      '/api/booking',
      {
        method: 'booking',
        objectNumber,
        startDate: addDays(TODAY, offset),
        endDate: addDays(TODAY, offset + nights),
        adults: 2,
        insurance: false,
        traveller: ANNA,
        paymentMethod: 'card',
        acceptTerms: true,
        idempotencyKey: randomUUID(),
        ...extra,
      },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { bookingId, bookingDisplayNumber } = res.body.data!;
    return { bookingId, displayNumber: Number(bookingDisplayNumber.split('-')[1]) };
  }

  async function details(who: Visitor, displayNumber: number) {
    return who.post<{ booking: Details & { voucherOpenCents: number } }>('/api/user/getBookings', {
      type: 'booking',
      bookingid: displayNumber,
    });
  }

  /** Pays the booking's payments of `kinds` by card (a sandbox charge, as the provider would). */
  async function payByCard(bookingId: number, kinds: string[]) {
    const db = t.deps.database.db;
    for (const payment of await listBookingPayments(db, bookingId)) {
      if (!kinds.includes(payment.kind)) continue;
      await paidBySandboxCard(db, payment);
    }
  }

  async function priceStatus(offset: number, nights = 7) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/price/',
      payload: {
        mandant: TEST_MANDANT,
        objectNumber,
        startDate: addDays(TODAY, offset),
        endDate: addDays(TODAY, offset + nights),
      },
    });
    return res.json().data.status as string;
  }

  beforeAll(async () => {
    mail = await startMailCapture();
    // The production bundle too: the screens (/user/booking-overview/, /user/booking-details/{n}/)
    // are tested as served.
    t = await build({ kind, ssr: true, env: { SMTP_URL: mail.url } });
    const object = await insertObject(t.deps.database, {
      // Card and bank transfer (the test operator has an account: tests/helpers/bank.ts).
      rules: priceRules({
        payments: [1, 2],
        servicesOnSiteOptional: [{ name: 'firewood', amountCents: 1_000, unit: 'night' }],
      }),
      availability: availability(),
      landlord: { name: 'Familie Vermieter', email: 'vermieter.trips@example.org' },
      photoIds: ['coast-001'],
    });
    objectNumber = object.objectNumber;
    const a = await insertLoginAccount(t.deps.database);
    const b = await insertLoginAccount(t.deps.database);
    annaAccount = a.id;
    anna = visitor({ ...(await loginAs(t.app, a)) });
    ben = visitor({ ...(await loginAs(t.app, b)) });
  }, 60_000);
  afterAll(async () => {
    await bookingMailsSettled();
    await t?.close();
    await mail?.close();
  });

  it('lists and shows the customer’s own bookings, and nobody else’s (IDOR: 404 for every call)', async () => {
    const { bookingId, displayNumber } = await annaBooks(100);
    // A past stay of Anna's (a factory row of her account's customer).
    const past = await insertBooking(t.deps.database, {
      objectNumber,
      booking: {
        startDate: addDays(TODAY, -30),
        endDate: addDays(TODAY, -23),
        status: 'paid',
        totalCents: 70_000,
      },
      customer: { accountId: annaAccount },
    });

    const list = await anna.post<{
      bookings: { displayNumber: number; upcoming: boolean; photo: string | null; res?: never }[];
    }>('/api/user/getBookings', { type: 'bookings' });
    expect(list.status).toBe(200);
    expect(list.res.headers['cache-control']).toBe('no-store');
    const trips = list.body.data!.bookings;
    const mine = trips.find((x) => x.displayNumber === displayNumber)!;
    expect(mine).toMatchObject({ upcoming: true, photo: '/media/photos/coast-001/card.webp' });
    const pastTrip = trips.find((x) => x.displayNumber === past.displayNumber)!;
    expect(pastTrip.upcoming).toBe(false);
    // A cancelled stay ahead is no upcoming trip (it was listed under "Bevorstehende Reisen").
    const cancelled = await insertBooking(t.deps.database, {
      objectNumber,
      booking: {
        startDate: addDays(TODAY, 200),
        endDate: addDays(TODAY, 207),
        status: 'cancelled',
        totalCents: 70_000,
      },
      customer: { accountId: annaAccount },
    });
    const relisted = await anna.post<{ bookings: { displayNumber: number; upcoming: boolean }[] }>(
      '/api/user/getBookings',
      { type: 'bookings' },
    );
    expect(
      relisted.body.data!.bookings.find((x) => x.displayNumber === cancelled.displayNumber),
    ).toMatchObject({ upcoming: false });
    // Upcoming first, then past.
    expect(trips.findIndex((x) => !x.upcoming)).toBeGreaterThan(trips.indexOf(mine));

    const shown = await details(anna, displayNumber);
    expect(shown.status).toBe(200);
    const booking = shown.body.data!.booking;
    expect(booking).toMatchObject({ bookingId, status: 'requested', paidCents: 0, landlord: null });
    expect(booking.dueCents).toBe(booking.total);
    expect(booking.lines.some((l) => l.kind === 'rent')).toBe(true);
    expect(booking.cancellation).toMatchObject({ possible: true, free: true, feeCents: 0 });

    // Ben sees none of it: not in his list, 404 for the details and the cancellation.
    const bens = await ben.post<{ bookings: unknown[] }>('/api/user/getBookings', {
      type: 'bookings',
    });
    expect(bens.body.data!.bookings).toEqual([]);
    const foreign = await details(ben, displayNumber);
    expect(foreign.status).toBe(404);
    expect(foreign.body.errors?.[0]).toMatchObject({ text: 'errors.booking.notFound' });
    const unknown = await details(ben, 2_000_000_000);
    expect(unknown.status).toBe(404);
    const cancel = await ben.post('/api/user/booking/cancel', {
      bookingid: displayNumber,
      expectedFeeCents: 0,
    });
    expect(cancel.status).toBe(404);
    expect((await findBooking(t.deps.database.db, bookingId))!.status).toBe('requested');

    // Not logged in: 403 like every user call; the uid cookie of Anna's visits is not a login.
    const stranger = visitor({ uid: anna.cookies.uid! });
    expect((await details(stranger, displayNumber)).status).toBe(403);
    expect(
      (
        await stranger.post('/api/user/booking/cancel', {
          bookingid: displayNumber,
          expectedFeeCents: 0,
        })
      ).status,
    ).toBe(403);
    // A forged jwt in the body is no login either.
    expect(
      (await stranger.post('/api/user/getBookings', { type: 'bookings', jwt: anna.cookies.token! }))
        .status,
    ).toBe(403);
  });

  it('names the operator’s account and the booking number for a transfer while money is due', async () => {
    const { displayNumber } = await annaBooks(240, 7, { paymentMethod: 'bankTransfer' });
    const booking = (await details(anna, displayNumber)).body.data!.booking;
    expect(booking.paymentMethod).toBe('bankTransfer');
    expect(booking.paymentUrl).toBeNull();
    expect(booking.transfer).toEqual({
      holder: 'Feriora',
      iban: 'DE02 1203 0000 0000 2020 51',
      bic: 'BYLADEM1001',
      bankName: 'Testbank Berlin',
      reference: `${TODAY.slice(0, 4)}-${displayNumber}`,
    });
    // A card booking has no account to show.
    // The booking's page in the user area shows the same account and reference.
    const page = await anna.get(
      buildPath('BookingDetails', { bookingDisplayNumber: displayNumber }, 'de'),
    );
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-testid="transfer-account"');
    expect(page.body).toContain('>DE02 1203 0000 0000 2020 51<');
    expect(page.body).toContain(`>${TODAY.slice(0, 4)}-${displayNumber}<`);
    // The printable confirmation: the traveller's address, the payments with the account, the
    // cancellation terms (it had none of these).
    const print = await anna.get(
      `${buildPath('BookingDetails', { bookingDisplayNumber: displayNumber }, 'de')}?print=1`,
    );
    expect(print.statusCode).toBe(200);
    const printed = print.body.replace(/\u00a0|\u202f/g, ' ');
    expect(printed).toContain('data-testid="trip-print-view"');
    // Without the page's scripts the print button would do nothing: it comes with them.
    expect(printed).not.toContain('data-testid="trip-print-button"');
    expect(printed).toMatch(
      /Gebucht von<\/dt><dd data-testid="trip-print-traveller">.*Anna Muster.*Lindenstraße 1.*10115 Berlin.*Deutschland/,
    );
    expect(printed).toContain('Zahlungsart: Überweisung');
    expect(printed).toContain('>DE02 1203 0000 0000 2020 51<');
    expect(printed).toContain('Stornobedingungen');
    expect(printed).toMatch(/Bis einschließlich [^<]+ stornieren Sie kostenlos\./);
    // Half the deposit arrives (the office records it, /admin/payments/): paid what came, the
    // rest still due as "Anzahlung (Rest)".
    const db = t.deps.database.db;
    const [deposit] = await listBookingPayments(db, booking.bookingId);
    const part = Math.ceil(deposit!.amountCents / 2);
    await db.transaction((tx) =>
      markTransferReceived(tx as unknown as typeof db, {
        paymentId: deposit!.paymentId,
        amountCents: deposit!.amountCents,
        receivedCents: part,
        receivedAt: FIXED_NOW,
        now: FIXED_NOW,
        accountId: null,
      }),
    );
    const partly = (await details(anna, displayNumber)).body.data!.booking;
    expect(partly.paidCents).toBe(part);
    expect(partly.dueCents).toBe(booking.dueCents - part);
    expect(partly.payments.map((p) => [p.kind, p.status, p.amountCents, p.remainder])).toEqual([
      ['deposit', 'paid', part, false],
      ['deposit', 'open', deposit!.amountCents - part, true],
      ['balance', 'open', booking.payments[1]!.amountCents, false],
    ]);
    const partPage = await anna.get(
      buildPath('BookingDetails', { bookingDisplayNumber: displayNumber }, 'de'),
    );
    expect(partPage.body).toContain('Anzahlung (Rest)');
    expect(partPage.body).toContain('>DE02 1203 0000 0000 2020 51<');
    // A card booking has no account to show.
    const card = await annaBooks(270);
    expect((await details(anna, card.displayNumber)).body.data!.booking.transfer).toBeNull();
  });

  it('adds a booking made as a guest to the account with its guest link only, once, never another’s', async () => {
    const email = `gast.link.${kind}@example.org`;
    const res = await visitor().post<{ bookingId: number; bookingDisplayNumber: string }>(
      '/api/booking',
      {
        method: 'booking',
        objectNumber,
        startDate: addDays(TODAY, 400),
        endDate: addDays(TODAY, 407),
        adults: 2,
        insurance: false,
        traveller: { ...ANNA, email },
        paymentMethod: 'card',
        acceptTerms: true,
        idempotencyKey: randomUUID(),
      },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { bookingId, bookingDisplayNumber } = res.body.data!;
    const number = Number(bookingDisplayNumber.split('-')[1]);
    await bookingMailsSettled();
    // The guest link of the booking's mail: the finish page with the booking's access secret.
    const mailed = await mail.waitForMessage(
      (m) => m.to.includes(email) && m.text.includes(bookingDisplayNumber),
    );
    const link = new URL(
      /https?:\/\/\S+\?bookingId=\d+&access=[A-Za-z0-9_-]{43}/.exec(mailed.text)![0],
    );
    const page = `${link.pathname}${link.search}`;
    const withoutAccess = page.replace(/&access=[^&]+/, '');
    const claim = (who: Visitor, url: string) =>
      t.app.inject({
        method: 'POST',
        url,
        cookies: who.cookies,
        headers: {
          origin: 'http://localhost:3000',
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: `intent=claim&bookingId=${bookingId}`,
      });
    const stranger = visitor();
    // Not logged in, or without the link's secret: nothing to add, the form is 404.
    expect((await stranger.get(page)).body).not.toContain('data-testid="claim"');
    expect((await claim(stranger, page)).statusCode).toBe(404);
    expect((await claim(ben, withoutAccess)).statusCode).toBe(404);
    expect((await details(ben, number)).status).toBe(404);
    // Ben opens the mail's link logged in: the page offers it (naming his account), the post adds
    // it (303 to details).
    const offer = (await ben.get(page)).body;
    expect(offer).toContain('data-testid="claim"');
    expect(offer).toContain('Angemeldet als ');
    const added = await claim(ben, page);
    expect(added.statusCode).toBe(303);
    expect(added.headers.location).toBe(
      buildPath('BookingDetails', { bookingDisplayNumber: number }, 'de'),
    );
    expect((await details(ben, number)).status).toBe(200);
    // The address the booking was made with is told, naming the account.
    await bookingMailsSettled();
    const told = await mail.waitForMessage(
      (m) => m.to.includes(email) && m.subject.includes('einem Kundenkonto hinzugefügt'),
    );
    expect(told.text).toContain(bookingDisplayNumber);
    expect(told.text).toContain('Waren Sie das nicht?');
    // Added: no offer any more; again is nothing new; another account with the link is refused.
    expect((await ben.get(page)).body).not.toContain('data-testid="claim"');
    expect((await claim(ben, page)).statusCode).toBe(303);
    const taken = await claim(anna, page);
    expect(taken.statusCode).toBe(200);
    expect(taken.body).toContain('Diese Buchung gehört schon zu einem anderen Kundenkonto.');
    expect((await details(anna, number)).status).toBe(404);
  });

  it('refuses bad input naming the field (400)', async () => {
    const missing = await anna.post('/api/user/getBookings', { type: 'booking' });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body.errors)).toContain('bookingid');
    for (const bookingid of [-1, 0, 1.5, '100001x', 2 ** 40]) {
      const res = await anna.post('/api/user/getBookings', { type: 'booking', bookingid });
      expect(res.status).toBe(400);
    }
    expect((await anna.post('/api/user/getBookings', { type: 'all' })).status).toBe(400);
    const fee = await anna.post('/api/user/booking/cancel', { bookingid: 1, expectedFeeCents: -5 });
    expect(fee.status).toBe(400);
    expect(JSON.stringify(fee.body.errors)).toContain('expectedFeeCents');
  });

  it('cancels within the deadline for free: the dates are bookable at once, the card deposit goes back', async () => {
    const { bookingId, displayNumber } = await annaBooks(120, 5);
    await payByCard(bookingId, ['deposit']);
    expect(await priceStatus(120, 5)).not.toBe('free');
    const before = (await details(anna, displayNumber)).body.data!.booking;
    expect(before.cancellation).toMatchObject({ free: true, feeCents: 0 });
    expect(before.cancellation!.refundCents).toBe(before.paidCents);
    expect(before.paidCents).toBeGreaterThan(0);

    const res = await anna.post<{ status: string; feeCents: number; refundedOnlineCents: number }>(
      '/api/user/booking/cancel',
      { bookingid: displayNumber, expectedFeeCents: 0 },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'cancelled', feeCents: 0 });
    expect(res.body.data!.refundedOnlineCents).toBe(before.paidCents);

    const row = (await findBooking(t.deps.database.db, bookingId))!;
    expect(row.cancelledAt?.toISOString()).toBe(FIXED_NOW.toISOString());
    expect(row.cancellationFeeCents).toBe(0);
    expect(await priceStatus(120, 5)).toBe('free');
    // Open payments are cancelled, the paid one refunded.
    const payments = await listBookingPayments(t.deps.database.db, bookingId);
    expect(payments.map((p) => p.status).sort()).toEqual(['cancelled', 'refunded']);
    // The guest and the landlord are told.
    const kinds = (await mailsOf(t.deps.database.db, bookingId)).map((m) => m.kind);
    expect(kinds).toEqual(expect.arrayContaining(['guestCancellation', 'landlordCancellation']));
    // The same dates can be booked again.
    await annaBooks(120, 5);

    // A second cancellation is a conflict, and the details no longer offer one.
    const again = await anna.post('/api/user/booking/cancel', {
      bookingid: displayNumber,
      expectedFeeCents: 0,
    });
    expect(again.status).toBe(409);
    const after = (await details(anna, displayNumber)).body.data!.booking;
    expect(after).toMatchObject({ status: 'cancelled', cancellation: null });
    // The booking flow's finish page (the mails' link) says so instead of thanking.
    const finish = await anna.get(
      `${buildPath('BookingFinish', { objectNumber }, 'de')}?bookingId=${bookingId}`,
    );
    const shown = finish.body.replace(/<script[\s\S]*?<\/script>/g, '');
    expect(shown).toContain('Buchung storniert');
    expect(shown).toContain('data-testid="finish-ended"');
    expect(shown).not.toContain('Vielen Dank');
  });

  it('charges the fee it showed after the deadline, refuses a changed fee, refunds the rest', async () => {
    // 20 days before arrival: after the free deadline (30 days unless the object says otherwise).
    const { bookingId, displayNumber } = await annaBooks(20, 7, { insurance: true });
    await payByCard(bookingId, ['full', 'deposit', 'balance']);
    const shown = (await details(anna, displayNumber)).body.data!.booking;
    const insurance = shown.lines
      .filter((l) => l.kind === 'insurance')
      .reduce((s, l) => s + l.amount, 0);
    expect(insurance).toBeGreaterThan(0);
    expect(shown.cancellation).toMatchObject({ possible: true, free: false });
    const fee = shown.cancellation!.feeCents;
    // 20 days before arrival: 50 % of the total without the insurance premium.
    expect(fee).toBe(Math.round(((shown.total - insurance) * 50) / 100));
    expect(shown.cancellation!.refundCents).toBe(shown.paidCents - fee - insurance);

    const changed = await anna.post('/api/user/booking/cancel', {
      bookingid: displayNumber,
      expectedFeeCents: fee - 1,
    });
    expect(changed.status).toBe(409);
    expect(changed.body.errors?.[0]).toMatchObject({
      text: 'errors.booking.cancellationFeeChanged',
    });
    expect((await findBooking(t.deps.database.db, bookingId))!.status).not.toBe('cancelled');

    const res = await anna.post<{
      feeCents: number;
      refundCents: number;
      refundedOnlineCents: number;
    }>('/api/user/booking/cancel', { bookingid: displayNumber, expectedFeeCents: fee });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      feeCents: fee,
      refundCents: shown.cancellation!.refundCents,
      refundedOnlineCents: shown.cancellation!.refundCents,
    });
    expect((await findBooking(t.deps.database.db, bookingId))!.cancellationFeeCents).toBe(fee);
    expect(await priceStatus(20)).toBe('free');
    // Part of the payment went back: it counts as refunded by that part, and what the guest paid
    // and did not get back is the fee and the premium (not nothing, as when a partial refund
    // counted the whole payment as refunded).
    const after = (await details(anna, displayNumber)).body.data!.booking;
    expect(after.paidCents).toBe(fee + insurance);
    const refunded = after.payments.filter((p) => p.status === 'refunded');
    expect(refunded).toHaveLength(1);
    expect(refunded[0]!.refundedCents).toBe(shown.cancellation!.refundCents);
    expect(refunded[0]!.amountCents).toBeGreaterThan(refunded[0]!.refundedCents);
    const page = await anna.get(
      buildPath('BookingDetails', { bookingDisplayNumber: displayNumber }, 'de'),
    );
    expect(page.body).toContain(`${formatMoney(refunded[0]!.refundedCents, 'de-DE')} erstattet`);
  });

  it('keeps the fee when a payment made before the cancellation is notified again', async () => {
    // 29 days ahead: deposit and balance, both paid by card; the cancellation's fee (50 %) keeps
    // the whole deposit and part of the balance, and gives the rest of the balance back.
    const { bookingId, displayNumber } = await annaBooks(29, 7);
    await payByCard(bookingId, ['deposit', 'balance']);
    const shown = (await details(anna, displayNumber)).body.data!.booking;
    const fee = shown.cancellation!.feeCents;
    const [deposit, balance] = await listBookingPayments(t.deps.database.db, bookingId);
    expect(deposit!.kind).toBe('deposit');
    expect(fee).toBeGreaterThan(deposit!.amountCents);
    const res = await anna.post('/api/user/booking/cancel', {
      bookingid: displayNumber,
      expectedFeeCents: fee,
    });
    expect(res.status).toBe(200);
    expect(await findRefund(t.deps.database.db, deposit!.paymentId)).toBeNull();
    const balanceRefund = await findRefund(t.deps.database.db, balance!.paymentId);
    expect(balanceRefund?.amountCents).toBe(deposit!.amountCents + balance!.amountCents - fee);

    // The provider repeats the deposit's notification (as it does until it is answered): the
    // deposit is part of the fee, not a late payment to give back.
    const again = await recordPayment(testContext(t.deps), {
      paymentId: deposit!.paymentId,
      bookingId,
      kind: 'deposit',
      amountCents: deposit!.amountCents,
      status: 'paid',
    });
    expect(again).toMatchObject({ status: 'cancelled', refunded: false });
    expect(await findRefund(t.deps.database.db, deposit!.paymentId)).toBeNull();
    const payments = await listBookingPayments(t.deps.database.db, bookingId);
    expect(payments.find((p) => p.kind === 'deposit')?.status).toBe('paid');
  });

  // Two connections at once: PostgreSQL only (the embedded database has one).
  it.skipIf(kind !== 'postgres')(
    'gives back a card payment whose notification arrives while the booking is being cancelled',
    async () => {
      const db = t.deps.database.db;
      const { bookingId } = await annaBooks(160, 5);
      const [deposit] = await listBookingPayments(db, bookingId);
      const card = await sandboxCardNotification(t.deps, deposit!);
      // The cancellation's transaction, as cancelLocked leaves it (the booking cancelled at the
      // same moment, its open payments cancelled and locked), holds while the provider notifies.
      let notified: Promise<{
        statusCode: number;
        body: string;
        json: () => { data: unknown };
      }> | null = null;
      await db.transaction(async (tx) => {
        await tx
          .update(payments)
          .set({ status: 'cancelled' })
          .where(eq(payments.bookingId, bookingId));
        await tx
          .update(bookings)
          .set({ status: 'cancelled', cancelledAt: FIXED_NOW })
          .where(eq(bookings.bookingId, bookingId));
        notified = t.app.inject({
          method: 'POST',
          url: '/api/payments/sandbox/notify',
          payload: card.raw,
          headers: { 'content-type': 'application/json', 'sandbox-signature': card.header },
        });
        await new Promise((resolve) => setTimeout(resolve, 300));
      });
      const res = await notified!;
      expect(res.statusCode, res.body).toBe(200);
      // The cancellation counted none of it (same time on both clocks): all of it goes back.
      expect(await findRefund(db, deposit!.paymentId)).toMatchObject({
        amountCents: deposit!.amountCents,
        status: 'refunded',
      });
      expect(res.json().data).toMatchObject({ status: 'paid', late: true });
    },
  );

  it.skipIf(kind !== 'postgres')(
    'counts a card payment recorded while the booking is being cancelled in its refund',
    async () => {
      const db = t.deps.database.db;
      const { bookingId, displayNumber } = await annaBooks(170, 5);
      const [deposit] = await listBookingPayments(db, bookingId);
      // The card's notification records the deposit (its update holds the row) while the guest
      // cancels; it commits a moment later.
      let cancelling: Promise<{ status: number; body: { data?: unknown } }> | null = null;
      await db.transaction(async (tx) => {
        await paidBySandboxCard(tx as unknown as typeof db, deposit!);
        cancelling = anna.post('/api/user/booking/cancel', {
          bookingid: displayNumber,
          expectedFeeCents: 0,
        });
        await new Promise((resolve) => setTimeout(resolve, 300));
      });
      const res = await cancelling!;
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      // The cancellation waited for it and gave it back (free of charge), not left it kept.
      expect(res.body.data).toMatchObject({ refundedOnlineCents: deposit!.amountCents });
      expect(await findRefund(db, deposit!.paymentId)).toMatchObject({ status: 'refunded' });
    },
  );

  it('opens the fee still owed after a late cancellation: card link, mail, kept when paid', async () => {
    // 10 days before arrival: 80 % of the total, and nothing paid yet.
    const { bookingId, displayNumber } = await annaBooks(10, 7);
    const shown = (await details(anna, displayNumber)).body.data!.booking;
    const fee = shown.cancellation!.feeCents;
    expect(fee).toBe(Math.round((shown.total * 80) / 100));
    expect(shown.cancellation!.owedCents).toBe(fee);
    const res = await anna.post('/api/user/booking/cancel', {
      bookingid: displayNumber,
      expectedFeeCents: fee,
    });
    expect(res.status).toBe(200);

    // The fee is an open payment of its own, due in 14 days, with the card page to pay it.
    const after = (await details(anna, displayNumber)).body.data!.booking;
    expect(after.status).toBe('cancelled');
    const feePayment = after.payments.find((p) => p.kind === 'cancellationFee')!;
    expect(feePayment).toMatchObject({
      method: 'card',
      amountCents: fee,
      status: 'open',
      dueDate: addDays(TODAY, 14),
    });
    expect(after.payments.filter((p) => p.status === 'open')).toHaveLength(1);
    expect(after.dueCents).toBe(fee);
    expect(after.paymentUrl).toMatch(/\/payment\/de\/\?/);

    // The cancellation mail says what is owed by when, with the button to pay it.
    await bookingMailsSettled();
    const sent = await mail.waitForMessage(
      (m) =>
        m.subject.startsWith('Stornierung Ihrer Buchung') &&
        m.subject.includes(`-${displayNumber}`),
    );
    const text = sent.text.replace(/\u00a0|\u202f/g, ' ');
    expect(text).toContain('Zahlungsart: Kreditkarte');
    expect(text).toMatch(/Stornogebühr: [\d.,]+ €, fällig am \d\d\.\d\d\.\d{4}/);
    expect(text).toMatch(/\/payment\/de\/\?/);

    // Paid: the fee is what the cancelled booking costs, so it is kept, not refunded. (This
    // module's brand cache is cold, as a process's is after a minute: recordPayment read it inside
    // its transaction and hung on the embedded database's one connection.)
    await payByCard(bookingId, ['cancellationFee']);
    const recorded = await recordPayment(testContext(t.deps), {
      paymentId: feePayment.paymentId,
      bookingId,
      kind: 'cancellationFee',
      amountCents: fee,
      status: 'paid',
    });
    expect(recorded.refunded).toBe(false);
    const paid = (await listBookingPayments(t.deps.database.db, bookingId)).find(
      (p) => p.kind === 'cancellationFee',
    )!;
    expect(paid.status).toBe('paid');
  });

  // Regression: an option the guest had turned into a booking kept method 'option', and the
  // cancellation terms treated it as an option: free at any time, its paid money all refunded.
  it('charges a converted option the booking’s fee, not the option’s free release', async () => {
    const { bookingId, displayNumber } = await annaBooks(28, 2, { method: 'option' });
    const held = (await details(anna, displayNumber)).body.data!.booking;
    expect(held.cancellation).toMatchObject({ free: true, feeCents: 0 });
    await convertOption(testContext(t.deps, { uid: anna.cookies.uid! }), bookingId);
    const booked = (await details(anna, displayNumber)).body.data!.booking;
    expect(booked.status).toBe('requested');
    // 28 days before arrival, after the free deadline: 50 % of the total.
    expect(booked.cancellation).toMatchObject({ free: false });
    expect(booked.cancellation!.feeCents).toBe(Math.round((booked.total * 50) / 100));
  });

  it('lets an option go as the guest’s release, free of charge', async () => {
    const { bookingId, displayNumber } = await annaBooks(26, 2, { method: 'option' });
    const res = await anna.post('/api/user/booking/cancel', {
      bookingid: displayNumber,
      expectedFeeCents: 0,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const events = await listEvents(t.deps.database.db, bookingId);
    expect(events.at(-1)).toMatchObject({ transition: 'release', actor: 'guest' });
  });

  it('prints each booking for the traveller it was made for, not the account’s latest', async () => {
    const first = await annaBooks(300);
    await annaBooks(310, 7, {
      traveller: {
        ...ANNA,
        firstName: 'Gisela',
        lastName: 'Anders',
        phone: '+49 89 1234567',
        street: 'Andere Gasse 9',
        zip: '80331',
        city: 'München',
      },
    });
    const shown = (await details(anna, first.displayNumber)).body.data!.booking;
    expect(shown.traveller).toEqual({
      name: 'Anna Muster',
      street: 'Lindenstraße 1',
      zip: '10115',
      city: 'Berlin',
      country: 'de',
    });
  });

  it("mails each booking to the address it was made with, not the account's latest", async () => {
    // Anna books for herself, then for a friend with the friend's address: the account's customer
    // record now holds the friend's. The mails of Anna's own booking still go to Anna, by name.
    const own = await annaBooks(320);
    await annaBooks(330, 7, {
      traveller: { ...ANNA, firstName: 'Ben', lastName: 'Freund', email: 'ben.freund@example.org' },
    });
    const res = await anna.post('/api/user/booking/cancel', {
      bookingid: own.displayNumber,
      expectedFeeCents: 0,
    });
    expect(res.status).toBe(200);
    const cancellation = (await mailsOf(t.deps.database.db, own.bookingId)).find(
      (m) => m.kind === 'guestCancellation',
    )!;
    expect(cancellation.recipient).toBe(ANNA.email);
    expect(cancellation.data).toMatchObject({ name: 'Anna Muster' });
  });

  it('refuses a cancellation from the arrival day on', async () => {
    const today = await insertBooking(t.deps.database, {
      objectNumber,
      booking: {
        startDate: TODAY,
        endDate: addDays(TODAY, 7),
        status: 'confirmed',
        totalCents: 70_000,
      },
      customer: { accountId: annaAccount },
    });
    const shown = (await details(anna, today.displayNumber)).body.data!.booking;
    expect(shown.cancellation).toMatchObject({ possible: false });
    // Confirmed: the landlord's contact is the guest's now.
    expect(shown.landlord).toMatchObject({ email: 'vermieter.trips@example.org' });
    const res = await anna.post('/api/user/booking/cancel', {
      bookingid: today.displayNumber,
      expectedFeeCents: 0,
    });
    expect(res.status).toBe(409);
    expect(res.body.errors?.[0]).toMatchObject({ text: 'errors.booking.cancelTooLate' });
    expect((await findBooking(t.deps.database.db, today.bookingId))!.status).toBe('confirmed');
  });

  it("takes a travel voucher's code on the booking page, for the account's own booking only", async () => {
    const { bookingId, displayNumber } = await annaBooks(150, 4);
    const booking = (await findBooking(t.deps.database.db, bookingId))!;
    const pagePath = buildPath('BookingDetails', { bookingDisplayNumber: displayNumber }, 'de');
    const due = async () =>
      (await listBookingPayments(t.deps.database.db, bookingId))
        .filter((p) => p.status === 'open')
        .reduce((sum, p) => sum + p.amountCents, 0);
    const openBefore = await due();
    const page = await anna.get(pagePath);
    expect(page.body).toContain('data-testid="trip-voucher-form"');
    const { code } = await issueVoucher(testContext(t.deps), {
      bookingId,
      customerNumber: booking.customerNumber,
      amountCents: 3_000,
      expiresOn: null,
      reason: 'office',
    });
    const post = (who: Visitor, fields: Record<string, string>, origin = 'http://localhost:3000') =>
      t.app.inject({
        method: 'POST',
        url: pagePath,
        cookies: who.cookies,
        headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ intent: 'redeem', ...fields }).toString(),
      });
    // On the site of a partner that hides codes (SPEC §3 hideBonus): no field, a post 404.
    const hiding = await insertPartner(t.deps.database, { hideBonus: true });
    // (by inject, not Anna's visitor: the partner visit would stay in her cookies.)
    const viaPartner = await t.app.inject({
      url: `${pagePath}?partner=${hiding.partnerId}`,
      cookies: anna.cookies,
    });
    expect(viaPartner.statusCode).toBe(200);
    expect(viaPartner.body).not.toContain('data-testid="trip-voucher"');
    const hidden = await t.app.inject({
      method: 'POST',
      url: `${pagePath}?partner=${hiding.partnerId}`,
      cookies: anna.cookies,
      headers: {
        origin: 'http://localhost:3000',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({ intent: 'redeem', code }).toString(),
    });
    expect(hidden.statusCode).toBe(404);
    // Ben, someone not logged in, a foreign page: refused before the code is looked at.
    expect((await post(ben, { code })).statusCode).toBe(404);
    expect((await post(visitor(), { code })).statusCode).toBe(404);
    expect((await post(anna, { code }, 'https://evil.example')).statusCode).toBe(403);
    // No code: said at the field; nothing spent.
    const empty = await post(anna, { code: '' });
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toContain('Bitte geben Sie den vollständigen Gutscheincode ein.');
    expect(await due()).toBe(openBefore);
    // Anna's code: the page says what it paid, the payments show it, the field is offered for
    // the rest.
    // (post/redirect/get: the answer is the page naming the redemption, which a reload shows
    // again without posting the code a second time.)
    const posted = await post(anna, { code });
    expect(posted.statusCode, posted.body.slice(0, 300)).toBe(303);
    const outcome = posted.headers.location as string;
    expect(outcome).toMatch(new RegExp(`^${pagePath}\\?redeemed=\\d+$`));
    const done = await t.app.inject({ url: outcome, cookies: anna.cookies });
    expect(done.statusCode).toBe(200);
    const text = done.body.replace(/\u00a0|\u202f/g, ' ');
    expect(text).toContain('data-testid="trip-voucher-redeemed"');
    expect(text).toContain(
      `${formatMoney(3_000, 'de').replace(/\u00a0|\u202f/g, ' ')} wurden mit Ihrer Buchung`,
    );
    const paidLine = /data-testid="trip-voucher-paid">(.*?)<\/li>/.exec(text)?.[1] ?? '';
    expect(paidLine).toContain(formatMoney(3_000, 'de').replace(/\u00a0|\u202f/g, ' '));
    expect(text).toContain('data-testid="trip-voucher-form"');
    expect(await due()).toBe(openBefore - 3_000);
    const reloaded = await t.app.inject({ url: outcome, cookies: anna.cookies });
    expect(reloaded.body).toContain('data-testid="trip-voucher-redeemed"');
    expect(await due()).toBe(openBefore - 3_000);
    // Anna's redemption is hers: on Ben's own booking page, or for Ben, it shows nothing.
    expect((await t.app.inject({ url: outcome, cookies: ben.cookies })).statusCode).toBe(404);
    const json = await details(anna, displayNumber);
    // The part lowered a payment, so it is in no payment row: the service names it once.
    expect(json.body.data!.booking).toMatchObject({
      voucherOpenCents: openBefore - 3_000,
      voucherCents: 3_000,
      voucherPartCents: 3_000,
    });
    // An oversized code is cut to the longest a code can be before it is kept or looked at.
    const long = await post(anna, { code: 'FER-'.repeat(2_000) });
    expect(long.statusCode).toBe(200);
    expect(long.body).toContain('Bitte geben Sie den vollständigen Gutscheincode ein.');
    expect(long.body).not.toContain('FER-'.repeat(11));
    // Guessing stops at the booking's limit (10 an hour, the right code was the first), each try
    // from its own address so that only the booking's limit is in play; said at the form.
    const fromAddress = (typed: string, n: number) =>
      t.app.inject({
        method: 'POST',
        url: pagePath,
        remoteAddress: `198.51.100.${n}`,
        cookies: anna.cookies,
        headers: {
          origin: 'http://localhost:3000',
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: new URLSearchParams({ intent: 'redeem', code: typed }).toString(),
      });
    for (let n = 2; n <= 10; n += 1) {
      const wrong = await fromAddress(`FER-AAAA-BBBB-CC${String(n).padStart(2, '0')}`, n);
      expect(wrong.statusCode).toBe(200);
      expect(wrong.body).not.toContain('Zu viele Einlöseversuche');
    }
    const limited = await fromAddress('FER-AAAA-BBBB-CC11', 11);
    expect(limited.statusCode).toBe(200);
    expect(limited.body).toContain(
      'Zu viele Einlöseversuche. Bitte versuchen Sie es später noch einmal.',
    );
    expect(await due()).toBe(openBefore - 3_000);
  });

  it('counts a declined card payment as still to be paid, as the finish page does', async () => {
    const { bookingId, displayNumber } = await annaBooks(170, 4);
    const [deposit] = await listBookingPayments(t.deps.database.db, bookingId);
    // The card page's attempt declined: the provider's notification marks the deposit `failed`
    // (what the payments slice does with a declined charge), and it stays due.
    await markPaymentFailed(t.deps.database.db, deposit!.paymentId, FIXED_NOW);
    const payments = await listBookingPayments(t.deps.database.db, bookingId);
    expect(payments.find((p) => p.paymentId === deposit!.paymentId)!.status).toBe('failed');
    const shown = (await details(anna, displayNumber)).body.data!.booking;
    expect(shown.dueCents).toBe(payments.reduce((sum, p) => sum + p.amountCents, 0));
    expect(shown.paymentUrl).not.toBeNull();
    // The page: the deposit named as failed and due, the button pays the deposit.
    const page = await anna.get(
      buildPath('BookingDetails', { bookingDisplayNumber: displayNumber }, 'de'),
    );
    const text = page.body.replace(/\u00a0|\u202f/g, ' ');
    expect(text).toContain('fehlgeschlagen, fällig am');
    expect(text).toMatch(/data-testid="trip-pay"[^>]*>Anzahlung bezahlen</);
    expect(text).toContain('Noch offen');
  });

  it('serves the screens to their customer only and cancels through the page form', async () => {
    const { bookingId, displayNumber } = await annaBooks(130, 4);
    const details = buildPath('BookingDetails', { bookingDisplayNumber: displayNumber }, 'de');
    const overview = buildPath('BookingOverView', {}, 'de');

    // Not logged in: the login form in place (200, never cached), continuing to this page; its
    // post logs in and comes back here (303).
    const stranger = visitor();
    const anonymous = await stranger.get(details);
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.body).toContain('data-testid="form-login"');
    expect(anonymous.body).toContain(`name="returnTo" value="${details}"`);
    expect(anonymous.body.replace(/<script[\s\S]*?<\/script>/g, '')).not.toContain('2026-1');
    const forged = await t.app.inject({
      method: 'POST',
      url: details,
      cookies: stranger.cookies,
      headers: {
        origin: 'http://localhost:3000',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'intent=cancel&expectedFeeCents=0',
    });
    expect(forged.statusCode).toBe(404);

    // Anna: the overview and the details, every text translated, never cached.
    const list = await anna.get(overview);
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toContain('no-store');
    expect(list.body).toContain(details);
    const own = await anna.get(details);
    expect(own.statusCode).toBe(200);
    const visible = own.body.replace(/<script[\s\S]*?<\/script>/g, '');
    expect(visible).not.toMatch(/(?<![\w.-])(?:trips|facts|payments|period|costs)\.[a-z]+/);
    // An optional cost on site reads as on the object page and the summary: its price per night,
    // not what four nights of it would come to.
    const onSite = /data-testid="trip-on-site">([\s\S]*?)<\/ul>/
      .exec(visible)![1]!
      .replace(/\u00a0|\u202f/g, ' ')
      .replace(/<!-- -->/g, '');
    expect(onSite).toContain('Brennholz (10 € pro Nacht) – bei Bedarf');
    expect(onSite).toContain('<span>10 €</span>');
    expect(onSite).not.toContain('40 €');
    // Within the free deadline the panel's one button cancels (no confirm step needed).
    expect(visible).toContain('Jetzt kostenlos stornieren');
    expect(visible).toContain('data-testid="cancel-submit"');
    expect(visible).toContain('noindex');
    const confirm = await anna.get(`${details}?cancel=1`);
    expect(confirm.body).toContain('Jetzt kostenlos stornieren');
    const print = await anna.get(`${details}?print=1`);
    expect(print.body).toContain('Buchungsbestätigung');
    // The calendar file from the user area: its event links the booking here (the login opens
    // it on any device), not the finish page only the booking's browser may open.
    const icsHref = /href="([^"]*stay\.ics[^"]*)"/.exec(own.body)![1]!.replace(/&amp;/g, '&');
    const ics = await anna.get(icsHref);
    expect(ics.statusCode).toBe(200);
    expect(ics.body.replace(/\r\n /g, '')).toContain(`URL:http://localhost:3000${details}\r\n`);
    expect((await ben.get(icsHref)).statusCode).toBe(404);

    // Ben: the 404 view for Anna's number, for the page and for its form.
    expect((await ben.get(details)).statusCode).toBe(404);
    const post = (who: Visitor, body: string) =>
      t.app.inject({
        method: 'POST',
        url: details,
        cookies: who.cookies,
        headers: {
          origin: 'http://localhost:3000',
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: body,
      });
    expect((await post(ben, 'intent=cancel&expectedFeeCents=0')).statusCode).toBe(404);
    expect((await findBooking(t.deps.database.db, bookingId))!.status).toBe('requested');

    // Anna: a changed fee is told on the page, the right one cancels (303 back to the details).
    const wrong = await post(anna, 'intent=cancel&expectedFeeCents=5');
    expect(wrong.statusCode).toBe(200);
    expect(wrong.body).toContain('Die Stornokosten haben sich inzwischen geändert');
    const done = await post(anna, 'intent=cancel&expectedFeeCents=0');
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(`${details}?cancelled=1`);
    expect((await findBooking(t.deps.database.db, bookingId))!.status).toBe('cancelled');
    const after = await anna.get(`${details}?cancelled=1`);
    expect(after.body).toContain('Ihre Buchung ist storniert');
  });
});
