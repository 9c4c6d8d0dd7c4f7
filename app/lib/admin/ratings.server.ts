// /admin/ratings/ (decisions 096, 097): the latest ratings, the one searched for by its number, or
// those with open reports (`?reports=open`), each with what the guest wrote, whether it is shown
// and its reports; a rating is hidden with the reason its author is mailed, shown again, or kept
// with the reason its reporters are mailed; a rating's answer link is mailed to the object's contact
// again. The use-case checks admin.ratings again, refuses what
// changed meanwhile, keeps the object's average in step and audit-logs each change.
import { dateTimeFormat, formatDay } from '#core/format';
import { LOCALES } from '#core/languages';
import { href } from '#core/routes';
import {
  MODERATION_REASON,
  officeModerateRating,
  officeRatings,
  officeResendAnswerLink,
} from '#services/ratings';
import type { AdminPageArgs } from '../admin-pages.server';
import { adminForm, formInt, formString, runAdminAction } from './forms.server';

export async function loadRatingsPage({ ctx, request }: AdminPageArgs) {
  const params = new URL(request.url).searchParams;
  const search = params.get('rating') ?? '';
  const found = await officeRatings(ctx, search.slice(0, 40), params.get('reports') === 'open');
  const locale = LOCALES[ctx.language];
  const average = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const day = dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'Europe/Berlin' });
  return {
    search: found.search,
    reported: found.reported,
    openReports: found.openReports,
    reasonMax: MODERATION_REASON.max,
    reasonMin: MODERATION_REASON.min,
    ratings: found.ratings.map((rating) => ({
      ...rating,
      reports: rating.reports.map((report) => ({
        ...report,
        createdAt: day.format(report.createdAt),
        decidedAt: report.decidedAt === null ? null : day.format(report.decidedAt),
      })),
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
  if (action === 'answerLink') {
    // The answer link to the object's contact again (decision 114); nothing to fill in again.
    return runAdminAction(
      t,
      (done) =>
        t(done.sent ? 'admin:ratings.resentDone' : 'admin:ratings.resentAlready', {
          number: done.ratingNumber,
        }),
      () => officeResendAnswerLink(ctx, { ratingNumber: formInt(form, 'ratingNumber') }),
    );
  }
  return runAdminAction(
    t,
    (done) => {
      const number = { number: done.ratingNumber };
      if (action === 'keep') return t('admin:ratings.keptDone', number);
      if (action === 'close') return t('admin:ratings.closedDone', number);
      if (done.published) {
        const shown = t('admin:ratings.shown', number);
        return done.reportsReopened > 0 ? `${shown} ${t('admin:ratings.reportsReopened')}` : shown;
      }
      const hidden = t(
        done.mailed ? 'admin:ratings.hiddenDone' : 'admin:ratings.hiddenNotMailed',
        number,
      );
      return done.reportsDecided > 0 ? `${hidden} ${t('admin:ratings.reportersTold')}` : hidden;
    },
    () =>
      officeModerateRating(ctx, {
        ratingNumber: formInt(form, 'ratingNumber'),
        action,
        ...(action === 'hide' ? { basis: formString(form, 'basis') } : {}),
        ...(action === 'hide' || action === 'keep' ? { reason: formString(form, 'reason') } : {}),
        ...(action === 'keep' ? { reportsUpTo: formInt(form, 'reportsUpTo') } : {}),
      }),
    { action: 'intent' },
    // A reason typed at length is not lost to a refusal (a tab that decided first, a reason too
    // short without the browser's check).
    { refill: { form, names: ['intent', 'ratingNumber', 'basis', 'reason'] } },
  );
}
