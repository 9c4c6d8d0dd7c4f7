// The object contract shared by the object service (services/object.ts), POST /api/object,
// GET /api/ratings/object/{n} and the object page. Plain data, safe to import from app/.
import type { Amenity, DistanceKind } from '#core/amenities';
import type { IsoDate } from '#core/dates';
import type { Language } from '#core/languages';
import type { RatingSummary } from '#core/ratings';
import type { ObjectTypeName, ResultDistinction, ResultImage } from '#services/search/types';

export interface ObjectImage extends ResultImage {
  /** Position in the gallery, from 0 (SPEC §3 images: src, cdn, no). */
  no: number;
  /** Served by the photo pool's immutable URLs (cacheable like a CDN). */
  cdn: boolean;
  /** Full-screen size (1440×1080) for the viewer. */
  large: string;
}

/** One description text (SPEC §3 "descriptions: natives and translation per language"). */
export interface DescriptionText {
  language: string;
  text: string;
  /** null: the native text; otherwise the language it was machine-translated from. */
  translatedFrom: string | null;
}

export interface ObjectDescriptions {
  /** The text in the request language (native or translation), null when there is none. */
  translation: DescriptionText | null;
  /** The native text, when it differs from `translation` (or when there is no translation). */
  native: DescriptionText | null;
}

export interface ServiceCost {
  name: string;
  amountCents: number;
  unit: string;
  refundable: boolean;
}

export interface SeasonPrice {
  from: IsoDate;
  to: IsoDate;
  nightlyCents: number;
  weeklyCents: number | null;
  minStay: number;
}

export interface CancellationTerms {
  id: number;
  class: string;
  icon: string;
  from: IsoDate | null;
  to: IsoDate | null;
  deadlineDays: number;
  label: string;
  head: string;
  text: string;
}

export interface Link {
  label: string;
  href: string;
}

/** SPEC.md §3 Object, plus what the page shows beyond it (amenities, distances, terms, badges). */
export interface ObjectData {
  objectNumber: number;
  title: string;
  active: boolean;
  agency: number;
  agencyName: string;
  /** Vacant nights from today, days the availability covers from today, its last date. */
  availability: { count: number; days: number; maxDate: IsoDate | null };
  additionalCosts: {
    mandatory: ServiceCost[];
    onSiteMandatory: ServiceCost[];
    onSiteOptional: ServiceCost[];
  };
  /** Country → region → place, with canonical location paths in the request language. */
  breadcrumb: Link[];
  countRooms: number;
  countRoomsBath: number;
  countRoomsSleeping: number;
  descriptionLanguages: string[];
  descriptions: ObjectDescriptions;
  /** Number of pets allowed (0 = none). */
  detailPetAllowed: number;
  /** Largest pet size allowed: small, medium, large, or null. */
  detailPetSize: string | null;
  images: ObjectImage[];
  locations: {
    country: string;
    countryCode: string;
    region: string;
    regionNumber: number;
    state: string | null;
    place: string;
    placeNumber: number;
  };
  /** "from" price in cents (cheapest 7-night or minimum stay). */
  minPrice: number | null;
  objectType: ObjectTypeName;
  personsMax: number;
  adultsMax: number;
  position: { lat: number; lon: number };
  /** Seasons of the price list that are not over yet. */
  prices: SeasonPrice[];
  providerType: 'wholesaler' | 'agency' | 'private';
  ratingAverage: number | null;
  ratingCount: number;
  objectRatingSummary: RatingSummary | null;
  squaremeterComplete: number;
  squaremeterLiving: number;
  SEOLinks: { region: Link | null; country: Link | null; places: Link[] };
  landlord: { name: string; privateLandlord: boolean } | null;
  privateObject: boolean;
  index: number;
  amenities: Amenity[];
  distances: Partial<Record<DistanceKind, number>>;
  cancellation: CancellationTerms | null;
  freeCancel: boolean;
  /**
   * Free cancellation until this many days before arrival: the terms' days, or the default
   * (core/booking/cancellation); a chosen stay is free to cancel only while that lies ahead.
   */
  freeCancelDays: number;
  distinctions: ResultDistinction[];
  /** Canonical page path (SEO object URL) per language. */
  languagePaths: Partial<Record<Language, string>>;
  href: string;
}

export interface RatingItem {
  ratingid: number;
  votes: RatingSummary;
  votesAverage: number;
  /** Travel dates, type (family, couple, friends, single, group, pets), verified, rating date. */
  travelData: {
    from: IsoDate;
    to: IsoDate;
    type: string;
    verified: boolean;
    ratingDate: IsoDate;
  };
  average: number;
  timestamp: string;
  author: string;
  documents: string[];
  /** Language the guest wrote in. */
  language: string;
  /**
   * The title shown: with a translated `text`, its translation into the request language when
   * there is one; else as written.
   */
  title: string | null;
  /** The guest's own title when `title` is a translation, else null. */
  originalTitle: string | null;
  /** The text shown: a translation into the request language when there is one. */
  text: string;
  /** The guest's own text when `text` is a translation, else null. */
  originalText: string | null;
  translated: boolean;
  /** Languages with a translation. */
  translations: string[];
  /**
   * The host's answer: in the request language where translated, else as written, in `language`
   * (the rating's).
   */
  landlordAnswer: {
    text: string;
    date: IsoDate | null;
    language: string;
    translated: boolean;
  } | null;
}

export interface RatingsPage {
  objectNumber: number;
  pageNr: number;
  perPage: number;
  total: number;
  pages: number;
  ratingAverage: number | null;
  objectRatingSummary: RatingSummary | null;
  ratings: RatingItem[];
}
