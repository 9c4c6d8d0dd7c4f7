// `npm test`: the whole suite — typecheck, lint, format check, production build, then unit,
// integration and browser tests. Fails at once, with a way out, when Chromium is missing.
//
// Made to fit a 2-core CI machine in under 20 minutes (issue 20): the checks run side by side,
// and the tests in two lanes — two vitest processes, one file at a time each (vitest's default
// on 2 cores; a browser file drives a server and Chromium), so both cores work throughout. Their
// reports are merged into test-results/vitest.json.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';

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
// Plain lane output (prefixed lines in a CI log) unless colour is asked for: vitest's colours
// check for FORCE_COLOR's presence, so FORCE_COLOR=0 turned them on; NO_COLOR turns them off.
const testEnv = {
  ...process.env,
  TZ: 'Europe/Berlin',
  ...(process.env.FORCE_COLOR === undefined ? { NO_COLOR: '1' } : {}),
};

// Two lanes of tests, each a vitest process running one file at a time, each with half the
// browser files and half the rest: the browser files alone took 23 of the 25 minutes when they
// ran in a lane of their own. Files are dealt by size (a fair stand-in for their run time),
// largest first, in the order A B B A A B …, so both lanes get a like share of the heavy ones.
const listing = 'test-results/vitest-files.json';
const listed = spawnSync('npx', ['vitest', 'list', '--filesOnly', `--json=${listing}`], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: testEnv,
});
if (listed.status !== 0) process.exit(1);
const files = JSON.parse(readFileSync(listing, 'utf8'));
const lanes = [
  { name: 'lane A', prefix: '[A] ', files: [] },
  { name: 'lane B', prefix: '[B] ', files: [] },
];
for (const project of ['e2e', 'integration', 'unit']) {
  const ofProject = files
    .filter((entry) => entry.projectName === project)
    .map((entry) => ({ file: entry.file, size: statSync(entry.file).size }))
    .sort((a, b) => b.size - a.size || a.file.localeCompare(b.file));
  ofProject.forEach(({ file }, index) => {
    lanes[index % 4 === 0 || index % 4 === 3 ? 0 : 1].files.push(file);
  });
}
const streams = lanes.map((lane, index) => ({
  ...lane,
  report: `test-results/vitest-lane-${index + 1}.json`,
}));
const results = await Promise.all(
  streams.map((stream) =>
    run(
      `Tests: ${stream.name} (${stream.files.length} files)`,
      'npx',
      [
        'vitest',
        'run',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${stream.report}`,
        // Absolute paths: as filters they match their own file only.
        ...stream.files,
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
// Every listed file ran, in one lane or the other, once.
const ran = new Set(summary.testResults.map((result) => result.name));
const missing = files.filter((entry) => !ran.has(entry.file));
if (ran.size !== summary.testResults.length || missing.length > 0) {
  console.error(`Test files not run exactly once: ${missing.map((m) => m.file).join(', ')}`);
  process.exit(1);
}
process.exit(results.every(Boolean) && present.length === reports.length ? 0 : 1);
