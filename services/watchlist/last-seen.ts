// Last seen objects (SPEC.md §3 user, §7 lastseenobjects): every object page view moves the object
// to the top of the visitor's list; only the newest LAST_SEEN_LIMIT are kept.
import { listLastSeen, trimLastSeen, upsertLastSeen } from '#db/repositories/watchlist-last-seen';
import { existingObjectNumbers } from '#db/repositories/watchlist';
import type { RequestContext } from '#services/platform';
import { assertOwnUid, unknownObject } from './watchlist';
import { LAST_SEEN_LIMIT, type LastSeenData } from './types';

export async function getLastSeen(
  ctx: RequestContext,
  input: { uid?: string },
): Promise<LastSeenData> {
  assertOwnUid(ctx, input.uid);
  const rows = await listLastSeen(ctx.deps.database.db, ctx.uid, LAST_SEEN_LIMIT);
  return {
    objects: rows.map((r) => ({
      objectNumber: r.objectNumber,
      seenAt: r.seenAt.toISOString(),
      objectData: r.objectData ?? null,
    })),
  };
}

export async function setLastSeen(
  ctx: RequestContext,
  input: { uid?: string; objectData: { objectNumber: number } & Record<string, unknown> },
): Promise<LastSeenData> {
  assertOwnUid(ctx, input.uid);
  const { db } = ctx.deps.database;
  const objectNumber = input.objectData.objectNumber;
  const [known] = await existingObjectNumbers(db, [objectNumber]);
  if (known === undefined) throw unknownObject('objectData.objectNumber');
  await upsertLastSeen(db, {
    uid: ctx.uid,
    objectNumber,
    seenAt: ctx.now,
    objectData: input.objectData,
  });
  const data = await getLastSeen(ctx, {});
  await trimLastSeen(
    db,
    ctx.uid,
    data.objects.map((o) => o.objectNumber),
  );
  return data;
}
