// /admin/payments/ (decision 080): the bank transfers still awaited on the operator's account, the
// earliest due first, and a search by reference (the booking number the guest was told to give).
// Each has a form to record it as received on its value date; the use-case (booking's
// recordTransferReceived) checks admin.payments again, refuses a payment no longer awaited or
// whose amount changed since the page was loaded, audit-logs it, and the booking then takes the
// payment as it takes a card payment (paid in full → paid; the guest's receipt mail).
import { LOCALES } from '#core/languages';
import { formatDay, formatMoney } from '#core/format';
import { todayInBerlin } from '#core/dates';
import { recordTransferReceived } from '#services/booking';
import { TRANSFERS_LISTED, awaitedTransfers } from '#services/payments';
import type { AdminPageArgs } from '../admin-pages.server';
import { adminForm, formString, runAdminAction, type AdminActionResult } from './forms.server';

export async function loadPaymentsPage({ ctx, request, t }: AdminPageArgs) {
  const reference = new URL(request.url).searchParams.get('reference') ?? '';
  const { transfers, total } = await awaitedTransfers(ctx, { reference });
  const locale = LOCALES[ctx.language];
  return {
    reference: reference.trim().slice(0, 80),
    today: todayInBerlin(ctx.now),
    total,
    shownAll: total <= TRANSFERS_LISTED,
    transfers: transfers.map((transfer) => ({
      paymentId: transfer.paymentId,
      amountCents: transfer.amountCents,
      amount: formatMoney(transfer.amountCents, locale),
      kind: t(`payments:kinds.${transfer.kind}`),
      due: formatDay(transfer.dueDate, locale),
      dueDate: transfer.dueDate,
      overdue: transfer.overdue,
      bookingNumber: transfer.bookingNumber,
      status: t(`booking:trips.status.${transfer.bookingStatus}`),
      objectNumber: transfer.objectNumber,
      arrival: formatDay(transfer.startDate, locale),
      guestName: transfer.guestName,
    })),
  };
}

export async function paymentsAction({ ctx, request, t }: AdminPageArgs) {
  const form = await adminForm(request);
  if (formString(form, 'intent') !== 'received') {
    const refused: AdminActionResult = {
      ok: false,
      message: `${t('errors:errors.validation.invalid')} (intent)`,
      field: 'intent',
    };
    return refused;
  }
  const amountCents = Number(formString(form, 'amountCents'));
  return runAdminAction(
    t,
    t('admin:payments.recorded', {
      number: formString(form, 'bookingNumber').slice(0, 20),
      amount: Number.isSafeInteger(amountCents)
        ? formatMoney(amountCents, LOCALES[ctx.language])
        : '',
    }),
    () =>
      recordTransferReceived(ctx, {
        paymentId: Number(formString(form, 'paymentId')),
        amountCents,
        receivedOn: formString(form, 'receivedOn'),
      }),
  );
}
