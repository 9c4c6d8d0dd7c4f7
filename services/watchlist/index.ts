// The watchlist slice's one door: other slices, server/ and app/ loaders import only from here
// (and plain data from ./types.ts). Explicit re-exports keep the surface visible.
export { getLastSeen, setLastSeen } from './last-seen';
export { mergeVisitorLists } from './merge';
export { objectInternal } from './object-internal';
export {
  getWatchList,
  sendWatchList,
  setWatched,
  watchListPage,
  watchedObjectNumbers,
} from './watchlist';
