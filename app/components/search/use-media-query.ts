import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches; false during SSR and hydration (the server cannot know the
 * viewport), then the real value. Layout itself is CSS; this only decides what to load.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
