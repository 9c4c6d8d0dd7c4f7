// The dashboard's newsletter topics (issue 17; SPEC §7 mailerPref/*): which topics the customer's
// newsletter covers, a plain form post (intent newsletterPreferences) to the user area's action,
// the same use-case as POST /api/mailerPref/setUserPreferences. Whether the newsletter comes at all
// is the profile's checkbox above (the account's opt-in: services/content setAccountNewsletter).
import { NEWSLETTER_TOPICS } from '#core/newsletter';
import type { NewsletterPreferencesAnswer } from '#services/content/newsletter';
import { useT } from '../../i18n/provider';
import { CheckboxField, Notice, SubmitButton, UserFormShell, formState } from './form-parts';
import type { UserActionData } from './user-data';
import styles from './accounts.module.css';

export function NewsletterPreferencesPanel({
  newsletter,
  result,
}: {
  newsletter: NewsletterPreferencesAnswer;
  result: UserActionData | undefined;
}) {
  const t = useT('newsletter');
  const state = formState('newsletterPreferences', result);
  const saved = result?.ok === true && result.intent === 'newsletterPreferences';
  return (
    <section
      className={styles.panel}
      aria-labelledby="newsletter-preferences-title"
      data-testid="newsletter-preferences"
    >
      <h2 id="newsletter-preferences-title" className={styles.panelTitle}>
        {t('preferences.heading')}
      </h2>
      <p className={styles.lead}>
        {newsletter.subscribed ? t('preferences.subscribed') : t('preferences.notSubscribed')}
      </p>
      {saved ? (
        <Notice kind="success" focus testId="newsletter-preferences-saved">
          <p>{t('preferences.saved')}</p>
        </Notice>
      ) : null}
      <UserFormShell state={state} label={t('preferences.heading')}>
        <fieldset className={styles.topics}>
          <legend>{t('preferences.legend')}</legend>
          {NEWSLETTER_TOPICS.map((topic) => (
            <CheckboxField
              key={topic}
              state={state}
              name={topic}
              label={t(`preferences.topics.${topic}`)}
              defaultChecked={newsletter.preferences[topic]}
            />
          ))}
        </fieldset>
        <div className={styles.actions}>
          <SubmitButton intent="newsletterPreferences" label={t('preferences.submit')} />
        </div>
      </UserFormShell>
    </section>
  );
}
