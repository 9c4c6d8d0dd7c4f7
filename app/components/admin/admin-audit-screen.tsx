// /admin/audit/ (issue 18): the audit log as a list of entries — when, who, what and on what —
// each with the changed paths and the state before and after (pretty JSON, escaped by React).
import type { loadAuditPage } from '../../lib/admin/audit.server';
import { useT } from '../../i18n/provider';
import styles from './admin-pages.module.css';

type Data = Awaited<ReturnType<typeof loadAuditPage>>;

export function AdminAuditScreen({ data }: { data: Data }) {
  const t = useT('admin');
  return (
    <div className={styles.stack} data-testid="admin-audit">
      <form method="get" className={styles.filter}>
        <div className={styles.field}>
          <label htmlFor="audit-area">{t('audit.area')}</label>
          <select id="audit-area" name="area" defaultValue={data.area ?? ''}>
            <option value="">{t('audit.allAreas')}</option>
            {data.areas.map((area) => (
              <option key={area} value={area}>
                {t(`audit.areas.${area}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={styles.primary}>
          {t('audit.filter')}
        </button>
      </form>
      {data.entries.length === 0 ? <p>{t('audit.none')}</p> : null}
      <ol className={styles.entries}>
        {data.entries.map((entry) => (
          <li key={entry.id} className={styles.panel} data-audit-id={entry.id}>
            <p className={styles.entryHead}>
              <time dateTime={entry.at}>{entry.when}</time>
              <span>{entry.who ?? t('audit.operator')}</span>
              {entry.label !== null ? <strong>{entry.label}</strong> : null}
              <code>{entry.action}</code>
              <code>{entry.target}</code>
            </p>
            {entry.changed.length > 0 ? (
              <p className={styles.hint}>
                {t('audit.changed')} {entry.changed.join(', ')}
              </p>
            ) : null}
            <div className={styles.diff}>
              {(['before', 'after'] as const).map((side) => (
                <div key={side}>
                  <p className={styles.diffLabel} id={`audit-${entry.id}-${side}`}>
                    {t(`audit.${side}`)}
                  </p>
                  {/* Focusable: a long state scrolls, and keyboards must reach it (axe). */}
                  <pre tabIndex={0} aria-labelledby={`audit-${entry.id}-${side}`}>
                    {entry[side] ?? '—'}
                  </pre>
                </div>
              ))}
            </div>
          </li>
        ))}
      </ol>
      <nav className={styles.actions} aria-label={t('audit.pages')}>
        {data.newest !== null ? <a href={data.newest}>{t('audit.newest')}</a> : null}
        {data.older !== null ? <a href={data.older}>{t('audit.older')}</a> : null}
      </nav>
    </div>
  );
}
