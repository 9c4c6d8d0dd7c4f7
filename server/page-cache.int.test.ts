// The page cache for cookie-less visitors (server/page-cache.ts) on the production bundle: a
// stored page is served with the request's own CSP nonce and its own uid cookie, visitors with
// cookies always get a fresh render, and a catalogue change, the age limit or a private page
// keep stale pages from being served (what may be stored, and the age limit: page-cache.test.ts).
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureSearchIndex, notifyObjectsChanged } from '#services/search';
import { firstActiveObjectNumber, renameObject } from '#tests/factories/object';
import { build, type TestApp } from '#tests/helpers/app';

describe('page cache for visitors without cookies', () => {
  let t: TestApp;
  let objectNumber: number;

  beforeAll(async () => {
    t = await build({ ssr: true, catalogue: { objects: 30 }, env: { PAGE_CACHE_SECONDS: '30' } });
    await ensureSearchIndex(t.deps);
    objectNumber = await firstActiveObjectNumber(t.deps.database);
  });
  afterAll(() => t?.close());

  const page = (url: string, cookie?: string) =>
    t.app.inject({ url, headers: cookie ? { cookie } : {} });
  const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1] ?? '';
  const rename = (title: string) => renameObject(t.deps.database, objectNumber, title);

  it('serves the stored page with the request’s own nonce and uid cookie', async () => {
    const url = `/object/${objectNumber}/`;
    const first = await page(url);
    const second = await page(url);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    const n1 = nonceOf(String(first.headers['content-security-policy']));
    const n2 = nonceOf(String(second.headers['content-security-policy']));
    expect(n1).not.toBe('');
    expect(n2).not.toBe(n1);
    expect(first.body).toContain(`nonce="${n1}"`);
    expect(second.body).toContain(`nonce="${n2}"`);
    expect(second.body).not.toContain(n1);
    expect(second.body.replaceAll(n2, 'N')).toBe(first.body.replaceAll(n1, 'N'));
    const uid = (r: typeof first) => String(r.headers['set-cookie']).match(/uid=([^;]+)/)?.[1];
    expect(uid(first)).toBeDefined();
    expect(uid(second)).toBeDefined();
    expect(uid(second)).not.toBe(uid(first));
  });

  it('sends pages to browsers compressed whole, stored or rendered for a returning visitor', async () => {
    // Over a real socket: app.inject does not show how the body was framed.
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `${address}/object/${objectNumber}/?adults=3`;
    const asBrowser = (cookie?: string) =>
      new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        const headers = {
          'accept-encoding': 'gzip, deflate, br, zstd',
          ...(cookie ? { cookie } : {}),
        };
        httpGet(url, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        }).on('error', reject);
      });
    // Rendered (and stored), from the store, and rendered for a visitor with a cookie: each one
    // brotli-compressed in one piece, with its length (not a chunked compression stream).
    for (const res of [await asBrowser(), await asBrowser(), await asBrowser('uid=returning')]) {
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['transfer-encoding']).toBeUndefined();
      expect(Number(res.headers['content-length'])).toBe(res.body.length);
      const html = brotliDecompressSync(res.body).toString('utf8');
      expect(html).toMatch(/^<!DOCTYPE html>/i);
      expect(html).toContain(`nonce="${nonceOf(String(res.headers['content-security-policy']))}"`);
    }
  });

  it('never serves the stored page to a visitor with cookies', async () => {
    const url = `/object/${objectNumber}/?persons=3`;
    const badge = (body: string) => /data-testid="watch-count"[^>]*>(\d+)</.exec(body)?.[1];
    const anonymous = await page(url);
    const uid = String(anonymous.headers['set-cookie']).match(/uid=([^;]+)/)?.[1] ?? '';
    const watched = await t.app.inject({
      method: 'POST',
      url: '/api/user/watchedobjects/set',
      headers: { cookie: `uid=${uid}` },
      payload: { mandant: t.config.MANDANT, objectNumber, action: 'add' },
    });
    expect(watched.statusCode).toBe(200);
    const returning = await page(url, `uid=${uid}`);
    expect(returning.body).toContain('aria-pressed="true"');
    expect((await page(url)).body).not.toContain('aria-pressed="true"');
    expect(badge(returning.body) ?? 'none').not.toBe(badge(anonymous.body) ?? 'none');
  });

  it('renders afresh after a catalogue change', async () => {
    const url = `/object/${objectNumber}/?persons=4`;
    expect((await page(url)).body).not.toContain('Haus Endstand');
    await rename('Haus Endstand');
    await notifyObjectsChanged(t.deps, [objectNumber]);
    expect((await page(url)).body).toContain('Haus Endstand');
  });
});
