// The stylesheets of a screen the route loads lazily (PageInfo.stylesheets), linked in the
// document head after React Router's <Links />, so the server HTML is styled before any script
// runs (issue 12: SEO object pages jumped, CLS 1.06). The first document's links stay for the
// whole visit: in the browser, the screen's import() finds them in the head and does not add its
// own, so removing them on a later navigation would leave the screen unstyled when it comes
// back. Screens of later navigations bring their CSS with their chunk, as Vite does.
import { useState } from 'react';
import { usePageInfo } from '../../lib/page-info';

export function ScreenStylesheets() {
  const page = usePageInfo();
  const [first] = useState(() => page?.stylesheets ?? []);
  return first.map((href) => <link key={href} rel="stylesheet" href={href} />);
}
