// Token cookies: a JWT (HS256) carrying the account data of a logged-in user, valid 7 days.
import { SignJWT, jwtVerify } from 'jose';
import type { SessionUser } from '#services/platform';
import { isUid } from '#core/uid';

export const TOKEN_COOKIE = 'token';
export const UID_COOKIE = 'uid';
export const TOKEN_MAX_AGE_S = 7 * 24 * 60 * 60;
export const UID_MAX_AGE_S = 365 * 24 * 60 * 60;

export async function signToken(user: SessionUser, secret: Uint8Array, now: Date): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({
    email: user.email,
    firstName: user.firstName,
    permissions: user.permissions,
  })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.accountID)
    .setIssuedAt(iat)
    .setExpirationTime(iat + TOKEN_MAX_AGE_S)
    .sign(secret);
}

/** Returns the user of a valid, unexpired token, or null for anything else. */
export async function verifyToken(
  token: string | undefined,
  secret: Uint8Array,
  now: Date,
): Promise<SessionUser | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      currentDate: now,
    });
    if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') return null;
    const permissions = Array.isArray(payload.permissions)
      ? payload.permissions.filter((p): p is string => typeof p === 'string')
      : [];
    return {
      accountID: payload.sub,
      email: payload.email,
      firstName: typeof payload.firstName === 'string' ? payload.firstName : '',
      permissions,
    };
  } catch {
    return null;
  }
}

/** The uid cookie's rule is the API's (core/uid.ts): one pattern for cookie, bodies and pages. */
export function isValidUid(value: string | undefined): value is string {
  return isUid(value);
}
