// The operator's legal entity on one line (core/branding.ts legal), as the footer and printed
// documents (the booking confirmation) show it: address · register · VAT id · managing director.
import { useT } from '../i18n/provider';
import { useBrand } from './root-data';

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
