// Abuse limits of the contact forms (services/platform abuse-limits.ts, counted in the database for
// every process): each message mails the office and a confirmation to the address the sender
// typed, so it is counted per client address (one sender) and per that address (one inbox, however
// spelt), the sender's own subject first, so a refused sender spends no inbox's points.
import {
  abuseSubject,
  enforceAbuseLimits,
  type AbuseLimit,
  type RequestContext,
} from '#services/platform';

const HOUR = 60 * 60;

export const CONTACT_LIMITS = {
  /** Messages from one client address: a person writes a few, an office behind one address more. */
  client: { name: 'contact.ip', points: 10, perSeconds: HOUR },
  /** Confirmations to one inbox a day: nobody needs more; a victim gets no more than this. */
  recipient: { name: 'contact.to', points: 5, perSeconds: 24 * HOUR },
} as const satisfies Record<string, AbuseLimit>;

export const TOO_MANY_MESSAGES = 'errors.contact.tooMany';

/** Counts one message of the request; refuses a spent limit (rateLimited, HTTP 429). */
export function countContactMessage(ctx: RequestContext, email: string): Promise<void> {
  return enforceAbuseLimits(
    ctx,
    [
      { limit: CONTACT_LIMITS.client, subject: abuseSubject.client(ctx.clientIp) },
      { limit: CONTACT_LIMITS.recipient, subject: abuseSubject.recipient(email) },
    ],
    TOO_MANY_MESSAGES,
  );
}

export const NEWSLETTER_LIMITS = {
  /** Subscriptions from one client address: a household subscribes a few addresses. */
  client: { name: 'newsletter.ip', points: 10, perSeconds: HOUR },
  /** Confirmation mails to one inbox a day: a victim of someone else's typing gets no more. */
  recipient: { name: 'newsletter.to', points: 3, perSeconds: 24 * HOUR },
} as const satisfies Record<string, AbuseLimit>;

export const TOO_MANY_SUBSCRIPTIONS = 'errors.newsletter.tooMany';

/** Counts one subscription request; refuses a spent limit (rateLimited, HTTP 429). */
export function countNewsletterSubscription(ctx: RequestContext, email: string): Promise<void> {
  return enforceAbuseLimits(
    ctx,
    [
      { limit: NEWSLETTER_LIMITS.client, subject: abuseSubject.client(ctx.clientIp) },
      { limit: NEWSLETTER_LIMITS.recipient, subject: abuseSubject.recipient(email) },
    ],
    TOO_MANY_SUBSCRIPTIONS,
  );
}
