// The user area's debug view (SPEC.md §2 /user/debug/, §5): the visitor's own token payload, its
// issue and expiry times as yyyy-MM-dd HH:mm:ss (Berlin time) — nothing of anyone else.
import type { RequestContext } from '#services/platform';
import { requireAccess } from './permissions';
import type { TokenDebug } from './types';

const BERLIN = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** An instant as yyyy-MM-dd HH:mm:ss in Berlin time. */
export function formatBerlinDateTime(instant: Date): string {
  return BERLIN.format(instant);
}

export function tokenDebug(ctx: RequestContext): TokenDebug {
  const user = requireAccess(ctx, 'user');
  const iat = Math.floor(user.issuedAt.getTime() / 1000);
  const exp = Math.floor(user.expiresAt.getTime() / 1000);
  return {
    payload: { sub: user.accountID, sid: user.sessionId, iat, exp },
    issuedAt: formatBerlinDateTime(user.issuedAt),
    expiresAt: formatBerlinDateTime(user.expiresAt),
  };
}
