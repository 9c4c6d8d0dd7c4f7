import type { DroppedDates } from '#core/dates';
import { useT } from '../../i18n/provider';
import { formatDay } from '../../lib/format';
import { useLocale } from '../../lib/root-data';
import styles from './dropped-dates-notice.module.css';

/**
 * Says that the dates a link carried were left out and why (a past arrival names its date), on
 * every page that takes dates from its URL: a guest following an old link must not be shown
 * prices and vacancies without dates silently.
 */
export function DroppedDatesNotice({
  dropped,
  className,
}: {
  dropped: DroppedDates | null;
  className?: string;
}) {
  const t = useT('common');
  const locale = useLocale();
  if (dropped === null) return null;
  return (
    <p
      className={className ? `${styles.notice} ${className}` : styles.notice}
      role="status"
      data-testid="dropped-dates"
    >
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9.5" />
        <path d="M12 7v6M12 16.5v.5" />
      </svg>
      <span>
        {dropped.reason === 'past'
          ? t('dates.droppedPast', { date: formatDay(dropped.date, locale) })
          : t('dates.droppedInvalid')}
      </span>
    </p>
  );
}
