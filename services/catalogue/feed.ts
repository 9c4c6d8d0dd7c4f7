// The catalogue feed (decision 117, docs/catalogue-import.md "A feed the server imports"): the
// operator names a catalogue file (CATALOGUE_FEED_FILE) that a wholesaler's export or a copy job
// replaces, daily or as often as it likes; the server imports it itself, with the import's own
// checks (services/catalogue/import.ts), whenever it changed, and whenever the office asks at
// /admin/catalogue/. Every run is recorded (catalogue_import_runs): what it wrote, or the file's
// problems by their place in it, or why it could not read the file; the office reads them.
//
// The job looks every minute, and only at the file's size and last change: the file is read and
// its SHA-256 compared with the last import's only when they differ, so an untouched feed costs one
// stat a minute. A refused file is not tried again until it changes (or the office asks); a run
// that failed (the database away) is tried again after an hour. One import runs at a time across
// processes (the runs' partial unique index); a run left 'running' by a process that died counts as
// interrupted after JOB_EXPIRY.
import { createHash } from 'node:crypto';
import { readFile, realpath, stat } from 'node:fs/promises';
import { isAbsolute, relative, resolve } from 'node:path';
import type { Config } from '#core/config';
import {
  claimImportRun,
  finishImportRun,
  importRunRequested,
  lastFileRun,
  lastImportedSha256,
  latestImportRuns,
  pruneImportRuns,
  requestImportRun,
  type FeedFileFacts,
  type ImportRunRecord,
} from '#db/repositories/catalogue-import-runs';
import { requireAccess } from '#services/accounts';
import {
  DomainError,
  isDomainError,
  systemContext,
  type AppDeps,
  type JobDefinition,
  type JobLogger,
  type RequestContext,
} from '#services/platform';
import { importCatalogue, type ImportSummary } from './import';

/** The largest photo file read (the upload limit is 10 MB; a larger one is refused unread). */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
/** A larger catalogue file is split by the operator (each file is one transaction). */
export const MAX_FILE_BYTES = 512 * 1024 * 1024;
/** How long an import may take; a run 'running' for longer belonged to a process that died. */
const JOB_EXPIRY_SECONDS = 2 * 60 * 60;
/** A failed run (not a refused file) is tried again after this long, the file unchanged. */
const RETRY_FAILED_MS = 60 * 60 * 1000;
/** Runs are kept this long (the office's history; the audit log keeps who asked). */
const KEEP_RUNS_MS = 365 * 24 * 60 * 60 * 1000;
/** Problems kept per refused run (the command prints up to 200). */
const KEPT_PROBLEMS = 50;
/** Home numbers kept per list of a run's summary. */
const KEPT_NUMBERS = 100;
/** Runs the office sees. */
const RUNS_SHOWN = 20;

/** The feed as configured, or null without CATALOGUE_FEED_FILE. */
export interface FeedSettings {
  file: string;
  photos: string | null;
  full: boolean;
}

export function feedSettings(config: Config): FeedSettings | null {
  if (config.CATALOGUE_FEED_FILE === undefined) return null;
  return {
    file: resolve(config.CATALOGUE_FEED_FILE),
    photos:
      config.CATALOGUE_FEED_PHOTOS === undefined ? null : resolve(config.CATALOGUE_FEED_PHOTOS),
    full: config.CATALOGUE_FEED_FULL,
  };
}

/**
 * Reads a photo file of a catalogue only from inside its photos folder: a path (or a link) that
 * leads outside it is no file. A file over the upload limit is answered with its first bytes beyond
 * it, which the checks refuse as too big, without reading it all.
 */
export async function photoReader(dir: string): Promise<(path: string) => Promise<Buffer | null>> {
  const root = await realpath(dir);
  return async (path) => {
    let full: string;
    try {
      full = await realpath(resolve(root, path));
    } catch {
      return null;
    }
    const inside = relative(root, full);
    if (inside === '' || inside.startsWith('..') || isAbsolute(inside)) return null;
    const info = await stat(full);
    if (!info.isFile()) return null;
    if (info.size > MAX_PHOTO_BYTES) return Buffer.alloc(MAX_PHOTO_BYTES + 1);
    return readFile(full);
  };
}

/** The file's size and last change, or the error code that kept it from being looked at. */
async function lookAt(file: string): Promise<FeedFileFacts | { failure: string }> {
  try {
    const info = await stat(file);
    if (!info.isFile()) return { failure: 'not-a-file' };
    return { bytes: info.size, modifiedAt: new Date(Math.floor(info.mtimeMs)) };
  } catch (error) {
    return { failure: errorCode(error) };
  }
}

function errorCode(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return typeof code === 'string' && /^[A-Z0-9_]{1,30}$/.test(code) ? code : 'error';
}

const sameFile = (a: FeedFileFacts, b: FeedFileFacts) =>
  a.bytes === b.bytes && a.modifiedAt.getTime() === b.modifiedAt.getTime();

const capped = (numbers: readonly number[]) => numbers.slice(0, KEPT_NUMBERS);

/** What a run keeps of an import's summary: the counts, and the home numbers up to 100 per list. */
function keptSummary(summary: ImportSummary): Record<string, unknown> {
  return {
    countries: summary.countries,
    regions: summary.regions,
    places: summary.places,
    agencies: summary.agencies,
    distinctions: summary.distinctions,
    cancellationLabels: summary.cancellationLabels,
    objects: summary.objects,
    landlordsAdded: summary.landlordsAdded,
    withoutPriceCount: summary.withoutPrice.length,
    withoutPrice: capped(summary.withoutPrice),
    takenOffCount: summary.takenOff.length,
    takenOff: capped(summary.takenOff),
    handedOverCount: summary.handedOver.length,
    handedOver: capped(summary.handedOver),
    offWithStaysAhead: summary.offWithStaysAhead.slice(0, KEPT_NUMBERS),
  };
}

export type FeedRunOutput =
  | { feed: false }
  | { feed: true; ran: false; reason: 'unchanged' | 'busy' | 'unreadable' }
  | { feed: true; ran: true; id: number; state: string };

/**
 * One look at the feed: import the file when the office asked, or when it changed since the last
 * run that read it; record the run. Never throws for the file's sake: a file that cannot be read
 * or is refused is a recorded run, not a failed job.
 */
export async function runCatalogueFeed(
  deps: AppDeps,
  now: Date,
  log: JobLogger,
): Promise<FeedRunOutput> {
  const settings = feedSettings(deps.config);
  if (settings === null) return { feed: false };
  const db = deps.database.db;
  const asked = await importRunRequested(db);
  const facts = await lookAt(settings.file);
  if (!asked) {
    // A missing file is no run: the office sees the file's state on its page.
    if ('failure' in facts) return { feed: true, ran: false, reason: 'unreadable' };
    const last = await lastFileRun(db);
    const retry =
      last?.state === 'failed' &&
      (last.finishedAt === null || now.getTime() - last.finishedAt.getTime() >= RETRY_FAILED_MS);
    if (last !== null && sameFile(last.file, facts) && !retry) {
      return { feed: true, ran: false, reason: 'unchanged' };
    }
  }
  const claimed = await claimImportRun(
    db,
    now,
    new Date(now.getTime() - JOB_EXPIRY_SECONDS * 1000),
    true,
  );
  if (claimed === null) return { feed: true, ran: false, reason: 'busy' };
  const finish = async (outcome: Parameters<typeof finishImportRun>[3]) => {
    await finishImportRun(db, claimed.id, deps.clock(), outcome);
    log.info(
      { job: 'catalogue.feed', run: claimed.id, trigger: claimed.trigger, state: outcome.state },
      'catalogue feed run',
    );
    return { feed: true as const, ran: true as const, id: claimed.id, state: outcome.state };
  };
  await pruneImportRuns(db, new Date(now.getTime() - KEEP_RUNS_MS));
  if ('failure' in facts) return finish({ state: 'failed', failure: facts.failure });
  if (facts.bytes > MAX_FILE_BYTES) {
    return finish({
      state: 'refused',
      file: facts,
      problems: [{ path: '(file)', message: 'larger than 512 MB; split it into several files' }],
      problemCount: 1,
    });
  }
  let bytes: Buffer;
  try {
    bytes = await readFile(settings.file);
  } catch (error) {
    // With the file's facts, so that the job tries again in an hour, not every minute.
    return finish({ state: 'failed', file: facts, failure: errorCode(error) });
  }
  const file = { ...facts, sha256: createHash('sha256').update(bytes).digest('hex') };
  // The feed job reads only a changed file, but a file touched without a change is no import.
  if (claimed.trigger === 'feed' && file.sha256 === (await lastImportedSha256(db))) {
    return finish({ state: 'unchanged', file });
  }
  let document: unknown;
  try {
    document = JSON.parse(bytes.toString('utf8'));
  } catch (error) {
    return finish({
      state: 'refused',
      file,
      problems: [
        { path: '(file)', message: `not JSON (${(error as Error).message})`.slice(0, 300) },
      ],
      problemCount: 1,
    });
  }
  try {
    const readPhoto = settings.photos === null ? undefined : await photoReader(settings.photos);
    const summary = await importCatalogue(
      systemContext(deps, now, { requestId: `catalogue-feed-${claimed.id}` }),
      { document, full: settings.full, ...(readPhoto === undefined ? {} : { readPhoto }) },
    );
    return await finish({ state: 'imported', file, summary: keptSummary(summary) });
  } catch (error) {
    if (isDomainError(error, 'invalid') && error.key === 'errors.catalogueImport.invalid') {
      const data = error.data as { problems: { path: string; message: string }[]; count: number };
      return finish({
        state: 'refused',
        file,
        // Bounded: a path is made of the file's own keys, which a broken export can make long.
        problems: data.problems.slice(0, KEPT_PROBLEMS).map((problem) => ({
          path: problem.path.slice(0, 200),
          message: problem.message.slice(0, 300),
        })),
        problemCount: data.count,
      });
    }
    // The log gets the error's name, code and message, not the whole error: a database error's
    // detail quotes the row's values (a landlord's address). The run says only that it failed.
    const { name, message } = error instanceof Error ? error : new Error(String(error));
    log.error(
      { error: { name, code: errorCode(error), message }, job: 'catalogue.feed', run: claimed.id },
      'catalogue feed run failed',
    );
    return finish({ state: 'failed', file, failure: errorCode(error) });
  }
}

/**
 * The feed job: a look every minute (JOB_TICK_SECONDS runs it sooner in browser tests). No retry
 * by pg-boss: a run records its own failure, and the next minute looks again.
 */
export const catalogueFeedJob: JobDefinition = {
  name: 'catalogue.feed',
  cron: '* * * * *',
  expireInSeconds: JOB_EXPIRY_SECONDS,
  retryLimit: 0,
  // On the embedded database the import's transaction holds the one connection, heartbeats
  // included: a large import must not count as a dead worker's meanwhile.
  heartbeatSeconds: 300,
  run: ({ deps, now, log }) => runCatalogueFeed(deps, now, log),
};

export interface FeedOverview {
  feed: FeedSettings | null;
  /** The file as it is now: size and last change, or why it cannot be looked at. */
  file: FeedFileFacts | { failure: string } | null;
  /** The office's request waits for the job. */
  requested: boolean;
  runs: ImportRunRecord[];
}

/** The feed, its file and its latest runs (admin.catalogue). */
export async function catalogueFeedOverview(ctx: RequestContext): Promise<FeedOverview> {
  requireAccess(ctx, 'admin.catalogue');
  const feed = feedSettings(ctx.deps.config);
  const runs = await latestImportRuns(ctx.deps.database.db, RUNS_SHOWN);
  return {
    feed,
    file: feed === null ? null : await lookAt(feed.file),
    requested: runs.some((run) => run.state === 'requested'),
    runs,
  };
}

/**
 * The office asks for an import of the feed now, whether or not the file changed (admin.catalogue;
 * audit-logged). The feed job takes it within a minute. Refused without a feed; asking again while
 * a request waits asks for nothing more (`requested: false`).
 */
export async function requestCatalogueImport(ctx: RequestContext): Promise<{ requested: boolean }> {
  const office = requireAccess(ctx, 'admin.catalogue');
  if (feedSettings(ctx.deps.config) === null) {
    throw new DomainError('conflict', 'errors.catalogueImport.noFeed');
  }
  return {
    requested: await requestImportRun(ctx.deps.database.db, Number(office.accountID), ctx.now),
  };
}
