// A contact form of help & contact (SPEC §2 ContactGuest, ContactLandlord, ContactPartner,
// ContactAgency; §4 "a reason must be chosen; invalid fields get a danger-coloured border";
// issue 16): the reason select with its empty prompt, the holiday home and the stay where the form
// has them, the message and the sender's contact data. A plain POST to the route's action (React
// Router's <Form> with JavaScript, the browser's form post without), guarded by the form token
// and the trap field (FormGuardInputs). A refused post shows each field's message under it with a
// danger border, a summary above, and puts the focus on the first refused field.
import { useRef, useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import type { Salutation } from '#core/accounts';
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_REASONS,
  contactFieldNeeds,
  isReasonOf,
  type ContactFormKind,
} from '#core/contact';
import { useT } from '../../i18n/provider';
import { useRouteHref } from '../../lib/links';
import { Breadcrumbs } from '../shell/breadcrumbs';
import { DateRangeField } from '../ui/date-range-field';
import {
  CheckboxField,
  DATE_FIELD_CLASSES,
  ErrorSummary,
  FieldPair,
  LabelText,
  TextAreaField,
  TextField,
  fieldId,
  type FieldError,
} from '../ui/form-fields';
import { PersonFields } from '../ui/person-fields';
import buttons from '../ui/button.module.css';
import { CONTACT_FORM_ROUTES } from './contact-hub';
import { DirectContact } from './direct-contact';
import { FormGuardInputs } from '../ui/form-guard-inputs';
import { ReasonSelect } from './reason-select';
import { useFocusFirstInvalid } from './focus-first-invalid';
import styles from './contact.module.css';

const ID = 'contact';

export interface ContactFormResult {
  ok: boolean;
  errors: FieldError[];
  values: Partial<Record<string, string>>;
  sentTo: string | null;
}

export function ContactForm({
  form,
  heading,
  intro,
  formToken,
  today,
  person = {},
  result,
}: {
  form: ContactFormKind;
  heading: string;
  intro: string;
  formToken: string;
  today: string;
  /** A logged-in customer's contact data, filled in until a post brings back what was typed. */
  person?: Partial<Record<string, string>>;
  result: ContactFormResult | undefined;
}) {
  const t = useT('content');
  const href = useRouteHref();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const errors = result?.errors ?? [];
  const values = result?.values ?? person;
  const v = (name: string) => values[name] ?? '';
  const [reason, setReason] = useState(v('reason'));
  // Which of the object and date fields the form has, and which the chosen reason requires.
  const needs = contactFieldNeeds(form, isReasonOf(form, reason) ? reason : null);
  useFocusFirstInvalid(formRef, errors);
  const sentTo = result?.ok ? result.sentTo : null;
  const hubHref = href('Contact');
  const formText = (key: 'objectNumber' | 'startDate' | 'endDate') => t(`contact.form.${key}`);
  const refusal = (field: string) => errors.find((e) => e.field === field)?.message;

  return (
    <div className={`container ${styles.screen}`} data-testid="contact-screen">
      <Breadcrumbs />
      <h1 className={styles.title}>{heading}</h1>
      <p className={styles.intro}>{intro}</p>
      <div className={styles.layout}>
        <div className={styles.main}>
          {sentTo !== null ? (
            <div className={styles.success} role="status" data-testid="contact-sent">
              <p>
                <strong>{t('contact.form.sentTitle')}</strong>
              </p>
              <p>{t('contact.form.sentText', { email: sentTo })}</p>
              <div className={styles.actions}>
                <a href={href(CONTACT_FORM_ROUTES[form])}>{t('contact.form.sendAnother')}</a>
                <Link to={hubHref}>{t('contact.form.back')}</Link>
              </div>
            </div>
          ) : (
            <Form
              ref={formRef}
              method="post"
              noValidate
              className={styles.main}
              data-testid="contact-form"
              data-form={form}
            >
              <ErrorSummary errors={errors} idPrefix={ID} />
              <FormGuardInputs token={formToken} idPrefix={ID} trapLabel={t('guard.trap')} />
              <fieldset className={styles.panel}>
                <legend>
                  <h2 className={styles.panelTitle}>{t('contact.form.concern')}</h2>
                </legend>
                <div className={styles.stack}>
                  <FieldPair>
                    <ReasonSelect
                      idPrefix={ID}
                      label={t('contact.form.reason')}
                      prompt={t('contact.form.reasonPrompt')}
                      errors={errors}
                      value={reason}
                      onChange={setReason}
                      options={CONTACT_REASONS[form].map((r) => ({
                        value: r,
                        label: t(`contact.form.reasons.${r}`),
                      }))}
                    />
                  </FieldPair>
                  {needs.objectNumber !== null ? (
                    <FieldPair>
                      <TextField
                        idPrefix={ID}
                        name="objectNumber"
                        label={formText('objectNumber')}
                        hint={
                          form === 'landlord'
                            ? t('contact.form.objectNumberLandlordHint')
                            : t('contact.form.objectNumberHint')
                        }
                        required={needs.objectNumber === 'required'}
                        inputMode="numeric"
                        maxLength={10}
                        errors={errors}
                        defaultValue={v('objectNumber')}
                      />
                    </FieldPair>
                  ) : null}
                  {needs.ratingNumber !== null ? (
                    // A report of a rating (decision 096): which one, and in good faith.
                    <>
                      <FieldPair>
                        <TextField
                          idPrefix={ID}
                          name="ratingNumber"
                          label={t('contact.form.ratingNumber')}
                          hint={t('contact.form.ratingNumberHint')}
                          required={needs.ratingNumber === 'required'}
                          inputMode="numeric"
                          maxLength={10}
                          errors={errors}
                          defaultValue={v('ratingNumber')}
                        />
                      </FieldPair>
                    </>
                  ) : null}
                  {needs.dates !== null ? (
                    // The one date picker (issue 19, docs/date-picker.md): the calendar, never the
                    // browser's date input; the fields and their ISO dates are sent as before.
                    <DateRangeField
                      idPrefix={ID}
                      startName="startDate"
                      endName="endDate"
                      controlIds={{
                        start: fieldId(ID, 'startDate'),
                        end: fieldId(ID, 'endDate'),
                      }}
                      today={today}
                      startDate={v('startDate') || null}
                      endDate={v('endDate') || null}
                      labels={{
                        start: (
                          <LabelText
                            label={formText('startDate')}
                            required={needs.dates === 'required'}
                          />
                        ),
                        end: (
                          <LabelText
                            label={formText('endDate')}
                            required={needs.dates === 'required'}
                          />
                        ),
                      }}
                      hint={t('contact.form.datesHint')}
                      required={needs.dates === 'required'}
                      errors={{ start: refusal('startDate'), end: refusal('endDate') }}
                      {...DATE_FIELD_CLASSES}
                    />
                  ) : null}
                  <TextAreaField
                    idPrefix={ID}
                    name="message"
                    label={t('contact.form.message')}
                    hint={
                      // A report says what is wrong with the rating (decision 096).
                      needs.ratingNumber !== null
                        ? t('contact.form.reportHint')
                        : form === 'guest'
                          ? t('contact.form.messageHintGuest')
                          : t('contact.form.messageHint')
                    }
                    required
                    maxLength={CONTACT_MESSAGE_MAX}
                    errors={errors}
                    defaultValue={v('message')}
                  />
                  {needs.ratingNumber !== null ? (
                    <CheckboxField
                      idPrefix={ID}
                      name="goodFaith"
                      label={t('contact.form.goodFaith')}
                      required
                      errors={errors}
                      defaultChecked={v('goodFaith') === 'on'}
                    />
                  ) : null}
                </div>
              </fieldset>
              <fieldset className={styles.panel}>
                <legend>
                  <h2 className={styles.panelTitle}>{t('contact.form.person')}</h2>
                </legend>
                <PersonFields
                  idPrefix={ID}
                  errors={errors}
                  salutation={{
                    label: t('contact.form.salutation'),
                    value: v('salutation') || 'none',
                    required: true,
                    optionLabel: (s: Salutation) => t(`contact.form.salutations.${s}`),
                  }}
                  firstName={{
                    label: t('contact.form.firstName'),
                    value: v('firstName'),
                    required: true,
                  }}
                  lastName={{
                    label: t('contact.form.lastName'),
                    value: v('lastName'),
                    required: true,
                  }}
                  email={{ label: t('contact.form.email'), value: v('email'), required: true }}
                  phone={{ label: t('contact.form.phone'), value: v('phone') }}
                />
              </fieldset>
              <div className={styles.actions}>
                <button
                  type="submit"
                  className={buttons.primary}
                  disabled={navigation.state === 'submitting'}
                  data-testid="contact-send"
                >
                  {navigation.state === 'submitting'
                    ? t('contact.form.sending')
                    : t('contact.form.send')}
                </button>
                <Link to={hubHref}>{t('contact.form.back')}</Link>
              </div>
              <p className={styles.muted}>{t('contact.form.privacy')}</p>
            </Form>
          )}
        </div>
        <DirectContact />
      </div>
    </div>
  );
}
