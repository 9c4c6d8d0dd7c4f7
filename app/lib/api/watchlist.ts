// Typed calls of the watch-list, last-seen and objectInternal API (SPEC.md §7) through the page's
// API client; bodies are typed by the server's own schemas (core/api/watchlist.ts) through
// `import type`: no zod in the browser. The uid is the visitor's httpOnly cookie: the browser
// never sends it in the body.
import type { z } from 'zod';
import type {
  lastSeenSetBody,
  objectInternalBody,
  watchListSendBody,
  watchListSetBody,
} from '#core/api/watchlist';
import type { Envelope } from '#core/envelope';
import type { Language } from '#core/languages';
import type {
  LastSeenData,
  ObjectInternalData,
  WatchListData,
  WatchSetData,
  WatchSnapshot,
} from '#services/watchlist/types';
import type { ApiClient } from './client';

/** A success envelope's data; these calls always answer with data. */
function dataOf<T>(envelope: Envelope<T>): T {
  if (envelope.data === null || envelope.data === undefined) throw new Error('answer without data');
  return envelope.data;
}

export function setWatched(
  client: ApiClient,
  objectNumber: number,
  action: 'add' | 'delete',
  snapshot: WatchSnapshot | null,
): Promise<WatchSetData> {
  return client
    .post<WatchSetData>('/api/user/watchedobjects/set', {
      objectNumber,
      action,
      currency: 'EUR',
      ...(action === 'add' && snapshot ? snapshot : {}),
    } satisfies z.input<typeof watchListSetBody>)
    .then(dataOf);
}

export function getWatchList(client: ApiClient): Promise<WatchListData> {
  return client.post<WatchListData>('/api/user/watchedobjects/get', {}).then(dataOf);
}

export function recordLastSeen(client: ApiClient, objectNumber: number): Promise<LastSeenData> {
  return client
    .post<LastSeenData>('/api/user/lastseenobjects/set', {
      objectData: { objectNumber },
    } satisfies z.input<typeof lastSeenSetBody>)
    .then(dataOf);
}

export function getLastSeen(client: ApiClient): Promise<LastSeenData> {
  return client.post<LastSeenData>('/api/user/lastseenobjects/get', {}).then(dataOf);
}

export function getObjectsInternal(
  client: ApiClient,
  objectNumbers: number[],
  languageCode: Language,
): Promise<ObjectInternalData> {
  return client
    .post<ObjectInternalData>('/api/objectInternal', {
      objectNumbers,
      languageCode,
    } satisfies z.input<typeof objectInternalBody>)
    .then(dataOf);
}

export function sendWatchList(
  client: ApiClient,
  inputs: z.input<typeof watchListSendBody>['inputs'],
  languageCode: Language,
): Promise<{ sent: true }> {
  return client
    .post<{ sent: true }>('/api/user/watchedobjects/sendcustomer', {
      inputs,
      languageCode,
    } satisfies z.input<typeof watchListSendBody>)
    .then(dataOf);
}
