// Contact-form messages are kept MESSAGE_RETENTION_DAYS after they came in, then deleted by this
// nightly job (decision 093): the office needs them to find a message whose mail went astray and
// to follow up, not for ever, and the privacy policy says how long. Newsletter addresses asked
// for and never confirmed go a day after their confirmation link expired: nobody consented.
import { NEWSLETTER_CONFIRM_DAYS } from '#core/newsletter';
import { deleteContactMessagesBefore } from '#db/repositories/content-contact';
import { deleteUnconfirmedBefore } from '#db/repositories/content-newsletter';
import { deleteBatches, pruneMessages, type AppDeps, type JobDefinition } from '#services/platform';

export function pruneContactMessages(
  deps: Pick<AppDeps, 'config' | 'database'>,
  now: Date,
): Promise<{ before: string; deleted: number }> {
  return pruneMessages(deps, now, (before, limit) =>
    deleteContactMessagesBefore(deps.database.db, before, limit),
  );
}

/** Every night at 03:40 Berlin time (after the tracking retention). */
export const contactRetentionJob: JobDefinition = {
  name: 'content.message-retention',
  cron: '40 3 * * *',
  pollingSeconds: 60,
  run: ({ deps, now }) => pruneContactMessages(deps, now),
};

/** A day after the confirmation link of the last request expired. */
const UNCONFIRMED_DAYS = NEWSLETTER_CONFIRM_DAYS + 1;

export function pruneUnconfirmedSubscriptions(
  deps: Pick<AppDeps, 'database'>,
  now: Date,
): Promise<{ before: string; deleted: number }> {
  const before = new Date(now.getTime() - UNCONFIRMED_DAYS * 24 * 60 * 60 * 1000);
  return deleteBatches(before, (limit) => deleteUnconfirmedBefore(deps.database.db, before, limit));
}

/** Every night at 03:35 Berlin time. */
export const unconfirmedNewsletterJob: JobDefinition = {
  name: 'content.newsletter-unconfirmed',
  cron: '35 3 * * *',
  pollingSeconds: 60,
  run: ({ deps, now }) => pruneUnconfirmedSubscriptions(deps, now),
};
