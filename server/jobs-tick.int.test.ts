// The test servers' tick (JOB_TICK_SECONDS, JobEngineOptions.tickSeconds): a job scheduled every
// minute runs again a second after its last run, through the queue, so browser tests that wait
// for one (ratings.e2e, booking-flow.e2e) wait seconds; jobs of other schedules keep theirs, and
// the tick ends with the engine. Without the tick an every-minute job waits for its cron pass.
import { afterAll, describe, expect, it } from 'vitest';
import { JobEngine, type AppDeps, type JobDefinition, type JobLogger } from '#services/platform';
import { createTestDatabase, type TestDatabase } from '#tests/helpers/database';

const quiet: JobLogger = { info() {}, warn() {}, error() {} };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the test tick of every-minute jobs (pglite)', () => {
  let db: TestDatabase | null = null;
  let engine: JobEngine | null = null;
  afterAll(async () => {
    await engine?.stop(1_000);
    await db?.drop();
  });

  it('runs the every-minute job each second, no other job, and stops with the engine', async () => {
    db = await createTestDatabase('pglite');
    const runs = { minute: 0, yearly: 0 };
    const job = (name: keyof typeof runs, cron: string): JobDefinition => ({
      name: `test.${name}`,
      cron,
      pollingSeconds: 30,
      run: async () => {
        runs[name] += 1;
      },
    });
    // The engine reads the database and the clock of its dependencies only.
    const deps = { database: db.database, clock: () => new Date() } as unknown as AppDeps;
    engine = new JobEngine(deps, [job('minute', '* * * * *'), job('yearly', '0 3 1 1 *')], quiet, {
      tickSeconds: 1,
    });
    await engine.start();
    // Three runs within seconds: the cron could give two at most (a pass at the start, a minute's
    // turn), so the ticks ran it.
    await expect
      .poll(() => runs.minute, { timeout: 15_000, interval: 100 })
      .toBeGreaterThanOrEqual(3);
    expect(runs.yearly).toBe(0);

    await engine.stop(1_000);
    engine = null;
    const stopped = runs.minute;
    await sleep(1_500);
    expect(runs.minute).toBe(stopped);
  }, 30_000);
});
