// Request context: uid cookie, token cookie, partner, campaign and tracking parameters, health.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestContext } from '#services/platform';
import { signToken } from '#services/accounts';
import { build, type TestApp } from '#tests/helpers/app';
import { databaseKinds } from '#tests/helpers/database';
import { FIXED_NOW } from '#tests/helpers/clock';
import { insertPartner } from '#tests/factories/partner';
import { insertAccount } from '#tests/factories/account';
import { sessions } from '#db/schema';

type Seen = Omit<RequestContext, 'deps' | 'now' | 'log'> & { now: string };

describe.each(databaseKinds())('request context (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({
      kind,
      extraRoutes: (app) => {
        // Stand-ins for page documents: the page route's config, a 200 HTML answer (the context as
        // JSON inside it).
        for (const prefix of ['', '/en', '/fr', '/db', '/de']) {
          app.get(
            `${prefix}/test/context/*`,
            { config: { page: true } },
            async (request, reply) => {
              const { deps: _deps, log: _log, ...rest } = request.ctx;
              return reply.type('text/html; charset=utf-8').send(JSON.stringify(rest));
            },
          );
        }
        app.get('/test/not-a-page', async () => ({ ok: true }));
      },
    });
    await insertPartner(t.deps.database, { partnerId: 4711 });
  });
  afterAll(() => t.close());

  const contextOf = async (url: string, cookies: Record<string, string> = {}) =>
    (await t.app.inject({ url, cookies })).json<Seen>();

  it('issues a uid cookie for one year on a page document when absent and keeps a valid one', async () => {
    const first = await t.app.inject({ url: '/test/context/x' });
    const cookie = first.cookies.find((c) => c.name === 'uid');
    expect(cookie?.value).toMatch(/^[0-9a-f-]{36}$/);
    expect(cookie?.value).toBe(first.json<Seen>().uid);
    expect(cookie?.maxAge).toBe(365 * 24 * 60 * 60);
    expect(cookie?.httpOnly).toBe(true);
    const second = await t.app.inject({ url: '/test/context/x', cookies: { uid: cookie!.value } });
    expect(second.cookies.find((c) => c.name === 'uid')).toBeUndefined();
    expect((await contextOf('/test/context/x', { uid: cookie!.value })).uid).toBe(cookie!.value);
    const bad = await t.app.inject({ url: '/test/context/x', cookies: { uid: '<script>' } });
    expect(bad.cookies.find((c) => c.name === 'uid')?.value).toMatch(/^[0-9a-f-]{36}$/);
  });

  // Regression (issue 12): health checks, 404s and other answers that are not page documents
  // minted a uid for every caller (load balancers, crawlers, shared caches).
  it('issues no cookie on answers that are not page documents, even with tracking parameters', async () => {
    for (const url of [
      '/healthz',
      '/readyz',
      '/test/not-a-page?utm_source=x',
      '/nowhere?partner=4711',
      '/api/openapi.json',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.headers['set-cookie'], url).toBeUndefined();
    }
  });

  it('resolves the language from the path prefix, db meaning the default', async () => {
    expect((await contextOf('/test/context/x')).language).toBe('de');
    expect((await contextOf('/en/test/context/x')).language).toBe('en');
    expect((await contextOf('/fr/test/context/x')).language).toBe('fr');
    expect((await contextOf('/db/test/context/x')).language).toBe('de');
    expect((await contextOf('/de/test/context/x')).language).toBe('de');
  });

  // Regression (issue 12): partner=2147483648 was kept in the trk cookie and reached the int32
  // partners.partner_id column: every page of the visit became a 500.
  it('keeps no partner outside the id range or unknown to the partners table, and never stores one', async () => {
    for (const partner of ['2147483648', '99999999999999999999', '0', '4712']) {
      const res = await t.app.inject({ url: `/test/context/x?partner=${partner}&ebk=a` });
      expect(res.statusCode).toBe(200);
      expect(res.json<Seen>().partnerId).toBeNull();
      const trk = res.cookies.find((c) => c.name === 'trk');
      expect(JSON.parse(decodeURIComponent(trk!.value))).toEqual({ ebk: 'a' });
      // A forged cookie holding the same id is no partner either.
      const forged = JSON.stringify({ partner });
      expect((await contextOf('/test/context/y', { trk: forged })).partnerId).toBeNull();
    }
  });

  it('keeps valid tracking parameters in a session cookie, dropping invalid partner and pid', async () => {
    const res = await t.app.inject({
      url: '/test/context/x?partner=4711&pid=abc&utm_source=newsletter&gclid=xyz',
    });
    const seen = res.json<Seen>();
    expect(seen.partnerId).toBe('4711');
    expect(seen.pid).toBeNull();
    expect(seen.tracking).toEqual({ partner: '4711', utm_source: 'newsletter', gclid: 'xyz' });
    const cookie = res.cookies.find((c) => c.name === 'trk');
    expect(cookie?.maxAge).toBeUndefined();
    // The next request of the visit carries them without the query.
    const next = await contextOf('/test/context/y?pid=42', { trk: cookie!.value });
    expect(next).toMatchObject({ partnerId: '4711', pid: '42' });
    expect(next.tracking).toEqual({
      partner: '4711',
      utm_source: 'newsletter',
      gclid: 'xyz',
      pid: '42',
    });
  });

  it('resolves the user from a token whose session is open; forged, expired or revoked ones are nobody', async () => {
    const account = await insertAccount(t.deps.database, {
      email: 'anna@example.com',
      firstName: 'Anna',
      lastName: 'Muster',
      permissions: ['localeEditor.update'],
      uid: 'account-17-uid',
    });
    const sessionId = 'AbCdEfGhIjKlMnOpQrSt17';
    const expiresAt = new Date(FIXED_NOW.getTime() + 7 * 86_400_000);
    await t.deps.database.db
      .insert(sessions)
      .values({ id: sessionId, accountId: account.id, persistent: true, expiresAt });
    const claims = { accountId: account.id, sessionId };
    const token = await signToken(claims, t.deps.jwtSecret, FIXED_NOW, expiresAt);
    const seen = await contextOf('/test/context/x', { token, uid: 'another-visitor-uid' });
    expect(seen.user).toEqual({
      accountID: String(account.id),
      sessionId,
      kind: 'customer',
      email: 'anna@example.com',
      firstName: 'Anna',
      lastName: 'Muster',
      shortName: 'AM',
      permissions: ['localeEditor.update'],
      partnerId: null,
      uid: 'account-17-uid',
      issuedAt: FIXED_NOW.toISOString(),
      expiresAt: expiresAt.toISOString(),
    });
    // A logged-in visitor is the account's uid (its watch list), whatever the uid cookie says.
    expect(seen.uid).toBe('account-17-uid');

    const forged = await signToken(
      claims,
      new TextEncoder().encode('x'.repeat(40)),
      FIXED_NOW,
      expiresAt,
    );
    expect((await contextOf('/test/context/x', { token: forged })).user).toBeNull();
    const old = await signToken(
      claims,
      t.deps.jwtSecret,
      new Date(FIXED_NOW.getTime() - 8 * 86_400_000),
      new Date(FIXED_NOW.getTime() - 86_400_000),
    );
    expect((await contextOf('/test/context/x', { token: old })).user).toBeNull();
    await t.deps.database.db
      .update(sessions)
      .set({ revokedAt: FIXED_NOW })
      .where(eq(sessions.id, sessionId));
    expect((await contextOf('/test/context/x', { token })).user).toBeNull();
  });

  it('uses the injected clock and the configured mandant', async () => {
    const seen = await contextOf('/test/context/x');
    expect(seen.now).toBe(FIXED_NOW.toISOString());
    expect(seen.mandant).toBe('feriora');
    expect(seen.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('reports liveness and readiness with the database and migrations', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: kind });
  });
});

describe('readiness failures', () => {
  it('answers 503 when migrations are missing or the database is gone', async () => {
    const t = await build();
    try {
      await t.deps.database.db.execute(sql.raw('drop schema drizzle cascade'));
      const pending = await t.app.inject({ url: '/readyz' });
      expect(pending.statusCode).toBe(503);
      expect(pending.json()).toEqual({ status: 'unavailable', reason: 'migrations pending' });
      await t.deps.database.close();
      const gone = await t.app.inject({ url: '/readyz' });
      expect(gone.statusCode).toBe(503);
      expect(gone.json()).toEqual({ status: 'unavailable', reason: 'database unreachable' });
      expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await t.app.close();
    }
  });
});
