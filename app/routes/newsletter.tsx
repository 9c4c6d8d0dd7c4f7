// The newsletter's pages (issue 17): signup (/newsletter-anmeldung/ and its language slugs, where
// the footer's form posts), confirmation (…/bestaetigen/?token=, the double opt-in mail's link) and
// unsubscribe (…/abmelden/?id=&sig=, every newsletter mail's link). One module, routed by a
// pattern per language (app/route-modules.ts); loader and action in app/lib/newsletter.server.ts.
import { NewsletterScreen } from '../components/content/newsletter-screen';
import { NEWSLETTER_HEADERS, loadNewsletterPage, newsletterAction } from '../lib/newsletter.server';
import { requestContext } from '../lib/request-context';
import type { Route } from './+types/newsletter';

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadNewsletterPage(context.get(requestContext), request);
}

export async function action({ context, request }: Route.ActionArgs) {
  return newsletterAction(context.get(requestContext), request);
}

export function headers() {
  return NEWSLETTER_HEADERS;
}

export default function NewsletterRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <NewsletterScreen data={loaderData.screen} result={actionData} />;
}
