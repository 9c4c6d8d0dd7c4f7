// Mails a request queued are sent once its answer has gone (Fastify's onResponse): the SMTP round
// trip never lengthens the booking's answer, and what fails here the mail job sends later.
import type { RequestContext } from '#services/platform';
import { Admission } from './admission';
import { deliverBookingMails } from './outbox';

/** Deliveries after answers running at once: a burst of bookings must not take the pool's connections. */
const deliveries = new Admission(2);

const pending = new Set<Promise<unknown>>();

export function deliverAfterAnswer(ctx: RequestContext, ids: readonly number[]): void {
  if (ids.length === 0) return;
  const answered = new Promise<void>((resolve) => {
    if (ctx.afterResponse) ctx.afterResponse(resolve);
    else setImmediate(resolve);
  });
  const work = answered
    .then(() => deliveries.run(() => deliverBookingMails(ctx.deps, ctx.now, ctx.log, ids)))
    .catch((error: unknown) => {
      ctx.log?.error(
        { work: 'bookingMails', error: error instanceof Error ? error.name : 'unknown' },
        'booking mails after the answer failed',
      );
    });
  pending.add(work);
  void work.finally(() => pending.delete(work));
}

/** Resolves once the mails started so far are sent or failed (tests, graceful shutdown). */
export async function bookingMailsSettled(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}
