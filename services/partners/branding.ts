// What the page shell (header, footer, office contact) needs for a request: partner branding,
// campaign phone and the logged-in user's first name (SPEC.md §2, §3). The watch-list badge counts
// the watched numbers the root loader sends (services/watchlist.ts watchedObjectNumbers).
import { officeMailBrand, type MailBrand, type RequestContext } from '#services/platform';
import { campaignByPid, partnerById } from './lookups';

export interface ShellData {
  user: { firstName: string } | null;
  /** Where the logo links: the partner URL when configured and not ignored, for anonymous users. */
  logoHref: string | null;
  partner: {
    id: number;
    name: string;
    showHeader: boolean;
    showHeaderLogo: boolean;
  } | null;
  contact: {
    phoneDisplay: string;
    phoneInteract: string;
    email: string;
    source: 'office' | 'partner' | 'campaign';
  };
  encouragementAlert: boolean;
  watchlistShare: boolean;
}

const telLink = (display: string) => display.replace(/[^+0-9]/g, '');

/**
 * A lookup the shell can do without: when it fails (the database away, a table being migrated),
 * the page renders with the office contact instead of becoming an error page.
 */
async function optional<T>(ctx: RequestContext, what: string, lookup: () => Promise<T | null>) {
  try {
    return await lookup();
  } catch (error) {
    ctx.log?.warn({ err: error }, `${what} lookup for the page shell failed; left out`);
    return null;
  }
}

export async function loadShell(ctx: RequestContext): Promise<ShellData> {
  const { deps } = ctx;
  // ctx.partnerId is an existing partner's id in the int32 range (./known.ts), or null. The rows
  // are kept per process for a minute (./lookups.ts): no query per page of a partner's visit.
  const [partner, campaign] = await Promise.all([
    ctx.partnerId ? optional(ctx, 'partner', () => partnerById(deps, Number(ctx.partnerId))) : null,
    ctx.pid ? optional(ctx, 'campaign', () => campaignByPid(deps, ctx.pid ?? '')) : null,
  ]);
  const { config } = ctx.deps;
  let contact: ShellData['contact'] = {
    phoneDisplay: config.OFFICE_PHONE,
    phoneInteract: telLink(config.OFFICE_PHONE),
    email: config.OFFICE_EMAIL,
    source: 'office',
  };
  if (partner?.partnerPhone) {
    contact = {
      phoneDisplay: partner.partnerPhone,
      phoneInteract: telLink(partner.partnerPhone),
      email: partner.partnerEmail ?? config.OFFICE_EMAIL,
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
  const logoHref =
    partner?.partnerUrl && !partner.ignorePartnerUrl && !ctx.user ? partner.partnerUrl : null;
  return {
    user: ctx.user ? { firstName: ctx.user.firstName } : null,
    logoHref,
    partner: partner
      ? {
          id: partner.partnerId,
          name: partner.partnerName,
          showHeader: partner.showHeader,
          showHeaderLogo: partner.showHeaderLogo,
        }
      : null,
    contact,
    encouragementAlert: campaign?.encouragementAlert ?? false,
    watchlistShare: campaign?.watchlistShare ?? false,
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
    ...officeMailBrand(ctx.deps.config),
    contact: {
      phone: contact.phoneDisplay,
      email: contact.email,
      partnerName: contact.source !== 'office' && shell.partner ? shell.partner.name : null,
    },
  };
}
