// The catalogue slice's one door: other slices, server/ and app/ loaders import only from here
// (and plain data from ./types.ts). Explicit re-exports keep the surface visible.
export {
  locationForBBox,
  locationInfo,
  locationPreposition,
  locationWhere,
  resolveLocation,
} from './location-info';
export type { LocationRef, ResolvedLocation } from './location-info';
export {
  canonicalLocationPath,
  invalidateLocationCatalog,
  locationCatalog,
  text,
} from './locations';
export type { LocationCatalog } from './locations';
export { destinations } from './destinations';
export type { DestinationCountry, DestinationPlace, DestinationRegion } from './destinations';
export { getDescription, getObject } from './object';
export { importCatalogue } from './import';
export {
  catalogueFeedJob,
  catalogueFeedOverview,
  feedSettings,
  MAX_FILE_BYTES,
  photoReader,
  requestCatalogueImport,
  runCatalogueFeed,
} from './feed';
export type { FeedOverview, FeedRunOutput, FeedSettings } from './feed';
export type { ImportSummary } from './import';
export { findOfferBySlug, getOffer, listOffers, themeLandingPath } from './offers';
export {
  isIndexableRoute,
  PRIVATE_VIEWS,
  SITEMAP_MAX_URLS,
  sitemapFiles,
  sitemapObjectPages,
  sitemapPagesFile,
} from './sitemap';
export type { SitemapPage } from './sitemap';
export { isPublishedRatingOf, objectRatings } from './ratings';
export { whoami } from './whoami';
