// Scroll rules of SPEC.md §2: on browser back the hash is dropped and the scroll height kept
// (ScrollRestoration restores it); otherwise scroll to the hash target after 200 ms (2000 ms for
// tracking hashes, which name a tracked element that may render late), or to the element named
// by the `scrollto` parameter, or to the top. The top is React Router's ScrollRestoration's job
// (root.tsx): it honours `preventScrollReset`, so a second reset here would undo it. Navigations
// that only change a screen's state in the URL (search filters, the map area, the stay chosen in
// the price box) navigate with KEEP_SCROLL and keep the scroll position (issue 12: choosing a
// date scrolled the object page to the top).
import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

export const HASH_DELAY_MS = 200;
export const TRACKING_HASH_DELAY_MS = 2000;

/** Navigation state of URL updates that must not move the page (`navigate(to, { state })`). */
export const KEEP_SCROLL_STATE = { keepScroll: true } as const;

/**
 * Options of a navigation that only writes a screen's state into the URL: React Router keeps the
 * scroll position (`preventScrollReset`) and this manager neither jumps to a hash or `scrollto`
 * target (`state`). `navigate(to, { ...KEEP_SCROLL, replace: true })`, also for setSearchParams.
 */
export const KEEP_SCROLL = { preventScrollReset: true, state: KEEP_SCROLL_STATE } as const;

function keepsScroll(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'keepScroll' in state;
}

/** Tracking hashes look like `#trk-…` (campaign links that point at a tracked block). */
export function isTrackingHash(hash: string): boolean {
  return /^#trk[-_]/i.test(hash);
}

function scrollToId(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView({ block: 'start' });
  return true;
}

export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if (navigationType === 'POP') {
      if (location.hash) {
        const url = `${location.pathname}${location.search}`;
        window.history.replaceState(window.history.state, '', url);
      }
      return;
    }
    if (keepsScroll(location.state)) return;
    if (location.hash) {
      const id = decodeURIComponent(location.hash.slice(1));
      const delay = isTrackingHash(location.hash) ? TRACKING_HASH_DELAY_MS : HASH_DELAY_MS;
      const timer = window.setTimeout(() => scrollToId(id), delay);
      return () => window.clearTimeout(timer);
    }
    const scrollto = new URLSearchParams(location.search).get('scrollto');
    if (scrollto) scrollToId(scrollto);
    return;
  }, [
    location.key,
    location.hash,
    location.pathname,
    location.search,
    location.state,
    navigationType,
  ]);

  return null;
}
