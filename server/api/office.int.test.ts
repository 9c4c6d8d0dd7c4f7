// The office contact widget's API (issue 16; SPEC.md §3, §4, §7) on the seeded demo staff: the
// answer of each context (its staff with portraits, the featured officeRandom, the visit's contact:
// office, partner or campaign; a logged-in customer's service line), the next opening as today /
// tomorrow / the day after tomorrow and the answer's expiry under a moved clock, the notices per
// page type (public read of the current ones; writing only with localeEditor.update, from the
// site's origin, plain text within limits; another visitor sees them, expired ones disappear) and
// the portraits at 45 and 120 px in JPEG and WebP with long cache headers.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OfficeContactData } from '#core/api/office';
import { insertLoginAccount } from '#tests/factories/account';
import { build, type TestApp } from '#tests/helpers/app';
import { FIXED_NOW } from '#tests/helpers/clock';
import { databaseKinds } from '#tests/helpers/database';
import { Visitor } from '#tests/helpers/visitor';

const SITE = 'http://localhost:3000';
/** Staff of each context in the demo data (demo/catalogue/static-data.ts buildOfficeStaff). */
const TEAMS: Record<string, string[]> = {
  default: ['Anna K.', 'Markus W.', 'Sophie L.', 'Giulia B.', 'Lena H.', 'Tobias R.'],
  object: ['Anna K.', 'Markus W.', 'Sophie L.', 'Giulia B.', 'Tobias R.'],
  retailer: ['Markus W.', 'Jonas M.'],
  agency: ['Jonas M.', 'Katrin S.'],
  partner: ['Katrin S.', 'Lena H.'],
};

describe.each(databaseKinds())('office contact (%s)', (kind) => {
  let t: TestApp;
  let clockMs = FIXED_NOW.getTime();
  let ip = 0;
  const visitor = (origin: string | null = SITE) =>
    new Visitor(t.app, { origin, ip: `10.16.${Math.floor(++ip / 250)}.${(ip % 250) + 1}` });
  const contact = async (body: Record<string, unknown> = {}, v = visitor(), query = '') => {
    const answer = await v.post<OfficeContactData>(`/api/office/contact${query}`, body);
    expect(answer.status, JSON.stringify(answer.body.errors)).toBe(200);
    return answer.body.data!;
  };

  beforeAll(async () => {
    t = await build({ kind, catalogue: { objects: 3 } });
    t.deps.clock = () => new Date(clockMs);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers each context with its staff, portraits and the featured person', async () => {
    for (const [context, team] of Object.entries(TEAMS)) {
      const data = await contact({ context });
      expect(data.context).toBe(context);
      const names = data.employeeData.staff.map((s) => s.staffNameShorted);
      expect(names.length, context).toBeGreaterThan(0);
      for (const name of names) expect(team, context).toContain(name);
      expect(data.officeRandom).toBeGreaterThanOrEqual(0);
      expect(data.officeRandom).toBeLessThan(names.length);
      const images = data.employeeData.staff[0]!.images!;
      expect(images.map((i) => i.size)).toEqual([45, 120]);
      expect(images[0]!.webp).toMatch(/^\/media\/staff\/staff-\d{3}\/45\.webp$/);
      expect(images[1]!.jpg).toMatch(/^\/media\/staff\/staff-\d{3}\/120\.jpg$/);
      // Dynamic days on the global and agency routes, the static text elsewhere (SPEC §4).
      expect(data.times.mode, context).toBe(
        context === 'default' || context === 'agency' ? 'dynamic' : 'static',
      );
      expect(data.contact).toMatchObject({ source: 'office', phoneDisplay: t.config.OFFICE_PHONE });
      expect(data.customerService).toBeNull();
    }
    // SPEC §7's `client` field is accepted.
    expect((await contact({ context: 'default', client: 'cdn' })).context).toBe('default');
  });

  it('refuses an unknown context or page type naming the field', async () => {
    const bad = await visitor().post('/api/office/contact', { context: 'admin' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]?.data).toMatchObject({ field: 'context' });
    const badType = await visitor().post('/api/office/contact', { pageType: '<b>' });
    expect(badType.status).toBe(400);
    expect(badType.body.errors[0]?.data).toMatchObject({ field: 'pageType' });
    const noMandant = await t.app.inject({
      method: 'POST',
      url: '/api/office/contact',
      payload: {},
    });
    expect(noMandant.statusCode).toBe(400);
  });

  it("gives the partner's and the campaign's contact, and a logged-in customer's service line", async () => {
    const partner = await contact({ context: 'partner' }, visitor(), '?partner=5001');
    expect(partner.contact).toMatchObject({
      source: 'partner',
      email: 'info@reisebuero-sonnenschein.example',
    });
    const campaign = await contact({}, visitor(), '?pid=1001');
    expect(campaign.contact.source).toBe('campaign');
    expect(campaign.contact.phoneDisplay).toMatch(/^\+49 40 /);
    const account = await insertLoginAccount(t.deps.database, {
      email: 'office-customer@example.org',
      firstName: 'Clara',
    });
    const customer = visitor();
    const login = await customer.post('/api/user/login', {
      user: { email: account.email, password: account.password },
    });
    expect(login.status).toBe(200);
    const data = await contact({}, customer);
    expect(data.customerService).toMatchObject({
      firstName: 'Clara',
      phoneDisplay: t.config.OFFICE_PHONE,
      email: t.config.OFFICE_EMAIL,
    });
    // The answer is personal: never stored by a cache.
    const res = await customer.post('/api/office/contact', {});
    expect(res.res.headers['cache-control']).toBe('no-store');
  });

  it('names the next opening today, tomorrow or the day after, and expires with it', async () => {
    // Sunday 10:30 in Berlin (FIXED_NOW): closed; Monday opens at 09:00.
    clockMs = FIXED_NOW.getTime();
    const sunday = await contact();
    expect(sunday.times.next).toEqual({
      day: 'tomorrow',
      date: '2026-11-23',
      from: '09:00',
      to: '18:00',
      openNow: false,
    });
    expect(sunday.expiry).toBe('2026-11-22T09:45:00.000Z');
    expect(sunday.staffTimes.length).toBeGreaterThan(0);
    for (const shift of sunday.staffTimes) expect(shift.from.slice(0, 10)).toBe('2026-11-23');
    // Monday 10:00 in Berlin: open now.
    clockMs = Date.parse('2026-11-23T09:00:00Z');
    const monday = await contact();
    expect(monday.times.next).toMatchObject({
      day: 'today',
      from: '09:00',
      to: '18:00',
      openNow: true,
    });
    expect(monday.expiry).toBe('2026-11-23T09:15:00.000Z');
    // Monday 17:55: the answer expires when the office closes at 18:00.
    clockMs = Date.parse('2026-11-23T16:55:00Z');
    expect((await contact()).expiry).toBe('2026-11-23T17:00:00.000Z');
    // Monday 23:50: stale at midnight, when "tomorrow" becomes "today".
    clockMs = Date.parse('2026-11-23T22:50:00Z');
    const late = await contact();
    expect(late.times.next).toMatchObject({ day: 'tomorrow', date: '2026-11-24' });
    expect(late.expiry).toBe('2026-11-23T23:00:00.000Z');
    // Saturday 15:00: Saturday's shift is over, Sunday closed: Monday is the day after tomorrow.
    clockMs = Date.parse('2026-11-28T14:00:00Z');
    const saturday = await contact();
    expect(saturday.times.next).toMatchObject({
      day: 'afterTomorrow',
      date: '2026-11-30',
      from: '09:00',
    });
    // infofull: the week's opening hours (Sunday left out).
    const full = await visitor().post<{ schedule: { date: string; from: string; to: string }[] }>(
      '/api/office/infofull',
      {},
    );
    expect(full.status).toBe(200);
    expect(full.body.data!.schedule.map((d) => d.date)).not.toContain('2026-11-29');
    expect(full.body.data!.schedule[0]).toMatchObject({ date: '2026-11-30', from: '09:00' });
    clockMs = FIXED_NOW.getTime();
  });

  it('writes notices only with the editor permission, from the site, as plain text', async () => {
    const update = {
      updateData: {
        pageType: 'object',
        translation: {
          de: 'Zwischen den Jahren erreichen Sie uns ab 10 Uhr.',
          en: 'Between the holidays we answer from 10 am.',
        },
        expiresAt: '2026-12-01T00:00:00Z',
      },
    };
    // Without a login, and logged in without the permission: 403, nothing written.
    const anonymous = await visitor().post('/api/office/overwrites/set', update);
    expect(anonymous.status).toBe(403);
    expect(anonymous.body.errors[0]).toMatchObject({ text: 'errors.accounts.loginRequired' });
    const plain = await insertLoginAccount(t.deps.database, { email: 'office-plain@example.org' });
    const customer = visitor();
    expect(
      (
        await customer.post('/api/user/login', {
          user: { email: plain.email, password: plain.password },
        })
      ).status,
    ).toBe(200);
    const refused = await customer.post('/api/office/overwrites/set', update);
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0]).toMatchObject({ text: 'errors.accounts.permissionMissing' });

    const account = await insertLoginAccount(t.deps.database, {
      email: 'office-editor@example.org',
      permissions: ['localeEditor.update'],
    });
    const editor = visitor();
    expect(
      (
        await editor.post('/api/user/login', {
          user: { email: account.email, password: account.password },
        })
      ).status,
    ).toBe(200);
    // A foreign page posting with the editor's cookie: refused by the origin check.
    const forged = new Visitor(t.app, { origin: 'https://evil.example', cookies: editor.cookies });
    expect((await forged.post('/api/office/overwrites/set', update)).status).toBe(403);
    // Markup, overlong text, a past expiry, an unknown page type: 400 naming the field.
    const cases: [Record<string, unknown>, string][] = [
      [
        { ...update.updateData, translation: { de: '<script>alert(1)</script>' } },
        'updateData.translation.de',
      ],
      [{ ...update.updateData, translation: { en: 'x'.repeat(301) } }, 'updateData.translation.en'],
      [{ ...update.updateData, translation: { xx: 'Hallo' } }, 'updateData.translation'],
      [{ ...update.updateData, expiresAt: '2026-11-01T00:00:00Z' }, 'updateData.expiresAt'],
      [{ ...update.updateData, pageType: 'admin' }, 'updateData.pageType'],
    ];
    for (const [updateData, field] of cases) {
      const answer = await editor.post('/api/office/overwrites/set', { updateData });
      expect(answer.status, field).toBe(400);
      expect(answer.body.errors[0]?.data, field).toMatchObject({ field });
    }
    const before = await visitor().post<{ overwrites: unknown[] }>(
      '/api/office/overwrites/get',
      {},
    );
    expect(before.body.data!.overwrites).toEqual([]);

    const saved = await editor.post('/api/office/overwrites/set', update);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      overwrite: { pageType: 'object', expiresAt: '2026-12-01T00:00:00.000Z' },
    });
    // Another visitor reads it, by page type and in the object widget's answer.
    const other = visitor(null);
    const read = await other.post<{
      overwrites: { pageType: string; translation: Record<string, string> }[];
    }>('/api/office/overwrites/get', { pageType: 'object' });
    expect(read.status).toBe(200);
    expect(read.body.data!.overwrites).toEqual([
      {
        pageType: 'object',
        translation: update.updateData.translation,
        expiresAt: '2026-12-01T00:00:00.000Z',
      },
    ]);
    expect((await contact({ context: 'object' })).overwriteTranslation).toHaveLength(1);
    expect((await contact({ context: 'default' })).overwriteTranslation).toHaveLength(0);
    // A second write replaces it; after its expiry nobody sees it.
    await editor.post('/api/office/overwrites/set', {
      updateData: { ...update.updateData, translation: { de: 'Neuer Hinweis.' } },
    });
    const replaced = await other.post<{ overwrites: { translation: Record<string, string> }[] }>(
      '/api/office/overwrites/get',
      {},
    );
    expect(replaced.body.data!.overwrites.map((o) => o.translation)).toEqual([
      { de: 'Neuer Hinweis.' },
    ]);
    clockMs = Date.parse('2026-12-01T00:00:01Z');
    const expired = await other.post<{ overwrites: unknown[] }>('/api/office/overwrites/get', {});
    expect(expired.body.data!.overwrites).toEqual([]);
    clockMs = FIXED_NOW.getTime();
    // All languages empty removes it.
    const removed = await editor.post('/api/office/overwrites/set', {
      updateData: { pageType: 'object', translation: { de: '  ' }, expiresAt: null },
    });
    expect(removed.body.data).toEqual({ overwrite: null });
  });

  it('serves the portraits at 45 and 120 px in JPEG and WebP, cacheable for a year', async () => {
    for (const size of [45, 120]) {
      for (const [format, type] of [
        ['jpg', 'image/jpeg'],
        ['webp', 'image/webp'],
      ] as const) {
        const res = await t.app.inject({ url: `/media/staff/staff-001/${size}.${format}` });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe(type);
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(res.rawPayload).metadata();
        expect([meta.width, meta.height, meta.format]).toEqual([
          size,
          size,
          format === 'jpg' ? 'jpeg' : 'webp',
        ]);
        const again = await t.app.inject({
          url: `/media/staff/staff-001/${size}.${format}`,
          headers: { 'if-none-match': res.headers.etag as string },
        });
        expect(again.statusCode).toBe(304);
      }
    }
    // Different people look different; anything off the pattern is 404.
    const a = await t.app.inject({ url: '/media/staff/staff-001/120.jpg' });
    const b = await t.app.inject({ url: '/media/staff/staff-002/120.jpg' });
    expect(a.rawPayload.equals(b.rawPayload)).toBe(false);
    for (const url of [
      '/media/staff/staff-1/45.jpg',
      '/media/staff/staff-001/46.jpg',
      '/media/staff/staff-001/45.png',
      '/media/staff/..%2Fstaff-001/45.jpg',
      '/media/staff/coast-001/45.jpg',
    ]) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);
    }
  });
});
