import type { SearchResultObject } from '#services/search/types';
import { useT } from '../../i18n/provider';
import styles from './vacancy-bubble.module.css';

/**
 * SPEC.md §3 vacancy status bubble: success, warning or danger for the chosen dates. Result cards
 * show the card text of the status; the price box passes its own, more precise `label`.
 */
export function VacancyBubble({
  status,
  label,
  className,
  testId,
}: {
  status: SearchResultObject['vacancy'];
  label?: string;
  className?: string;
  testId?: string;
}) {
  const t = useT('search');
  if (status === null) return null;
  return (
    <p
      className={className ? `${styles.bubble} ${className}` : styles.bubble}
      data-variant={status}
      data-testid={testId}
    >
      {label ?? t(`card.vacancy.${status}`)}
    </p>
  );
}
