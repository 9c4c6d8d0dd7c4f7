import { Link } from 'react-router';
import type { SearchQuery } from '#core/search-query';
import { useT } from '../../i18n/provider';
import { pageItems } from '../../lib/search-url';
import styles from './pagination.module.css';

interface Props {
  query: SearchQuery;
  page: number;
  pages: number;
  hrefFor(next: SearchQuery): string;
  /** A page link was followed (the screen then moves the focus to the results). */
  onChoose?: () => void;
}

/** Page links built from the query (SPEC.md §5: page 1 is left out of the URL). */
export function Pagination({ query, page, pages, hrefFor, onChoose }: Props) {
  const t = useT('search');
  const items = pageItems(page, pages);
  if (items.length === 0) return null;
  const to = (target: number) => hrefFor({ ...query, page: target });
  return (
    <nav className={styles.nav} aria-label={t('pagination.label')}>
      <ul className={styles.list}>
        <li>
          {page > 1 ? (
            // From a page past the last (a stale link), back to the last.
            <Link
              className={styles.step}
              to={to(Math.min(page - 1, pages))}
              rel="prev"
              onClick={onChoose}
            >
              <span aria-hidden="true">‹</span>
              {t('pagination.previous')}
            </Link>
          ) : null}
        </li>
        {items.map((item) =>
          item.kind === 'gap' ? (
            <li key={item.key} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <Link
                className={styles.page}
                to={to(item.page)}
                onClick={onChoose}
                aria-label={t('pagination.page', { page: item.page })}
                aria-current={item.page === page ? 'page' : undefined}
              >
                {item.page}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pages ? (
            <Link className={styles.step} to={to(page + 1)} rel="next" onClick={onChoose}>
              {t('pagination.next')}
              <span aria-hidden="true">›</span>
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
