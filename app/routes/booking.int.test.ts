// The booking and option flows and the enquiry page through the production bundle (issue 14):
// every step served privately and not for search engines, the stay kept in the URL, the quote's
// total and line items from the server, a changed price and a stay that can no longer be booked
// said to the guest, the summary's legal musts, and forms that work as plain posts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInBerlin } from '#core/dates';
import type { Language } from '#core/languages';
import { buildPath } from '#core/routes';
import { insertLoginAccount, loginAs } from '#tests/factories/account';
import { insertObject, type InsertedObject } from '#tests/factories/object';
import { insertPartner } from '#tests/factories/partner';
import { availability } from '#tests/factories/availability';
import { priceRules } from '#tests/factories/price-rules';
import { build, type TestApp } from '#tests/helpers/app';
import { FIXED_NOW } from '#tests/helpers/clock';
import { bookingDisplayNumber } from '#core/booking';
import { findBooking } from '#db/repositories/booking-records';
import { enquiryFormToken, issueVoucher } from '#services/booking';
import { testContext } from '#tests/helpers/context';
import { formatMoney } from '../lib/format';
import { listBookingPayments } from '#db/repositories/payments-records';
import { paidBySandboxCard } from '#tests/factories/card-payment';

const SITE = 'http://localhost:3000';
const today = todayInBerlin(FIXED_NOW);
const arrival = addDays(today, 60);
const departure = addDays(arrival, 7);

describe('booking screens', () => {
  let t: TestApp;
  let object: InsertedObject;
  let taken: InsertedObject;
  beforeAll(async () => {
    t = await build({ ssr: true });
    object = await insertObject(t.deps.database, {
      object: { personsMax: 6, adultsMax: 4, petsAllowed: 2 },
      rules: priceRules({
        servicesMandatory: [{ name: 'finalCleaning', amountCents: 8_000, unit: 'stay' }],
        servicesOnSiteMandatory: [
          { name: 'touristTax', amountCents: 150, unit: 'personNight', adultsOnly: true },
        ],
        payments: [1, 2],
      }),
      availability: availability(),
    });
    taken = await insertObject(t.deps.database, {
      rules: priceRules(),
      availability: availability({ bookedStays: [[arrival, departure]] }),
    });
  });
  afterAll(() => t.close());

  const stay = `startDate=${arrival}&endDate=${departure}&persons=2`;
  /** The page with its non-breaking spaces (money, dates) as plain blanks, for readable checks. */
  const page = async (name: string, n: number, query = stay, lng: Language = 'de') => {
    const res = await t.app.inject({
      url: `${buildPath(name, { objectNumber: n }, lng)}?${query}`,
    });
    return {
      statusCode: res.statusCode,
      headers: res.headers,
      body: res.body.replace(/\u00a0|\u202f/g, ' '),
    };
  };

  it('serves every step privately, not for search engines, in the booking frame', async () => {
    for (const name of ['Booking', 'BookingSummary', 'Option', 'OptionSummary', 'Request']) {
      for (const lng of ['de', 'en'] as const) {
        const res = await page(name, object.objectNumber, stay, lng);
        expect(res.statusCode, `${name} ${lng}`).toBe(200);
        expect(res.headers['cache-control'], name).toBe('private, no-store');
        expect(res.body, name).toContain('name="robots" content="noindex');
        // SPEC §2: header hidden on request and booking screens, the booking footer variant.
        expect(res.body, name).not.toContain('data-testid="site-header"');
        if (name !== 'Request') expect(res.body, name).toContain('data-variant="booking"');
        expect(res.body, name).toContain('data-content-group="4"');
      }
    }
  });

  it('heads each step with the name the step list gives it, in every language', async () => {
    const heading = (body: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(body)?.[1];
    const current = (body: string) =>
      /aria-current="step">.*?<\/span>([^<]+)<\/span><\/li>/.exec(body)?.[1];
    const steps = {
      de: ['Buchung – Reise und Preis', 'Reise und Preis', 'Wählen Sie Ihren Reisezeitraum'],
      en: ['Booking – trip and price', 'Trip and price', 'Choose your dates'],
      fr: ['Réservation – séjour et prix', 'Séjour et prix', 'Choisissez vos dates'],
      it: ['Prenotazione – viaggio e prezzo', 'Viaggio e prezzo', 'Scelga il periodo'],
    } as const;
    for (const lng of ['de', 'en', 'fr', 'it'] as const) {
      const [title, label, intro] = steps[lng];
      const start = await page('Booking', object.objectNumber, stay, lng);
      expect(current(start.body)).toBe(label);
      expect(heading(start.body)).toBe(title);
      expect(start.body).toContain(`<title>${title} | `);
      expect(start.body).toContain(intro);
      const option = await page('Option', object.objectNumber, stay, lng);
      expect(heading(option.body)?.toLowerCase()).toContain(label.toLowerCase());
    }
    // Step 2 is the guest's details, checked before sending.
    const summary = await page('BookingSummary', object.objectNumber);
    expect(current(summary.body)).toBe('Ihre Daten');
    expect(heading(summary.body)).toBe('Buchung – Ihre Angaben prüfen');
  });

  it('prices the stay on the server: every line and the total of the one quote', async () => {
    const res = await page('Booking', object.objectNumber);
    // 7 nights × 100 € + 80 € final cleaning = 780 €.
    expect(res.body).toContain('data-testid="quote-total">780 €');
    expect(res.body).toContain('Endreinigung');
    expect(res.body).toContain('Kurtaxe');
    expect(res.body).toContain('name="quoteTotal" value="78000"');
    // The stay stays in the URL of the next step.
    expect(res.body).toContain(`name="startDate"`);
    expect(res.body).toContain('Weiter zu Ihren Daten');
  });

  it('offers the insurance where the site takes the payment, and says why not where the landlord does', async () => {
    const offered = await page('Booking', object.objectNumber);
    // 3.5 % of the 780 € paid with the booking.
    expect(offered.body).toContain('name="insurance"');
    expect(offered.body).toContain('27,30 € für diese Reise');
    expect(offered.body).not.toContain('data-testid="insurance-with-landlord"');

    const landlord = await insertObject(t.deps.database, {
      rules: priceRules({ inkasso: 'landlord', payments: [2] }),
      availability: availability(),
    });
    // Asked for anyway (an old link): not in the total, no checkbox, the reason said.
    const res = await page('Booking', landlord.objectNumber, `${stay}&insurance=1`);
    expect(res.body).not.toContain('name="insurance"');
    expect(res.body).toContain('data-testid="insurance-with-landlord"');
    expect(res.body).toContain('Diese Unterkunft bezahlen Sie direkt beim Vermieter.');
    expect(res.body).toContain('data-testid="quote-total">700 €');
  });

  it('asks for dates without them and offers no next step', async () => {
    const res = await page('Booking', object.objectNumber, 'persons=2');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Wählen Sie Anreise und Abreise');
    expect(res.body).not.toContain('data-testid="continue"');
  });

  it('says when the price changed since the step before', async () => {
    const res = await page('BookingSummary', object.objectNumber, `${stay}&quoteTotal=70000`);
    expect(res.body).toContain('data-testid="notice-price-changed"');
    expect(res.body).toContain('Statt 700 € beträgt der Gesamtpreis jetzt 780 €');
  });

  it('says when the stay can no longer be booked, and offers no booking button', async () => {
    const res = await page('BookingSummary', taken.objectNumber, `${stay}&quoteTotal=70000`);
    expect(res.body).toContain('data-testid="notice-unavailable"');
    expect(res.body).toMatch(/<button[^>]*disabled=""[^>]*data-testid="book"/);
  });

  it('shows the legal musts above the button that says it costs money', async () => {
    const res = await page('BookingSummary', object.objectNumber);
    const body = res.body;
    expect(body).toMatch(/data-testid="book">Zahlungspflichtig buchen</);
    expect(body).toContain('data-testid="confirm-total">780 €');
    expect(body).toContain('Kein Widerrufsrecht');
    expect(body).toContain('data-testid="contracting-party"');
    expect(body).toContain('data-testid="payment-plan"');
    expect(body).toContain('Anzahlung');
    // No box is pre-ticked (DOMAIN.md); the idempotency key is made per rendered page.
    expect(body).not.toMatch(/type="checkbox"[^>]*checked/);
    const key = /name="idempotencyKey" value="([^"]+)"/.exec(body)?.[1];
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    const again = await page('BookingSummary', object.objectNumber);
    expect(again.body).not.toContain(key);
    // English: the button says it costs money too.
    const en = await page('BookingSummary', object.objectNumber, stay, 'en');
    expect(en.body).toMatch(/data-testid="book">Book and pay</);
  });

  it('says until when cancelling is free, and once that passed what it costs today', async () => {
    const day = (iso: string) => iso.split('-').reverse().join('.');
    // No terms of its own: the general terms' 30 days, as the user area will charge.
    const ahead = await page('BookingSummary', object.objectNumber);
    expect(ahead.body).toContain('Es gelten die Stornobedingungen der Reisebedingungen.');
    expect(ahead.body).toContain(
      `data-testid="cancellation-deadline">Kostenlos stornierbar bis zum ${day(addDays(arrival, -30))} (30 Tage vor Anreise).`,
    );
    // Arrival in 10 days: the deadline passed, a cancellation after booking costs 80 % today.
    const soon = addDays(today, 10);
    const late = await page(
      'BookingSummary',
      object.objectNumber,
      `startDate=${soon}&endDate=${addDays(soon, 7)}&persons=2`,
    );
    expect(late.body).toContain(
      'data-testid="cancellation-deadline">Die Frist für eine kostenlose Stornierung ist für diesen Reisetermin bereits verstrichen. Stornieren Sie nach der Buchung, berechnen wir heute 80 % des Reisepreises',
    );
    expect(late.body).not.toContain('data-testid="cancellation-deadline">Kostenlos');
  });

  it("fills in a logged-in customer's data on the summary, and nobody else's", async () => {
    const account = await insertLoginAccount(t.deps.database, {
      firstName: 'Kerstin',
      lastName: 'Vorbelegt',
      street: 'Am Hafen 5',
      zipcode: '24103',
      city: 'Kiel',
      phone: '0431 998877',
    });
    const cookies = await loginAs(t.app, account);
    const url = `${buildPath('BookingSummary', { objectNumber: object.objectNumber })}?${stay}`;
    const own = (await t.app.inject({ url, cookies: { ...cookies } })).body;
    for (const value of ['Kerstin', 'Vorbelegt', account.email, 'Am Hafen 5', '24103', 'Kiel']) {
      expect(own).toContain(`value="${value}"`);
    }
    // A guest's summary is empty; pages with personal data are not cached (private).
    const guest = await t.app.inject({ url });
    expect(guest.body).not.toContain('Vorbelegt');
    expect(guest.headers['cache-control']).toContain('private');
  });

  it('calls the option free of charge and shows no payment choice', async () => {
    const res = await page('OptionSummary', object.objectNumber);
    expect(res.body).toMatch(/data-testid="book">Kostenlos reservieren \(Option\)</);
    expect(res.body).not.toContain('name="paymentMethod"');
  });

  it('sends the summary without dates back to the start', async () => {
    const res = await page('BookingSummary', object.objectNumber, 'persons=2');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toContain(
      buildPath('Booking', { objectNumber: object.objectNumber }),
    );
  });

  it('asks for every child’s age and guesses none: the start asks, the summary and its post wait for it', async () => {
    const start = await page('Booking', object.objectNumber, `${stay}&childs=2&childAges=4,`);
    expect(start.statusCode).toBe(200);
    // The first child's age as given, the second's asked for: "Alter wählen", required.
    const selects = [
      ...start.body.matchAll(/<select[^>]*name="childAge"[^>]*>([\s\S]*?)<\/select>/g),
    ];
    expect(selects).toHaveLength(2);
    expect(selects[0]![0]).toContain('required');
    expect(selects[0]![1]).toMatch(/<option value="4" selected="">4 Jahre<\/option>/);
    expect(selects[1]![1]).toMatch(/^<option value="" selected="">Alter wählen<\/option>/);
    // The price does not wait for it: 7 nights × 100 € + 80 € for two adults and two children.
    expect(start.body).toContain('data-testid="quote-total">780 €');

    const summary = await page(
      'BookingSummary',
      object.objectNumber,
      `${stay}&childs=2&childAges=4,`,
    );
    expect(summary.statusCode).toBe(301);
    expect(summary.headers.location).toContain(
      buildPath('Booking', { objectNumber: object.objectNumber }),
    );
    expect(summary.headers.location).toContain('childAges=4%2C');

    const url = `${buildPath('BookingSummary', { objectNumber: object.objectNumber })}?${stay}`;
    const res = await post(url, {
      startDate: arrival,
      endDate: departure,
      persons: '2',
      childs: '1',
      childAge: '',
      idempotencyKey: '5b0c1f3e-2d4a-4c7e-9f1a-0123456789ac',
      quoteTotal: '78000',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Bitte geben Sie das Alter jedes Kindes an.');
  });

  it('answers unknown objects and a start without an object with the 404 view', async () => {
    expect((await t.app.inject({ url: '/booking/start/' })).statusCode).toBe(404);
    expect((await page('Booking', 899_999)).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/xx/booking/start/5/' })).statusCode).toBe(404);
  });

  const post = (url: string, fields: Record<string, string>, origin: string | null = SITE) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: new URLSearchParams(fields).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(origin === null ? {} : { origin }),
      },
    });

  it('refuses a summary post with every bad field named, and keeps what was typed', async () => {
    const url = `${buildPath('BookingSummary', { objectNumber: object.objectNumber })}?${stay}`;
    const res = await post(url, {
      startDate: arrival,
      endDate: departure,
      persons: '2',
      idempotencyKey: '5b0c1f3e-2d4a-4c7e-9f1a-0123456789ab',
      quoteTotal: '78000',
      firstName: 'Anna',
      lastName: '',
      email: 'nicht-gültig',
      phone: '0171 1234567',
      street: 'Hauptstraße 1',
      zip: '1234',
      city: 'Köln',
      country: 'de',
      paymentMethod: 'bankTransfer',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toContain('data-testid="error-summary"');
    expect(res.body).toContain('Bitte geben Sie Ihren Nachnamen ein.');
    expect(res.body).toContain('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    expect(res.body).toContain('Bitte geben Sie eine gültige Postleitzahl ein');
    expect(res.body).toContain('Bitte bestätigen Sie die Reisebedingungen.');
    expect(res.body).toContain('value="Hauptstraße 1"');
  });

  it('refuses a summary post from a foreign page', async () => {
    const url = buildPath('BookingSummary', { objectNumber: object.objectNumber });
    const res = await post(url, { startDate: arrival }, 'https://evil.example');
    expect(res.statusCode).toBe(403);
  });

  it('refuses an enquiry without a question, naming the field', async () => {
    const url = buildPath('Request', { objectNumber: object.objectNumber });
    const res = await post(url, {
      message: '',
      firstName: 'Anna',
      lastName: 'Muster',
      email: 'anna@example.com',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Bitte schreiben Sie Ihre Frage');
    expect(res.body).toContain('value="anna@example.com"');
  });

  it('shows no finish page and no calendar file without the booking', async () => {
    const finish = buildPath('BookingFinish', { objectNumber: object.objectNumber });
    expect((await t.app.inject({ url: finish })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `${finish}?bookingId=1` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/booking/calendar/1/stay.ics' })).statusCode).toBe(404);
  });

  // ---------------------------------------------------------------------------------------------
  // Booking through the summary's action (services/booking createBooking).

  const summaryFields = (
    n: number,
    key: string,
    total: string,
    extra: Record<string, string> = {},
  ) => ({
    startDate: arrival,
    endDate: departure,
    persons: '2',
    idempotencyKey: key,
    quoteTotal: total,
    salutation: 'ms',
    firstName: 'Anna',
    lastName: 'Muster',
    email: 'anna.muster@example.com',
    phone: '0171 1234567',
    street: 'Hauptstraße 1',
    zip: '50667',
    city: 'Köln',
    country: 'de',
    paymentMethod: 'bankTransfer',
    acceptTerms: '1',
    objectNumber: String(n),
    ...extra,
  });
  const postAs = (url: string, fields: Record<string, string>, uid: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE },
      cookies: { uid },
    });
  const UID_A = 'a'.repeat(8) + '-aaaa-4aaa-8aaa-' + 'a'.repeat(12);
  const UID_B = 'b'.repeat(8) + '-bbbb-4bbb-8bbb-' + 'b'.repeat(12);

  it('books once for a double post, then shows the finish page and the .ics only to its guest', async () => {
    const other = await insertObject(t.deps.database, {
      rules: priceRules({ payments: [2] }),
      availability: availability(),
    });
    const url = `${buildPath('BookingSummary', { objectNumber: other.objectNumber })}?${stay}`;
    const key = '0f8e3a52-7c1d-4b7e-9a55-3f1f2b9c8d01';
    const first = await postAs(url, summaryFields(other.objectNumber, key, '70000'), UID_A);
    expect(first.statusCode, first.body.slice(0, 300)).toBe(303);
    const location = first.headers.location as string;
    expect(location).toMatch(/^\/booking\/finish\/\d+\/\?bookingId=\d+$/);
    const again = await postAs(url, summaryFields(other.objectNumber, key, '70000'), UID_A);
    expect(again.headers.location).toBe(location);

    const finish = await t.app.inject({ url: location, cookies: { uid: UID_A } });
    expect(finish.statusCode).toBe(200);
    expect(finish.headers['cache-control']).toBe('private, no-store');
    expect(finish.body).toContain('data-testid="booking-number"');
    expect(finish.body).toContain('anna.muster@example.com');
    expect(finish.body).toContain('Kundenkonto anlegen');
    // Paid by transfer: what is due when, and the operator's account with the booking number as
    // reference (decision 080; the test operator's account, tests/helpers/bank.ts).
    const plain = finish.body.replace(/\u00a0|\u202f/g, ' ');
    expect(plain).toContain('data-testid="finish-payment"');
    expect(plain).toContain('Zahlungsart: Überweisung');
    expect(plain).toMatch(/Anzahlung: [\d.,]+ €, fällig am/);
    expect(plain).toContain('data-testid="transfer-account"');
    expect(plain).toContain('>DE02 1203 0000 0000 2020 51<');
    expect(plain).toContain('>BYLADEM1001<');
    const number = /data-testid="booking-number">([^<]+)</.exec(plain)![1]!;
    expect(plain).toContain(`<dt>Verwendungszweck</dt><dd translate="no">${number}</dd>`);
    // Another visitor: the 404 view, for the page and the file.
    const foreign = await t.app.inject({ url: location, cookies: { uid: UID_B } });
    expect(foreign.statusCode).toBe(404);
    const bookingId = /bookingId=(\d+)/.exec(location)![1]!;
    const ics = await t.app.inject({
      url: `/booking/calendar/${bookingId}/stay.ics`,
      cookies: { uid: UID_A },
    });
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.body).toContain(`DTSTART;VALUE=DATE:${arrival.replace(/-/g, '')}`);
    expect(ics.body).toContain(`DTEND;VALUE=DATE:${departure.replace(/-/g, '')}`);
    // Waiting for the landlord's confirmation: tentative, not confirmed.
    expect(ics.body).toContain('STATUS:TENTATIVE\r\n');
    const icsForeign = await t.app.inject({
      url: `/booking/calendar/${bookingId}/stay.ics`,
      cookies: { uid: UID_B },
    });
    expect(icsForeign.statusCode).toBe(404);

    // The dates are taken now: another guest's post is told so, nothing booked.
    const taken = await postAs(
      url,
      summaryFields(other.objectNumber, 'c3d4e5f6-0000-4000-8000-000000000001', '70000'),
      UID_B,
    );
    expect(taken.statusCode).toBe(200);
    expect(taken.body).toContain('data-testid="notice-unavailable"');
  });

  it('refuses a post whose confirmed total is not the price now, and says the new one', async () => {
    const url = `${buildPath('BookingSummary', { objectNumber: object.objectNumber })}?${stay}`;
    const res = await postAs(
      url,
      summaryFields(object.objectNumber, 'd4e5f6a7-0000-4000-8000-000000000002', '70000', {
        startDate: addDays(arrival, 30),
        endDate: addDays(departure, 30),
      }),
      UID_A,
    );
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('data-testid="notice-price-changed"');
  });

  it('holds an option and converts it from its finish page', async () => {
    const held = await insertObject(t.deps.database, {
      rules: priceRules({ payments: [2] }),
      availability: availability(),
    });
    const url = `${buildPath('OptionSummary', { objectNumber: held.objectNumber })}?${stay}`;
    const res = await postAs(
      url,
      summaryFields(held.objectNumber, 'e5f6a7b8-0000-4000-8000-000000000003', '70000'),
      UID_A,
    );
    expect(res.statusCode, res.body.slice(0, 300)).toBe(303);
    const location = res.headers.location as string;
    expect(location).toContain('/option/finish/');
    const finish = await t.app.inject({ url: location, cookies: { uid: UID_A } });
    expect(finish.body).toContain('data-testid="option-expires"');
    expect(finish.body).toContain('data-testid="convert"');
    const bookingId = /bookingId=(\d+)/.exec(location)![1]!;
    const converted = await postAs(
      location,
      { intent: 'convert', bookingId, acceptTerms: '1' },
      UID_A,
    );
    expect(converted.statusCode).toBe(303);
    const after = await t.app.inject({
      url: converted.headers.location as string,
      cookies: { uid: UID_A },
    });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('Ihre Option ist jetzt eine verbindliche Buchung.');
    // Another visitor cannot convert it.
    const foreign = await postAs(
      location,
      { intent: 'convert', bookingId, acceptTerms: '1' },
      UID_B,
    );
    expect(foreign.statusCode).toBe(404);
  });

  it('lets the guest choose how to pay when converting an option, and says what is paid', async () => {
    const held = await insertObject(t.deps.database, {
      rules: priceRules({ payments: [1, 2] }),
      availability: availability(),
    });
    const holdOption = async (key: string, from: string) => {
      const url = `${buildPath('OptionSummary', { objectNumber: held.objectNumber })}?${stay}`;
      const res = await postAs(
        url,
        summaryFields(held.objectNumber, key, '70000', {
          startDate: addDays(arrival, Number(from)),
          endDate: addDays(departure, Number(from)),
        }),
        UID_A,
      );
      expect(res.statusCode, res.body.slice(0, 300)).toBe(303);
      const location = res.headers.location as string;
      return { location, bookingId: /bookingId=(\d+)/.exec(location)![1]! };
    };
    const first = await holdOption('a7b8c9d0-0000-4000-8000-000000000005', '0');
    const finish = await t.app.inject({ url: first.location, cookies: { uid: UID_A } });
    // The option asked for no method: the convert form offers the object's two, card first.
    const radios = [...finish.body.matchAll(/<input[^>]*name="paymentMethod"[^>]*>/g)].map((m) => [
      /value="(\w+)"/.exec(m[0])?.[1],
      m[0].includes('checked'),
    ]);
    expect(radios).toEqual([
      ['card', true],
      ['bankTransfer', false],
    ]);
    // A method that does not exist, or one the object does not take: refused, still an option.
    for (const paymentMethod of ['cheque', 'invoice']) {
      const refused = await postAs(
        first.location,
        { intent: 'convert', bookingId: first.bookingId, acceptTerms: '1', paymentMethod },
        UID_A,
      );
      expect(refused.statusCode).toBe(200);
      expect(refused.body).toContain('data-testid="finish-refusal"');
      expect(refused.body).toContain('data-testid="convert"');
    }
    // Transfer chosen: no card page; the booking is paid by transfer.
    const byTransfer = await postAs(
      first.location,
      {
        intent: 'convert',
        bookingId: first.bookingId,
        acceptTerms: '1',
        paymentMethod: 'bankTransfer',
      },
      UID_A,
    );
    expect(byTransfer.statusCode).toBe(303);
    expect(byTransfer.headers.location).toMatch(/^\/booking\/finish\//);
    const transferPage = await t.app.inject({
      url: byTransfer.headers.location as string,
      cookies: { uid: UID_A },
    });
    const plain = transferPage.body.replace(/\u00a0|\u202f/g, ' ');
    expect(plain).toContain('Zahlungsart: Überweisung');
    expect(plain).toContain('data-testid="transfer-account"');
    expect(plain).not.toContain('data-testid="finish-paid"');

    // Card chosen: the card page; back from it with the deposit paid, the page says so.
    const second = await holdOption('b8c9d0e1-0000-4000-8000-000000000006', '14');
    const byCard = await postAs(
      second.location,
      { intent: 'convert', bookingId: second.bookingId, acceptTerms: '1', paymentMethod: 'card' },
      UID_A,
    );
    expect(byCard.statusCode).toBe(303);
    expect(byCard.headers.location).toContain('/payment/');
    const payments = await listBookingPayments(t.deps.database.db, Number(second.bookingId));
    const deposit = payments[0]!;
    expect(payments.length).toBeGreaterThan(1);
    await paidBySandboxCard(t.deps.database.db, deposit);
    const finishPath = `${buildPath('BookingFinish', { objectNumber: held.objectNumber })}?bookingId=${second.bookingId}`;
    const back = await t.app.inject({ url: finishPath, cookies: { uid: UID_A } });
    expect(back.statusCode).toBe(200);
    const paid = back.body.replace(/\u00a0|\u202f/g, ' ');
    // Whole euros print without cents (app/lib/format): 25 % of the 700 € test stay.
    expect(deposit.amountCents).toBe(17_500);
    const amount = '175';
    expect(paid).toContain(`Ihre Zahlung über ${amount} € ist eingegangen.`);
    expect(paid).toContain(`Anzahlung: ${amount} €, bezahlt am 22.11.2026`);
    expect(paid).toContain('Ihre Zahlung ist eingegangen; an die weiteren Zahlungen erinnern');
    expect(paid).toMatch(/Restzahlung: [\d.,]+ €, fällig am/);
  });

  /**
   * A booking made on the summary by visitor A (deposit and rest, both to the agency): its finish
   * page, its record, and what is still open of it.
   */
  async function bookedOnSummary(idempotencyKey: string) {
    const home = await insertObject(t.deps.database, {
      rules: priceRules({ payments: [1, 2] }),
      availability: availability(),
    });
    const url = `${buildPath('BookingSummary', { objectNumber: home.objectNumber })}?${stay}`;
    const made = await postAs(
      url,
      summaryFields(home.objectNumber, idempotencyKey, '70000'),
      UID_A,
    );
    expect(made.statusCode, made.body.slice(0, 300)).toBe(303);
    const location = made.headers.location as string;
    const bookingId = Number(/bookingId=(\d+)/.exec(location)![1]);
    const booking = (await findBooking(t.deps.database.db, bookingId))!;
    const due = async () =>
      (await listBookingPayments(t.deps.database.db, bookingId))
        .filter((p) => p.status === 'open')
        .reduce((sum, p) => sum + p.amountCents, 0);
    return { home, location, bookingId, booking, due };
  }

  it('redeems a travel voucher on the finish page, for its guest only, and says what is left', async () => {
    const { home, location, bookingId, booking, due } = await bookedOnSummary(
      'c9d0e1f2-0000-4000-8000-000000000007',
    );
    const summary = await page('BookingSummary', home.objectNumber);
    expect(summary.body).toContain('data-testid="voucher-hint"');
    const openBefore = await due();
    const plain = (body: string) => body.replace(/\u00a0|\u202f/g, ' ');
    const euros = (cents: number) => formatMoney(cents, 'de').replace(/\u00a0|\u202f/g, ' ');

    // The page offers the field, with what a voucher could pay now.
    const before = await t.app.inject({ url: location, cookies: { uid: UID_A } });
    expect(before.body).toContain('data-testid="finish-voucher-form"');
    expect(plain(before.body)).toContain(`Noch offen: ${euros(openBefore)}.`);

    const { code } = await issueVoucher(testContext(t.deps), {
      bookingId,
      customerNumber: booking.customerNumber,
      amountCents: 5_000,
      expiresOn: addDays(today, 365),
      reason: 'office',
    });
    const redeem = (fields: Record<string, string>, uid = UID_A, url = location) =>
      postAs(url, { intent: 'redeem', bookingId: String(bookingId), ...fields }, uid);

    // On the site of a partner that hides codes (SPEC §3 hideBonus): no hint, no field, and a
    // post anyway is not found; nothing spent.
    const hiding = await insertPartner(t.deps.database, { hideBonus: true });
    const partnerSummary = await page(
      'BookingSummary',
      home.objectNumber,
      `${stay}&partner=${hiding.partnerId}`,
    );
    expect(partnerSummary.body).toContain('data-testid="summary-form"');
    expect(partnerSummary.body).not.toContain('data-testid="voucher-hint"');
    const viaPartner = `${location}&partner=${hiding.partnerId}`;
    const partnerFinish = await t.app.inject({ url: viaPartner, cookies: { uid: UID_A } });
    expect(partnerFinish.statusCode).toBe(200);
    expect(partnerFinish.body).not.toContain('data-testid="finish-voucher"');
    expect((await redeem({ code }, UID_A, viaPartner)).statusCode).toBe(404);
    expect(await due()).toBe(openBefore);

    // No code, or no code at all: said under the field, what was typed kept, nothing spent. An
    // oversized one is cut to the longest a code can be typed before it is kept or looked at.
    for (const typed of ['', 'FER-12', '<script>alert(1)</script>', 'FER-'.repeat(2_000)]) {
      const refused = await redeem({ code: typed });
      expect(refused.statusCode, typed).toBe(200);
      expect(refused.headers['cache-control']).toBe('private, no-store');
      expect(refused.body).toContain('Bitte geben Sie den vollständigen Gutscheincode ein.');
      expect(refused.body).toMatch(/id="finish-voucher-code"[^>]*aria-invalid="true"/);
      expect(refused.body).not.toContain('<script>alert(1)</script>');
      expect(refused.body).not.toContain('FER-'.repeat(11));
    }
    // A code that is none of this customer's: the same words as an unknown one.
    const refused = await redeem({ code: 'FER-ABCD-EFGH-JKLM' });
    expect(refused.statusCode).toBe(200);
    expect(refused.body).toContain('data-testid="finish-voucher-errors"');
    expect(refused.body).toContain('value="FER-ABCD-EFGH-JKLM"');
    // Another visitor, a foreign page: refused before anything is looked up.
    expect((await redeem({ code }, UID_B)).statusCode).toBe(404);
    const elsewhere = `${buildPath('BookingFinish', { objectNumber: object.objectNumber })}?bookingId=${bookingId}`;
    const wrongPage = await postAs(
      elsewhere,
      { intent: 'redeem', bookingId: String(bookingId), code },
      UID_A,
    );
    expect(wrongPage.statusCode).toBe(404);
    const foreign = await t.app.inject({
      method: 'POST',
      url: location,
      payload: new URLSearchParams({
        intent: 'redeem',
        bookingId: String(bookingId),
        code,
      }).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
      },
      cookies: { uid: UID_A },
    });
    expect(foreign.statusCode).toBe(403);
    expect(await due()).toBe(openBefore);

    // The guest's code as typed from the mail (lower case, spaces): it pays what is due next,
    // and the answer is a redirect to the page naming the redemption (post/redirect/get).
    const posted = await redeem({ code: code.toLowerCase().replaceAll('-', ' ') });
    expect(posted.statusCode, posted.body.slice(0, 300)).toBe(303);
    expect(posted.headers['cache-control']).toBe('private, no-store');
    const outcome = posted.headers.location as string;
    expect(outcome).toMatch(new RegExp(`bookingId=${bookingId}&redeemed=\\d+$`));
    const done = await t.app.inject({ url: outcome, cookies: { uid: UID_A } });
    expect(done.statusCode).toBe(200);
    const text = plain(done.body);
    expect(text).toContain('data-testid="finish-voucher-redeemed"');
    expect(text).toContain(
      `${euros(5_000)} wurden mit Ihrer Buchung ${bookingDisplayNumber(booking.displayNumber, booking.createdAt)} verrechnet.`,
    );
    expect(text).toContain(`Noch offen: ${euros(openBefore - 5_000)}.`);
    expect(await due()).toBe(openBefore - 5_000);
    // The payment part says what the voucher paid: total, voucher and amounts due add up.
    expect(text).toContain(
      `data-testid="finish-voucher-part">Mit Reisegutschein bezahlt: ${euros(5_000)}<`,
    );
    // The code field stays empty after it, and the page offers it for the rest.
    expect(done.body).toMatch(/id="finish-voucher-code"[^>]*value=""/);
    // Reloading the outcome shows it again and spends nothing more.
    const reloaded = await t.app.inject({ url: outcome, cookies: { uid: UID_A } });
    expect(plain(reloaded.body)).toContain(`Noch offen: ${euros(openBefore - 5_000)}.`);
    expect(await due()).toBe(openBefore - 5_000);
    // The outcome is the guest's: another visitor gets the 404 view; a number that is not this
    // booking's redemption, or none, shows nothing.
    expect((await t.app.inject({ url: outcome, cookies: { uid: UID_B } })).statusCode).toBe(404);
    for (const other of ['999999', '0', '99999999999', 'x']) {
      const odd = await t.app.inject({
        url: outcome.replace(/redeemed=\d+/, `redeemed=${other}`),
        cookies: { uid: UID_A },
      });
      expect(odd.statusCode, other).toBe(200);
      expect(odd.body, other).not.toContain('data-testid="finish-voucher-redeemed"');
    }

    // Spent: the same code again says so.
    const again = await redeem({ code });
    expect(plain(again.body)).toContain('data-testid="finish-voucher-errors"');
    expect(await due()).toBe(openBefore - 5_000);

    // A voucher worth more than the rest pays it all; the field is gone, its value is left over.
    const big = await issueVoucher(testContext(t.deps), {
      bookingId,
      customerNumber: booking.customerNumber,
      amountCents: openBefore,
      expiresOn: null,
      reason: 'office',
    });
    const paidAll = await redeem({ code: big.code }, UID_A, outcome);
    expect(paidAll.statusCode).toBe(303);
    // Posted from the last outcome's page: the new redemption replaces the old one in the URL.
    const allAt = paidAll.headers.location as string;
    expect(allAt.match(/redeemed=/g)).toHaveLength(1);
    expect(allAt).not.toBe(outcome);
    const all = await t.app.inject({ url: allAt, cookies: { uid: UID_A } });
    expect(plain(all.body)).toContain('Ihre Buchung ist damit vollständig bezahlt.');
    expect(all.body).not.toContain('data-testid="finish-voucher-form"');
    expect(await due()).toBe(0);
    const later = await t.app.inject({ url: location, cookies: { uid: UID_A } });
    expect(later.body).not.toContain('data-testid="finish-voucher"');
    // Nothing left to pay: no card button, and the next steps say so.
    expect(later.body).not.toContain('data-testid="pay-now"');
    expect(plain(later.body)).toContain('es ist nichts mehr offen');
  });

  it("stops guessing codes on the finish page at the booking's limit, before any lookup", async () => {
    const { location, bookingId, booking, due } = await bookedOnSummary(
      'c9d0e1f2-0000-4000-8000-000000000017',
    );
    const openBefore = await due();
    const { code } = await issueVoucher(testContext(t.deps), {
      bookingId,
      customerNumber: booking.customerNumber,
      amountCents: 5_000,
      expiresOn: null,
      reason: 'office',
    });
    // Each try from its own address, so only the booking's limit (10 an hour) is in play.
    const redeem = (typed: string, n: number) =>
      t.app.inject({
        method: 'POST',
        url: location,
        remoteAddress: `198.51.100.${n}`,
        payload: new URLSearchParams({
          intent: 'redeem',
          bookingId: String(bookingId),
          code: typed,
        }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE },
        cookies: { uid: UID_A },
      });
    for (let n = 1; n <= 10; n += 1) {
      const wrong = await redeem(`FER-AAAA-BBBB-CC${String(n).padStart(2, '0')}`, n);
      expect(wrong.statusCode).toBe(200);
      expect(wrong.body).toContain('data-testid="finish-voucher-errors"');
      expect(wrong.body).not.toContain('Zu viele Einlöseversuche');
    }
    // The eleventh, with the right code: refused as too many at the form, the code kept, and
    // nothing spent.
    const limited = await redeem(code, 11);
    expect(limited.statusCode).toBe(200);
    expect(limited.headers['cache-control']).toBe('private, no-store');
    expect(limited.body).toContain(
      'Zu viele Einlöseversuche. Bitte versuchen Sie es später noch einmal.',
    );
    expect(limited.body).toContain(`value="${code}"`);
    expect(await due()).toBe(openBefore);
  });

  it('sends an enquiry with the form token of a page read a while ago', async () => {
    const formToken = enquiryFormToken({
      deps: t.deps,
      now: new Date(FIXED_NOW.getTime() - 60_000),
    }).formToken;
    const url = buildPath('Request', { objectNumber: object.objectNumber });
    const res = await postAs(
      url,
      {
        formToken,
        website: '',
        message: 'Ist ein Kinderbett vorhanden?',
        startDate: arrival,
        endDate: departure,
        persons: '2',
        salutation: 'none',
        firstName: 'Anna',
        lastName: 'Muster',
        email: 'anna.muster@example.com',
      },
      UID_A,
    );
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('data-testid="request-sent"');
    expect(res.body).toContain('anna.muster@example.com');
  });
});
