// /admin/partners/ (decision 091): the applications to the partner programme still waiting for
// the office, the longest waiting first, with everything the applicant wrote, and the forms to
// approve one (into a partner group, or none) or reject it; below, the latest decided ones. The
// use-cases check admin.partners again, refuse an application decided meanwhile, mail the
// applicant and audit-log each decision. Last, every partner's bookings of a month (`?month=`,
// decision 099): what each one's commission is based on, and the commission at the rate the
// office recorded for the partner (decision 107), with the forms that record and remove a rate,
// and once the month is over the form that records a partner's commission as paid out (112).
import { dateTimeFormat, formatDay, formatMoney, formatMonth, formatRate } from '#core/format';
import { officePartnerBookings, recordCommissionPayout } from '#services/booking';
import { LOCALES } from '#core/languages';
import { isWebsiteUrl } from '#core/api/partners';
import {
  officeApplications,
  officeCommissionMonths,
  officeCommissionRates,
  officeDecideApplication,
  officeRemoveCommissionRate,
  officeRenewLoginCode,
  officeSetCommissionRate,
  type RenewedLoginCode,
} from '#services/partners';
import type { Translate } from '#services/platform';
import type { AdminPageArgs } from '../admin-pages.server';
import { adminForm, formInt, formString, runAdminAction } from './forms.server';

export async function loadPartnersPage({ ctx, t, request }: AdminPageArgs) {
  const [found, month, recorded] = await Promise.all([
    officeApplications(ctx),
    officePartnerBookings(ctx, new URL(request.url).searchParams.get('month')),
    officeCommissionRates(ctx),
  ]);
  const at = dateTimeFormat(LOCALES[ctx.language], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Berlin',
  });
  const view = (a: (typeof found.pending)[number]) => ({
    ...a,
    kind: t(`admin:partners.kinds.${a.kind === 'affiliate' ? 'affiliate' : 'agency'}`),
    status: t(`admin:partners.status.${a.status}`),
    createdAt: at.format(new Date(a.createdAt)),
    decidedAt: a.decidedAt === null ? null : at.format(new Date(a.decidedAt)),
    // Only a web address is a link (the applicant typed it; the form's schema allows http(s)).
    websiteHref: a.website !== null && isWebsiteUrl(a.website) ? a.website : null,
  });
  const locale = LOCALES[ctx.language];
  const monthName = (m: string) => formatMonth(m, locale);
  // "3 · 1.600,50 €": how many, and their total price as the guests were shown it.
  const figures = (totals: Pick<(typeof month)['sum'], 'counted' | 'open' | 'void'>) => ({
    counted: `${totals.counted.bookings} · ${formatMoney(totals.counted.rentCents, locale)}`,
    open: `${totals.open.bookings} · ${formatMoney(totals.open.rentCents, locale)}`,
    void: String(totals.void.bookings),
  });
  // "8 % · 128,04 €": the rate in force for the month and the commission on what counts.
  const commission = (c: (typeof month)['partners'][number]['commission']) =>
    c === null ? null : `${formatRate(c.rateBp, locale)} · ${formatMoney(c.cents, locale)}`;
  const currentMonth = month.months[0] ?? month.month;
  return {
    pending: found.pending.map(view),
    pendingTotal: found.pendingTotal,
    decided: found.decided.map(view),
    groups: found.groups,
    bookings: {
      month: month.month,
      monthName: monthName(month.month),
      months: month.months.map((m) => ({ value: m, label: monthName(m) })),
      closed: month.closed,
      partners: month.partners.map((p) => ({
        partnerId: p.partnerId,
        name: p.name,
        ...figures(p),
        commission: commission(p.commission),
        // What the payout form posts: the figure the office sees (decision 112).
        commissionCents: p.commission?.cents ?? 0,
        commissionAmount: formatMoney(p.commission?.cents ?? 0, locale),
        payout:
          p.payout === null
            ? null
            : {
                paid: t('admin:partners.bookings.paidOut', {
                  amount: formatMoney(p.payout.amountCents, locale),
                  date: formatDay(p.payout.paidOn, locale),
                }),
                // The month's commission moved since (a booking confirmed or cancelled later).
                changed:
                  (p.commission?.cents ?? 0) === p.payout.amountCents
                    ? null
                    : t('admin:partners.bookings.changedSince', {
                        amount: formatMoney(p.commission?.cents ?? 0, locale),
                      }),
              },
      })),
      sum: { ...figures(month.sum), commission: formatMoney(month.sum.commissionCents, locale) },
    },
    rates: {
      more: recorded.more,
      lines: recorded.rates.map((r) => ({
        key: `${r.partnerId}-${r.validFrom}`,
        partnerId: r.partnerId,
        partner: `${r.partnerId} · ${r.partnerName ?? t('admin:partners.bookings.deleted')}`,
        validFrom: r.validFrom,
        month: monthName(r.validFrom),
        rate: formatRate(r.rateBp, locale),
        setAt: at.format(new Date(r.setAt)),
        removable: r.removable,
      })),
    },
    rateMonths: officeCommissionMonths(ctx).map((m) => ({
      value: m,
      label: monthName(m),
      current: m === currentMonth,
    })),
  };
}

/** What the office reads after a new login code: where it went, or the code to hand over. */
function renewedMessage(t: Translate, done: RenewedLoginCode): string {
  const values = { partnerId: done.partnerId, name: done.partnerName };
  if (done.mailed) return t('admin:partners.codeRenewed', { ...values, email: done.sentTo });
  // Not mailed (no address, or the mail failed): shown once, here, to be handed over in person.
  return t(
    done.sentTo === null
      ? 'admin:partners.codeRenewedNoEmail'
      : 'admin:partners.codeRenewedNotMailed',
    { ...values, code: done.loginCode },
  );
}

export async function partnersAction({ ctx, request, t }: AdminPageArgs) {
  const form = await adminForm(request);
  const decision = formString(form, 'intent');
  // A refused rate names the field as the rate form labels it.
  const rateField = (field: string) =>
    field === 'rate'
      ? t('admin:partners.rates.rate')
      : field === 'validFrom'
        ? t('admin:partners.rates.validFrom')
        : field === 'partnerId'
          ? t('admin:partners.partnerId')
          : null;
  if (decision === 'commissionRate') {
    return runAdminAction(
      t,
      (done) =>
        t(done.replacedBp === null ? 'admin:partners.rates.set' : 'admin:partners.rates.replaced', {
          partnerId: done.partnerId,
          name: done.partnerName,
          rate: formatRate(done.rateBp, LOCALES[ctx.language]),
          replaced:
            done.replacedBp === null ? '' : formatRate(done.replacedBp, LOCALES[ctx.language]),
          month: formatMonth(done.validFrom, LOCALES[ctx.language]),
        }),
      () =>
        officeSetCommissionRate(ctx, {
          partnerId: formInt(form, 'partnerId'),
          rate: formString(form, 'rate'),
          validFrom: formString(form, 'validFrom'),
        }),
      {},
      {
        refill: { form, names: ['intent', 'partnerId', 'rate', 'validFrom'] },
        label: rateField,
      },
    );
  }
  if (decision === 'removeCommissionRate') {
    return runAdminAction(
      t,
      (done) =>
        t('admin:partners.rates.removed', {
          partnerId: done.partnerId,
          name: done.partnerName,
          rate: formatRate(done.removedBp, LOCALES[ctx.language]),
          month: formatMonth(done.validFrom, LOCALES[ctx.language]),
        }),
      () =>
        officeRemoveCommissionRate(ctx, {
          partnerId: formInt(form, 'partnerId'),
          validFrom: formString(form, 'validFrom'),
        }),
      {},
      { label: rateField },
    );
  }
  if (decision === 'commissionPayout') {
    return runAdminAction(
      t,
      (done) =>
        t('admin:partners.bookings.payoutRecorded', {
          amount: formatMoney(done.amountCents, LOCALES[ctx.language]),
          month: formatMonth(done.month, LOCALES[ctx.language]),
          partnerId: done.partnerId,
          name: done.partnerName ?? t('admin:partners.bookings.deleted'),
        }),
      () =>
        recordCommissionPayout(ctx, {
          partnerId: formInt(form, 'partnerId'),
          month: formString(form, 'month'),
          amountCents: formInt(form, 'amountCents'),
        }),
    );
  }
  if (decision === 'renewCode') {
    return runAdminAction(
      t,
      (done) => renewedMessage(t, done),
      () => officeRenewLoginCode(ctx, { partnerId: formInt(form, 'partnerId') }),
    );
  }
  return runAdminAction(
    t,
    (done) =>
      done.decision === 'reject'
        ? t(done.mailed ? 'admin:partners.rejected' : 'admin:partners.rejectedNotMailed', {
            id: done.applicationId,
          })
        : done.approval.mailed
          ? t('admin:partners.approved', { partnerId: done.approval.partnerId })
          : // The mail failed: the code is shown once, here, to be handed over another way.
            t('admin:partners.approvedNotMailed', {
              partnerId: done.approval.partnerId,
              code: done.approval.loginCode,
            }),
    () =>
      officeDecideApplication(ctx, {
        applicationId: formInt(form, 'applicationId'),
        decision: decision === 'approve' || decision === 'reject' ? decision : '',
        ...(decision === 'approve' ? { parent: formString(form, 'parent') } : {}),
      }),
    { decision: 'intent' },
  );
}
