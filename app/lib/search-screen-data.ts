// What a search page's loader hands the search screen (app/components/search/search-screen.tsx).
// Shared by the table-route module (routes/search.tsx) and the SEO location pages (lookup.tsx).
import type { IsoDate } from '#core/dates';
import type { PriceObject } from '#core/pricing';
import type {
  LocationInfo,
  ResultDistinction,
  ResultImage,
  SearchData,
  SearchResultObject,
} from '#services/search/types';

/**
 * What a result card (and the map's pop-up) shows of an object: the search's card without the
 * fields no part of the page reads (rooms, area, position, amenities, further photos, the price's
 * bookkeeping). The page's loader data is written into every search page's HTML and encoded per
 * value (turbo-stream), 40 cards a page (issue 12); GET /api/search keeps the full card.
 */
export interface SearchCardObject extends Pick<
  SearchResultObject,
  | 'objectNumber'
  | 'title'
  | 'objectType'
  | 'personsMax'
  | 'countRoomsSleeping'
  | 'minPrice'
  | 'ratingAverage'
  | 'ratingCount'
  | 'freeCancel'
  | 'href'
  | 'vacancy'
> {
  locations: Pick<SearchResultObject['locations'], 'place' | 'region' | 'country'>;
  /**
   * The first photo's id (the card shows one), its URLs made in the card (photoUrl/photoSrcSet):
   * ~350 bytes of URLs per card less in every search page's HTML (issue 12).
   */
  photoId: ResultImage['photoId'] | null;
  distinctions: Pick<ResultDistinction, 'id' | 'variant' | 'label'>[];
  price: Omit<PriceObject, 'currency' | 'originalWithoutAdditions' | 'ts'> | null;
}

/** What the search map's pop-up of a marker on the result page shows. */
export type MapPopupObject = Pick<SearchCardObject, 'objectNumber' | 'title' | 'href'> & {
  /**
   * The card's stay when it is not the search's own dates (a shifted arrival, a Last Minute
   * search's find): the pop-up's link opens it, as the card's does. Absent, the link takes the
   * search URL's dates.
   */
  stay?: { startDate: string; endDate: string };
  /**
   * A card fetched when its pop-up opened (a home off the result page): its stay's total in
   * cents. The pop-up shows it rather than the marker's, which may be older (markers stay in the
   * browser's memory for up to SEARCH_CACHE_MS): total and link are then of one stay.
   */
  total?: number;
};

/**
 * A result card as the map's pop-up knows it: the page's cards (the loader) and the card fetched
 * when a marker whose home is not on the page opens (leaflet-search-map.tsx) go through here, so
 * both pop-ups open the stay the card and the marker priced. `asked` is the answer's query.
 */
export function popupObject(
  {
    objectNumber,
    title,
    href,
    price,
  }: Pick<SearchResultObject, 'objectNumber' | 'title' | 'href' | 'price'>,
  asked: URLSearchParams,
): MapPopupObject {
  // Only a stay the URL does not already name: most pop-ups' data stays three fields.
  const own =
    price !== null &&
    (price.startDate !== asked.get('startDate') || price.endDate !== asked.get('endDate'));
  return {
    objectNumber,
    title,
    href,
    ...(own ? { stay: { startDate: price.startDate, endDate: price.endDate } } : {}),
  };
}

/**
 * GET /api/search `query` for the one card of a marker whose home is not on the result page: the
 * page's search (`apiQuery`, the same dates, party, filters and so the same stay and total),
 * restricted to that home (`onr`), on its first page.
 */
export function markerCardQuery(apiQuery: string, objectNumber: number): string {
  const params = new URLSearchParams(apiQuery);
  params.set('onr', String(objectNumber));
  params.delete('page');
  return params.toString();
}

/** The search's data as the screen gets it: the cards in their page form. */
export interface SearchScreenResults extends Omit<SearchData, 'objects'> {
  /**
   * The result cards; null in a document's loader data: the list is a static island (decision
   * 079, SEARCH_CARDS), in the HTML only. A client navigation (a filter, a page) carries them.
   */
  objects: SearchCardObject[] | null;
  /** The same objects as the map's pop-ups know them (always sent: the map is live). */
  popups: MapPopupObject[];
}

export type SearchPageKind = 'search' | 'lastminute' | 'offerFilter' | 'theme' | 'location';

export interface SearchScreenData {
  kind: SearchPageKind;
  data: SearchScreenResults;
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
