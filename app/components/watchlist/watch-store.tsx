// The browser's watch list (SPEC.md §4): a React context over the pure reducer of watch-state.ts.
// Adds and removals show at once; a failed call reverts the change and says so in a live region
// (SPEC.md §8). Seeded from the root loader, so the server HTML and the hydrated page agree.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  type ReactNode,
} from 'react';
import type { WatchSnapshot } from '#services/watchlist/types';
import { useT } from '../../i18n/provider';
import { useApi } from '../../lib/api/provider';
import { setWatched } from '../../lib/api/watchlist';
import { createKeyedQueue } from '../../lib/keyed-queue';
import { useRootData } from '../../lib/root-data';
import {
  initialWatchState,
  isWatched,
  undoEvent,
  watchReducer,
  type WatchState,
} from './watch-state';
import styles from './watch-store.module.css';

export interface WatchListStore {
  state: WatchState;
  count: number;
  isWatched(objectNumber: number): boolean;
  add(objectNumber: number, snapshot: WatchSnapshot | null): void;
  remove(objectNumber: number, snapshot?: WatchSnapshot | null): void;
  /** Re-adds the last removed object with the snapshot it had. */
  undo(): void;
}

const WatchListContext = createContext<WatchListStore | null>(null);

/** Shows a notice this long before it fades (failures stay until the next change). */
const NOTICE_MS = 6000;

let opCounter = 0;
const nextOpId = () => `op${++opCounter}`;

export function WatchListProvider({
  watched,
  children,
}: {
  watched: readonly number[];
  children: ReactNode;
}) {
  const t = useT('watchlist');
  const client = useApi();
  const [state, dispatch] = useReducer(watchReducer, watched, initialWatchState);

  // A revalidated root loader (language or partner switch) brings the server's list again.
  const serverKey = watched.join(',');
  const firstKey = useRef(serverKey);
  useEffect(() => {
    if (serverKey === firstKey.current) return;
    firstKey.current = serverKey;
    dispatch({ type: 'sync', watched: serverKey === '' ? [] : serverKey.split(',').map(Number) });
  }, [serverKey]);

  // One object's requests go one after the other (keyed-queue.ts says why); a failed request does
  // not stop the next one.
  const queue = useRef(createKeyedQueue<number>());
  const run = useCallback(
    (objectNumber: number, action: 'add' | 'delete', snapshot: WatchSnapshot | null) => {
      const opId = nextOpId();
      dispatch({ type: 'start', opId, objectNumber, action, snapshot });
      queue.current
        .run(objectNumber, () => setWatched(client, objectNumber, action, snapshot))
        .then(
          () => dispatch({ type: 'succeeded', opId }),
          () => dispatch({ type: 'failed', opId }),
        );
    },
    [client],
  );

  const store = useMemo<WatchListStore>(
    () => ({
      state,
      count: state.watched.length,
      isWatched: (n) => isWatched(state, n),
      add: (n, snapshot) => run(n, 'add', snapshot),
      remove: (n, snapshot = null) => run(n, 'delete', snapshot),
      undo: () => {
        const event = undoEvent(state, nextOpId());
        if (event === null || state.removed === null) return;
        run(event.objectNumber, 'add', state.removed.snapshot);
      },
    }),
    [state, run],
  );

  const notice = state.notice;
  useEffect(() => {
    if (notice === null || notice.kind === 'failedAdd' || notice.kind === 'failedRemove') return;
    const timer = setTimeout(() => dispatch({ type: 'dismiss' }), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  const failed = notice?.kind === 'failedAdd' || notice?.kind === 'failedRemove';
  return (
    <WatchListContext.Provider value={store}>
      {children}
      <div className={styles.region} role="status" aria-live="polite" aria-atomic="true">
        {notice && !failed ? (
          <p className="visually-hidden" key={notice.seq}>
            {t(`notice.${notice.kind}`)}
          </p>
        ) : null}
      </div>
      <div className={styles.region} role="alert" aria-atomic="true">
        {notice && failed ? (
          <div className={styles.toast} key={notice.seq} data-testid="watch-toast">
            <p>{t(`notice.${notice.kind}`)}</p>
            <button
              type="button"
              className={styles.close}
              onClick={() => dispatch({ type: 'dismiss' })}
            >
              {t('notice.close')}
            </button>
          </div>
        ) : null}
      </div>
    </WatchListContext.Provider>
  );
}

/** The watch list of the page; outside the provider (tests, error pages) an inert empty list. */
export function useWatchList(): WatchListStore {
  const store = useContext(WatchListContext);
  const root = useRootData();
  const fallback = useMemo<WatchListStore>(
    () => ({
      state: initialWatchState([]),
      count: root?.watched.length ?? 0,
      isWatched: () => false,
      add: () => {},
      remove: () => {},
      undo: () => {},
    }),
    [root?.watched.length],
  );
  return store ?? fallback;
}
