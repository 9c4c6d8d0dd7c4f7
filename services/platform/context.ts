// The typed request context: resolved once per request by the server's context plugin and handed
// to API handlers and SSR loaders alike. Services take it as their first argument.
import type { Config } from '#core/config';
import type { Language } from '#core/languages';
import type { TrackingParams } from '#core/tracking';
import type { Database } from '#db/client';
import type { AbuseLimits } from './abuse-limits';
import type { Mailer } from './mail';
import type { SearchHolder } from '#services/search';

/** Process-wide dependencies, created once at start and shared by all requests. */
export interface AppDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  /** The current instant. Injected so tests can fix "today". */
  clock: () => Date;
  /** The secret that signs token cookies (JWT). */
  jwtSecret: Uint8Array;
  /** The in-memory search index of this process (built on first use, kept current). */
  search: SearchHolder;
  /** Abuse limits counted in the database, shared by every process (abuse-limits.ts). */
  limits: AbuseLimits;
}

/** What services may log through: pino's signature (object first), warnings and errors. */
export interface ContextLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface SessionUser {
  accountID: string;
  email: string;
  firstName: string;
  permissions: string[];
}

export interface RequestContext {
  requestId: string;
  language: Language;
  mandant: string;
  /** Anonymous visitor id from the uid cookie (issued when absent). */
  uid: string;
  /** The client's address (the proxy's client with TRUST_PROXY), for abuse limits; never logged. */
  clientIp: string;
  /** The logged-in user from a valid token cookie, or null. */
  user: SessionUser | null;
  /**
   * The visit's partner (`partner` query parameter or the `trk` cookie): the id of a partner that
   * exists, 1…2,147,483,647; anything else is no partner (null).
   */
  partnerId: string | null;
  /** Campaign id (`pid`), kept only when numeric. */
  pid: string | null;
  /** Tracking parameters of SPEC.md §3 seen on this or an earlier request of the visit. */
  tracking: TrackingParams;
  experiments: Record<string, string>;
  /**
   * The request's logger (a child with the request id), for a service that recovers from a
   * failure and must still report it; absent outside HTTP requests.
   */
  log?: ContextLog;
  /** The request's instant (one value for the whole request). */
  now: Date;
  deps: AppDeps;
}
