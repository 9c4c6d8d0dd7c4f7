// The one browser client for the Feriora API (SPEC.md §7-§8). Same origin, built on fetch,
// every call carries the mandant, every answer is checked against the envelope rules of
// core/envelope before the caller sees it. A page has one instance (./provider.tsx, useApi());
// components call it through the typed helpers of ./<domain>.ts, whose parameters are the
// server's request schemas (core/api/) as `z.input` types.
//
// Contract:
// - A call resolves with the envelope when its status is 200 or 201. Otherwise it rejects with an
//   ApiClientError whose `status`, `errors` and `envelope` describe the failure.
// - The envelope's own `status` is authoritative; the HTTP status line is not consulted (a body
//   that is not a valid envelope is "malformed" whatever the HTTP status).
// - Failures the client detects itself (timeout, malformed body, network error, abort) are
//   reported as status 500 envelopes, exactly like server failures.
// - Errors with appInform false are removed before the caller sees them. On a failure that would
//   leave the list empty, the "no error data provided" error is added so that a rejection always
//   carries at least one error (SPEC §8: the rejection carries the errors list). On success the
//   list may simply become empty.
// - Cancellation: a call made with `cancelKey` cancels the still-pending call with the same key.
//   The superseded call resolves quietly with `undefined` (it never rejects and never delivers a
//   stale result, even if its response had already arrived). Only calls given a cancelKey can
//   resolve with `undefined`; the overloads of `get`/`post` encode that in the return type.
// - An external `signal` aborts the request too; that rejects with an ApiClientError whose
//   `cancelled` flag is true (error type 'cancelled'), so callers can ignore it.
// - Caching: a GET with `cacheMs > 0` stores its successful (200/201) envelope in memory, keyed by
//   the full URL (path plus sorted query including the mandant), until `now() + cacheMs`, or
//   sooner when the answer's `Cache-Control: max-age`, less its age, says so (a search answer
//   ends with the Berlin day: its arrivals and prices are today's, decision 026). Later identical
//   GETs within that time get a copy without calling fetch; expired entries are refetched; an
//   answer marked no-store or no-cache is not kept (freshMsOf). POSTs are never cached. Response data is not validated beyond the envelope: the
//   caller's type parameter `T` is trusted.

import type { ApiError, Envelope, EnvelopeStatus } from '#core/envelope';
import { apiError, fail, isValidEnvelope, noErrorData } from '#core/envelope';

/** Default request timeout (SPEC.md §7). */
export const DEFAULT_TIMEOUT_MS = 20_000;

export const MALFORMED_TEXT = 'api returned a malformed response';
export const TIMEOUT_TEXT = 'request timed out';
export const CANCELLED_TEXT = 'request was cancelled';

export type QueryValue =
  string | number | boolean | null | undefined | readonly (string | number | boolean)[];
/** Query parameters of a GET; null and undefined values are left out, arrays repeat the key. */
export type QueryParams = Readonly<Record<string, QueryValue>>;
/** JSON body of a POST; the client adds `mandant`. */
export type PostBody = Readonly<Record<string, unknown>>;

export interface RequestOptions {
  /** Overrides the client's timeout for this call. */
  timeoutMs?: number;
  /** Aborting this signal aborts the request (rejects with `cancelled: true`). */
  signal?: AbortSignal;
  /** GET only: cache a successful answer for this many milliseconds. */
  cacheMs?: number;
  /** Not allowed here; use CancellableOptions so the return type includes `undefined`. */
  cancelKey?: undefined;
}

export interface CancellableOptions extends Omit<RequestOptions, 'cancelKey'> {
  /** A later call with the same key cancels this one, which then resolves with `undefined`. */
  cancelKey: string;
}

export type PostOptions = Omit<RequestOptions, 'cacheMs'>;
export type CancellablePostOptions = Omit<CancellableOptions, 'cacheMs'>;

export interface ApiClientOptions {
  /** The fixed tenant code sent with every call. */
  mandant: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Clock for cache expiry, in milliseconds. */
  now?: () => number;
  /** Prefix for every path; '' means same origin. */
  baseUrl?: string;
}

export interface ApiClient {
  readonly mandant: string;
  get<T = unknown>(
    path: string,
    params: QueryParams,
    opts: CancellableOptions,
  ): Promise<Envelope<T> | undefined>;
  get<T = unknown>(path: string, params?: QueryParams, opts?: RequestOptions): Promise<Envelope<T>>;
  post<T = unknown>(
    path: string,
    body: PostBody,
    opts: CancellablePostOptions,
  ): Promise<Envelope<T> | undefined>;
  post<T = unknown>(path: string, body?: PostBody, opts?: PostOptions): Promise<Envelope<T>>;
}

/** The rejection of every failed call. */
export class ApiClientError extends Error {
  readonly status: EnvelopeStatus;
  /** The errors the user may be told about (appInform false removed); never empty. */
  readonly errors: ApiError[];
  /** The whole (filtered) envelope, e.g. for data sent along with a failure. */
  readonly envelope: Envelope<unknown>;
  /** True when the caller's own signal aborted the request. */
  readonly cancelled: boolean;

  constructor(envelope: Envelope<unknown>, cancelled = false) {
    super(envelope.errors.map((e) => e.text).join('; ') || `api call failed (${envelope.status})`);
    this.name = 'ApiClientError';
    this.status = envelope.status;
    this.errors = envelope.errors;
    this.envelope = envelope;
    this.cancelled = cancelled;
  }
}

/** Options the typed helpers of ./<domain>.ts pass through. */
export type HelperOptions = Pick<RequestOptions, 'timeoutMs' | 'signal'>;

interface CacheEntry {
  expiresAt: number;
  envelope: Envelope<unknown>;
}

interface Pending {
  controller: AbortController;
  superseded: boolean;
}

/** Why the per-call controller was aborted. */
type AbortCause = 'timeout' | 'external' | 'superseded';

class AbortedError extends Error {
  constructor(readonly why: AbortCause) {
    super(`request aborted: ${why}`);
    this.name = 'AbortError';
  }
}

/** The cancelled-by-cancelKey outcome, turned into `undefined` at the public surface. */
const SUPERSEDED = Symbol('superseded');

export function createApiClient(options: ApiClientOptions): ApiClient {
  const mandant = options.mandant;
  // Resolve the global lazily and call it unbound: browsers throw "Illegal invocation" when
  // window.fetch is called as a method of another object.
  const fetchImpl: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const defaultTimeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const now = options.now ?? (() => Date.now());
  const baseUrl = options.baseUrl ?? '';

  const cache = new Map<string, CacheEntry>();
  const pending = new Map<string, Pending>();

  function buildUrl(path: string, params: QueryParams): string {
    const search = new URLSearchParams();
    const merged: QueryParams = { ...params, mandant };
    for (const key of Object.keys(merged).sort()) {
      const value = merged[key];
      if (value === undefined || value === null) continue;
      if (Array.isArray(value)) {
        for (const item of value as readonly (string | number | boolean)[]) {
          search.append(key, String(item));
        }
      } else {
        search.append(key, String(value));
      }
    }
    return `${baseUrl}${path}?${search.toString()}`;
  }

  function pruneCache(at: number): void {
    for (const [key, entry] of cache) {
      if (entry.expiresAt <= at) cache.delete(key);
    }
  }

  async function request(
    method: 'GET' | 'POST',
    url: string,
    body: string | undefined,
    opts: RequestOptions | CancellableOptions,
  ): Promise<Envelope<unknown> | typeof SUPERSEDED> {
    const cancelKey = opts.cancelKey;
    const controller = new AbortController();
    const entry: Pending = { controller, superseded: false };
    let cause: AbortCause | undefined;
    const abort = (why: AbortCause): void => {
      if (cause !== undefined) return;
      cause = why;
      controller.abort(new AbortedError(why));
    };

    // A newer call under the same key wins, even if it is then answered from the cache.
    if (cancelKey !== undefined) {
      const previous = pending.get(cancelKey);
      if (previous) {
        previous.superseded = true;
        previous.controller.abort(new AbortedError('superseded'));
      }
      pending.set(cancelKey, entry);
    }

    const external = opts.signal;
    const onExternalAbort = (): void => abort('external');
    let timer: ReturnType<typeof setTimeout> | undefined;

    try {
      if (external?.aborted) throw new AbortedError('external');

      const cacheMs = method === 'GET' ? (opts.cacheMs ?? 0) : 0;
      if (cacheMs > 0) {
        const hit = cache.get(url);
        if (hit && now() < hit.expiresAt) return structuredClone(hit.envelope);
        if (hit) cache.delete(url);
      }

      external?.addEventListener('abort', onExternalAbort, { once: true });
      timer = setTimeout(() => abort('timeout'), opts.timeoutMs ?? defaultTimeoutMs);

      // Settles as soon as the controller aborts, so a fetch (or body read) that ignores the
      // signal still cannot outlive the timeout or a cancellation.
      const aborted = new Promise<never>((_, reject) => {
        controller.signal.addEventListener('abort', () => reject(controller.signal.reason), {
          once: true,
        });
      });

      const { text, freshMs } = await Promise.race([
        (async () => {
          const headers: Record<string, string> = { Accept: 'application/json' };
          if (body !== undefined) headers['Content-Type'] = 'application/json';
          const response = await fetchImpl(url, {
            method,
            headers,
            body,
            credentials: 'same-origin',
            signal: controller.signal,
          });
          return {
            text: await response.text(),
            freshMs: freshMsOf(response.headers, now()),
          };
        })(),
        aborted,
      ]);

      if (entry.superseded) return SUPERSEDED;
      const envelope = parseEnvelope(text);
      const keepMs = Math.min(cacheMs, freshMs);
      if (keepMs > 0 && isSuccess(envelope)) {
        const at = now();
        pruneCache(at);
        cache.set(url, { expiresAt: at + keepMs, envelope: structuredClone(envelope) });
      }
      return envelope;
    } catch (error: unknown) {
      if (entry.superseded) return SUPERSEDED;
      const why = error instanceof AbortedError ? error.why : cause;
      if (why === 'timeout')
        throw new ApiClientError(fail(500, [apiError(TIMEOUT_TEXT, 'timeout')]));
      if (why !== undefined) {
        throw new ApiClientError(fail(500, [apiError(CANCELLED_TEXT, 'cancelled')]), true);
      }
      const message = error instanceof Error ? error.message : String(error);
      throw new ApiClientError(fail(500, [apiError(message || 'network error', 'unknown')]));
    } finally {
      if (timer !== undefined) clearTimeout(timer);
      external?.removeEventListener('abort', onExternalAbort);
      if (cancelKey !== undefined && pending.get(cancelKey) === entry) pending.delete(cancelKey);
    }
  }

  async function settle<T>(
    outcome: Promise<Envelope<unknown> | typeof SUPERSEDED>,
  ): Promise<Envelope<T> | undefined> {
    const envelope = await outcome;
    if (envelope === SUPERSEDED) return undefined;
    if (!isSuccess(envelope)) throw new ApiClientError(envelope);
    // The payload shape is the server's promise, not checked here (see the header comment).
    return envelope as Envelope<T>;
  }

  function get<T = unknown>(
    path: string,
    params: QueryParams,
    opts: CancellableOptions,
  ): Promise<Envelope<T> | undefined>;
  function get<T = unknown>(
    path: string,
    params?: QueryParams,
    opts?: RequestOptions,
  ): Promise<Envelope<T>>;
  function get<T>(
    path: string,
    params: QueryParams = {},
    opts: RequestOptions | CancellableOptions = {},
  ): Promise<Envelope<T> | undefined> {
    return settle<T>(request('GET', buildUrl(path, params), undefined, opts));
  }

  function post<T = unknown>(
    path: string,
    body: PostBody,
    opts: CancellablePostOptions,
  ): Promise<Envelope<T> | undefined>;
  function post<T = unknown>(
    path: string,
    body?: PostBody,
    opts?: PostOptions,
  ): Promise<Envelope<T>>;
  function post<T>(
    path: string,
    body: PostBody = {},
    opts: PostOptions | CancellablePostOptions = {},
  ): Promise<Envelope<T> | undefined> {
    // Never cached: request() only honours cacheMs for GET, whatever an untyped caller passes.
    return settle<T>(
      request('POST', `${baseUrl}${path}`, JSON.stringify({ ...body, mandant }), opts),
    );
  }

  return { mandant, get, post };
}

function isSuccess(envelope: Envelope<unknown>): boolean {
  return envelope.status === 200 || envelope.status === 201;
}

/** Parses and checks a response body; anything unusable becomes the 500 "malformed" envelope. */
function parseEnvelope(text: string): Envelope<unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return fail(500, [apiError(MALFORMED_TEXT, 'malformed')]);
  }
  // SPEC §8: a failure with an empty error list gets the "no error data provided" error. This
  // happens before validation, which would otherwise reject the empty list as malformed.
  if (
    typeof value === 'object' &&
    value !== null &&
    'errors' in value &&
    Array.isArray(value.errors) &&
    value.errors.length === 0 &&
    'status' in value &&
    value.status !== 200 &&
    value.status !== 201
  ) {
    value = { ...value, errors: [noErrorData()] };
  }
  if (!isValidEnvelope(value)) return fail(500, [apiError(MALFORMED_TEXT, 'malformed')]);

  const errors = value.errors.filter((e) => e.appInform);
  if (!isSuccess(value) && errors.length === 0) errors.push(noErrorData());
  return { ...value, errors, errorLength: errors.length };
}

/**
 * How long an answer may still be reused from now, in milliseconds: its `Cache-Control` max-age
 * less the age it already has — an answer the browser's HTTP cache hands back keeps its original
 * headers, so a fresh full max-age would outlive what the server allowed (past the Berlin midnight,
 * for a search). The age is the larger of `Age` and the time since its `Date` (by this clock; a
 * clock behind the server's counts no age). 0 for no-store or no-cache, or a max-age that cannot
 * be read; unbounded when the header names no max-age (the caller's cacheMs rules).
 */
export function freshMsOf(headers: Headers, now: number): number {
  const maxAge = maxAgeMsOf(headers.get('cache-control'));
  if (maxAge === 0 || maxAge === Infinity) return maxAge;
  const ageHeader = headers.get('age');
  const ageSeconds = ageHeader !== null && /^\d+$/.test(ageHeader.trim()) ? Number(ageHeader) : 0;
  const date = Date.parse(headers.get('date') ?? '');
  const sinceDate = Number.isNaN(date) ? 0 : now - date;
  return Math.max(0, maxAge - Math.max(ageSeconds * 1000, sinceDate, 0));
}

/**
 * An answer's `Cache-Control` max-age in milliseconds (the smallest when repeated; a quoted value
 * is read too): 0 for `no-store` or `no-cache` or a max-age that cannot be read, unbounded when
 * the header names none.
 */
export function maxAgeMsOf(cacheControl: string | null): number {
  if (cacheControl === null) return Infinity;
  let maxAge = Infinity;
  for (const part of cacheControl.toLowerCase().split(',')) {
    const [name = '', ...rest] = part.split('=');
    const directive = name.trim();
    if (directive === 'no-store' || directive === 'no-cache') return 0;
    if (directive !== 'max-age') continue;
    const value = rest
      .join('=')
      .trim()
      .replace(/^"(.*)"$/, '$1');
    if (!/^\d+$/.test(value)) return 0;
    maxAge = Math.min(maxAge, Number(value) * 1000);
  }
  return maxAge;
}
