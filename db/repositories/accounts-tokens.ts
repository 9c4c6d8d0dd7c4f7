// Single-use links (registration confirmation, password reset, e-mail change), stored by the
// SHA-256 of their token only. A link is used by one UPDATE … WHERE used_at IS NULL, so two clicks
// at once cannot both use it.
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { accountTokens } from '../schema';

export type TokenPurpose = 'registration' | 'passwordReset' | 'emailChange';
export type TokenRecord = typeof accountTokens.$inferSelect;

export async function insertToken(
  db: Db,
  values: {
    purpose: TokenPurpose;
    tokenHash: string;
    accountId: number | null;
    email: string;
    payload: Record<string, unknown> | null;
    createdAt: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await db.insert(accountTokens).values(values);
}

/**
 * Marks the unused, unexpired link with this hash used and returns it; null when there is none
 * (unknown, used, expired, or of another purpose).
 */
export async function consumeToken(
  db: Db,
  tokenHash: string,
  purposes: readonly TokenPurpose[],
  now: Date,
): Promise<TokenRecord | null> {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.tokenHash, tokenHash),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
        sql`${accountTokens.purpose} in ${[...purposes]}`,
      ),
    )
    .returning();
  return row ?? null;
}

/** The unused, unexpired link with this hash, without using it (a page shows its form). */
export async function findUsableToken(
  db: Db,
  tokenHash: string,
  purpose: TokenPurpose,
  now: Date,
): Promise<TokenRecord | null> {
  const [row] = await db
    .select()
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.tokenHash, tokenHash),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Uses up every open link of an account for one purpose (a newer one replaces them). */
export async function spendAccountTokens(
  db: Db,
  accountId: number,
  purpose: TokenPurpose,
  now: Date,
): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.accountId, accountId),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
      ),
    );
}

/** Uses up every open registration link of an address (the account exists now). */
export async function spendRegistrationTokens(db: Db, email: string, now: Date): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.purpose, 'registration'),
        sql`lower(${accountTokens.email}) = lower(${email})`,
        isNull(accountTokens.usedAt),
      ),
    );
}

/** The newest open registration of an address (login before confirming), or null. */
export async function latestOpenRegistration(
  db: Db,
  email: string,
  now: Date,
): Promise<TokenRecord | null> {
  const [row] = await db
    .select()
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.purpose, 'registration'),
        sql`lower(${accountTokens.email}) = lower(${email})`,
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .orderBy(desc(accountTokens.createdAt), desc(accountTokens.id))
    .limit(1);
  return row ?? null;
}

/** The new address of an account's open e-mail change, or null. */
export async function pendingEmailChange(
  db: Db,
  accountId: number,
  now: Date,
): Promise<string | null> {
  const [row] = await db
    .select({ email: accountTokens.email })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.accountId, accountId),
        eq(accountTokens.purpose, 'emailChange'),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .orderBy(desc(accountTokens.createdAt), desc(accountTokens.id))
    .limit(1);
  return row?.email ?? null;
}

/** Deletes links that expired before `before` (used or not); returns how many. */
export async function deleteExpiredTokens(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(accountTokens)
    .where(lt(accountTokens.expiresAt, before))
    .returning({ id: accountTokens.id });
  return rows.length;
}
