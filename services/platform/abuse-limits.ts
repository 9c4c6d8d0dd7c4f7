// Abuse limits: how often a caller may do something that costs us or others — send a mail, write
// for an anonymous visitor, try a password. Every limit counts per subject (a visitor, a client IP,
// a recipient address) in a window, in the database (rate_limits), so all processes share the
// counts and a restart forgets nothing (docs/decisions/044-abuse-limits-and-jobs.md). A use-case
// calls `enforceAbuseLimits` before it acts; a spent limit refuses with DomainError 'rateLimited'.
//
// Subjects are stored as keyed hashes (HMAC with a key derived from the server secret): the table
// holds no addresses or IPs, and nobody without the secret can test a guessed address against it.
import { createHmac } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import type { Db } from '#db/client';
import {
  deleteExpiredRateLimits,
  isLimitReached,
  rateLimitCounter,
  type RateLimitCounter,
} from '#db/repositories/platform-rate-limits';
import type { RequestContext } from './context';
import { DomainError } from './errors';
import type { JobDefinition } from './jobs';

export interface AbuseLimit {
  /** Stable name, the prefix of its counters in the store ('shareMail.to'). */
  readonly name: string;
  /** Actions allowed per window. */
  readonly points: number;
  /** The window in seconds; it starts with the first counted action of a subject. */
  readonly perSeconds: number;
}

/** One limit applied to one subject (see `abuseSubject` for the usual subjects). */
export interface AbuseCheck {
  limit: AbuseLimit;
  subject: string;
}

export class AbuseLimits {
  readonly #db: Db;
  readonly #hashKey: Buffer;
  readonly #counters = new Map<string, RateLimitCounter>();

  constructor(db: Db, secret: Uint8Array) {
    this.#db = db;
    // A key of its own, derived from the server secret, rather than the token-signing key itself.
    this.#hashKey = createHmac('sha256', secret).update('feriora abuse limits').digest();
  }

  #counter(limit: AbuseLimit): RateLimitCounter {
    const id = `${limit.name}/${limit.points}/${limit.perSeconds}`;
    let counter = this.#counters.get(id);
    if (counter === undefined) {
      counter = rateLimitCounter(this.#db, {
        keyPrefix: limit.name,
        points: limit.points,
        duration: limit.perSeconds,
      });
      this.#counters.set(id, counter);
    }
    return counter;
  }

  /** The stored key of a subject. */
  subjectKey(subject: string): string {
    return createHmac('sha256', this.#hashKey).update(subject).digest('base64url').slice(0, 32);
  }

  /**
   * Counts one action against each check, in the given order, at the instant `now`, and refuses at
   * the first check whose points are spent: DomainError('rateLimited', refusalKey) with
   * `retryAfterSeconds`. The checks after a refusal are not counted, so a caller that is already
   * refused cannot spend the points of others (list the caller's own subjects first: visitor,
   * client IP, then the recipient) nor fill the store with new keys.
   */
  async consume(now: Date, checks: readonly AbuseCheck[], refusalKey: string): Promise<void> {
    for (const { limit, subject } of checks) {
      try {
        await this.#counter(limit).consume(this.subjectKey(subject), 1, { now });
      } catch (error) {
        if (!isLimitReached(error)) throw error;
        throw new DomainError('rateLimited', refusalKey, {
          data: { retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) },
        });
      }
    }
  }

  /** Points spent on a subject in its current window (0 without a counter); for tests and tools. */
  async spent(now: Date, limit: AbuseLimit, subject: string): Promise<number> {
    const res = await this.#counter(limit).get(this.subjectKey(subject), { now });
    return res?.consumedPoints ?? 0;
  }
}

/** The request's abuse limits, counted at the request's instant (see AbuseLimits.consume). */
export function enforceAbuseLimits(
  ctx: RequestContext,
  checks: readonly AbuseCheck[],
  refusalKey: string,
): Promise<void> {
  return ctx.deps.limits.consume(ctx.now, checks, refusalKey);
}

/**
 * Counts the action like enforceAbuseLimits, but answers false instead of refusing: for what is
 * dropped quietly over its limit (an affiliate click, a browser's error report).
 */
export async function withinAbuseLimits(
  ctx: RequestContext,
  checks: readonly AbuseCheck[],
): Promise<boolean> {
  try {
    await ctx.deps.limits.consume(ctx.now, checks, 'errors.rateLimited');
    return true;
  } catch (error) {
    if (error instanceof DomainError && error.code === 'rateLimited') return false;
    throw error;
  }
}

/** The first four groups of an IPv6 address (its /64 network), fully written out. */
function ipv6Network(address: string): string {
  const [head = '', tail] = address.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  // An embedded IPv4 tail (::1.2.3.4) takes two groups; it lies beyond the /64 either way.
  const width = (groups: string[]) => groups.reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0);
  const missing = tail === undefined ? 0 : 8 - width(headGroups) - width(tailGroups);
  const groups = [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups];
  return groups
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':');
}

/** Gmail ignores dots in the local part; other providers may not, so only these domains. */
const DOTLESS_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/** The usual subjects of abuse limits, written so that one sender or inbox is one subject. */
export const abuseSubject = {
  /** A visitor (uid cookie; a new cookie is one request away, so never the only check). */
  visitor: (uid: string): string => `uid:${uid}`,
  /**
   * A client address (request.ip, which honours TRUST_PROXY): IPv4 as is (also when mapped into
   * IPv6), IPv6 by its /64 network, since one connection is handed a whole /64 to rotate within.
   */
  client(ip: string): string {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
    if (mapped !== undefined && isIPv4(mapped)) return `ip:${mapped}`;
    if (isIPv6(ip)) return `ip6:${ipv6Network(ip)}`;
    return `ip:${ip}`;
  },
  /**
   * A recipient address, one inbox one subject: lower case, without a `+tag`, and without dots
   * for Gmail (anna.b+1@gmail.com and AnnaB@gmail.com reach the same inbox).
   */
  recipient(address: string): string {
    const trimmed = address.trim().toLowerCase();
    const at = trimmed.lastIndexOf('@');
    if (at < 1) return `to:${trimmed}`;
    const domain = trimmed.slice(at + 1);
    let local = trimmed.slice(0, at).replace(/\+.*$/, '');
    if (DOTLESS_DOMAINS.has(domain)) local = local.replace(/\./g, '');
    return `to:${local}@${domain === 'googlemail.com' ? 'gmail.com' : domain}`;
  },
};

/**
 * Deletes the counters whose window has ended, every hour (a counter that expired is worth nothing:
 * the next action of its subject starts a new window either way).
 */
export const rateLimitCleanupJob: JobDefinition = {
  name: 'platform.rate-limit-cleanup',
  cron: '17 * * * *',
  pollingSeconds: 60,
  async run({ deps, now }) {
    return { deleted: await deleteExpiredRateLimits(deps.database.db, now) };
  },
};
