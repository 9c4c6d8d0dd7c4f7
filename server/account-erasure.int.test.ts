// "Ihre Daten" in the user area (decision 087) on PGlite and PostgreSQL, as a browser without
// JavaScript posts the dashboard's forms (production bundle, route action): the export is one JSON
// file of what is filed under the account and nothing of another's; the deletion needs the
// password and the tick, is refused for back-office accounts, erases the account, its sessions,
// watch list and last seen objects, keeps the bookings without the link, unsubscribes the
// newsletter, mails a notice and ends the session.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath } from '#core/routes';
import { findBooking } from '#db/repositories/booking-records';
import {
  accounts,
  bookings,
  customers,
  enquiries,
  lastSeenObjects,
  newsletterSubscriptions,
  visitorContacts,
  watchLists,
  watchedObjects,
} from '#db/schema';
import { mailsSent } from '#services/accounts';
import {
  insertCustomer,
  insertLoginAccount,
  loginAs,
  type LoginCookies,
} from '#tests/factories/account';
import { insertBooking } from '#tests/factories/booking';
import { firstActiveObjectNumber } from '#tests/factories/object';
import { build, TEST_MANDANT, type TestApp } from '#tests/helpers/app';
import { SITE } from '#tests/helpers/admin-payments';
import { databaseKinds } from '#tests/helpers/database';
import { startMailCapture, type MailCapture } from '#tests/helpers/mail';

const HOME = buildPath('UserHome', {}, 'de');
const EXPORT = '/user/data-export/';

describe.each(databaseKinds())('own data: export and deletion (%s)', (kind) => {
  let t: TestApp;
  let mail: MailCapture;
  let objectNumber: number;
  let people = 0;

  beforeAll(async () => {
    mail = await startMailCapture();
    t = await build({ kind, ssr: true, catalogue: { objects: 3 }, env: { SMTP_URL: mail.url } });
    objectNumber = await firstActiveObjectNumber(t.deps.database);
  }, 60_000);
  afterAll(async () => {
    await mailsSent();
    await t?.close();
    await mail?.close();
  });

  /** A customer with a login, a booking filed under the account and one watched object. */
  async function customer(permissions: string[] = []) {
    const n = ++people;
    const account = await insertLoginAccount(t.deps.database, {
      email: `kundin${n}@example.org`,
      firstName: 'Klara',
      lastName: `Kundin${'ABCDEFGH'[n]}`,
      permissions,
    });
    const cookies = await loginAs(t.app, account);
    const record = await insertCustomer(t.deps.database, {
      accountId: account.id,
      email: account.email,
    });
    const booking = await insertBooking(t.deps.database, {
      objectNumber,
      booking: { customerNumber: record.customerNumber },
    });
    const watched = await t.app.inject({
      method: 'POST',
      url: '/api/user/watchedobjects/set',
      payload: { mandant: TEST_MANDANT, objectNumber, action: 'add' },
      cookies: { ...cookies },
      headers: { origin: SITE },
    });
    expect(watched.statusCode, watched.body).toBe(200);
    return { account, cookies, booking, record };
  }

  const post = (
    fields: Record<string, string>,
    cookies: LoginCookies | null,
    origin = SITE,
    url = HOME,
  ) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: new URLSearchParams(fields).toString(),
      headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
      cookies: cookies ? { ...cookies } : {},
    });

  it('shows the panel, and exports what is filed under the account and nothing of another’s', async () => {
    const own = await customer();
    const other = await customer();
    const page = await t.app.inject({ url: HOME, cookies: { ...own.cookies } });
    expect(page.body).toContain('data-testid="own-data"');
    expect(page.body).toContain('action="/user/data-export/"');

    const res = await post({}, own.cookies, SITE, EXPORT);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="account-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers['cache-control']).toContain('no-store');
    const data = JSON.parse(res.body) as {
      account: { email: string };
      bookings: { bookingNumber: string; payments: unknown[] }[];
      watchList: { objectNumber: number }[];
    };
    expect(data.account.email).toBe(own.account.email);
    expect(data.bookings.map((b) => b.bookingNumber)).toEqual([
      `${own.booking.createdAt!.getUTCFullYear()}-${own.booking.displayNumber}`,
    ]);
    expect(data.watchList.map((w) => w.objectNumber)).toEqual([objectNumber]);
    expect(res.body).not.toContain(other.account.email);
    expect(res.body).not.toContain('passwordHash');
    expect(res.body).not.toContain('$argon2');

    // Not logged in: no file, the login form instead; a foreign page: refused.
    const anonymous = await post({ intent: 'exportData' }, null);
    expect(anonymous.headers['content-disposition']).toBeUndefined();
    expect(
      (await post({ intent: 'exportData' }, own.cookies, 'https://evil.example')).statusCode,
    ).toBe(403);
  });

  it('exports ten times an hour per account, then answers 429 with a text and no file', async () => {
    const own = await customer();
    const other = await customer();
    for (let i = 0; i < 10; i++) {
      expect((await post({}, own.cookies, SITE, EXPORT)).statusCode).toBe(200);
    }
    const refused = await post({}, own.cookies, SITE, EXPORT);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-disposition']).toBeUndefined();
    expect(refused.headers['content-type']).toContain('text/plain');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body).toMatch(
      /schon mehrmals heruntergeladen\. Bitte versuchen Sie es in \d+ Minuten/,
    );
    expect(refused.body).not.toContain(own.account.email);
    // Another account's exports are its own.
    expect((await post({}, other.cookies, SITE, EXPORT)).statusCode).toBe(200);
  });

  it('refuses a deletion without the tick or with a wrong password, and for back-office accounts', async () => {
    const own = await customer();
    const noTick = await post(
      { intent: 'deleteAccount', password: own.account.password },
      own.cookies,
    );
    expect(noTick.statusCode).toBe(200);
    expect(noTick.body).toContain('endgültig löschen möchten');
    const wrong = await post(
      { intent: 'deleteAccount', password: 'falsch falsch falsch', confirmed: 'on' },
      own.cookies,
    );
    expect(wrong.statusCode).toBe(200);
    expect(wrong.body).toMatch(/Passwort/);
    const staff = await customer(['admin.payments']);
    const refused = await post(
      { intent: 'deleteAccount', password: staff.account.password, confirmed: 'on' },
      staff.cookies,
    );
    expect(refused.body).toContain('Zugriff auf die Verwaltung');
    const db = t.deps.database.db;
    for (const id of [own.account.id, staff.account.id]) {
      expect(await db.select().from(accounts).where(eq(accounts.id, id))).toHaveLength(1);
    }
  });

  it('deletes the account, keeps the booking unlinked, ends the session and mails a notice', async () => {
    const own = await customer();
    const db = t.deps.database.db;
    const [row] = await db.select().from(accounts).where(eq(accounts.id, own.account.id));
    await db.insert(lastSeenObjects).values({ uid: row!.uid, objectNumber });
    // What else is filed under the address or the account's visitor id.
    await db
      .insert(newsletterSubscriptions)
      .values({ email: own.account.email.toUpperCase(), status: 'confirmed' });
    await db.insert(visitorContacts).values({ uid: row!.uid, email: own.account.email });
    await db
      .update(bookings)
      .set({ uid: row!.uid })
      .where(eq(bookings.bookingId, own.booking.bookingId));
    const [enquiry] = await db
      .insert(enquiries)
      .values({
        objectNumber,
        accountId: own.account.id,
        uid: row!.uid,
        firstName: 'Klara',
        lastName: 'Kundin',
        email: own.account.email,
        phone: '+49 30 1234567',
        message: 'Ist der Kamin nutzbar?',
      })
      .returning({ id: enquiries.id });
    const done = await post(
      { intent: 'deleteAccount', password: own.account.password, confirmed: 'on' },
      own.cookies,
    );
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe('/user/login/?accountDeleted');
    const cleared = done.cookies.find((c) => c.name === 'token');
    expect(cleared?.value ?? '').toBe('');

    expect(await db.select().from(accounts).where(eq(accounts.id, own.account.id))).toEqual([]);
    expect(await db.select().from(watchedObjects).where(eq(watchedObjects.uid, row!.uid))).toEqual(
      [],
    );
    expect(
      await db.select().from(lastSeenObjects).where(eq(lastSeenObjects.uid, row!.uid)),
    ).toEqual([]);
    expect(await db.select().from(watchLists).where(eq(watchLists.uid, row!.uid))).toEqual([]);
    expect(
      await db.select().from(visitorContacts).where(eq(visitorContacts.uid, row!.uid)),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(newsletterSubscriptions)
        .where(sql`lower(${newsletterSubscriptions.email}) = ${own.account.email}`),
    ).toEqual([]);
    const [asked] = await db.select().from(enquiries).where(eq(enquiries.id, enquiry!.id));
    expect(asked).toMatchObject({
      accountId: null,
      uid: null,
      email: '',
      phone: null,
      message: '',
    });
    expect(asked?.objectNumber).toBe(objectNumber);
    // The booking stays (retention duties), its customer record no longer anyone's, and a browser
    // still holding the account's visitor id no longer opens it.
    expect((await findBooking(db, own.booking.bookingId))?.uid).toBeNull();
    const [record] = await db
      .select()
      .from(customers)
      .where(eq(customers.customerNumber, own.record.customerNumber));
    expect(record?.accountId).toBeNull();
    // The old token opens nothing any more, and the login page says what happened.
    const after = await t.app.inject({ url: HOME, cookies: { ...own.cookies } });
    expect(after.body).not.toContain('data-testid="own-data"');
    const login = await t.app.inject({ url: '/user/login/?accountDeleted' });
    expect(login.body).toContain('Ihr Kundenkonto wurde gelöscht.');

    await mailsSent();
    const notice = await mail.waitForMessage((m) => m.to.includes(own.account.email));
    expect(notice.subject).toBe('Ihr Kundenkonto bei Feriora wurde gelöscht');
    expect(notice.text).toContain('Ihre Buchungen bewahren wir');
  });
});
