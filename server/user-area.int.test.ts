// The user area's forms without JavaScript (issue 13): plain form posts to the route action of
// app/routes/user.tsx through the production bundle — login with cookies and the return path (no
// open redirect), registration and its field errors, logout, the login shown in place of pages
// that need one, the debug view, and forged posts from a foreign page refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath } from '#core/routes';
import { addDays, todayInBerlin } from '#core/dates';
import { insertCustomer, insertLoginAccount } from '#tests/factories/account';
import { insertBooking } from '#tests/factories/booking';
import { firstActiveObjectNumber } from '#tests/factories/object';
import { FIXED_NOW } from '#tests/helpers/clock';
import { build, type TestApp } from '#tests/helpers/app';

const SITE = 'http://localhost:3000';

describe('user area forms without JavaScript', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({ ssr: true, catalogue: { objects: 3 } });
  });
  afterAll(() => t.close());

  /** A browser's form post: urlencoded fields, the site's Origin unless told otherwise. */
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
      // Logins are limited per client address too: tests that spend attempts come from their own.
      ...(options.ip === undefined ? {} : { remoteAddress: options.ip }),
    });
  const cookiesOf = (res: { cookies: { name: string; value: string }[] }) =>
    Object.fromEntries(res.cookies.map((c) => [c.name, c.value]));

  it('serves every form with status 200, privately and not for search engines', async () => {
    for (const name of [
      'UserLogin',
      'UserRegistration',
      'UserRegistrationConfirm',
      'UserPasswordRequest',
      'UserPasswordReset',
      'UserHome',
      'UserDebug',
    ]) {
      for (const lng of ['de', 'en'] as const) {
        const res = await t.app.inject({ url: buildPath(name, {}, lng) });
        expect(res.statusCode, `${name} ${lng}`).toBe(200);
        expect(res.headers['cache-control'], name).toBe('private, no-store');
        expect(res.body, name).toContain('name="robots" content="noindex');
      }
    }
  });

  it('shows the login in place of the dashboard and the debug view, returning there', async () => {
    const res = await t.app.inject({ url: '/user/debug/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('data-user-form="login"');
    expect(res.body).toContain('name="returnTo" value="/user/debug/"');
    expect(res.body).toContain('Bitte melden Sie sich an, um diese Seite zu sehen.');
  });

  it('logs in with a plain form post, sets the cookies and continues where asked', async () => {
    const account = await insertLoginAccount(t.deps.database, { firstName: 'Henrike' });
    const res = await post('/user/login/', {
      intent: 'login',
      email: account.email,
      password: account.password,
      persistent: 'on',
      returnTo: '/user/debug/',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/user/debug/');
    const token = res.cookies.find((c) => c.name === 'token');
    expect(token?.httpOnly).toBe(true);
    expect(token?.sameSite).toBe('Lax');
    expect(token?.maxAge).toBe(7 * 24 * 60 * 60);
    const cookies = cookiesOf(res);

    const debug = await t.app.inject({ url: '/user/debug/', cookies });
    expect(debug.statusCode).toBe(200);
    expect(debug.body).toContain('data-user-form="debug"');
    expect(debug.body).toMatch(
      /data-testid="debug-iat"><time dateTime="\d{4}-\d\d-\d\d \d\d:\d\d:\d\d"/i,
    );
    expect(debug.body).toContain(`&quot;sub&quot;: &quot;${account.id}&quot;`);

    const home = await t.app.inject({ url: '/user/', cookies });
    expect(home.body).toContain('Guten Tag, Henrike!');
    expect(home.body).toContain(`value="${account.lastName}"`);
  });

  it("shows the customer's next trip on the dashboard, and nobody else's", async () => {
    const login = async (email: string, password: string) =>
      cookiesOf(await post('/user/login/', { intent: 'login', email, password }));
    const objectNumber = await firstActiveObjectNumber(t.deps.database);
    const today = todayInBerlin(FIXED_NOW);
    const owner = await insertLoginAccount(t.deps.database, { firstName: 'Greta' });
    const { customerNumber } = await insertCustomer(t.deps.database, { accountId: owner.id });
    const stay = (from: number, status: 'confirmed' | 'cancelled' | 'option') =>
      insertBooking(t.deps.database, {
        objectNumber,
        booking: {
          customerNumber,
          method: status === 'option' ? 'option' : 'booking',
          status,
          startDate: addDays(today, from),
          endDate: addDays(today, from + 7),
        },
      });
    await stay(-20, 'confirmed'); // over
    await stay(10, 'cancelled'); // not a trip
    const next = await stay(30, 'option');
    await stay(60, 'confirmed');

    const own = await t.app.inject({
      url: '/user/',
      cookies: await login(owner.email, owner.password),
    });
    expect(own.body).toContain('data-testid="next-trip"');
    expect(own.body).toContain('Option (unverbindlich reserviert)');
    // The trip links to its page in the user area (issue 15): /user/booking-details/{n}/.
    expect(own.body).toContain(`/user/booking-details/${next.displayNumber}/`);

    const other = await insertLoginAccount(t.deps.database, { firstName: 'Olaf' });
    const theirs = await t.app.inject({
      url: '/user/',
      cookies: await login(other.email, other.password),
    });
    expect(theirs.body).toContain('Guten Tag, Olaf!');
    expect(theirs.body).not.toContain('data-testid="next-trip"');
  });

  it("links the header's login to the page it is on, except from home and the user area", async () => {
    const login = (body: string) => /href="(\/user\/login\/[^"]*)"/.exec(body)?.[1];
    const contact = await t.app.inject({ url: buildPath('Contact', {}, 'de') });
    expect(login(contact.body)).toBe(
      `/user/login/?returnTo=${encodeURIComponent(buildPath('Contact', {}, 'de'))}`,
    );
    expect(login((await t.app.inject({ url: '/' })).body)).toBe('/user/login/');
    expect(login((await t.app.inject({ url: '/user/registration/' })).body)).toBe('/user/login/');
  });

  it('refuses to send the login anywhere but the site (no open redirect)', async () => {
    const account = await insertLoginAccount(t.deps.database);
    for (const returnTo of [
      'https://evil.example/',
      '//evil.example/user/',
      '/\\evil.example/',
      'javascript:alert(1)',
      '/user/login/',
    ]) {
      const res = await post('/en/user/login/', {
        intent: 'login',
        email: account.email,
        password: account.password,
        returnTo,
      });
      expect(res.statusCode, returnTo).toBe(303);
      expect(res.headers.location, returnTo).toBe(
        returnTo === '/user/login/' ? '/user/' : '/en/user/',
      );
    }
  });

  it('answers a wrong password with a generic message beside the form, status 200', async () => {
    const account = await insertLoginAccount(t.deps.database);
    for (const email of [account.email, 'nobody-here@feriora.test']) {
      const res = await post('/user/login/', { intent: 'login', email, password: 'falsch-falsch' });
      expect(res.statusCode).toBe(200);
      expect(res.cookies.find((c) => c.name === 'token')).toBeUndefined();
      expect(res.body).toContain('E-Mail-Adresse oder Passwort sind nicht richtig.');
      // The address stays filled in, the password does not.
      expect(res.body).toContain(`value="${email}"`);
      expect(res.body).not.toContain('falsch-falsch');
    }
  });

  it('names each field a registration is refused for, and links the summary to it', async () => {
    const res = await post('/user/registration/', {
      intent: 'register',
      firstName: 'Anna',
      lastName: '',
      email: 'kein-at-zeichen',
      password: 'kurz',
    });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('data-testid="error-summary"');
    expect(html).toContain('Bitte prüfen Sie diese 4 Angaben:');
    for (const field of ['lastName', 'email', 'password', 'privacyAccepted']) {
      expect(html).toContain(`href="#register-${field}"`);
      expect(html).toMatch(
        new RegExp(
          `id="register-${field}"[^>]*aria-invalid="true"[^>]*aria-describedby="[^"]*register-${field}-error`,
        ),
      );
    }
    expect(html).toContain('Das Passwort muss zwischen 8 und 128 Zeichen lang sein.');
    expect(html).toContain('Bitte stimmen Sie der Datenschutzerklärung zu.');
    expect(html).toContain('value="Anna"');
  });

  it('registers with a plain form post: the same "check your mail" for a known address', async () => {
    const known = await insertLoginAccount(t.deps.database);
    for (const email of ['neu-registriert@feriora.test', known.email]) {
      const res = await post('/user/registration/', {
        intent: 'register',
        salutation: 'ms',
        firstName: 'Anna',
        lastName: 'Neu',
        email,
        password: 'Ein Satz, den ich mir merke',
        privacyAccepted: 'on',
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('data-testid="registration-done"');
      expect(res.body).toContain(`Wir haben eine E-Mail an ${email} geschickt.`);
    }
  });

  it('refuses a common password on the field it is about', async () => {
    const res = await post('/user/registration/', {
      intent: 'register',
      firstName: 'Anna',
      lastName: 'Neu',
      email: 'common-password@feriora.test',
      password: 'password1',
      privacyAccepted: 'on',
    });
    expect(res.body).toContain('Dieses Passwort ist zu verbreitet');
    expect(res.body).toMatch(/id="register-password"[^>]*aria-invalid="true"/);
  });

  it('refuses form posts from a foreign page, with or without a login', async () => {
    const account = await insertLoginAccount(t.deps.database);
    const fields = { intent: 'login', email: account.email, password: account.password };
    for (const origin of ['https://evil.example', 'null', null]) {
      const res = await post('/user/login/', fields, { origin });
      expect(res.statusCode, String(origin)).toBe(403);
      expect(res.cookies.find((c) => c.name === 'token')).toBeUndefined();
    }
    const cookies = cookiesOf(await post('/user/login/', fields));
    const logout = await post(
      '/user/',
      { intent: 'logout' },
      { origin: 'https://evil.example', cookies },
    );
    expect(logout.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/user/', cookies })).body).toContain(
      'data-user-form="dashboard"',
    );
  });

  it('logs out with a post: the session ends and the login page says so', async () => {
    const account = await insertLoginAccount(t.deps.database, { firstName: 'Jasper' });
    const cookies = cookiesOf(
      await post('/user/login/', {
        intent: 'login',
        email: account.email,
        password: account.password,
      }),
    );
    const res = await post('/user/', { intent: 'logout' }, { cookies });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/user/login/?loggedOut');
    expect(res.cookies.find((c) => c.name === 'token')?.maxAge).toBe(0);
    // The old token no longer works, even if a browser kept it.
    const after = await t.app.inject({ url: '/user/', cookies });
    expect(after.body).toContain('data-user-form="login"');
    expect(after.body).not.toContain('Jasper');
    const page = await t.app.inject({ url: '/user/login/?loggedOut' });
    expect(page.body).toContain('Sie haben sich abgemeldet.');
  });

  it('saves the profile and refuses a zipcode against SPEC §5 on its field', async () => {
    const account = await insertLoginAccount(t.deps.database, { firstName: 'Lea' });
    const cookies = cookiesOf(
      await post('/user/login/', {
        intent: 'login',
        email: account.email,
        password: account.password,
      }),
    );
    const profile = {
      intent: 'profile',
      salutation: 'ms',
      firstName: 'Lea',
      lastName: 'Sommer',
      street: 'Hafenstraße 1',
      zipcode: '1234',
      city: 'Kiel',
      country: 'de',
      phone: '+49 431 123456',
      language: 'de',
    };
    const refused = await post('/user/', profile, { cookies });
    expect(refused.statusCode).toBe(200);
    expect(refused.body).toMatch(/id="profile-zipcode"[^>]*aria-invalid="true"/);
    const saved = await post(
      '/user/',
      { ...profile, zipcode: '24103', newsletter: 'on' },
      { cookies },
    );
    expect(saved.body).toContain('data-testid="profile-saved"');
    expect(saved.body).toContain('value="24103"');
  });

  it('says when a reset or confirmation link does not work, without spending a good one', async () => {
    const reset = await t.app.inject({ url: `/user/password/reset/?resetID=${'A'.repeat(43)}` });
    expect(reset.statusCode).toBe(200);
    expect(reset.body).toContain('data-testid="invalid-link"');
    const bad = await t.app.inject({ url: '/user/registration/confirm/?confirmID=kaputt' });
    expect(bad.body).toContain('data-testid="invalid-link"');
    // A well-formed id shows the button; only its post uses the link.
    const confirm = await t.app.inject({
      url: `/user/registration/confirm/?confirmID=${'B'.repeat(43)}`,
    });
    expect(confirm.body).toContain('name="confirmID"');
    const used = await post('/user/registration/confirm/', {
      intent: 'confirm',
      confirmID: 'B'.repeat(43),
    });
    expect(used.statusCode).toBe(200);
    expect(used.body).toContain('Der Bestätigungslink ist ungültig, abgelaufen');
    expect(used.body).toMatch(/data-testid="invalid-link" role="alert"/);
  });

  // Regression: a data request of a path with a trailing slash (`…/_.data`) was matched to the
  // catch-all and answered 405, so no form worked with JavaScript.
  it("takes the same posts through React Router's data requests (JavaScript on)", async () => {
    const fields = { intent: 'passwordRequest', email: 'daten@feriora.test' };
    const res = await post('/user/password/request/_.data', fields);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/x-script');
    expect(res.body).toContain('passwordRequest');
    const foreign = await post('/user/password/request/_.data', fields, {
      origin: 'https://evil.example',
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('says the retry time once the login attempts of an account are spent', async () => {
    const account = await insertLoginAccount(t.deps.database);
    const attempt = (password: string) =>
      post(
        '/user/login/',
        { intent: 'login', email: account.email, password },
        { ip: '198.51.100.21' },
      );
    for (let i = 0; i < 10; i++) expect((await attempt('falsch-falsch')).statusCode).toBe(200);
    // Spent: even the right password is refused, with the time to wait, status 200.
    const limited = await attempt(account.password);
    expect(limited.statusCode).toBe(200);
    expect(limited.headers.location).toBeUndefined();
    expect(limited.body).toMatch(
      /Zu viele Anmeldeversuche\. Bitte versuchen Sie es in (einer Minute|\d+ Minuten) noch einmal\./,
    );
  });

  it('asks to confirm the address first when a registration logs in before its link', async () => {
    const email = 'noch-nicht-bestaetigt@feriora.test';
    const password = 'Erst bestätigen, dann anmelden';
    await post('/user/registration/', {
      intent: 'register',
      firstName: 'Ida',
      lastName: 'Wartend',
      email,
      password,
      privacyAccepted: 'on',
    });
    // The registration is stored after its answer (the bundle's own after-answer queue, which
    // this test's import of the services cannot wait for): ask until it is there.
    let body = '';
    for (let i = 0; i < 50 && !body.includes('Bitte bestätigen Sie zuerst'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const res = await post(
        '/user/login/',
        { intent: 'login', email, password },
        { ip: '198.51.100.22' },
      );
      expect(res.statusCode).toBe(200);
      body = res.body;
    }
    expect(body).toContain('Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse.');
  });

  it('reads no form larger than 16 KB, nor one that is not urlencoded', async () => {
    const big = await post('/user/login/', {
      intent: 'login',
      email: 'a@b.de',
      filler: 'x'.repeat(20_000),
    });
    expect(big.statusCode).toBe(200);
    expect(big.body).toContain('Das hat leider nicht geklappt.');
    const multipart = await t.app.inject({
      method: 'POST',
      url: '/user/login/',
      headers: { origin: SITE, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="intent"\r\n\r\nlogin\r\n--x--\r\n',
    });
    expect(multipart.statusCode).toBe(200);
    expect(multipart.body).toContain('Das hat leider nicht geklappt.');
  });

  it('gives the same answer to a password request for known and unknown addresses', async () => {
    const known = await insertLoginAccount(t.deps.database);
    const answers = [];
    for (const email of [known.email, 'unbekannt@feriora.test']) {
      const res = await post('/user/password/request/', { intent: 'passwordRequest', email });
      expect(res.statusCode).toBe(200);
      answers.push(res.body.replaceAll(email, 'ADDRESS').replace(/nonce="[^"]*"/g, ''));
    }
    expect(answers[0]).toContain('data-testid="password-request-done"');
    expect(answers[0]).toBe(answers[1]);
  });
});
