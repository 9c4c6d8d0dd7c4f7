// Watch list, last seen and objectInternal API schemas (SPEC.md §7): requests and the answers of
// services/watchlist/types.ts. The visitor is the uid cookie; a body uid must repeat it.
import { z } from 'zod';
import { OBJECT_INTERNAL_MAX } from '../watchlist';
import {
  cents,
  email,
  isoDate,
  jwt,
  languageCode,
  objectNumber,
  percent,
  personName,
  uid,
} from './common';
import { priceStatusSchema } from './pricing';
import { resultCardSchema } from './search';

export const watchListGetBody = z.object({
  uid: uid.optional(),
  jwt: jwt.optional(),
  watchListUID: uid.optional().meta({ description: "Another visitor's list, read-only." }),
  watchList: z.boolean().optional().meta({ description: 'Add cards and current prices.' }),
  languageCode: languageCode.optional(),
});

export const watchListSetBody = z.object({
  uid: uid.optional(),
  jwt: jwt.optional(),
  objectNumber,
  action: z.enum(['add', 'delete']),
  // What the guest saw when adding (the snapshot of the chosen stay).
  price: cents.nullable().optional(),
  priceOriginal: cents.nullable().optional(),
  pricePercentReduction: percent.nullable().optional(),
  currency: z.literal('EUR').optional(),
  startDate: isoDate.nullable().optional(),
  endDate: isoDate.nullable().optional(),
  persons: z.number().int().min(1).max(99).nullable().optional(),
  // The rest of the party (persons are the adults), so the total is quoted again for it.
  childs: z.number().int().min(0).max(99).optional(),
  pets: z.number().int().min(0).max(20).optional(),
  watchListUID: uid.optional(),
});

export const watchListSendBody = z.object({
  uid: uid.optional(),
  jwt: jwt.optional(),
  languageCode: languageCode.optional(),
  inputs: z.object({
    email,
    // The only text of the guest's own in the mail; there is no free message (spam relay).
    name: personName(80),
  }),
});

export const lastSeenGetBody = z.object({ uid: uid.optional(), jwt: jwt.optional() });

export const lastSeenSetBody = z.object({
  uid: uid.optional(),
  jwt: jwt.optional(),
  // What the page knew of the object when it was seen; small, and kept as given.
  objectData: z
    .object({ objectNumber })
    .catchall(z.union([z.string().max(200), z.number(), z.boolean(), z.null()]))
    .refine((value) => Object.keys(value).length <= 20),
});

export const objectInternalBody = z.object({
  uid: uid.optional(),
  jwt: jwt.optional(),
  languageCode: languageCode.optional(),
  objectNumbers: z.array(objectNumber).min(1).max(OBJECT_INTERNAL_MAX),
});

// ---------------------------------------------------------------------------------------------
// Answers.

const watchedObject = z.strictObject({
  objectNumber: z.number(),
  price: z.number().nullable(),
  priceOriginal: z.number().nullable(),
  pricePercentReduction: z.number().nullable(),
  currency: z.literal('EUR'),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  persons: z.number().nullable(),
  childs: z.number(),
  pets: z.number(),
  addDate: z.string(),
  deleteDate: z.string().nullable(),
});

const watchListItem = z.strictObject({
  entry: watchedObject,
  card: resultCardSchema,
  current: z.strictObject({
    kind: z.enum(['stay', 'from']),
    price: z.number().nullable(),
    priceOriginal: z.number().nullable(),
    status: priceStatusSchema.nullable(),
    trend: z.enum(['down', 'up', 'same']).nullable(),
    difference: z.number().nullable(),
  }),
});

export const watchListAnswer = z.strictObject({
  readOnly: z.boolean(),
  watchListUID: z.string().nullable(),
  count: z.number(),
  objects: z.array(watchedObject),
  items: z.array(watchListItem).optional(),
});

export const watchListSetAnswer = z.strictObject({
  objectNumber: z.number(),
  watched: z.boolean(),
  count: z.number(),
  entry: watchedObject,
});

export const watchListSendAnswer = z.strictObject({ sent: z.literal(true) });

export const lastSeenAnswer = z.strictObject({
  objects: z.array(
    z.strictObject({
      objectNumber: z.number(),
      seenAt: z.string(),
      objectData: z.record(z.string(), z.unknown()).nullable(),
    }),
  ),
});

export const objectInternalAnswer = z.strictObject({ objects: z.array(resultCardSchema) });
