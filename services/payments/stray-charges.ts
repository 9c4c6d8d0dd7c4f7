// Card charges a payment could not take (decision 109) are given back through the provider when
// their notification arrives, and again on each repeated delivery while the refund fails
// (./notifications.ts). A provider stops delivering after a while (the sandbox after its last
// retry, a real one after days): a charge whose refund still failed then, or that was kept but
// never refunded (the process ended in between), would stay the guest's loss with only a log line
// to show for it. The office's refund list at /admin/payments/ shows them beside the payment
// refunds that failed, and tries them again from there (permission admin.payments).
import { bookingDisplayNumber } from '#core/booking';
import { isInt32 } from '#core/int32';
import {
  findStrayChargeById,
  finishStrayCharge,
  listOfficeStrayCharges,
  type StrayChargeRecord,
} from '#db/repositories/payments-stray';
import { findPaymentWithBooking } from '#db/repositories/payments-records';
import { requireAccess } from '#services/accounts';
import { DomainError, type RequestContext } from '#services/platform';
import type { PaymentProvider, ProviderRefund } from './provider';
import { providerNamed } from './providers';
import { askProviderRefund } from './refunds';
import type { OfficeStrayChargeView } from './types';

/** The most stray charges one page lists. */
export const STRAY_CHARGES_LISTED = 100;
/**
 * How long a kept charge may stay pending before the office sees it: its refund runs right after
 * the notification's transaction, and a provider redelivers an unanswered notification within
 * minutes, so one pending this long was left by a process that ended and is not retried.
 */
export const STRAY_PENDING_LISTED_AFTER_MS = 60 * 60 * 1000;

/**
 * Gives a stray charge back through `provider` (its refund is idempotent for one charge) and keeps
 * the answer; a refunded charge stays refunded whatever a later answer says.
 */
export async function giveBackStrayCharge(
  ctx: RequestContext,
  provider: PaymentProvider,
  charge: StrayChargeRecord,
): Promise<ProviderRefund> {
  const answer = await askProviderRefund(ctx, provider, {
    paymentId: charge.paymentId,
    providerReference: charge.providerReference,
    amountCents: charge.amountCents,
    currency: charge.currency,
  });
  await finishStrayCharge(ctx.deps.database.db, charge.id, { ...answer, now: ctx.now });
  if (answer.status === 'failed') {
    // Without the guest's data: the payment and provider are enough to find it.
    ctx.log?.error(
      { paymentId: charge.paymentId, provider: provider.name },
      'refund of a stray card charge failed',
    );
  }
  return answer;
}

/** The stray charges the office must give back (the oldest first), with the count of all. */
export async function officeStrayCharges(
  ctx: RequestContext,
): Promise<{ charges: OfficeStrayChargeView[]; total: number }> {
  requireAccess(ctx, 'admin.payments');
  const { rows, total } = await listOfficeStrayCharges(ctx.deps.database.db, {
    limit: STRAY_CHARGES_LISTED,
    pendingBefore: new Date(ctx.now.getTime() - STRAY_PENDING_LISTED_AFTER_MS),
  });
  const charges = rows.map((row) => ({
    chargeId: row.id,
    amountCents: row.amountCents,
    reason: row.reason === 'amountChanged' ? ('amountChanged' as const) : ('settled' as const),
    kind: row.kind,
    remainder: row.remainder,
    chargedAt: row.chargedAt.toISOString(),
    bookingNumber: bookingDisplayNumber(row.displayNumber, row.bookingCreatedAt),
    bookingStatus: row.bookingStatus,
    guestName: row.guestName,
  }));
  return { charges, total };
}

/** The office tries a listed stray charge's refund again. */
export async function retryStrayCharge(
  ctx: RequestContext,
  input: { chargeId: number },
): Promise<{ bookingNumber: string; amountCents: number; refunded: boolean }> {
  requireAccess(ctx, 'admin.payments');
  if (!isInt32(input.chargeId)) {
    throw new DomainError('invalid', 'errors.validation.invalidValue', { field: 'chargeId' });
  }
  const db = ctx.deps.database.db;
  const charge = await findStrayChargeById(db, input.chargeId);
  const found = charge === null ? null : await findPaymentWithBooking(db, charge.paymentId);
  // Only a provider the site still knows can give it back; one it no longer names is the
  // accounts' case (the charge stays listed, and the log says why).
  const provider = charge === null ? null : providerNamed(charge.provider);
  if (charge === null || found === null || charge.status === 'refunded') {
    throw new DomainError('conflict', 'errors.payments.refundNotPending', { field: 'chargeId' });
  }
  if (provider === null) {
    ctx.log?.error({ paymentId: charge.paymentId }, 'stray charge of an unknown provider');
    throw new DomainError('conflict', 'errors.payments.notRefundable', { field: 'chargeId' });
  }
  const answer = await giveBackStrayCharge(ctx, provider, charge);
  return {
    bookingNumber: bookingDisplayNumber(found.booking.displayNumber, found.booking.createdAt),
    amountCents: charge.amountCents,
    refunded: answer.status === 'refunded',
  };
}
