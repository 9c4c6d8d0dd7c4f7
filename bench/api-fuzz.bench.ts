// The schema-driven fuzz of every /api route (tests/helpers/api-fuzz.ts) at volume: 10,000
// malformed requests per database (a fresh PGlite, and a freshly created PostgreSQL database when
// TEST_DATABASE_URL is set), through app.inject on an app with a small demo catalogue. Prints the
// requests, the answers by status, the 5xx and non-envelope counts and the first failures;
// asserts nothing (server/api-fuzz.int.test.ts runs 600 of them in `npm test`).
//
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/api-fuzz.bench.ts
//   options: --requests N (default 10000), --seed N (default 12)
import { performance } from 'node:perf_hooks';
import { todayInBerlin } from '#core/dates';
import { firstActiveObjectNumber } from '#tests/factories/object';
import { runApiFuzz } from '#tests/helpers/api-fuzz';
import { build, TEST_MANDANT } from '#tests/helpers/app';
import { FIXED_NOW } from '#tests/helpers/clock';
import { databaseKinds } from '#tests/helpers/database';

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : Number(process.argv[index + 1]);
}

const requests = option('requests', 10_000);
const seed = option('seed', 12);

for (const kind of databaseKinds()) {
  const t = await build({
    kind,
    catalogue: { objects: 20 },
    env: { RATE_LIMIT_PER_MINUTE: '1000000' },
  });
  try {
    const started = performance.now();
    const report = await runApiFuzz(
      t.app,
      {
        mandant: TEST_MANDANT,
        objectNumber: await firstActiveObjectNumber(t.deps.database),
        today: todayInBerlin(FIXED_NOW),
      },
      { requests, seed },
    );
    const seconds = (performance.now() - started) / 1000;
    const routes = t.app.apiRoutes.routes.length;
    console.log(
      `${kind}: ${report.requests} requests over ${routes} routes (seed ${seed}) in ${seconds.toFixed(1)} s`,
    );
    console.log(`  by status: ${JSON.stringify(report.byStatus)}`);
    console.log(`  5xx: ${report.serverErrors}   not an envelope: ${report.notEnvelopes}`);
    for (const failure of report.failures.slice(0, 10)) console.log('  ', failure);
  } finally {
    await t.close();
  }
}
