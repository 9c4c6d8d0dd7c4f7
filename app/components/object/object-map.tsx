// Where the object is: a Leaflet map with its marker and, as secondary markers, the nearby POIs. Leaflet needs `window`, so the module is
// imported in the browser once the section comes near the viewport; before that (and on the
// server) a neutral box with the place name. The marker is HTML, so without tiles the map still
// shows the spot on a calm background.
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useT } from '../../i18n/provider';
import { useRootData } from '../../lib/root-data';
import type { NearbyPoi } from '../../lib/content/nearby-pois.server';
import type { LeafletObjectMapProps } from './leaflet-object-map';
import styles from './object-screen.module.css';

export function ObjectMap({
  lat,
  lon,
  label,
  pois = [],
}: {
  lat: number;
  lon: number;
  label: string;
  /** Nearby travel reports and sights: secondary markers with a popup linking to their page. */
  pois?: readonly NearbyPoi[];
}) {
  const t = useT('catalogue');
  const tileUrl = useRootData()?.mapTileUrl ?? '';
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const [Loaded, setLoaded] = useState<ComponentType<LeafletObjectMapProps> | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: '400px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  useEffect(() => {
    if (!near || Loaded) return;
    let cancelled = false;
    import('./leaflet-object-map').then(
      (module) => {
        if (!cancelled) setLoaded(() => module.LeafletObjectMap);
      },
      (error: unknown) => {
        console.error('map failed to load', error);
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [near, Loaded]);

  return (
    <section className={styles.section} aria-labelledby="object-map">
      <h2 id="object-map" className={styles.heading}>
        {t('map.heading')}
      </h2>
      <p className={styles.note}>{label}</p>
      <div ref={box} className={styles.mapBox} data-testid="object-map">
        {Loaded && !failed ? (
          <Loaded tileUrl={tileUrl} lat={lat} lon={lon} label={label} pois={pois} />
        ) : (
          <p className={styles.mapMessage}>{failed ? t('map.failed') : t('common:loading')}</p>
        )}
      </div>
    </section>
  );
}
