// The payments slice's keys: one master key (PAYMENT_SECRET, or derived from the login secret that
// every process of a site shares), and from it a key per purpose, so a signature made for one
// purpose is worth nothing for another — a payment link cannot pass as a notification.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppDeps } from '#services/platform';

export type KeyPurpose = 'paymentLink' | 'sandboxNotification';

const cache = new WeakMap<AppDeps, Map<KeyPurpose, Buffer>>();

function masterKey(deps: AppDeps): Buffer {
  const configured = deps.config.PAYMENT_SECRET;
  if (configured !== undefined) return Buffer.from(configured, 'utf8');
  return createHmac('sha256', deps.jwtSecret).update('feriora payments').digest();
}

/** The key of one purpose (kept per process). */
export function paymentKey(deps: AppDeps, purpose: KeyPurpose): Buffer {
  let keys = cache.get(deps);
  if (keys === undefined) {
    keys = new Map();
    cache.set(deps, keys);
  }
  let key = keys.get(purpose);
  if (key === undefined) {
    key = createHmac('sha256', masterKey(deps)).update(`purpose:${purpose}`).digest();
    keys.set(purpose, key);
  }
  return key;
}

/** HMAC-SHA256 of `message` under `key`. */
export function hmac(key: Buffer, message: string | Buffer): Buffer {
  return createHmac('sha256', key).update(message).digest();
}

/** Compares two MACs in constant time (false for different lengths, without comparing). */
export function sameMac(expected: Buffer, given: Buffer): boolean {
  return expected.length === given.length && timingSafeEqual(expected, given);
}
