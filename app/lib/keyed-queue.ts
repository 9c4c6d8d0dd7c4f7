// Runs tasks one after the other per key, and tasks of different keys side by side. The watch
// list needs it: a remove and a quick "undo" of one home sent at once could reach the server in
// either order, leaving the home deleted while the page shows it kept.

export interface KeyedQueue<K> {
  /**
   * Runs `task` after every task queued earlier under `key` has settled; a failed task does not
   * stop the next one. The returned promise settles as `task` does.
   */
  run<T>(key: K, task: () => Promise<T>): Promise<T>;
  /** Keys with a task queued or running (for tests: an idle queue holds nothing). */
  readonly size: number;
}

export function createKeyedQueue<K>(): KeyedQueue<K> {
  const tails = new Map<K, Promise<unknown>>();
  return {
    run<T>(key: K, task: () => Promise<T>): Promise<T> {
      const result = (tails.get(key) ?? Promise.resolve()).then(task);
      // The tail settles, never rejects, so the next task waits for this one whatever its outcome.
      const tail = result.then(
        () => undefined,
        () => undefined,
      );
      tails.set(key, tail);
      void tail.then(() => {
        if (tails.get(key) === tail) tails.delete(key);
      });
      return result;
    },
    get size() {
      return tails.size;
    },
  };
}
