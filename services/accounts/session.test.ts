import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  BROWSER_SESSION_MAX_AGE_S,
  TOKEN_COOKIE,
  TOKEN_MAX_AGE_S,
  UID_COOKIE,
  UID_MAX_AGE_S,
  isValidUid,
  serializeCookie,
  shortNameOf,
  signToken,
  verifyToken,
} from './session';

const SECRET = new TextEncoder().encode('0123456789abcdef0123456789abcdef');
const OTHER_SECRET = new TextEncoder().encode('fedcba9876543210fedcba9876543210');
const NOW = new Date('2030-03-10T12:00:00Z');
const SECOND = 1000;
const HOUR = 60 * 60 * SECOND;
const DAY = 24 * HOUR;
const at = (offsetMs: number): Date => new Date(NOW.getTime() + offsetMs);
const EXPIRES = at(7 * DAY);
const SID = 'AbCdEfGhIjKlMnOpQrStUv';
const CLAIMS = { accountId: 42, sessionId: SID };

const base64url = (value: unknown): string =>
  Buffer.from(JSON.stringify(value)).toString('base64url');
const iat = NOW.getTime() / 1000;

describe('signToken / verifyToken', () => {
  it('round-trips the account and the session', async () => {
    const token = await signToken(CLAIMS, SECRET, NOW, EXPIRES);
    expect(token.split('.')).toHaveLength(3);
    await expect(verifyToken(token, SECRET, NOW)).resolves.toEqual({
      accountId: 42,
      sessionId: SID,
      issuedAt: NOW,
      expiresAt: EXPIRES,
    });
  });

  it('carries nothing but the account, the session and the times (HS256)', async () => {
    const token = await signToken(CLAIMS, SECRET, NOW, EXPIRES);
    const [header, payload] = token.split('.');
    expect(JSON.parse(Buffer.from(header ?? '', 'base64url').toString())).toEqual({
      alg: 'HS256',
      typ: 'JWT',
    });
    expect(JSON.parse(Buffer.from(payload ?? '', 'base64url').toString())).toEqual({
      sub: '42',
      sid: SID,
      iat,
      exp: iat + 7 * 24 * 60 * 60,
    });
  });

  it('is valid until its exp, not a second longer', async () => {
    expect(TOKEN_MAX_AGE_S).toBe(7 * 24 * 60 * 60);
    expect(BROWSER_SESSION_MAX_AGE_S).toBe(12 * 60 * 60);
    const token = await signToken(CLAIMS, SECRET, NOW, EXPIRES);
    await expect(verifyToken(token, SECRET, at(7 * DAY - SECOND))).resolves.not.toBeNull();
    await expect(verifyToken(token, SECRET, at(7 * DAY + SECOND))).resolves.toBeNull();
    await expect(verifyToken(token, SECRET, at(30 * DAY))).resolves.toBeNull();
  });

  it('rejects a wrong secret', async () => {
    const token = await signToken(CLAIMS, SECRET, NOW, EXPIRES);
    await expect(verifyToken(token, OTHER_SECRET, NOW)).resolves.toBeNull();
  });

  it.each([
    ['undefined', undefined],
    ['an empty string', ''],
    ['garbage', 'garbage'],
    ['three garbage segments', 'a.b.c'],
    ['two segments', 'eyJhbGciOiJIUzI1NiJ9.e30'],
    ['an overlong value', 'a'.repeat(5_000)],
  ])('returns null for %s', async (_label, token) => {
    await expect(verifyToken(token, SECRET, NOW)).resolves.toBeNull();
  });

  it('rejects a tampered payload', async () => {
    const token = await signToken(CLAIMS, SECRET, NOW, EXPIRES);
    const [header, , signature] = token.split('.');
    const forged = base64url({ sub: '1', sid: SID, iat, exp: iat + 3600 });
    await expect(verifyToken(`${header}.${forged}.${signature}`, SECRET, NOW)).resolves.toBeNull();
  });

  it('rejects an unsigned token with alg none', async () => {
    const payload = base64url({ sub: '42', sid: SID, iat, exp: iat + 3600 });
    for (const alg of ['none', 'None', 'NONE']) {
      const header = base64url({ alg, typ: 'JWT' });
      await expect(verifyToken(`${header}.${payload}.`, SECRET, NOW)).resolves.toBeNull();
      await expect(verifyToken(`${header}.${payload}`, SECRET, NOW)).resolves.toBeNull();
    }
  });

  it('rejects a token signed with another HMAC algorithm (the allow-list is HS256)', async () => {
    const token = await new SignJWT({ sid: SID })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject('42')
      .setIssuedAt(iat)
      .setExpirationTime(iat + 3600)
      .sign(SECRET);
    await expect(verifyToken(token, SECRET, NOW)).resolves.toBeNull();
  });

  it.each([
    ['no sid', { sub: '42' }],
    ['no sub', { sid: SID }],
    ['a sub that is no account id', { sub: 'admin', sid: SID }],
    ['a sid of another shape', { sub: '42', sid: 'x' }],
  ])('rejects a correctly signed token with %s', async (_label, claims) => {
    const { sub, ...rest } = claims as { sub?: string; sid?: string };
    let jwt = new SignJWT(rest).setProtectedHeader({ alg: 'HS256' });
    if (sub !== undefined) jwt = jwt.setSubject(sub);
    const token = await jwt
      .setIssuedAt(iat)
      .setExpirationTime(iat + 3600)
      .sign(SECRET);
    await expect(verifyToken(token, SECRET, NOW)).resolves.toBeNull();
  });

  it('rejects a correctly signed token without exp', async () => {
    const token = await new SignJWT({ sid: SID })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('42')
      .setIssuedAt(iat)
      .sign(SECRET);
    await expect(verifyToken(token, SECRET, NOW)).resolves.toBeNull();
  });
});

describe('cookies', () => {
  it('names the cookies and gives uid one year', () => {
    expect(TOKEN_COOKIE).toBe('token');
    expect(UID_COOKIE).toBe('uid');
    expect(UID_MAX_AGE_S).toBe(365 * 24 * 60 * 60);
  });

  it('serialises a cookie spec as a Set-Cookie header', () => {
    const base = { path: '/', httpOnly: true, sameSite: 'lax', secure: false } as const;
    expect(serializeCookie({ ...base, name: 'token', value: 'a.b.c', maxAge: 604800 })).toBe(
      'token=a.b.c; Path=/; Max-Age=604800; HttpOnly; SameSite=Lax',
    );
    expect(serializeCookie({ ...base, name: 'token', value: 'x', secure: true })).toBe(
      'token=x; Path=/; HttpOnly; SameSite=Lax; Secure',
    );
    expect(serializeCookie({ ...base, name: 'token', value: '', maxAge: 0 })).toBe(
      'token=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax',
    );
  });
});

describe('shortNameOf', () => {
  it('is the stored short name, else the initials', () => {
    expect(shortNameOf({ shortName: null, firstName: 'anna', lastName: 'Müller' })).toBe('AM');
    expect(shortNameOf({ shortName: 'Ani', firstName: 'Anna', lastName: 'Müller' })).toBe('Ani');
    expect(shortNameOf({ shortName: null, firstName: 'Partner GmbH', lastName: '' })).toBe('P');
  });
});

describe('isValidUid', () => {
  it.each(['abcdefgh', '3f2b8c1e-6a4d-4e2f-9b1a-0c7d5e6f8a9b', 'a'.repeat(64)])(
    'accepts %s',
    (uid) => {
      expect(isValidUid(uid)).toBe(true);
    },
  );

  it.each([
    ['undefined', undefined],
    ['empty', ''],
    ['7 characters', 'abcdefg'],
    ['65 characters', 'a'.repeat(65)],
    ['a semicolon', 'abcdefgh;x=1'],
  ])('rejects %s', (_label, uid) => {
    expect(isValidUid(uid)).toBe(false);
  });
});
