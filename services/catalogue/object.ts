// The object use-cases (SPEC.md §2 ObjectPage, §3 Object, §7 POST /api/object): one object with
// everything its page shows, and one description in another language. Used by the page loader
// and the API alike.
import { AMENITIES, DISTANCE_KINDS, type Amenity, type DistanceKind } from '#core/amenities';
import { dayIndex, type Availability } from '#core/availability';
import { DEFAULT_FREE_CANCELLATION_DAYS } from '#core/booking/cancellation';
import { addDays, todayInBerlin, type IsoDate } from '#core/dates';
import { LANGUAGES, type Language } from '#core/languages';
import { discountKindOf, type ServiceRule } from '#core/pricing';
import { objectSeoPath } from '#core/seo-urls';
import {
  findDescription,
  findObjectRow,
  loadObjectDetails,
  type ObjectDetails,
  type ObjectRow,
} from '#db/repositories/catalogue-objects';
import { CatalogueCache, DomainError } from '#services/platform';
import type { RequestContext } from '#services/platform';
import { canonicalLocationPath, locationCatalog, text, type LocationCatalog } from './locations';
import type { DescriptionText, Link, ObjectData, ObjectDescriptions, ServiceCost } from './types';
import { galleryPhotoUrls } from '#services/media';
import type { RatingSummary } from '#core/ratings';
import { objectRatingSummary } from './ratings';
import { objectGone, objectNotFound } from './refusals';
import { badgeVariant } from '#core/distinctions';

/** At most this many nearby places as SEO links. */
const NEARBY_PLACES = 8;

export interface ObjectLookup {
  object: ObjectData;
  availability: Availability | null;
}

function costs(rules: ServiceRule[] | undefined): ServiceCost[] {
  return (rules ?? []).map((r) => ({
    name: r.name,
    amountCents: r.amountCents,
    unit: r.unit,
    refundable: r.refundable ?? false,
  }));
}

/** SPEC §3 availability {count, days, maxDate}: vacant nights and covered days from today on. */
function availabilitySummary(av: Availability | null, today: IsoDate): ObjectData['availability'] {
  if (!av) return { count: 0, days: 0, maxDate: null };
  const start = Math.max(0, dayIndex(av, today));
  let count = 0;
  for (let i = start; i < av.vacancy.length; i++) if (av.vacancy.charCodeAt(i) === 89) count++;
  const days = Math.max(0, av.vacancy.length - start);
  return {
    count,
    days,
    maxDate: av.vacancy.length > 0 ? addDays(av.from, av.vacancy.length - 1) : null,
  };
}

/** The request language's text and the native one, so the page can switch between them. */
export function pickDescriptions(rows: DescriptionText[], language: Language): ObjectDescriptions {
  const own = rows.find((r) => r.language === language) ?? null;
  const native = rows.find((r) => r.translatedFrom === null) ?? null;
  if (own && own.translatedFrom === null) return { translation: own, native: null };
  return { translation: own, native };
}

function objectPaths(
  catalog: LocationCatalog,
  row: Pick<ObjectRow, 'countryCode' | 'regionId' | 'placeId' | 'objectNumber'>,
): Partial<Record<Language, string>> {
  const country = catalog.countryByCode.get(row.countryCode);
  const region = catalog.regionById.get(row.regionId);
  const place = catalog.placeById.get(row.placeId);
  const out: Partial<Record<Language, string>> = {};
  if (!country || !region || !place) return out;
  for (const language of LANGUAGES) {
    const pick = (l: Partial<Record<Language, string>>) => l[language] ?? l.de ?? '';
    out[language] = objectSeoPath(
      language,
      { country: pick(country.slugs), region: pick(region.slugs), place: pick(place.slugs) },
      row.objectNumber,
    );
  }
  return out;
}

function buildObject(
  ctx: RequestContext,
  catalog: LocationCatalog,
  row: ObjectRow,
  details: ObjectDetails,
  av: Availability | null,
  summary: ObjectData['objectRatingSummary'],
): ObjectData {
  const language = ctx.language;
  const today = todayInBerlin(ctx.now);
  const country = catalog.countryByCode.get(row.countryCode);
  const region = catalog.regionById.get(row.regionId);
  const place = catalog.placeById.get(row.placeId);
  const breadcrumb: Link[] = [];
  if (country) {
    breadcrumb.push({
      label: text(country.names, language),
      href: canonicalLocationPath(language, { country }),
    });
    if (region) {
      breadcrumb.push({
        label: text(region.names, language),
        href: canonicalLocationPath(language, { country, region }),
      });
      if (place) {
        breadcrumb.push({
          label: text(place.names, language),
          href: canonicalLocationPath(language, { country, region, place }),
        });
      }
    }
  }
  const nearby: Link[] =
    country && region
      ? catalog.places
          .filter((p) => p.regionId === region.id && p.id !== row.placeId)
          .slice(0, NEARBY_PLACES)
          .map((p) => ({
            label: text(p.names, language),
            href: canonicalLocationPath(language, { country, region, place: p }),
          }))
      : [];
  const rules = details.rules;
  const label = details.cancellationLabel;
  const languagePaths = objectPaths(catalog, row);
  const amenities = AMENITIES.filter((a: Amenity) => row[a]);
  const distances: Partial<Record<DistanceKind, number>> = {};
  for (const kind of DISTANCE_KINDS) {
    const value = row[kind];
    if (value !== null) distances[kind] = value;
  }
  return {
    objectNumber: row.objectNumber,
    title: text(row.titles, language),
    active: row.active,
    agency: row.agencyId,
    agencyName: details.agency?.name ?? '',
    availability: availabilitySummary(av, today),
    additionalCosts: {
      mandatory: costs(rules?.servicesMandatory),
      onSiteMandatory: costs(rules?.servicesOnSiteMandatory),
      onSiteOptional: costs(rules?.servicesOnSiteOptional),
    },
    breadcrumb,
    countRooms: row.countRooms,
    countRoomsBath: row.countRoomsBath,
    countRoomsSleeping: row.countRoomsSleeping,
    descriptionLanguages: details.descriptions.map((d) => d.language).sort(),
    descriptions: pickDescriptions(details.descriptions, language),
    detailPetAllowed: row.petsAllowed,
    detailPetSize: row.petsAllowed > 0 ? row.petSize : null,
    images: details.images.map((image) => ({
      no: image.position,
      cdn: true,
      photoId: image.photoId,
      ...galleryPhotoUrls(image.photoId),
    })),
    locations: {
      country: country ? text(country.names, language) : '',
      countryCode: row.countryCode,
      region: region ? text(region.names, language) : '',
      regionNumber: row.regionId,
      state: region?.state ?? null,
      place: place ? text(place.names, language) : '',
      placeNumber: row.placeId,
    },
    minPrice: row.minPriceCents,
    objectType: row.objectType,
    personsMax: row.personsMax,
    adultsMax: row.adultsMax,
    position: { lat: row.lat, lon: row.lon },
    prices: (rules?.seasons ?? [])
      .filter((s) => s.to > today)
      .map((s) => ({
        from: s.from,
        to: s.to,
        nightlyCents: s.nightlyCents,
        weeklyCents: s.weeklyCents ?? null,
        minStay: s.minStay,
      })),
    providerType: row.providerType,
    ratingAverage: row.ratingAverage === null ? null : Math.round(row.ratingAverage * 10) / 10,
    ratingCount: row.ratingCount,
    objectRatingSummary: summary,
    squaremeterComplete: row.squaremeterComplete,
    squaremeterLiving: row.squaremeterLiving,
    SEOLinks: {
      country: breadcrumb[0] ?? null,
      region: breadcrumb[1] ?? null,
      places: nearby,
    },
    landlord: details.landlord
      ? { name: details.landlord.name, privateLandlord: details.landlord.privateLandlord }
      : null,
    privateObject: row.privateObject,
    index: row.feedIndex,
    amenities,
    distances,
    cancellation: label
      ? {
          id: label.id,
          class: label.cssClass,
          icon: label.icon,
          from: label.validFrom,
          to: label.validTo,
          deadlineDays: label.deadlineDays,
          label: text(label.label, language),
          head: text(label.head, language),
          text: text(label.text, language),
        }
      : null,
    freeCancel: row.freeCancel,
    freeCancelDays: label?.deadlineDays ?? DEFAULT_FREE_CANCELLATION_DAYS,
    distinctions: details.distinctions.map((d) => ({
      id: d.id,
      variant: badgeVariant(d.variant),
      icon: d.icon,
      label: text(d.label, language),
      discountKind: discountKindOf(d.discountKind),
    })),
    languagePaths,
    href: languagePaths[language] ?? `/object/${row.objectNumber}/`,
  };
}

/** What the object's page reads from the database, language-independent. */
interface ObjectSource {
  row: ObjectRow;
  /** null for an inactive object (its page is a 410 and reads nothing more). */
  details: ObjectDetails | null;
  summary: RatingSummary | null;
}

/**
 * Objects whose page data a process keeps (~10 KB each: descriptions in four languages, price
 * rules, availability strings). An object page costs about ten indexed reads otherwise
 * (docs/performance.md "Object page"); catalogue changes drop the entries (catalogue-cache.ts).
 */
const OBJECT_CACHE_SIZE = 1_000;
const objectSources = new CatalogueCache<ObjectSource | null>(OBJECT_CACHE_SIZE);

function readObjectSource(ctx: RequestContext, objectNumber: number): Promise<ObjectSource | null> {
  const { db } = ctx.deps.database;
  return objectSources.read(ctx.deps, String(objectNumber), async () => {
    const row = await findObjectRow(db, objectNumber);
    if (!row) return null;
    if (!row.active) return { row, details: null, summary: null };
    const [details, summary] = await Promise.all([
      loadObjectDetails(db, row),
      row.ratingCount > 0 ? objectRatingSummary(ctx, objectNumber) : Promise.resolve(null),
    ]);
    return { row, details, summary };
  });
}

/** One object for its page or POST /api/object; refuses unknown (notFound) and inactive (gone). */
export async function getObject(ctx: RequestContext, objectNumber: number): Promise<ObjectLookup> {
  const source = await readObjectSource(ctx, objectNumber);
  if (!source) throw objectNotFound();
  const { row, details, summary } = source;
  if (!row.active || !details) throw objectGone();
  const catalog = await locationCatalog(ctx.deps.database);
  const availability = details.availability;
  const object = buildObject(ctx, catalog, row, details, availability, summary);
  return { object, availability };
}

export type DescriptionLookup = DescriptionText & { objectNumber: number; translated: boolean };

/**
 * One description of an object (POST /api/object with descriptionLanguageCode): the text in that
 * language; with `translationSource: 'native'` the original it was translated from. Refuses an
 * unknown or inactive object, and a language the object has no description in (notFound).
 */
export async function getDescription(
  ctx: RequestContext,
  input: { objectNumber: number; language: string; source: 'native' | 'translation' },
): Promise<DescriptionLookup> {
  const { db } = ctx.deps.database;
  const row = await findObjectRow(db, input.objectNumber);
  if (!row) throw objectNotFound();
  if (!row.active) throw objectGone();
  let found = await findDescription(db, input.objectNumber, input.language);
  if (found && input.source === 'native' && found.translatedFrom !== null) {
    found = await findDescription(db, input.objectNumber, found.translatedFrom);
  }
  if (!found) throw new DomainError('notFound', 'errors.object.noDescription');
  return {
    objectNumber: input.objectNumber,
    language: found.language,
    text: found.text,
    translatedFrom: found.translatedFrom,
    translated: found.translatedFrom !== null,
  };
}
