// The partner programme's registration (issue 16, "Partner registration"): POST
// /api/sendRegistration and the programme page's form (server-rendered, posted without
// JavaScript) — validation of every field naming it, the office's mail (Reply-To the applicant)
// and the applicant's fixed-text confirmation through the SMTP capture, the form guard's verdicts
// on the request clock, the abuse limits per client address and per applicant address, the
// Origin check; then the office's decision: approval (next free id, login code mailed, its hash
// stored) and rejection, each once only, partner login with the mailed code and the new partner's
// phone in the header of a visit with ?partner=.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath } from '#core/routes';
import { auditLog, partnerApplications, partnerGroups, partners } from '#db/schema';
import {
  approveApplication,
  REGISTRATION_ABUSE_LIMITS,
  rejectApplication,
} from '#services/partners';
import { abuseSubject, issueFormToken, type RequestContext } from '#services/platform';
import { insertPartner } from '#tests/factories/partner';
import { build, TEST_MANDANT, type TestApp } from '#tests/helpers/app';
import { FIXED_NOW } from '#tests/helpers/clock';
import { databaseKinds } from '#tests/helpers/database';
import { linksIn, startMailCapture, type MailCapture } from '#tests/helpers/mail';

const SITE = 'http://feriora.test';
const OFFICE = 'office@feriora.test';
const SEND = '/api/sendRegistration';
const HOUR_MS = 60 * 60 * 1000;

const VALID = {
  kind: 'agency',
  company: 'Reisebüro Sonnenschein GmbH',
  salutation: 'ms',
  firstName: 'Anna',
  lastName: 'Beispiel',
  email: 'anna@reisebuero-sonnenschein.example',
  phone: '+49 40 123 4567',
  website: 'https://www.reisebuero-sonnenschein.example/',
  street: 'Hafenstraße 12',
  postalCode: '20457',
  city: 'Hamburg',
  countryCode: 'de',
  vatId: 'DE 123 456 789',
  message: 'Wir möchten Ferienhäuser an der Nordsee anbieten.\nBesuchen Sie https://spam.example',
} as const;

describe.each(databaseKinds())('partner registration (%s)', (kind) => {
  let t: TestApp;
  let capture: MailCapture;
  let clockMs = FIXED_NOW.getTime();
  let ip = 0;

  beforeAll(async () => {
    capture = await startMailCapture();
    t = await build({
      kind,
      ssr: true,
      env: { SMTP_URL: capture.url, SITE_URL: SITE, OFFICE_EMAIL: OFFICE },
    });
    // One clock for the app, moved by the tests (the form guard's time trap counts on it).
    t.deps.clock = () => new Date(clockMs);
  });
  afterAll(async () => {
    await t?.close();
    await capture?.close();
  });

  /** A token of a form rendered `agoMs` before the app's now. */
  const token = (agoMs = 10_000, form: 'registration' | 'contact' = 'registration') =>
    issueFormToken({ now: new Date(clockMs - agoMs), deps: t.deps }, form);
  const nextIp = () => `10.20.${Math.floor(++ip / 250)}.${ip % 250}`;

  async function apply(
    registration: Record<string, unknown>,
    options: {
      ip?: string;
      headers?: Record<string, string>;
      cookies?: Record<string, string>;
    } = {},
  ) {
    const res = await t.app.inject({
      method: 'POST',
      url: SEND,
      payload: { mandant: TEST_MANDANT, registration },
      remoteAddress: options.ip ?? nextIp(),
      headers: options.headers ?? {},
      cookies: options.cookies ?? {},
    });
    return { status: res.statusCode, body: res.json() };
  }
  const valid = (overrides: Record<string, unknown> = {}) => ({
    ...VALID,
    formToken: token(),
    ...overrides,
  });
  const applications = () => t.deps.database.db.select().from(partnerApplications);
  const ctx = (): RequestContext => ({
    requestId: 'test',
    language: 'de',
    mandant: TEST_MANDANT,
    uid: '',
    clientIp: '',
    user: null,
    partnerId: null,
    pid: null,
    tracking: {} as RequestContext['tracking'],
    experiments: {},
    now: new Date(clockMs),
    deps: t.deps,
  });

  it('stores the application, mails the office (Reply-To the applicant) and confirms to the applicant', async () => {
    capture.clear();
    const { status, body } = await apply(valid(), { ip: '192.0.2.10' });
    expect(status).toBe(200);
    expect(body.data).toEqual({ sentTo: VALID.email });
    const [office, applicant] = await Promise.all([
      capture.waitForMessage((m) => m.to.includes(OFFICE)),
      capture.waitForMessage((m) => m.to.includes(VALID.email)),
    ]);
    expect(office.headers['reply-to']).toContain(VALID.email);
    expect(office.subject).toBe(
      'Neue Bewerbung für das Partnerprogramm: Reisebüro Sonnenschein GmbH',
    );
    for (const part of ['Frau Anna Beispiel', '+49 40 123 4567', 'DE123456789', 'Nordsee']) {
      expect(office.text).toContain(part);
    }
    expect(office.text).toMatch(/npm run partner:approve -- \d+/);
    expect(office.text).toContain(`${SITE}/admin/partners/`);
    // The applicant's mail: a fixed text with the name, none of the free text, no link of theirs.
    expect(applicant.subject).toBe('Ihre Bewerbung für das Partnerprogramm von Feriora');
    expect(applicant.text).toContain('Guten Tag Anna Beispiel,');
    for (const typed of ['Sonnenschein', 'Nordsee', 'spam.example', 'Hafenstraße', '123 4567']) {
      expect(applicant.text + applicant.html).not.toContain(typed);
    }
    expect(linksIn(applicant).filter((l) => !l.startsWith('mailto:'))).toEqual([]);
    const rows = await applications();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'agency',
      company: VALID.company,
      email: VALID.email,
      countryCode: 'de',
      vatId: 'DE123456789',
      status: 'pending',
      language: 'de',
      partnerId: null,
    });
  });

  it.each([
    ['kind', 'shop'],
    ['company', ''],
    ['company', 'x'.repeat(121)],
    ['salutation', 'dr'],
    ['firstName', 'www.spam.example'],
    ['lastName', 'B3ispiel'],
    ['email', 'anna-at-example'],
    ['phone', 'call me'],
    ['website', 'javascript:alert(1)'],
    ['website', 'ftp://files.example.com/'],
    ['website', 'https://localhost/'],
    ['website', 'https://user:pw@example.com/'],
    ['street', ''],
    ['postalCode', '2045'],
    ['city', 'x'.repeat(81)],
    ['countryCode', 'xx'],
    ['countryCode', 'us'],
    ['vatId', '123'],
    ['message', 'x'.repeat(2_001)],
    ['message', 'Hallo\u0007'],
  ])('refuses a bad %s (%j) with a 400 naming the field', async (field, value) => {
    const { status, body } = await apply(valid({ [field]: value }));
    expect(status).toBe(400);
    expect(body.status).toBe(400);
    expect(body.errors.map((e: { data: { field: string } }) => e.data.field)).toEqual([
      `registration.${field}`,
    ]);
  });

  it('needs a website from an affiliate, and every required field', async () => {
    const affiliate = await apply(valid({ kind: 'affiliate', website: '' }));
    expect(affiliate.status).toBe(400);
    expect(affiliate.body.errors[0].data.field).toBe('registration.website');
    const empty = await apply({ formToken: token() });
    expect(empty.status).toBe(400);
    const fields = empty.body.errors.map((e: { data: { field: string } }) => e.data.field);
    for (const name of ['kind', 'company', 'firstName', 'lastName', 'email', 'phone', 'street']) {
      expect(fields).toContain(`registration.${name}`);
    }
    expect(fields).not.toContain('registration.vatId');
    expect(fields).not.toContain('registration.message');
    const noMandant = await t.app.inject({
      method: 'POST',
      url: SEND,
      payload: { registration: valid() },
    });
    expect(noMandant.statusCode).toBe(400);
  });

  it('refuses a missing, forged, foreign, too young or expired token; drops a filled trap silently', async () => {
    const before = (await applications()).length;
    capture.clear();
    const verdicts: [Record<string, unknown>, string][] = [
      [{ formToken: '' }, 'errors.form.invalid'],
      [{ formToken: `${Date.now().toString(36)}.${'A'.repeat(43)}` }, 'errors.form.invalid'],
      [{ formToken: token(10_000, 'contact') }, 'errors.form.invalid'],
      [{ formToken: token(1_000) }, 'errors.form.tooFast'],
      [{ formToken: token(25 * HOUR_MS) }, 'errors.form.expired'],
    ];
    for (const [overrides, key] of verdicts) {
      const { status, body } = await apply(valid(overrides));
      expect(status, key).toBe(400);
      expect(body.errors[0]).toMatchObject({
        text: key,
        data: { field: 'registration.formToken' },
      });
    }
    // Exactly 3 s after the render is a person's pace.
    expect(
      (await apply(valid({ formToken: token(3_000), email: 'ok3s@example.com' }))).status,
    ).toBe(200);
    const trapped = await apply(
      valid({ website2: 'https://bot.example', email: 'bot@example.com' }),
    );
    expect(trapped).toMatchObject({ status: 200, body: { data: { sentTo: 'bot@example.com' } } });
    await capture.waitForMessage((m) => m.to.includes('ok3s@example.com'));
    expect(capture.messages.some((m) => m.to.includes('bot@example.com'))).toBe(false);
    expect((await applications()).length).toBe(before + 1);
  });

  it('limits applications per client address (5 an hour) and per applicant address (3 a day)', async () => {
    clockMs += 2 * HOUR_MS;
    const client = '198.51.100.20';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await apply(valid({ email: `a${i}@agency.example` }), { ip: client })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await apply(valid({ email: 'a9@agency.example' }), { ip: client });
    expect(limited.body.errors[0]).toMatchObject({
      type: 'rateLimit',
      text: 'errors.partners.tooMany',
    });
    // A refused client spends no point of the address it named.
    expect(
      await t.deps.limits.spent(
        new Date(clockMs),
        REGISTRATION_ABUSE_LIMITS.recipient,
        abuseSubject.recipient('a9@agency.example'),
      ),
    ).toBe(0);

    const spellings = ['victim@example.org', 'Victim@Example.org', 'victim+x@example.org'];
    const perAddress: number[] = [];
    for (let i = 0; i < 4; i++) {
      perAddress.push((await apply(valid({ email: spellings[i % 3] }))).status);
    }
    expect(perAddress).toEqual([200, 200, 200, 429]);
    clockMs += 24 * HOUR_MS + 60_000;
    expect((await apply(valid({ email: 'victim@example.org' }))).status).toBe(200);
  });

  it('refuses a foreign origin: the API with the login cookie, the page form always', async () => {
    const api = await apply(valid(), {
      headers: { origin: 'https://evil.example' },
      cookies: { token: 'x' },
    });
    expect(api.status).toBe(403);
    const page = await t.app.inject({
      method: 'POST',
      url: '/partnerprogramm/',
      payload: new URLSearchParams({ ...VALID, formToken: token() }).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
      },
      remoteAddress: nextIp(),
    });
    expect(page.statusCode).toBe(403);
  });

  it('renders the programme page with its form in German and English', async () => {
    for (const [language, title, send] of [
      ['de', 'Partnerprogramm', 'Bewerbung senden'],
      ['en', 'Affiliate programme', 'Send application'],
    ] as const) {
      const res = await t.app.inject({ url: buildPath('Distribution', {}, language) });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toContain('no-store');
      expect(res.body).toContain(`<h1`);
      expect(res.body).toContain(title);
      expect(res.body).toContain(send);
      expect(res.body).toMatch(/name="formToken" value="[0-9a-z]+\.[A-Za-z0-9_-]{43}"/);
      expect(res.body).toContain('name="website2"');
    }
    expect((await t.app.inject({ url: '/en/partnerprogramm/' })).statusCode).toBe(404);
  });

  it('takes the form without JavaScript: refusals per field, then the confirmation', async () => {
    clockMs += 2 * HOUR_MS;
    const post = (values: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/partnerprogramm/',
        payload: new URLSearchParams(values).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE },
        remoteAddress: nextIp(),
      });
    const formToken = token();
    const refused = await post({ ...VALID, email: 'nope', website: 'www.example.com', formToken });
    expect(refused.statusCode).toBe(200);
    expect(refused.body).toMatch(/id="partner-email"[^>]*aria-invalid="true"/);
    expect(refused.body).toMatch(/id="partner-website"[^>]*aria-invalid="true"/);
    expect(refused.body).toContain('Bitte geben Sie eine gültige E-Mail-Adresse an.');
    expect(refused.body).not.toMatch(/id="partner-company"[^>]*aria-invalid/);
    // The values come back, and the genuine token goes on.
    expect(refused.body).toContain('value="Reisebüro Sonnenschein GmbH"');
    expect(refused.body).toContain(`value="${formToken}"`);
    const sent = await post({ ...VALID, email: 'nojs@example.com', formToken });
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toContain('Vielen Dank für Ihre Bewerbung!');
    expect(sent.body).toContain('nojs@example.com');
    await capture.waitForMessage((m) => m.to.includes('nojs@example.com'));
  });

  it('approves once: next free id, the mailed code logs in, the phone shows on the partner’s visits', async () => {
    clockMs += 2 * HOUR_MS;
    await insertPartner(t.deps.database, { partnerId: 4_711 });
    await t.deps.database.db.insert(partnerGroups).values({ code: 'ALPHA', name: 'Alpha Reisen' });
    capture.clear();
    expect((await apply(valid({ email: 'approve.me@example.com' }))).status).toBe(200);
    const [application] = (await applications()).filter(
      (a) => a.email === 'approve.me@example.com',
    );

    const unknownGroup = approveApplication(ctx(), application!.id, { parent: 'NOPE' });
    await expect(unknownGroup).rejects.toMatchObject({ code: 'invalid', fields: ['parent'] });
    const approval = await approveApplication(ctx(), application!.id, {
      parent: 'ALPHA',
      phone: '+49 40 999 888',
    });
    expect(approval.partnerId).toBe(4_712);
    expect(approval.partnerLink).toBe(`${SITE}/?partner=4712`);
    expect(approval.mailed).toBe(true);
    const [row] = await t.deps.database.db
      .select()
      .from(partners)
      .where(eq(partners.partnerId, 4_712));
    expect(row).toMatchObject({
      partnerName: VALID.company,
      partnerParent: 'ALPHA',
      partnerPhone: '+49 40 999 888',
      partnerEmail: 'approve.me@example.com',
      partnerUrl: VALID.website,
    });
    expect(row!.loginCodeHash).toMatch(/^\$argon2id\$/);
    expect(row!.loginCodeHash).not.toContain(approval.loginCode);
    // Audit-logged in the decision's transaction, as the command decides: by nobody (operator).
    const [entry] = await t.deps.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `partner:application-${application!.id}`));
    expect(entry).toMatchObject({
      accountId: null,
      action: 'partners.approved',
      after: { status: 'approved', partnerId: 4_712, parent: 'ALPHA' },
    });
    expect(JSON.stringify(entry)).not.toContain('approve.me@example.com');

    const mail = await capture.waitForMessage(
      (m) => m.to.includes('approve.me@example.com') && /Willkommen/.test(m.subject),
    );
    expect(mail.text).toContain('4712');
    expect(mail.text).toContain(approval.loginCode);
    expect(linksIn(mail, SITE)).toContain(`${SITE}/?partner=4712`);
    const code = /Zugangscode: ([A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4})/.exec(mail.text)?.[1];
    expect(code).toBe(approval.loginCode);

    // Decided once: neither approved again nor rejected; the database says so too.
    await expect(approveApplication(ctx(), application!.id)).rejects.toMatchObject({
      code: 'conflict',
      key: 'errors.partners.alreadyDecided',
    });
    await expect(rejectApplication(ctx(), application!.id)).rejects.toMatchObject({
      code: 'conflict',
    });
    expect(await t.deps.database.db.select().from(partners)).toHaveLength(2);

    const login = (c: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/partnerlogin',
        payload: { mandant: TEST_MANDANT, partner: '4712', c },
        remoteAddress: nextIp(),
      });
    const wrong = await login('AAAA-BBBB-CCCC');
    expect(wrong.statusCode).toBe(400);
    const right = await login(code!);
    expect(right.statusCode).toBe(200);
    expect(right.json().data.accountData).toMatchObject({ accountPartnerID: 4712 });

    const visit = await t.app.inject({ url: '/?partner=4712', remoteAddress: nextIp() });
    expect(visit.statusCode).toBe(200);
    const header = /<header[\s\S]*?<\/header>/.exec(visit.body)?.[0] ?? '';
    expect(header).toContain('+49 40 999 888');
    expect(header).toContain('href="tel:+4940999888"');
  });

  it('rejects once with a polite mail; unknown applications are 404', async () => {
    capture.clear();
    expect((await apply(valid({ email: 'reject.me@example.com' }))).status).toBe(200);
    const [application] = (await applications()).filter((a) => a.email === 'reject.me@example.com');
    await rejectApplication(ctx(), application!.id);
    const mail = await capture.waitForMessage(
      (m) => m.to.includes('reject.me@example.com') && m.subject.startsWith('Unsere Antwort'),
    );
    expect(mail.text).toContain('können wir Ihnen leider derzeit keine Partnerschaft anbieten');
    await expect(rejectApplication(ctx(), application!.id)).rejects.toMatchObject({
      code: 'conflict',
    });
    await expect(approveApplication(ctx(), application!.id)).rejects.toMatchObject({
      code: 'conflict',
    });
    const [after] = (await applications()).filter((a) => a.id === application!.id);
    expect(after).toMatchObject({ status: 'rejected', partnerId: null });
    await expect(rejectApplication(ctx(), 999_999)).rejects.toMatchObject({ code: 'notFound' });
  });
});
