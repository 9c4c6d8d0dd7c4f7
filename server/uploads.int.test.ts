// The admin uploads end to end (issue 18, docs/media.md): POST /api/admin/uploads takes a real
// image (JPEG, PNG, WebP, AVIF by content) and stores its variants without metadata under a random
// id; a text file named .jpg, an SVG, a file over 10 MB, a picture with HTML or a ZIP appended
// and no file at all are refused with 400 naming `file`; path tricks in the file name only ever
// reach the cleaned display name; anonymous visitors and customers without admin.uploads get 403;
// the variants are served with a year's cache, their own type, nosniff and no cookie; deleting
// removes the files; every action is in the audit log. The storage: a key can never leave its
// directory, and the S3 backend works against s3rver (a local S3 emulator) on a loopback port.
import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mediaUploads, officeStaff } from '#db/schema';
import {
  StorageKeyError,
  fileStorage,
  readStored,
  s3Storage,
  storageFromConfig,
} from '#services/media';
import { importCatalogue } from '#services/catalogue';
import { insertLoginAccount } from '#tests/factories/account';
import { TEST_MANDANT, build, type TestApp } from '#tests/helpers/app';
import { testContext } from '#tests/helpers/context';
import { databaseKinds } from '#tests/helpers/database';
import { multipart } from '#tests/helpers/multipart';
import { Visitor } from '#tests/helpers/visitor';

const ORIGIN = 'http://localhost:3000';

async function photo(width = 800, height = 600, format: 'jpeg' | 'png' | 'webp' | 'avif' = 'jpeg') {
  return sharp({
    create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } },
  })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="#e94"/></svg>`,
        ),
      },
    ])
    .toFormat(format)
    .toBuffer();
}

describe.each(databaseKinds())('admin uploads (%s)', (kind) => {
  let t: TestApp;
  let dataDir: string;
  let ip = 0;
  let editor: Visitor;
  let customer: Visitor;
  let gpsJpeg: Buffer;

  const loginAs = async (email: string, permissions: string[]) => {
    const account = await insertLoginAccount(t.deps.database, { email, permissions });
    const v = new Visitor(t.app, { ip: `10.19.0.${++ip}` });
    const answer = await v.post('/api/user/login', {
      user: { email: account.email, password: account.password },
    });
    expect(answer.status).toBe(200);
    return v;
  };

  const upload = async (
    who: Visitor | null,
    file: { name: string; type: string; bytes: Buffer } | null,
    fields: Record<string, string> = { kind: 'teaser' },
  ) => {
    const { payload, contentType } = multipart({ mandant: TEST_MANDANT, ...fields }, file);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/uploads',
      payload,
      headers: { 'content-type': contentType, origin: ORIGIN },
      cookies: who?.cookies ?? {},
    });
    return { status: res.statusCode, body: res.json(), res };
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'feriora-uploads-'));
    t = await build({ kind, env: { DATA_DIR: dataDir } });
    editor = await loginAs('bilder@example.org', ['admin.uploads']);
    customer = await loginAs('kunde-bilder@example.org', []);
    // A JPEG straight from a phone: GPS position, camera make, rotated by EXIF orientation 6.
    gpsJpeg = await sharp(await photo(400, 300))
      .withExif({
        IFD0: { Make: 'FerioraCam', Model: 'Secret 1' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 31/1 0/1' },
      })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers a multipart body cut short with 400, and a stranger with 403 before reading it', async () => {
    const broken = (cookies: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/uploads',
        payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\nabc',
        headers: { 'content-type': 'multipart/form-data; boundary=x', origin: ORIGIN },
        cookies,
      });
    // A 500 with a stack before (the parser's own error reached the error handler as it was).
    const cut = await broken(editor.cookies);
    expect(cut.statusCode).toBe(400);
    expect(cut.json().errors[0]).toMatchObject({ text: 'errors.validation.body' });
    expect((await broken(customer.cookies)).statusCode).toBe(403);
    expect((await broken({})).statusCode).toBe(403);
  });

  it('refuses anonymous visitors and customers without admin.uploads (403)', async () => {
    const bytes = await photo();
    const anonymous = await upload(null, { name: 'a.jpg', type: 'image/jpeg', bytes });
    expect(anonymous.status).toBe(403);
    expect(anonymous.body.errors[0]).toMatchObject({ text: 'errors.accounts.loginRequired' });
    const refused = await upload(customer, { name: 'a.jpg', type: 'image/jpeg', bytes });
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0]).toMatchObject({ text: 'errors.accounts.permissionMissing' });
    for (const url of ['/api/admin/uploads/list', '/api/admin/uploads/delete']) {
      expect((await customer.post(url, { id: 1 })).status, url).toBe(403);
      expect((await new Visitor(t.app).post(url, { id: 1 })).status, url).toBe(403);
    }
    for (const page of ['/admin/s3upload/', '/admin/s3uploadOffice/', '/admin/teaser/']) {
      // Without the SSR bundle the pages are not served here; their 404 view is in the e2e test.
      expect([403, 404]).toContain((await customer.get(page)).statusCode);
    }
  });

  it('takes a JPEG, strips EXIF and GPS, orients it and serves its variants', async () => {
    const answer = await upload(editor, {
      name: '../../etc/passwd\u202e.jpg',
      type: 'text/plain',
      bytes: gpsJpeg,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const data = answer.body.data;
    expect(data.ref).toMatch(/^up-[a-z2-7]{20}$/);
    expect(data.kind).toBe('teaser');
    // The display name keeps only the last segment, without control/format characters.
    expect(data.name).toBe('passwd.jpg');
    // EXIF orientation 6: the 400×300 picture is 300 wide and 400 high as seen.
    expect([data.width, data.height]).toEqual([300, 400]);
    expect(data.variants.map((v: { url: string }) => v.url)).toContain(
      `/media/uploads/${data.ref}/card.webp`,
    );
    expect(data.variants).toHaveLength(12);
    for (const variant of data.variants as { url: string; format: string }[]) {
      const res = await t.app.inject({ method: 'GET', url: variant.url });
      expect(res.statusCode, variant.url).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(res.headers['content-type']).toBe(
        { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' }[variant.format],
      );
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.exif, variant.url).toBeUndefined();
      expect(meta.xmp, variant.url).toBeUndefined();
      expect(meta.orientation ?? 1).toBe(1);
      expect(res.rawPayload.includes(Buffer.from('FerioraCam'))).toBe(false);
    }
    const card = await t.app.inject({ method: 'GET', url: `/media/uploads/${data.ref}/card.webp` });
    expect(await sharp(card.rawPayload).metadata()).toMatchObject({ width: 640, height: 480 });
    // Stored under the random id, nowhere the file name could lead.
    const files = await readdir(join(dataDir, 'media', 'uploads', data.ref));
    expect(files).toContain('card.webp');
    const audit = await t.deps.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `upload:${data.id}`));
    expect(audit.map((entry) => entry.action)).toEqual(['uploads.create']);
  });

  it.each([
    [
      'a text file named .jpg',
      {
        name: 'photo.jpg',
        type: 'image/jpeg',
        bytes: Buffer.from('hello, not a picture at all\n'.repeat(10)),
      },
    ],
    [
      'an SVG',
      {
        name: 'logo.svg',
        type: 'image/svg+xml',
        bytes: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(1)</script></svg>',
        ),
      },
    ],
  ])('refuses %s (400 naming file)', async (_label, file) => {
    const answer = await upload(editor, file);
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0]).toMatchObject({
      text: 'errors.media.wrongType',
      data: { field: 'file' },
    });
  });

  it('refuses polyglots: HTML or a ZIP appended to a real picture', async () => {
    const png = await photo(200, 150, 'png');
    const withHtml = Buffer.concat([
      png,
      Buffer.from('<html><script>alert(document.cookie)</script>'),
    ]);
    const withZip = Buffer.concat([
      await photo(200, 150),
      Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0]),
      Buffer.from('evil.jar'),
    ]);
    for (const bytes of [withHtml, withZip]) {
      const answer = await upload(editor, { name: 'x.png', type: 'image/png', bytes });
      expect(answer.status).toBe(400);
      expect(answer.body.errors[0]).toMatchObject({
        text: 'errors.media.polyglot',
        data: { field: 'file' },
      });
    }
  });

  it('refuses a file over 10 MB and a request without a file (400 naming file)', async () => {
    const big = Buffer.concat([await photo(), Buffer.alloc(10 * 1024 * 1024 + 10)]);
    const tooBig = await upload(editor, { name: 'big.jpg', type: 'image/jpeg', bytes: big });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.errors[0]).toMatchObject({
      text: 'errors.media.tooBig',
      data: { field: 'file' },
    });
    const none = await upload(editor, null);
    expect(none.status).toBe(400);
    expect(none.body.errors[0].data.field).toBe('file');
    const badKind = await upload(
      editor,
      { name: 'a.jpg', type: 'image/jpeg', bytes: await photo() },
      { kind: '../etc' },
    );
    expect(badKind.status).toBe(400);
    expect(badKind.body.errors[0].data.field).toBe('kind');
  });

  it('keeps path tricks in the name to the display name (NUL, long, unicode)', async () => {
    const bytes = await photo(320, 240, 'webp');
    const long = `${'ä'.repeat(300)}.webp`;
    for (const [name, expected] of [
      ['..\\..\\windows\\system32\\evil.webp', 'evil.webp'],
      ['/etc/passwd', 'passwd'],
      [long, 'ä'.repeat(100)],
      ['Strand\u0000.webp', 'Strand.webp'],
      ['..', 'image'],
    ] as const) {
      const answer = await upload(editor, { name, type: 'image/webp', bytes }, { kind: 'staff' });
      expect(answer.status, name).toBe(201);
      expect(answer.body.data.name, name).toBe(expected);
      expect(answer.body.data.ref).toMatch(/^up-[a-z2-7]{20}$/);
    }
  });

  it('takes PNG and AVIF, lists, sets the alt text, deletes with its files', async () => {
    const png = await upload(
      editor,
      { name: 'karte.png', type: 'image/png', bytes: await photo(1200, 800, 'png') },
      { kind: 'content' },
    );
    expect(png.status).toBe(201);
    expect(png.body.data.variants.some((v: { url: string }) => v.url.endsWith('w960.avif'))).toBe(
      true,
    );
    const avif = await upload(
      editor,
      {
        name: 'portrait.avif',
        type: 'application/octet-stream',
        bytes: await photo(300, 300, 'avif'),
      },
      { kind: 'staff' },
    );
    expect(avif.status, JSON.stringify(avif.body)).toBe(201);
    const list = await editor.post<{ uploads: { id: number }[] }>('/api/admin/uploads/list', {
      kinds: ['content', 'staff'],
    });
    expect(list.status).toBe(200);
    // Newest first; the path-trick uploads before are staff images too.
    const listed = list.body.data?.uploads ?? [];
    expect(listed.slice(0, 2).map((u) => u.id)).toEqual([avif.body.data.id, png.body.data.id]);
    expect(
      listed.every((u) => ['content', 'staff'].includes((u as { kind?: string }).kind ?? '')),
    ).toBe(true);
    const alt = await editor.post('/api/admin/uploads/alt', {
      id: png.body.data.id,
      alt: { de: 'Karte der Küste', en: 'Map of the coast' },
    });
    expect(alt.status).toBe(200);

    // A staff member gets the uploaded portrait: the office widget's URLs name it.
    const [staff] = await t.deps.database.db
      .insert(officeStaff)
      .values({ nameShorted: 'Test P.', photoId: 'staff-001' })
      .returning();
    const assigned = await editor.post('/api/admin/staffPhoto', {
      staffId: staff!.id,
      uploadId: avif.body.data.id,
    });
    expect(assigned.status).toBe(200);
    const [row] = await t.deps.database.db
      .select()
      .from(officeStaff)
      .where(eq(officeStaff.id, staff!.id));
    expect(row?.photoId).toBe(avif.body.data.ref);
    const portrait = await t.app.inject({
      method: 'GET',
      url: `/media/uploads/${avif.body.data.ref}/120.jpg`,
    });
    expect(portrait.statusCode).toBe(200);
    expect(await sharp(portrait.rawPayload).metadata()).toMatchObject({ width: 120, height: 120 });
    const wrongKind = await editor.post('/api/admin/staffPhoto', {
      staffId: staff!.id,
      uploadId: png.body.data.id,
    });
    expect(wrongKind.status).toBe(400);

    const removed = await editor.post('/api/admin/uploads/delete', { id: png.body.data.id });
    expect(removed.status).toBe(200);
    const gone = await t.app.inject({ method: 'GET', url: png.body.data.variants[0].url });
    expect(gone.statusCode).toBe(404);
    const rows = await t.deps.database.db
      .select()
      .from(mediaUploads)
      .where(eq(mediaUploads.id, png.body.data.id));
    expect(rows).toHaveLength(0);
    const actions = await t.deps.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.target, `upload:${png.body.data.id}`));
    expect(actions.map((a) => a.action).sort()).toEqual([
      'uploads.alt',
      'uploads.create',
      'uploads.delete',
    ]);
    expect((await editor.post('/api/admin/uploads/delete', { id: png.body.data.id })).status).toBe(
      404,
    );
  });

  it('lends a tile picture to an imported holiday home, and keeps it while the home shows it', async () => {
    const tile = await upload(editor, {
      name: 'haus.jpg',
      type: 'image/jpeg',
      bytes: await photo(1600, 1200),
    });
    expect(tile.status).toBe(201);
    const ref = tile.body.data.ref as string;
    const file = JSON.parse(readFileSync('docs/catalogue-example.json', 'utf8')) as {
      objects: { images: { photo: string }[] }[];
    };
    file.objects[0]!.images = [{ photo: ref }, { photo: 'coast-001' }];
    await importCatalogue(testContext(t.deps), { document: file });
    const shown = await t.app.inject({
      method: 'POST',
      url: '/api/object',
      payload: { mandant: TEST_MANDANT, objectNumber: 740001 },
    });
    expect(shown.statusCode).toBe(200);
    expect(JSON.stringify(shown.json().data.images)).toContain(`/media/uploads/${ref}/card.webp`);
    // Deleting it would leave the home with a broken picture: refused, the file stays.
    const refused = await editor.post('/api/admin/uploads/delete', { id: tile.body.data.id });
    expect(refused.status).toBe(409);
    expect(refused.body.errors?.[0]).toMatchObject({ text: 'errors.media.inUse' });
    const card = await t.app.inject({ method: 'GET', url: `/media/uploads/${ref}/card.webp` });
    expect(card.statusCode).toBe(200);
    // Once the home shows another picture, it may go.
    file.objects[0]!.images = [{ photo: 'coast-001' }];
    await importCatalogue(testContext(t.deps), { document: file });
    expect((await editor.post('/api/admin/uploads/delete', { id: tile.body.data.id })).status).toBe(
      200,
    );
  });

  it('serves nothing for foreign ids and file names', async () => {
    for (const url of [
      '/media/uploads/up-aaaaaaaaaaaaaaaaaaaa/card.webp',
      '/media/uploads/..%2F..%2Fetc/passwd',
      '/media/uploads/up-aaaaaaaaaaaaaaaaaaaa/card.svg',
      '/media/uploads/UP-AAAAAAAAAAAAAAAAAAAA/card.webp',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});

describe('media storage', () => {
  it('never lets a key leave the directory', async () => {
    const root = await mkdtemp(join(tmpdir(), 'feriora-storage-'));
    try {
      const storage = fileStorage(join(root, 'media'));
      await storage.put('uploads/up-x/card.webp', Buffer.from('ok'), 'image/webp');
      const stored = await storage.get('uploads/up-x/card.webp');
      expect(stored && (await readStored(stored)).toString()).toBe('ok');
      for (const key of [
        '../escape',
        'uploads/../../escape',
        '/etc/passwd',
        'uploads\\..\\x',
        'uploads//x',
        'uploads/x\u0000.webp',
        'uploads/.hidden',
        '',
        'UPLOADS/X',
        'a/b/c/d/e/f/g/h/i/j',
      ]) {
        await expect(storage.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow(
          StorageKeyError,
        );
        await expect(storage.get(key), key).rejects.toThrow(StorageKeyError);
      }
      expect(await readdir(root)).toEqual(['media']);
      await storage.delete('uploads/up-x/card.webp');
      expect(await storage.exists('uploads/up-x/card.webp')).toBe(false);
      expect(await storage.get('uploads/up-x/card.webp')).toBeNull();
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('selects S3 when MEDIA_S3_BUCKET is set', () => {
    const common = {
      DATA_DIR: '/tmp/x',
      MEDIA_S3_REGION: 'us-east-1',
      MEDIA_S3_FORCE_PATH_STYLE: true,
      MEDIA_S3_ENDPOINT: undefined,
      MEDIA_S3_ACCESS_KEY_ID: undefined,
      MEDIA_S3_SECRET_ACCESS_KEY: undefined,
      MEDIA_S3_PREFIX: undefined,
    };
    expect(storageFromConfig({ ...common, MEDIA_S3_BUCKET: undefined }).kind).toBe('fs');
    expect(storageFromConfig({ ...common, MEDIA_S3_BUCKET: 'media' }).kind).toBe('s3');
  });

  describe('S3 against s3rver', () => {
    let server: S3rver;
    let endpoint: string;
    let directory: string;

    beforeAll(async () => {
      directory = await mkdtemp(join(tmpdir(), 'feriora-s3rver-'));
      server = new S3rver({
        address: '127.0.0.1',
        port: 0,
        silent: true,
        directory,
        configureBuckets: [{ name: 'feriora-media' }],
      });
      const address = (await server.run()) as AddressInfo;
      endpoint = `http://127.0.0.1:${address.port}`;
    });
    afterAll(async () => {
      await server?.close();
      await rm(directory, { recursive: true, force: true });
    });

    it('puts, gets, checks and deletes objects', async () => {
      const storage = s3Storage({
        bucket: 'feriora-media',
        endpoint,
        region: 'us-east-1',
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        forcePathStyle: true,
        prefix: 'site-a/',
      });
      const bytes = await photo(64, 48, 'webp');
      await storage.put('uploads/up-s3/card.webp', bytes, 'image/webp');
      expect(await storage.exists('uploads/up-s3/card.webp')).toBe(true);
      const stored = await storage.get('uploads/up-s3/card.webp');
      expect(stored?.contentType).toBe('image/webp');
      expect(stored && (await readStored(stored)).equals(bytes)).toBe(true);
      await storage.delete('uploads/up-s3/card.webp');
      expect(await storage.exists('uploads/up-s3/card.webp')).toBe(false);
      expect(await storage.get('uploads/up-s3/card.webp')).toBeNull();
      await expect(storage.put('../x', bytes, 'image/webp')).rejects.toThrow(StorageKeyError);
    });

    it('serves an upload stored in the bucket', async () => {
      const t = await build({
        env: {
          MEDIA_S3_BUCKET: 'feriora-media',
          MEDIA_S3_ENDPOINT: endpoint,
          MEDIA_S3_ACCESS_KEY_ID: 'S3RVER',
          MEDIA_S3_SECRET_ACCESS_KEY: 'S3RVER',
          MEDIA_S3_FORCE_PATH_STYLE: 'true',
        },
      });
      try {
        const account = await insertLoginAccount(t.deps.database, {
          email: 's3@example.org',
          permissions: ['admin.uploads'],
        });
        const v = new Visitor(t.app, { ip: '10.19.1.1' });
        await v.post('/api/user/login', {
          user: { email: account.email, password: account.password },
        });
        const { payload, contentType } = multipart(
          { mandant: TEST_MANDANT, kind: 'staff' },
          { name: 'p.jpg', type: 'image/jpeg', bytes: await photo(200, 200) },
        );
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/admin/uploads',
          payload,
          headers: { 'content-type': contentType, origin: ORIGIN },
          cookies: v.cookies,
        });
        expect(res.statusCode, res.body).toBe(201);
        const ref = res.json().data.ref as string;
        const served = await t.app.inject({ method: 'GET', url: `/media/uploads/${ref}/45.webp` });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe('image/webp');
        expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 45, height: 45 });
      } finally {
        await t.close();
      }
    });
  });
});
