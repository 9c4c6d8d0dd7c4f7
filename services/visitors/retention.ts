// Retention of the tracking tables (tracking_events, cookie_consent_logs, tracking_params): a row
// is kept TRACKING_RETENTION_DAYS days, then the nightly job deletes it. Tracking is written by
// anonymous callers, so without an end these tables would grow for ever (issue 12).
import { deleteTrackingBefore } from '#db/repositories/visitors-tracking';
import type { AppDeps, JobDefinition } from '#services/platform';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes the tracking rows older than the retention; how many of each table. */
export async function pruneTracking(
  deps: Pick<AppDeps, 'config' | 'database'>,
  now: Date,
): Promise<{
  before: string;
  trackingEvents: number;
  cookieConsentLogs: number;
  trackingParams: number;
}> {
  const before = new Date(now.getTime() - deps.config.TRACKING_RETENTION_DAYS * DAY_MS);
  const deleted = await deleteTrackingBefore(deps.database.db, before);
  return { before: before.toISOString(), ...deleted };
}

/** Every night at 03:30 Berlin time (a quiet hour). */
export const trackingRetentionJob: JobDefinition = {
  name: 'visitors.tracking-retention',
  cron: '30 3 * * *',
  pollingSeconds: 60,
  run: ({ deps, now }) => pruneTracking(deps, now),
};
