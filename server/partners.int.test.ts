// The partner programme on pages and mails (issue 16, "Partners and campaigns"): every partner flag
// in the server-rendered HTML (logo link, phone and e-mail, header and logo hidden by the partner or
// its group, newsletter and insurance hidden), the booking's partner in mails sent later by a job
// or for the landlord's answer, unknown and malformed partner ids, /incorrect/ on a host that
// requires a partner id, /affiliate-redirect's targets and its record, the attribution of
// enquiries, options and bookings, the campaign's encouragement alert and SEA page size.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInBerlin } from '#core/dates';
import { buildPath } from '#core/routes';
import { accountTokens, accounts, bookings, enquiries, trackingEvents } from '#db/schema';
import {
  bookingMailsSettled,
  enquiryFormToken,
  escalateUnanswered,
  remindOptions,
} from '#services/booking';
import { ensureSearchIndex } from '#services/search';
import { insertLoginAccount } from '#tests/factories/account';
import { availability } from '#tests/factories/availability';
import { bookingRequest } from '#tests/factories/booking-request';
import { insertObject } from '#tests/factories/object';
import { insertPartner } from '#tests/factories/partner';
import { priceRules } from '#tests/factories/price-rules';
import { build, TEST_MANDANT, type TestApp } from '#tests/helpers/app';
import { FIXED_NOW } from '#tests/helpers/clock';
import { databaseKinds } from '#tests/helpers/database';
import { startMailCapture, type MailCapture } from '#tests/helpers/mail';

const SITE = 'http://feriora.test';
const TODAY = todayInBerlin(FIXED_NOW);
/** The demo group that requires a partner id on its host (demo/catalogue buildPartnerGroups). */
const REQUIRED_HOST = 'alphareisen.feriora.example';

const PLAIN = 7101;
const GROUP_NO_HEADER = 7102;
const GROUP_NO_LOGO = 7103;
const OWN_NO_HEADER = 7104;
const IGNORES_URL = 7105;
const HIDES = 7106;
const SCRIPT_URL = 7107;
const REQUIRED_GROUP = 7108;

/** The page header (full or compact), or '' when the page has none. */
const headerOf = (html: string) =>
  /<header[^>]*><a class="skip-link"[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';
/** The drawn logo mark (app/components/shell/logo.tsx). */
const LOGO = 'viewBox="0 0 32 32"';
const footerOf = (html: string) => /<footer[\s\S]*?<\/footer>/.exec(html)?.[0] ?? '';

describe.each(databaseKinds())('partner programme on pages and mails (%s)', (kind) => {
  let t: TestApp;
  let mail: MailCapture;
  let objectNumber: number;
  let ip = 0;
  let guests = 0;

  beforeAll(async () => {
    mail = await startMailCapture();
    t = await build({
      kind,
      ssr: true,
      catalogue: { objects: 30 },
      env: { SMTP_URL: mail.url, SITE_URL: SITE, OFFICE_EMAIL: 'service@feriora.test' },
    });
    const partner = (partnerId: number, values: Parameters<typeof insertPartner>[1] = {}) =>
      insertPartner(t.deps.database, { partnerId, partnerParent: 'REISERING', ...values });
    await partner(PLAIN, {
      partnerName: 'Reisebüro Plain',
      partnerPhone: '+49 69 111 222',
      partnerEmail: 'info@plain.example',
      partnerUrl: 'https://www.plain.example/',
    });
    // CITYTOUR and NORDVERBUND: the demo groups with header, and logo, hidden.
    await partner(GROUP_NO_HEADER, { partnerParent: 'CITYTOUR', partnerPhone: '+49 1' });
    await partner(GROUP_NO_LOGO, {
      partnerParent: 'NORDVERBUND',
      partnerPhone: '+49 40 333 444',
      partnerUrl: 'https://www.nologo.example/',
    });
    await partner(OWN_NO_HEADER, { showHeader: false });
    await partner(IGNORES_URL, {
      partnerUrl: 'https://www.ignored.example/',
      ignorePartnerUrl: true,
    });
    await partner(HIDES, {
      partnerName: 'Reisebüro Ohne',
      partnerPhone: '+49 89 999 000',
      partnerEmail: 'team@ohne.example',
      hideInsurances: true,
      hideNewsletter: true,
      hideBonus: true,
    });
    await partner(SCRIPT_URL, { partnerUrl: 'javascript:alert(1)' });
    await partner(REQUIRED_GROUP, { partnerParent: 'ALPHAREISEN' });
    const object = await insertObject(t.deps.database, {
      rules: priceRules(),
      availability: availability(),
      landlord: { name: 'Familie Vermieter', email: 'vermieter@example.org' },
    });
    objectNumber = object.objectNumber;
    await ensureSearchIndex(t.deps);
  });
  afterAll(async () => {
    await t?.close();
    await mail?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}, cookies = {}) =>
    t.app.inject({ url, headers, cookies });
  const page = async (url: string) => {
    const res = await get(url);
    expect(res.statusCode, url).toBe(200);
    return res.body;
  };
  const privacy = (query: string) => page(`${buildPath('Privacy')}?${query}`);

  function post(url: string, payload: unknown) {
    ip++;
    return t.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      remoteAddress: `10.7.${Math.floor(ip / 250)}.${ip % 250}`,
    });
  }

  function bookingBody(offset: number, overrides: Record<string, unknown> = {}) {
    return {
      ...bookingRequest({
        mandant: TEST_MANDANT,
        objectNumber,
        startDate: addDays(TODAY, offset),
        paymentMethod: 'card',
        email: `partner-guest${++guests}@example.org`,
      }),
      ...overrides,
    };
  }

  describe('header, logo and contact', () => {
    it('links the logo to the partner URL and shows the partner’s phone and e-mail', async () => {
      const html = await privacy(`partner=${PLAIN}`);
      const header = headerOf(html);
      expect(header).toContain('href="https://www.plain.example/"');
      // Its name says where it leads: the partner's site, not "zur Startseite".
      expect(header).toMatch(/aria-label="[^"]* – zur Website plain\.example"/);
      expect(header).not.toContain('zur Startseite');
      expect(header).toContain('+49 69 111 222');
      expect(footerOf(html)).toContain('href="tel:+4969111222"');
      expect(footerOf(html)).toContain('mailto:info@plain.example');
      // Without a partner: the office's contact and the logo to home.
      const office = headerOf(await privacy(''));
      expect(office).not.toContain('plain.example');
      expect(office).toContain('zur Startseite');
      expect(office).toContain('+49 30 5678 9100');
    });

    it('links the logo home when the partner ignores its URL, or the URL is no web address', async () => {
      for (const id of [IGNORES_URL, SCRIPT_URL]) {
        const header = headerOf(await privacy(`partner=${id}`));
        expect(header, String(id)).not.toContain('ignored.example');
        expect(header, String(id)).not.toContain('javascript:');
        expect(header, String(id)).toMatch(/href="\/(\?partner=\d+)?"/);
      }
    });

    it('links the logo home for a logged-in visitor of the partner', async () => {
      const account = await insertLoginAccount(t.deps.database, { firstName: 'Lotte' });
      const login = await t.app.inject({
        method: 'POST',
        url: '/user/login/',
        payload: new URLSearchParams({
          intent: 'login',
          email: account.email,
          password: account.password,
        }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE },
      });
      const cookies = Object.fromEntries(login.cookies.map((c) => [c.name, c.value]));
      const res = await get(`${buildPath('Privacy')}?partner=${PLAIN}`, {}, cookies);
      const header = headerOf(res.body);
      expect(header).toContain('Lotte');
      expect(header).not.toContain('https://www.plain.example/');
      expect(header).toContain('+49 69 111 222');
    });

    it('hides the header when the partner or its group says showHeader N, on every page kind', async () => {
      for (const id of [GROUP_NO_HEADER, OWN_NO_HEADER]) {
        for (const url of [
          `${buildPath('Privacy')}?partner=${id}`,
          `/?partner=${id}`,
          `${buildPath('Search')}?partner=${id}`,
          `${buildPath('ObjectPage', { objectNumber })}?partner=${id}`,
        ]) {
          const html = await page(url);
          expect(headerOf(html), url).toBe('');
        }
      }
      // The footer still names the partner's contact.
      expect(footerOf(await privacy(`partner=${GROUP_NO_HEADER}`))).toContain('+49 1');
    });

    it('hides only the logo when the group says showHeaderLogo N', async () => {
      const header = headerOf(await privacy(`partner=${GROUP_NO_LOGO}`));
      expect(header).not.toBe('');
      expect(header).toContain('+49 40 333 444');
      expect(header).not.toContain('nologo.example');
      expect(header).not.toContain(LOGO);
      expect(headerOf(await privacy(`partner=${PLAIN}`))).toContain(LOGO);
      const compact = headerOf(await page(`${buildPath('Search')}?partner=${GROUP_NO_LOGO}`));
      expect(compact).toContain('data-testid="compact-bar"');
      expect(compact).toContain('+49 40 333 444');
      expect(compact).not.toContain(LOGO);
    });
  });

  describe('unknown and malformed partner ids', () => {
    it.each([
      'abc',
      '2147483648',
      '99999999999999999999',
      '-1',
      '0',
      '07101',
      '7101x',
      '1e3',
      '%00',
      '4242',
    ])('partner=%s is no partner: page 200, no partner stored', async (value) => {
      const res = await get(`/?partner=${value}&utm_source=x`);
      expect(res.statusCode).toBe(200);
      expect(headerOf(res.body)).toContain('+49 30 5678 9100');
      const trk = res.cookies.find((c) => c.name === 'trk');
      expect(JSON.parse(decodeURIComponent(trk!.value))).toEqual({ utm_source: 'x' });
      const without = await get(`${buildPath('Privacy')}?partner=${value}`);
      expect(without.statusCode).toBe(200);
      expect(without.cookies.find((c) => c.name === 'trk')).toBeUndefined();
    });
  });

  describe('newsletter, insurance and bonus hidden by the partner', () => {
    it('shows no newsletter opt-in on the dashboard and keeps the subscription as it is', async () => {
      const account = await insertLoginAccount(t.deps.database, { firstName: 'Nele' });
      const form = (fields: Record<string, string>, cookies: Record<string, string>, q = '') =>
        t.app.inject({
          method: 'POST',
          url: `/user/login/${q}`,
          payload: new URLSearchParams(fields).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE },
          cookies,
        });
      const login = await form(
        { intent: 'login', email: account.email, password: account.password },
        {},
      );
      const cookies = Object.fromEntries(login.cookies.map((c) => [c.name, c.value]));
      const dashboard = (q: string) => get(`${buildPath('UserHome')}${q}`, {}, cookies);
      expect((await dashboard('')).body).toContain('name="newsletter"');
      const hidden = await dashboard(`?partner=${HIDES}`);
      expect(hidden.statusCode).toBe(200);
      expect(hidden.body).toContain('name="firstName"');
      expect(hidden.body).not.toContain('name="newsletter"');

      // The profile saved on the partner's visit with a (forged) opt-in: not subscribed.
      const saved = await t.app.inject({
        method: 'POST',
        url: `/api/user/update?partner=${HIDES}`,
        payload: { mandant: TEST_MANDANT, userAccountData: { newsletter: true } },
        headers: { origin: SITE },
        cookies,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const [row] = await t.deps.database.db
        .select({ newsletter: accounts.newsletter })
        .from(accounts)
        .where(eq(accounts.email, account.email));
      expect(row?.newsletter).toBe(false);
    });

    it('registers a partner’s visitor without the newsletter, whatever the request says', async () => {
      const register = (email: string, query: string) =>
        post(`/api/user/registration${query}`, {
          mandant: TEST_MANDANT,
          user: {
            email,
            password: 'Sonnenaufgang am Fjord 26',
            firstName: 'Nina',
            lastName: 'Neu',
            privacyAccepted: true,
            newsletter: true,
          },
        });
      expect((await register('nina.partner@example.org', `?partner=${HIDES}`)).statusCode).toBe(
        200,
      );
      expect((await register('nina.direct@example.org', '')).statusCode).toBe(200);
      const pending = async (email: string) => {
        for (let i = 0; i < 50; i++) {
          const [row] = await t.deps.database.db
            .select({ payload: accountTokens.payload })
            .from(accountTokens)
            .where(and(eq(accountTokens.email, email), eq(accountTokens.purpose, 'registration')));
          if (row) return row.payload as { newsletter: boolean };
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        throw new Error(`no registration of ${email}`);
      };
      expect((await pending('nina.partner@example.org')).newsletter).toBe(false);
      expect((await pending('nina.direct@example.org')).newsletter).toBe(true);
    });

    it('offers no insurance in the booking flow and books none for such a partner', async () => {
      const stay = `startDate=${addDays(TODAY, 40)}&endDate=${addDays(TODAY, 47)}&persons=2`;
      const start = (q: string) => page(`${buildPath('Booking', { objectNumber })}?${stay}${q}`);
      expect(await start('')).toContain('name="insurance"');
      expect(await start(`&partner=${HIDES}`)).not.toContain('name="insurance"');

      const res = await post(`/api/booking?partner=${HIDES}`, bookingBody(50, { insurance: true }));
      expect(res.statusCode, res.body).toBe(201);
      const [row] = await t.deps.database.db
        .select()
        .from(bookings)
        .where(eq(bookings.bookingId, res.json().data.bookingId));
      expect(row).toMatchObject({ insurance: false, partnerId: HIDES });
      // Without the partner the same request books the insurance.
      const plain = await post('/api/booking', bookingBody(60, { insurance: true }));
      expect(plain.statusCode).toBe(201);
      const [insured] = await t.deps.database.db
        .select({ insurance: bookings.insurance })
        .from(bookings)
        .where(eq(bookings.bookingId, plain.json().data.bookingId));
      expect(insured?.insurance).toBe(true);
    });
  });

  it('keeps the partner on the header’s login link, with the page to return to', async () => {
    const html = await page(`${buildPath('About')}?partner=${PLAIN}`);
    const href = /href="([^"]*\/user\/login\/[^"]*)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
    expect(href).toBeDefined();
    // One query: the partner and where to return (before, a second '?' lost the return).
    const url = new URL(href!, SITE);
    expect(url.pathname).toBe('/user/login/');
    expect(url.searchParams.get('partner')).toBe(String(PLAIN));
    expect(url.searchParams.get('returnTo')).toBe(`/ueber-uns/?partner=${PLAIN}`);
  });

  describe('mails carry the booking’s partner', () => {
    it('confirms a partner’s booking with its contact, and the reminder job mails the same', async () => {
      mail.clear();
      const body = bookingBody(80, { method: 'option' });
      const res = await post(`/api/booking?partner=${PLAIN}&pid=1002`, body);
      expect(res.statusCode).toBe(201);
      await bookingMailsSettled();
      const to = body.traveller.email;
      const confirmation = await mail.waitForMessage((m) => m.to.includes(to));
      expect(confirmation.text).toContain('info@plain.example');
      expect(confirmation.text).toContain('Reisebüro Plain');
      // The landlord's mail of the same booking answers to the office, never to the partner.
      const landlord = await mail.waitForMessage((m) => m.to.includes('vermieter@example.org'));
      expect(landlord.headers['reply-to']).toContain('service@feriora.test');
      expect(landlord.text).not.toContain('info@plain.example');
      expect(landlord.text).not.toContain('Reisebüro Plain');

      // A day before the hold ends the job (no visit, no partner of its own) reminds the guest.
      const expires = new Date(res.json().data.optionExpiresAt as string);
      const dayBefore = new Date(expires.getTime() - 20 * 3_600_000);
      expect(await remindOptions(t.deps, dayBefore)).toBeGreaterThanOrEqual(1);
      const reminder = await mail.waitForMessage((m) => m.to.includes(to) && m !== confirmation);
      expect(reminder.text).toContain('info@plain.example');
      expect(reminder.text).toContain('Reisebüro Plain');
      expect(reminder.headers['reply-to']).toContain('info@plain.example');
      expect(reminder.text).not.toContain('+49 30 5678 9100');
    });

    it('tells the office whom an unanswered booking came through, with the partner’s Midoco use', async () => {
      await insertPartner(t.deps.database, {
        partnerId: 7109,
        partnerName: 'Reisebüro Midoco',
        partnerParent: 'TRAVELNET',
        allowMidocoUsage: true,
      });
      mail.clear();
      const res = await post('/api/booking?partner=7109&pid=1003', bookingBody(120));
      expect(res.statusCode).toBe(201);
      await bookingMailsSettled();
      // 49 hours later the landlord has not answered: the office hears of it.
      const later = new Date(FIXED_NOW.getTime() + 49 * 3_600_000);
      expect(await escalateUnanswered(t.deps, later)).toBeGreaterThanOrEqual(1);
      const office = await mail.waitForMessage(
        (m) => m.to.includes('service@feriora.test') && m.text.includes('Reisebüro Midoco'),
      );
      expect(office.text).toContain(
        'Vermittelt über: Reisebüro Midoco (Partner-Nr. 7109, Gruppe TRAVELNET)',
      );
      expect(office.text).toContain('Midoco-Nutzung: ja');
      expect(office.text).toContain('Kampagne: 1003 (Suchmaschinenwerbung (Microsoft Ads))');
    });

    it('gives a campaign booking the campaign’s phone in its mails', async () => {
      mail.clear();
      const body = bookingBody(90);
      // Campaign 1001 of the demo data has a phone of its own (buildCampaigns).
      expect((await post('/api/booking?pid=1001', body)).statusCode).toBe(201);
      await bookingMailsSettled();
      const confirmation = await mail.waitForMessage((m) => m.to.includes(body.traveller.email));
      expect(confirmation.text).toContain('+49 40 889 100');
    });
  });

  describe('attribution of enquiries, options and bookings', () => {
    it('keeps the partner and campaign with every booking, option and enquiry', async () => {
      const booked = await post(`/api/booking?partner=${PLAIN}&pid=1003`, bookingBody(100));
      const held = await post(
        `/api/booking?partner=${PLAIN}&pid=1003`,
        bookingBody(110, { method: 'option' }),
      );
      for (const res of [booked, held]) {
        expect(res.statusCode).toBe(201);
        const [row] = await t.deps.database.db
          .select({ partnerId: bookings.partnerId, pid: bookings.pid, method: bookings.method })
          .from(bookings)
          .where(eq(bookings.bookingId, res.json().data.bookingId));
        expect(row).toMatchObject({ partnerId: PLAIN, pid: '1003' });
      }
      // The visit's cookie carries them too: a later request without the query.
      const visit = await get(`/?partner=${PLAIN}&pid=1003`);
      const trk = visit.cookies.find((c) => c.name === 'trk')!;
      const token = enquiryFormToken({ deps: t.deps, now: new Date(FIXED_NOW.getTime() - 10_000) });
      const enquiry = await t.app.inject({
        method: 'POST',
        url: '/api/request',
        payload: {
          mandant: TEST_MANDANT,
          objectNumber,
          message: 'Ist ein Kinderbett vorhanden?',
          traveller: { firstName: 'Ben', lastName: 'Beispiel', email: 'ben.partner@example.org' },
          formToken: token.formToken,
        },
        cookies: { trk: trk.value },
        remoteAddress: '10.8.0.1',
      });
      expect(enquiry.statusCode).toBe(200);
      const rows = await t.deps.database.db
        .select()
        .from(enquiries)
        .where(eq(enquiries.email, 'ben.partner@example.org'));
      expect(rows).toEqual([
        expect.objectContaining({ objectNumber, partnerId: PLAIN, pid: '1003' }),
      ]);
    });
  });

  describe('/incorrect/ on a host that requires a partner id', () => {
    const onHost = (url: string, host = REQUIRED_HOST) => get(url, { host });

    it('sends a visit without a valid partner id there, in its language', async () => {
      for (const [url, to] of [
        ['/', '/incorrect/'],
        [`${buildPath('Privacy')}`, '/incorrect/'],
        [`${buildPath('Search', {}, 'en')}`, '/en/incorrect/'],
        ['/fr/', '/fr/incorrect/'],
        ['/?partner=4242', '/incorrect/'],
        ['/?partner=abc', '/incorrect/'],
      ] as const) {
        const res = await onHost(url);
        expect(res.statusCode, url).toBe(302);
        expect(res.headers.location, url).toBe(to);
        expect(res.headers['cache-control'], url).toBe('no-store');
      }
      // Host names compare without case and port.
      expect((await onHost('/', 'AlphaReisen.Feriora.Example:3000')).statusCode).toBe(302);
      // The fully qualified spelling (a trailing dot) is the same host to DNS and browsers.
      expect((await onHost('/', `${REQUIRED_HOST}.`)).statusCode).toBe(302);
      expect((await onHost('/', `${REQUIRED_HOST}.:3000`)).statusCode).toBe(302);
    });

    it('lets a visit with a partner id through, and every visit on other hosts', async () => {
      expect((await onHost(`/?partner=${REQUIRED_GROUP}`)).statusCode).toBe(200);
      const visit = await onHost(`/?partner=${PLAIN}`);
      expect(visit.statusCode).toBe(200);
      const trk = visit.cookies.find((c) => c.name === 'trk')!;
      // The rest of the visit carries the id in its cookie.
      const next = await get(buildPath('Privacy'), { host: REQUIRED_HOST }, { trk: trk.value });
      expect(next.statusCode).toBe(200);
      expect((await get('/', { host: 'localhost:3000' })).statusCode).toBe(200);
      expect((await get('/', { host: 'evil.example' })).statusCode).toBe(200);
      // The API and assets are no page visits.
      expect((await onHost('/healthz')).statusCode).toBe(200);
    });

    it('explains the incomplete link and links the operator’s home at SITE_URL', async () => {
      for (const [lng, text] of [
        ['de', 'Der Link, über den Sie gekommen sind, ist unvollständig'],
        ['en', 'The link you followed is incomplete'],
      ] as const) {
        const res = await onHost(buildPath('PartnerRequired', {}, lng));
        expect(res.statusCode).toBe(200);
        expect(res.body).toContain(text);
        expect(res.body).toContain('data-testid="partner-required"');
        expect(res.body).toContain(`href="${SITE}${lng === 'de' ? '/' : '/en/'}"`);
        expect(res.body).toContain('name="robots" content="noindex');
        // Nothing of the Host header made it into the page.
        expect(res.body).not.toContain(REQUIRED_HOST);
      }
    });
  });

  describe('/affiliate-redirect', () => {
    const redirect = (target: string, query = '', remoteAddress = '10.9.0.1') =>
      t.app.inject({
        url: `/affiliate-redirect/?target=${encodeURIComponent(target)}${query}`,
        remoteAddress,
      });

    it('forwards to a path of the site, keeps the partner for the visit and records the click', async () => {
      const target = `${buildPath('ObjectPage', { objectNumber })}?startDate=${addDays(TODAY, 30)}`;
      const res = await redirect(target, `&partner=${PLAIN}&pid=1001&utm_source=mag&gclid=g1`);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(target);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toBe('');
      const trk = res.cookies.find((c) => c.name === 'trk');
      expect(JSON.parse(decodeURIComponent(trk!.value))).toMatchObject({
        partner: String(PLAIN),
        pid: '1001',
      });
      const uid = res.cookies.find((c) => c.name === 'uid')!.value;
      const [event] = await t.deps.database.db
        .select()
        .from(trackingEvents)
        .where(and(eq(trackingEvents.kind, 'affiliateClick'), eq(trackingEvents.uid, uid)));
      expect(event?.payload).toEqual({
        partner: String(PLAIN),
        pid: '1001',
        params: { utm_source: 'mag', gclid: 'g1' },
        target: buildPath('ObjectPage', { objectNumber }),
      });
      // The landing page then shows the partner.
      const landing = await get(target, {}, { trk: trk!.value, uid });
      expect(landing.statusCode).toBe(200);
      expect(footerOf(landing.body)).toContain('info@plain.example');
    });

    it.each([
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '%2F%2Fevil.example',
      '/%2F%2Fevil.example',
      '/%5Cevil.example',
      'javascript:alert(1)',
      'evil.example',
      '',
    ])('refuses %s and goes home', async (target) => {
      const res = await redirect(target);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/');
    });

    it('goes to the home of its language without a target; the unknown partner is not kept', async () => {
      const res = await t.app.inject({ url: '/en/affiliate-redirect/?partner=4242' });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/en/');
      expect(res.cookies.find((c) => c.name === 'trk')).toBeUndefined();
      // Without the trailing slash: the site's rule (301), the query kept.
      const bare = await t.app.inject({ url: '/affiliate-redirect?target=/search/' });
      expect(bare.statusCode).toBe(301);
      expect(bare.headers.location).toBe('/affiliate-redirect/?target=/search/');
    });

    it('records at most the limit of clicks per client address, and forwards all the same', async () => {
      const count = async () =>
        (
          await t.deps.database.db
            .select({ id: trackingEvents.id })
            .from(trackingEvents)
            .where(eq(trackingEvents.kind, 'affiliateClick'))
        ).length;
      const before = await count();
      for (let i = 0; i < 65; i++) {
        const res = await redirect('/search/', '', '10.9.9.9');
        expect(res.statusCode).toBe(302);
        expect(res.headers.location).toBe('/search/');
      }
      expect((await count()) - before).toBe(60);
    });
  });

  describe('campaigns', () => {
    it('shows the encouragement alert on search and object pages of such a campaign only', async () => {
      const object = buildPath('ObjectPage', { objectNumber });
      // 1001: alert; 1002: none (demo/catalogue buildCampaigns).
      for (const url of [`${buildPath('Search')}?pid=1001`, `${object}?pid=1001`]) {
        const html = await page(url);
        expect(html, url).toContain('data-testid="encouragement-alert"');
        expect(html, url).toContain('role="status"');
        expect(html, url).toContain('Beliebte Ferienhäuser sind für Ihre Reisezeit');
      }
      const en = await page(`${buildPath('Search', {}, 'en')}?pid=1001`);
      expect(en).toContain('Popular holiday homes are often booked up quickly');
      for (const url of [`${buildPath('Search')}?pid=1002`, `${object}`, `/?pid=1001`]) {
        expect(await page(url), url).not.toContain('data-testid="encouragement-alert"');
      }
    });

    it('shows the campaign’s phone in the header, as dialled and as displayed', async () => {
      const html = await privacy('pid=1001');
      expect(headerOf(html)).toContain('+49 40 889 100');
      expect(footerOf(html)).toContain('href="tel:+4940889100"');
      expect(footerOf(html)).toContain('+49 40 889 100');
    });

    it('lists 10 results per page on SEA pages (PID present), 40 otherwise', async () => {
      const cards = (html: string) =>
        new Set([...html.matchAll(/data-object-number="(\d+)"/g)].map((m) => m[1])).size;
      const sea = await page(`${buildPath('Search')}?pid=1002&persons=3`);
      const plain = await page(`${buildPath('Search')}?persons=3`);
      expect(cards(sea)).toBe(10);
      expect(cards(plain)).toBeGreaterThan(10);
      const api = await get(
        `/api/search?mandant=${TEST_MANDANT}&query=${encodeURIComponent('persons=2&PID=1002')}`,
      );
      expect(api.statusCode).toBe(200);
      expect(api.json().data.perPage ?? api.json().data.objectsPerPage).toBe(10);
    });
  });
});
