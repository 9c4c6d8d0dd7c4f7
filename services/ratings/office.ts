// The office moderates ratings (/admin/ratings/, decision 096). A portal that publishes its
// guests' ratings must act on one that is unlawful or breaks its rules (insults, someone's
// personal data, advertising, no real stay) — and must not hide criticism (UWG, DOMAIN.md). Until
// now the office could do neither but by hand in the database. Here it finds a rating by number
// (or among the latest), hides it with a reason, or shows it again: the object's stored average
// and count follow in the same transaction, the change is audit-logged, every process's caches
// hear of it, and the author of a hidden rating is mailed the reason (a statement of reasons, as
// the EU's Digital Services Act asks of a platform that restricts what a user wrote, Art. 17).
// Reports of a rating (decision 097) are listed with it and queued on the page; hiding the rating
// or keeping it with a reason decides its open reports, and each reporter is told the decision
// and how to contest it (DSA Art. 16 (5)).
import { z } from 'zod';
import { entityId } from '#core/api/common';
import { todayInBerlin } from '#core/dates';
import type { Language } from '#core/languages';
import { href } from '#core/routes';
import type { Db } from '#db/client';
import { insertAuditEntry } from '#db/repositories/backoffice-audit';
import { findCustomer, objectContact } from '#db/repositories/booking-records';
import {
  findRatingByNumber,
  findRatingForUpdate,
  findStay,
  latestRatings,
  ratingsByNumbers,
  refreshObjectRating,
  setRatingPublished,
  type RatingRow,
} from '#db/repositories/catalogue-rating-writes';
import { requireAccess } from '#services/accounts';
import { bookingGuest, deliverBookingMails, queueBookingMails } from '#services/booking';
import {
  decideReports,
  hideReports,
  reopenReports,
  reportedRatings,
  reportsOfRatings,
  type RatingReportRow,
} from '#services/content';
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
  /** Its reports (decision 097), the oldest first. */
  reports: OfficeRatingReport[];
}

export interface OfficeRatingReport {
  id: number;
  createdAt: Date;
  name: string | null;
  email: string;
  message: string;
  /** The language the report was written in (its page's). */
  language: string;
  /** null: open; else how it was decided and when. */
  decision: 'hidden' | 'kept' | null;
  decidedAt: Date | null;
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
  const reports = new Map<number, OfficeRatingReport[]>();
  for (const report of await reportsOfRatings(
    db,
    rows.map((r) => r.ratingNumber),
  )) {
    const list = reports.get(report.ratingNumber) ?? [];
    list.push({
      id: report.id,
      createdAt: report.createdAt,
      name: report.name,
      email: report.email,
      message: report.message,
      language: report.language,
      decision: report.decision === 'hidden' || report.decision === 'kept' ? report.decision : null,
      decidedAt: report.decidedAt,
    });
    reports.set(report.ratingNumber, list);
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
    reports: reports.get(r.ratingNumber) ?? [],
  }));
}

/**
 * The page's ratings: the one searched for by number (`search`: digits; anything else, or an
 * unknown number, finds none); with `reported`, those with open reports, reported longest ago
 * first (the office's queue, decision 097); else the latest ones, published or not. Each with its
 * reports; `openReports` counts the open reports of all ratings. admin.ratings only.
 */
export async function officeRatings(
  ctx: RequestContext,
  search: string,
  reported = false,
): Promise<{
  search: string;
  reported: boolean;
  openReports: number;
  ratings: OfficeRatingView[];
}> {
  requireAccess(ctx, 'admin.ratings');
  const db = ctx.deps.database.db;
  const term = search.trim();
  const queue = await reportedRatings(db, OFFICE_RATINGS_LISTED);
  const page = { search: term, reported: false, openReports: queue.openReports };
  if (term !== '') {
    const parsed = entityId.safeParse(term);
    const row = parsed.success ? await findRatingByNumber(db, parsed.data) : null;
    return { ...page, ratings: row === null ? [] : await viewsOf(db, [row], ctx.language) };
  }
  const rows = reported
    ? await ratingsByNumbers(db, queue.ratingNumbers)
    : await latestRatings(db, OFFICE_RATINGS_LISTED);
  return { ...page, reported, ratings: await viewsOf(db, rows, ctx.language) };
}

/** A reason someone reads: a sentence or a few, no control characters but line breaks. */
const reasonText = z
  .string()
  .trim()
  .min(MODERATION_REASON.min)
  .max(MODERATION_REASON.max)
  .regex(/^(?:[^\p{Cc}]|[\n\r\t])*$/u);

const moderationBody = z.discriminatedUnion('action', [
  z.object({
    ratingNumber: entityId,
    action: z.literal('hide'),
    /** What led to the decision: a report (notice) or the office's own check (DSA Art. 17 (3) b). */
    basis: z.enum(['report', 'own']),
    reason: reasonText,
  }),
  z.object({ ratingNumber: entityId, action: z.literal('show') }),
  // The rating stays: the open reports the office saw (ids up to `reportsUpTo`) are turned down
  // with the reason their senders read.
  z.object({
    ratingNumber: entityId,
    action: z.literal('keep'),
    reportsUpTo: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    reason: reasonText,
  }),
  // A hidden rating's open reports (one that came in while it was being hidden) are closed: their
  // senders learn it is no longer shown.
  z.object({ ratingNumber: entityId, action: z.literal('close') }),
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
  /** How many reports were decided (their senders told, decision 097). */
  reportsDecided: number;
  /** Shown again: how many reports it was hidden for are open again. */
  reportsReopened: number;
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

/** Where the rules are, and where to contest a decision, in `language` (absolute: a mail). */
function redressLinks(ctx: RequestContext, language: Language) {
  const site = ctx.deps.config.siteOrigin;
  return {
    rulesUrl: new URL(`${href('Faq', {}, language)}#information-ratings`, site).href,
    contactUrl: new URL(href('ContactGuest', {}, language), site).href,
  };
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
          ...redressLinks(ctx, author.language),
        },
      },
    ],
    ctx.now,
  );
}

/**
 * Queues the decision to the senders of the reports just decided (DSA Art. 16 (5)): the rating is
 * no longer shown, or it stays with the office's reason; either way how to contest it. Each in the
 * language the report was written in; the reporter learns nothing of the author.
 */
async function tellReporters(
  tx: Db,
  ctx: RequestContext,
  row: RatingRow,
  reports: readonly RatingReportRow[],
  decision: { kind: 'hidden' | 'kept'; reason: string | null; brand: MailBrand },
): Promise<number[]> {
  if (reports.length === 0) return [];
  const title = (await objectContact(tx, row.objectNumber))?.title ?? {};
  return queueBookingMails(
    tx,
    reports.map((report) => {
      const language = languageOf(report.language);
      return {
        kind: 'ratingReportDecided' as const,
        // One per decision: a report reopened (the rating shown again) and decided anew is told
        // again.
        dedupeKey: `ratingReportDecided:${report.id}:${report.decidedAt?.getTime() ?? 0}`,
        recipient: report.email,
        language,
        data: {
          brand: decision.brand,
          name: report.name,
          objectTitle: titleIn(title, language),
          ratingNumber: row.ratingNumber,
          reportDate: todayInBerlin(report.createdAt),
          decision: decision.kind,
          reason: decision.reason,
          ...redressLinks(ctx, language),
        },
      };
    }),
    ctx.now,
  );
}

/**
 * Hides a rating with the reason its author reads and what led to it (a report, or the office's
 * own check), shows it again, keeps it and turns down the open reports the office saw with a
 * reason their senders read (`keep`, decision 097), or closes a hidden rating's open reports
 * (`close`). Hiding decides every report of the rating not decided so (open or turned down
 * before); showing again reopens those decided 'hidden' (the office decides them anew); every
 * sender of a report decided is told. Refused (DomainError; the page shows each as an alert
 * naming the field): no admin.ratings (forbidden); a bad number, action, basis, reason or
 * `reportsUpTo` (invalid); an unknown rating (notFound `errors.ratings.unknown`); a rating already
 * so (conflict `errors.ratings.alreadyHidden|Shown`: hiding or keeping a hidden one, showing or
 * closing a shown one); no open reports to keep or close (`errors.ratings.noOpenReports`).
 */
export async function officeModerateRating(
  ctx: RequestContext,
  raw: {
    ratingNumber: unknown;
    action: unknown;
    basis?: unknown;
    reason?: unknown;
    reportsUpTo?: unknown;
  },
): Promise<ModeratedRating> {
  const office = requireAccess(ctx, 'admin.ratings');
  const input = parseOrRefuse(moderationBody, raw, 'ratingNumber');
  const db = ctx.deps.database.db;
  // The brand of the decision's mails, read before the transaction (the embedded database's one
  // connection is the transaction's).
  const brand = await operatorMailBrand(ctx.deps);
  const accountId = Number(office.accountID);
  const done = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    if (input.action === 'keep' || input.action === 'close') {
      return decideOnReports(tx, ctx, accountId, input, brand);
    }
    const hiding = input.action === 'hide' ? { ...input, brand } : null;
    const row = await setRatingPublished(tx, input.ratingNumber, hiding === null);
    if (row === null) {
      const current = await findRatingByNumber(tx, input.ratingNumber);
      throw current === null
        ? unknownRating()
        : new DomainError(
            'conflict',
            hiding ? 'errors.ratings.alreadyHidden' : 'errors.ratings.alreadyShown',
            { field: 'ratingNumber' },
          );
    }
    await refreshObjectRating(tx, row.objectNumber);
    // Taken off: whatever led to it, its reports are decided with it. Shown again: the reports
    // it was hidden for are open again — what their senders were told is no longer so.
    const reports = hiding === null ? [] : await hideReports(tx, row.ratingNumber, ctx.now);
    const reopened = hiding === null ? await reopenReports(tx, row.ratingNumber) : 0;
    await insertAuditEntry(tx, {
      accountId,
      action: hiding ? 'ratings.hidden' : 'ratings.shown',
      target: `rating:${row.ratingNumber}`,
      before: { published: !row.published },
      after: {
        published: row.published,
        ...(hiding === null
          ? { reportsReopened: reopened }
          : { basis: hiding.basis, reason: hiding.reason, reports: reports.length }),
      },
    });
    const author = hiding === null ? [] : await tellAuthor(tx, ctx, row, hiding);
    const reporters = await tellReporters(tx, ctx, row, reports, {
      kind: 'hidden',
      reason: null,
      brand,
    });
    return { row, author, reporters, reports: reports.length, reopened };
  });
  // Hidden or shown again: the object page, its ratings pages and the search cards of every
  // process drop the old average and list.
  if (input.action === 'hide' || input.action === 'show') {
    await notifyObjectsChanged(ctx.deps, [done.row.objectNumber]);
  }
  const mails = [...done.author, ...done.reporters];
  if (mails.length > 0) await deliverBookingMails(ctx.deps, ctx.now, ctx.log, mails);
  return {
    ratingNumber: done.row.ratingNumber,
    published: done.row.published,
    mailed: done.author.length > 0,
    reportsDecided: done.reports,
    reportsReopened: done.reopened,
  };
}

function unknownRating() {
  return new DomainError('notFound', 'errors.ratings.unknown', { field: 'ratingNumber' });
}

/**
 * Keep (the rating stays; the open reports the office saw are turned down with its reason) or
 * close (a hidden rating's open reports: it is no longer shown). The rating's row is locked first,
 * so a hiding or showing in another tab waits for this decision, or this one sees its result.
 */
async function decideOnReports(
  tx: Db,
  ctx: RequestContext,
  accountId: number,
  input:
    | { action: 'keep'; ratingNumber: number; reportsUpTo: number; reason: string }
    | { action: 'close'; ratingNumber: number },
  brand: MailBrand,
) {
  const row = await findRatingForUpdate(tx, input.ratingNumber);
  if (row === null) throw unknownRating();
  const keep = input.action === 'keep';
  if (row.published !== keep) {
    throw new DomainError(
      'conflict',
      keep ? 'errors.ratings.alreadyHidden' : 'errors.ratings.alreadyShown',
      { field: 'ratingNumber' },
    );
  }
  const reports = keep
    ? await decideReports(tx, row.ratingNumber, 'kept', ctx.now, input.reportsUpTo)
    : await decideReports(tx, row.ratingNumber, 'hidden', ctx.now);
  // None open (decided meanwhile in another tab, or never reported): nothing to decide.
  if (reports.length === 0) {
    throw new DomainError('conflict', 'errors.ratings.noOpenReports', { field: 'ratingNumber' });
  }
  await insertAuditEntry(tx, {
    accountId,
    action: keep ? 'ratings.kept' : 'ratings.reportsClosed',
    target: `rating:${row.ratingNumber}`,
    before: { published: row.published },
    after: {
      published: row.published,
      reports: reports.length,
      ...(keep ? { reason: input.reason } : {}),
    },
  });
  const reporters = await tellReporters(tx, ctx, row, reports, {
    kind: keep ? 'kept' : 'hidden',
    reason: keep ? input.reason : null,
    brand,
  });
  return { row, author: [] as number[], reporters, reports: reports.length, reopened: 0 };
}
