// Request context: uid cookie, token cookie, partner, campaign and tracking parameters, health.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestContext } from '#services/platform';
import { signToken } from '#services/accounts';
import { build, type TestApp } from '#tests/helpers/app';
import { databaseKinds } from '#tests/helpers/database';
import { FIXED_NOW } from '#tests/helpers/clock';

type Seen = Omit<RequestContext, 'deps' | 'now'> & { now: string };

describe.each(databaseKinds())('request context (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({
      kind,
      extraRoutes: (app) => {
        for (const prefix of ['', '/en', '/fr', '/db', '/de']) {
          app.get(`${prefix}/test/context/*`, async (request) => {
            const { deps: _deps, ...rest } = request.ctx;
            return rest;
          });
        }
      },
    });
  });
  afterAll(() => t.close());

  const contextOf = async (url: string, cookies: Record<string, string> = {}) =>
    (await t.app.inject({ url, cookies })).json<Seen>();

  it('issues a uid cookie for one year when absent and keeps a valid one', async () => {
    const first = await t.app.inject({ url: '/healthz' });
    const cookie = first.cookies.find((c) => c.name === 'uid');
    expect(cookie?.value).toMatch(/^[0-9a-f-]{36}$/);
    expect(cookie?.maxAge).toBe(365 * 24 * 60 * 60);
    expect(cookie?.httpOnly).toBe(true);
    const second = await t.app.inject({ url: '/healthz', cookies: { uid: cookie!.value } });
    expect(second.cookies.find((c) => c.name === 'uid')).toBeUndefined();
    expect((await contextOf('/test/context/x', { uid: cookie!.value })).uid).toBe(cookie!.value);
    const bad = await t.app.inject({ url: '/healthz', cookies: { uid: '<script>' } });
    expect(bad.cookies.find((c) => c.name === 'uid')?.value).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('resolves the language from the path prefix, db meaning the default', async () => {
    expect((await contextOf('/test/context/x')).language).toBe('de');
    expect((await contextOf('/en/test/context/x')).language).toBe('en');
    expect((await contextOf('/fr/test/context/x')).language).toBe('fr');
    expect((await contextOf('/db/test/context/x')).language).toBe('de');
    expect((await contextOf('/de/test/context/x')).language).toBe('de');
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

  it('resolves the user from a valid token cookie and ignores forged or expired ones', async () => {
    const user = {
      accountID: '17',
      email: 'anna@example.com',
      firstName: 'Anna',
      permissions: ['localeEditor.update'],
    };
    const token = await signToken(user, t.deps.jwtSecret, FIXED_NOW);
    expect((await contextOf('/test/context/x', { token })).user).toEqual(user);
    const forged = await signToken(user, new TextEncoder().encode('x'.repeat(40)), FIXED_NOW);
    expect((await contextOf('/test/context/x', { token: forged })).user).toBeNull();
    const old = await signToken(
      user,
      t.deps.jwtSecret,
      new Date(FIXED_NOW.getTime() - 8 * 86_400_000),
    );
    expect((await contextOf('/test/context/x', { token: old })).user).toBeNull();
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
