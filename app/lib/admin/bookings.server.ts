// /admin/bookings/ (decision 086): the requests still waiting for their landlord's answer, the
// longest wait first, each with the guest and the landlord to call and the forms to confirm or
// decline it for the landlord; a search by booking number or the guest's e-mail finds any booking
// and its state. The use-cases check admin.bookings again, refuse what was decided meanwhile, and
// audit-log each decision; the guest then gets the mail the landlord's answer would have sent.
// Any booking still holding its dates can be cancelled for its guest (decision 090), at the terms'
// fee the page shows or with every cost waived.
import { dateTimeFormat, formatDay, formatMoney } from '#core/format';
import { LOCALES } from '#core/languages';
import { href } from '#core/routes';
import {
  LANDLORD_ESCALATION_HOURS,
  OFFICE_BOOKINGS_LISTED,
  officeBookings,
  officeCancelBooking,
  officeDecideBooking,
} from '#services/booking';
import type { AdminPageArgs } from '../admin-pages.server';
import { adminForm, formInt, formString, runAdminAction } from './forms.server';

export async function loadBookingsPage({ ctx, request, t }: AdminPageArgs) {
  const params = new URL(request.url).searchParams;
  const found = await officeBookings(ctx, {
    search: params.get('search') ?? '',
    object: params.get('object') ?? '',
  });
  const locale = LOCALES[ctx.language];
  const madeAt = dateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Berlin',
  });
  return {
    search: found.search ?? '',
    objectNumber: found.objectNumber,
    total: found.total,
    shownAll: found.total <= OFFICE_BOOKINGS_LISTED,
    bookings: found.bookings.map((booking) => ({
      bookingId: booking.bookingId,
      bookingNumber: booking.bookingNumber,
      status: t(`booking:trips.status.${booking.status}`),
      objectNumber: booking.objectNumber,
      objectHref: href('ObjectPage', { objectNumber: booking.objectNumber }, ctx.language),
      objectBookingsHref: `?object=${booking.objectNumber}`,
      stay: `${formatDay(booking.startDate, locale)} – ${formatDay(booking.endDate, locale)}`,
      persons: t('admin:bookings.persons', {
        count: booking.adults + booking.children,
      }),
      total: formatMoney(booking.totalCents, locale),
      madeAt: madeAt.format(new Date(booking.createdAt)),
      waiting:
        booking.waitingHours === null
          ? null
          : booking.waitingHours < 1
            ? t('admin:bookings.waitingUnderHour')
            : booking.waitingHours < LANDLORD_ESCALATION_HOURS
              ? t('admin:bookings.waitingHours', { count: booking.waitingHours })
              : t('admin:bookings.waitingDays', { count: Math.floor(booking.waitingHours / 24) }),
      overdue: booking.overdue,
      reminded: booking.reminded,
      guest: booking.guest,
      landlord: booking.landlord,
      canConfirm: booking.canConfirm,
      canDecline: booking.canDecline,
      cancellation:
        booking.cancellation === null
          ? null
          : {
              // Posted back as shown: the use-case refuses when they changed meanwhile.
              feeCents: booking.cancellation.feeCents,
              refundCents: booking.cancellation.refundCents,
              waivedRefundCents: booking.cancellation.waivedRefundCents,
              terms: t('admin:bookings.cancelTerms', {
                fee: formatMoney(booking.cancellation.feeCents, locale),
                refund: formatMoney(booking.cancellation.refundCents, locale),
              }),
              insurance:
                booking.cancellation.insuranceKeptCents > 0
                  ? t('admin:bookings.cancelInsurance', {
                      amount: formatMoney(booking.cancellation.insuranceKeptCents, locale),
                    })
                  : null,
              owed:
                booking.cancellation.owedCents > 0
                  ? t(
                      booking.cancellation.owedBy === 'landlord'
                        ? 'admin:bookings.cancelOwedLandlord'
                        : 'admin:bookings.cancelOwed',
                      { amount: formatMoney(booking.cancellation.owedCents, locale) },
                    )
                  : null,
              waive:
                t('admin:bookings.cancelWaive', {
                  refund: formatMoney(booking.cancellation.waivedRefundCents, locale),
                }) +
                (booking.cancellation.waivedVoucherRefundCents > 0
                  ? ` (${t('admin:bookings.cancelWaiveVoucher', {
                      amount: formatMoney(booking.cancellation.waivedVoucherRefundCents, locale),
                    })})`
                  : ''),
            },
    })),
  };
}

export async function bookingsAction({ ctx, request, t }: AdminPageArgs) {
  const form = await adminForm(request);
  const intent = formString(form, 'intent');
  if (intent === 'cancel') {
    return runAdminAction(
      t,
      (done) => t('admin:bookings.cancelled', { number: done.bookingNumber }),
      () =>
        officeCancelBooking(ctx, {
          bookingId: formInt(form, 'bookingId'),
          expectedFeeCents: formInt(form, 'expectedFeeCents'),
          expectedRefundCents: formInt(form, 'expectedRefundCents'),
          expectedWaivedRefundCents: formInt(form, 'expectedWaivedRefundCents'),
          waived: form.get('waived') === 'on',
        }),
      { bookingid: 'bookingId' },
    );
  }
  return runAdminAction(
    t,
    (done) =>
      t(intent === 'confirm' ? 'admin:bookings.confirmed' : 'admin:bookings.declined', {
        number: done.bookingNumber,
      }),
    () =>
      officeDecideBooking(ctx, {
        bookingId: formInt(form, 'bookingId'),
        decision: intent,
        ...(intent === 'decline' ? { reason: formString(form, 'reason') } : {}),
      }),
    { decision: 'intent' },
  );
}
