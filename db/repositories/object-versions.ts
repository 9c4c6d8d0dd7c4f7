// Per-object versions of link secrets (decisions 095, 114): a secret is made from an object's
// number and its version, so counting the version up ends every link made with the one before.
// Two such counters, of the same shape: the landlord's calendar feed address (`calendar_feeds`,
// renewed by the landlord or a handover) and the rating-answer links (`rating_answer_links`,
// renewed by a handover). No row: version 0, the secret of the first mails.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { calendarFeeds, objects, ratingAnswerLinks } from '../schema';

// The two tables have the same columns; Drizzle's builders take one table type at a time, so the
// second is handled through the first's type (the statements name the table actually passed).
type VersionTable = typeof calendarFeeds;
export const VERSION_TABLES = {
  calendarFeed: calendarFeeds,
  ratingAnswers: ratingAnswerLinks as unknown as VersionTable,
} as const;
export type VersionKind = keyof typeof VERSION_TABLES;

/** The version of `objectNumber`'s `kind` links (0 until first renewed) and its last renewal. */
export async function objectVersion(
  db: Db,
  kind: VersionKind,
  objectNumber: number,
): Promise<{ version: number; renewedAt: Date | null }> {
  const table = VERSION_TABLES[kind];
  const [row] = await db
    .select({ version: table.version, renewedAt: table.renewedAt })
    .from(table)
    .where(eq(table.objectNumber, objectNumber));
  return row ?? { version: 0, renewedAt: null };
}

/**
 * Counts `objectNumber`'s `kind` version up by one (the first renewal makes version 1) and answers
 * the new version, or null for an object that does not exist. One statement: two renewals at once
 * make two versions, and the later one is in force.
 */
export async function renewObjectVersion(
  db: Db,
  kind: VersionKind,
  objectNumber: number,
  now: Date,
): Promise<number | null> {
  const table = VERSION_TABLES[kind];
  const rows = await db
    .insert(table)
    .select(
      db
        .select({
          objectNumber: objects.objectNumber,
          version: sql<number>`1`.as('version'),
          renewedAt: sql<Date>`${now.toISOString()}::timestamptz`.as('renewed_at'),
        })
        .from(objects)
        .where(eq(objects.objectNumber, objectNumber)),
    )
    .onConflictDoUpdate({
      target: table.objectNumber,
      set: { version: sql`${table.version} + 1`, renewedAt: now },
    })
    .returning({ version: table.version });
  return rows[0]?.version ?? null;
}
