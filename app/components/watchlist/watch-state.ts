// The watch list as the browser shows it (SPEC.md §4 watch list, §8 "watch-list failure: revert
// the change"): a pure reducer, so the optimistic add/remove, the revert on a failed call and the
// undo of a removal are plain functions with unit tests. The store (watch-store.tsx) dispatches,
// calls the API and reports the outcome back.
import type { WatchSnapshot } from '#services/watchlist/types';

export type WatchAction = 'add' | 'delete';

interface PendingOp {
  objectNumber: number;
  action: WatchAction;
  /** Whether the object was on the list before this operation (what a failure restores). */
  wasWatched: boolean;
}

export type WatchNotice = {
  kind: 'added' | 'removed' | 'failedAdd' | 'failedRemove';
  objectNumber: number;
  seq: number;
} | null;

export interface WatchState {
  /** Object numbers on the list as shown (optimistic), newest first. */
  watched: number[];
  pending: Record<string, PendingOp>;
  /** The newest operation per object: a stale operation's failure must not undo a newer one. */
  latest: Record<number, string>;
  /** The last removal, for undo (re-adding it with the snapshot it had). */
  removed: { objectNumber: number; snapshot: WatchSnapshot | null } | null;
  /** What the live region announces; `seq` makes a repeated message a new announcement. */
  notice: WatchNotice;
}

export type WatchEvent =
  | { type: 'sync'; watched: readonly number[] }
  | {
      type: 'start';
      opId: string;
      objectNumber: number;
      action: WatchAction;
      /** delete: the snapshot of the removed entry, kept for undo. */
      snapshot?: WatchSnapshot | null;
    }
  | { type: 'succeeded'; opId: string }
  | { type: 'failed'; opId: string }
  | { type: 'dismiss' };

export function initialWatchState(watched: readonly number[]): WatchState {
  return { watched: [...new Set(watched)], pending: {}, latest: {}, removed: null, notice: null };
}

export const isWatched = (state: WatchState, objectNumber: number): boolean =>
  state.watched.includes(objectNumber);

const nextSeq = (state: WatchState): number => (state.notice?.seq ?? 0) + 1;

function withMembership(watched: number[], objectNumber: number, on: boolean): number[] {
  const without = watched.filter((n) => n !== objectNumber);
  return on ? [objectNumber, ...without] : without;
}

function omit<T>(record: Record<string, T>, key: string): Record<string, T> {
  const copy = { ...record };
  delete copy[key];
  return copy;
}

export function watchReducer(state: WatchState, event: WatchEvent): WatchState {
  switch (event.type) {
    case 'sync': {
      // Server truth, with the operations still in flight applied on top of it.
      let watched = [...new Set(event.watched)];
      for (const [opId, op] of Object.entries(state.pending)) {
        if (state.latest[op.objectNumber] !== opId) continue;
        watched = withMembership(watched, op.objectNumber, op.action === 'add');
      }
      return { ...state, watched };
    }
    case 'start': {
      const { opId, objectNumber, action } = event;
      const wasWatched = isWatched(state, objectNumber);
      const removed =
        action === 'delete'
          ? { objectNumber, snapshot: event.snapshot ?? null }
          : state.removed?.objectNumber === objectNumber
            ? null
            : state.removed;
      return {
        watched: withMembership(state.watched, objectNumber, action === 'add'),
        pending: { ...state.pending, [opId]: { objectNumber, action, wasWatched } },
        latest: { ...state.latest, [objectNumber]: opId },
        removed,
        notice: {
          kind: action === 'add' ? 'added' : 'removed',
          objectNumber,
          seq: nextSeq(state),
        },
      };
    }
    case 'succeeded': {
      const op = state.pending[event.opId];
      if (op === undefined) return state;
      const latest = { ...state.latest };
      if (latest[op.objectNumber] === event.opId) delete latest[op.objectNumber];
      return { ...state, pending: omit(state.pending, event.opId), latest };
    }
    case 'failed': {
      const op = state.pending[event.opId];
      if (op === undefined) return state;
      const pending = omit(state.pending, event.opId);
      if (state.latest[op.objectNumber] !== event.opId) {
        // A newer operation on the same object decides what is shown.
        return { ...state, pending };
      }
      const latest = { ...state.latest };
      delete latest[op.objectNumber];
      const removed =
        op.action === 'delete' && state.removed?.objectNumber === op.objectNumber
          ? null
          : state.removed;
      return {
        watched: withMembership(state.watched, op.objectNumber, op.wasWatched),
        pending,
        latest,
        removed,
        notice: {
          kind: op.action === 'add' ? 'failedAdd' : 'failedRemove',
          objectNumber: op.objectNumber,
          seq: nextSeq(state),
        },
      };
    }
    case 'dismiss':
      return state.notice === null ? state : { ...state, notice: null };
  }
}

/** The add that undoes the last removal, or null when there is nothing to undo. */
export function undoEvent(
  state: WatchState,
  opId: string,
): (WatchEvent & { type: 'start' }) | null {
  if (state.removed === null || isWatched(state, state.removed.objectNumber)) return null;
  return { type: 'start', opId, objectNumber: state.removed.objectNumber, action: 'add' };
}
