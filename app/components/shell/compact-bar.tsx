// The slim bar that replaces the header on request, booking, search, object and affiliate-redirect
// screens (SPEC.md §2): brand, watch list, office phone and a compact language switch (a guest
// from a search engine must be able to change language), nothing that leads away from the task.
import { Link } from 'react-router';
import { labelColon } from '#core/format';
import { useT } from '../../i18n/provider';
import { useLogoLink } from '../../lib/brand';
import { useRouteHref } from '../../lib/links';
import { useBrand, useLocale, useRootData } from '../../lib/root-data';
import { CompactLanguageSwitch } from './language-switch';
import { BrandLogo } from './logo';
import { SkipLinks } from './skip-links';
import { HeartIcon } from '../watchlist/watch-button';
import { useWatchList } from '../watchlist/watch-store';
import styles from './compact-bar.module.css';

export function CompactBar() {
  const t = useT('common');
  const locale = useLocale();
  const brand = useBrand();
  const brandName = brand?.name ?? '';
  const shell = useRootData()?.shell;
  const routeHref = useRouteHref();
  const watchCount = useWatchList().count;
  const logo = useLogoLink(routeHref('Home'));
  // A partner (or its group) with showHeader N frames the site in its own page: no bar at all.
  if (shell?.partner && !shell.partner.showHeader) return null;
  const showLogo = !shell?.partner || shell.partner.showHeaderLogo;
  return (
    <header className={styles.bar} data-testid="compact-bar">
      <SkipLinks />
      <div className={`container ${styles.inner}`}>
        {showLogo ? (
          <Link to={logo.href} className={styles.brand} aria-label={logo.label}>
            <BrandLogo size={28} />
            <span>{brandName}</span>
          </Link>
        ) : (
          <span />
        )}
        <div className={styles.actions}>
          <Link to={routeHref('WatchList')} className={styles.watch}>
            <HeartIcon filled={watchCount > 0} />
            <span className={styles.watchLabel}>{t('nav.watchList')}</span>
            <span className={styles.badge} data-testid="watch-count" aria-hidden="true">
              {watchCount}
            </span>
            <span className="visually-hidden">
              ({t('nav.watchListItems', { count: watchCount })})
            </span>
          </Link>
          <a className={styles.phone} href={`tel:${shell?.contact.phoneInteract ?? ''}`}>
            <span className="visually-hidden">
              {t('contact.phoneLabel')}
              {labelColon(locale)}{' '}
            </span>
            {shell?.contact.phoneDisplay}
          </a>
          <CompactLanguageSwitch />
        </div>
      </div>
    </header>
  );
}
