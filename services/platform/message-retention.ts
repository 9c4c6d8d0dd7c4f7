// The one rule for how long messages are kept (decision 093): contact-form messages, enquiries to
// landlords and rejected partner applications are deleted MESSAGE_RETENTION_DAYS after they came
// in (an application: after its decision). Each slice deletes its own table in a nightly job
// through `pruneMessages`, so the three jobs share the cut-off, the batches and what they report,
// and the privacy policy names the same figure.
import type { AppDeps } from './context';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Rows per delete: a first run over years of messages holds no lock for long. */
const BATCH = 500;

/** Messages that came in before this instant are past their retention. */
export function messageRetentionStart(deps: Pick<AppDeps, 'config'>, now: Date): Date {
  return new Date(now.getTime() - deps.config.MESSAGE_RETENTION_DAYS * DAY_MS);
}

/**
 * Deletes what is past the retention with `deleteBatch(before, limit)` (at most `limit` rows a
 * call, how many it deleted) until a batch comes back short; the cut-off and the count.
 */
export function pruneMessages(
  deps: Pick<AppDeps, 'config'>,
  now: Date,
  deleteBatch: (before: Date, limit: number) => Promise<number>,
): Promise<{ before: string; deleted: number }> {
  const before = messageRetentionStart(deps, now);
  return deleteBatches(before, (limit) => deleteBatch(before, limit));
}

/**
 * Runs `deleteBatch(limit)` until a batch comes back short; `before` and the count. A batch cut
 * short by a row changed meanwhile ends the run: the rest waits for the next night.
 */
export async function deleteBatches(
  before: Date,
  deleteBatch: (limit: number) => Promise<number>,
  batch = BATCH,
): Promise<{ before: string; deleted: number }> {
  let deleted = 0;
  for (;;) {
    const done = await deleteBatch(batch);
    deleted += done;
    if (done < batch) return { before: before.toISOString(), deleted };
  }
}
