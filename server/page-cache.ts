// Rendered pages reused for the next visitor who would be shown the same page: first visits
// (what search engines, ads and shared links bring to object and landing pages) and, since issue
// 12, returning visitors who are not logged in. Rendering an object page costs several ms of CPU
// (React, route matching, loader data encoding); serving a stored copy well under 1 ms
// (docs/performance.md "Object page", "Returning visitors").
//
// Why it is safe: a page depends on its URL (path, query — language, partner and campaign
// parameters are part of it), the day, the catalogue, the settings, the operator brand (which an
// operator switches at run time: services/partners operatorBrand) and what the shell shows of the
// visitor (pageVariant): the visit's partner and campaign (from the query or the `trk` cookie) and
// the watched objects (hearts, badge; from the uid cookie). No loader puts the uid itself into a
// page, and a logged-in visitor (name in the header, the account's pages) is never served from or
// stored into the cache. The key is the URL plus that variant; the stamp the search holder's
// version (every catalogue change this process knows of), the brand's version (every brand switch
// this process heard of, from any process), the editors' texts' version (every translation
// override change, services/backoffice), the day in Berlin and the age bucket, so
// an entry is never served after what it was rendered from changed or after PAGE_CACHE_SECONDS.
// Only 200 HTML answers without Set-Cookie from the render and without a `private`/`no-store`
// cache-control are stored (the watch list page is private). The per-request CSP nonces (of scripts
// and of the brand's inline style) are replaced by placeholders when storing and by the request's
// own when serving; visitor cookies are
// set when the answer is sent (server/plugins/context.ts), stored page or not.
//
// The root loader also renders the cookie decision (banner or not, and the choice): the key carries
// it (`consent`, from core/consent.ts consentVariant).
//
// A loader that puts anything else of the visitor into a page must add it to pageVariant.
import { todayInBerlin } from '#core/dates';
import type { AppDeps, RequestContext } from '#services/platform';
import { brandVersion } from '#services/partners';
import { textsVersion } from '#services/backoffice';
import { watchedObjectNumbers } from '#services/watchlist';
import { ResponseCache } from './api/cache/response-cache';

/** Stored pages per process (bytes of HTML; an object page is ~100 KB). */
const PAGE_CACHE_BYTES = 48 * 1024 * 1024;
/** Keys remembered as asked for once (admit): a few MB at most. */
const SEEN_KEYS = 20_000;
const NONCE_PLACEHOLDER = '\u0000nonce\u0000';
const STYLE_NONCE_PLACEHOLDER = '\u0000style-nonce\u0000';

export interface CachedPage {
  headers: [string, string][];
  /** The page's HTML (UTF-8) with this request's nonces. */
  body: Buffer;
}

const NONCE_BYTES = Buffer.from(NONCE_PLACEHOLDER, 'utf8');
const STYLE_NONCE_BYTES = Buffer.from(STYLE_NONCE_PLACEHOLDER, 'utf8');

/**
 * The stored bytes with each placeholder replaced by the request's nonce, without decoding the
 * page to a string and encoding it again (~40 nonces in 90–200 KB; issue 12: a hit cost 2.4 ms of
 * CPU with the string round trip and compression on the event loop).
 */
function withNonces(stored: Buffer, start: number, nonce: Buffer, styleNonce: Buffer): Buffer {
  const parts: Buffer[] = [];
  let from = start;
  let next = stored.indexOf(0, from);
  while (next !== -1) {
    const isScript = stored.subarray(next, next + NONCE_BYTES.length).equals(NONCE_BYTES);
    const isStyle =
      !isScript &&
      stored.subarray(next, next + STYLE_NONCE_BYTES.length).equals(STYLE_NONCE_BYTES);
    if (isScript || isStyle) {
      parts.push(stored.subarray(from, next), isScript ? nonce : styleNonce);
      from = next + (isScript ? NONCE_BYTES.length : STYLE_NONCE_BYTES.length);
      next = stored.indexOf(0, from);
    } else {
      next = stored.indexOf(0, next + 1);
    }
  }
  parts.push(stored.subarray(from));
  return Buffer.concat(parts);
}

export class PageCache {
  private readonly store = new ResponseCache(PAGE_CACHE_BYTES);
  private readonly seen = new Set<string>();

  constructor(private readonly deps: Pick<AppDeps, 'search' | 'clock' | 'config' | 'database'>) {}

  /**
   * Whether a request may be answered from or stored into the cache, by its method and target
   * (the visitor decides too: pageKey).
   */
  eligible(method: string, url: string): boolean {
    if (this.deps.config.PAGE_CACHE_SECONDS <= 0 || !this.deps.search.ready) return false;
    if (method !== 'GET') return false;
    const path = url.split('?')[0] ?? '';
    return !path.endsWith('.data') && !path.startsWith('/__manifest');
  }

  private stamp(): string {
    const now = this.deps.clock();
    const bucket = Math.floor(now.getTime() / (this.deps.config.PAGE_CACHE_SECONDS * 1000));
    return `${this.deps.search.version}|${brandVersion(this.deps)}|${textsVersion(this.deps)}|${todayInBerlin(now)}|${bucket}`;
  }

  get(url: string, nonce: string, styleNonce = ''): CachedPage | undefined {
    const hit = this.store.get(url, this.stamp());
    if (hit === undefined) return undefined;
    const newline = hit.indexOf(0x0a);
    return {
      headers: JSON.parse(hit.subarray(0, newline).toString('utf8')) as [string, string][],
      body: withNonces(hit, newline + 1, Buffer.from(nonce), Buffer.from(styleNonce)),
    };
  }

  /** Stores a rendered answer when it is a cacheable page; `stamp` is taken before rendering. */
  set(
    url: string,
    stamp: string,
    status: number,
    headers: Headers,
    rendered: Buffer,
    nonce: string,
    styleNonce = '',
  ) {
    if (status !== 200 || headers.getSetCookie().length > 0) return;
    if (!(headers.get('content-type') ?? '').startsWith('text/html')) return;
    // Decoded once per stored page (from its second request on), never per hit.
    const html = rendered.toString('utf8');
    if (/private|no-store/i.test(headers.get('cache-control') ?? '')) return;
    // An empty nonce (no CSP) would make every '' a placeholder: do not store then.
    if (!nonce || html.includes(NONCE_PLACEHOLDER) || html.includes(STYLE_NONCE_PLACEHOLDER))
      return;
    const kept = [...headers].filter(
      ([name]) => name !== 'set-cookie' && name !== 'content-length',
    );
    let page = html.replaceAll(nonce, NONCE_PLACEHOLDER);
    if (styleNonce) page = page.replaceAll(styleNonce, STYLE_NONCE_PLACEHOLDER);
    const body = JSON.stringify(kept) + '\n' + page;
    this.store.set(url, stamp, Buffer.from(body, 'utf8'));
  }

  /**
   * The cache key of a page for this visitor: the rendered URL, with the visitor's variant when
   * the shell shows anything of them; null when the page must be rendered for them alone.
   */
  async pageKey(
    url: string,
    ctx: RequestContext,
    newVisitor: boolean,
    consent = '',
  ): Promise<string | null> {
    const variant = await pageVariant(ctx, newVisitor);
    if (variant === null) return null;
    // The cookie decision (core/consent.ts consentVariant): '' renders the banner, as a first
    // visit sees it; a decided visitor is never served a page with the banner or another choice.
    const key = variant === '' ? url : `${url}\n${variant}`;
    return consent === '' ? key : `${key}\n${consent}`;
  }

  /**
   * Whether to store the render of a page missing from the cache: from its second request on.
   * Most search pages are asked for once (every filter and date makes another URL); storing each
   * cost ~5 % of its render (the text, the nonce swap, a copy) and pushed out the pages that are
   * asked for again (issue 12). The first request of a key is remembered instead (the oldest of
   * SEEN_KEYS forgotten first).
   */
  admit(key: string): boolean {
    if (this.seen.delete(key)) return true;
    this.seen.add(key);
    if (this.seen.size > SEEN_KEYS) {
      const oldest = this.seen.values().next();
      if (oldest.done !== true) this.seen.delete(oldest.value);
    }
    return false;
  }

  /** The stamp to pass to `set` for a render starting now. */
  currentStamp(): string {
    return this.stamp();
  }
}

/**
 * What a page shows of the visitor besides what its URL says: '' when nothing (a first visit, or
 * a returning visitor without watched objects, partner or campaign — the same page as a first
 * visit's), null when the page is theirs alone (logged in). `newVisitor`: the uid was made for this
 * request, so nothing is watched yet (no query). The root loader reads the same watched numbers
 * (one query per request, services/watchlist).
 */
export async function pageVariant(
  ctx: RequestContext,
  newVisitor: boolean,
): Promise<string | null> {
  if (ctx.user !== null) return null;
  const watched = newVisitor ? [] : await watchedObjectNumbers(ctx);
  if (ctx.partnerId === null && ctx.pid === null && watched.length === 0) return '';
  return `partner=${ctx.partnerId ?? ''}&pid=${ctx.pid ?? ''}&watched=${watched.join(',')}`;
}
