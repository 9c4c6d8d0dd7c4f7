// The catalogue feed's runs (decision 117, services/catalogue/feed.ts): the office asks for an
// import, the feed job claims the one run under way, finishes it with what it wrote or why not,
// and the office reads the latest runs. The partial unique index on `state` keeps one 'requested'
// and one 'running' row at most, across processes: a second claim or request inserts nothing.
import { and, desc, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { accounts, catalogueImportRuns } from '../schema';
import { insertAuditEntry } from './backoffice-audit';

export type ImportRunState =
  'requested' | 'running' | 'imported' | 'unchanged' | 'refused' | 'failed' | 'interrupted';

/** The feed file as a run found it. */
export interface FeedFileFacts {
  bytes: number;
  modifiedAt: Date;
  sha256?: string;
}

export interface ImportRunRecord {
  id: number;
  trigger: 'feed' | 'office';
  state: ImportRunState;
  requestedByEmail: string | null;
  requestedAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  fileBytes: number | null;
  fileModifiedAt: Date | null;
  fileSha256: string | null;
  summary: Record<string, unknown> | null;
  problems: { path: string; message: string }[] | null;
  problemCount: number | null;
  failure: string | null;
}

/**
 * The office asks for an import: a 'requested' row (and its audit entry) unless one waits already.
 * Answers whether this call asked.
 */
export async function requestImportRun(db: Db, accountId: number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(catalogueImportRuns)
      .values({ trigger: 'office', state: 'requested', requestedBy: accountId, requestedAt: now })
      .onConflictDoNothing()
      .returning({ id: catalogueImportRuns.id });
    if (row === undefined) return false;
    await insertAuditEntry(tx, {
      accountId,
      action: 'catalogue.importRequested',
      target: `catalogue:run:${row.id}`,
      before: null,
      after: { state: 'requested' },
    });
    return true;
  });
}

/** Whether the office's request waits for the feed job. */
export async function importRunRequested(db: Db): Promise<boolean> {
  const rows = await db
    .select({ id: catalogueImportRuns.id })
    .from(catalogueImportRuns)
    .where(eq(catalogueImportRuns.state, 'requested'))
    .limit(1);
  return rows.length > 0;
}

/**
 * Claims the one run under way: the office's request if one waits, else (`feed`) a new run of the
 * feed. A run still 'running' since before `staleBefore` belonged to a process that died: it is
 * marked 'interrupted' first. Null when another process's run is under way (or nothing to claim).
 */
export async function claimImportRun(
  db: Db,
  now: Date,
  staleBefore: Date,
  feed: boolean,
): Promise<{ id: number; trigger: 'feed' | 'office' } | null> {
  try {
    return await claimInTransaction(db, now, staleBefore, feed);
  } catch (error) {
    // Another process claimed between this one's look and its write (the index refused the
    // second 'running' row): that process imports.
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return code === '23505' || cause === '23505';
}

function claimInTransaction(
  db: Db,
  now: Date,
  staleBefore: Date,
  feed: boolean,
): Promise<{ id: number; trigger: 'feed' | 'office' } | null> {
  return db.transaction(async (tx) => {
    await tx
      .update(catalogueImportRuns)
      .set({ state: 'interrupted', finishedAt: now })
      .where(
        and(
          eq(catalogueImportRuns.state, 'running'),
          lt(catalogueImportRuns.startedAt, staleBefore),
        ),
      );
    const running = await tx
      .select({ id: catalogueImportRuns.id })
      .from(catalogueImportRuns)
      .where(eq(catalogueImportRuns.state, 'running'))
      .limit(1);
    if (running.length > 0) return null;
    const [asked] = await tx
      .update(catalogueImportRuns)
      .set({ state: 'running', startedAt: now })
      .where(eq(catalogueImportRuns.state, 'requested'))
      .returning({ id: catalogueImportRuns.id });
    if (asked !== undefined) return { id: asked.id, trigger: 'office' as const };
    if (!feed) return null;
    const [row] = await tx
      .insert(catalogueImportRuns)
      .values({ trigger: 'feed', state: 'running', requestedAt: now, startedAt: now })
      .onConflictDoNothing()
      .returning({ id: catalogueImportRuns.id });
    return row === undefined ? null : { id: row.id, trigger: 'feed' as const };
  });
}

/** Ends a claimed run with what it found and did. */
export async function finishImportRun(
  db: Db,
  id: number,
  now: Date,
  outcome: {
    state: Exclude<ImportRunState, 'requested' | 'running' | 'interrupted'>;
    file?: FeedFileFacts | null;
    summary?: Record<string, unknown>;
    problems?: { path: string; message: string }[];
    problemCount?: number;
    failure?: string;
  },
): Promise<void> {
  await db
    .update(catalogueImportRuns)
    .set({
      state: outcome.state,
      finishedAt: now,
      fileBytes: outcome.file?.bytes ?? null,
      fileModifiedAt: outcome.file?.modifiedAt ?? null,
      fileSha256: outcome.file?.sha256 ?? null,
      summary: outcome.summary ?? null,
      problems: outcome.problems ?? null,
      problemCount: outcome.problemCount ?? null,
      failure: outcome.failure ?? null,
    })
    .where(and(eq(catalogueImportRuns.id, id), eq(catalogueImportRuns.state, 'running')));
}

/**
 * The newest finished run that read the file (its size and last change are known): what the
 * feed job compares the file with before it reads it again.
 */
export async function lastFileRun(
  db: Db,
): Promise<{ state: ImportRunState; finishedAt: Date | null; file: FeedFileFacts } | null> {
  const [row] = await db
    .select({
      state: catalogueImportRuns.state,
      finishedAt: catalogueImportRuns.finishedAt,
      bytes: catalogueImportRuns.fileBytes,
      modifiedAt: catalogueImportRuns.fileModifiedAt,
    })
    .from(catalogueImportRuns)
    .where(and(isNotNull(catalogueImportRuns.fileBytes), isNotNull(catalogueImportRuns.finishedAt)))
    .orderBy(desc(catalogueImportRuns.id))
    .limit(1);
  if (row === undefined || row.bytes === null || row.modifiedAt === null) return null;
  return {
    state: row.state as ImportRunState,
    finishedAt: row.finishedAt,
    file: { bytes: row.bytes, modifiedAt: row.modifiedAt },
  };
}

/** The SHA-256 of the file the last import wrote, or null. */
export async function lastImportedSha256(db: Db): Promise<string | null> {
  const [row] = await db
    .select({ sha256: catalogueImportRuns.fileSha256 })
    .from(catalogueImportRuns)
    .where(eq(catalogueImportRuns.state, 'imported'))
    .orderBy(desc(catalogueImportRuns.id))
    .limit(1);
  return row?.sha256 ?? null;
}

/** The newest runs first, with the e-mail address of who asked (office). */
export async function latestImportRuns(db: Db, limit: number): Promise<ImportRunRecord[]> {
  const rows = await db
    .select({
      run: catalogueImportRuns,
      requestedByEmail: accounts.email,
    })
    .from(catalogueImportRuns)
    .leftJoin(accounts, eq(accounts.id, catalogueImportRuns.requestedBy))
    .orderBy(desc(catalogueImportRuns.id))
    .limit(limit);
  return rows.map(({ run, requestedByEmail }) => ({
    id: run.id,
    trigger: run.trigger === 'office' ? 'office' : 'feed',
    state: run.state as ImportRunState,
    requestedByEmail,
    requestedAt: run.requestedAt,
    startedAt: run.startedAt,
    finishedAt: run.finishedAt,
    fileBytes: run.fileBytes,
    fileModifiedAt: run.fileModifiedAt,
    fileSha256: run.fileSha256,
    summary: run.summary,
    problems: run.problems,
    problemCount: run.problemCount,
    failure: run.failure,
  }));
}

/** Deletes finished runs older than `before` (the feed job keeps a year of them). */
export async function pruneImportRuns(db: Db, before: Date): Promise<void> {
  await db
    .delete(catalogueImportRuns)
    .where(
      and(
        lt(catalogueImportRuns.requestedAt, before),
        sql`${catalogueImportRuns.state} not in ('requested', 'running')`,
      ),
    );
}
