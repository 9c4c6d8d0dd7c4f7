// Lighthouse (the npm package, pinned, fetched by npx from the npm registry) on pages of the
// production server, driven through Debian's Chromium, mobile form factor with Lighthouse's
// default simulated throttling. Prints the category scores and the main metrics of each run and
// the median score and layout shift per category and page. Targets: issue 6 on the object page
// (performance ≥ 90, accessibility ≥ 95, SEO ≥ 95); issue 12 on home, search and object pages
// (performance ≥ 90, cumulative layout shift < 0.05, median of 3 runs).
//
// Pages (default): home, the search page, a location page and an object page under its SEO URL
// (both rendered by the catch-all lookup route) and the same object as /object/{n}/.
//
//   npx tsx bench/lighthouse.bench.ts --database-url postgres://postgres@127.0.0.1:5432/feriora_bench
//   options: --port N (3558), --runs N (3), --path /object/123 (only this page; repeatable),
//   --failures (after each run, the audits of the accessibility and SEO categories that did not
//   pass: id, title and the first failing elements)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, loadAverages, option, startServer } from './server';

const LIGHTHOUSE = 'lighthouse@13.5.0';
const DATABASE_URL =
  option('database-url') ??
  process.env.DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/feriora_bench';
const PORT = Number(option('port') ?? 3558);
const RUNS = Number(option('runs') ?? 3);
const FAILURES = process.argv.includes('--failures');
const CATEGORIES = ['performance', 'accessibility', 'seo', 'best-practices'] as const;
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
] as const;
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS].join(' ');

interface LighthouseAudit {
  title?: string;
  score?: number | null;
  scoreDisplayMode?: string;
  displayValue?: string;
  numericValue?: number;
  details?: { items?: { node?: { snippet?: string; explanation?: string } }[] };
}

interface LighthouseReport {
  categories: Record<
    string,
    { score: number | null; auditRefs?: { id: string; weight: number }[] } | undefined
  >;
  audits: Record<string, LighthouseAudit | undefined>;
}

/** The weighted audits of the accessibility and SEO categories that did not pass, one per line. */
function failingAudits(report: LighthouseReport): string[] {
  const lines: string[] = [];
  for (const category of ['accessibility', 'seo']) {
    for (const ref of report.categories[category]?.auditRefs ?? []) {
      const audit = report.audits[ref.id];
      if (ref.weight === 0 || audit === undefined || audit.score === null) continue;
      if (audit.score === undefined || audit.score >= 1) continue;
      lines.push(`  ${category}: ${ref.id} (${audit.title ?? ''})`);
      for (const item of (audit.details?.items ?? []).slice(0, 5)) {
        const node = item.node;
        if (node === undefined) lines.push(`      ${JSON.stringify(item).slice(0, 200)}`);
        if (node?.snippet !== undefined) lines.push(`      ${node.snippet.slice(0, 200)}`);
        if (node?.explanation !== undefined)
          lines.push(`        ${node.explanation.replaceAll('\n', ' ').slice(0, 300)}`);
      }
    }
  }
  return lines;
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

/** Every value of a repeatable option (`--path a --path b`). */
function options(name: string): string[] {
  const values: string[] = [];
  process.argv.forEach((arg, i) => {
    if (arg === `--${name}`) values.push(process.argv[i + 1] ?? '');
    else if (arg.startsWith(`--${name}=`)) values.push(arg.slice(name.length + 3));
  });
  return values.filter((v) => v !== '');
}

/** The default pages: home, search, and a rated object's location and object pages. */
async function defaultPages(base: string, objectNumber: number): Promise<string[]> {
  const html = await (await fetch(`${base}/object/${objectNumber}/`)).text();
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  if (canonical === undefined) throw new Error(`/object/${objectNumber}/ has no canonical link`);
  const seoObject = new URL(canonical).pathname;
  // The object's SEO URL is its place's location page plus the object number.
  const location = seoObject.replace(/\d+\/$/, '');
  return ['/', '/search/', location, seoObject, `/object/${objectNumber}/`];
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
    {
      env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  if (result.status !== 0) throw new Error(`lighthouse exited with ${result.status}`);
  return JSON.parse(readFileSync(output, 'utf8')) as LighthouseReport;
}

/** One run, once more when Lighthouse fails (on a busy machine it sometimes loses the trace). */
function runWithRetry(url: string, outDir: string, run: number): LighthouseReport {
  try {
    return runLighthouse(url, outDir, run);
  } catch (error) {
    console.log(`run ${run} failed (${String(error)}), once more`);
    return runLighthouse(url, outDir, run);
  }
}

async function main(): Promise<void> {
  const given = options('path');
  const objectNumber = given.length > 0 ? 0 : await firstActiveObject(DATABASE_URL);
  const server = await startServer({ databaseUrl: DATABASE_URL, port: PORT });
  try {
    const paths = given.length > 0 ? given : await defaultPages(server.url, objectNumber);
    const outDir = mkdtempSync(join(tmpdir(), 'feriora-lh-out-'));
    const summary: string[] = [];
    for (const [p, path] of paths.entries()) {
      const url = server.url + path;
      console.log(`lighthouse ${LIGHTHOUSE}, mobile, ${RUNS} runs on ${url}`);
      const scores: Record<string, number[]> = {};
      const shifts: number[] = [];
      for (let run = 1; run <= RUNS; run++) {
        const report = runWithRetry(url, outDir, p * RUNS + run);
        const line = CATEGORIES.map((c) => {
          const score = Math.round((report.categories[c]?.score ?? 0) * 100);
          (scores[c] ??= []).push(score);
          return `${c} ${score}`;
        }).join('   ');
        shifts.push(report.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN);
        const metrics = METRICS.map((m) => `${m} ${report.audits[m]?.displayValue ?? '-'}`).join(
          ', ',
        );
        console.log(`run ${run}: ${line}\n       ${metrics}`);
        if (FAILURES) console.log(failingAudits(report).join('\n') || '  no failing audits');
      }
      const medians = CATEGORIES.map((c) => `${c} ${median(scores[c] ?? [])}`).join('   ');
      const line = `median ${path}: ${medians}   CLS ${median(shifts).toFixed(3)}`;
      console.log(line);
      summary.push(line);
    }
    console.log(`\n${summary.join('\n')}\n(reports in ${outDir}; load ${loadAverages()})`);
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
