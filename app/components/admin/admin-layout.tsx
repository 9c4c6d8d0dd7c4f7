// The back office's frame (issue 18): the admin menu (only the pages the account may open, from
// the server) and the page's intro above its screen.
import type { ReactNode } from 'react';
import styles from './admin.module.css';

export interface AdminMenuItem {
  route: string;
  href: string;
  label: string;
  current: boolean;
}

export function AdminLayout({
  menu,
  label,
  intro,
  children,
}: {
  menu: readonly AdminMenuItem[];
  label: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.layout}>
      <nav className={styles.menu} aria-label={label} data-testid="admin-menu">
        <ul>
          {menu.map((item) => (
            <li key={item.route}>
              <a href={item.href} aria-current={item.current ? 'page' : undefined}>
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.content}>
        <p className={styles.intro}>{intro}</p>
        {children}
      </div>
    </div>
  );
}
