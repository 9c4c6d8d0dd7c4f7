import { useCallback, useEffect, useId, useMemo, useState, type ComponentType } from 'react';
import { parseBBox, type BBox, type SearchQuery } from '#core/search-query';
import type { SearchMarkerData, SearchMarkersData } from '#services/search/types';
import { useT } from '../../i18n/provider';
import { useApi } from '../../lib/api/provider';
import { getSearch } from '../../lib/api/search';
import { markerBounds, markerItems } from '../../lib/map-clusters';
import { useRootData } from '../../lib/root-data';
import { markerCardQuery, popupObject, type MapPopupObject } from '../../lib/search-screen-data';
import type { LeafletSearchMapProps } from './leaflet-search-map';
import styles from './search-map.module.css';

/** Europe, where the catalogue lies: the view when there is nothing else to show. */
const EUROPE: BBox = { south: 36, west: -10, north: 60, east: 30 };

interface Props {
  id: string;
  /** Load and show the map (desktop column, or opened by the toggle on smaller screens). */
  active: boolean;
  /** The page's markers (SearchData.markers; null = none, e.g. after a failed search). */
  markers: SearchMarkersData | null;
  /** GET /api/search `query` of this search: loads the markers when the page has none. */
  apiQuery?: string;
  objects: MapPopupObject[];
  query: SearchQuery;
  locationBounds: BBox | null;
  onArea(bbox: string | null): void;
}

/**
 * The search map. Leaflet touches `window` when imported, so it is never imported on the server:
 * SSR and first paint show a neutral box, and the Leaflet module (with its CSS) is imported in an
 * effect once the map is shown.
 */
export function SearchMap({
  id,
  active,
  markers: pageMarkers,
  apiQuery,
  objects,
  query,
  locationBounds,
  onArea,
}: Props) {
  const t = useT('search');
  const tileUrl = useRootData()?.mapTileUrl ?? '';
  const followId = useId();
  const [LoadedMap, setLoadedMap] = useState<ComponentType<LeafletSearchMapProps> | null>(null);
  const [failed, setFailed] = useState(false);
  const [follow, setFollow] = useState(query.BBoxString !== null);
  const root = useRootData();
  const client = useApi();
  const [fetched, setFetched] = useState<{ key: string; markers: SearchMarkerData[] } | null>(null);
  const markerKey = apiQuery ?? '';
  // The page's loader leaves markers out (they can be megabytes); the shown map loads them.
  const pageCount = pageMarkers?.objectNumbers.length ?? 0;
  const markers = useMemo(
    () =>
      pageMarkers !== null && pageCount > 0
        ? markerItems(pageMarkers)
        : fetched?.key === markerKey
          ? fetched.markers
          : [],
    [pageMarkers, pageCount, fetched, markerKey],
  );

  useEffect(() => {
    if (!active || pageCount > 0 || apiQuery === undefined) return;
    let cancelled = false;
    getSearch(
      client,
      { query: apiQuery, languageCode: root?.language ?? 'de', markers: '1' },
      { cancelKey: 'map-markers' },
    ).then(
      (envelope) => {
        if (!cancelled && envelope?.data) {
          setFetched({ key: apiQuery, markers: markerItems(envelope.data.markers) });
        }
      },
      () => {
        // The list still works without the map's markers; nothing to tell the visitor.
      },
    );
    return () => {
      cancelled = true;
    };
  }, [active, apiQuery, pageCount, client, root?.language]);

  const language = root?.language ?? 'de';
  // The card of a marker whose home is not on the page: the same search, for that home alone,
  // so its title, link and stay are the ones a card would show (and its total the marker's).
  const loadObject = useCallback(
    async (objectNumber: number): Promise<MapPopupObject | null> => {
      if (apiQuery === undefined) return null;
      const envelope = await getSearch(
        client,
        {
          query: markerCardQuery(apiQuery, objectNumber),
          languageCode: language,
          objectsPerPage: 1,
          markers: '0',
        },
        { cancelKey: 'map-popup' },
      );
      const card = envelope?.data?.objects[0];
      if (!envelope?.data || !card) return null;
      const found = popupObject(card, new URLSearchParams(envelope.data.query));
      return card.price === null ? found : { ...found, total: card.price.priceComplete };
    },
    [apiQuery, client, language],
  );

  useEffect(() => {
    if (!active || LoadedMap !== null) return;
    let cancelled = false;
    import('./leaflet-search-map').then(
      (module) => {
        if (!cancelled) setLoadedMap(() => module.LeafletSearchMap);
      },
      (error: unknown) => {
        console.error('map failed to load', error);
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [active, LoadedMap]);

  const bbox = query.BBoxString === null ? null : parseBBox(query.BBoxString);
  const fit = useMemo(
    () => markerBounds(markers) ?? locationBounds ?? EUROPE,
    [markers, locationBounds],
  );
  const view = follow && bbox ? bbox : fit;

  return (
    <section id={id} className={styles.panel} aria-label={t('map.region')}>
      <div className={styles.bar}>
        <input
          id={followId}
          type="checkbox"
          className={styles.checkbox}
          checked={follow}
          onChange={(event) => {
            setFollow(event.target.checked);
            // Off: the search no longer keeps to the map area.
            if (!event.target.checked && query.BBoxString !== null) onArea(null);
          }}
        />
        <label htmlFor={followId}>{t('map.follow')}</label>
      </div>
      <div className={styles.box} data-testid="search-map">
        {failed ? (
          <p className={styles.message}>{t('map.failed')}</p>
        ) : LoadedMap && active ? (
          <LoadedMap
            tileUrl={tileUrl}
            markers={markers}
            objects={objects}
            loadObject={apiQuery === undefined ? undefined : loadObject}
            view={view}
            follow={follow}
            onArea={onArea}
          />
        ) : (
          <p className={styles.message}>{t('common:loading')}</p>
        )}
      </div>
    </section>
  );
}
