// Random values of the accounts slice: link tokens (registration confirmation, password reset,
// e-mail change) of 256 bits, of which only the SHA-256 is stored, and session ids of 128 bits.
import { createHash, randomBytes } from 'node:crypto';

/** SHA-256 of a link token, hex: what account_tokens stores and looks up. */
export function linkTokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A new link token (43 base64url characters) and its stored hash. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: linkTokenHash(token) };
}

/** A new session id (22 base64url characters, 128 random bits). */
export function newSessionId(): string {
  return randomBytes(16).toString('base64url');
}
