// The sandbox provider's notifications to the merchant (us): built from a charge, signed with the
// shared key, and sent over HTTP to SITE_URL's POST /api/payments/sandbox/notify — the same way in
// as a real provider's, so the verification path is the real one. A notification that was not
// acknowledged (no 2xx: the site was restarting, a deploy) is sent again by a job every minute
// with a fresh timestamp, up to MAX_ATTEMPTS times, as real providers retry their webhooks.
import type { SandboxNotificationBody } from '#core/api/payments';
import {
  listUndelivered,
  recordDelivery,
  type SandboxCharge,
} from '#db/repositories/payments-sandbox';
import type { AppDeps, JobDefinition } from '#services/platform';
import { paymentKey } from '../keys';
import { signatureHeader } from '../signature';
import { SANDBOX_SIGNATURE_HEADER } from './provider';

export const NOTIFY_PATH = '/api/payments/sandbox/notify';
/** Attempts before the sandbox gives up on a notification (about 12 minutes of retries). */
export const MAX_ATTEMPTS = 12;
const TIMEOUT_MS = 5_000;

/** The notification of a settled charge, as JSON bytes: exactly what is signed and sent. */
export function notificationBody(deps: AppDeps, charge: SandboxCharge, now: Date): string {
  const body: SandboxNotificationBody & { mandant: string } = {
    // The merchant account, as a provider names it; our API checks it like every route's mandant.
    mandant: deps.config.MANDANT,
    id: charge.eventId!,
    type: charge.status === 'declined' ? 'payment.failed' : 'payment.succeeded',
    created: Math.floor(now.getTime() / 1000),
    data: {
      paymentId: charge.merchantPaymentId,
      charge: charge.reference,
      amountCents: charge.amountCents,
      currency: 'EUR',
      cardLast4: charge.cardLast4,
    },
  };
  return JSON.stringify(body);
}

/**
 * Sends a charge's notification once and records the attempt; true when the site acknowledged it.
 * Never throws: a failed delivery is retried by the job.
 */
export async function deliverNotification(
  deps: AppDeps,
  charge: SandboxCharge,
  now: Date,
): Promise<boolean> {
  if (charge.eventId === null) return false;
  const body = notificationBody(deps, charge, now);
  const signature = signatureHeader(paymentKey(deps, 'sandboxNotification'), body, now);
  let delivered: boolean;
  try {
    const response = await fetch(new URL(NOTIFY_PATH, deps.config.siteOrigin), {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
      redirect: 'error',
    });
    delivered = response.ok;
    await response.body?.cancel();
  } catch {
    delivered = false;
  }
  await recordDelivery(deps.database.db, charge.reference, delivered, deps.clock());
  return delivered;
}

/** Every minute: notifications the site has not acknowledged yet, sent again. */
export const sandboxRedeliveryJob: JobDefinition = {
  name: 'payments.sandbox-redeliver',
  cron: '* * * * *',
  pollingSeconds: 60,
  expireInSeconds: 120,
  async run({ deps, now }) {
    const pending = await listUndelivered(deps.database.db, {
      maxAttempts: MAX_ATTEMPTS,
      limit: 50,
    });
    let delivered = 0;
    for (const charge of pending) {
      if (await deliverNotification(deps, charge, now)) delivered += 1;
    }
    return { pending: pending.length, delivered };
  },
};
