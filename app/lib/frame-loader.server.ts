// Loader logic of the page frame (routes/lookup.tsx renders it): the table routes whose screen is
// built in a later issue get header, breadcrumbs, title, an introduction and the office contact —
// a real page, never a placeholder notice.
import type { OfficeContext } from '#core/office';
import type { RequestContext } from '#services/platform';
import { requirePoi } from '#services/content';
import { orPageStatus } from './domain-status.server';
import type { ContentDocument } from './content-document.server';
import { contentDocument } from './content-pages.server';
import { withDocumentMeta } from './content-meta.server';
import type { PageInfo } from './page-info';
import { loadTableRoute } from './route-loader.server';
import { siteTranslator } from '#services/partners';

/** Whose questions the page's office contact answers (issue 16): agencies, landlords, partners. */
function officeContextOf(
  routeName: string,
  params: Readonly<Record<string, unknown>>,
): OfficeContext {
  if (routeName === 'Agency') return 'agency';
  if (routeName === 'ContactLandlord') return 'retailer';
  // The landlords' FAQ (app/lib/content/faq.server.ts).
  if (routeName === 'Faq' && params.part === 'faq2') return 'retailer';
  if (routeName === 'Distribution') return 'partner';
  return 'default';
}

/**
 * The questions a document shows, for the page's FAQPage JSON-LD (SeoTags): the very strings the
 * page renders, so the structured data cannot differ from what a visitor reads.
 */
function withFaq(page: PageInfo, doc: ContentDocument | null): PageInfo {
  const faq = (doc?.sections ?? []).flatMap((section) =>
    section.blocks.flatMap((block) =>
      block.kind === 'faq' ? block.items.map(({ question, answer }) => ({ question, answer })) : [],
    ),
  );
  return faq.length > 0 ? { ...page, faq } : page;
}

export async function loadFramePage(ctx: RequestContext, request: Request) {
  const { match, page } = await loadTableRoute(ctx, request);
  // An unknown POI id is a 404, not a page frame under any number.
  if (match.baseName === 'Poi') await orPageStatus(requirePoi(ctx, match.params));
  const t = await siteTranslator(ctx);
  const doc = await contentDocument(ctx, match.baseName, match.params);
  return {
    // A document with its own title (a POI, a country's holidays) names the page (content-meta).
    page: withFaq(await withDocumentMeta(ctx, page, doc), doc),
    heading: doc?.meta?.title ?? t(`routes:${match.baseName}.title`),
    intro: t(`routes:${match.baseName}.intro`),
    officeContext: officeContextOf(match.baseName, match.params),
    /** The page's content (issue 17: legal pages, FAQ, tips, landing pages …), else null. */
    doc,
  };
}
