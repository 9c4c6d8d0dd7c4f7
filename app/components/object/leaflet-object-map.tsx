// The Leaflet map of the object page, browser only (object-map.tsx imports it in an effect).
import 'leaflet/dist/leaflet.css';
import { divIcon, latLngBounds } from 'leaflet';
import { useMemo } from 'react';
import { Link } from 'react-router';
import {
  AttributionControl,
  MapContainer,
  Marker,
  Popup,
  TileLayer,
  ZoomControl,
} from 'react-leaflet';
import { useT } from '../../i18n/provider';
import type { NearbyPoi } from '../../lib/content/nearby-pois.server';
import { useLocale } from '../../lib/root-data';
import { POPUP_OPTIONS, useTileAttribution } from '../map/leaflet-tiles';
import { poiDistanceText, usePoiHref } from './nearby-pois';
import styles from './object-map.module.css';

export interface LeafletObjectMapProps {
  /** Leaflet tile URL template (the operator brand's maps.tileUrl). */
  tileUrl: string;
  lat: number;
  lon: number;
  label: string;
  /** Nearby travel reports and sights (secondary markers). */
  pois?: readonly NearbyPoi[];
}

// A failed tile shows this transparent pixel over the box's neutral colour.
const BLANK_TILE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
const ZOOM = 12;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

// A star for sights, an open book for travel reports (the list's pictograms, nearby-pois.tsx).
const POI_GLYPH: Record<NearbyPoi['kind'], string> = {
  sight: 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.5L12 17.3l-5.9 3.2 1.3-6.5L2.5 9.4l6.6-.8z',
  report:
    'M3 5.5C5.5 4.5 8.5 4.6 11 6v13c-2.5-1.4-5.5-1.5-8-.5zm10 .5c2.5-1.4 5.5-1.5 8-.5v13c-2.5-1-5.5-.9-8 .5z',
};

function PoiMarker({ poi }: { poi: NearbyPoi }) {
  const t = useT('catalogue');
  const locale = useLocale();
  const poiHref = usePoiHref();
  const kind = t(`nearby.kind.${poi.kind}`);
  const distance = poiDistanceText(poi.distanceKm, locale);
  const name = t('nearby.marker', { kind, title: poi.title, distance });
  const html =
    `<span class="${styles.poiPin}" data-kind="${poi.kind}">` +
    `<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="${POI_GLYPH[poi.kind]}"/></svg>` +
    `<span class="visually-hidden">${escapeHtml(name)}</span></span>`;
  const icon = useMemo(
    () => divIcon({ className: styles.markerIcon, iconSize: [0, 0], popupAnchor: [0, -16], html }),
    [html],
  );
  return (
    <Marker position={[poi.lat, poi.lon]} icon={icon} title={name} zIndexOffset={-100}>
      <Popup {...POPUP_OPTIONS}>
        <span className={styles.popupKind}>{kind}</span>
        <Link to={poiHref(poi.href)} className={styles.popupTitle}>
          {poi.title}
        </Link>
        <span className={styles.popupKind}>{t('nearby.distance', { distance })}</span>
      </Popup>
    </Marker>
  );
}

export function LeafletObjectMap({ tileUrl, lat, lon, label, pois = [] }: LeafletObjectMapProps) {
  const t = useT('search');
  // With nearby POIs the map opens on the home and all of them (no closer than the plain zoom).
  const bounds = useMemo(
    () =>
      pois.length > 0
        ? latLngBounds([[lat, lon], ...pois.map((p): [number, number] => [p.lat, p.lon])])
        : undefined,
    [lat, lon, pois],
  );
  const attribution = useTileAttribution(t('map.attribution'));
  const icon = useMemo(
    () =>
      divIcon({
        className: styles.markerIcon,
        iconSize: [0, 0],
        html: `<span class="${styles.pin}"><span class="visually-hidden">${escapeHtml(label)}</span></span>`,
      }),
    [label],
  );
  return (
    <MapContainer
      className={styles.map}
      {...(bounds
        ? { bounds, boundsOptions: { padding: [32, 32], maxZoom: ZOOM } }
        : { center: [lat, lon], zoom: ZOOM })}
      zoomControl={false}
      attributionControl={false}
      scrollWheelZoom={false}
      minZoom={4}
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
      <TileLayer url={tileUrl} errorTileUrl={BLANK_TILE} attribution={attribution} />
      <Marker position={[lat, lon]} icon={icon} keyboard={false} />
      {pois.map((poi) => (
        <PoiMarker key={poi.poiId} poi={poi} />
      ))}
    </MapContainer>
  );
}
