// /admin/payments/ (decision 080): the bank statement's credits to match (./admin-statement.tsx,
// decision 082), the bank transfers still awaited, each with its booking number
// (the reference the guest gives), guest, object, arrival, amount and due day (overdue ones
// marked), and a form to record it as received on its value date — the amount received, less when
// the guest paid in part (the rest stays awaited); a search by reference narrows
// the list (a statement line may be pasted as it is). Below, the refunds the office makes by
// hand: transfers of bookings that ended (record when sent back), failed card refunds, and card
// charges no payment could take whose refund failed (try again).
import type { loadPaymentsPage } from '../../lib/admin/payments.server';
import { useT } from '../../i18n/provider';
import { AdminResult } from './admin-result';
import { AdminSearchForm } from './admin-search-form';
import { AdminStatementSection } from './admin-statement';
import styles from './admin-pages.module.css';
import { Fact, Facts } from './facts';

type Data = Awaited<ReturnType<typeof loadPaymentsPage>>;

export function AdminPaymentsScreen({ data }: { data: Data }) {
  const t = useT('admin');
  return (
    <div className={`${styles.stack} ${styles.sections}`} data-testid="admin-payments">
      <AdminResult />
      <AdminStatementSection data={data} />
      <section className={styles.stack} aria-labelledby="payments-transfers">
        <h2 id="payments-transfers">{t('payments.transfersHeading')}</h2>
        <p className={styles.hint}>{t('payments.hint')}</p>
        <AdminSearchForm
          id="payments-reference"
          name="reference"
          label={t('payments.reference')}
          value={data.reference}
          maxLength={80}
          placeholder="2026-100001"
          submit={t('payments.find')}
          reset={t('payments.showAll')}
        />
        <p role="status" data-testid="payments-count">
          {data.transfers.length === 0
            ? t(data.reference === '' ? 'payments.none' : 'payments.noneFound')
            : data.shownAll
              ? t('payments.count', { count: data.total })
              : t('payments.countShown', { count: data.total, shown: data.transfers.length })}
        </p>
        <ul className={styles.entries} data-testid="payments-awaited">
          {data.transfers.map((transfer) => {
            const heading = `payment-${transfer.paymentId}`;
            return (
              <li
                key={transfer.paymentId}
                className={styles.panel}
                data-payment-id={transfer.paymentId}
              >
                <h3 id={heading} className={styles.transferHead}>
                  <span translate="no">{transfer.bookingNumber}</span>
                  <span>{transfer.kind}</span>
                  <strong>{transfer.amount}</strong>
                </h3>
                <Facts>
                  <Fact label={t('payments.guest')}>{transfer.guestName}</Fact>
                  <Fact label={t('payments.object')}>{transfer.objectNumber}</Fact>
                  <Fact label={t('payments.arrival')}>{transfer.arrival}</Fact>
                  <Fact label={t('payments.due')}>
                    <time dateTime={transfer.dueDate}>{transfer.due}</time>
                    {transfer.overdue ? (
                      <span className={styles.overdue}> {t('payments.overdue')}</span>
                    ) : null}
                  </Fact>
                  <Fact label={t('payments.method')}>{transfer.method}</Fact>
                  <Fact label={t('payments.status')}>{transfer.status}</Fact>
                  <Fact label={t('payments.receivedBefore')}>{transfer.receivedBefore}</Fact>
                </Facts>
                <form method="post" className={styles.receive}>
                  <input type="hidden" name="intent" value="received" />
                  <input type="hidden" name="paymentId" value={transfer.paymentId} />
                  <input type="hidden" name="amountCents" value={transfer.amountCents} />
                  <div className={styles.field}>
                    <label htmlFor={`amount-${transfer.paymentId}`}>
                      {t('payments.receivedAmount')}
                    </label>
                    <input
                      id={`amount-${transfer.paymentId}`}
                      type="number"
                      name="received"
                      required
                      min="0.01"
                      max={transfer.amountEuros}
                      step="0.01"
                      inputMode="decimal"
                      defaultValue={transfer.amountEuros}
                    />
                  </div>
                  <div className={styles.field}>
                    <label htmlFor={`received-${transfer.paymentId}`}>
                      {t('payments.receivedOn')}
                    </label>
                    <input
                      id={`received-${transfer.paymentId}`}
                      type="date"
                      name="receivedOn"
                      required
                      max={data.today}
                      defaultValue={data.today}
                    />
                  </div>
                  <div className={styles.actions}>
                    <button type="submit" className={styles.primary} aria-describedby={heading}>
                      {t('payments.record')}
                    </button>
                  </div>
                </form>
              </li>
            );
          })}
        </ul>
      </section>
      <section className={styles.stack} aria-labelledby="payments-refunds">
        <h2 id="payments-refunds">{t('payments.refundsHeading')}</h2>
        <p className={styles.hint}>{t('payments.refundsHint')}</p>
        {data.refunds.length === 0 && data.strayCharges.length === 0 ? (
          <p data-testid="refunds-none">{t('payments.refundsNone')}</p>
        ) : data.refundsShownAll ? null : (
          <p role="status" data-testid="refunds-count">
            {t('payments.refundsShown', { total: data.refundsTotal, shown: data.refunds.length })}
          </p>
        )}
        {data.refunds.length === 0 ? null : (
          <ul className={styles.entries} data-testid="payments-refunds">
            {data.refunds.map((refund) => {
              const heading = `refund-${refund.paymentId}`;
              return (
                <li
                  key={refund.paymentId}
                  className={styles.panel}
                  data-refund-id={refund.paymentId}
                >
                  <h3 id={heading} className={styles.transferHead}>
                    <span translate="no">{refund.bookingNumber}</span>
                    <span>
                      {t(
                        refund.byTransfer
                          ? 'payments.refundByTransfer'
                          : 'payments.refundCardFailed',
                      )}
                    </span>
                    <strong>{refund.amount}</strong>
                  </h3>
                  <Facts>
                    <Fact label={t('payments.guest')}>{refund.guestName}</Fact>
                    <Fact label={t('payments.payment')}>{refund.kind}</Fact>
                    <Fact label={t('payments.paidOn')}>{refund.paidOn}</Fact>
                    <Fact label={t('payments.status')}>{refund.status}</Fact>
                  </Facts>
                  <form method="post" className={styles.receive}>
                    <input
                      type="hidden"
                      name="intent"
                      value={refund.byTransfer ? 'refunded' : 'retryRefund'}
                    />
                    <input type="hidden" name="paymentId" value={refund.paymentId} />
                    <input type="hidden" name="amountCents" value={refund.amountCents} />
                    <button type="submit" className={styles.primary} aria-describedby={heading}>
                      {t(refund.byTransfer ? 'payments.markRefunded' : 'payments.retry')}
                    </button>
                  </form>
                </li>
              );
            })}
          </ul>
        )}
        <StrayCharges data={data} />
      </section>
    </div>
  );
}

/**
 * Card charges a payment could not take whose refund failed after the provider stopped
 * delivering (services/payments/stray-charges.ts): tried again from here.
 */
function StrayCharges({ data }: { data: Data }) {
  const t = useT('admin');
  if (data.strayCharges.length === 0) return null;
  return (
    <section className={styles.stack} aria-labelledby="payments-stray">
      <h3 id="payments-stray">{t('payments.strayHeading')}</h3>
      <p className={styles.hint}>{t('payments.strayHint')}</p>
      {data.strayShownAll ? null : (
        <p role="status" data-testid="stray-count">
          {t('payments.strayShown', { total: data.strayTotal, shown: data.strayCharges.length })}
        </p>
      )}
      <ul className={styles.entries} data-testid="payments-stray">
        {data.strayCharges.map((charge) => {
          const heading = `stray-${charge.chargeId}`;
          return (
            <li key={charge.chargeId} className={styles.panel} data-stray-id={charge.chargeId}>
              <h4 id={heading} className={styles.transferHead}>
                <span translate="no">{charge.bookingNumber}</span>
                <span>{t('payments.refundCardFailed')}</span>
                <strong>{charge.amount}</strong>
              </h4>
              <Facts>
                <Fact label={t('payments.guest')}>{charge.guestName}</Fact>
                <Fact label={t('payments.payment')}>{charge.payment}</Fact>
                <Fact label={t('payments.chargedOn')}>{charge.chargedOn}</Fact>
                <Fact label={t('payments.reason')}>{charge.reason}</Fact>
                <Fact label={t('payments.status')}>{charge.status}</Fact>
              </Facts>
              <form method="post" className={styles.receive}>
                <input type="hidden" name="intent" value="retryStrayCharge" />
                <input type="hidden" name="chargeId" value={charge.chargeId} />
                <button type="submit" className={styles.primary} aria-describedby={heading}>
                  {t('payments.retry')}
                </button>
              </form>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
