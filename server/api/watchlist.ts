// Watch list, last seen and objectInternal API (SPEC.md §7): the visitor is the uid cookie; a
// body uid must repeat it. Answers are personal, so none of them may be stored by a cache.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { LANGUAGES } from '#core/languages';
import { SEARCH_LIMITS } from '#core/search-query';
import { getLastSeen, setLastSeen } from '#services/watchlist';
import { objectInternal } from '#services/watchlist';
import { getWatchList, sendWatchList, setWatched } from '#services/watchlist';
import { OBJECT_INTERNAL_MAX } from '#services/watchlist/types';
import { defineRoute } from './define-route';

const MAX_ID = SEARCH_LIMITS.id;

const objectNumber = z.union([
  z.number().int().min(1).max(MAX_ID),
  z
    .string()
    .regex(/^\d{1,10}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(MAX_ID)),
]);
const uid = z
  .string()
  .regex(/^[A-Za-z0-9-]{8,64}$/)
  .optional();
/** Accepted for the SPEC §7 call shape; the session is the token cookie, never a body field. */
const jwt = z.string().max(4096).optional();
const languageCode = z.enum(LANGUAGES).optional();
const watchListUID = z
  .string()
  .regex(/^[A-Za-z0-9-]{8,64}$/)
  .optional();
const cents = z.number().int().min(0).max(100_000_000).nullable().optional();
const isoDate = z.iso.date().nullable().optional();
/** A single line of the guest's own text: no control characters (they end up in mail headers). */
const line = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .regex(/^[^\p{Cc}]*$/u);

/** Runs a service call on a personal answer, which no cache may store (refusals included). */
function answer<T>(reply: FastifyReply, call: () => Promise<T>): Promise<T> {
  reply.header('cache-control', 'no-store');
  return call();
}

export function registerWatchListRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'POST',
    url: '/user/watchedobjects/get',
    body: z.object({
      uid,
      jwt,
      watchListUID,
      watchList: z.boolean().optional(),
      languageCode,
    }),
    handler: (ctx, { body }, _request, reply) =>
      answer(reply, () =>
        getWatchList(ctx, {
          ...(body.uid === undefined ? {} : { uid: body.uid }),
          ...(body.watchListUID === undefined ? {} : { watchListUID: body.watchListUID }),
          ...(body.watchList === undefined ? {} : { watchList: body.watchList }),
          ...(body.languageCode === undefined ? {} : { languageCode: body.languageCode }),
        }),
      ),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/user/watchedobjects/set',
    body: z.object({
      uid,
      jwt,
      objectNumber,
      action: z.enum(['add', 'delete']),
      price: cents,
      priceOriginal: cents,
      pricePercentReduction: z.number().int().min(0).max(100).nullable().optional(),
      currency: z.literal('EUR').optional(),
      startDate: isoDate,
      endDate: isoDate,
      persons: z.number().int().min(1).max(99).nullable().optional(),
      watchListUID,
    }),
    handler: (ctx, { body }, _request, reply) =>
      answer(reply, () =>
        setWatched(ctx, {
          objectNumber: body.objectNumber,
          action: body.action,
          ...(body.uid === undefined ? {} : { uid: body.uid }),
          ...(body.watchListUID === undefined ? {} : { watchListUID: body.watchListUID }),
          price: body.price ?? null,
          priceOriginal: body.priceOriginal ?? null,
          pricePercentReduction: body.pricePercentReduction ?? null,
          startDate: body.startDate ?? null,
          endDate: body.endDate ?? null,
          persons: body.persons ?? null,
        }),
      ),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/user/watchedobjects/sendcustomer',
    body: z.object({
      uid,
      jwt,
      languageCode,
      inputs: z.object({
        email: z.email().max(254),
        name: line(80),
        message: z.string().trim().max(1000).optional(),
      }),
    }),
    handler: (ctx, { body }, _request, reply) =>
      answer(reply, () =>
        sendWatchList(ctx, {
          inputs: {
            email: body.inputs.email,
            name: body.inputs.name,
            ...(body.inputs.message === undefined ? {} : { message: body.inputs.message }),
          },
          ...(body.uid === undefined ? {} : { uid: body.uid }),
          ...(body.languageCode === undefined ? {} : { languageCode: body.languageCode }),
        }),
      ),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/user/lastseenobjects/get',
    body: z.object({ uid, jwt }),
    handler: (ctx, { body }, _request, reply) =>
      answer(reply, () => getLastSeen(ctx, body.uid === undefined ? {} : { uid: body.uid })),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/user/lastseenobjects/set',
    body: z.object({
      uid,
      jwt,
      // What the page knew of the object when it was seen; small, and kept as given.
      objectData: z
        .object({ objectNumber })
        .catchall(z.union([z.string().max(200), z.number(), z.boolean(), z.null()]))
        .refine((value) => Object.keys(value).length <= 20),
    }),
    handler: (ctx, { body }, _request, reply) =>
      answer(reply, () =>
        setLastSeen(ctx, {
          objectData: body.objectData,
          ...(body.uid === undefined ? {} : { uid: body.uid }),
        }),
      ),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/objectInternal',
    body: z.object({
      uid,
      jwt,
      languageCode,
      objectNumbers: z.array(objectNumber).min(1).max(OBJECT_INTERNAL_MAX),
    }),
    handler: (ctx, { body }, _request, reply) =>
      answer(reply, () =>
        objectInternal(ctx, {
          objectNumbers: body.objectNumbers,
          ...(body.uid === undefined ? {} : { uid: body.uid }),
          ...(body.languageCode === undefined ? {} : { languageCode: body.languageCode }),
        }),
      ),
  });
}
