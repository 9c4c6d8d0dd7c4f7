// Spam protection of the public forms (contact forms, partner registration) without a third-party
// captcha: a time trap and a hidden field. The form carries a token signed by the server with the
// instant it was rendered; a post sooner than MIN_FILL_MS after it (a bot filling at once), older
// than MAX_AGE_MS (a harvested token replayed for days), with a forged or missing token, or with
// the hidden field filled (bots fill every input) is refused as spam. Works without JavaScript:
// the token is a hidden input of the server-rendered form. Tokens are stateless (HMAC with a key
// derived from the server secret, like the abuse limits), so any process verifies another's.
//
// What a refusal looks like is the caller's choice: the use-cases answer 400 'invalid' naming the
// token field, so a human who was too quick can simply send again (the page renders a new token).
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppDeps } from './context';
import { DomainError } from './errors';

/** A human needs longer than this to fill in a form. */
export const MIN_FILL_MS = 3_000;
/** A form left open longer than this is rendered again. */
export const MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** Names of the two guard inputs every guarded form renders (hidden from people). */
export const FORM_GUARD_FIELDS = {
  /** The signed render instant. */
  token: 'formToken',
  /** Must stay empty; labelled so screen-reader users are told to leave it. */
  trap: 'website2',
} as const;

type GuardDeps = Pick<AppDeps, 'jwtSecret' | 'clock'>;

function key(deps: GuardDeps): Buffer {
  return createHmac('sha256', deps.jwtSecret).update('feriora form guard').digest();
}

function sign(deps: GuardDeps, form: string, issuedAt: number): string {
  return createHmac('sha256', key(deps)).update(`${form}:${issuedAt}`).digest('base64url');
}

/** A token for a form rendered now; `form` binds it to one form ('contact', 'registration'). */
export function issueFormToken(deps: GuardDeps, form: string): string {
  const issuedAt = deps.clock().getTime();
  return `${issuedAt.toString(36)}.${sign(deps, form, issuedAt)}`;
}

export type FormGuardVerdict = 'ok' | 'missing' | 'forged' | 'tooFast' | 'expired' | 'trapped';

/** Why a post fails the guard, or 'ok'. Pure apart from the clock; never throws. */
export function checkFormGuard(
  deps: GuardDeps,
  form: string,
  input: { token?: string | undefined; trap?: string | undefined },
): FormGuardVerdict {
  if (input.trap !== undefined && input.trap.trim() !== '') return 'trapped';
  const token = input.token ?? '';
  const dot = token.indexOf('.');
  if (token === '' || dot <= 0) return 'missing';
  const issuedAt = Number.parseInt(token.slice(0, dot), 36);
  if (!Number.isSafeInteger(issuedAt)) return 'forged';
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(sign(deps, form, issuedAt));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'forged';
  const age = deps.clock().getTime() - issuedAt;
  if (age < MIN_FILL_MS) return 'tooFast';
  if (age > MAX_AGE_MS) return 'expired';
  return 'ok';
}

/**
 * Refuses a post that fails the guard: DomainError 'invalid' on `field` (the token input's name
 * in the caller's request shape) with the key errors.form.spamSuspected, which tells a human to
 * wait a moment and send again.
 */
export function enforceFormGuard(
  deps: GuardDeps,
  form: string,
  input: { token?: string | undefined; trap?: string | undefined },
  field: string = FORM_GUARD_FIELDS.token,
): void {
  const verdict = checkFormGuard(deps, form, input);
  if (verdict !== 'ok') {
    throw new DomainError('invalid', 'errors.form.spamSuspected', {
      field,
      data: { guard: verdict },
    });
  }
}
