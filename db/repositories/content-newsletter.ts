// The newsletter's subscriptions and the customers' mail preferences (services/content
// newsletter.ts; issue 17). Only the content slice writes here.
//
// One truth (docs/decisions/070-newsletter-one-truth.md): newsletter_subscriptions says who gets
// the newsletter; the account's `newsletter` flag mirrors it for the account of the same address.
// Every change of a subscription's state updates that flag in the same transaction, so the two
// never disagree — the one place this slice writes a column of the accounts table.
import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { accounts, mailerPreferences, newsletterSubscriptions } from '../schema';
import { deleteBatch } from './platform-batches';

export type SubscriptionStatus = 'pending' | 'subscribed' | 'unsubscribed';

export interface SubscriptionRow {
  id: number;
  email: string;
  language: string;
  status: SubscriptionStatus;
}

const columns = {
  id: newsletterSubscriptions.id,
  email: newsletterSubscriptions.email,
  language: newsletterSubscriptions.language,
  status: newsletterSubscriptions.status,
};

const sameAddress = (email: string) =>
  sql`lower(${newsletterSubscriptions.email}) = lower(${email})`;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * `unsubscribed_at` when an address leaves the list: the first unsubscribe since it was last
 * subscribed counts (a second click on the link, or an opt-out asked for again, does not make
 * the proof's period start anew).
 */
const consentEnded = (now: Date) =>
  sql`coalesce(${newsletterSubscriptions.unsubscribedAt}, ${now.toISOString()}::timestamptz)`;

async function mirrorAccount(tx: Tx | Db, email: string, subscribed: boolean, now: Date) {
  await tx
    .update(accounts)
    .set({ newsletter: subscribed, newsletterChangedAt: now })
    .where(
      and(sql`lower(${accounts.email}) = lower(${email})`, eq(accounts.newsletter, !subscribed)),
    );
}

/** Sets the account flag of an address to what its subscription says (a new account). */
export async function mirrorSubscriptionOnAccount(db: Db, email: string, now: Date): Promise<void> {
  const [row] = await db
    .select({ status: newsletterSubscriptions.status })
    .from(newsletterSubscriptions)
    .where(sameAddress(email));
  if (row?.status === 'subscribed') await mirrorAccount(db, email, true, now);
}

export async function findSubscriptionByEmail(
  db: Db,
  email: string,
): Promise<SubscriptionRow | null> {
  const [row] = await db.select(columns).from(newsletterSubscriptions).where(sameAddress(email));
  return (row as SubscriptionRow | undefined) ?? null;
}

export async function findSubscriptionById(db: Db, id: number): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select(columns)
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.id, id));
  return (row as SubscriptionRow | undefined) ?? null;
}

/**
 * A new or renewed request to subscribe: the address is (again) pending with the hash of a new
 * confirmation token; an earlier token of it stops working. Answers the subscription's id.
 */
export async function storePendingSubscription(
  db: Db,
  row: { email: string; language: string; tokenHash: string; now: Date },
): Promise<number> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: newsletterSubscriptions.id })
      .from(newsletterSubscriptions)
      .where(sameAddress(row.email))
      .for('update');
    if (existing !== undefined) {
      await tx
        .update(newsletterSubscriptions)
        .set({
          status: 'pending',
          doiToken: row.tokenHash,
          language: row.language,
          requestedAt: row.now,
        })
        .where(eq(newsletterSubscriptions.id, existing.id));
      return existing.id;
    }
    const [inserted] = await tx
      .insert(newsletterSubscriptions)
      .values({
        email: row.email,
        language: row.language,
        status: 'pending',
        doiToken: row.tokenHash,
        requestedAt: row.now,
        createdAt: row.now,
      })
      .returning({ id: newsletterSubscriptions.id });
    return inserted!.id;
  });
}

/** Whether a pending subscription holds this token hash (the confirm page's GET: no change). */
export async function pendingTokenExists(db: Db, tokenHash: string): Promise<boolean> {
  const [row] = await db
    .select({ id: newsletterSubscriptions.id })
    .from(newsletterSubscriptions)
    .where(
      and(
        eq(newsletterSubscriptions.doiToken, tokenHash),
        eq(newsletterSubscriptions.status, 'pending'),
      ),
    );
  return row !== undefined;
}

/**
 * Spends a confirmation token: the pending subscription holding its hash becomes subscribed and
 * the hash is cleared (single use). Null when no pending subscription holds it.
 */
export async function confirmSubscription(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<SubscriptionRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(newsletterSubscriptions)
      .set({ status: 'subscribed', doiToken: null, confirmedAt: now, unsubscribedAt: null })
      .where(
        and(
          eq(newsletterSubscriptions.doiToken, tokenHash),
          eq(newsletterSubscriptions.status, 'pending'),
        ),
      )
      .returning(columns);
    if (row === undefined) return null;
    await mirrorAccount(tx, row.email, true, now);
    return row as SubscriptionRow;
  });
}

/**
 * The subscription of an address whose owner is known (a logged-in or just confirmed account):
 * subscribed at once (the address is the account's, confirmed through its own link) or
 * unsubscribed. Answers the subscription's id.
 */
export async function setSubscriptionOfAddress(
  db: Db,
  row: { email: string; language: string; subscribed: boolean; now: Date },
): Promise<number> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: newsletterSubscriptions.id })
      .from(newsletterSubscriptions)
      .where(sameAddress(row.email))
      .for('update');
    const status = row.subscribed ? 'subscribed' : 'unsubscribed';
    let id: number;
    if (existing !== undefined) {
      await tx
        .update(newsletterSubscriptions)
        .set({
          status,
          doiToken: null,
          ...(row.subscribed
            ? { confirmedAt: row.now, unsubscribedAt: null }
            : { unsubscribedAt: consentEnded(row.now) }),
        })
        .where(eq(newsletterSubscriptions.id, existing.id));
      id = existing.id;
    } else {
      const [inserted] = await tx
        .insert(newsletterSubscriptions)
        .values({
          email: row.email,
          language: row.language,
          status,
          confirmedAt: row.subscribed ? row.now : null,
          unsubscribedAt: row.subscribed ? null : row.now,
          createdAt: row.now,
        })
        .returning({ id: newsletterSubscriptions.id });
      id = inserted!.id;
    }
    await mirrorAccount(tx, row.email, row.subscribed, row.now);
    return id;
  });
}

/** Ends a subscription by id (the unsubscribe link); answers whether one existed. */
export async function unsubscribeById(db: Db, id: number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(newsletterSubscriptions)
      .set({ status: 'unsubscribed', doiToken: null, unsubscribedAt: consentEnded(now) })
      .where(eq(newsletterSubscriptions.id, id))
      .returning({ email: newsletterSubscriptions.email });
    if (row === undefined) return false;
    await mirrorAccount(tx, row.email, false, now);
    return true;
  });
}

/** The address and language of an account (the preferences' subscription). */
export async function accountAddress(
  db: Db,
  accountId: number,
): Promise<{ email: string; language: string } | null> {
  const [row] = await db
    .select({ email: accounts.email, language: accounts.language })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row === undefined ? null : { email: row.email, language: row.language };
}

export async function readMailerPreferences(
  db: Db,
  accountId: number,
): Promise<Record<string, boolean> | null> {
  const [row] = await db
    .select({ preferences: mailerPreferences.preferences })
    .from(mailerPreferences)
    .where(eq(mailerPreferences.accountId, accountId));
  return row?.preferences ?? null;
}

export async function writeMailerPreferences(
  db: Db,
  accountId: number,
  preferences: Record<string, boolean>,
  now: Date,
): Promise<void> {
  await db
    .insert(mailerPreferences)
    .values({ accountId, preferences, updatedAt: now })
    .onConflictDoUpdate({
      target: mailerPreferences.accountId,
      set: { preferences, updatedAt: now },
    });
}

/**
 * Deletes addresses asked for before `before` and never confirmed (decision 093): nobody gave
 * consent for them, and their link has expired. At most `limit`; how many. An address confirmed
 * once (then unsubscribed, then asked for again) keeps its row, the record of that consent.
 */
export function deleteUnconfirmedBefore(db: Db, before: Date, limit: number): Promise<number> {
  const { id, status, confirmedAt, requestedAt } = newsletterSubscriptions;
  // Rows older than the column got it at the migration (0025); a row without one is never deleted.
  const unconfirmed = and(eq(status, 'pending'), isNull(confirmedAt), lt(requestedAt, before))!;
  return deleteBatch(db, newsletterSubscriptions, id, unconfirmed, limit);
}

/**
 * Deletes addresses that are off the list and have nothing left to prove (decision 100): never
 * confirmed and unsubscribed (no consent was ever given), or confirmed once and off the list since
 * before `endedBefore` (the proof of that consent and of its end is past its period) — unless asked
 * for again since `requestedSince` (a confirmation link may still be followed). At most `limit`;
 * how many.
 */
export function deleteEndedBefore(
  db: Db,
  endedBefore: Date,
  requestedSince: Date,
  limit: number,
): Promise<number> {
  const { id, status, confirmedAt, unsubscribedAt, requestedAt } = newsletterSubscriptions;
  const neverConfirmed = and(eq(status, 'unsubscribed'), isNull(confirmedAt));
  const proofExpired = and(
    isNotNull(confirmedAt),
    lt(unsubscribedAt, endedBefore),
    or(
      eq(status, 'unsubscribed'),
      and(eq(status, 'pending'), or(isNull(requestedAt), lt(requestedAt, requestedSince))),
    ),
  );
  return deleteBatch(db, newsletterSubscriptions, id, or(neverConfirmed, proofExpired)!, limit);
}
