// /admin/payments/ (decision 080): the bank transfers still awaited on the operator's account, the
// earliest due first, with a search by reference (the booking number the guest was told to give,
// or a statement line holding it), each with a form to record it as received on its value date;
// and the money the office pays back by hand — transfers of bookings that ended, card refunds
// that failed, and card charges a payment could not take whose refund failed (both tried again
// from here). The use-cases check admin.payments again, refuse what is
// no longer to be done or whose amount changed since the page was loaded, and audit-log each step;
// a recorded transfer then does to its booking what a card payment does (paid in full → paid; the
// guest's receipt; money sent back: the guest is told). Less received than asked is recorded as
// a part payment: the rest stays awaited, listed as the payment's rest with what came before. The
// credits of the bank statements the office uploaded (decision 082) are listed above, each with
// the awaited transfer its remittance names, recorded or set aside with one post. What the page
// says after a post is made from what the use-case answered.
import { LOCALES } from '#core/languages';
import { dateTimeFormat, formatDay, formatMoney } from '#core/format';
import { todayInBerlin } from '#core/dates';
import { formatIban } from '#core/payments';
import {
  recordRefundTransferred,
  recordStatementEntry,
  recordTransferReceived,
} from '#services/booking';
import {
  REFUNDS_LISTED,
  STATEMENT_ENTRIES_LISTED,
  STRAY_CHARGES_LISTED,
  STATEMENT_MAX_BYTES,
  TRANSFERS_LISTED,
  awaitedTransfers,
  dismissStatementEntry,
  officeRefunds,
  officeStrayCharges,
  retryRefund,
  retryStrayCharge,
  statementEntries,
  type PaymentKind,
} from '#services/payments';
import type { AdminPageArgs } from '../admin-pages.server';
import {
  adminForm,
  formCents,
  formInt,
  formString,
  runAdminAction,
  type AdminActionResult,
} from './forms.server';

export async function loadPaymentsPage({ ctx, request, t }: AdminPageArgs) {
  const reference = new URL(request.url).searchParams.get('reference') ?? '';
  const [
    { transfers, total, reference: searched },
    { refunds, total: refundsTotal },
    { entries, total: entriesTotal },
    { charges, total: chargesTotal },
  ] = await Promise.all([
    awaitedTransfers(ctx, { reference }),
    officeRefunds(ctx),
    statementEntries(ctx),
    officeStrayCharges(ctx),
  ]);
  const locale = LOCALES[ctx.language];
  const paidOn = dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'Europe/Berlin' });
  // "Anzahlung", or "Anzahlung (Rest)" for the rest of one paid in part (as the guest reads it).
  const kindLabel = (payment: { kind: PaymentKind; remainder: boolean }) => {
    const kind = t(`payments:kinds.${payment.kind}`);
    return payment.remainder ? t('payments:kindRest', { kind }) : kind;
  };
  return {
    reference: searched ?? '',
    today: todayInBerlin(ctx.now),
    total,
    shownAll: total <= TRANSFERS_LISTED,
    transfers: transfers.map((transfer) => ({
      paymentId: transfer.paymentId,
      amountCents: transfer.amountCents,
      amount: formatMoney(transfer.amountCents, locale),
      // The number field's value: euros with a point, as a browser posts it.
      amountEuros: (transfer.amountCents / 100).toFixed(2),
      kind: kindLabel(transfer),
      method: t(`payments:methods.${transfer.method}`),
      receivedBefore:
        transfer.receivedCents > 0 ? formatMoney(transfer.receivedCents, locale) : null,
      due: formatDay(transfer.dueDate, locale),
      dueDate: transfer.dueDate,
      overdue: transfer.overdue,
      bookingNumber: transfer.bookingNumber,
      status: t(`booking:trips.status.${transfer.bookingStatus}`),
      objectNumber: transfer.objectNumber,
      arrival: formatDay(transfer.startDate, locale),
      guestName: transfer.guestName,
    })),
    statementMaxBytes: STATEMENT_MAX_BYTES,
    statementMaxMb: Math.round(STATEMENT_MAX_BYTES / (1024 * 1024)),
    entriesTotal,
    entriesShownAll: entriesTotal <= STATEMENT_ENTRIES_LISTED,
    entries: entries.map((entry) => ({
      entryId: entry.entryId,
      allocatedCents: entry.allocatedCents,
      amount: formatMoney(entry.amountCents, locale),
      allocated: entry.allocatedCents > 0 ? formatMoney(entry.allocatedCents, locale) : null,
      left: formatMoney(entry.leftCents, locale),
      valueOn: formatDay(entry.valueOn, locale),
      valueDate: entry.valueOn,
      payer: entry.payer,
      payerIban: entry.payerIban === null ? null : formatIban(entry.payerIban),
      remittance: entry.remittance,
      candidates: entry.candidates,
      maybeRecorded:
        entry.maybeRecorded === null
          ? null
          : {
              bookingNumber: entry.maybeRecorded.bookingNumber,
              amount: formatMoney(entry.maybeRecorded.amountCents, locale),
              day: formatDay(entry.maybeRecorded.on, locale),
            },
      match:
        entry.match === null
          ? null
          : {
              paymentId: entry.match.paymentId,
              amountCents: entry.match.amountCents,
              bookingNumber: entry.match.bookingNumber,
              guestName: entry.match.guestName,
              // Found by amount and payer's name, not by the booking number (decision 083).
              byName: entry.match.by === 'amountAndName',
              kind: kindLabel(entry.match),
              asked: formatMoney(entry.match.amountCents, locale),
              receive: formatMoney(entry.match.receiveCents, locale),
              // Less came than asked (a part), or more (the rest is matched to the next).
              part: entry.match.receiveCents < entry.match.amountCents,
              more: entry.leftCents > entry.match.amountCents,
              rest: formatMoney(Math.abs(entry.leftCents - entry.match.amountCents), locale),
            },
    })),
    refundsTotal,
    refundsShownAll: refundsTotal <= REFUNDS_LISTED,
    refunds: refunds.map((refund) => ({
      paymentId: refund.paymentId,
      byTransfer: refund.byTransfer,
      amountCents: refund.amountCents,
      amount: formatMoney(refund.amountCents, locale),
      kind: kindLabel(refund),
      paidOn: refund.paidAt === null ? null : paidOn.format(new Date(refund.paidAt)),
      bookingNumber: refund.bookingNumber,
      status: t(`booking:trips.status.${refund.bookingStatus}`),
      guestName: refund.guestName,
    })),
    strayTotal: chargesTotal,
    strayShownAll: chargesTotal <= STRAY_CHARGES_LISTED,
    strayCharges: charges.map((charge) => ({
      chargeId: charge.chargeId,
      amount: formatMoney(charge.amountCents, locale),
      payment: kindLabel(charge),
      reason: t(`admin:payments.strayReasons.${charge.reason}`),
      chargedOn: paidOn.format(new Date(charge.chargedAt)),
      bookingNumber: charge.bookingNumber,
      status: t(`booking:trips.status.${charge.bookingStatus}`),
      guestName: charge.guestName,
    })),
  };
}

export async function paymentsAction({ ctx, request, t }: AdminPageArgs) {
  const form = await adminForm(request);
  const money = (cents: number) => formatMoney(cents, LOCALES[ctx.language]);
  // What a recorded transfer says, by hand or from a statement's credit (money of the credit left
  // to match: `entryLeftCents`).
  const recorded = (done: {
    refunded: boolean;
    amountCents: number;
    remainderCents: number;
    bookingNumber: string;
    entryLeftCents?: number;
  }) =>
    t(
      done.refunded
        ? 'admin:payments.recordedEnded'
        : done.remainderCents > 0
          ? 'admin:payments.recordedPart'
          : (done.entryLeftCents ?? 0) > 0
            ? 'admin:payments.statement.recordedMore'
            : 'admin:payments.recorded',
      {
        amount: money(done.amountCents),
        number: done.bookingNumber,
        rest: money(done.remainderCents),
        left: money(done.entryLeftCents ?? 0),
      },
    );
  const intent = formString(form, 'intent');
  if (intent === 'received') {
    return runAdminAction(
      t,
      recorded,
      () =>
        recordTransferReceived(ctx, {
          paymentId: formInt(form, 'paymentId'),
          amountCents: formInt(form, 'amountCents'),
          // Absent (an older page, a script): the amount asked.
          ...(form.has('received') ? { receivedCents: formCents(form, 'received') } : {}),
          receivedOn: formString(form, 'receivedOn'),
        }),
      { receivedCents: 'received' },
    );
  }
  if (intent === 'statementEntry') {
    return runAdminAction(
      t,
      recorded,
      () =>
        recordStatementEntry(ctx, {
          entryId: formInt(form, 'entryId'),
          allocatedCents: formInt(form, 'allocatedCents'),
          bookingNumber: formString(form, 'bookingNumber'),
          // The proposal the page showed (absent when it had none).
          ...(form.has('paymentId')
            ? { paymentId: formInt(form, 'paymentId'), amountCents: formInt(form, 'amountCents') }
            : {}),
        }),
      // The form names the transfer by its booking number only.
      { paymentId: 'bookingNumber', amountCents: 'bookingNumber', receivedCents: 'bookingNumber' },
    );
  }
  if (intent === 'statementDismiss') {
    return runAdminAction(
      t,
      (done) => t('admin:payments.statement.dismissed', { amount: money(done.leftCents) }),
      () =>
        dismissStatementEntry(ctx, {
          entryId: formInt(form, 'entryId'),
          allocatedCents: formInt(form, 'allocatedCents'),
        }),
    );
  }
  if (intent === 'refunded') {
    return runAdminAction(
      t,
      (done) =>
        t('admin:payments.refundRecorded', {
          amount: money(done.amountCents),
          number: done.bookingNumber,
        }),
      () =>
        recordRefundTransferred(ctx, {
          paymentId: formInt(form, 'paymentId'),
          amountCents: formInt(form, 'amountCents'),
        }),
    );
  }
  if (intent === 'retryRefund' || intent === 'retryStrayCharge') {
    return runAdminAction(
      t,
      (done) =>
        t(done.refunded ? 'admin:payments.retryDone' : 'admin:payments.retryFailed', {
          amount: money(done.amountCents),
          number: done.bookingNumber,
        }),
      () =>
        intent === 'retryRefund'
          ? retryRefund(ctx, { paymentId: formInt(form, 'paymentId') })
          : retryStrayCharge(ctx, { chargeId: formInt(form, 'chargeId') }),
    );
  }
  const refused: AdminActionResult = {
    ok: false,
    message: `${t('errors:errors.validation.invalid')} (intent)`,
    field: 'intent',
  };
  return refused;
}
