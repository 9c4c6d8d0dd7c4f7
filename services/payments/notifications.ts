// A provider's notification that a payment succeeded or failed (contract 3 of issue 14): verified
// by the provider adapter (signature over the raw body, replay window), then acted on once — the
// event id is claimed in the same transaction that changes the payment, so a repeat (the provider
// retrying, or an attacker replaying within the window) answers the first result and changes
// nothing, even when two arrive at once.
import {
  claimNotification,
  findNotificationResult,
  findPayment,
  markPaymentFailed,
  markPaymentPaid,
  storeNotificationResult,
} from '#db/repositories/payments-records';
import { DomainError, type RequestContext } from '#services/platform';
import { providerNamed } from './providers';
import type { PaymentConfirmation } from './types';

/**
 * Acts on a notification of the provider `providerName` (each provider's route names its own: a
 * provider still notifies of charges made before the site stopped sending payments to it).
 */
export async function confirmNotification(
  ctx: RequestContext,
  providerName: string,
  rawBody: Buffer,
  signatureHeader: string | undefined,
): Promise<PaymentConfirmation> {
  const provider = providerNamed(providerName);
  if (provider === null) throw new Error(`no payment provider named ${providerName}`);
  const event = provider.verifyNotification(ctx, rawBody, signatureHeader);
  return ctx.deps.database.db.transaction(async (tx) => {
    // Looked up first: an event of a payment we do not know is refused before anything is kept.
    const payment = await findPayment(tx, event.paymentId);
    if (payment === null) {
      throw new DomainError('notFound', 'errors.payments.notFound', { field: 'data.paymentId' });
    }
    const claimed = await claimNotification(tx, {
      provider: provider.name,
      eventId: event.eventId,
      paymentId: event.paymentId,
      type: event.type,
      now: ctx.now,
    });
    if (!claimed) {
      const first = await findNotificationResult(tx, provider.name, event.eventId);
      return { ...(first as unknown as PaymentConfirmation), repeated: true };
    }
    if (payment.amountCents !== event.amountCents || payment.currency !== event.currency) {
      // Cannot happen through our signed links; if it does, nobody is told "paid" for it.
      ctx.log?.error(
        { paymentId: payment.paymentId, provider: provider.name },
        'payment notification with another amount',
      );
      throw new DomainError('invalid', 'errors.payments.amountMismatch', {
        field: 'data.amountCents',
      });
    }
    const changed =
      event.type === 'payment.succeeded'
        ? await markPaymentPaid(tx, {
            paymentId: payment.paymentId,
            provider: provider.name,
            providerReference: event.providerReference,
            cardLast4: event.cardLast4,
            paidAt: ctx.now,
          })
        : await markPaymentFailed(tx, payment.paymentId, ctx.now);
    const current = changed ?? payment;
    const result: PaymentConfirmation = {
      paymentId: current.paymentId,
      bookingId: current.bookingId,
      kind: current.kind,
      amountCents: current.amountCents,
      status: current.status,
      repeated: false,
    };
    // Kept with the claim: a repeat of this event answers exactly this.
    await storeNotificationResult(tx, provider.name, event.eventId, { ...result });
    return result;
  });
}
