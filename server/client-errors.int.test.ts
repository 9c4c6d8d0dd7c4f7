// POST /api/user/logClientError (SPEC §8 error reporting; decision 088): a browser's report is one
// log line, cleaned of link secrets and addresses; resize-observer noise is dropped; bad input is a
// 400 envelope naming the field; a client over its limit is dropped quietly; a foreign page's
// post with a login is refused by the Origin check.
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, TEST_MANDANT, type TestApp } from '#tests/helpers/app';

describe('browser error reports', () => {
  let t: TestApp;
  const lines: string[] = [];

  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) =>
      lines.push(...chunk.toString().split('\n').filter(Boolean)),
    );
    t = await build({ logStream: stream });
  });
  afterAll(() => t.close());

  let ip = 0;
  const report = (body: Record<string, unknown>, remoteAddress = `10.20.0.${++ip}`) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/logClientError',
      payload: { mandant: TEST_MANDANT, ...body },
      remoteAddress,
    });
  const logged = () =>
    lines
      .map((line) => JSON.parse(line) as { msg?: string; clientError?: Record<string, unknown> })
      .filter((entry) => entry.msg === 'client error');

  it('logs a report as one cleaned line', async () => {
    const secret = 'A'.repeat(43);
    const res = await report({
      kind: 'error',
      message: `TypeError: x is undefined at https://www.feriora.example/booking/finish/1/?access=${secret} for anna@example.org`,
      path: `/booking/finish/1/?bookingId=1&access=${secret}`,
      routeName: 'BookingFinish',
      source: `https://www.feriora.example/assets/root-abc.js?v=${secret}`,
      line: 1,
      column: 4711,
      stack: `TypeError: x is undefined\n    at f (https://www.feriora.example/assets/root-abc.js?t=${secret}:1:4711)`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ logged: true });
    const [entry] = logged();
    expect(entry?.clientError).toMatchObject({
      kind: 'error',
      path: '/booking/finish/1/',
      routeName: 'BookingFinish',
      source: 'https://www.feriora.example/assets/root-abc.js',
      line: 1,
      column: 4711,
    });
    const text = lines.join('\n');
    expect(text).not.toContain(secret);
    expect(text).not.toContain('anna@example.org');
    expect(entry?.clientError?.stack).toContain('root-abc.js:1:4711');
    // Nothing of the visitor: no uid, no cookie.
    expect(JSON.stringify(entry)).not.toMatch(/"uid"|cookie/i);
  });

  it('drops resize-observer noise', async () => {
    const res = await report({
      kind: 'error',
      message: 'ResizeObserver loop completed with undelivered notifications.',
      path: '/',
    });
    expect(res.json().data).toEqual({ logged: false });
  });

  it.each([
    ['kind', { kind: 'fatal', message: 'x', path: '/' }],
    ['message', { kind: 'error', message: 'x'.repeat(501), path: '/' }],
    ['path', { kind: 'error', message: 'x', path: 'https://evil.example/' }],
    ['line', { kind: 'error', message: 'x', path: '/', line: -1 }],
    ['routeName', { kind: 'error', message: 'x', path: '/', routeName: '<script>' }],
  ])('refuses a bad %s naming the field', async (field, body) => {
    const res = await report(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].data.field).toBe(field);
  });

  it('drops reports over the limit of a client address quietly', async () => {
    const before = logged().length;
    const answers = [];
    for (let i = 0; i < 32; i++) {
      answers.push(
        (await report({ kind: 'error', message: `Error ${i}`, path: '/' }, '10.21.0.1')).json()
          .data,
      );
    }
    expect(answers.filter((a) => a.logged === true)).toHaveLength(30);
    expect(answers.at(-1)).toEqual({ logged: false });
    expect(logged().length - before).toBe(30);
    // Another address is not affected.
    expect((await report({ kind: 'error', message: 'Error', path: '/' })).json().data).toEqual({
      logged: true,
    });
  });
});
