// Plain data of the content slice that app/ may import as values.
import type { Salutation } from '#core/accounts';
import type { ContactFormKind, ContactReason } from '#core/contact';
import type { PoiKind } from '#core/pois';
import type { HomeTeaserTopic } from '#core/home-config';
import type { SearchResultObject } from '#services/search/types';

/** A contact form's message as the use-case takes it (POST /api/mailer/contact's formData). */
export interface ContactInput {
  form: ContactFormKind;
  reason: ContactReason;
  salutation: Salutation;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  message: string;
  objectNumber: number | null;
  startDate: string | null;
  endDate: string | null;
  /** The rating reported (reason ratingReport, decision 096), else null. */
  ratingNumber: number | null;
  /** The form guard's token and trap (services/platform form-guard.ts). */
  formToken: string | undefined;
  website2: string | undefined;
}

export interface ContactSent {
  sent: true;
}

/**
 * The refusals of the contact use-case name their field as the API's body does
 * (`formData.startDate`); the page's action strips this prefix to find its input.
 */
export const CONTACT_FIELD_PREFIX = 'formData.';

/** One favourite country or region card of the home page (services/content/home.ts). */
export interface HomeLocationCard {
  key: string;
  name: string;
  /** The region's country (region cards only). */
  country?: string;
  /** Active homes in the catalogue. */
  homes: number;
  /** The location's canonical SEO path in the page language. */
  href: string;
  /** A photo of the media pool (URLs: #services/media/types photoUrl); null: none. */
  photoId: string | null;
}

/** One teaser topic of the home page (SPEC §2: teaser, img, href, title, target). */
export interface HomeTeaserCard {
  topic: HomeTeaserTopic;
  /** The configured title in the page language; null: the topic's standard title (home.json). */
  title: string | null;
  href: string;
  target: '_self' | '_blank';
  photoId: string;
}

/** An extra portal of the footer on Home; label null: the route's footer name (common.json). */
export interface HomePortal {
  route: string | null;
  label: string | null;
  href: string;
  external: boolean;
}

export interface HomePageData {
  hero: {
    photoId: string;
    /** What the photo shows, linked; null without a subject. */
    caption: { name: string; href: string } | null;
  };
  countries: HomeLocationCard[];
  regions: HomeLocationCard[];
  teasers: HomeTeaserCard[];
  /** Real figures of the catalogue: active homes, the mean of all ratings (1 decimal). */
  trust: { homes: number; countries: number; ratingAverage: number | null; ratingCount: number };
  extraPortals: HomePortal[];
}

/** GET /api/getHomeRecommendations's data. */
export interface HomeRecommendations {
  teaser: HomeTeaserTopic | null;
  /** The stay priced (null for lastminute: each home's own next arrival). */
  startDate: string | null;
  endDate: string | null;
  persons: number;
  objects: SearchResultObject[];
}

export type { PoiKind };

/** A POI in a list (POST /api/poi/pois): names in the visitor's language, its page's path. */
export interface PoiSummary {
  poiId: number;
  kind: PoiKind;
  title: string;
  path: string;
  countryCode: string | null;
  country: string | null;
  regionId: number | null;
  region: string | null;
  placeId: number | null;
  place: string | null;
  lat: number | null;
  lon: number | null;
  /** From the point asked about (km, one decimal), else null. */
  distanceKm: number | null;
}

/** A POI's document (GET /api/poi/doc, the Poi page). */
export interface PoiDocument extends PoiSummary {
  slug: string;
  text: string;
  photoIds: string[];
  /** The page's path in each language (its slug of that language). */
  languagePaths: Record<'de' | 'en' | 'fr' | 'it', string>;
}

/** Which POIs: a point with a radius, a map box or a region; optionally one kind. */
export interface PoiQuery {
  kind?: PoiKind;
  point?: { lat: number; lon: number; distanceKm: number };
  box?: { south: number; west: number; north: number; east: number };
  regionId?: number;
  limit: number;
}

/** A traveller notice as shown: text in the visitor's language and the editor's date. */
export interface ShownNotice {
  text: string;
  updatedOn: string;
  /** True for the generic notice (no notice of the region's own). */
  generic: boolean;
}

export interface RegionNoticeShown extends ShownNotice {
  regionId: number;
  region: string;
  countryCode: string;
  country: string;
}
