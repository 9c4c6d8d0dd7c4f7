// The payment schedule of a booking (docs/spec/DOMAIN.md "Payment schedule as the trade does it"):
// a deposit (Anzahlung) at booking and the balance (Restzahlung) some weeks before arrival, or —
// when the arrival is so close that the balance would be due at booking anyway — the whole amount
// at once. Pure: the total in cents and the two dates in, the parts with their due dates out; the
// parts always add up to the total to the cent (property-tested in plan.test.ts).
import { addDays, diffDays, type IsoDate } from '../dates';

/**
 * Deposit share of the total, in percent. The trade asks 20–30 %; 25 % is the middle of that
 * range and what most German agencies print in their travel conditions (decision 057).
 */
export const DEPOSIT_PERCENT = 25;

/**
 * Days before arrival the balance is due: four weeks, inside the trade's two to six (decision
 * 055). A landlord's own conditions may differ; they arrive with the landlord area.
 */
export const BALANCE_DAYS_BEFORE_ARRIVAL = 28;

/**
 * What a payment is for: the plan's parts, or the cancellation fee a guest still owes after a late
 * cancellation beyond what was paid (opened by the cancellation, decision 060).
 */
export type PlanKind = 'deposit' | 'balance' | 'full';
export type PaymentKind = PlanKind | 'cancellationFee';
export const PAYMENT_KINDS: readonly PaymentKind[] = [
  'deposit',
  'balance',
  'full',
  'cancellationFee',
];

/** Days a guest has to pay a cancellation fee still owed (the usual term of a German invoice). */
export const CANCELLATION_FEE_DAYS = 14;

export interface PlannedPayment {
  kind: PlanKind;
  amountCents: number;
  /** The last day to pay (Berlin date). */
  dueDate: IsoDate;
}

export interface PaymentPlanInput {
  /** What the guest pays in all (the quote's total with every mandatory cost), in cents. */
  totalCents: number;
  /** The day of the booking (Berlin today at the booking's instant). */
  bookingDate: IsoDate;
  arrivalDate: IsoDate;
}

export interface PaymentPlanRules {
  depositPercent: number;
  balanceDaysBeforeArrival: number;
}

export const PAYMENT_PLAN_RULES: PaymentPlanRules = {
  depositPercent: DEPOSIT_PERCENT,
  balanceDaysBeforeArrival: BALANCE_DAYS_BEFORE_ARRIVAL,
};

/**
 * The deposit of a total: `percent` of it rounded to the nearest cent (half up), in integers only
 * so no floating-point rest can go missing.
 */
export function depositCents(totalCents: number, percent: number): number {
  return Math.floor((totalCents * percent + 50) / 100);
}

/**
 * The payments a booking asks for, in the order they fall due:
 * - nothing for a total of 0 (a free stay asks for no payment);
 * - one `full` payment due at booking when the balance would fall due on or before the booking
 *   day (a booking at short notice), or when a deposit or balance would come to nothing;
 * - otherwise a `deposit` due at booking and the `balance` due `balanceDaysBeforeArrival` days
 *   before arrival.
 * @throws RangeError for a total that is not a whole, non-negative number of cents or an invalid
 *   date; callers pass the quote's total and validated dates.
 */
export function paymentPlan(
  input: PaymentPlanInput,
  rules: PaymentPlanRules = PAYMENT_PLAN_RULES,
): PlannedPayment[] {
  const { totalCents, bookingDate, arrivalDate } = input;
  if (!Number.isSafeInteger(totalCents) || totalCents < 0) {
    throw new RangeError(`totalCents must be a whole number of cents ≥ 0: ${totalCents}`);
  }
  if (totalCents === 0) return [];
  const balanceDue = addDays(arrivalDate, -rules.balanceDaysBeforeArrival);
  const deposit = depositCents(totalCents, rules.depositPercent);
  const balance = totalCents - deposit;
  if (diffDays(bookingDate, balanceDue) <= 0 || deposit <= 0 || balance <= 0) {
    return [{ kind: 'full', amountCents: totalCents, dueDate: bookingDate }];
  }
  return [
    { kind: 'deposit', amountCents: deposit, dueDate: bookingDate },
    { kind: 'balance', amountCents: balance, dueDate: balanceDue },
  ];
}

/**
 * The payment due next: the first of `payments` (in plan order) that is still to be paid, or null
 * when everything is paid.
 */
export function nextDuePayment<T extends { status: string }>(payments: readonly T[]): T | null {
  return payments.find((p) => p.status === 'open' || p.status === 'failed') ?? null;
}
