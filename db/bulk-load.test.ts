// Bulk loading round-trips every awkward value (tabs, newlines, backslashes, quotes, unicode,
// NULLs, jsonb, text arrays) on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set.
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKinds, type TestDatabase } from '#tests/helpers/database';
import {
  bulkLoad,
  bulkTargetOf,
  encodeCopyBatches,
  escapeCopyText,
  pgArrayLiteral,
  resetSerialSequences,
  verifyForeignKeys,
  withBulkTransaction,
} from './bulk-load';
import { landlords, officeStaff, travelerNotices, trackingEvents } from './schema';

const NASTY = [
  'plain',
  'tab\there',
  'new\nline',
  'carriage\r\nreturn',
  'back\\slash \\N \\t \\\\',
  'quotes \' " `',
  'unicode: Kärnten, Poreč, Łeba, Æbeltoft, 日本語, emoji 🏖️',
  '{braces,commas}',
  'NULL',
  '',
  ' leading and trailing ',
];

describe('COPY text encoding', () => {
  it('escapes only backslash, newline, carriage return and tab', () => {
    expect(escapeCopyText('a\tb\nc\rd\\e"f')).toBe('a\\tb\\nc\\rd\\\\e"f');
    expect(escapeCopyText('Grüße')).toBe('Grüße');
    expect(() => escapeCopyText('a\u0000b')).toThrow(/NUL/);
  });

  it('writes array literals with every element quoted', () => {
    expect(pgArrayLiteral(['a', 'b c', null, 'x"y', 'z\\w'])).toBe(
      '{"a","b c",NULL,"x\\"y","z\\\\w"}',
    );
    expect(pgArrayLiteral([])).toBe('{}');
  });

  it('groups rows by the keys they define so missing keys get column defaults', () => {
    const batches = encodeCopyBatches(trackingEvents, [
      { mandant: 'm', kind: 'a', payload: {} },
      { mandant: 'm', kind: 'b', payload: {}, uid: 'u1' },
      { mandant: 'm', kind: 'c', payload: {}, uid: undefined },
    ]);
    expect(batches.map((b) => [b.columns, b.rowCount])).toEqual([
      [['mandant', 'kind', 'payload'], 2],
      [['mandant', 'kind', 'uid', 'payload'], 1],
    ]);
  });

  it('rejects keys the table does not have', () => {
    expect(() => encodeCopyBatches(trackingEvents, [{ mandant: 'm', nope: 1 }])).toThrow(
      /unknown column key 'nope'/,
    );
  });
});

describe.each(databaseKinds())('bulk loading on %s', (kind) => {
  let testDb: TestDatabase;

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
  }, 60_000);

  afterAll(async () => {
    await testDb?.drop();
  });

  it('round-trips special characters, NULLs, jsonb and arrays', async () => {
    const target = bulkTargetOf(testDb.database);
    const staff = NASTY.map((text, i) => ({
      id: 1000 + i,
      nameShorted: text,
      photoId: i % 2 === 0 ? null : `photo-${i}`,
      languages: [text, 'de', 'x,y', 'a"b'],
      contexts: i % 3 === 0 ? [] : ['default', text],
      active: i % 2 === 0,
    }));
    expect(await bulkLoad(target, officeStaff, staff)).toBe(staff.length);
    const notices = NASTY.map((text, i) => ({
      id: 2000 + i,
      countryCode: null,
      title: { de: text, en: `${text}\u2028` },
      text: { de: 'Zeile 1\nZeile 2\t"zitiert"\\', it: text },
      validFrom: i % 2 === 0 ? '2026-06-01' : null,
      validTo: null,
    }));
    await bulkLoad(target, travelerNotices, notices);

    const db = testDb.database.db;
    const gotStaff = await db.select().from(officeStaff).orderBy(officeStaff.id);
    expect(gotStaff).toEqual(staff);
    const gotNotices = await db.select().from(travelerNotices).orderBy(travelerNotices.id);
    expect(gotNotices).toEqual(notices);
  });

  it('round-trips arbitrary unicode text (property)', async () => {
    const target = bulkTargetOf(testDb.database);
    let nextId = 5000;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.string({ unit: 'binary', maxLength: 40 }), { minLength: 1, maxLength: 8 }),
        async (texts) => {
          // PostgreSQL text cannot hold NUL; everything else must survive.
          const clean = texts.map((t) => t.split(String.fromCharCode(0)).join(''));
          const rows = clean.map((text) => ({
            id: nextId++,
            nameShorted: text,
            languages: [text],
            contexts: [],
          }));
          await bulkLoad(target, officeStaff, rows);
          const ids = rows.map((r) => r.id);
          const got = await testDb.database.db
            .select({
              id: officeStaff.id,
              name: officeStaff.nameShorted,
              langs: officeStaff.languages,
            })
            .from(officeStaff)
            .where(sql`${officeStaff.id} = any(${sql.raw(`array[${ids.join(',')}]`)})`)
            .orderBy(officeStaff.id);
          expect(got).toEqual(
            rows.map((r) => ({ id: r.id, name: r.nameShorted, langs: r.languages })),
          );
        },
      ),
      { numRuns: 25 },
    );
  });

  it('applies column defaults for keys a row leaves out', async () => {
    const target = bulkTargetOf(testDb.database);
    await bulkLoad(target, trackingEvents, [
      { mandant: 'm', kind: 'bulk-default', payload: { n: 1 } },
      { mandant: 'm', kind: 'bulk-default', payload: { n: 2 }, uid: 'u' },
    ]);
    const rows = await testDb.database.db
      .select()
      .from(trackingEvents)
      .where(eq(trackingEvents.kind, 'bulk-default'))
      .orderBy(trackingEvents.id);
    expect(rows).toHaveLength(2);
    expect(rows[0]?.uid).toBeNull();
    expect(rows[0]?.createdAt).toBeInstanceOf(Date);
    expect(rows[1]?.uid).toBe('u');
  });

  it('leaves nothing behind when the transaction fails', async () => {
    const target = bulkTargetOf(testDb.database);
    await expect(
      withBulkTransaction(target, async (session) => {
        await session.load(officeStaff, [{ id: 9001, nameShorted: 'first' }]);
        // Duplicate primary key: the second COPY fails and everything rolls back.
        await session.load(officeStaff, [{ id: 9001, nameShorted: 'again' }]);
      }),
    ).rejects.toThrow();
    const rows = await testDb.database.db
      .select()
      .from(officeStaff)
      .where(eq(officeStaff.id, 9001));
    expect(rows).toEqual([]);
  });

  it('checks foreign keys set-wise after loading with suspended triggers', async () => {
    const target = bulkTargetOf(testDb.database);
    await expect(
      withBulkTransaction(target, async (session) => {
        // The test databases run as superuser, so the per-row triggers can be suspended.
        expect(await session.suspendForeignKeyTriggers()).toBe(true);
        await session.load(landlords, [
          { id: 1, agencyId: 424242, name: 'Orphan', email: 'o@example.org' },
        ]);
        await verifyForeignKeys(session, [landlords]);
      }),
    ).rejects.toThrow(/foreign key .*1 row\(s\) of landlords reference missing rows of agencies/);
    expect(await testDb.database.db.select().from(landlords)).toEqual([]);
  });

  it('moves serial sequences past explicitly loaded ids', async () => {
    const target = bulkTargetOf(testDb.database);
    await withBulkTransaction(target, async (session) => {
      await session.load(officeStaff, [{ id: 20_000, nameShorted: 'high id' }]);
      await resetSerialSequences(session, [officeStaff]);
    });
    const [inserted] = await testDb.database.db
      .insert(officeStaff)
      .values({ nameShorted: 'by default' })
      .returning({ id: officeStaff.id });
    expect(inserted?.id).toBe(20_001);
  });
});
