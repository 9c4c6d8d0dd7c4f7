// The partner login in the user area and the partner account's dashboard (issue 16; SPEC §4
// partner login, §3 Partner configuration): plain form posts to the user area's action without
// JavaScript — field errors, a wrong code, the right one to the dashboard with the partner link —
// the dashboard for a partner account and for a customer, nobody shown another partner's data,
// the customer's forms refused for a partner account, foreign posts refused, the attempts limited,
// and what a logged-in partner's staff enquire attributed to their partner (decision 067).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath } from '#core/routes';
import { enquiries } from '#db/schema';
import { hashPassword } from '#services/accounts';
import { enquiryFormToken } from '#services/booking';
import { insertLoginAccount } from '#tests/factories/account';
import { firstActiveObjectNumber } from '#tests/factories/object';
import { insertPartner } from '#tests/factories/partner';
import { build, TEST_MANDANT, type TestApp } from '#tests/helpers/app';
import { FIXED_NOW } from '#tests/helpers/clock';
import { startMailCapture, type MailCapture } from '#tests/helpers/mail';

const SITE = 'http://feriora.test';
const OWN = 7301;
const OTHER = 7302;
const BARE = 7303;
const CODE = 'KX7P-M2QA-9RTZ';
const OTHER_CODE = 'ZZ9Q-4HNW-B3CD';

describe('partner login and partner dashboard', () => {
  let t: TestApp;
  let mail: MailCapture;
  let ip = 0;
  /** Each test's posts from their own client address (the login limits count per address). */
  const nextIp = () => `10.31.${Math.floor(++ip / 250)}.${ip % 250}`;

  beforeAll(async () => {
    mail = await startMailCapture();
    t = await build({
      ssr: true,
      catalogue: { objects: 3 },
      env: { SMTP_URL: mail.url, SITE_URL: SITE },
    });
    await insertPartner(t.deps.database, {
      partnerId: OWN,
      partnerName: 'Reisebüro Sonnenschein',
      partnerPhone: '+49 40 111 222',
      partnerEmail: 'team@sonnenschein.example',
      partnerUrl: 'https://sonnenschein.example/',
      showHeader: true,
      showHeaderLogo: true,
      hideInsurances: true,
      hideNewsletter: true,
      loginCodeHash: await hashPassword(CODE),
    });
    await insertPartner(t.deps.database, {
      partnerId: OTHER,
      partnerName: 'Fremdreisen Nord',
      partnerPhone: '+49 89 999 000',
      partnerEmail: 'geheim@fremdreisen.example',
      loginCodeHash: await hashPassword(OTHER_CODE),
    });
    // A partner without a code: no partner login at all.
    await insertPartner(t.deps.database, { partnerId: BARE, partnerName: 'Ohne Code' });
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  const post = (
    url: string,
    fields: Record<string, string>,
    options: { origin?: string | null; cookies?: Record<string, string>; ip?: string } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: new URLSearchParams(fields).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(options.origin === null ? {} : { origin: options.origin ?? SITE }),
      },
      cookies: options.cookies ?? {},
      remoteAddress: options.ip ?? nextIp(),
    });
  const cookiesOf = (res: { cookies: { name: string; value: string }[] }) =>
    Object.fromEntries(res.cookies.map((c) => [c.name, c.value]));
  const partnerLogin = (partnerNumber: string, code: string, ip?: string) =>
    post('/user/login/', { intent: 'partnerLogin', partnerNumber, code }, { ip });
  const loggedInAs = async (partnerNumber: number, code: string) => {
    const res = await partnerLogin(String(partnerNumber), code);
    expect(res.statusCode).toBe(303);
    return cookiesOf(res);
  };

  it('shows the partner login apart from the customer login, in every language', async () => {
    for (const [lng, title, number, code] of [
      ['de', 'Partner-Login', 'Partnernummer', 'Zugangscode'],
      ['en', 'Partner login', 'Partner number', 'Access code'],
      ['fr', 'Connexion partenaire', 'Numéro de partenaire', 'Code d’accès'],
      ['it', 'Accesso partner', 'Numero partner', 'Codice di accesso'],
    ] as const) {
      const res = await t.app.inject({ url: buildPath('UserLogin', {}, lng) });
      expect(res.statusCode).toBe(200);
      const section = /<section[^>]*data-testid="partner-login"[\s\S]*?<\/section>/.exec(
        res.body,
      )?.[0];
      expect(section, lng).toBeDefined();
      expect(section).toContain(title);
      expect(section).toContain(`<label for="partnerLogin-partnerNumber">${number}`);
      expect(section).toContain(`<label for="partnerLogin-code">${code}`);
      expect(section).toContain('name="intent" value="partnerLogin"');
      expect(section).toMatch(/id="partnerLogin-code"[^>]*autoComplete="off"/i);
      expect(section).not.toContain('type="password"');
    }
    // Also where a page that needs a login shows it, continuing there afterwards.
    const home = await t.app.inject({ url: '/user/' });
    expect(home.body).toContain('data-testid="partner-login"');
  });

  it('names the fields a partner login is refused for, keeping the number, never the code', async () => {
    const empty = await partnerLogin('', '');
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toContain('Bitte geben Sie Ihre Partnernummer an.');
    expect(empty.body).toContain('Bitte geben Sie Ihren Zugangscode ein.');
    for (const field of ['partnerNumber', 'code']) {
      expect(empty.body).toContain(`href="#partnerLogin-${field}"`);
      expect(empty.body).toMatch(
        new RegExp(
          `id="partnerLogin-${field}"[^>]*aria-invalid="true"[^>]*aria-describedby="[^"]*partnerLogin-${field}-error`,
        ),
      );
    }
    const malformed = await partnerLogin('47a1', CODE);
    expect(malformed.body).toContain('Die Partnernummer besteht nur aus Ziffern');
    expect(malformed.body).toMatch(/id="partnerLogin-partnerNumber"[^>]*aria-invalid="true"/);

    // Wrong code, unknown partner, partner without a code, another partner's code: one answer.
    for (const [number, code] of [
      [String(OWN), 'AAAA-BBBB-CCCC'],
      ['999999', CODE],
      [String(BARE), CODE],
      [String(OWN), OTHER_CODE],
    ] as const) {
      const res = await partnerLogin(number, code);
      expect(res.statusCode, number).toBe(200);
      expect(res.headers.location).toBeUndefined();
      expect(res.cookies.find((c) => c.name === 'token')).toBeUndefined();
      expect(res.body).toContain('Partnernummer oder Zugangscode sind nicht richtig.');
      expect(res.body).toMatch(/id="partnerLogin-code"[^>]*aria-invalid="true"/);
      expect(res.body).toContain(`value="${number}"`);
      expect(res.body).not.toContain(code);
    }
  });

  it('logs a partner in with a plain form post and shows the partner dashboard', async () => {
    const res = await partnerLogin(` ${OWN} `, ` ${CODE} `);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/user/');
    const token = res.cookies.find((c) => c.name === 'token');
    expect(token?.httpOnly).toBe(true);
    // A partner login is for the browser session only.
    expect(token?.maxAge).toBeUndefined();

    const home = await t.app.inject({ url: '/user/', cookies: cookiesOf(res) });
    expect(home.statusCode).toBe(200);
    const html = home.body;
    expect(html).toContain('data-testid="partner-dashboard"');
    expect(html).toContain('Angemeldet als Partner Reisebüro Sonnenschein');
    expect(html).toContain(`data-testid="partner-number">${OWN}<`);
    const linkField = /<input id="partner-link"[^>]*>/.exec(html)?.[0] ?? '';
    expect(linkField).toContain('readOnly=""');
    expect(linkField).toContain(`value="${SITE}/?partner=${OWN}"`);
    expect(html).toMatch(/<h1[^>]*>Mein Partnerkonto<\/h1>/);
    expect(html).toContain('+49 40 111 222');
    expect(html).toContain('team@sonnenschein.example');
    expect(html).toContain('Der Kopfbereich der Seite wird angezeigt.');
    expect(html).toContain('Das Logo verlinkt auf Ihre Website https://sonnenschein.example/.');
    expect(html).toContain('Reiseversicherungen werden nicht angeboten.');
    expect(html).toContain('Die Anmeldung zum Newsletter wird nicht angeboten.');
    // No line about bonus codes: no screen takes one (decision 063).
    expect(html).not.toContain('Bonuscode');
    expect(html).toContain(`href="${buildPath('ContactPartner')}`);
    // None of the customer's parts: profile, e-mail and password forms, bookings.
    for (const part of [
      'data-testid="form-profile"',
      'data-testid="form-emailChange"',
      'data-testid="form-passwordChange"',
      `href="${buildPath('BookingOverView')}`,
      'data-testid="next-trip"',
    ]) {
      expect(html, part).not.toContain(part);
    }
    // Nothing of the other partner.
    expect(html).not.toContain('Fremdreisen');
    expect(html).not.toContain('geheim@fremdreisen.example');

    // The same page in English.
    const en = await t.app.inject({
      url: buildPath('UserHome', {}, 'en'),
      cookies: cookiesOf(res),
    });
    expect(en.body).toContain('Logged in as partner Reisebüro Sonnenschein');
    expect(en.body).toContain('Travel insurance is not offered.');
  });

  it("never shows another partner's data, whatever the visit's partner link says", async () => {
    const cookies = await loggedInAs(OWN, CODE);
    const visit = await t.app.inject({ url: `/?partner=${OTHER}`, remoteAddress: nextIp() });
    const trk = visit.cookies.find((c) => c.name === 'trk')!.value;
    for (const [url, extra] of [
      [`/user/?partner=${OTHER}`, {}],
      ['/user/', { trk }],
    ] as const) {
      const res = await t.app.inject({ url, cookies: { ...cookies, ...extra } });
      expect(res.body, url).toContain(`data-testid="partner-number">${OWN}<`);
      expect(res.body, url).not.toContain('Fremdreisen');
      expect(res.body, url).not.toContain('+49 89 999 000');
      expect(res.body, url).not.toContain(`value="${SITE}/?partner=${OTHER}"`);
      // The page's links carry the account's partner, not the link's.
      expect(res.body, url).not.toMatch(new RegExp(`href="[^"]*partner=${OTHER}`));
    }
  });

  it('shows a customer their own dashboard, without partner details', async () => {
    const account = await insertLoginAccount(t.deps.database, { firstName: 'Carla' });
    const login = await post('/user/login/', {
      intent: 'login',
      email: account.email,
      password: account.password,
    });
    expect(login.statusCode).toBe(303);
    const res = await t.app.inject({ url: '/user/', cookies: cookiesOf(login) });
    expect(res.body).toContain('Guten Tag, Carla!');
    expect(res.body).toContain('data-testid="form-profile"');
    for (const part of [
      'data-testid="partner-dashboard"',
      'id="partner-link"',
      'Angemeldet als Partner Reisebüro',
      'data-testid="partner-number"',
      'team@sonnenschein.example',
      'Fremdreisen',
    ]) {
      expect(res.body, part).not.toContain(part);
    }
  });

  it("refuses the customer's forms for a partner account", async () => {
    const cookies = await loggedInAs(OWN, CODE);
    for (const fields of <Record<string, string>[]>[
      { intent: 'profile', firstName: 'Fremd', lastName: 'Name', language: 'de' },
      { intent: 'emailChange', newEmail: 'neu@example.org', currentPassword: 'x' },
      { intent: 'passwordChange', currentPassword: 'x', newPassword: 'ein neues Passwort' },
    ]) {
      const res = await post('/user/', fields, { cookies });
      expect(res.statusCode, fields.intent).toBe(200);
      expect(res.body).toContain('Das hat leider nicht geklappt.');
    }
    const home = await t.app.inject({ url: '/user/', cookies });
    expect(home.body).toContain('Angemeldet als Partner Reisebüro Sonnenschein');
    // The API's profile update refuses them as well (one rule, in the use-case).
    const api = await t.app.inject({
      method: 'POST',
      url: '/api/user/update',
      payload: { mandant: TEST_MANDANT, userAccountData: { firstName: 'Fremd' } },
      headers: { origin: SITE },
      cookies,
    });
    expect(api.statusCode).toBe(403);
    expect(api.json().errors[0].text).toBe('errors.accounts.permissionMissing');
  });

  it('refuses partner login posts from a foreign page', async () => {
    for (const origin of ['https://evil.example', 'null', null]) {
      const res = await post(
        '/user/login/',
        { intent: 'partnerLogin', partnerNumber: String(OWN), code: CODE },
        { origin },
      );
      expect(res.statusCode, String(origin)).toBe(403);
      expect(res.cookies.find((c) => c.name === 'token')).toBeUndefined();
    }
  });

  it('says the retry time once the attempts of a client address are spent', async () => {
    const address = '198.51.100.77';
    // 20 attempts per address in 15 minutes (services/accounts limits.ts partnerClient).
    for (let i = 0; i < 20; i++) {
      expect((await partnerLogin(String(BARE), 'AAAA-BBBB-CCCC', address)).statusCode).toBe(200);
    }
    const limited = await partnerLogin(String(OWN), CODE, address);
    expect(limited.statusCode).toBe(200);
    expect(limited.headers.location).toBeUndefined();
    expect(limited.body).toMatch(/Zu viele Anmeldeversuche\. Bitte versuchen Sie es in/);
  });

  it("attributes what a logged-in partner's staff enquire to their partner", async () => {
    const objectNumber = await firstActiveObjectNumber(t.deps.database);
    const visit = await t.app.inject({ url: `/?partner=${OTHER}`, remoteAddress: nextIp() });
    const trk = visit.cookies.find((c) => c.name === 'trk')!.value;
    const enquire = async (email: string, cookies: Record<string, string>) => {
      const token = enquiryFormToken({ deps: t.deps, now: new Date(FIXED_NOW.getTime() - 10_000) });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/request',
        payload: {
          mandant: TEST_MANDANT,
          objectNumber,
          message: 'Ist ein Kinderbett vorhanden?',
          traveller: { firstName: 'Ben', lastName: 'Beispiel', email },
          formToken: token.formToken,
        },
        cookies,
        headers: { origin: SITE },
        remoteAddress: nextIp(),
      });
      expect(res.statusCode).toBe(200);
      const [row] = await t.deps.database.db
        .select({ partnerId: enquiries.partnerId })
        .from(enquiries)
        .where(eq(enquiries.email, email));
      return row?.partnerId;
    };
    // The staff's browser came through another partner's link before: their own partner counts.
    const staff = await loggedInAs(OWN, CODE);
    expect(await enquire('kunde.eins@example.org', { ...staff, trk })).toBe(OWN);
    expect(await enquire('kunde.zwei@example.org', staff)).toBe(OWN);
    // A guest or customer on that link: the link's partner, as before.
    expect(await enquire('gast@example.org', { trk })).toBe(OTHER);
  });
});
