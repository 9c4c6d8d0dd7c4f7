import { describe, expect, it } from 'vitest';
import { parseConfig } from '#core/config';
import { isDomainError, type AppDeps, type RequestContext } from '#services/platform';
import { paymentKey } from './keys';
import { paymentLinkValid, readPaymentLink, signPaymentLink } from './payment-link';
import { sandboxProvider } from './sandbox/provider';
import { REPLAY_WINDOW_SECONDS, checkSignature, signatureHeader } from './signature';

const NOW = new Date('2026-11-22T09:30:00Z');
const at = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);
const KEY = Buffer.from('k'.repeat(32));
const BODY = Buffer.from('{"id":"evt_1","amount":100}');

function depsWith(env: Record<string, string> = {}): AppDeps {
  return {
    config: parseConfig({ NODE_ENV: 'test', ...env }),
    jwtSecret: new TextEncoder().encode('test-secret-test-secret-test-secret-0123'),
  } as unknown as AppDeps;
}

describe('notification signatures', () => {
  it('accepts the body as signed, within the replay window either way', () => {
    const header = signatureHeader(KEY, BODY, NOW);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(checkSignature(KEY, BODY, header, NOW)).toBeNull();
    expect(checkSignature(KEY, BODY, header, at(REPLAY_WINDOW_SECONDS))).toBeNull();
    expect(checkSignature(KEY, BODY, header, at(-REPLAY_WINDOW_SECONDS))).toBeNull();
  });

  it('refuses a tampered body, another key, a changed timestamp', () => {
    const header = signatureHeader(KEY, BODY, NOW);
    expect(checkSignature(KEY, Buffer.from('{"id":"evt_1","amount":999}'), header, NOW)).toBe(
      'mismatch',
    );
    // One byte more (a blank) is another body: the MAC covers the raw bytes, not the parse.
    expect(checkSignature(KEY, Buffer.concat([BODY, Buffer.from(' ')]), header, NOW)).toBe(
      'mismatch',
    );
    expect(checkSignature(Buffer.from('x'.repeat(32)), BODY, header, NOW)).toBe('mismatch');
    const t = Number(/t=(\d+)/.exec(header)![1]);
    expect(checkSignature(KEY, BODY, header.replace(`t=${t}`, `t=${t + 1}`), NOW)).toBe('mismatch');
  });

  it('refuses a replay outside the window', () => {
    const header = signatureHeader(KEY, BODY, NOW);
    expect(checkSignature(KEY, BODY, header, at(REPLAY_WINDOW_SECONDS + 1))).toBe('stale');
    expect(checkSignature(KEY, BODY, header, at(-REPLAY_WINDOW_SECONDS - 1))).toBe('stale');
  });

  it('refuses missing and malformed headers', () => {
    expect(checkSignature(KEY, BODY, undefined, NOW)).toBe('missing');
    expect(checkSignature(KEY, BODY, '', NOW)).toBe('missing');
    expect(checkSignature(KEY, BODY, 'v1=abc', NOW)).toBe('malformed');
    expect(checkSignature(KEY, BODY, 't=1,v1=' + 'z'.repeat(64), NOW)).toBe('malformed');
    expect(checkSignature(KEY, BODY, 'x'.repeat(600), NOW)).toBe('malformed');
  });

  it('accepts any one of several v1 values (key rotation)', () => {
    const header = signatureHeader(KEY, BODY, NOW);
    const [t, v1] = header.split(',');
    expect(checkSignature(KEY, BODY, `${t},v1=${'0'.repeat(64)},${v1}`, NOW)).toBeNull();
  });
});

describe('payment keys', () => {
  it('derives one key per purpose, from PAYMENT_SECRET or the login secret', () => {
    const derived = depsWith();
    const configured = depsWith({ PAYMENT_SECRET: 'p'.repeat(32) });
    expect(paymentKey(derived, 'paymentLink')).not.toEqual(
      paymentKey(derived, 'sandboxNotification'),
    );
    expect(paymentKey(derived, 'paymentLink')).not.toEqual(paymentKey(configured, 'paymentLink'));
    expect(paymentKey(derived, 'paymentLink')).toEqual(paymentKey(depsWith(), 'paymentLink'));
  });
});

describe('payment links', () => {
  const deps = depsWith();
  const payment = { paymentId: 12, bookingId: 7, amountCents: 30_864, currency: 'EUR' };

  it('is valid for the payment as stored, until it expires', () => {
    const query = signPaymentLink(deps, payment, NOW);
    expect([...query.keys()]).toEqual(['payment', 'expires', 'signature']);
    const link = readPaymentLink(query)!;
    expect(link.paymentId).toBe(12);
    expect(paymentLinkValid(deps, link, payment, NOW)).toBe(true);
    expect(paymentLinkValid(deps, link, payment, new Date(link.expires * 1000))).toBe(false);
  });

  it('pays no other payment, booking or amount', () => {
    const link = readPaymentLink(signPaymentLink(deps, payment, NOW))!;
    expect(paymentLinkValid(deps, link, { ...payment, paymentId: 13 }, NOW)).toBe(false);
    expect(paymentLinkValid(deps, link, { ...payment, bookingId: 8 }, NOW)).toBe(false);
    expect(paymentLinkValid(deps, link, { ...payment, amountCents: 100 }, NOW)).toBe(false);
    expect(paymentLinkValid(depsWith({ PAYMENT_SECRET: 'p'.repeat(32) }), link, payment, NOW)).toBe(
      false,
    );
    // A later expiry is another message: the signature no longer fits.
    expect(paymentLinkValid(deps, { ...link, expires: link.expires + 1 }, payment, NOW)).toBe(
      false,
    );
  });

  it('reads only well-formed links', () => {
    for (const query of [
      '',
      'payment=1&expires=1',
      'payment=x&expires=1&signature=' + 'a'.repeat(43),
      'payment=1&expires=1&signature=short',
      'payment=1234567890&expires=1&signature=' + 'a'.repeat(43),
    ]) {
      expect(readPaymentLink(new URLSearchParams(query)), query).toBeNull();
    }
  });
});

describe('sandbox verifyNotification', () => {
  const deps = depsWith();
  const ctx = { deps, now: NOW } as unknown as RequestContext;
  const body = (overrides: Record<string, unknown> = {}) =>
    Buffer.from(
      JSON.stringify({
        mandant: 'feriora',
        id: 'evt_' + 'a'.repeat(24),
        type: 'payment.succeeded',
        created: Math.floor(NOW.getTime() / 1000),
        data: {
          paymentId: 5,
          charge: 'ch_' + 'b'.repeat(24),
          amountCents: 1_000,
          currency: 'EUR',
          cardLast4: '4242',
        },
        ...overrides,
      }),
    );
  const sign = (raw: Buffer) => signatureHeader(paymentKey(deps, 'sandboxNotification'), raw, NOW);

  it('reads an authentic notification', () => {
    const raw = body();
    expect(sandboxProvider.verifyNotification(ctx, raw, sign(raw))).toEqual({
      eventId: 'evt_' + 'a'.repeat(24),
      type: 'payment.succeeded',
      paymentId: 5,
      providerReference: 'ch_' + 'b'.repeat(24),
      amountCents: 1_000,
      currency: 'EUR',
      cardLast4: '4242',
    });
  });

  it('refuses one signed with the link key (a key per purpose)', () => {
    const raw = body();
    const header = signatureHeader(paymentKey(deps, 'paymentLink'), raw, NOW);
    expect(() => sandboxProvider.verifyNotification(ctx, raw, header)).toThrow(
      expect.objectContaining({ code: 'forbidden', key: 'errors.payments.signatureInvalid' }),
    );
  });

  it('refuses a signed body that is not a notification', () => {
    const raw = body({ type: 'payment.refunded' });
    try {
      sandboxProvider.verifyNotification(ctx, raw, sign(raw));
      expect.unreachable();
    } catch (error) {
      expect(isDomainError(error, 'invalid')).toBe(true);
    }
  });
});
