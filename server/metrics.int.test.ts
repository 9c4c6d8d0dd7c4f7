// /metrics (server/metrics.ts): Prometheus text with request counts by route kind, cache hits,
// the search index, job queues and process metrics; readable only from this machine without a
// forwarding header, or with the METRICS_TOKEN bearer token; no raw URL or query in any label.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobEngine } from '#services/platform';
import { build, TEST_MANDANT, type TestApp } from '#tests/helpers/app';
import { startJobs } from './jobs';
import { pageKind } from './metrics';

const TOKEN = 'metrics-token-metrics-token-0123';
const silent = { info() {}, warn() {}, error() {} };

/** The value of one sample line (`name{labels} value`), or undefined. */
function sample(text: string, name: string, labels: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && l.includes(labels));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('/metrics', () => {
  let t: TestApp;
  let engine: JobEngine;
  beforeAll(async () => {
    t = await build({ catalogue: { objects: 40 }, env: { METRICS_TOKEN: TOKEN } });
    // Built first, as at a server's start: a search that builds it stamps its answer with the
    // version before the build.
    await t.deps.search.ensure();
    engine = await startJobs(t.deps, silent);
    t.app.metrics.watchJobs(engine);
  });
  afterAll(async () => {
    await engine?.stop();
    await t?.close();
  });

  const scrape = async () => {
    const res = await t.app.inject({ url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.body;
  };

  it('counts requests by route pattern and status class, and search answer cache hits', async () => {
    const url = `/api/search?mandant=${TEST_MANDANT}&query=${encodeURIComponent('persons=2&secret=alice@example.com')}`;
    for (let i = 0; i < 2; i++) expect((await t.app.inject({ url })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/objects/abc?mandant=x' })).statusCode).toBe(404);
    const text = await scrape();
    expect(
      sample(text, 'feriora_http_requests_total', 'kind="/api/search",method="GET",status="2xx"'),
    ).toBe(2);
    expect(
      sample(
        text,
        'feriora_http_request_duration_seconds_count',
        'kind="/api/search",method="GET",status="2xx"',
      ),
    ).toBe(2);
    expect(text).toMatch(
      /feriora_http_requests_total\{kind="\/api\/[^"]*",method="GET",status="4xx"\} 1/,
    );
    expect(sample(text, 'feriora_cache_lookups_total', 'cache="search_answers",result="hit"')).toBe(
      1,
    );
    expect(
      sample(text, 'feriora_cache_lookups_total', 'cache="search_answers",result="miss"'),
    ).toBe(1);
    // Nothing of the request's target in a label: no query, no address, no raw path.
    expect(text).not.toContain('alice');
    expect(text).not.toContain('persons=2');
    expect(text).not.toContain('/api/objects/abc');
  });

  it('reports the search index, the database, the job queues and the process', async () => {
    const text = await scrape();
    expect(text).toMatch(/^feriora_search_index_objects \d+$/m);
    expect(text).toMatch(/^feriora_search_index_version [1-9]\d*$/m);
    expect(text).toMatch(/^feriora_search_index_age_seconds \d/m);
    expect(text).toMatch(/^feriora_database_up 1$/m);
    expect(text).toMatch(/^feriora_job_queue_jobs\{queue="[a-z.-]+",state="queued"\} \d+$/m);
    expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
  });

  it('answers only this machine without a forwarding header, or the bearer token', async () => {
    const remote = await t.app.inject({ url: '/metrics', remoteAddress: '203.0.113.7' });
    expect(remote.statusCode).toBe(401);
    expect(remote.body).not.toContain('feriora_');
    // A reverse proxy on this machine forwards public requests from loopback: refused too.
    const proxied = await t.app.inject({
      url: '/metrics',
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(proxied.statusCode).toBe(401);
    const wrong = await t.app.inject({
      url: '/metrics',
      remoteAddress: '203.0.113.7',
      headers: { authorization: `Bearer ${TOKEN.slice(0, -1)}x` },
    });
    expect(wrong.statusCode).toBe(401);
    const right = await t.app.inject({
      url: '/metrics',
      remoteAddress: '203.0.113.7',
      headers: { authorization: `Bearer ${TOKEN}`, 'x-forwarded-for': '198.51.100.1' },
    });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('feriora_http_requests_total');
  });

  it('names a page request by its route, never by its path', () => {
    expect(pageKind('/')).toBe('page:Home');
    expect(pageKind('/en/search/?persons=2')).toBe('page:Search');
    expect(pageKind('/en/search/_.data')).toBe('data:Search');
    expect(pageKind('/some-seo-url-for/alice/')).toBe('page:lookup');
    expect(pageKind('/__manifest?p=%2F')).toBe('manifest');
  });
});

describe('/metrics without a token', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build();
  });
  afterAll(() => t?.close());

  it('is refused to other hosts (403) and open to loopback', async () => {
    const remote = await t.app.inject({ url: '/metrics', remoteAddress: '::ffff:203.0.113.7' });
    expect(remote.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/metrics', remoteAddress: '::1' })).statusCode).toBe(200);
    const bearer = await t.app.inject({
      url: '/metrics',
      remoteAddress: '203.0.113.7',
      headers: { authorization: 'Bearer anything-at-all-anything-at-all' },
    });
    expect(bearer.statusCode).toBe(403);
  });
});
