// CMS containers end to end (issue 18, docs/editing.md "CMS containers"), on PGlite and, with
// TEST_DATABASE_URL, PostgreSQL: visitors get only published content (no draft, no preview: 403),
// set and locktoggle are refused to visitors and customers without admin.cms, and the playground
// is the 404 view for them; drafts, preview, publish (the page shows it at once, also over a page
// the page cache had stored), unpublish and revert; two editors contend for the lock (409 naming
// the holder and until when) and a lock expires on the fixed clock; stored content is sanitised
// (script, javascript: links, event handlers never come out); bad input answers 400 naming the
// field; every change has its audit entry.
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath } from '#core/routes';
import { auditLog } from '#db/schema';
import { closeLocaleOverrides } from '#services/backoffice';
import { ensureSearchIndex } from '#services/search';
import { insertLoginAccount } from '#tests/factories/account';
import { build, type TestApp } from '#tests/helpers/app';
import { FIXED_NOW } from '#tests/helpers/clock';
import { databaseKinds } from '#tests/helpers/database';
import { Visitor } from '#tests/helpers/visitor';

interface Answer {
  contentID: number | null;
  contentStatus: string | null;
  containerContent: string | null;
  html: string | null;
  publishedAt: string | null;
  changed?: boolean;
  editor?: {
    draft: string | null;
    published: string | null;
    changed: boolean;
    lock: { holder: { name: string; email: string | null }; until: string; mine: boolean } | null;
    versions: { id: number; action: string; excerpt: string; author: { name: string } | null }[];
  };
}

const doc = (...paragraphs: string[]) =>
  JSON.stringify({
    type: 'doc',
    content: paragraphs.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })),
  });

const ABOUT = { language: 'de', page: 'About', containerKey: 'intro' } as const;

describe.each(databaseKinds())('CMS containers (%s)', (kind) => {
  let t: TestApp;
  let ip = 0;
  let clockMs = FIXED_NOW.getTime();
  const visitor = () => new Visitor(t.app, { ip: `10.19.0.${++ip}` });
  let anna: Visitor;
  let bert: Visitor;
  let customer: Visitor;

  const loginAs = async (
    email: string,
    names: { firstName: string; lastName: string },
    permissions: string[],
  ) => {
    const account = await insertLoginAccount(t.deps.database, { email, permissions, ...names });
    const v = visitor();
    const answer = await v.post('/api/user/login', {
      user: { email: account.email, password: account.password },
    });
    expect(answer.status).toBe(200);
    return v;
  };

  beforeAll(async () => {
    t = await build({ kind, ssr: true, catalogue: { objects: 3 } });
    t.deps.clock = () => new Date(clockMs);
    // The page cache stores pages once the search index is built (server/page-cache.ts).
    await ensureSearchIndex(t.deps);
    anna = await loginAs(
      'anna.redaktion@example.org',
      { firstName: 'Anna', lastName: 'Redakteurin' },
      ['admin.cms'],
    );
    bert = await loginAs(
      'bert.redaktion@example.org',
      { firstName: 'Bert', lastName: 'Redakteur' },
      ['admin.cms'],
    );
    customer = await loginAs('kunde.cms@example.org', { firstName: 'Kai', lastName: 'Kunde' }, [
      'localeEditor.update',
    ]);
  });
  afterAll(async () => {
    if (t) await closeLocaleOverrides(t.deps);
    await t?.close();
  });

  it('refuses writing, locking and preview without admin.cms, and hides the playground', async () => {
    const calls: [string, Record<string, unknown>][] = [
      ['/api/cms/content/get', { ...ABOUT, previewDraft: true }],
      ['/api/cms/content/set', { ...ABOUT, contentAction: 'save', containerContent: doc('x') }],
      ['/api/cms/content/locktoggle', { ...ABOUT, toggleState: true }],
    ];
    for (const [url, body] of calls) {
      const anonymous = await visitor().post(url, body);
      expect(anonymous.status, url).toBe(403);
      expect(anonymous.body.errors[0], url).toMatchObject({
        text: 'errors.accounts.loginRequired',
      });
      const refused = await customer.post(url, body);
      expect(refused.status, url).toBe(403);
      expect(refused.body.errors[0], url).toMatchObject({
        text: 'errors.accounts.permissionMissing',
      });
    }
    // Without previewDraft everyone may read: nothing is published yet.
    const open = await visitor().post<Answer>('/api/cms/content/get', ABOUT);
    expect(open.status).toBe(200);
    expect(open.body.data).toMatchObject({ contentID: null, html: null, contentStatus: null });
    expect(open.body.data).not.toHaveProperty('editor');
    for (const path of ['/admin/cmsplayground/', '/en/admin/cmsplayground/']) {
      expect((await visitor().get(path)).statusCode, path).toBe(404);
      expect((await customer.get(path)).statusCode, path).toBe(404);
    }
    const page = await anna.get('/admin/cmsplayground/?language=de&page=About&containerKey=intro');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-testid="cms-playground"');
    expect(page.headers['cache-control']).toContain('no-store');
    // The editor's code is a lazy chunk: the playground's HTML does not carry it.
    expect(page.body).not.toMatch(/prosemirror|tiptap/i);
  });

  it('keeps a draft for editors only, publishes it onto the page and withdraws it', async () => {
    const path = buildPath('About', {}, 'de');
    // Stored by the page cache first (an anonymous visitor's page twice).
    await visitor().get(path);
    expect((await visitor().get(path)).body).not.toContain('data-cms-container');

    const locked = await anna.post<Answer>('/api/cms/content/locktoggle', {
      ...ABOUT,
      toggleState: true,
    });
    expect(locked.status, JSON.stringify(locked.body.errors)).toBe(200);
    expect(locked.body.data!.editor!.lock).toMatchObject({
      mine: true,
      holder: { name: 'Anna Redakteurin', email: 'anna.redaktion@example.org' },
    });
    const contentID = locked.body.data!.contentID;
    expect(contentID).toBeGreaterThan(0);

    const saved = await anna.post<Answer>('/api/cms/content/set', {
      ...ABOUT,
      contentID,
      contentAction: 'save',
      contentStatus: 'draft',
      containerContent: doc('Willkommen im Entwurf'),
    });
    expect(saved.status, JSON.stringify(saved.body.errors)).toBe(200);
    expect(saved.body.data).toMatchObject({ contentStatus: 'draft', changed: true });
    expect(saved.body.data!.html).toBe('<p>Willkommen im Entwurf</p>');
    // The same draft again changes nothing.
    const again = await anna.post<Answer>('/api/cms/content/set', {
      ...ABOUT,
      contentAction: 'save',
      containerContent: doc('Willkommen im Entwurf'),
    });
    expect(again.body.data!.changed).toBe(false);

    // Visitors see nothing of the draft; editors preview it.
    const open = await visitor().post<Answer>('/api/cms/content/get', ABOUT);
    expect(open.body.data).toMatchObject({ contentID: null, html: null });
    const preview = await bert.post<Answer>('/api/cms/content/get', {
      ...ABOUT,
      previewDraft: true,
    });
    expect(preview.body.data).toMatchObject({
      contentID,
      contentStatus: 'draft',
      html: '<p>Willkommen im Entwurf</p>',
    });
    expect(preview.body.data!.editor!.lock).toMatchObject({ mine: false });
    expect((await visitor().get(path)).body).not.toContain('Willkommen im Entwurf');

    const published = await anna.post<Answer>('/api/cms/content/set', {
      ...ABOUT,
      contentID,
      contentAction: 'publish',
      containerContent: doc('Willkommen bei uns'),
    });
    expect(published.status, JSON.stringify(published.body.errors)).toBe(200);
    expect(published.body.data).toMatchObject({ contentStatus: 'published' });
    const visible = await visitor().post<Answer>('/api/cms/content/get', ABOUT);
    expect(visible.body.data).toMatchObject({
      contentID,
      contentStatus: 'published',
      html: '<p>Willkommen bei uns</p>',
      publishedAt: new Date(clockMs).toISOString(),
    });
    // The page shows it at once, over the stored copy, above the body; not in English.
    const page = await visitor().get(path);
    expect(page.body).toMatch(/data-cms-container="intro"[^>]*><p>Willkommen bei uns<\/p>/);
    expect((await visitor().get(buildPath('About', {}, 'en'))).body).not.toContain(
      'Willkommen bei uns',
    );
    // Editors get the playground link on the page.
    expect((await anna.get(path)).body).toContain('data-testid="cms-edit-link"');
    expect(page.body).not.toContain('cms-edit-link');

    // A changed draft does not reach visitors before it is published.
    await anna.post('/api/cms/content/set', {
      ...ABOUT,
      contentAction: 'save',
      containerContent: doc('Noch nicht fertig'),
    });
    const still = await visitor().post<Answer>('/api/cms/content/get', ABOUT);
    expect(still.body.data!.html).toBe('<p>Willkommen bei uns</p>');
    const editorView = await anna.post<Answer>('/api/cms/content/get', {
      ...ABOUT,
      previewDraft: true,
    });
    expect(editorView.body.data!.editor!.changed).toBe(true);

    const withdrawn = await anna.post<Answer>('/api/cms/content/set', {
      ...ABOUT,
      contentAction: 'unpublish',
      contentStatus: 'unpublished',
    });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.data).toMatchObject({ contentStatus: 'unpublished' });
    expect(
      (await visitor().post<Answer>('/api/cms/content/get', ABOUT)).body.data!.html,
    ).toBeNull();
    expect((await visitor().get(path)).body).not.toContain('Willkommen bei uns');
    // Withdrawing what is not published is refused naming the action.
    const twice = await anna.post('/api/cms/content/set', { ...ABOUT, contentAction: 'unpublish' });
    expect(twice.status).toBe(400);
    expect(twice.body.errors[0]!.data).toMatchObject({ field: 'contentAction' });

    // Every change is in the audit log, with the container as its target.
    const entries = await t.deps.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.target, 'cms:de/About/intro'));
    expect(entries.map((e) => e.action)).toEqual(
      expect.arrayContaining(['cms.lock', 'cms.save', 'cms.publish', 'cms.unpublish']),
    );
  });

  it('lists the versions and reverts the draft to one of them', async () => {
    const view = await anna.post<Answer>('/api/cms/content/get', { ...ABOUT, previewDraft: true });
    const versions = view.body.data!.editor!.versions;
    expect(versions.map((v) => v.action)).toEqual(['unpublish', 'save', 'publish', 'save']);
    expect(versions[0]!.author).toMatchObject({ name: 'Anna Redakteurin' });
    const first = versions.at(-1)!;
    expect(first.excerpt).toBe('Willkommen im Entwurf');
    const reverted = await anna.post<Answer>('/api/cms/content/set', {
      ...ABOUT,
      contentAction: 'revert',
      versionID: first.id,
    });
    expect(reverted.status, JSON.stringify(reverted.body.errors)).toBe(200);
    expect(reverted.body.data).toMatchObject({
      contentStatus: 'draft',
      html: '<p>Willkommen im Entwurf</p>',
    });
    expect(reverted.body.data!.editor!.versions[0]).toMatchObject({ action: 'revert' });
    // A version of another container is no version of this one.
    const other = await anna.post<Answer>('/api/cms/content/set', {
      language: 'en',
      page: 'About',
      containerKey: 'intro',
      contentAction: 'save',
      containerContent: doc('Hello'),
    });
    const foreign = other.body.data!.editor!.versions[0]!.id;
    const refused = await anna.post('/api/cms/content/set', {
      ...ABOUT,
      contentAction: 'revert',
      versionID: foreign,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0]!.data).toMatchObject({ field: 'versionID' });
  });

  it('keeps a second editor out while the lock holds, and lets it expire', async () => {
    const FAQ = { language: 'de', page: 'Faq', containerKey: 'intro' };
    const taken = await anna.post<Answer>('/api/cms/content/locktoggle', {
      ...FAQ,
      toggleState: true,
    });
    expect(taken.status).toBe(200);
    const contentID = taken.body.data!.contentID;
    const until = new Date(clockMs + 15 * 60_000).toISOString();
    expect(taken.body.data!.editor!.lock).toMatchObject({ mine: true, until });

    // The SPEC's shape: contentID, language, page, toggleState.
    const second = await bert.post('/api/cms/content/locktoggle', {
      contentID,
      language: 'de',
      page: 'Faq',
      toggleState: true,
    });
    expect(second.status).toBe(409);
    expect(second.body.errors[0]).toMatchObject({
      text: 'errors.cms.locked',
      type: 'conflict',
      data: {
        field: 'contentID',
        lockedBy: 'Anna Redakteurin',
        lockedByEmail: 'anna.redaktion@example.org',
        lockedUntil: until,
      },
    });
    const write = await bert.post('/api/cms/content/set', {
      ...FAQ,
      contentAction: 'save',
      containerContent: doc('Bert war hier'),
    });
    expect(write.status).toBe(409);
    // Bert cannot release Anna's lock either.
    expect(
      (await bert.post('/api/cms/content/locktoggle', { ...FAQ, contentID, toggleState: false }))
        .status,
    ).toBe(409);
    // Anna saves (and so renews her lock); Bert sees who holds it.
    clockMs += 10 * 60_000;
    const saved = await anna.post<Answer>('/api/cms/content/set', {
      ...FAQ,
      contentAction: 'save',
      containerContent: doc('Annas Text'),
    });
    expect(saved.body.data!.editor!.lock!.until).toBe(
      new Date(clockMs + 15 * 60_000).toISOString(),
    );
    clockMs += 10 * 60_000;
    expect(
      (
        await bert.post('/api/cms/content/set', {
          ...FAQ,
          contentAction: 'save',
          containerContent: doc('Bert war hier'),
        })
      ).status,
    ).toBe(409);
    // 16 minutes without a save: the lock has expired, and Bert's save takes it.
    clockMs += 6 * 60_000;
    const late = await bert.post<Answer>('/api/cms/content/set', {
      ...FAQ,
      contentAction: 'save',
      containerContent: doc('Bert war hier'),
    });
    expect(late.status, JSON.stringify(late.body.errors)).toBe(200);
    expect(late.body.data!.editor!.lock).toMatchObject({
      mine: true,
      holder: { name: 'Bert Redakteur' },
    });
    // Now Anna is the one kept out; after Bert releases the lock she takes it again.
    expect(
      (await anna.post('/api/cms/content/locktoggle', { ...FAQ, toggleState: true })).status,
    ).toBe(409);
    const released = await bert.post<Answer>('/api/cms/content/locktoggle', {
      contentID,
      language: 'de',
      page: 'Faq',
      toggleState: false,
    });
    expect(released.status).toBe(200);
    expect(released.body.data!.editor!.lock).toBeNull();
    expect(
      (await anna.post('/api/cms/content/locktoggle', { ...FAQ, toggleState: true })).status,
    ).toBe(200);
    // Two saves at once by two editors: one wins the lock, the other is refused.
    const CHRISTMAS = { language: 'de', page: 'Christmas', containerKey: 'intro' };
    const both = await Promise.all(
      [anna, bert].map((editor, i) =>
        editor.post('/api/cms/content/set', {
          ...CHRISTMAS,
          contentAction: 'save',
          containerContent: doc(`Fassung ${i}`),
        }),
      ),
    );
    expect(both.map((a) => a.status).sort()).toEqual([200, 409]);
  });

  it('stores only what a container may hold and never renders script', async () => {
    const TIPS = { language: 'de', page: 'Tips', containerKey: 'intro' };
    const hostile = {
      type: 'doc',
      content: [
        {
          type: 'heading',
          attrs: { level: 1, onclick: 'alert(1)' },
          content: [{ type: 'text', text: 'Titel' }],
        },
        {
          type: 'paragraph',
          attrs: { style: 'background:url(javascript:alert(1))' },
          content: [
            { type: 'text', text: '<script>alert(1)</script>' },
            {
              type: 'text',
              text: 'klick',
              marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)', onclick: 'x' } }],
            },
            {
              type: 'text',
              text: 'tab',
              marks: [{ type: 'link', attrs: { href: 'java\tscript:alert(1)' } }],
            },
            { type: 'image', attrs: { src: 'x', onerror: 'alert(1)' } },
            {
              type: 'text',
              text: 'gut',
              marks: [
                {
                  type: 'link',
                  attrs: { href: 'https://example.org/', target: '_self', rel: 'opener' },
                },
                { type: 'bold', attrs: { class: 'x' } },
                { type: 'textStyle', attrs: { color: 'red' } },
              ],
            },
          ],
        },
        { type: 'script', content: [{ type: 'text', text: 'alert(2)' }] },
        { type: 'codeBlock', content: [{ type: 'text', text: 'code' }] },
        { type: 'iframe', attrs: { src: 'https://evil.example/' } },
      ],
    };
    const saved = await anna.post<Answer>('/api/cms/content/set', {
      ...TIPS,
      contentAction: 'publish',
      containerContent: JSON.stringify(hostile),
    });
    expect(saved.status, JSON.stringify(saved.body.errors)).toBe(200);
    const stored = saved.body.data!.editor!.draft!;
    for (const bad of [
      'javascript',
      'onerror',
      'onclick',
      'image',
      'iframe',
      'textStyle',
      'style',
      'script"',
    ]) {
      expect(stored, bad).not.toContain(bad);
    }
    const html = (await visitor().post<Answer>('/api/cms/content/get', TIPS)).body.data!.html!;
    expect(html).toBe(
      '<h2>Titel</h2><p>&lt;script&gt;alert(1)&lt;/script&gt;klicktab' +
        '<a target="_blank" rel="noopener noreferrer nofollow" href="https://example.org/"><strong>gut</strong></a></p>' +
        '<p>alert(2)</p><p>code</p>',
    );
    const page = await visitor().get(buildPath('Tips', {}, 'de'));
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.body).not.toContain('<script>alert(1)');
    expect(page.body).not.toContain('javascript:alert');
    expect(page.body).not.toContain('onerror=');
  });

  it('shows the home page container once it is published', async () => {
    const HOME = { language: 'en', page: 'Home', containerKey: 'intro' };
    expect((await visitor().get('/en/')).body).not.toContain('data-cms-container');
    const published = await anna.post('/api/cms/content/set', {
      ...HOME,
      contentAction: 'publish',
      containerContent: doc('Holiday homes, chosen with care'),
    });
    expect(published.status).toBe(200);
    const home = await visitor().get('/en/');
    expect(home.body).toMatch(
      /data-cms-container="intro"[^>]*><p>Holiday homes, chosen with care<\/p>/,
    );
    expect((await visitor().get('/')).body).not.toContain('Holiday homes, chosen with care');
  });

  it('answers 400 naming the field for bad input', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...ABOUT, contentAction: 'save', containerContent: '{not json' }, 'containerContent'],
      [
        { ...ABOUT, contentAction: 'save', containerContent: '{"type":"paragraph"}' },
        'containerContent',
      ],
      [
        { ...ABOUT, contentAction: 'save', containerContent: doc('x'.repeat(210 * 1024)) },
        'containerContent',
      ],
      [{ ...ABOUT, contentAction: 'save' }, 'containerContent'],
      [{ ...ABOUT, contentAction: 'revert' }, 'versionID'],
      [{ ...ABOUT, contentAction: 'publish', contentStatus: 'draft' }, 'contentStatus'],
      [{ ...ABOUT, contentAction: 'delete' }, 'contentAction'],
      [{ ...ABOUT, language: 'xx', contentAction: 'save', containerContent: doc('x') }, 'language'],
      [{ ...ABOUT, page: '../etc', contentAction: 'save', containerContent: doc('x') }, 'page'],
      [
        { ...ABOUT, contentID: 999999, contentAction: 'save', containerContent: doc('x') },
        'contentID',
      ],
    ];
    for (const [body, field] of cases) {
      const answer = await anna.post('/api/cms/content/set', body);
      expect(answer.status, field).toBe(400);
      expect(
        answer.body.errors.map((e) => (e.data as { field: string }).field),
        field,
      ).toContain(field);
    }
    const lock = await anna.post('/api/cms/content/locktoggle', {
      language: 'de',
      page: 'About',
      toggleState: true,
    });
    expect(lock.status).toBe(400);
    expect(lock.body.errors[0]!.data).toMatchObject({ field: 'contentID' });
    const get = await visitor().post('/api/cms/content/get', { language: 'de', page: 'About' });
    expect(get.status).toBe(400);
    expect(get.body.errors[0]!.data).toMatchObject({ field: 'containerKey' });
    // Nothing of the refused calls reached the audit log as a change of theirs.
    const audit = await t.deps.database.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(like(auditLog.target, 'cms:xx/%'));
    expect(audit).toHaveLength(0);
  });
});
