// Clicks through /affiliate-redirect (SPEC §2 AffiliateRedirect): each is kept as a tracking event
// of kind 'affiliateClick' with the visit's partner, campaign and kept tracking parameters (SPEC §3)
// and the path it forwarded to, for the retention period (./retention.ts prunes tracking_events).
// Anyone can request the address in a loop, so the recording is limited per client address: past
// the limit the visitor is still forwarded, only no further row is written.
import type { TrackingParams } from '#core/tracking';
import { insertTrackingEvent } from '#db/repositories/visitors-tracking';
import {
  abuseSubject,
  withinAbuseLimits,
  type AbuseLimit,
  type RequestContext,
} from '#services/platform';

export const AFFILIATE_CLICK_KIND = 'affiliateClick';

/** Clicks recorded per client address (IPv4, or IPv6 /64) and hour. */
export const affiliateClickLimit: AbuseLimit = {
  name: 'affiliateClick.ip',
  points: 60,
  perSeconds: 60 * 60,
};

/**
 * Records a click of the visit (`tracking`: the parameters kept for it, partner checked against
 * the partners table by the context plugin). Returns whether a row was written.
 */
export async function recordAffiliateClick(
  ctx: RequestContext,
  click: { tracking: TrackingParams; target: string },
): Promise<boolean> {
  const counted = await withinAbuseLimits(ctx, [
    { limit: affiliateClickLimit, subject: abuseSubject.client(ctx.clientIp) },
  ]);
  if (!counted) return false;
  const { partner, pid, ...rest } = click.tracking;
  await insertTrackingEvent(ctx.deps.database.db, {
    mandant: ctx.mandant,
    kind: AFFILIATE_CLICK_KIND,
    uid: ctx.uid,
    objectNumber: null,
    payload: {
      partner: partner ?? null,
      pid: pid ?? null,
      params: rest,
      // The path only: a query may carry anything the link's author put there.
      target: click.target.split('?')[0] ?? '/',
    },
  });
  return true;
}
