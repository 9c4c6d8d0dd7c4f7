// `npm test`: the whole suite — typecheck, lint, format check, production build, then unit,
// integration and browser tests. Fails at once, with a way out, when Chromium is missing.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const [major] = process.versions.node.split('.').map(Number);
if (major < 22) {
  console.error(`npm test needs Node.js 22 or newer (this is ${process.version}).`);
  console.error('Install it with: npm install -g --prefix /usr/local node@22');
  process.exit(1);
}
if (!existsSync(chromium)) {
  console.error(`Chromium was not found at ${chromium}; the browser tests need it.`);
  console.error('Install it (Debian/Ubuntu: apt-get install chromium) or set CHROMIUM_PATH.');
  process.exit(1);
}

function step(title, command, args) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`✖ ${title} failed`);
    return false;
  }
  console.log(`✔ ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return true;
}

const ok =
  step('Route types', 'npx', ['react-router', 'typegen']) &&
  step('Typecheck', 'npx', ['tsc', '--noEmit']) &&
  step('Lint', 'npx', ['eslint', '.']) &&
  step('Format check', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']) &&
  step('Production build', 'npx', ['react-router', 'build']);
if (!ok) process.exit(1);

mkdirSync('test-results', { recursive: true });
const report = 'test-results/vitest.json';
const tests = spawnSync(
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
  { stdio: 'inherit', env: { ...process.env, TZ: 'Europe/Berlin' } },
);

// A plain closing line that any CI can read.
let summary = null;
try {
  summary = JSON.parse(readFileSync(report, 'utf8'));
} catch {
  // vitest crashed before writing its report; the exit code below says so.
}
if (summary) {
  const skipped = summary.numPendingTests + summary.numTodoTests;
  console.log(
    `\nTests: ${summary.numPassedTests} passed, ${summary.numFailedTests} failed` +
      (skipped > 0 ? `, ${skipped} skipped` : ''),
  );
  if (summary.numTotalTests === 0) {
    console.error('No test ran.');
    process.exit(1);
  }
}
process.exit(tests.status ?? 1);
