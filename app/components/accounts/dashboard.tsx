// The dashboard (SPEC.md §2 /user/): a greeting by first name, shortcuts to the watch list and the
// recently viewed objects, the profile (name, address, phone, newsletter, language of the mails),
// the e-mail change (confirmed through a link mailed to the new address) and the password change
// (both with the current password), and the logout; above them the customer's next stay (the
// earliest booking or live option not yet over) with a link to its page, when there is one.
import { Form, Link } from 'react-router';
import { LANGUAGES } from '#core/languages';
import { PROFILE_STREET_MAX } from '#core/person-limits';
import type { Profile } from '#services/accounts/types';
import { useT } from '../../i18n/provider';
import { formatDay } from '../../lib/format';
import { useRouteHref } from '../../lib/links';
import { useLocale, useRootData } from '../../lib/root-data';
import { RecentlyViewed } from '../watchlist/recently-viewed';
import { NewsletterPreferencesPanel } from './newsletter-preferences';
import { useWatchList } from '../watchlist/watch-store';
import { PersonFields } from '../ui/person-fields';
import {
  CheckboxField,
  NewPasswordField,
  Notice,
  SelectField,
  SubmitButton,
  TextField,
  UserFormShell,
  formState,
} from './form-parts';
import {
  USER_DATA_EXPORT_PATH,
  type CountryOption,
  type UserActionData,
  type UserScreenData,
} from './user-data';
import buttons from '../ui/button.module.css';
import styles from './accounts.module.css';

export function Dashboard({
  firstName,
  profile,
  countries,
  nextTrip,
  newsletter,
  result,
}: {
  firstName: string | null;
  profile: Profile;
  countries: CountryOption[];
  nextTrip: UserScreenData['nextTrip'];
  /** The newsletter topics (issue 17); null: not shown. */
  newsletter?: UserScreenData['newsletter'];
  result: UserActionData | undefined;
}) {
  const t = useT('accounts');
  const tc = useT('common');
  const routeHref = useRouteHref();
  const watchCount = useWatchList().count;
  const newsletterHidden = useRootData()?.shell.partner?.hideNewsletter === true;
  const profileState = formState('profile', result);
  // What was typed before a refused post, else the saved profile.
  const profileValue = (name: string, saved: string) => profileState.values[name] ?? saved;
  const emailState = formState('emailChange', result);
  const passwordState = formState('passwordChange', result);
  const done = (intent: UserActionData['intent']) =>
    result?.ok === true && result.intent === intent;

  return (
    <div className={styles.dashboard}>
      <div className={styles.welcome}>
        <p className={styles.greeting} data-testid="dashboard-greeting">
          {t('dashboard.greeting', { name: firstName ?? profile.firstName })}
        </p>
        <Form method="post" className={styles.logoutForm}>
          <input type="hidden" name="intent" value="logout" />
          <SubmitButton intent="logout" label={t('dashboard.logout')} variant="secondary" />
        </Form>
      </div>

      {nextTrip === null ? null : <NextTripCard trip={nextTrip} />}

      <nav className={styles.shortcuts} aria-label={t('dashboard.shortcuts')}>
        <Link to={routeHref('WatchList')} className={styles.shortcut}>
          <span className={styles.shortcutTitle}>{tc('nav.watchList')}</span>
          <span className={styles.shortcutText}>
            {t('dashboard.watchListCount', { count: watchCount })}
          </span>
        </Link>
        <Link to={routeHref('BookingOverView')} className={styles.shortcut}>
          <span className={styles.shortcutTitle}>{t('dashboard.bookingsTitle')}</span>
          <span className={styles.shortcutText}>{t('dashboard.bookingsText')}</span>
        </Link>
        <Link to={routeHref('Search')} className={styles.shortcut}>
          <span className={styles.shortcutTitle}>{t('dashboard.searchTitle')}</span>
          <span className={styles.shortcutText}>{t('dashboard.searchText')}</span>
        </Link>
      </nav>
      {/* The visitor's recently viewed objects (loaded in the browser; nothing shows when none). */}
      <RecentlyViewed />

      <section className={styles.panel} aria-labelledby="profile-title">
        <h2 id="profile-title" className={styles.panelTitle}>
          {t('profile.title')}
        </h2>
        {done('profile') ? (
          <Notice kind="success" focus testId="profile-saved">
            <p>{t('profile.saved')}</p>
          </Notice>
        ) : null}
        <UserFormShell state={profileState} className={styles.profileForm}>
          <PersonFields
            idPrefix={profileState.intent}
            errors={profileState.errors}
            salutation={{
              label: t('fields.salutation'),
              value: profileValue('salutation', profile.salutation ?? 'none'),
              optionLabel: (s) => t(`fields.salutations.${s}`),
            }}
            firstName={{
              label: t('fields.firstName'),
              value: profileValue('firstName', profile.firstName),
              required: true,
            }}
            lastName={{
              label: t('fields.lastName'),
              value: profileValue('lastName', profile.lastName),
              required: true,
            }}
            phone={{ label: t('fields.phone'), value: profileValue('phone', profile.phone ?? '') }}
            street={{
              label: t('fields.street'),
              value: profileValue('street', profile.street ?? ''),
              maxLength: PROFILE_STREET_MAX,
            }}
            zip={{
              label: t('fields.zipcode'),
              name: 'zipcode',
              value: profileValue('zipcode', profile.zipcode ?? ''),
            }}
            city={{ label: t('fields.city'), value: profileValue('city', profile.city ?? '') }}
            country={{
              label: t('fields.country'),
              value: profileValue('country', profile.country ?? 'de'),
              options: countries.map((c) => ({ value: c.code, label: c.name })),
            }}
          />
          <SelectField
            state={profileState}
            name="language"
            label={t('fields.language')}
            defaultValue={profile.language}
            required
            options={LANGUAGES.map((lng) => ({ value: lng, label: tc(`languages.${lng}`) }))}
          />
          {/* No opt-in on a partner's visit that hides the newsletter (SPEC §3 hideNewsletter). */}
          {newsletterHidden ? null : (
            <CheckboxField
              state={profileState}
              name="newsletter"
              label={t('fields.newsletter')}
              hint={t('fields.newsletterHint')}
              defaultChecked={profile.newsletter}
            />
          )}
          <div className={styles.actions}>
            <SubmitButton intent="profile" label={t('profile.submit')} />
          </div>
        </UserFormShell>
      </section>

      {/* The newsletter's topics, not on a partner's visit that hides the newsletter (SPEC §3). */}
      {newsletter && !newsletterHidden ? (
        <NewsletterPreferencesPanel newsletter={newsletter} result={result} />
      ) : null}

      <div className={styles.columns}>
        <section className={styles.panel} aria-labelledby="email-title">
          <h2 id="email-title" className={styles.panelTitle}>
            {t('emailChange.title')}
          </h2>
          <p className={styles.lead}>{t('emailChange.current', { email: profile.email })}</p>
          {done('emailChange') && result?.ok && result.intent === 'emailChange' ? (
            <Notice kind="success" focus testId="email-change-sent">
              <p>{t('emailChange.sent', { email: result.email })}</p>
            </Notice>
          ) : profile.pendingEmail ? (
            <Notice kind="info">
              <p>{t('emailChange.pending', { email: profile.pendingEmail })}</p>
            </Notice>
          ) : null}
          <UserFormShell state={emailState}>
            <TextField
              state={emailState}
              name="newEmail"
              label={t('fields.newEmail')}
              type="email"
              autoComplete="email"
              inputMode="email"
              maxLength={254}
              required
            />
            <TextField
              state={emailState}
              name="currentPassword"
              label={t('fields.currentPassword')}
              type="password"
              autoComplete="current-password"
              maxLength={1024}
              required
            />
            <div className={styles.actions}>
              <SubmitButton intent="emailChange" label={t('emailChange.submit')} />
            </div>
          </UserFormShell>
        </section>

        <section className={styles.panel} aria-labelledby="password-title">
          <h2 id="password-title" className={styles.panelTitle}>
            {t('passwordChange.title')}
          </h2>
          {done('passwordChange') ? (
            <Notice kind="success" focus testId="password-changed">
              <p>{t('passwordChange.done')}</p>
            </Notice>
          ) : null}
          <UserFormShell state={passwordState}>
            <TextField
              state={passwordState}
              name="currentPassword"
              label={t('fields.currentPassword')}
              type="password"
              autoComplete="current-password"
              maxLength={1024}
              required
            />
            <NewPasswordField
              state={passwordState}
              name="newPassword"
              label={t('fields.newPassword')}
            />
            <div className={styles.actions}>
              <SubmitButton intent="passwordChange" label={t('passwordChange.submit')} />
            </div>
          </UserFormShell>
        </section>
      </div>

      <OwnDataPanel result={result} />
    </div>
  );
}

/**
 * Ihre Daten (decision 087): the download of everything filed under the account (a native post:
 * the answer is a file), and the deletion of the account with the current password and a tick.
 */
function OwnDataPanel({ result }: { result: UserActionData | undefined }) {
  const t = useT('accounts');
  const deleteState = formState('deleteAccount', result);
  return (
    <section className={styles.panel} aria-labelledby="own-data-title" data-testid="own-data">
      <h2 id="own-data-title" className={styles.panelTitle}>
        {t('ownData.title')}
      </h2>
      <p className={styles.lead}>{t('ownData.exportText')}</p>
      {/* A plain post to the resource route: the browser itself receives the file. */}
      <form method="post" action={USER_DATA_EXPORT_PATH} className={styles.form}>
        <div className={styles.actions}>
          <button type="submit" className={buttons.secondary}>
            {t('ownData.export')}
          </button>
        </div>
      </form>
      <h3 className={styles.subTitle}>{t('ownData.deleteTitle')}</h3>
      <p>{t('ownData.deleteText')}</p>
      <UserFormShell state={deleteState}>
        <TextField
          state={deleteState}
          name="password"
          label={t('fields.currentPassword')}
          type="password"
          autoComplete="current-password"
          maxLength={1024}
          required
        />
        <CheckboxField state={deleteState} name="confirmed" label={t('ownData.deleteConfirm')} />
        <div className={styles.actions}>
          <SubmitButton intent="deleteAccount" label={t('ownData.delete')} variant="danger" />
        </div>
      </UserFormShell>
    </section>
  );
}

/** The customer's next stay: object, dates, state and number, linking to the booking's page. */
function NextTripCard({ trip }: { trip: NonNullable<UserScreenData['nextTrip']> }) {
  const t = useT('accounts');
  const locale = useLocale();
  return (
    <section className={styles.trip} aria-labelledby="next-trip-title" data-testid="next-trip">
      <h2 id="next-trip-title" className={styles.panelTitle}>
        {t('dashboard.nextTrip.title')}
      </h2>
      <p className={styles.tripObject}>{trip.objectTitle}</p>
      <p>
        {t('dashboard.nextTrip.dates', {
          start: formatDay(trip.startDate, locale),
          end: formatDay(trip.endDate, locale),
        })}
      </p>
      <p>
        {t(`dashboard.nextTrip.status.${trip.status}`)} ·{' '}
        {t('dashboard.nextTrip.number', { number: trip.bookingDisplayNumber })}
      </p>
      <Link to={trip.href} className={styles.tripLink}>
        {t('dashboard.nextTrip.open')}
      </Link>
    </section>
  );
}
