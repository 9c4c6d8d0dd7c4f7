import { DISTANCE_KINDS } from '#core/amenities';
import { DISTANCE_OPTIONS, WALKING_DISTANCE_KM, type DistanceOption } from '#core/search-query';
import { useT } from '../../i18n/provider';
import type { FilterProps } from './filter-props';
import { SelectField } from '../ui/select-field';
import styles from './filters.module.css';

/** Distances to sea, lake, ski lift and cross-country trail (SPEC.md §3 options). */
export function DistanceFilter({ query, update }: FilterProps) {
  const t = useT('search');
  const optionLabel = (km: DistanceOption) =>
    km === 0
      ? t('filters.distances.option.any')
      : km === WALKING_DISTANCE_KM
        ? t('filters.distances.option.walking')
        : t('filters.distances.option.km', { km });
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('filters.distances.legend')}</legend>
      <div className={styles.pair}>
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
