// Social proof API schemas (issue 15): GET /api/booking/recent (the anonymised list of
// /bookingStalker/) and GET /api/booking/recent/object/{objectNumber} (the object page's notice).
// The answers are strict: a field that is not listed here — a name, a date, an object number —
// fails the answer check in tests (server/api/define-route.ts), so nothing personal slips out.
import { z } from 'zod';
import { languageCode, objectNumber } from './common';

const bookedAgo = z
  .discriminatedUnion('unit', [
    z.strictObject({ unit: z.literal('justNow') }),
    z.strictObject({ unit: z.literal('hours'), count: z.number().int().min(1).max(23) }),
    z.strictObject({ unit: z.literal('yesterday') }),
    z.strictObject({ unit: z.literal('days'), count: z.number().int().min(2) }),
  ])
  .meta({
    description:
      'How long ago, coarsely: under an hour (justNow), whole hours, yesterday (24–48 h), whole days. Never the exact time.',
  });

export const recentQuery = z.object({ languageCode: languageCode.optional() });

export const recentAnswer = z.strictObject({
  items: z.array(
    z.strictObject({
      region: z.string().nullable().meta({
        description: 'The region in the page language; null where the region alone is too small.',
      }),
      country: z.string(),
      objectType: z.enum(['house', 'apartment']),
      nights: z.number().int().min(1),
      bookedAgo,
    }),
  ),
});

export const recentObjectParams = z.object({ objectNumber });

export const recentObjectAnswer = z.strictObject({
  notice: z
    .strictObject({
      count: z.number().int().min(1),
      days: z.number().int().min(1),
      lastBookedAgo: bookedAgo,
    })
    .nullable()
    .meta({ description: 'Real bookings of the object in the last `days` days; null when none.' }),
});
