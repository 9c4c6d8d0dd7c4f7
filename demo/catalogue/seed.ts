// Seeds the demo catalogue into an empty database: generate, validate, bulk-load every table in
// foreign-key order in one transaction, and record the run in seed_runs. Idempotent: with a
// seed_runs row present it does nothing. Objects stream through in chunks (generated, validated,
// loaded), so 100k objects never sit in memory at once; generation yields to the event loop
// between slices so PostgreSQL can ingest the previous chunk while the next one is generated.
import {
  analyzeCatalogue,
  CATALOGUE_TABLE_NAMES,
  hasSeedRun,
  withCatalogueWriter,
  type CatalogueTable,
} from '#db/repositories/catalogue-bulk';
import type { Database } from '#db/client';
import {
  CatalogueGenerator,
  emptyChunk,
  GENERATOR_VERSION,
  OBJECT_TABLES,
  STATIC_TABLES,
  type Catalogue,
  type GenerateOptions,
  type ObjectChunk,
  type StaticPart,
} from './generate';
import { CatalogueValidator } from './validate';

export type SeedPhase = 'skipped' | 'static' | 'objects' | 'finish' | 'done';

export interface SeedProgress {
  phase: SeedPhase;
  objectsDone: number;
  objectsTotal: number;
  /** Rows written so far over all tables. */
  rowsWritten: number;
}

export interface SeedOptions extends GenerateOptions {
  /** Objects per generated, validated and loaded chunk (default 2,500). */
  chunkSize?: number;
  onProgress?: (progress: SeedProgress) => void;
  /** Test hook: changes a chunk before it is validated (to prove a bad chunk writes nothing). */
  tamperChunk?: (chunk: ObjectChunk, index: number) => void;
}

export interface SeedResult {
  /** false when a catalogue was already seeded and nothing was written. */
  seeded: boolean;
  rows: Record<CatalogueTable, number>;
  ms: number;
}

export class CatalogueValidationError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `the demo catalogue has ${problems.length} problem(s):\n  ${problems.slice(0, 20).join('\n  ')}`,
    );
    this.name = 'CatalogueValidationError';
  }
}

const DEFAULT_CHUNK = 2_500;
/** Objects generated between two yields to the event loop. */
const SLICE = 100;

function zeroCounts(): Record<CatalogueTable, number> {
  return Object.fromEntries(CATALOGUE_TABLE_NAMES.map((t) => [t, 0])) as Record<
    CatalogueTable,
    number
  >;
}

const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * Generates and loads the demo catalogue for (seed, objects, today) unless one is loaded already.
 * Throws CatalogueValidationError (having written nothing) when the catalogue has problems.
 */
export async function seedDemoCatalogue(
  database: Database,
  options: SeedOptions,
): Promise<SeedResult> {
  const started = Date.now();
  const rows = zeroCounts();
  let rowsWritten = 0;
  const total = options.objects;
  const report = (phase: SeedPhase, objectsDone: number): void =>
    options.onProgress?.({ phase, objectsDone, objectsTotal: total, rowsWritten });
  const skipped = (): SeedResult => {
    report('skipped', 0);
    return { seeded: false, rows, ms: Date.now() - started };
  };
  // Cheap check first, so a normal restart does not generate anything.
  if (await hasSeedRun(database)) return skipped();

  const generator = new CatalogueGenerator(options);
  // Every invariant is checked for every object; only the engine's minimum-price recomputation
  // (as costly as generating it) is sampled.
  const validator = new CatalogueValidator({ minPriceSample: 7 });
  const staticPart = generator.staticPart();
  validator.checkStatic(staticPart);
  if (validator.problems.length > 0) throw new CatalogueValidationError(validator.result());

  const chunkSize = Math.max(1, options.chunkSize ?? DEFAULT_CHUNK);
  const seeded = await withCatalogueWriter(database, async (writer) => {
    // Checked again under the seed lock: another process may have seeded meanwhile.
    if (await writer.seedRunExists()) return false;
    const count = (written: Partial<Record<CatalogueTable, number>>): void => {
      for (const [table, n] of Object.entries(written) as [CatalogueTable, number][]) {
        rows[table] += n;
        rowsWritten += n;
      }
    };
    count(await writer.write(staticPart));
    report('static', 0);

    let loading: Promise<void> | null = null;
    let objectsDone = 0;
    try {
      for (let index = 0; generator.generated < total; index++) {
        const chunk = emptyChunk();
        const target = Math.min(total, generator.generated + chunkSize);
        while (generator.generated < target) {
          generator.generateNext(chunk, Math.min(SLICE, target - generator.generated));
          // Lets the previous chunk's COPY data flow to the server while this one is generated.
          await yieldToEventLoop();
        }
        options.tamperChunk?.(chunk, index);
        validator.checkChunk(chunk);
        if (validator.problems.length > 0) throw new CatalogueValidationError(validator.result());
        // One connection runs one COPY at a time: the previous chunk must be in first.
        if (loading) await loading;
        const chunkObjects = chunk.objects.length;
        loading = writer.write(chunk).then((written) => {
          count(written);
          objectsDone += chunkObjects;
          report('objects', objectsDone);
        });
        // Marks a failure as handled until it is awaited above; otherwise a rejection during
        // the next chunk's generation would count as unhandled and end the process.
        loading.catch(() => {});
      }
      if (loading) await loading;
    } catch (error) {
      // Settle a load still in flight before the transaction rolls back.
      await loading?.catch(() => {});
      throw error;
    }
    report('finish', objectsDone);
    await writer.finish({
      seed: options.seed,
      objects: total,
      generatorVersion: GENERATOR_VERSION,
    });
    return true;
  });
  if (!seeded) return skipped();
  await analyzeCatalogue(database);
  report('done', total);
  return { seeded: true, rows, ms: Date.now() - started };
}

/**
 * Writes a catalogue that is already in memory (e.g. generated and adjusted by a test), after
 * validating all of it. Idempotent like seedDemoCatalogue.
 */
export async function seedCatalogue(
  database: Database,
  catalogue: Catalogue,
  run: { seed: number },
): Promise<SeedResult> {
  const started = Date.now();
  const rows = zeroCounts();
  if (await hasSeedRun(database)) return { seeded: false, rows, ms: Date.now() - started };
  const validator = new CatalogueValidator();
  validator.checkStatic(
    Object.fromEntries(STATIC_TABLES.map((t) => [t, catalogue[t]])) as StaticPart,
  );
  validator.checkChunk(
    Object.fromEntries(OBJECT_TABLES.map((t) => [t, catalogue[t]])) as ObjectChunk,
  );
  if (validator.problems.length > 0) throw new CatalogueValidationError(validator.result());
  const seeded = await withCatalogueWriter(database, async (writer) => {
    if (await writer.seedRunExists()) return false;
    const written = await writer.write(catalogue);
    for (const [table, n] of Object.entries(written) as [CatalogueTable, number][]) rows[table] = n;
    await writer.finish({
      seed: run.seed,
      objects: catalogue.objects.length,
      generatorVersion: GENERATOR_VERSION,
    });
    return true;
  });
  return { seeded, rows, ms: Date.now() - started };
}
