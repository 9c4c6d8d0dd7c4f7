// Messages are kept MESSAGE_RETENTION_DAYS after they came in (decision 093), on the real job
// engine (pg-boss on the test database, both kinds), at the application's fixed clock: the
// nightly jobs of the content, booking and partners slices delete contact-form messages,
// enquiries (with their mails) and rejected partner applications older than that, and keep
// younger ones, pending and approved applications, and bookings. Newsletter addresses asked for
// and never confirmed go a day after their confirmation link expired.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteContactMessagesBefore } from '#db/repositories/content-contact';
import { storePendingSubscription } from '#db/repositories/content-newsletter';
import {
  bookingMails,
  contactMessages,
  enquiries,
  newsletterSubscriptions,
  partnerApplications,
} from '#db/schema';
import type { JobEngine, JobLogger } from '#services/platform';
import { insertObject } from '#tests/factories/object';
import { build, TEST_MANDANT, type TestApp } from '#tests/helpers/app';
import { FIXED_NOW } from '#tests/helpers/clock';
import { databaseKinds } from '#tests/helpers/database';
import { JOBS, startJobs } from './jobs';

const DAYS = 200;
const DAY_MS = 24 * 60 * 60 * 1000;
/** `days` before the fixed clock, moved by `extraMs`. */
const daysAgo = (days: number, extraMs = 0) =>
  new Date(FIXED_NOW.getTime() - days * DAY_MS + extraMs);
const AGES = {
  old: daysAgo(DAYS, -60_000), // the retention and a minute
  ancient: daysAgo(DAYS * 3),
  young: daysAgo(DAYS, 60_000), // a minute short of the retention
};

const quiet: JobLogger = { info: () => {}, warn: () => {}, error: () => {} };

describe.each(databaseKinds())('message retention (%s)', (kind) => {
  let t: TestApp;
  let engine: JobEngine;

  beforeAll(async () => {
    t = await build({ kind, env: { MESSAGE_RETENTION_DAYS: String(DAYS) } });
    engine = await startJobs(t.deps, quiet);
  });
  afterAll(async () => {
    await engine?.stop();
    await t?.close();
  });

  it('schedules the three jobs nightly', async () => {
    expect(JOBS.map((job) => job.name)).toEqual(
      expect.arrayContaining([
        'content.message-retention',
        'booking.enquiry-retention',
        'partners.application-retention',
      ]),
    );
    const cron = new Map((await engine.schedules()).map((s) => [s.name, s.cron]));
    expect(cron.get('content.message-retention')).toBe('40 3 * * *');
    expect(cron.get('partners.application-retention')).toBe('45 3 * * *');
    expect(cron.get('booking.enquiry-retention')).toBe('55 3 * * *');
    expect(cron.get('content.newsletter-unconfirmed')).toBe('35 3 * * *');
  });

  it('deletes contact-form messages past the retention and keeps younger ones', async () => {
    const { db } = t.deps.database;
    for (const [label, createdAt] of Object.entries(AGES)) {
      await db.insert(contactMessages).values({
        mandant: TEST_MANDANT,
        uid: null,
        form: 'guest',
        reason: 'other',
        email: `${label}@example.org`,
        name: 'Anna Muster',
        message: `Nachricht ${label}`,
        language: 'de',
        createdAt,
      });
    }
    // A batch takes at most its limit, the oldest first.
    expect(await deleteContactMessagesBefore(db, daysAgo(DAYS), 1)).toBe(1);
    expect(await engine.runNow('content.message-retention')).toEqual({
      before: daysAgo(DAYS).toISOString(),
      deleted: 1,
    });
    const left = await db.select({ email: contactMessages.email }).from(contactMessages);
    expect(left.map((r) => r.email)).toEqual(['young@example.org']);
  });

  it('deletes enquiries past the retention with their mails, and keeps younger ones', async () => {
    const { db } = t.deps.database;
    const object = await insertObject(t.deps.database);
    const ids: Record<string, number> = {};
    for (const [label, createdAt] of Object.entries(AGES)) {
      const [row] = await db
        .insert(enquiries)
        .values({
          objectNumber: object.objectNumber,
          firstName: 'Anna',
          lastName: `Muster-${label}`,
          email: `enquiry-${label}@example.org`,
          message: `Ist das Haus frei? (${label})`,
          createdAt,
        })
        .returning({ id: enquiries.id });
      ids[label] = row!.id;
      await db.insert(bookingMails).values({
        dedupeKey: `enquiry-test:${label}`,
        kind: 'enquiryCopy',
        enquiryId: row!.id,
        recipient: `enquiry-${label}@example.org`,
        language: 'de',
        data: { message: `Ist das Haus frei? (${label})` },
        status: 'sent',
        nextAttemptAt: createdAt,
        sentAt: createdAt,
        createdAt,
      });
    }
    // A mail of no enquiry, as old: not the job's.
    await db.insert(bookingMails).values({
      dedupeKey: 'enquiry-test:other',
      kind: 'enquiryCopy',
      recipient: 'other@example.org',
      language: 'de',
      data: {},
      status: 'sent',
      nextAttemptAt: AGES.ancient,
      sentAt: AGES.ancient,
      createdAt: AGES.ancient,
    });
    expect(await engine.runNow('booking.enquiry-retention')).toEqual({
      before: daysAgo(DAYS).toISOString(),
      deleted: 2,
    });
    const left = await db.select({ id: enquiries.id }).from(enquiries);
    expect(left.map((r) => r.id)).toEqual([ids.young]);
    const mails = await db
      .select({ recipient: bookingMails.recipient })
      .from(bookingMails)
      .where(eq(bookingMails.kind, 'enquiryCopy'));
    expect(mails.map((m) => m.recipient).sort()).toEqual([
      'enquiry-young@example.org',
      'other@example.org',
    ]);
  });

  it('deletes applications rejected before the retention; pending and approved ones stay', async () => {
    const { db } = t.deps.database;
    const application = (company: string, status: string, decidedAt: Date | null) => ({
      kind: 'agency',
      company,
      salutation: 'ms',
      firstName: 'Anna',
      lastName: 'Beispiel',
      email: `${company.toLowerCase()}@example.org`,
      language: 'de',
      status,
      decidedAt,
      // Came in long before: only the decision's age counts.
      createdAt: daysAgo(DAYS * 4),
    });
    await db
      .insert(partnerApplications)
      .values([
        application('Abgelehnt-alt', 'rejected', AGES.old),
        application('Abgelehnt-jung', 'rejected', AGES.young),
        application('Angenommen-alt', 'approved', AGES.ancient),
        application('Offen-alt', 'pending', null),
      ]);
    expect(await engine.runNow('partners.application-retention')).toEqual({
      before: daysAgo(DAYS).toISOString(),
      deleted: 1,
    });
    const left = await db
      .select({ company: partnerApplications.company })
      .from(partnerApplications);
    expect(left.map((r) => r.company).sort()).toEqual([
      'Abgelehnt-jung',
      'Angenommen-alt',
      'Offen-alt',
    ]);
  });

  it('deletes newsletter addresses never confirmed once their link expired, and nothing else', async () => {
    const { db } = t.deps.database;
    const row = (
      email: string,
      status: string,
      requestedAt: Date | null,
      confirmedAt: Date | null,
    ) => ({
      email,
      language: 'de',
      status,
      requestedAt,
      confirmedAt,
      createdAt: daysAgo(60),
    });
    await db.insert(newsletterSubscriptions).values([
      // Asked for 8 days and a minute ago (the link was valid 7 days), never confirmed: goes.
      row('expired@example.org', 'pending', daysAgo(8, -60_000), null),
      // Without a request time (the migration gave every pending row one): never deleted.
      row('legacy@example.org', 'pending', null, null),
      // A minute short of the 8 days: stays.
      row('recent@example.org', 'pending', daysAgo(8, 60_000), null),
      // Confirmed once, unsubscribed, asked for again long ago: the record of consent stays.
      row('again@example.org', 'pending', daysAgo(30), daysAgo(50)),
      row('subscribed@example.org', 'subscribed', daysAgo(60), daysAgo(59)),
      row('renewed@example.org', 'pending', daysAgo(30), null),
    ]);
    // Asked for again just now: a new link, so it stays.
    await storePendingSubscription(db, {
      email: 'renewed@example.org',
      language: 'de',
      tokenHash: 'f'.repeat(64),
      now: FIXED_NOW,
    });
    expect(await engine.runNow('content.newsletter-unconfirmed')).toEqual({
      before: daysAgo(8).toISOString(),
      deleted: 1,
    });
    const left = await db
      .select({ email: newsletterSubscriptions.email })
      .from(newsletterSubscriptions);
    expect(left.map((r) => r.email).sort()).toEqual([
      'again@example.org',
      'legacy@example.org',
      'recent@example.org',
      'renewed@example.org',
      'subscribed@example.org',
    ]);
  });
});
