// Integration and browser tests run against the production bundle (build/server/index.js) for
// everything that renders pages. `npm test` builds it first; this guards direct vitest runs.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export default function setup() {
  if (!existsSync('build/server/index.js') || process.env.FORCE_BUILD === '1') {
    const result = spawnSync('npx', ['react-router', 'build'], { stdio: 'inherit' });
    if (result.status !== 0) throw new Error('react-router build failed');
  }
}
