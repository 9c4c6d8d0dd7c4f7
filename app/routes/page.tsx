// The page frame for table routes whose screen is built in a later issue: header, breadcrumbs,
// title, an introduction and the office contact — a real page, never a placeholder notice.
import { translator } from '#services/platform';
import { PageFrame } from '../components/shell/page-frame';
import { requestContext } from '../lib/request-context';
import { loadTableRoute } from '../lib/route-loader.server';
import type { Route } from './+types/page';

export async function loader({ context, request }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const { match, page } = await loadTableRoute(ctx, request);
  const t = await translator(ctx.language);
  return {
    page,
    heading: t(`routes:${match.baseName}.title`),
    intro: t(`routes:${match.baseName}.intro`),
  };
}

export default function TablePage({ loaderData }: Route.ComponentProps) {
  return (
    <PageFrame title={loaderData.heading}>
      <p>{loaderData.intro}</p>
    </PageFrame>
  );
}
