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
