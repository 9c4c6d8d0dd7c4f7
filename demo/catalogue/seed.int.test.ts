// Seeding into a real database: row counts, idempotency, and that a catalogue with problems
// writes nothing at all (not even the chunks before the bad one).
//
// One database per kind for the file (creating and migrating one costs about as much as a seed):
// the refusals run first, on the empty database, and leave it empty (each asserts so); the seed
// comes next, and the repeated seed last, on the seeded database (it seeds first itself, so it
// also passes on its own).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countCatalogueRows, hasSeedRun } from '#db/repositories/catalogue-bulk';
import { landlords, objects, ratings, seedRuns } from '#db/schema';
import { createTestDatabase, databaseKinds, type TestDatabase } from '#tests/helpers/database';
import { generateCatalogue, GENERATOR_VERSION, type Catalogue } from './generate';
import {
  CatalogueValidationError,
  seedCatalogue,
  seedDemoCatalogue,
  type SeedProgress,
} from './seed';

const OPTIONS = { seed: 42, objects: 150, today: '2026-11-20' } as const;

describe.each(databaseKinds())('seeding the demo catalogue on %s', (kind) => {
  let testDb: TestDatabase;

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
  });

  afterAll(async () => {
    await testDb?.drop();
  });

  it('refuses an in-memory catalogue with problems', async () => {
    const catalogue = generateCatalogue({ ...OPTIONS, objects: 20 });
    const object = catalogue.objects[3];
    if (object) object.ratingCount = 99;
    await expect(seedCatalogue(testDb.database, catalogue, { seed: 42 })).rejects.toThrow(
      /ratingCount 99/,
    );
    expect((await countCatalogueRows(testDb.database)).countries).toBe(0);
  });

  it('writes nothing when a later chunk fails validation', async () => {
    const seeding = seedDemoCatalogue(testDb.database, {
      ...OPTIONS,
      chunkSize: 50,
      tamperChunk: (chunk, index) => {
        // The first two chunks are loaded by then; the third has a dangling reference.
        if (index === 2 && chunk.objects[0]) chunk.objects[0].placeId = 999_999;
      },
    });
    await expect(seeding).rejects.toBeInstanceOf(CatalogueValidationError);
    await expect(seeding).rejects.toThrow(/unknown place 999999/);
    const counts = await countCatalogueRows(testDb.database);
    expect(Object.values(counts).every((n) => n === 0)).toBe(true);
    expect(await hasSeedRun(testDb.database)).toBe(false);
  });

  it('writes every table and records the run', async () => {
    const progress: SeedProgress[] = [];
    const result = await seedDemoCatalogue(testDb.database, {
      ...OPTIONS,
      chunkSize: 40,
      onProgress: (p) => progress.push(p),
    });
    expect(result.seeded).toBe(true);

    const expected = generateCatalogue(OPTIONS);
    const counts = await countCatalogueRows(testDb.database);
    for (const [table, rows] of Object.entries(expected) as [keyof Catalogue, unknown[]][]) {
      expect({ table, count: counts[table] }).toEqual({ table, count: rows.length });
      expect(result.rows[table]).toBe(rows.length);
    }
    expect(counts.objects).toBe(150);
    expect(counts.seedRuns).toBe(1);
    const [run] = await testDb.database.db.select().from(seedRuns);
    expect(run).toMatchObject({ seed: 42, objects: 150, generatorVersion: GENERATOR_VERSION });

    expect(progress.map((p) => p.phase)).toEqual([
      'static',
      'objects',
      'objects',
      'objects',
      'objects',
      'finish',
      'done',
    ]);
    expect(progress.filter((p) => p.phase === 'objects').map((p) => p.objectsDone)).toEqual([
      40, 80, 120, 150,
    ]);

    // What was written reads back as generated.
    const first = expected.objects[0];
    const [stored] = await testDb.database.db
      .select()
      .from(objects)
      .where(eq(objects.objectNumber, 100_001));
    expect(stored?.titles).toEqual(first?.titles);
    expect(stored?.minPriceCents).toBe(first?.minPriceCents);
    const storedRatings = await testDb.database.db
      .select()
      .from(ratings)
      .where(eq(ratings.objectNumber, 100_001));
    expect(storedRatings).toHaveLength(
      expected.ratings.filter((r) => r.objectNumber === 100_001).length,
    );

    // Serial ids continue after the loaded landlords.
    const [landlord] = await testDb.database.db
      .insert(landlords)
      .values({ name: 'Neu', email: 'neu@example.org' })
      .returning({ id: landlords.id });
    expect(landlord?.id).toBe(counts.landlords + 1);
  });

  it('does nothing when a catalogue is already seeded', async () => {
    await seedDemoCatalogue(testDb.database, OPTIONS);
    const before = await countCatalogueRows(testDb.database);
    const phases: string[] = [];
    const again = await seedDemoCatalogue(testDb.database, {
      ...OPTIONS,
      seed: 7,
      onProgress: (p) => phases.push(p.phase),
    });
    expect(again.seeded).toBe(false);
    expect(phases).toEqual(['skipped']);
    expect(await countCatalogueRows(testDb.database)).toEqual(before);
    const viaCatalogue = await seedCatalogue(
      testDb.database,
      generateCatalogue({ ...OPTIONS, objects: 10 }),
      { seed: 1 },
    );
    expect(viaCatalogue.seeded).toBe(false);
    expect(await countCatalogueRows(testDb.database)).toEqual(before);
  });
});
