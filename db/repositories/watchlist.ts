// Watch lists (SPEC.md §3 watched object, §4): one list per visitor uid, shared by its share uid
// (watchListUID); entries keep their row when removed (delete_date), so re-adding revives them.
import { availabilityFromColumns } from '#core/availability';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../client';
import {
  objectAvailability,
  objectPriceRules,
  objects,
  trackingEvents,
  watchLists,
  watchedObjects,
} from '../schema';

export type WatchListRow = typeof watchLists.$inferSelect;
export type WatchedObjectRow = typeof watchedObjects.$inferSelect;

export async function findWatchList(db: Db, uid: string): Promise<WatchListRow | null> {
  const [row] = await db.select().from(watchLists).where(eq(watchLists.uid, uid)).limit(1);
  return row ?? null;
}

export async function findWatchListByShareUid(
  db: Db,
  shareUid: string,
): Promise<WatchListRow | null> {
  const [row] = await db
    .select()
    .from(watchLists)
    .where(eq(watchLists.shareUid, shareUid))
    .limit(1);
  return row ?? null;
}

/** The visitor's list, created with the given share uid when it does not exist yet. */
export async function ensureWatchList(
  db: Db,
  uid: string,
  shareUid: string,
  createdAt: Date,
): Promise<WatchListRow> {
  await db.insert(watchLists).values({ uid, shareUid, createdAt }).onConflictDoNothing();
  const row = await findWatchList(db, uid);
  if (!row) throw new Error('watch list insert returned no row');
  return row;
}

/** Entries of a list, newest first; removed ones only when asked for. */
export async function listWatched(
  db: Db,
  uid: string,
  options: { includeDeleted?: boolean; limit?: number } = {},
): Promise<WatchedObjectRow[]> {
  const where = options.includeDeleted
    ? eq(watchedObjects.uid, uid)
    : and(eq(watchedObjects.uid, uid), isNull(watchedObjects.deleteDate));
  return db
    .select()
    .from(watchedObjects)
    .where(where)
    .orderBy(desc(watchedObjects.addDate), desc(watchedObjects.id))
    .limit(options.limit ?? 1000);
}

function watchedNumbersQuery(db: Db) {
  return db
    .select({ objectNumber: watchedObjects.objectNumber })
    .from(watchedObjects)
    .where(and(eq(watchedObjects.uid, sql.placeholder('uid')), isNull(watchedObjects.deleteDate)))
    .orderBy(desc(watchedObjects.addDate), desc(watchedObjects.id))
    .limit(sql.placeholder('limit'))
    .prepare('watched_object_numbers');
}

const watchedNumbersStatements = new WeakMap<Db, ReturnType<typeof watchedNumbersQuery>>();

/**
 * The object numbers of a list's active entries, newest first: what every page's shell reads
 * (hearts and the badge). A named prepared statement made once per connection pool: the SQL is
 * not built again for every page view, and PostgreSQL plans it once per connection.
 */
export async function listWatchedNumbers(db: Db, uid: string, limit: number): Promise<number[]> {
  let statement = watchedNumbersStatements.get(db);
  if (statement === undefined) {
    statement = watchedNumbersQuery(db);
    watchedNumbersStatements.set(db, statement);
  }
  const rows = await statement.execute({ uid, limit });
  return rows.map((row) => row.objectNumber);
}

export async function countActiveWatched(db: Db, uid: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(watchedObjects)
    .where(and(eq(watchedObjects.uid, uid), isNull(watchedObjects.deleteDate)));
  return Number(row?.n ?? 0);
}

export interface WatchedValues {
  uid: string;
  objectNumber: number;
  price: number | null;
  priceOriginal: number | null;
  pricePercentReduction: number | null;
  startDate: string | null;
  endDate: string | null;
  persons: number | null;
  childs: number;
  pets: number;
  addDate: Date;
}

/** Adds an entry, or revives a removed one with the new snapshot and add date. */
export async function upsertWatched(db: Db, values: WatchedValues): Promise<WatchedObjectRow> {
  const snapshot = {
    price: values.price,
    priceOriginal: values.priceOriginal,
    pricePercentReduction: values.pricePercentReduction,
    currency: 'EUR',
    startDate: values.startDate,
    endDate: values.endDate,
    persons: values.persons,
    childs: values.childs,
    pets: values.pets,
    addDate: values.addDate,
    deleteDate: null,
  };
  const [row] = await db
    .insert(watchedObjects)
    .values({ uid: values.uid, objectNumber: values.objectNumber, ...snapshot })
    .onConflictDoUpdate({
      target: [watchedObjects.uid, watchedObjects.objectNumber],
      set: snapshot,
    })
    .returning();
  if (!row) throw new Error('watched object upsert returned no row');
  return row;
}

/** Marks an entry removed (kept for undo and history); null when it was never on the list. */
export async function markWatchedDeleted(
  db: Db,
  uid: string,
  objectNumber: number,
  deleteDate: Date,
): Promise<WatchedObjectRow | null> {
  const [row] = await db
    .update(watchedObjects)
    .set({ deleteDate })
    .where(
      and(
        eq(watchedObjects.uid, uid),
        eq(watchedObjects.objectNumber, objectNumber),
        isNull(watchedObjects.deleteDate),
      ),
    )
    .returning();
  if (row) return row;
  const [existing] = await db
    .select()
    .from(watchedObjects)
    .where(and(eq(watchedObjects.uid, uid), eq(watchedObjects.objectNumber, objectNumber)))
    .limit(1);
  return existing ?? null;
}

export async function existingObjectNumbers(db: Db, numbers: readonly number[]): Promise<number[]> {
  if (numbers.length === 0) return [];
  const rows = await db
    .select({ n: objects.objectNumber })
    .from(objects)
    .where(inArray(objects.objectNumber, [...numbers]));
  return rows.map((r) => r.n);
}

/** Price list and availability of objects, for the current price of a stored stay. */
export async function priceInputs(db: Db, numbers: readonly number[]) {
  if (numbers.length === 0) return { rules: [], availability: [] };
  const list = [...numbers];
  const [rules, availability] = await Promise.all([
    db
      .select({ objectNumber: objectPriceRules.objectNumber, rules: objectPriceRules.rules })
      .from(objectPriceRules)
      .where(inArray(objectPriceRules.objectNumber, list)),
    db
      .select({
        objectNumber: objectAvailability.objectNumber,
        fromDate: objectAvailability.fromDate,
        vacancy: objectAvailability.vacancy,
        arrival: objectAvailability.arrival,
        departure: objectAvailability.departure,
        minStay: objectAvailability.minStay,
      })
      .from(objectAvailability)
      .where(inArray(objectAvailability.objectNumber, list)),
  ]);
  return {
    rules,
    availability: availability.map((row) => ({
      objectNumber: row.objectNumber,
      availability: availabilityFromColumns(row),
    })),
  };
}

const SHARE_MAIL_KIND = 'watchlistShareMail';

/**
 * Logs a sent share e-mail (no recipient address: it is not ours to keep). The limits of sending
 * are the abuse limits of services/platform; this is the record, pruned with the tracking events.
 */
export async function logShareMail(
  db: Db,
  row: { mandant: string; uid: string; objects: number; createdAt: Date },
): Promise<void> {
  await db.insert(trackingEvents).values({
    mandant: row.mandant,
    kind: SHARE_MAIL_KIND,
    uid: row.uid,
    objectNumber: null,
    payload: { objects: row.objects },
    createdAt: row.createdAt,
  });
}
