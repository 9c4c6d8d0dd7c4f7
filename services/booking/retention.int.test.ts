// Booking records after their retention period (decision 089) on PGlite and PostgreSQL: a stay
// that ended before 1 January ten years back loses the traveller, message, visitor id, decline
// reason, card digits and its mails; its customer record is emptied unless a later booking or an
// account needs it; a stay inside the period is untouched; a second run changes nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingMails,
  customers,
  paymentRefunds,
  payments,
  travelVouchers,
  voucherRedemptions,
} from '#db/schema';
import { findBooking } from '#db/repositories/booking-records';
import { anonymiseExpiredBookings, retentionStart } from '#services/booking';
import { insertAccount, insertCustomer } from '#tests/factories/account';
import { insertBooking } from '#tests/factories/booking';
import { firstActiveObjectNumber } from '#tests/factories/object';
import { build, type TestApp } from '#tests/helpers/app';
import { FIXED_NOW } from '#tests/helpers/clock';
import { databaseKinds } from '#tests/helpers/database';

const TRAVELLER = {
  name: 'Anna Muster',
  lastName: 'Muster',
  street: 'Lindenstraße 1',
  zip: '10115',
  city: 'Berlin',
  country: 'de',
  email: 'anna@example.org',
  phone: '+49 30 1234567',
};

describe.each(databaseKinds())('booking retention (%s)', (kind) => {
  let t: TestApp;
  let objectNumber: number;
  beforeAll(async () => {
    t = await build({ kind, catalogue: { objects: 2 } });
    objectNumber = await firstActiveObjectNumber(t.deps.database);
  }, 60_000);
  afterAll(() => t?.close());

  const stay = (startDate: string, endDate: string, customerNumber: number) =>
    insertBooking(t.deps.database, {
      objectNumber,
      booking: {
        customerNumber,
        startDate,
        endDate,
        traveller: TRAVELLER,
        message: 'Wir kommen spät an.',
        uid: 'visitor-uid-0000000001',
        declineReason: 'Belegt',
      },
    });

  it('anonymises stays that ended before the period, and only those', async () => {
    expect(retentionStart(FIXED_NOW)).toBe('2016-01-01');
    const db = t.deps.database.db;
    const gone = await insertCustomer(t.deps.database, { email: 'alt@example.org' });
    const kept = await insertCustomer(t.deps.database, { email: 'bleibt@example.org' });
    const old = await stay('2015-08-01', '2015-08-08', gone.customerNumber);
    const oldOfKept = await stay('2015-07-01', '2015-07-08', kept.customerNumber);
    const recent = await stay('2016-07-01', '2016-07-08', kept.customerNumber);
    const account = await insertAccount(t.deps.database, { email: 'konto@example.org' });
    const holder = await insertCustomer(t.deps.database, {
      email: 'konto@example.org',
      accountId: account.id,
    });
    await stay('2014-01-01', '2014-01-08', holder.customerNumber);
    await db.insert(payments).values({
      bookingId: old.bookingId,
      kind: 'deposit',
      method: 'card',
      amountCents: 10_000,
      dueDate: '2015-05-01',
      status: 'paid',
      cardLast4: '4242',
    });
    await db.insert(bookingMails).values({
      dedupeKey: `confirmation:${old.bookingId}`,
      kind: 'guestConfirmation',
      bookingId: old.bookingId,
      recipient: 'anna@example.org',
      language: 'de',
      data: { name: 'Anna Muster' },
      nextAttemptAt: FIXED_NOW,
    });

    const first = await anonymiseExpiredBookings(t.deps, FIXED_NOW);
    expect(first.bookings).toBeGreaterThanOrEqual(3);

    const anonymised = await findBooking(db, old.bookingId);
    expect(anonymised).toMatchObject({
      traveller: null,
      message: null,
      uid: null,
      declineReason: null,
      endDate: '2015-08-08',
    });
    const [payment] = await db.select().from(payments).where(eq(payments.bookingId, old.bookingId));
    expect(payment).toMatchObject({ cardLast4: null, amountCents: 10_000, status: 'paid' });
    // The mail's row stays (it marks its kind as sent once), without recipient or data.
    const [sent] = await db
      .select()
      .from(bookingMails)
      .where(eq(bookingMails.bookingId, old.bookingId));
    expect(sent).toMatchObject({ recipient: '', data: {}, status: 'failed' });
    expect(anonymised?.guestHash).toBeNull();
    expect(anonymised?.anonymisedAt).toEqual(FIXED_NOW);
    const customerOf = async (n: number) =>
      (await db.select().from(customers).where(eq(customers.customerNumber, n)))[0];
    expect(await customerOf(gone.customerNumber)).toMatchObject({
      email: '',
      firstName: '',
      street: null,
      phone: null,
    });
    // A later booking still needs its customer; an account's record is its holder's.
    expect((await customerOf(kept.customerNumber))?.email).toBe('bleibt@example.org');
    expect((await customerOf(holder.customerNumber))?.email).toBe('konto@example.org');
    expect((await findBooking(db, oldOfKept.bookingId))?.traveller).toBeNull();
    expect((await findBooking(db, recent.bookingId))?.traveller).toEqual(TRAVELLER);

    expect(await anonymiseExpiredBookings(t.deps, FIXED_NOW)).toEqual({
      bookings: 0,
      customers: 0,
    });

    // A customer with a voucher that may still be spent keeps the address it is redeemed by.
    const withVoucher = await insertCustomer(t.deps.database, { email: 'gutschein@example.org' });
    const voucherStay = await stay('2014-05-01', '2014-05-08', withVoucher.customerNumber);
    await db.insert(travelVouchers).values({
      bookingId: voucherStay.bookingId,
      customerNumber: withVoucher.customerNumber,
      code: 'FER-TEST-RETN-0001',
      amountCents: 5_000,
      remainingCents: 5_000,
      // Issued when the stay was cancelled (one issued in a later year keeps the booking, below).
      createdAt: new Date('2014-04-01T09:00:00Z'),
    });
    expect(await anonymiseExpiredBookings(t.deps, FIXED_NOW)).toEqual({
      bookings: 1,
      customers: 0,
    });
    expect((await customerOf(withVoucher.customerNumber))?.email).toBe('gutschein@example.org');
  });
  it('keeps a stay whose money moved in a later year until that year’s period ends', async () => {
    // § 147 AO counts a record's period from the end of the year it was made in: a balance paid,
    // a refund or a voucher used in 2016 for a stay of 2015 keeps the booking, and its customer
    // (the invoice's addressee), until the end of 2026 — before, both went on 1 January 2026.
    const db = t.deps.database.db;
    const customer = await insertCustomer(t.deps.database, { email: 'spaet@example.org' });
    const paidLate = await stay('2015-09-01', '2015-09-08', customer.customerNumber);
    const refundedLate = await stay('2015-10-01', '2015-10-08', customer.customerNumber);
    const redeemedLate = await stay('2015-11-01', '2015-11-08', customer.customerNumber);
    const voucherLate = await stay('2015-12-01', '2015-12-08', customer.customerNumber);
    const inTime = await stay('2015-06-01', '2015-06-08', customer.customerNumber);
    const failedRefund = await stay('2015-05-01', '2015-05-08', customer.customerNumber);
    const spentLate = await stay('2015-04-01', '2015-04-08', customer.customerNumber);
    const payment = (bookingId: number, paidAt: Date) =>
      db
        .insert(payments)
        .values({
          bookingId,
          kind: 'balance',
          method: 'bankTransfer',
          amountCents: 50_000,
          dueDate: '2015-08-01',
          status: 'paid',
          paidAt,
        })
        .returning({ paymentId: payments.paymentId });
    await payment(paidLate.bookingId, new Date('2016-01-04T09:00:00Z'));
    await payment(inTime.bookingId, new Date('2015-12-31T22:30:00Z')); // 23:30 in Berlin, 2015
    /** A payment of 2015 refunded (or not: `status`) at `at`. */
    const refund = async (bookingId: number, status: 'refunded' | 'failed', at: string) => {
      const [paid] = await payment(bookingId, new Date('2015-04-01T09:00:00Z'));
      await db.insert(paymentRefunds).values({
        paymentId: paid!.paymentId,
        amountCents: 50_000,
        reason: 'office',
        provider: 'sandbox',
        status,
        createdAt: new Date(`${at.slice(0, 10)}T08:00:00Z`),
        updatedAt: new Date(at),
      });
    };
    await refund(refundedLate.bookingId, 'refunded', '2016-02-01T09:00:00Z');
    // A refund that failed in 2016 moved no money: its booking goes as planned.
    await refund(failedRefund.bookingId, 'failed', '2016-02-02T09:00:00Z');
    /** A spent voucher issued from `bookingId` at `at`. */
    const voucher = async (bookingId: number, code: string, amountCents: number, at: string) =>
      (
        await db
          .insert(travelVouchers)
          .values({
            bookingId,
            customerNumber: customer.customerNumber,
            code,
            amountCents,
            remainingCents: 0,
            createdAt: new Date(at),
          })
          .returning({ id: travelVouchers.id })
      )[0]!.id;
    // A voucher issued in 2015 from one stay and spent in 2016 on the redeemedLate one: both
    // bookings' records changed then.
    const spent = await voucher(
      spentLate.bookingId,
      'FER-TEST-RETN-0004',
      2_000,
      '2015-04-10T09:00:00Z',
    );
    await db.insert(voucherRedemptions).values({
      voucherId: spent,
      bookingId: redeemedLate.bookingId,
      amountCents: 2_000,
      at: new Date('2016-03-01T09:00:00Z'),
    });
    await voucher(voucherLate.bookingId, 'FER-TEST-RETN-0003', 5_000, '2016-01-02T09:00:00Z');

    await anonymiseExpiredBookings(t.deps, FIXED_NOW);
    const traveller = async (bookingId: number) => (await findBooking(db, bookingId))?.traveller;
    expect(await traveller(inTime.bookingId)).toBeNull();
    expect(await traveller(failedRefund.bookingId)).toBeNull();
    for (const kept of [paidLate, refundedLate, redeemedLate, voucherLate, spentLate]) {
      expect(await traveller(kept.bookingId), String(kept.bookingId)).toEqual(TRAVELLER);
    }
    const email = async () =>
      (
        await db
          .select({ email: customers.email })
          .from(customers)
          .where(eq(customers.customerNumber, customer.customerNumber))
      )[0]?.email;
    expect(await email()).toBe('spaet@example.org');

    // A year later their period has ended too.
    const nextYear = new Date('2027-01-05T09:00:00Z');
    await anonymiseExpiredBookings(t.deps, nextYear);
    for (const kept of [paidLate, refundedLate, redeemedLate, voucherLate, spentLate]) {
      expect(await traveller(kept.bookingId)).toBeNull();
    }
    expect(await email()).toBe('');
  });
});
