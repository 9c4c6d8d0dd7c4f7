// The partner programme page (SPEC §2 Distribution; issue 16): who it is for, what partners get,
// how it works in three steps, and the application form. The form is a plain POST to the route's
// action (React Router's <Form> with JavaScript, a normal form post without): refusals come back
// per field (danger border, message, aria-invalid) with a summary, and the focus goes to the first
// refused field. Spam protection: the form guard's hidden inputs (../content/form-guard-inputs).
import { useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import { labelColon } from '#core/format';
import { PARTNER_KINDS, REGISTRATION_LIMITS as L } from '#core/partner-registration';
import { useT } from '../../i18n/provider';
import { useRouteHref } from '../../lib/links';
import { useLocale, useRootData } from '../../lib/root-data';
import { FormGuardInputs } from '../ui/form-guard-inputs';
import { useFocusFirstInvalid } from '../content/focus-first-invalid';
import { Breadcrumbs } from '../shell/breadcrumbs';
import {
  ErrorSummary,
  FieldMessage,
  FieldPair,
  SelectField,
  TextAreaField,
  TextField,
  fieldId,
} from '../ui/form-fields';
import { SALUTATION_ORDER } from '../ui/person-fields';
import buttons from '../ui/button.module.css';
import type { ProgrammeActionData, ProgrammeScreenData } from './programme-data';
import styles from './programme.module.css';

const ID = 'partner';
const BENEFITS = ['branding', 'phone', 'commission', 'login'] as const;
const STEPS = ['apply', 'review', 'start'] as const;
/** The country the form starts with, by the page's language. */
const HOME_COUNTRY: Record<string, string> = { de: 'de', en: 'gb', fr: 'fr', it: 'it' };

export function ProgrammeScreen({
  data,
  heading,
  intro,
  language,
  result,
}: {
  data: ProgrammeScreenData;
  heading: string;
  intro: string;
  language: string;
  result: ProgrammeActionData | undefined;
}) {
  const t = useT('partners');
  const tc = useT('content');
  const locale = useLocale();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const errors = result?.errors ?? [];
  useFocusFirstInvalid(formRef, errors);
  const values = result?.values ?? null;
  const v = (name: keyof NonNullable<typeof values>, fallback = '') => values?.[name] ?? fallback;
  const sentTo = result?.ok ? result.sentTo : null;
  const token = result?.formToken ?? data.formToken;
  const kindError = errors.find((e) => e.field === 'kind') ?? null;
  const kindValue = v('kind');
  const routeHref = useRouteHref();
  const contact = useRootData()?.shell.contact;
  const phone = contact ? { display: contact.phoneDisplay, interact: contact.phoneInteract } : null;

  return (
    <div className={`container ${styles.screen}`}>
      <Breadcrumbs />
      <header className={styles.hero}>
        <h1 className={styles.title}>{heading}</h1>
        <p className={styles.lead}>{intro}</p>
        <p className={styles.lead}>{t('programme.lead')}</p>
        <p>
          <a className={buttons.primary} href="#partner-apply">
            {t('form.title')}
          </a>
        </p>
      </header>

      <section aria-labelledby="partner-for-whom" className={styles.section}>
        <h2 id="partner-for-whom" className={styles.sectionTitle}>
          {t('programme.forWhomTitle')}
        </h2>
        <div className={styles.grid2}>
          <div className={styles.card}>
            <h3 className={styles.cardTitle}>{t('programme.agencyTitle')}</h3>
            <p>{t('programme.agencyText')}</p>
          </div>
          <div className={styles.card}>
            <h3 className={styles.cardTitle}>{t('programme.affiliateTitle')}</h3>
            <p>{t('programme.affiliateText')}</p>
          </div>
        </div>
      </section>

      <section aria-labelledby="partner-benefits" className={styles.section}>
        <h2 id="partner-benefits" className={styles.sectionTitle}>
          {t('programme.benefitsTitle')}
        </h2>
        <ul className={styles.benefits}>
          {BENEFITS.map((name) => (
            <li key={name} className={styles.card} data-testid={`benefit-${name}`}>
              <h3 className={styles.cardTitle}>{t(`programme.benefits.${name}.title`)}</h3>
              <p>{t(`programme.benefits.${name}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="partner-steps" className={styles.section}>
        <h2 id="partner-steps" className={styles.sectionTitle}>
          {t('programme.stepsTitle')}
        </h2>
        <ol className={styles.steps}>
          {STEPS.map((name, index) => (
            <li key={name} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <div>
                <h3 className={styles.cardTitle}>
                  <span className="visually-hidden">
                    {t('programme.stepNumber', { number: index + 1 })}:{' '}
                  </span>
                  {t(`programme.steps.${name}.title`)}
                </h3>
                <p>{t(`programme.steps.${name}.text`)}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section id="partner-apply" aria-labelledby="partner-apply-title" className={styles.section}>
        <h2 id="partner-apply-title" className={styles.sectionTitle}>
          {t('form.title')}
        </h2>
        <div className={styles.applyLayout}>
          <div className={styles.applyMain}>
            {sentTo !== null ? (
              <div className={styles.success} role="status" data-testid="registration-sent">
                <p>
                  <strong>{t('form.sentTitle')}</strong>
                </p>
                <p>{t('form.sentText', { email: sentTo })}</p>
              </div>
            ) : (
              <Form
                method="post"
                noValidate
                ref={formRef}
                className={styles.form}
                data-testid="registration-form"
                preventScrollReset
              >
                <p className={styles.muted}>{t('form.intro')}</p>
                <ErrorSummary errors={errors} idPrefix={ID} testId="registration-errors" />
                <FormGuardInputs token={token} idPrefix={ID} trapLabel={tc('guard.trap')} />

                <fieldset className={styles.panel}>
                  <legend className={styles.legend}>{t('form.companyLegend')}</legend>
                  <div>
                    <fieldset
                      className={styles.radios}
                      aria-describedby={kindError ? `${fieldId(ID, 'kind')}-error` : undefined}
                    >
                      <legend className={styles.radioLegend}>{t('form.kind')}</legend>
                      {PARTNER_KINDS.map((kind, index) => (
                        <label key={kind} className={styles.radio}>
                          <input
                            type="radio"
                            name="kind"
                            value={kind}
                            id={
                              index === 0 ? fieldId(ID, 'kind') : `${fieldId(ID, 'kind')}-${kind}`
                            }
                            defaultChecked={kindValue === kind}
                            required
                            aria-invalid={kindError ? true : undefined}
                          />
                          <span>{t(`form.kinds.${kind}`)}</span>
                        </label>
                      ))}
                      {kindError ? (
                        <FieldMessage
                          id={`${fieldId(ID, 'kind')}-error`}
                          message={kindError.message}
                        />
                      ) : null}
                    </fieldset>
                  </div>
                  <TextField
                    idPrefix={ID}
                    name="company"
                    label={t('form.company')}
                    required
                    autoComplete="organization"
                    maxLength={L.company}
                    errors={errors}
                    defaultValue={v('company')}
                  />
                  <TextField
                    idPrefix={ID}
                    name="website"
                    type="text"
                    inputMode="text"
                    label={t('form.website')}
                    hint={t('form.websiteHint')}
                    autoComplete="url"
                    maxLength={L.website}
                    errors={errors}
                    defaultValue={v('website')}
                  />
                  <TextField
                    idPrefix={ID}
                    name="vatId"
                    label={t('form.vatId')}
                    hint={t('form.vatIdHint')}
                    maxLength={L.vatId + 6}
                    errors={errors}
                    defaultValue={v('vatId')}
                  />
                </fieldset>

                <fieldset className={styles.panel}>
                  <legend className={styles.legend}>{t('form.contactLegend')}</legend>
                  <SelectField
                    idPrefix={ID}
                    name="salutation"
                    label={t('form.salutation')}
                    required
                    autoComplete="honorific-prefix"
                    errors={errors}
                    defaultValue={v('salutation', 'none')}
                    options={SALUTATION_ORDER.map((s) => ({
                      value: s,
                      label: t(`form.salutations.${s}`),
                    }))}
                  />
                  <FieldPair>
                    <TextField
                      idPrefix={ID}
                      name="firstName"
                      label={t('form.firstName')}
                      required
                      autoComplete="given-name"
                      maxLength={L.name}
                      errors={errors}
                      defaultValue={v('firstName')}
                    />
                    <TextField
                      idPrefix={ID}
                      name="lastName"
                      label={t('form.lastName')}
                      required
                      autoComplete="family-name"
                      maxLength={L.name}
                      errors={errors}
                      defaultValue={v('lastName')}
                    />
                  </FieldPair>
                  <FieldPair>
                    <TextField
                      idPrefix={ID}
                      name="email"
                      type="email"
                      inputMode="email"
                      label={t('form.email')}
                      required
                      autoComplete="email"
                      maxLength={L.email}
                      errors={errors}
                      defaultValue={v('email')}
                    />
                    <TextField
                      idPrefix={ID}
                      name="phone"
                      type="tel"
                      inputMode="tel"
                      label={t('form.phone')}
                      required
                      autoComplete="tel"
                      maxLength={L.phone}
                      errors={errors}
                      defaultValue={v('phone')}
                    />
                  </FieldPair>
                </fieldset>

                <fieldset className={styles.panel}>
                  <legend className={styles.legend}>{t('form.addressLegend')}</legend>
                  <TextField
                    idPrefix={ID}
                    name="street"
                    label={t('form.street')}
                    required
                    autoComplete="street-address"
                    maxLength={L.street}
                    errors={errors}
                    defaultValue={v('street')}
                  />
                  <FieldPair>
                    <TextField
                      idPrefix={ID}
                      name="postalCode"
                      label={t('form.postalCode')}
                      required
                      autoComplete="postal-code"
                      maxLength={L.postalCode}
                      errors={errors}
                      defaultValue={v('postalCode')}
                    />
                    <TextField
                      idPrefix={ID}
                      name="city"
                      label={t('form.city')}
                      required
                      autoComplete="address-level2"
                      maxLength={L.city}
                      errors={errors}
                      defaultValue={v('city')}
                    />
                  </FieldPair>
                  <SelectField
                    idPrefix={ID}
                    name="countryCode"
                    label={t('form.countryCode')}
                    required
                    autoComplete="country"
                    errors={errors}
                    defaultValue={v('countryCode', HOME_COUNTRY[language] ?? 'de')}
                    options={data.countries.map((c) => ({ value: c.code, label: c.name }))}
                  />
                </fieldset>

                <div className={styles.panel}>
                  <TextAreaField
                    idPrefix={ID}
                    name="message"
                    label={t('form.message')}
                    hint={t('form.messageHint')}
                    maxLength={L.message}
                    errors={errors}
                    defaultValue={v('message')}
                  />
                  <p className={styles.muted}>{t('form.privacy')}</p>
                  <div>
                    <button
                      type="submit"
                      className={buttons.primary}
                      disabled={navigation.state === 'submitting'}
                      data-testid="send-registration"
                    >
                      {navigation.state === 'submitting' ? t('form.sending') : t('form.send')}
                    </button>
                  </div>
                </div>
              </Form>
            )}
          </div>
          <aside className={`${styles.card} ${styles.aside}`} aria-labelledby="partner-aside-title">
            <h3 id="partner-aside-title" className={styles.cardTitle}>
              {t('form.asideTitle')}
            </h3>
            <p>{t('form.asideText')}</p>
            <p>
              <a href={routeHref('ContactPartner')}>{t('form.asideLink')}</a>
            </p>
            {phone ? (
              <p>
                {t('form.asidePhone')}
                {labelColon(locale)} <a href={`tel:${phone.interact}`}>{phone.display}</a>
              </p>
            ) : null}
          </aside>
        </div>
      </section>
    </div>
  );
}
