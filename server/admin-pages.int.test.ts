// The back office's own pages (issue 18, docs/editing.md) through their forms, as a browser
// without JavaScript posts them (production bundle, route actions): snippets (create, edit,
// delete; a `snippet:` block on the FAQ, escaped, German as fallback), the office schedule
// (opening hours validated naming the field, shown at once on every page; shifts added and removed,
// used at once by the contact widget), the audit log (every change with before/after, newest
// first, filtered by area, paged) and the demo pages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { OfficeInfoFullData } from '#core/api/office';
import { addDays, todayInBerlin } from '#core/dates';
import { buildPath } from '#core/routes';
import { insertAuditEntry } from '#db/repositories/backoffice-audit';
import { auditLog, officeStaff } from '#db/schema';
import { insertLoginAccount, loginAs, type LoginCookies } from '#tests/factories/account';
import { build, TEST_MANDANT, type TestApp } from '#tests/helpers/app';
import { FIXED_NOW } from '#tests/helpers/clock';
import { databaseKinds } from '#tests/helpers/database';

const SITE = 'http://localhost:3000';

describe.each(databaseKinds())('admin pages (%s)', (kind) => {
  let t: TestApp;
  let editor: LoginCookies;
  let auditor: LoginCookies;

  beforeAll(async () => {
    t = await build({ kind, ssr: true, catalogue: { objects: 3 } });
    const account = await insertLoginAccount(t.deps.database, {
      email: 'editor@example.org',
      permissions: ['admin.snippets', 'admin.schedule', 'admin.teasers'],
    });
    editor = await loginAs(t.app, account);
    const reader = await insertLoginAccount(t.deps.database, {
      email: 'auditor@example.org',
      permissions: ['admin.access'],
    });
    auditor = await loginAs(t.app, reader);
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (path: string, fields: Record<string, string>, cookies = editor) =>
    t.app.inject({
      method: 'POST',
      url: path,
      payload: new URLSearchParams(fields).toString(),
      headers: { origin: SITE, 'content-type': 'application/x-www-form-urlencoded' },
      cookies: { ...cookies },
    });
  const get = (path: string, cookies: LoginCookies | null = editor) =>
    t.app.inject({ url: path, cookies: cookies ? { ...cookies } : {} });
  /** A refusal: the page again (SPEC §4 statuses) with the alert naming the field. */
  const refused = (res: { statusCode: number; body: string }, field?: string) => {
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/role="alert"[^>]*data-testid="admin-result"/);
    if (field !== undefined) expect(res.body).toContain(`(${field})`);
  };
  const accepted = (res: { statusCode: number; body: string }) => {
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/role="status"[^>]*data-testid="admin-result"/);
  };
  const texts = (de: string, en = '', fr = '', it = '') => ({
    'text.de': de,
    'text.en': en,
    'text.fr': fr,
    'text.it': it,
  });

  it('creates, edits and deletes snippets, refusing bad input naming the field', async () => {
    const path = buildPath('AdminSnippets', {}, 'de');
    const badKey = await post(path, { intent: 'create', key: 'Bad Key', ...texts('x') });
    refused(badKey, 'key');
    const noGerman = await post(path, { intent: 'create', key: 'faq-notice', ...texts('', 'x') });
    refused(noGerman, 'texts.de');
    const tooLong = await post(path, { intent: 'create', key: 'long', ...texts('x'.repeat(2001)) });
    refused(tooLong, 'texts.de');
    // A foreign page cannot post the form (the site's Origin check for page posts).
    const foreign = await t.app.inject({
      method: 'POST',
      url: path,
      payload: 'intent=delete&key=faq-notice',
      headers: {
        origin: 'https://evil.example',
        'content-type': 'application/x-www-form-urlencoded',
      },
      cookies: { ...editor },
    });
    expect(foreign.statusCode).toBe(403);

    const created = await post(path, {
      intent: 'create',
      key: 'faq-notice',
      ...texts('Hinweis: <b>Sommer</b> & Sonne', '', 'Avis : été'),
    });
    accepted(created);
    refused(await post(path, { intent: 'create', key: 'faq-notice', ...texts('y') }), 'key');
    const page = await get(path);
    expect(page.body).toContain('data-snippet="faq-notice"');

    // The FAQ shows it escaped, in the page's language, German where the language has none.
    const faqDe = (await get(buildPath('Faq', {}, 'de'), null)).body;
    expect(faqDe).toContain('Hinweis: &lt;b&gt;Sommer&lt;/b&gt; &amp; Sonne');
    expect(faqDe).not.toContain('<b>Sommer</b>');
    expect((await get(buildPath('Faq', {}, 'fr'), editor)).body).toContain('Avis : été');
    expect((await get(buildPath('Faq', {}, 'en'), editor)).body).toContain('Hinweis: &lt;b&gt;');

    const updated = await post(path, { intent: 'update', key: 'faq-notice', ...texts('Neu') });
    accepted(updated);
    refused(await post(path, { intent: 'update', key: 'nope', ...texts('x') }), 'key');
    accepted(await post(path, { intent: 'delete', key: 'faq-notice' }));
    refused(await post(path, { intent: 'delete', key: 'faq-notice' }), 'key');
    expect((await get(buildPath('Faq', {}, 'de'), editor)).body).not.toContain('data-snippet=');

    // Each change is in the audit log with before and after, newest first.
    const audit = (await get(`${buildPath('AdminAudit', {}, 'de')}?area=snippet`, auditor)).body;
    const actions = [...audit.matchAll(/<code>(snippets\.\w+)<\/code>/g)].map((m) => m[1]);
    expect(actions).toEqual(['snippets.delete', 'snippets.update', 'snippets.create']);
    // In words too, in the office's language, beside the code.
    expect(audit).toContain('<strong>Textbaustein gelöscht</strong><code>snippets.delete</code>');
    expect(audit).toContain('editor@example.org');
    expect(audit).toContain('&quot;de&quot;: &quot;Neu&quot;');
  });

  it('edits the opening hours: validated per field, shown at once on the pages', async () => {
    const path = buildPath('AdminScheduleEdit', {}, 'de');
    const week = (mon: [string, string]) => ({
      intent: 'hours',
      'hours.mon.0.from': mon[0],
      'hours.mon.0.to': mon[1],
      'hours.tue.0.from': '09:00',
      'hours.tue.0.to': '18:00',
      'hours.wed.0.from': '09:00',
      'hours.wed.0.to': '18:00',
      'hours.thu.0.from': '09:00',
      'hours.thu.0.to': '18:00',
      'hours.fri.0.from': '09:00',
      'hours.fri.0.to': '17:30',
    });
    const before = await get(buildPath('Disclaimer', {}, 'de'));
    expect(before.body).toContain('Mo–Fr 9–18 Uhr, Sa 10–14 Uhr');
    // The refusal names the field as the form labels it, not by its path (hours.mon.0.to).
    const reversed = await post(path, week(['18:00', '09:00']));
    refused(reversed, 'Montag, Zeitspanne 1: bis');
    expect(reversed.body).not.toContain('(hours.mon.0.to)');
    const malformed = await post(path, week(['9 Uhr', '18:00']));
    refused(malformed, 'Montag, Zeitspanne 1: von');
    const saved = await post(path, week(['08:00', '18:00']));
    accepted(saved);
    const expected = 'Mo 8–18 Uhr, Di–Do 9–18 Uhr, Fr 9–17:30 Uhr';
    expect(saved.body).toContain(expected);
    expect((await get(buildPath('Disclaimer', {}, 'de'))).body).toContain(expected);
    expect((await get(buildPath('Disclaimer', {}, 'en'))).body).toContain(
      'Mon 8 am–6 pm, Tue–Thu 9 am–6 pm, Fri 9 am–5:30 pm',
    );
    const audit = (await get(`${buildPath('AdminAudit', {}, 'de')}?area=schedule`, auditor)).body;
    expect(audit).toContain('schedule.hours');
    expect(audit).toContain('&quot;from&quot;: &quot;08:00&quot;');
  });

  it('saves teasers only with pictures that exist, naming the refused one as the form does', async () => {
    const path = buildPath('AdminTeaser', {}, 'de');
    const teaser = (img: string, hero = 'coast-007') => ({
      count: '1',
      'teaser.0.topic': 'sea',
      'teaser.0.img': img,
      'teaser.0.href': 'Search?distSea=1',
      'teaser.0.title.de': 'Ans Meer',
      'teaser.0.target': '_self',
      'hero.img': hero,
    });
    const home = async () => (await get('/', null)).body;
    // A pool id that is well formed but names no picture would be a broken image on home.
    const unknown = await post(path, teaser('coast-999'));
    refused(unknown, 'Ferienhäuser am Meer: Bild-Kennung (z. B. coast-007 oder up-…)');
    expect(unknown.body).toContain('Dieses Bild gibt es nicht.');
    expect(unknown.body).not.toContain('(teasers.0.img)');
    const noUpload = await post(path, teaser('coast-003', `up-${'a'.repeat(20)}`));
    refused(noUpload, 'Titelbild der Startseite');
    expect(await home()).not.toContain('Ans Meer');
    accepted(await post(path, teaser('coast-003')));
    const saved = await home();
    expect(saved).toContain('Ans Meer');
    expect(saved).toContain('/media/photos/coast-003/');
  });

  it('adds and removes shifts, which the contact widget uses at once', async () => {
    const path = buildPath('AdminScheduleEdit', {}, 'de');
    const [person] = await t.deps.database.db.select().from(officeStaff).limit(1);
    const date = addDays(todayInBerlin(FIXED_NOW), 3);
    const infofull = async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/office/infofull',
        payload: { mandant: TEST_MANDANT, context: person!.contexts[0] },
      });
      return (res.json().data as OfficeInfoFullData).schedule.find((d) => d.date === date);
    };
    expect((await infofull())?.from).not.toBe('05:00');
    const bad = await post(path, {
      intent: 'addShift',
      staffId: String(person!.id),
      date,
      from: '05:00',
      to: '25:00',
    });
    refused(bad, 'to');
    const past = await post(path, {
      intent: 'addShift',
      staffId: String(person!.id),
      date: '2020-01-01',
      from: '05:00',
      to: '06:00',
    });
    refused(past, 'date');
    const added = await post(path, {
      intent: 'addShift',
      staffId: String(person!.id),
      date,
      from: '05:00',
      to: '06:00',
    });
    accepted(added);
    expect((await infofull())?.from).toBe('05:00');
    const overlap = await post(path, {
      intent: 'addShift',
      staffId: String(person!.id),
      date,
      from: '05:30',
      to: '06:30',
    });
    refused(overlap, 'from');
    const page = (await get(path)).body;
    const row = page.split('<tr>').find((r) => r.includes('05:00–06:00'));
    const id = /name="shiftId" value="(\d+)"/.exec(row ?? '')?.[1];
    expect(id).toBeDefined();
    accepted(await post(path, { intent: 'removeShift', shiftId: id! }));
    expect((await infofull())?.from).not.toBe('05:00');
    const audit = (await get(`${buildPath('AdminAudit', {}, 'de')}?area=schedule`, auditor)).body;
    expect(audit).toContain('schedule.shiftAdd');
    expect(audit).toContain('schedule.shiftRemove');
  });

  it('pages the audit log by 50, newest first, and escapes what it shows', async () => {
    for (let i = 0; i < 55; i++) {
      await insertAuditEntry(t.deps.database.db, {
        accountId: null,
        action: 'cms.publish',
        target: `cms:de/test/${i}`,
        before: null,
        after: { html: `<script>alert(${i})</script>` },
      });
    }
    const first = (await get(`${buildPath('AdminAudit', {}, 'de')}?area=cms`, auditor)).body;
    expect(first.match(/data-audit-id=/g)).toHaveLength(50);
    expect(first).toContain('cms:de/test/54');
    expect(first).not.toContain('<script>alert(');
    expect(first).toContain('&lt;script&gt;alert(54)');
    const older = /href="(\?area=cms&amp;before=\d+)"/.exec(first)?.[1]?.replace('&amp;', '&');
    expect(older).toBeDefined();
    const second = (await get(`${buildPath('AdminAudit', {}, 'de')}${older!}`, auditor)).body;
    expect(second.match(/data-audit-id=/g)).toHaveLength(5);
    expect(second).toContain('cms:de/test/0<');
    // A row written under a name since retired shows its code alone.
    await insertAuditEntry(t.deps.database.db, {
      accountId: null,
      action: 'cms.publish',
      target: 'cms:de/test/retired',
      before: null,
      after: null,
    });
    await t.deps.database.db
      .update(auditLog)
      .set({ action: 'cms.archive' })
      .where(eq(auditLog.target, 'cms:de/test/retired'));
    const retired = (await get(`${buildPath('AdminAudit', {}, 'de')}?area=cms`, auditor)).body;
    expect(retired).toMatch(
      /<\/span><code>cms\.archive<\/code><code>cms:de\/test\/retired<\/code>/,
    );
    expect(retired).toContain('<strong>Inhalt veröffentlicht</strong><code>cms.publish</code>');
  });

  it('renders the demo pages: clustering data and the FAQ block', async () => {
    const cluster = await get(buildPath('DemoCluster', {}, 'de'), auditor);
    expect(cluster.statusCode).toBe(200);
    expect(cluster.body).toContain('data-testid="demo-cluster"');
    const faq = await get(buildPath('DemoFaq', {}, 'en'), auditor);
    expect(faq.statusCode).toBe(200);
    expect(faq.body).toContain('data-content-page="DemoFaq"');
    expect(faq.body.match(/<details/g)?.length).toBeGreaterThan(3);
  });
});
