// The dashboard of a partner account (issue 16; SPEC §3 Partner configuration): what the partner's
// staff need after the partner login — the partner's number and name, the partner link to hand
// out (a read-only field to copy from, without JavaScript too), the contact their visitors are
// shown and the partner's settings in plain words. Changes go through the office (the partner
// contact form). A partner account has no profile, password or trips of its own, so the
// customer's parts of the dashboard are not shown.
import { Form, Link } from 'react-router';
import type { PartnerOverview } from '#services/partners';
import { useT } from '../../i18n/provider';
import { useRouteHref } from '../../lib/links';
import { Notice, SubmitButton } from './form-parts';
import styles from './accounts.module.css';
import partnerStyles from './partner.module.css';

export function PartnerDashboard({ partner }: { partner: PartnerOverview | null }) {
  const t = useT('accounts');
  const routeHref = useRouteHref();
  return (
    <div className={styles.dashboard} data-testid="partner-dashboard">
      <div className={styles.welcome}>
        <p className={styles.greeting} data-testid="dashboard-greeting">
          {partner === null ? null : t('partnerDashboard.greeting', { name: partner.name })}
        </p>
        <Form method="post" className={styles.logoutForm}>
          <input type="hidden" name="intent" value="logout" />
          <SubmitButton intent="logout" label={t('dashboard.logout')} variant="secondary" />
        </Form>
      </div>

      {partner === null ? (
        <Notice kind="info" testId="partner-missing">
          <p>{t('partnerDashboard.missing')}</p>
        </Notice>
      ) : (
        <PartnerDetails partner={partner} />
      )}

      <nav className={styles.shortcuts} aria-label={t('dashboard.shortcuts')}>
        <Link to={routeHref('Search')} className={styles.shortcut}>
          <span className={styles.shortcutTitle}>{t('dashboard.searchTitle')}</span>
          <span className={styles.shortcutText}>{t('partnerDashboard.search')}</span>
        </Link>
      </nav>
    </div>
  );
}

function PartnerDetails({ partner }: { partner: PartnerOverview }) {
  const t = useT('accounts');
  const routeHref = useRouteHref();
  type Flag = 'header' | 'logo' | 'insurances' | 'newsletter' | 'bonus';
  const flag = (on: boolean, name: Flag) =>
    t(on ? `partnerDashboard.${name}Shown` : `partnerDashboard.${name}Hidden`);
  const settings = [
    flag(partner.showHeader, 'header'),
    flag(partner.showHeaderLogo, 'logo'),
    ...(partner.logoLink && partner.showHeader && partner.showHeaderLogo
      ? [t('partnerDashboard.logoLink', { url: partner.logoLink })]
      : []),
    flag(!partner.hideInsurances, 'insurances'),
    flag(!partner.hideNewsletter, 'newsletter'),
    flag(!partner.hideBonus, 'bonus'),
  ];
  return (
    <>
      <section className={styles.panel} aria-labelledby="partner-facts-title">
        <h2 id="partner-facts-title" className={styles.panelTitle}>
          {t('partnerDashboard.factsTitle')}
        </h2>
        <dl className={styles.facts} data-testid="partner-facts">
          <dt>{t('partnerDashboard.number')}</dt>
          <dd data-testid="partner-number">{partner.partnerId}</dd>
          <dt>{t('partnerDashboard.name')}</dt>
          <dd>{partner.name}</dd>
        </dl>
        <p className={partnerStyles.note}>{t('partnerDashboard.attribution')}</p>
      </section>

      <section className={styles.panel} aria-labelledby="partner-link-title">
        <h2 id="partner-link-title" className={styles.panelTitle}>
          {t('partnerDashboard.linkTitle')}
        </h2>
        <div className={partnerStyles.linkField}>
          <label htmlFor="partner-link">{t('partnerDashboard.linkLabel')}</label>
          <input
            id="partner-link"
            type="text"
            readOnly
            value={partner.link}
            aria-describedby="partner-link-hint"
            data-testid="partner-link"
            // Select all on focus: one tap or click, then copy.
            onFocus={(event) => event.currentTarget.select()}
          />
          <p id="partner-link-hint" className={partnerStyles.hint}>
            {t('partnerDashboard.linkHint')}
          </p>
        </div>
      </section>

      <div className={styles.columns}>
        <section className={styles.panel} aria-labelledby="partner-contact-title">
          <h2 id="partner-contact-title" className={styles.panelTitle}>
            {t('partnerDashboard.contactTitle')}
          </h2>
          <p className={styles.lead}>{t('partnerDashboard.contactIntro')}</p>
          <dl className={styles.facts} data-testid="partner-contact">
            <dt>{t('partnerDashboard.phone')}</dt>
            <dd>{partner.phone ?? t('partnerDashboard.notSet')}</dd>
            <dt>{t('partnerDashboard.email')}</dt>
            <dd className={partnerStyles.breakable}>
              {partner.email ?? t('partnerDashboard.notSet')}
            </dd>
          </dl>
        </section>

        <section className={styles.panel} aria-labelledby="partner-settings-title">
          <h2 id="partner-settings-title" className={styles.panelTitle}>
            {t('partnerDashboard.settingsTitle')}
          </h2>
          <ul className={partnerStyles.settings} data-testid="partner-settings">
            {settings.map((line) => (
              <li key={line} className={partnerStyles.breakable}>
                {line}
              </li>
            ))}
          </ul>
        </section>
      </div>

      <section className={styles.panel} aria-labelledby="partner-changes-title">
        <h2 id="partner-changes-title" className={styles.panelTitle}>
          {t('partnerDashboard.changesTitle')}
        </h2>
        <p className={styles.lead}>{t('partnerDashboard.changesText')}</p>
        <Link
          to={routeHref('ContactPartner')}
          className={styles.textLink}
          data-testid="partner-changes"
        >
          {t('partnerDashboard.changesLink')}
        </Link>
      </section>
    </>
  );
}
