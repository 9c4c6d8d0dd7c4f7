// The page frame with its content document (a legal page, the FAQ, a POI, a landing page …) as
// the catch-all lookup route shows it (routes/lookup.tsx). Its own chunk, like the object and the
// search screen: its stylesheets (content page, CMS container) are then linked only in the HTML
// of the pages that show it, not render-blocking on every SEO object and location page (issue 12,
// Lighthouse).
import type { OfficeContext } from '#core/office';
import type { ContentDocument } from '../../lib/content-document.server';
import { PageFrame } from '../shell/page-frame';
import { ContentPage } from './content-page';

export function FrameScreen({
  title,
  office,
  doc,
  intro,
}: {
  title: string;
  office: OfficeContext | null;
  doc: ContentDocument | null;
  intro: string;
}) {
  return (
    <PageFrame title={title} office={office}>
      {doc ? <ContentPage doc={doc} /> : <p>{intro}</p>}
    </PageFrame>
  );
}
