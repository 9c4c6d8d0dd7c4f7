// Lighthouse (the npm package, pinned, fetched by npx from the npm registry) on pages of the
// production server, driven through Debian's Chromium, mobile form factor with Lighthouse's
// default simulated throttling. Prints the category scores and the main metrics of each run and
// the median score per category. Issue 6 targets on the object page: performance ≥ 90,
// accessibility ≥ 95, SEO ≥ 95.
//
//   npx tsx bench/lighthouse.bench.ts --database-url postgres://postgres@127.0.0.1:5432/feriora_bench
//   options: --port N (3558), --runs N (3), --path /object/123 (default: an active rated object)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { option, startServer } from './server';

const LIGHTHOUSE = 'lighthouse@13.5.0';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DATABASE_URL =
  option('database-url') ??
  process.env.DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/feriora_bench';
const PORT = Number(option('port') ?? 3558);
const RUNS = Number(option('runs') ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'seo', 'best-practices'] as const;
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
] as const;
// The flags of tests/e2e/browser.ts: without them Chromium floods the closed network.
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
].join(' ');

interface LighthouseReport {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { displayValue?: string; numericValue?: number } | undefined>;
}

async function firstActiveObject(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      'select object_number as n from objects where active and rating_count > 0 order by object_number limit 1',
    );
    const n = rows[0]?.n;
    if (n === undefined) throw new Error('no active object in the database');
    return n;
  } finally {
    await client.end();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function runLighthouse(url: string, outDir: string, run: number): LighthouseReport {
  const output = join(outDir, `run-${run}.json`);
  const result = spawnSync(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      '--quiet',
      '--output=json',
      `--output-path=${output}`,
      `--only-categories=${CATEGORIES.join(',')}`,
      `--chrome-flags=${CHROME_FLAGS}`,
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM }, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (result.status !== 0) throw new Error(`lighthouse exited with ${result.status}`);
  return JSON.parse(readFileSync(output, 'utf8')) as LighthouseReport;
}

async function main(): Promise<void> {
  const path = option('path') ?? `/object/${await firstActiveObject(DATABASE_URL)}/`;
  const server = await startServer({ databaseUrl: DATABASE_URL, port: PORT });
  try {
    const url = server.url + path;
    console.log(`lighthouse ${LIGHTHOUSE}, mobile, ${RUNS} runs on ${url}`);
    const outDir = mkdtempSync(join(tmpdir(), 'feriora-lh-out-'));
    const scores: Record<string, number[]> = {};
    for (let run = 1; run <= RUNS; run++) {
      const report = runLighthouse(url, outDir, run);
      const line = CATEGORIES.map((c) => {
        const score = Math.round((report.categories[c]?.score ?? 0) * 100);
        (scores[c] ??= []).push(score);
        return `${c} ${score}`;
      }).join('   ');
      const metrics = METRICS.map((m) => `${m} ${report.audits[m]?.displayValue ?? '-'}`).join(
        ', ',
      );
      console.log(`run ${run}: ${line}\n       ${metrics}`);
    }
    console.log(
      `median: ${CATEGORIES.map((c) => `${c} ${median(scores[c] ?? [])}`).join('   ')}  (reports in ${outDir})`,
    );
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
