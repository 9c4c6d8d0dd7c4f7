// Spam protection of the public forms (the enquiry, contact forms, partner registration) without a
// third-party captcha (docs/decisions/055-occupancy-and-booking-states.md):
// - a form token: the instant the form was rendered, signed (HMAC with a key derived from the
//   server secret) and bound to one form — a post sooner than MIN_FILL_MS after it (a script
//   filling at once), older than MAX_AGE_MS (a harvested token replayed for days), forged, of
//   another form or missing is refused with a 400 on the token field; a human who was too quick
//   sends again. Tokens are stateless, so any process verifies another's;
// - a hidden field (the trap) people never see and screen readers are told to leave empty: a post
//   with it filled gets the same answer as any other and is silently dropped, so a bot learns
//   nothing;
// - plus the abuse limits per client address and per target address (./abuse-limits.ts), which
//   each use-case applies itself.
// Works without JavaScript: token and trap are inputs of the server-rendered form.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppDeps, RequestContext } from './context';
import { DomainError } from './errors';
import { FORM_GUARD_FIELDS } from './types';

/** A person needs longer than this to fill in a form. */
export const MIN_FILL_MS = 3_000;
/** A form left open longer than this is rendered again. */
export const MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** The forms that carry a token; a token of one is refused by every other. */
export type GuardedForm = 'enquiry' | 'contact' | 'registration' | 'newsletter';

/**
 * Input names of the newer guarded forms (the enquiry's API predates them: formToken, website);
 * kept in ./types.ts, which forms in the browser import too.
 */
export { FORM_GUARD_FIELDS };

type GuardContext = Pick<RequestContext, 'now'> & { deps: Pick<AppDeps, 'jwtSecret'> };

function sign(ctx: GuardContext, form: GuardedForm, issued: string): string {
  const key = createHmac('sha256', ctx.deps.jwtSecret).update('feriora form guard').digest();
  return createHmac('sha256', key).update(`${form}:${issued}`).digest('base64url');
}

/** A token for `form` rendered now (the request's instant). */
export function issueFormToken(ctx: GuardContext, form: GuardedForm): string {
  const issued = ctx.now.getTime().toString(36);
  return `${issued}.${sign(ctx, form, issued)}`;
}

export type FormTokenProblem = 'invalid' | 'tooFast' | 'expired';

/** null when the token is one of ours for `form` and its age fits, else why not. Never throws. */
export function formTokenProblem(
  ctx: GuardContext,
  form: GuardedForm,
  token: string | undefined,
): FormTokenProblem | null {
  const [issued = '', signature = ''] = (token ?? '').split('.');
  if (!/^[0-9a-z]{1,12}$/.test(issued)) return 'invalid';
  const expected = sign(ctx, form, issued);
  if (
    signature.length !== expected.length ||
    !timingSafeEqual(Buffer.from(signature), Buffer.from(expected))
  ) {
    return 'invalid';
  }
  const age = ctx.now.getTime() - parseInt(issued, 36);
  if (age < MIN_FILL_MS) return 'tooFast';
  if (age > MAX_AGE_MS) return 'expired';
  return null;
}

/**
 * The guard of one post. Throws DomainError 'invalid' naming `field` (errors.form.invalid |
 * tooFast | expired) for a token problem; answers 'drop' when the trap is filled — the caller then
 * answers as if it had sent and neither stores nor mails anything — else 'send'.
 */
export function enforceFormGuard(
  ctx: GuardContext,
  form: GuardedForm,
  input: { token: string | undefined; trap: string | undefined },
  field: string = FORM_GUARD_FIELDS.token,
): 'send' | 'drop' {
  const problem = formTokenProblem(ctx, form, input.token);
  if (problem !== null) throw new DomainError('invalid', `errors.form.${problem}`, { field });
  return input.trap !== undefined && input.trap.trim() !== '' ? 'drop' : 'send';
}
