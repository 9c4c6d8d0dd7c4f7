import { useT } from '../../i18n/provider';
import { Breadcrumbs } from '../shell/breadcrumbs';
import styles from './search-intro.module.css';

const CLAIM = ['advice', 'secure', 'prices'] as const;

/** Claim (SPEC.md §2: the search page shows it), breadcrumbs, title and first introduction. */
export function SearchIntro({ heading, intro }: { heading: string; intro: string | undefined }) {
  const t = useT('search');
  return (
    <div className={styles.intro}>
      <ul className={styles.claim} aria-label={t('claim.label')}>
        {CLAIM.map((key) => (
          <li key={key}>
            <svg className={styles.check} viewBox="0 0 20 20" aria-hidden="true">
              <path d="m4 10.5 4 4 8-9" />
            </svg>
            {t(`claim.${key}`)}
          </li>
        ))}
      </ul>
      <Breadcrumbs />
      <h1 className={styles.title}>{heading}</h1>
      {intro ? <p className={styles.lead}>{intro}</p> : null}
    </div>
  );
}
