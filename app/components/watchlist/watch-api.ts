// Typed calls of the watch-list, last-seen and objectInternal API (SPEC.md §7) through the one
// API client. The uid is the visitor's httpOnly cookie: the browser never sends it in the body.
import type {
  LastSeenData,
  ObjectInternalData,
  WatchListData,
  WatchSetData,
  WatchSnapshot,
} from '#services/watchlist/types';
import type { Envelope } from '#core/envelope';
import type { ApiClient } from '../../lib/api/client';

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
    })
    .then(dataOf);
}

export function getWatchList(client: ApiClient): Promise<WatchListData> {
  return client.post<WatchListData>('/api/user/watchedobjects/get', {}).then(dataOf);
}

export function recordLastSeen(client: ApiClient, objectNumber: number): Promise<LastSeenData> {
  return client
    .post<LastSeenData>('/api/user/lastseenobjects/set', { objectData: { objectNumber } })
    .then(dataOf);
}

export function getLastSeen(client: ApiClient): Promise<LastSeenData> {
  return client.post<LastSeenData>('/api/user/lastseenobjects/get', {}).then(dataOf);
}

export function getObjectsInternal(
  client: ApiClient,
  objectNumbers: number[],
  languageCode: string,
): Promise<ObjectInternalData> {
  return client
    .post<ObjectInternalData>('/api/objectInternal', { objectNumbers, languageCode })
    .then(dataOf);
}

export function sendWatchList(
  client: ApiClient,
  inputs: { email: string; name: string; message: string },
  languageCode: string,
): Promise<{ sent: true }> {
  return client
    .post<{ sent: true }>('/api/user/watchedobjects/sendcustomer', { inputs, languageCode })
    .then(dataOf);
}
