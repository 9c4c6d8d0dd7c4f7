// Last seen objects per visitor uid (SPEC.md §3 user, §7 lastseenobjects): one row per object,
// its seen_at moved forward on every view, only the newest few kept.
import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../client';
import { lastSeenObjects } from '../schema';

export type LastSeenRow = typeof lastSeenObjects.$inferSelect;

export async function upsertLastSeen(
  db: Db,
  row: { uid: string; objectNumber: number; seenAt: Date; objectData: Record<string, unknown> },
): Promise<void> {
  await db
    .insert(lastSeenObjects)
    .values(row)
    .onConflictDoUpdate({
      target: [lastSeenObjects.uid, lastSeenObjects.objectNumber],
      set: { seenAt: row.seenAt, objectData: row.objectData },
    });
}

export async function listLastSeen(db: Db, uid: string, limit: number): Promise<LastSeenRow[]> {
  return db
    .select()
    .from(lastSeenObjects)
    .where(eq(lastSeenObjects.uid, uid))
    .orderBy(desc(lastSeenObjects.seenAt), desc(lastSeenObjects.objectNumber))
    .limit(limit);
}

/** Deletes a visitor's rows beyond the newest `keep` (the list returned by listLastSeen). */
export async function trimLastSeen(db: Db, uid: string, keep: readonly number[]): Promise<void> {
  if (keep.length === 0) return;
  await db
    .delete(lastSeenObjects)
    .where(and(eq(lastSeenObjects.uid, uid), notInArray(lastSeenObjects.objectNumber, [...keep])));
}
