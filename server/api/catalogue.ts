// Object API (SPEC.md §7): POST /api/object (one object, or one of its descriptions) and
// GET /api/ratings/object/{objectNumber} (a page of its ratings).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { LANGUAGES } from '#core/languages';
import { DomainError, type RequestContext } from '#services/platform';
import { getDescription, getObject } from '#services/catalogue';
import { objectRatings, RATINGS_MAX_PER_PAGE, RATINGS_PER_PAGE } from '#services/catalogue';
import { defineRoute } from './define-route';

/** Object numbers are digits only (SPEC §5); up to nine keep them in integer range. */
const objectNumber = z.union([
  z.number().int().min(1).max(999_999_999),
  z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number)
    .pipe(z.number().int().min(1)),
]);

const digits = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

/** A body's `languageCode` (the context reads it from the query only) decides the language. */
function inLanguage(ctx: RequestContext, language: RequestContext['language'] | undefined) {
  return language === undefined ? ctx : { ...ctx, language };
}

export function registerObjectRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'POST',
    url: '/object',
    body: z.object({
      objectNumber,
      languageCode: z.enum(LANGUAGES).optional(),
      // Accepted for the SPEC §7 call shape; the token cookie is what identifies a user.
      jwt: z.string().max(4_000).optional(),
      // Another description: its language (site languages or a feed's native one such as 'nl').
      descriptionLanguageCode: z
        .string()
        .regex(/^[a-z]{2}$/)
        .optional(),
      // 'native': the original the description was translated from.
      translationSource: z.enum(['native', 'translation']).optional(),
    }),
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
    query: z.object({
      languageCode: z.enum(LANGUAGES).optional(),
      translationRatingId: digits(1, 999_999_999).optional(),
      pageNr: digits(1, 10_000).default(1),
      perPage: digits(1, RATINGS_MAX_PER_PAGE).default(RATINGS_PER_PAGE),
    }),
    handler: async (ctx, { query, params }) => {
      const parsed = objectNumber.safeParse(params.objectNumber);
      if (!parsed.success) {
        throw new DomainError('invalid', 'errors.validation.invalidFormat', {
          field: 'objectNumber',
        });
      }
      return objectRatings(ctx, {
        objectNumber: parsed.data,
        pageNr: query.pageNr,
        perPage: query.perPage,
        ...(query.translationRatingId === undefined
          ? {}
          : { translationRatingId: query.translationRatingId }),
      });
    },
  });
}
