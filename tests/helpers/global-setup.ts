// Integration and browser tests run against the production bundle (build/server/index.js) for
// everything that renders pages. `npm test` builds it first; this guards direct vitest runs.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensurePgliteTemplate, ensurePostgresTemplate } from './db-template';

export default async function setup() {
  if (!existsSync('build/server/index.js') || process.env.FORCE_BUILD === '1') {
    // The production bundle: vitest sets NODE_ENV=test, under which Vite would bundle React's
    // development build (as scripts/start.mjs says) — one whose hydration checks differ.
    const result = spawnSync('npx', ['react-router', 'build'], {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) throw new Error('react-router build failed');
  }
  // The migrated databases every test database and test server starts from (db-template.ts).
  await ensurePgliteTemplate();
  if (process.env.TEST_DATABASE_URL) await ensurePostgresTemplate();
}
