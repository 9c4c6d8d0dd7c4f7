// Loader and action of the newsletter pages (issue 17): the signup page (NewsletterSignup, where the
// footer's form posts), the double opt-in's confirmation (NewsletterConfirm, the link of the mail)
// and the unsubscribe page (NewsletterUnsubscribe, the link of every newsletter mail). All forms are
// plain form posts that work without JavaScript, handed to the same use-cases as the API
// (services/content newsletter.ts). Opening a link changes nothing: the confirmation and the
// unsubscription happen on the page's button (a POST), so a mail scanner that follows links
// neither confirms nor unsubscribes anybody. Page posts come from the site only (server/ssr.ts).
import { data } from 'react-router';
import { email as emailSchema } from '#core/api/common';
import { newsletterToken } from '#core/api/content';
import { SCREEN_TEXTS } from '#core/i18n/namespaces';
import {
  confirmNewsletter,
  newsletterFormToken,
  newsletterOffered,
  newsletterTokenUsable,
  subscribeNewsletter,
  unsubscribeLinkValid,
  unsubscribeNewsletter,
} from '#services/content';
import { siteTranslator } from '#services/partners';
import {
  FORM_GUARD_FIELDS,
  clientTexts,
  isDomainError,
  type RequestContext,
} from '#services/platform';
import type {
  NewsletterActionData,
  NewsletterScreenData,
  NewsletterStep,
} from '../components/content/newsletter-data';
import { readForm } from './booking.server';
import { documentUrl } from './document-url';
import { loadTableRoute } from './route-loader.server';
import { PRIVATE_NO_STORE } from './private-headers';

/** Tokens and personal links: no cache keeps these pages. */
export const NEWSLETTER_HEADERS = PRIVATE_NO_STORE;

const STEPS: Record<string, NewsletterStep> = {
  NewsletterSignup: 'signup',
  NewsletterConfirm: 'confirm',
  NewsletterUnsubscribe: 'unsubscribe',
};

function unsubscribeLinkOf(url: URL): { id: number; signature: string } | null {
  const id = url.searchParams.get('id') ?? '';
  const signature = url.searchParams.get('sig') ?? '';
  if (!/^[1-9][0-9]{0,9}$/.test(id) || signature.length > 100) return null;
  return { id: Number(id), signature };
}

export async function loadNewsletterPage(ctx: RequestContext, request: Request) {
  const { match, page } = await loadTableRoute(ctx, request);
  const step = STEPS[match.baseName];
  if (step === undefined) throw data(null, { status: 404 });
  const t = await siteTranslator(ctx);
  const url = documentUrl(request);
  const screen: NewsletterScreenData = {
    step,
    heading: t(`routes:${match.baseName}.title`),
    intro: t(`routes:${match.baseName}.intro`),
    formToken: null,
    offered: true,
    linkValid: false,
    token: null,
    link: null,
  };
  if (step === 'signup') {
    screen.offered = await newsletterOffered(ctx);
    screen.formToken = screen.offered ? newsletterFormToken(ctx) : null;
  } else if (step === 'confirm') {
    const token = url.searchParams.get('token') ?? '';
    const valid = newsletterToken.safeParse(token).success;
    screen.linkValid = valid && (await newsletterTokenUsable(ctx, token));
    screen.token = screen.linkValid ? token : null;
  } else {
    const link = unsubscribeLinkOf(url);
    screen.linkValid = link !== null && unsubscribeLinkValid(ctx.deps, link);
    screen.link = screen.linkValid ? { id: String(link!.id), sig: link!.signature } : null;
  }
  return {
    page,
    screen,
    texts: await clientTexts(ctx.language, SCREEN_TEXTS.newsletter),
  };
}

const text = (form: FormData, name: string, max: number) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.slice(0, max) : '';
};

export async function newsletterAction(ctx: RequestContext, request: Request) {
  const { match } = await loadTableRoute(ctx, request);
  const step = STEPS[match.baseName];
  const form = await readForm(request);
  if (step === undefined || form === null) throw data(null, { status: 404 });
  const t = await siteTranslator(ctx);
  const answer = (result: NewsletterActionData) => data(result, { headers: NEWSLETTER_HEADERS });

  if (step === 'confirm') {
    const token = text(form, 'token', 80);
    const done =
      newsletterToken.safeParse(token).success && (await confirmNewsletter(ctx, token)).confirmed;
    return answer({ step, ok: done, errors: [], email: '' });
  }
  if (step === 'unsubscribe') {
    const id = text(form, 'id', 12);
    const sig = text(form, 'sig', 100);
    const done =
      /^[1-9][0-9]{0,9}$/.test(id) &&
      (await unsubscribeNewsletter(ctx, { id: Number(id), signature: sig }));
    return answer({ step, ok: done, errors: [], email: '' });
  }

  const email = text(form, 'email', 300).trim();
  if (!emailSchema.safeParse(email).success) {
    return answer({
      step,
      ok: false,
      errors: [{ field: 'email', message: t('newsletter:form.emailInvalid') }],
      email,
    });
  }
  try {
    await subscribeNewsletter(ctx, {
      email,
      formToken: text(form, FORM_GUARD_FIELDS.token, 80),
      website2: text(form, FORM_GUARD_FIELDS.trap, 200),
    });
  } catch (error) {
    if (!isDomainError(error)) throw error;
    const message = t(`errors:${error.key}`, { defaultValue: t('newsletter:form.failed') });
    return answer({ step, ok: false, errors: [{ field: null, message }], email });
  }
  return answer({ step, ok: true, errors: [], email: '' });
}
