// The heart that puts an object on the watch list or takes it off (SPEC.md §2, §4): a toggle
// button (aria-pressed) on result cards and on the object page. The change shows at once and is
// reverted with a message when the server refuses it (watch-store.tsx).
import type { JSX } from 'react';
import type { WatchSnapshot } from '#services/watchlist/types';
import { useT } from '../../i18n/provider';
import { useWatchList } from './watch-store';
import styles from './watch-button.module.css';

/** What the heart of a card without a stay keeps: the "from" price, no dates, no party. */
export function fromPriceSnapshot(minPrice: number | null): WatchSnapshot {
  return {
    price: minPrice,
    priceOriginal: null,
    pricePercentReduction: null,
    startDate: null,
    endDate: null,
    persons: null,
    childs: 0,
    pets: 0,
  };
}

export interface WatchButtonProps {
  objectNumber: number;
  /** Snapshot stored with the watched object: the price shown for the chosen stay, or nulls. */
  snapshot?: WatchSnapshot;
  variant?: 'card' | 'page';
}

export function WatchButton({
  objectNumber,
  snapshot,
  variant = 'card',
}: WatchButtonProps): JSX.Element {
  const t = useT('watchlist');
  const store = useWatchList();
  const watched = store.isWatched(objectNumber);
  const label = watched ? t('button.remove') : t('button.add');
  return (
    <button
      type="button"
      className={`${styles.button} ${variant === 'page' ? styles.page : styles.card}`}
      aria-pressed={watched}
      aria-label={variant === 'card' ? label : undefined}
      title={variant === 'card' ? label : undefined}
      data-testid="watch-button"
      data-object-number={objectNumber}
      onClick={() => {
        if (watched) store.remove(objectNumber, snapshot ?? null);
        else store.add(objectNumber, snapshot ?? null);
      }}
    >
      <HeartIcon filled={watched} />
      {variant === 'page' ? <span className={styles.text}>{label}</span> : null}
    </button>
  );
}

export function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 24 24"
      width="22"
      height="22"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.1 3.6 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8 4.8-2.8 3.6 0 5.7 3.6 4.5 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The heart of a result card inside a static island (decision 079): the island renders it into the
 * card's hole with the props ResultCard gave useIslandHole.
 */
export function watchButtonHole(props: Record<string, unknown>): JSX.Element {
  return <WatchButton {...(props as unknown as WatchButtonProps)} />;
}
