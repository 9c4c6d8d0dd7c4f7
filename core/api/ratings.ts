// Verified ratings and the host's answer (issue 15; SPEC.md §3 Rating, §6, §7): the landlord's
// POST /api/landlord/rating/response/get and /set, which need the rating's link secret
// (ratingHash, from the landlord's mail) besides its number — the number alone is guessable — and
// the limits of the guest's rating form, which its route action checks with the same schema.
import { z } from 'zod';
import { RATING_CATEGORIES } from '../ratings';
import { count, entityId } from './common';

/** Longest answer of a host (plain text; shown under the rating on the object page). */
export const RATING_ANSWER_MAX = 2_000;
/** The guest's rating text and title. */
export const RATING_TEXT_MIN = 20;
export const RATING_TEXT_MAX = 3_000;
export const RATING_TITLE_MAX = 120;
/** Who travelled (ratings.travel_type). */
export const TRAVEL_TYPES = ['family', 'couple', 'friends', 'single', 'group', 'pets'] as const;
export type TravelType = (typeof TRAVEL_TYPES)[number];

/** A rating's link secret: an HMAC in base64url (43 characters). */
export const ratingHash = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/**
 * Plain text of several lines: no control characters but line breaks and tabs. Markup stays
 * text (React escapes it when shown); nothing is stripped, so the host reads back what was saved.
 */
const plainText = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min)
    .max(max)
    .regex(/^(?:[^\p{Cc}]|[\n\r\t])*$/u);

export const ratingAnswerGetBody = z.object({
  ratingNumber: entityId,
  ratingHash,
});

export const ratingAnswerSetBody = z.object({
  ratingNumber: entityId,
  ratingHash,
  /** An empty answer removes it. */
  ratingAnswer: z.union([z.literal(''), plainText(1, RATING_ANSWER_MAX)]),
});

const vote = count(1, 5);

/** The guest's rating of a stay (the form of /bewertung-abgeben/{bookingID}/). */
export const rateStayBody = z.strictObject({
  votes: z.strictObject(
    Object.fromEntries(RATING_CATEGORIES.map((c) => [c, vote])) as Record<
      (typeof RATING_CATEGORIES)[number],
      typeof vote
    >,
  ),
  title: z.union([z.literal(''), plainText(1, RATING_TITLE_MAX).regex(/^[^\n\r\t]*$/)]),
  text: plainText(RATING_TEXT_MIN, RATING_TEXT_MAX),
  travelType: z.enum(TRAVEL_TYPES),
});
export type RateStayInput = z.output<typeof rateStayBody>;

export const ratingAnswerAnswer = z.strictObject({
  ratingNumber: z.number(),
  objectNumber: z.number(),
  objectTitle: z.string(),
  votes: z.record(z.enum(RATING_CATEGORIES), z.number()),
  votesAverage: z.number(),
  travelData: z.strictObject({
    from: z.string(),
    to: z.string(),
    type: z.string(),
    verified: z.boolean(),
    ratingDate: z.string(),
  }),
  author: z.string(),
  language: z.string(),
  title: z.string().nullable(),
  text: z.string(),
  ratingAnswer: z.string().nullable(),
  ratingAnswerDate: z.string().nullable(),
});
