// Rules of a visit that depend on where it arrives (SPEC §2 PartnerRequired): a partner group may
// require a partner id on the hosts it is served under. The Host header is only compared with the
// configured host list (lower case, no port); nothing is ever built from it (pages render at
// SITE_URL's origin, issue 12).
import type { RequestContext } from '#services/platform';
import { partnerRequiredHostSet } from './lookups';

/**
 * Whether this visit must go to /incorrect/: it arrives on a host of a group with partnerRequired
 * and has no valid partner id (ctx.partnerId is a known partner's id or null, server/plugins/
 * context.ts). A failed lookup lets the visit through: the site stays up without the rule.
 */
export async function partnerIdMissing(
  ctx: Pick<RequestContext, 'deps' | 'log' | 'partnerId'>,
  hostname: string | undefined,
): Promise<boolean> {
  if (ctx.partnerId !== null || !hostname) return false;
  try {
    const hosts = await partnerRequiredHostSet(ctx.deps);
    // 'host.example.' (fully qualified, with the root's dot) is the same host to DNS and browsers.
    return hosts.size > 0 && hosts.has(hostname.toLowerCase().replace(/\.+$/, ''));
  } catch (error) {
    ctx.log?.warn({ err: error }, 'partner-required host lookup failed; visit let through');
    return false;
  }
}
