// The operator's legal entity on one line (core/branding.ts legal), as the footer and printed
// documents (the booking confirmation) show it: address · register · VAT id · managing director.
import { useT } from '../i18n/provider';
import { useBrand, useRootData } from './root-data';

export function useLegalLine(): string {
  const t = useT('common');
  const legal = useBrand()?.legal;
  if (!legal) return '';
  return [
    legal.address,
    legal.register,
    legal.vatId ? t('footer.legalVatId', { vatId: legal.vatId }) : null,
    legal.managingDirector ? t('footer.legalDirector', { name: legal.managingDirector }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * Where the header's logo leads and what its link is called: home, or for a partner's visitor the
 * partner's own site (services/partners loadShell `logoHref`), named by its host — "zur
 * Startseite" on a link that leaves for the partner's site would tell a screen reader otherwise.
 */
export function useLogoLink(homeHref: string): { href: string; label: string; external: boolean } {
  const t = useT('common');
  const root = useRootData();
  const href = root?.shell.logoHref ?? null;
  if (href === null) return { href: homeHref, label: t('brand.homeLink'), external: false };
  let host = href;
  try {
    host = new URL(href).hostname.replace(/^www\./, '');
  } catch {
    // loadShell gives a web address only; the raw value is still better than a wrong label.
  }
  return { href, label: t('brand.partnerLink', { host }), external: true };
}
