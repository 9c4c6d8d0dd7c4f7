import { OBJECT_TYPE_FILTERS, type ObjectTypeFilter } from '#core/search-query';
import type { SearchData } from '#services/search/types';
import { useT } from '../../i18n/provider';
import { formatCount } from '../../lib/format';
import { useLocale } from '../../lib/root-data';
import type { FilterProps } from './filter-props';
import { SelectField } from '../ui/select-field';
import styles from './filters.module.css';

const ROOM_CHOICES = { sleepingRooms: 6, bathRooms: 4 } as const;

/** Type of property (with facet counts), bedrooms and bathrooms. */
export function PropertyFilter({
  query,
  update,
  facets,
}: FilterProps & { facets: SearchData['facets']['objectType'] }) {
  const t = useT('search');
  const locale = useLocale();
  const typeLabel = (type: ObjectTypeFilter) => {
    const label = t(`filters.property.typeOption.${type}`);
    if (type === 'alltypes') return label;
    return t('filters.property.typeCount', { label, number: formatCount(facets[type], locale) });
  };
  const rooms = (key: keyof typeof ROOM_CHOICES) => (
    <SelectField
      label={t(`filters.property.${key}`)}
      value={query[key] === null ? '' : String(query[key])}
      options={[
        { value: '', label: t('filters.any') },
        ...Array.from({ length: Math.max(ROOM_CHOICES[key], query[key] ?? 0) }, (_, i) => ({
          value: String(i + 1),
          label: t('filters.property.atLeast', { count: i + 1 }),
        })),
      ]}
      onChange={(value) => update({ [key]: value === '' ? null : Number(value) })}
    />
  );
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('filters.property.legend')}</legend>
      <SelectField
        label={t('filters.property.type')}
        value={query.objectType}
        options={OBJECT_TYPE_FILTERS.map((type) => ({ value: type, label: typeLabel(type) }))}
        onChange={(value) => update({ objectType: value as ObjectTypeFilter })}
      />
      <div className={styles.pair}>
        {rooms('sleepingRooms')}
        {rooms('bathRooms')}
      </div>
    </fieldset>
  );
}
