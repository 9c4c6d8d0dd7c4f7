// Object API (SPEC.md §7): POST /api/object (one object, or one of its descriptions) and
// GET /api/ratings/object/{objectNumber} (a page of its ratings).
import type { FastifyInstance } from 'fastify';
import {
  descriptionAnswer,
  objectAnswer,
  objectBody,
  ratingsAnswer,
  ratingsParams,
  ratingsQuery,
} from '#core/api/catalogue';
import type { RequestContext } from '#services/platform';
import { getDescription, getObject } from '#services/catalogue';
import { objectRatings } from '#services/catalogue';
import { defineRoute } from './define-route';

/** A body's `languageCode` (the context reads it from the query only) decides the language. */
function inLanguage(ctx: RequestContext, language: RequestContext['language'] | undefined) {
  return language === undefined ? ctx : { ...ctx, language };
}

export function registerObjectRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'POST',
    url: '/object',
    summary: 'One object (SPEC §3 Object), or one of its descriptions.',
    body: objectBody,
    response: {
      200: objectAnswer.or(descriptionAnswer),
      404: 'Unknown object (errors.object.notFound), or no description in that language.',
      410: 'Inactive object (errors.object.gone).',
    },
    handler: async (ctx, { body }) => {
      const context = inLanguage(ctx, body.languageCode);
      if (body.descriptionLanguageCode !== undefined || body.translationSource !== undefined) {
        return getDescription(context, {
          objectNumber: body.objectNumber,
          language: body.descriptionLanguageCode ?? context.language,
          source: body.translationSource ?? 'translation',
        });
      }
      return (await getObject(context, body.objectNumber)).object;
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/ratings/object/:objectNumber',
    summary: "A page of an object's published ratings, newest first.",
    params: ratingsParams,
    query: ratingsQuery,
    response: {
      200: ratingsAnswer,
      404: 'Unknown object (errors.object.notFound), or no such rating (errors.object.noRating).',
      410: 'Inactive object (errors.object.gone).',
    },
    handler: (ctx, { query, params }) =>
      objectRatings(ctx, {
        objectNumber: params.objectNumber,
        pageNr: query.pageNr,
        perPage: query.perPage,
        ...(query.translationRatingId === undefined
          ? {}
          : { translationRatingId: query.translationRatingId }),
      }),
  });
}
