// POST /api/mailer/contact (SPEC §7; issue 16): every form's fields refused naming
// `formData.<field>` (an empty reason: formData.reason), the office's mail (Reply-To the sender,
// every field, the visit's partner and campaign) and the sender's fixed confirmation (captured by
// the SMTP capture), the form guard's verdicts, the abuse limits per client address and per sender
// address (counted in the database: a second app instance on it sees them), the Origin check, and
// no 5xx on fuzzed input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openDatabase, type Database } from '#db/client';
import { contactMessages } from '#db/schema';
import { issueFormToken } from '#services/platform';
import { CONTACT_LIMITS } from '#services/content';
import { todayInBerlin } from '#core/dates';
import { insertPartner } from '#tests/factories/partner';
import { fuzzCases } from '#tests/helpers/api-fuzz';
import { isValidEnvelope } from '#core/envelope';
import { build, TEST_MANDANT, type TestApp } from '#tests/helpers/app';
import { FIXED_NOW } from '#tests/helpers/clock';
import { createTestDatabase, databaseKinds, type TestDatabase } from '#tests/helpers/database';
import { linksIn, startMailCapture, type MailCapture } from '#tests/helpers/mail';

const URL_ = '/api/mailer/contact';
const OFFICE = 'office@feriora.test';
const HOUR_MS = 60 * 60 * 1000;

describe.each(databaseKinds())('POST /api/mailer/contact (%s)', (kind) => {
  let testDb: TestDatabase;
  let t: TestApp;
  let second: TestApp;
  /** A second connection to the same database, for the second instance (a second process). */
  let secondDb: Database;
  let capture: MailCapture;
  let clockMs = FIXED_NOW.getTime();
  let ipCounter = 0;
  let addressCounter = 0;

  beforeAll(async () => {
    capture = await startMailCapture();
    testDb = await createTestDatabase(kind);
    secondDb =
      kind === 'postgres'
        ? await openDatabase({ kind: 'postgres', url: testDb.url!, poolSize: 4 })
        : testDb.database;
    const env = {
      SMTP_URL: capture.url,
      SITE_URL: 'https://feriora.test',
      OFFICE_EMAIL: OFFICE,
      RATE_LIMIT_PER_MINUTE: '100000',
    };
    t = await build({ database: testDb.database, env });
    second = await build({ database: secondDb, env });
    t.deps.clock = () => new Date(clockMs);
    second.deps.clock = () => new Date(clockMs);
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
    if (secondDb !== testDb.database) await secondDb?.close();
    await testDb?.drop();
    await capture?.close();
  });

  /** A token of a form rendered `ageMs` ago (the time trap wants 3 s). */
  const token = (ageMs = 10_000, form: 'contact' | 'registration' = 'contact') =>
    issueFormToken({ deps: t.deps, now: new Date(clockMs - ageMs) }, form);

  /** A fresh client address and sender address, so the limits of one test spare the next. */
  const freshIp = () => `198.51.100.${++ipCounter}`;
  const freshEmail = () => `sender${++addressCounter}@example.org`;

  const valid = (over: Record<string, unknown> = {}) => ({
    form: 'guest',
    reason: 'general',
    salutation: 'ms',
    firstName: 'Anna',
    lastName: 'Muster',
    email: freshEmail(),
    phone: '+49 30 123456',
    message: 'Gibt es Bettwäsche?\nUnd Handtücher?',
    formToken: token(),
    website2: '',
    ...over,
  });

  async function send(
    formData: Record<string, unknown>,
    options: {
      ip?: string;
      app?: TestApp;
      query?: string;
      origin?: string;
      cookies?: Record<string, string>;
    } = {},
  ) {
    const res = await (options.app ?? t).app.inject({
      method: 'POST',
      url: `${URL_}${options.query ?? ''}`,
      payload: { mandant: TEST_MANDANT, formData },
      remoteAddress: options.ip ?? freshIp(),
      headers: options.origin === undefined ? {} : { origin: options.origin },
      cookies: options.cookies ?? {},
    });
    return { status: res.statusCode, body: res.json() };
  }

  const fieldsOf = (body: { errors?: { data?: { field?: string } }[] }) =>
    (body.errors ?? []).map((e) => e.data?.field);

  const rows = (db: Database, email: string) =>
    db.db.select().from(contactMessages).where(eq(contactMessages.email, email));

  it('refuses an empty or missing reason naming formData.reason, for every form', async () => {
    for (const form of ['guest', 'landlord', 'partner', 'agency']) {
      for (const reason of ['', undefined]) {
        const { status, body } = await send(valid({ form, reason }));
        expect(status, `${form} ${String(reason)}`).toBe(400);
        expect(body.status).toBe(400);
        expect(fieldsOf(body)).toEqual(['formData.reason']);
      }
    }
  });

  it("refuses each field of each form, naming it, and another form's reason", async () => {
    const today = todayInBerlin(FIXED_NOW);
    const cases: [string, Record<string, unknown>, string[]][] = [
      ['form', { form: 'tourist' }, ['formData.form']],
      ['salutation', { salutation: 'sir' }, ['formData.salutation']],
      ['firstName empty', { firstName: '' }, ['formData.firstName']],
      ['firstName link', { firstName: 'www.spam.example' }, ['formData.firstName']],
      ['lastName', { lastName: 'Muster9' }, ['formData.lastName']],
      ['email', { email: 'anna-at-example' }, ['formData.email']],
      ['phone', { phone: 'call me' }, ['formData.phone']],
      ['message empty', { message: '   ' }, ['formData.message']],
      ['message long', { message: 'x'.repeat(2001) }, ['formData.message']],
      ['message control', { message: 'a\u0007b' }, ['formData.message']],
      ['objectNumber', { objectNumber: 'abc' }, ['formData.objectNumber']],
      ['startDate', { startDate: '2026-02-30', endDate: '2026-12-01' }, ['formData.startDate']],
      ['uid', { uid: 'not a uid' }, ['formData.uid']],
    ];
    for (const form of ['guest', 'landlord', 'partner', 'agency']) {
      const reason = {
        guest: 'general',
        landlord: 'myhouse',
        partner: 'affiliateCooperation',
        agency: 'agencyCooperation',
      }[form];
      for (const [label, over, fields] of cases) {
        const { status, body } = await send(valid({ form, reason, ...over }));
        expect(status, `${form}: ${label}`).toBe(400);
        expect(fieldsOf(body), `${form}: ${label}`).toEqual(fields);
      }
      // A reason of another form.
      const other = form === 'guest' ? 'myhouse' : 'domicile';
      const { status, body } = await send(valid({ form, reason: other }));
      expect(status).toBe(400);
      expect(fieldsOf(body)).toEqual(['formData.reason']);
    }
    // A guest's booking question names the house; a domicile request the house and the stay.
    const booking = await send(valid({ reason: 'booking' }));
    expect(fieldsOf(booking.body)).toEqual(['formData.objectNumber']);
    const domicile = await send(valid({ reason: 'domicile' }));
    expect(fieldsOf(domicile.body)).toEqual([
      'formData.objectNumber',
      'formData.startDate',
      'formData.endDate',
    ]);
    const order = await send(
      valid({
        reason: 'domicile',
        objectNumber: 4711,
        startDate: '2026-12-10',
        endDate: '2026-12-03',
      }),
    );
    expect(fieldsOf(order.body)).toEqual(['formData.endDate']);
    // The one check with the clock: a stay may not start in the past.
    const past = await send(
      valid({
        reason: 'domicile',
        objectNumber: 4711,
        startDate: '2026-11-01',
        endDate: '2026-11-08',
      }),
    );
    expect(past.status).toBe(400);
    expect(fieldsOf(past.body)).toEqual(['formData.startDate']);
    expect(past.body.errors[0].text).toBe('errors.contact.startPast');
    expect(today > '2026-11-01').toBe(true);
  });

  it("mails the office every field (Reply-To the sender, the visit's partner and campaign) and confirms to the sender with a fixed text", async () => {
    capture.clear();
    const partner = await insertPartner(t.deps.database, { partnerName: 'Reisebüro Sonnenschein' });
    const email = freshEmail();
    const { status, body } = await send(
      valid({
        email,
        reason: 'domicile',
        objectNumber: '4711',
        startDate: '2026-12-20',
        endDate: '2026-12-27',
        firstName: 'Zoë',
        lastName: "O'Neill",
        message: 'Ist das Haus frei?\n<b>Bitte</b> https://spam.example/x',
      }),
      { query: `?languageCode=en&partner=${partner.partnerId}&pid=2024` },
    );
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.data).toEqual({ sent: true });
    const [office] = capture.messages.filter((m) => m.to.includes(OFFICE));
    const [confirmation] = capture.messages.filter((m) => m.to.includes(email));
    expect(capture.messages).toHaveLength(2);
    // The office: German, Reply-To the sender, every field.
    expect(office!.headers['reply-to']).toContain(email);
    expect(office!.subject).toBe('Kontaktformular Gäste: Domizilanfrage');
    for (const text of [
      "Frau Zoë O'Neill",
      email,
      '+49 30 123456',
      'Objektnummer: 4711',
      '20.12.2026',
      '27.12.2026',
      'Sprache: English',
      `Partner: Reisebüro Sonnenschein (Nr. ${partner.partnerId})`,
      'Kampagne: 2024',
      'Ist das Haus frei?',
      '<b>Bitte</b>',
    ]) {
      expect(office!.text, text).toContain(text);
    }
    // The sender's text stays text in the HTML (escaped), never markup.
    expect(office!.html).not.toContain('<b>Bitte</b>');
    // The sender: English, a fixed subject, the name as plain text, no echo, no link.
    expect(confirmation!.subject).toBe('Your message to Feriora has arrived');
    expect(confirmation!.text).toContain("Hello Zoë O'Neill,");
    expect(confirmation!.text).not.toContain('Ist das Haus frei');
    expect(confirmation!.text).not.toContain('spam.example');
    expect(confirmation!.html).not.toContain('spam.example');
    expect(linksIn(confirmation!)).toEqual([]);
    // Stored, with the cookie's visitor, not the body's.
    const [row] = await rows(t.deps.database, email);
    expect(row).toMatchObject({
      form: 'guest',
      reason: 'domicile',
      name: "Zoë O'Neill",
      objectNumber: 4711,
      language: 'en',
      mandant: TEST_MANDANT,
    });
  });

  it('leaves the object number out of a partner or agency message', async () => {
    capture.clear();
    const email = freshEmail();
    const res = await send(
      valid({ form: 'agency', reason: 'officeCooperation', email, objectNumber: 4711 }),
    );
    expect(res.status).toBe(200);
    expect((await rows(t.deps.database, email))[0]!.objectNumber).toBeNull();
    const office = await capture.waitForMessage((m) => m.to.includes(OFFICE));
    expect(office.subject).toBe('Kontaktformular Agenturen: Kooperation als Reisebüro');
    expect(office.text).not.toContain('Objektnummer');
  });

  it('refuses a missing, forged, foreign, too fresh or expired token; drops a filled trap silently', async () => {
    const [issued, signature] = token().split('.');
    const verdicts: [string, unknown, string][] = [
      ['missing', undefined, 'errors.form.invalid'],
      ['empty', '', 'errors.form.invalid'],
      ['forged', `${issued}.${'A'.repeat(signature!.length)}`, 'errors.form.invalid'],
      ['re-dated', `${(clockMs - 60_000).toString(36)}.${signature}`, 'errors.form.invalid'],
      ['another form', token(10_000, 'registration'), 'errors.form.invalid'],
      ['too fast', token(1_000), 'errors.form.tooFast'],
      ['expired', token(25 * HOUR_MS), 'errors.form.expired'],
    ];
    for (const [label, formToken, key] of verdicts) {
      const email = freshEmail();
      const { status, body } = await send(valid({ formToken, email }));
      expect(status, label).toBe(400);
      expect(fieldsOf(body), label).toEqual(['formData.formToken']);
      expect(body.errors[0].text, label).toBe(key);
      expect(await rows(t.deps.database, email)).toHaveLength(0);
    }
    capture.clear();
    const email = freshEmail();
    const trapped = await send(valid({ email, website2: 'http://spam.example' }));
    expect(trapped.status).toBe(200);
    expect(trapped.body.data).toEqual({ sent: true });
    expect(await rows(t.deps.database, email)).toHaveLength(0);
    await new Promise((r) => setTimeout(r, 200));
    expect(capture.messages).toHaveLength(0);
  });

  it('sends at most 10 messages an hour from one client address, counted across instances', async () => {
    const ip = freshIp();
    const answers = [];
    for (let i = 0; i < 12; i++) {
      answers.push(await send(valid(), { ip, app: i % 2 === 0 ? t : second }));
    }
    expect(answers.slice(0, CONTACT_LIMITS.client.points).map((a) => a.status)).toEqual(
      Array(10).fill(200),
    );
    for (const refused of answers.slice(10)) {
      expect(refused.status).toBe(429);
      expect(refused.body.errors[0]).toMatchObject({
        type: 'rateLimit',
        text: 'errors.contact.tooMany',
      });
      expect(refused.body.errors[0].data.retryAfterSeconds).toBeGreaterThan(0);
    }
    // An hour later the address may write again.
    clockMs += HOUR_MS + 1_000;
    expect((await send(valid({ formToken: token() }), { ip })).status).toBe(200);
  });

  it('confirms to one inbox at most 5 times a day, however spelt and from wherever', async () => {
    capture.clear();
    const spellings = ['victim@example.com', 'Victim@Example.com', 'victim+1@example.com'];
    const answers = [];
    for (let i = 0; i < 8; i++) {
      answers.push(
        await send(valid({ email: spellings[i % spellings.length] }), {
          app: i % 2 === 0 ? t : second,
        }),
      );
    }
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    await capture.waitForMessages(10);
    const toVictim = capture.messages.filter((m) => /victim/i.test(m.to.join()));
    expect(toVictim).toHaveLength(5);
    clockMs += 24 * HOUR_MS + 1_000;
    expect((await send(valid({ email: 'victim@example.com', formToken: token() }))).status).toBe(
      200,
    );
  });

  it('refuses a post with the login cookie from a foreign origin (403)', async () => {
    const res = await send(valid(), {
      origin: 'https://evil.example',
      cookies: { token: 'x'.repeat(40) },
    });
    expect(res.status).toBe(403);
    expect(res.body.errors[0].type).toBe('forbidden');
  });

  it('answers fuzzed requests without a 5xx, each with an envelope', async () => {
    const cases = fuzzCases(
      t.app,
      { mandant: TEST_MANDANT, objectNumber: 4711, today: todayInBerlin(FIXED_NOW) },
      t.app.apiRoutes.routes.length * 60,
      16,
    ).filter((c) => c.label.startsWith(`POST ${URL_}`));
    expect(cases.length).toBeGreaterThan(40);
    for (const { label, request } of cases) {
      const res = await t.app.inject({ ...request, remoteAddress: freshIp() });
      expect(res.statusCode, label).toBeLessThan(500);
      if (request.method !== 'HEAD') {
        expect(isValidEnvelope(JSON.parse(res.body)), label).toBe(true);
      }
    }
  }, 60_000);
});
