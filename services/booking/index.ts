// The booking slice's one door (issue 14): bookings and options (createBooking — the one use-case
// behind POST /api/booking and the screens' summary), the guest's view and option conversion, what
// a confirmed payment does to its booking, enquiries, the mails and the jobs. It imports payments'
// door (payments never imports booking).
export { createBooking, parseBookingInput } from './create';
export { bookingOfVisitor, convertOption, nextTripOf } from './guest';
export { recordPayment } from './payments';
export type { RecordedPayment } from './payments';
export { enquiryFormToken, sendEnquiry, MIN_FILL_SECONDS } from './enquiry';
export { BOOKING_LIMITS } from './limits';
export { verifyLandlordHash } from './links';
export { bookingMailsSettled } from './after-answer';
export { bookingMailJob, deliverBookingMails } from './outbox';
export {
  BOOKING_JOBS,
  balanceReminderJob,
  expireOptions,
  idempotencyCleanupJob,
  optionExpiryJob,
  optionReminderJob,
  remindBalances,
  remindOptions,
} from './jobs';
export {
  balanceReminderMail,
  enquiryCopyMail,
  enquiryLandlordMail,
  guestConfirmationMail,
  landlordNotificationMail,
  optionReminderMail,
  paymentReceiptMail,
} from './mails';
export type * from './types';
