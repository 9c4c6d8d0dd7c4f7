// The back office's audit log (issue 18, docs/editing.md): every admin action with who, what,
// when and the state before and after. Rows are only ever inserted (and deleted after their
// period, decision 100: services/backoffice/retention.ts). A repository that changes
// something an admin owns calls insertAuditEntry with its own transaction, so the change and its
// log entry land together or not at all.
import { and, desc, eq, like, lt, notInArray, or, sql } from 'drizzle-orm';
import type { AuditAction } from '#core/audit';
import type { Db } from '../client';
import { accounts, auditLog } from '../schema';
import { deleteBatch } from './platform-batches';

export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface AuditEntry {
  /** The acting account (null: an operator command). */
  accountId: number | null;
  /** `area.verb`, e.g. `cms.publish`, `uploads.create` (core/audit.ts lists them). */
  action: AuditAction;
  /** What was acted on, e.g. `cms:de/faq/intro`, `upload:12`. */
  target: string;
  before: unknown;
  after: unknown;
}

export async function insertAuditEntry(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    accountId: entry.accountId,
    action: entry.action,
    target: entry.target.slice(0, 200),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export interface AuditRecord extends Omit<AuditEntry, 'action'> {
  /** A row keeps the name it was written under, also one since retired. */
  action: string;
  id: number;
  accountEmail: string | null;
  createdAt: Date;
}

/** The newest entries first, optionally of one target prefix (`cms:`), paged by id. */
export async function listAuditEntries(
  db: Db,
  options: { limit: number; beforeId?: number; targetPrefix?: string },
): Promise<AuditRecord[]> {
  const conditions = [];
  if (options.beforeId !== undefined) conditions.push(lt(auditLog.id, options.beforeId));
  if (options.targetPrefix !== undefined) {
    conditions.push(like(auditLog.target, `${options.targetPrefix.replace(/[%_\\]/g, '\\$&')}%`));
  }
  const rows = await db
    .select({
      id: auditLog.id,
      accountId: auditLog.accountId,
      accountEmail: accounts.email,
      action: auditLog.action,
      target: auditLog.target,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(accounts, eq(accounts.id, auditLog.accountId))
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(options.limit);
  return rows;
}

/**
 * Deletes entries past their period (decision 100): those of `longAreas` (the first part of the
 * action, `payments` of `payments.transferReceived`) made before `longBefore`, every other one
 * made before `before`. At most `limit`, oldest first; how many.
 */
export function deleteAuditEntriesBefore(
  db: Db,
  periods: { before: Date; longBefore: Date; longAreas: readonly string[] },
  limit: number,
): Promise<number> {
  const area = sql<string>`split_part(${auditLog.action}, '.', 1)`;
  const past = or(
    lt(auditLog.createdAt, periods.longBefore),
    and(lt(auditLog.createdAt, periods.before), notInArray(area, [...periods.longAreas])),
  )!;
  return deleteBatch(db, auditLog, auditLog.id, past, limit);
}
