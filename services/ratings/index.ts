// The ratings slice's one door (issue 15): verified ratings of stays — the invitation after
// departure (a job), the guest's rating form, the host's answer by rating number and its link
// secret; the office hiding a rating or showing it again (decision 096). Reading an object's ratings stays in services/catalogue (objectRatings). It imports the
// booking slice's door for the mails (the booking outbox), never the other way round.
export { ratingInvitationJob, inviteToRate } from './invitation';
export { rateStay, stayToRate, authorNameOf } from './rate';
export { ratingForAnswer, setRatingAnswer } from './answer';
export { ratingAnswerLinksHandover } from './handover';
export { officeResendAnswerLink, type ResentAnswerLink } from './answer-link-resend';
export {
  MODERATION_REASON,
  officeModerateRating,
  officeRatings,
  type ModeratedRating,
  type OfficeRatingView,
} from './office';
export {
  landlordRatingToken,
  ratingAnswerUrl,
  stayRatingToken,
  stayRatingUrl,
  verifyLandlordRatingToken,
} from './links';
export { RATING_LIMITS } from './limits';
export type * from './types';

import { ratingInvitationJob } from './invitation';
import { reportReminderJob } from './report-reminder';
import type { JobDefinition } from '#services/platform';

export const RATING_JOBS: readonly JobDefinition[] = [ratingInvitationJob, reportReminderJob];
export { REPORT_REMINDER_HOURS, remindOfReports } from './report-reminder';
export {
  disabledTranslationProvider,
  translateForSite,
  translateReviewForSite,
  type ReviewTranslations,
  type TranslationProvider,
} from './translation';
