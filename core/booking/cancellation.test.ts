import { describe, expect, it } from 'vitest';
import {
  freeCancellationOpen,
  CANCELLATION_TIERS,
  DEFAULT_FREE_CANCELLATION_DAYS,
  cancellationTerms,
  tierFor,
} from './index';

const booking = {
  method: 'booking' as const,
  arrival: '2026-08-01',
  deadlineDays: 30,
  totalCents: 100_000,
  insuranceCents: 0,
  paidCents: 0,
};

describe('cancellation terms', () => {
  it('is free up to and including the deadline day, and refunds what was paid', () => {
    // 2026-08-01 − 30 days = 2026-07-02.
    const terms = cancellationTerms({ ...booking, today: '2026-07-02', paidCents: 30_000 });
    expect(terms).toEqual({
      cancellable: true,
      free: true,
      deadline: '2026-07-02',
      tier: null,
      percent: 0,
      feeCents: 0,
      insuranceKeptCents: 0,
      refundCents: 30_000,
      voucherRefundCents: 0,
      owedCents: 0,
    });
  });

  it('charges the tiers after the deadline: 25 %, 50 %, 80 %', () => {
    const long = { ...booking, deadlineDays: 60 };
    const at = (today: string) => cancellationTerms({ ...long, today });
    // 30 days before arrival: early tier.
    expect(at('2026-07-02')).toMatchObject({ free: false, tier: 'early', feeCents: 25_000 });
    // 29 and 15 days before: middle.
    expect(at('2026-07-03')).toMatchObject({ tier: 'middle', feeCents: 50_000 });
    expect(at('2026-07-17')).toMatchObject({ tier: 'middle', feeCents: 50_000 });
    // 14 and 1 day before: late.
    expect(at('2026-07-18')).toMatchObject({ tier: 'late', feeCents: 80_000 });
    expect(at('2026-07-31')).toMatchObject({ tier: 'late', feeCents: 80_000 });
  });

  it('refuses from the arrival day on', () => {
    expect(cancellationTerms({ ...booking, today: '2026-08-01' })).toEqual({
      cancellable: false,
      reason: 'arrived',
    });
    expect(cancellationTerms({ ...booking, today: '2026-08-05' }).cancellable).toBe(false);
  });

  it('never refunds the insurance premium and charges the fee on the rest', () => {
    const terms = cancellationTerms({
      ...booking,
      today: '2026-07-20',
      totalCents: 103_500,
      insuranceCents: 3_500,
      paidCents: 103_500,
    });
    expect(terms).toMatchObject({
      free: false,
      feeCents: 80_000,
      insuranceKeptCents: 3_500,
      refundCents: 20_000,
      owedCents: 0,
    });
    const free = cancellationTerms({
      ...booking,
      today: '2026-06-01',
      totalCents: 103_500,
      insuranceCents: 3_500,
      paidCents: 31_050,
    });
    expect(free).toMatchObject({ free: true, feeCents: 0, refundCents: 27_550 });
  });

  it('says what is owed beyond the payments made', () => {
    const terms = cancellationTerms({ ...booking, today: '2026-07-25', paidCents: 30_000 });
    expect(terms).toMatchObject({ feeCents: 80_000, refundCents: 0, owedCents: 50_000 });
  });

  it('gives money back first and only the rest of the refund from what vouchers paid', () => {
    // 1,000 € total, free: 300 € paid, 100 € of it by voucher → 200 € money back, 100 € voucher.
    const free = cancellationTerms({
      ...booking,
      today: '2026-06-01',
      paidCents: 30_000,
      voucherPaidCents: 10_000,
    });
    expect(free).toMatchObject({ refundCents: 30_000, voucherRefundCents: 10_000 });
    // 25 % fee (250 €) on 700 € paid, 400 € by voucher: 450 € back, 300 € money, 150 € voucher.
    const early = cancellationTerms({
      ...booking,
      deadlineDays: 60,
      today: '2026-07-01',
      paidCents: 70_000,
      voucherPaidCents: 40_000,
    });
    expect(early).toMatchObject({ feeCents: 25_000, refundCents: 45_000 });
    expect(early).toMatchObject({ voucherRefundCents: 15_000 });
    // The fee takes more than the money paid: nothing of the voucher goes back.
    const late = cancellationTerms({
      ...booking,
      today: '2026-07-25',
      paidCents: 90_000,
      voucherPaidCents: 10_000,
    });
    expect(late).toMatchObject({ feeCents: 80_000, refundCents: 10_000, voucherRefundCents: 0 });
    // An option: everything back, the voucher's part as a voucher; never more than was paid.
    const option = cancellationTerms({
      ...booking,
      method: 'option',
      today: '2026-07-30',
      paidCents: 5_000,
      voucherPaidCents: 9_000,
    });
    expect(option).toMatchObject({ refundCents: 5_000, voucherRefundCents: 5_000 });
    // Without vouchers nothing goes back as one.
    expect(cancellationTerms({ ...booking, today: '2026-06-01', paidCents: 30_000 })).toMatchObject(
      { refundCents: 30_000, voucherRefundCents: 0 },
    );
  });

  it('only ever gives back more when money or a voucher arrives after the offer was shown', () => {
    // The confirmation asks again only when the fee changed (services/booking cancelBooking): a
    // payment or a redemption between the offer and the confirmation must never lower what the
    // guest was told comes back, in money or as a voucher.
    for (const today of ['2026-06-01', '2026-07-01', '2026-07-25'] as const) {
      for (const paid of [0, 20_000, 50_000, 90_000]) {
        for (const voucher of [0, 10_000, 40_000]) {
          if (voucher > paid) continue;
          const shown = cancellationTerms({
            ...booking,
            today,
            paidCents: paid,
            voucherPaidCents: voucher,
          });
          for (const [money, more] of [
            [5_000, 0],
            [0, 5_000],
            [5_000, 5_000],
          ] as const) {
            const now = cancellationTerms({
              ...booking,
              today,
              paidCents: paid + money + more,
              voucherPaidCents: voucher + more,
            });
            if (!shown.cancellable || !now.cancellable) throw new Error('cancellable');
            expect(now.feeCents).toBe(shown.feeCents);
            expect(now.refundCents).toBeGreaterThanOrEqual(shown.refundCents);
            expect(now.voucherRefundCents).toBeGreaterThanOrEqual(shown.voucherRefundCents);
            expect(now.refundCents - now.voucherRefundCents).toBeGreaterThanOrEqual(
              shown.refundCents - shown.voucherRefundCents,
            );
          }
        }
      }
    }
  });

  it('uses the default deadline for objects without terms', () => {
    const noTerms = { ...booking, deadlineDays: null };
    expect(DEFAULT_FREE_CANCELLATION_DAYS).toBe(30);
    expect(cancellationTerms({ ...noTerms, today: '2026-07-02' })).toMatchObject({ free: true });
    expect(cancellationTerms({ ...noTerms, today: '2026-07-03' })).toMatchObject({
      free: false,
      tier: 'middle',
    });
  });

  it('lets an option go free of charge at any time before arrival', () => {
    const terms = cancellationTerms({ ...booking, method: 'option', today: '2026-07-30' });
    expect(terms).toMatchObject({ cancellable: true, free: true, feeCents: 0, deadline: null });
  });

  it('keeps nothing when the office waives the costs: the premium and every payment go back', () => {
    const input = {
      ...booking,
      today: '2026-07-25',
      totalCents: 103_500,
      insuranceCents: 3_500,
      paidCents: 40_000,
      voucherPaidCents: 10_000,
    };
    expect(cancellationTerms(input)).toMatchObject({ feeCents: 80_000, owedCents: 43_500 });
    expect(cancellationTerms({ ...input, waived: true })).toEqual({
      cancellable: true,
      free: true,
      deadline: null,
      tier: null,
      percent: 0,
      feeCents: 0,
      insuranceKeptCents: 0,
      refundCents: 40_000,
      voucherRefundCents: 10_000,
      owedCents: 0,
    });
    // Not from the arrival day on: the guest is there (a stay cut short is the office's by hand).
    expect(cancellationTerms({ ...input, waived: true, today: '2026-08-01' })).toEqual({
      cancellable: false,
      reason: 'arrived',
    });
  });

  it('rounds fees to whole cents', () => {
    const terms = cancellationTerms({
      ...booking,
      deadlineDays: 60,
      today: '2026-07-01',
      totalCents: 99_999,
    });
    expect(terms).toMatchObject({ feeCents: 25_000 });
    expect(tierFor(400).name).toBe('early');
    expect(CANCELLATION_TIERS.map((t) => t.percent)).toEqual([25, 50, 80]);
  });
});

describe('freeCancellationOpen', () => {
  it('is open until and including arrival − days, with the default without terms', () => {
    expect(freeCancellationOpen('2027-01-31', '2027-01-01', 30)).toBe(true);
    expect(freeCancellationOpen('2027-01-31', '2027-01-02', 30)).toBe(false);
    expect(freeCancellationOpen('2027-01-31', '2027-01-01', null)).toBe(true);
    expect(freeCancellationOpen('2027-01-31', '2027-01-02', null)).toBe(false);
    expect(freeCancellationOpen('2027-01-31', '2027-01-24', 7)).toBe(true);
    expect(freeCancellationOpen('2027-01-31', '2027-01-25', 7)).toBe(false);
  });
});
