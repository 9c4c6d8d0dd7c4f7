// Contact-form messages are kept MESSAGE_RETENTION_DAYS after they came in, then deleted by this
// nightly job (decision 093): the office needs them to find a message whose mail went astray and
// to follow up, not for ever, and the privacy policy says how long.
import { deleteContactMessagesBefore } from '#db/repositories/content-contact';
import { pruneMessages, type AppDeps, type JobDefinition } from '#services/platform';

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
