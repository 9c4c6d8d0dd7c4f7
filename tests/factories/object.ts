// Rental objects for tests: a plain objects row with overrides, an insert helper that writes it
// together with its descriptions, photos, price rules and calendar, and the small changes tests
// make to seeded objects (deactivate, rename, pick some). Rows are inserted as a feed would write
// them; like a feed, the helpers do not tell the app — call notifyObjectsChanged (services/search)
// when the running search index and caches must see a change.
import { asc, eq, inArray } from 'drizzle-orm';
import type { Availability } from '#core/availability';
import type { Language } from '#core/languages';
import type { PriceRules } from '#core/pricing';
import type { Database } from '#db/client';
import {
  agencies,
  countries,
  landlords,
  objectDescriptions,
  objectImages,
  objects,
  places,
  regions,
} from '#db/schema';
import { setAvailability } from './availability';
import { setPriceRules } from './price-rules';

export type ObjectRow = typeof objects.$inferInsert;
/** An objects row as inserted: the key and the location columns are always set. */
export type InsertedObject = ObjectRow & {
  objectNumber: number;
  agencyId: number;
  countryCode: string;
  regionId: number;
  placeId: number;
};

/**
 * Factory objects are numbered from here: far above the demo catalogue's numbers (100001 up), so
 * the two never collide, and valid wherever an object number is accepted.
 */
export const FIRST_FACTORY_OBJECT_NUMBER = 900_001;
let nextNumber = FIRST_FACTORY_OBJECT_NUMBER;

/** A fresh object number, unique within the test process. */
export function nextObjectNumber(): number {
  return nextNumber++;
}

/**
 * The location and provider of the factory's own small catalogue, for a database without the demo
 * catalogue. `insertObject` uses the first existing place and agency instead when there are any.
 */
export const FACTORY_LOCATION = {
  country: {
    code: 'hr',
    names: { de: 'Kroatien', en: 'Croatia', fr: 'Croatie', it: 'Croazia' },
    slugs: { de: 'kroatien', en: 'croatia', fr: 'croatie', it: 'croazia' },
    bounds: { south: 42.4, west: 13.5, north: 46.5, east: 19.4 },
    lat: 45.1,
    lon: 15.2,
  },
  region: {
    id: 990_001,
    countryCode: 'hr',
    names: { de: 'Istrien', en: 'Istria', fr: 'Istrie', it: 'Istria' },
    slugs: { de: 'istrien', en: 'istria', fr: 'istrie', it: 'istria' },
    bounds: { south: 44.8, west: 13.5, north: 45.5, east: 14.2 },
    lat: 45.2,
    lon: 13.9,
  },
  place: {
    id: 990_001,
    regionId: 990_001,
    countryCode: 'hr',
    names: { de: 'Poreč', en: 'Poreč', fr: 'Poreč', it: 'Parenzo' },
    slugs: { de: 'porec', en: 'porec', fr: 'porec', it: 'parenzo' },
    lat: 45.227,
    lon: 13.595,
    setting: 'coast',
  },
  agency: { id: 990_001, name: 'Factory Agency', providerType: 'agency' },
} as const satisfies {
  country: typeof countries.$inferInsert;
  region: typeof regions.$inferInsert;
  place: typeof places.$inferInsert;
  agency: typeof agencies.$inferInsert;
};

/**
 * A plain objects row: an active house for four in the factory location, with overrides. Nothing
 * is written; `insertObject` does that.
 */
export function objectRow(overrides: Partial<ObjectRow> = {}): InsertedObject {
  const { place, agency } = FACTORY_LOCATION;
  return {
    objectNumber: overrides.objectNumber ?? nextObjectNumber(),
    active: true,
    titles: { de: 'Ferienhaus Testhaus', en: 'Holiday home Test house' },
    objectType: 'house',
    agencyId: agency.id,
    providerType: agency.providerType,
    countryCode: place.countryCode,
    regionId: place.regionId,
    placeId: place.id,
    lat: place.lat,
    lon: place.lon,
    personsMax: 4,
    adultsMax: 4,
    countRooms: 3,
    countRoomsBath: 1,
    countRoomsSleeping: 2,
    squaremeterLiving: 80,
    squaremeterComplete: 400,
    nativeLanguage: 'de',
    ...overrides,
  } as InsertedObject;
}

export interface InsertObjectOptions {
  /** Column overrides of the objects row (see objectRow). */
  object?: Partial<ObjectRow>;
  /** Stored as its price list unless null (the default: none). */
  rules?: PriceRules | null;
  /** Stored as its calendar unless null (the default: none). */
  availability?: Availability | null;
  /** Description per language (default: a German native text). */
  descriptions?: Partial<Record<Language, string>>;
  /** Photo ids in order (default: none). */
  photoIds?: readonly string[];
  /** A landlord of its own (the booking mails go to their address); default: none. */
  landlord?: { name: string; email: string; phone?: string; language?: Language };
}

/**
 * Inserts an object with what hangs off it and returns its row. Without location columns in
 * `object`, it goes where the database already has a place and an agency (the demo catalogue's
 * first), or into the factory location, which is created when missing.
 */
export async function insertObject(
  database: Database,
  options: InsertObjectOptions = {},
): Promise<InsertedObject> {
  const located = options.object?.placeId !== undefined;
  const row = objectRow({ ...(located ? {} : await someLocation(database)), ...options.object });
  if (options.landlord) {
    const [landlord] = await database.db
      .insert(landlords)
      .values({ ...options.landlord, agencyId: row.agencyId ?? null })
      .returning({ id: landlords.id });
    row.landlordId = landlord!.id;
  }
  await database.db.insert(objects).values(row);
  const descriptions = options.descriptions ?? { de: 'Ein Ferienhaus für Tests.' };
  const native = row.nativeLanguage ?? 'de';
  const entries = Object.entries(descriptions);
  if (entries.length > 0) {
    await database.db.insert(objectDescriptions).values(
      entries.map(([language, text]) => ({
        objectNumber: row.objectNumber,
        language,
        text,
        translatedFrom: language === native ? null : native,
      })),
    );
  }
  const photoIds = options.photoIds ?? [];
  if (photoIds.length > 0) {
    await database.db.insert(objectImages).values(
      photoIds.map((photoId, position) => ({
        objectNumber: row.objectNumber,
        position,
        photoId,
      })),
    );
  }
  if (options.rules) await setPriceRules(database, row.objectNumber, options.rules);
  if (options.availability) await setAvailability(database, row.objectNumber, options.availability);
  return row;
}

/** Location and provider columns of the first place and agency there are (created when none). */
async function someLocation(database: Database): Promise<Partial<ObjectRow>> {
  const db = database.db;
  const [place] = await db.select().from(places).orderBy(asc(places.id)).limit(1);
  const [agency] = await db.select().from(agencies).orderBy(asc(agencies.id)).limit(1);
  if (place && agency) {
    return {
      countryCode: place.countryCode,
      regionId: place.regionId,
      placeId: place.id,
      lat: place.lat,
      lon: place.lon,
      agencyId: agency.id,
      providerType: agency.providerType,
    };
  }
  const { country, region, place: own, agency: ownAgency } = FACTORY_LOCATION;
  await db.insert(countries).values(country).onConflictDoNothing();
  await db.insert(regions).values(region).onConflictDoNothing();
  await db.insert(places).values(own).onConflictDoNothing();
  await db.insert(agencies).values(ownAgency).onConflictDoNothing();
  return {};
}

/** Changes columns of an object's row. */
export async function updateObject(
  database: Database,
  objectNumber: number,
  changes: Partial<Omit<ObjectRow, 'objectNumber'>>,
): Promise<void> {
  await database.db.update(objects).set(changes).where(eq(objects.objectNumber, objectNumber));
}

/** Takes objects off the market (they answer 410 from then on). */
export async function deactivateObjects(
  database: Database,
  objectNumbers: readonly number[],
): Promise<void> {
  await database.db
    .update(objects)
    .set({ active: false })
    .where(inArray(objects.objectNumber, [...objectNumbers]));
}

/** Puts objects back on the market. */
export async function activateObjects(
  database: Database,
  objectNumbers: readonly number[],
): Promise<void> {
  await database.db
    .update(objects)
    .set({ active: true })
    .where(inArray(objects.objectNumber, [...objectNumbers]));
}

/** Gives an object a new title in one language, keeping the others. */
export async function renameObject(
  database: Database,
  objectNumber: number,
  title: string,
  language: Language = 'de',
): Promise<void> {
  const db = database.db;
  const [row] = await db
    .select({ titles: objects.titles })
    .from(objects)
    .where(eq(objects.objectNumber, objectNumber));
  if (!row) throw new Error(`no object ${objectNumber}`);
  await db
    .update(objects)
    .set({ titles: { ...row.titles, [language]: title } })
    .where(eq(objects.objectNumber, objectNumber));
}

/**
 * Object numbers in ascending order: all, or only active (`active: true`) or inactive ones, from
 * `offset` on, at most `limit`. For picking objects of a seeded catalogue.
 */
export async function objectNumbers(
  database: Database,
  filter: { active?: boolean; limit?: number; offset?: number } = {},
): Promise<number[]> {
  let query = database.db
    .select({ n: objects.objectNumber })
    .from(objects)
    .where(filter.active === undefined ? undefined : eq(objects.active, filter.active))
    .orderBy(asc(objects.objectNumber))
    .$dynamic();
  if (filter.limit !== undefined) query = query.limit(filter.limit);
  if (filter.offset !== undefined) query = query.offset(filter.offset);
  return (await query).map((r) => r.n);
}

/** The lowest active object number (fails when there is none). */
export async function firstActiveObjectNumber(database: Database): Promise<number> {
  const [n] = await objectNumbers(database, { active: true, limit: 1 });
  if (n === undefined) throw new Error('no active object in the catalogue');
  return n;
}
