import { useTranslation } from 'react-i18next';
import type { SearchResultObject } from '../../../services/search-types';
import styles from './vacancy-bubble.module.css';

/** SPEC.md §3 vacancy status bubble: success, warning or danger for the chosen dates. */
export function VacancyBubble({ status }: { status: SearchResultObject['vacancy'] }) {
  const { t } = useTranslation('search');
  if (status === null) return null;
  return (
    <p className={styles.bubble} data-variant={status}>
      <span className={styles.dot} aria-hidden="true" />
      {t(`card.vacancy.${status}`)}
    </p>
  );
}
