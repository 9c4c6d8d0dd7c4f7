// A partner's configuration as the site applies it (SPEC §3 Partner configuration, §6 partner
// parent): the partner row with its group's header rules folded in — the header or the logo is
// hidden when the partner's own flag or its group's says N. Rows come from the per-process
// lookups (./lookups.ts), so a partner's visit costs no query per page.
import type { AppDeps } from '#services/platform';
import { isPartnerId } from '#core/tracking';
import { campaignByPid, groupByCode, partnerById } from './lookups';

export interface PartnerConfig {
  partnerId: number;
  partnerName: string;
  partnerTagName: string | null;
  /** The partner group's code (partner_groups.code), or null. */
  partnerParent: string | null;
  partnerPhone: string | null;
  partnerEmail: string | null;
  partnerUrl: string | null;
  ignorePartnerUrl: boolean;
  paxloungeNr: string | null;
  /** No travel insurance offered, none booked (forced off on the server). */
  hideInsurances: boolean;
  /** No newsletter opt-in anywhere (registration, dashboard). */
  hideNewsletter: boolean;
  /** No bonus field or code (the price query's bonus is dropped). */
  hideBonus: boolean;
  /** The partner books through Midoco: recorded with the booking for the office. */
  allowMidocoUsage: boolean;
  /** Partner's and group's showHeader together: N in either hides the header. */
  showHeader: boolean;
  /** Partner's and group's showHeaderLogo together: N in either hides the logo. */
  showHeaderLogo: boolean;
}

/**
 * The configuration of partner `partnerId` (a string from the visit or a stored number), or null
 * for no id, an id outside the partner-id range (checked before any query) or an unknown partner.
 * A partner whose group is unknown keeps its own header rules.
 */
export async function partnerConfig(
  deps: Pick<AppDeps, 'database'>,
  partnerId: string | number | null | undefined,
): Promise<PartnerConfig | null> {
  if (partnerId === null || partnerId === undefined) return null;
  const id = String(partnerId);
  if (!isPartnerId(id)) return null;
  const partner = await partnerById(deps, Number(id));
  if (partner === null) return null;
  const group = partner.partnerParent ? await groupByCode(deps, partner.partnerParent) : null;
  return {
    partnerId: partner.partnerId,
    partnerName: partner.partnerName,
    partnerTagName: partner.partnerTagName,
    partnerParent: partner.partnerParent,
    partnerPhone: partner.partnerPhone,
    partnerEmail: partner.partnerEmail,
    partnerUrl: partner.partnerUrl,
    ignorePartnerUrl: partner.ignorePartnerUrl,
    paxloungeNr: partner.paxloungeNr,
    hideInsurances: partner.hideInsurances,
    hideNewsletter: partner.hideNewsletter,
    hideBonus: partner.hideBonus,
    allowMidocoUsage: partner.allowMidocoUsage,
    showHeader: partner.showHeader && (group?.showHeader ?? true),
    showHeaderLogo: partner.showHeaderLogo && (group?.showHeaderLogo ?? true),
  };
}

/** What a visit's partner hides (all false without a partner). */
export interface PartnerHides {
  hideInsurances: boolean;
  hideNewsletter: boolean;
  hideBonus: boolean;
}

export const NOTHING_HIDDEN: PartnerHides = {
  hideInsurances: false,
  hideNewsletter: false,
  hideBonus: false,
};

/** The flags of the request's partner (ctx.partnerId: the visit's, or a partner user's). */
export async function partnerHides(ctx: {
  deps: Pick<AppDeps, 'database'>;
  partnerId: string | null;
}): Promise<PartnerHides> {
  const config = await partnerConfig(ctx.deps, ctx.partnerId);
  if (config === null) return NOTHING_HIDDEN;
  return {
    hideInsurances: config.hideInsurances,
    hideNewsletter: config.hideNewsletter,
    hideBonus: config.hideBonus,
  };
}

/** Whom a booking is attributed to, as the office reads it (SPEC §3; commission, Midoco). */
export interface BookingAttribution {
  partnerId: number | null;
  partnerName: string | null;
  /** The partner's group (partner_groups.code), or null. */
  partnerGroup: string | null;
  /** Whether the partner books through Midoco (SPEC §3 allowMidocoUsage); null without one. */
  allowMidocoUsage: boolean | null;
  pid: string | null;
  campaign: string | null;
}

/**
 * The partner and campaign a booking came through (bookings.partner_id, pid) with what the office
 * needs of them; null when it came through neither. A partner or campaign since deleted keeps its
 * id and pid, without names.
 */
export async function bookingAttribution(
  deps: Pick<AppDeps, 'database'>,
  booking: { partnerId: number | null; pid: string | null },
): Promise<BookingAttribution | null> {
  if (booking.partnerId === null && booking.pid === null) return null;
  const [partner, campaign] = await Promise.all([
    partnerConfig(deps, booking.partnerId),
    booking.pid === null ? null : campaignByPid(deps, booking.pid),
  ]);
  return {
    partnerId: booking.partnerId,
    partnerName: partner?.partnerName ?? null,
    partnerGroup: partner?.partnerParent ?? null,
    allowMidocoUsage: partner === null ? null : partner.allowMidocoUsage,
    pid: booking.pid,
    campaign: campaign?.description ?? null,
  };
}
