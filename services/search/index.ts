// The search slice's one door: other slices, server/ and app/ loaders import only from here
// (and plain data from ./types.ts). Explicit re-exports keep the surface visible.
export { SearchHolder, ensureSearchIndex } from './holder';
export type { SearchState } from './holder';
export { planSearch } from './plan';
export {
  notifyObjectsChanged,
  objectCards,
  searchApi,
  searchCapacity,
  searchLocation,
  searchPage,
} from './search';
export { suggestLocations } from './suggest';
// The index's marker columns, which the API writes straight to JSON (server/api/search.ts).
export type { SearchMarkers } from '#search/types';
export { markerStays } from '#search/markers';
