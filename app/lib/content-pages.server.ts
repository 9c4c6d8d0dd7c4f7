// Which page-frame route has which content document (issue 17). Each group of pages declares its
// specs and computed blocks in its own module (app/lib/content/… and legal-content.server.ts);
// this map is the one place the frame loader asks. A route not listed here keeps the frame's
// title and introduction (routes:{name}.intro).
import { externalLinksFor, type ExternalLinks } from '#core/branding';
import { CMS_INTRO } from '#core/cms';
import { buildPath, matchRoute } from '#core/routes';
import { mayEditCms, publishedCmsContainers } from '#services/backoffice';
import { operatorBrand, siteTranslator } from '#services/partners';
import type { RequestContext } from '#services/platform';
import type { ContentDocument } from './content-document.server';
import { legalDocument } from './legal-content.server';
import { destinationsDocument } from './content/destinations.server';
import { landingDocument } from './content/landing.server';
import { faqDocument } from './content/faq.server';
import { guideDocument } from './content/guides.server';
import { travelInfoDocument } from './content/travelinfo.server';

/** Makes a page's document; `params` are the route's path parameters (e.g. the FAQ part). */
export type ContentSource = (
  ctx: RequestContext,
  params: Readonly<Record<string, string | number | undefined>>,
) => Promise<ContentDocument | null>;

export const CONTENT_PAGES: Record<string, ContentSource> = {
  Disclaimer: (ctx) => legalDocument(ctx, 'Disclaimer'),
  Privacy: (ctx) => legalDocument(ctx, 'Privacy'),
  TravelConditions: (ctx) => legalDocument(ctx, 'TravelConditions'),
  Accessibility: (ctx) => legalDocument(ctx, 'Accessibility'),
  About: (ctx) => guideDocument(ctx, 'About'),
  Tips: (ctx) => guideDocument(ctx, 'Tips'),
  TipsHealth: (ctx) => guideDocument(ctx, 'TipsHealth'),
  TipsChecklists: (ctx) => guideDocument(ctx, 'TipsChecklists'),
  TravelVoucher: (ctx) => guideDocument(ctx, 'TravelVoucher'),
  Agency: (ctx) => guideDocument(ctx, 'Agency'),
  HelpUkraine: (ctx) => guideDocument(ctx, 'HelpUkraine'),
  Destinations: (ctx) => destinationsDocument(ctx),
  Pets: (ctx) => landingDocument(ctx, 'Pets'),
  DogVacationDenmark: (ctx) => landingDocument(ctx, 'DogVacationDenmark'),
  HolidayParks: (ctx) => landingDocument(ctx, 'HolidayParks'),
  WinterVacation: (ctx) => landingDocument(ctx, 'WinterVacation'),
  Christmas: (ctx) => landingDocument(ctx, 'Christmas'),
  Family: (ctx) => landingDocument(ctx, 'Family'),
  DogBeachNorthSea: (ctx) => landingDocument(ctx, 'DogBeachNorthSea'),
  DogBeachBalticSea: (ctx) => landingDocument(ctx, 'DogBeachBalticSea'),
  DogBeachCroatia: (ctx) => landingDocument(ctx, 'DogBeachCroatia'),
  Faq: (ctx, params) => faqDocument(ctx, params),
  HolidayDates: (ctx, params) => travelInfoDocument(ctx, 'HolidayDates', params),
  CoronaInfo: (ctx, params) => travelInfoDocument(ctx, 'CoronaInfo', params),
  Poi: (ctx, params) => travelInfoDocument(ctx, 'Poi', params),
};

/**
 * The document's link cards to site pages on the operator's main site when it lives on another
 * domain (SPEC §6; core/branding.ts externalLinksFor) — the same rule useRouteHref applies to the
 * header and footer. The card's path names its route (core/routes matchRoute).
 */
function externalize(doc: ContentDocument, external: ExternalLinks): ContentDocument {
  const outside = (href: string) => {
    const route = matchRoute(href.split('?')[0] ?? href);
    return route !== null && external.routes.includes(route.baseName);
  };
  return {
    ...doc,
    sections: doc.sections.map((section) => ({
      ...section,
      blocks: section.blocks.map((block) =>
        block.kind === 'links'
          ? {
              ...block,
              items: block.items.map((item) =>
                outside(item.href) ? { ...item, href: `${external.origin}${item.href}` } : item,
              ),
            }
          : block,
      ),
    })),
  };
}

/**
 * A page's published CMS container `intro` in the request's language (issue 18) and, for editors
 * (admin.cms), the playground preselected on it; null when neither applies.
 */
export async function cmsIntro(
  ctx: RequestContext,
  page: string,
): Promise<{ intro: string | null; editHref: string | null; editLabel: string | null } | null> {
  const containers = await publishedCmsContainers(ctx, page);
  const intro = containers[CMS_INTRO] ?? null;
  const editHref = mayEditCms(ctx)
    ? `${buildPath('AdminCmsPlayground', {}, ctx.language)}?${new URLSearchParams({
        language: ctx.language,
        page,
        containerKey: CMS_INTRO,
      }).toString()}`
    : null;
  if (intro === null && editHref === null) return null;
  const editLabel = editHref === null ? null : (await siteTranslator(ctx))('cms:public.edit');
  return { intro, editHref, editLabel };
}

/** The content document of a page-frame route, or null when the route has none. */
export async function contentDocument(
  ctx: RequestContext,
  routeName: string,
  params: Readonly<Record<string, string | number | undefined>>,
): Promise<ContentDocument | null> {
  const source = CONTENT_PAGES[routeName];
  const [found, cms] = await Promise.all([
    source ? source(ctx, params) : null,
    source ? cmsIntro(ctx, routeName) : null,
  ]);
  if (found === null) return null;
  const doc = cms === null ? found : { ...found, cms };
  const external = externalLinksFor((await operatorBrand(ctx.deps)).links, ctx.user);
  return external ? externalize(doc, external) : doc;
}
