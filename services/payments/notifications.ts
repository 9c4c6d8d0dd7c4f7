// A provider's notification that a payment succeeded or failed (contract 3 of issue 14): verified
// by the provider adapter (signature over the raw body, replay window), then acted on once — the
// event id is claimed in the same transaction that changes the payment, so a repeat (the provider
// retrying, or an attacker replaying within the window) answers the first result and changes
// nothing, even when two arrive at once.
//
// A charge the payment cannot take (decision 109) is given back, never kept unrecorded: the payment
// was settled meanwhile (a travel voucher, a transfer, another card charge), or a voucher lowered
// its amount while the guest was on the provider's page for the old one. The charge is kept as a
// stray charge with the claim and refunded through the provider; the answer says so
// (`strayCharge`), and the booking takes nothing from it (no receipt, no state). A refund that
// fails is answered 409, so the provider delivers again and the next delivery tries again; once
// the provider stops, the office's refund list shows the charge (./stray-charges.ts).
import {
  claimNotification,
  findNotificationResult,
  findPayment,
  markPaymentFailed,
  markPaymentPaid,
  storeNotificationResult,
} from '#db/repositories/payments-records';
import {
  findStrayCharge,
  keepStrayCharge,
  type StrayChargeReason,
} from '#db/repositories/payments-stray';
import { DomainError, type RequestContext } from '#services/platform';
import type { PaymentProvider, ProviderNotification } from './provider';
import { providerNamed } from './providers';
import { giveBackStrayCharge } from './stray-charges';
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
  const result = await ctx.deps.database.db.transaction(async (tx) => {
    // Looked up first: an event of a payment we do not know is refused before anything is kept.
    // Locked: a cancellation holding the booking's payments is waited for, and its outcome read.
    const payment = await findPayment(tx, event.paymentId, true);
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
    const answer = (current: typeof payment, strayCharge: boolean): PaymentConfirmation => ({
      paymentId: current.paymentId,
      bookingId: current.bookingId,
      kind: current.kind,
      amountCents: current.amountCents,
      status: current.status,
      repeated: false,
      strayCharge,
      // Paid after its booking's end had cancelled it: no end counted this money (decision 109).
      late: event.type === 'payment.succeeded' && payment.status === 'cancelled',
    });
    const stray = async (reason: StrayChargeReason) => {
      await keepStrayCharge(tx, {
        paymentId: payment.paymentId,
        provider: provider.name,
        providerReference: event.providerReference,
        eventId: event.eventId,
        amountCents: event.amountCents,
        currency: event.currency,
        reason,
        now: ctx.now,
      });
      // Said to the log without the guest's data: the office may want to know why it happened.
      ctx.log?.warn(
        { paymentId: payment.paymentId, provider: provider.name, reason },
        'card charge the payment could not take: refunded',
      );
      return answer((await findPayment(tx, payment.paymentId)) ?? payment, true);
    };
    let result: PaymentConfirmation;
    if (event.type === 'payment.succeeded') {
      if (payment.amountCents !== event.amountCents || payment.currency !== event.currency) {
        // The amount changed while the guest was on the provider's page (a voucher paid part).
        result = await stray('amountChanged');
      } else {
        const paid = await markPaymentPaid(tx, {
          paymentId: payment.paymentId,
          provider: provider.name,
          providerReference: event.providerReference,
          cardLast4: event.cardLast4,
          paidAt: ctx.now,
        });
        // Not paid by this charge: settled meanwhile (this update waited for the voucher's lock
        // on the row, then found it paid), unless it is this very charge under another event.
        const now = paid ?? (await findPayment(tx, payment.paymentId)) ?? payment;
        result =
          paid === null && now.providerReference !== event.providerReference
            ? await stray('settled')
            : answer(now, false);
      }
    } else {
      const failed = await markPaymentFailed(tx, payment.paymentId, ctx.now);
      result = answer(failed ?? payment, false);
    }
    // Kept with the claim: a repeat of this event answers exactly this.
    await storeNotificationResult(tx, provider.name, event.eventId, { ...result });
    return result;
  });
  if (result.strayCharge === true) await refundStrayCharge(ctx, provider, event);
  return result;
}

/**
 * Gives a stray charge back. Also on a repeated delivery, so a refund that failed is tried again;
 * refused 409 while it fails, so the provider delivers again. When the provider stops, the office's
 * refund list shows it (./stray-charges.ts).
 */
async function refundStrayCharge(
  ctx: RequestContext,
  provider: PaymentProvider,
  event: ProviderNotification,
): Promise<void> {
  const charge = await findStrayCharge(
    ctx.deps.database.db,
    provider.name,
    event.providerReference,
  );
  if (charge === null || charge.status === 'refunded') return;
  const answer = await giveBackStrayCharge(ctx, provider, charge);
  if (answer.status === 'failed') {
    throw new DomainError('conflict', 'errors.payments.strayRefundFailed', {
      field: 'data.charge',
    });
  }
}
