import type { Ref } from 'react';
import type { SearchSort } from '#core/search-query';
import { useT } from '../../i18n/provider';
import { formatCount } from '../../lib/format';
import { useLocale } from '../../lib/root-data';
import { SortSelect } from './sort-select';
import styles from './search-toolbar.module.css';

interface Props {
  total: number;
  failed: boolean;
  activeFilters: number;
  filterButtonRef: Ref<HTMLButtonElement>;
  filtersOpen: boolean;
  onOpenFilters(): void;
  sort: SearchSort;
  onSort(sort: SearchSort): void;
  mapOpen: boolean;
  mapId: string;
  onToggleMap(): void;
}

/**
 * Above the results: the "Filter" button with the active filter count (SPEC.md §5; phones and
 * tablets), the result count (announced when it changes), the sort order and the map toggle.
 */
export function SearchToolbar({
  total,
  failed,
  activeFilters,
  filterButtonRef,
  filtersOpen,
  onOpenFilters,
  sort,
  onSort,
  mapOpen,
  mapId,
  onToggleMap,
}: Props) {
  const t = useT('search');
  const locale = useLocale();
  const countText =
    failed || total === 0
      ? t('results.none')
      : t('results.count', { count: total, total: formatCount(total, locale) });
  return (
    <div className={styles.toolbar} data-testid="search-toolbar">
      <p className={styles.count} role="status" aria-live="polite" data-testid="result-count">
        {countText}
      </p>
      <div className={styles.actions}>
        <button
          ref={filterButtonRef}
          type="button"
          className={styles.filterButton}
          aria-expanded={filtersOpen}
          onClick={onOpenFilters}
        >
          <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
            <path d="M3 5h18M6 12h12M10 19h4" />
          </svg>
          {t('filters.button')}
          {activeFilters > 0 ? (
            <>
              <span className={styles.badge} aria-hidden="true" data-testid="active-filter-count">
                {activeFilters}
              </span>
              <span className="visually-hidden">
                {` (${t('filters.active', { count: activeFilters })})`}
              </span>
            </>
          ) : null}
        </button>
        <SortSelect value={sort} onChange={onSort} />
        <button
          type="button"
          className={styles.mapToggle}
          aria-expanded={mapOpen}
          aria-controls={mapId}
          onClick={onToggleMap}
        >
          <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
            <path d="M9 4 3 6v14l6-2 6 2 6-2V4l-6 2-6-2Zm0 0v14m6-12v14" />
          </svg>
          {mapOpen ? t('map.hide') : t('map.show')}
        </button>
      </div>
    </div>
  );
}
