// The forms of the mailed links (SPEC.md §4: registration then confirmation by id, password
// request then reset by id). Opening a confirmation link shows a button: only its POST uses the
// link, so a mail scanner that fetches the link does not spend it. A reset link is checked when
// the page opens (resetLinkUsable), so nobody types a new password into a dead form.
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/provider';
import { useRouteHref } from '../../lib/links';
import {
  NewPasswordField,
  Notice,
  SubmitButton,
  TextField,
  UserFormShell,
  formState,
} from './form-parts';
import { LoginForm } from './login-form';
import type { UserActionData } from './user-data';
import buttons from '../ui/button.module.css';
import styles from './accounts.module.css';

/**
 * A link that does not work (any more). After a refused post it takes the focus, and a refusal
 * other than the dead link itself (an address taken meanwhile) is said too.
 */
function InvalidLink({
  kind,
  posted = false,
  refusal,
}: {
  kind: 'confirm' | 'reset';
  posted?: boolean;
  refusal?: string | undefined;
}) {
  const t = useT('accounts');
  const routeHref = useRouteHref();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (posted) ref.current?.focus();
  }, [posted]);
  return (
    <div
      ref={ref}
      className={styles.panel}
      data-testid="invalid-link"
      role={posted ? 'alert' : undefined}
      tabIndex={posted ? -1 : undefined}
    >
      <h2 className={styles.panelTitle}>{t('links.invalidTitle')}</h2>
      {refusal === undefined ? null : <p className={styles.refusalText}>{refusal}</p>}
      <p>{kind === 'confirm' ? t('links.invalidConfirm') : t('links.invalidReset')}</p>
      <Link
        to={routeHref(kind === 'confirm' ? 'UserLogin' : 'UserPasswordRequest')}
        className={buttons.secondary}
      >
        {kind === 'confirm' ? t('login.submit') : t('passwordRequest.again')}
      </Link>
    </div>
  );
}

export function ConfirmForm({
  confirmID,
  result,
  loggedIn,
}: {
  confirmID: string | null;
  result: UserActionData | undefined;
  loggedIn: boolean;
}) {
  const t = useT('accounts');
  const routeHref = useRouteHref();
  // The login offered after the confirmation was refused: it stays, with its refusal.
  if (result?.intent === 'login') return <LoginForm result={result} returnTo={null} />;
  if (result?.ok && result.intent === 'confirm') {
    const registration = result.confirmed === 'registration';
    return (
      <div className={styles.stack}>
        <Notice kind="success" focus testId="confirm-done">
          <h2 className={styles.noticeTitle}>
            {registration ? t('confirm.doneTitle') : t('confirm.emailDoneTitle')}
          </h2>
          <p>
            {registration
              ? t('confirm.doneText')
              : t('confirm.emailDoneText', { email: result.email })}
          </p>
        </Notice>
        {loggedIn ? (
          <Link to={routeHref('UserHome')} className={buttons.primary}>
            {t('dashboard.open')}
          </Link>
        ) : (
          <LoginForm result={undefined} returnTo={null} email={result.email} />
        )}
      </div>
    );
  }
  const state = formState('confirm', result);
  const error = state.errors[0];
  if (confirmID === null || error !== undefined) {
    return (
      <InvalidLink
        kind="confirm"
        posted={error !== undefined}
        refusal={error?.field === 'link' ? undefined : error?.message}
      />
    );
  }
  return (
    <section className={styles.panel} aria-labelledby="confirm-title">
      <h2 id="confirm-title" className={styles.panelTitle}>
        {t('confirm.title')}
      </h2>
      <p>{t('confirm.text')}</p>
      <UserFormShell state={state}>
        <input type="hidden" name="confirmID" value={confirmID} />
        <div className={styles.actions}>
          <SubmitButton intent="confirm" label={t('confirm.submit')} />
        </div>
      </UserFormShell>
    </section>
  );
}

export function PasswordRequestForm({ result }: { result: UserActionData | undefined }) {
  const t = useT('accounts');
  const routeHref = useRouteHref();
  if (result?.ok && result.intent === 'passwordRequest') {
    return (
      <Notice kind="success" focus testId="password-request-done">
        <h2 className={styles.noticeTitle}>{t('passwordRequest.doneTitle')}</h2>
        <p>{t('passwordRequest.doneText', { email: result.email })}</p>
        <p>{t('passwordRequest.doneHint')}</p>
      </Notice>
    );
  }
  const state = formState('passwordRequest', result);
  return (
    <section className={styles.panel} aria-labelledby="password-request-title">
      <h2 id="password-request-title" className={styles.panelTitle}>
        {t('passwordRequest.title')}
      </h2>
      <p className={styles.lead}>{t('passwordRequest.intro')}</p>
      <UserFormShell state={state}>
        <TextField
          state={state}
          name="email"
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          required
        />
        <div className={styles.actions}>
          <SubmitButton intent="passwordRequest" label={t('passwordRequest.submit')} />
          <Link to={routeHref('UserLogin')} className={styles.textLink}>
            {t('passwordRequest.backToLogin')}
          </Link>
        </div>
      </UserFormShell>
    </section>
  );
}

export function PasswordResetForm({
  resetID,
  result,
}: {
  resetID: string | null;
  result: UserActionData | undefined;
}) {
  const t = useT('accounts');
  // The login offered after the reset was refused: it stays, with its refusal.
  if (result?.intent === 'login') return <LoginForm result={result} returnTo={null} />;
  if (result?.ok && result.intent === 'passwordReset') {
    return (
      <div className={styles.stack}>
        <Notice kind="success" focus testId="password-reset-done">
          <h2 className={styles.noticeTitle}>{t('passwordReset.doneTitle')}</h2>
          <p>{t('passwordReset.doneText')}</p>
        </Notice>
        <LoginForm result={undefined} returnTo={null} />
      </div>
    );
  }
  const state = formState('passwordReset', result);
  // A link that stopped working while the form was open: the refusal names no field.
  const linkRefused = state.errors.some((e) => e.field === 'link');
  if (resetID === null || linkRefused) return <InvalidLink kind="reset" posted={linkRefused} />;
  return (
    <section className={styles.panel} aria-labelledby="password-reset-title">
      <h2 id="password-reset-title" className={styles.panelTitle}>
        {t('passwordReset.title')}
      </h2>
      <p className={styles.lead}>{t('passwordReset.intro')}</p>
      <UserFormShell state={state}>
        <input type="hidden" name="resetID" value={resetID} />
        <NewPasswordField state={state} name="password" label={t('fields.newPassword')} />
        <div className={styles.actions}>
          <SubmitButton intent="passwordReset" label={t('passwordReset.submit')} />
        </div>
      </UserFormShell>
    </section>
  );
}
