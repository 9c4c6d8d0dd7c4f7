// The site header (SPEC.md §2): logo (home, or the partner URL), search, watch list with badge,
// the logged-in user's first name, language switch and office contact; below 768 px the entries
// fold behind a menu toggle.
import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { SkipLinks } from './skip-links';
import { useT } from '../../i18n/provider';
import { useLocalHref, useRouteHref } from '../../lib/links';
import { withQuery } from '../../lib/object-stay';
import { useLogoLink } from '../../lib/brand';
import { useBrand, useRootData } from '../../lib/root-data';
import { useLanguageLinks } from './language-switch';
import { TextEditingEntry } from '../backoffice/text-editing';
import { BrandLogo } from './logo';
import { useWatchList } from '../watchlist/watch-store';
import { OfficeDisclosure } from '../office/office-disclosure';
import styles from './site-header.module.css';

export function SiteHeader() {
  const t = useT('common');
  const brand = useBrand();
  const brandName = brand?.name ?? '';
  const root = useRootData();
  const languageLinks = useLanguageLinks();
  const routeHref = useRouteHref();
  const localHref = useLocalHref();
  const location = useLocation();
  // The menu is open for the location it was opened on: any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.key;
  const menuId = useId();
  const shell = root?.shell;
  const textEditor = root?.textEditor === true;
  // The back office's first page the account may open (issue 18), else no admin link.
  const adminHref = root?.adminHref ?? null;
  // The watch list as the page shows it (optimistic; seeded from the server, so SSR matches).
  const watchCount = useWatchList().count;

  const homeHref = routeHref('Home');
  const logo = useLogoLink(homeHref);

  if (shell?.partner && !shell.partner.showHeader) return null;
  const showLogo = !shell?.partner || shell.partner.showHeaderLogo;
  // The operator's start country (branding.search.startCountry) or the whole catalogue.
  const searchHref = brand?.search.path ? localHref(brand.search.path) : routeHref('Search');
  // The login continues on the page it was opened from (core/return-to.ts checks the path);
  // from home and from the user area itself it goes to the dashboard.
  const userHome = routeHref('UserHome');
  const here = location.pathname + location.search;
  const loginHref =
    location.pathname === homeHref || location.pathname.startsWith(userHome)
      ? routeHref('UserLogin')
      : // withQuery appends with '&' when the link carries a partner visit's `?partner=` already.
        withQuery(routeHref('UserLogin'), new URLSearchParams({ returnTo: here }).toString());

  return (
    <header className={styles.header}>
      <SkipLinks />
      <div className={`container ${styles.bar}`}>
        {showLogo ? (
          logo.external ? (
            <a href={logo.href} className={styles.brand} aria-label={logo.label}>
              <BrandLogo />
              <span className={styles.brandName}>{brandName}</span>
            </a>
          ) : (
            <Link to={logo.href} className={styles.brand} aria-label={logo.label}>
              <BrandLogo />
              <span className={styles.brandName}>{brandName}</span>
            </Link>
          )
        ) : (
          <span />
        )}
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpenOn(open ? null : location.key)}
        >
          <span className={styles.toggleIcon} aria-hidden="true" />
          {t('nav.menu')}
        </button>
        <nav
          id={menuId}
          className={`${styles.nav} ${open ? styles.navOpen : ''}`}
          aria-label={t('nav.mainNavigation')}
        >
          <ul className={styles.entries}>
            <li>
              <Link to={searchHref} className={styles.entry}>
                {t('nav.search')}
              </Link>
            </li>
            <li>
              <Link to={routeHref('WatchList')} className={styles.entry}>
                {t('nav.watchList')}
                <span className={styles.badge} data-testid="watch-count" aria-hidden="true">
                  {watchCount}
                </span>
                <span className="visually-hidden">
                  ({t('nav.watchListItems', { count: watchCount })})
                </span>
              </Link>
            </li>
            {adminHref ? (
              <li>
                <a href={adminHref} className={styles.entry} data-testid="admin-link">
                  {t('nav.admin')}
                </a>
              </li>
            ) : null}
            <li>
              <Link to={shell?.user ? userHome : loginHref} className={styles.entry}>
                {shell?.user ? t('nav.greeting', { name: shell.user.firstName }) : t('nav.login')}
              </Link>
            </li>
          </ul>
          {/* The office contact (issue 16): a disclosure with the staff, times and contact. */}
          <OfficeDisclosure context={shell?.partner ? 'partner' : 'default'} />
          <ul className={styles.languages} aria-label={t('nav.languages')}>
            {languageLinks.map((link) => (
              <li key={link.language}>
                <a
                  href={link.href}
                  hrefLang={link.language}
                  lang={link.language}
                  aria-current={link.current ? 'true' : undefined}
                  title={t(`languages.${link.language}`)}
                >
                  {link.language}
                </a>
              </li>
            ))}
            {/* The editing pseudo-language (SPEC §4; issue 18): accounts with localeEditor.update. */}
            {textEditor ? (
              <li>
                <TextEditingEntry className={styles.editTexts} />
              </li>
            ) : null}
          </ul>
        </nav>
      </div>
    </header>
  );
}
