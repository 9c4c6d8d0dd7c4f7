// Account rows (SPEC.md §3 User): customers by address, a partner's staff account, profile
// changes, and the partner login code the partner login checks.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { accounts, partners } from '../schema';

export type AccountRecord = typeof accounts.$inferSelect;
export type NewAccount = typeof accounts.$inferInsert;
export type AccountPatch = Partial<
  Pick<
    NewAccount,
    | 'email'
    | 'passwordHash'
    | 'passwordChangedAt'
    | 'salutation'
    | 'firstName'
    | 'lastName'
    | 'street'
    | 'zipcode'
    | 'city'
    | 'country'
    | 'phone'
    | 'newsletter'
    | 'newsletterChangedAt'
    | 'language'
  >
>;

const sameAddress = (email: string) => sql`lower(${accounts.email}) = lower(${email})`;

/** The customer account of an address (any case), or null. */
export async function findCustomerByEmail(db: Db, email: string): Promise<AccountRecord | null> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.kind, 'customer'), sameAddress(email)))
    .limit(1);
  return row ?? null;
}

export async function findAccountById(db: Db, id: number): Promise<AccountRecord | null> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id)).limit(1);
  return row ?? null;
}

/** The staff account of a partner, or null. */
export async function findPartnerAccount(db: Db, partnerId: number): Promise<AccountRecord | null> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.kind, 'partner'), eq(accounts.partnerId, partnerId)))
    .limit(1);
  return row ?? null;
}

/** Whether an account owns this visitor id. */
export async function uidOwned(db: Db, uid: string): Promise<boolean> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.uid, uid))
    .limit(1);
  return row !== undefined;
}

/**
 * Inserts an account; null when the address (customers) or the partner (partner staff) already
 * has one — the unique indexes decide, so two confirmations at once create one account.
 */
export async function insertAccount(db: Db, values: NewAccount): Promise<AccountRecord | null> {
  const [row] = await db.insert(accounts).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/**
 * Changes an account; false when nothing was changed (no such account, or — for an address
 * change — another customer took the address meanwhile).
 */
export async function updateAccount(
  db: Db,
  id: number,
  patch: AccountPatch,
  now: Date,
): Promise<boolean> {
  try {
    const rows = await db
      .update(accounts)
      .set({ ...patch, updatedAt: now })
      .where(eq(accounts.id, id))
      .returning({ id: accounts.id });
    return rows.length > 0;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** A password hash is replaced only while it is the one that was verified (a rehash at login). */
export async function replacePasswordHash(
  db: Db,
  id: number,
  verifiedHash: string,
  newHash: string,
): Promise<void> {
  await db
    .update(accounts)
    .set({ passwordHash: newHash })
    .where(and(eq(accounts.id, id), eq(accounts.passwordHash, verifiedHash)));
}

/** What the partner login needs of a partner: its name, contact address and login code hash. */
export async function findPartnerLogin(
  db: Db,
  partnerId: number,
): Promise<{
  partnerName: string;
  partnerEmail: string | null;
  loginCodeHash: string | null;
} | null> {
  const [row] = await db
    .select({
      partnerName: partners.partnerName,
      partnerEmail: partners.partnerEmail,
      loginCodeHash: partners.loginCodeHash,
    })
    .from(partners)
    .where(eq(partners.partnerId, partnerId))
    .limit(1);
  return row ?? null;
}

/**
 * A partner's login code hash read under a share lock: a renewal's update (decision 092) holds the
 * row until it commits, so this read waits for it and sees the new hash.
 */
export async function partnerLoginHashSettled(db: Db, partnerId: number): Promise<string | null> {
  const [row] = await db
    .select({ loginCodeHash: partners.loginCodeHash })
    .from(partners)
    .where(eq(partners.partnerId, partnerId))
    .for('share');
  return row?.loginCodeHash ?? null;
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown; cause?: { code?: unknown } }).code;
  const causeCode = (error as { cause?: { code?: unknown } }).cause?.code;
  return code === '23505' || causeCode === '23505';
}
