// The voucher page (SPEC §2 RedeemTravelVoucher; issue 15): the guest's vouchers of a booking —
// value, what is left, the code, until when, its state — and the form that sets one against the
// amount a running booking still owes; "for a new booking" shows the code and the way to the
// search. The form is a plain POST to the route's action (React Router's <Form> with JavaScript);
// the page's guest secret stays in the action URL, so it works from the mail's link in any browser.
import { Form, useNavigation } from 'react-router';
import { useT } from '../../i18n/provider';
import { formatDay, formatMoney } from '../../lib/format';
import { useRouteHref } from '../../lib/links';
import { useLocale } from '../../lib/root-data';
import styles from '../booking/booking.module.css';
import { Badge } from '../ui/badge';
import buttons from '../ui/button.module.css';
import { ErrorSummary, SelectField } from '../ui/form-fields';
import type { VoucherActionData, VoucherScreenData } from './voucher-data';
import own from './voucher.module.css';

const ID = 'voucher';
const STATE_BADGE = { usable: 'success', usedUp: 'secondary', expired: 'warning' } as const;

export function VoucherScreen({
  data,
  heading,
  result,
}: {
  data: VoucherScreenData;
  heading: string;
  result: VoucherActionData | undefined;
}) {
  const t = useT('booking');
  const locale = useLocale();
  const routeHref = useRouteHref();
  const navigation = useNavigation();
  const errors = result?.errors ?? [];
  const values = result?.values ?? {};
  const done = result?.ok ? result.result : null;
  const money = (cents: number) => formatMoney(cents, locale);
  const usable = data.vouchers.filter((v) => v.state === 'usable');
  const targetLabel = (x: VoucherScreenData['targets'][number]) =>
    t('voucher.target', {
      number: x.bookingDisplayNumber,
      start: formatDay(x.startDate, locale),
      end: formatDay(x.endDate, locale),
      open: money(x.openCents),
    });
  const action = data.access === null ? undefined : `?access=${encodeURIComponent(data.access)}`;
  return (
    <div className={`container ${styles.screen}`}>
      <h1 className={styles.title}>{heading}</h1>
      <p className={styles.intro}>{t('voucher.intro', { number: data.bookingDisplayNumber })}</p>
      <div className={styles.main}>
        {done !== null ? (
          <div className={styles.success} role="status" data-testid="voucher-redeemed">
            <p>
              <strong>
                {t('voucher.redeemed', {
                  amount: money(done.redeemedCents),
                  number: done.bookingDisplayNumber,
                })}
              </strong>
            </p>
            {done.paid ? (
              <p>{t('voucher.allPaid')}</p>
            ) : (
              <>
                <p data-testid="voucher-open">
                  {t('voucher.openLeft', { amount: money(done.openCents) })}
                </p>
                {done.paymentUrl !== null ? (
                  <p>
                    <a className={buttons.primary} href={done.paymentUrl}>
                      {t('voucher.payRest')}
                    </a>
                  </p>
                ) : (
                  <p>{t('voucher.transferRest')}</p>
                )}
              </>
            )}
          </div>
        ) : null}

        {data.vouchers.length === 0 ? (
          <p className={styles.notice}>{t('voucher.none')}</p>
        ) : (
          <ul className={own.list} data-testid="voucher-list">
            {data.vouchers.map((voucher) => (
              <li
                key={voucher.code}
                className={`${styles.panel} ${own.voucher} ${voucher.state === 'usable' ? '' : own.spent}`}
                data-testid="voucher"
                data-state={voucher.state}
              >
                <div className={own.head}>
                  <div>
                    <p className={own.codeLabel}>{t('voucher.code')}</p>
                    <span className={own.code} data-testid="voucher-code">
                      {voucher.code}
                    </span>
                  </div>
                  <Badge variant={STATE_BADGE[voucher.state]}>
                    {t(`voucher.state.${voucher.state}`)}
                  </Badge>
                </div>
                <dl className={own.figures}>
                  <div>
                    <dt>{t('voucher.value')}</dt>
                    <dd>{money(voucher.amountCents)}</dd>
                  </div>
                  <div>
                    <dt>{t('voucher.remaining')}</dt>
                    <dd data-testid="voucher-remaining">{money(voucher.remainingCents)}</dd>
                  </div>
                  <div>
                    <dt>{t('voucher.expires')}</dt>
                    <dd>
                      {voucher.expiresOn === null
                        ? t('voucher.noExpiry')
                        : formatDay(voucher.expiresOn, locale)}
                    </dd>
                  </div>
                </dl>
                <p className={styles.muted}>{t(`voucher.reason.${voucher.reason}`)}</p>
              </li>
            ))}
          </ul>
        )}

        {usable.length > 0 ? (
          <>
            <section className={`${styles.panel} ${own.section}`} aria-labelledby={`${ID}-redeem`}>
              <h2 id={`${ID}-redeem`}>{t('voucher.redeemTitle')}</h2>
              {data.targets.length === 0 ? (
                <p>{t('voucher.noTargets')}</p>
              ) : (
                <Form
                  method="post"
                  action={action}
                  noValidate
                  className={own.section}
                  data-testid="voucher-form"
                >
                  <p>{t('voucher.redeemIntro')}</p>
                  <ErrorSummary errors={errors} idPrefix={ID} />
                  {usable.length === 1 ? (
                    <input type="hidden" name="code" value={usable[0]!.code} />
                  ) : (
                    <SelectField
                      idPrefix={ID}
                      name="code"
                      required
                      label={t('voucher.voucherField')}
                      errors={errors}
                      defaultValue={values.code ?? usable[0]!.code}
                      options={usable.map((v) => ({
                        value: v.code,
                        label: `${v.code} (${money(v.remainingCents)})`,
                      }))}
                    />
                  )}
                  {data.targets.length === 1 ? (
                    // One booking to choose from: said, not asked.
                    <div className={own.target}>
                      <input
                        type="hidden"
                        name="bookingId"
                        value={String(data.targets[0]!.bookingId)}
                      />
                      <p className={styles.muted}>{t('voucher.targetField')}</p>
                      <p data-testid="voucher-target">
                        <strong>{targetLabel(data.targets[0]!)}</strong>
                      </p>
                    </div>
                  ) : (
                    <SelectField
                      idPrefix={ID}
                      name="bookingId"
                      required
                      label={t('voucher.targetField')}
                      errors={errors}
                      defaultValue={values.bookingId ?? String(data.targets[0]!.bookingId)}
                      options={data.targets.map((x) => ({
                        value: String(x.bookingId),
                        label: targetLabel(x),
                      }))}
                    />
                  )}
                  <div className={styles.actions}>
                    <button
                      type="submit"
                      className={buttons.primary}
                      disabled={navigation.state === 'submitting'}
                      data-testid="redeem-voucher"
                    >
                      {t('voucher.submit')}
                    </button>
                  </div>
                </Form>
              )}
            </section>
            <section className={`${styles.panel} ${own.section}`} aria-labelledby={`${ID}-new`}>
              <h2 id={`${ID}-new`}>{t('voucher.newBookingTitle')}</h2>
              <p>
                {t('voucher.newBooking', {
                  // Non-breaking hyphens: the code stays on one line (the normaliser takes them).
                  code: usable[0]!.code.replaceAll('-', '\u2011'),
                })}
              </p>
              <p>
                <a className={buttons.secondary} href={routeHref('Search')}>
                  {t('voucher.search')}
                </a>
              </p>
            </section>
          </>
        ) : null}
      </div>
    </div>
  );
}
