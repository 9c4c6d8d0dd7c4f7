// A booking's travel voucher code field (decision 108), on the booking's finish page and on the
// user area's booking page: the same redemption as the voucher page's, for this booking, while a
// voucher can pay something of it (`openCents`, services/booking voucherOpenCents). After a
// redemption it says what the voucher paid; the page's payment part shows the lowered amounts.
// A plain form post to the page's own action (intent `redeem`), React Router's <Form> with
// JavaScript; the page's guest secret stays in the action URL. A redemption redirects to the page
// (?redeemed=), whose loader gives its outcome here; a refusal is the action's answer.
import { useEffect, useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import { useT } from '../../i18n/provider';
import { formatMoney } from '../../lib/format';
import { useLocale } from '../../lib/root-data';
import buttons from '../ui/button.module.css';
import { ErrorSummary, TextField } from '../ui/form-fields';
import panels from '../ui/panel.module.css';
import type { VoucherCodeResult } from './voucher-data';
import styles from './voucher-code.module.css';

export function VoucherCodePanel({
  idPrefix,
  bookingId,
  bookingDisplayNumber,
  openCents,
  result,
}: {
  /** Ids and test ids: `${idPrefix}`, `${idPrefix}-code`, `${idPrefix}-form` … */
  idPrefix: string;
  bookingId: number;
  bookingDisplayNumber: string;
  openCents: number;
  /** The form's answer, if it was just posted. */
  result: VoucherCodeResult | undefined;
}) {
  const t = useT('booking');
  const locale = useLocale();
  const navigation = useNavigation();
  const done = result?.redeemed ?? null;
  // After a redemption the form is replaced (or gone, paid in full) and the focused button with
  // it: focus moves to what the voucher paid, which a screen reader then reads out (a live region
  // that arrives already filled is not announced by all of them). Once per redemption: the page's
  // loader reads it back after the redirect, and a later revalidation must not pull focus again.
  const doneRef = useRef<HTMLDivElement>(null);
  const doneId = done?.redemptionId ?? null;
  useEffect(() => {
    if (doneId !== null) doneRef.current?.focus();
  }, [doneId]);
  if (openCents === 0 && done === null) return null;
  const errors = result?.errors ?? [];
  const money = (cents: number) => formatMoney(cents, locale);
  return (
    <section className={panels.panel} aria-labelledby={`${idPrefix}-title`} data-testid={idPrefix}>
      <h2 id={`${idPrefix}-title`} className={panels.title}>
        {t('voucherCode.title')}
      </h2>
      {done !== null ? (
        <div
          ref={doneRef}
          className={panels.success}
          role="status"
          tabIndex={-1}
          data-testid={`${idPrefix}-redeemed`}
        >
          <p>
            <strong>
              {t('voucherCode.redeemed', {
                amount: money(done.redeemedCents),
                number: bookingDisplayNumber,
              })}
            </strong>
          </p>
          {/* What is left is said by the form below, which stays for it. */}
          {done.paid ? (
            <p>{t('voucherCode.allPaid')}</p>
          ) : openCents > 0 ? null : (
            <p>{t('voucherCode.openLeft', { amount: money(done.openCents) })}</p>
          )}
        </div>
      ) : null}
      {openCents > 0 ? (
        <Form
          // A new form once a code was taken (the amount left changes): its field empties.
          key={done === null ? 'voucher' : `voucher-${openCents}`}
          method="post"
          noValidate
          className={styles.form}
          data-testid={`${idPrefix}-form`}
        >
          <p className={styles.intro}>{t('voucherCode.text', { open: money(openCents) })}</p>
          <ErrorSummary errors={errors} idPrefix={idPrefix} testId={`${idPrefix}-errors`} />
          <input type="hidden" name="intent" value="redeem" />
          <input type="hidden" name="bookingId" value={bookingId} />
          <TextField
            idPrefix={idPrefix}
            name="code"
            label={t('voucherCode.label')}
            hint={t('voucherCode.hint')}
            errors={errors}
            required
            defaultValue={result?.code ?? ''}
            maxLength={40}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
          />
          <button
            type="submit"
            className={`${buttons.secondary} ${styles.submit}`}
            disabled={navigation.state === 'submitting'}
            data-testid={`${idPrefix}-submit`}
          >
            {t('voucherCode.submit')}
          </button>
        </Form>
      ) : null}
    </section>
  );
}
