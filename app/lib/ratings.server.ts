// Loaders and actions of the rating screens (issue 15): the guest's rating form of a stay
// (RateStay, /bewertung-abgeben/{bookingID}/?access=…) and the host's answer page of a rating
// (RetailerRatingAnswer, /bewertung-vermieterkommentar/{ratingNumber}/?ratingHash=…). Both open
// only with their link secret (or, for the form, as the customer who booked): without it the page
// does not exist (404). The forms post to their route's action as plain form posts; the secret
// travels in a hidden field too, so the post does not depend on the action URL's query string.
// Personal pages: never indexed, never stored by a cache, and no Referer carries the secret on.
import { data } from 'react-router';
import {
  RATING_ANSWER_MAX,
  rateStayBody,
  ratingAnswerSetBody,
  ratingHash as ratingHashSchema,
} from '#core/api/ratings';
import { SCREEN_TEXTS } from '#core/i18n/namespaces';
import { isInt32 } from '#core/int32';
import { RATING_CATEGORIES } from '#core/ratings';
import type { RouteMatch } from '#core/routes';
import {
  clientTexts,
  isDomainError,
  type RequestContext,
  type Translate,
} from '#services/platform';
import { rateStay, ratingForAnswer, setRatingAnswer, stayToRate } from '#services/ratings';
import type {
  RateStayActionData,
  RateStayScreenData,
  RatingAnswerActionData,
  RatingAnswerScreenData,
} from '../components/ratings/rating-data';
import { readForm } from './booking.server';
import { documentUrl } from './document-url';
import { pageStatusFor } from './domain-status.server';
import { loadTableRoute } from './route-loader.server';
import { siteTranslator } from '#services/partners';
import { PRIVATE_NO_STORE } from './private-headers';

/** Personal pages with a secret in their address. */
export const RATING_PAGE_HEADERS = {
  ...PRIVATE_NO_STORE,
  'referrer-policy': 'no-referrer',
  'x-robots-tag': 'noindex, nofollow',
};

function intParam(match: RouteMatch, name: 'bookingID' | 'ratingNumber'): number {
  const value = Number((match.params as Record<string, unknown>)[name]);
  if (!isInt32(value)) {
    throw data(null, { status: 404 });
  }
  return value;
}

/** A query or form value, when it looks like a link secret at all. */
function secretOf(value: unknown): string | null {
  return typeof value === 'string' && ratingHashSchema.safeParse(value).success ? value : null;
}

function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

function refusal(t: Translate, error: unknown): string {
  if (!isDomainError(error)) throw error;
  return t(`errors:${error.key}`, { defaultValue: t('catalogue:rate.errors.form') });
}

// ---- The guest's rating form -------------------------------------------------------------------

export async function loadRateStay(ctx: RequestContext, request: Request) {
  const { match, page } = await loadTableRoute(ctx, request);
  const bookingId = intParam(match, 'bookingID');
  const access = secretOf(documentUrl(request).searchParams.get('access'));
  const stay = await stayToRate(ctx, bookingId, access).catch(pageStatusFor);
  const t = await siteTranslator(ctx);
  const screen: RateStayScreenData = { stay, access };
  return {
    page: { ...page, seo: { ...page.seo, noIndex: true } },
    screen,
    heading: t(`routes:${match.baseName}.title`),
    intro: t(`routes:${match.baseName}.intro`),
    texts: await clientTexts(ctx.language, SCREEN_TEXTS.ratings),
  };
}

const RATE_FIELDS = ['title', 'text', 'travelType', ...RATING_CATEGORIES] as const;

export async function rateStayAction(ctx: RequestContext, request: Request) {
  const { match } = await loadTableRoute(ctx, request);
  const bookingId = intParam(match, 'bookingID');
  const form = await readForm(request);
  if (form === null) throw data(null, { status: 404 });
  const access =
    secretOf(field(form, 'access')) ?? secretOf(documentUrl(request).searchParams.get('access'));
  const t = await siteTranslator(ctx);
  const values: Record<string, string> = {};
  for (const name of RATE_FIELDS) values[name] = field(form, name).slice(0, 4_000);
  const answer = (extra: Partial<RateStayActionData>) =>
    data<RateStayActionData>(
      { ok: false, already: false, errors: [], values, ...extra },
      { headers: RATING_PAGE_HEADERS },
    );
  const parsed = rateStayBody.safeParse({
    votes: Object.fromEntries(RATING_CATEGORIES.map((c) => [c, values[c]])),
    title: (values.title ?? '').trim(),
    text: values.text ?? '',
    travelType: values.travelType,
  });
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => {
      const name = String(issue.path[issue.path.length - 1] ?? '');
      const known = (RATE_FIELDS as readonly string[]).includes(name) ? name : null;
      return {
        field: known,
        message: t(`catalogue:rate.errors.${known ?? 'form'}`, {
          defaultValue: t('catalogue:rate.errors.form'),
        }),
      };
    });
    // One refusal per field, in the form's order.
    const seen = new Set<string | null>();
    return answer({ errors: errors.filter((e) => !seen.has(e.field) && seen.add(e.field)) });
  }
  try {
    await rateStay(ctx, bookingId, access, parsed.data);
    return data<RateStayActionData>(
      { ok: true, already: false, errors: [], values: {} },
      { headers: RATING_PAGE_HEADERS },
    );
  } catch (error) {
    if (isDomainError(error, 'notFound')) pageStatusFor(error);
    if (isDomainError(error, 'conflict')) return answer({ already: true });
    return answer({ errors: [{ field: null, message: refusal(t, error) }] });
  }
}

// ---- The host's answer page --------------------------------------------------------------------

export async function loadRatingAnswer(ctx: RequestContext, request: Request) {
  const { match, page } = await loadTableRoute(ctx, request);
  const ratingNumber = intParam(match, 'ratingNumber');
  const ratingHash = secretOf(documentUrl(request).searchParams.get('ratingHash'));
  if (ratingHash === null) throw data(null, { status: 404 });
  const t = await siteTranslator(ctx);
  let refused: string | null = null;
  const rating = await ratingForAnswer(ctx, { ratingNumber, ratingHash }).catch(
    (error: unknown) => {
      if (isDomainError(error, 'rateLimited')) {
        refused = refusal(t, error);
        return null;
      }
      return pageStatusFor(error);
    },
  );
  const screen: RatingAnswerScreenData = {
    rating,
    ratingHash,
    maxLength: RATING_ANSWER_MAX,
    refused,
  };
  return {
    page: { ...page, seo: { ...page.seo, noIndex: true } },
    screen,
    heading: t(`routes:${match.baseName}.title`),
    intro: t(`routes:${match.baseName}.intro`),
    texts: await clientTexts(ctx.language, SCREEN_TEXTS.ratings),
  };
}

export async function ratingAnswerAction(ctx: RequestContext, request: Request) {
  const { match } = await loadTableRoute(ctx, request);
  const ratingNumber = intParam(match, 'ratingNumber');
  const form = await readForm(request);
  if (form === null) throw data(null, { status: 404 });
  const t = await siteTranslator(ctx);
  const text = field(form, 'ratingAnswer');
  const answer = (extra: Partial<RatingAnswerActionData>) =>
    data<RatingAnswerActionData>(
      {
        ok: false,
        errors: [],
        value: text.slice(0, RATING_ANSWER_MAX + 100),
        rating: null,
        ...extra,
      },
      { headers: RATING_PAGE_HEADERS },
    );
  const parsed = ratingAnswerSetBody.safeParse({
    ratingNumber,
    ratingHash: field(form, 'ratingHash'),
    ratingAnswer: text.trim(),
  });
  if (!parsed.success) {
    if (parsed.error.issues.some((i) => i.path[0] !== 'ratingAnswer')) {
      throw data(null, { status: 404 });
    }
    return answer({
      errors: [{ field: 'ratingAnswer', message: t('catalogue:ratingAnswer.errors.answer') }],
    });
  }
  try {
    const rating = await setRatingAnswer(ctx, parsed.data);
    return data<RatingAnswerActionData>(
      { ok: true, errors: [], value: rating.ratingAnswer ?? '', rating },
      { headers: RATING_PAGE_HEADERS },
    );
  } catch (error) {
    if (isDomainError(error, 'notFound')) pageStatusFor(error);
    return answer({ errors: [{ field: null, message: refusal(t, error) }] });
  }
}
