// The accounts cleanup job for real (pg-boss on the test database, both kinds): ended sessions and
// expired links go a day after their end, contact addresses after the retention period; what is
// still valid stays. Also the tracking events of logTimings and logHistory, which the tracking
// retention keeps for the same period.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens, sessions, trackingEvents, visitorContacts } from '#db/schema';
import type { JobEngine } from '#services/platform';
import { startJobs } from './jobs';
import { build, type TestApp } from '#tests/helpers/app';
import { FIXED_NOW } from '#tests/helpers/clock';
import { databaseKinds } from '#tests/helpers/database';
import { Visitor } from '#tests/helpers/visitor';
import { insertAccount } from '#tests/factories/account';

const DAY_MS = 24 * 60 * 60 * 1000;
const ago = (ms: number) => new Date(FIXED_NOW.getTime() - ms);

describe.each(databaseKinds())('accounts cleanup (%s)', (kind) => {
  let t: TestApp;
  let engine: JobEngine;
  const silent = { info() {}, warn() {}, error() {} };

  beforeAll(async () => {
    t = await build({ kind });
    engine = await startJobs(t.deps, silent);
  });
  afterAll(async () => {
    await engine?.stop();
    await t?.close();
  });

  it('deletes ended sessions, expired links and old contact addresses; keeps the rest', async () => {
    const { db } = t.deps.database;
    const account = await insertAccount(t.deps.database);
    const session = (id: string, expiresAt: Date, revokedAt: Date | null = null) => ({
      id: id.padEnd(22, 'x'),
      accountId: account.id,
      persistent: true,
      expiresAt,
      revokedAt,
    });
    await db
      .insert(sessions)
      .values([
        session('expired', ago(DAY_MS + 60_000)),
        session('revoked', ago(-DAY_MS), ago(2 * DAY_MS)),
        session('open', ago(-DAY_MS)),
        session('justEnded', ago(60_000)),
      ]);
    const token = (hash: string, expiresAt: Date) => ({
      purpose: 'passwordReset',
      tokenHash: hash.padEnd(64, '0'),
      accountId: account.id,
      email: 'x@example.org',
      expiresAt,
    });
    await db
      .insert(accountTokens)
      .values([token('old', ago(DAY_MS + 60_000)), token('fresh', ago(-60_000))]);
    await db.insert(visitorContacts).values([
      { uid: 'contact-old-uid', email: 'old@example.org', updatedAt: ago(91 * DAY_MS) },
      { uid: 'contact-new-uid', email: 'new@example.org', updatedAt: ago(89 * DAY_MS) },
    ]);

    const output = await engine.runNow('accounts.cleanup');
    expect(output).toEqual({ sessions: 2, tokens: 1, contacts: 1 });
    expect((await db.select({ id: sessions.id }).from(sessions)).map((s) => s.id).sort()).toEqual(
      [session('justEnded', FIXED_NOW).id, session('open', FIXED_NOW).id].sort(),
    );
    expect((await db.select().from(accountTokens)).map((r) => r.tokenHash)).toEqual([
      'fresh'.padEnd(64, '0'),
    ]);
    expect((await db.select().from(visitorContacts)).map((r) => r.uid)).toEqual([
      'contact-new-uid',
    ]);
  });

  it('logs timings and history as tracking events, the path without its query', async () => {
    const visitor = new Visitor(t.app);
    const timings = await visitor.post('/api/user/logTimings', {
      routeName: 'ObjectPage',
      timings: { ttfb: 120, lcp: 1450.5, cls: 0.02 },
    });
    expect(timings.status).toBe(200);
    expect(timings.body.data).toEqual({ logged: true });
    const history = await visitor.post('/api/user/logHistory', {
      path: '/user/password/reset/?resetID=secret-token-in-the-query',
      routeName: 'UserPasswordReset',
    });
    expect(history.status).toBe(200);
    const rows = await t.deps.database.db.select().from(trackingEvents);
    expect(rows.map((r) => [r.kind, r.payload])).toEqual([
      ['timings', { routeName: 'ObjectPage', timings: { ttfb: 120, lcp: 1450.5, cls: 0.02 } }],
      ['history', { path: '/user/password/reset/', routeName: 'UserPasswordReset', title: null }],
    ]);
    expect(rows.every((r) => r.uid === visitor.cookies.uid)).toBe(true);
    const bad = await visitor.post('/api/user/logTimings', { timings: { ttfb: -1, nope: 3 } });
    expect(bad.status).toBe(400);
    const empty = await visitor.post('/api/user/logTimings', { timings: {} });
    expect(empty.status).toBe(400);
    const foreign = await visitor.post('/api/user/logHistory', { path: 'https://evil.example/' });
    expect(foreign.body.errors[0]).toMatchObject({ data: { field: 'path' } });
  });
});
