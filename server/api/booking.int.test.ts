// POST /api/booking and POST /api/request on PGlite and PostgreSQL (issue 14): a booking and an
// option made, the dates gone from /api/price/ and the search in this and a second process, the
// stored events and mails, idempotent retries, refusals naming their field, a visitor who cannot
// see someone else's booking, option conversion and lapse, and enquiries with their spam checks.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInBerlin } from '#core/dates';
import { listEvents, findBooking } from '#db/repositories/booking-records';
import { mailsOf } from '#db/repositories/booking-mails';
import { listBookingPayments } from '#db/repositories/payments-records';
import {
  bookingMailsSettled,
  bookingOfVisitor,
  createBooking,
  convertOption,
  enquiryFormToken,
  expireOptions,
  remindOptions,
  type CreateBookingInput,
} from '#services/booking';
import { resetOperatorBrand, setOperatorBrand } from '#services/partners';
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

const traveller = (email = 'anna.muster@example.org') => ({
  salutation: 'ms',
  firstName: 'Anna',
  lastName: 'Muster',
  email,
  phone: '+49 30 1234567',
  street: 'Lindenstraße 1',
  zip: '10115',
  city: 'Berlin',
  country: 'de',
});

describe.each(databaseKinds())('booking API (%s)', (kind) => {
  let t: TestApp;
  let second: TestApp;
  let mail: MailCapture;
  let objectNumber: number;
  let ip = 0;
  let guests = 0;

  /** A booking body for `objectNumber` arriving `offset` days after today for `nights`. */
  function body(offset: number, nights = 7, overrides: Record<string, unknown> = {}) {
    return {
      mandant: TEST_MANDANT,
      method: 'booking',
      objectNumber,
      startDate: addDays(TODAY, offset),
      endDate: addDays(TODAY, offset + nights),
      adults: 2,
      childAges: [],
      pets: 0,
      insurance: false,
      extras: [],
      // An address of its own per booking: the per-address limit is tested on its own.
      traveller: traveller(`guest${++guests}@example.org`),
      paymentMethod: 'card',
      acceptTerms: true,
      idempotencyKey: randomUUID(),
      ...overrides,
    };
  }

  function post(url: string, payload: unknown, headers: Record<string, string> = {}) {
    // A client address of its own per request: the abuse limits are tested on their own.
    ip++;
    return t.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers,
      remoteAddress: `10.1.${Math.floor(ip / 250)}.${ip % 250}`,
    });
  }

  beforeAll(async () => {
    mail = await startMailCapture();
    t = await build({ kind, env: { SMTP_URL: mail.url } });
    second = await build({ database: t.deps.database, env: { SMTP_URL: mail.url } });
    const object = await insertObject(t.deps.database, {
      rules: priceRules({
        servicesMandatory: [{ name: 'finalCleaning', amountCents: 6_000, unit: 'stay' }],
        servicesOnSiteOptional: [{ name: 'firewood', amountCents: 1_500, unit: 'piece' }],
        // Pets welcome without a fee: the totals below stay those of the stay.
        pets: { allowed: true, max: 2, feeCents: 0, feeUnit: 'pet' },
      }),
      availability: availability(),
      landlord: { name: 'Familie Vermieter', email: 'vermieter@example.org' },
    });
    objectNumber = object.objectNumber;
    await ensureSearchIndex(t.deps);
    await ensureSearchIndex(second.deps);
  }, 60_000);
  afterAll(async () => {
    await bookingMailsSettled();
    await second?.close();
    await t?.close();
    await mail?.close();
  });

  it('books a stay: 201 with the numbers, the dates gone everywhere, events and mails', async () => {
    const payload = body(20, 7, {
      extras: ['firewood'],
      insurance: true,
      pets: 1,
      petSize: 'small',
    });
    const res = await post('/api/booking', payload);
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({
      status: 'requested',
      currency: 'EUR',
      optionExpiresAt: null,
    });
    expect(data.bookingDisplayNumber).toMatch(/^\d{4}-\d{6}$/);
    expect(data.customerNumber).toMatch(/^\d+$/);
    // 7 × 100 € + 60 € cleaning + 15 € firewood = 775 €, insurance 3.5 % of it = 27.13 €.
    expect(data.total).toBe(77_500 + 2_713);
    expect(data.paymentUrl).toMatch(/\/payment\/de\/\?/);

    // The dates are gone from the price API of this process and of the second one.
    for (const app of [t, second]) {
      const price = await app.app.inject({
        method: 'POST',
        url: '/api/price/',
        payload: {
          mandant: TEST_MANDANT,
          objectNumber,
          startDate: addDays(TODAY, 22),
          endDate: addDays(TODAY, 24),
        },
      });
      expect(price.json().data.status).toBe('occupied');
    }

    const events = await listEvents(t.deps.database.db, data.bookingId);
    expect(events.map((e) => [e.transition, e.actor, e.fromStatus, e.toStatus])).toEqual([
      ['create', 'guest', null, 'requested'],
    ]);
    await bookingMailsSettled();
    const guest = await mail.waitForMessage((m) => m.to.includes(payload.traveller.email));
    expect(guest.subject).toContain(data.bookingDisplayNumber);
    expect(guest.text).toContain('802,13');
    expect(guest.text).toMatch(/\/payment\/de\/\?/);
    // The contract as the summary step stated it (§312f BGB): no withdrawal, the party, the terms.
    expect(guest.text).toContain('Kein Widerrufsrecht: Für die Buchung einer Unterkunft');
    expect(guest.text).toMatch(/Ihr Vertragspartner:\s+\* (Privater )?Vermieter: \S/);
    expect(guest.text).toMatch(
      /Es gelten unsere Reisebedingungen: https?:\/\/\S+\/reisebedingungen\//,
    );
    const landlordMails = (await mailsOf(t.deps.database.db, data.bookingId)).filter(
      (m) => m.kind === 'landlordNotification',
    );
    // Sent to the object's landlord, and the row keeps neither the link's secret nor the guest's
    // data.
    expect(landlordMails).toHaveLength(1);
    expect(landlordMails[0]).toMatchObject({ status: 'sent', data: {} });
    const landlord = await mail.waitForMessage(
      (m) => m.to.includes('vermieter@example.org') && m.text.includes(data.bookingDisplayNumber),
    );
    expect(landlord.text).toMatch(
      /\/landlord\/booking\/confirmation\/\?bookingId=\d+&bookingHash=[A-Za-z0-9_-]{43}/,
    );
    // The pets and their size, where the object asks for it, for the landlord.
    expect(landlord.text).toContain('1 Haustier, Größe: klein (bis 10 kg)');
    const booking = await findBooking(t.deps.database.db, data.bookingId);
    expect(booking!.petSize).toBe('small');
    const hash = /bookingHash=([A-Za-z0-9_-]{43})/.exec(landlord.text)![1]!;
    expect(booking!.landlordHash).not.toBe(hash);
    expect(booking!.landlordHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('books no insurance where the landlord collects: the premium is not the landlord’s to take', async () => {
    const collected = await insertObject(t.deps.database, {
      rules: priceRules({
        servicesMandatory: [{ name: 'finalCleaning', amountCents: 6_000, unit: 'stay' }],
        inkasso: 'landlord',
        payments: [2],
      }),
      availability: availability(),
    });
    const res = await post(
      '/api/booking',
      body(40, 7, {
        objectNumber: collected.objectNumber,
        insurance: true,
        paymentMethod: 'landlord',
      }),
    );
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    // 7 × 100 € + 60 € cleaning, without the 3.5 % premium asked for.
    expect(data.total).toBe(76_000);
    const booking = await findBooking(t.deps.database.db, data.bookingId);
    expect(booking!.insurance).toBe(false);
    expect(booking!.totalCents).toBe(76_000);
  });

  it('mails the landlord in German with a German link whatever the guest’s language', async () => {
    const res = await post('/api/booking?languageCode=it', body(280, 7));
    expect(res.statusCode).toBe(201);
    const { bookingDisplayNumber: number } = res.json().data as { bookingDisplayNumber: string };
    await bookingMailsSettled();
    const guest = await mail.waitForMessage(
      (m) => !m.to.includes('vermieter@example.org') && m.text.includes(number),
    );
    expect(guest.subject).toMatch(/^La Sua prenotazione/);
    const landlord = await mail.waitForMessage(
      (m) => m.to.includes('vermieter@example.org') && m.text.includes(number),
    );
    // It reached a German agency in Italian, with an /it/ link.
    expect(landlord.subject).toMatch(/^Neue Buchung/);
    expect(landlord.text).toMatch(/https?:\/\/[^/\s]+\/landlord\/booking\/confirmation\/\?/);
  });

  it('takes a transfer only to the operator’s account, and mails that account with the reference', async () => {
    const byTransfer = await insertObject(t.deps.database, {
      rules: priceRules({ payments: [1, 2] }),
      availability: availability(),
      landlord: { name: 'Familie Vermieter', email: 'vermieter@example.org' },
    });
    await ensureSearchIndex(t.deps);
    const payload = body(40, 7, {
      objectNumber: byTransfer.objectNumber,
      paymentMethod: 'bankTransfer',
    });
    const res = await post('/api/booking', payload);
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data as { bookingDisplayNumber: string; paymentUrl: string | null };
    expect(data.paymentUrl).toBeNull();
    await bookingMailsSettled();
    const guest = await mail.waitForMessage((m) => m.to.includes(payload.traveller.email));
    const text = guest.text.replace(/\u00a0|\u202f/g, ' ');
    expect(text).toContain('Zahlungsart: Überweisung');
    expect(text).toMatch(/Anzahlung: [\d.,]+ €, fällig am/);
    expect(text).toContain('IBAN: DE02 1203 0000 0000 2020 51');
    expect(text).toContain('BIC: BYLADEM1001');
    expect(text).toContain(`Verwendungszweck: ${data.bookingDisplayNumber}`);
    const landlord = await mail.waitForMessage(
      (m) => m.to.includes('vermieter@example.org') && m.text.includes(data.bookingDisplayNumber),
    );
    expect(landlord.text).toContain('Zahlungsart: Überweisung');

    // An operator without an account (here its brand:set override `bank: null`; BANK_IBAN unset
    // is the same) offers no transfer: a guest would not know where to pay. The card still books.
    await setOperatorBrand(t.deps, { bank: null });
    try {
      const refused = await post(
        '/api/booking',
        body(60, 7, { objectNumber: byTransfer.objectNumber, paymentMethod: 'bankTransfer' }),
      );
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().errors[0]).toMatchObject({
        type: 'validation',
        data: { field: 'paymentMethod' },
      });
      const byCard = await post(
        '/api/booking',
        body(60, 7, { objectNumber: byTransfer.objectNumber, paymentMethod: 'card' }),
      );
      expect(byCard.statusCode, byCard.body).toBe(201);
    } finally {
      await resetOperatorBrand(t.deps);
    }
  });

  it('refuses taken dates with 400 notAvailable and allows a stay from the departure day', async () => {
    const first = await post('/api/booking', body(40, 7));
    expect(first.statusCode).toBe(201);
    const overlap = await post('/api/booking', body(44, 7));
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json().errors[0]).toMatchObject({ type: 'notAvailable' });
    const backToBack = await post('/api/booking', body(47, 3));
    expect(backToBack.statusCode).toBe(201);
  });

  it('answers a repeated key with the first answer and refuses the key with another body', async () => {
    const payload = body(60, 5);
    const [a, b] = await Promise.all([
      post('/api/booking', payload),
      post('/api/booking', payload),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().data.bookingId).toBe(b.json().data.bookingId);
    const again = await post('/api/booking', payload);
    expect(again.json().data.bookingId).toBe(a.json().data.bookingId);
    const changed = await post('/api/booking', { ...payload, adults: 3 });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().errors[0].data.field).toBe('idempotencyKey');
  });

  it.each([
    ['zip', { traveller: { ...traveller(), zip: '1234' } }, 'traveller.zip'],
    ['country zip', { traveller: { ...traveller(), zip: '1010', country: 'de' } }, 'traveller.zip'],
    ['e-mail', { traveller: { ...traveller(), email: 'anna@' } }, 'traveller.email'],
    ['phone', { traveller: { ...traveller(), phone: 'call me' } }, 'traveller.phone'],
    ['terms', { acceptTerms: false }, 'acceptTerms'],
    ['key', { idempotencyKey: 'short' }, 'idempotencyKey'],
    ['dates', { endDate: addDays(TODAY, 70) }, 'endDate'],
    ['method', { method: 'request' }, 'method'],
    ['extra', { extras: ['sauna'] }, 'extras'],
    ['payment', { paymentMethod: 'invoice' }, 'paymentMethod'],
  ])('refuses a bad %s with 400 naming the field', async (_name, overrides, field) => {
    const res = await post('/api/booking', body(70, 7, overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { data: { field: string } }) => e.data.field)).toContain(
      field,
    );
  });

  it('accepts an Austrian zipcode of 4 digits', async () => {
    const res = await post(
      '/api/booking',
      body(80, 3, { traveller: { ...traveller('tirol@example.org'), zip: '6020', country: 'AT' } }),
    );
    expect(res.statusCode).toBe(201);
  });

  it('shows a booking to its visitor and to nobody else', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/booking',
      payload: body(90, 4),
      cookies: { uid: 'visitor-a-000000000001' },
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().data.bookingId as number;
    const uidOf = async (uid: string) => bookingOfVisitor(testContext(t.deps, { uid }), id);
    // The uid cookie as the context plugin read it (an unknown cookie value may be replaced).
    const booking = await findBooking(t.deps.database.db, id);
    expect(await uidOf(booking!.uid!)).toMatchObject({ bookingId: id });
    expect(await uidOf('another-visitor-0000001')).toBeNull();
    await expect(
      convertOption(testContext(t.deps, { uid: 'another-visitor-0000001' }), id),
    ).rejects.toMatchObject({ code: 'notFound' });
  });

  it('holds an option, converts it, and lets another lapse so its dates are free again', async () => {
    const option = await post('/api/booking', body(100, 7, { method: 'option' }));
    expect(option.statusCode).toBe(201);
    const data = option.json().data;
    expect(data.status).toBe('option');
    expect(data.paymentUrl).toBeNull();
    expect(new Date(data.optionExpiresAt).getTime() - FIXED_NOW.getTime()).toBe(3 * 86_400_000);
    const booking = await findBooking(t.deps.database.db, data.bookingId);
    const ctx = testContext(t.deps, { uid: booking!.uid! });
    const converted = await convertOption(ctx, data.bookingId);
    expect(converted).toMatchObject({ status: 'requested', convertible: false });
    expect(converted.paymentUrl).toMatch(/\/payment\/de\//);

    const lapsing = await post('/api/booking', body(120, 7, { method: 'option' }));
    const lapsingId = lapsing.json().data.bookingId as number;
    // A day before: the reminder; then, past the hold, the same dates can be booked at once —
    // the booking's transaction lets the option lapse.
    const dayBefore = new Date(FIXED_NOW.getTime() + 2.5 * 86_400_000);
    expect(await remindOptions(t.deps, dayBefore)).toBeGreaterThanOrEqual(1);
    expect(await remindOptions(t.deps, dayBefore)).toBe(0);
    const later = new Date(FIXED_NOW.getTime() + 3 * 86_400_000 + 1_000);
    const taken = await createBooking(
      testContext(t.deps, { now: later, clientIp: '10.9.9.9' }),
      body(121, 3) as unknown as CreateBookingInput,
    );
    expect(taken.status).toBe('requested');
    const lapsed = await findBooking(t.deps.database.db, lapsingId);
    expect(lapsed!.status).toBe('expired');
    expect((await listEvents(t.deps.database.db, lapsingId)).at(-1)).toMatchObject({
      transition: 'expire',
      actor: 'system',
      fromStatus: 'option',
      toStatus: 'expired',
    });
    expect(await expireOptions(t.deps, later)).toBe(0);
  });

  it('converts an option stored without a payment method by card where the operator takes no transfer', async () => {
    const option = await post('/api/booking', body(140, 7, { method: 'option' }));
    expect(option.statusCode).toBe(201);
    const id = option.json().data.bookingId as number;
    // A row from before options stored their method.
    await t.deps.database.db.execute(
      sql`update bookings set payment_method = null where booking_id = ${id}`,
    );
    await setOperatorBrand(t.deps, { bank: null });
    try {
      const booking = await findBooking(t.deps.database.db, id);
      await convertOption(testContext(t.deps, { uid: booking!.uid! }), id);
      const methods = (await listBookingPayments(t.deps.database.db, id)).map((p) => p.method);
      expect(methods.length).toBeGreaterThan(0);
      expect(new Set(methods)).toEqual(new Set(['card']));
    } finally {
      await resetOperatorBrand(t.deps);
    }
  });

  it('sends an enquiry with a copy, refuses a form sent too fast, drops a filled honeypot', async () => {
    const early = enquiryFormToken({ deps: t.deps, now: new Date(FIXED_NOW.getTime() - 10_000) });
    const enquiry = {
      mandant: TEST_MANDANT,
      objectNumber,
      message: 'Ist ein Kinderbett vorhanden?\nWir kommen mit dem Zug.',
      traveller: { firstName: 'Ben', lastName: 'Beispiel', email: 'ben@example.org' },
      formToken: early.formToken,
    };
    const res = await post('/api/request', enquiry);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ sentTo: 'ben@example.org' });
    await bookingMailsSettled();
    const copy = await mail.waitForMessage((m) => m.to.includes('ben@example.org'));
    expect(copy.text).toContain('Kinderbett');

    const fresh = enquiryFormToken({ deps: t.deps, now: FIXED_NOW });
    const fast = await post('/api/request', { ...enquiry, formToken: fresh.formToken });
    expect(fast.statusCode).toBe(400);
    expect(fast.json().errors[0].data.field).toBe('formToken');

    const before = mail.messages.length;
    const bot = await post('/api/request', {
      ...enquiry,
      website: 'http://spam.example',
      traveller: { ...enquiry.traveller, email: 'bot@example.org' },
    });
    expect(bot.statusCode).toBe(200);
    await bookingMailsSettled();
    expect(mail.messages.slice(before).some((m) => m.to.includes('bot@example.org'))).toBe(false);
  });

  it('limits bookings and enquiries per guest address and per client address (429, retry time)', async () => {
    const refusal = (res: { statusCode: number; json: () => { errors: unknown[] } }) => {
      expect(res.statusCode).toBe(429);
      expect(res.json().errors[0]).toMatchObject({
        type: 'rateLimit',
        text: 'errors.booking.tooMany',
        data: { retryAfterSeconds: expect.any(Number) },
      });
    };
    // One guest address, a new client address for every request: the 11th booking is refused.
    const guest = `limited-${kind}@example.org`;
    for (let i = 0; i < 10; i++) {
      const res = await post('/api/booking', body(150 + 3 * i, 2, { traveller: traveller(guest) }));
      expect(res.statusCode, `booking ${i + 1}`).toBe(201);
    }
    refusal(await post('/api/booking', body(180, 2, { traveller: traveller(guest) })));

    // One client address (fresh cookies every time), a new guest address each: the 21st.
    const fromOneAddress = (payload: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/booking',
        payload: payload as object,
        remoteAddress: '10.250.0.1',
      });
    for (let i = 0; i < 20; i++) {
      const res = await fromOneAddress(body(190 + 3 * i, 2));
      expect(res.statusCode, `booking ${i + 1}`).toBe(201);
    }
    refusal(await fromOneAddress(body(260, 2)));

    // Enquiries: five to one guest address, the sixth refused; nothing is mailed for it.
    const token = enquiryFormToken({ deps: t.deps, now: new Date(FIXED_NOW.getTime() - 10_000) });
    const enquiry = {
      mandant: TEST_MANDANT,
      objectNumber,
      message: 'Gibt es einen Parkplatz?',
      traveller: { firstName: 'Lea', lastName: 'Limit', email: `enquiry-${kind}@example.org` },
      formToken: token.formToken,
    };
    for (let i = 0; i < 5; i++) expect((await post('/api/request', enquiry)).statusCode).toBe(200);
    refusal(await post('/api/request', enquiry));
  });

  it('lists the routes in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const paths = Object.keys(res.json().paths ?? res.json().data?.paths ?? {});
    expect(paths).toEqual(expect.arrayContaining(['/api/booking', '/api/request']));
  });
});
