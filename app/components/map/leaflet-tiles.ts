// Leaflet chrome shared by the maps: the attribution of the tiles the operator brand configures
// (core/branding.ts maps) — its own text, or the OpenStreetMap text of the language, linking where
// the brand says (https only, checked when the brand is set). Leaflet writes it as HTML, so the
// text and the URL are escaped here.
import { useRootData } from '../../lib/root-data';

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
