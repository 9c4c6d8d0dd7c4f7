// Login sessions (the `sid` a token carries): started at login, looked up on every request with a
// token cookie, ended by logout, password reset and password change, deleted after expiry.
import { and, eq, gt, isNull, lt, ne, or, isNotNull } from 'drizzle-orm';
import type { Db } from '../client';
import { accounts, sessions } from '../schema';
import type { AccountRecord } from './accounts-users';

export async function insertSession(
  db: Db,
  values: { id: string; accountId: number; persistent: boolean; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(sessions).values(values);
}

/** The account of a session that is neither revoked nor expired at `now`, or null. */
export async function findSessionAccount(
  db: Db,
  sessionId: string,
  accountId: number,
  now: Date,
): Promise<AccountRecord | null> {
  const [row] = await db
    .select({ account: accounts })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.accountId, accountId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .limit(1);
  return row?.account ?? null;
}

export async function revokeSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every open session of an account, but `keep` (the caller's own); returns how many. */
export async function revokeAccountSessions(
  db: Db,
  accountId: number,
  now: Date,
  keep: string | null,
): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.accountId, accountId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        keep === null ? undefined : ne(sessions.id, keep),
      ),
    )
    .returning({ id: sessions.id });
  return rows.length;
}

/** Deletes sessions that expired, or were revoked, before `before`; returns how many. */
export async function deleteEndedSessions(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, before),
        and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, before)),
      ),
    )
    .returning({ id: sessions.id });
  return rows.length;
}
