// The Payment view (SPEC.md §2: /payment/{language}/, language de or en): the sandbox card
// provider's hosted page. It speaks the provider's page language (the path's `language`), whatever
// the site language around it, and works without JavaScript: the card form and the challenge step
// post to this route's action (a plain form post; with JavaScript React Router's <Form>). A paid
// card sends the guest on to the booking's finish page (303). Personal and never cached.
import { data, redirect } from 'react-router';
import { SCREEN_TEXTS } from '#core/i18n/namespaces';
import { answerChallenge, loadCardPage, payByCard } from '#services/payments';
import { clientTexts } from '#services/platform';
import { CardPage } from '../components/payments/card-page';
import { documentUrl } from '../lib/document-url';
import { requestContext } from '../lib/request-context';
import { loadTableRoute } from '../lib/route-loader.server';
import type { Route } from './+types/payment';
import { PRIVATE_NO_STORE } from '../lib/private-headers';

/** The card form is four short fields: anything much larger is not ours. */
const MAX_FORM_BYTES = 8 * 1024;
const PRIVATE = PRIVATE_NO_STORE;

function pageLanguage(pathname: string): 'de' | 'en' {
  // The route table admits only de and en here (SPEC §5): /payment/de/, /en/payment/en/ …
  return /\/payment\/en\/$/.test(pathname) ? 'en' : 'de';
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const { page } = await loadTableRoute(ctx, request);
  const url = documentUrl(request);
  const language = pageLanguage(url.pathname);
  return {
    // A payment page is one guest's and of no use in search results.
    page: { ...page, seo: { ...page.seo, noIndex: true } },
    card: await loadCardPage(ctx, url.searchParams),
    language,
    texts: await clientTexts(language, SCREEN_TEXTS.payment),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const length = Number(request.headers.get('content-length') ?? '0');
  if (length > MAX_FORM_BYTES) throw data(null, { status: 404 });
  const url = documentUrl(request);
  const form = await request.formData();
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.slice(0, 200) : '';
  };
  const intent = field('intent');
  const result =
    intent === 'approve' || intent === 'deny'
      ? await answerChallenge(ctx, url.searchParams, {
          charge: field('charge'),
          approve: intent === 'approve',
        })
      : await payByCard(ctx, url.searchParams, {
          number: field('number'),
          expiry: field('expiry'),
          cvc: field('cvc'),
          holder: field('holder'),
        });
  if (result.step === 'paid') throw redirect(result.returnUrl, { status: 303, headers: PRIVATE });
  return data(result, { headers: PRIVATE });
}

export function headers() {
  // One guest's payment: no shared cache (nor the page cache) may keep it.
  return PRIVATE;
}

export default function PaymentRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <CardPage data={loaderData.card} language={loaderData.language} result={actionData} />;
}
