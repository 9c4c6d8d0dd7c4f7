// The job engine: pg-boss on the application's own database (docs/spec/ARCHITECTURE.md "jobs";
// docs/decisions/044-abuse-limits-and-jobs.md). One place starts it, creates each job's queue,
// schedules the recurring ones, registers their handlers, runs a job on demand and stops it
// gracefully. A slice defines its jobs as JobDefinition values and exports them through its door;
// the server's composition root (server/jobs.ts) lists them and starts the engine with the server.
//
// On PGlite pg-boss shares the one embedded connection (its fromPglite adapter); on PostgreSQL it
// keeps a small pool of its own. Recurring jobs run once per tick however many processes run:
// pg-boss sends each scheduled job once, and one worker of one process takes it.
import { setTimeout as delay } from 'node:timers/promises';
import { PgBoss, fromPglite, type ConstructorOptions, type Job } from 'pg-boss';
import type { Database } from '#db/client';
import type { AppDeps } from './context';

/** The time zone of schedules: the business's ("today" is Berlin's everywhere, SPEC §9). */
export const JOB_TIME_ZONE = 'Europe/Berlin';

/** Log lines of the engine and the jobs (Fastify's pino logger fits). */
export interface JobLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface JobContext {
  deps: AppDeps;
  /** The instant the run started, from the application's clock. */
  now: Date;
  log: JobLogger;
}

export interface JobDefinition {
  /** Queue name: the slice, then the task ('visitors.tracking-retention'). */
  readonly name: string;
  /** A cron expression with minute precision in JOB_TIME_ZONE; without one, jobs are sent. */
  readonly cron?: string;
  /** Seconds a run may take before it counts as failed and is retried (default 15 minutes). */
  readonly expireInSeconds?: number;
  /** Retries after a failed run (default 2). */
  readonly retryLimit?: number;
  /**
   * Seconds without a heartbeat from the worker after which a taken job counts as failed and is
   * retried by another process (default 30, at least 10): a process killed mid-job (kill -9, out of
   * memory) would otherwise hold it until `expireInSeconds`. Workers beat every half of it.
   */
  readonly heartbeatSeconds?: number;
  /**
   * Seconds between a worker's looks for queued jobs (default 10, at least 0.5). A scheduled job
   * can wait a minute; runNow wakes the worker at once either way.
   */
  readonly pollingSeconds?: number;
  /** The work. What it returns is kept as the job's output (counts, for the log and tests). */
  run(context: JobContext, data: object): Promise<object | void>;
}

/** The cron of the jobs JobEngineOptions.tickSeconds runs sooner. */
const EVERY_MINUTE = '* * * * *';

export interface JobEngineOptions {
  /**
   * Test only (the JOB_TICK_SECONDS setting, refused unless NODE_ENV=test): each job scheduled
   * every minute also runs this many seconds after its previous tick ended, through the queue and
   * its worker as runNow does, so a browser test waiting for one (an option lapsing, a rating
   * invitation) waits seconds instead of the next minute plus the cron pass and the worker's
   * polling. The cron schedules stay as they are; no other job runs sooner.
   */
  tickSeconds?: number;
}

/** How pg-boss reaches the database (db/client.ts JobQueueConnection). */
function connectionOptions(database: Database): ConstructorOptions {
  const connection = database.jobQueueConnection();
  // The supervisor's pass finds jobs whose worker stopped beating (JobDefinition.heartbeatSeconds)
  // and those past their expiry; a pass needs both its timers, so both run every 15 s instead of
  // pg-boss's 60 s: a job of a crashed process is retried within heartbeat + 15 s (a few small
  // queries per tick; one process claims each queue's pass).
  const supervise = { superviseIntervalSeconds: 15, monitorIntervalSeconds: 15 };
  if (connection.kind === 'pglite') {
    return { backend: 'pglite', db: fromPglite(connection.client), ...supervise };
  }
  return {
    connectionString: connection.connectionString,
    max: 2,
    application_name: 'feriora-jobs',
    ...supervise,
  };
}

/** Jobs of one queue by state (pg-boss's counts). */
export interface QueueDepth {
  name: string;
  /** Waiting to be taken (ready, deferred or blocked). */
  queued: number;
  /** Taken by a worker of some process and not yet done. */
  active: number;
  /** Queued with a start time still ahead (retries wait here). */
  deferred: number;
  /** Failed jobs still kept (a rolling count, bounded by retention). */
  failed: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class JobEngine {
  readonly #deps: AppDeps;
  readonly #jobs: ReadonlyMap<string, JobDefinition>;
  readonly #log: JobLogger;
  readonly #workers = new Map<string, string>();
  readonly #tickSeconds: number | undefined;
  #boss: PgBoss | null = null;
  /** Ends the test ticks (JobEngineOptions.tickSeconds) on stop; their loops, to wait for. */
  #ticker: AbortController | null = null;
  #ticks: Promise<void>[] = [];

  constructor(
    deps: AppDeps,
    jobs: readonly JobDefinition[],
    log: JobLogger,
    options: JobEngineOptions = {},
  ) {
    this.#deps = deps;
    this.#jobs = new Map(jobs.map((job) => [job.name, job]));
    this.#log = log;
    this.#tickSeconds = options.tickSeconds;
  }

  /** Installs or migrates pg-boss's schema (`pgboss`), then queues, schedules and workers. */
  async start(): Promise<void> {
    if (this.#boss) return;
    const boss = new PgBoss(connectionOptions(this.#deps.database));
    boss.on('error', (error) => this.#log.error({ err: error }, 'job engine error'));
    boss.on('warning', (warning) => this.#log.warn({ warning }, 'job engine warning'));
    await boss.start();
    this.#boss = boss;
    for (const job of this.#jobs.values()) {
      // Set on every start, so a changed definition reaches queues created by an older version.
      const options = {
        expireInSeconds: job.expireInSeconds ?? 15 * 60,
        retryLimit: job.retryLimit ?? 2,
        heartbeatSeconds: job.heartbeatSeconds ?? 30,
      };
      await boss.createQueue(job.name, options);
      await boss.updateQueue(job.name, options);
      if (job.cron) await boss.schedule(job.name, job.cron, null, { tz: JOB_TIME_ZONE });
      else await boss.unschedule(job.name);
      const id = await boss.work<object>(
        job.name,
        { pollingIntervalSeconds: job.pollingSeconds ?? 10 },
        (batch) => this.#runBatch(job, batch),
      );
      this.#workers.set(job.name, id);
    }
    const tickSeconds = this.#tickSeconds;
    if (tickSeconds !== undefined) {
      const ticker = new AbortController();
      this.#ticker = ticker;
      this.#ticks = [...this.#jobs.values()]
        .filter((job) => job.cron === EVERY_MINUTE)
        .map((job) => this.#tick(job.name, tickSeconds * 1000, ticker.signal));
    }
    this.#log.info({ jobs: [...this.#jobs.keys()] }, 'job engine started');
  }

  /** One job's test tick (JobEngineOptions.tickSeconds): wait, run it now, again until stopped. */
  async #tick(name: string, ms: number, signal: AbortSignal): Promise<void> {
    for (;;) {
      try {
        await delay(ms, undefined, { signal });
      } catch {
        return; // stopped while waiting
      }
      try {
        await this.runNow(name);
      } catch (error) {
        // A failed run is logged by #runBatch already; the next tick tries again.
        if (!signal.aborted) this.#log.warn({ err: error, job: name }, 'job tick failed');
      }
    }
  }

  async #runBatch(job: JobDefinition, batch: Job<object>[]): Promise<object | void> {
    let output: object | void = undefined;
    for (const item of batch) {
      const started = performance.now();
      const context = { deps: this.#deps, now: this.#deps.clock(), log: this.#log };
      try {
        output = await job.run(context, item.data ?? {});
      } catch (error) {
        this.#log.error({ err: error, job: job.name, id: item.id }, 'job failed');
        throw error;
      }
      const ms = Math.round(performance.now() - started);
      this.#log.info({ job: job.name, id: item.id, ms, output }, 'job done');
    }
    return output;
  }

  #started(): PgBoss {
    if (!this.#boss) throw new Error('the job engine is not started');
    return this.#boss;
  }

  /** Queues one run of a job; a worker of some process takes it. Returns the job id. */
  async send(name: string, data: object = {}): Promise<string> {
    if (!this.#jobs.has(name)) throw new Error(`unknown job ${name}`);
    const id = await this.#started().send(name, data);
    if (id === null) throw new Error(`job ${name} was not queued`);
    return id;
  }

  /**
   * Runs a job now through the queue, as the schedule would, and waits for its end: its output,
   * or an error when it failed (after its retries) or did not end within `timeoutMs`.
   */
  async runNow(name: string, data: object = {}, timeoutMs = 30_000): Promise<object | null> {
    const boss = this.#started();
    const id = await this.send(name, data);
    const worker = this.#workers.get(name);
    if (worker !== undefined) boss.notifyWorker(worker);
    const deadline = performance.now() + timeoutMs;
    while (performance.now() < deadline) {
      const [job] = await boss.findJobs<object>(name, { id });
      if (job?.state === 'completed') return (job.output as object | null) ?? null;
      if (job?.state === 'failed' || job?.state === 'cancelled') {
        throw new Error(`job ${name} ${job.state}: ${JSON.stringify(job.output)}`);
      }
      await sleep(50);
    }
    throw new Error(`job ${name} did not end within ${timeoutMs} ms`);
  }

  /** The recurring jobs as stored in the database (one row per job, whatever the processes). */
  async schedules(): Promise<{ name: string; cron: string; timezone: string }[]> {
    const rows = await this.#started().getSchedules();
    return rows.map(({ name, cron, timezone }) => ({ name, cron, timezone }));
  }

  /**
   * Jobs per queue of this engine's jobs, for /metrics (server/metrics.ts): pg-boss keeps the
   * counts on its queue rows, refreshed by its monitor, so this is one cheap query.
   */
  async queueDepths(): Promise<QueueDepth[]> {
    const rows = await this.#started().getQueues([...this.#jobs.keys()]);
    return rows.map((row) => ({
      name: row.name,
      queued: row.queuedCount,
      active: row.activeCount,
      deferred: row.deferredCount,
      failed: row.failedCount,
    }));
  }

  /** Stops fetching, lets running jobs finish (up to timeoutMs) and closes pg-boss's pool. */
  async stop(timeoutMs = 10_000): Promise<void> {
    const boss = this.#boss;
    if (!boss) return;
    // The ticks first: a run they started ends (runNow waits for it) before pg-boss stops.
    this.#ticker?.abort();
    await Promise.all(this.#ticks);
    this.#ticker = null;
    this.#ticks = [];
    this.#boss = null;
    this.#workers.clear();
    await boss.stop({ graceful: true, timeout: timeoutMs });
    this.#log.info({}, 'job engine stopped');
  }
}
