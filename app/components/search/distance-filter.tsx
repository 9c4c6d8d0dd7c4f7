import { useId, useState } from 'react';
import { DISTANCE_KINDS } from '#core/amenities';
import { DISTANCE_OPTIONS, WALKING_DISTANCE_KM, type DistanceOption } from '#core/search-query';
import { useT } from '../../i18n/provider';
import type { FilterProps } from './filter-props';
import { SelectField } from '../ui/select-field';
import styles from './filters.module.css';

/**
 * Distances to sea, lake, ski lift and cross-country trail (SPEC.md §3 options): behind a
 * disclosure button unless one is set, four tab stops fewer before the first result (issue 19).
 */
export function DistanceFilter({ query, update }: FilterProps) {
  const t = useT('search');
  const id = useId();
  const [open, setOpen] = useState(() => DISTANCE_KINDS.some((kind) => query[kind] !== 0));
  const optionLabel = (km: DistanceOption) =>
    km === 0
      ? t('filters.distances.option.any')
      : km === WALKING_DISTANCE_KM
        ? t('filters.distances.option.walking')
        : t('filters.distances.option.km', { km });
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('filters.distances.legend')}</legend>
      <button
        type="button"
        className={styles.textButton}
        aria-expanded={open}
        aria-controls={`${id}-fields`}
        onClick={() => setOpen(!open)}
      >
        {t('filters.distances.toggle')}
      </button>
      {/* Not rendered while closed: a hidden attribute loses to the grid's display. */}
      <div
        className={styles.pair}
        id={`${id}-fields`}
        style={open ? undefined : { display: 'none' }}
      >
        {DISTANCE_KINDS.map((kind) => (
          <SelectField
            key={kind}
            label={t(`filters.distances.${kind}`)}
            value={String(query[kind])}
            options={DISTANCE_OPTIONS.map((km) => ({ value: String(km), label: optionLabel(km) }))}
            onChange={(value) => update({ [kind]: Number(value) as DistanceOption })}
          />
        ))}
      </div>
    </fieldset>
  );
}
