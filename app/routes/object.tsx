// The ObjectPage view of the route table (/object/{objectNumber}/ in every language). SEO object
// URLs render the same screen from routes/lookup.tsx.
import { data, type ShouldRevalidateFunction } from 'react-router';
import { SCREEN_TEXTS } from '#core/i18n/namespaces';
import { clientTexts } from '#services/platform';
import { ObjectScreen } from '../components/object/object-screen';
import { documentUrl } from '../lib/document-url';
import { islandData } from '../lib/islands.server';
import { OBJECT_JSON_LD } from '../lib/islands';
import { loadObjectPage } from '../lib/object-loader.server';
import { onlyStayChanged } from '../lib/object-stay';
import { requestContext } from '../lib/request-context';
import { loadTableRoute } from '../lib/route-loader.server';
import type { Route } from './+types/object';

export async function loader({ context, request }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const { match } = await loadTableRoute(ctx, request);
  const params: Record<string, unknown> = match.params;
  const objectNumber = Number(params.objectNumber);
  if (!Number.isInteger(objectNumber) || objectNumber < 1) throw data(null, { status: 404 });
  const { page, ...screen } = await loadObjectPage(
    ctx,
    documentUrl(request),
    objectNumber,
    match.baseName,
  );
  return {
    page,
    screen: { ...screen, jsonLd: islandData(context, OBJECT_JSON_LD, screen.jsonLd) },
    texts: await clientTexts(ctx.language, SCREEN_TEXTS.object),
  };
}

// The price box keeps the chosen stay in the URL (replace, no scroll reset): no reload for that.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => {
  if (!formMethod && onlyStayChanged(currentUrl, nextUrl)) return false;
  return defaultShouldRevalidate;
};

export default function ObjectRoute({ loaderData }: Route.ComponentProps) {
  return <ObjectScreen data={loaderData.screen} />;
}
