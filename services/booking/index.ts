// The booking slice's one door (issue 14): bookings and options (createBooking — the one use-case
// behind POST /api/booking and the screens' summary), the guest's view and option conversion, what
// a confirmed payment does to its booking, enquiries, the mails and the jobs. It imports payments'
// door (payments never imports booking).
export { createBooking, parseBookingInput } from './create';
export {
  bookingClaimable,
  bookingOfVisitor,
  bookingPageOfVisitor,
  claimGuestBooking,
  convertOption,
  nextTripOf,
} from './guest';
export { cancelBooking, customerBooking, customerBookings } from './customer';
export { calendarFeed, calendarFeedState, calendarFeedUrl, feedOpenTo } from './calendar-feed';
export {
  PARTNER_BOOKING_MONTHS,
  PARTNER_BOOKINGS_LISTED,
  partnerBookings,
  partnerBookingsForExport,
  officePartnerBookings,
  officePartnerBookingsForExport,
  recordCommissionPayout,
} from './partner';
export { PARTNER_BOOKINGS_EXPORTED } from './types';
export { moveCardPaymentsOff } from './card-off';
export {
  OFFICE_BOOKINGS_LISTED,
  officeBookings,
  officeCancelBooking,
  officeDecideBooking,
} from './office';
export type { OfficeBookingView, OfficeDecided } from './office';
export {
  importBankStatement,
  recordPayment,
  recordRefundTransferred,
  recordStatementEntry,
  recordTransferReceived,
} from './payments';
export {
  offeredPaymentMethods,
  paymentInstructions,
  transferDetails,
} from './payment-instructions';
export type { RecordedPayment } from './payments';
export { enquiryFormToken, sendEnquiry } from './enquiry';
export { BOOKING_LIMITS } from './limits';
export { verifyLandlordHash } from './links';
export { objectBookingNotice, recentBookings } from './social-proof';
export { bookingMailsSettled } from './after-answer';
export { bookingMailJob, deliverBookingMails } from './outbox';
// The guest of a booking as it was made (its mails' address and name; the rating invitation's).
export { bookingGuest, LANDLORD_LANGUAGE } from './facts';
export type { BookingGuest } from './facts';
// Verified ratings (services/ratings, issue 15) queue their mails in their own transactions.
export { queueBookingMails } from './outbox';
export {
  ratingAnswerHandoverMail,
  ratingAnswerRequestMail,
  ratingInvitationMail,
} from './rating-mails';
export {
  BOOKING_JOBS,
  balanceReminderJob,
  expireOptions,
  idempotencyCleanupJob,
  optionExpiryJob,
  optionReminderJob,
  paymentOverdueJob,
  remindBalances,
  remindOptions,
  remindOverduePayments,
  informArrivals,
} from './jobs';
export {
  balanceReminderMail,
  enquiryCopyMail,
  enquiryLandlordMail,
  guestConfirmationMail,
  landlordNotificationMail,
  optionReminderMail,
  paymentOverdueMail,
  paymentReceiptMail,
} from './mails';
export {
  VOUCHER_LIMITS,
  defaultVoucherExpiry,
  issueVoucher,
  issueVoucherIn,
  normaliseVoucherCode,
  redeemVoucher,
  voucherPageOf,
  voucherPageUrl,
  voucherPayment,
  voucherRedemption,
} from './vouchers';
export type { IssueVoucherInput, IssuedVoucher } from './vouchers';
export { voucherIssuedMail } from './voucher-mail';
export { voucherCodesOffered } from './voucher-open';
export type * from './voucher-types';
// The landlord's confirmation link and the chase of unanswered requests (issue 15).
export {
  LANDLORD_LIMITS,
  decideBooking,
  landlordBooking,
  parseDecision,
  renewCalendarFeed,
} from './landlord';
export {
  LANDLORD_ESCALATION_HOURS,
  LANDLORD_REMINDER_HOURS,
  escalateUnanswered,
  landlordChaseJob,
  remindLandlords,
} from './landlord-jobs';
export {
  landlordLinksHandover,
  prepareHandover,
  type HandoverStep,
  type LandlordHandover,
} from './landlord-handover';
export type * from './types';
export { anonymiseExpiredBookings, pruneEnquiries, retentionStart } from './retention';
