// The footer (SPEC.md §2): the default variant with information links and the office contact,
// extra portals (partner programme, agencies, landlords) on Home, and a slim booking variant.
import { Link, useMatches } from 'react-router';
import type { HomePortal } from '#services/content/types';
import { useT } from '../../i18n/provider';
import { useLegalLine } from '../../lib/brand';
import { useLocalHref, useRouteHref } from '../../lib/links';
import { useBrand, useRootData } from '../../lib/root-data';
import { useCookieSettings } from '../consent/cookie-banner';
import { BrandLogo } from './logo';
import { NewsletterFooterForm } from './newsletter-footer-form';
import styles from './site-footer.module.css';

const INFO_LINKS = [
  'Faq',
  'Contact',
  'TravelConditions',
  'Privacy',
  'Disclaimer',
  'Accessibility',
  'About',
] as const;
const PORTAL_LINKS = ['Distribution', 'Agency', 'ContactLandlord'] as const;
type FooterLink = (typeof INFO_LINKS)[number] | (typeof PORTAL_LINKS)[number];

const FOOTER_LINKS: readonly string[] = [...INFO_LINKS, ...PORTAL_LINKS];
function isFooterLink(name: string | null): name is FooterLink {
  return name !== null && FOOTER_LINKS.includes(name);
}

/** The extra portals the home configuration lists (routes/home.tsx loader data), if any. */
function useConfiguredPortals(): HomePortal[] | null {
  const matches = useMatches();
  for (const match of matches) {
    const home = (match.loaderData as { home?: { extraPortals?: HomePortal[] } } | undefined)?.home;
    if (home?.extraPortals) return home.extraPortals;
  }
  return null;
}

export function SiteFooter({
  variant = 'default',
  extraPortals = false,
}: {
  variant?: 'default' | 'booking';
  extraPortals?: boolean;
}) {
  const t = useT('common');
  const tConsent = useT('consent');
  const brand = useBrand();
  const brandName = brand?.name ?? '';
  const root = useRootData();
  const routeHref = useRouteHref();
  const withPartner = useLocalHref();
  const year = root?.year ?? new Date().getFullYear();
  const contact = root?.shell.contact;
  const label = (name: FooterLink) => t(`footer.routes.${name}`);
  const configuredPortals = useConfiguredPortals();
  // The operator's legal entity (core/branding.ts legal): address, register, VAT id, director.
  const legal = brand?.legal;
  const legalLine = useLegalLine();
  // "Cookie-Einstellungen" reopens the banner from every page but booking and option start and
  // summary (SPEC §2; DOMAIN.md: consent can be changed later from every page).
  const cookieSettings = useCookieSettings();
  const settingsLink =
    cookieSettings && !cookieSettings.hidden ? (
      <button
        type="button"
        className={styles.settingsLink}
        data-testid="cookie-settings"
        onClick={cookieSettings.open}
      >
        {tConsent('footer.settings')}
      </button>
    ) : null;

  if (variant === 'booking') {
    return (
      <footer className={`${styles.footer} ${styles.booking}`} data-variant="booking">
        <div className={`container ${styles.bookingInner}`}>
          <p className={styles.help}>
            {t('footer.bookingHelp')}{' '}
            <a href={`tel:${contact?.phoneInteract ?? ''}`}>{contact?.phoneDisplay}</a>
          </p>
          <ul className={styles.inline}>
            {(['Privacy', 'Disclaimer', 'TravelConditions', 'Accessibility'] as const).map(
              (name) => (
                <li key={name}>
                  <Link to={routeHref(name)}>{label(name)}</Link>
                </li>
              ),
            )}
            {settingsLink ? <li>{settingsLink}</li> : null}
          </ul>
        </div>
      </footer>
    );
  }

  return (
    <footer className={styles.footer} data-variant="default">
      <div className={styles.top}>
        <div className={`container ${styles.inner}`}>
          <div>
            <div className={styles.brand}>
              <BrandLogo size={28} className={styles.logo} />
              {brandName}
            </div>
            <p className={styles.tagline}>{t('footer.tagline')}</p>
          </div>
          <nav aria-label={t('footer.links')}>
            <h2 className={styles.heading}>{t('footer.links')}</h2>
            <ul className={styles.list}>
              {INFO_LINKS.map((name) => (
                <li key={name}>
                  <Link to={routeHref(name)}>{label(name)}</Link>
                </li>
              ))}
            </ul>
          </nav>
          {extraPortals ? (
            <nav aria-label={t('footer.portals')} data-testid="extra-portals">
              <h2 className={styles.heading}>{t('footer.portals')}</h2>
              <ul className={styles.list}>
                {configuredPortals
                  ? configuredPortals.map((portal) => (
                      <li key={portal.href}>
                        {portal.external ? (
                          <a href={portal.href}>{portal.label}</a>
                        ) : (
                          <Link to={withPartner(portal.href)}>
                            {portal.label ??
                              (isFooterLink(portal.route) ? label(portal.route) : portal.route)}
                          </Link>
                        )}
                      </li>
                    ))
                  : PORTAL_LINKS.map((name) => (
                      <li key={name}>
                        <Link to={routeHref(name)}>{label(name)}</Link>
                      </li>
                    ))}
              </ul>
            </nav>
          ) : null}
          {/* Null on a visit of a partner that hides the newsletter (SPEC §3 hideNewsletter). */}
          {root?.newsletterToken ? <NewsletterFooterForm token={root.newsletterToken} /> : null}
          <div>
            <h2 className={styles.heading}>{t('contact.heading')}</h2>
            <p className={styles.contact}>
              <a href={`tel:${contact?.phoneInteract ?? ''}`}>{contact?.phoneDisplay}</a>
              <br />
              <a href={`mailto:${contact?.email ?? ''}`}>{contact?.email}</a>
              <br />
              {root?.officeHours ?? t('contact.hours')}
            </p>
          </div>
        </div>
      </div>
      <div className={styles.bottom}>
        <div className="container">
          <p className={styles.legal}>
            {t('footer.copyright', { year, company: legal?.companyName ?? brandName })}
          </p>
          {legalLine ? (
            <p className={styles.legal} data-testid="legal-entity">
              {legalLine}
            </p>
          ) : null}
          {settingsLink ? <p className={styles.legal}>{settingsLink}</p> : null}
        </div>
      </div>
    </footer>
  );
}
