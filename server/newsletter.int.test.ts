// The newsletter (issue 17) through the production bundle and the captured SMTP mail: double
// opt-in (subscribe → mail → confirm page → subscribed; the link reused → "no longer valid"), the
// same answer for new, pending and subscribed addresses, the abuse limits, refusals naming their
// field, the footer form and its target page without JavaScript, a partner hiding the newsletter,
// the preferences API for the logged-in customer only (no IDOR), the account flag as a mirror of
// the subscription, the newsletter mail's unsubscribe link (page and RFC 8058 one-click), and
// /newsletter/ and /nlnew/ staying 404 (SPEC §2).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { buildPath } from '#core/routes';
import { accounts, newsletterSubscriptions } from '#db/schema';
import { renderNewsletterIssue } from '#services/content';
import { insertLoginAccount, loginAs } from '#tests/factories/account';
import { insertPartner } from '#tests/factories/partner';
import { TEST_MANDANT, build, type TestApp } from '#tests/helpers/app';
import { FIXED_NOW } from '#tests/helpers/clock';
import { linksIn, startMailCapture, type MailCapture } from '#tests/helpers/mail';

const SITE = 'http://localhost:3000';

describe('newsletter', () => {
  let t: TestApp;
  let capture: MailCapture;
  let clockMs = FIXED_NOW.getTime();
  let ips = 0;
  beforeAll(async () => {
    capture = await startMailCapture();
    t = await build({ ssr: true, env: { SMTP_URL: capture.url } });
    t.deps.clock = () => new Date(clockMs);
  });
  afterAll(async () => {
    await t?.close();
    await capture?.close();
  });

  const nextIp = () => `198.51.100.${++ips}`;
  const get = (url: string, cookie?: string) =>
    t.app.inject({ url, headers: cookie ? { cookie } : {} });
  const tokenOf = (html: string) => /name="formToken" value="([^"]+)"/.exec(html)?.[1] ?? '';
  /** A form token of the footer, rendered now and 5 s old when used (the time trap). */
  const freshToken = async () => {
    const token = tokenOf((await get('/')).body);
    clockMs += 5_000;
    return token;
  };
  const api = (
    url: string,
    body: Record<string, unknown>,
    options: { ip?: string; cookie?: string } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: { mandant: TEST_MANDANT, ...body },
      headers: { origin: SITE, ...(options.cookie ? { cookie: options.cookie } : {}) },
      remoteAddress: options.ip ?? nextIp(),
    });
  const pagePost = (
    url: string,
    fields: Record<string, string>,
    options: { origin?: string | null; cookie?: string } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: new URLSearchParams(fields).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(options.origin === null ? {} : { origin: options.origin ?? SITE }),
        ...(options.cookie ? { cookie: options.cookie } : {}),
      },
      remoteAddress: nextIp(),
    });
  const subscription = async (email: string) => {
    const [row] = await t.deps.database.db
      .select()
      .from(newsletterSubscriptions)
      .where(sql`lower(${newsletterSubscriptions.email}) = lower(${email})`);
    return row ?? null;
  };
  const mailTo = (email: string) => capture.waitForMessage((m) => m.to.includes(email));
  const confirmLinkOf = (mail: { text: string; html: string }) =>
    linksIn(mail).find((link) => link.includes('token='))!;

  it('keeps /newsletter/ and /nlnew/ as 404 in every language', async () => {
    for (const lng of ['de', 'en', 'fr', 'it'] as const) {
      for (const name of ['Newsletter', 'NewsletterNew'] as const) {
        expect((await get(buildPath(name, {}, lng))).statusCode, `${name} ${lng}`).toBe(404);
      }
    }
  });

  it('shows the footer form without a partner, and its pages in every language', async () => {
    const home = await get('/');
    expect(home.body).toContain('data-testid="footer-newsletter"');
    expect(home.body).toContain(`action="${buildPath('NewsletterSignup', {}, 'de')}"`);
    for (const lng of ['de', 'en', 'fr', 'it'] as const) {
      const page = await get(buildPath('NewsletterSignup', {}, lng));
      expect(page.statusCode, lng).toBe(200);
      expect(page.headers['cache-control']).toBe('private, no-store');
      expect(page.body).toContain('data-testid="newsletter-form"');
    }
  });

  it('subscribes with double opt-in through the captured mail, single use', async () => {
    const email = 'anna.doi@example.org';
    const res = await api('/api/mailer/newsletter', { email, formToken: await freshToken() });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ accepted: true });
    expect((await subscription(email))?.status).toBe('pending');
    const mail = await mailTo(email);
    expect(mail.subject).toContain('Newsletter');
    const link = new URL(confirmLinkOf(mail));
    expect(link.pathname).toBe(buildPath('NewsletterConfirm', {}, 'de'));
    const token = link.searchParams.get('token')!;
    // Only the hash is stored.
    const stored = await subscription(email);
    expect(stored?.doiToken).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.doiToken).not.toBe(token);
    // Opening the link changes nothing (a mail scanner confirms nobody); the button does.
    const page = await get(link.pathname + link.search);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-testid="newsletter-confirm-form"');
    expect((await subscription(email))?.status).toBe('pending');
    const confirmed = await pagePost(link.pathname + link.search, { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('data-testid="newsletter-confirmed"');
    expect((await subscription(email))?.status).toBe('subscribed');
    expect((await subscription(email))?.doiToken).toBeNull();
    // The link again: a clear page, not an error.
    const again = await get(link.pathname + link.search);
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('data-testid="newsletter-link-invalid"');
    expect(again.body).toContain('Dieser Link ist nicht mehr gültig');
    const reposted = await pagePost(link.pathname + link.search, { token });
    expect(reposted.statusCode).toBe(200);
    expect(reposted.body).toContain('data-testid="newsletter-link-invalid"');
    const viaApi = await api('/api/newsletter/doiconfirm', { token });
    expect(viaApi.json().data).toEqual({ confirmed: false });
  });

  it('refuses wrong, forged and expired tokens without an error page', async () => {
    const url = buildPath('NewsletterConfirm', {}, 'en');
    for (const token of [
      '',
      'nonsense',
      `${(FIXED_NOW.getTime() + 1e9).toString(36)}.${'A'.repeat(32)}`,
    ]) {
      const page = await get(`${url}?token=${encodeURIComponent(token)}`);
      expect(page.statusCode, token).toBe(200);
      expect(page.body).toContain('This link is no longer valid');
    }
    const bad = await api('/api/newsletter/doiconfirm', { token: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].data.field).toBe('token');
    // Expired: a link older than 7 days.
    const email = 'late@example.org';
    await api('/api/mailer/newsletter', { email, formToken: await freshToken() });
    const token = new URL(confirmLinkOf(await mailTo(email))).searchParams.get('token')!;
    clockMs += 8 * 24 * 60 * 60 * 1000;
    const late = await api('/api/newsletter/doiconfirm', { token });
    expect(late.json().data).toEqual({ confirmed: false });
    expect((await subscription(email))?.status).toBe('pending');
  });

  it('answers the same for new, pending and subscribed addresses', async () => {
    const known = 'anna.doi@example.org'; // subscribed above
    const pending = 'pending@example.org';
    await api('/api/mailer/newsletter', { email: pending, formToken: await freshToken() });
    const answers = [];
    for (const email of [known, pending, 'nobody-yet@example.org']) {
      const res = await api('/api/mailer/newsletter', { email, formToken: await freshToken() });
      answers.push([res.statusCode, res.body]);
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    // A second request for a pending address replaces its link: the first stops working.
    const mails = capture.messages.filter((m) => m.to.includes(pending));
    expect(mails.length).toBe(2);
    const first = new URL(confirmLinkOf(mails[0]!)).searchParams.get('token')!;
    expect((await api('/api/newsletter/doiconfirm', { token: first })).json().data).toEqual({
      confirmed: false,
    });
    // The subscribed address got no mail.
    expect(capture.messages.filter((m) => m.to.includes(known)).length).toBe(1);
  });

  it('names the refused fields and needs the form guard', async () => {
    const res = await api('/api/mailer/newsletter', { email: 'not-an-address' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { data: { field: string } }) => e.data.field)).toContain(
      'email',
    );
    const noToken = await api('/api/mailer/newsletter', { email: 'guard@example.org' });
    expect(noToken.statusCode).toBe(400);
    expect(noToken.json().errors[0].data.field).toBe('formToken');
    const noMandant = await t.app.inject({
      method: 'POST',
      url: '/api/mailer/newsletter',
      payload: { email: 'guard@example.org' },
      remoteAddress: nextIp(),
    });
    expect(noMandant.statusCode).toBe(400);
    // The trap filled: the same answer, nothing stored.
    const trapped = await api('/api/mailer/newsletter', {
      email: 'bot@example.org',
      formToken: await freshToken(),
      website2: 'http://spam',
    });
    expect(trapped.json().data).toEqual({ accepted: true });
    expect(await subscription('bot@example.org')).toBeNull();
  });

  it('limits subscriptions per address and per client address', async () => {
    const email = 'victim@example.org';
    for (let i = 0; i < 3; i++) {
      expect(
        (await api('/api/mailer/newsletter', { email, formToken: await freshToken() })).statusCode,
      ).toBe(200);
    }
    const fourth = await api('/api/mailer/newsletter', { email, formToken: await freshToken() });
    expect(fourth.statusCode).toBe(429);
    const ip = '192.0.2.77';
    const codes = [];
    for (let i = 0; i < 11; i++) {
      const res = await api(
        '/api/mailer/newsletter',
        { email: `many${i}@example.org`, formToken: await freshToken() },
        { ip },
      );
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 10).every((c) => c === 200)).toBe(true);
    expect(codes[10]).toBe(429);
  });

  it('subscribes through the footer form without JavaScript, Origin checked', async () => {
    const url = buildPath('NewsletterSignup', {}, 'de');
    const email = 'footer@example.org';
    const token = await freshToken();
    const foreign = await pagePost(
      url,
      { email, formToken: token, website2: '' },
      { origin: 'https://evil.example' },
    );
    expect(foreign.statusCode).toBe(403);
    const invalid = await pagePost(url, { email: 'nope', formToken: token, website2: '' });
    expect(invalid.statusCode).toBe(200);
    expect(invalid.body).toContain('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    expect(invalid.body).toContain('aria-invalid="true"');
    const sent = await pagePost(url, { email, formToken: token, website2: '' });
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toContain('data-testid="newsletter-sent"');
    expect(sent.body).toContain('Fast geschafft!');
    expect((await subscription(email))?.status).toBe('pending');
    await mailTo(email);
  });

  it('hides the form for a partner with hideNewsletter and subscribes nobody there', async () => {
    const partner = await insertPartner(t.deps.database, { hideNewsletter: true });
    const shown = await insertPartner(t.deps.database, { hideNewsletter: false });
    const home = await get(`/?partner=${partner.partnerId}`);
    expect(home.statusCode).toBe(200);
    expect(home.body).not.toContain('data-testid="footer-newsletter"');
    const other = await get(`/?partner=${shown.partnerId}`);
    expect(other.body).toContain('data-testid="footer-newsletter"');
    const trk = home.cookies.find((c) => c.name === 'trk')?.value;
    const cookie = trk ? `trk=${trk}` : undefined;
    const page = await get(
      `${buildPath('NewsletterSignup', {}, 'de')}?partner=${partner.partnerId}`,
      cookie,
    );
    expect(page.body).toContain('data-testid="newsletter-hidden"');
    expect(page.body).not.toContain('data-testid="newsletter-form"');
    // The API answers as always, but stores and mails nothing (decision 070).
    const email = 'partner-visit@example.org';
    const res = await api(`/api/mailer/newsletter?partner=${partner.partnerId}`, {
      email,
      formToken: await freshToken(),
    });
    expect(res.json().data).toEqual({ accepted: true });
    expect(await subscription(email)).toBeNull();
  });

  it('reads and writes only the logged-in customer’s preferences', async () => {
    const anna = await insertLoginAccount(t.deps.database, { email: 'anna.pref@example.org' });
    const ben = await insertLoginAccount(t.deps.database, { email: 'ben.pref@example.org' });
    const annaLogin = await loginAs(t.app, anna);
    const benLogin = await loginAs(t.app, ben);
    const annaCookie = `token=${annaLogin.token}; uid=${annaLogin.uid}`;
    const benCookie = `token=${benLogin.token}; uid=${benLogin.uid}`;
    const anonymous = await api('/api/mailerPref/getUserPreferences', {});
    expect(anonymous.statusCode).toBe(403);
    const set = await api(
      '/api/mailerPref/setUserPreferences',
      { preferences: { offers: false, lastminute: true }, subscribed: true },
      { cookie: annaCookie },
    );
    expect(set.statusCode).toBe(200);
    expect(set.json().data).toEqual({
      subscribed: true,
      preferences: { offers: false, lastminute: true, travelTips: true },
    });
    // The account's flag mirrors the subscription (one truth).
    const [annaRow] = await t.deps.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.id, anna.id));
    expect(annaRow?.newsletter).toBe(true);
    expect((await subscription(anna.email))?.status).toBe('subscribed');
    // Ben names Anna's account and uid in the body: his own are read and written, never hers.
    const benSet = await api(
      '/api/mailerPref/setUserPreferences',
      { uid: annaLogin.uid, accountId: anna.id, preferences: { travelTips: false } },
      { cookie: benCookie },
    );
    expect(benSet.json().data).toEqual({
      subscribed: false,
      preferences: { offers: true, lastminute: true, travelTips: false },
    });
    const benGet = await api(
      '/api/mailerPref/getUserPreferences',
      { uid: annaLogin.uid, accountId: anna.id },
      { cookie: benCookie },
    );
    expect(benGet.json().data.preferences.offers).toBe(true);
    const annaGet = await api('/api/mailerPref/getUserPreferences', {}, { cookie: annaCookie });
    expect(annaGet.json().data).toEqual({
      subscribed: true,
      preferences: { offers: false, lastminute: true, travelTips: true },
    });
    // The dashboard shows the topics and saves them as a plain form post.
    const user = buildPath('UserHome', {}, 'de');
    const dashboard = await get(user, annaCookie);
    expect(dashboard.body).toContain('data-testid="newsletter-preferences"');
    const saved = await pagePost(
      user,
      { intent: 'newsletterPreferences', offers: 'on', travelTips: 'on' },
      { cookie: annaCookie },
    );
    expect(saved.body).toContain('data-testid="newsletter-preferences-saved"');
    const after = await api('/api/mailerPref/getUserPreferences', {}, { cookie: annaCookie });
    expect(after.json().data.preferences).toEqual({
      offers: true,
      lastminute: false,
      travelTips: true,
    });
  });

  it('carries a signed unsubscribe link in every newsletter mail, working without a login', async () => {
    const email = 'anna.doi@example.org';
    const row = await subscription(email);
    const mail = await renderNewsletterIssue({ deps: t.deps }, row!.id, {
      title: 'Sommerangebote',
      paragraphs: ['Die schönsten Ferienhäuser am Meer.'],
    });
    expect(mail).not.toBeNull();
    expect(mail!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    await t.deps.mailer.send(mail!);
    const received = await capture.waitForMessage((m) => m.subject === 'Sommerangebote');
    expect(received.headers['list-unsubscribe']).toMatch(
      /^<http:\/\/localhost:3000\/mail\/newsletter-unsubscribe\?id=\d+&sig=/,
    );
    expect(received.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const link = linksIn(received).find((l) => l.includes('sig='))!;
    const url = new URL(link);
    expect(url.pathname).toBe(buildPath('NewsletterUnsubscribe', {}, 'de'));
    expect(received.text).toContain('Newsletter abbestellen');
    // A forged signature: a clear page, nothing changed.
    const forged = await get(`${url.pathname}?id=${url.searchParams.get('id')}&sig=AAAA`);
    expect(forged.body).toContain('data-testid="newsletter-link-invalid"');
    const page = await get(url.pathname + url.search);
    expect(page.body).toContain('data-testid="newsletter-unsubscribe-form"');
    expect((await subscription(email))?.status).toBe('subscribed');
    const done = await pagePost(url.pathname + url.search, {
      id: url.searchParams.get('id')!,
      sig: url.searchParams.get('sig')!,
    });
    expect(done.body).toContain('data-testid="newsletter-unsubscribed"');
    expect((await subscription(email))?.status).toBe('unsubscribed');
    // When the consent ended starts the proof's period (decision 100); the link used again a
    // day later does not restart it.
    const ended = new Date(clockMs);
    expect((await subscription(email))?.unsubscribedAt).toEqual(ended);
    clockMs += 24 * 60 * 60 * 1000;
    await pagePost(url.pathname + url.search, {
      id: url.searchParams.get('id')!,
      sig: url.searchParams.get('sig')!,
    });
    expect((await subscription(email))?.unsubscribedAt).toEqual(ended);
    // RFC 8058 one-click: a mail provider's POST without Origin or cookies.
    await t.deps.database.db
      .update(newsletterSubscriptions)
      .set({ status: 'subscribed' })
      .where(eq(newsletterSubscriptions.id, row!.id));
    const oneClickUrl = new URL(received.headers['list-unsubscribe']!.slice(1, -1));
    const oneClick = await t.app.inject({
      method: 'POST',
      url: oneClickUrl.pathname + oneClickUrl.search,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(oneClick.statusCode).toBe(200);
    expect((await subscription(email))?.status).toBe('unsubscribed');
    const forgedClick = await t.app.inject({
      method: 'POST',
      url: `${oneClickUrl.pathname}?id=${row!.id}&sig=forged`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(forgedClick.statusCode).toBe(400);
  });
});
