// What the in-memory search index (search/) and the result cards read from the catalogue. Raw SQL
// (drizzle `sql`) because the index build reads every object with its price rules, availability,
// offers and distinctions: keyset batches ordered by object_number, one round trip per batch,
// aggregates computed by the database, no ORM row mapping.
import { sql, type SQL } from 'drizzle-orm';
import { AMENITIES } from '#core/amenities';
import { availabilityFromColumns } from '#core/availability';
import { DEFAULT_FREE_CANCELLATION_DAYS } from '#core/booking/cancellation';
import type { Language } from '#core/languages';
import type { PriceRules } from '#core/pricing';
import type { IndexObject, ObjectType, ProviderType, SearchText } from '#search/types';
import { rowsOf, type Db } from '../client';
import type { LocalizedText } from '../schema';

const LANGUAGES: readonly Language[] = ['de', 'en', 'fr', 'it'];

/** Names of the locations per language, for the fulltext (from the in-memory location catalog). */
export interface LocationNames {
  country(code: string): LocalizedText | undefined;
  region(id: number): LocalizedText | undefined;
  place(id: number): LocalizedText | undefined;
}

/** Bit i = AMENITIES[i] (core/amenities.ts), computed by the database from the boolean columns. */
const AMENITY_MASK_SQL = sql.raw(
  AMENITIES.map((name, bit) => `(case when o.${name} then ${1 << bit} else 0 end)`).join(' | '),
);

/**
 * Free cancellation until this many days before arrival: the object's cancellation label, or the
 * default of core/booking/cancellation without one (decision 102).
 */
const FREE_CANCEL_DAYS_SQL = sql`coalesce(
  (select l.deadline_days from cancellation_labels l where l.id = o.cancellation_label_id),
  ${DEFAULT_FREE_CANCELLATION_DAYS}
)::int`;

/**
 * An object as the search reads it: the index's fields plus what only result cards need (titles
 * per language, the first photos), so one read of the catalogue fills both.
 */
export interface SearchSourceObject extends IndexObject {
  titles: LocalizedText;
  /** Photo ids of the first CARD_PHOTOS images, in gallery order. */
  photoIds: string[];
}

/**
 * Photos a result card carries. The card shows one; every further photo adds ~500 bytes of URLs
 * per card to each search answer, so raise this only for a card gallery.
 */
export const CARD_PHOTOS = 1;

interface IndexRow {
  objectNumber: number;
  active: boolean;
  titles: LocalizedText;
  objectType: ObjectType;
  personsMax: number;
  adultsMax: number;
  countRoomsSleeping: number;
  countRoomsBath: number;
  squaremeterLiving: number;
  petsAllowed: number;
  amenities: number;
  distSea: number | null;
  distLake: number | null;
  distSkilift: number | null;
  distSkiloipe: number | null;
  lat: number;
  lon: number;
  countryCode: string;
  regionId: number;
  placeId: number;
  agencyId: number;
  providerType: ProviderType;
  minPriceCents: number | null;
  ratingAverage: number | null;
  ratingCount: number;
  recommendation: number;
  freeCancel: boolean;
  freeCancelDays: number;
  createdAt: number;
  rules: PriceRules | null;
  fromDate: string | null;
  vacancy: string | null;
  arrival: string | null;
  departure: string | null;
  minStay: string | null;
  offerIds: number[] | null;
  distinctionIds: number[] | null;
  photoIds: string[] | null;
}

function indexSelect(where: SQL, limit: number | null): SQL {
  // offerIds: the object's explicit offers (object_offers) plus its agency's pre-filtered page
  // (agencies.offer_filter_id), so an offer filter id is one posting list in the index.
  // The CTE picks the batch first: joined directly, a keyset condition on `objects` alone made
  // PostgreSQL merge-join the side tables from their start for every batch (quadratic).
  return sql`
    with o as materialized (
      select * from objects o where ${where}
      order by o.object_number ${limit === null ? sql`` : sql`limit ${limit}`}
    )
    select o.object_number as "objectNumber", o.active, o.titles, o.object_type as "objectType",
      o.persons_max as "personsMax", o.adults_max as "adultsMax",
      o.count_rooms_sleeping as "countRoomsSleeping", o.count_rooms_bath as "countRoomsBath",
      o.squaremeter_living as "squaremeterLiving", o.pets_allowed as "petsAllowed",
      (${AMENITY_MASK_SQL}) as amenities,
      o.dist_sea as "distSea", o.dist_lake as "distLake", o.dist_skilift as "distSkilift",
      o.dist_skiloipe as "distSkiloipe", o.lat, o.lon, o.country_code as "countryCode",
      o.region_id as "regionId", o.place_id as "placeId", o.agency_id as "agencyId",
      o.provider_type as "providerType", o.min_price_cents as "minPriceCents",
      o.rating_average as "ratingAverage", o.rating_count as "ratingCount",
      o.recommendation, o.free_cancel as "freeCancel",
      (${FREE_CANCEL_DAYS_SQL}) as "freeCancelDays",
      (extract(epoch from o.created_at) * 1000)::float8 as "createdAt",
      r.rules, a.from_date::text as "fromDate", a.vacancy, a.arrival, a.departure,
      a.min_stay as "minStay",
      array(
        select oo.offer_id from object_offers oo where oo.object_number = o.object_number
        union
        select ag.offer_filter_id from agencies ag
          where ag.id = o.agency_id and ag.offer_filter_id is not null
      ) as "offerIds",
      array(
        select d.distinction_id from object_distinctions d where d.object_number = o.object_number
        order by d.distinction_id
      ) as "distinctionIds",
      array(
        select i.photo_id from object_images i where i.object_number = o.object_number
        order by i.position limit ${CARD_PHOTOS}
      ) as "photoIds"
    from o
      left join object_price_rules r on r.object_number = o.object_number
      left join object_availability a on a.object_number = o.object_number
    order by o.object_number`;
}

function joinNames(parts: (string | undefined)[]): string {
  return parts.filter((p): p is string => p !== undefined && p !== '').join(' ');
}

function pick(text: LocalizedText | undefined, language: Language): string | undefined {
  if (text === undefined) return undefined;
  return text[language] ?? text.de;
}

function toSourceObject(row: IndexRow, names: LocationNames): SearchSourceObject {
  const country = names.country(row.countryCode);
  const region = names.region(row.regionId);
  const place = names.place(row.placeId);
  const searchText = {} as SearchText;
  for (const language of LANGUAGES) {
    searchText[language] = joinNames([
      pick(row.titles, language),
      pick(place, language),
      pick(region, language),
      pick(country, language),
    ]);
  }
  const availability = availabilityFromColumns(row);
  return {
    objectNumber: row.objectNumber,
    active: row.active,
    objectType: row.objectType,
    personsMax: row.personsMax,
    adultsMax: row.adultsMax,
    countRoomsSleeping: row.countRoomsSleeping,
    countRoomsBath: row.countRoomsBath,
    squaremeterLiving: row.squaremeterLiving,
    petsAllowed: row.petsAllowed,
    amenities: row.amenities,
    distSea: row.distSea,
    distLake: row.distLake,
    distSkilift: row.distSkilift,
    distSkiloipe: row.distSkiloipe,
    lat: row.lat,
    lon: row.lon,
    countryCode: row.countryCode,
    regionId: row.regionId,
    placeId: row.placeId,
    agencyId: row.agencyId,
    providerType: row.providerType,
    minPriceCents: row.minPriceCents,
    ratingAverage: row.ratingAverage,
    ratingCount: row.ratingCount,
    recommendation: row.recommendation,
    freeCancel: row.freeCancel,
    freeCancelDays: row.freeCancelDays,
    createdAt: row.createdAt,
    offerIds: row.offerIds ?? [],
    distinctionIds: row.distinctionIds ?? [],
    searchText,
    priceRules: row.rules,
    availability,
    titles: row.titles,
    photoIds: row.photoIds ?? [],
  };
}

/** A PostgreSQL int[] literal of safe integers (bound as one parameter, any number of ids). */
function intArray(values: readonly number[]): string {
  return `{${values.filter((v) => Number.isSafeInteger(v)).join(',')}}`;
}

/**
 * Every object (active or not) as IndexObjects, in batches of `batchSize` ordered by object
 * number. Up to `inFlight` batches are requested ahead (on as many pool connections): PostgreSQL
 * prepares the next batches while the caller consumes the current one, instead of the two taking
 * turns (issue 5: the index build).
 */
export async function* streamIndexObjects(
  db: Db,
  names: LocationNames,
  options: { batchSize?: number; inFlight?: number } = {},
): AsyncGenerator<SearchSourceObject[]> {
  const batchSize = Math.max(1, options.batchSize ?? 2_000);
  const inFlight = Math.max(1, options.inFlight ?? 1);
  // Batch bounds first (one index-only scan), so batches can be requested without waiting for
  // the previous one's last object number.
  const numbers = rowsOf<{ n: number }>(
    await db.execute(sql`select object_number as n from objects order by object_number`),
  ).map((r) => Number(r.n));
  const ranges: [number, number][] = [];
  for (let i = 0; i < numbers.length; i += batchSize) {
    ranges.push([numbers[i]!, numbers[Math.min(numbers.length, i + batchSize) - 1]!]);
  }
  const fetchRange = async ([from, to]: [number, number]): Promise<IndexRow[]> =>
    rowsOf<IndexRow>(
      await db.execute(indexSelect(sql`o.object_number between ${from} and ${to}`, null)),
    );
  const pending: Promise<IndexRow[]>[] = [];
  let next = 0;
  const fill = (): void => {
    while (pending.length < inFlight && next < ranges.length) {
      const p = fetchRange(ranges[next++]!);
      p.catch(() => {}); // awaited in order below; an early rejection must not go unhandled
      pending.push(p);
    }
  };
  fill();
  while (pending.length > 0) {
    const rows = await pending.shift()!;
    fill();
    yield rows.map((row) => toSourceObject(row, names));
  }
}

/** Number of objects (sizes the index's arrays once instead of growing them by doubling). */
export async function countObjects(db: Db): Promise<number> {
  const rows = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from objects`));
  return Number(rows[0]?.n ?? 0);
}

/** The given objects as search source objects (missing numbers are simply absent), for index refreshes. */
export async function loadIndexObjects(
  db: Db,
  names: LocationNames,
  objectNumbers: readonly number[],
): Promise<SearchSourceObject[]> {
  if (objectNumbers.length === 0) return [];
  const rows = rowsOf<IndexRow>(
    await db.execute(
      indexSelect(sql`o.object_number = any(${intArray(objectNumbers)}::int[])`, null),
    ),
  );
  return rows.map((row) => toSourceObject(row, names));
}

// ---------------------------------------------------------------------------------------------
// Result cards

/** What a result card shows beyond the index's numbers (language-independent: all titles). */
export interface CardRow {
  objectNumber: number;
  titles: LocalizedText;
  objectType: ObjectType;
  personsMax: number;
  countRoomsSleeping: number;
  countRoomsBath: number;
  squaremeterLiving: number;
  minPriceCents: number | null;
  ratingAverage: number | null;
  ratingCount: number;
  lat: number;
  lon: number;
  countryCode: string;
  regionId: number;
  placeId: number;
  freeCancel: boolean;
  /** Free cancellation until this many days before arrival (decision 102). */
  freeCancelDays: number;
  petsAllowed: number;
  amenities: number;
  /** Photo ids of the first images, in gallery order. */
  photoIds: string[];
  distinctionIds: number[];
}

/** Card rows for a page of hits, in one query (order not guaranteed; key by objectNumber). */
export async function loadCards(
  db: Db,
  objectNumbers: readonly number[],
  images: number,
): Promise<CardRow[]> {
  if (objectNumbers.length === 0) return [];
  const result = await db.execute(sql`
    select o.object_number as "objectNumber", o.titles, o.object_type as "objectType",
      o.persons_max as "personsMax", o.count_rooms_sleeping as "countRoomsSleeping",
      o.count_rooms_bath as "countRoomsBath", o.squaremeter_living as "squaremeterLiving",
      o.min_price_cents as "minPriceCents", o.rating_average as "ratingAverage",
      o.rating_count as "ratingCount", o.lat, o.lon, o.country_code as "countryCode",
      o.region_id as "regionId", o.place_id as "placeId", o.free_cancel as "freeCancel",
      (${FREE_CANCEL_DAYS_SQL}) as "freeCancelDays",
      o.pets_allowed as "petsAllowed", (${AMENITY_MASK_SQL}) as amenities,
      array(
        select i.photo_id from object_images i where i.object_number = o.object_number
        order by i.position limit ${Math.max(0, Math.floor(images))}
      ) as "photoIds",
      array(
        select d.distinction_id from object_distinctions d where d.object_number = o.object_number
        order by d.distinction_id
      ) as "distinctionIds"
    from objects o
    where o.object_number = any(${intArray(objectNumbers)}::int[])`);
  return rowsOf<CardRow>(result);
}
