// A guest's watch list and last seen objects become their account's (services/accounts calls this
// at login and when a registration is confirmed): the lists of the visitor's uid are merged into
// those of the account's uid (db/repositories/watchlist-merge.ts).
import { randomUUID } from 'node:crypto';
import { LAST_SEEN_LIMIT, WATCH_LIST_MAX } from '#core/watchlist';
import { mergeVisitorLists as mergeLists } from '#db/repositories/watchlist-merge';
import type { AppDeps } from '#services/platform';

export async function mergeVisitorLists(
  deps: AppDeps,
  input: { fromUid: string; toUid: string; accountId: number; now: Date },
): Promise<{ watched: number; lastSeen: number }> {
  return mergeLists(deps.database.db, {
    ...input,
    newShareUid: randomUUID(),
    watchMax: WATCH_LIST_MAX,
    lastSeenMax: LAST_SEEN_LIMIT,
  });
}
