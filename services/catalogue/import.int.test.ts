// The catalogue import (decision 111) on both database kinds: the example file of
// docs/catalogue-import.md loaded into an empty database is found by the search, priced by the
// price API and shown on its object page; the same file again changes nothing, a changed one
// updates, a file with problems names each by its path and writes nothing, and the demo
// catalogue is never seeded beside an imported one. The operator's command runs as a process.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath } from '#core/routes';
import { seedDemoCatalogue } from '#demo/catalogue/seed';
import { isDomainError } from '#services/platform';
import { CATALOGUE_EXAMPLE, exampleCatalogue } from '#tests/factories/catalogue-example';
import { build, TEST_MANDANT, type TestApp } from '#tests/helpers/app';
import { testContext } from '#tests/helpers/context';
import { databaseKinds } from '#tests/helpers/database';
import { rowsOf } from '#db/client';
import { importCatalogue } from './import';

const EXAMPLE = CATALOGUE_EXAMPLE;
const example = exampleCatalogue;

describe.each(databaseKinds())('catalogue import (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({ kind, ssr: true });
  }, 60_000);
  afterAll(() => t?.close());

  const ctx = () => testContext(t.deps);
  const count = async (table: 'objects' | 'landlords' | 'object_images') =>
    Number(
      rowsOf<{ n: number }>(
        await t.deps.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`)),
      )[0]?.n,
    );
  const price = async (objectNumber: number, startDate: string, endDate: string, persons = 2) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/price/',
      payload: { mandant: TEST_MANDANT, objectNumber, startDate, endDate, persons },
    });
    expect(res.statusCode).toBe(200);
    return res.json().data as {
      status: string;
      priceCalculated: boolean;
      priceObject: { priceComplete: number };
    };
  };
  const search = async () => {
    const res = await t.app.inject({ url: `/api/search?mandant=${TEST_MANDANT}&query=` });
    expect(res.statusCode).toBe(200);
    return (res.json().data.objects as { objectNumber: number; minPrice: number | null }[]).map(
      (o) => o.objectNumber,
    );
  };

  /** The problems an import is refused with (it must be refused). */
  const refusedWith = async (input: Parameters<typeof importCatalogue>[1]) => {
    try {
      await importCatalogue(ctx(), input);
    } catch (error) {
      if (!isDomainError(error, 'invalid')) throw error;
      return (error.data as { problems: { path: string; message: string }[] }).problems;
    }
    throw new Error('not refused');
  };

  it('loads the example into an empty database: found, priced and shown', async () => {
    expect(await count('objects')).toBe(0);
    // Checked only: nothing written.
    const checked = await importCatalogue(ctx(), { document: example(), dryRun: true });
    expect(checked).toMatchObject({ dryRun: true, objects: 2 });
    expect(await count('objects')).toBe(0);

    const summary = await importCatalogue(ctx(), { document: example() });
    expect(summary).toEqual({
      countries: 1,
      regions: 1,
      places: 2,
      agencies: 1,
      distinctions: 2,
      cancellationLabels: 1,
      objects: 2,
      landlordsAdded: 1,
      withoutPrice: [],
      takenOff: [],
      offWithStaysAhead: [],
      handedOver: [],
      dryRun: false,
    });
    expect((await search()).sort()).toEqual([740001, 740002]);
    // The region came without a box: it is fitted around its homes and places, with the margin.
    const [box] = rowsOf<{ bounds: Record<string, number> }>(
      await t.deps.database.db.execute(sql`select bounds from regions where id = 710001`),
    );
    expect(box!.bounds.south).toBeCloseTo(54.151 - 0.05, 6);
    expect(box!.bounds.west).toBeCloseTo(11.733 - 0.05, 6);
    expect(box!.bounds.north).toBeCloseTo(54.4381 + 0.05, 6);
    expect(box!.bounds.east).toBeCloseTo(12.6952 + 0.05, 6);

    // The apartment: 7 nights at 85 € and the final cleaning of 60 €, as the engine prices it.
    const stay = await price(740002, '2027-01-10', '2027-01-17');
    expect(stay).toMatchObject({ status: 'free', priceCalculated: true });
    expect(stay.priceObject.priceComplete).toBe(7 * 8_500 + 6_000);
    // Its calendar: 1–3 December are booked.
    expect((await price(740002, '2026-12-01', '2026-12-04')).status).toBe('occupied');

    // The house's page: its title, its place in the breadcrumb, its photos, a "from" price.
    const page = await t.app.inject({ url: buildPath('ObjectPage', { objectNumber: 740001 }) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Ferienhaus Dünenblick');
    expect(page.body).toContain('Zingst');
    expect(page.body).toContain('/media/photos/coast-001/');
    // Of its agency's kind (the example's is a local agency, not the default wholesaler).
    const object = await t.app.inject({
      method: 'POST',
      url: '/api/object',
      payload: { mandant: TEST_MANDANT, objectNumber: 740001 },
    });
    expect(object.json().data.providerType).toBe('agency');
    // The location pages exist under the slugs made from the names (Kühlungsborn → kuehlungsborn).
    const place = await t.app.inject({ url: '/ferienhaus-deutschland/ostsee/kuehlungsborn/' });
    expect(place.statusCode).toBe(200);
    expect(place.body).toContain('Ferienwohnung Strandpromenade');

    // The demo catalogue is never seeded beside it.
    const demo = await seedDemoCatalogue(t.deps.database, {
      seed: 42,
      objects: 10,
      today: '2026-11-22',
    });
    expect(demo.seeded).toBe(false);
    expect(await count('objects')).toBe(2);
  });

  it('changes nothing with the same file, and updates with a changed one', async () => {
    const again = await importCatalogue(ctx(), { document: example() });
    expect(again.landlordsAdded).toBe(0);
    expect(await count('objects')).toBe(2);
    expect(await count('landlords')).toBe(1);
    expect(await count('object_images')).toBe(6);

    const changed = example();
    const house = changed.objects[0]!;
    // (a title is text: what looks like markup is shown as written, in the page and its JSON-LD)
    house.titles = { de: 'Reetdachhaus Dünenblick <script>alert(1)</script>' };
    house.images = [{ photo: 'coast-002' }];
    changed.objects[1]!.active = false;
    await importCatalogue(ctx(), { document: changed });
    const page = await t.app.inject({ url: buildPath('ObjectPage', { objectNumber: 740001 }) });
    expect(page.body).toContain('Reetdachhaus Dünenblick');
    expect(page.body).not.toContain('Ferienhaus Dünenblick');
    expect(page.body).not.toContain('<script>alert(1)');
    // One photo of the house now, the apartment's two.
    expect(await count('object_images')).toBe(3);
    // Taken off the market: gone from the search at once, its page says so.
    expect(await search()).toEqual([740001]);
    const gone = await t.app.inject({ url: buildPath('ObjectPage', { objectNumber: 740002 }) });
    expect(gone.statusCode).toBe(410);
    await importCatalogue(ctx(), { document: example() });
    expect((await search()).sort()).toEqual([740001, 740002]);
  });

  it('shows the badges the file gives, a discount’s only for a stay that gets it; left out, a home keeps its own (decision 115)', async () => {
    const BEACH = 'Strandnah';
    const LONG = '10 % Rabatt ab 14 Nächten';
    const badges = async (query = '') => {
      const res = await t.app.inject({
        url: `/api/search?mandant=${TEST_MANDANT}&query=${encodeURIComponent(`onr=740001&${query}`)}`,
      });
      expect(res.statusCode).toBe(200);
      const found = (
        res.json().data.objects as { objectNumber: number; distinctions: { label: string }[] }[]
      ).find((o) => o.objectNumber === 740001);
      expect(found, 'the house is a hit').toBeDefined();
      return found!.distinctions.map((d) => d.label);
    };
    await importCatalogue(ctx(), { document: example() });
    // Undated, the card says what the home offers; a dated one names the long-stay discount only
    // for a stay long enough to get it (the total says the same).
    expect(await badges()).toEqual([BEACH, LONG]);
    expect(await badges('startDate=2027-01-09&endDate=2027-01-16&persons=2')).toEqual([BEACH]);
    expect(await badges('startDate=2027-01-09&endDate=2027-01-23&persons=2')).toEqual([
      BEACH,
      LONG,
    ]);
    const page = await t.app.inject({ url: buildPath('ObjectPage', { objectNumber: 740001 }) });
    expect(page.body).toContain(BEACH);
    const english = await t.app.inject({
      url: `/api/search?mandant=${TEST_MANDANT}&languageCode=en&query=${encodeURIComponent('onr=740001')}`,
    });
    expect(JSON.stringify(english.json().data.objects)).toContain('Close to the beach');

    // A file without badges (an older feed) leaves the home's as they are.
    const without = example();
    delete without.distinctions;
    delete without.objects[0]!.distinctions;
    await importCatalogue(ctx(), { document: without });
    expect(await badges()).toEqual([BEACH, LONG]);
    // Given, they replace the home's whole; a stored badge is named by its id alone; a changed
    // label is shown at once.
    without.objects[0]!.distinctions = [760001];
    without.distinctions = [{ ...example().distinctions![0]!, label: { de: 'Direkt am Strand' } }];
    await importCatalogue(ctx(), { document: without });
    expect(await badges()).toEqual(['Direkt am Strand']);
    delete without.distinctions;
    without.objects[0]!.distinctions = [];
    await importCatalogue(ctx(), { document: without });
    expect(await badges()).toEqual([]);

    // A badge neither in the file nor stored, and one named twice, are problems by their place.
    const unknown = example();
    unknown.objects[0]!.distinctions = [760001, 769999];
    expect(await refusedWith({ document: unknown })).toEqual([
      { path: 'objects.0.distinctions.1', message: 'no badge 769999' },
    ]);
    const twice = example();
    twice.objects[0]!.distinctions = [760002, 760002];
    expect(await refusedWith({ document: twice })).toEqual([
      { path: 'objects.0.distinctions.1', message: '760002 comes twice' },
    ]);
    const wrong = example();
    wrong.distinctions![0]!.variant = 'blink';
    expect((await refusedWith({ document: wrong })).map((p) => p.path)).toEqual([
      'distinctions.0.variant',
    ]);
    expect(await badges()).toEqual([]);
    await importCatalogue(ctx(), { document: example() });
    expect(await badges()).toEqual([BEACH, LONG]);
  });

  it('gives a home the free-cancellation terms the file names, whose days every screen applies; left out, the general terms (decision 116)', async () => {
    const objectData = async (objectNumber: number) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/object',
        payload: { mandant: TEST_MANDANT, objectNumber },
      });
      expect(res.statusCode).toBe(200);
      return res.json().data as {
        freeCancel: boolean;
        freeCancelDays: number;
        cancellation: { deadlineDays: number; label: string; head: string } | null;
      };
    };
    const freeToCancel = async () => {
      const res = await t.app.inject({
        url: `/api/search?mandant=${TEST_MANDANT}&query=${encodeURIComponent('freeCancel=Y')}`,
      });
      expect(res.statusCode).toBe(200);
      return (res.json().data.objects as { objectNumber: number }[]).map((o) => o.objectNumber);
    };
    await importCatalogue(ctx(), { document: example() });
    expect(await objectData(740001)).toMatchObject({
      freeCancel: true,
      freeCancelDays: 30,
      cancellation: {
        deadlineDays: 30,
        label: 'Kostenlos stornierbar bis 30 Tage vor Anreise',
        head: 'Flexibel buchen',
      },
    });
    // Without terms of its own: no free-cancellation promise, and the general terms' days.
    expect(await objectData(740002)).toMatchObject({
      freeCancel: false,
      freeCancelDays: 30,
      cancellation: null,
    });
    expect(await freeToCancel()).toEqual([740001]);
    const page = await t.app.inject({ url: buildPath('ObjectPage', { objectNumber: 740001 }) });
    expect(page.body).toContain('Bis 30 Tage vor Ihrer Anreise können Sie kostenlos stornieren.');

    // Changed days reach the page data and the search's index at once.
    const shorter = example();
    shorter.cancellationLabels![0]!.deadlineDays = 14;
    await importCatalogue(ctx(), { document: shorter });
    expect((await objectData(740001)).freeCancelDays).toBe(14);
    // A stored label named by its id alone; left out, the home has none of its own.
    const byId = example();
    delete byId.cancellationLabels;
    byId.objects[1]!.cancellationLabelId = 770001;
    delete byId.objects[0]!.cancellationLabelId;
    await importCatalogue(ctx(), { document: byId });
    expect(await freeToCancel()).toEqual([740002]);
    expect(await objectData(740001)).toMatchObject({ freeCancel: false, cancellation: null });

    const unknown = example();
    unknown.objects[1]!.cancellationLabelId = 779999;
    expect(await refusedWith({ document: unknown })).toEqual([
      { path: 'objects.1.cancellationLabelId', message: 'no cancellation label 779999' },
    ]);
    const none = example();
    none.cancellationLabels![0]!.deadlineDays = 0;
    expect((await refusedWith({ document: none })).map((p) => p.path)).toEqual([
      'cancellationLabels.0.deadlineDays',
    ]);
    expect(await freeToCancel()).toEqual([740002]);
    await importCatalogue(ctx(), { document: example() });
    expect(await freeToCancel()).toEqual([740001]);
  });

  it('takes off the homes of its agencies a full file no longer lists, and refuses to empty one by mistake', async () => {
    // Another agency's home, which no file of the first agency touches.
    const other = example() as ReturnType<typeof example> & { agencies: Record<string, unknown>[] };
    other.agencies = [{ ...other.agencies[0]!, id: 730002, name: 'Andere Agentur' }];
    other.objects = [{ ...other.objects[1]!, objectNumber: 740003, agencyId: 730002 }];
    await importCatalogue(ctx(), { document: other });
    expect((await search()).sort()).toEqual([740001, 740002, 740003]);

    // The whole list again: nothing to take off.
    expect(await importCatalogue(ctx(), { document: example(), full: true })).toMatchObject({
      takenOff: [],
    });
    const onlyHouse = example();
    onlyHouse.objects = [onlyHouse.objects[0]!];
    // Checked only: named, nothing written.
    expect(
      await importCatalogue(ctx(), { document: onlyHouse, full: true, dryRun: true }),
    ).toMatchObject({ takenOff: [740002], dryRun: true });
    expect((await search()).sort()).toEqual([740001, 740002, 740003]);
    expect(await importCatalogue(ctx(), { document: onlyHouse, full: true })).toMatchObject({
      takenOff: [740002],
    });
    expect((await search()).sort()).toEqual([740001, 740003]);
    const gone = await t.app.inject({ url: buildPath('ObjectPage', { objectNumber: 740002 }) });
    expect(gone.statusCode).toBe(410);

    // A truncated export (here: no homes at all) would take off every home the agency has left.
    const empty = example();
    empty.objects = [];
    expect(await refusedWith({ document: empty, full: true })).toEqual([
      {
        path: 'agencies.0.id',
        message:
          'the file lacks 1 of the 1 homes agency 730001 has on the market (more than half): ' +
          'check the export, or allow it with --allow-large-removal',
      },
    ]);
    expect((await search()).sort()).toEqual([740001, 740003]);
    // A full file names its agencies: without them it could not say whose homes are complete.
    const noAgencies = example() as ReturnType<typeof example> & { agencies: unknown[] };
    noAgencies.agencies = [];
    expect(await refusedWith({ document: noAgencies, full: true })).toContainEqual({
      path: 'agencies',
      message: 'a full file names the agencies whose homes it lists in full',
    });
    // Allowed by the operator: the agency's last home goes too; the other agency's stays.
    expect(
      await importCatalogue(ctx(), { document: empty, full: true, allowLargeRemoval: true }),
    ).toMatchObject({ takenOff: [740001] });
    expect(await search()).toEqual([740003]);

    // Listed again (as active), they are back on the market.
    await importCatalogue(ctx(), { document: example() });
    expect((await search()).sort()).toEqual([740001, 740002, 740003]);
    other.objects = [{ ...other.objects[0]!, active: false }];
    await importCatalogue(ctx(), { document: other });
    expect((await search()).sort()).toEqual([740001, 740002]);
  });

  it('names every problem of a broken file by its path and writes nothing', async () => {
    const broken = example();
    const house = broken.objects[0]!;
    house.titles = { de: 'Nicht geschrieben' };
    house.placeId = 999_999;
    (house.priceRules as Record<string, unknown>).maxPersons = 5;
    (house.availability as Record<string, unknown>).vacancy = 'YYX';
    house.images = [{ photo: 'up-aaaaaaaaaaaaaaaaaaaa' }];
    broken.objects.push({ ...broken.objects[1]! });
    let problems: { path: string; message: string }[] = [];
    try {
      await importCatalogue(ctx(), { document: broken });
      expect.unreachable();
    } catch (error) {
      if (!isDomainError(error, 'invalid')) throw error;
      expect(error.key).toBe('errors.catalogueImport.invalid');
      problems = (error.data as { problems: typeof problems }).problems;
    }
    // The schema's problems first (the references are checked once the file reads).
    expect(problems.map((p) => p.path)).toEqual([
      'objects.0.availability',
      'objects.0.priceRules.maxPersons',
      'objects.2',
    ]);
    const reread = example();
    reread.objects[0]!.placeId = 999_999;
    reread.objects[0]!.images = [{ photo: 'up-aaaaaaaaaaaaaaaaaaaa' }];
    reread.objects[1]!.agencyId = 12_345;
    // Latitude and longitude swapped: in the Indian Ocean, not in Kühlungsborn.
    reread.objects[1]!.lat = 11.7401;
    reread.objects[1]!.lon = 54.1523;
    try {
      await importCatalogue(ctx(), { document: reread });
      expect.unreachable();
    } catch (error) {
      if (!isDomainError(error, 'invalid')) throw error;
      expect((error.data as { problems: typeof problems }).problems).toEqual([
        { path: 'objects.0.placeId', message: 'no place 999999' },
        {
          path: 'objects.0.images.0.photo',
          message: 'no picture up-aaaaaaaaaaaaaaaaaaaa among the uploads',
        },
        { path: 'objects.1.lat', message: expect.stringMatching(/^\d+ km from its place 720002$/) },
        { path: 'objects.1.agencyId', message: 'no agency 12345' },
      ]);
    }
    for (const bad of [null, [], 'x', { format: 'other' }, { ...example(), extra: 1 }]) {
      await expect(importCatalogue(ctx(), { document: bad })).rejects.toMatchObject({
        key: 'errors.catalogueImport.invalid',
      });
    }
    const page = await t.app.inject({ url: buildPath('ObjectPage', { objectNumber: 740001 }) });
    expect(page.body).not.toContain('Nicht geschrieben');
  });
});

describe('catalogue import with photo files', () => {
  let t: TestApp;
  const dir = mkdtempSync(join(tmpdir(), 'feriora-photos-'));
  beforeAll(async () => {
    t = await build({ env: { DATA_DIR: join(dir, 'data') } });
    const picture = (r: number) =>
      sharp({ create: { width: 800, height: 600, channels: 3, background: { r, g: 120, b: 200 } } })
        .jpeg()
        .toBuffer();
    mkdirSync(join(dir, 'photos', 'duenenblick'), { recursive: true });
    writeFileSync(join(dir, 'photos', 'duenenblick', '01.jpg'), await picture(10));
    writeFileSync(join(dir, 'photos', 'duenenblick', '02.jpg'), await picture(200));
    writeFileSync(join(dir, 'photos', 'not-a-picture.jpg'), '<html>hello</html>');
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  // What the command's --photos folder gives (scripts/catalogue-import.ts keeps it inside).
  const readPhoto = async (path: string) => {
    try {
      return readFileSync(join(dir, 'photos', path));
    } catch {
      return null;
    }
  };
  const withFiles = (files: string[]) => {
    const file = example();
    file.objects[0]!.images = files.map((f) => ({ file: f }));
    return file;
  };
  const uploads = async () =>
    rowsOf<{ ref: string; kind: string }>(
      await t.deps.database.db.execute(
        sql`select substr(storage_key, 9) as ref, kind from media_uploads order by id`,
      ),
    );

  it('stores each photo once as a home photo, and the same file again is the same upload', async () => {
    const document = withFiles(['duenenblick/01.jpg', 'duenenblick/02.jpg', 'duenenblick/01.jpg']);
    await importCatalogue(testContext(t.deps), { document, readPhoto });
    const stored = await uploads();
    expect(stored.map((u) => u.kind)).toEqual(['object', 'object']);
    const shown = await t.app.inject({
      method: 'POST',
      url: '/api/object',
      payload: { mandant: TEST_MANDANT, objectNumber: 740001 },
    });
    const images = JSON.stringify(shown.json().data.images);
    expect(images).toContain(`/media/uploads/${stored[0]!.ref}/card.webp`);
    expect(images).toContain(`/media/uploads/${stored[1]!.ref}/card.webp`);
    const served = await t.app.inject({ url: `/media/uploads/${stored[1]!.ref}/medium.avif` });
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 960, height: 720 });
    // The next day's file: the same photos, no copies.
    await importCatalogue(testContext(t.deps), { document, readPhoto });
    expect(await uploads()).toEqual(stored);
  });

  it('names a missing file, one that is no picture, and refuses paths out of the folder', async () => {
    const before = await uploads();
    const broken = withFiles(['duenenblick/03.jpg', 'not-a-picture.jpg', 'duenenblick/01.jpg']);
    await expect(
      importCatalogue(testContext(t.deps), { document: broken, readPhoto }),
    ).rejects.toMatchObject({
      data: {
        problems: [
          {
            path: 'objects.0.images.0.file',
            message: 'no file duenenblick/03.jpg in the photos folder',
          },
          { path: 'objects.0.images.1.file', message: 'not a JPEG, PNG, WebP or AVIF picture' },
        ],
      },
    });
    // Without the folder, a file cannot be read at all.
    await expect(
      importCatalogue(testContext(t.deps), { document: withFiles(['duenenblick/01.jpg']) }),
    ).rejects.toMatchObject({
      data: { problems: [{ path: 'objects.0.images.0.file' }] },
    });
    for (const path of ['../secret.jpg', '/etc/x.jpg', 'a/../../b.jpg', 'a//b.jpg', 'x.svg']) {
      await expect(
        importCatalogue(testContext(t.deps), { document: withFiles([path]), readPhoto }),
        path,
      ).rejects.toMatchObject({ data: { problems: [{ path: 'objects.0.images.0.file' }] } });
    }
    expect(await uploads()).toEqual(before);
  });
});

describe('npm run catalogue:import', () => {
  const dir = mkdtempSync(join(tmpdir(), 'feriora-import-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  function run(args: string[]) {
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/catalogue-import.ts', ...args],
      {
        encoding: 'utf8',
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          DATABASE_URL: '',
          DATA_DIR: join(dir, 'data'),
          DEMO_SEED: '0',
        },
        timeout: 120_000,
      },
    );
    return { status: result.status, stdout: result.stdout, stderr: result.stderr };
  }

  it('imports a file into the embedded database, and refuses a broken one naming its problems', () => {
    const broken = example();
    broken.objects[0]!.personsMax = 0;
    const brokenFile = join(dir, 'broken.json');
    writeFileSync(brokenFile, JSON.stringify(broken));
    const refused = run(['--file', brokenFile]);
    expect(refused.stderr).toContain('objects.0.personsMax:');
    expect(refused.stderr).toContain('Nothing was written.');
    expect(refused.status).toBe(1);

    const done = run(['--file', EXAMPLE]);
    expect(done.stderr).toBe('');
    expect(done.stdout).toContain(
      'Imported: 1 countries, 1 regions, 2 places, 1 agencies, 2 badges, 1 cancellation labels, 2 holiday homes (1 new landlords)',
    );
    expect(done.status).toBe(0);

    // While another process (here: this test) holds the embedded database, nothing opens it.
    writeFileSync(join(dir, 'data', 'pglite.lock'), String(process.pid));
    const busy = run(['--file', EXAMPLE]);
    expect(busy.stderr).toContain(`is open in process ${process.pid} (the server?)`);
    expect(busy.status).toBe(1);
    rmSync(join(dir, 'data', 'pglite.lock'));

    expect(run(['--file', join(dir, 'missing.json')]).status).toBe(1);
    expect(run(['--nonsense']).status).toBe(2);
    expect(run(['--file', EXAMPLE, '--allow-large-removal']).status).toBe(2);
    const full = run(['--file', EXAMPLE, '--full', '--dry-run']);
    expect(full.stdout).toContain('No home of these agencies is missing from the file.');
    expect(full.status).toBe(0);
    expect(run(['--file', EXAMPLE, '--photos', join(dir, 'nowhere')]).status).toBe(2);
  }, 240_000);

  it('reads photo files from the --photos folder only, never through a link out of it', async () => {
    const photos = join(dir, 'photos');
    mkdirSync(photos, { recursive: true });
    const jpeg = await sharp({
      create: { width: 640, height: 480, channels: 3, background: { r: 90, g: 160, b: 90 } },
    })
      .jpeg()
      .toBuffer();
    writeFileSync(join(photos, 'garten.jpg'), jpeg);
    writeFileSync(join(dir, 'outside.jpg'), jpeg);
    symlinkSync(join(dir, 'outside.jpg'), join(photos, 'link.jpg'));
    const catalogue = example();
    catalogue.objects[0]!.images = [{ file: 'garten.jpg' }, { file: 'link.jpg' }];
    const withLink = join(dir, 'with-link.json');
    writeFileSync(withLink, JSON.stringify(catalogue));
    const refused = run(['--file', withLink, '--photos', photos]);
    expect(refused.stderr).toContain(
      'objects.0.images.1.file: no file link.jpg in the photos folder',
    );
    expect(refused.status).toBe(1);
    catalogue.objects[0]!.images = [{ file: 'garten.jpg' }];
    const good = join(dir, 'with-photo.json');
    writeFileSync(good, JSON.stringify(catalogue));
    const done = run(['--file', good, '--photos', photos]);
    expect(done.stderr).toBe('');
    expect(done.status).toBe(0);
  }, 240_000);
});
