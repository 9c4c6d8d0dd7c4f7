// What a partner's staff see of their partner after the partner login (issue 16; SPEC §3 Partner
// configuration): its number and name, the link that brings visitors under its brand, the
// contact those visitors are shown and the flags in force. Read only for the logged-in partner
// account's own partner (SessionUser.partnerId), never for an id from the request, so one
// partner's staff cannot see another's configuration.
import type { RequestContext } from '#services/platform';
import { partnerConfig } from './config';

export interface PartnerOverview {
  partnerId: number;
  name: string;
  /** `<SITE_URL>/?partner=<id>`: the link the approval mail hands over too. */
  link: string;
  /** What the partner's visitors see in the header, widget and mails; null: the office's. */
  phone: string | null;
  email: string | null;
  /** Where the header logo links to, when it does (partnerUrl, not ignored). */
  logoLink: string | null;
  showHeader: boolean;
  showHeaderLogo: boolean;
  hideInsurances: boolean;
  hideNewsletter: boolean;
}

/** The partner link of partner `partnerId` on the site at `siteUrl`. */
export function partnerLinkOf(siteUrl: string, partnerId: number): string {
  const link = new URL('/', siteUrl);
  link.searchParams.set('partner', String(partnerId));
  return link.href;
}

/**
 * The logged-in partner account's partner, or null for a guest, a customer account, or a
 * partner since deleted.
 */
export async function partnerOverview(
  ctx: Pick<RequestContext, 'deps' | 'user'>,
): Promise<PartnerOverview | null> {
  const user = ctx.user;
  if (user === null || user.kind !== 'partner' || user.partnerId === null) return null;
  const config = await partnerConfig(ctx.deps, user.partnerId);
  if (config === null) return null;
  return {
    partnerId: config.partnerId,
    name: config.partnerName,
    link: partnerLinkOf(ctx.deps.config.SITE_URL, config.partnerId),
    phone: config.partnerPhone,
    email: config.partnerEmail,
    logoLink: config.partnerUrl && !config.ignorePartnerUrl ? config.partnerUrl : null,
    showHeader: config.showHeader,
    showHeaderLogo: config.showHeaderLogo,
    hideInsurances: config.hideInsurances,
    hideNewsletter: config.hideNewsletter,
  };
}
