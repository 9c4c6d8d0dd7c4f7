// Loader logic of the page frame (routes/lookup.tsx renders it): the table routes whose screen is
// built in a later issue get header, breadcrumbs, title, an introduction and the office contact —
// a real page, never a placeholder notice.
import type { RequestContext } from '#services/platform';
import { translator } from '#services/platform';
import { loadTableRoute } from './route-loader.server';

export async function loadFramePage(ctx: RequestContext, request: Request) {
  const { match, page } = await loadTableRoute(ctx, request);
  const t = await translator(ctx.language);
  return {
    page,
    heading: t(`routes:${match.baseName}.title`),
    intro: t(`routes:${match.baseName}.intro`),
  };
}
