// Every destination of the catalogue (issue 17, /reiseziele/): the countries with their regions
// and places that hold live holiday homes, with counts. Counted by the search index per place
// (the cached counts location info shares, cleared on every catalogue change) and summed up, so a
// page costs no database query and at most one small index lookup per place after a change.
import { todayInBerlin, type IsoDate } from '#core/dates';
import type { RequestContext } from '#services/platform';
import { ensureSearchIndex, type SearchState } from '#services/search';
import type { Country, Place, Region } from './locations';

export interface DestinationPlace {
  place: Place;
  count: number;
}
export interface DestinationRegion {
  region: Region;
  count: number;
  places: DestinationPlace[];
}
export interface DestinationCountry {
  country: Country;
  count: number;
  regions: DestinationRegion[];
}

function placeCount(state: SearchState, today: IsoDate, placeId: number): number {
  const key = `p${placeId}`;
  let count = state.counts.get(key);
  if (count === undefined) {
    count = state.index.search({
      today,
      persons: 1,
      perPage: 1,
      markers: false,
      placeId,
    }).total;
    state.counts.set(key, count);
  }
  return count;
}

/**
 * Countries (in their configured order) → regions → places with at least one live holiday home,
 * each with its count; regions and places in catalogue order (the caller sorts by name).
 */
export async function destinations(
  ctx: Pick<RequestContext, 'deps' | 'now'>,
): Promise<DestinationCountry[]> {
  const state = await ensureSearchIndex(ctx.deps);
  const { locations } = state;
  const today = todayInBerlin(ctx.now);
  const byRegion = new Map<number, DestinationPlace[]>();
  for (const place of locations.places) {
    const count = placeCount(state, today, place.id);
    if (count === 0) continue;
    const list = byRegion.get(place.regionId) ?? [];
    list.push({ place, count });
    byRegion.set(place.regionId, list);
  }
  const byCountry = new Map<string, DestinationRegion[]>();
  for (const region of locations.regions) {
    const places = byRegion.get(region.id);
    if (places === undefined) continue;
    const list = byCountry.get(region.countryCode) ?? [];
    list.push({ region, count: places.reduce((sum, p) => sum + p.count, 0), places });
    byCountry.set(region.countryCode, list);
  }
  const out: DestinationCountry[] = [];
  for (const country of locations.countries) {
    const regions = byCountry.get(country.code);
    if (regions === undefined) continue;
    out.push({ country, count: regions.reduce((sum, r) => sum + r.count, 0), regions });
  }
  return out;
}
