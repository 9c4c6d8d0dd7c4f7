// `npm start`: builds the production bundle when it is missing or older than the sources, then
// starts the server (which applies migrations to the embedded database on its own).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { loadDotEnv, projectRoot as root } from './env.mjs';

const entry = join(root, 'build', 'server', 'index.js');
const SOURCES = [
  'app',
  'server',
  'services',
  'core',
  'db',
  'search',
  // The demo catalogue and photo scenes are bundled too (seeding at start, server/media.ts).
  'demo',
  'vite.config.ts',
  // The build's own plugin (stylesheets of lazily loaded screens).
  'scripts/vite-screen-styles.ts',
  'react-router.config.ts',
  'package-lock.json',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(path)) {
    // Tests are not part of the bundle; editing one must not trigger a rebuild.
    if (name === 'node_modules' || name.startsWith('.') || /\.test\.tsx?$/.test(name)) continue;
    newest = Math.max(newest, newestMtime(join(path, name)));
  }
  return newest;
}

const [major] = process.versions.node.split('.').map(Number);
if (major < 22) {
  console.error(`Feriora needs Node.js 22 or newer (this is ${process.version}).`);
  process.exit(1);
}

// A .env file in the project root, when present, supplies settings (the environment wins).
loadDotEnv();

const builtAt = existsSync(entry) ? statSync(entry).mtimeMs : 0;
const sourcesAt = Math.max(...SOURCES.map((s) => newestMtime(join(root, s))));
if (builtAt < sourcesAt || process.env.FORCE_BUILD === '1') {
  console.log('Building the production bundle…');
  // Always the production bundle: under NODE_ENV=test (the browser tests' server) Vite would
  // otherwise bundle React's development build, which the production server never serves.
  const result = spawnSync('npx', ['react-router', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.NODE_ENV ??= 'production';
const server = await import(entry);
await server.start(server.build);
