// The accounts slice's cleanup job (pg-boss, services/platform/jobs.ts): every hour it deletes
// sessions that ended and links that expired more than a day ago, and contact addresses last
// saved more than TRACKING_RETENTION_DAYS ago.
import { deleteOldVisitorContacts } from '#db/repositories/accounts-contacts';
import { deleteEndedSessions } from '#db/repositories/accounts-sessions';
import { deleteExpiredTokens } from '#db/repositories/accounts-tokens';
import type { AppDeps, JobDefinition } from '#services/platform';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function pruneAccounts(
  deps: AppDeps,
  now: Date,
): Promise<{ sessions: number; tokens: number; contacts: number }> {
  const { db } = deps.database;
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const retention = deps.config.TRACKING_RETENTION_DAYS * DAY_MS;
  return {
    sessions: await deleteEndedSessions(db, dayAgo),
    tokens: await deleteExpiredTokens(db, dayAgo),
    contacts: await deleteOldVisitorContacts(db, new Date(now.getTime() - retention)),
  };
}

export const accountsCleanupJob: JobDefinition = {
  name: 'accounts.cleanup',
  cron: '41 * * * *',
  async run({ deps, now }) {
    return pruneAccounts(deps, now);
  },
};
