// Rating reports waiting for the office are chased (decision 101), on the real job engine (both
// kinds of database) with the mail captured over SMTP, at the application's fixed clock: while
// a report older than three days is open, the office's address gets one mail a Berlin day with
// how many, since when and the queue's link; younger and decided reports do not count, a second
// run the same day sends nothing, the next day sends again, and once decided nothing is sent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingMails, contactMessages } from '#db/schema';
import { REPORT_REMINDER_HOURS } from '#services/ratings';
import type { JobEngine, JobLogger } from '#services/platform';
import { build, TEST_MANDANT, type TestApp } from '#tests/helpers/app';
import { FIXED_NOW } from '#tests/helpers/clock';
import { databaseKinds } from '#tests/helpers/database';
import { startMailCapture, type MailCapture } from '#tests/helpers/mail';
import { startJobs } from './jobs';

const quiet: JobLogger = { info: () => {}, warn: () => {}, error: () => {} };
const HOUR = 3_600_000;
const SITE = 'https://ferien.example';

describe.each(databaseKinds())('rating report reminder (%s)', (kind) => {
  let t: TestApp;
  let engine: JobEngine;
  let mail: MailCapture;
  let clockMs = FIXED_NOW.getTime();

  beforeAll(async () => {
    mail = await startMailCapture();
    t = await build({ kind, env: { SMTP_URL: mail.url, SITE_URL: SITE } });
    t.deps.clock = () => new Date(clockMs);
    engine = await startJobs(t.deps, quiet);
  });
  afterAll(async () => {
    await engine?.stop();
    await t?.close();
    await mail?.close();
  });

  const report = (ratingNumber: number, hoursAgo: number, decided = false) => {
    const createdAt = new Date(FIXED_NOW.getTime() - hoursAgo * HOUR);
    return {
      mandant: TEST_MANDANT,
      uid: null,
      form: 'guest',
      reason: 'ratingReport',
      email: `melder.${ratingNumber}.${hoursAgo}@example.org`,
      name: 'Rita Melder',
      ratingNumber,
      message: 'Die Bewertung nennt den vollen Namen des Nachbarn.',
      language: 'de',
      createdAt,
      ...(decided ? { decision: 'kept', decidedAt: FIXED_NOW } : {}),
    };
  };
  const reminders = async () =>
    (await t.deps.database.db.select().from(bookingMails)).filter(
      (row) => row.kind === 'ratingReportsWaiting',
    );

  it('is scheduled every morning', async () => {
    const cron = new Map((await engine.schedules()).map((s) => [s.name, s.cron]));
    expect(cron.get('ratings.report-reminder')).toBe('0 9 * * *');
  });

  it('sends nothing while no report waits longer than the reminder’s hours', async () => {
    const { db } = t.deps.database;
    await db.insert(contactMessages).values([
      report(70_000_001, REPORT_REMINDER_HOURS - 1), // young
      report(70_000_002, REPORT_REMINDER_HOURS * 3, true), // decided
      { ...report(70_000_003, 200), ratingNumber: null, reason: 'other' }, // not a report
    ]);
    expect(await engine.runNow('ratings.report-reminder')).toEqual({ reminded: 0 });
    expect(await reminders()).toHaveLength(0);
  });

  it('tells the office once a day how many reports wait and since when', async () => {
    const { db } = t.deps.database;
    await db
      .insert(contactMessages)
      .values([
        report(70_000_004, REPORT_REMINDER_HOURS + 1),
        report(70_000_004, 24 * 5),
        report(70_000_005, REPORT_REMINDER_HOURS + 2),
      ]);
    expect(await engine.runNow('ratings.report-reminder')).toEqual({ reminded: 3 });
    const office = t.deps.config.OFFICE_EMAIL;
    const told = await mail.waitForMessage((m) => m.to.includes(office));
    expect(told.subject).toBe('3 Meldungen von Bewertungen warten auf Ihre Entscheidung');
    // 5 days before 2026-11-22 09:30 UTC; two ratings; the young one is not counted.
    expect(told.text).toContain(
      '3 Meldungen sind seit mehr als 3 Tagen offen (betroffene Bewertungen: 2); die älteste ist am 17.11.2026 eingegangen.',
    );
    expect(told.text).toContain(`${SITE}/admin/ratings/?reports=open`);
    // Nothing of the reports themselves: who sent them, what they say.
    expect(told.text).not.toContain('Rita Melder');
    expect(told.text).not.toContain('vollen Namen');
    // Again the same Berlin day: nothing more.
    clockMs += 6 * HOUR;
    expect(await engine.runNow('ratings.report-reminder')).toEqual({ reminded: 0 });
    expect(await reminders()).toHaveLength(1);
    // The next day, still open: again (now the young one counts as well).
    clockMs += 24 * HOUR;
    expect(await engine.runNow('ratings.report-reminder')).toEqual({ reminded: 4 });
    expect(await reminders()).toHaveLength(2);
  });

  it('stops once the reports are decided', async () => {
    const { db } = t.deps.database;
    await db.update(contactMessages).set({ decision: 'hidden', decidedAt: new Date(clockMs) });
    clockMs += 24 * HOUR;
    expect(await engine.runNow('ratings.report-reminder')).toEqual({ reminded: 0 });
    expect(await reminders()).toHaveLength(2);
  });
});
