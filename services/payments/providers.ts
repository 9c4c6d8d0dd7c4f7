// Which provider takes the site's card payments. One today: the built-in sandbox. A real provider
// is another PaymentProvider chosen here (by a setting, docs/payments.md); nothing else changes.
import type { AppDeps } from '#services/platform';
import type { PaymentProvider } from './provider';
import { sandboxProvider } from './sandbox/provider';

const PROVIDERS: Readonly<Record<string, PaymentProvider>> = {
  [sandboxProvider.name]: sandboxProvider,
};

/** The provider new payments go to. */
export function paymentProvider(_deps: AppDeps): PaymentProvider {
  return sandboxProvider;
}

/** The provider a payment was taken by (for its refund), by the name stored with it. */
export function providerNamed(name: string): PaymentProvider | null {
  return PROVIDERS[name] ?? null;
}
