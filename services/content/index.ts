// The content slice's one door: other slices, server/ and app/ loaders import only from here (and
// plain data from ./types.ts). Explicit re-exports keep the surface visible.
export { contactInputOf, sendContactMessage } from './contact';
export { CONTACT_LIMITS } from './limits';
export { requirePoi } from './pois';
export { CONTACT_FIELD_PREFIX } from './types';
export type { ContactInput, ContactSent } from './types';
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
