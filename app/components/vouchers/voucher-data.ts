// Plain data of the voucher page (app/lib/voucher.server.ts → voucher-screen.tsx).
import type { VoucherPage, VoucherRedeemed } from '#services/booking/voucher-types';
import type { FieldError } from '../ui/form-fields';

export interface VoucherScreenData extends VoucherPage {
  /** The guest link's secret the page was opened with (kept in the form's action URL). */
  access: string | null;
}

export interface VoucherActionData {
  ok: boolean;
  errors: FieldError[];
  values: Record<string, string>;
  result: (VoucherRedeemed & { bookingDisplayNumber: string; paymentUrl: string | null }) | null;
}

/**
 * A voucher code field's answer (intent `redeem`; decision 108): the booking's finish page and
 * the user area's booking page.
 */
export interface VoucherCodeResult {
  intent: 'redeem';
  /** The refusal: under the code field (`code`) or for the form as a whole (null). */
  errors: FieldError[];
  /** The code as typed, kept when refused. */
  code: string;
  /** What the voucher paid, and what the booking still owes after it; null when refused. */
  redeemed: {
    redemptionId: number;
    redeemedCents: number;
    openCents: number;
    paid: boolean;
  } | null;
}
