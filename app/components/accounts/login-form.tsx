// The login form (SPEC.md §2 /user/login/, §4 login states): e-mail, password, "stay logged in"
// (loginPersistent: a 7-day cookie, else one for the browser session), links to the password
// request and the registration. Shown on the login page and in place of a page that needs a login
// (the dashboard, debug), where the login continues afterwards (`returnTo`).
import { Link } from 'react-router';
import { useT } from '../../i18n/provider';
import { useRouteHref } from '../../lib/links';
import { CheckboxField, SubmitButton, TextField, UserFormShell, formState } from './form-parts';
import type { UserActionData } from './user-data';
import buttons from '../ui/button.module.css';
import styles from './accounts.module.css';

export function LoginForm({
  result,
  returnTo,
  email,
  headingLevel = 2,
}: {
  result: UserActionData | undefined;
  returnTo: string | null;
  /** The address to fill in (after a confirmation). */
  email?: string;
  headingLevel?: 2 | 3;
}) {
  const t = useT('accounts');
  const routeHref = useRouteHref();
  const state = formState('login', result);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={styles.panel} aria-labelledby="login-title">
      <Heading id="login-title" className={styles.panelTitle}>
        {t('login.title')}
      </Heading>
      <UserFormShell state={state}>
        {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
        <TextField
          state={state}
          name="email"
          label={t('fields.email')}
          type="email"
          autoComplete="username"
          inputMode="email"
          maxLength={254}
          required
          defaultValue={email}
        />
        <TextField
          state={state}
          name="password"
          label={t('fields.password')}
          type="password"
          autoComplete="current-password"
          maxLength={1024}
          required
        />
        <CheckboxField
          state={state}
          name="persistent"
          label={t('login.persistent')}
          hint={t('login.persistentHint')}
        />
        <div className={styles.actions}>
          <SubmitButton intent="login" label={t('login.submit')} />
          <Link to={routeHref('UserPasswordRequest')} className={styles.textLink}>
            {t('login.forgot')}
          </Link>
        </div>
      </UserFormShell>
    </section>
  );
}

/** Beside the login: why an account, and the way to make one. */
export function RegisterTeaser() {
  const t = useT('accounts');
  const routeHref = useRouteHref();
  return (
    <section className={styles.aside} aria-labelledby="register-teaser-title">
      <h2 id="register-teaser-title" className={styles.panelTitle}>
        {t('login.newTitle')}
      </h2>
      <ul className={styles.benefits}>
        <li>{t('login.benefitWatchList')}</li>
        <li>{t('login.benefitProfile')}</li>
        <li>{t('login.benefitFree')}</li>
      </ul>
      <Link to={routeHref('UserRegistration')} className={buttons.secondary}>
        {t('login.register')}
      </Link>
    </section>
  );
}
