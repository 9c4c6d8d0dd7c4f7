// Reports of ratings (decision 097): messages of the guests' contact form with the reason
// ratingReport (decision 096), kept in contact_messages like every message. The ratings slice's
// moderation (services/ratings/office.ts) reads them for the office's queue and decides them in
// its own transaction; this slice owns the rows.
import type { Db } from '#db/client';
import {
  decideRatingReports,
  openlyReportedRatings,
  ratingReports,
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

/** Decides a rating's open reports in the caller's transaction; the reports decided now. */
export function decideReports(
  tx: Db,
  ratingNumber: number,
  decision: 'hidden' | 'kept',
  now: Date,
): Promise<RatingReportRow[]> {
  return decideRatingReports(tx, ratingNumber, decision, now);
}
