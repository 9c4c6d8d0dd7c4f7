// Where a guest sends a transfer (decision 080): the operator's account with the booking number as
// reference, or — when the operator has removed its account since — the office to ask. One block
// for the finish page and the user area's booking, so both name the same account the same way.
import type { TransferDetails } from '#services/booking/types';
import { useT } from '../../i18n/provider';
import styles from './transfer-account.module.css';

export function TransferAccount({ transfer }: { transfer: TransferDetails | null }) {
  const t = useT('payments');
  if (transfer === null) {
    return (
      <p className={styles.text} data-testid="transfer-ask">
        {t('transfer.ask')}
      </p>
    );
  }
  const rows: [string, string][] = [
    [t('transfer.holder'), transfer.holder],
    [t('transfer.iban'), transfer.iban],
    ...(transfer.bic === null ? [] : [[t('transfer.bic'), transfer.bic] as [string, string]]),
    ...(transfer.bankName === null
      ? []
      : [[t('transfer.bank'), transfer.bankName] as [string, string]]),
    [t('transfer.reference'), transfer.reference],
  ];
  return (
    <div className={styles.account} data-testid="transfer-account">
      <p className={styles.text}>{t('transfer.intro')}</p>
      <dl className={styles.facts}>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            {/* The IBAN is read and typed group by group: never broken inside a group. */}
            <dd translate="no">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
