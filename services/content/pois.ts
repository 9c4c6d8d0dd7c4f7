// POI pages (SPEC §2 Poi, /{Reisebericht|Sehenswuerdigkeit}/{url?}/{poiId}/): a URL names a POI
// only when the id exists and the type segment is its kind; anything else is notFound (404), not
// an empty page that search engines would index under any number.
import { findPoiKind } from '#db/repositories/content-pois';
import { DomainError, type RequestContext } from '#services/platform';

const KIND_OF_TYPE: Record<string, 'report' | 'sight'> = {
  Reisebericht: 'report',
  Sehenswuerdigkeit: 'sight',
};

export async function requirePoi(
  ctx: RequestContext,
  poi: { poiType: string; poiId: number },
): Promise<void> {
  const kind = await findPoiKind(ctx.deps.database.db, poi.poiId);
  if (kind === null || KIND_OF_TYPE[poi.poiType] !== kind) {
    throw new DomainError('notFound', 'errors.notFound');
  }
}
