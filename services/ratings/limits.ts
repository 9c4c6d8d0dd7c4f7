// Abuse limits of the ratings slice (services/platform abuse-limits.ts, counted in the database for
// every process). The rating form and the host's answer are anonymous writes behind a link
// secret: counting every attempt per client address — right or wrong secret — keeps a guesser
// slow, and a rating or answer is written a few times, not hundreds.
import {
  abuseSubject,
  enforceAbuseLimits,
  type AbuseLimit,
  type RequestContext,
} from '#services/platform';

const HOUR = 60 * 60;

export const RATING_LIMITS = {
  /** Rating-form submits from one client address. */
  rateClient: { name: 'rating.rate.ip', points: 20, perSeconds: HOUR },
  /** Reads and saves of host answers from one client address (page and API together). */
  answerClient: { name: 'rating.answer.ip', points: 60, perSeconds: HOUR },
} as const satisfies Record<string, AbuseLimit>;

export const TOO_MANY_RATINGS = 'errors.ratings.tooMany';

export function countRatingAttempt(
  ctx: RequestContext,
  which: 'rateClient' | 'answerClient',
): Promise<void> {
  return enforceAbuseLimits(
    ctx,
    [{ limit: RATING_LIMITS[which], subject: abuseSubject.client(ctx.clientIp) }],
    TOO_MANY_RATINGS,
  );
}
