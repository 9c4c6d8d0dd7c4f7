// "Nearby sights" of the object page (issue 17): the travel reports and sights near the home,
// nearest first, each with its kind, distance and a link to its page in the page language. The
// loader (app/lib/content/nearby-pois.server.ts) sends none when there are none: then nothing shows.
import { Link } from 'react-router';
import { useT } from '../../i18n/provider';
import type { NearbyPoi } from '../../lib/content/nearby-pois.server';
import { numberFormat } from '../../lib/format';
import { externalized, useLocalHref } from '../../lib/links';
import { useLocale, useRootData } from '../../lib/root-data';
import objectStyles from './object-screen.module.css';
import styles from './nearby-pois.module.css';

/** "3,2 km" as the page language writes it (the object's distances use the same spelling). */
export function poiDistanceText(km: number, locale: string): string {
  return `${numberFormat(locale, { maximumFractionDigits: 1 }).format(km)} km`;
}

/** A POI page's link: partner parameter, and the brand's main site when Poi pages live there. */
export function usePoiHref(): (path: string) => string {
  const withPartner = useLocalHref();
  const external = useRootData()?.shell.externalLinks ?? null;
  return (path: string) => externalized('Poi', withPartner(path), external);
}

/** The kind's pictogram: a star for sights, an open book for travel reports. */
export function PoiKindIcon({ kind }: { kind: NearbyPoi['kind'] }) {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {kind === 'sight' ? (
        <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.5L12 17.3l-5.9 3.2 1.3-6.5L2.5 9.4l6.6-.8z" />
      ) : (
        <path d="M3 5.5C5.5 4.5 8.5 4.6 11 6v13c-2.5-1.4-5.5-1.5-8-.5zm10 .5c2.5-1.4 5.5-1.5 8-.5v13c-2.5-1-5.5-.9-8 .5z" />
      )}
    </svg>
  );
}

export function NearbyPois({ pois, radiusKm }: { pois: readonly NearbyPoi[]; radiusKm: number }) {
  const t = useT('catalogue');
  const locale = useLocale();
  const poiHref = usePoiHref();
  if (pois.length === 0) return null;
  return (
    <section
      className={objectStyles.section}
      aria-labelledby="object-nearby-pois"
      data-testid="nearby-pois"
    >
      <h2 id="object-nearby-pois" className={objectStyles.heading}>
        {t('nearby.heading')}
      </h2>
      <p className={objectStyles.note}>{t('nearby.note', { km: radiusKm })}</p>
      <ul className={styles.list}>
        {pois.map((poi) => (
          <li key={poi.poiId} className={styles.item} data-kind={poi.kind}>
            <span className={styles.badge} data-kind={poi.kind}>
              <PoiKindIcon kind={poi.kind} />
            </span>
            <span className={styles.body}>
              <Link to={poiHref(poi.href)} className={styles.title}>
                {poi.title}
              </Link>
              <span className={styles.meta}>
                {t(`nearby.kind.${poi.kind}`)}
                <span aria-hidden="true"> · </span>
                <span data-testid="poi-distance">
                  {t('nearby.distance', { distance: poiDistanceText(poi.distanceKm, locale) })}
                </span>
              </span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
