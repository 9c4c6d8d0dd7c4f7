// Which page-frame route has which content document (issue 17). Each group of pages declares its
// specs and computed blocks in its own module (app/lib/content/… and legal-content.server.ts);
// this map is the one place the frame loader asks. A route not listed here keeps the frame's
// title and introduction (routes:{name}.intro).
import type { RequestContext } from '#services/platform';
import type { ContentDocument } from './content-document.server';
import { legalDocument } from './legal-content.server';

/** Makes a page's document; `params` are the route's path parameters (e.g. the FAQ part). */
export type ContentSource = (
  ctx: RequestContext,
  params: Readonly<Record<string, string | number | undefined>>,
) => Promise<ContentDocument | null>;

export const CONTENT_PAGES: Record<string, ContentSource> = {
  Disclaimer: (ctx) => legalDocument(ctx, 'Disclaimer'),
  Privacy: (ctx) => legalDocument(ctx, 'Privacy'),
  TravelConditions: (ctx) => legalDocument(ctx, 'TravelConditions'),
};

/** The content document of a page-frame route, or null when the route has none. */
export async function contentDocument(
  ctx: RequestContext,
  routeName: string,
  params: Readonly<Record<string, string | number | undefined>>,
): Promise<ContentDocument | null> {
  const source = CONTENT_PAGES[routeName];
  return source ? source(ctx, params) : null;
}
