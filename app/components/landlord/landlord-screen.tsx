// The landlord's confirmation page (SPEC.md §2 LandlordBookingConfirmation; issue 15): the booking
// of the mail's link — the stay, the party, the guest, what the landlord receives — and the two
// decisions. Confirm is one button; decline asks for the reason the guest reads in a step of its
// own. Both are plain form posts to the page's action (React Router's <Form> when JavaScript
// runs). A booking decided before shows its state instead of the buttons.
import { useEffect, useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import type { LandlordBookingView } from '#core/api/landlord';
import { isBlocking } from '#core/booking';
import { useT } from '../../i18n/provider';
import { formatDay, formatMoney, regionName } from '../../lib/format';
import { useLocale } from '../../lib/root-data';
import { CopyField, ErrorSummary, TextAreaField } from '../ui/form-fields';
import type { LandlordActionData, LandlordScreenData } from './landlord-data';
import panels from '../ui/panel.module.css';
import buttons from '../ui/button.module.css';
import styles from './landlord.module.css';

const ID = 'landlord';

function instant(locale: string, iso: string): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Berlin',
  }).format(new Date(iso));
}

function titleKey(view: LandlordBookingView) {
  switch (view.status) {
    case 'requested':
      return 'landlord.title' as const;
    case 'option':
      return 'landlord.titleOption' as const;
    case 'confirmed':
    case 'paid':
      return 'landlord.titleConfirmed' as const;
    case 'declined':
      return 'landlord.titleDeclined' as const;
    default:
      return 'landlord.titleClosed' as const;
  }
}

function StatusBadge({ view }: { view: LandlordBookingView }) {
  const t = useT('booking');
  const locale = useLocale();
  const date = view.decidedAt === null ? '' : instant(locale, view.decidedAt);
  const tone =
    view.status === 'confirmed' || view.status === 'paid'
      ? styles.ok
      : view.status === 'requested' || view.status === 'option'
        ? styles.waiting
        : styles.ended;
  return (
    <p
      className={`${styles.status} ${tone}`}
      data-testid="landlord-status"
      data-status={view.status}
    >
      {t(`landlord.status.${view.status}`, { date })}
    </p>
  );
}

function BookingFacts({ view }: { view: LandlordBookingView }) {
  const t = useT('booking');
  const tp = useT('pricing');
  const locale = useLocale();
  const party = [
    tp('period.adults', { count: view.adults }),
    ...(view.childAges.length > 0
      ? [
          `${tp('period.children', { count: view.childAges.length })} (${t('landlord.childAges', {
            ages: view.childAges.join(', '),
          })})`,
        ]
      : []),
    ...(view.pets > 0
      ? [
          view.petSize === null
            ? tp('period.pets', { count: view.pets })
            : `${tp('period.pets', { count: view.pets })} (${t('landlord.petSize', {
                size: t(`stay.petSizes.${view.petSize}`),
              })})`,
        ]
      : []),
  ];
  // The country's name in the page's language ("Deutschland"), not its code ("DE").
  const country = view.guest.country ? regionName(view.guest.country, locale) : null;
  const place = [view.guest.city, country].filter(Boolean).join(', ');
  return (
    <dl className={styles.facts}>
      <dt>{t('landlord.number')}</dt>
      <dd data-testid="landlord-number">{view.bookingDisplayNumber}</dd>
      <dt>{t('landlord.object')}</dt>
      <dd>
        {view.objectTitle}
        <span className={styles.sub}>
          {t('landlord.objectNumber', { number: view.objectNumber })}
        </span>
      </dd>
      <dt>{t('landlord.stay')}</dt>
      <dd>
        {t('landlord.stayText', {
          start: formatDay(view.startDate, locale),
          end: formatDay(view.endDate, locale),
        })}
        <span className={styles.sub}>{tp('period.nights', { count: view.nights })}</span>
      </dd>
      <dt>{t('landlord.party')}</dt>
      <dd>{party.join(', ')}</dd>
      <dt>{t('landlord.guest')}</dt>
      <dd data-testid="landlord-guest">
        {view.guest.name}
        {place ? <span className={styles.sub}>{place}</span> : null}
      </dd>
      {view.guest.email !== null || view.guest.phone !== null ? (
        <>
          <dt>{t('landlord.guestContact')}</dt>
          <dd>
            {view.guest.email !== null ? (
              <a href={`mailto:${view.guest.email}`}>{view.guest.email}</a>
            ) : null}
            {view.guest.phone !== null ? (
              <>
                <br />
                <a href={`tel:${view.guest.phone.replace(/[^+\d]/g, '')}`}>{view.guest.phone}</a>
              </>
            ) : null}
          </dd>
        </>
      ) : null}
      {view.message ? (
        <>
          <dt>{t('landlord.message')}</dt>
          <dd className={styles.message}>{view.message}</dd>
        </>
      ) : null}
    </dl>
  );
}

function Revenue({ view }: { view: LandlordBookingView }) {
  const t = useT('booking');
  const tp = useT('pricing');
  const locale = useLocale();
  return (
    <section className={panels.panel} aria-labelledby={`${ID}-revenue`}>
      <h2 id={`${ID}-revenue`} className={panels.title}>
        {t('landlord.revenue')}
      </h2>
      <ul className={styles.costs}>
        {view.lines.map((line) => (
          <li key={`${line.kind}-${line.name}`}>
            <span>
              {line.kind === 'rent'
                ? tp('costs.rent')
                : tp(`services.${line.name}`, { defaultValue: tp('services.other') })}
            </span>
            <span>{formatMoney(line.amount, locale)}</span>
          </li>
        ))}
        <li className={styles.sum}>
          <span>{t('landlord.revenueTotal')}</span>
          <span data-testid="landlord-total">{formatMoney(view.landlordTotal, locale)}</span>
        </li>
      </ul>
      <p className={styles.muted}>{t('landlord.revenueNote')}</p>
    </section>
  );
}

function Decision({
  screen,
  result,
  busy,
  query,
}: {
  screen: LandlordScreenData;
  result: LandlordActionData | undefined;
  busy: boolean;
  query: string;
}) {
  const t = useT('booking');
  const { view } = screen;
  const declineStep = result?.step === 'decline' || screen.step === 'decline';
  if (declineStep && view.canDecline) {
    const errors = result?.errors ?? [];
    return (
      <section className={panels.panel} aria-labelledby={`${ID}-decline`}>
        <h2 id={`${ID}-decline`} className={panels.title}>
          {t('landlord.declineTitle')}
        </h2>
        <p>{t('landlord.declineIntro')}</p>
        <Form
          className={styles.declineForm}
          method="post"
          action={`?${query}`}
          replace
          noValidate={errors.length > 0}
        >
          <ErrorSummary errors={errors} idPrefix={ID} />
          <input type="hidden" name="intent" value="decline" />
          <TextAreaField
            idPrefix={ID}
            name="reason"
            label={t('landlord.reason')}
            hint={t('landlord.reasonHint', { max: screen.reasonMax })}
            errors={errors}
            required
            maxLength={screen.reasonMax}
            defaultValue={result?.reason ?? ''}
          />
          <div className={styles.actions}>
            <button
              type="submit"
              className={buttons.danger}
              disabled={busy}
              data-testid="decline-send"
            >
              {t('landlord.declineSend')}
            </button>
            <a className={buttons.secondary} href={`?${query}`}>
              {t('landlord.back')}
            </a>
          </div>
        </Form>
      </section>
    );
  }
  if (!view.canConfirm && !view.canDecline) {
    const declined = view.status === 'declined' && view.declineReason;
    // Just decided: the success notice above says it all, unless there is a reason to show.
    if ((result?.done ?? screen.done) && !declined) return null;
    return (
      <div className={styles.decided}>
        {declined ? (
          <>
            <p className={styles.label}>{t('landlord.declinedReason')}</p>
            <p className={styles.message}>{view.declineReason}</p>
          </>
        ) : null}
        {(result?.done ?? screen.done) ? null : <p>{t('landlord.decidedNote')}</p>}
      </div>
    );
  }
  return (
    <section className={panels.panel} aria-labelledby={`${ID}-actions`}>
      <h2 id={`${ID}-actions`} className={panels.title}>
        {t('landlord.actions')}
      </h2>
      <div className={styles.actions}>
        {view.canConfirm ? (
          <Form method="post" action={`?${query}`} replace>
            <input type="hidden" name="intent" value="confirm" />
            <button
              type="submit"
              className={buttons.primary}
              disabled={busy}
              data-testid="landlord-confirm"
            >
              {t('landlord.confirm')}
            </button>
          </Form>
        ) : null}
        {view.canDecline ? (
          // A link to the reason's step: it works without JavaScript and asks before anything happens.
          <a
            className={buttons.secondary}
            href={`?${query}&step=decline`}
            data-testid="landlord-decline"
          >
            {t('landlord.decline')}
          </a>
        ) : null}
      </div>
      {view.canConfirm ? <p className={styles.muted}>{t('landlord.confirmHint')}</p> : null}
    </section>
  );
}

/**
 * The object's occupancy feed to subscribe to elsewhere (decision 095): an address to copy, and
 * behind a disclosure a new address that ends the old one everywhere (asked for with a reason to
 * read first: it breaks every subscription made with the old one).
 */
function CalendarFeed({
  url,
  screen,
  result,
  busy,
  query,
}: {
  url: string;
  screen: LandlordScreenData;
  result: LandlordActionData | undefined;
  busy: boolean;
  query: string;
}) {
  const t = useT('booking');
  const refusal = result?.calendarError ?? null;
  const renewed = screen.calendarRenewed && refusal === null;
  // After a renewal the disclosure (and its button, which had the focus) is made anew: the focus
  // goes to the notice, which is read out, instead of falling back to the page's start.
  const notice = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (renewed) notice.current?.focus();
  }, [renewed, url]);
  return (
    <section
      id={`${ID}-calendar`}
      className={`${panels.panel} ${styles.calendar}`}
      aria-labelledby={`${ID}-calendar-title`}
      data-testid="landlord-calendar"
    >
      <h2 id={`${ID}-calendar-title`} className={panels.title}>
        {t('landlord.calendarTitle')}
      </h2>
      {renewed ? (
        <p
          ref={notice}
          tabIndex={-1}
          className={styles.success}
          role="status"
          data-testid="landlord-calendar-renewed"
        >
          {t('landlord.calendarRenewed')}
        </p>
      ) : null}
      <p>{t('landlord.calendarText')}</p>
      <CopyField
        id={`${ID}-calendar-url`}
        label={t('landlord.calendarLabel')}
        value={url}
        hint={t('landlord.calendarHint')}
        testId="landlord-calendar-url"
      />
      {/* Keyed by the address: closed again once a new one is shown. */}
      <details key={url} className={styles.renew} open={refusal !== null}>
        <summary>{t('landlord.calendarRenewSummary')}</summary>
        <p>{t('landlord.calendarRenewText')}</p>
        {refusal !== null ? (
          <p className={styles.refusal} role="alert" data-testid="landlord-calendar-refused">
            {refusal}
          </p>
        ) : null}
        <Form method="post" action={`?${query}`} replace preventScrollReset>
          <input type="hidden" name="intent" value="renewCalendar" />
          <button
            type="submit"
            className={buttons.secondary}
            disabled={busy}
            data-testid="landlord-calendar-renew"
          >
            {t('landlord.calendarRenewSend')}
          </button>
        </Form>
      </details>
    </section>
  );
}

export function LandlordScreen({
  screen,
  result,
  bookingQuery,
}: {
  screen: LandlordScreenData;
  result: LandlordActionData | undefined;
  /** The link's query (bookingId and bookingHash) the page's own links keep. */
  bookingQuery: string;
}) {
  const t = useT('booking');
  const locale = useLocale();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const { view } = screen;
  const done = result?.done ?? screen.done;
  const until = view.optionExpiresAt === null ? '' : instant(locale, view.optionExpiresAt);
  return (
    <div className={`container ${styles.screen}`} data-testid="landlord-screen">
      <h1 className={styles.title}>{t(titleKey(view))}</h1>
      <StatusBadge view={view} />
      {done !== null ? (
        <p className={styles.success} role="status" data-testid="landlord-done">
          {done === 'confirm' ? t('landlord.justConfirmed') : t('landlord.justDeclined')}
        </p>
      ) : view.status === 'requested' ? (
        <p className={styles.intro}>{t('landlord.intro')}</p>
      ) : view.status === 'option' ? (
        <p className={styles.intro}>{t('landlord.introOption', { until })}</p>
      ) : null}
      <div className={styles.layout}>
        <section className={panels.panel} aria-label={t('landlord.number')}>
          <BookingFacts view={view} />
        </section>
        {/* What the landlord receives: only for a stay that is to happen. */}
        {isBlocking(view.status) ? <Revenue view={view} /> : null}
      </div>
      <Decision screen={screen} result={result} busy={busy} query={bookingQuery} />
      {screen.calendarUrl === null ? null : (
        <CalendarFeed
          url={screen.calendarUrl}
          screen={screen}
          result={result}
          busy={busy}
          query={bookingQuery}
        />
      )}
      <p className={styles.private}>{t('landlord.private')}</p>
    </div>
  );
}
