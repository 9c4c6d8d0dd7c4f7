// The search screen (SPEC.md §2 search list and map): claim, title, filter panel (sidebar from
// 992 px, drawer below), result count, sort, result cards, pagination and the map (column from
// 1200 px, toggle below). All state lives in the URL; see use-search-state.ts.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { activeFilterCount } from '#core/search-query';
import { useT } from '../../i18n/provider';
import { formatCount } from '../../lib/format';
import { useLocale } from '../../lib/root-data';
import type { SearchScreenData } from '../../lib/search-screen-data';
import { RESULTS_ID } from '../../lib/results-anchor';
import { droppedSearchDates, resetFilters } from '../../lib/search-url';
import { DroppedDatesNotice } from '../ui/dropped-dates-notice';
import { DestinationSearch } from './destination-search';
import { FilterDrawer } from './filter-drawer';
import { FilterPanel } from './filter-panel';
import { Pagination } from './pagination';
import { ResultCard } from './result-card';
import { SearchIntro } from './search-intro';
import { SearchMap } from './search-map';
import { SearchMore } from './search-more';
import { SearchToolbar } from './search-toolbar';
import { useMediaQuery } from './use-media-query';
import { useSearchState } from './use-search-state';
import { SEARCH_CARDS } from '../../lib/islands';
import { Island } from '../ui/island';
import { watchButtonHole } from '../watchlist/watch-button';
import styles from './search-screen.module.css';

/** From here the map is a column beside the results (SPEC.md §9 xl). */
const MAP_COLUMN_QUERY = '(min-width: 1200px)';

export function SearchScreen({ screen }: { screen: SearchScreenData }) {
  const t = useT('search');
  const locale = useLocale();
  const state = useSearchState(screen.today);
  // Dates of the URL the search left out (a past arrival from an old link): said, not hidden.
  const dropped = droppedSearchDates(useLocation().search, screen.today);
  const { query, update } = state;
  const { data } = screen;
  const failed = screen.searchHasErrors;
  const ids = { heading: useId(), filters: useId(), map: useId() };

  const [filtersOpen, setFiltersOpen] = useState(false);
  const filterButton = useRef<HTMLButtonElement>(null);
  const closeFilters = useCallback(() => {
    setFiltersOpen(false);
    filterButton.current?.focus();
  }, []);
  const [mapOpen, setMapOpen] = useState(false);
  const mapColumn = useMediaQuery(MAP_COLUMN_QUERY);
  const onArea = useCallback(
    (bbox: string | null) => update({ BBoxString: bbox }, { replace: true }),
    [update],
  );

  // A page link's click: once the page's results are shown, the focus goes to them (it stayed
  // on the link at the bottom while the page scrolled to the top, off the screen).
  const results = useRef<HTMLElement>(null);
  const pageChosen = useRef(false);
  const choosePage = useCallback(() => {
    pageChosen.current = true;
  }, []);
  useEffect(() => {
    if (!pageChosen.current) return;
    pageChosen.current = false;
    results.current?.focus({ preventScroll: true });
  }, [data.page]);

  const activeFilters = activeFilterCount(query);
  // Whether "Alle Filter zurücksetzen" would drop anything (the destination's words stay).
  const resettable = activeFilterCount(resetFilters(query)) < activeFilters;
  const total = failed ? 0 : data.total;
  const [firstIntro, ...moreIntro] = screen.intro;

  return (
    <div className={styles.screen} data-search-kind={screen.kind}>
      <div className="container">
        <SearchIntro heading={screen.heading} intro={firstIntro} />
      </div>
      <div className={`container ${styles.layout}`} data-map-open={mapOpen ? '' : undefined}>
        <div className={styles.filters} id={ids.filters}>
          <FilterDrawer
            open={filtersOpen}
            onClose={closeFilters}
            headingId={ids.heading}
            heading={
              <div className={styles.panelHead}>
                <h2 id={ids.heading} className={styles.panelTitle}>
                  {t('filters.heading')}
                </h2>
                {activeFilters > 0 ? (
                  <button
                    type="button"
                    className={styles.reset}
                    onClick={() => state.replaceQuery(resetFilters(query))}
                  >
                    {t('filters.reset')}
                  </button>
                ) : null}
              </div>
            }
            footer={
              <button type="button" className={styles.showResults} onClick={closeFilters}>
                {t('filters.show', { count: total, total: formatCount(total, locale) })}
              </button>
            }
          >
            <FilterPanel
              query={query}
              update={update}
              today={screen.today}
              facets={data.facets}
              onDone={closeFilters}
              stayLength={screen.kind === 'lastminute'}
            />
          </FilterDrawer>
        </div>

        <div className={styles.toolbar}>
          <DestinationSearch
            kind={screen.kind}
            query={query}
            destination={screen.destination}
            replaceQuery={state.replaceQuery}
          />
          <SearchToolbar
            total={total}
            failed={failed}
            activeFilters={activeFilters}
            filterButtonRef={filterButton}
            filtersOpen={filtersOpen}
            onOpenFilters={() => setFiltersOpen(true)}
            sort={query.sort}
            onSort={(sort) => update({ sort })}
            mapOpen={mapOpen}
            mapId={ids.map}
            onToggleMap={() => setMapOpen((open) => !open)}
          />
          <DroppedDatesNotice dropped={dropped} />
        </div>

        <section
          ref={results}
          id={RESULTS_ID}
          // The header's "skip to results" link lands here (focusable for it, not a tab stop).
          tabIndex={-1}
          className={styles.results}
          aria-labelledby={`${ids.heading}-results`}
          aria-busy={state.loading}
          data-loading={state.loading ? '' : undefined}
        >
          <h2 id={`${ids.heading}-results`} className="visually-hidden">
            {t('results.heading')}
          </h2>
          {failed ? (
            <div className={styles.notice} role="alert" data-testid="search-error">
              <p className={styles.noticeTitle}>{t('error.title')}</p>
              <p>{t('error.text')}</p>
              <a className={styles.noticeAction} href={state.hrefFor(query)}>
                {t('error.retry')}
              </a>
            </div>
          ) : data.total > 0 && data.page > data.pages ? (
            // A page past the last (a bookmark or a search engine's link from when there were
            // more homes): the homes are there, only not on this page.
            <div className={styles.notice} data-testid="search-beyond">
              <p className={styles.noticeTitle}>{t('beyond.title')}</p>
              <p>{t('beyond.text', { count: data.pages })}</p>
              <Link
                className={styles.noticeAction}
                to={state.hrefFor({ ...query, page: data.pages })}
                onClick={choosePage}
              >
                {t('beyond.action', { count: data.pages })}
              </Link>
            </div>
          ) : data.popups.length === 0 ? (
            <div className={styles.notice}>
              <p className={styles.noticeTitle}>{t('empty.title')}</p>
              {/* Filters or dates to change only where there are any: a search for a place
                  that matched nothing is about the words. */}
              <p>{t(resettable || query.startDate ? 'empty.text' : 'empty.textNoFilters')}</p>
              {resettable ? (
                <button
                  type="button"
                  className={styles.noticeAction}
                  onClick={() => state.replaceQuery(resetFilters(query))}
                >
                  {t('filters.reset')}
                </button>
              ) : null}
            </div>
          ) : (
            // A static island on a document (decision 079): the cards stay as the server made
            // them, their hearts live (ResultCard's hole); a new search renders them here.
            <Island name={SEARCH_CARDS} data={data.objects} hole={watchButtonHole}>
              {(objects) => (
                <ol className={styles.list} data-testid="result-list">
                  {objects.map((object, index) => (
                    <li key={object.objectNumber}>
                      <ResultCard
                        object={object}
                        eager={index === 0}
                        askedStartDate={query.startDate}
                      />
                    </li>
                  ))}
                </ol>
              )}
            </Island>
          )}
          {failed ? null : (
            <Pagination
              query={query}
              page={data.page}
              pages={data.pages}
              hrefFor={state.hrefFor}
              onChoose={choosePage}
            />
          )}
        </section>

        {/* After the results in the tab order (issue 19: its markers and controls were 30 tab
            stops before the first result); placed beside or above them by the grid. */}
        <div className={styles.map}>
          <SearchMap
            id={ids.map}
            active={mapColumn || mapOpen}
            markers={failed ? null : data.markers}
            apiQuery={failed ? undefined : data.apiQuery}
            objects={failed ? [] : data.popups}
            query={query}
            locationBounds={screen.bounds}
            onArea={onArea}
          />
        </div>
      </div>
      <div className="container">
        <SearchMore
          texts={moreIntro}
          seoText={screen.seoText}
          topLinks={screen.topLinks}
          offers={screen.offers}
        />
      </div>
    </div>
  );
}
