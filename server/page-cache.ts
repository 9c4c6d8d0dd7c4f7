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
// override change, services/backoffice) and the day in Berlin, and each page its time of storing, so
// an entry is never served after what it was rendered from changed or after PAGE_CACHE_SECONDS.
// Only 200 HTML answers without Set-Cookie from the render and without a `private`/`no-store`
// cache-control are stored (the watch list page is private). A stored page keeps no CSP nonce:
// its inline scripts and styles (React Router's, the brand's tokens) are allowed by their SHA-256
// hashes in the policy it is sent with (PageCache.policy), so its bytes are the same for every
// visitor and are kept compressed — a hit is sent as stored, without compressing ~100 KB again
// (issue 12: returning visitors). Visitor cookies are set when the answer is sent
// (server/plugins/context.ts), stored page or not.
//
// The root loader also renders the cookie decision (banner or not, and the choice): the key carries
// it (`consent`, from core/consent.ts consentVariant).
//
// A loader that puts anything else of the visitor into a page must add it to pageVariant.
import { createHash } from 'node:crypto';
import { todayInBerlin } from '#core/dates';
import type { AppDeps, RequestContext } from '#services/platform';
import { brandVersion } from '#services/partners';
import { textsVersion } from '#services/backoffice';
import { watchedObjectNumbers } from '#services/watchlist';
import { MIN_COMPRESS_BYTES, compressAnswer, decompressAnswer } from './api/cache/cached-answer';
import { ResponseCache, type ContentCoding } from './api/cache/response-cache';

/**
 * Stored pages per process (bytes; kept brotli- or gzip-compressed once a client asked for that:
 * an object page is ~115 KB of HTML, ~25 KB compressed).
 */
const PAGE_CACHE_BYTES = 48 * 1024 * 1024;
/** Keys remembered as asked for once (admit): a few MB at most. */
const SEEN_KEYS = 20_000;
/**
 * Brotli quality of a stored page: compressed once per page and coding, so a higher quality than
 * the plugin's 4 for what is rendered per request (~6 % smaller, ~0.7 ms more, once).
 */
const STORED_BROTLI_QUALITY = 5;

/** What a stored page is sent with besides its bytes. */
interface PageMeta {
  headers: [string, string][];
  /** CSP sources (`'sha256-…'`) of the page's inline scripts and of its inline styles. */
  scripts: string[];
  styles: string[];
  /** When it was stored (ms since the epoch, the app's clock): its age limit counts from here. */
  storedAt: number;
}

export interface CachedPage extends PageMeta {
  body: Buffer;
  /** The content coding of `body`; null: as it is. */
  coding: ContentCoding | null;
}

/** A stored form: the meta's length (4 bytes), the meta as JSON, the page's bytes. */
function encodeForm(meta: PageMeta, bytes: Buffer): Buffer {
  const json = Buffer.from(JSON.stringify(meta), 'utf8');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(json.length);
  return Buffer.concat([length, json, bytes]);
}

function decodeForm(form: Buffer): { meta: PageMeta; bytes: Buffer } {
  const length = form.readUInt32BE(0);
  return {
    meta: JSON.parse(form.subarray(4, 4 + length).toString('utf8')) as PageMeta,
    bytes: form.subarray(4 + length),
  };
}

const sha256Source = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The CSP hash sources of a page's inline scripts and styles that carry the render's nonces —
 * the elements the nonce allowed. Scripts with `src` are allowed by `'self'`; JSON-LD is data,
 * never executed. React escapes `</script` and `</style` inside them, so the first closing tag
 * ends each element.
 */
function inlineHashes(html: string, nonce: string, styleNonce: string) {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const match of html.matchAll(/<(script|style)\b([^>]*)>([\s\S]*?)<\/\1>/gi)) {
    const [, tag = '', attributes = '', text = ''] = match;
    if (tag.toLowerCase() === 'script') {
      if (!attributes.includes(`nonce="${nonce}"`) || /\ssrc=/i.test(attributes)) continue;
      if (/type="application\/ld\+json"/i.test(attributes)) continue;
      scripts.add(sha256Source(text));
    } else if (styleNonce && attributes.includes(`nonce="${styleNonce}"`)) {
      styles.add(sha256Source(text));
    }
  }
  return { scripts: [...scripts], styles: [...styles] };
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
    return `${this.deps.search.version}|${brandVersion(this.deps)}|${textsVersion(this.deps)}|${todayInBerlin(now)}`;
  }

  /**
   * Whether a stored page is past PAGE_CACHE_SECONDS. Each page ages on its own: with one clock
   * bucket for all (as before), every stored page expired at the same second and each was rendered
   * twice more before it was stored again — a burst of renders every 30 s under load (issue 12).
   * An expired page's next render is stored at once: it was asked for often enough to be kept.
   */
  private expired(url: string, meta: PageMeta): boolean {
    const age = this.deps.clock().getTime() - meta.storedAt;
    if (age < this.deps.config.PAGE_CACHE_SECONDS * 1000) return false;
    this.seen.add(url);
    return true;
  }

  /**
   * The stored page in the coding the client prefers (null: none). A coding asked for the first
   * time is made from another form once and then kept instead of the identity form (a client
   * without compression gets the page decompressed).
   */
  async get(url: string, coding: ContentCoding | null): Promise<CachedPage | undefined> {
    const stamp = this.stamp();
    const forms = this.store.lookup(url, stamp);
    if (forms === undefined) return undefined;
    const ready = forms[coding ?? 'identity'];
    if (ready !== undefined) {
      const { meta, bytes } = decodeForm(ready);
      return this.expired(url, meta) ? undefined : { ...meta, body: bytes, coding };
    }
    let identity: { meta: PageMeta; bytes: Buffer } | undefined;
    if (forms.identity !== undefined) identity = decodeForm(forms.identity);
    for (const other of ['br', 'gzip'] as const) {
      const form = forms[other];
      if (identity !== undefined || form === undefined) continue;
      const { meta, bytes } = decodeForm(form);
      identity = { meta, bytes: await decompressAnswer(other, bytes) };
    }
    if (identity === undefined || this.expired(url, identity.meta)) return undefined;
    if (coding === null || identity.bytes.length < MIN_COMPRESS_BYTES) {
      return { ...identity.meta, body: identity.bytes, coding: null };
    }
    const encoded = await compressAnswer(coding, identity.bytes, STORED_BROTLI_QUALITY);
    this.store.put(url, stamp, coding, encodeForm(identity.meta, encoded), { dropIdentity: true });
    return { ...identity.meta, body: encoded, coding };
  }

  /**
   * The Content-Security-Policy a stored page is sent with: the request's policy with its nonces
   * replaced by the hashes of the page's inline scripts and styles. A stored page carries no nonce
   * (one shared by every visitor given the page would be no secret); its inline elements are
   * allowed by their exact text instead, as strictly. Null when the policy has not this
   * request's nonces (the page is then rendered).
   */
  policy(page: PageMeta, csp: string, nonce: string, styleNonce: string): string | null {
    const scriptToken = `'nonce-${nonce}'`;
    const styleToken = `'nonce-${styleNonce}'`;
    if (!nonce || !csp.includes(scriptToken) || (styleNonce && !csp.includes(styleToken)))
      return null;
    let policy = csp.replace(scriptToken, page.scripts.join(' '));
    if (styleNonce) policy = policy.replace(styleToken, page.styles.join(' '));
    return policy;
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
    if (/private|no-store/i.test(headers.get('cache-control') ?? '')) return;
    // Without a nonce (no CSP) nothing tells the page's own inline scripts from others.
    if (!nonce) return;
    // Decoded once per stored page (from its second request on), never per hit.
    const html = rendered.toString('utf8');
    const { scripts, styles } = inlineHashes(html, nonce, styleNonce);
    let page = html.replaceAll(` nonce="${nonce}"`, '');
    if (styleNonce) page = page.replaceAll(` nonce="${styleNonce}"`, '');
    // The render's nonces are its visitor's secret: a page that shows them elsewhere is not kept.
    if (page.includes(nonce) || (styleNonce && page.includes(styleNonce))) return;
    const kept = [...headers].filter(
      ([name]) => name !== 'set-cookie' && name !== 'content-length',
    );
    // Aged from now: a render takes milliseconds against an age limit of seconds.
    const storedAt = this.deps.clock().getTime();
    const meta = { headers: kept, scripts, styles, storedAt };
    this.store.set(url, stamp, encodeForm(meta, Buffer.from(page)));
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
