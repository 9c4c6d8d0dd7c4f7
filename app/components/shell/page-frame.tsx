import type { ReactNode } from 'react';
import type { OfficeContext } from '#core/office';
import { OfficeContact } from '../office/office-contact';
import { Breadcrumbs } from './breadcrumbs';
import styles from './page-frame.module.css';

/**
 * A content page: breadcrumbs, one h1, the body, and beside it (below on small screens) the office
 * contact for the page's visitors (issue 16); `office={null}` leaves it out.
 */
export function PageFrame({
  title,
  children,
  office = 'default',
  wide = false,
}: {
  title: string;
  children: ReactNode;
  office?: OfficeContext | null;
  /** The whole container's width for the body (the back office's forms and tables), not 72ch. */
  wide?: boolean;
}) {
  return (
    <div className={`container ${styles.frame}`}>
      <Breadcrumbs />
      <h1 className={styles.title}>{title}</h1>
      <div className={office ? styles.columns : undefined}>
        <div className={wide ? `${styles.body} ${styles.wide}` : styles.body}>{children}</div>
        {office ? (
          <aside className={styles.aside}>
            <OfficeContact context={office} pageType={office === 'default' ? 'content' : office} />
          </aside>
        ) : null}
      </div>
    </div>
  );
}
