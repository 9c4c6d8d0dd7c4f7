import { useT } from '../../i18n/provider';
import { formatRating } from '../../lib/format';
import { useLocale } from '../../lib/root-data';
import styles from './rating-stars.module.css';

const STARS = 5;

/** SPEC.md §3 rating: five stars filled to the average, with the number of ratings. */
export function RatingStars({ average, count }: { average: number | null; count: number }) {
  const t = useT('search');
  const locale = useLocale();
  if (average === null || count === 0) {
    return <p className={styles.none}>{t('rating.none')}</p>;
  }
  const clamped = Math.max(0, Math.min(STARS, average));
  const value = formatRating(clamped, locale);
  return (
    <p className={styles.rating}>
      <span className={styles.stars} role="img" aria-label={t('rating.label', { average: value })}>
        <span className={styles.empty} aria-hidden="true">
          ★★★★★
        </span>
        <span
          className={styles.filled}
          aria-hidden="true"
          style={{ width: `${(clamped / STARS) * 100}%` }}
        >
          ★★★★★
        </span>
      </span>
      <span className={styles.value} aria-hidden="true">
        {value}
      </span>
      {/* One text node: no separator comments in the server HTML of every card. */}
      <span className={styles.count}>{`(${t('rating.count', { count })})`}</span>
    </p>
  );
}
