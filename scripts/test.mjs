// `npm test`: the whole suite — typecheck, lint, format check, production build, then unit,
// integration and browser tests. Fails at once, with a way out, when Chromium is missing.
//
// Made to fit a 2-core CI machine in well under 20 minutes (issue 20): the checks run side by
// side, and the browser tests (one file at a time: each drives a server and Chromium) run beside
// the unit and integration tests (one file at a time too: vitest's default on 2 cores) as two
// vitest processes, so both cores work throughout. Their reports are merged into
// test-results/vitest.json.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';

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

/**
 * Runs a command. `live`: its output goes out as it comes, each line with the prefix (two run at
 * once); otherwise it is kept and printed in one piece when the command ends, so the output of
 * checks running side by side does not interleave.
 */
function run(title, command, args, { live = false, prefix = '', env = process.env } = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const kept = [];
    const pending = { stdout: '', stderr: '' };
    const take = (stream, target) => (chunk) => {
      if (!live) {
        kept.push(chunk);
        return;
      }
      const lines = (pending[stream] + chunk.toString()).split('\n');
      pending[stream] = lines.pop() ?? '';
      for (const line of lines) target.write(`${prefix}${line}\n`);
    };
    child.stdout.on('data', take('stdout', process.stdout));
    child.stderr.on('data', take('stderr', process.stderr));
    child.on('close', (code) => {
      for (const stream of ['stdout', 'stderr']) {
        if (pending[stream]) process[stream].write(`${prefix}${pending[stream]}\n`);
      }
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`\n▶ ${title}`);
      if (!live) process.stdout.write(Buffer.concat(kept).toString());
      console.log(code === 0 ? `✔ ${title} (${seconds} s)` : `✖ ${title} failed (${seconds} s)`);
      resolve(code === 0);
    });
  });
}

// Route types first: the typecheck and the linter read them.
if (!(await run('Route types', 'npx', ['react-router', 'typegen']))) process.exit(1);
const checks = await Promise.all([
  run('Typecheck', 'npx', ['tsc', '--noEmit']),
  run('Lint', 'npx', ['eslint', '.']),
  run('Format check', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']),
  run('Production build', 'npx', ['react-router', 'build']),
]);
if (checks.includes(false)) process.exit(1);

mkdirSync('test-results', { recursive: true });
const testEnv = {
  ...process.env,
  TZ: 'Europe/Berlin',
  FORCE_COLOR: process.env.FORCE_COLOR ?? '0',
};
const streams = [
  { name: 'browser', projects: ['e2e'], prefix: '[browser] ' },
  { name: 'unit+integration', projects: ['unit', 'integration'], prefix: '[unit+int] ' },
].map((stream) => ({ ...stream, report: `test-results/vitest-${stream.projects.join('-')}.json` }));
const results = await Promise.all(
  streams.map((stream) =>
    run(
      `Tests: ${stream.name}`,
      'npx',
      [
        'vitest',
        'run',
        ...stream.projects.flatMap((project) => ['--project', project]),
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${stream.report}`,
      ],
      { live: true, prefix: stream.prefix, env: testEnv },
    ),
  ),
);

// One report and a plain closing line that any CI can read.
const reports = streams.map((stream) => {
  try {
    return JSON.parse(readFileSync(stream.report, 'utf8'));
  } catch {
    // vitest crashed before writing its report; its exit code says so.
    return null;
  }
});
const counters = [
  'numTotalTestSuites',
  'numPassedTestSuites',
  'numFailedTestSuites',
  'numPendingTestSuites',
  'numTotalTests',
  'numPassedTests',
  'numFailedTests',
  'numPendingTests',
  'numTodoTests',
];
const present = reports.filter((report) => report !== null);
const summary = {
  ...Object.fromEntries(
    counters.map((name) => [name, present.reduce((sum, report) => sum + (report[name] ?? 0), 0)]),
  ),
  startTime: Math.min(...present.map((report) => report.startTime)),
  success: present.length === reports.length && present.every((report) => report.success),
  testResults: present.flatMap((report) => report.testResults),
};
writeFileSync('test-results/vitest.json', JSON.stringify(summary));
const skipped = summary.numPendingTests + summary.numTodoTests;
console.log(
  `\nTests: ${summary.numPassedTests} passed, ${summary.numFailedTests} failed` +
    (skipped > 0 ? `, ${skipped} skipped` : ''),
);
if (summary.numTotalTests === 0) {
  console.error('No test ran.');
  process.exit(1);
}
process.exit(results.every(Boolean) && present.length === reports.length ? 0 : 1);
