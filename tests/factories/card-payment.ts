// A payment paid by card in the sandbox, as its card page leaves it: the provider's charge
// (succeeded, so a refund goes through) and the payment recorded as paid with its reference. For
// tests that need money paid without walking the card page.
import type { Db } from '#db/client';
import { markPaymentPaid, type PaymentRecord } from '#db/repositories/payments-records';
import { insertCharge } from '#db/repositories/payments-sandbox';
import { paymentKey } from '#services/payments/keys';
import { notificationBody } from '#services/payments/sandbox/notify';
import { sandboxId } from '#services/payments/sandbox/provider';
import { signatureHeader } from '#services/payments/signature';
import type { AppDeps } from '#services/platform';
import { FIXED_NOW } from '#tests/helpers/clock';

/** The provider's side of a card payment that went through (a refund of it succeeds). */
export function succeededCharge(
  db: Db,
  payment: Pick<PaymentRecord, 'paymentId' | 'amountCents'>,
  at: Date,
) {
  return insertCharge(db, {
    reference: sandboxId('ch'),
    merchantPaymentId: payment.paymentId,
    amountCents: payment.amountCents,
    currency: 'EUR',
    status: 'succeeded',
    cardLast4: '4242',
    cardBrand: 'visa',
    eventId: sandboxId('evt'),
    now: at,
  });
}

export async function paidBySandboxCard(
  db: Db,
  payment: Pick<PaymentRecord, 'paymentId' | 'amountCents'>,
  at: Date = FIXED_NOW,
): Promise<{ reference: string }> {
  const charge = await succeededCharge(db, payment, at);
  await markPaymentPaid(db, {
    paymentId: payment.paymentId,
    provider: 'sandbox',
    providerReference: charge.reference,
    cardLast4: '4242',
    paidAt: at,
  });
  return { reference: charge.reference };
}

/**
 * A card charge of the payment in the sandbox (succeeded) and its notification, signed as the
 * provider sends it to POST /api/payments/sandbox/notify: for tests of what the notification does.
 */
export async function sandboxCardNotification(
  deps: AppDeps,
  payment: Pick<PaymentRecord, 'paymentId' | 'amountCents'>,
  at: Date = FIXED_NOW,
) {
  const charge = await succeededCharge(deps.database.db, payment, at);
  const raw = notificationBody(deps, charge, at);
  const header = signatureHeader(paymentKey(deps, 'sandboxNotification'), raw, at);
  return { reference: charge.reference, charge, raw, header };
}
