// The Error404, Error410 and Error500 views (SPEC.md §2, §8).
import { useT } from '../../i18n/provider';
import { useRouteHref } from '../../lib/links';
import styles from './error-view.module.css';

export type ErrorStatus = 404 | 410 | 500;

export function ErrorView({ status }: { status: ErrorStatus }) {
  const t = useT('errors');
  const routeHref = useRouteHref();
  return (
    <section
      className={`container ${styles.view}`}
      aria-labelledby="error-title"
      data-view={`Error${status}`}
    >
      <title>{t('common:brand.pageTitle', { title: t(`page.${status}.title`) })}</title>
      <meta name="robots" content="noindex" />
      <span className={styles.code}>{t('page.code', { status })}</span>
      <h1 id="error-title" className={styles.title}>
        {t(`page.${status}.title`)}
      </h1>
      <p className={styles.text}>{t(`page.${status}.text`)}</p>
      <a className={styles.action} href={routeHref('Home')}>
        {t('page.homeAction')}
      </a>
    </section>
  );
}
