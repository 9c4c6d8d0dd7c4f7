// Step 2 of the booking and option flows (SPEC §4; DOMAIN.md "The booking page"): the traveller's
// data (a logged-in customer's profile filled in), the payment method and schedule, the
// cancellation terms with their deadline, the landlord or operator who is the contracting party,
// no right of withdrawal, the travel conditions to accept (never pre-ticked) and, directly above
// the button, the stay and its total. The button says that it costs money ("Zahlungspflichtig
// buchen"; the option's says that it is free). One plain POST to the route action, with React
// Router's <Form> when JavaScript runs; nothing is booked before it.
import { Form, useNavigation } from 'react-router';
import { TRAVELLER_STREET_MAX } from '#core/person-limits';
import { useT } from '../../i18n/provider';
import { formatMoney } from '../../lib/format';
import { useRouteHref } from '../../lib/links';
import { useLocale } from '../../lib/root-data';
import { bookingStayParams } from '../../lib/booking-stay';
import type { StayScreenData, SummaryActionData } from './booking-data';
import { CheckboxField, ErrorSummary, FieldMessage } from '../ui/form-fields';
import { PersonFields } from '../ui/person-fields';
import {
  ChangeNotice,
  ObjectCard,
  PaymentMethodChoice,
  PriceSummary,
  StayFacts,
  useDay,
} from './booking-parts';
import buttons from '../ui/button.module.css';
import styles from './booking.module.css';

const ID = 'traveller';

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
          {summary.loggedIn ? (
            <p className={styles.muted} style={{ marginBottom: 'var(--space-4)' }}>
              {t('traveller.fromProfile')}
            </p>
          ) : null}
          <PersonFields
            idPrefix={ID}
            errors={errors}
            salutation={{
              label: t('traveller.salutation'),
              value: value('salutation'),
              required: true,
              optionLabel: (s) => t(`traveller.salutations.${s}`),
            }}
            firstName={{
              label: t('traveller.firstName'),
              value: value('firstName'),
              required: true,
            }}
            lastName={{ label: t('traveller.lastName'), value: value('lastName'), required: true }}
            email={{
              label: t('traveller.email'),
              value: value('email'),
              required: true,
              hint: t('traveller.emailHint'),
            }}
            phone={{
              label: t('traveller.phone'),
              value: value('phone'),
              required: true,
              hint: t('traveller.phoneHint'),
            }}
            street={{
              label: t('traveller.street'),
              value: value('street'),
              required: true,
              maxLength: TRAVELLER_STREET_MAX,
            }}
            zip={{ label: t('traveller.zip'), value: value('zip'), required: true }}
            city={{ label: t('traveller.city'), value: value('city'), required: true }}
            country={{
              label: t('traveller.country'),
              value: value('country') || 'de',
              required: true,
              options: summary.countries.map((c) => ({ value: c.code, label: c.name })),
            }}
          />
        </fieldset>

        {!option && summary.paymentMethods.length > 0 ? (
          <fieldset className={styles.panel}>
            <legend>
              <h2 className={styles.legendTitle}>{t('payment.title')}</h2>
            </legend>
            <PaymentMethodChoice
              idPrefix={ID}
              methods={summary.paymentMethods}
              selected={values.paymentMethod}
              invalid={errors.some((e) => e.field === 'paymentMethod')}
            />
            {errors
              .filter((e) => e.field === 'paymentMethod')
              .map((e) => (
                <FieldMessage
                  key={e.message}
                  id={`${ID}-paymentMethod-error`}
                  message={e.message}
                />
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
              <p className={styles.muted}>{t('payment.scheduleLater')}</p>
            )}
            {/* A travel voucher is redeemed once the booking exists, on its finish page
                (decision 108); it never pays what the landlord collects. Not where a partner
                hides codes (SPEC §3 hideBonus). */}
            {summary.voucherHint &&
            summary.paymentMethods.some((method) => method !== 'landlord') ? (
              <p className={`${styles.muted} ${styles.voucherHint}`} data-testid="voucher-hint">
                {t('payment.voucherHint')}
              </p>
            ) : null}
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
                </>
              ) : (
                <p>{t('terms.cancellationConditions')}</p>
              )}
              {/* What the user area will charge (decision 102): free until the deadline, after
                  it the fee of today's tier — the same terms with or without the object's own. */}
              {summary.cancellationDeadline !== null ? (
                <p data-testid="cancellation-deadline">
                  {summary.cancellationFeePercent === null
                    ? t('terms.deadline', {
                        date: day(summary.cancellationDeadline),
                        count: summary.cancellationDays,
                      })
                    : t('terms.deadlinePassedFee', { percent: summary.cancellationFeePercent })}
                </p>
              ) : null}
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
          <CheckboxField
            idPrefix={ID}
            name="acceptTerms"
            value="1"
            required
            errors={errors}
            label={
              <>
                {t('confirm.acceptBefore')}{' '}
                <a href={routeHref('TravelConditions')} target="_blank" rel="noopener">
                  {t('confirm.travelConditions')}
                </a>{' '}
                {t('confirm.acceptMiddle')}{' '}
                <a href={routeHref('Privacy')} target="_blank" rel="noopener">
                  {t('confirm.privacy')}
                </a>
                {t('confirm.acceptAfter')}
              </>
            }
          />
          <div className={styles.actions}>
            <button
              type="submit"
              className={buttons.primary}
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
