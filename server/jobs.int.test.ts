// The job engine for real (pg-boss on the test database, both kinds): the server's jobs get their
// queues and schedules, the tracking retention deletes what is older than TRACKING_RETENTION_DAYS
// at the application's (fixed) clock and keeps the rest, the rate-limit cleanup deletes ended
// windows, two engines on one database keep one schedule per job, and the engine stops gracefully.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieConsentLogs, rateLimits, trackingEvents, trackingParams } from '#db/schema';
import type { JobEngine, JobLogger } from '#services/platform';
import { build, TEST_MANDANT, type TestApp } from '#tests/helpers/app';
import { FIXED_NOW } from '#tests/helpers/clock';
import { databaseKinds } from '#tests/helpers/database';
import { JOBS, startJobs } from './jobs';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number, extraMs = 0) =>
  new Date(FIXED_NOW.getTime() - days * DAY_MS + extraMs);

/** Collects the engine's log lines; a failing job logs an error the test can show. */
function memoryLog(): JobLogger & { lines: { level: string; message: string; details: object }[] } {
  const lines: { level: string; message: string; details: object }[] = [];
  const at = (level: string) => (details: object, message: string) => {
    lines.push({ level, message, details });
  };
  return { lines, info: at('info'), warn: at('warn'), error: at('error') };
}

describe.each(databaseKinds())('jobs (%s)', (kind) => {
  let t: TestApp;
  let engine: JobEngine;
  const log = memoryLog();

  beforeAll(async () => {
    t = await build({ kind });
    engine = await startJobs(t.deps, log);
  });
  afterAll(async () => {
    await engine?.stop();
    await t?.close();
  });

  it('creates a queue and one Berlin-time schedule for every recurring job', async () => {
    const schedules = await engine.schedules();
    expect(schedules.map((s) => s.name).sort()).toEqual(
      JOBS.filter((job) => job.cron)
        .map((job) => job.name)
        .sort(),
    );
    for (const schedule of schedules) expect(schedule.timezone).toBe('Europe/Berlin');
    expect(schedules.find((s) => s.name === 'visitors.tracking-retention')?.cron).toBe(
      '30 3 * * *',
    );
  });

  it('deletes tracking rows older than 90 days and keeps the younger ones', async () => {
    const { db } = t.deps.database;
    const ages = {
      old: daysAgo(90, -60_000), // 90 days and a minute
      ancient: daysAgo(400),
      young: daysAgo(90, 60_000), // a minute short of 90 days
      today: FIXED_NOW,
    };
    for (const [label, createdAt] of Object.entries(ages)) {
      await db.insert(trackingEvents).values({
        mandant: TEST_MANDANT,
        kind: 'searchTrack',
        uid: null,
        objectNumber: null,
        payload: { label },
        createdAt,
      });
      await db.insert(cookieConsentLogs).values({
        mandant: TEST_MANDANT,
        uid: `uid-${label}`,
        accepted: [{ name: 'required', usage: true }],
        createdAt,
      });
      await db.insert(trackingParams).values({
        mandant: TEST_MANDANT,
        uid: `uid-${label}`,
        params: { utm_source: label },
        landingPath: '/',
        createdAt,
      });
    }

    const output = await engine.runNow('visitors.tracking-retention');
    expect(output).toEqual({
      before: daysAgo(90).toISOString(),
      trackingEvents: 2,
      cookieConsentLogs: 2,
      trackingParams: 2,
    });
    const left = async (
      table: typeof trackingEvents | typeof trackingParams | typeof cookieConsentLogs,
    ) =>
      (await db.select({ createdAt: table.createdAt }).from(table))
        .map((r) => r.createdAt.getTime())
        .sort();
    const kept = [ages.young.getTime(), ages.today.getTime()].sort();
    expect(await left(trackingEvents)).toEqual(kept);
    expect(await left(cookieConsentLogs)).toEqual(kept);
    expect(await left(trackingParams)).toEqual(kept);
    expect(log.lines.filter((l) => l.level === 'error')).toEqual([]);
    expect(log.lines.some((l) => l.message === 'job done')).toBe(true);
  });

  it('deletes rate-limit counters whose window has ended', async () => {
    const { db } = t.deps.database;
    await db.insert(rateLimits).values([
      { key: 'test:ended', points: 3, expire: new Date(FIXED_NOW.getTime() - 1_000) },
      { key: 'test:running', points: 1, expire: new Date(FIXED_NOW.getTime() + 60_000) },
      { key: 'test:forever', points: 1, expire: null },
    ]);
    expect(await engine.runNow('platform.rate-limit-cleanup')).toEqual({ deleted: 1 });
    const keys = (await db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
    expect(keys.sort()).toEqual(['test:forever', 'test:running']);
  });

  it('keeps one schedule per job when a second process starts its engine on the database', async () => {
    const other = await startJobs(t.deps, memoryLog());
    try {
      const schedules = await other.schedules();
      expect(schedules).toHaveLength(JOBS.filter((job) => job.cron).length);
    } finally {
      await other.stop();
    }
  });

  it('stops gracefully and refuses work afterwards; pg-boss keeps its own schema', async () => {
    const other = await startJobs(t.deps, memoryLog());
    await other.stop();
    await expect(other.runNow('visitors.tracking-retention')).rejects.toThrow(/not started/);
    const rows = await t.deps.database.db.execute(
      sql`select count(*)::int as n from information_schema.tables where table_schema = 'pgboss'`,
    );
    expect(Number((rows as unknown as { rows: { n: number }[] }).rows[0]?.n)).toBeGreaterThan(0);
  });
});
