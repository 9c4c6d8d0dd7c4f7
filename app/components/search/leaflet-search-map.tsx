// The Leaflet map of the search screen, browser only: search-map.tsx imports this module in an
// effect, so Leaflet (which needs `window`) and its CSS never load on the server and never block
// the first paint. Markers are HTML (divIcon price labels), so they show even when no tile loads.
import 'leaflet/dist/leaflet.css';
import {
  divIcon,
  latLngBounds,
  type LatLngBounds,
  type Map as LeafletMap,
  type Marker as LeafletMarker,
  type Popup as LeafletPopup,
} from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  AttributionControl,
  MapContainer,
  Marker,
  Popup,
  TileLayer,
  ZoomControl,
  useMap,
  useMapEvents,
} from 'react-leaflet';
import type { BBox } from '#core/search-query';
import type { SearchMarkerData } from '#services/search/types';
import { useT } from '../../i18n/provider';
import { POPUP_OPTIONS, useTileAttribution } from '../map/leaflet-tiles';
import { formatMoney } from '../../lib/format';
import { useLocalHref, useRouteHref } from '../../lib/links';
import { createClusterIndex, type MapItem } from '../../lib/map-clusters';
import { cardStayQuery, withQuery } from '../../lib/object-stay';
import { useLocale } from '../../lib/root-data';
import type { MapPopupObject } from '../../lib/search-screen-data';
import { bboxString } from '../../lib/search-url';
import styles from './leaflet-search-map.module.css';

export interface LeafletSearchMapProps {
  /** Leaflet tile URL template (the operator brand's maps.tileUrl). */
  tileUrl: string;
  markers: SearchMarkerData[];
  /** The result page's objects: their markers' pop-ups show title and link. */
  objects: MapPopupObject[];
  /**
   * Fetches the card of a marker whose home is not on the result page, when its pop-up opens
   * (null: none, e.g. the home left the search). Without it the pop-up names the home's number.
   */
  loadObject?: (objectNumber: number) => Promise<MapPopupObject | null>;
  /** The area to show; a change moves the map unless the search follows the map. */
  view: BBox;
  /** "Search as the map moves": moving the map reports the new area. */
  follow: boolean;
  onArea(bbox: string | null): void;
}

// A failed tile shows this transparent pixel (the box's neutral colour) instead of a broken image.
const BLANK_TILE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
const FIT = { padding: [24, 24] as [number, number], maxZoom: 13 };
/** Pause after the last map movement before the search follows it. */
const AREA_DEBOUNCE_MS = 500;
/** Moves within this time after the map is moved by code are not the guest's. */
const PROGRAMMATIC_MS = 400;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function toLatLngBounds(box: BBox): LatLngBounds {
  return latLngBounds([box.south, box.west], [box.north, box.east]);
}

function areaOf(map: LeafletMap): string | null {
  const b = map.getBounds();
  return bboxString({
    south: b.getSouth(),
    west: b.getWest(),
    north: b.getNorth(),
    east: b.getEast(),
  });
}

export function LeafletSearchMap(props: LeafletSearchMapProps) {
  const t = useT('search');
  const attribution = useTileAttribution(t('map.attribution'));
  return (
    <MapContainer
      className={styles.map}
      bounds={toLatLngBounds(props.view)}
      boundsOptions={FIT}
      zoomControl={false}
      attributionControl={false}
      minZoom={3}
    >
      <AttributionControl
        position="bottomright"
        prefix='<a href="https://leafletjs.com">Leaflet</a>'
      />
      <ZoomControl
        position="topright"
        zoomInTitle={t('map.zoomIn')}
        zoomOutTitle={t('map.zoomOut')}
      />
      <TileLayer url={props.tileUrl} errorTileUrl={BLANK_TILE} attribution={attribution} />
      <ViewSync view={props.view} follow={props.follow} onArea={props.onArea} />
      <ClusterMarkers
        markers={props.markers}
        objects={props.objects}
        loadObject={props.loadObject}
      />
    </MapContainer>
  );
}

/** Moves the map to a new `view`, and reports the guest's moves while the search follows the map. */
function ViewSync({
  view,
  follow,
  onArea,
}: Pick<LeafletSearchMapProps, 'view' | 'follow' | 'onArea'>) {
  const map = useMap();
  const quietUntil = useRef(0);
  // Autopans whose moveend is still to come, however late: a slow device's pan can outlast any
  // window. A count: a pop-up that grows mid-pan pans again (the first pan ends on its own).
  const autopans = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(false);
  const following = useRef(follow);
  const key = `${view.south},${view.west},${view.north},${view.east}`;

  useEffect(() => {
    // The first view is the MapContainer's own.
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    if (follow) return;
    const [south = 0, west = 0, north = 0, east = 0] = key.split(',').map(Number);
    quietUntil.current = Date.now() + PROGRAMMATIC_MS;
    map.fitBounds(toLatLngBounds({ south, west, north, east }), { ...FIT, animate: false });
  }, [key, follow, map]);

  useEffect(() => {
    // Switching "search as the map moves" on searches the area in view right away.
    if (follow && !following.current) onArea(areaOf(map));
    following.current = follow;
  }, [follow, map, onArea]);

  useEffect(() => () => clearTimeout(timer.current), []);

  // Leaflet measures its box once; the box changes with the layout (toggle, window size).
  // invalidateSize keeps the centre and fires its moveend before it returns: not the guest's move,
  // and an area search would replace the markers and close an open pop-up.
  const resizing = useRef(false);
  useEffect(() => {
    const observer = new ResizeObserver(() => {
      resizing.current = true;
      try {
        map.invalidateSize({ debounceMoveend: false });
      } finally {
        resizing.current = false;
      }
    });
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);

  useMapEvents({
    // A pop-up that opens or grows (its card loaded) pans the map to fit: not the guest's move,
    // and a new area search would replace the markers and close the pop-up.
    autopanstart() {
      autopans.current += 1;
      quietUntil.current = Date.now() + PROGRAMMATIC_MS;
    },
    moveend() {
      // Every autopanstart has its one moveend (Leaflet's panBy ends even without an offset, and
      // a pan stopped by the next one ends too).
      if (autopans.current > 0) {
        autopans.current -= 1;
        return;
      }
      if (!follow || resizing.current || Date.now() < quietUntil.current) return;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => onArea(areaOf(map)), AREA_DEBOUNCE_MS);
    },
  });
  return null;
}

type View = { west: number; south: number; east: number; north: number; zoom: number };

function viewOf(map: LeafletMap): View {
  // A margin around the visible area, so markers do not pop in at the edges while panning.
  const b = map.getBounds().pad(0.25);
  return {
    west: b.getWest(),
    south: b.getSouth(),
    east: b.getEast(),
    north: b.getNorth(),
    zoom: map.getZoom(),
  };
}

function ClusterMarkers({
  markers,
  objects,
  loadObject,
}: Pick<LeafletSearchMapProps, 'markers' | 'objects' | 'loadObject'>) {
  const map = useMap();
  const index = useMemo(() => createClusterIndex(markers), [markers]);
  const [view, setView] = useState(() => viewOf(map));
  useMapEvents({ moveend: () => setView(viewOf(map)) });
  const items = useMemo(() => index.items(view, view.zoom), [index, view]);
  const onPage = useMemo(() => new Map(objects.map((o) => [o.objectNumber, o])), [objects]);
  return (
    <>
      {items.map((item) =>
        item.kind === 'cluster' ? (
          <ClusterMarker
            key={`c${item.id}`}
            item={item}
            onOpen={() =>
              map.setView(
                [item.lat, item.lon],
                Math.min(index.expansionZoom(item.id), map.getMaxZoom()),
              )
            }
          />
        ) : (
          <PriceMarker
            key={`p${item.objectNumber}`}
            item={item}
            object={onPage.get(item.objectNumber)}
            loadObject={loadObject}
          />
        ),
      )}
    </>
  );
}

function ClusterMarker({
  item,
  onOpen,
}: {
  item: Extract<MapItem, { kind: 'cluster' }>;
  onOpen(): void;
}) {
  const t = useT('search');
  const label = t('map.cluster', { count: item.count });
  const size = item.count < 10 ? 's' : item.count < 100 ? 'm' : 'l';
  const icon = useMemo(
    () =>
      divIcon({
        className: styles.markerIcon,
        iconSize: [0, 0],
        html: `<span class="${styles.cluster}" data-size="${size}"><span class="visually-hidden">${escapeHtml(label)}</span><span aria-hidden="true">${item.count}</span></span>`,
      }),
    [label, size, item.count],
  );
  return <Marker position={[item.lat, item.lon]} icon={icon} eventHandlers={{ click: onOpen }} />;
}

function PriceMarker({
  item,
  object: pageObject,
  loadObject,
}: {
  item: Extract<MapItem, { kind: 'point' }>;
  object: MapPopupObject | undefined;
  loadObject: LeafletSearchMapProps['loadObject'];
}) {
  const t = useT('search');
  const locale = useLocale();
  const withPartner = useLocalHref();
  const routeHref = useRouteHref();
  const price = item.price === null ? null : formatMoney(item.price, locale, { whole: true });
  const priceText = price ?? t('map.noPrice');
  // A home off the result page: its card is fetched when the pop-up first opens (a broad search
  // has thousands of markers, and most are never opened), so the pop-up names the home.
  // Kept with the search it came from: after a new search (other dates, other party) the card
  // is fetched again, since its stay and link may differ.
  const [loaded, setLoaded] = useState<{ from: typeof loadObject; object: MapPopupObject } | null>(
    null,
  );
  const object = pageObject ?? (loaded && loaded.from === loadObject ? loaded.object : undefined);
  // A screen reader hears the marker by the home's title where it is known (the result page's
  // homes, and an off-page home once its pop-up has loaded it), not by an object number that
  // means nothing to a guest. A divIcon reuses its element on a new label, so focus stays.
  const label = object
    ? t('map.markerNamed', { title: object.title, price: priceText })
    : t('map.marker', { number: item.objectNumber, price: priceText });
  const icon = useMemo(
    () =>
      divIcon({
        className: styles.markerIcon,
        iconSize: [0, 0],
        // The label sits above the point; the pop-up opens above the label.
        popupAnchor: [0, -30],
        html: `<span class="${styles.price}" data-object-number="${item.objectNumber}"><span class="visually-hidden">${escapeHtml(label)}</span><span aria-hidden="true">${escapeHtml(price ?? '€')}</span></span>`,
      }),
    [label, price, item.objectNumber],
  );
  const [loading, setLoading] = useState(false);
  // A fetched card's own total: the markers may be older than the card, and the link opens the
  // card's stay.
  const popupPrice =
    object?.total === undefined ? priceText : formatMoney(object.total, locale, { whole: true });
  const popup = useRef<LeafletPopup>(null);
  useEffect(() => {
    // Leaflet sizes and places a pop-up when it opens; the title may have grown since.
    if (object) popup.current?.update();
  }, [object]);
  const closeLabel = t('map.closePopup');
  // The stay goes along, as a result card's link takes it: the object page opens with the price
  // the marker shows (the search's dates, or the stay the card or the marker found).
  const [searchParams] = useSearchParams();
  const stay = cardStayQuery(object?.stay ?? item.stay ?? null, searchParams);
  const href = object
    ? withPartner(withQuery(object.href, stay))
    : withQuery(routeHref('ObjectPage', { objectNumber: item.objectNumber }), stay);
  return (
    <Marker
      position={[item.lat, item.lon]}
      icon={icon}
      riseOnHover
      eventHandlers={{
        popupopen: (event) => {
          if (!object && loadObject && !loading) {
            setLoading(true);
            loadObject(item.objectNumber)
              .then(
                (found) => {
                  if (found) setLoaded({ from: loadObject, object: found });
                },
                () => {
                  // The number and the link to the home still serve; nothing to tell the guest.
                },
              )
              .finally(() => setLoading(false));
          }
          const element = event.popup.getElement();
          if (!element) return;
          // Leaflet's close button says "Close popup" in English.
          element
            .querySelector('.leaflet-popup-close-button')
            ?.setAttribute('aria-label', closeLabel);
          // Keyboard users land in the pop-up (it sits far from the marker in the tab order) and
          // leave it with Escape, back on their marker.
          requestAnimationFrame(() =>
            element
              .querySelector<HTMLElement>('.leaflet-popup-content a')
              ?.focus({ preventScroll: true }),
          );
          const marker = event.target as LeafletMarker;
          element.onkeydown = (key) => {
            if (key.key !== 'Escape') return;
            marker.closePopup();
            marker.getElement()?.focus({ preventScroll: true });
          };
        },
      }}
    >
      <Popup ref={popup} {...POPUP_OPTIONS}>
        <div className={styles.popup} aria-busy={loading}>
          <strong className={styles.popupTitle}>
            {object?.title ?? t('map.object', { number: item.objectNumber })}
          </strong>
          <span>{popupPrice}</span>
          <Link to={href}>{t('map.open')}</Link>
        </div>
      </Popup>
    </Marker>
  );
}
