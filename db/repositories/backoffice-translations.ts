// The locale editor's texts (services/backoffice): translation overrides per language, namespace
// and key, and their history (every change with its author and time, never rewritten). A change
// writes the override and its history row in one transaction, so the history never misses one.
import { type SQL, and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { accounts, translationHistory, translationOverrides } from '../schema';

export interface TranslationOverrideRecord {
  language: string;
  namespace: string;
  key: string;
  value: string;
}

/** Every override (the layer over the JSON defaults every process keeps). */
export async function listTranslationOverrides(db: Db): Promise<TranslationOverrideRecord[]> {
  return db
    .select({
      language: translationOverrides.language,
      namespace: translationOverrides.namespace,
      key: translationOverrides.key,
      value: translationOverrides.value,
    })
    .from(translationOverrides)
    .orderBy(
      translationOverrides.language,
      translationOverrides.namespace,
      translationOverrides.key,
    );
}

export interface TranslationChange {
  language: string;
  namespace: string;
  key: string;
  /** The new text; null removes the override (the JSON default again). */
  value: string | null;
  accountId: number | null;
}

/**
 * Sets or removes one override and records the change (old and new text). Returns false and
 * records nothing when the text in force is already that value.
 */
export async function changeTranslation(db: Db, change: TranslationChange): Promise<boolean> {
  const { language, namespace, key, value, accountId } = change;
  return db.transaction(async (tx) => {
    const where = and(
      eq(translationOverrides.language, language),
      eq(translationOverrides.namespace, namespace),
      eq(translationOverrides.key, key),
    );
    // The row locked: two editors saving the same key at once both land in the history in order.
    const current = await tx
      .select({ value: translationOverrides.value })
      .from(translationOverrides)
      .where(where)
      .for('update');
    const oldValue = current[0]?.value ?? null;
    if (oldValue === value) return false;
    if (value === null) {
      await tx.delete(translationOverrides).where(where);
    } else {
      await tx
        .insert(translationOverrides)
        .values({ language, namespace, key, value, updatedBy: accountId })
        .onConflictDoUpdate({
          target: [
            translationOverrides.language,
            translationOverrides.namespace,
            translationOverrides.key,
          ],
          set: { value, updatedBy: accountId, updatedAt: sql`now()` },
        });
    }
    await tx
      .insert(translationHistory)
      .values({ language, namespace, key, oldValue, newValue: value, accountId });
    return true;
  });
}

export interface TranslationHistoryRecord {
  id: number;
  oldValue: string | null;
  newValue: string | null;
  accountId: number | null;
  /** The author's address, when the account still exists. */
  author: string | null;
  changedAt: Date;
}

/** History rows of one key (with their author's address), narrowed by `extra` conditions. */
function historyRowsOf(
  db: Db,
  key: { language: string; namespace: string; key: string },
  ...extra: SQL[]
) {
  return db
    .select({
      id: translationHistory.id,
      oldValue: translationHistory.oldValue,
      newValue: translationHistory.newValue,
      accountId: translationHistory.accountId,
      author: accounts.email,
      changedAt: translationHistory.changedAt,
    })
    .from(translationHistory)
    .leftJoin(accounts, eq(accounts.id, translationHistory.accountId))
    .where(
      and(
        eq(translationHistory.language, key.language),
        eq(translationHistory.namespace, key.namespace),
        eq(translationHistory.key, key.key),
        ...extra,
      ),
    )
    .$dynamic();
}

/** The changes of one key, newest first (at most `limit`). */
export async function translationHistoryOf(
  db: Db,
  language: string,
  namespace: string,
  key: string,
  limit = 50,
): Promise<TranslationHistoryRecord[]> {
  return historyRowsOf(db, { language, namespace, key })
    .orderBy(desc(translationHistory.id))
    .limit(limit);
}

/** One history entry of a key, or null (another key's id is not found). */
export async function findTranslationHistoryEntry(
  db: Db,
  id: number,
  language: string,
  namespace: string,
  key: string,
): Promise<TranslationHistoryRecord | null> {
  const rows = await historyRowsOf(
    db,
    { language, namespace, key },
    eq(translationHistory.id, id),
  ).limit(1);
  return rows[0] ?? null;
}
