import { useId } from 'react';
import { SEARCH_SORTS, type SearchSort } from '#core/search-query';
import { useT } from '../../i18n/provider';
import styles from './search-toolbar.module.css';

/** The result order: recommendation, price ascending or descending, rating, newest. */
export function SortSelect({
  value,
  onChange,
}: {
  value: SearchSort;
  onChange(sort: SearchSort): void;
}) {
  const t = useT('search');
  const id = useId();
  return (
    <div className={styles.sort}>
      <label htmlFor={id} className={styles.sortLabel}>
        {t('sort.label')}
      </label>
      <select
        id={id}
        className={styles.sortSelect}
        value={value}
        onChange={(event) => onChange(event.target.value as SearchSort)}
      >
        {SEARCH_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`sort.${sort}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
