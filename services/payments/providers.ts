// Which provider takes the site's card payments. One today: the built-in sandbox, and only where
// CARD_PAYMENTS says so (core/config.ts: by default not in production at a public address, where
// it would mark bookings paid while no money moves). A real provider is another PaymentProvider
// chosen here (by a setting, docs/payments.md); nothing else changes.
import type { AppDeps } from '#services/platform';
import type { PaymentProvider } from './provider';
import { sandboxProvider } from './sandbox/provider';

const PROVIDERS: Readonly<Record<string, PaymentProvider>> = {
  [sandboxProvider.name]: sandboxProvider,
};

/** The provider new card payments go to; null when the site takes no card payment. */
export function paymentProvider(deps: AppDeps): PaymentProvider | null {
  return deps.config.CARD_PAYMENTS === 'sandbox' ? sandboxProvider : null;
}

/** Whether the site takes card payments (the card is offered only then). */
export function cardPaymentsOffered(deps: AppDeps): boolean {
  return paymentProvider(deps) !== null;
}

/**
 * The provider a payment was taken by (for its refund, and for the notifications it still sends
 * about charges made before card payments were switched off), by the name stored with it.
 */
export function providerNamed(name: string): PaymentProvider | null {
  return PROVIDERS[name] ?? null;
}
