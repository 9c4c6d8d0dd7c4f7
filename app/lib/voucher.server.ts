// Loader and action of the voucher page (SPEC §2 RedeemTravelVoucher,
// /ihr-reisegutschein/{bookingID}/{customerNumber}/; issue 15). The pair of numbers opens nothing
// by itself: services/booking voucherPageOf answers only the booking's guest (the uid that booked,
// the customer's login, or the `access` secret of the mail's link) with the booking's customer
// number — anyone else gets the 404 view. The redeem form posts here (a plain form post without
// JavaScript) and calls the same use-case as POST /api/booking/voucher/redeem. A redemption
// answers 303 to this page naming it (?redeemed=; post/redirect/get), so a reload shows the
// outcome again and never posts the code twice; a refusal answers in place.
import { data } from 'react-router';
import { SCREEN_TEXTS } from '#core/i18n/namespaces';
import type { RouteMatch } from '#core/routes';
import { redeemVoucher, voucherPageOf, voucherPayment } from '#services/booking';
import { clientTexts, type RequestContext } from '#services/platform';
import type { VoucherActionData, VoucherScreenData } from '../components/vouchers/voucher-data';
import { PRIVATE, readForm } from './booking.server';
import { refusalAt } from './refusal.server';
import { redemptionNamed, redirectToOutcome } from './voucher-code.server';
import { documentUrl } from './document-url';
import { loadTableRoute } from './route-loader.server';
import { siteTranslator } from '#services/partners';

function numbersOf(match: RouteMatch): { bookingId: number; customerNumber: number } {
  const params: Record<string, unknown> = match.params;
  const bookingId = Number(params.bookingID);
  const customerNumber = Number(params.customerNumber);
  if (!Number.isSafeInteger(bookingId) || bookingId < 1) throw data(null, { status: 404 });
  if (!Number.isSafeInteger(customerNumber) || customerNumber < 1) {
    throw data(null, { status: 404 });
  }
  return { bookingId, customerNumber };
}

/** The guest link's secret from the page's query (?access=…), if it looks like one. */
function accessOf(request: Request): string | null {
  const access = documentUrl(request).searchParams.get('access');
  return access !== null && /^[A-Za-z0-9_-]{43}$/.test(access) ? access : null;
}

export async function loadVoucherPage(ctx: RequestContext, request: Request) {
  const { match, page } = await loadTableRoute(ctx, request);
  const numbers = numbersOf(match);
  const access = accessOf(request);
  const voucherPage = await voucherPageOf(ctx, { ...numbers, access });
  if (voucherPage === null) throw data(null, { status: 404, headers: PRIVATE });
  const t = await siteTranslator(ctx);
  const screen: VoucherScreenData = { ...voucherPage, access };
  return {
    page: { ...page, seo: { ...page.seo, noIndex: true } },
    screen,
    redeemed: await redeemedOnPage(ctx, request, voucherPage.bookingId, access),
    heading: t(`routes:${match.baseName}.title`),
    texts: await clientTexts(ctx.language, SCREEN_TEXTS.voucher),
  };
}

export async function voucherAction(ctx: RequestContext, request: Request) {
  const { match } = await loadTableRoute(ctx, request);
  const numbers = numbersOf(match);
  const access = accessOf(request);
  // Only the page's guest may post to it (the same 404 as the page for anyone else).
  const voucherPage = await voucherPageOf(ctx, { ...numbers, access });
  if (voucherPage === null) throw data(null, { status: 404, headers: PRIVATE });
  const form = await readForm(request);
  if (form === null) throw data(null, { status: 404, headers: PRIVATE });
  const t = await siteTranslator(ctx);
  const code = form.get('code');
  const target = form.get('bookingId');
  const values = {
    code: typeof code === 'string' ? code.slice(0, 40) : '',
    bookingId: typeof target === 'string' ? target.slice(0, 12) : '',
  };
  const answer = (extra: Partial<VoucherActionData>) =>
    data<VoucherActionData>(
      { ok: false, errors: [], values, result: null, ...extra },
      {
        headers: PRIVATE,
      },
    );
  const errors: VoucherActionData['errors'] = [];
  // Only what the page offered: one of its vouchers, one of its bookings.
  if (!voucherPage.vouchers.some((v) => v.code === values.code && v.state === 'usable')) {
    errors.push({ field: 'code', message: t('booking:voucher.errorCode') });
  }
  const chosen = voucherPage.targets.find((x) => String(x.bookingId) === values.bookingId);
  if (chosen === undefined) {
    errors.push({ field: 'bookingId', message: t('booking:voucher.errorTarget') });
  }
  if (errors.length > 0 || chosen === undefined) return answer({ errors });
  try {
    // The page's secret opens its own booking only; another one by the visitor's uid or login.
    const targetAccess = chosen.bookingId === voucherPage.bookingId ? access : null;
    const redeemed = await redeemVoucher(ctx, {
      code: values.code,
      bookingId: chosen.bookingId,
      access: targetAccess,
    });
    throw redirectToOutcome(request, redeemed.redemptionId);
  } catch (error) {
    if (error instanceof Response) throw error;
    return answer({ errors: [refusalAt(t, error, ['code'])] });
  }
}

/**
 * The redemption the form's redirect names (?redeemed=; post/redirect/get), with the way to pay
 * the rest: the booking's payment page, opened with the page's secret for the page's own booking
 * and by the visitor's uid or login for another.
 */
async function redeemedOnPage(
  ctx: RequestContext,
  request: Request,
  pageBookingId: number,
  access: string | null,
): Promise<VoucherActionData['result']> {
  const redeemed = await redemptionNamed(ctx, request, access);
  if (redeemed === null) return null;
  const targetAccess = redeemed.bookingId === pageBookingId ? access : null;
  const payment = redeemed.paid
    ? { paymentUrl: null, paid: true }
    : await voucherPayment(ctx, { bookingId: redeemed.bookingId, access: targetAccess });
  return { ...redeemed, paymentUrl: payment.paymentUrl };
}
