// The accounts API end to end (issue 13's contract; SPEC.md §3 User, §4 login states, §7 user/*):
// registration with the mailed confirmation link, login persistent or for the browser session,
// logout that ends the session everywhere, password request and reset through the mailed link,
// partner login, profile changes, savecontact, the visitor bootstrap, and the guest's lists
// carried into the account. Mails go through the SMTP capture and their links are followed.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accounts, accountTokens, sessions, visitorContacts } from '#db/schema';
import { hashPassword, mailsSent, tokenDebug } from '#services/accounts';
import { build, type TestApp } from '#tests/helpers/app';
import { FIXED_NOW } from '#tests/helpers/clock';
import { databaseKinds } from '#tests/helpers/database';
import {
  linksIn,
  startMailCapture,
  type CapturedMail,
  type MailCapture,
} from '#tests/helpers/mail';
import { Visitor } from '#tests/helpers/visitor';
import { insertLoginAccount } from '#tests/factories/account';
import { insertPartner } from '#tests/factories/partner';

const SITE = 'http://feriora.test';
const HOUR_MS = 60 * 60 * 1000;
const PASSWORD = 'Leuchtturm am Deich 7';

interface AccountDataShape {
  accountID: string;
  accountEmail: string;
  accountFirstName: string;
  accountLastName: string;
  accountShortName: string;
  accountPermissions: string[];
  accountKind: string;
  accountPartnerID: number | null;
}

describe.each(databaseKinds())('accounts API (%s)', (kind) => {
  let capture: MailCapture;
  let t: TestApp;
  let clockMs = FIXED_NOW.getTime();
  let ipCounter = 1;

  beforeAll(async () => {
    capture = await startMailCapture();
    t = await build({
      kind,
      catalogue: { objects: 4 },
      env: { SMTP_URL: capture.url, SITE_URL: SITE },
      extraRoutes: (app) => {
        // What the user area's debug page loader does (SPEC §2 /user/debug/).
        app.get('/test/user/debug/', { config: { page: true } }, (request, reply) => {
          try {
            return tokenDebug(request.ctx);
          } catch (error) {
            return reply.code(403).send({ refused: (error as Error).message });
          }
        });
      },
    });
    // The tests move the clock (link expiry, session ends).
    t.deps.clock = () => new Date(clockMs);
  });
  afterAll(async () => {
    await mailsSent();
    await t?.close();
    await capture?.close();
  });
  beforeEach(() => {
    capture.clear();
  });

  /** A fresh browser on the site, from its own client address (limits count per address). */
  const browser = () => new Visitor(t.app, { origin: SITE, ip: `192.0.2.${ipCounter++}` });
  const mailTo = (address: string, subject?: RegExp): Promise<CapturedMail> =>
    capture.waitForMessage(
      (m) =>
        m.to.some((to) => to.toLowerCase() === address.toLowerCase()) &&
        (subject === undefined || subject.test(m.subject)),
    );
  const linkParam = (mail: CapturedMail, path: string, param: string): string => {
    const link = linksIn(mail, `${SITE}${path}`)[0];
    if (!link) throw new Error(`no ${path} link in "${mail.subject}"`);
    return new URL(link).searchParams.get(param)!;
  };
  const objectNumbers = async (): Promise<number[]> => {
    const rows = await t.deps.database.db.execute(
      sql`select object_number from objects order by object_number`,
    );
    return (rows as unknown as { rows: { object_number: number }[] }).rows.map(
      (r) => r.object_number,
    );
  };

  async function registerAndConfirm(email: string, visitor = browser()) {
    const registered = await visitor.post('/api/user/registration', {
      user: {
        email,
        password: PASSWORD,
        salutation: 'ms',
        firstName: 'Anna',
        lastName: 'Muster',
        privacyAccepted: true,
      },
    });
    expect(registered.status).toBe(200);
    const mail = await mailTo(email, /bestätigen/);
    const confirmID = linkParam(mail, '/user/registration/confirm/', 'confirmID');
    const confirmed = await browser().post('/api/user/registration/confirm', { confirmID });
    expect(confirmed.status).toBe(200);
    return { visitor, confirmID };
  }

  it('registers, mails a single-use confirmation link, and logs in only after confirming', async () => {
    const anna = browser();
    const registered = await anna.post('/api/user/registration', {
      user: {
        email: 'Anna.Muster@example.org',
        password: PASSWORD,
        salutation: 'ms',
        firstName: 'Anna',
        lastName: 'Muster',
        privacyAccepted: true,
        newsletter: true,
      },
    });
    expect(registered.status).toBe(200);
    expect(registered.body.data).toEqual({ mailSent: true });
    expect(registered.res.headers['cache-control']).toBe('no-store');

    // Before the link is opened there is no account: logging in is refused (400).
    await mailsSent();
    const early = await anna.post('/api/user/login', {
      user: { email: 'anna.muster@example.org', password: PASSWORD },
    });
    expect(early.status).toBe(400);
    expect(early.body.errors[0]).toMatchObject({ text: 'errors.accounts.notConfirmed' });
    expect(early.res.cookies.find((c) => c.name === 'token')).toBeUndefined();

    const mail = await mailTo('Anna.Muster@example.org', /bestätigen/);
    const link = linksIn(mail, `${SITE}/user/registration/confirm/?confirmID=`);
    expect(link).toHaveLength(1);
    const confirmID = new URL(link[0]!).searchParams.get('confirmID')!;
    expect(confirmID).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the SHA-256 of the token is stored.
    const stored = await t.deps.database.db.select().from(accountTokens);
    expect(stored.some((row) => row.tokenHash.includes(confirmID))).toBe(false);
    expect(JSON.stringify(stored)).not.toContain(confirmID);

    // The link opens in any browser; it works once.
    const confirmed = await browser().post('/api/user/registration/confirm', { confirmID });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toEqual({
      confirmed: 'registration',
      accountEmail: 'Anna.Muster@example.org',
    });
    const again = await browser().post('/api/user/registration/confirm', { confirmID });
    expect(again.status).toBe(400);
    expect(again.body.errors[0]).toMatchObject({
      text: 'errors.accounts.invalidLink',
      type: 'validation',
      data: { field: 'confirmID' },
    });

    const login = await anna.post('/api/user/login', {
      user: { email: 'ANNA.MUSTER@example.org', password: PASSWORD },
      loginPersistent: true,
    });
    expect(login.status).toBe(200);
    const accountData = (login.body.data as { accountData: AccountDataShape }).accountData;
    expect(accountData).toEqual({
      accountID: expect.stringMatching(/^\d+$/),
      accountEmail: 'Anna.Muster@example.org',
      accountFirstName: 'Anna',
      accountLastName: 'Muster',
      accountShortName: 'AM',
      accountPermissions: [],
      accountKind: 'customer',
      accountPartnerID: null,
    });
    const token = login.res.cookies.find((c) => c.name === 'token')!;
    expect(token).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 604_800 });
    expect(token.secure).toBeFalsy();
    const [account] = await t.deps.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.id, Number(accountData.accountID)));
    expect(account).toMatchObject({
      salutation: 'ms',
      newsletter: true,
      privacyAcceptedAt: new Date(clockMs),
      confirmedAt: new Date(clockMs),
    });
    expect(account!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    // The browser is the account's visitor now.
    expect(anna.cookies.uid).toBe(account!.uid);

    const me = await anna.post('/api/user/get', {});
    expect(me.body.data).toMatchObject({ uid: account!.uid, jwt: null, accountData });
  });

  it('answers a registration of a known address the same and mails its owner a notice', async () => {
    const owner = await insertLoginAccount(t.deps.database, { email: 'owner@example.org' });
    const answer = await browser().post('/api/user/registration', {
      user: {
        email: 'OWNER@example.org',
        password: 'ein ganz anderes Passwort',
        firstName: 'Eve',
        lastName: 'Mallory',
        privacyAccepted: true,
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ mailSent: true });
    const mail = await mailTo(owner.email);
    expect(mail.subject).toMatch(/Ihr Konto bei/);
    expect(linksIn(mail, `${SITE}/user/registration/confirm/`)).toEqual([]);
    expect(mail.text).not.toContain('Eve');
    // The owner's password still works; no second account, no open registration.
    const rows = await t.deps.database.db
      .select()
      .from(accounts)
      .where(sql`lower(${accounts.email}) = 'owner@example.org'`);
    expect(rows).toHaveLength(1);
    const login = await browser().post('/api/user/login', {
      user: { email: owner.email, password: owner.password },
    });
    expect(login.status).toBe(200);
  });

  it('refuses passwords against the policy, naming the field', async () => {
    const post = (password: string) =>
      browser().post('/api/user/registration', {
        user: {
          email: 'policy@example.org',
          password,
          firstName: 'Pia',
          lastName: 'Policy',
          privacyAccepted: true,
        },
      });
    const short = await post('kurz123');
    expect(short.status).toBe(400);
    expect(short.body.errors[0]).toMatchObject({
      text: 'errors.validation.tooSmall',
      data: { field: 'user.password' },
    });
    const long = await post('x'.repeat(129));
    expect(long.body.errors[0]).toMatchObject({
      text: 'errors.validation.tooBig',
      data: { field: 'user.password' },
    });
    for (const common of ['password1', 'Iloveyou', 'qwertyuiop', 'passwort']) {
      const answer = await post(common);
      expect(answer.status).toBe(400);
      expect(answer.body.errors[0]).toMatchObject({
        text: 'errors.accounts.password.common',
        type: 'validation',
        data: { field: 'user.password' },
      });
    }
    // 8 characters of any kind, no composition rules; 128 are fine.
    expect((await post('hütte am see')).status).toBe(200);
    expect((await post('a'.repeat(60) + 'b'.repeat(68))).status).toBe(200);
    const missingConsent = await browser().post('/api/user/registration', {
      user: {
        email: 'policy@example.org',
        password: PASSWORD,
        firstName: 'Pia',
        lastName: 'Policy',
        privacyAccepted: false,
      },
    });
    expect(missingConsent.body.errors[0]).toMatchObject({
      data: { field: 'user.privacyAccepted' },
    });
  });

  it('refuses wrong and unknown credentials alike', async () => {
    const account = await insertLoginAccount(t.deps.database, { email: 'ben@example.org' });
    const wrong = await browser().post('/api/user/login', {
      user: { email: account.email, password: 'falsches Passwort' },
    });
    const unknown = await browser().post('/api/user/login', {
      user: { email: 'nobody@example.org', password: 'falsches Passwort' },
    });
    for (const answer of [wrong, unknown]) {
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual([
        {
          text: 'errors.accounts.invalidCredentials',
          isKey: true,
          type: 'validation',
          data: null,
          appInform: true,
        },
      ]);
    }
    expect(wrong.res.body).toBe(unknown.res.body);
    const badInput = await browser().post('/api/user/login', {
      user: { email: 'no address', password: '' },
    });
    expect(badInput.status).toBe(400);
    expect(badInput.body.errors.map((e) => (e.data as { field: string }).field).sort()).toEqual([
      'user.email',
      'user.password',
    ]);
  });

  it('keeps a login for the browser session only without loginPersistent (12 hours on the server)', async () => {
    const account = await insertLoginAccount(t.deps.database, { email: 'session@example.org' });
    const visitor = browser();
    const login = await visitor.post('/api/user/login', {
      user: { email: account.email, password: account.password },
    });
    expect(login.status).toBe(200);
    const token = login.res.cookies.find((c) => c.name === 'token')!;
    expect(token.maxAge).toBeUndefined();
    expect(token.expires).toBeUndefined();
    expect((await visitor.post('/api/user/get', {})).body.data).toMatchObject({
      accountData: { accountEmail: account.email },
    });
    clockMs += 13 * HOUR_MS;
    expect((await visitor.post('/api/user/get', {})).body.data).toMatchObject({
      accountData: null,
    });
  });

  it('gives a new token at every login and ends the browser’s earlier session (no fixation)', async () => {
    const account = await insertLoginAccount(t.deps.database, { email: 'fixation@example.org' });
    const visitor = browser();
    const credentials = { user: { email: account.email, password: account.password } };
    await visitor.post('/api/user/login', credentials);
    const first = visitor.cookies.token!;
    await visitor.post('/api/user/login', credentials);
    const second = visitor.cookies.token!;
    expect(second).not.toBe(first);
    const old = new Visitor(t.app, { origin: SITE, cookies: { token: first } });
    expect((await old.post('/api/user/get', {})).body.data).toMatchObject({ accountData: null });
    expect((await visitor.post('/api/user/get', {})).body.data).toMatchObject({
      accountData: { accountEmail: account.email },
    });
  });

  it('logs out: the session ends on the server, the token cookie goes, the uid is a new one', async () => {
    const account = await insertLoginAccount(t.deps.database, { email: 'logout@example.org' });
    const visitor = browser();
    await visitor.post('/api/user/login', {
      user: { email: account.email, password: account.password },
      loginPersistent: true,
    });
    const token = visitor.cookies.token!;
    const accountUid = visitor.cookies.uid!;
    const out = await visitor.post('/api/user/logout', {});
    expect(out.status).toBe(200);
    expect(out.body.data).toEqual({ accountData: null });
    const cleared = out.res.cookies.find((c) => c.name === 'token')!;
    expect(cleared.value).toBe('');
    expect(cleared.maxAge).toBe(0);
    expect(visitor.cookies.token).toBeUndefined();
    expect(visitor.cookies.uid).toMatch(/^[0-9a-f-]{36}$/);
    expect(visitor.cookies.uid).not.toBe(accountUid);
    // The token no longer works anywhere, even where it was copied.
    const copy = new Visitor(t.app, { origin: SITE, cookies: { token } });
    expect((await copy.post('/api/user/get', {})).body.data).toMatchObject({ accountData: null });
    const update = await copy.post('/api/user/update', { userAccountData: { firstName: 'X' } });
    expect(update.status).toBe(403);
    const [session] = await t.deps.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.accountId, account.id));
    expect(session?.revokedAt).not.toBeNull();
  });

  it('resets a password through the mailed link: one hour, once, other sessions end, a notice follows', async () => {
    const account = await insertLoginAccount(t.deps.database, {
      email: 'reset@example.org',
      firstName: 'Rita',
      lastName: 'Reset',
    });
    const elsewhere = browser();
    await elsewhere.post('/api/user/login', {
      user: { email: account.email, password: account.password },
      loginPersistent: true,
    });

    const requested = await browser().post('/api/user/password/request', {
      user: { email: 'Reset@Example.org' },
    });
    expect(requested.status).toBe(200);
    expect(requested.body.data).toEqual({ mailSent: true });
    const mail = await mailTo(account.email, /Passwort/);
    const resetID = linkParam(mail, '/user/password/reset/', 'resetID');
    expect(resetID).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const weak = await browser().post('/api/user/password/reset', {
      resetID,
      user: { password: 'password1' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.errors[0]).toMatchObject({
      text: 'errors.accounts.password.common',
      data: { field: 'user.password' },
    });

    capture.clear();
    const reset = await browser().post('/api/user/password/reset', {
      resetID,
      user: { password: 'Neues Passwort am Meer' },
    });
    expect(reset.status).toBe(200);
    expect(reset.body.data).toEqual({ reset: true });
    const notice = await mailTo(account.email);
    expect(notice.subject).toMatch(/geändert/);
    // The other browser's session ended; the old password is gone; the new one works.
    expect((await elsewhere.post('/api/user/get', {})).body.data).toMatchObject({
      accountData: null,
    });
    const old = await browser().post('/api/user/login', {
      user: { email: account.email, password: account.password },
    });
    expect(old.status).toBe(400);
    const fresh = await browser().post('/api/user/login', {
      user: { email: account.email, password: 'Neues Passwort am Meer' },
    });
    expect(fresh.status).toBe(200);
    // Single use.
    const twice = await browser().post('/api/user/password/reset', {
      resetID,
      user: { password: 'Noch ein neues Passwort' },
    });
    expect(twice.status).toBe(400);
    expect(twice.body.errors[0]).toMatchObject({
      text: 'errors.accounts.invalidLink',
      data: { field: 'resetID' },
    });

    // A link is valid one hour; a newer one replaces an older one.
    await browser().post('/api/user/password/request', { user: { email: account.email } });
    const firstLink = linkParam(
      await mailTo(account.email, /neues Passwort/),
      '/user/password/reset/',
      'resetID',
    );
    capture.clear();
    await browser().post('/api/user/password/request', { user: { email: account.email } });
    const secondLink = linkParam(
      await mailTo(account.email, /neues Passwort/),
      '/user/password/reset/',
      'resetID',
    );
    const replaced = await browser().post('/api/user/password/reset', {
      resetID: firstLink,
      user: { password: 'Zwischendurch probiert' },
    });
    expect(replaced.status).toBe(400);
    clockMs += HOUR_MS + 60_000;
    const expired = await browser().post('/api/user/password/reset', {
      resetID: secondLink,
      user: { password: 'Zu spät gekommen' },
    });
    expect(expired.status).toBe(400);
    expect(expired.body.errors[0]).toMatchObject({ text: 'errors.accounts.invalidLink' });
  });

  it('answers a password request for an unknown address the same, and mails nobody', async () => {
    const answer = await browser().post('/api/user/password/request', {
      user: { email: 'unknown-reset@example.org' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ mailSent: true });
    await mailsSent();
    expect(capture.messages).toHaveLength(0);
  });

  it('expires a confirmation link after 72 hours', async () => {
    await browser().post('/api/user/registration', {
      user: {
        email: 'late@example.org',
        password: PASSWORD,
        firstName: 'Lea',
        lastName: 'Late',
        privacyAccepted: true,
      },
    });
    const confirmID = linkParam(
      await mailTo('late@example.org'),
      '/user/registration/confirm/',
      'confirmID',
    );
    clockMs += 72 * HOUR_MS + 60_000;
    const late = await browser().post('/api/user/registration/confirm', { confirmID });
    expect(late.status).toBe(400);
    expect(late.body.errors[0]).toMatchObject({ text: 'errors.accounts.invalidLink' });
  });

  it("logs a partner's staff in with partner id and code, as the partner's account", async () => {
    const partner = await insertPartner(t.deps.database, {
      partnerName: 'Reisebüro Sonnenschein',
      partnerEmail: 'team@sonnenschein.example',
      loginCodeHash: await hashPassword('Code-4711-Sonne'),
    });
    const noCode = await insertPartner(t.deps.database, { partnerName: 'Ohne Code' });
    const refused = [
      await browser().post('/api/user/partnerlogin', {
        partner: String(partner.partnerId),
        c: 'falsch',
      }),
      await browser().post('/api/user/partnerlogin', {
        partner: String(noCode.partnerId),
        c: 'falsch',
      }),
      await browser().post('/api/user/partnerlogin', { partner: '999999', c: 'Code-4711-Sonne' }),
    ];
    for (const answer of refused) {
      expect(answer.status).toBe(400);
      expect(answer.body.errors[0]).toMatchObject({
        text: 'errors.accounts.invalidPartnerLogin',
        data: { field: 'c' },
      });
    }
    const staff = browser();
    const login = await staff.post('/api/user/partnerlogin', {
      partner: String(partner.partnerId),
      c: 'Code-4711-Sonne',
    });
    expect(login.status).toBe(200);
    expect((login.body.data as { accountData: AccountDataShape }).accountData).toMatchObject({
      accountEmail: 'team@sonnenschein.example',
      accountFirstName: 'Reisebüro Sonnenschein',
      accountKind: 'partner',
      accountPartnerID: partner.partnerId,
      accountPermissions: [],
    });
    // The account carries its permissions: granted to it, they come with the next request.
    await t.deps.database.db
      .update(accounts)
      .set({ permissions: ['localeEditor.update'] })
      .where(eq(accounts.partnerId, partner.partnerId!));
    const me = await staff.post('/api/user/get', {});
    expect(me.body.data).toMatchObject({
      accountData: {
        accountPermissions: ['localeEditor.update'],
        accountPartnerID: partner.partnerId,
      },
    });
    // A second login is the same account.
    const again = await browser().post('/api/user/partnerlogin', {
      partner: String(partner.partnerId),
      c: 'Code-4711-Sonne',
    });
    expect((again.body.data as { accountData: AccountDataShape }).accountData.accountID).toBe(
      (login.body.data as { accountData: AccountDataShape }).accountData.accountID,
    );
    const bad = await browser().post('/api/user/partnerlogin', { partner: 'abc', c: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e) => (e.data as { field: string }).field).sort()).toEqual([
      'c',
      'partner',
    ]);
  });

  it('changes the profile: names, address, phone, newsletter; zipcode by SPEC §5', async () => {
    const account = await insertLoginAccount(t.deps.database, { email: 'profile@example.org' });
    const visitor = browser();
    await visitor.post('/api/user/login', {
      user: { email: account.email, password: account.password },
    });
    const update = await visitor.post('/api/user/update', {
      userAccountData: {
        salutation: 'mr',
        firstName: 'Paul',
        lastName: 'Profil',
        street: 'Seestraße 1',
        zipcode: '18055',
        city: 'Rostock',
        country: 'de',
        phone: '+49 381 123456',
        newsletter: true,
        language: 'en',
      },
    });
    expect(update.status).toBe(200);
    expect(update.body.data).toEqual({
      accountData: expect.objectContaining({
        accountFirstName: 'Paul',
        accountLastName: 'Profil',
        accountShortName: 'PP',
      }),
      profile: {
        email: 'profile@example.org',
        salutation: 'mr',
        firstName: 'Paul',
        lastName: 'Profil',
        street: 'Seestraße 1',
        zipcode: '18055',
        city: 'Rostock',
        country: 'de',
        phone: '+49 381 123456',
        newsletter: true,
        language: 'en',
        pendingEmail: null,
      },
    });
    const [row] = await t.deps.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.id, account.id));
    expect(row?.newsletterChangedAt).toEqual(new Date(clockMs));
    // The header's first name follows at once (the session reads the account).
    expect((await visitor.post('/api/user/get', {})).body.data).toMatchObject({
      accountData: { accountFirstName: 'Paul' },
    });

    const badZip = await visitor.post('/api/user/update', { userAccountData: { zipcode: '1234' } });
    expect(badZip.status).toBe(400);
    expect(badZip.body.errors[0]).toMatchObject({
      text: 'errors.accounts.zipcode',
      data: { field: 'userAccountData.zipcode' },
    });
    const swiss = await visitor.post('/api/user/update', {
      userAccountData: { zipcode: '8001', country: 'ch', street: '' },
    });
    expect(swiss.status).toBe(200);
    expect(swiss.body.data).toMatchObject({ profile: { zipcode: '8001', street: null } });
    const badPhone = await visitor.post('/api/user/update', {
      userAccountData: { phone: 'call me maybe' },
    });
    expect(badPhone.body.errors[0]).toMatchObject({ data: { field: 'userAccountData.phone' } });
  });

  it('changes the password only with the old one, ends the other sessions and mails a notice', async () => {
    const account = await insertLoginAccount(t.deps.database, { email: 'change@example.org' });
    const here = browser();
    const there = browser();
    for (const visitor of [here, there]) {
      await visitor.post('/api/user/login', {
        user: { email: account.email, password: account.password },
      });
    }
    const missing = await here.post('/api/user/update', {
      userAccountData: { newPassword: 'Ganz neues Passwort' },
    });
    expect(missing.body.errors[0]).toMatchObject({ data: { field: 'userAccountData.password' } });
    const wrong = await here.post('/api/user/update', {
      userAccountData: { password: 'nicht das alte', newPassword: 'Ganz neues Passwort' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors[0]).toMatchObject({
      text: 'errors.accounts.wrongPassword',
      data: { field: 'userAccountData.password' },
    });
    const common = await here.post('/api/user/update', {
      userAccountData: { password: account.password, newPassword: 'iloveyou' },
    });
    expect(common.body.errors[0]).toMatchObject({
      text: 'errors.accounts.password.common',
      data: { field: 'userAccountData.newPassword' },
    });
    const changed = await here.post('/api/user/update', {
      userAccountData: { password: account.password, newPassword: 'Ganz neues Passwort' },
    });
    expect(changed.status).toBe(200);
    expect((await mailTo(account.email)).subject).toMatch(/geändert/);
    expect((await here.post('/api/user/get', {})).body.data).toMatchObject({
      accountData: { accountEmail: account.email },
    });
    expect((await there.post('/api/user/get', {})).body.data).toMatchObject({ accountData: null });
  });

  it('changes the address through a link mailed to the new one; the old one gets a notice', async () => {
    const account = await insertLoginAccount(t.deps.database, { email: 'old@example.org' });
    const visitor = browser();
    await visitor.post('/api/user/login', {
      user: { email: account.email, password: account.password },
    });
    const wrong = await visitor.post('/api/user/update', {
      userAccountData: { email: 'new@example.org', password: 'falsch' },
    });
    expect(wrong.status).toBe(400);
    const asked = await visitor.post('/api/user/update', {
      userAccountData: { email: 'new@example.org', password: account.password },
    });
    expect(asked.status).toBe(200);
    expect(asked.body.data).toMatchObject({
      accountData: { accountEmail: 'old@example.org' },
      profile: { email: 'old@example.org', pendingEmail: 'new@example.org' },
    });
    const mail = await mailTo('new@example.org');
    const confirmID = linkParam(mail, '/user/registration/confirm/', 'confirmID');
    const confirmed = await browser().post('/api/user/registration/confirm', { confirmID });
    expect(confirmed.body.data).toEqual({
      confirmed: 'emailChange',
      accountEmail: 'new@example.org',
    });
    expect((await mailTo('old@example.org')).text).toContain('new@example.org');
    expect((await visitor.post('/api/user/get', {})).body.data).toMatchObject({
      accountData: { accountEmail: 'new@example.org' },
    });
    const login = await browser().post('/api/user/login', {
      user: { email: 'new@example.org', password: account.password },
    });
    expect(login.status).toBe(200);

    // An address another account has: the link is mailed all the same (nothing tells the
    // requester), and opening it is refused.
    const other = await insertLoginAccount(t.deps.database, { email: 'taken@example.org' });
    capture.clear();
    const taken = await visitor.post('/api/user/update', {
      userAccountData: { email: other.email, password: account.password },
    });
    expect(taken.status).toBe(200);
    const takenID = linkParam(
      await mailTo(other.email),
      '/user/registration/confirm/',
      'confirmID',
    );
    const refused = await browser().post('/api/user/registration/confirm', { confirmID: takenID });
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0]).toMatchObject({ text: 'errors.accounts.emailTaken' });
  });

  it('saves a contact address only by the loose rule of SPEC §5, silently otherwise', async () => {
    const visitor = browser();
    const saved = await visitor.post('/api/user/savecontact', { email: 'gast@beispiel.de' });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ saved: true });
    const uid = visitor.cookies.uid!;
    expect(uid).toBeDefined();
    for (const email of ['kein-at-zeichen', 'a@b', 'a b@c.de', '']) {
      const answer = await visitor.post('/api/user/savecontact', { email });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual({ saved: false });
    }
    const rows = await t.deps.database.db
      .select()
      .from(visitorContacts)
      .where(eq(visitorContacts.uid, uid));
    expect(rows.map((r) => r.email)).toEqual(['gast@beispiel.de']);
  });

  it('bootstraps a visitor: uid, kept tracking parameters, a sticky variant per experiment', async () => {
    const visitor = new Visitor(t.app, { origin: SITE, ip: '192.0.2.250' });
    const experiments = [
      { experimentKey: 'heroImage', variants: ['photo', 'map', 'video'] },
      { experimentKey: 'ctaColour' },
    ];
    const first = await visitor.post('/api/user/get', { experiments }, {});
    expect(first.status).toBe(200);
    const uid = visitor.cookies.uid!;
    expect(first.body.data).toMatchObject({
      uid,
      jwt: null,
      accountData: null,
      pid: null,
      pidHistory: [],
      gclid: null,
    });
    const variants = (
      first.body.data as { experiments: { experimentKey: string; variant: string }[] }
    ).experiments;
    expect(variants.map((e) => e.experimentKey)).toEqual(['heroImage', 'ctaColour']);
    expect(['photo', 'map', 'video']).toContain(variants[0]!.variant);
    expect(['A', 'B']).toContain(variants[1]!.variant);
    for (let i = 0; i < 3; i++) {
      expect((await visitor.post('/api/user/get', { experiments })).body.data).toMatchObject({
        experiments: variants,
      });
    }
    // Different visitors spread over the variants.
    const seen = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const other = new Visitor(t.app, { origin: SITE, ip: '192.0.2.251' });
      const answer = await other.post('/api/user/get', { experiments: [experiments[0]] });
      seen.add(
        (answer.body.data as { experiments: { variant: string }[] }).experiments[0]!.variant,
      );
    }
    expect(seen).toEqual(new Set(['photo', 'map', 'video']));
    // Tracking parameters of the visit.
    const tracked = await t.app.inject({
      method: 'POST',
      url: '/api/user/get?gclid=abc&pid=123',
      payload: { mandant: 'feriora' },
    });
    expect(tracked.json()).toMatchObject({
      data: { gclid: 'abc', pid: '123', pidHistory: ['123'] },
    });
    const bad = await visitor.post('/api/user/get', {
      experiments: [{ experimentKey: 'bad key!', variants: [] }],
      screenWidth: -1,
    });
    expect(bad.status).toBe(400);
  });

  it("carries the guest's watch list and last seen objects into the account at registration and login", async () => {
    const [first, second, third] = await objectNumbers();
    // A guest watches an object and sees another, then registers.
    const guest = browser();
    await guest.post('/api/user/watchedobjects/set', { objectNumber: first, action: 'add' });
    await guest.post('/api/user/lastseenobjects/set', { objectData: { objectNumber: second } });
    await registerAndConfirm('merge@example.org', guest);
    // On another device, another guest list; logging in brings both together.
    const laptop = browser();
    await laptop.post('/api/user/watchedobjects/set', { objectNumber: third, action: 'add' });
    await laptop.post('/api/user/login', {
      user: { email: 'merge@example.org', password: PASSWORD },
    });
    const list = await laptop.post('/api/user/watchedobjects/get', {});
    expect(
      (list.body.data as { objects: { objectNumber: number }[] }).objects
        .map((i) => i.objectNumber)
        .sort(),
    ).toEqual([first, third].sort());
    const seen = await laptop.post('/api/user/lastseenobjects/get', {});
    expect(
      (seen.body.data as { objects: { objectNumber: number }[] }).objects.map(
        (o) => o.objectNumber,
      ),
    ).toEqual([second]);
    // The first device logs in too and sees the same list.
    await guest.post('/api/user/login', {
      user: { email: 'merge@example.org', password: PASSWORD },
    });
    const same = await guest.post('/api/user/watchedobjects/get', {});
    expect((same.body.data as { objects: unknown[] }).objects).toHaveLength(2);
    // Another account logging in on this browser does not take this account's list with it.
    const other = await insertLoginAccount(t.deps.database, { email: 'other-merge@example.org' });
    await guest.post('/api/user/login', { user: { email: other.email, password: other.password } });
    const theirs = await guest.post('/api/user/watchedobjects/get', {});
    expect((theirs.body.data as { objects: unknown[] }).objects).toHaveLength(0);
  });

  it('replaces a hash made with older argon2 parameters at the next login', async () => {
    const old = await hashPassword(PASSWORD, { memoryCost: 8_192, timeCost: 1, parallelism: 1 });
    const account = await insertLoginAccount(t.deps.database, {
      email: 'rehash@example.org',
      passwordHash: old,
    });
    expect(old).toMatch(/^\$argon2id\$v=19\$m=8192,t=1,p=1\$/);
    const login = await browser().post('/api/user/login', {
      user: { email: account.email, password: PASSWORD },
    });
    expect(login.status).toBe(200);
    const [row] = await t.deps.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.id, account.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(
      (
        await browser().post('/api/user/login', {
          user: { email: account.email, password: PASSWORD },
        })
      ).status,
    ).toBe(200);
  });

  it('shows a logged-in visitor its own token payload, times as yyyy-MM-dd HH:mm:ss (SPEC §5)', async () => {
    const account = await insertLoginAccount(t.deps.database, { email: 'debug@example.org' });
    const visitor = browser();
    await visitor.post('/api/user/login', {
      user: { email: account.email, password: account.password },
      loginPersistent: true,
    });
    const now = new Date(clockMs);
    const res = await visitor.get('/test/user/debug/');
    expect(res.statusCode).toBe(200);
    const debug = res.json<{
      payload: Record<string, unknown>;
      issuedAt: string;
      expiresAt: string;
    }>();
    const [header, payload] = visitor.cookies.token!.split('.');
    expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toEqual({
      alg: 'HS256',
      typ: 'JWT',
    });
    expect(debug.payload).toEqual(JSON.parse(Buffer.from(payload!, 'base64url').toString()));
    expect(debug.payload).toMatchObject({ sub: String(account.id), sid: expect.any(String) });
    expect(debug.issuedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(debug.issuedAt).toBe(
      new Intl.DateTimeFormat('sv-SE', {
        timeZone: 'Europe/Berlin',
        dateStyle: 'short',
        timeStyle: 'medium',
      }).format(now),
    );
    expect((debug.payload.exp as number) - (debug.payload.iat as number)).toBe(7 * 24 * 3600);
    // Without a login there is nothing to show.
    expect((await browser().get('/test/user/debug/')).statusCode).toBe(403);
  });
});
