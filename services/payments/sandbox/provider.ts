// The built-in sandbox card provider (issue 14): a PaymentProvider like a real one, whose hosted
// page is the site's own /payment/{de|en}/ (SPEC §2) and whose records are sandbox_charges. It
// moves no money: test cards decide the outcome (core/payments cards.ts). Everything between it and
// the payments slice goes the way a real provider's would — a signed link to the page, a signed
// notification over HTTP to POST /api/payments/sandbox/notify, a refund call — so replacing it
// touches nothing else (docs/payments.md).
import { randomBytes } from 'node:crypto';
import { sandboxNotificationBody } from '#core/api/payments';
import { href } from '#core/routes';
import { findCharge, refundCharge } from '#db/repositories/payments-sandbox';
import { DomainError, type RequestContext } from '#services/platform';
import { paymentKey } from '../keys';
import { signPaymentLink } from '../payment-link';
import type {
  PaymentProvider,
  PaymentSessionRequest,
  ProviderNotification,
  ProviderRefund,
} from '../provider';
import { RETURN_ACCESS_PATTERN } from '../provider';
import { checkSignature } from '../signature';

export const SANDBOX_PROVIDER = 'sandbox';
/** The header the sandbox signs its notifications in (as Stripe's `Stripe-Signature`). */
export const SANDBOX_SIGNATURE_HEADER = 'sandbox-signature';

/** A random sandbox id: prefix and 24 base64url characters (144 bits). */
export function sandboxId(prefix: 'ch' | 'evt' | 're'): string {
  return `${prefix}_${randomBytes(18).toString('base64url')}`;
}

/** The payment page's language: the provider's page speaks German or English (SPEC §5). */
export function providerLanguage(language: string): 'de' | 'en' {
  return language === 'de' ? 'de' : 'en';
}

export const sandboxProvider: PaymentProvider = {
  name: SANDBOX_PROVIDER,

  createPaymentSession(ctx: RequestContext, request: PaymentSessionRequest): Promise<string> {
    const path = href(
      'Payment',
      { language: providerLanguage(request.language) },
      request.language,
    );
    const query = signPaymentLink(ctx.deps, request, ctx.now);
    if (request.returnAccess != null && RETURN_ACCESS_PATTERN.test(request.returnAccess)) {
      query.set('access', request.returnAccess);
    }
    return Promise.resolve(`${ctx.deps.config.siteOrigin}${path}?${query.toString()}`);
  },

  verifyNotification(
    ctx: RequestContext,
    rawBody: Buffer,
    signatureHeader: string | undefined,
  ): ProviderNotification {
    const key = paymentKey(ctx.deps, 'sandboxNotification');
    const problem = checkSignature(key, rawBody, signatureHeader, ctx.now);
    if (problem !== null) {
      // Said to the log (not to the caller) so a misconfigured secret can be told from an attack.
      ctx.log?.warn({ problem }, 'payment notification refused');
      throw new DomainError('forbidden', 'errors.payments.signatureInvalid', {
        field: 'headers.sandbox-signature',
      });
    }
    let json: unknown;
    try {
      json = JSON.parse(rawBody.toString('utf8'));
    } catch {
      json = null;
    }
    const parsed = sandboxNotificationBody.safeParse(json);
    if (!parsed.success) {
      throw new DomainError('invalid', 'errors.payments.notificationInvalid', { field: 'body' });
    }
    const { id, type, data } = parsed.data;
    return {
      eventId: id,
      type,
      paymentId: data.paymentId,
      providerReference: data.charge,
      amountCents: data.amountCents,
      currency: data.currency,
      cardLast4: data.cardLast4,
    };
  },

  async refund(ctx: RequestContext, charge): Promise<ProviderRefund> {
    const db = ctx.deps.database.db;
    const refunded = await refundCharge(db, charge.providerReference, sandboxId('re'), ctx.now);
    if (refunded !== null) return { status: 'refunded', refundReference: refunded.refundReference };
    // Refunded before (a retry after a lost answer): the same refund, not a second one.
    const existing = await findCharge(db, charge.providerReference);
    if (existing?.status === 'refunded') {
      return { status: 'refunded', refundReference: existing.refundReference };
    }
    return { status: 'failed', refundReference: null };
  },
};
