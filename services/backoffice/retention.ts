// The audit log is kept for its period, then deleted by this nightly job (decision 100): the
// office's decisions are traced as long as a claim over them can be made (the limitation period),
// and the trail of booking and payment records as long as those records are kept. Before, the log
// grew for ever, with decline reasons and applicants' companies in its before/after states.
import {
  AUDIT_AREAS_OF_BOOKING_RECORDS,
  BOOKING_RETENTION_YEARS,
  CLAIMS_LIMITATION_YEARS,
  yearsBackInstant,
} from '#core/retention';
import { deleteAuditEntriesBefore } from '#db/repositories/backoffice-audit';
import { deleteBatches, type AppDeps, type JobDefinition } from '#services/platform';

export function pruneAuditLog(
  deps: Pick<AppDeps, 'database'>,
  now: Date,
): Promise<{ before: string; deleted: number }> {
  const periods = {
    before: yearsBackInstant(now, CLAIMS_LIMITATION_YEARS),
    longBefore: yearsBackInstant(now, BOOKING_RETENTION_YEARS),
    longAreas: AUDIT_AREAS_OF_BOOKING_RECORDS,
  };
  return deleteBatches(periods.before, (limit) =>
    deleteAuditEntriesBefore(deps.database.db, periods, limit),
  );
}

/** Every night at 04:00 Berlin time, after the other retention jobs. */
export const auditRetentionJob: JobDefinition = {
  name: 'backoffice.audit-retention',
  cron: '0 4 * * *',
  pollingSeconds: 60,
  run: ({ deps, now }) => pruneAuditLog(deps, now),
};
