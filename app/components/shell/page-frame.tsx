import type { ReactNode } from 'react';
import { Breadcrumbs } from './breadcrumbs';
import styles from './page-frame.module.css';

/** A content page: breadcrumbs, one h1, the body. */
export function PageFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={`container ${styles.frame}`}>
      <Breadcrumbs />
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.body}>{children}</div>
    </div>
  );
}
