import { useId } from 'react';
import { SEARCH_LIMITS } from '#core/search-query';
import { useT } from '../../i18n/provider';
import type { FilterProps } from './filter-props';
import { SelectField } from '../ui/select-field';
import styles from './filters.module.css';

/** Minimum rating and free cancellation. */
export function ExtrasFilter({ query, update }: FilterProps) {
  const t = useT('search');
  const id = useId();
  const stars = Array.from({ length: SEARCH_LIMITS.rating }, (_, i) => SEARCH_LIMITS.rating - i);
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('filters.extras')}</legend>
      <SelectField
        label={t('filters.rating.label')}
        value={query.rating === null ? '' : String(query.rating)}
        options={[
          { value: '', label: t('filters.any') },
          ...stars.map((count) => ({
            value: String(count),
            label: t('filters.rating.option', { count }),
          })),
        ]}
        onChange={(value) => update({ rating: value === '' ? null : Number(value) })}
      />
      <div className={styles.check}>
        <input
          id={`${id}-free-cancel`}
          className={styles.checkbox}
          type="checkbox"
          checked={query.freeCancel}
          onChange={(event) => update({ freeCancel: event.target.checked })}
        />
        <label htmlFor={`${id}-free-cancel`} className={styles.checkLabel}>
          {t('filters.freeCancel')}
        </label>
      </div>
    </fieldset>
  );
}
