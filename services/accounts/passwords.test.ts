import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS_TEXT } from './common-passwords';
import {
  PASSWORD_HASH_OPTIONS,
  commonPasswordCount,
  hashPassword,
  needsRehash,
  passwordProblem,
  verifyPassword,
} from './passwords';

describe('passwordProblem', () => {
  it('asks for 8 to 128 characters, counted as code points', () => {
    expect(passwordProblem('kurz')).toBe('tooShort');
    expect(passwordProblem('😀'.repeat(7))).toBe('tooShort');
    expect(passwordProblem('😀'.repeat(8))).toBeNull();
    expect(passwordProblem('x'.repeat(128))).toBeNull();
    expect(passwordProblem('x'.repeat(129))).toBe('tooLong');
  });

  it('has no composition rules', () => {
    for (const password of [
      'nurkleinbuchstaben',
      'NUR GROSS MIT LEER',
      '1234 5678 9012',
      'äöü ßéèê',
    ]) {
      expect(passwordProblem(password)).toBeNull();
    }
  });

  it('refuses the 3,000 most common passwords of that length, whatever their case', () => {
    expect(commonPasswordCount()).toBe(3_000);
    const list = COMMON_PASSWORDS_TEXT.split('\n').filter(Boolean);
    expect(list).toHaveLength(3_000);
    expect(list.slice(0, 3)).toEqual(['password', '12345678', '123456789']);
    for (const password of [
      list[0]!,
      list[1_499]!,
      list[2_999]!,
      'PassWord1',
      'Passwort',
      'iloveyou',
    ]) {
      expect(passwordProblem(password)).toBe('common');
    }
    expect(list.every((p) => [...p].length >= 8 && [...p].length <= 128)).toBe(true);
  });
});

describe('hashPassword / verifyPassword / needsRehash', () => {
  it('hashes with argon2id and the explicit parameters, salted', async () => {
    const first = await hashPassword('Leuchtturm am Deich');
    const second = await hashPassword('Leuchtturm am Deich');
    expect(first).toMatch(
      /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/,
    );
    expect(second).not.toBe(first);
    expect(PASSWORD_HASH_OPTIONS).toEqual({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    await expect(verifyPassword(first, 'Leuchtturm am Deich')).resolves.toBe(true);
    await expect(verifyPassword(first, 'leuchtturm am deich')).resolves.toBe(false);
    expect(needsRehash(first)).toBe(false);
  });

  it('treats Unicode-equal passwords as equal (NFC)', async () => {
    const composed = 'Café am Meer';
    const decomposed = 'Cafe\u0301 am Meer';
    await expect(verifyPassword(await hashPassword(composed), decomposed)).resolves.toBe(true);
  });

  it('recognises a hash made with other parameters or another algorithm', async () => {
    expect(
      needsRehash(
        await hashPassword('x'.repeat(10), { memoryCost: 8_192, timeCost: 1, parallelism: 1 }),
      ),
    ).toBe(true);
    expect(
      needsRehash(
        '$argon2i$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g',
      ),
    ).toBe(true);
    expect(needsRehash('!factory-account-without-password')).toBe(true);
  });

  it('answers false, after a verification, without a hash or with one that is none', async () => {
    await expect(verifyPassword(null, 'irgendwas')).resolves.toBe(false);
    await expect(verifyPassword('!factory-account-without-password', 'irgendwas')).resolves.toBe(
      false,
    );
    await expect(verifyPassword('$argon2id$kaputt', 'irgendwas')).resolves.toBe(false);
  });
});
