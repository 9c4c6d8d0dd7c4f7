// Step 2 of the booking and option flows (SPEC §4; DOMAIN.md "The booking page"): the traveller's
// data (a logged-in customer's profile filled in), the payment method and schedule, the
// cancellation terms with their deadline, the landlord or operator who is the contracting party,
// no right of withdrawal, the travel conditions to accept (never pre-ticked) and, directly above
// the button, the stay and its total. The button says that it costs money ("Zahlungspflichtig
// buchen"; the option's says that it is free). One plain POST to the route action, with React
// Router's <Form> when JavaScript runs; nothing is booked before it.
import { Form, useNavigation } from 'react-router';
import type { SALUTATIONS } from '#core/accounts';
import { useT } from '../../i18n/provider';
import { formatMoney } from '../../lib/format';
import { useRouteHref } from '../../lib/links';
import { useLocale } from '../../lib/root-data';
import { bookingStayParams } from '../../lib/booking-stay';
import type { StayScreenData, SummaryActionData } from './booking-data';
import {
  ChangeNotice,
  ErrorSummary,
  ObjectCard,
  PriceSummary,
  SelectField,
  StayFacts,
  TextField,
  useDay,
} from './booking-parts';
import styles from './booking.module.css';

const ID = 'traveller';
const SALUTATION_ORDER = [
  'none',
  'ms',
  'mr',
  'diverse',
] as const satisfies readonly (typeof SALUTATIONS)[number][];

export function SummaryForm({
  data,
  result,
}: {
  data: StayScreenData;
  result: SummaryActionData | undefined;
}) {
  const t = useT('booking');
  const tpay = useT('payments');
  const locale = useLocale();
  const day = useDay();
  const routeHref = useRouteHref();
  const navigation = useNavigation();
  const summary = data.summary!;
  const quote = data.quote;
  const errors = result?.errors ?? [];
  const values = result?.values ?? {};
  const traveller = summary.traveller;
  const value = (name: keyof typeof traveller) => values[name] ?? traveller[name];
  const busy = navigation.state === 'submitting';
  const option = data.method === 'option';
  // A refusal of the post with a fresh total: the guest confirms the new one (or goes back).
  const priceChangedTo = result?.priceChangedTo ?? null;
  const unavailable = data.unavailable || (result?.unavailable ?? false);
  const total = priceChangedTo ?? quote?.total ?? 0;
  const cancellation = data.object.cancellation;

  return (
    <div className={styles.main}>
      <ChangeNotice
        changedFrom={priceChangedTo !== null ? (quote?.total ?? null) : data.changedFrom}
        total={priceChangedTo ?? quote?.total ?? null}
        unavailable={unavailable}
        startHref={data.paths.start}
      />
      <Form method="post" noValidate className={styles.main} data-testid="summary-form">
        <ErrorSummary errors={errors} idPrefix={ID} />
        {[...bookingStayParams(data.stay)].map(([name, v]) => (
          <input key={name} type="hidden" name={name} value={v} />
        ))}
        <input type="hidden" name="idempotencyKey" value={summary.idempotencyKey} />
        <input type="hidden" name="quoteTotal" value={total} />

        <fieldset className={styles.panel}>
          <legend>
            <h2 className={styles.legendTitle}>{t('traveller.title')}</h2>
          </legend>
          {summary.loggedIn ? <p className={styles.hint}>{t('traveller.fromProfile')}</p> : null}
          <div className={styles.grid2} style={{ marginTop: 'var(--space-3)' }}>
            <SelectField
              idPrefix={ID}
              name="salutation"
              label={t('traveller.salutation')}
              errors={errors}
              defaultValue={value('salutation')}
              autoComplete="honorific-prefix"
              options={SALUTATION_ORDER.map((s) => ({
                value: s,
                label: t(`traveller.salutations.${s}`),
              }))}
            />
            <span />
            <TextField
              idPrefix={ID}
              name="firstName"
              label={t('traveller.firstName')}
              required
              autoComplete="given-name"
              maxLength={80}
              errors={errors}
              defaultValue={value('firstName')}
            />
            <TextField
              idPrefix={ID}
              name="lastName"
              label={t('traveller.lastName')}
              required
              autoComplete="family-name"
              maxLength={80}
              errors={errors}
              defaultValue={value('lastName')}
            />
            <TextField
              idPrefix={ID}
              name="email"
              type="email"
              inputMode="email"
              label={t('traveller.email')}
              hint={t('traveller.emailHint')}
              required
              autoComplete="email"
              maxLength={254}
              errors={errors}
              defaultValue={value('email')}
            />
            <TextField
              idPrefix={ID}
              name="phone"
              type="tel"
              inputMode="tel"
              label={t('traveller.phone')}
              hint={t('traveller.phoneHint')}
              required
              autoComplete="tel"
              maxLength={30}
              errors={errors}
              defaultValue={value('phone')}
            />
          </div>
          <div
            className={styles.main}
            style={{ marginTop: 'var(--space-4)', gap: 'var(--space-4)' }}
          >
            <TextField
              idPrefix={ID}
              name="street"
              label={t('traveller.street')}
              required
              autoComplete="street-address"
              maxLength={120}
              errors={errors}
              defaultValue={value('street')}
            />
            <div className={styles.zipCity}>
              <TextField
                idPrefix={ID}
                name="zip"
                label={t('traveller.zip')}
                required
                autoComplete="postal-code"
                maxLength={10}
                errors={errors}
                defaultValue={value('zip')}
              />
              <TextField
                idPrefix={ID}
                name="city"
                label={t('traveller.city')}
                required
                autoComplete="address-level2"
                maxLength={80}
                errors={errors}
                defaultValue={value('city')}
              />
            </div>
            <SelectField
              idPrefix={ID}
              name="country"
              label={t('traveller.country')}
              errors={errors}
              autoComplete="country"
              defaultValue={value('country') || 'de'}
              options={summary.countries.map((c) => ({ value: c.code, label: c.name }))}
            />
          </div>
        </fieldset>

        {!option && summary.paymentMethods.length > 0 ? (
          <fieldset className={styles.panel}>
            <legend>
              <h2 className={styles.legendTitle}>{t('payment.title')}</h2>
            </legend>
            <fieldset
              className={styles.radios}
              aria-describedby={
                errors.some((e) => e.field === 'paymentMethod')
                  ? `${ID}-paymentMethod-error`
                  : undefined
              }
            >
              <legend id={`${ID}-paymentMethod`} tabIndex={-1}>
                {t('payment.method')}
              </legend>
              {summary.paymentMethods.map((method, i) => (
                <label key={method} className={styles.check}>
                  <input
                    type="radio"
                    name="paymentMethod"
                    value={method}
                    defaultChecked={
                      values.paymentMethod === undefined ? i === 0 : values.paymentMethod === method
                    }
                    aria-describedby={`${ID}-paymentMethod-${method}-hint`}
                  />
                  <span className={styles.checkText}>
                    <span>{tpay(`methods.${method}`)}</span>
                    <span id={`${ID}-paymentMethod-${method}-hint`} className={styles.amountNote}>
                      {tpay(`methodHints.${method}`)}
                    </span>
                  </span>
                </label>
              ))}
            </fieldset>
            {errors
              .filter((e) => e.field === 'paymentMethod')
              .map((e) => (
                <p key={e.message} id={`${ID}-paymentMethod-error`} className={styles.error}>
                  {e.message}
                </p>
              ))}
            {summary.plan !== null && summary.plan.length > 0 ? (
              <>
                <h3 className={styles.subTitle}>{t('payment.schedule')}</h3>
                <ul className={styles.schedule} data-testid="payment-plan">
                  {summary.plan.map((step) => (
                    <li key={step.kind}>
                      {tpay(`kinds.${step.kind}`)} {formatMoney(step.amountCents, locale)},{' '}
                      {step.dueDate <= data.today
                        ? tpay('schedule.dueAtBooking')
                        : tpay('schedule.dueOn', { date: day(step.dueDate) })}
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <p className={styles.hint}>{t('payment.scheduleLater')}</p>
            )}
          </fieldset>
        ) : null}

        <section className={styles.panel} aria-labelledby="terms-title">
          <h2 id="terms-title" className={styles.panelTitle}>
            {t('terms.title')}
          </h2>
          <div className={styles.legal}>
            <div>
              <h3>{t('terms.cancellation')}</h3>
              {cancellation ? (
                <>
                  <p>
                    <strong>{cancellation.head || cancellation.label}</strong>
                  </p>
                  {cancellation.text ? <p>{cancellation.text}</p> : null}
                  {summary.cancellationDeadline !== null ? (
                    <p data-testid="cancellation-deadline">
                      {summary.cancellationDeadline >= data.today
                        ? t('terms.deadline', {
                            date: day(summary.cancellationDeadline),
                            count: cancellation.deadlineDays,
                          })
                        : t('terms.deadlinePassed')}
                    </p>
                  ) : null}
                </>
              ) : (
                <p>{t('terms.cancellationConditions')}</p>
              )}
            </div>
            <div>
              <h3>{t('terms.withdrawalTitle')}</h3>
              <p>{t('terms.noWithdrawal')}</p>
            </div>
            <div>
              <h3>{t('terms.partyTitle')}</h3>
              <p data-testid="contracting-party">
                {data.object.landlord
                  ? t(
                      data.object.landlord.privateLandlord
                        ? 'terms.privateLandlord'
                        : 'terms.landlord',
                      {
                        name: data.object.landlord.name,
                      },
                    )
                  : t('terms.operator', { name: data.object.agencyName })}
              </p>
              <p>{t('terms.mediator')}</p>
            </div>
          </div>
        </section>

        <section
          className={styles.confirm}
          aria-labelledby="confirm-title"
          data-testid="confirm-box"
        >
          <h2 id="confirm-title" className={styles.panelTitle} style={{ margin: 0 }}>
            {t(option ? 'confirm.titleOption' : 'confirm.title')}
          </h2>
          <ObjectCard object={data.object} headingLevel={3} />
          <StayFacts stay={data.stay} nights={quote?.nights ?? null} />
          <p className={styles.confirmTotal}>
            <span>{t(option ? 'confirm.totalOption' : 'price.total')}</span>
            <span data-testid="confirm-total">{formatMoney(total, locale)}</span>
          </p>
          {option ? (
            <p className={styles.muted}>
              {t('confirm.optionFree', { count: summary.optionDays ?? 3 })}
            </p>
          ) : null}
          <div>
            <label className={styles.check}>
              <input
                id={`${ID}-acceptTerms`}
                type="checkbox"
                name="acceptTerms"
                value="1"
                required
                aria-required
                aria-invalid={errors.some((e) => e.field === 'acceptTerms') ? true : undefined}
                aria-describedby={
                  errors.some((e) => e.field === 'acceptTerms')
                    ? `${ID}-acceptTerms-error`
                    : undefined
                }
              />
              <span>
                {t('confirm.acceptBefore')}{' '}
                <a href={routeHref('TravelConditions')} target="_blank" rel="noopener">
                  {t('confirm.travelConditions')}
                </a>{' '}
                {t('confirm.acceptMiddle')}{' '}
                <a href={routeHref('Privacy')} target="_blank" rel="noopener">
                  {t('confirm.privacy')}
                </a>
                {t('confirm.acceptAfter')}
              </span>
            </label>
            {errors
              .filter((e) => e.field === 'acceptTerms')
              .map((e) => (
                <p key={e.message} id={`${ID}-acceptTerms-error`} className={styles.error}>
                  {e.message}
                </p>
              ))}
          </div>
          <div className={styles.actions}>
            <button
              type="submit"
              className={styles.primaryButton}
              disabled={busy || unavailable}
              data-testid="book"
            >
              {busy ? t('confirm.busy') : t(option ? 'confirm.buttonOption' : 'confirm.button')}
            </button>
            <a href={data.paths.start}>{t('confirm.back')}</a>
          </div>
        </section>
      </Form>
    </div>
  );
}

export function SummaryAside({ data }: { data: StayScreenData }) {
  const t = useT('booking');
  return (
    <aside className={`${styles.panel} ${styles.aside}`} aria-labelledby="aside-title">
      <h2 id="aside-title" className={styles.panelTitle}>
        {t('aside.title')}
      </h2>
      <ObjectCard object={data.object} headingLevel={3} />
      <StayFacts stay={data.stay} nights={data.quote?.nights ?? null} />
      {/* Step 1 shows the price beside its form already. */}
      {data.step === 2 && data.quote !== null && data.quote.bookable ? (
        <PriceSummary quote={data.quote} />
      ) : null}
      <p className={styles.muted} style={{ marginTop: 'var(--space-4)' }}>
        <a href={data.paths.object}>{t('aside.backToObject')}</a>
      </p>
    </aside>
  );
}
