// The parts the booking, option and enquiry screens share: the three steps, the object in brief,
// the price as the one quote has it and the notices between the steps. Their fields and summary
// of refusals are the site's form kit (app/components/ui/form-fields.tsx).
import type { IsoDate } from '#core/dates';
import type { PaymentMethod } from '#core/payments';
import { useT } from '../../i18n/provider';
import { formatDay, formatMoney } from '../../lib/format';
import { useLocale } from '../../lib/root-data';
import type { BookingStay } from '../../lib/booking-stay';
import type { BookingMethod, ObjectSummary, QuoteLine, QuoteView } from './booking-data';
import styles from './booking.module.css';

export function Steps({ method, step }: { method: BookingMethod; step: 1 | 2 | 3 }) {
  const t = useT('booking');
  const names = [t('steps.stay'), t('steps.details'), t(`steps.done.${method}`)];
  return (
    <nav aria-label={t('steps.label')}>
      <ol className={styles.steps}>
        {names.map((name, i) => (
          <li key={name} aria-current={i + 1 === step ? 'step' : undefined}>
            <span className={styles.stepNumber} aria-hidden="true">
              {i + 1}
            </span>
            <span>
              <span className="visually-hidden">{t('steps.number', { number: i + 1 })} </span>
              {name}
            </span>
          </li>
        ))}
      </ol>
    </nav>
  );
}

export function ObjectCard({
  object,
  headingLevel = 2,
}: {
  object: ObjectSummary;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.object}>
      {object.image ? <img src={object.image} alt="" width={88} height={66} /> : <span />}
      <div>
        <Heading className={styles.objectTitle}>
          <a href={object.href}>{object.title}</a>
        </Heading>
        <p className={styles.muted}>
          {object.place}, {object.region}, {object.country}
        </p>
      </div>
    </div>
  );
}

/**
 * Which home the screen is about, under its heading. On a phone the aside with the home's card
 * comes after the whole form, so without this line a guest would choose dates or write an
 * enquiry for a home the screen has not named yet; beside the form (from 992 px) the aside says
 * it and the line is hidden. Text only, no link: the aside's link stays the one way back.
 */
export function ObjectLine({ object }: { object: ObjectSummary }) {
  return (
    <p className={styles.objectLine} data-testid="object-line">
      {object.image ? <img src={object.image} alt="" width={56} height={42} /> : null}
      <span>
        <strong>{object.title}</strong>
        <span className={styles.muted}>
          {object.place}, {object.region}, {object.country}
        </span>
      </span>
    </p>
  );
}

/** "2 Erwachsene, 1 Kind, 1 Haustier". */
export function partyText(
  t: ReturnType<typeof useT<'pricing'>>,
  adults: number,
  children: number,
  pets: number,
): string {
  return [
    t('period.adults', { count: adults }),
    ...(children > 0 ? [t('period.children', { count: children })] : []),
    ...(pets > 0 ? [t('period.pets', { count: pets })] : []),
  ].join(', ');
}

export function StayFacts({
  stay,
  nights,
}: {
  stay: Pick<BookingStay, 'startDate' | 'endDate' | 'adults' | 'childAges' | 'pets'>;
  nights: number | null;
}) {
  const t = useT('booking');
  const tp = useT('pricing');
  const locale = useLocale();
  return (
    <dl className={styles.facts}>
      <dt>{t('facts.arrival')}</dt>
      <dd data-testid="fact-arrival">{stay.startDate ? formatDay(stay.startDate, locale) : '–'}</dd>
      <dt>{t('facts.departure')}</dt>
      <dd>{stay.endDate ? formatDay(stay.endDate, locale) : '–'}</dd>
      {nights !== null ? (
        <>
          <dt>{t('facts.length')}</dt>
          <dd>{tp('period.nights', { count: nights })}</dd>
        </>
      ) : null}
      <dt>{t('facts.party')}</dt>
      <dd>{partyText(tp, stay.adults, stay.childAges.length, stay.pets)}</dd>
    </dl>
  );
}

/**
 * A price line's name as every guest screen writes it, with its unit price where it is counted
 * ("Kurtaxe (1,50 € pro Person und Nacht)"): the summary, the finish page and the user area.
 */
export function lineLabel(
  line: Pick<QuoteLine, 'name' | 'unit' | 'unitAmount'> & { kind: string },
  t: ReturnType<typeof useT<'pricing'>>,
  tb: ReturnType<typeof useT<'booking'>>,
  locale: string,
): string {
  let name: string;
  if (line.kind === 'rent') name = t('costs.rent');
  else if (line.kind === 'insurance') name = tb('insurance.line');
  else name = t(`services.${line.name}` as 'services.other', { defaultValue: t('services.other') });
  if (line.unit === null || line.unitAmount === null || line.unit === 'stay') return name;
  return `${name} (${formatMoney(line.unitAmount, locale)} ${t(`costs.unit.${line.unit}` as 'costs.unit.night')})`;
}

/**
 * What an on-site line says it costs: an optional one its unit price (the guest books it there,
 * as much as wanted — the price box's "10 € pro Nacht"), a mandatory one its amount for the stay.
 */
export function onSiteAmount(line: Pick<QuoteLine, 'amount' | 'unitAmount'> & { kind: string }) {
  return line.kind === 'onSiteOptional' ? (line.unitAmount ?? line.amount) : line.amount;
}

/** The price of the stay as the quote has it: what is paid with the booking, and on site. */
export function PriceSummary({ quote, title = true }: { quote: QuoteView; title?: boolean }) {
  const t = useT('pricing');
  const tb = useT('booking');
  const locale = useLocale();
  return (
    <div data-testid="price-summary">
      {title ? <h3 className={styles.subTitle}>{tb('price.withBooking')}</h3> : null}
      <ul className={styles.costs}>
        {quote.lines.map((line) => (
          <li key={`${line.kind}-${line.name}`}>
            <span>{lineLabel(line, t, tb, locale)}</span>
            <span>{formatMoney(line.amount, locale)}</span>
          </li>
        ))}
        <li className={styles.sum}>
          <span>{tb('price.total')}</span>
          <span>
            {quote.before !== null ? (
              <del className={styles.struck} data-testid="price-before">
                <span className="visually-hidden">{tb('price.before')} </span>
                {formatMoney(quote.before, locale)}
              </del>
            ) : null}
            <span data-testid="quote-total">{formatMoney(quote.total, locale)}</span>
          </span>
        </li>
      </ul>
      {quote.discount !== null ? (
        <p className={styles.muted}>
          {t(`box.discount.${quote.discount.kind}` as 'box.discount.earlyBooking')}
        </p>
      ) : null}
      {quote.onSite.length > 0 ? (
        <>
          <h3 className={styles.subTitle}>{tb('price.onSite')}</h3>
          <ul className={styles.costs}>
            {quote.onSite.map((line) => (
              <li key={`${line.kind}-${line.name}`}>
                <span>
                  {lineLabel(line, t, tb, locale)}
                  {line.refundable ? ` – ${t('costs.refundable')}` : ''}
                  {line.kind === 'onSiteOptional' ? ` – ${tb('price.ifWanted')}` : ''}
                </span>
                <span>{formatMoney(onSiteAmount(line), locale)}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

/** Notices about the stay between the steps: a changed price, dates no longer bookable. */
export function ChangeNotice({
  changedFrom,
  total,
  unavailable,
  startHref,
}: {
  changedFrom: number | null;
  total: number | null;
  unavailable: boolean;
  startHref: string | null;
}) {
  const t = useT('booking');
  const locale = useLocale();
  if (unavailable) {
    return (
      <div className={styles.alert} role="alert" data-testid="notice-unavailable">
        <p>{t('changed.unavailable')}</p>
        {startHref ? (
          <p>
            <a href={startHref}>{t('changed.chooseAgain')}</a>
          </p>
        ) : null}
      </div>
    );
  }
  if (changedFrom === null || total === null) return null;
  return (
    <div className={styles.alert} role="alert" data-testid="notice-price-changed">
      <p>
        {t('changed.price', {
          before: formatMoney(changedFrom, locale),
          now: formatMoney(total, locale),
        })}
      </p>
    </div>
  );
}

export function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
}

/** Formats a date for the screens (dd.MM.yyyy in German). */
export function useDay(): (date: IsoDate) => string {
  const locale = useLocale();
  return (date: IsoDate) => formatDay(date, locale);
}

/**
 * The choice of how to pay (the summary's, and the finish page's when an option is converted):
 * one radio per method with its hint, the given one or the first preselected. The legend is
 * focusable so the error summary's link can lead to it (`{idPrefix}-paymentMethod`).
 */
export function PaymentMethodChoice({
  idPrefix,
  methods,
  selected,
  invalid,
}: {
  idPrefix: string;
  methods: readonly PaymentMethod[];
  selected: string | undefined;
  invalid: boolean;
}) {
  const t = useT('booking');
  const tpay = useT('payments');
  return (
    <fieldset
      className={styles.radios}
      aria-describedby={invalid ? `${idPrefix}-paymentMethod-error` : undefined}
    >
      <legend id={`${idPrefix}-paymentMethod`} tabIndex={-1}>
        {t('payment.method')}
      </legend>
      {methods.map((method, i) => (
        <label key={method} className={styles.check}>
          <input
            type="radio"
            name="paymentMethod"
            value={method}
            defaultChecked={selected === undefined ? i === 0 : selected === method}
            aria-describedby={`${idPrefix}-paymentMethod-${method}-hint`}
          />
          <span className={styles.checkText}>
            <span>{tpay(`methods.${method}`)}</span>
            <span id={`${idPrefix}-paymentMethod-${method}-hint`} className={styles.amountNote}>
              {tpay(`methodHints.${method}`)}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
