// Loader logic of the page frame (routes/lookup.tsx renders it): the table routes whose screen is
// built in a later issue get header, breadcrumbs, title, an introduction and the office contact —
// a real page, never a placeholder notice.
import type { OfficeContext } from '#core/office';
import type { RequestContext } from '#services/platform';
import { requirePoi } from '#services/content';
import { orPageStatus } from './domain-status.server';
import { contentDocument } from './content-pages.server';
import { loadTableRoute } from './route-loader.server';
import { siteTranslator } from '#services/partners';

/** Whose questions the page's office contact answers (issue 16): agencies, landlords, partners. */
function officeContextOf(routeName: string): OfficeContext {
  if (routeName === 'Agency') return 'agency';
  if (routeName === 'ContactLandlord') return 'retailer';
  if (routeName === 'Distribution') return 'partner';
  return 'default';
}

export async function loadFramePage(ctx: RequestContext, request: Request) {
  const { match, page } = await loadTableRoute(ctx, request);
  // An unknown POI id is a 404, not a page frame under any number.
  if (match.baseName === 'Poi') await orPageStatus(requirePoi(ctx, match.params));
  const t = await siteTranslator(ctx);
  return {
    page,
    heading: t(`routes:${match.baseName}.title`),
    intro: t(`routes:${match.baseName}.intro`),
    officeContext: officeContextOf(match.baseName),
    /** The page's content (issue 17: legal pages, FAQ, tips, landing pages …), else null. */
    doc: await contentDocument(ctx, match.baseName, match.params),
  };
}
