// Leaflet chrome shared by the maps: how pop-ups fit a phone's map, and the attribution of the tiles the operator brand configures
// (core/branding.ts maps) — its own text, or the OpenStreetMap text of the language, linking where
// the brand says (https only, checked when the brand is set). Leaflet writes it as HTML, so the
// text and the URL are escaped here.
import { useRootData } from '../../lib/root-data';

/**
 * Options of every map pop-up. Leaflet's default width (300 px plus its margins) is wider than a
 * phone's map (~340 px): a long title pushed the close button out of the map. Its top margin when
 * the map pans a pop-up into view clears the zoom buttons (top right: 10 px margin and two 30 px
 * buttons), which otherwise covered the close button.
 */
export const POPUP_OPTIONS = {
  maxWidth: 240,
  autoPanPaddingTopLeft: [8, 84] as [number, number],
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The tile layer's attribution HTML; `fallbackText` when the brand names no text of its own. */
export function useTileAttribution(fallbackText: string): string {
  const attribution = useRootData()?.mapAttribution;
  const text = attribution?.text ?? fallbackText;
  const url = attribution?.url ?? 'https://www.openstreetmap.org/copyright';
  return `<a href="${escapeHtml(url)}">${escapeHtml(text)}</a>`;
}
