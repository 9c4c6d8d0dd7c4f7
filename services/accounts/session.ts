// Login tokens and sessions. The token cookie holds a JWT (jose, HS256 only: an algorithm
// allow-list, exp enforced) whose claims are the account (`sub`) and a session id (`sid`); the
// request is logged in only while that session's row is neither revoked nor expired, so logout,
// a password reset or a password change end a token everywhere at once. Every login makes a new
// session and a new token (no fixation). Cookies: httpOnly, SameSite=Lax, Secure on https; a
// persistent login keeps the token 7 days, otherwise the cookie lasts the browser session (and
// the session 12 hours). docs/decisions (accounts, sessions and tokens) says why.
import { SignJWT, jwtVerify } from 'jose';
import { isPermission } from '#core/permissions';
import { isUid } from '#core/uid';
import {
  findSessionAccount,
  insertSession,
  revokeAccountSessions,
  revokeSession,
} from '#db/repositories/accounts-sessions';
import type { Db } from '#db/client';
import { findPartnerAccount, type AccountRecord } from '#db/repositories/accounts-users';
import type { AppDeps, RequestContext, SessionUser } from '#services/platform';
import { newSessionId } from './secrets';

export const TOKEN_COOKIE = 'token';
export const UID_COOKIE = 'uid';
/** SPEC §4/§9: the token cookie lasts 7 days (a persistent login). */
export const TOKEN_MAX_AGE_S = 7 * 24 * 60 * 60;
/** How long a login without loginPersistent lasts on the server (its cookie: the browser session). */
export const BROWSER_SESSION_MAX_AGE_S = 12 * 60 * 60;
/** SPEC §9: the uid cookie lasts a year. */
export const UID_MAX_AGE_S = 365 * 24 * 60 * 60;

/** What a valid token says: the account, its session, when it was issued and when it expires. */
export interface TokenClaims {
  accountId: number;
  sessionId: string;
  issuedAt: Date;
  expiresAt: Date;
}

const SESSION_ID = /^[A-Za-z0-9_-]{22}$/;
const ACCOUNT_ID = /^[1-9]\d{0,9}$/;

export async function signToken(
  claims: { accountId: number; sessionId: string },
  secret: Uint8Array,
  issuedAt: Date,
  expiresAt: Date,
): Promise<string> {
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.accountId))
    .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(secret);
}

/** The claims of a well-signed (HS256), unexpired token, or null for anything else. */
export async function verifyToken(
  token: string | undefined,
  secret: Uint8Array,
  now: Date,
): Promise<TokenClaims | null> {
  if (!token || token.length > 4_096) return null;
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      currentDate: now,
      requiredClaims: ['sub', 'sid', 'iat', 'exp'],
    });
    const { sub, sid, iat, exp } = payload;
    if (typeof sub !== 'string' || !ACCOUNT_ID.test(sub)) return null;
    if (typeof sid !== 'string' || !SESSION_ID.test(sid)) return null;
    if (typeof iat !== 'number' || typeof exp !== 'number') return null;
    return {
      accountId: Number(sub),
      sessionId: sid,
      issuedAt: new Date(iat * 1000),
      expiresAt: new Date(exp * 1000),
    };
  } catch {
    return null;
  }
}

/** accountShortName (SPEC §3): the initials, e.g. 'AM' for Anna Muster. */
export function shortNameOf(account: Pick<AccountRecord, 'shortName' | 'firstName' | 'lastName'>) {
  if (account.shortName) return account.shortName;
  const initial = (name: string) => [...name.trim()][0]?.toUpperCase() ?? '';
  return `${initial(account.firstName)}${initial(account.lastName)}`;
}

export function sessionUserOf(account: AccountRecord, claims: TokenClaims): SessionUser {
  return {
    accountID: String(account.id),
    sessionId: claims.sessionId,
    kind: account.kind === 'partner' ? 'partner' : 'customer',
    email: account.email,
    firstName: account.firstName,
    lastName: account.lastName,
    shortName: shortNameOf(account),
    permissions: account.permissions.filter(isPermission),
    partnerId: account.partnerId,
    uid: account.uid,
    issuedAt: claims.issuedAt,
    expiresAt: claims.expiresAt,
  };
}

/**
 * The logged-in user of a token cookie: a valid token whose session is open, with the account as
 * it is now (names and permissions are read, not taken from the token); null for anything else.
 */
export async function resolveSession(
  deps: AppDeps,
  token: string | undefined,
  now: Date,
): Promise<SessionUser | null> {
  const claims = await verifyToken(token, deps.jwtSecret, now);
  if (claims === null) return null;
  const account = await findSessionAccount(
    deps.database.db,
    claims.sessionId,
    claims.accountId,
    now,
  );
  return account === null ? null : sessionUserOf(account, claims);
}

// ---------------------------------------------------------------------------------------------
// Cookies, as data: the API sets them through Fastify, a route action as Set-Cookie headers
// (serializeCookie), so both answer a login the same way.

export interface CookieSpec {
  name: string;
  value: string;
  /** Seconds; absent: a cookie for the browser session; 0: delete it. */
  maxAge?: number;
  path: '/';
  httpOnly: true;
  sameSite: 'lax';
  secure: boolean;
}

const isSecure = (ctx: RequestContext) => ctx.deps.config.SITE_URL.startsWith('https:');

export function cookie(
  ctx: RequestContext,
  name: string,
  value: string,
  maxAge?: number,
): CookieSpec {
  return {
    name,
    value,
    ...(maxAge === undefined ? {} : { maxAge }),
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure(ctx),
  };
}

/** A Set-Cookie header value for a cookie spec (route actions answer with these). */
export function serializeCookie(spec: CookieSpec): string {
  const parts = [`${spec.name}=${encodeURIComponent(spec.value)}`, `Path=${spec.path}`];
  if (spec.maxAge !== undefined) {
    parts.push(`Max-Age=${spec.maxAge}`);
    if (spec.maxAge === 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  }
  parts.push('HttpOnly', 'SameSite=Lax');
  if (spec.secure) parts.push('Secure');
  return parts.join('; ');
}

/**
 * Starts a session for an account: a new row, a new token, and the cookies that carry it and the
 * account's visitor id. The request's own earlier session (a token cookie of this browser) ends.
 */
export async function startSession(
  ctx: RequestContext,
  account: AccountRecord,
  persistent: boolean,
): Promise<{ user: SessionUser; cookies: CookieSpec[] }> {
  const { db } = ctx.deps.database;
  if (ctx.user !== null) await revokeSession(db, ctx.user.sessionId, ctx.now);
  const sessionId = newSessionId();
  const lifetime = persistent ? TOKEN_MAX_AGE_S : BROWSER_SESSION_MAX_AGE_S;
  const issuedAt = new Date(Math.floor(ctx.now.getTime() / 1000) * 1000);
  const expiresAt = new Date(issuedAt.getTime() + lifetime * 1000);
  await insertSession(db, {
    id: sessionId,
    accountId: account.id,
    persistent,
    createdAt: ctx.now,
    expiresAt,
  });
  const token = await signToken(
    { accountId: account.id, sessionId },
    ctx.deps.jwtSecret,
    issuedAt,
    expiresAt,
  );
  const claims = { accountId: account.id, sessionId, issuedAt, expiresAt };
  return {
    user: sessionUserOf(account, claims),
    cookies: [
      cookie(ctx, TOKEN_COOKIE, token, persistent ? TOKEN_MAX_AGE_S : undefined),
      cookie(ctx, UID_COOKIE, account.uid, UID_MAX_AGE_S),
    ],
  };
}

/** Ends the request's session; the cookies delete the token and give the browser a new visitor id. */
export async function endSession(ctx: RequestContext, newUid: string): Promise<CookieSpec[]> {
  if (ctx.user !== null) await revokeSession(ctx.deps.database.db, ctx.user.sessionId, ctx.now);
  return [cookie(ctx, TOKEN_COOKIE, '', 0), cookie(ctx, UID_COOKIE, newUid, UID_MAX_AGE_S)];
}

/** Ends every session of an account except the request's own (when it is that account's). */
export function endOtherSessions(ctx: RequestContext, accountId: number): Promise<number> {
  const keep =
    ctx.user !== null && ctx.user.accountID === String(accountId) ? ctx.user.sessionId : null;
  return revokeAccountSessions(ctx.deps.database.db, accountId, ctx.now, keep);
}

/**
 * Ends every open session of partner `partnerId`'s account in the caller's transaction (a new
 * login code, decision 092: whoever logged in with the old one is logged out); how many.
 */
export async function endPartnerSessions(tx: Db, partnerId: number, now: Date): Promise<number> {
  const account = await findPartnerAccount(tx, partnerId);
  return account === null ? 0 : revokeAccountSessions(tx, account.id, now, null);
}

/** The uid cookie's rule is the API's (core/uid.ts): one pattern for cookie, bodies and pages. */
export function isValidUid(value: string | undefined): value is string {
  return isUid(value);
}
