// The typed request context: resolved once per request by the server's context plugin and handed
// to API handlers and SSR loaders alike. Services take it as their first argument.
import type { Config } from '#core/config';
import type { Language } from '#core/languages';
import type { Permission } from '#core/permissions';
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

/**
 * The logged-in account of a request: resolved from the token cookie and its session row on every
 * request (services/accounts resolveSession), so a revoked session is no user at once.
 */
export interface SessionUser {
  accountID: string;
  /** The session the token names (`sid`); logout and password changes end it. */
  sessionId: string;
  kind: 'customer' | 'partner';
  email: string;
  firstName: string;
  lastName: string;
  shortName: string;
  /** Named flags (core/permissions.ts); check them only through services/accounts. */
  permissions: readonly Permission[];
  /** The partner whose staff this account is (partner login), else null. */
  partnerId: number | null;
  /** The account's visitor id: its watch list and last seen objects. */
  uid: string;
  /** The token's iat and exp. */
  issuedAt: Date;
  expiresAt: Date;
}

export interface RequestContext {
  requestId: string;
  language: Language;
  mandant: string;
  /**
   * The visitor id: the uid cookie's (issued when absent), or — logged in — the account's, which
   * holds its watch list and last seen objects.
   */
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
  /**
   * Runs `work` once the answer has been sent (Fastify's onResponse): what a use-case does after
   * answering cannot show in the answer's time. Absent outside HTTP requests.
   */
  afterResponse?: (work: () => void) => void;
  /** The request's instant (one value for the whole request). */
  now: Date;
  deps: AppDeps;
}

/**
 * A request context for work no visitor asked for — a job, the mail outbox, an operator's command:
 * no visitor, no login, no partner, the office's brand; the language of what is being done (a
 * booking's own), the instant it started and a request id naming the work in the log.
 */
export function systemContext(
  deps: AppDeps,
  now: Date,
  options: { requestId?: string; language?: Language } = {},
): RequestContext {
  return {
    requestId: options.requestId ?? 'job',
    language: options.language ?? 'de',
    mandant: deps.config.MANDANT,
    uid: '',
    clientIp: '',
    user: null,
    partnerId: null,
    pid: null,
    tracking: {} as RequestContext['tracking'],
    experiments: {},
    now,
    deps,
  };
}
