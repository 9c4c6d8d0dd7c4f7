// The office moderates ratings (/admin/ratings/, decision 096). A portal that publishes its
// guests' ratings must act on one that is unlawful or breaks its rules (insults, someone's
// personal data, advertising, no real stay) — and must not hide criticism (UWG, DOMAIN.md). Until
// now the office could do neither but by hand in the database. Here it finds a rating by number
// (or among the latest), hides it with a reason, or shows it again: the object's stored average
// and count follow in the same transaction, the change is audit-logged, every process's caches
// hear of it, and the author of a hidden rating is mailed the reason (a statement of reasons, as
// the EU's Digital Services Act asks of a platform that restricts what a user wrote, Art. 17).
import { z } from 'zod';
import { entityId } from '#core/api/common';
import type { Language } from '#core/languages';
import { href } from '#core/routes';
import type { Db } from '#db/client';
import { insertAuditEntry } from '#db/repositories/backoffice-audit';
import { findCustomer, objectContact } from '#db/repositories/booking-records';
import {
  findRatingByNumber,
  findStay,
  latestRatings,
  refreshObjectRating,
  setRatingPublished,
  type RatingRow,
} from '#db/repositories/catalogue-rating-writes';
import { requireAccess } from '#services/accounts';
import { bookingGuest, deliverBookingMails, queueBookingMails } from '#services/booking';
import { operatorMailBrand } from '#services/partners';
import {
  DomainError,
  parseOrRefuse,
  type MailBrand,
  type RequestContext,
} from '#services/platform';
import { notifyObjectsChanged } from '#services/search';
import { languageOf, titleIn } from './invitation';

/** How many of the latest ratings the page lists. */
export const OFFICE_RATINGS_LISTED = 20;

/** The reason the author reads: a sentence or a few, no control characters but line breaks. */
export const MODERATION_REASON = { min: 10, max: 1_000 } as const;

export interface OfficeRatingView {
  ratingNumber: number;
  objectNumber: number;
  objectTitle: string;
  author: string;
  ratingDate: string;
  travelFrom: string;
  travelTo: string;
  verified: boolean;
  votesAverage: number;
  language: string;
  title: string | null;
  text: string;
  landlordAnswer: string | null;
  published: boolean;
}

async function viewsOf(
  db: Db,
  rows: readonly RatingRow[],
  language: Language,
): Promise<OfficeRatingView[]> {
  const titles = new Map<number, string>();
  for (const objectNumber of new Set(rows.map((r) => r.objectNumber))) {
    const contact = await objectContact(db, objectNumber);
    titles.set(objectNumber, titleIn(contact?.title ?? {}, language));
  }
  return rows.map((r) => ({
    ratingNumber: r.ratingNumber,
    objectNumber: r.objectNumber,
    objectTitle: titles.get(r.objectNumber) ?? '',
    author: r.authorName,
    ratingDate: r.ratingDate,
    travelFrom: r.travelFrom,
    travelTo: r.travelTo,
    verified: r.verified,
    votesAverage: r.votesAverage,
    language: r.language,
    title: r.title,
    text: r.text,
    landlordAnswer: r.landlordAnswer,
    published: r.published,
  }));
}

/**
 * The page's ratings: the one searched for by number (`search`: digits; anything else, or an
 * unknown number, finds none), else the latest ones, published or not. admin.ratings only.
 */
export async function officeRatings(
  ctx: RequestContext,
  search: string,
): Promise<{ search: string; ratings: OfficeRatingView[] }> {
  requireAccess(ctx, 'admin.ratings');
  const db = ctx.deps.database.db;
  const term = search.trim();
  if (term === '') {
    const rows = await latestRatings(db, OFFICE_RATINGS_LISTED);
    return { search: '', ratings: await viewsOf(db, rows, ctx.language) };
  }
  const parsed = entityId.safeParse(term);
  const row = parsed.success ? await findRatingByNumber(db, parsed.data) : null;
  return { search: term, ratings: row === null ? [] : await viewsOf(db, [row], ctx.language) };
}

const moderationBody = z.discriminatedUnion('action', [
  z.object({
    ratingNumber: entityId,
    action: z.literal('hide'),
    /** What led to the decision: a report (notice) or the office's own check (DSA Art. 17 (3) b). */
    basis: z.enum(['report', 'own']),
    reason: z
      .string()
      .trim()
      .min(MODERATION_REASON.min)
      .max(MODERATION_REASON.max)
      .regex(/^(?:[^\p{Cc}]|[\n\r\t])*$/u),
  }),
  z.object({ ratingNumber: entityId, action: z.literal('show') }),
]);

export interface ModeratedRating {
  ratingNumber: number;
  published: boolean;
  /**
   * Whether the author of a hidden rating is mailed the reason (false: no address — a rating not
   * written for a stay booked here, or an anonymised booking). A failed send is retried by the
   * outbox like every booking mail.
   */
  mailed: boolean;
}

/** The author's address and language: the stay's guest as booked, for a verified rating. */
async function authorOf(
  tx: Db,
  row: RatingRow,
): Promise<{ email: string; name: string | null; language: Language } | null> {
  if (row.bookingId === null) return null;
  const stay = await findStay(tx, row.bookingId);
  // An anonymised booking (decision 089) is nobody's any more: its customer record may hold
  // another stay's traveller, and a mail row would outlive the anonymisation.
  if (stay === null || stay.booking.anonymisedAt !== null) return null;
  const customer = await findCustomer(tx, stay.booking.customerNumber);
  if (customer === null) return null;
  const guest = bookingGuest(stay.booking, customer);
  if (guest.email === '') return null;
  return { email: guest.email, name: guest.name, language: languageOf(stay.booking.language) };
}

/**
 * Queues the statement of reasons to the author of a rating just hidden (none without an
 * address); the queued mails' ids.
 */
async function tellAuthor(
  tx: Db,
  ctx: RequestContext,
  row: RatingRow,
  hiding: { basis: 'report' | 'own'; reason: string; brand: MailBrand },
): Promise<number[]> {
  const author = await authorOf(tx, row);
  if (author === null) return [];
  const site = ctx.deps.config.siteOrigin;
  return queueBookingMails(
    tx,
    [
      {
        kind: 'ratingHidden',
        // One per hiding: shown again and hidden once more, the author hears again.
        dedupeKey: `ratingHidden:${row.ratingNumber}:${ctx.now.getTime()}`,
        recipient: author.email,
        language: author.language,
        ...(row.bookingId === null ? {} : { bookingId: row.bookingId }),
        data: {
          brand: hiding.brand,
          name: author.name,
          objectTitle: titleIn(
            (await objectContact(tx, row.objectNumber))?.title ?? {},
            author.language,
          ),
          ratingNumber: row.ratingNumber,
          ratingDate: row.ratingDate,
          basis: hiding.basis,
          reason: hiding.reason,
          // Where the rules are, and where to contest the decision (absolute: a mail).
          rulesUrl: new URL(`${href('Faq', {}, author.language)}#information-ratings`, site).href,
          contactUrl: new URL(href('ContactGuest', {}, author.language), site).href,
        },
      },
    ],
    ctx.now,
  );
}

/**
 * Hides a rating with the reason its author reads and what led to it (a report, or the office's
 * own check), or shows it again. Refused (DomainError; the page shows each as an alert naming the
 * field): no admin.ratings (forbidden); a bad number, action, basis or reason (invalid); an
 * unknown rating (notFound `errors.ratings.unknown`); a rating already so (conflict
 * `errors.ratings.alreadyHidden|Shown`).
 */
export async function officeModerateRating(
  ctx: RequestContext,
  raw: { ratingNumber: unknown; action: unknown; basis?: unknown; reason?: unknown },
): Promise<ModeratedRating> {
  const office = requireAccess(ctx, 'admin.ratings');
  const input = parseOrRefuse(moderationBody, raw, 'ratingNumber');
  const db = ctx.deps.database.db;
  // A hiding with the brand of its mail, read before the transaction (the embedded database's
  // one connection is the transaction's).
  const hiding =
    input.action === 'hide' ? { ...input, brand: await operatorMailBrand(ctx.deps) } : null;
  const hide = hiding !== null;
  const done = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const row = await setRatingPublished(tx, input.ratingNumber, !hide);
    if (row === null) {
      const current = await findRatingByNumber(tx, input.ratingNumber);
      throw current === null
        ? new DomainError('notFound', 'errors.ratings.unknown', { field: 'ratingNumber' })
        : new DomainError(
            'conflict',
            hide ? 'errors.ratings.alreadyHidden' : 'errors.ratings.alreadyShown',
            { field: 'ratingNumber' },
          );
    }
    await refreshObjectRating(tx, row.objectNumber);
    await insertAuditEntry(tx, {
      accountId: Number(office.accountID),
      action: hide ? 'ratings.hidden' : 'ratings.shown',
      target: `rating:${row.ratingNumber}`,
      before: { published: !row.published },
      after: {
        published: row.published,
        ...(hiding === null ? {} : { basis: hiding.basis, reason: hiding.reason }),
      },
    });
    const mails = hiding === null ? [] : await tellAuthor(tx, ctx, row, hiding);
    return { row, mails };
  });
  // The object page, its ratings pages and the search cards of every process drop the old
  // average and list.
  await notifyObjectsChanged(ctx.deps, [done.row.objectNumber]);
  if (done.mails.length > 0) await deliverBookingMails(ctx.deps, ctx.now, ctx.log, done.mails);
  return {
    ratingNumber: done.row.ratingNumber,
    published: done.row.published,
    mailed: done.mails.length > 0,
  };
}
