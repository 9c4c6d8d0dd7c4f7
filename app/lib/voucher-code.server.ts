// A travel voucher's code typed into a booking's page (decision 108): the finish page and the
// user area's booking page post it here after checking who may act on the booking. The same
// use-case as the voucher page and POST /api/booking/voucher/redeem (services/booking
// redeemVoucher: whose voucher, the limits, the payments it settles). A code that cannot be one
// (the API's schema) is refused at the field before it counts against a limit; anything the
// use-case refuses is said at the field it names, and the typed code stays. On the site of a
// partner that hides codes (SPEC §3 hideBonus) there is no field, and a post is not found.
import { data } from 'react-router';
import { voucherCode } from '#core/api/vouchers';
import type { RequestContext } from '#services/platform';
import { siteTranslator } from '#services/partners';
import type { VoucherCodeResult } from '../components/vouchers/voucher-data';
import { redeemVoucher, voucherCodesOffered } from './booking-backend.server';
import { refusalAt } from './refusal.server';

export async function redeemTypedCode(
  ctx: RequestContext,
  input: { code: FormDataEntryValue | null; bookingId: number; access: string | null },
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
    return {
      intent: 'redeem',
      errors: [],
      code: '',
      redeemed: {
        redeemedCents: redeemed.redeemedCents,
        openCents: redeemed.openCents,
        paid: redeemed.paid,
      },
    };
  } catch (error) {
    const { field, message } = refusalAt(t, error, ['code']);
    return refused(field, message);
  }
}
