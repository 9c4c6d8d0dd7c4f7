// The content slice's one door: other slices, server/ and app/ loaders import only from here (and
// plain data from ./types.ts). Explicit re-exports keep the surface visible.
export { contactInputOf, sendContactMessage } from './contact';
export { CONTACT_LIMITS } from './limits';
export {
  decideReports,
  hideReports,
  reopenReports,
  reportedRatings,
  reportsWaitingSince,
  reportsOfRatings,
} from './rating-reports';
export type { RatingReportRow } from './rating-reports';
export { distanceKm, findPois, poiDocument, requirePoi } from './pois';
export {
  generalNotice,
  noticeOfRegion,
  readTravelNotices,
  regionNotices,
  setTravelNotices,
} from './travel-notices';
export {
  HOME_SETTINGS_KEY,
  homeConfig,
  homeConfigProblem,
  resetHomeConfig,
  setHomeConfig,
} from './home-config';
export { homePage, homeRecommendations, recommendationArrival } from './home';
export type { HomeRecommendationsInput } from './home';
export { CONTACT_FIELD_PREFIX } from './types';
export type {
  ContactInput,
  ContactSent,
  PoiDocument,
  PoiKind,
  PoiQuery,
  PoiSummary,
  RegionNoticeShown,
  ShownNotice,
} from './types';
export type {
  HomeLocationCard,
  HomePageData,
  HomePortal,
  HomeRecommendations,
  HomeTeaserCard,
} from './types';
export {
  NEWSLETTER_ONE_CLICK_PATH,
  adoptAccountNewsletter,
  confirmNewsletter,
  getNewsletterPreferences,
  newsletterFormToken,
  newsletterOffered,
  newsletterTokenUsable,
  renderNewsletterIssue,
  setAccountNewsletter,
  setNewsletterPreferences,
  subscribeNewsletter,
  unsubscribeLinkValid,
  unsubscribeNewsletter,
  unsubscribeSignature,
} from './newsletter';
export type {
  NewsletterAccepted,
  NewsletterConfirmResult,
  NewsletterPreferencesAnswer,
  NewsletterSubscribeInput,
} from './newsletter';
export { NEWSLETTER_LIMITS } from './limits';
export {
  contactRetentionJob,
  pruneContactMessages,
  pruneUnconfirmedSubscriptions,
  pruneEndedSubscriptions,
  unconfirmedNewsletterJob,
  endedNewsletterJob,
} from './retention';
