// Partner and campaign rows, kept per process for a minute: every page of a visit through a
// partner or campaign shows its branding and phone (the shell), and the context plugin checks the
// partner id of every request (./known.ts) — one primary-key query each time before issue 12. A
// change to a partner or campaign reaches every process within TTL_MS (nothing in the site edits
// them yet; an editor that does should call forgetPartnerLookups in its process). A failed lookup
// is not kept: the caller decides what a failure means, and the next request asks again.
import {
  findCampaign,
  findPartner,
  findPartnerGroup,
  partnerRequiredHosts,
} from '#db/repositories/partners';
import type { AppDeps } from '#services/platform';

export const TTL_MS = 60_000;
/** Entries per kind and process; the oldest goes first when full. */
const MAX_ENTRIES = 10_000;

type PartnerRow = NonNullable<Awaited<ReturnType<typeof findPartner>>>;
type CampaignRow = NonNullable<Awaited<ReturnType<typeof findCampaign>>>;
type GroupRow = NonNullable<Awaited<ReturnType<typeof findPartnerGroup>>>;

interface Entry<V> {
  value: V | null;
  until: number;
}

interface Lookups {
  partners: Map<number, Entry<PartnerRow>>;
  campaigns: Map<string, Entry<CampaignRow>>;
  groups: Map<string, Entry<GroupRow>>;
  /** One entry ('all'): the lower-cased hosts on which a partner id is required. */
  requiredHosts: Map<'all', Entry<ReadonlySet<string>>>;
}

const perDatabase = new WeakMap<object, Lookups>();

function lookupsOf(deps: Pick<AppDeps, 'database'>): Lookups {
  let lookups = perDatabase.get(deps.database);
  if (lookups === undefined) {
    lookups = {
      partners: new Map(),
      campaigns: new Map(),
      groups: new Map(),
      requiredHosts: new Map(),
    };
    perDatabase.set(deps.database, lookups);
  }
  return lookups;
}

async function cached<K, V>(
  map: Map<K, Entry<V>>,
  key: K,
  read: () => Promise<V | null>,
): Promise<V | null> {
  // Real elapsed time, not the request clock (which tests fix): entries only age.
  const now = performance.now();
  const hit = map.get(key);
  if (hit !== undefined && hit.until > now) return hit.value;
  const value = await read();
  map.delete(key);
  if (map.size >= MAX_ENTRIES) {
    const oldest = map.keys().next();
    if (oldest.done !== true) map.delete(oldest.value);
  }
  map.set(key, { value, until: now + TTL_MS });
  return value;
}

/** The partner with this id, or null when there is none (kept for TTL_MS either way). */
export function partnerById(
  deps: Pick<AppDeps, 'database'>,
  partnerId: number,
): Promise<PartnerRow | null> {
  return cached(lookupsOf(deps).partners, partnerId, () =>
    findPartner(deps.database.db, partnerId),
  );
}

/** The campaign of this pid, or null when there is none (kept for TTL_MS either way). */
export function campaignByPid(
  deps: Pick<AppDeps, 'database'>,
  pid: string,
): Promise<CampaignRow | null> {
  return cached(lookupsOf(deps).campaigns, pid, () => findCampaign(deps.database.db, pid));
}

/** The partner group of this code (SPEC §3 partnerParent), or null (kept for TTL_MS either way). */
export function groupByCode(
  deps: Pick<AppDeps, 'database'>,
  code: string,
): Promise<GroupRow | null> {
  return cached(lookupsOf(deps).groups, code, () => findPartnerGroup(deps.database.db, code));
}

/**
 * The hosts (lower case, no port) of the groups that require a partner id there (SPEC §2
 * PartnerRequired); kept for TTL_MS like the rows.
 */
export async function partnerRequiredHostSet(
  deps: Pick<AppDeps, 'database'>,
): Promise<ReadonlySet<string>> {
  const hosts = await cached(lookupsOf(deps).requiredHosts, 'all', async () => {
    const list = await partnerRequiredHosts(deps.database.db);
    return new Set(
      list
        .map((host) => host.trim().toLowerCase().replace(/\.+$/, ''))
        .filter((host) => host !== ''),
    );
  });
  return hosts ?? new Set();
}

/** Drops this process's kept partners and campaigns (after a change to them). */
export function forgetPartnerLookups(deps: Pick<AppDeps, 'database'>): void {
  perDatabase.delete(deps.database);
}
