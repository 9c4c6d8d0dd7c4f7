import { stayTotal } from '#core/price-total';
import type { PriceObject } from '#core/pricing';
import { useT } from '../../i18n/provider';
import { formatMoney } from '../../lib/format';
import { useLocale } from '../../lib/root-data';
import styles from './price-tag.module.css';

/**
 * SPEC.md §3 price: with dates the stay's total (struck out without its discount) and its period;
 * without dates the cheapest week ("ab 1.234 € / Woche").
 */
export function PriceTag({
  object,
}: {
  object: {
    price: Pick<PriceObject, 'price' | 'original' | 'priceComplete' | 'duration'> | null;
    minPrice: number | null;
  };
}) {
  const t = useT('search');
  const locale = useLocale();
  const { price, minPrice } = object;
  if (price) {
    // The stay's total with every mandatory cost, as the object page and the watch list show it.
    const { total, before } = stayTotal(price);
    return (
      <p className={styles.price}>
        {before !== null ? (
          <del className={styles.original}>
            {t('card.originalPrice', { price: formatMoney(before, locale) })}
          </del>
        ) : null}
        {/* Amount and period on one line (issue 19: "für 7 Nächte" never wraps under it). */}
        <span className={styles.weekly}>
          <strong className={styles.amount}>{formatMoney(total, locale)}</strong>
          {'\u00a0'}
          <span className={styles.period}>{t('card.forNights', { count: price.duration })}</span>
        </span>
      </p>
    );
  }
  if (minPrice !== null) {
    return (
      <p className={styles.price}>
        <span className={styles.weekly}>
          <strong className={styles.amount}>
            {t('card.from', { price: formatMoney(minPrice, locale) })}
          </strong>
          {'\u00a0'}
          <span className={styles.period}>{t('card.perWeek')}</span>
        </span>
      </p>
    );
  }
  return <p className={styles.onRequest}>{t('card.noPrice')}</p>;
}
