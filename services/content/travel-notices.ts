// Traveller notices (SPEC §2 /corona-info/, §7 GET location/rki, POST getCovidInfo and
// getCovidInfoStateStatus; issue 17): a generic notice for every stay and an editor's notice per
// region, stored as one validated JSON row of site_settings (core/travel-notices.ts). A stored
// value that no longer validates is ignored (the built-in generic notice is shown) rather than
// breaking the page. The built-in text lives in the `travelinfo` namespace (translation overrides
// change it like any other text).
import {
  DEFAULT_NOTICE_DATE,
  EMPTY_TRAVEL_NOTICES,
  TRAVEL_NOTICES_KEY,
  travelNotices,
  type TravelNotices,
} from '#core/travel-notices';
import { findSiteSetting, saveSiteSetting } from '#db/repositories/platform-settings';
import { locationCatalog, text } from '#services/catalogue';
import { siteTranslator } from '#services/partners';
import { DomainError, type AppDeps, type RequestContext } from '#services/platform';
import type { RegionNoticeShown, ShownNotice } from './types';

/** The stored notices (validated), or none. */
export async function readTravelNotices(deps: Pick<AppDeps, 'database'>): Promise<TravelNotices> {
  const row = await findSiteSetting(deps.database.db, TRAVEL_NOTICES_KEY);
  if (!row) return EMPTY_TRAVEL_NOTICES;
  const parsed = travelNotices.safeParse(row.value);
  return parsed.success ? parsed.data : EMPTY_TRAVEL_NOTICES;
}

/**
 * Stores the notices (the editing issue's screen): refused with `invalid` naming the first bad
 * field (`regions.0.text.fr`) or an unknown region (`regions.N.regionId`).
 */
export async function setTravelNotices(
  deps: Pick<AppDeps, 'database'>,
  value: unknown,
  updatedBy: number | null,
): Promise<TravelNotices> {
  const parsed = travelNotices.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new DomainError('invalid', 'errors.validation.invalid', {
      field: issue ? issue.path.join('.') : 'value',
    });
  }
  const catalog = await locationCatalog(deps.database);
  const unknown = parsed.data.regions.findIndex((r) => !catalog.regionById.has(r.regionId));
  if (unknown >= 0)
    throw new DomainError('invalid', 'errors.validation.invalid', {
      field: `regions.${unknown}.regionId`,
    });
  await saveSiteSetting(deps.database.db, TRAVEL_NOTICES_KEY, parsed.data, updatedBy);
  return parsed.data;
}

/** The generic notice in the visitor's language. */
export async function generalNotice(ctx: RequestContext): Promise<ShownNotice> {
  const stored = await readTravelNotices(ctx.deps);
  if (stored.general)
    return {
      text: stored.general.text[ctx.language],
      updatedOn: stored.general.updatedOn,
      generic: true,
    };
  const t = await siteTranslator(ctx);
  return { text: t('travelinfo:notice.general'), updatedOn: DEFAULT_NOTICE_DATE, generic: true };
}

/** Every region's own notice in the visitor's language, by country and region name. */
export async function regionNotices(ctx: RequestContext): Promise<RegionNoticeShown[]> {
  const stored = await readTravelNotices(ctx.deps);
  const catalog = await locationCatalog(ctx.deps.database);
  const shown: RegionNoticeShown[] = [];
  for (const notice of stored.regions) {
    const region = catalog.regionById.get(notice.regionId);
    if (!region) continue;
    const country = catalog.countryByCode.get(region.countryCode);
    shown.push({
      regionId: region.id,
      region: text(region.names, ctx.language),
      countryCode: region.countryCode,
      country: country ? text(country.names, ctx.language) : region.countryCode.toUpperCase(),
      text: notice.text[ctx.language],
      updatedOn: notice.updatedOn,
      generic: false,
    });
  }
  const collator = new Intl.Collator(ctx.language);
  return shown.sort(
    (a, b) => collator.compare(a.country, b.country) || collator.compare(a.region, b.region),
  );
}

/**
 * The notice of a region (GET /api/location/rki?RS=…): its own, else the generic one; an unknown
 * region is notFound naming RS.
 */
export async function noticeOfRegion(
  ctx: RequestContext,
  regionId: number,
): Promise<RegionNoticeShown> {
  const catalog = await locationCatalog(ctx.deps.database);
  const region = catalog.regionById.get(regionId);
  if (!region) throw new DomainError('notFound', 'errors.notFound', { field: 'RS' });
  const own = (await regionNotices(ctx)).find((n) => n.regionId === regionId);
  if (own) return own;
  const country = catalog.countryByCode.get(region.countryCode);
  return {
    ...(await generalNotice(ctx)),
    regionId: region.id,
    region: text(region.names, ctx.language),
    countryCode: region.countryCode,
    country: country ? text(country.names, ctx.language) : region.countryCode.toUpperCase(),
  };
}
