// Reusable text blocks (snippets; issue 18, /admin/snippets/). Every write records its audit entry
// in the same transaction (backoffice-audit.ts), so a change and its log land together or not at all.
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { snippets } from '../schema';
import type { LocalizedText } from '../schema/shared';
import { insertAuditEntry } from './backoffice-audit';

export interface SnippetRecord {
  key: string;
  texts: LocalizedText;
  updatedBy: number | null;
  updatedAt: Date;
}

const columns = {
  key: snippets.key,
  texts: snippets.texts,
  updatedBy: snippets.updatedBy,
  updatedAt: snippets.updatedAt,
};

export async function listSnippets(db: Db): Promise<SnippetRecord[]> {
  return db.select(columns).from(snippets).orderBy(asc(snippets.key));
}

export async function findSnippets(db: Db, keys: readonly string[]): Promise<SnippetRecord[]> {
  if (keys.length === 0) return [];
  return db
    .select(columns)
    .from(snippets)
    .where(inArray(snippets.key, [...keys]));
}

/**
 * Creates (`create`: refuses an existing key, returns false) or replaces a snippet's texts, with
 * its audit entry. Returns false when a create found the key taken or an update found none.
 */
export async function writeSnippet(
  db: Db,
  values: { key: string; texts: LocalizedText; accountId: number; now: Date; create: boolean },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select(columns)
      .from(snippets)
      .where(eq(snippets.key, values.key))
      .for('update');
    if (values.create ? before !== undefined : before === undefined) return false;
    const row = { texts: values.texts, updatedBy: values.accountId, updatedAt: values.now };
    if (values.create) await tx.insert(snippets).values({ key: values.key, ...row });
    else await tx.update(snippets).set(row).where(eq(snippets.key, values.key));
    await insertAuditEntry(tx, {
      accountId: values.accountId,
      action: values.create ? 'snippets.create' : 'snippets.update',
      target: `snippet:${values.key}`,
      before: before?.texts ?? null,
      after: values.texts,
    });
    return true;
  });
}

/** Deletes a snippet with its audit entry; false when there was none. */
export async function deleteSnippet(db: Db, key: string, accountId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .delete(snippets)
      .where(eq(snippets.key, key))
      .returning({ texts: snippets.texts });
    if (before === undefined) return false;
    await insertAuditEntry(tx, {
      accountId,
      action: 'snippets.delete',
      target: `snippet:${key}`,
      before: before.texts,
      after: null,
    });
    return true;
  });
}
