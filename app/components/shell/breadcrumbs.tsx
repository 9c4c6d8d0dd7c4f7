import { Link } from 'react-router';
import { usePageInfo } from '../../lib/page-info';
import { useLocalHref } from '../../lib/links';
import styles from './breadcrumbs.module.css';

export function Breadcrumbs() {
  const page = usePageInfo();
  const withPartner = useLocalHref();
  const crumbs = page?.breadcrumbs ?? [];
  if (crumbs.length === 0) return null;
  return (
    <nav className={styles.nav} aria-label={page?.breadcrumbLabel}>
      <ol>
        {crumbs.map((crumb, i) => (
          <li key={`${crumb.label}-${i}`}>
            {crumb.href ? (
              <Link to={withPartner(crumb.href)}>{crumb.label}</Link>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
