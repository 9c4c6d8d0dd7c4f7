// A small object card (photo, place, title, facts, "from" price, heart) for "recently viewed".
import { Link } from 'react-router';
import type { SearchResultObject } from '#services/search/types';
import { useT } from '../../i18n/provider';
import { formatMoney } from '../../lib/format';
import { useLocalHref } from '../../lib/links';
import { useLocale } from '../../lib/root-data';
import { RatingStars } from '../ui/rating-stars';
import { fromPriceSnapshot, WatchButton } from './watch-button';
import styles from './mini-card.module.css';
import { CardPhoto } from '../ui/card-photo';

export function placeLine(object: Pick<SearchResultObject, 'locations'>): string {
  const { place, region, country } = object.locations;
  return [place, region, country]
    .filter((part, index, all) => part !== '' && all.indexOf(part) === index)
    .join(', ');
}

export function MiniCard({ object }: { object: SearchResultObject }) {
  const t = useT('search');
  const locale = useLocale();
  const withPartner = useLocalHref();
  const image = object.images[0];
  return (
    <article className={styles.card} data-object-number={object.objectNumber}>
      <div className={styles.media}>
        <CardPhoto image={image} sizes="240px" className={styles.photo} />
        <span className={styles.heart}>
          <WatchButton
            objectNumber={object.objectNumber}
            snapshot={fromPriceSnapshot(object.minPrice)}
          />
        </span>
      </div>
      <div className={styles.body}>
        <p className={styles.place}>{placeLine(object)}</p>
        <h3 className={styles.title}>
          <Link to={withPartner(object.href)} className={styles.link}>
            {object.title}
          </Link>
        </h3>
        <p className={styles.facts}>
          {[
            t(`card.type.${object.objectType}`),
            t('card.persons', { count: object.personsMax }),
          ].join(' · ')}
        </p>
        <RatingStars average={object.ratingAverage} count={object.ratingCount} />
        {object.minPrice !== null ? (
          <p className={styles.price}>
            <strong>{t('card.from', { price: formatMoney(object.minPrice, locale) })}</strong>
            {'\u00a0'}
            <span className={styles.unit}>{t('card.perWeek')}</span>
          </p>
        ) : null}
      </div>
    </article>
  );
}
