// The enquiry page (SPEC §2 Request, /request/{objectNumber}/; issue 14): a question to the
// landlord with optional dates and party and the guest's contact data; it blocks nothing and the
// guest gets a copy. A plain POST to the route action (React Router's <Form> with JavaScript).
// Spam: a field people do not see (a bot fills it in) and the backend's rate limits — no captcha
// of a third party.
import { Form, useNavigation } from 'react-router';
import { useT } from '../../i18n/provider';
import type { RequestActionData, RequestScreenData } from './booking-data';
import { DateRangeField } from '../ui/date-range-field';
import {
  DATE_FIELD_CLASSES,
  ErrorSummary,
  LabelText,
  SelectField,
  TextAreaField,
  fieldId,
} from '../ui/form-fields';
import { PersonFields } from '../ui/person-fields';
import { ObjectCard, ObjectLine, range } from './booking-parts';
import buttons from '../ui/button.module.css';
import styles from './booking.module.css';

const ID = 'request';
/** The field a person never sees; whoever fills it in is a program (booking backend's check). */
export const HONEYPOT_FIELD = 'website';

export function RequestScreen({
  data,
  heading,
  intro,
  result,
}: {
  data: RequestScreenData;
  heading: string;
  intro: string;
  result: RequestActionData | undefined;
}) {
  const t = useT('booking');
  const tp = useT('pricing');
  const navigation = useNavigation();
  const errors = result?.errors ?? [];
  const values = result?.values ?? {};
  const sentTo = result?.ok ? result.sentTo : null;
  const v = (name: string, fallback: string) => values[name] ?? fallback;
  const refusal = (field: string) => errors.find((e) => e.field === field)?.message;
  const { object, stay, traveller } = data;
  return (
    <div className={`container ${styles.screen}`}>
      <h1 className={styles.title}>{heading}</h1>
      <ObjectLine object={object} />
      <p className={styles.intro}>{intro}</p>
      <div className={styles.layout}>
        <div className={styles.main}>
          {sentTo !== null ? (
            <div className={styles.success} role="status" data-testid="request-sent">
              <p>
                <strong>{t('request.sent')}</strong>
              </p>
              <p>{t('request.copy', { email: sentTo })}</p>
              <p>
                <a href={data.objectPath}>{t('aside.backToObject')}</a>
              </p>
            </div>
          ) : (
            <Form method="post" noValidate className={styles.main} data-testid="request-form">
              <ErrorSummary errors={errors} idPrefix={ID} />
              <input type="hidden" name="formToken" value={data.formToken} />
              <div className={styles.honeypot} aria-hidden="true">
                <label htmlFor={`${ID}-${HONEYPOT_FIELD}`}>{t('request.honeypot')}</label>
                <input
                  id={`${ID}-${HONEYPOT_FIELD}`}
                  name={HONEYPOT_FIELD}
                  tabIndex={-1}
                  autoComplete="off"
                  defaultValue=""
                />
              </div>
              <fieldset className={styles.panel}>
                <legend>
                  <h2 className={styles.legendTitle}>{t('request.question')}</h2>
                </legend>
                <TextAreaField
                  idPrefix={ID}
                  name="message"
                  label={t('request.message')}
                  hint={t('request.messageHint')}
                  required
                  maxLength={2000}
                  errors={errors}
                  defaultValue={v('message', '')}
                />
              </fieldset>
              <fieldset className={styles.panel}>
                <legend>
                  <h2 className={styles.legendTitle}>{t('request.stay')}</h2>
                </legend>
                {/* The one date picker (issue 19, docs/date-picker.md): the calendar, never the
                    browser's date input; the fields and their ISO dates are sent as before. */}
                <DateRangeField
                  idPrefix={ID}
                  startName="startDate"
                  endName="endDate"
                  controlIds={{ start: fieldId(ID, 'startDate'), end: fieldId(ID, 'endDate') }}
                  today={data.today}
                  startDate={v('startDate', stay.startDate ?? '') || null}
                  endDate={v('endDate', stay.endDate ?? '') || null}
                  labels={{
                    start: <LabelText label={t('facts.arrival')} />,
                    end: <LabelText label={t('facts.departure')} />,
                  }}
                  errors={{ start: refusal('startDate'), end: refusal('endDate') }}
                  className={styles.dates}
                  {...DATE_FIELD_CLASSES}
                />
                <div className={styles.grid2}>
                  <SelectField
                    idPrefix={ID}
                    required
                    name="persons"
                    label={tp('travellers.adults')}
                    errors={errors}
                    defaultValue={v('persons', String(stay.adults))}
                    options={range(
                      1,
                      Math.max(1, Math.min(object.adultsMax, object.personsMax)),
                    ).map((n) => ({ value: String(n), label: String(n) }))}
                  />
                  <SelectField
                    idPrefix={ID}
                    required
                    name="childs"
                    label={tp('travellers.children')}
                    errors={errors}
                    defaultValue={v('childs', String(stay.childAges.length))}
                    options={range(0, Math.max(0, object.personsMax - 1)).map((n) => ({
                      value: String(n),
                      label: String(n),
                    }))}
                  />
                  {object.petsAllowed > 0 ? (
                    <SelectField
                      idPrefix={ID}
                      required
                      name="pets"
                      label={tp('travellers.pets')}
                      errors={errors}
                      defaultValue={v('pets', String(stay.pets))}
                      options={range(0, object.petsAllowed).map((n) => ({
                        value: String(n),
                        label: String(n),
                      }))}
                    />
                  ) : null}
                </div>
              </fieldset>
              <fieldset className={styles.panel}>
                <legend>
                  <h2 className={styles.legendTitle}>{t('request.contact')}</h2>
                </legend>
                <PersonFields
                  idPrefix={ID}
                  errors={errors}
                  salutation={{
                    label: t('traveller.salutation'),
                    value: v('salutation', traveller.salutation),
                    optionLabel: (s) => t(`traveller.salutations.${s}`),
                  }}
                  firstName={{
                    label: t('traveller.firstName'),
                    value: v('firstName', traveller.firstName),
                    required: true,
                  }}
                  lastName={{
                    label: t('traveller.lastName'),
                    value: v('lastName', traveller.lastName),
                    required: true,
                  }}
                  email={{
                    label: t('traveller.email'),
                    value: v('email', traveller.email),
                    required: true,
                  }}
                  phone={{ label: t('traveller.phone'), value: v('phone', traveller.phone) }}
                />
                <div className={styles.actions} style={{ marginTop: 'var(--space-5)' }}>
                  <button
                    type="submit"
                    className={buttons.primary}
                    disabled={navigation.state === 'submitting'}
                    data-testid="send-request"
                  >
                    {t('request.send')}
                  </button>
                </div>
                <p className={styles.muted} style={{ marginTop: 'var(--space-3)' }}>
                  {t('request.free')}
                </p>
              </fieldset>
            </Form>
          )}
        </div>
        <aside className={`${styles.panel} ${styles.aside}`} aria-labelledby="request-aside-title">
          <h2 id="request-aside-title" className={styles.panelTitle}>
            {t('request.about')}
          </h2>
          <ObjectCard object={object} headingLevel={3} />
        </aside>
      </div>
    </div>
  );
}
