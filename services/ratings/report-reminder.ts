// Rating reports the office has not decided are chased (decision 101): each report reaches the
// office as a contact mail when it comes in, but one lost among other mail would wait unseen, and
// the DSA asks a host to decide notices in a timely manner (Art. 16 (6)). Once a day, while
// reports older than REPORT_REMINDER_HOURS are open, the office's address gets one mail with how
// many and since when, and the link to its queue. Nothing is mailed while none waits that long.
import { todayInBerlin } from '#core/dates';
import { href } from '#core/routes';
import type { Db } from '#db/client';
import { deliverBookingMails, queueBookingMails } from '#services/booking';
import { reportsWaitingSince } from '#services/content';
import { operatorMailBrand } from '#services/partners';
import type { AppDeps, JobDefinition } from '#services/platform';

/** How long a report may wait before the office is reminded (three days: a weekend and a day). */
export const REPORT_REMINDER_HOURS = 72;

/**
 * Queues and sends the office's reminder when reports older than REPORT_REMINDER_HOURS are open,
 * at most one a Berlin day (the mail's dedupe key); how many reports it named (0: no mail).
 */
export async function remindOfReports(deps: AppDeps, now: Date): Promise<number> {
  const db = deps.database.db;
  const before = new Date(now.getTime() - REPORT_REMINDER_HOURS * 3_600_000);
  const waiting = await reportsWaitingSince(db, before);
  if (waiting.reports === 0 || waiting.oldest === null) return 0;
  const brand = await operatorMailBrand(deps);
  const oldest = waiting.oldest;
  const ids = await db.transaction((t) =>
    queueBookingMails(
      t as unknown as Db,
      [
        {
          kind: 'ratingReportsWaiting',
          dedupeKey: `ratingReportsWaiting:${todayInBerlin(now)}`,
          recipient: brand.contact.email,
          // The office reads German (its pages are German).
          language: 'de',
          data: {
            brand,
            reports: waiting.reports,
            ratings: waiting.ratings,
            oldest: todayInBerlin(oldest),
            waitingDays: REPORT_REMINDER_HOURS / 24,
            queueUrl: new URL(
              `${href('AdminRatings', {}, 'de')}?reports=open`,
              deps.config.siteOrigin,
            ).href,
          },
        },
      ],
      now,
    ),
  );
  if (ids.length > 0) await deliverBookingMails(deps, now, undefined, ids);
  return ids.length > 0 ? waiting.reports : 0;
}

/** Every morning at 09:00 Berlin time. */
export const reportReminderJob: JobDefinition = {
  name: 'ratings.report-reminder',
  cron: '0 9 * * *',
  pollingSeconds: 60,
  async run({ deps, now }) {
    return { reminded: await remindOfReports(deps, now) };
  },
};
