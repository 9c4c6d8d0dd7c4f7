// The dashboard of a partner account (issue 16; SPEC §3 Partner configuration): what the partner's
// staff need after the partner login — the partner's number and name, the partner link to hand
// out (a read-only field to copy from, without JavaScript too), the contact their visitors are
// shown and the partner's settings in plain words. Changes go through the office (the partner
// contact form). A partner account has no profile, password or trips of its own, so the
// customer's parts of the dashboard are not shown.
import { Form, Link } from 'react-router';
import type { PartnerBookingsView } from '#services/booking/types';
import type { PartnerOverview } from '#services/partners';
import { useT } from '../../i18n/provider';
import { formatDay, formatMoney, formatMonth, formatRate } from '../../lib/format';
import { useRouteHref } from '../../lib/links';
import { PARTNER_BOOKINGS_CSV_PATH } from '../../lib/partner-bookings-csv';
import { useLocale, useRootData } from '../../lib/root-data';
import buttons from '../ui/button.module.css';
import { CopyField } from '../ui/form-fields';
import { Notice, SubmitButton } from './form-parts';
import styles from './accounts.module.css';
import partnerStyles from './partner.module.css';

export function PartnerDashboard({
  partner,
  bookings,
}: {
  partner: PartnerOverview | null;
  bookings: PartnerBookingsView | null;
}) {
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
        <PartnerDetails partner={partner} bookings={bookings} />
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

function PartnerDetails({
  partner,
  bookings,
}: {
  partner: PartnerOverview;
  bookings: PartnerBookingsView | null;
}) {
  const t = useT('accounts');
  const routeHref = useRouteHref();
  // hideBonus is not listed: no screen takes a bonus code (decision 063), so a line about it
  // would promise or deny something the partner's guests never see.
  type Flag = 'header' | 'logo' | 'insurances' | 'newsletter';
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
        <CopyField
          id="partner-link"
          label={t('partnerDashboard.linkLabel')}
          value={partner.link}
          hint={t('partnerDashboard.linkHint')}
          testId="partner-link"
        />
      </section>

      {bookings === null ? null : <PartnerBookings view={bookings} />}

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

/**
 * The bookings the partner brought in one month (decision 094): the month to show (a GET form,
 * without JavaScript too), what counts for the commission, and the month's bookings without the
 * guests' data.
 */
function PartnerBookings({ view }: { view: PartnerBookingsView }) {
  const t = useT('accounts');
  const locale = useLocale();
  const money = (cents: number) => formatMoney(cents, locale);
  const shownMonth = formatMonth(view.month, locale);
  const language = useRootData()?.language ?? 'de';
  return (
    <section
      className={`${styles.panel} ${partnerStyles.bookingsPanel}`}
      aria-labelledby="partner-bookings-title"
      data-testid="partner-bookings"
    >
      <h2 id="partner-bookings-title" className={styles.panelTitle}>
        {t('partnerDashboard.bookings.title')}
      </h2>
      <p className={styles.lead}>{t('partnerDashboard.bookings.intro')}</p>
      <Form method="get" className={partnerStyles.monthForm} preventScrollReset>
        <div className={partnerStyles.monthField}>
          <label htmlFor="partner-bookings-month">{t('partnerDashboard.bookings.month')}</label>
          <select
            id="partner-bookings-month"
            name="month"
            defaultValue={view.month}
            // Back and forward show another month: the select follows it.
            key={view.month}
          >
            {view.months.map((month) => (
              <option key={month} value={month}>
                {formatMonth(month, locale)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttons.secondary}>
          {t('partnerDashboard.bookings.show')}
        </button>
      </Form>

      <h3 className={partnerStyles.monthTitle} data-testid="partner-bookings-month">
        {shownMonth}
      </h3>
      <dl className={partnerStyles.totals} data-testid="partner-bookings-totals">
        <dt>{t('partnerDashboard.bookings.counted')}</dt>
        <dd data-testid="partner-bookings-counted">
          {t('partnerDashboard.bookings.countRent', {
            count: view.counted.bookings,
            rent: money(view.counted.rentCents),
          })}
        </dd>
        <dt>{t('partnerDashboard.bookings.open')}</dt>
        <dd data-testid="partner-bookings-open">
          {t('partnerDashboard.bookings.countRent', {
            count: view.open.bookings,
            rent: money(view.open.rentCents),
          })}
        </dd>
        <dt>{t('partnerDashboard.bookings.void')}</dt>
        <dd data-testid="partner-bookings-void">
          {t('partnerDashboard.bookings.count', { count: view.void.bookings })}
        </dd>
        {/* Decision 107: shown once the office has recorded the partner's rate for the month. */}
        {view.commission === null ? null : (
          <>
            <dt>{t('partnerDashboard.bookings.commission')}</dt>
            <dd data-testid="partner-bookings-commission">
              {t('partnerDashboard.bookings.commissionValue', {
                commission: money(view.commission.cents),
                rate: formatRate(view.commission.rateBp, locale),
                rent: money(view.counted.rentCents),
              })}
            </dd>
          </>
        )}
        {/* Decision 112: once the office has recorded the month's commission as paid out. */}
        {view.payout === null ? null : (
          <>
            <dt>{t('partnerDashboard.bookings.payout')}</dt>
            <dd data-testid="partner-bookings-payout">
              {t('partnerDashboard.bookings.payoutValue', {
                amount: money(view.payout.amountCents),
                date: formatDay(view.payout.paidOn, locale),
              })}
            </dd>
          </>
        )}
      </dl>
      {view.commission === null ? null : (
        <p className={partnerStyles.note}>{t('partnerDashboard.bookings.commissionNote')}</p>
      )}
      {view.payout !== null && view.payout.amountCents !== (view.commission?.cents ?? 0) ? (
        <p className={partnerStyles.note} data-testid="partner-bookings-payout-changed">
          {t('partnerDashboard.bookings.payoutChanged')}
        </p>
      ) : null}

      {view.lines.length === 0 ? null : (
        // Every booking of the month as a file (decision 098), in the page's language.
        <p className={partnerStyles.download}>
          <a
            href={`${PARTNER_BOOKINGS_CSV_PATH}?${new URLSearchParams({ month: view.month, lang: language })}`}
            download
            data-testid="partner-bookings-csv"
          >
            {t('partnerDashboard.bookings.download', { month: shownMonth })}
          </a>
        </p>
      )}
      {view.lines.length === 0 ? (
        <p className={partnerStyles.note} data-testid="partner-bookings-empty">
          {t('partnerDashboard.bookings.empty')}
        </p>
      ) : (
        <>
          {/* On a phone each row is a block of its own (partner.module.css); the roles keep it a
              table for screen readers when CSS changes its display. Wider than its space, it
              scrolls inside its region, never the page. */}
          <div
            className={partnerStyles.tableScroll}
            role="region"
            aria-labelledby="partner-bookings-caption"
            tabIndex={0}
          >
            <table className={partnerStyles.bookings} role="table">
              <caption id="partner-bookings-caption" className="visually-hidden">
                {t('partnerDashboard.bookings.caption', { month: shownMonth })}
              </caption>
              <thead role="rowgroup">
                <tr role="row">
                  <th scope="col" role="columnheader">
                    {t('partnerDashboard.bookings.number')}
                  </th>
                  <th scope="col" role="columnheader">
                    {t('partnerDashboard.bookings.object')}
                  </th>
                  <th scope="col" role="columnheader">
                    {t('partnerDashboard.bookings.stay')}
                  </th>
                  <th scope="col" role="columnheader">
                    {t('partnerDashboard.bookings.status')}
                  </th>
                  <th scope="col" role="columnheader" className={partnerStyles.amount}>
                    {t('partnerDashboard.bookings.rent')}
                  </th>
                </tr>
              </thead>
              <tbody role="rowgroup">
                {view.lines.map((line) => (
                  <tr key={line.bookingDisplayNumber} role="row" data-testid="partner-booking">
                    <th scope="row" role="rowheader">
                      <span className={`${partnerStyles.strong} ${partnerStyles.nowrap}`}>
                        {line.bookingDisplayNumber}
                      </span>
                      <span className={partnerStyles.sub}>
                        {t('partnerDashboard.bookings.bookedOn', {
                          date: formatDay(line.bookedOn, locale),
                        })}
                      </span>
                    </th>
                    <td role="cell">
                      <span className={partnerStyles.strong}>{line.objectTitle}</span>
                      <span className={partnerStyles.sub}>
                        {t('partnerDashboard.bookings.objectNumber', {
                          number: line.objectNumber,
                        })}
                      </span>
                    </td>
                    <td role="cell">
                      <span className={partnerStyles.nowrap}>
                        {formatDay(line.startDate, locale)} – {formatDay(line.endDate, locale)}
                      </span>
                      <span className={partnerStyles.sub}>
                        {t('partnerDashboard.bookings.nights', { count: line.nights })}
                      </span>
                    </td>
                    <td role="cell" data-state={line.state}>
                      {t(`partnerDashboard.bookings.statuses.${line.status}`)}
                    </td>
                    <td
                      role="cell"
                      className={partnerStyles.amount}
                      data-label={t('partnerDashboard.bookings.rent')}
                    >
                      {money(line.rentCents)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {view.truncated ? (
            <p className={partnerStyles.note} data-testid="partner-bookings-truncated">
              {t('partnerDashboard.bookings.truncated', { shown: view.lines.length })}
            </p>
          ) : null}
        </>
      )}
      <p className={partnerStyles.note}>{t('partnerDashboard.bookings.rentNote')}</p>
    </section>
  );
}
