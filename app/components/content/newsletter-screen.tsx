// The newsletter's pages (issue 17): the signup form (also the footer form's target without
// JavaScript, which shows its answer here), the double opt-in's confirmation and the unsubscribe
// page. Confirmation and unsubscription are a button (a POST), never the opening of the link.
// The forms are React Router <Form>s: plain form posts without JavaScript.
import { useRef } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { useT } from '../../i18n/provider';
import { useRouteHref } from '../../lib/links';
import { Breadcrumbs } from '../shell/breadcrumbs';
import { ErrorSummary, TextField } from '../ui/form-fields';
import buttons from '../ui/button.module.css';
import { FormGuardInputs } from '../ui/form-guard-inputs';
import { useFocusFirstInvalid } from './focus-first-invalid';
import type { NewsletterActionData, NewsletterScreenData } from './newsletter-data';
import styles from './newsletter.module.css';

const ID = 'newsletter';

function Result({
  kind,
  title,
  text,
  children,
  testId,
}: {
  kind: 'done' | 'problem';
  title: string;
  text: string;
  children?: React.ReactNode;
  testId: string;
}) {
  return (
    <div className={styles.result} data-kind={kind} role="status" data-testid={testId}>
      <h2>{title}</h2>
      <p>{text}</p>
      {children}
    </div>
  );
}

export function NewsletterScreen({
  data,
  result,
}: {
  data: NewsletterScreenData;
  result: NewsletterActionData | undefined;
}) {
  const t = useT('newsletter');
  const tc = useT('content');
  const routeHref = useRouteHref();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const errors = result?.step === 'signup' && !result.ok ? result.errors : [];
  useFocusFirstInvalid(formRef, errors);
  const busy = navigation.state === 'submitting';
  const done = result?.ok === true && result.step === data.step;
  const again = (
    <p className={styles.actions}>
      <Link className={buttons.secondary} to={routeHref('NewsletterSignup')}>
        {t('confirm.again')}
      </Link>
      <Link className={buttons.secondary} to={routeHref('Home')}>
        {t('confirm.home')}
      </Link>
    </p>
  );

  let body: React.ReactNode;
  if (data.step === 'signup') {
    body = done ? (
      <Result
        kind="done"
        title={t('form.sentTitle')}
        text={t('form.sent')}
        testId="newsletter-sent"
      />
    ) : !data.offered || data.formToken === null ? (
      <p data-testid="newsletter-hidden">{t('form.hidden')}</p>
    ) : (
      <Form
        method="post"
        className={styles.panel}
        ref={formRef}
        noValidate
        data-testid="newsletter-form"
      >
        <ErrorSummary errors={errors} idPrefix={ID} />
        <FormGuardInputs token={data.formToken} idPrefix={ID} trapLabel={tc('guard.trap')} />
        <TextField
          idPrefix={ID}
          name="email"
          label={t('form.emailLabel')}
          errors={errors}
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          defaultValue={result?.email ?? ''}
          required
        />
        <p className={styles.note}>{t('form.privacy')}</p>
        <p className={styles.actions}>
          <button type="submit" className={buttons.primary} disabled={busy}>
            {t('form.submit')}
          </button>
        </p>
      </Form>
    );
  } else if (data.step === 'confirm') {
    body =
      result?.step === 'confirm' ? (
        result.ok ? (
          <Result
            kind="done"
            title={t('confirm.doneTitle')}
            text={t('confirm.done')}
            testId="newsletter-confirmed"
          />
        ) : (
          <Result
            kind="problem"
            title={t('confirm.invalidTitle')}
            text={t('confirm.invalid')}
            testId="newsletter-link-invalid"
          >
            {again}
          </Result>
        )
      ) : data.linkValid && data.token !== null ? (
        <Form method="post" className={styles.panel} data-testid="newsletter-confirm-form">
          <input type="hidden" name="token" value={data.token} />
          <p className={styles.actions}>
            <button type="submit" className={buttons.primary} disabled={busy}>
              {t('confirm.button')}
            </button>
          </p>
        </Form>
      ) : (
        <Result
          kind="problem"
          title={t('confirm.invalidTitle')}
          text={t('confirm.invalid')}
          testId="newsletter-link-invalid"
        >
          {again}
        </Result>
      );
  } else {
    body =
      result?.step === 'unsubscribe' && result.ok ? (
        <Result
          kind="done"
          title={t('unsubscribe.doneTitle')}
          text={t('unsubscribe.done')}
          testId="newsletter-unsubscribed"
        />
      ) : data.linkValid && data.link !== null && result === undefined ? (
        <Form method="post" className={styles.panel} data-testid="newsletter-unsubscribe-form">
          <input type="hidden" name="id" value={data.link.id} />
          <input type="hidden" name="sig" value={data.link.sig} />
          <p className={styles.actions}>
            <button type="submit" className={buttons.primary} disabled={busy}>
              {t('unsubscribe.button')}
            </button>
          </p>
        </Form>
      ) : (
        <Result
          kind="problem"
          title={t('unsubscribe.invalidTitle')}
          text={t('unsubscribe.invalid')}
          testId="newsletter-link-invalid"
        />
      );
  }

  return (
    <div className={`container ${styles.screen}`} data-testid={`newsletter-${data.step}`}>
      <Breadcrumbs />
      <h1 className={styles.title}>{data.heading}</h1>
      {done ? null : <p className={styles.intro}>{data.intro}</p>}
      {body}
    </div>
  );
}
