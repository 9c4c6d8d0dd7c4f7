import { useId, useState } from 'react';
import { AMENITIES } from '#core/amenities';
import type { SearchData } from '#services/search/types';
import { useT } from '../../i18n/provider';
import { formatCount } from '../../lib/format';
import { useLocale } from '../../lib/root-data';
import type { FilterProps } from './filter-props';
import styles from './filters.module.css';

/** Amenities shown before "show all": fewer tab stops before the first result (issue 19). */
const FIRST_SHOWN = 6;

/**
 * The 16 amenities as checkboxes, each with the number of results that have it: the first six and
 * every chosen one, the rest behind a "show all" button.
 */
export function AmenityFilter({
  query,
  update,
  counts,
}: FilterProps & { counts: SearchData['facets']['amenities'] }) {
  const t = useT('search');
  const locale = useLocale();
  const id = useId();
  const [all, setAll] = useState(false);
  const shown = all ? AMENITIES : AMENITIES.filter((a, i) => i < FIRST_SHOWN || query[a]);
  const listId = `${id}-list`;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('filters.amenities.legend')}</legend>
      <ul className={styles.checkList} id={listId}>
        {shown.map((amenity) => (
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
      {shown.length < AMENITIES.length || all ? (
        <button
          type="button"
          className={styles.textButton}
          aria-expanded={all}
          aria-controls={listId}
          onClick={() => setAll(!all)}
        >
          {all
            ? t('filters.amenities.showFewer')
            : t('filters.amenities.showAll', { count: AMENITIES.length })}
        </button>
      ) : null}
    </fieldset>
  );
}
