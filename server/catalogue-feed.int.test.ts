// The catalogue feed (decision 117) on PGlite and PostgreSQL, on the real job engine: the server
// imports the file named by CATALOGUE_FEED_FILE when it changes, and not while it does not (a file
// touched with the same bytes is one 'unchanged' run, then nothing); a file with problems is a
// refused run with its problems by their place and nothing written, tried again only once it
// changes; the office (admin.catalogue) sees the file and the runs at /admin/catalogue/ and asks
// for an import, which the next run carries out even for an unchanged file, audit-logged, asked
// once however often clicked. Refused: other staff and visitors (404), a foreign page (403), a
// request without a feed. A run under way elsewhere keeps the job out; one left by a process that
// died counts as interrupted.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath } from '#core/routes';
import { auditLog, catalogueImportRuns, objects } from '#db/schema';
import { catalogueFeedJob, runCatalogueFeed, type FeedRunOutput } from '#services/catalogue';
import { JobEngine, type JobLogger } from '#services/platform';
import { insertLoginAccount, loginAs, type LoginCookies } from '#tests/factories/account';
import { exampleCatalogue } from '#tests/factories/catalogue-example';
import { SITE } from '#tests/helpers/admin-payments';
import { adminPageClient } from '#tests/helpers/admin-page';
import { build, type TestApp } from '#tests/helpers/app';
import { FIXED_NOW } from '#tests/helpers/clock';
import { databaseKinds } from '#tests/helpers/database';
import { JOBS } from './jobs';

const quiet: JobLogger = { info: () => {}, warn: () => {}, error: () => {} };
const PATH = buildPath('AdminCatalogue', {}, 'de');
const HOUR = 3_600_000;

describe.each(databaseKinds())('catalogue feed (%s)', (kind) => {
  let dir: string;
  let feed: string;
  let t: TestApp;
  let engine: JobEngine;
  let office: LoginCookies;
  let booker: LoginCookies;
  let officeId: number;
  /** The file's last change, moved on by each write so the job sees every one. */
  let modified = Math.floor(FIXED_NOW.getTime() / 1000) - 86_400;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'feriora-feed-'));
    feed = join(dir, 'feed.json');
    t = await build({ kind, ssr: true, env: { SITE_URL: SITE, CATALOGUE_FEED_FILE: feed } });
    // The feed job's own run, on the real engine, without its every-minute schedule: a cron tick
    // at a minute's turn would otherwise run it beside the test's own runs.
    engine = new JobEngine(t.deps, [{ ...catalogueFeedJob, cron: undefined }], quiet);
    await engine.start();
    const account = await insertLoginAccount(t.deps.database, {
      email: 'katalog@example.org',
      permissions: ['admin.catalogue'],
    });
    officeId = account.id;
    office = await loginAs(t.app, account);
    booker = await loginAs(
      t.app,
      await insertLoginAccount(t.deps.database, {
        email: 'buchungen.katalog@example.org',
        permissions: ['admin.bookings'],
      }),
    );
  }, 60_000);
  afterAll(async () => {
    await engine?.stop();
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const page = adminPageClient(
    () => t.app,
    PATH,
    () => office,
  );
  const run = async () => (await engine.runNow('catalogue.feed')) as FeedRunOutput;
  const runs = () =>
    t.deps.database.db.select().from(catalogueImportRuns).orderBy(asc(catalogueImportRuns.id));
  const write = (content: string) => {
    writeFileSync(feed, content);
    modified += 60;
    utimesSync(feed, modified, modified);
  };
  const placeOf = async (objectNumber: number) =>
    (
      await t.deps.database.db
        .select({ placeId: objects.placeId })
        .from(objects)
        .where(eq(objects.objectNumber, objectNumber))
    )[0]?.placeId;

  it('is one of the server jobs, looking every minute', () => {
    expect(JOBS.find((job) => job.name === 'catalogue.feed')?.cron).toBe('* * * * *');
  });

  it('runs nothing while the file is missing; the page says it is not found', async () => {
    expect(await run()).toEqual({ feed: true, ran: false, reason: 'unreadable' });
    expect(await runs()).toHaveLength(0);
    const res = await page.get();
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Die Datei wurde nicht gefunden.');
    expect(res.body).toContain('ENOENT');
    expect(res.body).toContain('Noch keine Läufe.');
  });

  it('imports the file when it comes, and not again while it is unchanged', async () => {
    const content = JSON.stringify(exampleCatalogue());
    write(content);
    const first = await run();
    expect(first).toMatchObject({ ran: true, state: 'imported' });
    expect(await placeOf(740001)).toBeDefined();
    const [row] = await runs();
    expect(row).toMatchObject({
      trigger: 'feed',
      state: 'imported',
      requestedBy: null,
      fileBytes: Buffer.byteLength(content),
      fileSha256: createHash('sha256').update(content).digest('hex'),
      failure: null,
    });
    expect(row?.summary).toMatchObject({ objects: 2, places: 2, agencies: 1, landlordsAdded: 1 });
    expect(await run()).toEqual({ feed: true, ran: false, reason: 'unchanged' });

    // Copied again with the same bytes: read once, nothing written, then left alone.
    write(content);
    expect(await run()).toMatchObject({ ran: true, state: 'unchanged' });
    expect(await run()).toEqual({ feed: true, ran: false, reason: 'unchanged' });
    expect((await runs()).map((r) => r.state)).toEqual(['imported', 'unchanged']);
  });

  it('refuses a file with problems by their place, writes nothing and waits for a change', async () => {
    const placeBefore = await placeOf(740001);
    const broken = exampleCatalogue();
    broken.objects[0]!['placeId'] = 720999;
    write(JSON.stringify(broken));
    expect(await run()).toMatchObject({ ran: true, state: 'refused' });
    const refused = (await runs()).at(-1);
    expect(refused?.problems).toContainEqual({
      path: 'objects.0.placeId',
      message: 'no place 720999',
    });
    expect(refused?.problemCount).toBeGreaterThanOrEqual(1);
    expect(refused?.summary).toBeNull();
    expect(await placeOf(740001)).toBe(placeBefore);
    expect(await run()).toEqual({ feed: true, ran: false, reason: 'unchanged' });

    write('{"format": "feriora-catalogue/1", ');
    expect(await run()).toMatchObject({ ran: true, state: 'refused' });
    expect((await runs()).at(-1)?.problems?.[0]).toMatchObject({ path: '(file)' });
    expect((await runs()).at(-1)?.problems?.[0]?.message).toMatch(/^not JSON/);

    const res = await page.get();
    expect(res.body).toContain('abgelehnt: die Datei enthält Fehler');
    expect(res.body).toContain('objects.0.placeId');
    expect(res.body).toContain('no place 720999');
    // The file's English messages are marked as such for screen readers and translators.
    expect(res.body).toMatch(/<ul lang="en" translate="no"/);
  });

  it('imports when the office asks, even an unchanged file; asked once, audit-logged', async () => {
    // Back to the bytes imported first: already in the database, so nothing to write.
    write(JSON.stringify(exampleCatalogue()));
    expect(await run()).toMatchObject({ ran: true, state: 'unchanged' });

    const asked = await page.post({});
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain('Import angefordert. Er beginnt innerhalb einer Minute.');
    const again = await page.post({});
    expect(again.body).toContain('Ein Import ist bereits angefordert');
    const waiting = (await runs()).filter((r) => r.state === 'requested');
    expect(waiting).toHaveLength(1);
    expect(waiting[0]).toMatchObject({ trigger: 'office', requestedBy: officeId });
    expect((await page.get()).body).toContain('Ein Import ist angefordert');
    const audit = await t.deps.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'catalogue.importRequested'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      accountId: officeId,
      target: `catalogue:run:${waiting[0]!.id}`,
    });

    expect(await run()).toMatchObject({ ran: true, state: 'imported', id: waiting[0]!.id });
    const done = (await runs()).find((r) => r.id === waiting[0]!.id);
    expect(done).toMatchObject({ trigger: 'office', state: 'imported' });
    const res = await page.get();
    expect(res.body).toContain('Im Büro angefordert von katalog@example.org');
    expect(res.body).toContain('Objekte: 2 · Orte: 2 · Agenturen: 1 · neue Vermieter: 0');
  });

  it('keeps the page and its request from other staff, visitors and other sites', async () => {
    const before = (await runs()).length;
    expect((await page.get(PATH, booker)).statusCode).toBe(404);
    expect((await page.get(PATH, null)).statusCode).toBe(404);
    expect((await page.post({}, booker)).statusCode).toBe(404);
    expect((await page.post({}, null)).statusCode).toBe(404);
    expect((await page.post({}, office, 'https://elsewhere.example')).statusCode).toBe(403);
    expect(await runs()).toHaveLength(before);
  });

  it('waits for a run under way elsewhere; one left by a dead process is interrupted', async () => {
    const db = t.deps.database.db;
    const now = t.deps.clock();
    const [busy] = await db
      .insert(catalogueImportRuns)
      .values({ trigger: 'feed', state: 'running', requestedAt: now, startedAt: now })
      .returning();
    write(JSON.stringify(exampleCatalogue()));
    expect(await run()).toEqual({ feed: true, ran: false, reason: 'busy' });
    // Three hours on, that process is gone: its run is interrupted, and the feed is imported.
    const old = new Date(now.getTime() - 3 * HOUR);
    await db
      .update(catalogueImportRuns)
      .set({ startedAt: old, requestedAt: old })
      .where(eq(catalogueImportRuns.id, busy!.id));
    expect(await run()).toMatchObject({ ran: true, state: 'unchanged' });
    const [left] = await db
      .select()
      .from(catalogueImportRuns)
      .where(eq(catalogueImportRuns.id, busy!.id));
    expect(left).toMatchObject({ state: 'interrupted' });
    expect(left?.finishedAt).not.toBeNull();
  });

  it('imports a changed file once when two processes look at the same time', async () => {
    const before = (await runs()).length;
    // Other bytes (indented), the same catalogue: an import that writes what is there.
    write(JSON.stringify(exampleCatalogue(), null, 1));
    const looks = await Promise.all(
      [1, 2, 3].map(() => runCatalogueFeed(t.deps, t.deps.clock(), quiet)),
    );
    expect(looks.filter((look) => 'ran' in look && look.ran)).toEqual([
      expect.objectContaining({ state: 'imported' }),
    ]);
    expect(await runs()).toHaveLength(before + 1);
  });

  it('without a feed: the page says so, a request is refused, the job does nothing', async () => {
    const other = await build({
      kind,
      ssr: true,
      env: { SITE_URL: SITE },
      database: t.deps.database,
    });
    try {
      const client = adminPageClient(
        () => other.app,
        PATH,
        () => office,
      );
      const before = (await runs()).length;
      expect((await client.get()).body).toContain('Es ist kein Katalog-Feed eingerichtet.');
      const refused = await client.post({});
      expect(refused.statusCode).toBe(200);
      expect(refused.body).toMatch(/role="alert"[^>]*data-testid="admin-result"/);
      expect(refused.body).toContain(
        'Es ist kein Katalog-Feed eingerichtet (Einstellung CATALOGUE_FEED_FILE).',
      );
      expect(await runCatalogueFeed(other.deps, other.deps.clock(), quiet)).toEqual({
        feed: false,
      });
      expect(await runs()).toHaveLength(before);
    } finally {
      await other.close();
    }
  });
});
