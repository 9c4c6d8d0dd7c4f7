// Issue 20: a job taken by a process that is killed mid-job (kill -9) is retried by another
// process within the job's heartbeat (JobDefinition.heartbeatSeconds) plus the supervisor's tick,
// not only after its 15-minute expiry. Real processes on a real PostgreSQL (pg-boss cannot share
// an embedded database between processes), so this runs with TEST_DATABASE_URL only.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { JobEngine, type AppDeps, type JobLogger } from '#services/platform';
import { createTestDatabase, type TestDatabase } from '#tests/helpers/database';

const ROOT = join(import.meta.dirname, '..');
const quiet: JobLogger = { info() {}, warn() {}, error() {} };

describe.skipIf(!process.env.TEST_DATABASE_URL)('a job of a killed process (postgres)', () => {
  let db: TestDatabase | null = null;
  let engine: JobEngine | null = null;
  afterAll(async () => {
    await engine?.stop(1_000);
    await db?.drop();
  });

  it('is retried by another process once the dead worker stops beating', async () => {
    db = await createTestDatabase('postgres');
    const url = db.url!;
    // One process (node with tsx's loader, not the tsx command, which would run the worker in a
    // child that kill -9 of the parent leaves behind, still beating).
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(ROOT, 'tests/helpers/job-crash-worker.ts'), url],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    const exited = new Promise((resolve) => child.once('exit', resolve));
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`worker never took the job: ${output}`)),
        60_000,
      );
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('taken')) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
    child.kill('SIGKILL');
    await exited;

    // This process takes over: the same queue, a worker that finishes.
    const runs: object[] = [];
    engine = new JobEngine(
      { database: db.database, clock: () => new Date() } as unknown as AppDeps,
      [
        {
          name: 'test.crash',
          heartbeatSeconds: 10,
          pollingSeconds: 0.5,
          run: async (_context, data) => {
            runs.push(data);
            return { finishedBy: 'second process' };
          },
        },
      ],
      quiet,
    );
    const killedAt = Date.now();
    await engine.start();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    let row: { state: string; retry_count: number; output: unknown } | undefined;
    try {
      while (Date.now() - killedAt < 60_000) {
        ({
          rows: [row],
        } = await client.query(
          `select state, retry_count, output from pgboss.job where name = 'test.crash'`,
        ));
        if (row?.state === 'completed') break;
        await new Promise((r) => setTimeout(r, 250));
      }
    } finally {
      await client.end();
    }
    expect(row?.state).toBe('completed');
    expect(row?.retry_count).toBe(1);
    expect(row?.output).toEqual({ finishedBy: 'second process' });
    expect(runs).toEqual([{ attempt: 'first' }]);
    // Heartbeat (10 s) + supervisor tick (15 s) + polling, well below the 15-minute expiry.
    expect(Date.now() - killedAt).toBeLessThan(45_000);
  }, 120_000);
});
