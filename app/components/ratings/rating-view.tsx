// A rating as its own page shows it (the host's answer page, issue 15): stars, the five categories,
// who travelled when, the verified mark and the guest's words. Plain text only: React escapes it.
import { RATING_CATEGORIES, starFills } from '#core/ratings';
import type { RatingForAnswer } from '#services/ratings/types';
import { useT } from '../../i18n/provider';
import { formatDay, formatRating } from '../../lib/format';
import { useLocale } from '../../lib/root-data';
import styles from './ratings.module.css';

export function StarRow({ average, label }: { average: number; label: string }) {
  return (
    <span className={styles.stars} role="img" aria-label={label}>
      {starFills(average).map((fill, i) => (
        <span key={i} aria-hidden="true" data-fill={fill >= 0.5 ? 'full' : undefined}>
          ★
        </span>
      ))}
    </span>
  );
}

export function RatingView({ rating }: { rating: RatingForAnswer }) {
  const t = useT('catalogue');
  const locale = useLocale();
  const average = formatRating(rating.votesAverage, locale);
  return (
    <article className={styles.rating} aria-labelledby="rated-title" data-testid="rating-view">
      <header className={styles.ratingHead}>
        <StarRow average={rating.votesAverage} label={t('ratings.starsLabel', { average })} />
        <strong className={styles.ratingValue}>{average}</strong>
        {rating.travelData.verified ? (
          <span className={styles.verified}>{t('ratings.verified')}</span>
        ) : null}
      </header>
      <h2 id="rated-title" className={styles.ratingTitle}>
        {rating.title ?? t('ratings.untitled')}
      </h2>
      <p className={styles.meta}>
        {t('ratingAnswer.byline', {
          author: rating.author,
          date: formatDay(rating.travelData.ratingDate, locale),
          type: t(`ratings.travelType.${rating.travelData.type}`, {
            defaultValue: rating.travelData.type,
          }),
          from: formatDay(rating.travelData.from, locale),
          to: formatDay(rating.travelData.to, locale),
        })}
      </p>
      <p className={styles.text} lang={rating.language}>
        {rating.text}
      </p>
      <dl className={styles.votes}>
        {RATING_CATEGORIES.map((category) => (
          <div key={category} className={styles.vote}>
            <dt>{t(`ratings.category.${category}`)}</dt>
            <dd>
              <StarRow
                average={rating.votes[category]}
                label={t('ratings.starsLabel', { average: String(rating.votes[category]) })}
              />
            </dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
