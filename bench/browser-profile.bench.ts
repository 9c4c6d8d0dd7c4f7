// Where a page's main-thread script time goes in the browser (issue 12: Lighthouse's total
// blocking time): loads each page once in Debian's Chromium at a phone's size with the CPU slowed
// 4× (Lighthouse's mobile factor), records Chromium's CPU profile from navigation to 3 s after
// `load`, and prints the script time by source file — each sample counted once for the innermost
// file of our own code on its stack (libraries it calls included), and for the library frame
// itself when no own code is on the stack — plus the share spent evaluating modules.
//
// Source files need source maps: build with `PROFILE_SOURCEMAP=1 npx react-router build` first
// (vite.config.ts; never deploy that build). Without maps the figures are per chunk file.
//
//   npx tsx bench/browser-profile.bench.ts --database-url URL [--path /] [--path /search/]
//   options: --port N (3559), --rate N (CPU slowdown, 4)
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, loadAverages, option, startServer } from './server';

const PORT = Number(option('port') ?? 3559);
const RATE = Number(option('rate') ?? 4);
const ASSETS = resolve('build/client/assets');

interface CallFrame {
  url: string;
  functionName: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples?: number[];
  timeDeltas?: number[];
}

const maps = new Map<string, TraceMap | null>();

/** The source file of a frame: through the chunk's source map, else the chunk's name. */
function sourceOf(frame: CallFrame): string | null {
  if (!frame.url.includes('/assets/')) return null;
  const file = join(ASSETS, frame.url.replace(/.*\//, '').replace(/[?#].*$/, ''));
  if (!maps.has(file)) {
    maps.set(
      file,
      existsSync(`${file}.map`) ? new TraceMap(readFileSync(`${file}.map`, 'utf8')) : null,
    );
  }
  const map = maps.get(file);
  if (!map) return `(chunk) ${file.replace(/.*\//, '')}`;
  const position = originalPositionFor(map, {
    line: frame.lineNumber + 1,
    column: frame.columnNumber,
  });
  return (position.source ?? '?').replace(/^(\.\.\/)+/, '').replace(/.*node_modules\//, 'npm: ');
}

function report(profile: Profile): void {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const byFile = new Map<string, number>();
  let script = 0;
  let evaluation = 0;
  (profile.samples ?? []).forEach((id, i) => {
    const ms = (profile.timeDeltas?.[i] ?? 0) / 1000;
    const stack: CallFrame[] = [];
    for (let n = byId.get(id); n !== undefined; n = byId.get(parent.get(n.id) ?? -1)) {
      stack.push(n.callFrame);
    }
    const files = stack.map(sourceOf).filter((s): s is string => s !== null);
    const innermost = files[0];
    if (innermost === undefined) return; // browser work, idle, or not our scripts
    script += ms;
    // A chunk's top-level code (its modules' bodies) is the frame at line 0, column 0.
    if (stack.some((f) => f.url.includes('/assets/') && f.lineNumber === 0 && f.columnNumber === 0))
      evaluation += ms;
    const own = files.find((f) => !f.startsWith('npm: ')) ?? innermost;
    byFile.set(own, (byFile.get(own) ?? 0) + ms);
  });
  console.log(
    `script ${script.toFixed(0)} ms at ${RATE}× CPU, of which module evaluation ${evaluation.toFixed(0)} ms`,
  );
  for (const [file, ms] of [...byFile].sort((a, b) => b[1] - a[1]).slice(0, 30)) {
    console.log(`${ms.toFixed(0).padStart(7)} ms  ${file}`);
  }
}

async function main(): Promise<void> {
  if (!existsSync(ASSETS))
    throw new Error('no build: run PROFILE_SOURCEMAP=1 npx react-router build');
  if (!readdirSync(ASSETS).some((f) => f.endsWith('.js.map'))) {
    console.log('(no source maps in build/client: figures per chunk file)');
  }
  const paths = process.argv.flatMap((arg, i) =>
    arg === '--path' ? [process.argv[i + 1] ?? '/'] : [],
  );
  const server = await startServer({ port: PORT, databaseUrl: option('database-url') });
  const context = await chromium.launchPersistentContext(
    mkdtempSync(join(tmpdir(), 'feriora-profile-')),
    {
      executablePath: CHROMIUM_PATH,
      viewport: { width: 412, height: 823 },
      args: [...CHROMIUM_FLAGS],
    },
  );
  try {
    for (const path of paths.length > 0 ? paths : ['/', '/search/']) {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
      await page.goto(server.url + path, { waitUntil: 'load' });
      await page.waitForTimeout(3000);
      const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
      console.log(`\n${path}`);
      report(profile);
      await page.close();
    }
    console.log(`\n(load ${loadAverages()})`);
  } finally {
    await context.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
