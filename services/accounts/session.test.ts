import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '#services/platform';
import {
  TOKEN_COOKIE,
  TOKEN_MAX_AGE_S,
  UID_COOKIE,
  UID_MAX_AGE_S,
  isValidUid,
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

const USER: SessionUser = {
  accountID: 'acc-42',
  email: 'anna@example.com',
  firstName: 'Anna',
  permissions: ['localeEditor.update'],
};

const base64url = (value: unknown): string =>
  Buffer.from(JSON.stringify(value)).toString('base64url');

describe('signToken / verifyToken', () => {
  it('round-trips the user', async () => {
    const token = await signToken(USER, SECRET, NOW);
    expect(token.split('.')).toHaveLength(3);
    await expect(verifyToken(token, SECRET, NOW)).resolves.toEqual(USER);
  });

  it('round-trips a user without permissions or first name', async () => {
    const user: SessionUser = {
      accountID: '1',
      email: 'b@example.com',
      firstName: '',
      permissions: [],
    };
    await expect(verifyToken(await signToken(user, SECRET, NOW), SECRET, NOW)).resolves.toEqual(
      user,
    );
  });

  it('is deterministic for a fixed now', async () => {
    expect(await signToken(USER, SECRET, NOW)).toBe(await signToken(USER, SECRET, NOW));
  });

  it('sets iat to now and exp to now + 7 days, with alg HS256', async () => {
    const token = await signToken(USER, SECRET, NOW);
    const [header, payload] = token.split('.');
    expect(JSON.parse(Buffer.from(header ?? '', 'base64url').toString())).toEqual({ alg: 'HS256' });
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const iat = NOW.getTime() / 1000;
    expect(claims.iat).toBe(iat);
    expect(claims.exp).toBe(iat + 7 * 24 * 60 * 60);
    expect(claims.sub).toBe(USER.accountID);
  });

  it('is valid for 7 days', async () => {
    expect(TOKEN_MAX_AGE_S).toBe(7 * 24 * 60 * 60);
    const token = await signToken(USER, SECRET, NOW);
    await expect(verifyToken(token, SECRET, at(6 * DAY + 23 * HOUR))).resolves.toEqual(USER);
    await expect(verifyToken(token, SECRET, at(7 * DAY - SECOND))).resolves.toEqual(USER);
    await expect(verifyToken(token, SECRET, at(7 * DAY + SECOND))).resolves.toBeNull();
    await expect(verifyToken(token, SECRET, at(30 * DAY))).resolves.toBeNull();
  });

  it('rejects a wrong secret', async () => {
    const token = await signToken(USER, SECRET, NOW);
    await expect(verifyToken(token, OTHER_SECRET, NOW)).resolves.toBeNull();
  });

  it.each([
    ['undefined', undefined],
    ['an empty string', ''],
    ['garbage', 'garbage'],
    ['three garbage segments', 'a.b.c'],
    ['two segments', 'eyJhbGciOiJIUzI1NiJ9.e30'],
  ])('returns null for %s', async (_label, token) => {
    await expect(verifyToken(token, SECRET, NOW)).resolves.toBeNull();
  });

  it('rejects a tampered payload', async () => {
    const token = await signToken(USER, SECRET, NOW);
    const [header, , signature] = token.split('.');
    const forged = base64url({
      sub: 'admin',
      email: 'evil@example.com',
      permissions: ['localeEditor.update'],
      iat: NOW.getTime() / 1000,
      exp: NOW.getTime() / 1000 + 3600,
    });
    await expect(verifyToken(`${header}.${forged}.${signature}`, SECRET, NOW)).resolves.toBeNull();
  });

  it('rejects an unsigned token with alg none', async () => {
    const iat = NOW.getTime() / 1000;
    const payload = base64url({ sub: USER.accountID, email: USER.email, iat, exp: iat + 3600 });
    for (const alg of ['none', 'None', 'NONE']) {
      const header = base64url({ alg, typ: 'JWT' });
      await expect(verifyToken(`${header}.${payload}.`, SECRET, NOW)).resolves.toBeNull();
      await expect(verifyToken(`${header}.${payload}`, SECRET, NOW)).resolves.toBeNull();
    }
  });

  it('rejects a token signed with another HMAC algorithm', async () => {
    const iat = NOW.getTime() / 1000;
    const token = await new SignJWT({ email: USER.email })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(USER.accountID)
      .setIssuedAt(iat)
      .setExpirationTime(iat + 3600)
      .sign(SECRET);
    await expect(verifyToken(token, SECRET, NOW)).resolves.toBeNull();
  });

  it('rejects a correctly signed token without sub or email', async () => {
    const iat = NOW.getTime() / 1000;
    const noSub = await new SignJWT({ email: USER.email })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(iat)
      .setExpirationTime(iat + 3600)
      .sign(SECRET);
    const noEmail = await new SignJWT({ firstName: 'Anna' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(USER.accountID)
      .setIssuedAt(iat)
      .setExpirationTime(iat + 3600)
      .sign(SECRET);
    await expect(verifyToken(noSub, SECRET, NOW)).resolves.toBeNull();
    await expect(verifyToken(noEmail, SECRET, NOW)).resolves.toBeNull();
  });

  it('cleans up odd optional claims of a correctly signed token', async () => {
    const iat = NOW.getTime() / 1000;
    const token = await new SignJWT({
      email: USER.email,
      firstName: 7,
      permissions: ['a', 1, null, 'b'],
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(USER.accountID)
      .setIssuedAt(iat)
      .setExpirationTime(iat + 3600)
      .sign(SECRET);
    await expect(verifyToken(token, SECRET, NOW)).resolves.toEqual({
      accountID: USER.accountID,
      email: USER.email,
      firstName: '',
      permissions: ['a', 'b'],
    });
  });
});

describe('cookie constants', () => {
  it('names the cookies and gives uid one year', () => {
    expect(TOKEN_COOKIE).toBe('token');
    expect(UID_COOKIE).toBe('uid');
    expect(UID_MAX_AGE_S).toBe(365 * 24 * 60 * 60);
  });
});

describe('isValidUid', () => {
  it.each([
    'abcdefgh',
    'ABCDEFGH',
    '12345678',
    '3f2b8c1e-6a4d-4e2f-9b1a-0c7d5e6f8a9b',
    'a'.repeat(64),
    '--------',
  ])('accepts %s', (uid) => {
    expect(isValidUid(uid)).toBe(true);
  });

  it.each([
    ['undefined', undefined],
    ['empty', ''],
    ['7 characters', 'abcdefg'],
    ['65 characters', 'a'.repeat(65)],
    ['an underscore', 'abcd_efgh'],
    ['a space', 'abcd efgh'],
    ['a dot', 'abcd.efgh'],
    ['a semicolon', 'abcdefgh;x=1'],
    ['a trailing newline', 'abcdefgh\n'],
    ['non-ASCII', 'abcdefgä'],
  ])('rejects %s', (_label, uid) => {
    expect(isValidUid(uid)).toBe(false);
  });
});
