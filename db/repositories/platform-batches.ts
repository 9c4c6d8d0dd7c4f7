// Deleting old rows a batch at a time (decision 093's retention jobs): the `limit` lowest ids that
// match, so a first run over years of rows holds no lock for long and each call's work is bounded.
import { and, asc, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';

/**
 * Deletes at most `limit` rows of `table` matching `where`, lowest `id` first; `dependants` runs
 * first with their ids (rows of other tables that refer to them). The delete checks `where` again:
 * a row changed since it was selected (a newsletter address asked for again) stays. Answers how
 * many were deleted.
 */
export async function deleteBatch(
  db: Db,
  table: PgTable,
  id: PgColumn,
  where: SQL,
  limit: number,
  dependants?: (ids: number[]) => Promise<unknown>,
): Promise<number> {
  const rows = await db.select({ id }).from(table).where(where).orderBy(asc(id)).limit(limit);
  const ids = rows.map((row) => Number(row.id));
  if (ids.length === 0) return 0;
  await dependants?.(ids);
  const deleted = await db
    .delete(table)
    .where(and(inArray(id, ids), where))
    .returning({ id });
  return deleted.length;
}
