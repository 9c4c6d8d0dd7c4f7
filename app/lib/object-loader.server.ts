// Loader logic of the object page (SPEC.md §2 ObjectPage and the SEO object URLs): the object from
// the object service (SSR never calls its own HTTP API), the first ratings page, the stay chosen
// on the search page (URL query, validated) and the page's title, canonical URL, hreflang links,
// breadcrumbs and JSON-LD. Unknown objects are 404, inactive ones 410.
import type { Availability } from '#core/availability';
import { todayInBerlin } from '#core/dates';
import { priceRequestBody } from '#core/price-state';
import type { DiscountKind } from '#core/pricing';
import { stayDiscountKind } from '#services/pricing';
import type { RequestContext } from '#services/platform';
import {
  canonicalLocationPath,
  getObject,
  locationCatalog,
  locationWhere,
} from '#services/catalogue';
import type { ObjectData, RatingsPage } from '#services/catalogue/types';
import { RATINGS_PER_PAGE } from '#core/ratings';
import { objectRatings } from '#services/catalogue';
import { orPageStatus, orWhenRefused } from './domain-status.server';
import { shellFlags, type PageInfo } from './page-info';
import { absoluteUrl, pageInfo } from './page-info.server';
import { parseInitialStay, type InitialStay } from './object-stay';
import { siteTranslator } from '#services/partners';
import { objectTravelNotice, type ObjectTravelNotice } from './content/travelinfo.server';
import { NEARBY_POI_KM, nearbyPois, type NearbyPoi } from './content/nearby-pois.server';
import type { GalleryPhoto } from '../components/object/gallery';
import type { RouterContextProvider } from 'react-router';
import { ISLAND_TEXTS, SCREEN_TEXTS } from '#core/i18n/namespaces';
import type { Language } from '#core/languages';
import { clientTexts } from '#services/platform';
import { islandData, islandTexts } from './islands.server';
import { OBJECT_DETAILS, OBJECT_JSON_LD } from './islands';

/** schema.org description of the object for search engines (a VacationRental). */
function jsonLd(ctx: RequestContext, object: ObjectData, description: string): string {
  const doc: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'VacationRental',
    identifier: String(object.objectNumber),
    name: object.title,
    description,
    url: absoluteUrl(ctx, object.href),
    image: object.images.slice(0, 5).map((image) => absoluteUrl(ctx, image.large)),
    address: {
      '@type': 'PostalAddress',
      addressCountry: object.locations.countryCode.toUpperCase(),
      addressRegion: object.locations.region,
      addressLocality: object.locations.place,
    },
    geo: {
      '@type': 'GeoCoordinates',
      latitude: object.position.lat,
      longitude: object.position.lon,
    },
    containsPlace: {
      '@type': 'Accommodation',
      additionalType: object.objectType === 'house' ? 'EntirePlace' : 'Apartment',
      occupancy: { '@type': 'QuantitativeValue', value: object.personsMax },
      numberOfBedrooms: object.countRoomsSleeping,
      numberOfBathroomsTotal: object.countRoomsBath,
      floorSize: { '@type': 'QuantitativeValue', value: object.squaremeterLiving, unitCode: 'MTK' },
      petsAllowed: object.detailPetAllowed > 0,
    },
  };
  if (object.minPrice !== null) {
    // The page's own "from" price (cheapest week or minimum stay), no extra query.
    doc.offers = {
      '@type': 'AggregateOffer',
      lowPrice: (object.minPrice / 100).toFixed(2),
      priceCurrency: 'EUR',
      url: absoluteUrl(ctx, object.href),
    };
  }
  if (object.ratingAverage !== null && object.ratingCount > 0) {
    doc.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: object.ratingAverage,
      ratingCount: object.ratingCount,
      bestRating: 5,
      worstRating: 1,
    };
  }
  // '<' escaped: the JSON sits in a <script> element and must not be able to close it.
  return JSON.stringify(doc).replace(/</g, '\\u003c');
}

/**
 * The object as its page gets it: the gallery's photos by id (components/object/gallery.tsx makes
 * their URLs) — the service's four URLs per photo were ~4.5 KB of every object page's loader data.
 */
export type ObjectPageObject = Omit<ObjectData, 'images' | ObjectDetailKey> & {
  images: GalleryPhoto[];
};

/** The object's fields only the static details of its page show (ObjectDetails). */
type ObjectDetailKey = 'amenities' | 'distances' | 'cancellation' | 'SEOLinks';

/**
 * What the object page's static island shows (components/object/object-screen.tsx): amenities,
 * distances, cancellation terms and the links to the region and nearby places, with their
 * location phrases. Null in a document's loader data (the HTML has them; islandData).
 */
export interface ObjectDetails extends Pick<ObjectData, ObjectDetailKey> {
  /** The region's and each nearby place link's phrase ("auf Mallorca"), by href (issue 19). */
  where: { region: string | null; links: Record<string, string> };
}

export interface ObjectPageData {
  page: PageInfo;
  object: ObjectPageObject;
  availability: Availability | null;
  ratings: RatingsPage | null;
  initialStay: InitialStay;
  /**
   * The discount kind the quote of `initialStay` applies (decision 105: the head's discount
   * badges), null without dates or discount.
   */
  initialDiscount: DiscountKind | null;
  /**
   * The VacationRental JSON-LD; null in a document's loader data, whose HTML has it (the routes
   * pass it through islandData as OBJECT_JSON_LD, app/lib/islands.ts).
   */
  jsonLd: string | null;
  today: string;
  /** The editors' traveller notice of the object's region (issue 17), or null. */
  travelNotice: ObjectTravelNotice | null;
  /** Travel reports and sights near the home, nearest first (issue 17); empty when none. */
  nearbyPois: NearbyPoi[];
  /** The radius of nearbyPois (km). */
  nearbyPoiKm: number;
  /** The object's place with its preposition from the location data ("auf Mallorca"; issue 19). */
  where: string;
  /** The static details (ObjectDetails): null in a document's loader data. */
  details: ObjectDetails | null;
}

/** The location phrases of the object, its region and the nearby places (issue 19). */
interface LocationPhrases {
  object: string;
  region: string | null;
  links: Record<string, string>;
}

/** The object's location phrases, from the in-memory location catalog. */
async function locationPhrases(ctx: RequestContext, object: ObjectData): Promise<LocationPhrases> {
  const catalog = await locationCatalog(ctx.deps.database);
  const language = ctx.language;
  const country = catalog.countryByCode.get(object.locations.countryCode.toLowerCase());
  const region = catalog.regionById.get(object.locations.regionNumber);
  const place = catalog.placeById.get(object.locations.placeNumber);
  if (country === undefined) return { object: '', region: null, links: {} };
  const links: Record<string, string> = {};
  if (region !== undefined) {
    for (const p of catalog.places) {
      if (p.regionId !== region.id) continue;
      links[canonicalLocationPath(language, { country, region, place: p })] = locationWhere(
        { country, region, place: p },
        language,
      );
    }
  }
  return {
    object: locationWhere(
      {
        country,
        ...(region !== undefined ? { region } : {}),
        ...(region !== undefined && place !== undefined ? { place } : {}),
      },
      language,
    ),
    region: region !== undefined ? locationWhere({ country, region }, language) : null,
    links,
  };
}

/** Words that say an object's type in a name, in the site's and the landlords' languages. */
const TYPE_WORDS =
  /(^|[\s'’-])(ferienhaus|ferienwohnung|haus|wohnung|apartment|appartement|appartamento|house|cottage|villa|maison|casa|chalet|studio|bungalow|lodge|gîte|baita|rustico|hytte|stuga|huis|finca|residence|résidence)(?=$|[\s,.:;!?-])/iu;

/** True when the object's name already says its type ("Ferienwohnung Meerblick", "Villa Sol"). */
function namesType(title: string, typeName: string): boolean {
  if (typeName !== '' && title.toLocaleLowerCase().includes(typeName.toLocaleLowerCase()))
    return true;
  return TYPE_WORDS.test(title);
}

export async function loadObjectPage(
  ctx: RequestContext,
  url: URL,
  objectNumber: number,
  routeName: string,
): Promise<ObjectPageData> {
  const { object, availability } = await orPageStatus(getObject(ctx, objectNumber));
  const [t, ratings, travelNotice, pois] = await Promise.all([
    siteTranslator(ctx),
    object.ratingCount > 0
      ? orWhenRefused(
          objectRatings(ctx, { objectNumber, pageNr: 1, perPage: RATINGS_PER_PAGE }),
          null,
        )
      : Promise.resolve(null),
    objectTravelNotice(ctx, object.locations.regionNumber),
    nearbyPois(ctx, object.position),
  ]);
  const today = todayInBerlin(ctx.now);
  const initialStay = parseInitialStay(url.searchParams, object, today);
  // The price box's own request for the link's stay, quoted here so the head renders its badges.
  const initialDiscount =
    initialStay.startDate !== null && initialStay.endDate !== null
      ? await stayDiscountKind(ctx, {
          ...priceRequestBody(object.objectNumber, initialStay, ctx.language, {
            adultsMax: object.adultsMax,
          }),
          objectNumber: object.objectNumber,
        })
      : null;
  const where = await locationPhrases(ctx, object);
  const typeName = t(`search:card.type.${object.objectType}`);
  const descriptionText = (
    object.descriptions.translation?.text ??
    object.descriptions.native?.text ??
    ''
  ).replace(/\s+/g, ' ');
  const metaDescription =
    t('catalogue:meta.description', {
      type: typeName,
      where: where.object,
      persons: object.personsMax,
      bedrooms: object.countRoomsSleeping,
    }) + (descriptionText ? ` ${descriptionText.slice(0, 100).replace(/\s\S*$/, '')} …` : '');
  const base = await pageInfo(ctx, {
    routeName,
    view: 'ObjectPage',
    flags: shellFlags({ view: 'ObjectPage', headerHidden: true, contentGroup: 3 }),
    title: t('brand.pageTitle', {
      // Titles never repeat the type: "Ferienwohnung Meerblick auf Mallorca", not "… –
      // Ferienwohnung auf Mallorca" (issue 19).
      title: namesType(object.title, typeName)
        ? t('catalogue:meta.titleNamed', { title: object.title, where: where.object })
        : t('catalogue:meta.title', { title: object.title, type: typeName, where: where.object }),
    }),
    description: metaDescription,
    // The SEO object URL is the canonical one, also for /object/{n}/.
    canonicalPath: object.href,
    languagePaths: object.languagePaths,
    trail: [
      ...object.breadcrumb.map((crumb) => ({ label: crumb.label, href: crumb.href })),
      { label: object.title, href: null },
    ],
  });
  const mainPhoto = object.images[0];
  const { amenities, distances, cancellation, SEOLinks, ...pageObject } = object;
  return {
    // The main photo as the share image (og:image), absolute from SITE_URL.
    page: mainPhoto
      ? { ...base, seo: { ...base.seo, image: absoluteUrl(ctx, mainPhoto.large) } }
      : base,
    object: {
      ...pageObject,
      images: object.images.map(({ no, photoId }) => ({ no, photoId })),
    },
    availability,
    ratings,
    initialStay,
    initialDiscount,
    jsonLd: jsonLd(ctx, object, descriptionText.slice(0, 500)),
    today,
    travelNotice,
    nearbyPois: pois,
    nearbyPoiKm: NEARBY_POI_KM,
    where: where.object,
    details: {
      amenities,
      distances,
      cancellation,
      SEOLinks,
      where: { region: where.region, links: where.links },
    },
  };
}

/**
 * What both object routes (routes/object.tsx, the SEO object URLs of routes/lookup.tsx) send of
 * the screen: its JSON-LD and static details kept to the document's HTML (static islands,
 * app/lib/islands.ts), the screen's texts with the details' texts only where those render live.
 */
export async function objectScreenRouteData(
  context: Readonly<RouterContextProvider>,
  language: Language,
  screen: Omit<ObjectPageData, 'page'>,
) {
  const [texts, detailTexts] = await Promise.all([
    clientTexts(language, SCREEN_TEXTS.object),
    clientTexts(language, ISLAND_TEXTS.object),
  ]);
  return {
    screen: {
      ...screen,
      jsonLd: islandData(context, OBJECT_JSON_LD, screen.jsonLd),
      details: islandData(context, OBJECT_DETAILS, screen.details),
    },
    texts: islandTexts(context, texts, detailTexts),
  };
}
