import { inArray, lt } from 'drizzle-orm';
import type { Db } from '../client';
import { cookieConsentLogs, trackingEvents, trackingParams } from '../schema';

export async function insertCookieConsent(
  db: Db,
  row: { mandant: string; uid: string; accepted: { name: string; usage: boolean }[] },
): Promise<void> {
  await db.insert(cookieConsentLogs).values(row);
}

export async function insertTrackingParams(
  db: Db,
  row: { mandant: string; uid: string; params: Record<string, string>; landingPath: string | null },
): Promise<{ id: number }> {
  const [inserted] = await db
    .insert(trackingParams)
    .values(row)
    .returning({ id: trackingParams.id });
  if (!inserted) throw new Error('insert into tracking_params returned no row');
  return inserted;
}

/** A tracking event (searchTrack, searchTrackObject, …). */
export async function insertTrackingEvent(
  db: Db,
  row: {
    mandant: string;
    kind: string;
    uid: string | null;
    objectNumber: number | null;
    payload: Record<string, unknown>;
  },
): Promise<{ id: number }> {
  const [inserted] = await db
    .insert(trackingEvents)
    .values(row)
    .returning({ id: trackingEvents.id });
  if (!inserted) throw new Error('insert into tracking_events returned no row');
  return inserted;
}

/** Rows deleted per statement: short statements, so the retention never holds long locks. */
const RETENTION_BATCH = 5_000;

type TrackingTable = typeof trackingEvents | typeof cookieConsentLogs | typeof trackingParams;

async function deleteOlder(db: Db, table: TrackingTable, before: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const batch = db
      .select({ id: table.id })
      .from(table)
      .where(lt(table.createdAt, before))
      .limit(RETENTION_BATCH);
    const deleted = await db
      .delete(table)
      .where(inArray(table.id, batch))
      .returning({ id: table.id });
    total += deleted.length;
    if (deleted.length < RETENTION_BATCH) return total;
  }
}

/** Deletes the rows of the tracking tables created before `before`; how many of each. */
export async function deleteTrackingBefore(
  db: Db,
  before: Date,
): Promise<{ trackingEvents: number; cookieConsentLogs: number; trackingParams: number }> {
  return {
    trackingEvents: await deleteOlder(db, trackingEvents, before),
    cookieConsentLogs: await deleteOlder(db, cookieConsentLogs, before),
    trackingParams: await deleteOlder(db, trackingParams, before),
  };
}
