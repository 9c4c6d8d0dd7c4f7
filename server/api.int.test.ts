// The API contract: envelope on every response, schema validation with one error per bad field
// and nothing written, JSON 404 for unknown paths, 500 without internals.
import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidEnvelope } from '#core/envelope';
import { rowsOf } from '#db/client';
import { build, TEST_MANDANT, type TestApp } from '#tests/helpers/app';
import { databaseKinds } from '#tests/helpers/database';

async function count(t: TestApp, table: string): Promise<number> {
  const result = await t.deps.database.db.execute(
    sql.raw(`select count(*)::int as n from ${table}`),
  );
  return Number(rowsOf<{ n: number }>(result)[0]?.n);
}

describe.each(databaseKinds())('API envelope (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({ kind });
  });
  afterAll(() => t.close());

  it('stores a valid cookie consent and answers 200 with the envelope', async () => {
    const before = await count(t, 'cookie_consent_logs');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/logCookieConsent',
      payload: {
        mandant: TEST_MANDANT,
        accepted: [
          { name: 'statistic', usage: true },
          { name: 'marketing', usage: false },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(isValidEnvelope(body)).toBe(true);
    expect(body).toMatchObject({ status: 200, errorLength: 0, errors: [], data: { logged: true } });
    expect(await count(t, 'cookie_consent_logs')).toBe(before + 1);
  });

  it('answers bad input with a 400 envelope, one error per bad field, and writes nothing', async () => {
    const before = await count(t, 'cookie_consent_logs');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/logCookieConsent',
      payload: {
        mandant: TEST_MANDANT,
        uid: 'x',
        accepted: [{ name: 'everything', usage: 'yes' }],
      },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(isValidEnvelope(body)).toBe(true);
    expect(body.status).toBe(400);
    const fields = body.errors.map((e: { data: { field: string } }) => e.data.field).sort();
    expect(fields).toEqual(['accepted.0.name', 'accepted.0.usage', 'uid']);
    for (const error of body.errors) {
      expect(error).toMatchObject({ isKey: true, type: 'validation', appInform: true });
      expect(error.text).toMatch(/^errors\.validation\./);
    }
    expect(body.errorLength).toBe(3);
    expect(await count(t, 'cookie_consent_logs')).toBe(before);
  });

  it('rejects a missing or wrong mandant with a 400 naming the field', async () => {
    for (const mandant of [undefined, 'other-tenant']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/logCookieConsent',
        payload: { mandant, accepted: [{ name: 'statistic', usage: true }] },
      });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.errors).toHaveLength(1);
      expect(body.errors[0].data.field).toBe('mandant');
    }
  });

  it('answers malformed JSON with a 400 envelope naming the body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/logCookieConsent',
      headers: { 'content-type': 'application/json' },
      payload: '{"mandant": ',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(isValidEnvelope(body)).toBe(true);
    expect(body.errors[0]).toMatchObject({ type: 'validation', data: { field: 'body' } });
  });

  it('answers an unknown /api path with a 404 envelope', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await t.app.inject({ method, url: `/api/no/such/thing?mandant=${TEST_MANDANT}` });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      const body = res.json();
      expect(isValidEnvelope(body)).toBe(true);
      expect(body).toMatchObject({ status: 404, errors: [{ type: 'notFound' }] });
    }
  });

  it('saves tracking parameters, keeping only valid ones', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/saveTrackingParams',
      payload: {
        mandant: TEST_MANDANT,
        trackingParams: { pid: '123', partner: 'abc', utm_source: 'news', evil: 'x' },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ trackingParams: { pid: '123', utm_source: 'news' } });
  });
});

describe('logs', () => {
  it('carry request ids and never cookies, tokens or passwords', async () => {
    const lines: string[] = [];
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) =>
      lines.push(...chunk.toString().split('\n').filter(Boolean)),
    );
    const t = await build({ logStream: stream });
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/saveTrackingParams?token=secret-query-token',
        cookies: { token: 'secret-cookie-token', uid: 'aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee' },
        // The site's own Origin: a POST with the token cookie from elsewhere is refused (CSRF).
        headers: { authorization: 'Bearer secret-bearer', origin: 'http://localhost:3000' },
        payload: { mandant: TEST_MANDANT, trackingParams: { pid: '1' }, password: 'hunter2' },
      });
      expect(res.statusCode).toBe(200);
      const text = lines.join('\n');
      expect(text).toContain(String(res.headers['x-request-id']));
      for (const secret of [
        'secret-query-token',
        'secret-cookie-token',
        'secret-bearer',
        'hunter2',
      ]) {
        expect(text).not.toContain(secret);
      }
    } finally {
      await t.close();
    }
  });
});

describe('API failures never leak internals', () => {
  let t: TestApp;
  const logLines: string[] = [];
  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) =>
      logLines.push(...chunk.toString().split('\n').filter(Boolean)),
    );
    t = await build({ logStream: stream });
  });
  afterAll(() => t.close());

  it('turns a database failure into a 500 envelope without SQL or stack, logged with the request id', async () => {
    // A real failure: the table the service writes to is gone.
    await t.deps.database.db.execute(sql.raw('drop table cookie_consent_logs'));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/logCookieConsent',
      payload: { mandant: TEST_MANDANT, accepted: [{ name: 'statistic', usage: true }] },
    });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(isValidEnvelope(body)).toBe(true);
    expect(body.status).toBe(500);
    expect(body.errors).toEqual([
      {
        text: 'errors.server',
        isKey: true,
        type: 'server',
        data: { requestId: res.headers['x-request-id'] },
        appInform: true,
      },
    ]);
    expect(res.body).not.toMatch(/cookie_consent_logs|insert|select|at .*\.ts|stack/i);
    const logged = logLines
      .map(
        (line) => JSON.parse(line) as { reqId?: string; level: number; err?: { message?: string } },
      )
      .find((entry) => entry.level >= 50 && entry.reqId === res.headers['x-request-id']);
    expect(logged?.err?.message).toMatch(/cookie_consent_logs/);
  });
});
