// The store of the abuse limits (services/platform/abuse-limits.ts): rate-limiter-flexible's
// Drizzle limiter over the rate_limits table, on the request's clock instead of the process's.
//
// The library's RateLimiterDrizzle reads `new Date()` wherever it needs the time; the three hooks
// that do are overridden here to take the instant from the call's options (`{ now }`), so a limit
// window runs on the same clock as everything else a request decides (tests move it forward; the
// browser tests' server runs on its fixed clock). Each hook is one statement: the upsert is the
// library's atomic INSERT … ON CONFLICT, so concurrent requests of every process count exactly.
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../client';
import { rateLimits } from '../schema';

interface StoredCounter {
  key: string;
  points: number;
  expire: Date | null;
  /** The instant of the call, carried to _getRateLimiterRes (the library passes no options). */
  now: Date;
}

type CallOptions = { now?: Date } | undefined;

const nowOf = (options: CallOptions): Date => options?.now ?? new Date();

class ClockedDrizzleLimiter extends RateLimiterDrizzle {
  readonly #db: Db;

  constructor(db: Db, options: { keyPrefix: string; points: number; duration: number }) {
    // The library's own cleanup timer stays off: the platform's cleanup job deletes expired rows.
    super({ ...options, storeClient: db, schema: rateLimits, clearExpiredByTimeout: false });
    this.#db = db;
  }

  async _upsert(
    key: string,
    points: number,
    msDuration: number,
    forceExpire = false,
    options?: CallOptions,
  ): Promise<StoredCounter> {
    const now = nowOf(options);
    const expire = msDuration > 0 ? new Date(now.getTime() + msDuration) : null;
    const expired = sql`${rateLimits.expire} <= ${sql.param(now, rateLimits.expire)}`;
    const [row] = await this.#db
      .insert(rateLimits)
      .values({ key, points, expire })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: forceExpire
          ? { points, expire }
          : {
              points: sql`case when ${expired} then ${points} else ${rateLimits.points} + ${points} end`,
              expire: sql`case when ${expired} then ${sql.param(expire, rateLimits.expire)} else ${rateLimits.expire} end`,
            },
      })
      .returning();
    if (!row) throw new Error('upsert into rate_limits returned no row');
    return { ...row, now };
  }

  async _get(key: string, options?: CallOptions): Promise<StoredCounter | null> {
    const now = nowOf(options);
    const [row] = await this.#db
      .select()
      .from(rateLimits)
      .where(
        and(eq(rateLimits.key, key), or(gt(rateLimits.expire, now), isNull(rateLimits.expire))),
      )
      .limit(1);
    return row ? { ...row, now } : null;
  }

  _getRateLimiterRes(_key: string, changedPoints: number, stored: StoredCounter): RateLimiterRes {
    const msBeforeNext =
      stored.expire === null ? -1 : Math.max(stored.expire.getTime() - stored.now.getTime(), 0);
    return new RateLimiterRes(
      Math.max(this.points - stored.points, 0),
      msBeforeNext,
      stored.points,
      stored.points === changedPoints,
    );
  }
}

/** What the services need of a limiter: count points for a key, with the call's instant. */
export interface RateLimitCounter {
  readonly points: number;
  /** Resolves while the key has points left; rejects with a RateLimiterRes once they are spent. */
  consume(key: string, points: number, options: { now: Date }): Promise<RateLimiterRes>;
  /** The key's counter now, or null when it has none. */
  get(key: string, options: { now: Date }): Promise<RateLimiterRes | null>;
}

/** A limiter of `points` per `duration` seconds for the keys of one prefix, in rate_limits. */
export function rateLimitCounter(
  db: Db,
  options: { keyPrefix: string; points: number; duration: number },
): RateLimitCounter {
  return new ClockedDrizzleLimiter(db, options);
}

/** Whether a rejection of consume() is the limit (rather than a database error). */
export function isLimitReached(error: unknown): error is RateLimiterRes {
  return error instanceof RateLimiterRes;
}

/** Deletes counters that expired before `before`; returns how many. */
export async function deleteExpiredRateLimits(db: Db, before: Date): Promise<number> {
  const deleted = await db
    .delete(rateLimits)
    .where(lt(rateLimits.expire, before))
    .returning({ key: rateLimits.key });
  return deleted.length;
}
