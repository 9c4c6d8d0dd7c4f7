// The office's payments page in integration tests (decisions 080, 082): a test app with SSR and a
// mail capture, one object paid by deposit and balance (card, transfer or invoice), the office account
// (admin.payments) and an auditor (admin.access only, reads the audit log); bookings by the API
// paid by transfer, and the page's posts as a browser without JavaScript sends them. Call it in a
// describe: it registers that describe's beforeAll and afterAll.
import { afterAll, beforeAll, expect } from 'vitest';
import { addDays, todayInBerlin } from '#core/dates';
import { buildPath } from '#core/routes';
import { findPayment, listBookingPayments } from '#db/repositories/payments-records';
import { bookingMailsSettled } from '#services/booking';
import { ensureSearchIndex } from '#services/search';
import { insertLoginAccount, loginAs, type LoginCookies } from '#tests/factories/account';
import { availability } from '#tests/factories/availability';
import { bookingRequest } from '#tests/factories/booking-request';
import { insertObject } from '#tests/factories/object';
import { priceRules } from '#tests/factories/price-rules';
import { build, TEST_MANDANT, type TestApp } from './app';
import { FIXED_NOW } from './clock';
import type { TestDatabaseKind } from './database';
import { startMailCapture, type MailCapture } from './mail';

export const SITE = 'http://localhost:3000';
export const TODAY = todayInBerlin(FIXED_NOW);
export const PAYMENTS_PATH = buildPath('AdminPayments', {}, 'de');

type Answer = { statusCode: number; body: string };

export function adminPaymentsFixture(
  kind: TestDatabaseKind,
  /** The bookings' client addresses: `${addressPrefix}.<n>` (each file its own range). */
  addressPrefix: string,
) {
  // Filled by beforeAll, before any test reads it.
  const state = {} as {
    t: TestApp;
    mail: MailCapture;
    office: LoginCookies;
    auditor: LoginCookies;
    objectNumber: number;
  };
  let guests = 0;

  beforeAll(async () => {
    state.mail = await startMailCapture();
    state.t = await build({ kind, ssr: true, env: { SMTP_URL: state.mail.url } });
    const object = await insertObject(state.t.deps.database, {
      // Deposit and balance, by card, transfer or the agency's invoice.
      rules: priceRules({ payments: [1, 2, 3] }),
      availability: availability(),
      landlord: { name: 'Familie Vermieter', email: 'vermieter@example.org' },
    });
    state.objectNumber = object.objectNumber;
    await ensureSearchIndex(state.t.deps);
    state.office = await loginAs(
      state.t.app,
      await insertLoginAccount(state.t.deps.database, {
        email: 'buchhaltung@example.org',
        permissions: ['admin.payments'],
      }),
    );
    state.auditor = await loginAs(
      state.t.app,
      await insertLoginAccount(state.t.deps.database, {
        email: 'auditor@example.org',
        permissions: ['admin.access'],
      }),
    );
  }, 60_000);
  afterAll(async () => {
    await bookingMailsSettled();
    await state.t?.close();
    await state.mail?.close();
  });

  /**
   * A booking by the API arriving `offset` days after today, paid as `paymentMethod`, by a guest
   * of a last name of their own unless `lastName` is given.
   */
  async function book(offset: number, paymentMethod = 'bankTransfer', lastName?: string) {
    const email = `gast${++guests}@example.org`;
    const res = await state.t.app.inject({
      method: 'POST',
      url: '/api/booking',
      remoteAddress: `${addressPrefix}.${guests}`,
      payload: bookingRequest({
        mandant: TEST_MANDANT,
        objectNumber: state.objectNumber,
        startDate: addDays(TODAY, offset),
        paymentMethod,
        email,
        firstName: 'Greta',
        lastName: lastName ?? `Gast${'ABCDEFGHIJKLMNOPQRSTUVWXYZ'[guests] ?? guests}`,
      }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data as { bookingId: number; bookingDisplayNumber: string };
    const payments = await listBookingPayments(state.t.deps.database.db, data.bookingId);
    return { ...data, email, payments };
  }

  return {
    /** The app, mail capture and accounts, once beforeAll has run. */
    get t() {
      return state.t;
    },
    get mail() {
      return state.mail;
    },
    get office() {
      return state.office;
    },
    get auditor() {
      return state.auditor;
    },
    book,
    get: (url: string, cookies: LoginCookies | null = state.office) =>
      state.t.app.inject({ url, cookies: cookies ? { ...cookies } : {} }),
    /** A post of the payments page's form. */
    post: (
      fields: Record<string, string | number>,
      cookies: LoginCookies | null = state.office,
      origin = SITE,
    ) =>
      state.t.app.inject({
        method: 'POST',
        url: PAYMENTS_PATH,
        payload: new URLSearchParams(
          Object.entries(fields).map(([k, v]) => [k, String(v)]),
        ).toString(),
        headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
        cookies: cookies ? { ...cookies } : {},
      }),
    /** The page's alert, naming the field. */
    refused: (res: Answer, field: string) => {
      expect(res.statusCode).toBe(200);
      expect(res.body).toMatch(/role="alert"[^>]*data-testid="admin-result"/);
      expect(res.body).toContain(`(${field})`);
    },
    /** The page's status line: done. */
    accepted: (res: Answer) => {
      expect(res.statusCode).toBe(200);
      expect(res.body).toMatch(/role="status"[^>]*data-testid="admin-result"/);
    },
    statusOf: async (paymentId: number) =>
      (await findPayment(state.t.deps.database.db, paymentId))?.status,
  };
}
