// The demo pages (issue 18, SPEC §2 /demo/cluster/, /demo/faq): how the site's building blocks
// behave, on data made up for the purpose. Needs admin.access.
// - cluster: the search map's Leaflet module and supercluster index (lib/map-clusters.ts) on
//   a fixed set of made-up markers around a few holiday coasts; markers are HTML, so the demo works
//   with every map tile unreachable.
// - faq: the content engine's faq block (content-document.server.ts) with the first questions of
//   the guests' FAQ, rendered by the content pages' component.
import type { ContentDocument } from '../content-document.server';
import { faqDocument } from '../content/faq.server';
import type { AdminPageArgs } from '../admin-pages.server';

/** Made-up centres (lat, lon, spread in degrees, markers) — coasts where holiday homes cluster. */
const CENTRES = [
  [54.9, 8.33, 0.08, 90], // Sylt
  [53.98, 14.1, 0.12, 70], // Usedom
  [55.12, 14.9, 0.15, 60], // Bornholm
  [57.1, 8.6, 0.25, 80], // Jutland's west coast
  [45.65, 10.65, 0.12, 60], // Lake Garda
  [51.55, 3.6, 0.1, 50], // Zeeland
  [43.4, 10.4, 0.3, 40], // Tuscany's coast
] as const;

/** A small linear congruential generator: the same markers on every load (screenshots, tests). */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

export function demoMarkers() {
  const random = seeded(18);
  const markers: { objectNumber: number; lat: number; lon: number; price: number | null }[] = [];
  let objectNumber = 900_000;
  for (const [lat, lon, spread, count] of CENTRES) {
    for (let i = 0; i < count; i++) {
      markers.push({
        objectNumber: objectNumber++,
        lat: lat + (random() - 0.5) * spread * 2,
        lon: lon + (random() - 0.5) * spread * 3,
        // Prices from 390 to 1,890 € a week; one in ten on request.
        price: random() < 0.1 ? null : Math.round(39 + random() * 150) * 1000,
      });
    }
  }
  return markers;
}

export async function loadDemoCluster(_args: AdminPageArgs) {
  const markers = demoMarkers();
  return { markers, view: { south: 43, west: 2, north: 58.5, east: 16 } };
}

/** How many of the guests' FAQ topics the demo shows. */
const DEMO_FAQ_TOPICS = 2;

export async function loadDemoFaq({ ctx }: AdminPageArgs): Promise<{ doc: ContentDocument }> {
  const full = await faqDocument(ctx, {});
  if (full === null) throw new Error('the guests’ FAQ is missing');
  const sections = full.sections
    .filter((section) => section.blocks.some((block) => block.kind === 'faq'))
    .slice(0, DEMO_FAQ_TOPICS);
  return { doc: { page: 'DemoFaq', lead: null, tocLabel: null, updatedNote: null, sections } };
}
