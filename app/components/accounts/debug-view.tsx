// The debug view (SPEC.md §2 /user/debug/, §5): the visitor's own token payload, its issue and
// expiry times as yyyy-MM-dd HH:mm:ss (Berlin time, formatted on the server) — nothing of anyone
// else, and not the token itself (it stays in its httpOnly cookie).
import type { TokenDebug } from '#services/accounts/types';
import { useT } from '../../i18n/provider';
import styles from './accounts.module.css';

export function DebugView({ debug }: { debug: TokenDebug }) {
  const t = useT('accounts');
  return (
    <section className={styles.panel} aria-labelledby="debug-title" data-testid="token-debug">
      <h2 id="debug-title" className={styles.panelTitle}>
        {t('debug.title')}
      </h2>
      <p className={styles.lead}>{t('debug.intro')}</p>
      <dl className={styles.facts}>
        <dt>{t('debug.account')}</dt>
        <dd>
          <code>{debug.payload.sub}</code>
        </dd>
        <dt>{t('debug.session')}</dt>
        <dd>
          <code>{debug.payload.sid}</code>
        </dd>
        <dt>{t('debug.issuedAt')}</dt>
        <dd data-testid="debug-iat">
          <time dateTime={debug.issuedAt}>{debug.issuedAt}</time>
        </dd>
        <dt>{t('debug.expiresAt')}</dt>
        <dd data-testid="debug-exp">
          <time dateTime={debug.expiresAt}>{debug.expiresAt}</time>
        </dd>
      </dl>
      <h3 className={styles.subTitle}>{t('debug.payload')}</h3>
      <pre className={styles.payload}>{JSON.stringify(debug.payload, null, 2)}</pre>
    </section>
  );
}
