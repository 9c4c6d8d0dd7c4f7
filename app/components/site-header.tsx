import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LANGUAGES, type Language } from '../../core/languages';
import { useRootData } from '../lib/root-data';
import { LogoMark } from './logo';
import styles from './site-header.module.css';

// The home path per language; the full route table and href() arrive with the routing issue.
const homePath = (language: Language) => (language === 'de' ? '/' : `/${language}/`);

export function SiteHeader() {
  const { t } = useTranslation();
  const root = useRootData();
  const language = root?.language ?? 'de';
  return (
    <header className={styles.header}>
      <a className="skip-link" href="#main">
        {t('a11y.skipToContent')}
      </a>
      <div className={`container ${styles.bar}`}>
        <Link to={homePath(language)} className={styles.brand} aria-label={t('brand.homeLink')}>
          <LogoMark />
          <span className={styles.brandName}>{t('brand.name')}</span>
        </Link>
        <nav className={styles.nav} aria-label={t('nav.languages')}>
          <ul className={styles.languages}>
            {LANGUAGES.map((lng) => (
              <li key={lng}>
                <a
                  href={homePath(lng)}
                  hrefLang={lng}
                  lang={lng}
                  aria-current={lng === language ? 'true' : undefined}
                  title={t(`languages.${lng}`)}
                >
                  {lng}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
