// The credits of the operator's bank statements (decision 082, services/payments/statements.ts):
// imported once per bank reference, matched to awaited transfers by the office. Changes are single
// UPDATEs guarded by the allocation the office saw, so two posts for one credit cannot both take
// its money; each change writes its audit entry in the caller's transaction.
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { bankStatementEntries } from '../schema';
import { insertAuditEntry } from './backoffice-audit';

export type StatementEntryRecord = typeof bankStatementEntries.$inferSelect;

export interface NewStatementEntry {
  ref: string;
  bookedOn: string | null;
  valueOn: string;
  amountCents: number;
  currency: string;
  payer: string | null;
  payerIban: string | null;
  remittance: string;
}

/** Stores the credits not stored before (by `ref`); answers how many were new. */
export async function insertStatementEntries(
  db: Db,
  rows: readonly NewStatementEntry[],
  values: { accountId: number | null; now: Date },
): Promise<number> {
  let inserted = 0;
  // Chunks keep each statement's parameters far below PostgreSQL's 65,535.
  for (let start = 0; start < rows.length; start += 500) {
    const chunk = rows.slice(start, start + 500);
    const added = await db
      .insert(bankStatementEntries)
      .values(
        chunk.map((row) => ({
          ...row,
          importedBy: values.accountId,
          createdAt: values.now,
          updatedAt: values.now,
        })),
      )
      .onConflictDoNothing({ target: bankStatementEntries.ref })
      .returning({ entryId: bankStatementEntries.entryId });
    inserted += added.length;
  }
  return inserted;
}

/** The credits with money left to match, the oldest value date first; at most `limit`, and the count. */
export async function listOpenStatementEntries(
  db: Db,
  limit: number,
): Promise<{ rows: StatementEntryRecord[]; total: number }> {
  const open = eq(bankStatementEntries.status, 'open');
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(bankStatementEntries)
      .where(open)
      .orderBy(asc(bankStatementEntries.valueOn), asc(bankStatementEntries.entryId))
      .limit(limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(bankStatementEntries)
      .where(open),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

export async function findStatementEntry(
  db: Db,
  entryId: number,
): Promise<StatementEntryRecord | null> {
  const [row] = await db
    .select()
    .from(bankStatementEntries)
    .where(eq(bankStatementEntries.entryId, entryId));
  return row ?? null;
}

/**
 * Takes `cents` of an open credit for a payment: only while it still shows the allocation the
 * office saw (`seenAllocatedCents`) and has that much left; all of it taken → done. Null when not.
 */
export async function allocateStatementEntry(
  db: Db,
  values: { entryId: number; seenAllocatedCents: number; cents: number; now: Date },
): Promise<StatementEntryRecord | null> {
  const allocated = values.seenAllocatedCents + values.cents;
  const [row] = await db
    .update(bankStatementEntries)
    .set({
      allocatedCents: allocated,
      status: sql`case when ${bankStatementEntries.amountCents} = ${allocated} then 'done' else 'open' end`,
      updatedAt: values.now,
    })
    .where(
      and(
        eq(bankStatementEntries.entryId, values.entryId),
        eq(bankStatementEntries.status, 'open'),
        eq(bankStatementEntries.allocatedCents, values.seenAllocatedCents),
        sql`${bankStatementEntries.amountCents} >= ${allocated}`,
      ),
    )
    .returning();
  return row ?? null;
}

/** The office sets an open credit aside (not a booking's money; a surplus sent back), audited. */
export async function dismissStatementEntry(
  db: Db,
  values: { entryId: number; seenAllocatedCents: number; now: Date; accountId: number | null },
): Promise<StatementEntryRecord | null> {
  const [row] = await db
    .update(bankStatementEntries)
    .set({ status: 'dismissed', updatedAt: values.now })
    .where(
      and(
        eq(bankStatementEntries.entryId, values.entryId),
        eq(bankStatementEntries.status, 'open'),
        eq(bankStatementEntries.allocatedCents, values.seenAllocatedCents),
      ),
    )
    .returning();
  if (row === undefined) return null;
  await insertAuditEntry(db, {
    accountId: values.accountId,
    action: 'payments.statementEntryDismissed',
    target: `statement:${row.entryId}`,
    before: { status: 'open', allocatedCents: row.allocatedCents },
    after: { status: 'dismissed', amountCents: row.amountCents, valueOn: row.valueOn },
  });
  return row;
}

/** Deletes the credits recorded in full or set aside before `before`; how many. Open ones stay. */
export async function deleteSettledStatementEntries(db: Db, before: Date): Promise<number> {
  const deleted = await db
    .delete(bankStatementEntries)
    .where(
      and(
        inArray(bankStatementEntries.status, ['done', 'dismissed']),
        lt(bankStatementEntries.updatedAt, before),
      ),
    )
    .returning({ entryId: bankStatementEntries.entryId });
  return deleted.length;
}
