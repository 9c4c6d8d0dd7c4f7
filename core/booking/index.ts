// Public surface of the booking rules (pure): states, transitions, the option's hold, input rules.
export {
  BLOCKING_STATUSES,
  BOOKING_ACTORS,
  BOOKING_STATUSES,
  INITIAL_STATUS,
  TRANSITIONS,
  isBlocking,
  transition,
} from './states';
export type {
  BookingActor,
  BookingMethod,
  BookingStatus,
  TransitionName,
  TransitionResult,
  TransitionRule,
} from './states';
export {
  OPTION_HOLD_DAYS_DEFAULT,
  OPTION_REMINDER_HOURS,
  ARRIVAL_INFO_DAYS,
  BALANCE_REMINDER_DAYS,
  PAYMENT_OVERDUE_DAYS,
  optionExpiresAt,
  cancellationDeadline,
  bookingDisplayNumber,
  runningNumberOf,
  PET_SIZES,
  isPetSize,
} from './rules';
export type { PetSize } from './rules';
export { ZIPCODE_PATTERNS, isZipcodeOf } from './traveller';
export {
  CANCELLATION_TIERS,
  DEFAULT_FREE_CANCELLATION_DAYS,
  cancellationTerms,
  freeCancellationOf,
  freeCancellationOpen,
  tierFor,
} from './cancellation';
export type { CancellationInput, CancellationTerms, CancellationTier } from './cancellation';
