// The secrets of the rating links (issue 15), made like the guest's booking link
// (services/booking/links.ts): an HMAC under a key derived from the server secret with a label of
// its own, so a token of one purpose never opens another, compared in constant time, never stored.
// - the guest's rating form `/bewertung-abgeben/{bookingID}/?access=…`: over the booking id and
//   its creation instant;
// - the landlord's answer page `/bewertung-vermieterkommentar/{ratingNumber}/?ratingHash=…`: over
//   the rating number, which alone is guessable (it counts up), and the version of its object's
//   answer links (decision 114: a new contact of the object ends the former one's links). Version
//   0 signs the number alone, as the links mailed before versions existed do.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { buildPath } from '#core/routes';
import { isLanguage, type Language } from '#core/languages';
import type { RatingRow } from '#db/repositories/catalogue-rating-writes';
import type { AppDeps } from '#services/platform';

type Secret = Pick<AppDeps, 'jwtSecret'>;

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

function keyOf(deps: Secret, label: string): Buffer {
  return createHmac('sha256', deps.jwtSecret).update(label).digest();
}

function sign(deps: Secret, label: string, message: string): string {
  return createHmac('sha256', keyOf(deps, label)).update(message).digest('base64url');
}

function same(expected: string, presented: string): boolean {
  if (!TOKEN.test(presented)) return false;
  return timingSafeEqual(Buffer.from(expected), Buffer.from(presented));
}

const STAY_LABEL = 'feriora stay rating links';
const ANSWER_LABEL = 'feriora landlord rating answers';

/** The guest's secret of the rating form of a stay. */
export function stayRatingToken(
  deps: Secret,
  booking: { bookingId: number; createdAt: Date },
): string {
  return sign(deps, STAY_LABEL, `${booking.bookingId}:${booking.createdAt.getTime()}`);
}

export function verifyStayRatingToken(
  deps: Secret,
  booking: { bookingId: number; createdAt: Date },
  presented: string,
): boolean {
  return same(stayRatingToken(deps, booking), presented);
}

/**
 * The landlord's secret of a rating's answer page (ratingHash), under the version of its object's
 * answer links (`ratingAnswerVersion`).
 */
export function landlordRatingToken(deps: Secret, ratingNumber: number, version: number): string {
  return sign(
    deps,
    ANSWER_LABEL,
    version === 0 ? String(ratingNumber) : `${ratingNumber}:${version}`,
  );
}

export function verifyLandlordRatingToken(
  deps: Secret,
  rating: { ratingNumber: number; version: number },
  presented: string,
): boolean {
  return same(landlordRatingToken(deps, rating.ratingNumber, rating.version), presented);
}

const lang = (value: string): Language => (isLanguage(value) ? value : 'de');

/** The rating form of a stay with the guest's secret, absolute on SITE_URL. */
export function stayRatingUrl(
  deps: Secret & Pick<AppDeps, 'config'>,
  booking: { bookingId: number; createdAt: Date; language: string },
): string {
  const url = new URL(
    buildPath('RateStay', { bookingID: booking.bookingId }, lang(booking.language)),
    deps.config.siteOrigin,
  );
  url.searchParams.set('access', stayRatingToken(deps, booking));
  return url.href;
}

/** The landlord's answer page of a rating with its secret, absolute on SITE_URL. */
export function ratingAnswerUrl(
  deps: Secret & Pick<AppDeps, 'config'>,
  rating: { ratingNumber: number; version: number },
  language: string,
): string {
  const { ratingNumber } = rating;
  const url = new URL(
    buildPath('RetailerRatingAnswer', { ratingNumber }, lang(language)),
    deps.config.siteOrigin,
  );
  url.searchParams.set('ratingHash', landlordRatingToken(deps, ratingNumber, rating.version));
  return url.href;
}

/**
 * A rating as a landlord's mail names it, with its answer link under `version`: the answer
 * request sent again by the office and each line of the handover mail.
 */
export function ratingForLandlord(
  deps: Secret & Pick<AppDeps, 'config'>,
  rating: Pick<RatingRow, 'ratingNumber' | 'authorName' | 'votesAverage' | 'ratingDate' | 'title'>,
  version: number,
  language: string,
) {
  return {
    ratingNumber: rating.ratingNumber,
    author: rating.authorName,
    average: rating.votesAverage,
    ratingDate: rating.ratingDate,
    title: rating.title,
    answerUrl: ratingAnswerUrl(deps, { ratingNumber: rating.ratingNumber, version }, language),
  };
}
