// HTTP hardening (issue 12; what was tried and found: docs/security.md): what the Host header, the
// request-target, the partner parameter, hostile text and unknown methods can and cannot do, on
// both databases. Each test here failed before its fix.
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isValidEnvelope } from '#core/envelope';
import { rowsOf } from '#db/client';
import { ensureSearchIndex } from '#services/search';
import { firstActiveObjectNumber } from '#tests/factories/object';
import { insertPartner } from '#tests/factories/partner';
import { build, TEST_MANDANT, type TestApp } from '#tests/helpers/app';
import { databaseKinds } from '#tests/helpers/database';

const UID = 'cccccccc-3333-4333-8333-cccccccccccc';

/** One raw HTTP/1.1 exchange over a socket: request line and headers exactly as written. */
function raw(
  address: string,
  head: string,
): Promise<{ status: number; headers: string; body: string }> {
  const { port } = new URL(address);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(head));
    let data = '';
    socket.on('data', (chunk: Buffer) => (data += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => {
      const split = data.indexOf('\r\n\r\n');
      const headers = data.slice(0, split);
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(headers)?.[1] ?? 0),
        headers,
        body: Buffer.from(data.slice(split + 4), 'latin1').toString('utf8'),
      });
    });
  });
}

/** A GET over a real socket with a chosen Host header (fetch does not allow setting it). */
function getWithHost(address: string, path: string, host: string) {
  return new Promise<{ status: number; body: string; headers: Record<string, unknown> }>(
    (resolve, reject) => {
      const url = new URL(address);
      const req = httpRequest(
        { host: '127.0.0.1', port: url.port, path, headers: { host }, method: 'GET' },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
        },
      );
      req.on('error', reject);
      req.end();
    },
  );
}

const fieldsOf = (body: { errors: { data: { field?: string } | null }[] }) =>
  body.errors.map((error) => error.data?.field);

describe.each(databaseKinds())('HTTP hardening: the API (%s)', (kind) => {
  let t: TestApp;
  let address: string;
  let objectNumber: number;

  beforeAll(async () => {
    t = await build({ kind, catalogue: { objects: 6 } });
    objectNumber = await firstActiveObjectNumber(t.deps.database);
    address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t?.close());

  const post = (url: string, payload: unknown, cookies: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, cookies });

  it.each(['[', 'a:99999', '%zz', 'a@b', 'x#', 'x/other/page/?'])(
    'answers 400 to the Host header %j (an envelope on the API)',
    async (host) => {
      const api = await getWithHost(address, `/api/search?mandant=${TEST_MANDANT}`, host);
      expect(api.status).toBe(400);
      const body = JSON.parse(api.body);
      expect(isValidEnvelope(body)).toBe(true);
      expect(fieldsOf(body)).toEqual(['host']);
      expect(api.headers['set-cookie']).toBeUndefined();
      const other = await getWithHost(address, '/healthz', host);
      expect(other.status).toBe(400);
    },
  );

  it('echoes a plain x-request-id and replaces anything else', async () => {
    const plain = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'lb-42.a:b' } });
    expect(plain.headers['x-request-id']).toBe('lb-42.a:b');
    for (const hostile of ['<script>alert(1)</script>', 'a b', 'x'.repeat(65), 'ä']) {
      const res = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': hostile } });
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('sends a Permissions-Policy on every answer', async () => {
    for (const url of ['/healthz', `/api/search?mandant=${TEST_MANDANT}`, '/api/nope']) {
      const res = await t.app.inject({ url });
      expect(res.headers['permissions-policy'], url).toMatch(/camera=\(\)/);
      expect(res.headers['permissions-policy'], url).toMatch(/geolocation=\(\)/);
    }
  });

  // Regression: '/%61pi/…' and absolute-form targets reached the API as if it were a page: no
  // limit, a uid cookie on public answers, errors outside the envelope.
  it('treats an escaped path as the API it routes to: envelopes, no cookies', async () => {
    const unknown = await t.app.inject({ url: '/%61pi/nope' });
    expect(unknown.statusCode).toBe(404);
    expect(isValidEnvelope(unknown.json())).toBe(true);
    expect(unknown.headers['set-cookie']).toBeUndefined();
    const search = await t.app.inject({ url: `/%61pi/search?mandant=${TEST_MANDANT}` });
    expect(search.statusCode).toBe(200);
    expect(search.headers['set-cookie']).toBeUndefined();
    const absolute = await raw(
      address,
      `GET http://elsewhere.example/api/nope HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
    );
    expect(absolute.status).toBe(404);
    expect(isValidEnvelope(JSON.parse(absolute.body))).toBe(true);
    expect(absolute.headers).not.toMatch(/set-cookie/i);
  });

  it('answers unknown methods, bad percent-encoding and oversized headers on /api with envelopes', async () => {
    const purge = await raw(
      address,
      'PURGE /api/search HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
    );
    expect(purge.status).toBe(404);
    expect(isValidEnvelope(JSON.parse(purge.body))).toBe(true);

    const invalidMethod = await raw(
      address,
      'FOO /api/search HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
    );
    expect(invalidMethod.status).toBe(400);
    expect(isValidEnvelope(JSON.parse(invalidMethod.body))).toBe(true);

    const badEscape = await t.app.inject({ url: '/api/%zz' });
    expect(badEscape.statusCode).toBe(400);
    expect(fieldsOf(badEscape.json())).toEqual(['path']);

    const big = await raw(
      address,
      `GET /api/search HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(big.status).toBe(431);
    const envelope = JSON.parse(big.body);
    expect(isValidEnvelope(envelope)).toBe(true);
    expect(fieldsOf(envelope)).toEqual(['headers']);

    // Outside the API the same refusals are plain text.
    const page = await raw(
      address,
      'FOO /search/ HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
    );
    expect(page.status).toBe(400);
    expect(page.headers).toMatch(/text\/plain/);
  });

  // Regression: a NUL or a lone surrogate reached a jsonb column — PostgreSQL refused it, a 500.
  it.each([
    ['a NUL', 'a\u0000b'],
    ['a lone surrogate', 'a\ud800b'],
  ])('refuses %s in any field with a 400 naming it, storing nothing', async (_label, text) => {
    const count = async () =>
      Number(
        rowsOf<{ n: number }>(
          await t.deps.database.db.execute(sql`select count(*)::int as n from last_seen_objects`),
        )[0]?.n,
      );
    const before = await count();
    const res = await post(
      '/api/user/lastseenobjects/set',
      { mandant: TEST_MANDANT, objectData: { objectNumber, title: text } },
      { uid: UID },
    );
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json())).toEqual(['objectData.title']);
    expect(await count()).toBe(before);
  });

  it('refuses a NUL in the query string too', async () => {
    const res = await t.app.inject({ url: `/api/whoami?mandant=${TEST_MANDANT}&routepath=/x%00` });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json())).toEqual(['routepath']);
  });

  it('refuses absurdly deep nesting with a 400', async () => {
    const deep = `${'['.repeat(5_000)}"x"${']'.repeat(5_000)}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/lastseenobjects/set',
      headers: { 'content-type': 'application/json' },
      payload: `{"mandant":"${TEST_MANDANT}","objectData":{"objectNumber":${objectNumber},"deep":${deep}}}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].text).toBe('errors.validation.tooBig');
  });

  // Regression: every answer minted a uid for a caller without one.
  it('issues the uid only on successful POSTs of routes that keep something for the visitor', async () => {
    const price = await post('/api/price/', {
      mandant: TEST_MANDANT,
      objectNumber,
      startDate: '2026-12-05',
      duration: 7,
    });
    expect(price.statusCode).toBe(200);
    expect(price.headers['set-cookie']).toBeUndefined();
    const refused = await post('/api/user/watchedobjects/set', {
      mandant: TEST_MANDANT,
      objectNumber: 'x',
      action: 'add',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['set-cookie']).toBeUndefined();
    const watched = await post('/api/user/watchedobjects/set', {
      mandant: TEST_MANDANT,
      objectNumber,
      action: 'add',
    });
    expect(watched.statusCode).toBe(200);
    const uid = watched.cookies.find((c) => c.name === 'uid')?.value;
    expect(uid).toMatch(/^[0-9a-f-]{36}$/);
    // The entry belongs to that uid.
    const list = await post(
      '/api/user/watchedobjects/get',
      { mandant: TEST_MANDANT },
      { uid: uid! },
    );
    expect(list.json().data.objects.map((o: { objectNumber: number }) => o.objectNumber)).toEqual([
      objectNumber,
    ]);
  });
});

describe('HTTP hardening: the rate limit counts every way of reaching the API', () => {
  let t: TestApp;
  let address: string;
  beforeAll(async () => {
    t = await build({ env: { RATE_LIMIT_PER_MINUTE: '2' } });
    address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t?.close());

  it('limits /%61pi/… and absolute-form targets like /api/…', async () => {
    const url = `/api/search?mandant=${TEST_MANDANT}`;
    expect((await t.app.inject({ url })).statusCode).toBe(200);
    expect((await t.app.inject({ url })).statusCode).toBe(200);
    const escaped = await t.app.inject({ url: `/%61pi/search?mandant=${TEST_MANDANT}` });
    expect(escaped.statusCode).toBe(429);
    expect(isValidEnvelope(escaped.json())).toBe(true);
    const absolute = await raw(
      address,
      `GET http://x/api/search?mandant=${TEST_MANDANT} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
    );
    expect(absolute.status).toBe(429);
    // Pages and health checks are not limited.
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });
});

describe('HTTP hardening: readiness during shutdown', () => {
  // Regression: /readyz said ready while the process was shutting down, so load balancers kept
  // sending requests to it.
  it('answers 503 from the moment shutdown begins, while /healthz still answers', async () => {
    const t = await build();
    try {
      expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
      t.app.beginShutdown();
      const res = await t.app.inject({ url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', reason: 'shutting down' });
      expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe.each(databaseKinds())('HTTP hardening: pages (%s)', (kind) => {
  let t: TestApp;
  let address: string;
  let objectNumber: number;
  const log = new PassThrough();
  const lines: { level: number; msg?: string; err?: { stack?: string } }[] = [];
  log.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line) lines.push(JSON.parse(line));
  });

  beforeAll(async () => {
    t = await build({
      kind,
      ssr: true,
      catalogue: { objects: 12 },
      env: { PAGE_CACHE_SECONDS: '30', SITE_URL: 'https://www.feriora.example' },
      logStream: log,
    });
    await ensureSearchIndex(t.deps);
    objectNumber = await firstActiveObjectNumber(t.deps.database);
    address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t?.close());

  const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';

  // Regression: the page was rendered for Host + path, and a cookie-less render is cached under
  // the requested URL — 'Host: x/other/page/?' stored another page (or 'x#' the home page) as
  // this one for every first-time visitor.
  it('never lets the Host header or an absolute-form target change what a URL serves', async () => {
    const path = `/object/${objectNumber}/`;
    for (const host of ['x/search/?', 'x#', 'evil.example']) {
      await getWithHost(address, path, host);
    }
    await raw(
      address,
      `GET http://evil.example/ HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
    );
    const plain = await t.app.inject({ url: path });
    expect(plain.statusCode).toBe(200);
    expect(plain.body.includes(`data-object-number="${objectNumber}"`)).toBe(true);
    const home = await t.app.inject({ url: '/' });
    expect(titleOf(plain.body)).not.toBe(titleOf(home.body));
    // A foreign but valid Host renders this page, with the site's own origin in its links.
    const foreign = await getWithHost(address, path, 'evil.example');
    expect(foreign.status).toBe(200);
    expect(titleOf(foreign.body)).toBe(titleOf(plain.body));
    expect(foreign.body.includes('evil.example')).toBe(false);
    // An absolute-form target renders its path.
    const absolute = await raw(
      address,
      `GET http://evil.example${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
    );
    expect(absolute.status).toBe(200);
    expect(titleOf(absolute.body)).toBe(titleOf(plain.body));
    expect(absolute.body.includes('evil.example')).toBe(false);
  });

  // Regression: ?partner=2147483648 made this and every later page of the visit a 500.
  it('renders pages with an out-of-range or unknown partner as pages without a partner', async () => {
    for (const partner of ['2147483648', '99999999999', '123456']) {
      const res = await t.app.inject({ url: `/?partner=${partner}` });
      expect(res.statusCode, partner).toBe(200);
      const trk = res.cookies.find((c) => c.name === 'trk');
      expect(trk, partner).toBeUndefined();
      const next = await t.app.inject({
        url: '/search/',
        cookies: { trk: JSON.stringify({ partner }) },
      });
      expect(next.statusCode, partner).toBe(200);
    }
  });

  it('shows a known partner, and renders without it when the lookup fails', async () => {
    await insertPartner(t.deps.database, { partnerId: 5150, partnerPhone: '+49 40 515 0515' });
    const res = await t.app.inject({ url: '/?partner=5150' });
    expect(res.statusCode).toBe(200);
    expect(res.body.includes('+49 40 515 0515')).toBe(true);
    expect(res.cookies.find((c) => c.name === 'trk')?.value).toContain('5150');
    await t.deps.database.db.execute(sql`alter table partners rename to partners_away`);
    // Partner rows are kept per process for a minute (services/partners/lookups.ts): an hour
    // later, the page looks the partner up again and the lookup fails.
    const real = performance.now.bind(performance);
    const later = vi.spyOn(performance, 'now').mockImplementation(() => real() + 3_600_000);
    try {
      const failing = await t.app.inject({
        url: '/',
        cookies: { uid: UID, trk: JSON.stringify({ partner: '5150' }) },
      });
      expect(failing.statusCode).toBe(200);
      expect(failing.body.includes('+49 40 515 0515')).toBe(false);
    } finally {
      later.mockRestore();
      await t.deps.database.db.execute(sql`alter table partners_away rename to partners`);
    }
  });

  // Regression: React Router's 204 + X-Remix-Reload-Document (and its 400) became 500s, so open
  // tabs broke after every deploy instead of reloading.
  it('passes React Router manifest answers through with their own status', async () => {
    const stale = await t.app.inject({ url: '/__manifest?paths=%2F&version=old' });
    expect(stale.statusCode).toBe(204);
    expect(stale.headers['x-remix-reload-document']).toBe('true');
    const home = await t.app.inject({ url: '/' });
    // The build's version names its manifest module.
    const version = /\/assets\/manifest-([0-9a-f]+)\.js/.exec(home.body)?.[1];
    expect(version).toBeDefined();
    const current = await t.app.inject({ url: `/__manifest?paths=%2F&version=${version}` });
    expect(current.statusCode).toBe(200);
    const malformed = await t.app.inject({ url: `/__manifest?version=${version}` });
    expect(malformed.statusCode).toBe(400);
  });

  // Regression: these were 500s with a stack in the log.
  it.each(['OPTIONS', 'PUT', 'DELETE', 'PATCH', 'TRACE', 'POST'])(
    '%s on a page is 405 with Allow, and logs no error',
    async (method) => {
      const before = lines.length;
      const res = await t.app.inject({ method: method as 'GET', url: '/search/' });
      expect(res.statusCode).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD');
      expect(lines.slice(before).filter((line) => line.level >= 50)).toEqual([]);
    },
  );

  // Regression: an arrival on 9999-12-31 has no departure day; the date filter computed one.
  it('renders the search page for an arrival date at the end of the calendar', async () => {
    for (const query of ['startDate=9999-12-31', 'startDate=9999-12-30&endDate=9999-12-31']) {
      const res = await t.app.inject({ url: `/search/?${query}` });
      expect(res.statusCode, query).toBe(200);
    }
  });

  // Regression: assets, photos, locale files, the favicon, the manifest, health checks and 404s
  // all minted a uid.
  it('issues the uid cookie on page documents only', async () => {
    const page = await t.app.inject({ url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.cookies.find((c) => c.name === 'uid')?.value).toMatch(/^[0-9a-f-]{36}$/);
    const asset = /\/assets\/[^"]+\.js/.exec(page.body)?.[0];
    expect(asset).toBeDefined();
    for (const url of [
      asset!,
      '/favicon.svg',
      '/favicon.ico',
      '/locales/de/common.json',
      '/media/photos/coast-007/thumb.webp',
      '/__manifest?paths=%2F&version=old',
      '/healthz',
      '/readyz',
      '/no/such/page/',
      `/search.data`,
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.headers['set-cookie'], url).toBeUndefined();
    }
  });
});

// Regression: a page opened on another host than SITE_URL's (127.0.0.1 when SITE_URL named
// localhost) rendered, but each form post then failed — React Router refuses an action whose
// Origin is not the page's host — and the guest saw "Fehler 500".
describe('the site’s own host', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({
      ssr: true,
      env: { NODE_ENV: 'production', SITE_URL: 'https://www.feriora.example' },
    });
  });
  afterAll(() => t?.close());

  it('sends page requests on another host to SITE_URL, keeping path and query', async () => {
    for (const host of ['feriora.example', '127.0.0.1:3000', 'evil.example']) {
      const res = await t.app.inject({ url: '/suche/?persons=3', headers: { host } });
      expect(res.statusCode, host).toBe(301);
      // Always the site's own origin: a Host header never chooses where a redirect goes.
      expect(res.headers.location, host).toBe('https://www.feriora.example/suche/?persons=3');
    }
    const own = await t.app.inject({ url: '/', headers: { host: 'WWW.feriora.example' } });
    expect(own.statusCode).toBe(200);
  });

  it('serves any host on a site started without SITE_URL (local runs, benches)', async () => {
    const local = await build({ ssr: true, env: { NODE_ENV: 'production' } });
    try {
      const res = await local.app.inject({ url: '/', headers: { host: '127.0.0.1:3000' } });
      expect(res.statusCode).toBe(200);
    } finally {
      await local.close();
    }
  });

  it('leaves health checks, the API and form posts alone on any host', async () => {
    const headers = { host: '10.0.0.7:3000' };
    expect((await t.app.inject({ url: '/healthz', headers })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/openapi.json', headers })).statusCode).toBe(200);
    const post = await t.app.inject({ method: 'POST', url: '/user/', headers, payload: {} });
    expect(post.statusCode).not.toBe(301);
  });
});
