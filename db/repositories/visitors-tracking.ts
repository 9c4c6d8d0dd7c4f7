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
