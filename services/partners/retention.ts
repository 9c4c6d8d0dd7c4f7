// Rejected applications to the partner programme are deleted MESSAGE_RETENTION_DAYS after the
// decision (decision 093): the refusal is sent, a question about it answered within that time.
// Approved applications stay with the partner they made; pending ones wait for the office.
import { deleteRejectedApplicationsBefore } from '#db/repositories/partners-applications';
import { pruneMessages, type AppDeps, type JobDefinition } from '#services/platform';

export function pruneRejectedApplications(
  deps: Pick<AppDeps, 'config' | 'database'>,
  now: Date,
): Promise<{ before: string; deleted: number }> {
  return pruneMessages(deps, now, (before, limit) =>
    deleteRejectedApplicationsBefore(deps.database.db, before, limit),
  );
}

/** Every night at 03:45 Berlin time. */
export const applicationRetentionJob: JobDefinition = {
  name: 'partners.application-retention',
  cron: '45 3 * * *',
  pollingSeconds: 60,
  run: ({ deps, now }) => pruneRejectedApplications(deps, now),
};
