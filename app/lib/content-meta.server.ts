// A content document's own title, description, breadcrumb and language paths (ContentMeta: a POI,
// a country's school holidays) laid over the route's PageInfo, so the h1, <title>, description,
// breadcrumb and hreflang of the page name the thing it shows, not the route.
import type { RequestContext } from '#services/platform';
import { siteTranslator } from '#services/partners';
import type { ContentDocument } from './content-document.server';
import type { PageInfo } from './page-info';
import { absoluteAlternates, absoluteUrl } from './page-info.server';

export async function withDocumentMeta(
  ctx: RequestContext,
  page: PageInfo,
  doc: ContentDocument | null,
): Promise<PageInfo> {
  const meta = doc?.meta;
  if (!meta) return page;
  const t = await siteTranslator(ctx);
  const crumbs = page.breadcrumbs.slice(0, -1);
  return {
    ...page,
    seo: {
      ...page.seo,
      title: t('brand.pageTitle', { title: meta.title }),
      description: meta.description,
      ...(meta.languagePaths ? { alternates: absoluteAlternates(ctx, meta.languagePaths) } : {}),
      ...(meta.canonicalPath ? { canonical: absoluteUrl(ctx, meta.canonicalPath) } : {}),
    },
    breadcrumbs: [...crumbs, { label: meta.breadcrumb, href: null }],
    ...(meta.languagePaths ? { languagePaths: meta.languagePaths } : {}),
  };
}
