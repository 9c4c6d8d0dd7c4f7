// Signed server-to-server notifications, as Stripe signs its webhooks: the header
// `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. The receiver recomputes the MAC over
// the raw bytes it received (never a re-serialised parse), compares in constant time, and refuses
// a timestamp outside the replay window — a captured notification cannot be sent again later, and
// within the window the event id makes a repeat change nothing (payment_notifications).
import { hmac, sameMac } from './keys';

/** How far a notification's timestamp may lie from our clock, either way (5 minutes). */
export const REPLAY_WINDOW_SECONDS = 300;

export function signatureHeader(key: Buffer, rawBody: Buffer | string, now: Date): string {
  const t = Math.floor(now.getTime() / 1000);
  const mac = hmac(key, Buffer.concat([Buffer.from(`${t}.`), Buffer.from(rawBody)]));
  return `t=${t},v1=${mac.toString('hex')}`;
}

export type SignatureProblem = 'missing' | 'malformed' | 'mismatch' | 'stale';

/** Checks a signature header against the raw body: null when authentic, else what is wrong. */
export function checkSignature(
  key: Buffer,
  rawBody: Buffer,
  header: string | undefined,
  now: Date,
  windowSeconds = REPLAY_WINDOW_SECONDS,
): SignatureProblem | null {
  if (header === undefined || header === '') return 'missing';
  if (header.length > 512) return 'malformed';
  let t: number | null = null;
  const macs: Buffer[] = [];
  for (const part of header.split(',')) {
    const eq = part.indexOf('=');
    const name = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (name === 't' && /^\d{1,12}$/.test(value)) t = Number(value);
    // Several v1 values are allowed, so a sender can sign with an old and a new key while a key
    // is rotated.
    else if (name === 'v1' && /^[0-9a-f]{64}$/.test(value)) macs.push(Buffer.from(value, 'hex'));
  }
  if (t === null || macs.length === 0) return 'malformed';
  const expected = hmac(key, Buffer.concat([Buffer.from(`${t}.`), rawBody]));
  // Compare every candidate, so the time taken says nothing about which one matched.
  const matched = macs.map((mac) => sameMac(expected, mac)).includes(true);
  if (!matched) return 'mismatch';
  if (Math.abs(now.getTime() / 1000 - t) > windowSeconds) return 'stale';
  return null;
}
