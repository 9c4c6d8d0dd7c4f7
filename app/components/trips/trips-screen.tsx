// The customer's booking screens (SPEC §2 BookingOverView, BookingDetails; issue 15): the overview
// of upcoming and past stays as cards, and one booking's details — stay, price lines, payments
// made and due (the balance through the payment page), the landlord's contact once confirmed,
// documents (printable confirmation, .ics) and the cancellation with a confirm step that states
// what it costs before anything happens. Every step is a link or a plain form post: no JavaScript
// needed.
import { useMemo } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import type { BadgeVariant } from '#services/search/types';
import { isStillDue } from '#core/payments';
import type { BookingStatus } from '#services/booking/types';
import { useT } from '../../i18n/provider';
import { formatDay, formatMoney, regionName } from '../../lib/format';
import { useLegalLine } from '../../lib/brand';
import { useBrand, useLocale, useRootData } from '../../lib/root-data';
import { useScripted } from '../../lib/scripted';
import { LoginForm } from '../accounts/login-form';
import type { UserActionData } from '../accounts/user-data';
import { BrandLogo } from '../shell/logo';
import { Badge } from '../ui/badge';
import { ErrorSummary } from '../ui/form-fields';
import { TransferAccount } from '../payments/transfer-account';
import { VoucherCodePanel } from '../vouchers/voucher-code-panel';
import type { VoucherCodeResult } from '../vouchers/voucher-data';
import panels from '../ui/panel.module.css';
import { paymentKindLabel } from '../payments/payment-kind';
import { lineLabel, onSiteAmount } from '../booking/booking-parts';
import buttons from '../ui/button.module.css';
import type {
  CancelActionData,
  CustomerTripDetails,
  DetailsData,
  OverviewData,
  TripCard,
  TripsScreenData,
} from './trips-data';
import styles from './trips.module.css';

const STATUS_VARIANT: Record<BookingStatus, BadgeVariant> = {
  requested: 'warning',
  option: 'info',
  confirmed: 'success',
  paid: 'success',
  declined: 'danger',
  cancelled: 'secondary',
  expired: 'secondary',
};

export function TripsScreen({
  data,
  result,
}: {
  data: TripsScreenData;
  result: CancelActionData | UserActionData | VoucherCodeResult | undefined;
}) {
  const voucher = result !== undefined && 'intent' in result && result.intent === 'redeem';
  if (data.view === 'login') {
    return (
      <div className={`container ${styles.screen} ${styles.login}`} data-testid="trips-login">
        <h1 className={styles.title}>{data.heading}</h1>
        <LoginForm
          result={result !== undefined && 'intent' in result && !voucher ? result : undefined}
          returnTo={data.returnTo}
        />
      </div>
    );
  }
  const refusal = result !== undefined && !('intent' in result) ? result : undefined;
  if (data.view === 'overview') return <Overview data={data} />;
  if (data.print) return <PrintView data={data} />;
  return (
    <Details
      data={data}
      result={refusal}
      voucher={voucher ? (result as VoucherCodeResult) : (data.voucherRedeemed ?? undefined)}
    />
  );
}

function StatusBadge({ status, method }: { status: BookingStatus; method: string }) {
  const t = useT('booking');
  const key = method === 'option' && status === 'option' ? 'option' : status;
  return (
    <Badge variant={STATUS_VARIANT[status]}>
      {t(`trips.status.${key}` as 'trips.status.requested')}
    </Badge>
  );
}

// ── Overview ───────────────────────────────────────────────────────────────────────────────────

function Overview({ data }: { data: OverviewData }) {
  const t = useT('booking');
  const empty = data.upcoming.length === 0 && data.past.length === 0;
  return (
    <div className={`container ${styles.screen}`} data-testid="trips-overview">
      <h1 className={styles.title}>{data.heading}</h1>
      {empty ? (
        <div className={styles.empty} data-testid="trips-empty">
          <p className={styles.emptyTitle}>{t('trips.overview.empty')}</p>
          <p>{t('trips.overview.emptyText')}</p>
          <a className={buttons.primary} href={data.searchHref}>
            {t('trips.overview.toSearch')}
          </a>
        </div>
      ) : (
        <>
          <TripList
            id="trips-upcoming"
            title={t('trips.overview.upcoming')}
            trips={data.upcoming}
            none={t('trips.overview.noUpcoming')}
          />
          {data.past.length > 0 ? (
            <TripList id="trips-past" title={t('trips.overview.past')} trips={data.past} none="" />
          ) : null}
        </>
      )}
    </div>
  );
}

function TripList({
  id,
  title,
  trips,
  none,
}: {
  id: string;
  title: string;
  trips: TripCard[];
  none: string;
}) {
  return (
    <section className={styles.group} aria-labelledby={id}>
      <h2 id={id} className={styles.groupTitle}>
        {title}
      </h2>
      {trips.length === 0 ? (
        <p className={styles.muted}>{none}</p>
      ) : (
        <ul className={styles.cards}>
          {trips.map((trip) => (
            <li key={trip.displayNumber}>
              <TripCardView trip={trip} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function TripCardView({ trip }: { trip: TripCard }) {
  const t = useT('booking');
  const tp = useT('pricing');
  const locale = useLocale();
  const gone =
    trip.status === 'cancelled' || trip.status === 'declined' || trip.status === 'expired';
  return (
    <article className={styles.card} data-testid="trip-card" data-status={trip.status}>
      {trip.photo !== null ? (
        <img
          className={styles.photo}
          src={trip.photo}
          alt=""
          width={640}
          height={480}
          loading="lazy"
        />
      ) : (
        <div className={styles.photo} aria-hidden="true" />
      )}
      <div className={styles.cardBody}>
        <StatusBadge status={trip.status} method={trip.method} />
        <h3 className={styles.cardTitle}>
          <Link to={trip.href} className={styles.cardLink}>
            {trip.objectTitle}
          </Link>
        </h3>
        <p className={styles.dates}>
          {tp('period.range', {
            start: formatDay(trip.startDate, locale),
            end: formatDay(trip.endDate, locale),
          })}{' '}
          · {tp('period.nights', { count: trip.nights })}
        </p>
        <p className={styles.muted}>
          {t('trips.numberLabel')}{' '}
          <span className={styles.nowrap}>{trip.bookingDisplayNumber}</span>
        </p>
        <p className={gone ? styles.totalGone : styles.total}>
          <span>{t('trips.price.total')}</span> <strong>{formatMoney(trip.total, locale)}</strong>
        </p>
      </div>
    </article>
  );
}

// ── Details ────────────────────────────────────────────────────────────────────────────────────

function Details({
  data,
  result,
  voucher,
}: {
  data: DetailsData;
  result: CancelActionData | undefined;
  /** The voucher code field's answer (decision 108), if it was just posted. */
  voucher: VoucherCodeResult | undefined;
}) {
  const t = useT('booking');
  const { trip } = data;
  // One array per answer: the summary focuses itself whenever its errors change, so a new array
  // on every render would pull focus back to it after any later re-render.
  const cancelErrors = useMemo(
    () => (result !== undefined && !result.ok ? [{ field: null, message: result.message }] : []),
    [result],
  );
  return (
    <div
      className={`container ${styles.screen}`}
      data-testid="trip-details"
      data-status={trip.status}
    >
      <p className={styles.back}>
        <Link to={data.overviewHref}>← {t('trips.details.back')}</Link>
      </p>
      <div className={styles.headline}>
        <h1 className={styles.title}>{data.heading}</h1>
        <StatusBadge status={trip.status} method={trip.method} />
      </div>
      {data.cancelled ? (
        <div className={panels.success} role="status" data-testid="trip-cancelled">
          <p>{t('trips.cancel.done')}</p>
        </div>
      ) : null}
      <ErrorSummary errors={cancelErrors} idPrefix="cancel" />
      <div className={styles.layout}>
        <div className={styles.main}>
          <StayPanel trip={trip} objectHref={data.objectHref} />
          <PricePanel trip={trip} />
          <PaymentsPanel trip={trip} />
          <VoucherCodePanel
            idPrefix="trip-voucher"
            bookingId={trip.bookingId}
            bookingDisplayNumber={trip.bookingDisplayNumber}
            openCents={data.voucherOpenCents}
            result={voucher}
          />
          <CancelPanel data={data} />
        </div>
        <aside className={styles.aside}>
          <LandlordPanel trip={trip} />
          <section className={panels.panel} aria-labelledby="documents-title">
            <h2 id="documents-title" className={panels.title}>
              {t('trips.documents.title')}
            </h2>
            <ul className={styles.links}>
              <li>
                <a href={data.printHref} data-testid="trip-print">
                  {t('trips.documents.print')}
                </a>
              </li>
              {trip.status !== 'cancelled' &&
              trip.status !== 'declined' &&
              trip.status !== 'expired' ? (
                <li>
                  <a href={data.calendarHref} download="stay.ics">
                    {t('trips.documents.calendar')}
                  </a>
                </li>
              ) : null}
            </ul>
          </section>
        </aside>
      </div>
    </div>
  );
}

function StayPanel({ trip, objectHref }: { trip: CustomerTripDetails; objectHref: string }) {
  const t = useT('booking');
  const tp = useT('pricing');
  const locale = useLocale();
  return (
    <section className={panels.panel} aria-labelledby="stay-title">
      <h2 id="stay-title" className={panels.title}>
        {t('trips.details.stay')}
      </h2>
      <div className={styles.object}>
        {trip.photo !== null ? (
          <img src={trip.photo} alt="" width={160} height={120} className={styles.thumb} />
        ) : null}
        <p className={styles.objectTitle}>
          <a href={objectHref}>{trip.objectTitle}</a>
        </p>
      </div>
      <dl className={styles.facts}>
        <dt>{t('trips.numberLabel')}</dt>
        <dd data-testid="trip-number">{trip.bookingDisplayNumber}</dd>
        <dt>{t('facts.arrival')}</dt>
        <dd>{formatDay(trip.startDate, locale)}</dd>
        <dt>{t('facts.departure')}</dt>
        <dd>{formatDay(trip.endDate, locale)}</dd>
        <dt>{t('facts.length')}</dt>
        <dd>{tp('period.nights', { count: trip.nights })}</dd>
        <dt>{t('facts.party')}</dt>
        <dd>
          {[
            tp('period.adults', { count: trip.adults }),
            ...(trip.children > 0 ? [tp('period.children', { count: trip.children })] : []),
            ...(trip.pets > 0 ? [tp('period.pets', { count: trip.pets })] : []),
          ].join(', ')}
        </dd>
      </dl>
      {trip.status === 'declined' ? (
        <p className={styles.note}>
          {t('trips.declined')}
          {trip.declineReason ? ` ${t('trips.declineReason', { reason: trip.declineReason })}` : ''}
        </p>
      ) : null}
    </section>
  );
}

/** The booked price's lines, its total and what is paid on site (the panel and the print). */
function PriceLines({ trip }: { trip: CustomerTripDetails }) {
  const t = useT('booking');
  const tp = useT('pricing');
  const locale = useLocale();
  return (
    <>
      <ul className={styles.costs} data-testid="trip-lines">
        {trip.lines.map((line) => (
          <li key={`${line.kind}-${line.name}`}>
            <span>{lineLabel(line, tp, t, locale)}</span>
            <span>{formatMoney(line.amount, locale)}</span>
          </li>
        ))}
        <li className={styles.sum}>
          <span>{t('trips.price.total')}</span>
          <span data-testid="trip-total">{formatMoney(trip.total, locale)}</span>
        </li>
      </ul>
      {trip.onSite.length > 0 ? (
        <>
          <h3 className={styles.subTitle}>{t('trips.price.onSite')}</h3>
          <ul className={styles.costs} data-testid="trip-on-site">
            {trip.onSite.map((line) => (
              <li key={`${line.kind}-${line.name}`}>
                <span>
                  {lineLabel(line, tp, t, locale)}
                  {line.refundable ? ` – ${tp('costs.refundable')}` : ''}
                  {line.kind === 'onSiteOptional' ? ` – ${t('trips.price.ifWanted')}` : ''}
                </span>
                <span>{formatMoney(onSiteAmount(line), locale)}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}

function PricePanel({ trip }: { trip: CustomerTripDetails }) {
  const t = useT('booking');
  return (
    <section className={panels.panel} aria-labelledby="price-title">
      <h2 id="price-title" className={panels.title}>
        {t('trips.price.title')}
      </h2>
      <PriceLines trip={trip} />
    </section>
  );
}

/**
 * The booking's payments: the method, each payment with its state, what is paid and still due,
 * and how to pay what is due without a card page — the transfer's account, or who sends the bill
 * (the panel and the print).
 */
function PaymentLines({ trip }: { trip: CustomerTripDetails }) {
  const t = useT('booking');
  const tpay = useT('payments');
  const locale = useLocale();
  const method = trip.paymentMethod;
  return (
    <>
      {method !== null ? (
        <p className={styles.method}>
          {t('trips.payments.method', { method: tpay(`methods.${method}` as 'methods.card') })}
        </p>
      ) : null}
      <ul className={styles.costs} data-testid="trip-payments">
        {trip.payments.map((p) => (
          <li key={p.paymentId} data-status={p.status}>
            <span>
              {paymentKindLabel(tpay, p)}
              <span className={styles.paymentState}>
                {' – '}
                {p.status === 'refunded' && p.refundedCents < p.amountCents
                  ? t('trips.payments.refundedPart', {
                      amount: formatMoney(p.refundedCents, locale),
                    })
                  : p.status === 'paid' && p.paidAt !== null
                    ? t('trips.payments.paid', { date: formatDay(p.paidAt.slice(0, 10), locale) })
                    : t(
                        `trips.payments.${p.status === 'paid' ? 'paidPlain' : p.status}` as 'trips.payments.open',
                        {
                          date: formatDay(p.dueDate, locale),
                        },
                      )}
              </span>
            </span>
            <span>{formatMoney(p.amountCents, locale)}</span>
          </li>
        ))}
        {/* Vouchers' parts of payments they did not settle whole are in no payment row. */}
        {trip.voucherPartCents > 0 ? (
          <li data-testid="trip-voucher-paid">
            <span>{t('trips.payments.voucher')}</span>
            <span>{formatMoney(trip.voucherPartCents, locale)}</span>
          </li>
        ) : null}
        {trip.voucherReturnedCents > 0 ? (
          <li className={styles.subLine} data-testid="trip-voucher-returned">
            <span>{t('trips.payments.voucherReturned')}</span>
            <span>{formatMoney(trip.voucherReturnedCents, locale)}</span>
          </li>
        ) : null}
        <li className={styles.sum}>
          <span>{t('trips.payments.sumPaid')}</span>
          <span>{formatMoney(trip.paidCents, locale)}</span>
        </li>
        {trip.dueCents > 0 ? (
          <li>
            <span>{t('trips.payments.sumDue')}</span>
            <span data-testid="trip-due">{formatMoney(trip.dueCents, locale)}</span>
          </li>
        ) : null}
      </ul>
      {trip.dueCents > 0 && method === 'bankTransfer' ? (
        <TransferAccount transfer={trip.transfer} />
      ) : trip.dueCents > 0 && (method === 'invoice' || method === 'landlord') ? (
        <p className={styles.note}>{tpay(`methodHints.${method}`)}</p>
      ) : null}
    </>
  );
}

function PaymentsPanel({ trip }: { trip: CustomerTripDetails }) {
  const t = useT('booking');
  if (trip.payments.length === 0) return null;
  const nextDue = trip.payments.find((p) => isStillDue(p.status)) ?? null;
  return (
    <section className={panels.panel} aria-labelledby="payments-title">
      <h2 id="payments-title" className={panels.title}>
        {t('trips.payments.title')}
      </h2>
      <PaymentLines trip={trip} />
      {trip.paymentUrl !== null ? (
        <p className={styles.actions}>
          <a className={buttons.primary} href={trip.paymentUrl} data-testid="trip-pay">
            {t(`trips.payments.pay.${nextDue?.kind ?? 'full'}` as 'trips.payments.pay.full')}
          </a>
        </p>
      ) : null}
    </section>
  );
}

function LandlordPanel({ trip }: { trip: CustomerTripDetails }) {
  const t = useT('booking');
  const gone = trip.cancellation === null;
  if (gone && trip.landlord === null) return null;
  return (
    <section className={panels.panel} aria-labelledby="landlord-title">
      <h2 id="landlord-title" className={panels.title}>
        {t('trips.landlord.title')}
      </h2>
      {trip.landlord === null ? (
        <p className={styles.muted}>{t('trips.landlord.pending')}</p>
      ) : (
        <dl className={styles.facts} data-testid="trip-landlord">
          {trip.landlord.name ? (
            <>
              <dt>{t('trips.landlord.name')}</dt>
              <dd>{trip.landlord.name}</dd>
            </>
          ) : null}
          {trip.landlord.email ? (
            <>
              <dt>{t('trips.landlord.email')}</dt>
              <dd>
                <a href={`mailto:${trip.landlord.email}`}>{trip.landlord.email}</a>
              </dd>
            </>
          ) : null}
          {trip.landlord.phone ? (
            <>
              <dt>{t('trips.landlord.phone')}</dt>
              <dd>
                <a href={`tel:${trip.landlord.phone.replace(/[^+\d]/g, '')}`}>
                  {trip.landlord.phone}
                </a>
              </dd>
            </>
          ) : null}
        </dl>
      )}
    </section>
  );
}

function CancelPanel({ data }: { data: DetailsData }) {
  const t = useT('booking');
  const locale = useLocale();
  const navigation = useNavigation();
  const { trip } = data;
  const offer = trip.cancellation;
  const money = (cents: number) => formatMoney(cents, locale);
  if (trip.status === 'cancelled') {
    return (
      <section className={panels.panel} aria-labelledby="cancel-title">
        <h2 id="cancel-title" className={panels.title}>
          {t('trips.cancel.title')}
        </h2>
        <p>
          {trip.cancelledAt !== null
            ? t('trips.cancel.cancelledOn', {
                date: formatDay(trip.cancelledAt.slice(0, 10), locale),
              })
            : t('trips.status.cancelled')}
        </p>
        {trip.cancellationFeeCents !== null && trip.cancellationFeeCents > 0 ? (
          <p>{t('trips.cancel.feeCharged', { amount: money(trip.cancellationFeeCents) })}</p>
        ) : null}
      </section>
    );
  }
  if (offer === null) return null;
  const option = trip.method === 'option' && trip.status === 'option';
  // The post that cancels, with the fee the guest was shown (a changed fee is refused). After the
  // deadline it sits in the confirm step beside "keep the booking"; free of charge it is the one
  // button of the panel.
  const cancelForm = (withKeep: boolean) => (
    <Form method="post" action={data.selfHref} className={styles.actions}>
      <input type="hidden" name="intent" value="cancel" />
      <input type="hidden" name="expectedFeeCents" value={offer.feeCents} />
      <button
        type="submit"
        className={buttons.danger}
        disabled={navigation.state === 'submitting'}
        data-testid="cancel-submit"
      >
        {offer.feeCents === 0
          ? option
            ? t('trips.cancel.submitOption')
            : t('trips.cancel.submitFree')
          : t('trips.cancel.submitFee', { amount: money(offer.feeCents) })}
      </button>
      {withKeep ? <Link to={data.selfHref}>{t('trips.cancel.keep')}</Link> : null}
    </Form>
  );
  return (
    <section className={panels.panel} aria-labelledby="cancel-title" data-testid="trip-cancel">
      <h2 id="cancel-title" className={panels.title}>
        {option ? t('trips.cancel.titleOption') : t('trips.cancel.title')}
      </h2>
      {!offer.possible ? (
        <p>{t('trips.cancel.tooLate')}</p>
      ) : (
        <>
          <p>
            {option
              ? t('trips.cancel.freeOption')
              : offer.free
                ? t('trips.cancel.freeUntil', { date: formatDay(offer.deadline!, locale) })
                : t('trips.cancel.feeNow', {
                    date: formatDay(offer.deadline!, locale),
                    percent: offer.percent,
                  })}
          </p>
          {data.confirming ? (
            <div className={styles.confirm} id="cancel-confirm" data-testid="cancel-confirm">
              <h3 className={styles.subTitle}>{t('trips.cancel.confirmTitle')}</h3>
              <ul className={styles.costs}>
                <li>
                  <span>{t('trips.cancel.fee')}</span>
                  <span data-testid="cancel-fee">
                    {offer.feeCents === 0 ? t('trips.cancel.none') : money(offer.feeCents)}
                  </span>
                </li>
                {offer.insuranceKeptCents > 0 ? (
                  <li>
                    <span>{t('trips.cancel.insurance')}</span>
                    <span>{money(offer.insuranceKeptCents)}</span>
                  </li>
                ) : null}
                <li>
                  <span>{t('trips.cancel.refund')}</span>
                  <span data-testid="cancel-refund">{money(offer.refundCents)}</span>
                </li>
                {offer.voucherRefundCents > 0 ? (
                  <li className={styles.subLine}>
                    <span>{t('trips.cancel.refundVoucher')}</span>
                    <span data-testid="cancel-refund-voucher">
                      {money(offer.voucherRefundCents)}
                    </span>
                  </li>
                ) : null}
                {offer.owedCents > 0 ? (
                  <li>
                    <span>{t('trips.cancel.owed')}</span>
                    <span>{money(offer.owedCents)}</span>
                  </li>
                ) : null}
              </ul>
              <p className={styles.note}>
                {offer.feeCents === 0
                  ? t('trips.cancel.confirmFree')
                  : t('trips.cancel.confirmFee')}
              </p>
              {cancelForm(true)}
            </div>
          ) : offer.feeCents === 0 ? (
            // Free of charge (within the deadline, or an option): one click, the button says so.
            cancelForm(false)
          ) : (
            <p className={styles.actions}>
              <Link
                to={`${data.selfHref}?cancel=1#cancel-confirm`}
                className={buttons.secondary}
                data-testid="cancel-open"
              >
                {option ? t('trips.cancel.buttonOption') : t('trips.cancel.button')}
              </Link>
            </p>
          )}
        </>
      )}
      {!option ? (
        <details className={styles.terms}>
          <summary>{t('trips.cancel.terms')}</summary>
          {trip.terms !== null ? <p>{trip.terms.text}</p> : null}
          <p>{t('trips.cancel.tiers')}</p>
        </details>
      ) : null}
    </section>
  );
}

// ── Printable confirmation ─────────────────────────────────────────────────────────────────────

/** Who issues the confirmation: the operator brand with its legal entity and contact. */
function PrintIssuer() {
  const brand = useBrand();
  const legalLine = useLegalLine();
  const contact = useRootData()?.shell.contact;
  if (!brand) return null;
  // The company only where it says more than the name beside the logo.
  const company = brand.legal.companyName === brand.name ? null : brand.legal.companyName;
  const entity = [company, legalLine].filter(Boolean).join(' · ');
  return (
    <div className={styles.printIssuer} data-testid="trip-print-issuer">
      <p className={styles.printBrand}>
        <BrandLogo size={28} />
        <strong>{brand.name}</strong>
      </p>
      <p className={styles.muted}>
        {entity}
        {entity && contact ? <br /> : null}
        {contact ? `${contact.phoneDisplay} · ${contact.email}` : null}
      </p>
    </div>
  );
}

/** The traveller as booked: name, street, postcode and town, the country by name. */
function TravellerAddress({
  traveller,
}: {
  traveller: NonNullable<CustomerTripDetails['traveller']>;
}) {
  const locale = useLocale();
  const country = regionName(traveller.country, locale);
  const town = [traveller.zip, traveller.city].filter(Boolean).join(' ');
  const lines = [traveller.name, traveller.street, town, country].filter((line): line is string =>
    Boolean(line),
  );
  return (
    <>
      {lines.map((line, i) => (
        <span key={i} className={styles.addressLine}>
          {line}
        </span>
      ))}
    </>
  );
}

function PrintView({ data }: { data: DetailsData }) {
  const t = useT('booking');
  const tp = useT('pricing');
  const locale = useLocale();
  const scripted = useScripted();
  const { trip } = data;
  return (
    <div className={`container ${styles.print}`} data-testid="trip-print-view">
      <p className={styles.printBar}>
        <Link to={data.selfHref}>← {t('trips.print.back')}</Link>
        {/* The browser's print dialog needs the page's scripts: without them the button would do
            nothing, and the browser's own print command is the way. */}
        {scripted ? (
          <button
            type="button"
            className={buttons.primary}
            onClick={() => window.print()}
            data-testid="trip-print-button"
          >
            {t('trips.print.button')}
          </button>
        ) : null}
      </p>
      <PrintIssuer />
      <h1 className={styles.title}>{t('trips.print.title')}</h1>
      <p className={styles.muted}>{t('trips.numberLine', { number: trip.bookingDisplayNumber })}</p>
      <dl className={styles.facts}>
        {trip.traveller !== null ? (
          <>
            <dt>{t('trips.print.traveller')}</dt>
            <dd data-testid="trip-print-traveller">
              <TravellerAddress traveller={trip.traveller} />
            </dd>
          </>
        ) : null}
        <dt>{t('trips.details.state')}</dt>
        <dd>{t(`trips.status.${trip.status}` as 'trips.status.requested')}</dd>
        <dt>{t('trips.details.object')}</dt>
        <dd>
          {trip.objectTitle} ({trip.objectNumber})
        </dd>
        <dt>{t('facts.arrival')}</dt>
        <dd>{formatDay(trip.startDate, locale)}</dd>
        <dt>{t('facts.departure')}</dt>
        <dd>{formatDay(trip.endDate, locale)}</dd>
        <dt>{t('facts.length')}</dt>
        <dd>{tp('period.nights', { count: trip.nights })}</dd>
        <dt>{t('facts.party')}</dt>
        <dd>
          {[
            tp('period.adults', { count: trip.adults }),
            ...(trip.children > 0 ? [tp('period.children', { count: trip.children })] : []),
            ...(trip.pets > 0 ? [tp('period.pets', { count: trip.pets })] : []),
          ].join(', ')}
        </dd>
      </dl>
      <h2 className={styles.subTitle}>{t('trips.price.title')}</h2>
      <PriceLines trip={trip} />
      {trip.payments.length > 0 ? (
        <>
          <h2 className={styles.subTitle}>{t('trips.payments.title')}</h2>
          <PaymentLines trip={trip} />
        </>
      ) : null}
      {trip.status !== 'option' ? (
        <>
          <h2 className={styles.subTitle}>{t('trips.cancel.terms')}</h2>
          {trip.cancellation?.deadline ? (
            <p className={styles.printText}>
              {t('trips.cancel.freeUntil', { date: formatDay(trip.cancellation.deadline, locale) })}
            </p>
          ) : null}
          {trip.terms !== null ? <p className={styles.printText}>{trip.terms.text}</p> : null}
          <p className={styles.printText}>{t('trips.cancel.tiers')}</p>
        </>
      ) : null}
      {trip.landlord !== null ? (
        <>
          <h2 className={styles.subTitle}>{t('trips.landlord.title')}</h2>
          <p className={styles.printText}>
            {[trip.landlord.name, trip.landlord.email, trip.landlord.phone]
              .filter((x) => x)
              .join(' · ')}
          </p>
        </>
      ) : null}
    </div>
  );
}
