// Reports of ratings (decision 097): messages of the guests' contact form with the reason
// ratingReport (decision 096), kept in contact_messages like every message. The ratings slice's
// moderation (services/ratings/office.ts) reads them for the office's queue and decides them in
// its own transaction; this slice owns the rows.
import type { Db } from '#db/client';
import {
  decideRatingReports,
  hideRatingReports,
  openlyReportedRatings,
  openReportsBefore,
  ratingReports,
  reopenRatingReports,
  type RatingReportRow,
} from '#db/repositories/content-contact';

export type { RatingReportRow };

/** The reports of these ratings, the oldest first. */
export function reportsOfRatings(db: Db, ratingNumbers: readonly number[]) {
  return ratingReports(db, ratingNumbers);
}

/** The ratings with open reports (reported longest ago first, at most `limit`), and the count. */
export function reportedRatings(db: Db, limit: number) {
  return openlyReportedRatings(db, limit);
}

/** Open reports that came in before `before`: counts and the oldest (the office's reminder). */
export function reportsWaitingSince(db: Db, before: Date) {
  return openReportsBefore(db, before);
}

/**
 * Decides a rating's open reports in the caller's transaction (with `upTo`: only those up to that
 * id, the ones the office saw); the reports decided now.
 */
export function decideReports(
  tx: Db,
  ratingNumber: number,
  decision: 'hidden' | 'kept',
  now: Date,
  upTo?: number,
): Promise<RatingReportRow[]> {
  return decideRatingReports(tx, ratingNumber, decision, now, upTo);
}

/** The rating was taken off: its reports not decided so (open or turned down) now are. */
export function hideReports(tx: Db, ratingNumber: number, now: Date): Promise<RatingReportRow[]> {
  return hideRatingReports(tx, ratingNumber, now);
}

/** The rating is shown again: its reports decided 'hidden' are open again; how many. */
export function reopenReports(tx: Db, ratingNumber: number): Promise<number> {
  return reopenRatingReports(tx, ratingNumber);
}
