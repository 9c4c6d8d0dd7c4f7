// The newsletter's topics a customer chooses among (SPEC §7 mailerPref/*; issue 17): shared by the
// API's schema, the use-case and the user area's preferences form.
export const NEWSLETTER_TOPICS = ['offers', 'lastminute', 'travelTips'] as const;
export type NewsletterTopic = (typeof NEWSLETTER_TOPICS)[number];
export type NewsletterPreferences = Record<NewsletterTopic, boolean>;

/** A new customer's topics: all of them (the newsletter is what they chose to receive). */
export const DEFAULT_NEWSLETTER_PREFERENCES: NewsletterPreferences = {
  offers: true,
  lastminute: true,
  travelTips: true,
};

/** How long a confirmation link of the double opt-in works. */
export const NEWSLETTER_CONFIRM_DAYS = 7;
