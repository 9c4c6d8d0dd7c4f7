// GET /api/getHomeRecommendations (SPEC.md §7, §9 teaser search; issue 17): the home page's
// recommendations — well-rated homes with free dates soon, five per teaser search, 2 persons,
// a stay of at most 6000 €. Request and answer schemas; the route is server/api/home.ts.
import { z } from 'zod';
import { HOME_TEASER_TOPICS } from '../home-config';
import { isoDate, languageCode } from './common';
import { resultCardSchema } from './search';

export const homeRecommendationsQuery = z
  .object({
    languageCode: languageCode.optional(),
    teaser: z.enum(HOME_TEASER_TOPICS).optional().meta({
      description:
        'A teaser topic: the homes of its configured search (lastminute: arrivals in the next 14 days). Omitted: all homes.',
    }),
    startDate: isoDate.optional().meta({
      description: 'Arrival (today or later). Default: the first Saturday at least 7 days ahead.',
    }),
    endDate: isoDate.optional().meta({
      description: 'Departure, after the arrival. Default: 7 nights after the arrival.',
    }),
  })
  .superRefine((query, context) => {
    if (query.startDate !== undefined && query.endDate !== undefined) {
      if (query.endDate <= query.startDate) {
        context.addIssue({
          code: 'custom',
          path: ['endDate'],
          message: 'endDate must be after startDate',
        });
      }
    } else if (query.endDate !== undefined) {
      context.addIssue({
        code: 'custom',
        path: ['startDate'],
        message: 'startDate is required with endDate',
      });
    }
  });

export const homeRecommendationsAnswer = z.strictObject({
  teaser: z.enum(HOME_TEASER_TOPICS).nullable(),
  startDate: isoDate.nullable().meta({ description: 'The stay priced; null for lastminute.' }),
  endDate: isoDate.nullable(),
  persons: z.number().int(),
  objects: z.array(resultCardSchema).max(5).meta({
    description:
      'At most 5 homes rated 4 stars or more, best first, each priced for a free stay (price.priceComplete ≤ 600000 cents).',
  }),
});
