// Shared parts of the operations drills (bench/drills/README.md): app processes of the production
// bundle on loopback ports, a load balancer (HAProxy or nginx) with a generated config, a mixed
// traffic generator with per-kind latencies, and the stays that bookings take.
//
// Everything listens on 127.0.0.1 only and every run is bounded by its --duration.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, openSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { parseConfig } from '#core/config';
import { addDays, todayInBerlin } from '#core/dates';
import { openDatabase } from '#db/client';
import { createDeps } from '#server/deps';
import { hashPassword } from '#services/accounts/passwords';
import type { RequestContext } from '#services/platform';
import { bookablePaymentMethod, bookingRequest, type Stay } from '../booking-request';
import { queryMix } from '../search-queries';

export const ROOT = resolve(import.meta.dirname, '..', '..');
export const JWT_SECRET = 'drill-secret-drill-secret-drill-secret-01';

export function option(name: string, fallback?: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  if (i >= 0) return process.argv[i + 1];
  return process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function load(): string {
  return loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');
}

// ---------------------------------------------------------------------------------------------
// App processes

export interface AppProcess {
  port: number;
  child: ChildProcess;
  /** Exit code or signal once it ended. */
  exited: Promise<string>;
}

export function startApp(port: number, env: Record<string, string>, logDir: string): AppProcess {
  const log = openSync(join(logDir, `app-${port}.log`), 'a');
  const child = spawn(process.execPath, [join(ROOT, 'bench/drills/serve.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      JWT_SECRET,
      LOG_LEVEL: 'warn',
      // One client address (the load generator) sends everything: the API limiter would say 429.
      RATE_LIMIT_PER_MINUTE: '100000000',
      DEMO_SEED: '0',
      TRUST_PROXY: 'true',
      // HAProxy's checks (below: inter 1 s, fastinter 500 ms, fall 3) see the 503 within ~2 s.
      SHUTDOWN_DRAIN_MS: '3000',
      ...env,
    },
    stdio: ['ignore', log, log],
  });
  const exited = new Promise<string>((r) =>
    child.once('exit', (code, signal) => r(signal ?? String(code))),
  );
  return { port, child, exited };
}

export async function get(
  url: string,
  timeoutMs = 2_000,
): Promise<{ status: number; body: string }> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const res = await fetch(url, { signal: controller.signal });
    return { status: res.status, body: await res.text() };
  } finally {
    clearTimeout(timer);
  }
}

/** Waits until /readyz answers 200 (the index is built before the server listens). */
export async function waitReady(port: number, timeoutMs = 120_000): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    try {
      if ((await get(`http://127.0.0.1:${port}/readyz`, 1_000)).status === 200) {
        return performance.now() - started;
      }
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`port ${port} not ready within ${timeoutMs} ms`);
}

export async function stopApp(
  app: AppProcess,
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<string> {
  if (app.child.exitCode !== null || app.child.signalCode !== null) return 'gone';
  app.child.kill(signal);
  return app.exited;
}

// ---------------------------------------------------------------------------------------------
// Load balancer

export interface Balancer {
  kind: 'haproxy' | 'nginx';
  url: string;
  stop(): Promise<void>;
}

export async function startBalancer(
  kind: 'haproxy' | 'nginx',
  listen: number,
  ports: number[],
  dir: string,
): Promise<Balancer> {
  let child: ChildProcess;
  if (kind === 'haproxy') {
    // deploy/haproxy/haproxy.cfg without TLS, on loopback: the same checks and retries.
    const cfg = `global
    maxconn 4096
defaults
    mode http
    option http-keep-alive
    timeout connect 2s
    timeout client 30s
    timeout server 30s
    timeout queue 10s
    timeout check 3s
    retries 3
    option redispatch 1
frontend www
    bind 127.0.0.1:${listen}
    # Drill only: the load generator's X-Forwarded-For (a client address per worker) is kept, so
    # the per-client abuse limits see many clients as in production (deploy/ drops it).
    http-request set-header X-Forwarded-Proto http
    option forwardfor
    default_backend feriora
backend feriora
    balance leastconn
    option httpchk
    http-check send meth GET uri /readyz ver HTTP/1.1 hdr Host localhost
    http-check expect status 200
    default-server inter 1s fastinter 500ms downinter 1s fall 3 rise 2 maxconn 200
    retry-on conn-failure empty-response response-timeout 503
    http-request disable-l7-retry unless METH_GET || METH_HEAD
${ports.map((p, i) => `    server app${i + 1} 127.0.0.1:${p} check`).join('\n')}
`;
    const file = join(dir, 'haproxy.cfg');
    writeFileSync(file, cfg);
    child = spawn('haproxy', ['-db', '-f', file], { stdio: 'ignore' });
  } else {
    // deploy/nginx/feriora.conf's proxying, without TLS, on loopback.
    const cfg = `worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'nginx-error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream feriora {
    least_conn;
${ports.map((p) => `    server 127.0.0.1:${p} max_fails=2 fail_timeout=5s;`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${listen};
    location / {
      proxy_pass http://feriora;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $http_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502 http_503 http_504;
      proxy_next_upstream_tries 3;
      proxy_connect_timeout 2s;
    }
  }
}
`;
    const file = join(dir, 'nginx.conf');
    writeFileSync(file, cfg);
    child = spawn('nginx', ['-c', file, '-g', 'daemon off;'], { stdio: 'ignore' });
  }
  const url = `http://127.0.0.1:${listen}`;
  const started = performance.now();
  while (performance.now() - started < 10_000) {
    try {
      if ((await get(`${url}/readyz`, 1_000)).status === 200) break;
    } catch {
      // starting
    }
    await sleep(200);
  }
  return {
    kind,
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

export function workDir(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), `feriora-drill-${name}-`));
  mkdirSync(dir, { recursive: true });
  return dir;
}

// ---------------------------------------------------------------------------------------------
// Bookable stays

export type { Stay };

/** Free weeks of random objects, found by the same quote a booking uses (one per object). */
/** Customer accounts the mixed traffic logs in to: drill-0@example.org … with DRILL_PASSWORD. */
export const DRILL_ACCOUNTS = 500;
export const DRILL_PASSWORD = 'drill-password-Feriora-1';

/**
 * Creates the drill's confirmed customer accounts once (one argon2id hash shared by all: the
 * drill measures logins, not the seeding). Existing ones are left alone.
 */
export async function ensureDrillAccounts(databaseUrl: string): Promise<void> {
  const hash = await hashPassword(DRILL_PASSWORD);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into accounts (kind, email, password_hash, first_name, last_name, confirmed_at, privacy_accepted_at)
       select 'customer', 'drill-' || n || '@example.org', $1, 'Drill', 'Account ' || n, now(), now()
       from generate_series(0, $2::int - 1) n
       on conflict do nothing`,
      [hash, DRILL_ACCOUNTS],
    );
  } finally {
    await client.end();
  }
}

export async function findStays(databaseUrl: string, wanted: number): Promise<Stay[]> {
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 4 });
  try {
    const config = parseConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      JWT_SECRET,
      DATABASE_URL: databaseUrl,
      DEMO_SEED: '0',
    });
    const deps = await createDeps(config, { database, clock: () => new Date() });
    const now = new Date();
    const today = todayInBerlin(now);
    const ctx = { deps, language: 'de', now, partnerId: null } as unknown as RequestContext;
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query<{ n: number }>(
      'select object_number as n from objects where active order by random() limit $1',
      [wanted * 3],
    );
    await client.end();
    const stays: Stay[] = [];
    for (const { n } of rows) {
      if (stays.length >= wanted) break;
      const offset = 30 + Math.floor(Math.random() * 300);
      const startDate = addDays(today, offset);
      const endDate = addDays(startDate, 7);
      const method = await bookablePaymentMethod(ctx, n, startDate, endDate);
      if (method !== undefined) stays.push({ objectNumber: n, startDate, endDate, method });
    }
    await deps.search.close();
    return stays;
  } finally {
    await database.close();
  }
}

/**
 * The job engine after a drill: jobs retried because their worker stopped beating (a killed
 * process's) and how they ended, and any job still held by a worker that stopped beating.
 */
export async function jobReport(databaseUrl: string, since: Date): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{
      name: string;
      state: string;
      reason: string;
      n: number;
      stale: number;
    }>(
      `select name, state, coalesce(output->'value'->>'message', '') as reason, count(*)::int as n,
         count(*) filter (where state = 'active'
           and heartbeat_on < now() - make_interval(secs => coalesce(heartbeat_seconds, 900)))::int as stale
       from pgboss.job
       where created_on >= $1 and (retry_count > 0 or state in ('active', 'failed', 'retry'))
       group by 1, 2, 3 order by 1, 2, 3`,
      [since],
    );
    if (rows.length === 0) return 'jobs: none retried, none failed, none held by a dead worker';
    return `jobs (retried, failed or running): ${rows
      .map(
        (r) => `${r.name} ${r.state} ${r.n}${r.stale ? ` (${r.stale} held by a dead worker)` : ''}`,
      )
      .join('; ')}`;
  } finally {
    await client.end();
  }
}

export async function randomObjectNumbers(databaseUrl: string, count: number): Promise<number[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ n: number }>(
    'select object_number as n from objects where active order by random() limit $1',
    [count],
  );
  await client.end();
  return rows.map((r) => r.n);
}

// ---------------------------------------------------------------------------------------------
// Traffic

export type Kind =
  | 'search page'
  | 'search api'
  | 'object page (first visit)'
  | 'object page (returning)'
  | 'price api'
  | 'watch list'
  | 'login'
  | 'booking';

/** Share of each kind in the mixed traffic (per cent). */
export const MIX: Partial<Record<Kind, number>> = {
  'search page': 15,
  'search api': 25,
  'object page (first visit)': 15,
  'object page (returning)': 15,
  'price api': 15,
  'watch list': 8,
  login: 4,
  booking: 7,
};
export const READ_MIX: Partial<Record<Kind, number>> = {
  'search page': 20,
  'search api': 30,
  'object page (first visit)': 25,
  'object page (returning)': 25,
};

/** Statuses a kind may answer without it being an error. */
const EXPECTED: Record<Kind, number[]> = {
  'search page': [200],
  'search api': [200],
  'object page (first visit)': [200],
  'object page (returning)': [200],
  'price api': [200],
  'watch list': [200],
  login: [200],
  // 400: the stay was taken meanwhile (two drills' stays can meet) — counted apart.
  booking: [201, 400],
};

export interface BookingRecord {
  key: string;
  status: number;
  bookingId: number | null;
}

export interface KindResult {
  latencies: number[];
  statuses: Map<string, number>;
  errors: number;
}

export interface LoadResult {
  seconds: number;
  kinds: Map<Kind, KindResult>;
  bookings: BookingRecord[];
  total: number;
  errors: number;
  /** Errors per second of the run (when they happened). */
  errorTimeline: number[];
}

/** The seeded search mix of the benchmarks (bench/search-queries.ts), dated and undated. */
const SEARCH_QUERIES = queryMix(300, {
  today: todayInBerlin(new Date()),
  regions: [],
  seed: 5,
}).map((q) => q.query);

function pick<T>(items: readonly T[]): T {
  return items[Math.floor(Math.random() * items.length)]!;
}

function pickKind(mix: Partial<Record<Kind, number>>): Kind {
  const entries = Object.entries(mix) as [Kind, number][];
  const total = entries.reduce((a, [, w]) => a + w, 0);
  let r = Math.random() * total;
  for (const [kind, weight] of entries) {
    r -= weight;
    if (r < 0) return kind;
  }
  return entries[0]![0];
}

interface Answer {
  status: number;
  body: string;
  cookies: string[];
}

function request(
  agent: http.Agent,
  base: URL,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<Answer> {
  return new Promise((resolvePromise, reject) => {
    const req = http.request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method,
        path,
        headers: {
          ...headers,
          ...(body === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }),
        },
        timeout: 15_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolvePromise({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            cookies: res.headers['set-cookie'] ?? [],
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(body);
  });
}

export interface LoadOptions {
  url: string;
  seconds: number;
  connections: number;
  mix: Partial<Record<Kind, number>>;
  objects: number[];
  stays: Stay[];
  /** Called once a second with the elapsed seconds (the drills act from here). */
  onTick?: (second: number) => void | Promise<void>;
}

/**
 * `connections` workers, each on its own keep-alive connection, send requests of the mix one
 * after the other for `seconds`. Every answer is checked against its kind's expected statuses;
 * a refused or reset connection is an error too.
 */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const base = new URL(options.url);
  const kinds = new Map<Kind, KindResult>();
  const bookings: BookingRecord[] = [];
  const errorTimeline: number[] = [];
  let stayIndex = 0;
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  const siteOrigin = options.url;

  const record = (kind: Kind, ms: number, status: string, ok: boolean) => {
    let k = kinds.get(kind);
    if (k === undefined) {
      k = { latencies: [], statuses: new Map(), errors: 0 };
      kinds.set(kind, k);
    }
    k.latencies.push(ms);
    k.statuses.set(status, (k.statuses.get(status) ?? 0) + 1);
    if (!ok) {
      k.errors++;
      const second = Math.floor((performance.now() - started) / 1000);
      errorTimeline[second] = (errorTimeline[second] ?? 0) + 1;
    }
  };

  const worker = async (w: number) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const client = `10.20.${Math.floor(w / 250)}.${(w % 250) + 1}`;
    // A returning visitor: the uid cookie of a first visit.
    let uidCookie = '';
    while (performance.now() < deadline) {
      const kind = pickKind(options.mix);
      const object = pick(options.objects);
      const headers: Record<string, string> = {
        'accept-encoding': 'br, gzip',
        'x-forwarded-for': client,
      };
      let method = 'GET';
      let path = '/';
      let body: string | undefined;
      let key = '';
      switch (kind) {
        case 'search page':
          path = `/search/?${pick(SEARCH_QUERIES)}`;
          break;
        case 'search api':
          path = `/api/search?mandant=feriora&markers=0&query=${encodeURIComponent(pick(SEARCH_QUERIES))}`;
          break;
        case 'object page (first visit)':
          path = `/object/${object}/`;
          break;
        case 'object page (returning)':
          path = `/object/${object}/`;
          if (uidCookie) headers.cookie = uidCookie;
          break;
        case 'price api': {
          method = 'POST';
          path = '/api/price/';
          const start = addDays(todayInBerlin(new Date()), 30 + Math.floor(Math.random() * 200));
          body = JSON.stringify({
            mandant: 'feriora',
            objectNumber: object,
            startDate: start,
            duration: 7,
            persons: 2,
          });
          break;
        }
        case 'watch list':
          method = 'POST';
          path = '/api/user/watchedobjects/set';
          if (uidCookie) headers.cookie = uidCookie;
          headers.origin = siteOrigin;
          headers['sec-fetch-site'] = 'same-origin';
          body = JSON.stringify({ mandant: 'feriora', objectNumber: object, action: 'add' });
          break;
        case 'login':
          method = 'POST';
          path = '/api/user/login';
          headers.origin = siteOrigin;
          headers['sec-fetch-site'] = 'same-origin';
          body = JSON.stringify({
            mandant: 'feriora',
            user: {
              email: `drill-${Math.floor(Math.random() * DRILL_ACCOUNTS)}@example.org`,
              password: DRILL_PASSWORD,
            },
          });
          // A client address per login: the per-address login limit (30 in 15 minutes) is not
          // the subject; the per-account one (10) is far off with DRILL_ACCOUNTS accounts.
          headers['x-forwarded-for'] =
            `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
          break;
        case 'booking': {
          const stay = options.stays[stayIndex++];
          if (stay === undefined) continue;
          method = 'POST';
          path = '/api/booking';
          key = randomUUID();
          headers.origin = siteOrigin;
          // A client address per booking: the per-client limit (20 an hour) is not the subject.
          headers['x-forwarded-for'] =
            `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
          body = JSON.stringify(
            bookingRequest(stay, {
              method: 'booking',
              lastName: 'Drill',
              email: `drill-${key.slice(0, 12)}@example.org`,
              idempotencyKey: key,
            }),
          );
          break;
        }
      }
      const t0 = performance.now();
      try {
        const answer = await request(agent, base, method, path, headers, body);
        const ms = performance.now() - t0;
        record(kind, ms, String(answer.status), EXPECTED[kind].includes(answer.status));
        if (!uidCookie) {
          const uid = answer.cookies.find((c) => c.startsWith('uid='));
          if (uid) uidCookie = uid.split(';')[0]!;
        }
        if (kind === 'booking') {
          let bookingId: number | null = null;
          if (answer.status === 201) {
            bookingId = (JSON.parse(answer.body) as { data: { bookingId: number } }).data.bookingId;
          }
          bookings.push({ key, status: answer.status, bookingId });
        }
      } catch (error) {
        record(kind, performance.now() - t0, (error as Error).message.slice(0, 30), false);
        if (kind === 'booking') bookings.push({ key, status: 0, bookingId: null });
      }
    }
    agent.destroy();
  };

  let ticks = 0;
  const ticker = setInterval(() => {
    ticks++;
    void options.onTick?.(ticks);
  }, 1000);
  await Promise.all(Array.from({ length: options.connections }, (_, w) => worker(w)));
  clearInterval(ticker);
  const seconds = (performance.now() - started) / 1000;
  let total = 0;
  let errors = 0;
  for (const k of kinds.values()) {
    total += k.latencies.length;
    errors += k.errors;
  }
  return { seconds, kinds, bookings, total, errors, errorTimeline };
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export function report(title: string, result: LoadResult): string {
  const lines = [
    `${title}: ${result.total} requests in ${result.seconds.toFixed(1)} s = ${(result.total / result.seconds).toFixed(0)} req/s, errors ${result.errors}`,
    `  ${'kind'.padEnd(28)} ${'n'.padStart(6)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}  statuses`,
  ];
  for (const [kind, k] of [...result.kinds].sort()) {
    const statuses = [...k.statuses].map(([s, n]) => `${s}:${n}`).join(' ');
    lines.push(
      `  ${kind.padEnd(28)} ${String(k.latencies.length).padStart(6)} ${(k.latencies.length / result.seconds).toFixed(0).padStart(7)} ${percentile(k.latencies, 50).toFixed(1).padStart(8)} ${percentile(k.latencies, 99).toFixed(1).padStart(8)}  ${statuses}${k.errors ? `  ERRORS ${k.errors}` : ''}`,
    );
  }
  if (result.errors > 0) {
    lines.push(
      `  errors by second: ${result.errorTimeline
        .map((n, s) => (n ? `${s}s:${n}` : ''))
        .filter(Boolean)
        .join(' ')}`,
    );
  }
  return lines.join('\n');
}

/** Bookings answered 201: each must exist exactly once; none of the others may exist. */
export async function checkBookings(
  databaseUrl: string,
  bookings: BookingRecord[],
): Promise<string> {
  const created = bookings.filter((b) => b.status === 201 && b.bookingId !== null);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const ids = created.map((b) => b.bookingId!);
    const { rows } = await client.query<{ id: number; n: number }>(
      'select booking_id as id, count(*)::int as n from bookings where booking_id = any($1::int[]) group by booking_id',
      [ids],
    );
    const found = new Map(rows.map((r) => [Number(r.id), r.n]));
    const missing = ids.filter((id) => !found.has(id));
    const duplicates = ids.length - new Set(ids).size;
    const statuses = new Map<number, number>();
    for (const b of bookings) statuses.set(b.status, (statuses.get(b.status) ?? 0) + 1);
    return `bookings: ${bookings.length} sent (${[...statuses].map(([s, n]) => `${s}:${n}`).join(' ')}); ${created.length} answered 201, ${created.length - missing.length} of them in the database, missing ${missing.length}, answered twice ${duplicates}`;
  } finally {
    await client.end();
  }
}

export function haveCommand(name: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${name}`]).status === 0;
}
