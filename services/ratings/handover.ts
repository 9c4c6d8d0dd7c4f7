// The rating-answer links in the landlord handover (decision 114). A rating's answer link goes to
// the object's contact and opens the host's public answer to the guest for as long as the rating
// exists. When the catalogue gives the object another contact, in the import's transaction:
//   - the version of the object's answer links counts up: every answer link mailed before (to the
//     former contact) opens nothing (404), answered ratings included;
//   - the new contact is mailed the newest ratings still without an answer (at most LISTED, and
//     how many there are in all), each with its link under the new version.
// Answered ratings are not mailed: their answer stands; the office sends a link to change one from
// its ratings page (answer-link-resend.ts), or prints one (scripts/rating-answer-link.ts).
import {
  renewRatingAnswerVersion,
  unansweredRatings,
} from '#db/repositories/catalogue-rating-writes';
import { LANDLORD_LANGUAGE, type HandoverStep } from '#services/booking';
import type { RequestContext } from '#services/platform';
import { titleIn } from './invitation';
import { ratingForLandlord } from './links';

/** Ratings a handover mail lists at most; the rest are counted. */
export const LISTED = 20;

/** The handover of an object's rating-answer links (decision 114). */
export function ratingAnswerLinksHandover(ctx: RequestContext): HandoverStep {
  const { deps, now } = ctx;
  return async (tx, objectNumber, contact, brand) => {
    const version = await renewRatingAnswerVersion(tx, objectNumber, now);
    if (version === null || !contact.email) return [];
    const { rows, total } = await unansweredRatings(tx, objectNumber, LISTED);
    if (rows.length === 0) return [];
    const language = LANDLORD_LANGUAGE;
    return [
      {
        kind: 'ratingAnswerHandover',
        // One per object and handover.
        dedupeKey: `ratingAnswerHandover:${objectNumber}:${version}`,
        recipient: contact.email,
        language,
        data: {
          brand,
          name: contact.name,
          objectTitle: titleIn(contact.title, language),
          objectNumber,
          ratings: rows.map((row) => ratingForLandlord(deps, row, version, language)),
          total,
        },
      },
    ];
  };
}
