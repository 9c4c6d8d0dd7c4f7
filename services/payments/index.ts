// The payments slice's one door (issue 14): the payment plan and methods (pure, from
// core/payments), the payment records of a booking, the link to the provider's page, the
// provider's notifications, refunds and the stray charges the office gives back, the
// PaymentProvider adapter interface, and the built-in sandbox card provider (its hosted page's
// use-cases and its redelivery job). The booking slice imports this; this slice never imports
// booking.
export {
  BALANCE_DAYS_BEFORE_ARRIVAL,
  CANCELLATION_FEE_DAYS,
  DEPOSIT_PERCENT,
  PAYMENT_METHODS,
  isOnlineMethod,
  isPaymentMethod,
  nextDuePayment,
  paymentMethodsFor,
  paymentPlan,
} from '#core/payments';
export type { Inkasso, PaymentKind, PaymentMethod, PlannedPayment } from '#core/payments';
export {
  bookingPayments,
  bookingPaymentsIn,
  cancelOpenPayments,
  openPayments,
  paymentUrl,
} from './records';
export { confirmNotification } from './notifications';
export { cardPaymentsOffered } from './providers';
export { refundPayment } from './refunds';
export { STRAY_CHARGES_LISTED, officeStrayCharges, retryStrayCharge } from './stray-charges';
export {
  REFUNDS_LISTED,
  TRANSFERS_LISTED,
  awaitedTransfers,
  officeRefunds,
  receiveTransfer,
  namesBooking,
  referencedBookings,
  refundTransferred,
  retryRefund,
} from './transfers';
export type { ReferencedBooking, TransferReceived } from './transfers';
export {
  STATEMENT_ENTRIES_LISTED,
  STATEMENT_MAX_BYTES,
  STATEMENT_RETENTION_DAYS,
  dismissStatementEntry,
  importStatement,
  pruneStatementEntries,
  receiveStatementEntry,
  statementEntries,
  statementRetentionJob,
} from './statements';
export type { StatementEntryPost, StatementEntryView, StatementImported } from './statements';
export type { RefundReason } from './refunds';
export type {
  PaymentProvider,
  PaymentSessionRequest,
  ProviderNotification,
  ProviderRefund,
} from './provider';
export { SANDBOX_SIGNATURE_HEADER, sandboxProvider } from './sandbox/provider';
export { sandboxRedeliveryJob } from './sandbox/notify';
export {
  CARD_ATTEMPTS_PER_CLIENT,
  CARD_ATTEMPTS_PER_PAYMENT,
  answerChallenge,
  loadCardPage,
  payByCard,
} from './sandbox/card-page';
export type { CardFields, CardPaid } from './sandbox/card-page';
export type * from './types';
