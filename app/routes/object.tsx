// The ObjectPage view of the route table (/object/{objectNumber}/ in every language). SEO object
// URLs render the same screen from routes/lookup.tsx.
import { data, type ShouldRevalidateFunction } from 'react-router';
import { ObjectScreen } from '../components/object/object-screen';
import { documentUrl } from '../lib/document-url';
import { loadObjectPage, objectScreenRouteData } from '../lib/object-loader.server';
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
  return { page, ...(await objectScreenRouteData(context, ctx.language, screen)) };
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
