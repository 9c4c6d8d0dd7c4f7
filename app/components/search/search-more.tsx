import { Link } from 'react-router';
import { useT } from '../../i18n/provider';
import { useLocalHref } from '../../lib/links';
import type { SearchScreenData } from '../../lib/search-screen-data';
import styles from './search-more.module.css';

/** Below the results: further location or offer texts and the internal links of SEO pages. */
export function SearchMore({
  texts,
  seoText,
  topLinks,
  offers,
}: {
  texts: string[];
  seoText: string;
  topLinks: SearchScreenData['topLinks'];
  offers: SearchScreenData['offers'];
}) {
  const t = useT('search');
  const withPartner = useLocalHref();
  if (texts.length === 0 && seoText === '' && topLinks.length === 0 && offers.length === 0) {
    return null;
  }
  return (
    <div className={styles.more}>
      {texts.map((text) => (
        <p key={text}>{text}</p>
      ))}
      {seoText ? <p>{seoText}</p> : null}
      {topLinks.length > 0 ? (
        <nav aria-labelledby="search-top-links">
          <h2 id="search-top-links" className={styles.heading}>
            {t('seo.topLinks')}
          </h2>
          <ul className={styles.links}>
            {topLinks.map((link) => (
              <li key={link.href}>
                <Link to={withPartner(link.href)}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {offers.length > 0 ? (
        <nav aria-labelledby="search-offers">
          <h2 id="search-offers" className={styles.heading}>
            {t('seo.offers')}
          </h2>
          <ul className={styles.links}>
            {offers.map((offer) => (
              <li key={offer.id}>
                <Link to={withPartner(offer.href)}>{offer.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
