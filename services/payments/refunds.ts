// Refunds (issue 14): money that arrived for a booking that can no longer take it — an option or
// booking that lapsed or was cancelled while the guest was paying — goes back through the provider
// that took it, and the record of it stays (payment_refunds; the payment becomes `refunded`). One
// refund per payment: a second call returns the first one's result, and a failed refund is tried
// again by the next call. Money paid by transfer (decision 080) has no provider to send it back:
// its refund stays `pending` (provider `bankTransfer`) until the office has transferred it back
// and recorded that at /admin/payments/ (./transfers.ts).
import {
  claimRefund,
  findPayment,
  finishRefund,
  markPaymentRefunded,
} from '#db/repositories/payments-records';
import { DomainError, type RequestContext } from '#services/platform';
import type { PaymentProvider, ProviderRefund } from './provider';
import { providerNamed } from './providers';
import type { RefundResult } from './types';

/** The provider a transfer recorded by the office is stored with (db markTransferReceived). */
const TRANSFER_PROVIDER = 'bankTransfer';

export type RefundReason = 'bookingLapsed' | 'bookingCancelled' | 'office';

/**
 * The provider's refund of a charge; a provider that throws (unreachable, timed out) is a failed
 * refund, which the caller keeps to be tried again. Payment refunds and stray charges (./notifications.ts).
 */
export async function askProviderRefund(
  ctx: RequestContext,
  provider: PaymentProvider,
  charge: Parameters<PaymentProvider['refund']>[1],
): Promise<ProviderRefund> {
  try {
    return await provider.refund(ctx, charge);
  } catch {
    return { status: 'failed', refundReference: null };
  }
}

export async function refundPayment(
  ctx: RequestContext,
  paymentId: number,
  reason: RefundReason = 'bookingLapsed',
  /**
   * Part of the payment to give back (a cancellation's fee is kept, issue 15); the whole payment
   * when left out. Still one refund per payment: a second call returns the first one's result.
   */
  amountCents?: number,
): Promise<RefundResult> {
  const db = ctx.deps.database.db;
  const payment = await findPayment(db, paymentId);
  if (payment === null) {
    throw new DomainError('notFound', 'errors.payments.notFound', { field: 'paymentId' });
  }
  const paid = payment.status === 'paid' || payment.status === 'refunded';
  const amount =
    amountCents === undefined ? payment.amountCents : Math.min(amountCents, payment.amountCents);
  if (paid && payment.provider === TRANSFER_PROVIDER) {
    if (!Number.isSafeInteger(amount) || amount < 1) {
      throw new DomainError('invalid', 'errors.payments.notRefundable', { field: 'amountCents' });
    }
    // The office sends it back (its list at /admin/payments/); once per payment, like the others.
    const { refund } = await claimRefund(db, {
      paymentId,
      amountCents: amount,
      reason,
      provider: TRANSFER_PROVIDER,
      now: ctx.now,
    });
    return {
      paymentId,
      status: refund.status === 'refunded' ? 'refunded' : 'pending',
      amountCents: refund.amountCents,
      refundReference: null,
    };
  }
  const provider = payment.provider === null ? null : providerNamed(payment.provider);
  const paidOnline = payment.providerReference !== null && provider !== null;
  if (!paid || !paidOnline) {
    // Only money a provider took (or a recorded transfer, above) can be given back.
    throw new DomainError('conflict', 'errors.payments.notRefundable', { field: 'paymentId' });
  }
  if (!Number.isSafeInteger(amount) || amount < 1) {
    throw new DomainError('invalid', 'errors.payments.notRefundable', { field: 'amountCents' });
  }
  const { refund } = await claimRefund(db, {
    paymentId,
    amountCents: amount,
    reason,
    provider: provider.name,
    now: ctx.now,
  });
  if (refund.status === 'refunded') {
    return {
      paymentId,
      status: 'refunded',
      amountCents: refund.amountCents,
      refundReference: refund.providerReference,
    };
  }
  // Kept as `failed` when it fails: listed for the office to try again (/admin/payments/),
  // instead of staying `pending` unseen.
  const answer = await askProviderRefund(ctx, provider, {
    paymentId,
    providerReference: payment.providerReference!,
    amountCents: refund.amountCents,
    currency: payment.currency,
  });
  await db.transaction(async (tx) => {
    await finishRefund(tx, paymentId, {
      status: answer.status,
      providerReference: answer.refundReference,
      now: ctx.now,
    });
    if (answer.status === 'refunded') await markPaymentRefunded(tx, paymentId, ctx.now);
  });
  if (answer.status === 'failed') {
    ctx.log?.error({ paymentId, provider: provider.name }, 'refund failed');
  }
  return {
    paymentId,
    status: answer.status,
    amountCents: refund.amountCents,
    refundReference: answer.refundReference,
  };
}
