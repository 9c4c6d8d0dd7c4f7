// The watch list's map: the search map's Leaflet module with one price marker per watched object.
// Leaflet needs `window`, so it is imported in an effect; the box keeps its size meanwhile and the
// markers (HTML labels) show even when no map tile loads.
import { useEffect, useMemo, useState, type ComponentType } from 'react';
import type { BBox } from '#core/search-query';
import type { SearchMarkerData, SearchResultObject } from '#services/search/types';
import { useT } from '../../i18n/provider';
import { markerBounds } from '../../lib/map-clusters';
import { useRootData } from '../../lib/root-data';
import type { LeafletSearchMapProps } from '../search/leaflet-search-map';
import styles from './watch-list.module.css';

const EUROPE: BBox = { south: 36, west: -10, north: 60, east: 30 };
const ignoreArea = () => {};

export function WatchMap({
  objects,
  prices,
}: {
  objects: SearchResultObject[];
  /** Price label per object (cents): the current price of the watched stay or "from" price. */
  prices: Map<number, number | null>;
}) {
  const t = useT('watchlist');
  const tileUrl = useRootData()?.mapTileUrl ?? '';
  const [LoadedMap, setLoadedMap] = useState<ComponentType<LeafletSearchMapProps> | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    import('../search/leaflet-search-map').then(
      (module) => {
        if (!cancelled) setLoadedMap(() => module.LeafletSearchMap);
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, []);

  const markers = useMemo<SearchMarkerData[]>(
    () =>
      objects.map((o) => ({
        objectNumber: o.objectNumber,
        lat: o.position.lat,
        lon: o.position.lon,
        price: prices.get(o.objectNumber) ?? o.minPrice,
      })),
    [objects, prices],
  );
  const view = useMemo(() => markerBounds(markers) ?? EUROPE, [markers]);

  return (
    <section className={styles.mapBox} aria-label={t('page.mapTitle')}>
      {LoadedMap ? (
        <LoadedMap
          tileUrl={tileUrl}
          markers={markers}
          objects={objects}
          view={view}
          follow={false}
          onArea={ignoreArea}
        />
      ) : (
        <p className={styles.mapNote}>{failed ? t('page.mapFailed') : t('page.mapLoading')}</p>
      )}
    </section>
  );
}
