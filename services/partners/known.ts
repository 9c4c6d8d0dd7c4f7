// Which partner ids exist. A `partner` parameter (or the `trk` cookie holding one) counts only when
// it names a partner of the partners table: the context plugin asks here before it keeps the id
// for the visit, so an unknown id is no partner and never stored in the cookie. Answers are
// cached per process for a minute (a new partner shows up within it); a failed lookup counts as
// no partner and is not cached, so a database hiccup never turns a page into an error.
import { isPartnerId } from '#core/tracking';
import { findPartner } from '#db/repositories/partners';
import type { AppDeps, ContextLog } from '#services/platform';

const TTL_MS = 60_000;
/** Ids remembered per process; the oldest answer goes first when full. */
const MAX_ENTRIES = 10_000;

const caches = new WeakMap<object, Map<string, { known: boolean; until: number }>>();

/**
 * Whether `id` is the id of an existing partner: false for anything outside the int32 id range
 * (checked before any query) and for an id the table does not hold.
 */
export async function isKnownPartner(
  deps: Pick<AppDeps, 'database'>,
  id: string,
  log?: ContextLog,
): Promise<boolean> {
  if (!isPartnerId(id)) return false;
  let cache = caches.get(deps.database);
  if (!cache) {
    cache = new Map();
    caches.set(deps.database, cache);
  }
  // Real elapsed time, not the request clock (which tests fix): the cache only ages.
  const now = performance.now();
  const hit = cache.get(id);
  if (hit && hit.until > now) return hit.known;
  let known: boolean;
  try {
    known = (await findPartner(deps.database.db, Number(id))) !== null;
  } catch (error) {
    log?.warn({ err: error }, 'partner lookup failed; treated as no partner');
    return false;
  }
  cache.delete(id);
  if (cache.size >= MAX_ENTRIES) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  cache.set(id, { known, until: now + TTL_MS });
  return known;
}
