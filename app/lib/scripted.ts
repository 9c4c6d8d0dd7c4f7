// Whether the page runs its scripts: false in the server's HTML and during hydration (so both
// agree), true from then on. For what works only with JavaScript: the calendar instead of typed
// dates, the cookie banner's live switches, a print button. One hook instead of a copy per screen.
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};
const browserSnapshot = () => true;
const serverSnapshot = () => false;

export function useScripted(): boolean {
  return useSyncExternalStore(noSubscription, browserSnapshot, serverSnapshot);
}
