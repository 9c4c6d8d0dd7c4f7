// The bookings a partner brought, on the partner account's dashboard (decision 094): only the
// logged-in partner's own, by the Berlin day they were made, with what counts for the commission,
// no guest data; the month from the offered ones only; nothing for customers or visitors. The
// month as a CSV file (decision 098): every booking of it, the same columns and no more, in the
// dashboard's language, spreadsheet-safe; 404 for anyone but the partner. The office's overview
// of every partner's month on /admin/partners/ (decision 099): the same figures per partner, the
// sum, nobody's bookings without a partner; admin.partners only. Commission rates (decision 107):
// the office records a rate from a month on; the office's month and the partner's dashboard show
// the rate in force and the commission on what counts; bad input refused naming the field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingDisplayNumber } from '#core/booking';
import type { Permission } from '#core/permissions';
import { buildPath } from '#core/routes';
import { eq, gte } from 'drizzle-orm';
import { nextPartnerId } from '#db/repositories/partners-applications';
import { lockPartner, putCommissionRate } from '#db/repositories/partners';
import {
  auditLog,
  bookings,
  objects,
  partnerCommissionRates,
  partnerPayouts,
  partners,
} from '#db/schema';
import { hashPassword } from '#services/accounts';
import {
  COMMISSION_RATES_LISTED,
  forgetPartnerLookups,
  officeCommissionRates,
  officeRemoveCommissionRate,
  officeSetCommissionRate,
} from '#services/partners';
import {
  PARTNER_BOOKINGS_LISTED,
  officePartnerBookings,
  officePartnerBookingsForExport,
  partnerBookings,
  partnerBookingsForExport,
  recordCommissionPayout,
} from '#services/booking';
import { FIXED_NOW } from '#tests/helpers/clock';
import { testContext } from '#tests/helpers/context';
import { bookingRow, insertBooking } from '#tests/factories/booking';
import {
  insertCustomer,
  insertLoginAccount,
  loginAs,
  type LoginCookies,
} from '#tests/factories/account';
import { firstActiveObjectNumber } from '#tests/factories/object';
import { insertPartner } from '#tests/factories/partner';
import { build, type TestApp } from '#tests/helpers/app';
import { adminPageClient } from '#tests/helpers/admin-page';
import { databaseKinds } from '#tests/helpers/database';

const SITE = 'http://feriora.test';
const OWN = 7401;
const OTHER = 7402;
const GONE = 7403;
const CODE = 'PB7P-M2QA-9RTZ';
const GONE_CODE = 'PB3G-ONEX-7KLM';
const OTHER_CODE = 'PB9Q-4HNW-B3CD';

/** A session's user for calling the use-case directly. */
const USER = {
  accountID: '1',
  sessionId: 's',
  email: 'x@example.com',
  firstName: 'X',
  lastName: 'Y',
  shortName: 'XY',
  permissions: [],
  uid: 'u',
  issuedAt: FIXED_NOW,
  expiresAt: FIXED_NOW,
};

/** The page's text with its no-break spaces as plain ones (amounts: "1.500 €"). */
const plain = (html: string) => html.replace(/\u00a0|\u202f|&nbsp;/g, ' ');

describe.each(databaseKinds())('partner bookings on the partner dashboard (%s)', (kind) => {
  let t: TestApp;
  let ip = 0;
  const nextIp = () => `10.41.${Math.floor(++ip / 250)}.${ip % 250}`;
  const numbers: Record<string, string> = {};

  beforeAll(async () => {
    t = await build({ kind, ssr: true, catalogue: { objects: 2 }, env: { SITE_URL: SITE } });
    await insertPartner(t.deps.database, {
      partnerId: OWN,
      partnerName: 'Reisebüro Buchfink',
      loginCodeHash: await hashPassword(CODE),
    });
    await insertPartner(t.deps.database, {
      partnerId: OTHER,
      partnerName: 'Fremdreisen Süd',
      loginCodeHash: await hashPassword(OTHER_CODE),
    });
    await insertPartner(t.deps.database, {
      partnerId: GONE,
      partnerName: 'Abgemeldet Reisen',
      loginCodeHash: await hashPassword(GONE_CODE),
    });
    const objectNumber = await firstActiveObjectNumber(t.deps.database);
    const book = async (
      name: string,
      values: { partnerId: number | null; status: string; rent: number; createdAt: string },
    ) => {
      const row = await insertBooking(t.deps.database, {
        objectNumber,
        booking: {
          partnerId: values.partnerId,
          status: values.status as 'confirmed',
          method: values.status === 'option' ? 'option' : 'booking',
          priceCompleteCents: values.rent,
          totalCents: values.rent + 4_900,
          createdAt: new Date(values.createdAt),
          traveller: {
            name: `Zacharias ${name}`,
            street: 'Geheimweg 1',
            zip: '20095',
            city: 'Hamburg',
            country: 'de',
            email: `${name}@gast.example`,
          },
        },
        customer: { firstName: 'Zacharias', lastName: name, email: `${name}@kunde.example` },
      });
      numbers[name] = bookingDisplayNumber(row.displayNumber, new Date(values.createdAt));
    };
    // November 2026 (the fixed today is 2026-11-22), the partner's own:
    await book('confirmed', {
      partnerId: OWN,
      status: 'confirmed',
      rent: 100_000,
      createdAt: '2026-11-20T10:00:00Z',
    });
    await book('paid', {
      partnerId: OWN,
      status: 'paid',
      rent: 50_050,
      createdAt: '2026-11-05T10:00:00Z',
    });
    await book('requested', {
      partnerId: OWN,
      status: 'requested',
      rent: 30_000,
      createdAt: '2026-11-21T10:00:00Z',
    });
    await book('option', {
      partnerId: OWN,
      status: 'option',
      rent: 20_000,
      createdAt: '2026-11-21T11:00:00Z',
    });
    await book('cancelled', {
      partnerId: OWN,
      status: 'cancelled',
      rent: 70_000,
      createdAt: '2026-11-10T10:00:00Z',
    });
    await book('declined', {
      partnerId: OWN,
      status: 'declined',
      rent: 80_000,
      createdAt: '2026-11-11T10:00:00Z',
    });
    // 00:30 on 1 November in Berlin (UTC+1): November's; 23:30 on 31 October: October's.
    await book('earlyNov', {
      partnerId: OWN,
      status: 'confirmed',
      rent: 10_000,
      createdAt: '2026-10-31T23:30:00Z',
    });
    await book('lateOct', {
      partnerId: OWN,
      status: 'confirmed',
      rent: 40_000,
      createdAt: '2026-10-31T22:30:00Z',
    });
    // Summer time (UTC+2): 00:30 on 1 June in Berlin is June's, 23:30 on 31 May is May's.
    await book('earlyJun', {
      partnerId: OWN,
      status: 'confirmed',
      rent: 12_300,
      createdAt: '2026-05-31T22:30:00Z',
    });
    await book('lateMay', {
      partnerId: OWN,
      status: 'confirmed',
      rent: 45_600,
      createdAt: '2026-05-31T21:30:00Z',
    });
    await book('gone', {
      partnerId: GONE,
      status: 'confirmed',
      rent: 77_700,
      createdAt: '2026-11-13T10:00:00Z',
    });
    // Another partner's and nobody's, in November.
    await book('foreign', {
      partnerId: OTHER,
      status: 'confirmed',
      rent: 999_900,
      createdAt: '2026-11-12T10:00:00Z',
    });
    await book('direct', {
      partnerId: null,
      status: 'confirmed',
      rent: 888_800,
      createdAt: '2026-11-12T11:00:00Z',
    });
    // September: more than a month lists, in one insert.
    const customer = await insertCustomer(t.deps.database);
    await t.deps.database.db.insert(bookings).values(
      Array.from({ length: PARTNER_BOOKINGS_LISTED + 1 }, (_, i) =>
        bookingRow({
          objectNumber,
          customerNumber: customer.customerNumber,
          partnerId: OWN,
          priceCompleteCents: 100,
          createdAt: new Date(Date.UTC(2026, 8, 2, 8, i)),
        }),
      ),
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  const loginCookies = async (fields: Record<string, string>) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/user/login/',
      payload: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(303);
    return Object.fromEntries(res.cookies.map((c) => [c.name, c.value]));
  };
  // One login per partner for the whole file: a partner may log in 10 times in 15 minutes
  // (partnerLogin.partner), and the tests here ask for the same partner's session more often.
  const sessions = new Map<string, Promise<Record<string, string>>>();
  const partnerCookies = (partner: number, code: string) => {
    const key = `${partner}:${code}`;
    const session =
      sessions.get(key) ??
      loginCookies({ intent: 'partnerLogin', partnerNumber: String(partner), code });
    sessions.set(key, session);
    return session;
  };
  const section = (html: string) =>
    /<section[^>]*data-testid="partner-bookings"[\s\S]*?<\/section>/.exec(html)?.[0];
  const dashboard = async (cookies: Record<string, string>, query = '', path = '/user/') => {
    const res = await t.app.inject({ url: `${path}${query}`, cookies });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  it("lists the month's own bookings with what counts, and nothing of the guests", async () => {
    const html = await dashboard(await partnerCookies(OWN, CODE));
    const part = section(html);
    expect(part).toBeDefined();
    const text = plain(part!);
    expect(text).toContain('Vermittelte Buchungen');
    expect(text).toContain('data-testid="partner-bookings-month">November 2026<');
    for (const name of [
      'confirmed',
      'paid',
      'requested',
      'option',
      'cancelled',
      'declined',
      'earlyNov',
    ]) {
      expect(text, name).toContain(numbers[name]);
    }
    for (const name of ['lateOct', 'foreign', 'direct']) {
      expect(text, name).not.toContain(numbers[name]);
    }
    expect(plain(html)).not.toContain('9.999 €');
    // Confirmed and paid count (1.000 + 500,50 + 100 €); requested and option are open.
    expect(text).toMatch(
      /data-testid="partner-bookings-counted">3 Buchungen, Gesamtpreis 1.600,50 €</,
    );
    expect(text).toMatch(/data-testid="partner-bookings-open">2 Buchungen, Gesamtpreis 500 €</);
    expect(text).toMatch(/data-testid="partner-bookings-void">2 Buchungen</);
    expect(text).toContain('Vom Vermieter abgelehnt');
    // A paid booking shows as confirmed: the guest's payments are not the partner's business.
    const paidRow = new RegExp(`${numbers.paid}[\\s\\S]*?</tr>`).exec(text)?.[0] ?? '';
    expect(paidRow).toContain('data-state="counted">Bestätigt<');
    expect(text).not.toMatch(/data-state="\w+">[^<]*bezahlt/i);
    expect(text).toContain('gebucht am 01.11.2026');
    expect(text).not.toContain('partner-bookings-truncated');
    // The total price the guest was shown, never the amount with insurance and extras; no
    // guest, address or mail.
    expect(text).toContain('1.000 €');
    expect(text).not.toContain('1.049 €');
    for (const secret of ['Zacharias', 'Geheimweg', '@gast.example', '@kunde.example']) {
      expect(html, secret).not.toContain(secret);
    }
  });

  it('shows an earlier month on request, and the current one for any other value', async () => {
    const cookies = await partnerCookies(OWN, CODE);
    const october = plain(section(await dashboard(cookies, '?month=2026-10'))!);
    expect(october).toContain('>Oktober 2026<');
    expect(october).toContain(numbers.lateOct);
    expect(october).not.toContain(numbers.earlyNov);
    expect(october).toMatch(/partner-bookings-counted">1 Buchung, Gesamtpreis 400 €</);
    expect(october).toContain('<option value="2026-10" selected');

    for (const bad of [
      '2026-13',
      '2024-10',
      '2026-12',
      '../2026-10',
      '2026-10-01',
      '%00',
      'x'.repeat(500),
    ]) {
      const text = plain(section(await dashboard(cookies, `?month=${encodeURIComponent(bad)}`))!);
      expect(text, bad).toContain('>November 2026<');
    }
    // The oldest month offered is 23 months back; the list offers 24.
    const oldest = await dashboard(cookies, '?month=2024-12');
    expect(oldest).toContain('>Dezember 2024<');
    expect(oldest.match(/<option value="\d{4}-\d{2}"/g)).toHaveLength(24);
  });

  it('says when a month has more bookings than it lists, counting them all', async () => {
    const text = plain(
      section(await dashboard(await partnerCookies(OWN, CODE), '?month=2026-09'))!,
    );
    expect(text.match(/data-testid="partner-booking"/g)).toHaveLength(PARTNER_BOOKINGS_LISTED);
    expect(text).toContain(`partner-bookings-counted">${PARTNER_BOOKINGS_LISTED + 1} Buchungen`);
    expect(text).toContain('data-testid="partner-bookings-truncated"');
  });

  it("shows another partner only its own bookings, in the page's language", async () => {
    const html = await dashboard(await partnerCookies(OTHER, OTHER_CODE), '', '/en/user/');
    const text = plain(section(html)!);
    expect(text).toContain('Bookings you referred');
    expect(text).toContain(numbers.foreign);
    expect(text).toMatch(/partner-bookings-counted">1 booking, total price €9,999</);
    for (const name of ['confirmed', 'paid', 'earlyNov', 'direct']) {
      expect(text, name).not.toContain(numbers[name]);
    }
  });

  it('shows customers and visitors no partner bookings, whatever they ask for', async () => {
    const account = await insertLoginAccount(t.deps.database, { firstName: 'Carla' });
    const customer = await loginCookies({
      intent: 'login',
      email: account.email,
      password: account.password,
    });
    for (const cookies of [customer, {}]) {
      const html = await dashboard(cookies, '?month=2026-11');
      expect(html).not.toContain('partner-bookings');
      expect(html).not.toContain(numbers.confirmed);
    }
  });

  it('shows an empty month as such', async () => {
    const text = plain(
      section(await dashboard(await partnerCookies(OWN, CODE), '?month=2026-08'))!,
    );
    expect(text).toContain('data-testid="partner-bookings-empty"');
    expect(text).toMatch(/partner-bookings-counted">0 Buchungen, Gesamtpreis 0 €</);
    expect(text).not.toContain('<table');
  });
  it('shows nothing to the session of a partner since deleted, and never hands its id on', async () => {
    const cookies = await partnerCookies(GONE, GONE_CODE);
    expect(plain(section(await dashboard(cookies))!)).toContain(numbers.gone);
    const session = testContext(t.deps, { user: { ...USER, kind: 'partner', partnerId: GONE } });
    expect((await partnerBookings(session, '2026-11'))?.counted.bookings).toBe(1);
    await t.deps.database.db.delete(partners).where(eq(partners.partnerId, GONE));
    // The server's render keeps its own lookups for a minute; the use-case asked afresh:
    forgetPartnerLookups(t.deps);
    expect(await partnerBookings(session, '2026-11')).toBeNull();
    expect(await partnerBookingsForExport(session, '2026-11', 'de')).toBeNull();
    // The highest partner row is now OTHER (7402); its account and bookings keep 7403 taken.
    const next = await t.deps.database.db.transaction((tx) => nextPartnerId(tx));
    expect(next).toBe(GONE + 1);
    // Nor a rate agreed with a partner deleted before it had an account or a booking.
    await t.deps.database.db
      .insert(partnerCommissionRates)
      .values({ partnerId: GONE + 5, validFrom: '2026-11', rateBp: 800, setAt: new Date() });
    const after = await t.deps.database.db.transaction((tx) => nextPartnerId(tx));
    await t.deps.database.db
      .delete(partnerCommissionRates)
      .where(eq(partnerCommissionRates.partnerId, GONE + 5));
    expect(after).toBe(GONE + 6);
  });

  it('answers null to anyone but a logged-in partner account, whatever its user says', async () => {
    const reads = [
      partnerBookings,
      (ctx: Parameters<typeof partnerBookings>[0], month: string) =>
        partnerBookingsForExport(ctx, month, 'de'),
    ];
    for (const read of reads) {
      expect(await read(testContext(t.deps), '2026-11')).toBeNull();
      expect(await read(testContext(t.deps, { partnerId: String(OWN) }), '2026-11')).toBeNull();
      expect(
        await read(
          testContext(t.deps, { user: { ...USER, kind: 'customer', partnerId: OWN } }),
          '2026-11',
        ),
      ).toBeNull();
      const own = await read(
        testContext(t.deps, { user: { ...USER, kind: 'partner', partnerId: OWN } }),
        '2026-11',
      );
      expect(own?.counted.bookings).toBe(3);
    }
  });

  /** The login cookies of a new member of staff holding `permission`. */
  const staffCookies = async (email: string, permission: Permission) =>
    loginAs(t.app, await insertLoginAccount(t.deps.database, { email, permissions: [permission] }));

  const csv = (cookies: Record<string, string>, query: string) =>
    t.app.inject({ url: `/user/partner-bookings.csv${query}`, cookies });

  it('gives the month as a CSV file with every booking, the same figures and no guest', async () => {
    const cookies = await partnerCookies(OWN, CODE);
    // The dashboard links the file of the month it shows, in its language.
    expect(await dashboard(cookies)).toContain(
      'href="/user/partner-bookings.csv?month=2026-11&amp;lang=de"',
    );
    const res = await csv(cookies, '?month=2026-11&lang=de');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="bookings-2026-11.csv"');
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'Buchung;Gebucht am;Objektnummer;Unterkunft;Anreise;Abreise;Nächte;Status;Gesamtpreis (EUR)',
    );
    const rows = lines.slice(1, -1).map((line) => line.split(';'));
    // November's seven own bookings, the latest first, and nobody else's.
    expect(rows.map((row) => row[0])).toEqual(
      ['option', 'requested', 'confirmed', 'declined', 'cancelled', 'paid', 'earlyNov'].map(
        (name) => numbers[name],
      ),
    );
    const paid = rows.find((row) => row[0] === numbers.paid)!;
    expect(paid[1]).toBe('2026-11-05');
    expect(paid[7]).toBe('Bestätigt');
    expect(paid[8]).toBe('500,50');
    expect(rows.find((row) => row[0] === numbers.earlyNov)![1]).toBe('2026-11-01');
    expect(rows.find((row) => row[0] === numbers.declined)![7]).toBe('Vom Vermieter abgelehnt');
    for (const secret of ['Zacharias', 'Geheimweg', '@gast.example', '@kunde.example']) {
      expect(res.body, secret).not.toContain(secret);
    }
    // English: comma-separated, a decimal point; another month as on the dashboard.
    const english = await csv(cookies, '?month=2026-10&lang=en');
    const en = english.body.slice(1).split('\r\n');
    expect(en[0]).toBe(
      'Booking,Booked on,Property number,Property,Arrival,Departure,Nights,Status,Total price (EUR)',
    );
    expect(en.slice(1, -1).map((line) => line.split(',')[0])).toEqual([numbers.lateOct]);
    expect(en[1]).toMatch(/,400\.00$/);
    // The object's title in the file's language, not the path's (German).
    const [object] = await t.deps.database.db
      .select({ titles: objects.titles })
      .from(objects)
      .where(eq(objects.objectNumber, await firstActiveObjectNumber(t.deps.database)));
    const titles = object!.titles as Record<string, string>;
    expect(titles.en).toBeTruthy();
    expect(titles.en).not.toBe(titles.de);
    expect(en[1]).toContain(`,${titles.en},`);
  });

  it('puts every booking of a month in the file, past what the dashboard lists', async () => {
    const cookies = await partnerCookies(OWN, CODE);
    const res = await csv(cookies, '?month=2026-09');
    // The header and all of September's, one more than the dashboard lists.
    expect(res.body.slice(1).split('\r\n').slice(1, -1)).toHaveLength(PARTNER_BOOKINGS_LISTED + 1);
    expect(res.headers['content-disposition']).toContain('"bookings-2026-09.csv"');
    // Past what a file holds, the view says so (the route names the file "…-latest-10000").
    const session = testContext(t.deps, { user: { ...USER, kind: 'partner', partnerId: OWN } });
    const cut = await partnerBookingsForExport(session, '2026-09', 'de', 5);
    expect(cut?.lines).toHaveLength(5);
    expect(cut?.truncated).toBe(true);
  });

  it('gives a partner 30 files an hour, then a 429 with a text', async () => {
    const id = 7410;
    const code = 'PB5R-ATE7-LMTX';
    await insertPartner(t.deps.database, {
      partnerId: id,
      partnerName: 'Viel Lader',
      loginCodeHash: await hashPassword(code),
    });
    const cookies = await partnerCookies(id, code);
    for (let i = 0; i < 30; i++) {
      expect((await csv(cookies, '?month=2026-11')).statusCode).toBe(200);
    }
    const refused = await csv(cookies, '?month=2026-11&lang=en');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.body).toMatch(/^You have downloaded many booking lists in the last hour/);
  });

  it('gives the file to nobody but the partner, and the current month for any other value', async () => {
    for (const query of ['?month=2026-11', '', '?month=2026-13&lang=xx']) {
      expect((await csv({}, query)).statusCode).toBe(404);
    }
    const customer = await insertLoginAccount(t.deps.database, { email: 'kunde.csv@example.org' });
    const customerCookies = await loginCookies({
      intent: 'login',
      email: customer.email,
      password: customer.password,
    });
    expect((await csv(customerCookies, '?month=2026-11')).statusCode).toBe(404);
    // Another partner: its own bookings only.
    const other = await csv(await partnerCookies(OTHER, OTHER_CODE), '?month=2026-11');
    expect(other.statusCode).toBe(200);
    expect(other.body).toContain(numbers.foreign);
    expect(other.body).not.toContain(numbers.confirmed);
    // A month not offered, or none: the current month (as the dashboard), the language de.
    const odd = await csv(await partnerCookies(OWN, CODE), '?month=1999-01&lang=xx');
    expect(odd.headers['content-disposition']).toContain('bookings-2026-11.csv');
    expect(odd.body).toContain('Gebucht am');
  });

  it("shows the office every partner's month with the partners' own figures and the sum", async () => {
    const office = await staffCookies('partnerbuero@example.org', 'admin.partners');
    const page = async (query: string, cookies: LoginCookies | null = office) =>
      t.app.inject({
        url: `${buildPath('AdminPartners', {}, 'de')}${query}`,
        ...(cookies === null ? {} : { cookies: { ...cookies } }),
      });
    const res = await page('?month=2026-11');
    expect(res.statusCode).toBe(200);
    const html = plain(res.body);
    const row = (id: number) =>
      new RegExp(`<tr data-partner-id="${id}">([\\s\\S]*?)</tr>`).exec(html)?.[1] ?? '';
    // The partner's own dashboard figures (confirmed and paid count; requested and option open).
    expect(row(OWN)).toContain('7401 · Reisebüro Buchfink');
    expect(row(OWN)).toMatch(/<td>3 · 1.600,50 €<\/td><td>2 · 500 €<\/td><td>2<\/td>/);
    expect(row(OTHER)).toMatch(/<td>1 · 9.999 €<\/td><td>0 · 0 €<\/td><td>0<\/td>/);
    // A booking without a partner is nobody's line and in no sum.
    expect(html).not.toContain('8.888 €');
    const sum = /data-testid="partner-bookings-sum">([\s\S]*?)<\/tr>/.exec(html)?.[1] ?? '';
    expect(sum).toContain('<td>5 · 12.376,50 €</td><td>2 · 500 €</td><td>2</td>');
    expect(html).toContain('Buchungen über Partner im November 2026');
    // Another month; one without any; a month not offered is the current one.
    expect(plain((await page('?month=2026-10')).body)).toMatch(
      /data-partner-id="7401">[\s\S]*?<td>1 · 400 €<\/td>/,
    );
    expect((await page('?month=2026-08')).body).toContain(
      'Im August 2026 wurden keine Buchungen über Partner gemacht.',
    );
    expect((await page('?month=1999-01')).body).toContain(
      'Buchungen über Partner im November 2026',
    );
    // Nobody else: the page is 404, the use-case refuses.
    expect((await page('?month=2026-11', null)).statusCode).toBe(404);
    await expect(officePartnerBookings(testContext(t.deps), '2026-11')).rejects.toMatchObject({
      code: 'forbidden',
    });
  });

  it("gives the office every partner's bookings of a month as one file, with each partner", async () => {
    const office = await staffCookies('partnerdatei@example.org', 'admin.partners');
    const file = (query: string, cookies: LoginCookies | null = office) =>
      t.app.inject({
        url: `/admin/partner-bookings.csv${query}`,
        ...(cookies === null ? {} : { cookies: { ...cookies } }),
      });
    // The page links the file of the month it shows, in its language.
    const page = await t.app.inject({
      url: `${buildPath('AdminPartners', {}, 'de')}?month=2026-10`,
      cookies: { ...office },
    });
    expect(page.body).toContain('href="/admin/partner-bookings.csv?month=2026-10&amp;lang=de"');
    expect(page.body).toContain('Alle Buchungen über Partner im Oktober 2026 als CSV-Datei');

    const res = await file('?month=2026-11&lang=de');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="partner-bookings-2026-11.csv"',
    );
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.headers['set-cookie']).toBeUndefined();
    const lines = res.body.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'Partnernummer;Partner;Buchung;Gebucht am;Objektnummer;Unterkunft;Anreise;Abreise;Nächte;Status;Gesamtpreis (EUR)',
    );
    const rows = lines.slice(1, -1).map((line) => line.split(';'));
    const byNumber = new Map(rows.map((cells) => [cells[2], cells]));
    // Every partner's November bookings, the latest first, with the partner's number and name
    // (a partner deleted since keeps its number); a booking without a partner is in no line.
    expect(rows.map((cells) => cells[2])).toEqual(
      [
        'option',
        'requested',
        'confirmed',
        'gone',
        'foreign',
        'declined',
        'cancelled',
        'paid',
        'earlyNov',
      ].map((name) => numbers[name]),
    );
    expect(byNumber.get(numbers.paid)?.slice(0, 2)).toEqual(['7401', 'Reisebüro Buchfink']);
    expect(byNumber.get(numbers.paid)?.slice(9)).toEqual(['Bestätigt', '500,50']);
    expect(byNumber.get(numbers.foreign)?.slice(0, 2)).toEqual(['7402', 'Fremdreisen Süd']);
    expect(byNumber.get(numbers.foreign)?.at(-1)).toBe('9999,00');
    // A partner deleted since keeps its number (its name goes once the server's minute-long
    // lookup has; the use-case below asks afresh).
    expect(byNumber.get(numbers.gone)?.[0]).toBe('7403');
    expect(res.body).not.toContain('8888,00');
    // No guest's data, as in the partners' own files.
    expect(res.body).not.toMatch(/Zacharias|Geheimweg|@gast\.example|@kunde\.example/);
    // English: commas, a decimal point, English headers.
    const english = await file('?month=2026-11&lang=en');
    expect(english.body.slice(1).split('\r\n')[0]).toMatch(/^Partner number,Partner,Booking,/);
    expect(english.body).toContain(',Confirmed,500.50');

    // Nobody but staff with admin.partners: no login, a partner, a customer, other staff.
    expect((await file('?month=2026-11', null)).statusCode).toBe(404);
    const partner = await t.app.inject({
      url: '/admin/partner-bookings.csv?month=2026-11',
      cookies: await partnerCookies(OWN, CODE),
    });
    expect(partner.statusCode).toBe(404);
    const clerk = await staffCookies('buchungsbuero@example.org', 'admin.bookings');
    const refused = await file('?month=2026-11', clerk);
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain(numbers.paid);
    await expect(
      officePartnerBookingsForExport(testContext(t.deps), '2026-11', 'de'),
    ).rejects.toMatchObject({ code: 'forbidden' });
    // A month not offered is the current one; past what a file holds, the name says so.
    expect((await file('?month=1999-01')).headers['content-disposition']).toContain(
      'partner-bookings-2026-11.csv',
    );
    const staff = testContext(t.deps, {
      user: { ...USER, kind: 'customer', partnerId: null, permissions: ['admin.partners'] },
    });
    const november = await officePartnerBookingsForExport(staff, '2026-11', 'de');
    const gone = november.lines.find((line) => line.partnerId === GONE);
    expect(gone?.partnerName).toBeNull();
    expect(november.lines.find((line) => line.partnerId === OWN)?.partnerName).toBe(
      'Reisebüro Buchfink',
    );
    const cut = await officePartnerBookingsForExport(staff, '2026-09', 'de', 5);
    expect(cut.lines).toHaveLength(5);
    expect(cut.truncated).toBe(true);
  });

  it('applies the rate the office records from a month on, for the office and the partner', async () => {
    const office = await staffCookies('provisionen@example.org', 'admin.partners');
    const { get, post } = adminPageClient(
      () => t.app,
      buildPath('AdminPartners', {}, 'de'),
      () => office,
    );
    const rateOf = (html: string, id: number) =>
      new RegExp(
        `<tr data-partner-id="${id}">[\\s\\S]*?data-testid="partner-commission">([^<]*)<`,
      ).exec(plain(html))?.[1];
    const save = (fields: Record<string, string | number>) =>
      post({ intent: 'commissionRate', ...fields }, office, SITE);

    // No rate yet: no commission, for the office and on the partner's dashboard.
    const before = await get(`${buildPath('AdminPartners', {}, 'de')}?month=2026-11`);
    expect(rateOf(before.body, OWN)).toBe('kein Satz hinterlegt');
    const cookies = await partnerCookies(OWN, CODE);
    expect(section(await dashboard(cookies))).not.toContain('partner-bookings-commission');
    // The form offers six months ahead, the current one (chosen) and 23 back.
    expect(before.body).toContain('<option value="2027-05">Mai 2027</option>');
    expect(before.body).toContain('<option value="2026-11" selected="">November 2026</option>');
    expect(before.body).toContain('<option value="2024-12">Dezember 2024</option>');
    expect(before.body).not.toContain('<option value="2027-06">');
    expect(before.body).toContain('Es ist noch kein Provisionssatz hinterlegt.');

    // 5 % from October, 7,5 % from November, 10 % from December (a later agreement).
    for (const [validFrom, rate] of [
      ['2026-10', '5'],
      ['2026-11', '7,5'],
      ['2026-12', '10 %'],
    ] as const) {
      const done = await save({ partnerId: OWN, rate, validFrom });
      expect(done.statusCode).toBe(200);
      expect(done.body).toMatch(/role="status"[^>]*data-testid="admin-result"/);
    }
    // November: 7,5 % of the counted 1.600,50 € is 120,0375 €, rounded once to the cent.
    const november = await get(`${buildPath('AdminPartners', {}, 'de')}?month=2026-11`);
    expect(rateOf(november.body, OWN)).toBe('7,5 % · 120,04 €');
    expect(rateOf(november.body, OTHER)).toBe('kein Satz hinterlegt');
    // The sum adds the partners' commissions as each is stated.
    expect(plain(november.body)).toMatch(
      /data-testid="partner-bookings-sum">[\s\S]*?<td>2<\/td><td>120,04 €<\/td>/,
    );
    expect(
      rateOf((await get(`${buildPath('AdminPartners', {}, 'de')}?month=2026-10`)).body, OWN),
    ).toBe('5 % · 20 €');
    // The partner sees the same figure, and the rate of the month it looks at.
    expect(plain(section(await dashboard(cookies))!)).toContain(
      'data-testid="partner-bookings-commission">120,04 € (7,5 % von 1.600,50 €)<',
    );
    expect(plain(section(await dashboard(cookies, '?month=2026-10'))!)).toContain(
      'data-testid="partner-bookings-commission">20 € (5 % von 400 €)<',
    );
    // A month before the first rate has none.
    expect(section(await dashboard(cookies, '?month=2026-09'))).not.toContain(
      'partner-bookings-commission',
    );
    // In English, with the language's percent.
    expect(plain(section(await dashboard(cookies, '', '/en/user/'))!)).toContain(
      '€120.04 (7.5% of €1,600.50)',
    );
    for (const [language, expected] of [
      ['fr', '120,04 € (7,5 % de 1 600,50 €)'],
      ['it', '120,04 € (7,5% di 1600,50 €)'],
    ] as const) {
      const html = await dashboard(cookies, '', buildPath('UserHome', {}, language));
      expect(plain(section(html)!), language).toContain(expected);
    }

    // A new rate for the same month replaces the old one, says so and logs both.
    const replaced = await save({ partnerId: OWN, rate: '8', validFrom: '2026-11' });
    expect(plain(replaced.body)).toContain(
      'Partner 7401 (Reisebüro Buchfink): Provisionssatz 8 % für Buchungen ab November 2026 gespeichert; er ersetzt den Satz von 7,5 % für diesen Monat.',
    );
    expect(
      rateOf((await get(`${buildPath('AdminPartners', {}, 'de')}?month=2026-11`)).body, OWN),
    ).toBe('8 % · 128,04 €');
    // What is on file, by partner and the latest month first, with when it was saved.
    const recorded = plain(
      /data-testid="commission-rates-table"[\s\S]*?<\/table>/.exec(replaced.body)?.[0] ?? '',
    );
    expect(
      [
        ...recorded.matchAll(
          /<tr data-rate="([^"]+)"><th scope="row">([^<]*)<\/th><td>([^<]*)<\/td><td>([^<]*)<\/td>/g,
        ),
      ].map((m) => m.slice(1)),
    ).toEqual([
      ['7401-2026-12', '7401 · Reisebüro Buchfink', 'Dezember 2026', '10 %'],
      ['7401-2026-11', '7401 · Reisebüro Buchfink', 'November 2026', '8 %'],
      ['7401-2026-10', '7401 · Reisebüro Buchfink', 'Oktober 2026', '5 %'],
    ]);
    expect(recorded).toContain('22.11.2026');
    const audit = await t.deps.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'partners.commissionRate'));
    expect(audit).toHaveLength(4);
    expect(audit.at(-1)).toMatchObject({
      target: `partner:${OWN}`,
      before: { validFrom: '2026-11', rateBp: 750 },
      after: { validFrom: '2026-11', rateBp: 800 },
    });

    // Refused, naming the field, and nothing written: bad rates, months not offered, numbers.
    const rows = async () =>
      (await t.deps.database.db.select().from(partnerCommissionRates)).length;
    const written = await rows();
    const refusedFor = async (fields: Record<string, string | number>, label: string) => {
      const res = await save(fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(200);
      expect(res.body).toMatch(/role="alert"[^>]*data-testid="admin-result"/);
      expect(res.body, JSON.stringify(fields)).toContain(`(${label})`);
      return res;
    };
    for (const rate of ['', 'acht', '7,125', '-1', '50,5', '120', '1e1', 'x'.repeat(40)]) {
      const res = await refusedFor(
        { partnerId: OWN, rate, validFrom: '2026-11' },
        'Provisionssatz in Prozent',
      );
      if (rate === 'acht') {
        expect(res.body).toContain('eine Zahl von 0 bis 50 mit höchstens zwei Nachkommastellen');
        // What was typed is in the form again, the field marked.
        expect(res.body).toMatch(
          /id="rate-percent"[^>]*aria-invalid="true"[^>]*value="acht"|id="rate-percent"[^>]*value="acht"[^>]*aria-invalid="true"/,
        );
      }
    }
    for (const validFrom of ['2027-06', '2024-11', '2026-13', '', '2026-11-01', 'x'.repeat(100)])
      await refusedFor({ partnerId: OWN, rate: '8', validFrom }, 'Gültig für Buchungen ab');
    for (const partnerId of ['0', 'x', '2147483648', '-1'])
      await refusedFor({ partnerId, rate: '8', validFrom: '2026-11' }, 'Partnernummer');
    const unknown = await refusedFor(
      { partnerId: 2_147_483_647, rate: '8', validFrom: '2026-11' },
      'Partnernummer',
    );
    expect(unknown.body).toContain('Einen Partner mit dieser Nummer gibt es nicht.');
    // Nobody else: no login or other staff (404), another site's page (403), the use-case.
    const clerk = await staffCookies('provisionsfremd@example.org', 'admin.bookings');
    const fields = { intent: 'commissionRate', partnerId: OWN, rate: '30', validFrom: '2026-11' };
    expect((await post(fields, null, SITE)).statusCode).toBe(404);
    expect((await post(fields, clerk, SITE)).statusCode).toBe(404);
    expect(
      (await post(fields, (await partnerCookies(OWN, CODE)) as unknown as LoginCookies, SITE))
        .statusCode,
    ).toBe(404);
    expect((await post(fields, office, 'https://evil.example')).statusCode).toBe(403);
    await expect(
      officeSetCommissionRate(testContext(t.deps), {
        partnerId: OWN,
        rate: '30',
        validFrom: '2026-11',
      }),
    ).rejects.toMatchObject({ code: 'forbidden' });
    expect(await rows()).toBe(written);
    expect(
      rateOf((await get(`${buildPath('AdminPartners', {}, 'de')}?month=2026-11`)).body, OWN),
    ).toBe('8 % · 128,04 €');
  });

  it('lists at most COMMISSION_RATES_LISTED rates on file and says there are more', async () => {
    const staff = testContext(t.deps, {
      user: { ...USER, kind: 'customer', partnerId: null, permissions: ['admin.partners'] },
    });
    const { db } = t.deps.database;
    const before = await officeCommissionRates(staff);
    expect(before.more).toBe(false);
    await db.insert(partnerCommissionRates).values(
      Array.from({ length: COMMISSION_RATES_LISTED - before.rates.length + 1 }, (_, i) => ({
        partnerId: 900_000 + i,
        validFrom: '2026-01',
        rateBp: 500,
      })),
    );
    const after = await officeCommissionRates(staff);
    expect(after.rates).toHaveLength(COMMISSION_RATES_LISTED);
    expect(after.more).toBe(true);
    // A partner with no row (deleted, or never one): its rates keep their number, no name.
    expect(after.rates.at(-1)).toMatchObject({ partnerName: null, validFrom: '2026-01' });
    await expect(officeCommissionRates(testContext(t.deps))).rejects.toMatchObject({
      code: 'forbidden',
    });
    await db.delete(partnerCommissionRates).where(gte(partnerCommissionRates.partnerId, 900_000));
  });

  // Two connections needed (two transactions at once): PostgreSQL only.
  it.skipIf(kind !== 'postgres')(
    'logs the rate that a change saved meanwhile replaced, not none',
    async () => {
      const staff = testContext(t.deps, {
        user: { ...USER, kind: 'customer', partnerId: null, permissions: ['admin.partners'] },
      });
      const { db } = t.deps.database;
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let written!: () => void;
      const rateWritten = new Promise<void>((resolve) => (written = resolve));
      // Another change in the middle of its transaction: 6 % for January written, not committed.
      const other = db.transaction(async (tr) => {
        const tx = tr as unknown as typeof db;
        await lockPartner(tx, OTHER);
        await putCommissionRate(tx, {
          partnerId: OTHER,
          validFrom: '2027-01',
          rateBp: 600,
          setAt: FIXED_NOW,
        });
        written();
        await held;
      });
      await rateWritten;
      const change = officeSetCommissionRate(staff, {
        partnerId: OTHER,
        rate: '9',
        validFrom: '2027-01',
      });
      await new Promise((resolve) => setTimeout(resolve, 500));
      release();
      await other;
      // It waited for the other change and replaced its rate (without the partner's lock it
      // would have read no rate, waited at the insert and logged that it replaced none).
      expect(await change).toMatchObject({ rateBp: 900, replacedBp: 600 });
      const [entry] = await db
        .select()
        .from(auditLog)
        .where(eq(auditLog.target, `partner:${OTHER}`));
      expect(entry?.before).toEqual({ validFrom: '2027-01', rateBp: 600 });
    },
  );

  it('removes a rate entered by mistake, for a month the form offers, and logs it', async () => {
    const office = await staffCookies('provisionen-weg@example.org', 'admin.partners');
    const path = buildPath('AdminPartners', {}, 'de');
    const { get, post } = adminPageClient(
      () => t.app,
      path,
      () => office,
    );
    const remove = (
      fields: Record<string, string | number>,
      cookies: LoginCookies | null = office,
      site = SITE,
    ) => post({ intent: 'removeCommissionRate', ...fields }, cookies, site);
    const commissionOf = async (month: string) =>
      new RegExp(
        `<tr data-partner-id="${OWN}">[\\s\\S]*?data-testid="partner-commission">([^<]*)<`,
      ).exec(plain((await get(`${path}?month=${month}`)).body))?.[1];
    const rowOf = (html: string, key: string) =>
      new RegExp(`<tr data-rate="${key}">[\\s\\S]*?</tr>`).exec(plain(html))?.[0] ?? '';
    const { db } = t.deps.database;
    const rows = async () => (await db.select().from(partnerCommissionRates)).length;
    // A rate older than the form offers: history, not removable.
    await db
      .insert(partnerCommissionRates)
      .values({ partnerId: OWN, validFrom: '2024-06', rateBp: 300 });
    // What the test before left, set again so that this one runs alone too.
    for (const [validFrom, rate] of [
      ['2026-10', '5'],
      ['2026-11', '8'],
      ['2026-12', '10'],
    ] as const)
      await post({ intent: 'commissionRate', partnerId: OWN, rate, validFrom }, office, SITE);

    const page = (await get(path)).body;
    expect(rowOf(page, `${OWN}-2026-11`)).toMatch(
      /<input type="hidden" name="intent" value="removeCommissionRate"\/><input type="hidden" name="partnerId" value="7401"\/><input type="hidden" name="validFrom" value="2026-11"\/><button type="submit" class="[^"]*" aria-label="Entfernen: Satz von Partner 7401 · Reisebüro Buchfink ab November 2026">Entfernen<\/button>/,
    );
    expect(rowOf(page, `${OWN}-2024-06`)).toContain('Juni 2024');
    expect(rowOf(page, `${OWN}-2024-06`)).not.toContain('<button');

    // November falls back to October's 5 %: 80,025 € rounded once (the partner's dashboard reads
    // the same rates, tested above).
    const done = await remove({ partnerId: OWN, validFrom: '2026-11' });
    expect(done.body).toMatch(/role="status"[^>]*data-testid="admin-result"/);
    expect(plain(done.body)).toContain(
      'Partner 7401 (Reisebüro Buchfink): Provisionssatz 8 % für Buchungen ab November 2026 entfernt.',
    );
    expect(rowOf(done.body, `${OWN}-2026-11`)).toBe('');
    expect(await commissionOf('2026-11')).toBe('5 % · 80,03 €');
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'partners.commissionRateRemoved'));
    expect(entry).toMatchObject({
      target: `partner:${OWN}`,
      before: { validFrom: '2026-11', rateBp: 800 },
      after: null,
    });

    // Refused, naming the field, and nothing removed.
    const written = await rows();
    const refusedFor = async (fields: Record<string, string | number>, label: string) => {
      const res = await remove(fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(200);
      expect(res.body).toMatch(/role="alert"[^>]*data-testid="admin-result"/);
      expect(res.body, JSON.stringify(fields)).toContain(`(${label})`);
      return res;
    };
    const again = await refusedFor(
      { partnerId: OWN, validFrom: '2026-11' },
      'Gültig für Buchungen ab',
    );
    expect(again.body).toContain('Für diesen Partner ist für diesen Monat kein Provisionssatz');
    for (const validFrom of ['2024-06', '2027-06', '2026-13', '', 'x'.repeat(100)])
      await refusedFor({ partnerId: OWN, validFrom }, 'Gültig für Buchungen ab');
    for (const partnerId of ['0', 'x', '2147483648', '-1'])
      await refusedFor({ partnerId, validFrom: '2026-12' }, 'Partnernummer');
    const unknown = await refusedFor(
      { partnerId: 2_147_483_647, validFrom: '2026-12' },
      'Partnernummer',
    );
    expect(unknown.body).toContain('Einen Partner mit dieser Nummer gibt es nicht.');
    // Nobody else: no login or other staff (404), a partner (404), another site's page (403), the
    // use-case.
    const clerk = await staffCookies('provisionsfremd-weg@example.org', 'admin.bookings');
    const fields = { partnerId: OWN, validFrom: '2026-12' };
    expect((await remove(fields, null)).statusCode).toBe(404);
    expect((await remove(fields, clerk)).statusCode).toBe(404);
    const partner = await partnerCookies(OTHER, OTHER_CODE);
    expect((await remove(fields, partner as unknown as LoginCookies)).statusCode).toBe(404);
    expect((await remove(fields, office, 'https://evil.example')).statusCode).toBe(403);
    await expect(officeRemoveCommissionRate(testContext(t.deps), fields)).rejects.toMatchObject({
      code: 'forbidden',
    });
    expect(await rows()).toBe(written);
    expect(rowOf((await get(path)).body, `${OWN}-2026-12`)).toContain('<td>10 %</td>');

    // As it was for the tests after this one.
    await post(
      { intent: 'commissionRate', partnerId: OWN, rate: '8', validFrom: '2026-11' },
      office,
      SITE,
    );
    await db.delete(partnerCommissionRates).where(eq(partnerCommissionRates.validFrom, '2024-06'));
  });
  it('records a month’s commission as paid out once the month is over, once, for the partner to see', async () => {
    const office = await staffCookies('auszahlung@example.org', 'admin.partners');
    const path = buildPath('AdminPartners', {}, 'de');
    const { get, post } = adminPageClient(
      () => t.app,
      path,
      () => office,
    );
    const db = t.deps.database.db;
    // 5 % from October: October's counted 400 € give 20 €.
    await post(
      { intent: 'commissionRate', partnerId: OWN, rate: '5', validFrom: '2026-10' },
      office,
      SITE,
    );
    const payoutOf = (html: string, id: number) =>
      new RegExp(
        `<tr data-partner-id="${id}">[\\s\\S]*?data-testid="partner-payout">([\\s\\S]*?)</td>`,
      ).exec(plain(html))?.[1];
    const october = (await get(`${path}?month=2026-10`)).body;
    expect(payoutOf(october, OWN)).toBe('noch nicht ausgezahlt');
    // The form below the table posts the figure shown.
    const form = /data-payout-partner="7401"[\s\S]*?<\/form>/.exec(plain(october))?.[0] ?? '';
    expect(form).toContain('7401 · Reisebüro Buchfink: 20 €');
    expect(form).toContain('name="month" value="2026-10"');
    expect(form).toContain('name="amountCents" value="2000"');
    // The running month still takes bookings: no form yet.
    const november = (await get(`${path}?month=2026-11`)).body;
    expect(payoutOf(november, OWN)).toBe('nach Monatsende');

    const pay = (fields: Record<string, string | number>, cookies: LoginCookies | null = office) =>
      post({ intent: 'commissionPayout', ...fields }, cookies, SITE);
    const refusedFor = async (fields: Record<string, string | number>, field: string) => {
      const res = await pay(fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(200);
      expect(res.body).toMatch(/role="alert"[^>]*data-testid="admin-result"/);
      expect(res.body, JSON.stringify(fields)).toContain(`(${field})`);
      return res;
    };
    const fields = { partnerId: OWN, month: '2026-10', amountCents: 2_000 };
    const open = await refusedFor({ ...fields, month: '2026-11', amountCents: 12_804 }, 'month');
    expect(open.body).toContain('erst nach Ablauf ihres Monats');
    for (const month of ['2024-10', '2026-13', '', 'x'.repeat(50)])
      await refusedFor({ ...fields, month }, 'month');
    for (const partnerId of ['0', 'x', '2147483648', '-1'])
      await refusedFor({ ...fields, partnerId }, 'partnerId');
    for (const amountCents of ['x', '-1', '2147483648'])
      await refusedFor({ ...fields, amountCents }, 'amountCents');
    // Another amount than the month's (the page was older than a change): look again.
    const changed = await refusedFor({ ...fields, amountCents: 1_999 }, 'amountCents');
    expect(changed.body).toContain('Die Provision hat sich inzwischen geändert.');
    // A partner without commission that month.
    await refusedFor({ ...fields, partnerId: OTHER, amountCents: 100 }, 'partnerId');
    // Nobody else: no login or other staff (404), a partner (404), another site's page (403).
    const clerk = await staffCookies('auszahlung-fremd@example.org', 'admin.bookings');
    expect((await pay(fields, null)).statusCode).toBe(404);
    expect((await pay(fields, clerk)).statusCode).toBe(404);
    const partner = await partnerCookies(OTHER, OTHER_CODE);
    expect((await pay(fields, partner as unknown as LoginCookies)).statusCode).toBe(404);
    expect(
      (await post({ intent: 'commissionPayout', ...fields }, office, 'https://evil.example'))
        .statusCode,
    ).toBe(403);
    await expect(recordCommissionPayout(testContext(t.deps), { ...fields })).rejects.toMatchObject({
      code: 'forbidden',
    });
    expect(await db.select().from(partnerPayouts)).toEqual([]);

    // Two clicks at once (two tabs): recorded once.
    const [first, second] = await Promise.all([pay(fields), pay(fields)]);
    const accepted = (res: { body: string }) =>
      /role="status"[^>]*data-testid="admin-result"/.test(res.body);
    expect([first, second].map((res) => (accepted(res) ? 'done' : 'refused')).sort()).toEqual([
      'done',
      'refused',
    ]);
    const done = [first, second].find(accepted)!;
    expect(plain(done.body)).toContain(
      'Provision von 20 € für Oktober 2026 an Partner 7401 (Reisebüro Buchfink) als ausgezahlt verbucht.',
    );
    const paid = (await get(`${path}?month=2026-10`)).body;
    expect(payoutOf(paid, OWN)).toBe('20 € am 22.11.2026');
    expect(paid).not.toContain('data-payout-partner="7401"');
    expect(await db.select().from(partnerPayouts)).toEqual([
      {
        partnerId: OWN,
        month: '2026-10',
        amountCents: 2_000,
        rateBp: 500,
        basisCents: 40_000,
        recordedAt: FIXED_NOW,
        accountId: expect.any(Number),
      },
    ]);
    const again = await refusedFor(fields, 'month');
    expect(again.body).toContain('bereits als ausgezahlt verbucht');
    const audit = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'partners.commissionPaid'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      target: `partner:${OWN}`,
      before: null,
      after: { month: '2026-10', amountCents: 2_000, rateBp: 500, basisCents: 40_000 },
    });

    // The partner sees it on its dashboard in the month's figures.
    const cookies = await partnerCookies(OWN, CODE);
    const paidMonth = plain(section(await dashboard(cookies, '?month=2026-10'))!);
    expect(paidMonth).toContain('data-testid="partner-bookings-payout">20 € am 22.11.2026<');
    expect(paidMonth).not.toContain('partner-bookings-payout-changed');
    expect(plain(section(await dashboard(cookies, '?month=2026-10', '/en/user/'))!)).toContain(
      'partner-bookings-payout">€20 on 22/11/2026<',
    );
    expect(section(await dashboard(cookies))).not.toContain('partner-bookings-payout');

    // A booking of October confirmed after the payout: both sides see that the month moved.
    await insertBooking(t.deps.database, {
      objectNumber: await firstActiveObjectNumber(t.deps.database),
      booking: {
        partnerId: OWN,
        status: 'confirmed',
        priceCompleteCents: 10_000,
        totalCents: 14_900,
        createdAt: new Date('2026-10-15T10:00:00Z'),
      },
    });
    const moved = (await get(`${path}?month=2026-10`)).body;
    expect(payoutOf(moved, OWN)).toContain('20 € am 22.11.2026');
    expect(payoutOf(moved, OWN)).toContain('seitdem geändert, jetzt 25 €');
    expect(section(await dashboard(cookies, '?month=2026-10'))).toContain(
      'partner-bookings-payout-changed',
    );
  });
});
