// The host's answer to a rating (issue 15; SPEC.md §6, §7): POST /api/landlord/rating/response/get
// and /set. Thin: the schemas are core/api/ratings.ts, the use-case services/ratings, which wants
// the rating's link secret (ratingHash) besides its number — a wrong or missing one is the same
// 404 as an unknown rating — and counts every call against the client address. Answers are
// personal to the link's holder: no cache stores them.
import type { FastifyInstance } from 'fastify';
import { ratingAnswerAnswer, ratingAnswerGetBody, ratingAnswerSetBody } from '#core/api/ratings';
import { ratingForAnswer, setRatingAnswer } from '#services/ratings';
import { defineRoute } from './define-route';

const NOT_FOUND =
  'Unknown rating, or a ratingHash that is not its own (errors.ratings.notFound) — the same answer for both.';
// A spent limit per client address (every call counts, right secret or not) is the central 429
// rateLimit answer (errors.ratings.tooMany, data.retryAfterSeconds).

export function registerRatingRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'POST',
    url: '/landlord/rating/response/get',
    summary:
      "A rating and the host's current answer, for the holder of the rating's link (ratingNumber and ratingHash from the landlord's mail).",
    body: ratingAnswerGetBody,
    response: {
      200: ratingAnswerAnswer,
      400: 'Invalid input naming the field (ratingNumber, ratingHash).',
      404: NOT_FOUND,
    },
    handler: async (ctx, { body }, _request, reply) => {
      reply.header('cache-control', 'no-store');
      return ratingForAnswer(ctx, body);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/landlord/rating/response/set',
    summary:
      "Writes the host's public answer to a rating (plain text, at most 2,000 characters; '' removes it); its translations are dropped. Answers the rating as it is now.",
    body: ratingAnswerSetBody,
    response: {
      200: ratingAnswerAnswer,
      400: 'Invalid input naming the field (ratingNumber, ratingHash, ratingAnswer: too long or with control characters).',
      404: NOT_FOUND,
    },
    handler: async (ctx, { body }, _request, reply) => {
      reply.header('cache-control', 'no-store');
      return setRatingAnswer(ctx, body);
    },
  });
}
