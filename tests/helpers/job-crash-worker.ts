// A process that takes one job of the real job engine and never finishes it, for
// server/jobs-crash.int.test.ts to kill -9 mid-job (as the crash drill of issue 20 does to a server).
//   tsx tests/helpers/job-crash-worker.ts postgres://…/feriora_t_…
import { openDatabase } from '#db/client';
import { JobEngine, type AppDeps, type JobLogger } from '#services/platform';

const url = process.argv[2];
if (url === undefined) throw new Error('usage: job-crash-worker DATABASE_URL');
const database = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
const quiet: JobLogger = { info() {}, warn() {}, error() {} };
// The engine reads the database and the clock of its dependencies only.
const deps = { database, clock: () => new Date() } as unknown as AppDeps;
const engine = new JobEngine(
  deps,
  [
    {
      name: 'test.crash',
      heartbeatSeconds: 10,
      pollingSeconds: 0.5,
      run: () => {
        console.log('taken');
        return new Promise(() => {});
      },
    },
  ],
  quiet,
);
await engine.start();
console.log(`sent ${await engine.send('test.crash', { attempt: 'first' })}`);
