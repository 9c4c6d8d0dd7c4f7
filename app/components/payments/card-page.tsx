// The sandbox provider's card page (routes/payment.tsx): the amount and the payee, the card form
// (number, expiry, CVC, holder), the challenge step of a card that asks for one, and what the page
// says when a link cannot be paid. Texts come in the page's payment language (de or en), so the
// page says so with `lang` when the site around it speaks another.
import { useEffect, useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import type { CardActionResult, CardField, CardPageData } from '#services/payments/types';
import { useT } from '../../i18n/provider';
import { formatMoney } from '../../lib/format';
import styles from './card-page.module.css';

const LOCALES = { de: 'de-DE', en: 'en-GB' } as const;

interface Props {
  data: CardPageData;
  language: 'de' | 'en';
  result: CardActionResult | undefined;
}

export function CardPage({ data, language, result }: Props) {
  const t = useT('payments');
  const amount = data.amountCents === null ? '' : formatMoney(data.amountCents, LOCALES[language]);
  const unavailable = result?.step === 'unavailable' ? result.state : null;
  const state = unavailable ?? data.state;
  return (
    <div className={`container ${styles.screen}`} lang={language} data-payment-state={state}>
      <div className={styles.card}>
        {state !== 'form' ? (
          <Unavailable state={state} returnUrl={data.returnUrl} />
        ) : result?.step === 'challenge' ? (
          <Challenge data={data} amount={amount} charge={result.charge} />
        ) : (
          <>
            <h1 className={styles.title}>{t('card.title')}</h1>
            <Summary data={data} amount={amount} />
            <CardForm
              data={data}
              amount={amount}
              result={result?.step === 'form' ? result : undefined}
            />
          </>
        )}
      </div>
      <aside className={styles.sandbox} aria-label={t('card.sandbox')}>
        <p className={styles.sandboxTitle}>{t('card.sandbox')}</p>
        <p>{t('card.testCards')}</p>
      </aside>
    </div>
  );
}

function Summary({ data, amount }: { data: CardPageData; amount: string }) {
  const t = useT('payments');
  return (
    <dl className={styles.summary}>
      <div>
        <dt>{t('card.payee')}</dt>
        <dd>{data.payee}</dd>
      </div>
      <div>
        <dt>{t('card.amount')}</dt>
        <dd className={styles.amount} data-testid="payment-amount">
          {amount}
        </dd>
      </div>
      {data.kind !== null && data.bookingNumber !== null ? (
        <div>
          <dt>{t('card.purpose')}</dt>
          <dd>
            {t('card.purposeText', { kind: t(`kinds.${data.kind}`), number: data.bookingNumber })}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

type FormResult = Extract<CardActionResult, { step: 'form' }>;

const FIELDS: readonly {
  name: CardField;
  autoComplete: string;
  inputMode?: 'numeric';
  maxLength: number;
}[] = [
  { name: 'number', autoComplete: 'cc-number', inputMode: 'numeric', maxLength: 23 },
  { name: 'expiry', autoComplete: 'cc-exp', maxLength: 7 },
  { name: 'cvc', autoComplete: 'cc-csc', inputMode: 'numeric', maxLength: 4 },
  { name: 'holder', autoComplete: 'cc-name', maxLength: 80 },
];

function CardForm({
  data,
  amount,
  result,
}: {
  data: CardPageData;
  amount: string;
  result: FormResult | undefined;
}) {
  const t = useT('payments');
  const busy = useNavigation().state === 'submitting';
  const summaryRef = useRef<HTMLDivElement>(null);
  const errors = result?.errors ?? [];
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (result === undefined || result.errors.length === 0) return;
    // A card the bank refused is not typed again by mistake: its number and code are cleared (as
    // the server, which never sends them back, renders them without JavaScript).
    if (result.errors.some((e) => e.field === null)) {
      for (const name of ['number', 'cvc']) {
        const input = formRef.current?.elements.namedItem(name);
        if (input instanceof HTMLInputElement) input.value = '';
      }
    }
    // Each refused post: the summary takes the focus, so a screen reader says what is wrong.
    summaryRef.current?.focus();
  }, [result]);
  const errorOf = (name: CardField) => errors.find((e) => e.field === name);
  return (
    <Form ref={formRef} method="post" action={`?${data.link}`} noValidate className={styles.form}>
      <input type="hidden" name="intent" value="pay" />
      {errors.length > 0 ? (
        <div ref={summaryRef} className={styles.errors} role="alert" tabIndex={-1}>
          <p className={styles.errorsTitle}>{t('card.errorSummary')}</p>
          <ul>
            {errors.map((e) => (
              <li key={`${e.field ?? 'form'}-${e.key}`}>
                {e.field === null ? (
                  t(e.key as 'errors.failed')
                ) : (
                  <a href={`#card-${e.field}`}>{t(e.key as 'errors.failed')}</a>
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className={styles.row}>
        {FIELDS.map((f) => {
          const error = errorOf(f.name);
          const hint = f.name === 'cvc' ? `card-${f.name}-hint` : null;
          const describedBy = [hint, error ? `card-${f.name}-error` : null].filter(Boolean);
          return (
            <div key={f.name} className={`${styles.field} ${styles[f.name] ?? ''}`}>
              <label htmlFor={`card-${f.name}`}>{t(`card.${f.name}`)}</label>
              <input
                id={`card-${f.name}`}
                name={f.name}
                type="text"
                autoComplete={f.autoComplete}
                inputMode={f.inputMode}
                maxLength={f.maxLength}
                spellCheck={false}
                required
                defaultValue={
                  f.name === 'expiry' || f.name === 'holder' ? (result?.values[f.name] ?? '') : ''
                }
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
              />
              {hint ? (
                <p id={hint} className={styles.hintBelow}>
                  {t('card.cvcHint')}
                </p>
              ) : null}
              {error ? (
                <p id={`card-${f.name}-error`} className={styles.error}>
                  {t(error.key as 'errors.failed')}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
      <button type="submit" className={styles.pay} disabled={busy}>
        {t('card.pay', { amount })}
      </button>
      <p className={styles.secure}>{t('card.secure')}</p>
      {data.returnUrl !== null ? (
        <p className={styles.cancel}>
          <a href={data.returnUrl}>{t('card.cancel')}</a>
        </p>
      ) : null}
    </Form>
  );
}

function Challenge({
  data,
  amount,
  charge,
}: {
  data: CardPageData;
  amount: string;
  charge: string;
}) {
  const t = useT('payments');
  const busy = useNavigation().state === 'submitting';
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <>
      <h1 className={styles.title} ref={headingRef} tabIndex={-1}>
        {t('card.challengeTitle')}
      </h1>
      <p>{t('card.challengeText', { amount, payee: data.payee })}</p>
      <p className={styles.hint}>{t('card.challengeSandbox')}</p>
      <Form method="post" action={`?${data.link}`} className={styles.challenge}>
        <input type="hidden" name="charge" value={charge} />
        <button type="submit" name="intent" value="approve" className={styles.pay} disabled={busy}>
          {t('card.approve')}
        </button>
        <button
          type="submit"
          name="intent"
          value="deny"
          className={styles.secondary}
          disabled={busy}
        >
          {t('card.deny')}
        </button>
      </Form>
    </>
  );
}

function Unavailable({
  state,
  returnUrl,
}: {
  state: Exclude<CardPageData['state'], 'form'>;
  returnUrl: string | null;
}) {
  const t = useT('payments');
  const paid = state === 'alreadyPaid';
  return (
    <>
      <h1 className={styles.title}>{t(paid ? 'card.paidTitle' : 'card.unavailableTitle')}</h1>
      <p role="status">{t(`card.${state}`)}</p>
      {returnUrl !== null ? (
        <p>
          <a className={styles.secondary} href={returnUrl}>
            {t('card.continue')}
          </a>
        </p>
      ) : null}
    </>
  );
}
