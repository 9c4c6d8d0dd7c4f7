// Watch list, last seen and objectInternal API (SPEC.md §7): the visitor is the uid cookie; a
// body uid must repeat it. Answers are personal, so none of them may be stored by a cache.
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  lastSeenAnswer,
  lastSeenGetBody,
  lastSeenSetBody,
  objectInternalAnswer,
  objectInternalBody,
  watchListAnswer,
  watchListGetBody,
  watchListSendAnswer,
  watchListSendBody,
  watchListSetAnswer,
  watchListSetBody,
} from '#core/api/watchlist';
import { getLastSeen, setLastSeen } from '#services/watchlist';
import { objectInternal } from '#services/watchlist';
import { getWatchList, sendWatchList, setWatched } from '#services/watchlist';
import { defineRoute } from './define-route';

/** Every body may carry the cookie's own uid (SPEC §7); another one is refused. */
const UID_MISMATCH = "Another uid than the cookie's: `uid` errors.watchlist.uidMismatch.";

/** Runs a service call on a personal answer, which no cache may store (refusals included). */
function answer<T>(reply: FastifyReply, call: () => Promise<T>): Promise<T> {
  reply.header('cache-control', 'no-store');
  return call();
}

export function registerWatchListRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'POST',
    url: '/user/watchedobjects/get',
    summary: "The visitor's watch list, or another one read-only through its watchListUID.",
    body: watchListGetBody,
    response: {
      200: watchListAnswer,
      400: UID_MISMATCH,
      404: 'Unknown share id (errors.watchlist.unknownList).',
    },
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
    visitor: true,
    summary: 'Adds an object to the watch list (with what the guest saw) or removes it.',
    body: watchListSetBody,
    response: {
      200: watchListSetAnswer,
      400: `${UID_MISMATCH} A watchListUID not the caller's own, or a full list.`,
      404: 'Unknown object.',
    },
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
          childs: body.childs ?? 0,
          pets: body.pets ?? 0,
        }),
      ),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/user/watchedobjects/sendcustomer',
    summary: "E-mails the share link of the visitor's own watch list.",
    body: watchListSendBody,
    response: {
      200: watchListSendAnswer,
      400: `${UID_MISMATCH} An empty list, or sharing disabled. Too many mails: HTTP 429, type rateLimit, data.retryAfterSeconds — 5 per visitor and hour, 10 per client address and hour, 3 per recipient and day.`,
    },
    handler: (ctx, { body }, _request, reply) =>
      answer(reply, () =>
        sendWatchList(ctx, {
          inputs: { email: body.inputs.email, name: body.inputs.name },
          ...(body.uid === undefined ? {} : { uid: body.uid }),
          ...(body.languageCode === undefined ? {} : { languageCode: body.languageCode }),
        }),
      ),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/user/lastseenobjects/get',
    summary: "The visitor's last seen objects, newest first.",
    body: lastSeenGetBody,
    response: { 200: lastSeenAnswer, 400: UID_MISMATCH },
    handler: (ctx, { body }, _request, reply) =>
      answer(reply, () => getLastSeen(ctx, body.uid === undefined ? {} : { uid: body.uid })),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/user/lastseenobjects/set',
    visitor: true,
    summary: "Moves an object to the top of the visitor's last seen objects.",
    body: lastSeenSetBody,
    response: { 200: lastSeenAnswer, 400: UID_MISMATCH, 404: 'Unknown object.' },
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
    summary: 'Result cards of the given objects, in the order asked.',
    body: objectInternalBody,
    response: {
      200: objectInternalAnswer,
      400: UID_MISMATCH,
      404: 'Unknown objects, listed in `errors[0].data.objectNumbers`.',
    },
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
