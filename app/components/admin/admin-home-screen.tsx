// The admin home (issue 18): one card per area the account may open, with what it is for; above,
// what the legal notice still lacks (a site without an address in its Impressum breaks § 5 DDG).
import type { loadAdminHome } from '../../lib/admin/home.server';
import { useT } from '../../i18n/provider';
import styles from './admin.module.css';

export function AdminHomeScreen({ data }: { data: Awaited<ReturnType<typeof loadAdminHome>> }) {
  const t = useT('admin');
  return (
    <>
      {data.imprintGaps.length === 0 ? null : (
        <div className={styles.notice} role="note" data-testid="imprint-gaps">
          <p>{t('imprintGap.heading')}</p>
          <ul>
            {data.imprintGaps.map((gap) => (
              <li key={gap}>{gap}</li>
            ))}
          </ul>
          <p>{t('imprintGap.howTo')}</p>
        </div>
      )}
      <ul className={styles.areas} data-testid="admin-areas">
        {data.areas.map((area) => (
          <li key={area.route} className={styles.area}>
            <a href={area.href}>{area.label}</a>
            <p>{area.intro}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
