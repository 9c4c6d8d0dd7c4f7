// Passwords: argon2id with explicit parameters (docs/spec/ARCHITECTURE.md: m=19456 KiB, t=2, p=1 —
// OWASP's minimum for argon2id), stored in the PHC string format that names them, so a hash made
// with other parameters is recognised and replaced at the next successful login. Policy (ASVS 5.0
// V6.2): 8–128 characters, the 3,000 most common passwords refused, no composition rules.
import { hash, parseOptions, verify } from '@node-rs/argon2';
import { PASSWORD_MAX, PASSWORD_MIN } from '#core/accounts';
import { COMMON_PASSWORDS_TEXT } from './common-passwords';

export interface PasswordHashOptions {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** The parameters every new hash is made with. */
export const PASSWORD_HASH_OPTIONS: Readonly<PasswordHashOptions> = Object.freeze({
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
});

/** @node-rs/argon2's Algorithm.Argon2id (a const enum, which isolated modules cannot import). */
const ARGON2ID = 2;

/** Unicode-equal passwords are equal ('é' typed as one or as two code points). */
const normalise = (password: string): string => password.normalize('NFC');

export function hashPassword(
  password: string,
  options: Readonly<PasswordHashOptions> = PASSWORD_HASH_OPTIONS,
): Promise<string> {
  return hash(normalise(password), { ...options, algorithm: ARGON2ID, outputLen: 32 });
}

let dummyHash: Promise<string> | null = null;

/**
 * A hash of a random password with the current parameters, verified when there is no account (or
 * no password) to verify against: a login takes as long for an unknown address as for a known one.
 */
function dummy(): Promise<string> {
  dummyHash ??= hashPassword(`no account ${Math.random()}`);
  return dummyHash;
}

/** Whether a stored hash was made with other parameters than the current ones (or is no argon2id). */
export function needsRehash(stored: string): boolean {
  try {
    const options = parseOptions(stored);
    return (
      options.algorithm !== ARGON2ID ||
      options.memoryCost !== PASSWORD_HASH_OPTIONS.memoryCost ||
      options.timeCost !== PASSWORD_HASH_OPTIONS.timeCost ||
      options.parallelism !== PASSWORD_HASH_OPTIONS.parallelism
    );
  } catch {
    return true;
  }
}

/**
 * Verifies a password against a stored hash; with no hash (no account, a partner account) the
 * dummy hash is verified instead, so every attempt costs one argon2 verification, and the answer
 * is false.
 */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  const candidate = normalise(password);
  if (stored === null || !stored.startsWith('$argon2')) {
    await verify(await dummy(), candidate).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, candidate);
  } catch {
    return false;
  }
}

let common: ReadonlySet<string> | null = null;

function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(
    COMMON_PASSWORDS_TEXT.split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  );
  return common;
}

export type PasswordProblem = 'tooShort' | 'tooLong' | 'common';

/**
 * What is wrong with a new password, or null: fewer than 8 or more than 128 characters (code
 * points), or one of the 3,000 most common passwords (compared without case).
 */
export function passwordProblem(password: string): PasswordProblem | null {
  const length = [...normalise(password)].length;
  if (length < PASSWORD_MIN) return 'tooShort';
  if (length > PASSWORD_MAX) return 'tooLong';
  if (commonPasswords().has(normalise(password).toLowerCase())) return 'common';
  return null;
}

/** The number of passwords on the common list (3,000). */
export function commonPasswordCount(): number {
  return commonPasswords().size;
}
