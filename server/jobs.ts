// The jobs of this server, started with it and stopped on shutdown (server/main.ts): each slice
// defines its jobs (services/<slice>, JobDefinition) and this list is the one place they meet the
// engine (services/platform/jobs.ts, pg-boss on the application's database).
import { accountsCleanupJob } from '#services/accounts';
import { auditRetentionJob } from '#services/backoffice';
import { BOOKING_JOBS, bookingMailJob } from '#services/booking';
import { catalogueFeedJob } from '#services/catalogue';
import {
  contactRetentionJob,
  endedNewsletterJob,
  unconfirmedNewsletterJob,
} from '#services/content';
import { sandboxRedeliveryJob, statementRetentionJob } from '#services/payments';
import { applicationRetentionJob } from '#services/partners';
import { RATING_JOBS } from '#services/ratings';
import { JobEngine, rateLimitCleanupJob, type AppDeps, type JobLogger } from '#services/platform';
import { trackingRetentionJob } from '#services/visitors';

export const JOBS = [
  trackingRetentionJob,
  rateLimitCleanupJob,
  accountsCleanupJob,
  sandboxRedeliveryJob,
  statementRetentionJob,
  contactRetentionJob,
  unconfirmedNewsletterJob,
  endedNewsletterJob,
  applicationRetentionJob,
  auditRetentionJob,
  bookingMailJob,
  ...BOOKING_JOBS,
  ...RATING_JOBS,
  catalogueFeedJob,
] as const;

/** Starts the job engine with every job of the server: queues, schedules, workers. */
export async function startJobs(deps: AppDeps, log: JobLogger): Promise<JobEngine> {
  // JOB_TICK_SECONDS: test servers only (core/config.ts refuses it otherwise).
  const engine = new JobEngine(deps, JOBS, log, { tickSeconds: deps.config.JOB_TICK_SECONDS });
  await engine.start();
  return engine;
}
