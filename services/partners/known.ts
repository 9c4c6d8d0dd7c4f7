// Which partner ids exist. A `partner` parameter (or the `trk` cookie holding one) counts only when
// it names a partner of the partners table: the context plugin asks here before it keeps the id
// for the visit, so an unknown id is no partner and never stored in the cookie. Answers come from
// the partner rows kept per process for a minute (./lookups.ts: a new partner shows up within
// it); a failed lookup counts as no partner and is not kept, so a database hiccup never turns a
// page into an error.
import { isPartnerId } from '#core/tracking';
import type { AppDeps, ContextLog } from '#services/platform';
import { partnerById } from './lookups';

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
  try {
    return (await partnerById(deps, Number(id))) !== null;
  } catch (error) {
    log?.warn({ err: error }, 'partner lookup failed; treated as no partner');
    return false;
  }
}
