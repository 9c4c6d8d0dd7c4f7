// The page cache (server/page-cache.ts) on the production bundle: a stored page is served with the
// request's own CSP nonce and its own uid cookie; a returning visitor who is shown the same page
// (no watched objects, partner or campaign) gets the stored one, one with watched objects the page
// stored for exactly that list, a logged-in visitor always a fresh render; a catalogue change, the
// age limit or a private page keep stale pages from being served (what may be stored, and the age
// limit: page-cache.test.ts).
import { createHash } from 'node:crypto';
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureSearchIndex, notifyObjectsChanged } from '#services/search';
import { insertLoginAccount, loginAs } from '#tests/factories/account';
import { firstActiveObjectNumber, objectNumbers, renameObject } from '#tests/factories/object';
import { build, type TestApp } from '#tests/helpers/app';

describe('page cache for first and returning visitors', () => {
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
  const styleNonceOf = (csp: string) => /style-src[^;]*'nonce-([^']+)'/.exec(csp)?.[1] ?? '';
  const rename = (title: string) => renameObject(t.deps.database, objectNumber, title);

  /**
   * Inline scripts and styles of the page that its policy would block: each must carry the
   * policy's nonce or have its hash in it (scripts with src are allowed by 'self'; JSON-LD is
   * data). Also counts the inline elements checked.
   */
  const blockedInline = (html: string, csp: string) => {
    const directive = (name: string) =>
      csp.split(';').find((d) => d.trim().startsWith(`${name} `)) ?? '';
    const blocked: string[] = [];
    let checked = 0;
    for (const [, tag = '', attributes = '', text = ''] of html.matchAll(
      /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1>/g,
    )) {
      if (/\ssrc=|application\/ld\+json/.test(attributes)) continue;
      checked++;
      const sources = directive(tag === 'script' ? 'script-src' : 'style-src');
      const nonce = /nonce="([^"]+)"/.exec(attributes)?.[1];
      const hash = `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
      if (!(nonce && sources.includes(`'nonce-${nonce}'`)) && !sources.includes(hash))
        blocked.push(`${tag}${attributes}`);
    }
    return { blocked, checked };
  };

  it('serves the stored page to the next visitor without nonces, its inline elements allowed by their hashes', async () => {
    const url = `/object/${objectNumber}/`;
    // A page is stored from its second request on (PageCache.admit).
    await page(url);
    const first = await page(url);
    const second = await page(url);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    const csp1 = String(first.headers['content-security-policy']);
    const csp2 = String(second.headers['content-security-policy']);
    const n1 = nonceOf(csp1);
    const s1 = styleNonceOf(csp1);
    expect(n1).not.toBe('');
    expect(first.body).toContain(`nonce="${n1}"`);
    expect(first.body).toContain(`<style nonce="${s1}"`);
    // The stored copy: no nonce of any render in it or in its policy (a nonce every visitor of
    // the page is given would be no secret), hashes instead — React Router's scripts and the
    // brand's inline tokens.
    expect(csp2).not.toContain("'nonce-");
    expect(second.body).not.toContain('nonce=');
    expect(second.body).not.toContain(n1);
    expect(second.body).toBe(
      first.body.replaceAll(` nonce="${n1}"`, '').replaceAll(` nonce="${s1}"`, ''),
    );
    for (const [res, csp] of [
      [first, csp1],
      [second, csp2],
    ] as const) {
      const { blocked, checked } = blockedInline(res.body, csp);
      expect(blocked).toEqual([]);
      expect(checked).toBeGreaterThan(3);
    }
    // Everything else of the policy is the request's own.
    expect(csp2.replace(/'sha256-[^']+' ?/g, '').replace(/ ;/g, ';')).toBe(
      csp1.replace(/ ?'nonce-[^']+'/g, ''),
    );
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
      expect(blockedInline(html, String(res.headers['content-security-policy'])).blocked).toEqual(
        [],
      );
    }
  });

  /** The page, and whether React Router rendered it (server/ssr.ts makes a Request to render). */
  const rendered = async (url: string, cookie?: string) => {
    const requests = vi.spyOn(globalThis, 'Request');
    try {
      const res = await page(url, cookie);
      return { body: res.body, status: res.statusCode, rendered: requests.mock.calls.length > 0 };
    } finally {
      requests.mockRestore();
    }
  };
  const watch = (uid: string, n: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/watchedobjects/set',
      headers: { cookie: `uid=${uid}` },
      payload: { mandant: t.config.MANDANT, objectNumber: n, action: 'add' },
    });

  it('stores a page from its second request on, not a page asked for once', async () => {
    const url = `/object/${objectNumber}/?persons=2`;
    expect((await rendered(url)).rendered).toBe(true);
    expect((await rendered(url)).rendered).toBe(true);
    expect((await rendered(url)).rendered).toBe(false);
  });

  it('serves a returning visitor without watched objects the page stored for first visits', async () => {
    const url = `/object/${objectNumber}/?persons=5`;
    expect((await rendered(url)).rendered).toBe(true);
    expect((await rendered(url)).rendered).toBe(true);
    const first = await rendered(url);
    expect(first.rendered).toBe(false);
    const returning = await rendered(url, 'uid=returning-visitor-0001');
    expect(returning.status).toBe(200);
    expect(returning.rendered).toBe(false);
  });

  it('keys a returning visitor’s page by their watched objects, never another list’s', async () => {
    const [a, b] = await objectNumbers(t.deps.database, { active: true, limit: 2 });
    const url = `/object/${a}/?persons=6`;
    const pressed = (body: string) => body.includes('aria-pressed="true"');
    expect((await watch('watcher-of-a-0001', a!)).statusCode).toBe(200);
    expect((await watch('watcher-of-b-0001', b!)).statusCode).toBe(200);
    expect((await watch('watcher-of-a-0002', a!)).statusCode).toBe(200);
    expect((await rendered(url, 'uid=watcher-of-a-0001')).rendered).toBe(true);
    const watcherA = await rendered(url, 'uid=watcher-of-a-0001');
    expect(watcherA.rendered).toBe(true);
    expect(pressed(watcherA.body)).toBe(true);
    // Another visitor with the same list is shown the same page: the stored one.
    const sameList = await rendered(url, 'uid=watcher-of-a-0002');
    expect(sameList.rendered).toBe(false);
    expect(pressed(sameList.body)).toBe(true);
    // Another list, and no list: a page of their own.
    await rendered(url, 'uid=watcher-of-b-0001');
    const watcherB = await rendered(url, 'uid=watcher-of-b-0001');
    expect(watcherB.rendered).toBe(true);
    expect(pressed(watcherB.body)).toBe(false);
    await rendered(url);
    await rendered(url);
    expect(pressed((await rendered(url, 'uid=watches-nothing-01')).body)).toBe(false);
  });

  it('renders every page of a logged-in visitor, and stores none', async () => {
    const account = await insertLoginAccount(t.deps.database, { firstName: 'Ottilie' });
    const login = await loginAs(t.app, account);
    const cookie = `token=${login.token}; uid=${login.uid}`;
    // Home: its header greets the visitor by name.
    const url = '/?persons=7';
    const first = await rendered(url, cookie);
    expect(first.rendered).toBe(true);
    expect(first.body).toContain('Ottilie');
    expect((await rendered(url, cookie)).rendered).toBe(true);
    const anonymous = await rendered(url);
    expect(anonymous.rendered).toBe(true);
    expect(anonymous.body).not.toContain('Ottilie');
  });

  it('never serves a stored page to a visitor with other watched objects', async () => {
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
    await page(url);
    expect((await page(url)).body).not.toContain('Haus Endstand');
    expect((await rendered(url)).rendered).toBe(false);
    await rename('Haus Endstand');
    await notifyObjectsChanged(t.deps, [objectNumber]);
    expect((await page(url)).body).toContain('Haus Endstand');
  });
});
