// A payment's name on every guest screen: its kind ("Anzahlung"), and for the rest of a payment
// made in part by transfer, "Anzahlung (Rest)" — the same words the mails and the office use.
import type { TFunction } from '#core/i18n/translate';
import type { PaymentKind } from '#services/payments';

export function paymentKindLabel(
  tpay: TFunction<'payments'>,
  payment: { kind: PaymentKind; remainder?: boolean },
): string {
  const kind = tpay(`kinds.${payment.kind}`);
  return payment.remainder ? tpay('kindRest', { kind }) : kind;
}
