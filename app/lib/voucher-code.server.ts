// A travel voucher's code typed into a booking's page (decision 108): the finish page and the
// user area's booking page post it here after checking who may act on the booking. The same
// use-case as the voucher page and POST /api/booking/voucher/redeem (services/booking
// redeemVoucher: whose voucher, the limits, the payments it settles). A code that cannot be one
// (the API's schema) is refused at the field before it counts against a limit; anything the
// use-case refuses is said at the field it names, and the typed code stays. On the site of a
// partner that hides codes (SPEC §3 hideBonus) there is no field, and a post is not found.
//
// A redemption that went through answers 303 to the page itself with `?redeemed={redemption}`
// (post/redirect/get), whose loader reads the outcome back (redemptionOnPage): reloading the
// answer shows it again and never posts the code a second time. A refusal answers in place.
import { data, redirect } from 'react-router';
import { entityId } from '#core/api/common';
import { voucherCode } from '#core/api/vouchers';
import type { RequestContext } from '#services/platform';
import { siteTranslator } from '#services/partners';
import type { VoucherCodeResult } from '../components/vouchers/voucher-data';
import { redeemVoucher, voucherCodesOffered, voucherRedemption } from './booking-backend.server';
import { documentUrl } from './document-url';
import { refusalAt } from './refusal.server';
import { PRIVATE_NO_STORE } from './private-headers';

export async function redeemTypedCode(
  ctx: RequestContext,
  input: {
    code: FormDataEntryValue | null;
    bookingId: number;
    access: string | null;
    /** The page's post: a redemption redirects back to its URL (post/redirect/get). */
    request: Request;
  },
): Promise<VoucherCodeResult> {
  // A partner's site that hides codes shows no field; a post anyway finds no such form.
  if (!(await voucherCodesOffered(ctx))) throw data(null, { status: 404 });
  const t = await siteTranslator(ctx);
  const typed = typeof input.code === 'string' ? input.code.trim().slice(0, 40) : '';
  const refused = (field: string | null, message: string): VoucherCodeResult => ({
    intent: 'redeem',
    errors: [{ field, message }],
    code: typed,
    redeemed: null,
  });
  if (!voucherCode.safeParse(typed).success) {
    return refused('code', t('booking:voucherCode.codeInvalid'));
  }
  try {
    const redeemed = await redeemVoucher(ctx, {
      code: typed,
      bookingId: input.bookingId,
      access: input.access,
    });
    throw redirectToOutcome(input.request, redeemed.redemptionId);
  } catch (error) {
    if (error instanceof Response) throw error;
    const { field, message } = refusalAt(t, error, ['code']);
    return refused(field, message);
  }
}

/** The page that posted, with `redeemed` naming the redemption (its guest link stays). */
export function redirectToOutcome(request: Request, redemptionId: number): Response {
  const url = documentUrl(request);
  url.searchParams.set(REDEEMED, String(redemptionId));
  return redirect(url.pathname + url.search, {
    status: 303,
    headers: PRIVATE_NO_STORE,
  });
}

const REDEEMED = 'redeemed';

/**
 * The redemption the page's `?redeemed=` names, for the booking the page shows: the same answer
 * the form gave when it was posted. Null without the parameter, and for a redemption that is not
 * this booking's or not the visitor's (services/booking voucherRedemption checks who).
 */
export async function redemptionOnPage(
  ctx: RequestContext,
  request: Request,
  input: { bookingId: number; access: string | null },
): Promise<VoucherCodeResult | null> {
  const redeemed = await redemptionNamed(ctx, request, input.access);
  if (redeemed === null || redeemed.bookingId !== input.bookingId) return null;
  return {
    intent: 'redeem',
    errors: [],
    code: '',
    redeemed: {
      redemptionId: redeemed.redemptionId,
      redeemedCents: redeemed.redeemedCents,
      openCents: redeemed.openCents,
      paid: redeemed.paid,
    },
  };
}

/** The redemption `?redeemed=` names, if the visitor may see it (any of their bookings). */
export async function redemptionNamed(
  ctx: RequestContext,
  request: Request,
  access: string | null,
) {
  const id = entityId.safeParse(documentUrl(request).searchParams.get(REDEEMED));
  return id.success ? voucherRedemption(ctx, { redemptionId: id.data, access }) : null;
}
