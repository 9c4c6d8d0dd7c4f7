// Rendered pages reused for visitors who send no cookies at all — first visits, which is what
// search engines, ads and shared links bring to object and landing pages. Rendering an object page
// costs ~12 ms of CPU (React, route matching, loader data encoding); serving a stored copy costs
// well under 1 ms (docs/performance.md "Object page").
//
// Why it is safe: without cookies a page depends only on its URL (path, query — language, partner
// and campaign parameters are part of it), the day, the catalogue and the settings; the visitor's
// uid is new and no loader puts it into the page. The key therefore is the URL, and the stamp the
// search holder's version (every catalogue change this process knows of), the day in Berlin and
// the age bucket, so an entry is never served after what it was rendered from changed or after
// PAGE_CACHE_SECONDS. Only 200 HTML answers without Set-Cookie from the render and without a
// `private`/`no-store` cache-control are stored. The per-request CSP nonce is replaced by a
// placeholder when storing and by the request's own nonce when serving.
import { todayInBerlin } from '#core/dates';
import { ResponseCache } from './api/cache/response-cache';
import type { AppDeps } from '#services/platform';

/** Stored pages per process (bytes of HTML; an object page is ~100 KB). */
const PAGE_CACHE_BYTES = 48 * 1024 * 1024;
const NONCE_PLACEHOLDER = '\u0000nonce\u0000';

export interface CachedPage {
  headers: [string, string][];
  html: string;
}

export class PageCache {
  private readonly store = new ResponseCache(PAGE_CACHE_BYTES);

  constructor(private readonly deps: Pick<AppDeps, 'search' | 'clock' | 'config'>) {}

  /** Whether a request may be answered from or stored into the cache. */
  eligible(method: string, url: string, cookieHeader: string | undefined): boolean {
    if (this.deps.config.PAGE_CACHE_SECONDS <= 0 || !this.deps.search.ready) return false;
    if (method !== 'GET' || (cookieHeader !== undefined && cookieHeader.trim() !== '')) {
      return false;
    }
    const path = url.split('?')[0] ?? '';
    return !path.endsWith('.data') && !path.startsWith('/__manifest');
  }

  private stamp(): string {
    const now = this.deps.clock();
    const bucket = Math.floor(now.getTime() / (this.deps.config.PAGE_CACHE_SECONDS * 1000));
    return `${this.deps.search.version}|${todayInBerlin(now)}|${bucket}`;
  }

  get(url: string, nonce: string): CachedPage | undefined {
    const hit = this.store.get(url, this.stamp());
    if (hit === undefined) return undefined;
    const text = hit.toString('utf8');
    const newline = text.indexOf('\n');
    return {
      headers: JSON.parse(text.slice(0, newline)) as [string, string][],
      html: text.slice(newline + 1).replaceAll(NONCE_PLACEHOLDER, nonce),
    };
  }

  /** Stores a rendered answer when it is a cacheable page; `stamp` is taken before rendering. */
  set(url: string, stamp: string, status: number, headers: Headers, html: string, nonce: string) {
    if (status !== 200 || headers.getSetCookie().length > 0) return;
    if (!(headers.get('content-type') ?? '').startsWith('text/html')) return;
    if (/private|no-store/i.test(headers.get('cache-control') ?? '')) return;
    // An empty nonce (no CSP) would make every '' a placeholder: do not store then.
    if (!nonce || html.includes(NONCE_PLACEHOLDER)) return;
    const kept = [...headers].filter(
      ([name]) => name !== 'set-cookie' && name !== 'content-length',
    );
    const body = JSON.stringify(kept) + '\n' + html.replaceAll(nonce, NONCE_PLACEHOLDER);
    this.store.set(url, stamp, Buffer.from(body, 'utf8'));
  }

  /** The stamp to pass to `set` for a render starting now. */
  currentStamp(): string {
    return this.stamp();
  }
}
