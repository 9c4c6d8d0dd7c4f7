import { useId } from 'react';
import { AMENITIES } from '#core/amenities';
import type { SearchData } from '#services/search/types';
import { useT } from '../../i18n/provider';
import { formatCount } from '../../lib/format';
import { useLocale } from '../../lib/root-data';
import type { FilterProps } from './filter-props';
import styles from './filters.module.css';

/** The 16 amenities as checkboxes, each with the number of results that have it. */
export function AmenityFilter({
  query,
  update,
  counts,
}: FilterProps & { counts: SearchData['facets']['amenities'] }) {
  const t = useT('search');
  const locale = useLocale();
  const id = useId();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('filters.amenities.legend')}</legend>
      <ul className={styles.checkList}>
        {AMENITIES.map((amenity) => (
          <li key={amenity}>
            <input
              id={`${id}-${amenity}`}
              className={styles.checkbox}
              type="checkbox"
              checked={query[amenity]}
              onChange={(event) => update({ [amenity]: event.target.checked })}
            />
            <label htmlFor={`${id}-${amenity}`} className={styles.checkLabel}>
              {t(`amenity.${amenity}`)}{' '}
              <span className={styles.count}>({formatCount(counts[amenity], locale)})</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
