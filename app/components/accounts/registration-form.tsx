// The registration (SPEC.md §2 /user/registration/, §4): salutation, names, e-mail, a password
// of 8–128 characters (said beside the field; no composition rules) and the consent to the privacy
// policy. The answer is the same for a new and a known address ("check your mail"): a known
// address's owner gets a notice instead of a link (decisions/047).
import { Link } from 'react-router';
import { useT } from '../../i18n/provider';
import { useRouteHref } from '../../lib/links';
import { PersonFields } from '../ui/person-fields';
import {
  CheckboxField,
  NewPasswordField,
  Notice,
  SubmitButton,
  UserFormShell,
  formState,
} from './form-parts';
import type { UserActionData } from './user-data';
import buttons from '../ui/button.module.css';
import styles from './accounts.module.css';

export function RegistrationForm({ result }: { result: UserActionData | undefined }) {
  const t = useT('accounts');
  const routeHref = useRouteHref();
  if (result?.ok && result.intent === 'register') {
    return (
      <Notice kind="success" focus testId="registration-done">
        <h2 className={styles.noticeTitle}>{t('registration.doneTitle')}</h2>
        <p>{t('registration.doneText', { email: result.email })}</p>
        <p>{t('registration.doneHint')}</p>
      </Notice>
    );
  }
  const state = formState('register', result);
  const value = (name: string, fallback = '') => state.values[name] ?? fallback;
  const privacyHref = routeHref('Privacy');
  return (
    <div className={styles.columns}>
      <section className={styles.panel} aria-labelledby="registration-title">
        <h2 id="registration-title" className={styles.panelTitle}>
          {t('registration.title')}
        </h2>
        <p className={styles.lead}>{t('registration.intro')}</p>
        <UserFormShell state={state}>
          <PersonFields
            idPrefix={state.intent}
            errors={state.errors}
            salutation={{
              label: t('fields.salutation'),
              value: value('salutation', 'none'),
              optionLabel: (s) => t(`fields.salutations.${s}`),
            }}
            firstName={{ label: t('fields.firstName'), value: value('firstName'), required: true }}
            lastName={{ label: t('fields.lastName'), value: value('lastName'), required: true }}
            email={{
              label: t('fields.email'),
              value: value('email'),
              required: true,
              hint: t('registration.emailHint'),
            }}
          />
          <NewPasswordField state={state} name="password" label={t('fields.password')} />
          <CheckboxField
            state={state}
            name="privacyAccepted"
            required
            label={
              <>
                {t('registration.privacyBefore')}
                <Link to={privacyHref} target="_blank" rel="noopener">
                  {t('registration.privacyLink')}
                  <span className="visually-hidden"> {t('form.newWindow')}</span>
                </Link>
                {t('registration.privacyAfter')}
              </>
            }
          />
          <div className={styles.actions}>
            <SubmitButton intent="register" label={t('registration.submit')} />
          </div>
        </UserFormShell>
      </section>
      <aside className={styles.aside} aria-labelledby="registration-login-title">
        <h2 id="registration-login-title" className={styles.panelTitle}>
          {t('registration.haveAccount')}
        </h2>
        <p>{t('registration.haveAccountText')}</p>
        <Link to={routeHref('UserLogin')} className={buttons.secondary}>
          {t('login.submit')}
        </Link>
      </aside>
    </div>
  );
}
