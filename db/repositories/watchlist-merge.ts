// Merging one visitor's watch list and last seen objects into another's (a guest's into their
// account's at login and registration, services/watchlist/merge.ts). One transaction, plain
// INSERT … SELECT … ON CONFLICT statements, so concurrent logins of one account merge correctly.
import { sql } from 'drizzle-orm';
import type { Db } from '../client';

export interface MergeCounts {
  watched: number;
  lastSeen: number;
}

/**
 * Copies the active entries of `fromUid`'s list into `toUid`'s: an object not on the target list
 * is added, one removed there is revived, and one on both keeps the newer snapshot (by add date).
 * Then only the newest `watchMax` entries stay active (the older ones are marked removed at `now`).
 * Last seen objects are united with the later `seen_at` of each object, the newest `lastSeenMax`
 * kept. The target list gets a watch_lists row (with `newShareUid` as its share id) when entries
 * were merged into it and it had none, owned by `accountId`.
 */
export async function mergeVisitorLists(
  db: Db,
  input: {
    fromUid: string;
    toUid: string;
    accountId: number;
    newShareUid: string;
    now: Date;
    watchMax: number;
    lastSeenMax: number;
  },
): Promise<MergeCounts> {
  const { fromUid, toUid } = input;
  const now = input.now.toISOString();
  if (fromUid === toUid) return { watched: 0, lastSeen: 0 };
  return db.transaction(async (tx) => {
    const watched = await tx.execute(sql`
      insert into watched_objects as t
        (uid, object_number, price, price_original, price_percent_reduction, currency,
         start_date, end_date, persons, childs, pets, add_date, delete_date)
      select ${toUid}, f.object_number, f.price, f.price_original, f.price_percent_reduction,
             f.currency, f.start_date, f.end_date, f.persons, f.childs, f.pets, f.add_date, null
        from watched_objects f
       where f.uid = ${fromUid} and f.delete_date is null
       order by f.add_date desc
       limit ${input.watchMax}
      on conflict (uid, object_number) do update set
        price = excluded.price, price_original = excluded.price_original,
        price_percent_reduction = excluded.price_percent_reduction, currency = excluded.currency,
        start_date = excluded.start_date, end_date = excluded.end_date,
        persons = excluded.persons, childs = excluded.childs, pets = excluded.pets,
        add_date = excluded.add_date, delete_date = null
      where t.delete_date is not null or t.add_date < excluded.add_date
      returning t.object_number`);
    const watchedCount = rowsOf(watched).length;
    if (watchedCount > 0) {
      await tx.execute(sql`
        insert into watch_lists (uid, share_uid, account_id, created_at)
        values (${toUid}, ${input.newShareUid}, ${input.accountId}, ${now})
        on conflict (uid) do update set account_id = excluded.account_id`);
      await tx.execute(sql`
        update watched_objects set delete_date = ${now}
         where uid = ${toUid} and delete_date is null
           and id not in (select id from watched_objects
                           where uid = ${toUid} and delete_date is null
                           order by add_date desc, id desc limit ${input.watchMax})`);
    }
    const lastSeen = await tx.execute(sql`
      insert into last_seen_objects as t (uid, object_number, seen_at, object_data)
      select ${toUid}, f.object_number, f.seen_at, f.object_data
        from last_seen_objects f
       where f.uid = ${fromUid}
       order by f.seen_at desc
       limit ${input.lastSeenMax}
      on conflict (uid, object_number) do update set
        seen_at = excluded.seen_at, object_data = excluded.object_data
      where t.seen_at < excluded.seen_at
      returning t.object_number`);
    const lastSeenCount = rowsOf(lastSeen).length;
    if (lastSeenCount > 0) {
      await tx.execute(sql`
        delete from last_seen_objects
         where uid = ${toUid}
           and object_number not in (select object_number from last_seen_objects
                                      where uid = ${toUid}
                                      order by seen_at desc, object_number desc
                                      limit ${input.lastSeenMax})`);
    }
    return { watched: watchedCount, lastSeen: lastSeenCount };
  });
}

/** The rows of an execute() result: node-postgres and PGlite both answer `{ rows }`. */
function rowsOf(result: unknown): unknown[] {
  const rows = (result as { rows?: unknown[] }).rows;
  return Array.isArray(rows) ? rows : [];
}
