// How a guest may pay for an object: from its price result's `payments` (a list of payment type
// numbers) and `inkasso` (who collects the money; SPEC.md §3 Price result). The SPEC names the
// numbers but not their meaning; this is the one place that gives them one (decision 057):
//   1  card           credit card on the payment provider's hosted page (/payment/{de|en}/)
//   2  bankTransfer   transfer to the operator's account (the brand's `bank`, decision 080), the
//                    booking number as reference; offered only when the operator has an account
//   3  invoice        the agency's invoice by e-mail with the due dates, paid by transfer
// Unknown numbers are ignored. With `inkasso: 'landlord'` the landlord collects: the guest pays
// the landlord directly on the landlord's invoice, whatever the numbers say, and the site takes no
// card payment (`landlord`).

export type PaymentMethod = 'card' | 'bankTransfer' | 'invoice' | 'landlord';
export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  'card',
  'bankTransfer',
  'invoice',
  'landlord',
];

/** The payment type numbers of SPEC §3 `payments` and the method each stands for. */
export const PAYMENT_TYPE_METHODS: Readonly<Record<number, PaymentMethod>> = {
  1: 'card',
  2: 'bankTransfer',
  3: 'invoice',
};

/**
 * How a payment was settled: a guest's method, or a travel voucher that covered it (issue 15;
 * never offered as a choice).
 */
export type SettledWith = PaymentMethod | 'voucher';

export type Inkasso = 'agency' | 'landlord';

export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return typeof value === 'string' && (PAYMENT_METHODS as readonly string[]).includes(value);
}

/**
 * The methods a guest may choose for an object, in the order of its `payments` list, without
 * repeats. Bank transfer only when the operator has an account to name (`bankTransfer`), since a
 * guest must be told where to send the money (decision 080); card only when the site has a card
 * provider (`card`, CARD_PAYMENTS). An object that collects through the agency but leaves no
 * method the operator takes is paid by bank transfer where there is an account, else by card
 * where there is a provider, else on the agency's invoice, so a guest is never left without a way
 * to pay.
 */
export function paymentMethodsFor(
  object: { payments: readonly number[]; inkasso: Inkasso | null },
  operator: { bankTransfer: boolean; card: boolean },
): PaymentMethod[] {
  if (object.inkasso === 'landlord') return ['landlord'];
  const methods: PaymentMethod[] = [];
  for (const type of object.payments) {
    const method = PAYMENT_TYPE_METHODS[type];
    if (method === undefined || methods.includes(method)) continue;
    if (method === 'bankTransfer' && !operator.bankTransfer) continue;
    if (method === 'card' && !operator.card) continue;
    methods.push(method);
  }
  if (methods.length > 0) return methods;
  return [operator.bankTransfer ? 'bankTransfer' : operator.card ? 'card' : 'invoice'];
}

/** Whether a method is paid on the provider's hosted page (through the site): card only. */
export function isOnlineMethod(method: SettledWith): boolean {
  return method === 'card';
}

/**
 * The methods whose money arrives by a bank transfer the office records (/admin/payments/,
 * decision 110): the transfer to the operator's account, and the agency's invoice, which the
 * guest pays by transfer too. Recorded, they are paid (provider `bankTransfer`) and given back by
 * the office's transfer when a booking ends.
 */
export const TRANSFER_METHODS = ['bankTransfer', 'invoice'] as const;

export function isPaidByTransfer(method: string): boolean {
  return (TRANSFER_METHODS as readonly string[]).includes(method);
}

/**
 * The states of a payment still to be paid: not yet paid, or a card attempt declined (the payment
 * stays due, and the card page can be tried again). One list for every figure of what is due —
 * the finish page, the user area, the reminders and what a voucher can pay.
 */
export const STILL_DUE_STATUSES = ['open', 'failed'] as const;

export function isStillDue(status: string): boolean {
  return (STILL_DUE_STATUSES as readonly string[]).includes(status);
}
