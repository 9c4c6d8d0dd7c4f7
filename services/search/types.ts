// The search contract shared by the search service (services/search.ts), GET /api/search and the
// search screens: what one search returns. Plain data, safe to import from app/.
import type { Amenity } from '#core/amenities';
import type { BadgeVariant } from '#core/distinctions';
import type { DiscountKind, PriceObject } from '#core/pricing';
import type { MarkerStays } from '#search/types';

export type ObjectTypeName = 'house' | 'apartment';

/** Badge variants (SPEC.md §3), listed in core/distinctions.ts. */
export type { BadgeVariant };

export interface ResultImage {
  photoId: string;
  /** Card-size WebP URL (640×480) and a srcset over the gallery sizes. */
  src: string;
  srcSet: string;
  avifSrcSet: string;
}

export interface ResultDistinction {
  id: number;
  variant: BadgeVariant;
  icon: string;
  label: string;
  /**
   * The discount kind the badge announces, or null for a badge about the home itself. A dated card
   * carries it only when its stay gets that discount (decision 105); the object page decides from
   * the quote of the stay chosen.
   */
  discountKind: DiscountKind | null;
}

/** One result card (SPEC.md §2 search list). */
export interface SearchResultObject {
  objectNumber: number;
  title: string;
  objectType: ObjectTypeName;
  personsMax: number;
  countRoomsSleeping: number;
  countRoomsBath: number;
  squaremeterLiving: number;
  /** "from" price in cents (cheapest 7-night stay), when the object has one. */
  minPrice: number | null;
  ratingAverage: number | null;
  ratingCount: number;
  position: { lat: number; lon: number };
  locations: { country: string; countryCode: string; region: string; place: string };
  images: ResultImage[];
  distinctions: ResultDistinction[];
  freeCancel: boolean;
  petsAllowed: number;
  amenities: Amenity[];
  /** Canonical object page path in the request language (SEO object URL). */
  href: string;
  /**
   * The chosen stay's priceObject (SPEC §3), when the search evaluates a stay: with dates, or a
   * Last Minute search without them (the first free arrival within 14 days; decision 106).
   */
  price: PriceObject | null;
  /**
   * Vacancy bubble (SPEC §3): success = vacant for the chosen dates (or the stay a Last Minute
   * search found), warning = vacant only with a shifted arrival (tolerance), danger = not
   * vacant; null without a stay.
   */
  vacancy: 'success' | 'warning' | 'danger' | null;
}

/** One map marker (the map components' form; the wire form is SearchMarkersData). */
export interface SearchMarkerData {
  objectNumber: number;
  lat: number;
  lon: number;
  /** The stay's price when the search evaluates one (as `price`), else the minimum price; cents. */
  price: number | null;
  /**
   * The stay `price` is the total of, when it may differ from the search's own dates (a
   * tolerance, Last Minute without dates): the marker's link opens it.
   */
  stay?: { startDate: string; endDate: string };
}

/**
 * The markers of every hit as parallel arrays (entry i of each = one hit): half the JSON of one
 * object per marker, and far less to build and parse for tens of thousands of hits. Use
 * app/lib/map-clusters.ts `markerItems` for the object form.
 */
export interface SearchMarkersData {
  objectNumbers: number[];
  /** Latitude in millionths of a degree (~0.1 m): integers are faster to write and read. */
  latE6: number[];
  /** Longitude in millionths of a degree. */
  lonE6: number[];
  /** The hit's stay price when the search evaluates one (dates, Last Minute), else the minimum
   * price; cents; null = no price. */
  price: (number | null)[];
  /**
   * Each hit's stay, present when a hit's stay may differ from the search's own dates (a
   * tolerance, or Last Minute without dates) and there are hits: hit i arrives `firstArrival` +
   * `arrivalOffset[i]` days and stays `nights` nights. The map's link of a marker whose home is
   * not on the page opens that stay, the one its price is the total of.
   */
  stays?: MarkerStays;
}

export interface SearchData {
  total: number;
  page: number;
  perPage: number;
  pages: number;
  objects: SearchResultObject[];
  facets: { amenities: Record<Amenity, number>; objectType: Record<ObjectTypeName, number> };
  /** All hits' markers; empty arrays when the page leaves them out (`markers: false`). */
  markers: SearchMarkersData;
  /** The query as canonical URL query string (SPEC §5 building rules), without '?'. */
  query: string;
  activeFilterCount: number;
  /**
   * The `query` for GET /api/search that repeats this search: `query` plus what the page's path
   * stands for (SEO location, /lastminute/, pre-filter, themed offer). Send it with
   * objectsPerPage = perPage.
   */
  apiQuery?: string;
}

/** SPEC.md §3 location info, loaded alongside a search. */
export interface LocationInfo {
  locationName: string;
  preposition: string;
  breadcrumbs: { label: string; href: string }[];
  title: string;
  text1: string;
  text2: string;
  metaTitle: string;
  metaDescription: string;
  keywords: string;
  seoText: string;
  seoUrl: string;
  noIndex: boolean;
  bounds: { south: number; west: number; north: number; east: number } | null;
  languageLinks: Partial<Record<'de' | 'en' | 'fr' | 'it', string>>;
  /** Regions of a country, places of a region, other places of a place's region. */
  topLinks: { label: string; href: string; count?: number }[];
  offers: { id: number; title: string; href: string }[];
}

export type LocationSuggestionKind = 'country' | 'region' | 'place';

/** One destination suggestion (GET /api/location/suggest), in the request language. */
export interface LocationSuggestion {
  kind: LocationSuggestionKind;
  name: string;
  /** The parents, the nearest first ("Istrien, Kroatien"); '' for a country. */
  context: string;
  /** The location's SEO page (canonical path in the request language). */
  href: string;
  /** The location as search filters (country code, region and place ids). */
  country: string;
  region: number | null;
  place: number | null;
  /** Live objects in the location (suggestions have at least one). */
  count: number;
}

/** SPEC.md §3 offer (GET /api/offer): a pre-filtered search page or a themed landing offer. */
export interface OfferInfo {
  id: number;
  kind: 'filter' | 'theme' | 'season';
  name: string;
  title: string;
  texts: {
    title: string;
    text1: string;
    text2: string;
    metaTitle: string;
    metaDescription: string;
    keywords: string;
    seoText: string;
  };
  /** Canonical path of the offer's landing page in the request language. */
  seoUrl: string;
  /** The search the offer stands for, as URL query string. */
  query: string;
  breadcrumbs: { label: string; href: string }[];
  languageLinks: Partial<Record<'de' | 'en' | 'fr' | 'it', string>>;
  countryCode: string | null;
  regionId: number | null;
  heroImage: ResultImage | null;
}

/** Capacity (GET /api/capacity): vacant objects for the dates and per tolerance step. */
export interface CapacityData {
  exact: number;
  tolerance: { days: number; count: number }[];
}
