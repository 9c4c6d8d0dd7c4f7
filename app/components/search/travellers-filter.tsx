import { PETS_FILTERS, type PetsFilter } from '#core/search-query';
import { useT } from '../../i18n/provider';
import type { FilterProps } from './filter-props';
import { SelectField } from '../ui/select-field';
import styles from './filters.module.css';

const PERSON_CHOICES = 16;

/** Persons and pets. */
export function TravellersFilter({ query, update }: FilterProps) {
  const t = useT('search');
  const counts = Array.from({ length: Math.max(PERSON_CHOICES, query.persons) }, (_, i) => i + 1);
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('filters.travellers.legend')}</legend>
      <div className={styles.pair}>
        <SelectField
          label={t('filters.travellers.persons')}
          value={String(query.persons)}
          options={counts.map((count) => ({
            value: String(count),
            label: t('filters.travellers.personsOption', { count }),
          }))}
          onChange={(value) => update({ persons: Number(value) })}
        />
        <SelectField
          label={t('filters.travellers.pets')}
          value={query.pets}
          options={PETS_FILTERS.map((pets) => ({
            value: pets,
            label: t(`filters.travellers.petsOption.${pets}`),
          }))}
          onChange={(value) => update({ pets: value as PetsFilter })}
        />
      </div>
    </fieldset>
  );
}
