// Step 1 of the booking and option flows (SPEC §4): the stay — dates with the object page's
// availability calendar, adults, children with their ages, pets (and their size where the object
// asks), optional extras and the travel-cancellation insurance (never pre-selected) — and its
// full price from the server's quote. One plain GET form: "Update price" sends it to this page,
// "Continue" to the summary, so the stay stays in the URL and the page works without JavaScript;
// with it every change reloads the quote at once (the loader prices, the browser never does).
import { useRef, useState } from 'react';
import { Form, useNavigation, useSubmit } from 'react-router';
import type { DateSelection } from '#core/price-state';
import { MAX_CHILD_AGE } from '#core/party';
import { useT } from '../../i18n/provider';
import { formatMoney } from '../../lib/format';
import { useLocale } from '../../lib/root-data';
import { useScripted } from '../../lib/scripted';
import { PET_SIZES } from '../../lib/booking-stay';
import { AvailabilityCalendar } from '../object/availability-calendar';
import { KEEP_SCROLL } from '../shell/scroll-manager';
import type { StayScreenData } from './booking-data';
import { DateRangeField } from '../ui/date-range-field';
import { DATE_FIELD_CLASSES, SelectField } from '../ui/form-fields';
import { ChangeNotice, PriceSummary, range } from './booking-parts';
import buttons from '../ui/button.module.css';
import styles from './booking.module.css';

const ID = 'stay';

export function StayForm({ data }: { data: StayScreenData }) {
  const t = useT('booking');
  const tp = useT('pricing');
  const locale = useLocale();
  const submit = useSubmit();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const { object, stay, quote, today } = data;
  const [dates, setDates] = useState({ startDate: stay.startDate, endDate: stay.endDate });
  const [children, setChildren] = useState(stay.childAges.length);
  const [adults, setAdults] = useState(stay.adults);
  const [pets, setPets] = useState(stay.pets);
  const busy = navigation.state !== 'idle';
  // Without JavaScript the dates are typed into text fields; with it the calendar chooses them
  // and shows them, and the fields become hidden ones the form sends.
  const scripted = useScripted();

  /** With JavaScript: the page's loader prices the changed stay (same URL as the form's GET). */
  const refresh = () => {
    const form = formRef.current;
    if (form === null) return;
    submit(form, {
      method: 'get',
      action: data.paths.start.split('?')[0],
      replace: true,
      ...KEEP_SCROLL,
    });
  };
  const onCalendar = (selection: DateSelection) => {
    setDates({ startDate: selection.startDate, endDate: selection.endDate });
    // A complete range is priced at once; an arrival alone waits for its departure.
    if (selection.startDate !== null && selection.endDate !== null && selection.problem === null) {
      queueMicrotask(refresh);
    }
  };

  const childrenMax = Math.max(0, object.personsMax - adults);
  const sizes =
    object.petSizeMax === null ? [] : PET_SIZES.slice(0, PET_SIZES.indexOf(object.petSizeMax) + 1);
  const startPath = data.paths.start.split('?')[0]!;
  const summaryPath = data.paths.summary.split('?')[0]!;
  const partner = new URLSearchParams(data.paths.start.split('?')[1] ?? '').get('partner');

  return (
    <Form
      ref={formRef}
      method="get"
      action={startPath}
      className={styles.main}
      onChange={(event) => {
        // Dates typed into the fallback fields wait for both; every other change prices at once.
        const target = event.target as HTMLElement;
        if (
          target instanceof HTMLInputElement &&
          (target.name === 'startDate' || target.name === 'endDate')
        ) {
          return;
        }
        queueMicrotask(refresh);
      }}
      data-testid="stay-form"
    >
      {partner ? <input type="hidden" name="partner" value={partner} /> : null}
      {quote !== null ? <input type="hidden" name="quoteTotal" value={quote.total} /> : null}
      <ChangeNotice
        changedFrom={data.changedFrom}
        total={quote?.total ?? null}
        unavailable={false}
        startHref={null}
      />
      <fieldset className={styles.panel}>
        <legend>
          <h2 className={styles.legendTitle}>{t('stay.dates')}</h2>
        </legend>
        {scripted ? (
          <>
            <input type="hidden" name="startDate" value={dates.startDate ?? ''} />
            <input type="hidden" name="endDate" value={dates.endDate ?? ''} />
          </>
        ) : (
          // The shared date field's server form (issue 19): ISO text fields with a format hint
          // in the page language, never the browser's date input and its "mm/dd/yyyy".
          <DateRangeField
            idPrefix={ID}
            startName="startDate"
            endName="endDate"
            today={today}
            startDate={dates.startDate}
            endDate={dates.endDate}
            labels={{ start: t('facts.arrival'), end: t('facts.departure') }}
            className={styles.grid2}
            {...DATE_FIELD_CLASSES}
          />
        )}
        <div className={styles.calendar}>
          <AvailabilityCalendar
            availability={data.availability}
            today={today}
            startDate={dates.startDate}
            endDate={dates.endDate}
            onChange={onCalendar}
          />
        </div>
      </fieldset>

      <fieldset className={styles.panel}>
        <legend>
          <h2 className={styles.legendTitle}>{t('stay.party')}</h2>
        </legend>
        <div className={styles.grid2}>
          <SelectField
            idPrefix={ID}
            required
            name="persons"
            label={tp('travellers.adults')}
            errors={[]}
            value={String(adults)}
            onChange={(v) => setAdults(Number(v))}
            options={range(1, Math.max(1, Math.min(object.adultsMax, object.personsMax))).map(
              (n) => ({
                value: String(n),
                label: String(n),
              }),
            )}
          />
          <SelectField
            idPrefix={ID}
            required
            name="childs"
            label={tp('travellers.children')}
            errors={[]}
            value={String(Math.min(children, childrenMax))}
            onChange={(v) => setChildren(Number(v))}
            options={range(0, childrenMax).map((n) => ({ value: String(n), label: String(n) }))}
          />
        </div>
        {children > 0 ? (
          <div className={styles.grid2} style={{ marginTop: 'var(--space-4)' }}>
            {range(1, Math.min(children, childrenMax)).map((n) => (
              <SelectField
                key={n}
                idPrefix={ID}
                id={`${ID}-childAge-${n}`}
                required
                name="childAge"
                label={tp('travellers.childAge', { number: n })}
                errors={[]}
                // No age is guessed (the landlord prepares for who comes): until the guest
                // chooses, "Alter wählen", which the required select does not let through.
                defaultValue={String(stay.childAges[n - 1] ?? '')}
                options={[
                  { value: '', label: tp('travellers.chooseAge') },
                  ...range(0, MAX_CHILD_AGE).map((age) => ({
                    value: String(age),
                    label: tp('travellers.age', { count: age }),
                  })),
                ]}
              />
            ))}
          </div>
        ) : null}
        {object.petsAllowed > 0 ? (
          <div className={styles.grid2} style={{ marginTop: 'var(--space-4)' }}>
            <SelectField
              idPrefix={ID}
              required
              name="pets"
              label={tp('travellers.pets')}
              errors={[]}
              value={String(pets)}
              onChange={(v) => setPets(Number(v))}
              options={range(0, object.petsAllowed).map((n) => ({
                value: String(n),
                label: String(n),
              }))}
            />
            {sizes.length > 0 && pets > 0 ? (
              <SelectField
                idPrefix={ID}
                required
                name="petSize"
                label={t('stay.petSize')}
                hint={t('stay.petSizeHint')}
                errors={[]}
                defaultValue={stay.petSize ?? sizes[0]}
                options={sizes.map((size) => ({ value: size, label: t(`stay.petSizes.${size}`) }))}
              />
            ) : null}
          </div>
        ) : (
          <p className={styles.muted}>{t('stay.noPets')}</p>
        )}
      </fieldset>

      {quote !== null &&
      (quote.extras.length > 0 || quote.insuranceAmount !== null || quote.insuranceWithLandlord) ? (
        <fieldset className={styles.panel}>
          <legend>
            <h2 className={styles.legendTitle}>{t('stay.extras')}</h2>
          </legend>
          {quote.extras.map((extra) => (
            <label key={extra.id} className={styles.check}>
              <input type="checkbox" name="extras" value={extra.id} defaultChecked={extra.chosen} />
              <span className={styles.checkText}>
                <span>
                  {tp(`services.${extra.id}` as 'services.other', {
                    defaultValue: tp('services.other'),
                  })}
                </span>
                <span className={styles.amountNote}>{formatMoney(extra.amount, locale)}</span>
              </span>
            </label>
          ))}
          {quote.insuranceWithLandlord ? (
            <p
              className={`${styles.muted} ${styles.insuranceNote}`}
              data-testid="insurance-with-landlord"
            >
              {t('insurance.withLandlord')}
            </p>
          ) : null}
          {quote.insuranceAmount !== null ? (
            <label className={styles.check}>
              {/* Never pre-selected (SPEC §9 insurance 0; DOMAIN.md "no pre-ticked boxes"). */}
              <input type="checkbox" name="insurance" value="1" defaultChecked={stay.insurance} />
              <span className={styles.checkText}>
                <span>{t('insurance.offer')}</span>
                <span className={styles.amountNote}>
                  {t('insurance.price', { price: formatMoney(quote.insuranceAmount, locale) })}
                </span>
              </span>
            </label>
          ) : null}
        </fieldset>
      ) : null}

      <section
        className={styles.panel}
        aria-labelledby="stay-price-title"
        aria-live="polite"
        aria-busy={busy}
      >
        <h2 id="stay-price-title" className={styles.panelTitle}>
          {t('price.title')}
        </h2>
        {quote === null ? (
          <p className={styles.muted}>{t('price.needDates')}</p>
        ) : !quote.bookable ? (
          <div className={styles.alert} data-testid="notice-not-bookable">
            <p>
              {tp(`status.${quote.status}` as 'status.occupied', {
                defaultValue: t('changed.unavailable'),
              })}
            </p>
          </div>
        ) : (
          <PriceSummary quote={quote} />
        )}
        <div className={styles.actions} style={{ marginTop: 'var(--space-5)' }}>
          {quote !== null && quote.bookable ? (
            <button
              type="submit"
              className={buttons.primary}
              formAction={summaryPath}
              data-testid="continue"
            >
              {t('stay.continue')}
            </button>
          ) : null}
          <button
            type="submit"
            className={buttons.secondary}
            formAction={startPath}
            // Prices without every age said yet (they do not change the price).
            formNoValidate
            data-testid="update-price"
          >
            {t('stay.update')}
          </button>
        </div>
      </section>
    </Form>
  );
}
