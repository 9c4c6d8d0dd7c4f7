// Starts the production server (`node scripts/start.mjs`, which rebuilds the bundle when sources
// are newer) on a PostgreSQL database for the HTTP benchmarks, and reads its memory from /proc.
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadavg, tmpdir } from 'node:os';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';

/** Debian's Chromium and the flags the browser tests start it with, for the browser benches. */
export { CHROMIUM_FLAGS, CHROMIUM_PATH } from '#scripts/chromium.mjs';

export interface BenchServer {
  url: string;
  pid: number;
  /** Milliseconds from spawn to /readyz answering 200 (bundle build excluded when up to date). */
  startMs: number;
  /** VmRSS and VmHWM (peak) of the server process in MB. */
  memory(): { rssMb: number; peakMb: number };
  /** CPU seconds the server process used so far (all its threads: zlib's pool included). */
  cpuSeconds(): number;
  stop(): Promise<void>;
}

/** utime + stime of /proc/<pid>/stat, in seconds (clock ticks of 1/100 s on Linux). */
function procCpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

function procStatusMb(pid: number, field: string): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
  return match ? Math.round(Number(match[1]) / 1024) : Number.NaN;
}

export async function startServer(options: {
  /** PostgreSQL; undefined = the embedded database in a fresh temporary DATA_DIR. */
  databaseUrl: string | undefined;
  port: number;
  env?: Record<string, string>;
  /**
   * The project directory to start (default: this one). Another checkout — e.g. the previous
   * commit from `git archive HEAD | tar -x -C /tmp/prev` with a `node_modules` link — lets a
   * bench compare two versions in one run.
   */
  cwd?: string;
}): Promise<BenchServer> {
  const url = `http://127.0.0.1:${options.port}`;
  const started = performance.now();
  const child: ChildProcess = spawn('node', ['scripts/start.mjs'], {
    ...(options.cwd === undefined ? {} : { cwd: options.cwd }),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      ...(options.databaseUrl === undefined
        ? { DATA_DIR: mkdtempSync(join(tmpdir(), 'feriora-bench-')) }
        : { DATABASE_URL: options.databaseUrl }),
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-01',
      LOG_LEVEL: 'warn',
      // The limiter would answer 429 to a load generator; it is not what is measured.
      RATE_LIMIT_PER_MINUTE: '1000000000',
      DEMO_SEED: '0',
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  for (;;) {
    if (exited) throw new Error('the server exited before it was ready');
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const pid = child.pid;
  if (pid === undefined) throw new Error('no server pid');
  return {
    url,
    pid,
    startMs: performance.now() - started,
    memory: () => ({ rssMb: procStatusMb(pid, 'VmRSS'), peakMb: procStatusMb(pid, 'VmHWM') }),
    cpuSeconds: () => procCpuSeconds(pid),
    stop: async () => {
      if (exited) return;
      const done = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await done;
    },
  };
}

/** Scripts a first visit loads: the module entry, its modulepreloads and inline imports. */
export async function firstLoadJavaScript(base: string, path: string): Promise<void> {
  const html = await (await fetch(base + path)).text();
  const sources = new Set<string>();
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) {
    if (m[1]) sources.add(m[1]);
  }
  for (const m of html.matchAll(/<script[^>]+src="([^"]+)"/g)) if (m[1]) sources.add(m[1]);
  for (const m of html.matchAll(/import\(?\s*"([^"]+\.js)"/g)) if (m[1]) sources.add(m[1]);
  let raw = 0;
  let gzip = 0;
  const rows: string[] = [];
  for (const src of sources) {
    const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer());
    const zipped = gzipSync(body, { level: 6 }).byteLength;
    raw += body.byteLength;
    gzip += zipped;
    rows.push(`    ${(zipped / 1024).toFixed(1).padStart(6)} KB gz  ${src}`);
  }
  console.log(
    `first-load JavaScript of ${path}: ${sources.size} files, ${(raw / 1024).toFixed(0)} KB raw, ${(gzip / 1024).toFixed(1)} KB gzip`,
  );
  for (const row of rows.sort().reverse()) console.log(row);
  const images = [...html.matchAll(/<img[^>]+>/g)].map((m) => m[0]);
  const first = images.find((tag) => /fetchpriority="high"/i.test(tag)) ?? images[0];
  if (first) {
    const src = /\ssrc="([^"]+)"/.exec(first)?.[1];
    const sizes = /\ssizes="([^"]+)"/.exec(first)?.[1];
    console.log(`LCP image candidate: src ${src ?? '-'} sizes "${sizes ?? '-'}"`);
  }
}

export function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  if (i >= 0) return process.argv[i + 1];
  return process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}

/** The p-th percentile (0–100) of unsorted values; 0 for none. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
}

/** The 1-, 5- and 15-minute load averages, for the line a figure is printed on. */
export function loadAverages(): string {
  return loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
}

async function timeGet(url: string): Promise<{ ms: number; status: number; bytes: number }> {
  const t = performance.now();
  const res = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  const body = await res.arrayBuffer();
  return { ms: performance.now() - t, status: res.status, bytes: body.byteLength };
}

/**
 * Server-side rendering time of pages: sequential GETs (10 warm-up), timed to the last byte,
 * uncompressed; prints p50/p90/p99, the mean HTML size and the load average.
 */
export async function measureSsr(label: string, urls: string[], labelWidth = 46): Promise<void> {
  for (const url of urls.slice(0, 10)) await timeGet(url);
  const times: number[] = [];
  let bytes = 0;
  for (const url of urls) {
    const r = await timeGet(url);
    if (r.status !== 200) throw new Error(`${url} answered ${r.status}`);
    times.push(r.ms);
    bytes += r.bytes;
  }
  console.log(
    `${label.padEnd(labelWidth)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms   p90 ${percentile(times, 90).toFixed(1).padStart(6)} ms   p99 ${percentile(times, 99).toFixed(1).padStart(6)} ms   ${Math.round(bytes / urls.length / 1024)} KB HTML   (load ${loadAverages()})`,
  );
}

/** Bytes of a page's inline loader data: the bodies of React Router's `enqueue(…)` scripts. */
export function inlineDataBytes(html: string): number {
  let bytes = 0;
  for (const m of html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = m[1] ?? '';
    if (body.includes('streamController.enqueue(')) bytes += Buffer.byteLength(body, 'utf8');
  }
  return bytes;
}

/** The Accept-Encoding Chromium sends: answers then go out compressed, as real visitors get them. */
export const BROWSER_HEADERS: Record<string, string> = {
  'accept-encoding': 'gzip, deflate, br, zstd',
};

export interface AutocannonFigures {
  requestsPerSecond: number;
  /** Server CPU per answered request, ms. */
  cpuMsPerRequest: number;
  /** Non-2xx answers, errors and timeouts. */
  failed: number;
}

/**
 * One autocannon run against `server`, a path per request from `nextPath`; prints req/s,
 * latency, bytes per answer, failures and the server's own CPU per request — independent of the
 * load generator, which appends every body to a string (slow for compressed, binary bodies) and
 * so saturates before the server does when answers are compressed.
 */
export async function autocannonRun(
  server: BenchServer,
  label: string,
  nextPath: () => string,
  options: { duration: number; connections: number; headers?: Record<string, string> },
): Promise<AutocannonFigures> {
  const cpuBefore = server.cpuSeconds();
  const result = await autocannon({
    url: server.url,
    connections: options.connections,
    duration: options.duration,
    headers: options.headers ?? {},
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: nextPath() }) }],
  });
  const failed = result.non2xx + result.errors + result.timeouts;
  const cpu = server.cpuSeconds() - cpuBefore;
  const answers = Math.max(1, result.requests.total);
  console.log(
    `${label.padEnd(44)} ${result.requests.average.toFixed(0).padStart(6)} req/s   latency p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms   ${(result.throughput.total / answers / 1024).toFixed(0)} KB/answer   failed ${failed}   server CPU ${((cpu * 1000) / answers).toFixed(2)} ms/request (${(cpu / options.duration).toFixed(2)} cores)   (load ${loadAverages()})`,
  );
  return {
    requestsPerSecond: result.requests.average,
    cpuMsPerRequest: (cpu * 1000) / answers,
    failed,
  };
}
