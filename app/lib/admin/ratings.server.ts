// /admin/ratings/ (decision 096): the latest ratings, or the one searched for by its number, each
// with what the guest wrote and whether it is shown; a rating is hidden with the reason its author
// is mailed, or shown again. The use-case checks admin.ratings again, refuses what changed
// meanwhile, keeps the object's average in step and audit-logs each change.
import { formatDay } from '#core/format';
import { LOCALES } from '#core/languages';
import { href } from '#core/routes';
import { MODERATION_REASON, officeModerateRating, officeRatings } from '#services/ratings';
import type { AdminPageArgs } from '../admin-pages.server';
import { adminForm, formInt, formString, runAdminAction } from './forms.server';

export async function loadRatingsPage({ ctx, request }: AdminPageArgs) {
  const search = new URL(request.url).searchParams.get('rating') ?? '';
  const found = await officeRatings(ctx, search.slice(0, 40));
  const locale = LOCALES[ctx.language];
  const average = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return {
    search: found.search,
    reasonMax: MODERATION_REASON.max,
    reasonMin: MODERATION_REASON.min,
    ratings: found.ratings.map((rating) => ({
      ...rating,
      objectHref: href('ObjectPage', { objectNumber: rating.objectNumber }, ctx.language),
      ratingDate: formatDay(rating.ratingDate, locale),
      stay: `${formatDay(rating.travelFrom, locale)} – ${formatDay(rating.travelTo, locale)}`,
      votesAverage: average.format(rating.votesAverage),
    })),
  };
}

export async function ratingsAction({ ctx, request, t }: AdminPageArgs) {
  const form = await adminForm(request);
  const action = formString(form, 'intent');
  return runAdminAction(
    t,
    (done) =>
      done.published
        ? t('admin:ratings.shown', { number: done.ratingNumber })
        : t(done.mailed ? 'admin:ratings.hiddenDone' : 'admin:ratings.hiddenNotMailed', {
            number: done.ratingNumber,
          }),
    () =>
      officeModerateRating(ctx, {
        ratingNumber: formInt(form, 'ratingNumber'),
        action,
        ...(action === 'hide'
          ? { basis: formString(form, 'basis'), reason: formString(form, 'reason') }
          : {}),
      }),
    { action: 'intent' },
  );
}
