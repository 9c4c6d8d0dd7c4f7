// The Leaflet map of the object page, browser only (object-map.tsx imports it in an effect).
import 'leaflet/dist/leaflet.css';
import { divIcon } from 'leaflet';
import { useMemo } from 'react';
import { AttributionControl, MapContainer, Marker, TileLayer, ZoomControl } from 'react-leaflet';
import { useT } from '../../i18n/provider';
import { useTileAttribution } from '../map/leaflet-tiles';
import styles from './object-map.module.css';

export interface LeafletObjectMapProps {
  /** Leaflet tile URL template (the operator brand's maps.tileUrl). */
  tileUrl: string;
  lat: number;
  lon: number;
  label: string;
}

// A failed tile shows this transparent pixel over the box's neutral colour.
const BLANK_TILE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
const ZOOM = 12;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function LeafletObjectMap({ tileUrl, lat, lon, label }: LeafletObjectMapProps) {
  const t = useT('search');
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
      center={[lat, lon]}
      zoom={ZOOM}
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
    </MapContainer>
  );
}
