// /metrics in Prometheus' text format (docs/operations.md "Monitoring"): requests by kind, method
// and status class with a latency histogram, the page and answer caches' hit counts, the search
// index's version and age, the job queues' depth, whether the database answers, and the process
// metrics of prom-client (CPU, memory, heap, event-loop lag, handles, GC).
//
// Labels never carry a raw URL, a query or anything of a visitor: a request's kind is its page's
// route name (core/routes, cheap: ~2 µs), its API route pattern ('/api/objects/:objectNumber') or
// one of a few fixed words, so the number of series stays bounded whatever clients ask for.
//
// Who may read it: requests that come straight from this machine (loopback, without any
// forwarding header — a reverse proxy on the same host adds one), or any request with
// `Authorization: Bearer <METRICS_TOKEN>`. The operations guide also blocks /metrics at the proxy.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { matchRoute } from '#core/routes';
import type { AppDeps, QueueDepth } from '#services/platform';

/** Hits and misses of one in-process cache. */
export interface CacheCounter {
  hit(): void;
  miss(): void;
}

/** Where job queue depths come from (the JobEngine, once main.ts started it). */
export interface QueueSource {
  queueDepths(): Promise<QueueDepth[]>;
}

export interface AppMetrics {
  readonly registry: Registry;
  /** The page cache (server/page-cache.ts) and the search answer cache (server/api/search.ts). */
  readonly caches: { page: CacheCounter; searchAnswers: CacheCounter };
  /** Reports the queues of this job engine from now on. */
  watchJobs(source: QueueSource): void;
  /** Routes added from now on are static files (one route per file: one kind for all). */
  staticRoutesFollow(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
  interface FastifyContextConfig {
    /** The request kind of /metrics, fixed when the route is added (see kindOf). */
    metricsKind?: string;
  }
}

/** Seconds: from a cached answer (~0.2 ms) to a slow page render under load. */
const LATENCY_BUCKETS = [
  0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10,
];
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

/** The kind of a page request: its route's name ('ObjectPage'), 'data:' for single-fetch. */
export function pageKind(url: string): string {
  const query = url.indexOf('?');
  let path = query === -1 ? url : url.slice(0, query);
  let prefix = 'page:';
  if (path.endsWith('.data')) {
    prefix = 'data:';
    path = path.endsWith('/_.data') ? path.slice(0, -'_.data'.length) : path.slice(0, -5);
    if (path === '/_root') path = '/';
  } else if (path.startsWith('/__manifest')) {
    return 'manifest';
  }
  let name: string | undefined;
  try {
    name = matchRoute(path)?.baseName;
  } catch {
    name = undefined;
  }
  // Unknown to the route table: SEO URLs, legacy URLs and 404s (the server's lookup decides).
  return prefix + (name ?? 'lookup');
}

function kindOf(request: FastifyRequest): string {
  const config = request.routeOptions.config;
  if (config.page === true) return pageKind(request.url);
  return config.metricsKind ?? 'unmatched';
}

function statusClass(status: number): string {
  return status >= 100 && status < 600 ? `${Math.floor(status / 100)}xx` : 'other';
}

function tokenMatches(header: string | undefined, token: string | undefined): boolean {
  if (token === undefined || header === undefined) return false;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (match === null) return false;
  const given = Buffer.from(match[1] ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Whether a request may read /metrics (see the header comment). */
export function metricsAllowed(
  request: Pick<FastifyRequest, 'headers' | 'socket'>,
  token: string | undefined,
): boolean {
  if (tokenMatches(request.headers.authorization, token)) return true;
  const peer = request.socket.remoteAddress ?? '';
  if (!LOOPBACK.test(peer)) return false;
  return FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
}

function cacheCounter(counter: Counter<'cache' | 'result'>, cache: string): CacheCounter {
  const hits = counter.labels(cache, 'hit');
  const misses = counter.labels(cache, 'miss');
  return { hit: () => hits.inc(), miss: () => misses.inc() };
}

/**
 * Adds the request hooks and the /metrics route. Called first in buildApp, so every route added
 * later gets its kind.
 */
export function registerMetrics(app: FastifyInstance, deps: AppDeps): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'feriora_http_requests_total',
    help: 'HTTP requests answered, by request kind (page route name, API route pattern), method and status class.',
    labelNames: ['kind', 'method', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'feriora_http_request_duration_seconds',
    help: 'Time from receiving a request to its answer being sent, by request kind, method and status class.',
    labelNames: ['kind', 'method', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const cacheLookups = new Counter({
    name: 'feriora_cache_lookups_total',
    help: 'Lookups of the in-process caches: page (rendered pages) and search_answers (/api/search), by result.',
    labelNames: ['cache', 'result'] as const,
    registers: [registry],
  });
  const caches = {
    page: cacheCounter(cacheLookups, 'page'),
    searchAnswers: cacheCounter(cacheLookups, 'search_answers'),
  };

  new Gauge({
    name: 'feriora_search_index_version',
    help: "This process's search index version: increases with every change applied to it.",
    registers: [registry],
    collect() {
      const stats = deps.search.stats();
      if (stats !== null) this.set(stats.version);
    },
  });
  new Gauge({
    name: 'feriora_search_index_objects',
    help: 'Objects in the search index of this process.',
    registers: [registry],
    collect() {
      const stats = deps.search.stats();
      if (stats !== null) this.set(stats.objects);
    },
  });
  new Gauge({
    name: 'feriora_search_index_age_seconds',
    help: 'Seconds since the search index of this process was built from the database.',
    registers: [registry],
    collect() {
      const stats = deps.search.stats();
      if (stats !== null) this.set((Date.now() - stats.builtAt) / 1000);
    },
  });
  new Gauge({
    name: 'feriora_search_index_last_change_age_seconds',
    help: 'Seconds since the search index of this process last applied a change (or was built).',
    registers: [registry],
    collect() {
      const stats = deps.search.stats();
      if (stats !== null) this.set((Date.now() - stats.changedAt) / 1000);
    },
  });
  new Gauge({
    name: 'feriora_search_index_build_seconds',
    help: 'How long the last build of the search index of this process took.',
    registers: [registry],
    collect() {
      const stats = deps.search.stats();
      if (stats !== null) this.set(stats.buildMs / 1000);
    },
  });
  new Gauge({
    name: 'feriora_database_up',
    help: 'Whether the database answered a ping during this scrape (1) or not (0).',
    registers: [registry],
    async collect() {
      try {
        await deps.database.ping();
        this.set(1);
      } catch {
        this.set(0);
      }
    },
  });

  let jobs: QueueSource | null = null;
  new Gauge({
    name: 'feriora_job_queue_jobs',
    help: "Jobs per pg-boss queue and state (queued, active, deferred, failed), as of pg-boss's last monitor pass.",
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      if (jobs === null) return;
      let depths: QueueDepth[];
      try {
        depths = await jobs.queueDepths();
      } catch {
        // The database is away: feriora_database_up says so; no stale figures.
        this.reset();
        return;
      }
      for (const q of depths) {
        this.set({ queue: q.name, state: 'queued' }, q.queued);
        this.set({ queue: q.name, state: 'active' }, q.active);
        this.set({ queue: q.name, state: 'deferred' }, q.deferred);
        this.set({ queue: q.name, state: 'failed' }, q.failed);
      }
    },
  });

  let staticPhase = false;
  app.addHook('onRoute', (route) => {
    if (route.config?.page === true) return;
    const kind = staticPhase ? 'static' : route.url;
    route.config = { ...route.config, metricsKind: kind };
  });
  app.addHook('onResponse', async (request, reply) => {
    const method = METHODS.has(request.method) ? request.method : 'other';
    const labels = { kind: kindOf(request), method, status: statusClass(reply.statusCode) };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
  });

  app.get('/metrics', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!metricsAllowed(request, deps.config.METRICS_TOKEN)) {
      if (deps.config.METRICS_TOKEN !== undefined) reply.header('www-authenticate', 'Bearer');
      reply.code(deps.config.METRICS_TOKEN !== undefined ? 401 : 403);
      return reply.type('text/plain; charset=utf-8').send('Forbidden');
    }
    const text = await registry.metrics();
    return reply.type(registry.contentType).send(text);
  });

  const metrics: AppMetrics = {
    registry,
    caches,
    watchJobs(source) {
      jobs = source;
    },
    staticRoutesFollow() {
      staticPhase = true;
    },
  };
  app.decorate('metrics', metrics);
  return metrics;
}
