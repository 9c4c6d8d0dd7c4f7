import { useT } from '../../i18n/provider';

/** SPEC.md §9: loading placeholder, 100 px high, text 'Wird geladen...'. */
export function LoadingPlaceholder() {
  const t = useT('common');
  return (
    <div className="loading-placeholder" role="status" aria-live="polite">
      {t('loading')}
    </div>
  );
}
