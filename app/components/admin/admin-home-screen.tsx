// The admin home (issue 18): one card per area the account may open, with what it is for.
import type { loadAdminHome } from '../../lib/admin/home.server';
import styles from './admin.module.css';

export function AdminHomeScreen({ data }: { data: Awaited<ReturnType<typeof loadAdminHome>> }) {
  return (
    <ul className={styles.areas} data-testid="admin-areas">
      {data.areas.map((area) => (
        <li key={area.route} className={styles.area}>
          <a href={area.href}>{area.label}</a>
          <p>{area.intro}</p>
        </li>
      ))}
    </ul>
  );
}
