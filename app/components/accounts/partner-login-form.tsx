// The partner login (SPEC.md §4 "Partner users log in via a partner login with a partner and a
// code"; issue 16): beside the customers' login on the login page, clearly apart from it. It posts
// `partnerLogin` to the user area's action, the same use-case as POST /api/user/partnerlogin, with
// or without JavaScript. The code is a one-off secret from the approval mail, not a password the
// browser should offer to keep or fill in elsewhere: autocomplete off, shown as typed (a plain
// text field: a password field would make browsers offer to save it all the same, and a code of
// twelve characters copied from a mail is typed more surely when it can be read).
import { Link } from 'react-router';
import { useT } from '../../i18n/provider';
import { useRouteHref } from '../../lib/links';
import { SubmitButton, TextField, UserFormShell, formState } from './form-parts';
import type { UserActionData } from './user-data';
import styles from './accounts.module.css';
import partner from './partner.module.css';

export function PartnerLoginForm({
  result,
  returnTo,
}: {
  result: UserActionData | undefined;
  returnTo: string | null;
}) {
  const t = useT('accounts');
  const routeHref = useRouteHref();
  const state = formState('partnerLogin', result);
  return (
    <section
      className={`${styles.panel} ${partner.loginPanel}`}
      aria-labelledby="partner-login-title"
      data-testid="partner-login"
    >
      <h2 id="partner-login-title" className={styles.panelTitle}>
        {t('partnerLogin.title')}
      </h2>
      <p className={styles.lead}>{t('partnerLogin.intro')}</p>
      <UserFormShell state={state} label={t('partnerLogin.title')}>
        {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
        <TextField
          state={state}
          name="partnerNumber"
          label={t('partnerLogin.partnerNumber')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          required
        />
        <TextField
          state={state}
          name="code"
          label={t('partnerLogin.code')}
          hint={t('partnerLogin.codeHint')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={128}
          required
        />
        <div className={styles.actions}>
          <SubmitButton intent="partnerLogin" label={t('partnerLogin.submit')} />
          <Link to={routeHref('Distribution')} className={styles.textLink}>
            {t('partnerLogin.apply')}
          </Link>
        </div>
      </UserFormShell>
      {/* Only its hash is kept: a lost code is replaced by the office (decision 092). */}
      <p className={partner.note}>
        {t('partnerLogin.lostCode')}{' '}
        <Link to={routeHref('ContactPartner')} className={styles.textLink}>
          {t('partnerLogin.lostCodeLink')}
        </Link>
      </p>
    </section>
  );
}
