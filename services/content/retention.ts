// Contact-form messages are kept MESSAGE_RETENTION_DAYS after they came in, then deleted by this
// nightly job (decision 093): the office needs them to find a message whose mail went astray and
// to follow up, not for ever, and the privacy policy says how long. Newsletter addresses asked
// for and never confirmed go a day after their confirmation link expired: nobody consented. An
// address off the list goes once nothing is left to prove (decision 100).
import { NEWSLETTER_CONFIRM_DAYS } from '#core/newsletter';
import { CLAIMS_LIMITATION_YEARS, yearsBackInstant } from '#core/retention';
import { deleteContactMessagesBefore } from '#db/repositories/content-contact';
import { deleteEndedBefore, deleteUnconfirmedBefore } from '#db/repositories/content-newsletter';
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

/** A request made before this instant has an expired link (and a day more). */
function unconfirmedBefore(now: Date): Date {
  return new Date(now.getTime() - UNCONFIRMED_DAYS * 24 * 60 * 60 * 1000);
}

export function pruneUnconfirmedSubscriptions(
  deps: Pick<AppDeps, 'database'>,
  now: Date,
): Promise<{ before: string; deleted: number }> {
  const before = unconfirmedBefore(now);
  return deleteBatches(before, (limit) => deleteUnconfirmedBefore(deps.database.db, before, limit));
}

/** Every night at 03:35 Berlin time. */
export const unconfirmedNewsletterJob: JobDefinition = {
  name: 'content.newsletter-unconfirmed',
  cron: '35 3 * * *',
  pollingSeconds: 60,
  run: ({ deps, now }) => pruneUnconfirmedSubscriptions(deps, now),
};

/**
 * Deletes addresses off the list with nothing left to prove: unsubscribed without ever confirming
 * (no consent to prove), and confirmed ones whose consent ended before 1 January
 * CLAIMS_LIMITATION_YEARS years back (Berlin). `before` is that cut-off.
 */
export function pruneEndedSubscriptions(
  deps: Pick<AppDeps, 'database'>,
  now: Date,
): Promise<{ before: string; deleted: number }> {
  const before = yearsBackInstant(now, CLAIMS_LIMITATION_YEARS);
  const requestedSince = unconfirmedBefore(now);
  return deleteBatches(before, (limit) =>
    deleteEndedBefore(deps.database.db, before, requestedSince, limit),
  );
}

/** Every night at 03:36 Berlin time, after the unconfirmed addresses. */
export const endedNewsletterJob: JobDefinition = {
  name: 'content.newsletter-ended',
  cron: '36 3 * * *',
  pollingSeconds: 60,
  run: ({ deps, now }) => pruneEndedSubscriptions(deps, now),
};
