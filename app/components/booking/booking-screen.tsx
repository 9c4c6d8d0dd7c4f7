// The booking and option flows' screen (SPEC §2 Booking*, Option*; §4 step 1 start, 2 summary,
// 3 finish): the steps, the page's heading and the step's form or the confirmation.
import { Form, useNavigation } from 'react-router';
import { useT } from '../../i18n/provider';
import { formatMoney } from '../../lib/format';
import { useLocale } from '../../lib/root-data';
import type { FinishData, StayScreenData, SummaryActionData } from './booking-data';
import {
  ObjectCard,
  ObjectLine,
  PaymentMethodChoice,
  Steps,
  StayFacts,
  useDay,
} from './booking-parts';
import { StayForm } from './stay-form';
import { SummaryAside, SummaryForm } from './summary-form';
import { TransferAccount } from '../payments/transfer-account';
import { paymentKindLabel } from '../payments/payment-kind';
import buttons from '../ui/button.module.css';
import { VoucherCodePanel } from '../vouchers/voucher-code-panel';
import type { VoucherCodeResult } from '../vouchers/voucher-data';
import styles from './booking.module.css';

export function BookingScreen({
  data,
  heading,
  intro,
  result,
}: {
  data: StayScreenData;
  heading: string;
  intro: string;
  result: SummaryActionData | undefined;
}) {
  return (
    <div
      className={`container ${styles.screen}`}
      data-booking-step={data.step}
      data-method={data.method}
    >
      <Steps method={data.method} step={data.step} />
      <h1 className={styles.title}>{heading}</h1>
      <ObjectLine object={data.object} />
      <p className={styles.intro}>{intro}</p>
      <div className={styles.layout}>
        {data.step === 1 ? <StayForm data={data} /> : <SummaryForm data={data} result={result} />}
        <SummaryAside data={data} />
      </div>
    </div>
  );
}

/**
 * How the booking is paid (decision 080): the method, what is still due and when, and for a
 * transfer the account and reference; invoice and the landlord's own bill say who sends it. The
 * card's button stays with the booking's numbers above.
 */
function PaymentPanel({ data }: { data: FinishData }) {
  const t = useT('booking');
  const tpay = useT('payments');
  const locale = useLocale();
  const day = useDay();
  const payment = data.payment!;
  const hint =
    payment.method === 'invoice' || payment.method === 'landlord'
      ? tpay(`methodHints.${payment.method}`)
      : null;
  return (
    <section className={styles.panel} aria-labelledby="payment-title" data-testid="finish-payment">
      <h2 id="payment-title" className={styles.panelTitle}>
        {t('finish.paymentTitle')}
      </h2>
      <p>{t('trips.payments.method', { method: tpay(`methods.${payment.method}`) })}</p>
      {payment.paid.length > 0 || payment.voucherPartCents > 0 ? (
        <ul className={styles.dueList} data-testid="finish-paid">
          {payment.paid.map((paid, index) => (
            <li key={index}>
              {paid.paidOn === null
                ? t('finish.paidLinePlain', {
                    kind: paymentKindLabel(tpay, paid),
                    amount: formatMoney(paid.amountCents, locale),
                  })
                : t('finish.paidLine', {
                    kind: paymentKindLabel(tpay, paid),
                    amount: formatMoney(paid.amountCents, locale),
                    date: day(paid.paidOn),
                  })}
            </li>
          ))}
          {/* A voucher's part of a payment still due lowered it: said, or the total and the
              amounts due would not add up (decision 108). */}
          {payment.voucherPartCents > 0 ? (
            <li data-testid="finish-voucher-part">
              {t('finish.voucherPaidLine', {
                amount: formatMoney(payment.voucherPartCents, locale),
              })}
            </li>
          ) : null}
        </ul>
      ) : null}
      {payment.due.length > 0 ? (
        <ul className={styles.dueList} data-testid="finish-due">
          {payment.due.map((due, index) => (
            <li key={index}>
              {tpay('transfer.due', {
                kind: paymentKindLabel(tpay, due),
                amount: formatMoney(due.amountCents, locale),
                date: day(due.dueDate),
              })}
            </li>
          ))}
        </ul>
      ) : null}
      {payment.method === 'bankTransfer' && payment.due.length > 0 ? (
        <TransferAccount transfer={payment.transfer} />
      ) : null}
      {hint !== null ? <p className={styles.muted}>{hint}</p> : null}
    </section>
  );
}

export function FinishScreen({
  data,
  heading,
  refusal,
  voucher,
}: {
  data: FinishData;
  heading: string;
  /** The page's form was refused (converting, adding to the account): why. */
  refusal?: string | undefined;
  /** The voucher form's answer (intent `redeem`), if it was just posted. */
  voucher?: VoucherCodeResult | undefined;
}) {
  const t = useT('booking');
  const tpay = useT('payments');
  const locale = useLocale();
  const day = useDay();
  const navigation = useNavigation();
  const option = data.method === 'option' && !data.converted;
  // An option whose hold ended (the expiry job, or a booking of the dates let it go) says so: the
  // mails' link leads here for days after, and must not promise a hold that is over.
  const lapsed = option && data.status === 'expired';
  // A booking that ended without the stay (declined by the landlord, cancelled, or a converted
  // option lapsed before) says so: the mails' links lead here, and "thank you" would mislead.
  const ended =
    !lapsed &&
    (data.status === 'declined' || data.status === 'cancelled' || data.status === 'expired')
      ? data.status
      : null;
  // Next steps, payment, the calendar file and the account offer are for a stay still ahead: a
  // declined booking's page said "the landlord confirms your booking" under "Buchung abgelehnt".
  const ahead = !lapsed && ended === null;
  // What the guest has paid so far (back from the card page, or a transfer the office matched).
  const paidCents = (data.payment?.paid ?? []).reduce((sum, p) => sum + p.amountCents, 0);
  const paidInFull = paidCents > 0 && data.payment?.due.length === 0;
  const expires = data.optionExpiresAt === null ? null : new Date(data.optionExpiresAt);
  const expiresText =
    expires === null
      ? null
      : new Intl.DateTimeFormat(locale, {
          dateStyle: 'full',
          timeStyle: 'short',
          timeZone: 'Europe/Berlin',
        }).format(expires);
  return (
    <div
      className={`container ${styles.screen}`}
      data-booking-step={3}
      data-method={option ? 'option' : 'booking'}
    >
      <Steps method={option ? 'option' : 'booking'} step={3} />
      <h1 className={styles.title}>
        {lapsed
          ? t('finish.lapsedTitle')
          : ended !== null
            ? t(`trips.ended.${ended}Title`)
            : data.converted
              ? t('finish.convertedTitle')
              : heading}
      </h1>
      <div className={styles.layout}>
        <div className={styles.main}>
          {refusal ? (
            <p className={styles.notice} role="alert" data-testid="finish-refusal">
              {refusal}
            </p>
          ) : null}
          {lapsed ? (
            <div className={styles.notice} role="status" tabIndex={-1} data-testid="option-lapsed">
              <p>
                <strong>{t('finish.lapsed')}</strong>
              </p>
              <p>{t('finish.lapsedText', { date: expiresText ?? '' })}</p>
              <p>
                <a href={data.object.href}>{t('aside.backToObject')}</a>
              </p>
            </div>
          ) : ended !== null ? (
            <div className={styles.notice} role="status" tabIndex={-1} data-testid="finish-ended">
              <p>
                <strong>{t(`trips.ended.${ended}`)}</strong>
              </p>
              <p>
                <a href={data.object.href}>{t('aside.backToObject')}</a>
              </p>
            </div>
          ) : (
            <div className={styles.success} role="status" tabIndex={-1} data-testid="finish-done">
              <p>
                <strong>
                  {data.converted
                    ? t('finish.converted')
                    : option
                      ? t('finish.thanksOption')
                      : t('finish.thanks')}
                </strong>
              </p>
              {ahead && !option && paidCents > 0 ? (
                <p data-testid="finish-paid-notice">
                  {t('finish.paymentReceived', { amount: formatMoney(paidCents, locale) })}
                </p>
              ) : null}
              <p>{t('finish.mailSent', { email: data.email })}</p>
              {/* The landlord's answer (issue 15): the mails' links lead here after it too. */}
              {data.status === 'confirmed' || data.status === 'paid' ? (
                <p data-testid="finish-confirmed">{t('finish.confirmedByHost')}</p>
              ) : null}
            </div>
          )}
          <section className={styles.panel} aria-labelledby="numbers-title">
            <h2 id="numbers-title" className={styles.panelTitle}>
              {t('finish.numbers')}
            </h2>
            <dl className={styles.numbers}>
              <div>
                <dt>{t('finish.bookingNumber')}</dt>
                <dd data-testid="booking-number">{data.bookingDisplayNumber}</dd>
              </div>
              <div>
                <dt>{t('finish.customerNumber')}</dt>
                <dd data-testid="customer-number">{data.customerNumber}</dd>
              </div>
              <div>
                <dt>{t(option ? 'confirm.totalOption' : 'price.total')}</dt>
                <dd data-testid="finish-total">{formatMoney(data.total, locale)}</dd>
              </div>
            </dl>
            {option && !lapsed && expiresText !== null ? (
              <p data-testid="option-expires">{t('finish.holdsUntil', { date: expiresText })}</p>
            ) : null}
            {!ahead ? null : (
              <>
                <h3 className={styles.subTitle}>{t('finish.next')}</h3>
                <ol className={styles.nextSteps}>
                  {option ? (
                    <>
                      <li>{t('finish.nextOption1')}</li>
                      <li>{t('finish.nextOption2')}</li>
                    </>
                  ) : (
                    <>
                      {data.status === 'confirmed' || data.status === 'paid' ? null : (
                        <li>{t('finish.next1')}</li>
                      )}
                      <li>
                        {paidInFull
                          ? t('finish.next2PaidAll')
                          : paidCents > 0
                            ? t('finish.next2PaidPart')
                            : data.paymentUrl
                              ? t('finish.next2Card')
                              : t('finish.next2')}
                      </li>
                      <li>{t('finish.next3')}</li>
                    </>
                  )}
                </ol>
              </>
            )}
            {/* A lapsed option or an ended booking is no stay to pay for or keep in a calendar. */}
            {!ahead ? null : (
              <div className={styles.actions} style={{ marginTop: 'var(--space-5)' }}>
                {data.paymentUrl && !option ? (
                  <a className={buttons.primary} href={data.paymentUrl} data-testid="pay-now">
                    {t('finish.payNow')}
                  </a>
                ) : null}
                <a
                  className={buttons.secondary}
                  href={data.calendarHref}
                  download="aufenthalt.ics"
                  data-testid="ics"
                >
                  {t('finish.calendar')}
                </a>
              </div>
            )}
          </section>
          {ahead && !option && data.payment !== null ? <PaymentPanel data={data} /> : null}
          {ahead && !option ? (
            <VoucherCodePanel
              idPrefix="finish-voucher"
              bookingDisplayNumber={data.bookingDisplayNumber}
              bookingId={data.bookingId}
              openCents={data.voucherOpenCents}
              result={voucher}
            />
          ) : null}
          {option && data.convertible ? (
            <section className={styles.panel} aria-labelledby="convert-title">
              <h2 id="convert-title" className={styles.panelTitle}>
                {t('finish.convertTitle')}
              </h2>
              <p>{t('finish.convertText', { total: formatMoney(data.total, locale) })}</p>
              <Form
                method="post"
                className={styles.actions}
                style={{ marginTop: 'var(--space-4)' }}
              >
                <input type="hidden" name="intent" value="convert" />
                <input type="hidden" name="bookingId" value={data.bookingId} />
                {/* The option asked for no method: the guest chooses it now, before paying. */}
                <div style={{ flexBasis: '100%' }} data-testid="convert-methods">
                  {data.conversionMethods.length > 1 ? (
                    <PaymentMethodChoice
                      idPrefix="convert"
                      methods={data.conversionMethods}
                      selected={undefined}
                      invalid={false}
                    />
                  ) : data.conversionMethods[0] !== undefined ? (
                    <p>
                      {t('trips.payments.method', {
                        method: tpay(`methods.${data.conversionMethods[0]}`),
                      })}
                    </p>
                  ) : null}
                </div>
                <label className={styles.check} style={{ flexBasis: '100%' }}>
                  <input type="checkbox" name="acceptTerms" value="1" required />
                  <span>{t('finish.convertAccept')}</span>
                </label>
                <button
                  type="submit"
                  className={buttons.primary}
                  disabled={navigation.state === 'submitting'}
                  data-testid="convert"
                >
                  {t('confirm.button')}
                </button>
              </Form>
            </section>
          ) : null}
          {data.claimable !== null ? (
            <section className={styles.panel} aria-labelledby="claim-title">
              <h2 id="claim-title" className={styles.panelTitle}>
                {t('finish.claimTitle')}
              </h2>
              <p>{t('finish.claimText')}</p>
              <p className={styles.muted}>{t('finish.claimAs', { email: data.claimable })}</p>
              <Form
                method="post"
                className={styles.actions}
                style={{ marginTop: 'var(--space-4)' }}
              >
                <input type="hidden" name="intent" value="claim" />
                <input type="hidden" name="bookingId" value={data.bookingId} />
                <button
                  type="submit"
                  className={buttons.secondary}
                  disabled={navigation.state === 'submitting'}
                  data-testid="claim"
                >
                  {t('finish.claimButton')}
                </button>
              </Form>
            </section>
          ) : null}
          {!data.loggedIn && ahead ? (
            <section className={styles.panel} aria-labelledby="account-title">
              <h2 id="account-title" className={styles.panelTitle}>
                {t('finish.accountTitle')}
              </h2>
              <p>{t('finish.accountText')}</p>
              <p style={{ marginTop: 'var(--space-3)' }}>
                <a className={buttons.secondary} href={data.registrationHref}>
                  {t('finish.accountButton')}
                </a>
              </p>
            </section>
          ) : null}
        </div>
        <aside className={`${styles.panel} ${styles.aside}`} aria-labelledby="finish-aside-title">
          <h2 id="finish-aside-title" className={styles.panelTitle}>
            {t('aside.title')}
          </h2>
          <ObjectCard object={data.object} headingLevel={3} />
          <StayFacts
            stay={{
              startDate: data.startDate,
              endDate: data.endDate,
              adults: data.adults,
              childAges: Array.from({ length: data.children }, () => 0),
              pets: data.pets,
            }}
            nights={null}
          />
          <p className={styles.muted} style={{ marginTop: 'var(--space-3)' }}>
            {t('finish.stayRange', { start: day(data.startDate), end: day(data.endDate) })}
          </p>
        </aside>
      </div>
    </div>
  );
}
