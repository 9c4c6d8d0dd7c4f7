import { useCallback, useEffect, useId, useRef, useState, type JSX } from 'react';
import { Link, useMatches, useSearchParams } from 'react-router';
import type { Availability } from '#core/availability';
import { isIsoDate, todayInBerlin, type IsoDate } from '#core/dates';
import type { TFunction } from '#core/i18n/translate';
import {
  clampStay,
  isValidStayRange,
  originalComplete,
  vacancyVariant,
  type DateSelection,
  type PriceApiResult,
  type PriceVariant,
  type StayChoice,
} from '#core/price-state';
import { MAX_CHILD_AGE } from '#core/party';
import { stayTotal } from '#core/price-total';
import type { PriceServiceItem } from '#core/pricing';
import { quotedDiscountKind, type DiscountKind } from '#core/pricing';
import type { WatchSnapshot } from '#services/watchlist/types';
import { useT } from '../../i18n/provider';
import { formatDay, formatMoney, formatPercent } from '../../lib/format';
import { useRouteHref } from '../../lib/links';
import { linkedStayDates } from '../../lib/object-stay';
import { useLocale } from '../../lib/root-data';
import { usePrice } from '../../lib/use-price';
import { AvailabilityCalendar } from './availability-calendar';
import styles from './price-box.module.css';
import { KEEP_SCROLL } from '../shell/scroll-manager';
import { DroppedDatesNotice } from '../ui/dropped-dates-notice';
import { VacancyBubble } from '../ui/vacancy-bubble';

export interface PriceBoxProps {
  objectNumber: number;
  personsMax: number;
  adultsMax: number;
  /** 0 = no pets, n = up to n pets. */
  petsAllowed: number;
  /** core/availability.ts, from object_availability. */
  availability: Availability | null;
  /** Cents, the object's "from" price (cheapest week, core/pricing minPriceForRules). */
  minPrice: number | null;
  initialStay: {
    startDate: string | null;
    endDate: string | null;
    persons: number;
    childs: number;
    /** null: not said yet (the select asks "Alter wählen"). */
    childAges: (number | null)[];
    pets: number;
  };
  /**
   * The request's "today" (Europe/Berlin) from the page loader, so server and browser render the
   * same calendar. Optional: without it the loader data of the current route is searched for a
   * `today` field, and only then the browser's clock is used.
   */
  today?: IsoDate;
  /**
   * Told the chosen stay and its current price whenever they change (price null while none is
   * known), so the page's watch-list heart stores what the guest sees (SPEC §3 watched object);
   * with the discount kind the stay's quote applies (decision 105's badges), undefined while no
   * quote of the stay is known.
   */
  onQuoteChange?: (quote: WatchSnapshot, discount: DiscountKind | null | undefined) => void;
}

/** A `today` date field of a loader's data, at its top level or one level down ({screen: {today}}). */
function todayOf(data: unknown): IsoDate | null {
  if (typeof data !== 'object' || data === null) return null;
  const record = data as Record<string, unknown>;
  if (isIsoDate(record.today)) return record.today;
  for (const value of Object.values(record)) {
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      const nested = (value as Record<string, unknown>).today;
      if (isIsoDate(nested)) return nested;
    }
  }
  return null;
}

/** "today" from the matched routes' loader data (the object page's loader provides it). */
function useLoaderToday(): IsoDate | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const today = todayOf(matches[i]?.loaderData);
    if (today !== null) return today;
  }
  return null;
}

/** The stay as page URL parameters (the names and formats the object page loader reads). */
function stayParams(stay: StayChoice): [string, string | null][] {
  return [
    ['startDate', stay.startDate],
    ['endDate', stay.endDate],
    ['persons', String(stay.persons)],
    ['childs', stay.childs > 0 ? String(stay.childs) : null],
    ['childAges', stay.childs > 0 ? stay.childAges.join(',') : null],
    ['pets', stay.pets > 0 ? String(stay.pets) : null],
  ];
}

/** `path` (which may already carry ?partner=…) with the stay's parameters added. */
function withStay(path: string, stay: StayChoice, validRange: boolean): string {
  const [base, query = ''] = path.split('?', 2) as [string, string?];
  const params = new URLSearchParams(query);
  for (const [key, value] of stayParams(stay)) {
    if (value === null) continue;
    if (!validRange && (key === 'startDate' || key === 'endDate')) continue;
    params.set(key, value);
  }
  const text = params.toString();
  return text === '' ? base : `${base}?${text}`;
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
}

/**
 * The object page's price box (issue 6): availability calendar, travellers, the price of the
 * chosen stay with its costs, variants, vacancy bubble and the Book / Option / Enquiry buttons;
 * on small screens a sticky bar leads to it. The chosen stay is kept in the page URL.
 */
export function PriceBox(props: PriceBoxProps): JSX.Element {
  const { objectNumber, personsMax, adultsMax, petsAllowed, availability, minPrice } = props;
  const t = useT('pricing');
  const locale = useLocale();
  const routeHref = useRouteHref();
  const loaderToday = useLoaderToday();
  const [clientToday] = useState(() => todayInBerlin(new Date()));
  const today = props.today ?? loaderToday ?? clientToday;
  const [searchParams, setSearchParams] = useSearchParams();
  const [stay, setStay] = useState<StayChoice>(() =>
    clampStay(
      {
        ...props.initialStay,
        // Dates from a link are taken only as a valid range from today (SPEC §5).
        ...(isValidStayRange(props.initialStay.startDate, props.initialStay.endDate, today)
          ? {}
          : { startDate: null, endDate: null }),
      },
      { personsMax, adultsMax, petsAllowed },
    ),
  );
  const { state, refresh } = usePrice({ objectNumber, adultsMax, stay, today });
  const boxId = useId();
  const calendarGridId = `${boxId}-calendar`;
  const actionsId = `${boxId}-actions`;
  const reasonId = `${boxId}-reason`;
  const boxRef = useRef<HTMLElement>(null);
  const [boxInView, setBoxInView] = useState(true);

  const update = useCallback(
    (next: StayChoice) => {
      setStay(next);
      // The URL follows the choice (shareable); the object route does not reload for these.
      setSearchParams(
        (previous) => {
          const params = new URLSearchParams(previous);
          for (const [key, value] of stayParams(next)) {
            if (value === null) params.delete(key);
            else params.set(key, value);
          }
          return params;
        },
        // Only the screen's state: the page keeps its scroll position (and the focus its place).
        { replace: true, ...KEEP_SCROLL },
      );
    },
    [setSearchParams],
  );

  // The summary bar (fixed at the bottom on phones, stuck to the top of the desktop aside) shows
  // while no part of the box is on screen: the price and Book stay in reach wherever the guest
  // reads, and the bar never lies over the calendar or a focused control of the box (issue 12).
  useEffect(() => {
    const box = boxRef.current;
    if (box === null || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const last = entries.at(-1);
      if (last) setBoxInView(last.isIntersecting);
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  const validRange = isValidStayRange(stay.startDate, stay.endDate, today);
  // Dates the page's link carried but could not take, said until the guest starts choosing (the
  // box writes the choice into the URL, so the link's dates are read once).
  const [linkDropped] = useState(() => linkedStayDates(searchParams, today).dropped);
  const droppedDates = stay.startDate === null && stay.endDate === null ? linkDropped : null;
  const result = validRange ? (state.current?.result ?? null) : null;
  const { onQuoteChange } = props;
  const quoted = result !== null && result.priceCalculated ? result.priceObject : null;
  useEffect(() => {
    // The watch list keeps the total shown here: the same figure a card shows for the stay.
    const total = quoted === null ? null : stayTotal(quoted);
    const discount = result === null ? undefined : quotedDiscountKind(result);
    onQuoteChange?.(
      {
        price: total?.total ?? null,
        priceOriginal: total?.before ?? null,
        pricePercentReduction: quoted?.pricePercentReduction ?? null,
        startDate: validRange ? stay.startDate : null,
        endDate: validRange ? stay.endDate : null,
        // The party the total was quoted for: adults, children and pets, as the price API took it.
        persons: stay.persons,
        childs: stay.childs,
        pets: stay.pets,
      },
      discount,
    );
  }, [
    onQuoteChange,
    result,
    quoted,
    validRange,
    stay.startDate,
    stay.endDate,
    stay.persons,
    stay.childs,
    stay.pets,
  ]);
  const loading = validRange && result === null && state.fetchingPriceError === null;
  const bookable = result !== null && result.status === 'free' && !state.isFetchingPrice;
  const onChangeDates = (selection: DateSelection) =>
    update({ ...stay, startDate: selection.startDate, endDate: selection.endDate });

  const childCounts = range(0, Math.max(0, personsMax - stay.persons));
  const bookingReason = !validRange
    ? t('actions.needDates')
    : result === null
      ? t('actions.waiting')
      : result.status !== 'free'
        ? t('actions.notBookable')
        : null;

  const link = (name: string) => withStay(routeHref(name, { objectNumber }), stay, validRange);

  function scrollTo(id: string, focusSelector?: string) {
    const target = document.getElementById(id);
    if (target === null) return;
    target.scrollIntoView({ behavior: 'smooth', block: 'center' });
    const focusable = focusSelector ? target.querySelector<HTMLElement>(focusSelector) : target;
    focusable?.focus({ preventScroll: true });
  }

  return (
    <>
      <section
        ref={boxRef}
        className={styles.box}
        aria-labelledby={`${boxId}-title`}
        data-testid="price-box"
      >
        <h2 className={styles.title} id={`${boxId}-title`}>
          {t('box.title')}
        </h2>

        <div className={styles.headline} aria-live="polite" aria-busy={state.isFetchingPrice}>
          {result !== null && result.priceCalculated ? (
            <PriceHeadline result={result} />
          ) : loading ? (
            <p className={styles.loading} data-testid="price-loading">
              <span className={styles.spinner} aria-hidden="true" />
              {t('box.loading')}
            </p>
          ) : state.fetchingPriceError !== null && validRange ? (
            <div className={styles.error} role="alert" data-testid="price-error">
              <p>{t('error.text')}</p>
              <button type="button" className={styles.secondaryButton} onClick={refresh}>
                {t('error.retry')}
              </button>
            </div>
          ) : validRange ? null : minPrice !== null ? (
            <p className={styles.from}>
              <strong className={styles.fromAmount}>
                {t('box.from', { price: formatMoney(minPrice, locale) })}
              </strong>
              {'\u00a0'}
              <span className={`${styles.muted} ${styles.unit}`}>{t('box.perWeek')}</span>
            </p>
          ) : (
            <p className={styles.from}>{t('box.onRequest')}</p>
          )}
          {result !== null ? (
            <VacancyBubble
              status={vacancyVariant(result.status)}
              label={t(`status.${result.status}`)}
              className={styles.bubble}
              testId="vacancy"
            />
          ) : null}
          {validRange ? null : droppedDates !== null ? (
            // Dates of the link the page could not take (an old link's past arrival): said.
            <DroppedDatesNotice dropped={droppedDates} />
          ) : (
            <p className={styles.prompt}>{t('box.pickDates')}</p>
          )}
        </div>

        <AvailabilityCalendar
          availability={availability}
          today={today}
          startDate={stay.startDate}
          endDate={stay.endDate}
          onChange={onChangeDates}
          gridId={calendarGridId}
        />

        <fieldset className={styles.travellers}>
          <legend className={styles.legend}>{t('travellers.legend')}</legend>
          <div className={styles.fields}>
            <Select
              label={t('travellers.adults')}
              value={stay.persons}
              options={range(1, Math.max(1, Math.min(adultsMax, personsMax))).map((n) => ({
                value: n,
                label: String(n),
              }))}
              onChange={(persons) =>
                update(clampStay({ ...stay, persons }, { personsMax, adultsMax, petsAllowed }))
              }
            />
            <Select
              label={t('travellers.children')}
              value={stay.childs}
              options={childCounts.map((n) => ({ value: n, label: String(n) }))}
              disabled={childCounts.length <= 1}
              onChange={(childs) =>
                update(
                  clampStay(
                    { ...stay, childs, childAges: stay.childAges.slice(0, childs) },
                    { personsMax, adultsMax, petsAllowed },
                  ),
                )
              }
            />
            {petsAllowed > 0 ? (
              <Select
                label={t('travellers.pets')}
                value={stay.pets}
                options={range(0, petsAllowed).map((n) => ({ value: n, label: String(n) }))}
                onChange={(pets) => update({ ...stay, pets })}
              />
            ) : null}
          </div>
          {stay.childs > 0 ? (
            <div className={styles.fields}>
              {stay.childAges.map((age, i) => (
                <Select
                  // Children are positional: the i-th select is the i-th child.
                  key={i}
                  label={t('travellers.childAge', { number: i + 1 })}
                  value={age}
                  // No age is guessed: the booking asks for it before it is made.
                  placeholder={t('travellers.chooseAge')}
                  options={range(0, MAX_CHILD_AGE).map((n) => ({
                    value: n,
                    label: n === 0 ? t('travellers.ageBaby') : t('travellers.age', { count: n }),
                  }))}
                  onChange={(value) =>
                    update({
                      ...stay,
                      childAges: stay.childAges.map((a, j) => (j === i ? value : a)),
                    })
                  }
                />
              ))}
            </div>
          ) : null}
          <p className={styles.muted}>
            {t('travellers.maxPersons', {
              count: personsMax,
              adults: Math.min(adultsMax, personsMax),
            })}
          </p>
        </fieldset>

        <div className={styles.actions} id={actionsId}>
          {bookable ? (
            <>
              <Link className={styles.primaryButton} to={link('Booking')} data-testid="book">
                {t('actions.book')}
              </Link>
              <Link className={styles.secondaryButton} to={link('Option')}>
                {t('actions.option')}
              </Link>
            </>
          ) : (
            <>
              <button
                type="button"
                className={styles.primaryButton}
                disabled
                aria-describedby={reasonId}
                data-testid="book"
              >
                {t('actions.book')}
              </button>
              <button
                type="button"
                className={styles.secondaryButton}
                disabled
                aria-describedby={reasonId}
              >
                {t('actions.option')}
              </button>
            </>
          )}
          <Link className={styles.linkButton} to={link('Request')}>
            {t('actions.enquiry')}
          </Link>
          {bookingReason !== null ? (
            <p className={styles.reason} id={reasonId}>
              {bookingReason}
            </p>
          ) : null}
        </div>
        {result !== null && result.variants.length > 0 ? (
          <Variants
            variants={result.variants}
            onChoose={(v) => update({ ...stay, startDate: v.startDate, endDate: v.endDate })}
          />
        ) : null}
        {result !== null && result.priceCalculated ? (
          <PriceDetails result={result} stay={stay} />
        ) : null}
      </section>

      <div
        className={styles.stickyBar}
        data-visible={!boxInView}
        data-testid="price-summary"
        role="region"
        aria-label={t('mobile.region')}
      >
        <div className={styles.stickyPrice}>
          {result !== null && result.priceCalculated ? (
            <>
              <strong>{formatMoney(result.priceObject.priceComplete, locale)}</strong>
              <span className={styles.muted}>
                {t('period.range', {
                  start: formatDay(result.priceObject.startDate, locale),
                  end: formatDay(result.priceObject.endDate, locale),
                })}
                {' · '}
                {t('period.nights', { count: result.priceObject.duration })}
              </span>
            </>
          ) : minPrice !== null ? (
            <>
              <strong>{t('box.from', { price: formatMoney(minPrice, locale) })}</strong>
              <span className={`${styles.muted} ${styles.unit}`}>{t('box.perWeek')}</span>
            </>
          ) : (
            <strong>{t('box.onRequest')}</strong>
          )}
        </div>
        {bookable ? (
          <Link
            className={styles.primaryButton}
            to={link('Booking')}
            tabIndex={boxInView ? -1 : undefined}
            data-testid="summary-book"
          >
            {t('actions.book')}
          </Link>
        ) : (
          <button
            type="button"
            className={styles.primaryButton}
            tabIndex={boxInView ? -1 : undefined}
            data-testid="summary-book"
            onClick={() =>
              validRange ? scrollTo(actionsId) : scrollTo(calendarGridId, 'button[tabindex="0"]')
            }
          >
            {validRange ? t('mobile.book') : t('mobile.chooseDates')}
          </button>
        )}
      </div>
    </>
  );
}

function PriceHeadline({ result }: { result: PriceApiResult }) {
  const t = useT('pricing');
  const locale = useLocale();
  const p = result.priceObject;
  // The percentage of the total shown struck out (core/price-total), not the rent's discount.
  const percentOff = stayTotal(p).percentOff;
  const reduced = percentOff !== null && percentOff > 0;
  return (
    <div className={styles.total}>
      <p className={styles.totalLine}>
        <span className={styles.muted}>{t('box.total')}</span>
        {reduced ? (
          <del className={styles.original} data-testid="price-original">
            {t('box.originalPrice', { price: formatMoney(originalComplete(result), locale) })}
          </del>
        ) : null}
        <strong className={styles.amount} data-testid="price-total">
          {formatMoney(p.priceComplete, locale)}
        </strong>
        {reduced ? (
          <span className={styles.reduction}>
            {t('box.reduction', { percent: formatPercent(percentOff, locale) })}
          </span>
        ) : null}
      </p>
      <p className={styles.muted}>
        {t('box.totalHint')}
        {result.discount !== null ? ` · ${t(`box.discount.${result.discount.kind}`)}` : ''}
      </p>
    </div>
  );
}

function serviceLine(item: PriceServiceItem, t: TFunction<'pricing'>, locale: string) {
  const name = t(`services.${item.name}`, { defaultValue: t('services.other') });
  const unit =
    item.unit === 'stay'
      ? ''
      : ` (${formatMoney(item.unitAmount, locale)} ${t(`costs.unit.${item.unit}`)})`;
  return `${name}${unit}`;
}

function PriceDetails({ result, stay }: { result: PriceApiResult; stay: StayChoice }) {
  const t = useT('pricing');
  const locale = useLocale();
  const p = result.priceObject;
  const travellers = [
    t('period.adults', { count: stay.persons }),
    ...(stay.childs > 0 ? [t('period.children', { count: stay.childs })] : []),
    ...(stay.pets > 0 ? [t('period.pets', { count: stay.pets })] : []),
  ].join(', ');
  return (
    <div className={styles.details}>
      <h3 className={styles.subTitle}>{t('costs.details')}</h3>
      <p className={styles.period} data-testid="price-period">
        {t('period.range', {
          start: formatDay(p.startDate, locale),
          end: formatDay(p.endDate, locale),
        })}
        {' · '}
        {t('period.nights', { count: p.duration })}
        {' · '}
        {travellers}
      </p>
      <h4 className={styles.listTitle}>{t('costs.included')}</h4>
      <ul className={styles.costs}>
        <li>
          <span>{t('costs.rent')}</span>
          <span>{formatMoney(p.price, locale)}</span>
        </li>
        {result.priceServicesMandatory.map((item) => (
          <li key={item.name}>
            <span>{serviceLine(item, t, locale)}</span>
            <span>{formatMoney(item.amount, locale)}</span>
          </li>
        ))}
        <li className={styles.sum}>
          <span>{t('box.total')}</span>
          <span>{formatMoney(p.priceComplete, locale)}</span>
        </li>
      </ul>
      {result.priceServicesOnSiteMandatory.length > 0 ? (
        <>
          <h4 className={styles.listTitle}>{t('costs.onSiteMandatory')}</h4>
          <ul className={styles.costs}>
            {result.priceServicesOnSiteMandatory.map((item) => (
              <li key={item.name}>
                <span>
                  {serviceLine(item, t, locale)}
                  {item.refundable ? ` – ${t('costs.refundable')}` : ''}
                </span>
                <span>{formatMoney(item.amount, locale)}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {result.priceServicesOnSiteOptional.length > 0 ? (
        <>
          <h4 className={styles.listTitle}>{t('costs.onSiteOptional')}</h4>
          <ul className={styles.costs}>
            {result.priceServicesOnSiteOptional.map((item) => (
              <li key={item.name}>
                <span>{t(`services.${item.name}`, { defaultValue: t('services.other') })}</span>
                <span>
                  {formatMoney(item.unitAmount, locale)} {t(`costs.unit.${item.unit}`)}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

function Variants({
  variants,
  onChoose,
}: {
  variants: PriceVariant[];
  onChoose(variant: PriceVariant): void;
}) {
  const t = useT('pricing');
  const locale = useLocale();
  return (
    <div className={styles.variants}>
      <h3 className={styles.subTitle}>{t('variants.title')}</h3>
      <ul className={styles.variantList}>
        {variants.map((v) => {
          const label =
            v.kind === 'length'
              ? t('variants.length', { count: v.nights })
              : t(`variants.${v.kind}`);
          const dates = t('period.range', {
            start: formatDay(v.startDate, locale),
            end: formatDay(v.endDate, locale),
          });
          const price = formatMoney(v.priceComplete, locale);
          const body = (
            <>
              <span className={styles.variantLabel}>{label}</span>
              <span className={styles.variantDates}>
                {dates} · {t('period.nights', { count: v.nights })}
              </span>
              <span className={styles.variantPrice}>
                {v.available ? price : t('variants.notAvailable')}
              </span>
            </>
          );
          return (
            <li key={`${v.kind}-${v.startDate}`}>
              {v.available ? (
                <button
                  type="button"
                  className={styles.variant}
                  onClick={() => onChoose(v)}
                  data-variant-start={v.startDate}
                >
                  {body}
                </button>
              ) : (
                <div className={styles.variant} data-available="false">
                  {body}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function Select<V extends number | null = number>({
  label,
  value,
  options,
  onChange,
  disabled,
  placeholder,
}: {
  label: string;
  value: V;
  options: { value: number; label: string }[];
  onChange(value: number | (null extends V ? null : never)): void;
  disabled?: boolean;
  /** The first option for "not chosen" (value null), where the value may be null. */
  placeholder?: string;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value === null ? '' : String(value)}
        disabled={disabled}
        onChange={(event) =>
          onChange(
            event.target.value === ''
              ? (null as null extends V ? null : never)
              : Number(event.target.value),
          )
        }
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
