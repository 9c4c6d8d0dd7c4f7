// Writes of the catalogue import (services/catalogue/import.ts, decision 111): one transaction for
// a whole file, every row an upsert by its key, so the same file twice changes nothing and a
// later file updates what an earlier one brought. An object's texts, photos, price list and
// calendar are replaced as a whole; its ratings, and when it was first listed, stay.
import { and, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { BOOKED_NIGHT, markNights, VACANT_NIGHT } from '#core/availability';
import { bookingDisplayNumber } from '#core/booking';
import { boundsAround } from '#core/catalogue-import';
import type { Bounds, LocalizedText } from '../schema';
import type { IndexColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { rowsOf, type Db } from '../client';
import { contactColumns, contactOf } from './booking-landlord';
import { holdsNightsAt, stayDates } from './booking-records';
import {
  agencies,
  bookings,
  cancellationLabels,
  countries,
  landlords,
  objectAvailability,
  objectDescriptions,
  objectDistinctions,
  offerDistinctions,
  objectImages,
  objectPriceRules,
  objects,
  occupancy,
  places,
  regions,
} from '../schema';

type CountryRow = typeof countries.$inferInsert;
type RegionRow = typeof regions.$inferInsert;
type PlaceRow = typeof places.$inferInsert;
type AgencyRow = typeof agencies.$inferInsert;
type CancellationLabelRow = typeof cancellationLabels.$inferInsert;
type DistinctionRow = Omit<typeof offerDistinctions.$inferInsert, 'ignore'>;
type ObjectRow = typeof objects.$inferInsert;

export interface ImportedObject {
  row: Omit<ObjectRow, 'landlordId'>;
  landlord: { name: string; email: string; phone: string | null; language: string } | null;
  descriptions: { language: string; text: string; translatedFrom: string | null }[];
  images: { photoId: string; caption: LocalizedText | null }[];
  /** Its badges' ids, replacing the stored ones; null: the file left them out, they stay. */
  distinctions: number[] | null;
  rules: (typeof objectPriceRules.$inferInsert)['rules'];
  availability: Omit<typeof objectAvailability.$inferInsert, 'objectNumber'>;
}

export interface ImportRows {
  countries: CountryRow[];
  regions: RegionRow[];
  places: PlaceRow[];
  agencies: AgencyRow[];
  distinctions: DistinctionRow[];
  cancellationLabels: CancellationLabelRow[];
  objects: ImportedObject[];
  /** Countries and regions of the file whose box is computed from what lies in them. */
  boundsFor: { countries: string[]; regions: number[] };
  /** Homes on the market that a full file no longer lists: taken off (`active` false). */
  takeOff: number[];
}

/** The homes on the market of these agencies (a full file's agencies), by agency. */
export async function activeObjectsOfAgencies(
  db: Db,
  agencyIds: readonly number[],
): Promise<Map<number, number[]>> {
  const byAgency = new Map<number, number[]>(agencyIds.map((id) => [id, []]));
  if (agencyIds.length === 0) return byAgency;
  const rows = await db
    .select({ objectNumber: objects.objectNumber, agencyId: objects.agencyId })
    .from(objects)
    .where(and(inArray(objects.agencyId, [...agencyIds]), eq(objects.active, true)))
    .orderBy(objects.objectNumber);
  for (const row of rows) byAgency.get(row.agencyId)?.push(row.objectNumber);
  return byAgency;
}

/**
 * Of these objects, those with stays held on the site (bookings, and options within their hold)
 * that have not ended by `today`, with the stays' booking numbers, in order.
 */
export async function objectsWithStaysAhead(
  db: Db,
  objectNumbers: readonly number[],
  today: string,
  now: Date,
): Promise<{ objectNumber: number; bookings: string[] }[]> {
  const found = new Map<number, string[]>();
  for (const part of chunks(objectNumbers)) {
    const rows = await db
      .select({
        objectNumber: occupancy.objectNumber,
        displayNumber: bookings.displayNumber,
        createdAt: bookings.createdAt,
      })
      .from(occupancy)
      .innerJoin(bookings, eq(bookings.bookingId, occupancy.bookingId))
      .where(
        and(
          inArray(occupancy.objectNumber, part),
          sql`upper(${occupancy.stay}) > ${today}::date`,
          holdsNightsAt(now),
        ),
      )
      .orderBy(occupancy.objectNumber, occupancy.stay);
    for (const row of rows) {
      const number = bookingDisplayNumber(row.displayNumber, row.createdAt);
      found.set(row.objectNumber, [...(found.get(row.objectNumber) ?? []), number]);
    }
  }
  return [...found]
    .map(([objectNumber, numbers]) => ({ objectNumber, bookings: numbers }))
    .sort((a, b) => a.objectNumber - b.objectNumber);
}

/** What is stored of the keys a file refers to without bringing them. */
export async function existingKeys(
  db: Db,
  keys: {
    countries: string[];
    regions: number[];
    places: number[];
    agencies: number[];
    distinctions: number[];
    cancellationLabels: number[];
  },
) {
  const [c, r, p, a, d, l] = await Promise.all([
    keys.countries.length === 0
      ? []
      : db
          .select({ code: countries.code })
          .from(countries)
          .where(inArray(countries.code, keys.countries)),
    keys.regions.length === 0
      ? []
      : db
          .select({ id: regions.id, countryCode: regions.countryCode })
          .from(regions)
          .where(inArray(regions.id, keys.regions)),
    keys.places.length === 0
      ? []
      : db
          .select({
            id: places.id,
            regionId: places.regionId,
            countryCode: places.countryCode,
            lat: places.lat,
            lon: places.lon,
          })
          .from(places)
          .where(inArray(places.id, keys.places)),
    keys.agencies.length === 0
      ? []
      : db
          .select({ id: agencies.id, providerType: agencies.providerType })
          .from(agencies)
          .where(inArray(agencies.id, keys.agencies)),
    keys.distinctions.length === 0
      ? []
      : db
          .select({ id: offerDistinctions.id })
          .from(offerDistinctions)
          .where(inArray(offerDistinctions.id, keys.distinctions)),
    keys.cancellationLabels.length === 0
      ? []
      : db
          .select({ id: cancellationLabels.id })
          .from(cancellationLabels)
          .where(inArray(cancellationLabels.id, keys.cancellationLabels)),
  ]);
  return {
    countries: new Set(c.map((row) => row.code)),
    regions: new Map(r.map((row) => [row.id, row])),
    places: new Map(p.map((row) => [row.id, row])),
    agencies: new Map(a.map((row) => [row.id, row.providerType])),
    distinctions: new Set(d.map((row) => row.id)),
    cancellationLabels: new Set(l.map((row) => row.id)),
  };
}

/** Rows per statement: well below PostgreSQL's 65,535 parameters for the widest table. */
const CHUNK = 500;

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

/** Every column but the key takes the incoming value (`excluded`). */
function excludedSet<T extends Record<string, unknown>>(
  columns: Record<string, { name: string }>,
  keep: readonly string[],
): T {
  const set: Record<string, unknown> = {};
  for (const [property, column] of Object.entries(columns)) {
    if (keep.includes(property)) continue;
    set[property] = sql.raw(`excluded."${column.name}"`);
  }
  return set as T;
}

/**
 * Inserts rows chunk by chunk; a row whose key exists takes the incoming values, but for the
 * columns in `keep` (its key, and what the site itself owns).
 */
async function upsertEach<T extends PgTable>(
  tx: Db,
  table: T,
  rows: readonly PgInsertValue<T>[],
  target: IndexColumn,
  keep: readonly (keyof T['_']['columns'] & string)[],
): Promise<void> {
  const set = excludedSet<PgUpdateSetSource<T>>(getTableColumns(table), keep);
  for (const part of chunks(rows)) {
    await tx.insert(table).values(part).onConflictDoUpdate({ target, set });
  }
}

/** Writes a checked file in one transaction; returns how many landlords were new. */
export async function writeImport(
  db: Db,
  rows: ImportRows,
  now: Date,
  /**
   * Called in the transaction, after the write, with the objects whose contact (the landlord's
   * address, else the agency's) changed: the landlord handover (decision 114).
   */
  onContactChanged?: (tx: Db, objectNumbers: number[]) => Promise<void>,
): Promise<{ landlordsAdded: number; contactChanged: number[] }> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    // Whose mails each object's links went to, before: an agency's new address changes the
    // contact of its homes without a landlord of their own, listed in the file or not.
    const touched = {
      objectNumbers: rows.objects.map((o) => o.row.objectNumber),
      agencyIds: rows.agencies.map((a) => a.id),
    };
    const before = await contactEmails(tx, touched);
    // Kept: what the office edits on the site (texts, index flags, order, favourites, filters).
    await upsertEach(tx, countries, rows.countries, countries.code, [
      'code',
      'texts',
      'noIndex',
      'sort',
      'favourite',
      'hidden',
    ]);
    await upsertEach(tx, regions, rows.regions, regions.id, [
      'id',
      'texts',
      'noIndex',
      'favourite',
    ]);
    await upsertEach(tx, places, rows.places, places.id, ['id', 'texts', 'noIndex']);
    await upsertEach(tx, agencies, rows.agencies, agencies.id, [
      'id',
      'offerFilterId',
      'cancellationLabelId',
      'createdAt',
    ]);
    // Kept: whether a badge is hidden (`ignore`, the site's own).
    await upsertEach(tx, offerDistinctions, rows.distinctions, offerDistinctions.id, [
      'id',
      'ignore',
    ]);
    await upsertEach(tx, cancellationLabels, rows.cancellationLabels, cancellationLabels.id, [
      'id',
      'icon',
    ]);
    const landlordIds = await landlordsOf(tx, rows.objects);
    const objectColumns = getTableColumns(objects);
    for (const part of chunks(rows.objects)) {
      await tx
        .insert(objects)
        .values(
          part.map((o) => ({
            ...o.row,
            landlordId:
              o.landlord === null
                ? null
                : (landlordIds.ids.get(landlordKey(o.row.agencyId, o.landlord.email)) ?? null),
            updatedAt: now,
          })),
        )
        .onConflictDoUpdate({
          target: objects.objectNumber,
          // Ratings are the guests', the first listing date the site's own.
          set: excludedSet(objectColumns, [
            'objectNumber',
            'ratingAverage',
            'ratingCount',
            'createdAt',
          ]),
        });
      const numbers = part.map((o) => o.row.objectNumber);
      await tx.delete(objectDescriptions).where(inArray(objectDescriptions.objectNumber, numbers));
      await tx.delete(objectImages).where(inArray(objectImages.objectNumber, numbers));
      const descriptions = part.flatMap((o) =>
        o.descriptions.map((d) => ({ ...d, objectNumber: o.row.objectNumber })),
      );
      for (const rowsOf of chunks(descriptions)) {
        await tx.insert(objectDescriptions).values(rowsOf);
      }
      const images = part.flatMap((o) =>
        o.images.map((image, position) => ({
          objectNumber: o.row.objectNumber,
          position,
          photoId: image.photoId,
          caption: image.caption,
        })),
      );
      for (const rowsOf of chunks(images)) await tx.insert(objectImages).values(rowsOf);
      // Badges only where the file gives them: a feed without them leaves the home's alone.
      const badged = part.filter((o) => o.distinctions !== null);
      if (badged.length > 0) {
        await tx.delete(objectDistinctions).where(
          inArray(
            objectDistinctions.objectNumber,
            badged.map((o) => o.row.objectNumber),
          ),
        );
        const badges = badged.flatMap((o) =>
          (o.distinctions ?? []).map((distinctionId) => ({
            objectNumber: o.row.objectNumber,
            distinctionId,
          })),
        );
        for (const rowsOf of chunks(badges)) await tx.insert(objectDistinctions).values(rowsOf);
      }
      await tx
        .insert(objectPriceRules)
        .values(
          part.map((o) => ({ objectNumber: o.row.objectNumber, rules: o.rules, updatedAt: now })),
        )
        .onConflictDoUpdate({
          target: objectPriceRules.objectNumber,
          set: { rules: sql.raw('excluded."rules"'), updatedAt: now },
        });
      // The feed knows nothing of the stays booked here: their nights stay taken (decision 055).
      const held = await staysHeld(tx, numbers, now);
      await tx
        .insert(objectAvailability)
        .values(
          part.map((o) => ({
            ...o.availability,
            vacancy: withStaysHeld(o.availability, held.get(o.row.objectNumber) ?? []),
            objectNumber: o.row.objectNumber,
            updatedAt: now,
          })),
        )
        .onConflictDoUpdate({
          target: objectAvailability.objectNumber,
          set: excludedSet(getTableColumns(objectAvailability), ['objectNumber']),
        });
    }
    for (const part of chunks(rows.takeOff)) {
      await tx
        .update(objects)
        .set({ active: false, updatedAt: now })
        .where(and(inArray(objects.objectNumber, part), eq(objects.active, true)));
    }
    await fitBounds(tx, rows.boundsFor);
    const after = await contactEmails(tx, touched);
    const contactChanged = [...before]
      .filter(([objectNumber, email]) => email !== (after.get(objectNumber) ?? null))
      .map(([objectNumber]) => objectNumber)
      .sort((a, b) => a - b);
    if (contactChanged.length > 0) await onContactChanged?.(tx, contactChanged);
    return { landlordsAdded: landlordIds.created, contactChanged };
  });
}

/**
 * The stays that hold nights of these objects on the site (occupancy: bookings, and options
 * within their hold), by object.
 */
async function staysHeld(
  tx: Db,
  objectNumbers: readonly number[],
  now: Date,
): Promise<Map<number, { startDate: string; endDate: string }[]>> {
  const rows = await tx
    .select({
      objectNumber: occupancy.objectNumber,
      ...stayDates,
    })
    .from(occupancy)
    .where(and(inArray(occupancy.objectNumber, [...objectNumbers]), holdsNightsAt(now)));
  const held = new Map<number, { startDate: string; endDate: string }[]>();
  for (const row of rows) {
    held.set(row.objectNumber, [...(held.get(row.objectNumber) ?? []), row]);
  }
  return held;
}

/** A feed's calendar with the nights of the stays held here marked booked ('B' over 'Y'). */
function withStaysHeld(
  calendar: { fromDate: string; vacancy: string },
  stays: readonly { startDate: string; endDate: string }[],
): string {
  let vacancy = calendar.vacancy;
  for (const stay of stays) {
    vacancy =
      markNights({ fromDate: calendar.fromDate, vacancy }, stay, VACANT_NIGHT, BOOKED_NIGHT) ??
      vacancy;
  }
  return vacancy;
}

/**
 * The contact address of each object given or of the agencies given, lower-cased: the landlord's,
 * else the agency's (the one rule, booking-landlord.ts contactOf); null when it has none.
 */
async function contactEmails(
  tx: Db,
  of: { objectNumbers: readonly number[]; agencyIds: readonly number[] },
): Promise<Map<number, string | null>> {
  const emails = new Map<number, string | null>();
  const read = async (where: SQL) => {
    const found = await tx
      .select({ objectNumber: objects.objectNumber, ...contactColumns })
      .from(objects)
      .leftJoin(landlords, eq(landlords.id, objects.landlordId))
      .leftJoin(agencies, eq(agencies.id, objects.agencyId))
      .where(where);
    for (const row of found) {
      emails.set(row.objectNumber, contactOf(row).email?.toLowerCase() ?? null);
    }
  };
  for (const part of chunks(of.objectNumbers)) await read(inArray(objects.objectNumber, part));
  for (const part of chunks(of.agencyIds)) await read(inArray(objects.agencyId, part));
  return emails;
}

function landlordKey(agencyId: number, email: string): string {
  return `${agencyId}:${email.toLowerCase()}`;
}

/**
 * A landlord is known by agency and e-mail address: the same address again is the same landlord
 * (name, phone and language updated), a new one is added.
 */
async function landlordsOf(
  tx: Db,
  list: readonly ImportedObject[],
): Promise<{ ids: Map<string, number>; created: number }> {
  const wanted = new Map<string, { agencyId: number } & NonNullable<ImportedObject['landlord']>>();
  for (const o of list) {
    if (o.landlord !== null) {
      wanted.set(landlordKey(o.row.agencyId, o.landlord.email), {
        agencyId: o.row.agencyId,
        ...o.landlord,
      });
    }
  }
  const ids = new Map<string, number>();
  let created = 0;
  if (wanted.size === 0) return { ids, created };
  const agencyIds = [...new Set([...wanted.values()].map((l) => l.agencyId))];
  const stored = await tx
    .select({ id: landlords.id, agencyId: landlords.agencyId, email: landlords.email })
    .from(landlords)
    .where(inArray(landlords.agencyId, agencyIds));
  for (const row of stored) {
    if (row.agencyId !== null) ids.set(landlordKey(row.agencyId, row.email), row.id);
  }
  for (const [key, landlord] of wanted) {
    const values = {
      name: landlord.name,
      phone: landlord.phone,
      language: landlord.language,
    };
    const id = ids.get(key);
    if (id !== undefined) {
      await tx.update(landlords).set(values).where(eq(landlords.id, id));
      continue;
    }
    const [row] = await tx
      .insert(landlords)
      .values({ ...values, agencyId: landlord.agencyId, email: landlord.email })
      .returning({ id: landlords.id });
    ids.set(key, row!.id);
    created++;
  }
  return { ids, created };
}

interface Box {
  south: number | null;
  west: number | null;
  north: number | null;
  east: number | null;
}

/** The box of each named country and region: around its homes and places as stored now. */
async function fitBounds(tx: Db, boundsFor: ImportRows['boundsFor']): Promise<void> {
  const boxOf = async (points: SQL): Promise<Bounds | null> => {
    const [row] = rowsOf<Box>(
      await tx.execute(sql`
        select min(lat)::float8 as south, min(lon)::float8 as west,
               max(lat)::float8 as north, max(lon)::float8 as east
        from (${points}) points`),
    );
    if (!row || row.south === null || row.west === null || row.north === null || row.east === null)
      return null;
    // The corners, with the import's one margin rule (core/catalogue-import.ts).
    const corners = [
      { lat: Number(row.south), lon: Number(row.west) },
      { lat: Number(row.north), lon: Number(row.east) },
    ];
    return boundsAround(corners, corners[0]!);
  };
  for (const code of boundsFor.countries) {
    const found = await boxOf(sql`
      select lat, lon from ${objects} where country_code = ${code}
      union all select lat, lon from ${places} where country_code = ${code}`);
    if (found !== null)
      await tx.update(countries).set({ bounds: found }).where(eq(countries.code, code));
  }
  for (const id of boundsFor.regions) {
    const found = await boxOf(sql`
      select lat, lon from ${objects} where region_id = ${id}
      union all select lat, lon from ${places} where region_id = ${id}`);
    if (found !== null) await tx.update(regions).set({ bounds: found }).where(eq(regions.id, id));
  }
}
