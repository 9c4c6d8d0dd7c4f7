// What the page cache stores and for whom (the serving path runs in page-cache.int.test.ts).
import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '#core/config';
import type { AppDeps, RequestContext } from '#services/platform';
import { PageCache, pageVariant } from './page-cache';

const NOW = new Date('2026-11-22T09:30:00Z');
let clockMs = NOW.getTime();
const holder = { ready: true, version: 1 };

function cache(seconds = 30, ready = true) {
  clockMs = NOW.getTime();
  holder.version = 1;
  const deps = {
    search: {
      ...holder,
      ready,
      get version() {
        return holder.version;
      },
    } as unknown as AppDeps['search'],
    clock: () => new Date(clockMs),
    config: parseConfig({ PAGE_CACHE_SECONDS: String(seconds) }),
    // The brand's version is kept per database (services/partners): a stand-in object suffices.
    database: {} as AppDeps['database'],
  };
  return new PageCache(deps);
}
const html = (nonce: string) => Buffer.from(`<html><script nonce="${nonce}">1</script></html>`);
const headers = (extra: Record<string, string> = {}) =>
  new Headers({ 'content-type': 'text/html; charset=utf-8', ...extra });

describe('PageCache', () => {
  it('takes only GET page requests, when enabled and the index is built', () => {
    const pages = cache();
    expect(pages.eligible('GET', '/object/1/')).toBe(true);
    expect(pages.eligible('POST', '/object/1/')).toBe(false);
    expect(pages.eligible('HEAD', '/object/1/')).toBe(false);
    expect(pages.eligible('GET', '/object/1.data')).toBe(false);
    expect(pages.eligible('GET', '/__manifest?p=/x')).toBe(false);
    expect(cache(0).eligible('GET', '/object/1/')).toBe(false);
    expect(cache(30, false).eligible('GET', '/object/1/')).toBe(false);
  });

  it('keys a page by what it shows of the visitor: nothing, partner and campaign, or theirs alone', async () => {
    // A new visitor has watched nothing yet: no database is asked.
    const visitor = (extra: Partial<RequestContext>) =>
      ({ user: null, partnerId: null, pid: null, ...extra }) as RequestContext;
    expect(await pageVariant(visitor({}), true)).toBe('');
    expect(await pageVariant(visitor({ partnerId: '5001' }), true)).toBe(
      'partner=5001&pid=&watched=',
    );
    expect(await pageVariant(visitor({ pid: '77' }), true)).toBe('partner=&pid=77&watched=');
    const user = { accountID: 'a', firstName: 'Ada' } as RequestContext['user'];
    expect(await pageVariant(visitor({ user }), true)).toBeNull();
    const pages = cache();
    expect(await pages.pageKey('/a/', visitor({}), true)).toBe('/a/');
    expect(await pages.pageKey('/a/', visitor({ pid: '77' }), true)).toBe(
      '/a/\npartner=&pid=77&watched=',
    );
    expect(await pages.pageKey('/a/', visitor({ user }), true)).toBeNull();
    // The cookie decision (issue 17): no decision shares the first visit's page (with the banner);
    // a decided visitor gets a page of their choice, never one with the banner.
    expect(await pages.pageKey('/a/', visitor({}), true, '')).toBe('/a/');
    expect(await pages.pageKey('/a/', visitor({}), true, 'consent=10')).toBe('/a/\nconsent=10');
    expect(await pages.pageKey('/a/', visitor({ pid: '77' }), true, 'consent=00')).toBe(
      '/a/\npartner=&pid=77&watched=\nconsent=00',
    );
  });

  it('admits a page for storing from its second request on, and forgets the oldest first', () => {
    const pages = cache();
    expect(pages.admit('/a/')).toBe(false);
    expect(pages.admit('/b/')).toBe(false);
    expect(pages.admit('/a/')).toBe(true);
    // Admitted: asked for again later, it starts over (a stored page is served, not admitted).
    expect(pages.admit('/a/')).toBe(false);
    for (let i = 0; i < 20_000; i++) pages.admit(`/other/${i}`);
    expect(pages.admit('/b/')).toBe(false);
    expect(pages.admit('/other/19999')).toBe(true);
  });

  it('stores 200 HTML without its nonces, sent under the hashes of its inline elements', async () => {
    const pages = cache();
    // Script and style nonces, an external script, JSON-LD, a NUL and text beyond ASCII.
    const page = (script: string, style: string) =>
      Buffer.from(
        `<html><style nonce="${style}">a{}</style><script nonce="${script}">1</script>` +
          `<script nonce="${script}" type="module" src="/a.js"></script>` +
          `<script type="application/ld+json" nonce="${script}">{}</script>` +
          `<p>Ferienhäuser \u0000 am Meer</p><script nonce="${script}">2</script></html>`,
      );
    pages.set('/a/', pages.currentStamp(), 200, headers(), page('s1', 'y1'), 's1', 'y1');
    const hit = await pages.get('/a/', null);
    expect(hit?.coding).toBeNull();
    expect(hit?.body.toString()).toBe(page('', '').toString().replaceAll(' nonce=""', ''));
    expect(hit?.headers).toEqual([['content-type', 'text/html; charset=utf-8']]);
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(hit?.scripts).toEqual([sha('1'), sha('2')]);
    expect(hit?.styles).toEqual([sha('a{}')]);
    // The request's policy with its nonces replaced by the hashes; another policy: not served.
    const csp = "default-src 'self';script-src 'self' 'nonce-n2';style-src 'self' 'nonce-y2'";
    expect(pages.policy(hit!, csp, 'n2', 'y2')).toBe(
      `default-src 'self';script-src 'self' ${sha('1')} ${sha('2')};style-src 'self' ${sha('a{}')}`,
    );
    expect(pages.policy(hit!, csp, 'n3', 'y2')).toBeNull();
    expect(pages.policy(hit!, csp, '', '')).toBeNull();
  });

  it('keeps a page compressed once a client asked for a coding, and decompresses it for others', async () => {
    const pages = cache();
    const html = Buffer.from(
      `<html><script nonce="k1">1</script>${'<p>Ferienhaus</p>'.repeat(200)}</html>`,
    );
    pages.set('/a/', pages.currentStamp(), 200, headers(), html, 'k1');
    const plain = (await pages.get('/a/', null))!.body;
    const br = await pages.get('/a/', 'br');
    expect(br?.coding).toBe('br');
    expect(brotliDecompressSync(br!.body).equals(plain)).toBe(true);
    // The brotli form is kept (the same bytes again) and the identity form made from it.
    expect((await pages.get('/a/', 'br'))!.body.equals(br!.body)).toBe(true);
    expect((await pages.get('/a/', null))!.body.equals(plain)).toBe(true);
    const gzip = await pages.get('/a/', 'gzip');
    expect(gunzipSync(gzip!.body).equals(plain)).toBe(true);
    expect(gzip?.scripts).toHaveLength(1);
  });

  it('does not store a page that shows its nonce anywhere but in nonce attributes', async () => {
    const pages = cache();
    const leaky = Buffer.from(`<html><script nonce="secret1">var n="secret1"</script></html>`);
    pages.set('/a/', pages.currentStamp(), 200, headers(), leaky, 'secret1');
    expect(await pages.get('/a/', null)).toBeUndefined();
  });

  it('never stores private, cookie-setting, non-200 or non-HTML answers', async () => {
    const pages = cache();
    const stamp = pages.currentStamp();
    pages.set('/p/', stamp, 200, headers({ 'cache-control': 'private, no-store' }), html('n'), 'n');
    pages.set('/c/', stamp, 200, headers({ 'set-cookie': 'a=b' }), html('n'), 'n');
    pages.set('/s/', stamp, 404, headers(), html('n'), 'n');
    pages.set(
      '/j/',
      stamp,
      200,
      new Headers({ 'content-type': 'application/json' }),
      Buffer.from('{}'),
      'n',
    );
    pages.set('/n/', stamp, 200, headers(), html(''), '');
    for (const url of ['/p/', '/c/', '/s/', '/j/', '/n/'])
      expect(await pages.get(url, null)).toBeUndefined();
  });

  it("ages each page from its storing, and stores an expired page's next render at once", async () => {
    const pages = cache(30);
    pages.set('/a/', pages.currentStamp(), 200, headers(), html('n'), 'n');
    clockMs += 20_000;
    pages.set('/b/', pages.currentStamp(), 200, headers(), html('n'), 'n');
    clockMs += 11_000;
    // /a/ is 31 s old, /b/ 11 s: not one clock bucket for all.
    expect(await pages.get('/a/', null)).toBeUndefined();
    expect(await pages.get('/b/', null)).toBeDefined();
    // Asked for often enough to have been stored: its next render is stored again.
    expect(pages.admit('/a/')).toBe(true);
  });

  it('drops a page after PAGE_CACHE_SECONDS, on a new day and on a catalogue change', async () => {
    const pages = cache(30);
    const store = () => pages.set('/a/', pages.currentStamp(), 200, headers(), html('n'), 'n');
    store();
    clockMs += 29_000;
    expect(await pages.get('/a/', null)).toBeDefined();
    clockMs += 2_000;
    expect(await pages.get('/a/', null)).toBeUndefined();
    store();
    holder.version = 2;
    expect(await pages.get('/a/', null)).toBeUndefined();
    store();
    clockMs += 24 * 3600 * 1000;
    expect(await pages.get('/a/', null)).toBeUndefined();
  });
});
