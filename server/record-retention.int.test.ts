// Periods of full calendar years (decision 100), on the real job engine (pg-boss on the test
// database, both kinds) at the application's fixed clock (2026-11-22, so the cut-offs are
// Berlin's midnight of 1 January 2023 and of 1 January 2016):
// - the newsletter: an address off the list without ever confirming goes the next night (no
//   consent to prove); a confirmed one whose consent ended before 2023 goes, with the proof;
//   one that ended later, one asked for again with a live link, and subscribed ones stay;
// - the audit log: entries before 2023 go, except the booking and payment records' trail, which
//   goes before 2016; younger ones stay.
// And the newsletter's repository records when a consent ended: the first unsubscribe counts,
// a confirmation clears it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  confirmSubscription,
  setSubscriptionOfAddress,
  storePendingSubscription,
} from '#db/repositories/content-newsletter';
import { auditLog, newsletterSubscriptions } from '#db/schema';
import type { JobEngine, JobLogger } from '#services/platform';
import { build, type TestApp } from '#tests/helpers/app';
import { FIXED_NOW } from '#tests/helpers/clock';
import { databaseKinds } from '#tests/helpers/database';
import { startJobs } from './jobs';

const quiet: JobLogger = { info: () => {}, warn: () => {}, error: () => {} };
/** Berlin's midnight of 1 January 2023 (UTC+1), and a minute either side. */
const CUT = new Date('2022-12-31T23:00:00Z');
const LONG_CUT = new Date('2015-12-31T23:00:00Z');
const MINUTE = 60_000;
const before = (at: Date) => new Date(at.getTime() - MINUTE);
const after = (at: Date) => new Date(at.getTime() + MINUTE);
const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(databaseKinds())('records kept for full years (%s)', (kind) => {
  let t: TestApp;
  let engine: JobEngine;

  beforeAll(async () => {
    t = await build({ kind });
    engine = await startJobs(t.deps, quiet);
  });
  afterAll(async () => {
    await engine?.stop();
    await t?.close();
  });

  const addresses = async () =>
    (await t.deps.database.db.select().from(newsletterSubscriptions)).map((r) => r.email).sort();

  it('schedules the two jobs nightly', async () => {
    const cron = new Map((await engine.schedules()).map((s) => [s.name, s.cron]));
    expect(cron.get('content.newsletter-ended')).toBe('36 3 * * *');
    expect(cron.get('backoffice.audit-retention')).toBe('0 4 * * *');
  });

  it('records when a consent ended: the first unsubscribe, cleared by a confirmation', async () => {
    const { db } = t.deps.database;
    const email = 'Lena.Ende@example.org';
    const row = async () =>
      (
        await db
          .select()
          .from(newsletterSubscriptions)
          .where(sql`lower(${newsletterSubscriptions.email}) = lower(${email})`)
      )[0]!;
    const at = (days: number) => new Date(FIXED_NOW.getTime() + days * DAY_MS);
    await setSubscriptionOfAddress(db, { email, language: 'de', subscribed: true, now: at(0) });
    expect((await row()).unsubscribedAt).toBeNull();
    await setSubscriptionOfAddress(db, { email, language: 'de', subscribed: false, now: at(1) });
    expect((await row()).unsubscribedAt).toEqual(at(1));
    // Opting out again, or asking for the newsletter again without confirming: still day 1.
    await setSubscriptionOfAddress(db, { email, language: 'de', subscribed: false, now: at(2) });
    const hash = 'e'.repeat(64);
    await storePendingSubscription(db, { email, language: 'de', tokenHash: hash, now: at(3) });
    expect((await row()).status).toBe('pending');
    expect((await row()).unsubscribedAt).toEqual(at(1));
    // Confirmed: on the list again, nothing ended.
    expect(await confirmSubscription(db, hash, at(4))).not.toBeNull();
    expect((await row()).unsubscribedAt).toBeNull();
    await db.delete(newsletterSubscriptions);
  });

  it('deletes newsletter addresses with nothing left to prove, and nothing else', async () => {
    const { db } = t.deps.database;
    const row = (
      email: string,
      status: string,
      dates: { confirmedAt?: Date; unsubscribedAt?: Date; requestedAt?: Date },
    ) => ({
      email,
      language: 'de',
      status,
      confirmedAt: dates.confirmedAt ?? null,
      unsubscribedAt: dates.unsubscribedAt ?? null,
      requestedAt: dates.requestedAt ?? null,
      createdAt: new Date('2019-05-01T10:00:00Z'),
    });
    const confirmed = new Date('2019-06-01T10:00:00Z');
    const recent = new Date(FIXED_NOW.getTime() - DAY_MS);
    await db.insert(newsletterSubscriptions).values([
      // Off the list, never confirmed (an account's opt-out, a pending address unsubscribed): no
      // consent to prove, goes whatever its age.
      row('never@example.org', 'unsubscribed', { unsubscribedAt: recent }),
      // Confirmed, ended a minute before 2023 began in Berlin: past the limitation period.
      row('ended-2022@example.org', 'unsubscribed', {
        confirmedAt: confirmed,
        unsubscribedAt: before(CUT),
      }),
      // Ended a minute into 2023: kept until 2027.
      row('ended-2023@example.org', 'unsubscribed', {
        confirmedAt: confirmed,
        unsubscribedAt: after(CUT),
      }),
      // Ended long ago, asked for again and never confirmed, the link expired: goes.
      row('again-expired@example.org', 'pending', {
        confirmedAt: confirmed,
        unsubscribedAt: before(CUT),
        requestedAt: new Date(FIXED_NOW.getTime() - 9 * DAY_MS),
      }),
      // … asked for again yesterday: its link works, it stays.
      row('again-live@example.org', 'pending', {
        confirmedAt: confirmed,
        unsubscribedAt: before(CUT),
        requestedAt: recent,
      }),
      // Subscribed since 2019: the consent lives.
      row('subscribed@example.org', 'subscribed', { confirmedAt: confirmed }),
      // Off the list from before the column (the migration gives such rows its time; one without
      // a time is never deleted as proof expired).
      row('no-time@example.org', 'unsubscribed', { confirmedAt: confirmed }),
    ]);
    expect(await engine.runNow('content.newsletter-ended')).toEqual({
      before: CUT.toISOString(),
      deleted: 3,
    });
    expect(await addresses()).toEqual([
      'again-live@example.org',
      'ended-2023@example.org',
      'no-time@example.org',
      'subscribed@example.org',
    ]);
    // A second night has nothing left to do.
    expect(await engine.runNow('content.newsletter-ended')).toEqual({
      before: CUT.toISOString(),
      deleted: 0,
    });
  });

  it('deletes audit entries past their period, the booking records’ trail after ten years', async () => {
    const { db } = t.deps.database;
    const entry = (action: string, createdAt: Date) => ({
      accountId: null,
      action,
      target: `${action}@${createdAt.toISOString()}`,
      before: { reason: 'Anna Muster GmbH' },
      after: null,
      createdAt,
    });
    await db.insert(auditLog).values([
      entry('ratings.hidden', before(CUT)), // goes
      entry('partners.rejected', new Date('2020-03-01T10:00:00Z')), // goes
      entry('ratings.hidden', after(CUT)), // stays until 2026 ends
      entry('cms.publish', FIXED_NOW), // stays
      entry('payments.transferReceived', before(CUT)), // the records' trail: stays
      entry('bookings.cancelled', after(LONG_CUT)), // stays
      entry('bookings.cancelled', before(LONG_CUT)), // goes
      entry('payments.transferRefunded', new Date('2012-01-01T10:00:00Z')), // goes
      // An area named like a long one only in part: the limitation period.
      entry('bookingsx.other', before(CUT)), // goes
    ]);
    expect(await engine.runNow('backoffice.audit-retention')).toEqual({
      before: CUT.toISOString(),
      deleted: 5,
    });
    const left = await db
      .select({ action: auditLog.action, at: auditLog.createdAt })
      .from(auditLog);
    expect(left.map((r) => `${r.action} ${r.at.toISOString()}`).sort()).toEqual(
      [
        `bookings.cancelled ${after(LONG_CUT).toISOString()}`,
        `cms.publish ${FIXED_NOW.toISOString()}`,
        `payments.transferReceived ${before(CUT).toISOString()}`,
        `ratings.hidden ${after(CUT).toISOString()}`,
      ].sort(),
    );
  });
});
