// The security points of issue 13 (ASVS 5.0 level 2 as the yardstick), each tried as an attacker
// would: password guessing limited per account and per client address and shared by two app
// instances on one database; registration and reset mails limited; no account enumeration by the
// answers or their time; CSRF (a foreign Origin with the token cookie); every protected call
// without a login and with the wrong permission; no account data in the logs.
import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PERMISSIONS } from '#core/permissions';
import { accounts } from '#db/schema';
import { mailsSent } from '#services/accounts';
import { TEST_MANDANT, build, type TestApp } from '#tests/helpers/app';
import { FIXED_NOW } from '#tests/helpers/clock';
import { databaseKinds } from '#tests/helpers/database';
import { linksIn, startMailCapture, type MailCapture } from '#tests/helpers/mail';
import { TimedClient, type TimedAnswer } from '#tests/helpers/timed-client';
import { Visitor } from '#tests/helpers/visitor';
import { insertLoginAccount } from '#tests/factories/account';
import { defineRoute } from './define-route';

const SITE = 'http://feriora.test';
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

describe.each(databaseKinds())('accounts security (%s)', (kind) => {
  let capture: MailCapture;
  let t: TestApp;
  let second: TestApp;
  let clockMs = FIXED_NOW.getTime();
  const logLines: string[] = [];
  let ip = 0;
  const nextIp = () => `198.18.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`;

  beforeAll(async () => {
    capture = await startMailCapture();
    const log = new PassThrough();
    log.on('data', (chunk: Buffer) =>
      logLines.push(...chunk.toString().split('\n').filter(Boolean)),
    );
    t = await build({
      kind,
      logStream: log,
      env: { SMTP_URL: capture.url, SITE_URL: SITE, LOG_LEVEL: 'debug', TRUST_PROXY: 'true' },
      extraRoutes: (app) => {
        // Calls guarded by each permission, as the later content and back-office calls will be.
        for (const permission of PERMISSIONS) {
          defineRoute(app, {
            method: 'POST',
            url: `/api/test/protected/${permission}`,
            summary: `Test-only call that needs ${permission}.`,
            body: z.object({}),
            access: permission,
            response: { 200: z.strictObject({ done: z.literal(true) }) },
            handler: () => ({ done: true as const }),
          });
        }
      },
    });
    // A second process on the same database, as a scaled-out deployment runs.
    second = await build({
      database: t.deps.database,
      env: { SMTP_URL: capture.url, SITE_URL: SITE },
    });
    t.deps.clock = () => new Date(clockMs);
    second.deps.clock = () => new Date(clockMs);
  });
  afterAll(async () => {
    await mailsSent();
    await second?.close();
    await t?.close();
    await capture?.close();
  });

  const browser = (app: TestApp = t, address = nextIp()) =>
    new Visitor(app.app, { origin: SITE, ip: address });
  const attempt = (visitor: Visitor, email: string, password: string) =>
    visitor.post('/api/user/login', { user: { email, password } });

  it('limits password guesses at one account from many addresses and both instances (429, retry time)', async () => {
    const account = await insertLoginAccount(t.deps.database, { email: 'victim@example.org' });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      statuses.push(
        (await attempt(browser(i % 2 ? second : t), account.email, `guess ${i}`)).status,
      );
    }
    expect(statuses).toEqual(Array<number>(10).fill(400));
    // The eleventh guess is refused before the password is looked at — even the right one.
    const limited = await attempt(browser(second), 'VICTIM@example.org', account.password);
    expect(limited.status).toBe(429);
    expect(limited.body.status).toBe(400);
    expect(limited.body.errors).toHaveLength(1);
    expect(limited.body.errors[0]).toMatchObject({
      type: 'rateLimit',
      text: 'errors.accounts.tooManyAttempts',
      data: { retryAfterSeconds: expect.any(Number) },
    });
    const retry = (limited.body.errors[0]!.data as { retryAfterSeconds: number }).retryAfterSeconds;
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(15 * 60);
    expect(limited.res.headers['retry-after']).toBe(String(retry));
    expect(limited.res.cookies.find((c) => c.name === 'token')).toBeUndefined();
    // Other accounts are not affected; after the window the owner gets in.
    const other = await insertLoginAccount(t.deps.database, { email: 'bystander@example.org' });
    expect((await attempt(browser(), other.email, other.password)).status).toBe(200);
    clockMs += 15 * MINUTE_MS + 1_000;
    expect((await attempt(browser(), account.email, account.password)).status).toBe(200);
  });

  it('limits password guesses from one address across accounts, known or not', async () => {
    clockMs += HOUR_MS;
    const address = '203.0.113.99';
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) {
      const app = i % 2 ? second : t;
      statuses.push(
        (await attempt(browser(app, address), `spray${i}@example.org`, 'Sommer2026!')).status,
      );
    }
    expect(statuses.slice(0, 30)).toEqual(Array<number>(30).fill(400));
    expect(statuses.slice(30)).toEqual([429, 429]);
    // Another address is not affected.
    expect((await attempt(browser(), 'spray99@example.org', 'x')).status).toBe(400);
  });

  it('limits registration and reset mails per inbox and per client address (429)', async () => {
    clockMs += HOUR_MS;
    const register = (visitor: Visitor, email: string) =>
      visitor.post('/api/user/registration', {
        user: {
          email,
          password: 'Wanderung im Nebel',
          firstName: 'Rea',
          lastName: 'Gist',
          privacyAccepted: true,
        },
      });
    const toOneInbox: number[] = [];
    for (let i = 0; i < 5; i++) {
      toOneInbox.push(
        (await register(browser(i % 2 ? second : t), `inbox+${i}@example.org`)).status,
      );
    }
    expect(toOneInbox).toEqual([200, 200, 200, 429, 429]);
    const fromOneAddress: number[] = [];
    for (let i = 0; i < 12; i++) {
      fromOneAddress.push(
        (await register(browser(t, '203.0.113.50'), `many${i}@example.org`)).status,
      );
    }
    expect(fromOneAddress).toEqual([...Array<number>(10).fill(200), 429, 429]);

    const account = await insertLoginAccount(t.deps.database, { email: 'resetme@example.org' });
    const resets: number[] = [];
    for (let i = 0; i < 5; i++) {
      const answer = await browser(i % 2 ? second : t).post('/api/user/password/request', {
        user: { email: account.email },
      });
      resets.push(answer.status);
      if (answer.status === 429) {
        expect(answer.body.errors[0]).toMatchObject({
          type: 'rateLimit',
          text: 'errors.accounts.tooManyMails',
        });
      }
    }
    expect(resets).toEqual([200, 200, 200, 429, 429]);
    // Unknown addresses are limited the same way (the limit tells nothing either).
    const unknown: number[] = [];
    for (let i = 0; i < 4; i++) {
      unknown.push(
        (
          await browser().post('/api/user/password/request', {
            user: { email: 'ghost@example.org' },
          })
        ).status,
      );
    }
    expect(unknown).toEqual([200, 200, 200, 429]);
    await mailsSent();
    expect(capture.messages.filter((m) => m.to.includes('resetme@example.org'))).toHaveLength(3);
  });

  it('does not tell known from unknown addresses by the answer or its time (within noise)', async () => {
    clockMs += 2 * HOUR_MS;
    const known = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        insertLoginAccount(t.deps.database, { email: `known${i}@example.org` }),
      ),
    );
    // Measured as a client sees it: over HTTP, from a thread of its own (tests/helpers/timed-client).
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const client = new TimedClient();
    const post = async (path: string, body: Record<string, unknown>) => {
      // The work an earlier call left for after its answer must not slow this one.
      await mailsSent();
      return client.request(`${base}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: SITE,
          // TRUST_PROXY is on here: every call from another client address, as the limits count.
          'x-forwarded-for': nextIp(),
        },
        body: JSON.stringify({ mandant: TEST_MANDANT, ...body }),
      });
    };
    const calls = {
      login: (email: string) =>
        post('/api/user/login', { user: { email, password: 'not the password' } }),
      reset: (email: string) => post('/api/user/password/request', { user: { email } }),
      registration: (email: string) =>
        post('/api/user/registration', {
          user: {
            email,
            password: 'Ein Abend am Strand',
            firstName: 'Tim',
            lastName: 'Ing',
            privacyAccepted: true,
          },
        }),
    };
    type Call = keyof typeof calls;
    const rounds = Object.fromEntries(
      Object.keys(calls).map((name) => [
        name,
        { known: [] as number[], unknown: [] as number[], bodies: new Set<string>() },
      ]),
    ) as Record<Call, { known: number[]; unknown: number[]; bodies: Set<string> }>;
    try {
      for (let i = 0; i < known.length; i++) {
        for (const name of Object.keys(calls) as Call[]) {
          // Each known call paired with an unknown one right beside it, in turns first: the
          // load of the machine at that moment weighs on both alike.
          const order =
            i % 2 === 0 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const);
          for (const which of order) {
            const email = which === 'known' ? known[i]!.email : `unknown${i}@example.org`;
            const answer: TimedAnswer = await calls[name](email);
            expect([200, 400]).toContain(answer.status);
            rounds[name][which].push(answer.ms);
            rounds[name].bodies.add(answer.body);
          }
        }
      }
    } finally {
      await client.close();
    }
    for (const [name, round] of Object.entries(rounds)) {
      // One answer, byte for byte, whatever the address.
      expect(round.bodies.size, name).toBe(1);
      const ratios = round.known.map((k, i) => k / round.unknown[i]!);
      const ratio = median(ratios);
      console.info(
        `${kind} ${name}: median ${median(round.known).toFixed(1)} ms known, ${median(round.unknown).toFixed(1)} ms unknown; median of paired ratios ${ratio.toFixed(2)}`,
      );
      // Noise on a shared machine is large; a real difference (an SMTP round trip, a skipped
      // argon2 verification, a stored link: 5-100 ms against answers of 5-40 ms) is not hidden.
      expect(ratio, name).toBeGreaterThan(0.5);
      expect(ratio, name).toBeLessThan(2);
    }
  });

  it('refuses a state change with the token cookie from a foreign origin (403 envelope)', async () => {
    clockMs += 2 * HOUR_MS;
    const account = await insertLoginAccount(t.deps.database, { email: 'csrf@example.org' });
    const own = browser();
    expect((await attempt(own, account.email, account.password)).status).toBe(200);
    const cookies = { ...own.cookies };
    const change = { userAccountData: { firstName: 'Hacked' } };
    const forged = [
      new Visitor(t.app, { origin: 'https://evil.example', cookies }),
      new Visitor(t.app, { origin: 'null', cookies }),
      new Visitor(t.app, { origin: null, cookies }),
      new Visitor(t.app, { origin: 'http://feriora.test.evil.example', cookies }),
    ];
    for (const attacker of forged) {
      const answer = await attacker.post('/api/user/update', change);
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({
        status: 400,
        errors: [{ type: 'forbidden', text: 'errors.accounts.foreignOrigin', isKey: true }],
      });
    }
    const crossSite = await new Visitor(t.app, { origin: SITE, cookies }).post(
      '/api/user/update',
      change,
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(crossSite.status).toBe(403);
    const foreignReferer = await new Visitor(t.app, { origin: null, cookies }).post(
      '/api/user/update',
      change,
      { referer: 'https://evil.example/page' },
    );
    expect(foreignReferer.status).toBe(403);
    // Logout and login are state changes too.
    expect(
      (
        await new Visitor(t.app, { origin: 'https://evil.example', cookies }).post(
          '/api/user/logout',
        )
      ).status,
    ).toBe(403);
    // A form post of a page (no script) is refused the same: plain text outside the API.
    const page = await t.app.inject({
      method: 'POST',
      url: '/user/login/',
      cookies,
      headers: {
        origin: 'https://evil.example',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'email=a',
    });
    expect(page.statusCode).toBe(403);
    expect(page.body).toBe('Forbidden');
    // Nothing changed; the site's own requests pass (by Origin, by Sec-Fetch-Site, by Referer).
    expect((await own.post('/api/user/get', {})).body.data).toMatchObject({
      accountData: { accountFirstName: account.firstName },
    });
    expect(
      (await own.post('/api/user/update', { userAccountData: { firstName: 'Echt' } })).status,
    ).toBe(200);
    const bySecFetch = await new Visitor(t.app, { origin: null, cookies }).post(
      '/api/user/update',
      { userAccountData: { lastName: 'Selbst' } },
      { 'sec-fetch-site': 'same-origin' },
    );
    expect(bySecFetch.status).toBe(200);
    const byReferer = await new Visitor(t.app, { origin: 'null', cookies }).post(
      '/api/user/update',
      { userAccountData: { lastName: 'Referer' } },
      { referer: `${SITE}/user/` },
    );
    expect(byReferer.status).toBe(200);
    // Without the token cookie a request acts for nobody and is not concerned.
    const anonymous = await new Visitor(t.app, { origin: 'https://evil.example' }).post(
      '/api/user/savecontact',
      { email: 'x@example.org' },
    );
    expect(anonymous.status).toBe(200);
  });

  /** The smallest valid body of protected calls that refuse an empty one (as 400, after access). */
  const VALID_BODIES: Record<string, Record<string, unknown>> = {
    // All languages empty: the page type's notice is removed (there is none), 200.
    '/api/office/overwrites/set': { updateData: { pageType: 'default', translation: {} } },
    // The locale editor (issue 18): saving a key's own default text changes nothing, 200.
    '/api/localeEditor/texts': { language: 'de', namespace: 'common' },
    '/api/localeEditor/set': {
      language: 'en',
      namespace: 'common',
      key: 'nav.search',
      value: 'Search',
    },
    '/api/localeEditor/revert': {
      language: 'en',
      namespace: 'common',
      key: 'nav.search',
      historyId: null,
    },
    '/api/localeEditor/history': { language: 'en', namespace: 'common', key: 'nav.search' },
  };

  it('checks every protected call without a login and with the wrong permission', async () => {
    const registry = t.app.apiRoutes;
    const protectedRoutes = registry.routes.filter((route) => route.access !== null);
    expect(protectedRoutes.map((r) => `${r.url} ${r.access}`)).toEqual(
      expect.arrayContaining([
        '/api/user/update user',
        ...PERMISSIONS.map((p) => `/api/test/protected/${p} ${p}`),
      ]),
    );
    const plain = await insertLoginAccount(t.deps.database, { email: 'plain@example.org' });
    const logins = new Map<string, Visitor>();
    const loginWith = async (permissions: string[]) => {
      const key = permissions.join(',');
      const cached = logins.get(key);
      if (cached) return cached;
      const account =
        permissions.length === 0
          ? plain
          : await insertLoginAccount(t.deps.database, {
              email: `perm-${key.replace(/\W/g, '-')}@example.org`,
              permissions,
            });
      const visitor = browser();
      expect((await attempt(visitor, account.email, account.password)).status).toBe(200);
      logins.set(key, visitor);
      return visitor;
    };
    for (const route of protectedRoutes) {
      const url = route.url;
      // Without a login.
      const anonymous = await browser().post(url, {});
      expect(anonymous.status, url).toBe(403);
      expect(anonymous.body.errors[0], url).toMatchObject({
        type: 'forbidden',
        text: 'errors.accounts.loginRequired',
      });
      if (route.access === 'user') {
        expect((await (await loginWith([])).post(url, {})).status, url).not.toBe(403);
        continue;
      }
      // With every other permission but not this one.
      const others = PERMISSIONS.filter((p) => p !== route.access);
      for (const wrong of [[], others]) {
        const answer = await (await loginWith(wrong)).post(url, {});
        expect(answer.status, `${url} with ${wrong.join(',')}`).toBe(403);
        expect(answer.body.errors[0]).toMatchObject({
          type: 'forbidden',
          text: 'errors.accounts.permissionMissing',
          data: { permission: route.access },
        });
      }
      // With it: the call's own answer — 200 for a call given its smallest valid input; a call
      // that acts on something stored (an upload, a CMS container) answers its own 400 naming
      // the field for an empty body, never a refusal for access (the admin pages' walk,
      // server/admin-permissions.int.test.ts, checks the same for every call and flag).
      const allowed = await (await loginWith([route.access!])).post(url, VALID_BODIES[url] ?? {});
      if (VALID_BODIES[url] !== undefined || allowed.status === 200) {
        expect(allowed.status, url).toBe(200);
      } else {
        expect(allowed.status, url).toBe(400);
        expect(allowed.body.errors[0]?.type, url).toBe('validation');
      }
    }
    // A permission taken away counts at once (it is read from the account, not the token).
    const editor = await loginWith(['localeEditor.update']);
    await t.deps.database.db
      .update(accounts)
      .set({ permissions: [] })
      .where(eq(accounts.email, 'perm-localeEditor-update@example.org'));
    expect((await editor.post('/api/test/protected/localeEditor.update', {})).status).toBe(403);
    // The OpenAPI document names what each protected call needs.
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json<{
      paths: Record<
        string,
        Record<string, { 'x-feriora-access'?: string; responses: Record<string, unknown> }>
      >;
    }>();
    expect(doc.paths['/api/user/update']?.post?.['x-feriora-access']).toBe('user');
    expect(doc.paths['/api/user/update']?.post?.responses['403']).toBeDefined();
  });

  it('writes no account data to the logs', async () => {
    clockMs += 2 * HOUR_MS;
    const email = 'Secret.Person@example.org';
    const password = 'Mein geheimes Passwort 42';
    const visitor = browser();
    await visitor.post('/api/user/registration', {
      user: {
        email,
        password,
        firstName: 'Geheimvorname',
        lastName: 'Geheimnachname',
        privacyAccepted: true,
      },
    });
    const mail = await capture.waitForMessage(
      (m) => m.to.includes(email.toLowerCase()) || m.to.includes(email),
    );
    const confirmID = new URL(
      linksIn(mail, `${SITE}/user/registration/confirm/`)[0]!,
    ).searchParams.get('confirmID')!;
    await browser().post('/api/user/registration/confirm', { confirmID });
    await attempt(browser(), email, 'falsches Passwort');
    const login = await attempt(visitor, email, password);
    expect(login.status).toBe(200);
    const token = visitor.cookies.token!;
    await visitor.post('/api/user/update', {
      userAccountData: {
        phone: '+49 170 5550123',
        street: 'Geheimweg 9',
        password,
        newPassword: 'Noch geheimeres Passwort',
      },
    });
    await browser().post('/api/user/password/request', { user: { email } });
    const reset = await capture.waitForMessage(
      (m) =>
        /neues Passwort/.test(m.subject) &&
        m.to.some((to) => to.toLowerCase() === email.toLowerCase()),
    );
    const resetID = new URL(linksIn(reset, `${SITE}/user/password/reset/`)[0]!).searchParams.get(
      'resetID',
    )!;
    await browser().post('/api/user/password/reset', {
      resetID,
      user: { password: 'Das allerletzte Passwort' },
    });
    await browser().post('/api/user/savecontact', { email: 'contact.secret@example.org' });
    await mailsSent();
    const text = logLines.join('\n');
    expect(logLines.length).toBeGreaterThan(10);
    for (const secret of [
      'secret.person',
      'Secret.Person',
      password,
      'Noch geheimeres Passwort',
      'Das allerletzte Passwort',
      'falsches Passwort',
      'Geheimvorname',
      'Geheimnachname',
      'Geheimweg',
      '5550123',
      'contact.secret',
      confirmID,
      resetID,
      token,
      token.split('.')[1]!,
    ]) {
      expect(text, secret).not.toContain(secret);
    }
  });
});
