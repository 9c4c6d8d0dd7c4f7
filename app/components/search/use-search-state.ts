// The search screen's state is its URL (SPEC.md §5). This hook reads the query — of the URL just
// asked for while its results load, so a ticked box stays ticked — and writes filter changes as
// navigations; React Router aborts a superseded navigation's loader request, so a new search
// cancels the pending one (SPEC.md §4).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import type { IsoDate } from '#core/dates';
import type { SearchQuery } from '#core/search-query';
import { applyFilter, readSearchQuery, searchHref } from '../../lib/search-url';
import { KEEP_SCROLL_STATE } from '../shell/scroll-manager';

export interface SearchState {
  query: SearchQuery;
  /** Navigates to the query with `patch` applied (page 1 unless the patch sets a page). */
  update(patch: Partial<SearchQuery>, options?: { replace?: boolean }): void;
  /** Navigates to a whole new query. */
  replaceQuery(next: SearchQuery): void;
  /** The URL of a query on this page, e.g. for page links. */
  hrefFor(next: SearchQuery): string;
  /** A search of this page is loading. */
  loading: boolean;
}

export function useSearchState(today: IsoDate): SearchState {
  const location = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const pending =
    navigation.location && navigation.location.pathname === location.pathname
      ? navigation.location
      : null;
  // React Router commits navigations in a transition, so the controlled inputs would show the old
  // URL until the results arrive; the URL asked for is shown at once instead.
  const [asked, setAsked] = useState<string | null>(null);
  const [committed, setCommitted] = useState(location.search);
  if (committed !== location.search) {
    setCommitted(location.search);
    setAsked(null);
  }
  const search = asked ?? pending?.search ?? location.search;
  const query = useMemo(() => readSearchQuery(search, today), [search, today]);

  // Two changes within one render (a debounced slider firing as a box is ticked) must build on
  // each other, not both on the rendered URL.
  const requested = useRef<string | null>(null);
  useEffect(() => {
    requested.current = null;
  }, [location.search]);

  const hrefFor = useCallback(
    (next: SearchQuery) =>
      searchHref(location.pathname, next, new URLSearchParams(location.search)),
    [location.pathname, location.search],
  );

  const go = useCallback(
    (next: SearchQuery, replace: boolean) => {
      const href = hrefFor(next);
      const mark = href.indexOf('?');
      const nextSearch = mark === -1 ? '' : href.slice(mark);
      // Nothing changes (a slider let go where it started): no navigation, nothing pending.
      if (nextSearch === (requested.current ?? location.search)) return;
      requested.current = nextSearch;
      // Back to the shown URL (a box ticked and unticked before its results came): the
      // navigation still runs, to supersede the pending one, but nothing new is asked for.
      const back = nextSearch === location.search;
      setAsked(back ? null : nextSearch);
      void navigate(href, {
        replace: replace || back,
        preventScrollReset: true,
        state: KEEP_SCROLL_STATE,
      });
    },
    [hrefFor, navigate, location.search],
  );

  const update = useCallback(
    (patch: Partial<SearchQuery>, options: { replace?: boolean } = {}) => {
      const base = readSearchQuery(requested.current ?? search, today);
      go(applyFilter(base, patch), options.replace ?? false);
    },
    [go, search, today],
  );

  const replaceQuery = useCallback((next: SearchQuery) => go(next, false), [go]);

  return { query, update, replaceQuery, hrefFor, loading: pending !== null || asked !== null };
}
