import { describe, expect, it } from 'vitest';
import type { WatchSnapshot } from '#services/watchlist/types';
import {
  initialWatchState,
  isWatched,
  undoEvent,
  watchReducer,
  type WatchEvent,
  type WatchState,
} from './watch-state';

const run = (state: WatchState, ...events: WatchEvent[]) => events.reduce(watchReducer, state);

const snapshot: WatchSnapshot = {
  price: 84_000,
  priceOriginal: 99_000,
  pricePercentReduction: 15,
  startDate: '2026-12-19',
  endDate: '2026-12-26',
  persons: 4,
  childs: 0,
  pets: 0,
};

describe('watch-state reducer', () => {
  it('adds optimistically and keeps the object when the call succeeds', () => {
    const started = run(initialWatchState([]), {
      type: 'start',
      opId: 'a',
      objectNumber: 7,
      action: 'add',
    });
    expect(isWatched(started, 7)).toBe(true);
    expect(started.notice).toMatchObject({ kind: 'added', objectNumber: 7 });
    const done = watchReducer(started, { type: 'succeeded', opId: 'a' });
    expect(done.watched).toEqual([7]);
    expect(done.pending).toEqual({});
    expect(done.latest).toEqual({});
  });

  it('reverts a failed add and announces the failure', () => {
    const state = run(
      initialWatchState([3]),
      { type: 'start', opId: 'a', objectNumber: 7, action: 'add' },
      { type: 'failed', opId: 'a' },
    );
    expect(state.watched).toEqual([3]);
    expect(state.notice).toMatchObject({ kind: 'failedAdd', objectNumber: 7 });
  });

  it('reverts a failed removal: the object is back on the list', () => {
    const state = run(
      initialWatchState([3, 7]),
      { type: 'start', opId: 'r', objectNumber: 7, action: 'delete', snapshot },
      { type: 'failed', opId: 'r' },
    );
    expect(isWatched(state, 7)).toBe(true);
    expect(state.watched).toHaveLength(2);
    expect(state.notice?.kind).toBe('failedRemove');
    // Nothing to undo: the removal never happened.
    expect(state.removed).toBeNull();
  });

  it('a stale failure does not undo a newer change of the same object', () => {
    const state = run(
      initialWatchState([]),
      { type: 'start', opId: 'a', objectNumber: 7, action: 'add' },
      { type: 'start', opId: 'b', objectNumber: 7, action: 'delete' },
      { type: 'failed', opId: 'a' },
    );
    expect(isWatched(state, 7)).toBe(false);
    expect(state.notice?.kind).toBe('removed');
    const after = watchReducer(state, { type: 'failed', opId: 'b' });
    // The removal failed: the object is shown as it was before the removal (watched).
    expect(isWatched(after, 7)).toBe(true);
  });

  it('undo re-adds the last removed object with its snapshot', () => {
    const removed = run(initialWatchState([7, 9]), {
      type: 'start',
      opId: 'r',
      objectNumber: 7,
      action: 'delete',
      snapshot,
    });
    expect(removed.removed).toEqual({ objectNumber: 7, snapshot });
    const undo = undoEvent(removed, 'u');
    expect(undo).toEqual({ type: 'start', opId: 'u', objectNumber: 7, action: 'add' });
    const restored = run(removed, { type: 'succeeded', opId: 'r' }, undo!);
    expect(isWatched(restored, 7)).toBe(true);
    expect(restored.removed).toBeNull();
    expect(undoEvent(restored, 'x')).toBeNull();
  });

  it('a failed undo takes the object off again', () => {
    const state = run(
      initialWatchState([7]),
      { type: 'start', opId: 'r', objectNumber: 7, action: 'delete', snapshot },
      { type: 'succeeded', opId: 'r' },
      { type: 'start', opId: 'u', objectNumber: 7, action: 'add' },
      { type: 'failed', opId: 'u' },
    );
    expect(isWatched(state, 7)).toBe(false);
    expect(state.notice?.kind).toBe('failedAdd');
  });

  it('sync takes the server list but keeps operations in flight', () => {
    const state = run(
      initialWatchState([1]),
      { type: 'start', opId: 'a', objectNumber: 5, action: 'add' },
      { type: 'sync', watched: [1, 2] },
    );
    expect([...state.watched].sort()).toEqual([1, 2, 5]);
  });

  it('counts without duplicates and dismisses notices', () => {
    const state = run(
      initialWatchState([4, 4]),
      { type: 'start', opId: 'a', objectNumber: 4, action: 'add' },
      { type: 'dismiss' },
    );
    expect(state.watched).toEqual([4]);
    expect(state.notice).toBeNull();
  });
});
