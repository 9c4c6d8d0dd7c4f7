// What the page shell (header, footer, office contact) needs for a request: partner branding,
// campaign phone and the logged-in user's first name (SPEC.md §2, §3). The watch-list badge counts
// the watched numbers the root loader sends (services/watchlist.ts watchedObjectNumbers).
import { externalLinksFor, officePhone, type ExternalLinks } from '#core/branding';
import type { MailBrand, RequestContext } from '#services/platform';
import { partnerConfig, type PartnerConfig } from './config';
import { campaignByPid } from './lookups';
import { operatorBrand, operatorMailBrand } from './operator-brand';

export interface ShellData {
  user: { firstName: string } | null;
  /** Where the logo links: the partner URL when configured and not ignored, for anonymous users. */
  logoHref: string | null;
  partner: {
    id: number;
    name: string;
    /** The partner's and its group's header rules together (./config.ts). */
    showHeader: boolean;
    showHeaderLogo: boolean;
    hideInsurances: boolean;
    hideNewsletter: boolean;
    hideBonus: boolean;
  } | null;
  contact: {
    phoneDisplay: string;
    phoneInteract: string;
    email: string;
    source: 'office' | 'partner' | 'campaign';
  };
  encouragementAlert: boolean;
  watchlistShare: boolean;
  /** Links to site pages that go to the operator's main site (core/branding externalLinksFor). */
  externalLinks: ExternalLinks | null;
}

const telLink = (display: string) => display.replace(/[^+0-9]/g, '');

/** An http(s) URL as written, else null: a stored `javascript:` URL never becomes the logo link. */
function webUrl(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? value : null;
  } catch {
    return null;
  }
}

/**
 * A lookup the shell can do without: when it fails (the database away, a table being migrated),
 * the page renders with the office contact instead of becoming an error page.
 */
async function optional<T>(
  ctx: Pick<RequestContext, 'log'>,
  what: string,
  lookup: () => Promise<T | null>,
) {
  try {
    return await lookup();
  } catch (error) {
    ctx.log?.warn({ err: error }, `${what} lookup for the page shell failed; left out`);
    return null;
  }
}

/** The visit's (or a booking's) partner configuration and campaign; a failed lookup is none. */
async function partnerAndCampaign(
  ctx: Pick<RequestContext, 'deps' | 'log'>,
  partnerId: string | number | null,
  pid: string | null,
) {
  const { deps } = ctx;
  // A partner id in the int32 range of an existing partner, else none (./config.ts). The rows are
  // kept per process for a minute (./lookups.ts): no query per page of a partner's visit.
  return Promise.all([
    partnerId === null ? null : optional(ctx, 'partner', () => partnerConfig(deps, partnerId)),
    pid ? optional(ctx, 'campaign', () => campaignByPid(deps, pid)) : null,
  ]);
}

function contactOf(
  /** The operator's office contact (core/branding.ts contact). */
  office: { phone: string; email: string },
  partner: PartnerConfig | null,
  campaign: Awaited<ReturnType<typeof campaignByPid>>,
): ShellData['contact'] {
  let contact: ShellData['contact'] = {
    phoneDisplay: office.phone,
    phoneInteract: telLink(office.phone),
    email: office.email,
    source: 'office',
  };
  if (partner?.partnerPhone) {
    contact = {
      phoneDisplay: partner.partnerPhone,
      phoneInteract: telLink(partner.partnerPhone),
      email: partner.partnerEmail ?? office.email,
      source: 'partner',
    };
  }
  // A campaign's own number wins: it is how campaign calls are attributed (SPEC §1).
  if (campaign?.phoneDisplay) {
    contact = {
      ...contact,
      phoneDisplay: campaign.phoneDisplay,
      phoneInteract: campaign.phoneInteract ?? telLink(campaign.phoneDisplay),
      source: 'campaign',
    };
  }
  return contact;
}

export async function loadShell(ctx: RequestContext): Promise<ShellData> {
  const [[partner, campaign], branding] = await Promise.all([
    partnerAndCampaign(ctx, ctx.partnerId, ctx.pid),
    operatorBrand(ctx.deps),
  ]);
  // The office's line for the page's language (core/branding.ts contact.phoneByLanguage).
  const contact = contactOf(
    { phone: officePhone(branding.contact, ctx.language), email: branding.contact.email },
    partner,
    campaign,
  );
  const logoHref =
    partner?.partnerUrl && !partner.ignorePartnerUrl && !ctx.user
      ? webUrl(partner.partnerUrl)
      : null;
  return {
    user: ctx.user ? { firstName: ctx.user.firstName } : null,
    logoHref,
    partner: partner
      ? {
          id: partner.partnerId,
          name: partner.partnerName,
          showHeader: partner.showHeader,
          showHeaderLogo: partner.showHeaderLogo,
          hideInsurances: partner.hideInsurances,
          hideNewsletter: partner.hideNewsletter,
          hideBonus: partner.hideBonus,
        }
      : null,
    contact,
    encouragementAlert: campaign?.encouragementAlert ?? false,
    watchlistShare: campaign?.watchlistShare ?? false,
    externalLinks: externalLinksFor(branding.links, ctx.user),
  };
}

/**
 * The brand of the e-mails a visit causes (registration, password reset, shared watch list …):
 * the operator's name and the same contact as the page's header — the partner's or campaign's
 * when the visitor came through one, which the footer then names.
 */
export async function mailBrand(ctx: RequestContext): Promise<MailBrand> {
  const shell = await loadShell(ctx);
  const { contact } = shell;
  return {
    ...(await operatorMailBrand(ctx.deps)),
    contact: {
      phone: contact.phoneDisplay,
      email: contact.email,
      partnerName: contact.source !== 'office' && shell.partner ? shell.partner.name : null,
    },
  };
}

/**
 * The brand of a mail sent for something stored — a booking's reminders, its confirmation by the
 * landlord, its cancellation — with the contact of the partner and campaign it is attributed to
 * (bookings.partner_id, bookings.pid), not of whoever's request or job sends it.
 */
export async function mailBrandFor(
  ctx: Pick<RequestContext, 'deps' | 'log'>,
  attribution: { partnerId: number | null; pid: string | null },
): Promise<MailBrand> {
  const [partner, campaign] = await partnerAndCampaign(ctx, attribution.partnerId, attribution.pid);
  const office = await operatorMailBrand(ctx.deps);
  const contact = contactOf(office.contact, partner, campaign);
  return {
    ...office,
    contact: {
      phone: contact.phoneDisplay,
      email: contact.email,
      partnerName: contact.source !== 'office' && partner ? partner.partnerName : null,
    },
  };
}
