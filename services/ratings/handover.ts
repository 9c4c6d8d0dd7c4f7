// The rating-answer links in the landlord handover (decision 114). A rating's answer link goes to
// the object's contact and opens the host's public answer to the guest for as long as the rating
// exists. When the catalogue gives the object another contact, in the import's transaction:
//   - the version of the object's answer links counts up: every answer link mailed before (to the
//     former contact) opens nothing (404), answered ratings included;
//   - the new contact is mailed the newest ratings still without an answer (at most LISTED, and
//     how many there are in all), each with its link under the new version.
// Answered ratings are not mailed: their answer stands; the office can print a link to change one
// (scripts/rating-answer-link.ts).
import {
  renewRatingAnswerVersion,
  unansweredRatings,
} from '#db/repositories/catalogue-rating-writes';
import { objectContact } from '#db/repositories/booking-records';
import { LANDLORD_LANGUAGE, prepareHandover, type LandlordHandover } from '#services/booking';
import type { RequestContext } from '#services/platform';
import { titleIn } from './invitation';
import { ratingForLandlord } from './links';

/** Ratings a handover mail lists at most; the rest are counted. */
export const LISTED = 20;

/** The handover of the objects' rating-answer links (decision 114). */
export function prepareRatingAnswerHandover(ctx: RequestContext): Promise<LandlordHandover> {
  const { deps, now } = ctx;
  return prepareHandover(ctx, async (tx, objectNumber, brand) => {
    const version = await renewRatingAnswerVersion(tx, objectNumber, now);
    if (version === null) return [];
    const contact = await objectContact(tx, objectNumber);
    if (!contact?.email) return [];
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
  });
}
