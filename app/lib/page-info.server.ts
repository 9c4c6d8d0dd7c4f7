// Builds a route's PageInfo on the server: titles from the `routes` namespace, absolute canonical
// and hreflang URLs, breadcrumbs Home › page.
import { LANGUAGES, type Language } from '#core/languages';
import { alternates, buildPath, type RouteMatch } from '#core/routes';
import type { RequestContext } from '#services/platform';
import { shellFlags, type Breadcrumb, type PageInfo, type ShellFlags } from './page-info';
import { siteTranslator } from '#services/partners';

export function absoluteUrl(ctx: RequestContext, path: string): string {
  return new URL(path, ctx.deps.config.SITE_URL).toString();
}

export function absoluteAlternates(
  ctx: RequestContext,
  paths: Partial<Record<Language, string>>,
): Partial<Record<Language, string>> {
  const out: Partial<Record<Language, string>> = {};
  for (const language of LANGUAGES) {
    const path = paths[language];
    if (path) out[language] = absoluteUrl(ctx, path);
  }
  return out;
}

export interface PageInfoInput {
  routeName: string;
  view: string;
  flags: ShellFlags;
  title: string;
  description: string;
  canonicalPath: string;
  languagePaths: Partial<Record<Language, string>>;
  noIndex?: boolean;
  /** Crumbs after Home; the last one is the page itself (no link). */
  trail?: Breadcrumb[];
}

export async function pageInfo(ctx: RequestContext, input: PageInfoInput): Promise<PageInfo> {
  const t = await siteTranslator(ctx);
  const home: Breadcrumb = {
    label: t('routes:breadcrumbHome'),
    href: buildPath('Home', {}, ctx.language),
  };
  return {
    routeName: input.routeName,
    view: input.view,
    flags: input.flags,
    seo: {
      title: input.title,
      description: input.description,
      canonical: absoluteUrl(ctx, input.canonicalPath),
      alternates: absoluteAlternates(ctx, input.languagePaths),
      noIndex: input.noIndex ?? false,
    },
    breadcrumbs: input.view === 'Home' ? [] : [home, ...(input.trail ?? [])],
    breadcrumbLabel: t('routes:breadcrumbLabel'),
    languagePaths: input.languagePaths,
  };
}

/** PageInfo for a route of the table, titled from `routes:<BaseName>`. */
export async function routePageInfo(ctx: RequestContext, match: RouteMatch): Promise<PageInfo> {
  const t = await siteTranslator(ctx);
  const base = match.baseName;
  const title = t(`routes:${base}.title`);
  const route = match.route;
  return pageInfo(ctx, {
    routeName: base,
    view: route.view,
    flags: shellFlags(route),
    title: route.view === 'Home' ? t('home:page.metaTitle') : t('brand.pageTitle', { title }),
    description:
      route.view === 'Home' ? t('home:page.metaDescription') : t(`routes:${base}.description`),
    canonicalPath: match.canonical,
    languagePaths: alternates(match),
    // Account, booking-flow, admin and utility pages are of no use in search results.
    noIndex:
      route.requiresAuth ||
      route.admin !== null ||
      route.contentGroup === 4 ||
      route.status !== 200,
    trail: [{ label: t(`routes:${base}.breadcrumb`), href: null }],
  });
}
