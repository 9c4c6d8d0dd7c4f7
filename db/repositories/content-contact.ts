// Messages of the contact forms (services/content/contact.ts; issue 16): one row per message sent,
// so the office finds a message whose mail went astray. Only the content slice writes here.
import {
  and,
  asc,
  count,
  countDistinct,
  eq,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  min,
  ne,
  or,
  sql,
} from 'drizzle-orm';
import type { Db } from '../client';
import { contactMessages } from '../schema';
import { deleteBatch } from './platform-batches';

export interface ContactMessageRow {
  mandant: string;
  uid: string | null;
  form: string;
  reason: string;
  email: string;
  /** The sender's name as written ("Anna Muster"). */
  name: string;
  phone: string | null;
  objectNumber: number | null;
  /** The rating reported (decision 096). */
  ratingNumber: number | null;
  message: string;
  language: string;
  createdAt: Date;
}

/** Stores a message; answers its id. */
export async function insertContactMessage(db: Db, row: ContactMessageRow): Promise<number> {
  const [inserted] = await db
    .insert(contactMessages)
    .values(row)
    .returning({ id: contactMessages.id });
  return inserted!.id;
}

/**
 * Deletes the messages that came in before `before`, at most `limit` of them (decision 093); how
 * many.
 */
export function deleteContactMessagesBefore(db: Db, before: Date, limit: number): Promise<number> {
  const { id, createdAt } = contactMessages;
  return deleteBatch(db, contactMessages, id, lt(createdAt, before), limit);
}

/** A report of a rating (reason ratingReport, decision 097) as the office's queue shows it. */
export interface RatingReportRow {
  id: number;
  ratingNumber: number;
  email: string;
  name: string | null;
  message: string;
  language: string;
  createdAt: Date;
  decision: string | null;
  decidedAt: Date | null;
}

const reportColumns = {
  id: contactMessages.id,
  ratingNumber: sql<number>`${contactMessages.ratingNumber}`,
  email: contactMessages.email,
  name: contactMessages.name,
  message: contactMessages.message,
  language: contactMessages.language,
  createdAt: contactMessages.createdAt,
  decision: contactMessages.decision,
  decidedAt: contactMessages.decidedAt,
};

/** The reports of these ratings, the oldest first. */
export function ratingReports(
  db: Db,
  ratingNumbers: readonly number[],
): Promise<RatingReportRow[]> {
  if (ratingNumbers.length === 0) return Promise.resolve([]);
  return db
    .select(reportColumns)
    .from(contactMessages)
    .where(inArray(contactMessages.ratingNumber, [...ratingNumbers]))
    .orderBy(asc(contactMessages.createdAt), asc(contactMessages.id));
}

/**
 * The ratings with open reports, the one reported longest ago first (at most `limit`), and how
 * many open reports there are in all.
 */
export async function openlyReportedRatings(
  db: Db,
  limit: number,
): Promise<{ ratingNumbers: number[]; openReports: number }> {
  const open = and(isNotNull(contactMessages.ratingNumber), isNull(contactMessages.decidedAt));
  const first = min(contactMessages.createdAt);
  const rows = await db
    .select({ ratingNumber: sql<number>`${contactMessages.ratingNumber}`, first })
    .from(contactMessages)
    .where(open)
    .groupBy(contactMessages.ratingNumber)
    .orderBy(asc(first), asc(contactMessages.ratingNumber))
    .limit(limit);
  const [all] = await db.select({ n: count() }).from(contactMessages).where(open);
  return { ratingNumbers: rows.map((r) => r.ratingNumber), openReports: all?.n ?? 0 };
}

/**
 * Open reports that came in before `before`: how many, of how many ratings, and when the oldest
 * came in (null: none) — the office's reminder (decision 101).
 */
export async function openReportsBefore(
  db: Db,
  before: Date,
): Promise<{ reports: number; ratings: number; oldest: Date | null }> {
  const [row] = await db
    .select({
      reports: count(),
      ratings: countDistinct(contactMessages.ratingNumber),
      oldest: min(contactMessages.createdAt),
    })
    .from(contactMessages)
    .where(
      and(
        isNotNull(contactMessages.ratingNumber),
        isNull(contactMessages.decidedAt),
        lt(contactMessages.createdAt, before),
      ),
    );
  return {
    reports: row?.reports ?? 0,
    ratings: row?.ratings ?? 0,
    oldest: row?.oldest ?? null,
  };
}

/**
 * Decides the open reports of a rating — with `upTo`, only those up to that id (what the office
 * saw; a report that came in since stays open) — that no other decision took first; the reports
 * decided now, whose senders are told.
 */
export function decideRatingReports(
  db: Db,
  ratingNumber: number,
  decision: 'hidden' | 'kept',
  at: Date,
  upTo?: number,
): Promise<RatingReportRow[]> {
  return db
    .update(contactMessages)
    .set({ decision, decidedAt: at })
    .where(
      and(
        eq(contactMessages.ratingNumber, ratingNumber),
        isNull(contactMessages.decidedAt),
        upTo === undefined ? undefined : lte(contactMessages.id, upTo),
      ),
    )
    .returning(reportColumns);
}

/**
 * A rating taken off: every report of it not decided so already — open, or turned down before —
 * is now decided 'hidden'; those reports, whose senders are told.
 */
export function hideRatingReports(
  db: Db,
  ratingNumber: number,
  at: Date,
): Promise<RatingReportRow[]> {
  return db
    .update(contactMessages)
    .set({ decision: 'hidden', decidedAt: at })
    .where(
      and(
        eq(contactMessages.ratingNumber, ratingNumber),
        or(isNull(contactMessages.decision), ne(contactMessages.decision, 'hidden')),
      ),
    )
    .returning(reportColumns);
}

/** A hidden rating shown again: its reports decided 'hidden' are open again; how many. */
export async function reopenRatingReports(db: Db, ratingNumber: number): Promise<number> {
  const rows = await db
    .update(contactMessages)
    .set({ decision: null, decidedAt: null })
    .where(
      and(eq(contactMessages.ratingNumber, ratingNumber), eq(contactMessages.decision, 'hidden')),
    )
    .returning({ id: contactMessages.id });
  return rows.length;
}
