// The audit log's use-cases (issue 18, docs/editing.md). Writers: every admin use-case records
// its action in the same transaction as the change (db/repositories/backoffice-audit.ts
// insertAuditEntry, called by the repository that writes); `recordAudit` is for a change that has
// no transaction of its own (a file stored, a setting replaced). Readers: accounts with
// admin.access see the log.
import {
  type AuditEntry,
  insertAuditEntry,
  listAuditEntries,
} from '#db/repositories/backoffice-audit';
import { requireAccess } from '#services/accounts';
import type { RequestContext } from '#services/platform';

/** The acting account's id for an audit entry (null when no one is logged in: an operator command). */
export function auditActor(ctx: RequestContext): number | null {
  return ctx.user === null ? null : Number(ctx.user.accountID);
}

export async function recordAudit(
  ctx: RequestContext,
  entry: Omit<AuditEntry, 'accountId'>,
): Promise<void> {
  await insertAuditEntry(ctx.deps.database.db, { ...entry, accountId: auditActor(ctx) });
}

/** The newest entries first (50 per page), optionally of one area (`cms:`, `upload:` …). */
export async function auditLog(
  ctx: RequestContext,
  input: { beforeId?: number; targetPrefix?: string },
) {
  requireAccess(ctx, 'admin.access');
  const entries = await listAuditEntries(ctx.deps.database.db, { limit: 50, ...input });
  return entries.map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() }));
}
