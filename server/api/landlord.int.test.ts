// The landlord's confirmation link on PGlite and PostgreSQL (issue 15): POST /api/landlord/booking/
// confirm/get and …/set with the right secret, a wrong one, another booking's, one replaced by an
// option's conversion or a reminder (all the same 404), refusals naming their field, a decision
// made twice (409), the guest's mails, the dates freed by a decline, the reminder after 24 h and
// the office's escalation after 48 h — each once — and the limit on wrong secrets.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInBerlin } from '#core/dates';
import { mailsOf } from '#db/repositories/booking-mails';
import { findBooking, listEvents } from '#db/repositories/booking-records';
import { listBookingPayments, markPaymentPaid } from '#db/repositories/payments-records';
import {
  bookingMailsSettled,
  convertOption,
  escalateUnanswered,
  recordPayment,
  remindLandlords,
} from '#services/booking';
import { ensureSearchIndex } from '#services/search';
import { availability } from '#tests/factories/availability';
import { insertObject } from '#tests/factories/object';
import { priceRules } from '#tests/factories/price-rules';
import { build, TEST_MANDANT, type TestApp } from '#tests/helpers/app';
import { FIXED_NOW } from '#tests/helpers/clock';
import { testContext } from '#tests/helpers/context';
import { databaseKinds } from '#tests/helpers/database';
import { startMailCapture, type MailCapture } from '#tests/helpers/mail';

const TODAY = todayInBerlin(FIXED_NOW);
const HOUR = 3_600_000;
const LANDLORD = 'vermieter.h1@example.org';
const GET = '/api/landlord/booking/confirm/get';
const SET = '/api/landlord/booking/confirm/set';

describe.each(databaseKinds())('landlord confirmation API (%s)', (kind) => {
  let t: TestApp;
  let mail: MailCapture;
  let objectNumber: number;
  let ip = 0;
  let guests = 0;

  function post(url: string, payload: unknown, remoteAddress?: string) {
    ip++;
    return t.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      remoteAddress: remoteAddress ?? `10.2.${Math.floor(ip / 250)}.${ip % 250}`,
    });
  }

  /** Books `nights` from `offset` days on; returns the booking and the landlord's link secret. */
  async function book(offset: number, nights = 5, method: 'booking' | 'option' = 'booking') {
    const email = `h1guest${++guests}@example.org`;
    const res = await post('/api/booking', {
      mandant: TEST_MANDANT,
      method,
      objectNumber,
      startDate: addDays(TODAY, offset),
      endDate: addDays(TODAY, offset + nights),
      adults: 2,
      childAges: [7],
      pets: 0,
      insurance: true,
      extras: [],
      traveller: {
        salutation: 'ms',
        firstName: 'Anna',
        lastName: 'Muster',
        email,
        phone: '+49 30 1234567',
        street: 'Lindenstraße 1',
        zip: '10115',
        city: 'Berlin',
        country: 'de',
      },
      paymentMethod: 'card',
      acceptTerms: true,
      idempotencyKey: randomUUID(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data as { bookingId: number; bookingDisplayNumber: string };
    return { ...data, email, hash: await landlordLink(data.bookingDisplayNumber) };
  }

  /** The secret of the latest landlord mail (notification or reminder) of the booking. */
  async function landlordLink(displayNumber: string, skip = 0): Promise<string> {
    await bookingMailsSettled();
    await mail.waitForMessage(
      (m) =>
        m.to.includes(LANDLORD) &&
        m.text.includes(displayNumber) &&
        mail.messages.filter((x) => x.to.includes(LANDLORD) && x.text.includes(displayNumber))
          .length > skip,
    );
    const all = mail.messages.filter(
      (m) => m.to.includes(LANDLORD) && m.text.includes(displayNumber),
    );
    return /bookingHash=([A-Za-z0-9_-]{43})/.exec(all.at(-1)!.text)![1]!;
  }

  async function priceStatus(offset: number, nights: number) {
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
    t = await build({ kind, env: { SMTP_URL: mail.url } });
    const object = await insertObject(t.deps.database, {
      rules: priceRules({
        servicesMandatory: [{ name: 'finalCleaning', amountCents: 6_000, unit: 'stay' }],
      }),
      availability: availability(),
      landlord: { name: 'Familie Vermieter', email: LANDLORD },
    });
    objectNumber = object.objectNumber;
    await ensureSearchIndex(t.deps);
  }, 60_000);
  afterAll(async () => {
    await bookingMailsSettled();
    await t?.close();
    await mail?.close();
  });

  it('shows the booking to its link: the stay, the party, what the landlord receives', async () => {
    const b = await book(20);
    const res = await post(GET, {
      mandant: TEST_MANDANT,
      bookingId: b.bookingId,
      bookingHash: b.hash,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const view = res.json().data;
    expect(view).toMatchObject({
      bookingId: b.bookingId,
      status: 'requested',
      nights: 5,
      adults: 2,
      childAges: [7],
      guest: { name: 'Anna Muster', city: 'Berlin', email: null, phone: null },
      canConfirm: true,
      canDecline: true,
      decidedAt: null,
    });
    // 5 × 100 € rent + 60 € cleaning; the guest's insurance is not the landlord's money.
    expect(view.landlordTotal).toBe(56_000);
    expect(view.lines.map((l: { kind: string }) => l.kind)).toEqual(['rent', 'mandatory']);
  });

  it('answers the same 404 for an unknown id, a wrong secret and another booking’s', async () => {
    const a = await book(30);
    const b = await book(40);
    const answers = await Promise.all([
      post(GET, { mandant: TEST_MANDANT, bookingId: 99_999_999, bookingHash: a.hash }),
      post(GET, { mandant: TEST_MANDANT, bookingId: a.bookingId, bookingHash: b.hash }),
      post(GET, { mandant: TEST_MANDANT, bookingId: a.bookingId, bookingHash: 'A'.repeat(43) }),
      post(SET, {
        mandant: TEST_MANDANT,
        bookingId: a.bookingId,
        bookingHash: b.hash,
        decision: 'confirm',
      }),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(404);
      expect(res.json().errors[0]).toMatchObject({
        type: 'notFound',
        text: 'errors.booking.notFound',
      });
    }
    expect(answers[0]!.body).toBe(answers[1]!.body);
    // Nothing changed.
    expect((await findBooking(t.deps.database.db, a.bookingId))!.status).toBe('requested');
  });

  it.each([
    ['id', { bookingId: 'abc' }, 'bookingId'],
    ['hash', { bookingHash: 'short' }, 'bookingHash'],
    ['decision', { decision: 'maybe' }, 'decision'],
    ['missing reason', { decision: 'decline' }, 'reason'],
    ['blank reason', { decision: 'decline', reason: '   ' }, 'reason'],
    ['long reason', { decision: 'decline', reason: 'x'.repeat(1_001) }, 'reason'],
    ['control character', { decision: 'decline', reason: 'a\u0007b' }, 'reason'],
  ])('refuses a bad %s with 400 naming the field', async (_name, overrides, field) => {
    const res = await post(SET, {
      mandant: TEST_MANDANT,
      bookingId: 1,
      bookingHash: 'A'.repeat(43),
      decision: 'confirm',
      ...overrides,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { data: { field: string } }) => e.data.field)).toContain(
      field,
    );
  });

  it('confirms once: the guest is told with the landlord’s contact; a second decision is 409', async () => {
    const b = await book(50);
    const res = await post(SET, {
      mandant: TEST_MANDANT,
      bookingId: b.bookingId,
      bookingHash: b.hash,
      decision: 'confirm',
    });
    expect(res.statusCode).toBe(200);
    const view = res.json().data;
    expect(view).toMatchObject({
      status: 'confirmed',
      canConfirm: false,
      canDecline: false,
      decidedAt: FIXED_NOW.toISOString(),
      // Confirmed: now the landlord has the guest's contact.
      guest: { email: b.email, phone: '+49 30 1234567' },
    });
    const events = await listEvents(t.deps.database.db, b.bookingId);
    expect(events.at(-1)).toMatchObject({
      transition: 'confirm',
      actor: 'landlord',
      fromStatus: 'requested',
      toStatus: 'confirmed',
    });
    await bookingMailsSettled();
    const guest = await mail.waitForMessage(
      (m) => m.to.includes(b.email) && m.subject.includes('bestätigt'),
    );
    expect(guest.subject).toContain(b.bookingDisplayNumber);
    expect(guest.text).toContain(LANDLORD);
    expect(guest.text).toContain('Familie Vermieter');
    expect(guest.text).toMatch(/access=[A-Za-z0-9_-]{43}/);
    // The confirmation makes the contract: its terms on a durable medium (§312f BGB).
    expect(guest.text).toContain('Kein Widerrufsrecht');
    expect(guest.text).toMatch(/Ihr Vertragspartner:\s+\* (Privater )?Vermieter: \S/);

    for (const decision of ['confirm', 'decline']) {
      const again = await post(SET, {
        mandant: TEST_MANDANT,
        bookingId: b.bookingId,
        bookingHash: b.hash,
        decision,
        reason: 'Doch nicht',
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().errors[0]).toMatchObject({
        type: 'conflict',
        text: 'errors.booking.alreadyDecided',
        data: { status: 'confirmed' },
      });
    }
    // The link still shows the decided booking.
    const shown = await post(GET, {
      mandant: TEST_MANDANT,
      bookingId: b.bookingId,
      bookingHash: b.hash,
    });
    expect(shown.json().data).toMatchObject({ status: 'confirmed', canConfirm: false });
    expect(
      (await mailsOf(t.deps.database.db, b.bookingId)).filter((m) => m.kind === 'bookingConfirmed'),
    ).toHaveLength(1);
  });

  it('still asks the landlord when the guest paid everything first; the confirmation makes it paid', async () => {
    const b = await book(100);
    // Every payment arrives before the landlord answers (as a card payment's confirmation does).
    const db = t.deps.database.db;
    for (const payment of await listBookingPayments(db, b.bookingId)) {
      await markPaymentPaid(db, {
        paymentId: payment.paymentId,
        provider: 'sandbox',
        providerReference: `test-${payment.paymentId}`,
        cardLast4: '4242',
        paidAt: FIXED_NOW,
      });
      await recordPayment(testContext(t.deps), {
        paymentId: payment.paymentId,
        bookingId: b.bookingId,
        kind: payment.kind,
        amountCents: payment.amountCents,
        status: 'paid',
      });
    }
    // Not `paid` (that said the host had confirmed, and the landlord could no longer answer).
    expect((await findBooking(db, b.bookingId))!.status).toBe('requested');
    const shown = await post(GET, {
      mandant: TEST_MANDANT,
      bookingId: b.bookingId,
      bookingHash: b.hash,
    });
    expect(shown.json().data).toMatchObject({ canConfirm: true, canDecline: true });
    const res = await post(SET, {
      mandant: TEST_MANDANT,
      bookingId: b.bookingId,
      bookingHash: b.hash,
      decision: 'confirm',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'paid', canConfirm: false });
    const events = await listEvents(db, b.bookingId);
    expect(events.slice(-2)).toMatchObject([
      { transition: 'confirm', fromStatus: 'requested', toStatus: 'confirmed' },
      { transition: 'paymentComplete', fromStatus: 'confirmed', toStatus: 'paid' },
    ]);
  });

  it('declines with a reason: the dates are free again and the guest reads why', async () => {
    const b = await book(60, 4);
    expect(await priceStatus(61, 2)).toBe('occupied');
    const res = await post(SET, {
      mandant: TEST_MANDANT,
      bookingId: b.bookingId,
      bookingHash: b.hash,
      decision: 'decline',
      reason: 'Leider ist das Haus <b>wegen Renovierung</b> geschlossen.\nEntschuldigung!',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'declined',
      declineReason: 'Leider ist das Haus <b>wegen Renovierung</b> geschlossen.\nEntschuldigung!',
      guest: { email: null },
      canDecline: false,
    });
    expect(await priceStatus(61, 2)).not.toBe('occupied');
    const stored = await findBooking(t.deps.database.db, b.bookingId);
    expect(stored!.declineReason).toContain('Renovierung');
    await bookingMailsSettled();
    const guest = await mail.waitForMessage(
      (m) => m.to.includes(b.email) && m.subject.includes('abgelehnt'),
    );
    expect(guest.text).toContain('wegen Renovierung');
    expect(guest.text).toContain('nichts berechnet');
    expect(guest.html).not.toContain('<b>wegen');
    // The same dates can be booked again.
    await book(60, 4);
  });

  it('refuses the link an option’s conversion replaced, and confirms with the new one', async () => {
    const option = await book(70, 3, 'option');
    const view = await post(GET, {
      mandant: TEST_MANDANT,
      bookingId: option.bookingId,
      bookingHash: option.hash,
    });
    // An option can be declined but not confirmed: its guest has not booked yet.
    expect(view.json().data).toMatchObject({
      status: 'option',
      canConfirm: false,
      canDecline: true,
    });
    const stored = await findBooking(t.deps.database.db, option.bookingId);
    await convertOption(testContext(t.deps, { uid: stored!.uid! }), option.bookingId);
    const fresh = await landlordLink(option.bookingDisplayNumber, 1);
    expect(fresh).not.toBe(option.hash);
    const stale = await post(GET, {
      mandant: TEST_MANDANT,
      bookingId: option.bookingId,
      bookingHash: option.hash,
    });
    expect(stale.statusCode).toBe(404);
    const ok = await post(SET, {
      mandant: TEST_MANDANT,
      bookingId: option.bookingId,
      bookingHash: fresh,
      decision: 'confirm',
    });
    expect(ok.json().data.status).toBe('confirmed');
  });

  it('lets one of a confirm and a decline sent at once through; the other is 409', async () => {
    const b = await book(90, 3);
    const decide = (decision: string) =>
      post(SET, {
        mandant: TEST_MANDANT,
        bookingId: b.bookingId,
        bookingHash: b.hash,
        decision,
        reason: 'Doppelt belegt',
      });
    const answers = await Promise.all([decide('confirm'), decide('decline')]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const events = await listEvents(t.deps.database.db, b.bookingId);
    expect(events.filter((e) => e.actor === 'landlord')).toHaveLength(1);
  });

  it('counts wrong secrets per client address: the 21st is 429', async () => {
    const address = '10.77.0.1';
    for (let i = 0; i < 20; i++) {
      const res = await post(
        GET,
        { mandant: TEST_MANDANT, bookingId: 1, bookingHash: 'B'.repeat(43) },
        address,
      );
      expect(res.statusCode).toBe(404);
    }
    const refused = await post(
      GET,
      { mandant: TEST_MANDANT, bookingId: 1, bookingHash: 'B'.repeat(43) },
      address,
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors[0]).toMatchObject({ type: 'rateLimit' });
  });

  it('reminds the landlord after 24 h with a new link and tells the office after 48 h, once each', async () => {
    const b = await book(80);
    const db = t.deps.database.db;
    const at = (hours: number) => new Date(FIXED_NOW.getTime() + hours * HOUR);
    expect(await remindLandlords(t.deps, at(23.9))).toBe(0);
    expect(await remindLandlords(t.deps, at(24))).toBeGreaterThanOrEqual(1);
    expect(await remindLandlords(t.deps, at(25))).toBe(0);
    expect((await findBooking(db, b.bookingId))!.landlordRemindedAt).toEqual(at(24));
    const reminder = await mail.waitForMessage(
      (m) =>
        m.to.includes(LANDLORD) &&
        m.subject.startsWith('Erinnerung') &&
        m.text.includes(b.bookingDisplayNumber),
    );
    expect(reminder.text).toContain('gilt nicht mehr');
    const fresh = /bookingHash=([A-Za-z0-9_-]{43})/.exec(reminder.text)![1]!;
    const old = await post(GET, {
      mandant: TEST_MANDANT,
      bookingId: b.bookingId,
      bookingHash: b.hash,
    });
    expect(old.statusCode).toBe(404);
    const now = await post(GET, {
      mandant: TEST_MANDANT,
      bookingId: b.bookingId,
      bookingHash: fresh,
    });
    expect(now.statusCode).toBe(200);

    expect(await escalateUnanswered(t.deps, at(47.9))).toBe(0);
    expect(await escalateUnanswered(t.deps, at(48))).toBeGreaterThanOrEqual(1);
    expect(await escalateUnanswered(t.deps, at(49))).toBe(0);
    const office = await mail.waitForMessage(
      (m) => m.to.includes(t.deps.config.OFFICE_EMAIL) && m.text.includes(b.bookingDisplayNumber),
    );
    expect(office.subject).toContain('Unbeantwortete Buchung');
    expect(office.text).toContain(LANDLORD);
    expect(office.text).toContain('Anna Muster');
    const kinds = (await mailsOf(db, b.bookingId)).map((m) => m.kind);
    expect(kinds.filter((k) => k === 'landlordReminder')).toHaveLength(1);
    expect(kinds.filter((k) => k === 'officeEscalation')).toHaveLength(1);
    // A decided booking is chased no more.
    expect((await findBooking(db, b.bookingId))!.landlordEscalatedAt).toEqual(at(48));
  });
});
