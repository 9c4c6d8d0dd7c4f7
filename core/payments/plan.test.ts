import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, diffDays } from '../dates';
import {
  BALANCE_DAYS_BEFORE_ARRIVAL,
  DEPOSIT_PERCENT,
  depositCents,
  nextDuePayment,
  paymentPlan,
} from './plan';

const BOOKED = '2026-11-22';

describe('paymentPlan', () => {
  it('asks a quarter at booking and the balance four weeks before arrival', () => {
    expect(DEPOSIT_PERCENT).toBeGreaterThanOrEqual(20);
    expect(DEPOSIT_PERCENT).toBeLessThanOrEqual(30);
    expect(BALANCE_DAYS_BEFORE_ARRIVAL).toBeGreaterThanOrEqual(14);
    expect(BALANCE_DAYS_BEFORE_ARRIVAL).toBeLessThanOrEqual(42);
    expect(
      paymentPlan({ totalCents: 123_456, bookingDate: BOOKED, arrivalDate: '2027-03-01' }),
    ).toEqual([
      { kind: 'deposit', amountCents: 30_864, dueDate: BOOKED },
      { kind: 'balance', amountCents: 92_592, dueDate: '2027-02-01' },
    ]);
  });

  it('asks the whole amount at booking when the balance would be due by then', () => {
    const arrival = addDays(BOOKED, BALANCE_DAYS_BEFORE_ARRIVAL);
    expect(paymentPlan({ totalCents: 80_000, bookingDate: BOOKED, arrivalDate: arrival })).toEqual([
      { kind: 'full', amountCents: 80_000, dueDate: BOOKED },
    ]);
    // One day further out, the balance falls due the day after the booking: two payments.
    const later = paymentPlan({
      totalCents: 80_000,
      bookingDate: BOOKED,
      arrivalDate: addDays(arrival, 1),
    });
    expect(later.map((p) => [p.kind, p.dueDate])).toEqual([
      ['deposit', BOOKED],
      ['balance', addDays(BOOKED, 1)],
    ]);
    // Arrival tomorrow: all of it now.
    expect(
      paymentPlan({ totalCents: 5_000, bookingDate: BOOKED, arrivalDate: addDays(BOOKED, 1) }),
    ).toEqual([{ kind: 'full', amountCents: 5_000, dueDate: BOOKED }]);
  });

  it('asks nothing for a free stay and the whole of a cent', () => {
    expect(paymentPlan({ totalCents: 0, bookingDate: BOOKED, arrivalDate: '2027-06-01' })).toEqual(
      [],
    );
    expect(paymentPlan({ totalCents: 1, bookingDate: BOOKED, arrivalDate: '2027-06-01' })).toEqual([
      { kind: 'full', amountCents: 1, dueDate: BOOKED },
    ]);
  });

  it('refuses a total that is not whole cents', () => {
    for (const totalCents of [-1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1]) {
      expect(() =>
        paymentPlan({ totalCents, bookingDate: BOOKED, arrivalDate: '2027-06-01' }),
      ).toThrow(RangeError);
    }
  });

  it('rounds the deposit half up to the cent', () => {
    expect(depositCents(2, 25)).toBe(1); // 0.5 → 1
    expect(depositCents(6, 25)).toBe(2); // 1.5 → 2
    expect(depositCents(5, 25)).toBe(1); // 1.25 → 1
    expect(depositCents(100, 25)).toBe(25);
  });

  it('always adds up to the total, due dates in order, never after arrival', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 0, max: 1_000 }),
        fc.integer({ min: 1, max: 1_100 }),
        fc.integer({ min: 20, max: 30 }),
        fc.integer({ min: 14, max: 42 }),
        (totalCents, bookedOffset, lead, depositPercent, balanceDaysBeforeArrival) => {
          const bookingDate = addDays(BOOKED, bookedOffset);
          const arrivalDate = addDays(bookingDate, lead);
          const plan = paymentPlan(
            { totalCents, bookingDate, arrivalDate },
            { depositPercent, balanceDaysBeforeArrival },
          );
          expect(plan.reduce((sum, p) => sum + p.amountCents, 0)).toBe(totalCents);
          for (const p of plan) {
            expect(Number.isInteger(p.amountCents) && p.amountCents > 0).toBe(true);
            expect(diffDays(bookingDate, p.dueDate)).toBeGreaterThanOrEqual(0);
            expect(diffDays(p.dueDate, arrivalDate)).toBeGreaterThan(0);
          }
          if (plan.length === 2) {
            expect(plan.map((p) => p.kind)).toEqual(['deposit', 'balance']);
            expect(diffDays(plan[0]!.dueDate, plan[1]!.dueDate)).toBeGreaterThan(0);
            expect(diffDays(plan[1]!.dueDate, arrivalDate)).toBe(balanceDaysBeforeArrival);
            // Within half a cent of the exact share, in integers: |100·deposit − percent·total| ≤ 50.
            expect(
              Math.abs(100 * plan[0]!.amountCents - depositPercent * totalCents),
            ).toBeLessThanOrEqual(50);
          } else if (plan.length === 1) {
            expect(plan[0]!.kind).toBe('full');
          } else {
            expect(totalCents).toBe(0);
          }
        },
      ),
      { numRuns: 2_000 },
    );
  });
});

describe('nextDuePayment', () => {
  it('is the first payment still open or failed', () => {
    expect(
      nextDuePayment([
        { kind: 'deposit', status: 'paid' },
        { kind: 'balance', status: 'failed' },
      ]),
    ).toEqual({ kind: 'balance', status: 'failed' });
    expect(nextDuePayment([{ kind: 'full', status: 'paid' }])).toBeNull();
    expect(nextDuePayment([{ kind: 'full', status: 'cancelled' }])).toBeNull();
  });
});
