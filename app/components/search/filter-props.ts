import type { SearchQuery } from '#core/search-query';
import type { SearchState } from './use-search-state';

/** What every fieldset of the filter panel gets: the URL's query and the way to change it. */
export interface FilterProps {
  query: SearchQuery;
  update: SearchState['update'];
}
