// /admin/bookings/ (decision 086): the requests still waiting for their landlord's answer, the
// longest wait first, each with the guest and the landlord to call and the forms to confirm or
// decline it for the landlord; a search by booking number or the guest's e-mail finds any booking
// and its state. The use-cases check admin.bookings again, refuse what was decided meanwhile, and
// audit-log each decision; the guest then gets the mail the landlord's answer would have sent.
import { dateTimeFormat, formatDay, formatMoney } from '#core/format';
import { LOCALES } from '#core/languages';
import { href } from '#core/routes';
import {
  LANDLORD_ESCALATION_HOURS,
  OFFICE_BOOKINGS_LISTED,
  officeBookings,
  officeDecideBooking,
} from '#services/booking';
import type { AdminPageArgs } from '../admin-pages.server';
import { adminForm, formInt, formString, runAdminAction } from './forms.server';

export async function loadBookingsPage({ ctx, request, t }: AdminPageArgs) {
  const search = new URL(request.url).searchParams.get('search') ?? '';
  const found = await officeBookings(ctx, { search });
  const locale = LOCALES[ctx.language];
  const madeAt = dateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Berlin',
  });
  return {
    search: found.search ?? '',
    total: found.total,
    shownAll: found.total <= OFFICE_BOOKINGS_LISTED,
    bookings: found.bookings.map((booking) => ({
      bookingId: booking.bookingId,
      bookingNumber: booking.bookingNumber,
      status: t(`booking:trips.status.${booking.status}`),
      objectNumber: booking.objectNumber,
      objectHref: href('ObjectPage', { objectNumber: booking.objectNumber }, ctx.language),
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
    })),
  };
}

export async function bookingsAction({ ctx, request, t }: AdminPageArgs) {
  const form = await adminForm(request);
  const decision = formString(form, 'intent');
  return runAdminAction(
    t,
    (done) =>
      t(decision === 'confirm' ? 'admin:bookings.confirmed' : 'admin:bookings.declined', {
        number: done.bookingNumber,
      }),
    () =>
      officeDecideBooking(ctx, {
        bookingId: formInt(form, 'bookingId'),
        decision,
        ...(decision === 'decline' ? { reason: formString(form, 'reason') } : {}),
      }),
    { decision: 'intent' },
  );
}
