import { useTranslation } from 'react-i18next';

/** SPEC.md §9: loading placeholder, 100 px high, text 'Wird geladen...'. */
export function LoadingPlaceholder() {
  const { t } = useTranslation();
  return (
    <div className="loading-placeholder" role="status" aria-live="polite">
      {t('loading')}
    </div>
  );
}
