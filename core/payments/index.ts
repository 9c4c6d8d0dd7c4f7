// Public surface of the payment rules (pure): the plan of deposit and balance, and the payment
// methods of an object. services/payments re-exports what the booking slice needs.
export {
  BALANCE_DAYS_BEFORE_ARRIVAL,
  CANCELLATION_FEE_DAYS,
  DEPOSIT_PERCENT,
  PAYMENT_KINDS,
  PAYMENT_PLAN_RULES,
  depositCents,
  nextDuePayment,
  paymentPlan,
} from './plan';
export type {
  PaymentKind,
  PaymentPlanInput,
  PaymentPlanRules,
  PlanKind,
  PlannedPayment,
} from './plan';
export {
  PAYMENT_METHODS,
  PAYMENT_TYPE_METHODS,
  STILL_DUE_STATUSES,
  TRANSFER_METHODS,
  isOnlineMethod,
  isPaidByTransfer,
  isStillDue,
  isPaymentMethod,
  paymentMethodsFor,
} from './methods';
export type { Inkasso, PaymentMethod, SettledWith } from './methods';
export {
  CARD_OUTCOMES,
  cardBrand,
  cardOutcome,
  isValidCardNumber,
  normaliseCardNumber,
  parseExpiry,
} from './cards';
export type { CardBrand, CardOutcome } from './cards';
export { formatIban, isValidBic, isValidIban, normaliseIban } from './iban';
export { familyNameOf, payerNamesGuest } from './payer';
