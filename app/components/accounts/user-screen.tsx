// The user view (SPEC.md §2 user area): one screen with a form selector. The loader says which
// form the route names and which is shown (the login in place of a page that needs one, with
// status 200: SPEC §4 allows no other); the action's answer (refusals or a success) is handed to
// the form that posted.
import { Link } from 'react-router';
import { useT } from '../../i18n/provider';
import { useRouteHref } from '../../lib/links';
import { Breadcrumbs } from '../shell/breadcrumbs';
import { Dashboard } from './dashboard';
import { DebugView } from './debug-view';
import { Notice } from './form-parts';
import { ConfirmForm, PasswordRequestForm, PasswordResetForm } from './link-forms';
import { LoginForm, RegisterTeaser } from './login-form';
import { PartnerDashboard } from './partner-dashboard';
import { PartnerLoginForm } from './partner-login-form';
import { RegistrationForm } from './registration-form';
import type { UserActionData, UserScreenData } from './user-data';
import buttons from '../ui/button.module.css';
import styles from './accounts.module.css';

export function UserScreen({
  data,
  result,
}: {
  data: UserScreenData;
  result: UserActionData | undefined;
}) {
  return (
    <div className={`container ${styles.screen}`} data-user-form={data.shown}>
      <Breadcrumbs />
      <h1 className={styles.title}>{data.heading}</h1>
      <Body data={data} result={result} />
    </div>
  );
}

function Body({ data, result }: { data: UserScreenData; result: UserActionData | undefined }) {
  const t = useT('accounts');
  const loggedIn = data.firstName !== null;
  switch (data.shown) {
    case 'login':
      if (loggedIn) return <AlreadyLoggedIn name={data.firstName!} />;
      return (
        <div className={styles.stack}>
          {data.loggedOut ? (
            <Notice kind="success" testId="logged-out">
              <p>{t('login.loggedOut')}</p>
            </Notice>
          ) : null}
          {data.accountDeleted ? (
            <Notice kind="success" focus testId="account-deleted">
              <p>{t('login.accountDeleted')}</p>
            </Notice>
          ) : null}
          {data.form !== 'login' ? (
            <Notice kind="info" testId="login-required">
              <p>{t('login.required')}</p>
            </Notice>
          ) : null}
          <div className={styles.columns}>
            <LoginForm result={result} returnTo={data.returnTo} />
            <RegisterTeaser />
          </div>
          {/* Partners' staff log in apart from the customers (SPEC §4 partner login). */}
          <PartnerLoginForm result={result} returnTo={data.returnTo} />
        </div>
      );
    case 'registration':
      if (loggedIn) return <AlreadyLoggedIn name={data.firstName!} />;
      return <RegistrationForm result={result} />;
    case 'registrationConfirm':
      return <ConfirmForm confirmID={data.confirmID} result={result} loggedIn={loggedIn} />;
    case 'passwordRequest':
      return <PasswordRequestForm result={result} />;
    case 'passwordReset':
      return <PasswordResetForm resetID={data.resetID} result={result} />;
    case 'debug':
      return data.debug ? <DebugView debug={data.debug} /> : null;
    case 'dashboard':
      if (data.accountKind === 'partner')
        return <PartnerDashboard partner={data.partner} bookings={data.partnerBookings} />;
      return data.profile ? (
        <Dashboard
          firstName={data.firstName}
          profile={data.profile}
          countries={data.countries}
          nextTrip={data.nextTrip}
          newsletter={data.newsletter}
          result={result}
        />
      ) : null;
  }
}

function AlreadyLoggedIn({ name }: { name: string }) {
  const t = useT('accounts');
  const routeHref = useRouteHref();
  return (
    <div className={styles.panel} data-testid="already-logged-in">
      <p>{t('login.already', { name })}</p>
      <Link to={routeHref('UserHome')} className={buttons.primary}>
        {t('dashboard.open')}
      </Link>
    </div>
  );
}
