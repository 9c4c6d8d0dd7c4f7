// CMS containers (services/backoffice cms.ts, docs/editing.md "CMS containers"): one row per
// language, page and containerKey with its draft, published document and HTML, status and lock;
// every saved state in cms_content_versions; every change with its audit entry. A change runs in
// one transaction with the row locked (SELECT … FOR UPDATE): the lock check, the change, its
// version and its audit entry land together or not at all, and two editors' calls queue up
// instead of overwriting each other.
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { AuditAction } from '#core/audit';
import type { Db } from '../client';
import { accounts, cmsContentVersions, cmsContents } from '../schema';
import { type DbOrTx, insertAuditEntry } from './backoffice-audit';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface CmsKeys {
  language: string;
  page: string;
  containerKey: string;
}

export type CmsRow = typeof cmsContents.$inferSelect;

export interface CmsPerson {
  id: number;
  name: string;
  email: string;
}

export interface CmsVersionRecord {
  id: number;
  action: string;
  document: unknown;
  author: CmsPerson | null;
  createdAt: Date;
}

/** The published HTML of a page's containers in a language (what visitors see). */
export async function publishedCmsHtml(
  db: Db,
  language: string,
  page: string,
): Promise<{ containerKey: string; html: string }[]> {
  const rows = await db
    .select({ containerKey: cmsContents.containerKey, html: cmsContents.publishedHtml })
    .from(cmsContents)
    .where(
      and(
        eq(cmsContents.language, language),
        eq(cmsContents.page, page),
        isNotNull(cmsContents.publishedHtml),
      ),
    );
  return rows.flatMap((row) =>
    row.html === null ? [] : [{ containerKey: row.containerKey, html: row.html }],
  );
}

export async function findCmsContent(db: DbOrTx, keys: CmsKeys): Promise<CmsRow | null> {
  const rows = await db
    .select()
    .from(cmsContents)
    .where(
      and(
        eq(cmsContents.language, keys.language),
        eq(cmsContents.page, keys.page),
        eq(cmsContents.containerKey, keys.containerKey),
      ),
    );
  return rows[0] ?? null;
}

/** Names and addresses of accounts (lock holders, authors). */
export async function cmsPeople(
  db: DbOrTx,
  ids: (number | null)[],
): Promise<Map<number, CmsPerson>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({
      id: accounts.id,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      email: accounts.email,
    })
    .from(accounts)
    .where(inArray(accounts.id, wanted));
  return new Map(
    rows.map((row) => [
      row.id,
      { id: row.id, name: `${row.firstName} ${row.lastName}`.trim(), email: row.email },
    ]),
  );
}

/** A container's versions, newest first. */
export async function cmsVersionsOf(
  db: DbOrTx,
  contentId: number,
  limit: number,
): Promise<CmsVersionRecord[]> {
  const rows = await db
    .select()
    .from(cmsContentVersions)
    .where(eq(cmsContentVersions.contentId, contentId))
    .orderBy(desc(cmsContentVersions.id))
    .limit(limit);
  const people = await cmsPeople(
    db,
    rows.map((row) => row.accountId),
  );
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    document: row.document,
    author: row.accountId === null ? null : (people.get(row.accountId) ?? null),
    createdAt: row.createdAt,
  }));
}

/** One version of one container (revert), or null. */
export async function findCmsVersion(
  db: DbOrTx,
  contentId: number,
  versionId: number,
): Promise<{ id: number; document: unknown } | null> {
  const rows = await db
    .select({ id: cmsContentVersions.id, document: cmsContentVersions.document })
    .from(cmsContentVersions)
    .where(and(eq(cmsContentVersions.contentId, contentId), eq(cmsContentVersions.id, versionId)));
  return rows[0] ?? null;
}

/** Which container a call names: its id (checked against the keys sent with it) or its keys. */
export interface CmsTarget {
  id: number | null;
  language: string;
  page: string;
  /** Absent only with an id (locktoggle's SPEC shape has no containerKey). */
  containerKey: string | null;
}

export type CmsOutcome<R> =
  | { kind: 'done'; row: CmsRow; result: R }
  /** Another editor holds an unexpired lock. */
  | { kind: 'locked'; row: CmsRow; holder: CmsPerson | null }
  /** The id names no container, or one of other keys. */
  | { kind: 'mismatch' };

/** What a change writes besides the row: the version and the audit entry. */
export interface CmsWrite<R> {
  /** Columns to set (null: nothing changes, no version, no audit entry; the lock still renews). */
  set: Partial<
    Pick<CmsRow, 'draft' | 'published' | 'publishedHtml' | 'publishedAt' | 'status'>
  > | null;
  version?: { action: string; document: unknown };
  audit?: { action: AuditAction; before: unknown; after: unknown };
  result: R;
}

async function lockedRow(tx: Tx, target: CmsTarget, create: boolean): Promise<CmsRow | null> {
  if (target.id === null) {
    if (target.containerKey === null) return null;
    const keys = {
      language: target.language,
      page: target.page,
      containerKey: target.containerKey,
    };
    if (create) {
      await tx.insert(cmsContents).values(keys).onConflictDoNothing();
    }
    const rows = await tx
      .select()
      .from(cmsContents)
      .where(
        and(
          eq(cmsContents.language, keys.language),
          eq(cmsContents.page, keys.page),
          eq(cmsContents.containerKey, keys.containerKey),
        ),
      )
      .for('update');
    return rows[0] ?? null;
  }
  const rows = await tx
    .select()
    .from(cmsContents)
    .where(eq(cmsContents.id, target.id))
    .for('update');
  const row = rows[0];
  if (
    row === undefined ||
    row.language !== target.language ||
    row.page !== target.page ||
    (target.containerKey !== null && row.containerKey !== target.containerKey)
  ) {
    return null;
  }
  return row;
}

function heldByOther(row: CmsRow, accountId: number, now: Date): boolean {
  return (
    row.lockedBy !== null &&
    row.lockedBy !== accountId &&
    row.lockedUntil !== null &&
    row.lockedUntil.getTime() > now.getTime()
  );
}

function auditTarget(row: CmsRow): string {
  return `cms:${row.language}/${row.page}/${row.containerKey}`;
}

/**
 * Changes a container (made when it does not exist yet) under its lock: refused when another
 * editor holds an unexpired lock; otherwise the caller's lock is taken or renewed until
 * `lockUntil`, and `decide` — given the current row, inside the transaction — says what to write.
 * A `decide` that throws rolls everything back.
 */
export async function changeCmsContent<R>(
  db: Db,
  input: {
    target: CmsTarget;
    accountId: number;
    now: Date;
    lockUntil: Date;
    decide: (row: CmsRow, tx: Tx) => Promise<CmsWrite<R>> | CmsWrite<R>;
  },
): Promise<CmsOutcome<R>> {
  const { accountId, now, lockUntil } = input;
  return db.transaction(async (tx) => {
    const row = await lockedRow(tx, input.target, true);
    if (row === null) return { kind: 'mismatch' } as const;
    if (heldByOther(row, accountId, now)) {
      const people = await cmsPeople(tx, [row.lockedBy]);
      return { kind: 'locked', row, holder: people.get(row.lockedBy!) ?? null } as const;
    }
    const write = await input.decide(row, tx);
    const lock = { lockedBy: accountId, lockedUntil: lockUntil };
    const columns =
      write.set === null ? lock : { ...write.set, ...lock, updatedBy: accountId, updatedAt: now };
    const [updated] = await tx
      .update(cmsContents)
      .set(columns)
      .where(eq(cmsContents.id, row.id))
      .returning();
    if (write.set !== null && write.version) {
      await tx.insert(cmsContentVersions).values({
        contentId: row.id,
        action: write.version.action,
        document: write.version.document,
        accountId,
        createdAt: now,
      });
    }
    if (write.set !== null && write.audit) {
      await insertAuditEntry(tx, {
        accountId,
        action: write.audit.action,
        target: auditTarget(row),
        before: write.audit.before,
        after: write.audit.after,
      });
    }
    return { kind: 'done', row: updated!, result: write.result } as const;
  });
}

/**
 * Takes (`take`) or releases a container's lock. Taking makes an empty container when none exists
 * yet (the editor is about to write it). Refused (`locked`) when another editor holds an
 * unexpired lock; releasing a lock one does not hold (or none) changes nothing.
 */
export async function toggleCmsLock(
  db: Db,
  input: { target: CmsTarget; accountId: number; now: Date; lockUntil: Date; take: boolean },
): Promise<CmsOutcome<null>> {
  const { accountId, now, take } = input;
  return db.transaction(async (tx) => {
    const row = await lockedRow(tx, input.target, take);
    if (row === null) return { kind: 'mismatch' } as const;
    if (heldByOther(row, accountId, now)) {
      const people = await cmsPeople(tx, [row.lockedBy]);
      return { kind: 'locked', row, holder: people.get(row.lockedBy!) ?? null } as const;
    }
    const mine = row.lockedBy === accountId && row.lockedUntil !== null && row.lockedUntil > now;
    if (!take && !mine) return { kind: 'done', row, result: null } as const;
    const lock = take
      ? { lockedBy: accountId, lockedUntil: input.lockUntil }
      : { lockedBy: null, lockedUntil: null };
    const [updated] = await tx
      .update(cmsContents)
      .set(lock)
      .where(eq(cmsContents.id, row.id))
      .returning();
    // Renewing one's own lock is no event for the log; taking and releasing are.
    if (take && mine) return { kind: 'done', row: updated!, result: null } as const;
    await insertAuditEntry(tx, {
      accountId,
      action: take ? 'cms.lock' : 'cms.unlock',
      target: auditTarget(row),
      before: { lockedBy: row.lockedBy, lockedUntil: row.lockedUntil?.toISOString() ?? null },
      after: { lockedBy: lock.lockedBy, lockedUntil: lock.lockedUntil?.toISOString() ?? null },
    });
    return { kind: 'done', row: updated!, result: null } as const;
  });
}
