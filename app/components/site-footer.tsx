import { useTranslation } from 'react-i18next';
import { useRootData } from '../lib/root-data';
import { LogoMark } from './logo';
import styles from './site-footer.module.css';

export function SiteFooter() {
  const { t } = useTranslation();
  const year = useRootData()?.year ?? new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={styles.top}>
        <div className={`container ${styles.inner}`}>
          <div>
            <div className={styles.brand}>
              <LogoMark size={28} className={styles.logo} />
              {t('brand.name')}
            </div>
            <p className={styles.tagline}>{t('footer.tagline')}</p>
          </div>
          <dl className={styles.contact}>
            <dt>{t('footer.serviceHeading')}</dt>
            <dd>{t('footer.serviceHours')}</dd>
          </dl>
        </div>
      </div>
      <div className={styles.bottom}>
        <div className="container">{t('footer.copyright', { year })}</div>
      </div>
    </footer>
  );
}
