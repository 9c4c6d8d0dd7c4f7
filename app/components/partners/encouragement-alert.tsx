// The encouragement alert of a campaign (SPEC §1, §3 encouragementAlert): a polite note on search and
// object pages that popular homes book up fast for the chosen dates. A status message, not an
// alert dialog: it interrupts nothing, and the guest can close it; closed, it stays closed for the
// rest of the visit (sessionStorage; rendered on the server, hidden after hydration if closed).
import { useSyncExternalStore } from 'react';
import { useT } from '../../i18n/provider';
import styles from './encouragement-alert.module.css';

const STORAGE_KEY = 'feriora.encouragementDismissed';

// Closed for the visit: sessionStorage, and this module's memory where storage is unavailable.
const listeners = new Set<() => void>();
let closedHere = false;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function isClosed(): boolean {
  try {
    return closedHere || window.sessionStorage.getItem(STORAGE_KEY) === '1';
  } catch {
    return closedHere;
  }
}

function close(): void {
  closedHere = true;
  try {
    window.sessionStorage.setItem(STORAGE_KEY, '1');
  } catch {
    // Private mode without storage: closed until the next page load.
  }
  for (const listener of listeners) listener();
}

export function EncouragementAlert() {
  const t = useT('common');
  // The server renders it open; after hydration it goes if the guest closed it before.
  const closed = useSyncExternalStore(subscribe, isClosed, () => false);
  if (closed) return null;
  return (
    <div className={styles.wrap} data-testid="encouragement-alert">
      <div className={`container ${styles.alert}`} role="status">
        <p className={styles.text}>
          <strong className={styles.label}>{t('encouragement.label')}</strong>{' '}
          {t('encouragement.text')}
        </p>
        <button
          type="button"
          className={styles.close}
          onClick={close}
          aria-label={t('encouragement.dismiss')}
          title={t('encouragement.dismiss')}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </div>
  );
}
