import type { IsoDate } from '#core/dates';
import type { SearchData } from '#services/search/types';
import { AmenityFilter } from './amenity-filter';
import { DateFilter } from './date-filter';
import { DistanceFilter } from './distance-filter';
import { ExtrasFilter } from './extras-filter';
import type { FilterProps } from './filter-props';
import { PriceFilter } from './price-filter';
import { PropertyFilter } from './property-filter';
import { TravellersFilter } from './travellers-filter';
import styles from './filters.module.css';

interface Props extends FilterProps {
  today: IsoDate;
  facets: SearchData['facets'];
  /** Submitting (Enter in a field, the drawer's "show results" button) closes the drawer. */
  onDone(): void;
  /** The page finds a stay per home without dates (Last Minute): its length can be chosen. */
  stayLength?: boolean;
}

/** Every filter of SPEC.md §3 the screen offers; each change navigates at once. */
export function FilterPanel({ query, update, today, facets, onDone, stayLength }: Props) {
  return (
    <form
      className={styles.form}
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        onDone();
      }}
    >
      <DateFilter query={query} update={update} today={today} stayLength={stayLength ?? false} />
      <TravellersFilter query={query} update={update} />
      <PropertyFilter query={query} update={update} facets={facets.objectType} />
      <PriceFilter query={query} update={update} />
      <DistanceFilter query={query} update={update} />
      <AmenityFilter query={query} update={update} counts={facets.amenities} />
      <ExtrasFilter query={query} update={update} />
    </form>
  );
}
