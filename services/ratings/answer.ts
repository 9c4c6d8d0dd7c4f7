// The host's answer to a rating (issue 15; SPEC.md §6, §7 /api/landlord/rating/response/get|set):
// by the rating number AND the rating's link secret (ratingHash, from the landlord's mail or the
// operator's script scripts/rating-answer-link.ts) — a wrong or missing secret is the same
// notFound as an unknown rating, so neither tells which numbers exist. Plain text, shown escaped;
// a new answer drops the translations of the old one. Every attempt counts against the client
// address's limit, so secrets cannot be guessed at speed.
import { RATING_CATEGORIES } from '#core/ratings';
import { todayInBerlin } from '#core/dates';
import { objectContact } from '#db/repositories/booking-records';
import {
  findRatingByNumber,
  ratingAnswerVersion,
  setLandlordAnswer,
  type RatingRow,
} from '#db/repositories/catalogue-rating-writes';
import { DomainError, type RequestContext } from '#services/platform';
import { notifyObjectsChanged } from '#services/search';
import { languageOf, titleIn } from './invitation';
import { verifyLandlordRatingToken } from './links';
import { countRatingAttempt } from './limits';
import type { RatingForAnswer } from './types';

const notFound = () =>
  new DomainError('notFound', 'errors.ratings.notFound', { field: 'ratingNumber' });

async function ratingBehind(
  ctx: RequestContext,
  ratingNumber: number,
  ratingHash: string,
): Promise<RatingRow> {
  await countRatingAttempt(ctx, 'answerClient');
  if (!Number.isSafeInteger(ratingNumber) || ratingNumber < 1) throw notFound();
  // The secret holds the version of the object's answer links (decision 114), so the rating is
  // read first; an unknown number and a wrong secret answer the same. The timing could tell that a
  // number exists, which the object's rating list says of every published rating anyway; the
  // address's limit above bounds the tries (docs/security.md).
  const db = ctx.deps.database.db;
  const row = await findRatingByNumber(db, ratingNumber);
  if (row === null) throw notFound();
  const version = await ratingAnswerVersion(db, row.objectNumber);
  if (!verifyLandlordRatingToken(ctx.deps, { ratingNumber, version }, ratingHash)) throw notFound();
  return row;
}

async function viewOf(ctx: RequestContext, row: RatingRow): Promise<RatingForAnswer> {
  const contact = await objectContact(ctx.deps.database.db, row.objectNumber);
  const votes = {} as RatingForAnswer['votes'];
  for (const category of RATING_CATEGORIES) votes[category] = row.votes[category] ?? 5;
  return {
    ratingNumber: row.ratingNumber,
    objectNumber: row.objectNumber,
    objectTitle: titleIn(contact?.title ?? {}, ctx.language),
    votes,
    votesAverage: row.votesAverage,
    travelData: {
      from: row.travelFrom,
      to: row.travelTo,
      type: row.travelType,
      verified: row.verified,
      ratingDate: row.ratingDate,
    },
    author: row.authorName,
    language: languageOf(row.language),
    title: row.title,
    text: row.text,
    ratingAnswer: row.landlordAnswer,
    ratingAnswerDate: row.landlordAnswerDate,
  };
}

/** The rating and its current answer, for the holder of its secret. */
export async function ratingForAnswer(
  ctx: RequestContext,
  input: { ratingNumber: number; ratingHash: string },
): Promise<RatingForAnswer> {
  return viewOf(ctx, await ratingBehind(ctx, input.ratingNumber, input.ratingHash));
}

/** Writes (or with '' removes) the host's answer; returns the rating as it is now. */
export async function setRatingAnswer(
  ctx: RequestContext,
  input: { ratingNumber: number; ratingHash: string; ratingAnswer: string },
): Promise<RatingForAnswer> {
  const row = await ratingBehind(ctx, input.ratingNumber, input.ratingHash);
  const answer = input.ratingAnswer.trim();
  const db = ctx.deps.database.db;
  await setLandlordAnswer(
    db,
    row.ratingNumber,
    answer === '' ? null : answer,
    answer === '' ? null : todayInBerlin(ctx.now),
  );
  // The object page's ratings (and every process's cache of them) show the new answer.
  await notifyObjectsChanged(ctx.deps, [row.objectNumber]);
  const updated = await findRatingByNumber(db, row.ratingNumber);
  return viewOf(ctx, updated ?? row);
}
