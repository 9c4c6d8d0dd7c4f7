// What a search page's loader hands the search screen (app/components/search/search-screen.tsx).
// Shared by the table-route module (routes/search.tsx) and the SEO location pages (lookup.tsx).
import type { IsoDate } from '#core/dates';
import type { LocationInfo, SearchData } from '#services/search/types';

export type SearchPageKind = 'search' | 'lastminute' | 'offerFilter' | 'theme' | 'location';

export interface SearchScreenData {
  kind: SearchPageKind;
  data: SearchData;
  /** SPEC.md §4 search flags: on failure the screen shows an error and zero results. */
  searchSuccessfull: boolean;
  searchHasErrors: boolean;
  /** Today in Europe/Berlin on the server: the date range check and the date inputs' minimum. */
  today: IsoDate;
  heading: string;
  /** Name of the location the page searches (SEO location page, country/region/place filter). */
  destination: string | null;
  /** Introduction paragraphs (location or offer texts, else the route's introduction). */
  intro: string[];
  /** Longer SEO text of a location, shown below the results. */
  seoText: string;
  topLinks: { label: string; href: string }[];
  offers: { id: number; title: string; href: string }[];
  /** Where the map starts when the URL names no map area and there are no markers. */
  bounds: LocationInfo['bounds'];
}
