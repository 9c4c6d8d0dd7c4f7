// The locale editor end to end (issue 18, docs/editing.md): every call refused to a visitor
// without a login and to a customer without localeEditor.update (403, as every protected call),
// and the /localeEditor/ page the 404 view for them; an editor's text shows at once on the pages
// of that language only (also a page the page cache had stored), escaped like any text; the
// history keeps every change with its author and a revert brings a version or the default back;
// a key the German texts lack and a text that drops a {{placeholder}} are refused naming the
// field. With PostgreSQL a change made by "another process" (this file's sources; the app is the
// production bundle) shows on the bundle's pages, and the bundle's change reaches the sources.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAuditEntries } from '#db/repositories/backoffice-audit';
import { ensureSearchIndex } from '#services/search';
import { loadTranslations } from '#services/platform';
import { insertLoginAccount } from '#tests/factories/account';
import { build, type TestApp } from '#tests/helpers/app';
import { databaseKinds } from '#tests/helpers/database';
import { Visitor } from '#tests/helpers/visitor';
import {
  closeLocaleOverrides,
  ensureLocaleOverrides,
  storeTranslationChange,
} from '#services/backoffice';

const CALLS: [string, Record<string, unknown>][] = [
  ['/api/localeEditor/texts', { language: 'de', namespace: 'common' }],
  [
    '/api/localeEditor/set',
    { language: 'de', namespace: 'common', key: 'nav.watchList', value: 'X' },
  ],
  [
    '/api/localeEditor/revert',
    { language: 'de', namespace: 'common', key: 'nav.watchList', historyId: null },
  ],
  ['/api/localeEditor/history', { language: 'de', namespace: 'common', key: 'nav.watchList' }],
  ['/api/localeEditor/missing', {}],
];

/** The page's text without scripts and tags. */
const visible = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe.each(databaseKinds())('locale editor (%s)', (kind) => {
  let t: TestApp;
  let ip = 0;
  const visitor = () => new Visitor(t.app, { ip: `10.18.0.${++ip}` });
  let editor: Visitor;
  let customer: Visitor;

  const loginAs = async (email: string, permissions: string[]) => {
    const account = await insertLoginAccount(t.deps.database, { email, permissions });
    const v = visitor();
    const answer = await v.post('/api/user/login', {
      user: { email: account.email, password: account.password },
    });
    expect(answer.status).toBe(200);
    return v;
  };

  beforeAll(async () => {
    t = await build({ kind, ssr: true, catalogue: { objects: 3 } });
    // The page cache stores pages once the search index is built (server/page-cache.ts).
    await ensureSearchIndex(t.deps);
    editor = await loginAs('texte@example.org', ['localeEditor.update']);
    customer = await loginAs('kunde@example.org', []);
  });
  afterAll(async () => {
    if (t) await closeLocaleOverrides(t.deps);
    await t?.close();
  });

  it('refuses every call without a login and without the permission, and hides the page', async () => {
    for (const [url, body] of CALLS) {
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
      expect((await editor.post(url, body)).status, url).toBe(200);
    }
    // The editor's own page: the 404 view for everyone else, in every language.
    for (const path of ['/localeEditor/', '/en/localeEditor/']) {
      expect((await visitor().get(path)).statusCode, path).toBe(404);
      expect((await customer.get(path)).statusCode, path).toBe(404);
    }
    const page = await editor.get('/localeEditor/');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-testid="locale-editor"');
    expect(page.body).toContain('Texte bearbeiten');
    expect(page.body).toMatch(/<meta name="robots" content="[^"]*noindex/);
    expect(page.headers['cache-control']).toContain('no-store');
    // A forged cross-site post with the editor's cookies is refused by the origin check.
    const forged = new Visitor(t.app, { origin: 'https://evil.example', cookies: editor.cookies });
    expect((await forged.post(CALLS[1]![0], CALLS[1]![1])).status).toBe(403);
  });

  it('shows a saved text at once on the pages of its language only, also over a stored page', async () => {
    // Stored by the page cache first (an anonymous visitor's home twice).
    await visitor().get('/');
    const before = await visitor().get('/');
    expect(visible(before.body)).toContain('Merkliste');
    const saved = await editor.post<{
      changed: boolean;
      entry: { value: string; override: string };
    }>('/api/localeEditor/set', {
      language: 'de',
      namespace: 'common',
      key: 'nav.watchList',
      value: 'Meine Favoriten',
    });
    expect(saved.status, JSON.stringify(saved.body.errors)).toBe(200);
    expect(saved.body.data).toMatchObject({ changed: true, entry: { value: 'Meine Favoriten' } });
    const de = await visitor().get('/');
    expect(visible(de.body)).toContain('Meine Favoriten');
    const en = await visitor().get('/en/');
    expect(visible(en.body)).not.toContain('Meine Favoriten');
    expect(visible(en.body)).toContain('Watch list');
    // The served namespace file (lazy texts in the browser) has it too.
    const file = await visitor().get('/locales/de/common.json');
    expect(JSON.parse(file.body).nav.watchList).toBe('Meine Favoriten');
    // The editor's listing shows override, default and the text in force.
    const texts = await editor.post<{
      entries: { key: string; override: string | null; defaultValue: string }[];
    }>('/api/localeEditor/texts', { language: 'de', namespace: 'common' });
    expect(texts.body.data!.entries.find((e) => e.key === 'nav.watchList')).toMatchObject({
      override: 'Meine Favoriten',
      defaultValue: 'Merkliste',
    });
  });

  it('escapes markup in a text on the page', async () => {
    const saved = await editor.post('/api/localeEditor/set', {
      language: 'de',
      namespace: 'common',
      key: 'nav.watchList',
      value: '<img src=x onerror=alert(1)>Merkliste',
    });
    expect(saved.status).toBe(200);
    const page = await visitor().get('/');
    expect(page.body).not.toContain('<img src=x onerror');
    expect(page.body).toContain('&lt;img src=x onerror=alert(1)&gt;Merkliste');
  });

  it('keeps every change with its author and reverts to a version or the default', async () => {
    const key = { language: 'de', namespace: 'common', key: 'nav.watchList' };
    const history = await editor.post<{
      history: {
        id: number;
        newValue: string | null;
        oldValue: string | null;
        author: string | null;
      }[];
    }>('/api/localeEditor/history', key);
    const entries = history.body.data!.history;
    // Newest first; the first test's save and revert ('X', then the default) before these.
    expect(entries.map((e) => e.newValue).slice(0, 2)).toEqual([
      '<img src=x onerror=alert(1)>Merkliste',
      'Meine Favoriten',
    ]);
    expect(entries[1]).toMatchObject({ oldValue: null, author: 'texte@example.org' });
    // Back to "Meine Favoriten" (a version), then to the default.
    const back = await editor.post('/api/localeEditor/revert', {
      ...key,
      historyId: entries[1]!.id,
    });
    expect(back.status).toBe(200);
    expect(visible((await visitor().get('/')).body)).toContain('Meine Favoriten');
    const reset = await editor.post('/api/localeEditor/revert', { ...key, historyId: null });
    expect(reset.status).toBe(200);
    const page = visible((await visitor().get('/')).body);
    expect(page).not.toContain('Meine Favoriten');
    expect(page).toContain('Merkliste');
    const after = await editor.post<{ history: { newValue: string | null }[] }>(
      '/api/localeEditor/history',
      key,
    );
    expect(after.body.data!.history.map((e) => e.newValue).slice(0, 2)).toEqual([
      null,
      'Meine Favoriten',
    ]);
    // The office's audit log has each change with its account, the override before and after.
    const audit = await listAuditEntries(t.deps.database.db, {
      limit: 3,
      targetPrefix: 'texts:de:common:nav.watchList',
    });
    expect(audit.map((e) => [e.action, e.before, e.after])).toEqual([
      ['texts.revert', { override: 'Meine Favoriten' }, { override: null }],
      [
        'texts.revert',
        { override: '<img src=x onerror=alert(1)>Merkliste' },
        { override: 'Meine Favoriten' },
      ],
      [
        'texts.update',
        { override: 'Meine Favoriten' },
        { override: '<img src=x onerror=alert(1)>Merkliste' },
      ],
    ]);
    expect(audit.every((e) => e.accountId !== null)).toBe(true);
    // Another key's history entry is no version of this one.
    const other = await editor.post('/api/localeEditor/revert', {
      ...key,
      key: 'nav.search',
      historyId: entries[1]!.id,
    });
    expect(other.status).toBe(400);
    expect(other.body.errors[0]?.data).toMatchObject({ field: 'historyId' });
  });

  it('refuses an unknown key, a lost placeholder and an overlong text, naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ language: 'de', namespace: 'common', key: 'nav.doesNotExist', value: 'x' }, 'key'],
      [{ language: 'en', namespace: 'common', key: 'nav.greeting', value: 'Hello there' }, 'value'],
      [
        { language: 'de', namespace: 'common', key: 'nav.watchList', value: 'x'.repeat(5001) },
        'value',
      ],
      [{ language: 'xx', namespace: 'common', key: 'nav.watchList', value: 'x' }, 'language'],
      [{ language: 'de', namespace: 'nope', key: 'nav.watchList', value: 'x' }, 'namespace'],
    ];
    for (const [body, field] of cases) {
      const answer = await editor.post('/api/localeEditor/set', body);
      expect(answer.status, field).toBe(400);
      expect(answer.body.errors[0]?.data, JSON.stringify(body).slice(0, 80)).toMatchObject({
        field,
      });
    }
    // Keeping the placeholder is fine, in another order of words too.
    const kept = await editor.post('/api/localeEditor/set', {
      language: 'en',
      namespace: 'common',
      key: 'nav.greeting',
      value: '{{name}}, welcome',
    });
    expect(kept.status).toBe(200);
    await editor.post('/api/localeEditor/revert', {
      language: 'en',
      namespace: 'common',
      key: 'nav.greeting',
      historyId: null,
    });
  });

  it('lists missing translations per namespace and language, overrides counted', async () => {
    const missing = await editor.post<{
      missing: { namespace: string; language: string; keys: string[]; overrides: number }[];
    }>('/api/localeEditor/missing', { namespace: 'common' });
    expect(missing.status).toBe(200);
    const rows = missing.body.data!.missing;
    expect(rows.map((r) => r.language)).toEqual(['en', 'fr', 'it']);
    const fr = rows.find((r) => r.language === 'fr')!;
    expect(fr.keys).not.toContain('nav.watchList');
    // An empty override makes a key missing; the count of overrides follows.
    await editor.post('/api/localeEditor/set', {
      language: 'fr',
      namespace: 'common',
      key: 'nav.search',
      value: '',
    });
    const after = await editor.post<{
      missing: { language: string; keys: string[]; overrides: number }[];
    }>('/api/localeEditor/missing', { namespace: 'common' });
    const frAfter = after.body.data!.missing.find((r) => r.language === 'fr')!;
    expect(frAfter.keys).toContain('nav.search');
    expect(frAfter.overrides).toBe(fr.overrides + 1);
    await editor.post('/api/localeEditor/revert', {
      language: 'fr',
      namespace: 'common',
      key: 'nav.search',
      historyId: null,
    });
  });

  it.runIf(kind === 'postgres')('hears a change made by another process, both ways', async () => {
    // "Another process": this file's sources, with their own module state, on the same database.
    await storeTranslationChange(t.deps, {
      language: 'it',
      namespace: 'common',
      key: 'nav.watchList',
      value: 'I miei preferiti',
      accountId: null,
    });
    let seen = false;
    for (let i = 0; i < 50 && !seen; i++) {
      seen = visible((await visitor().get('/it/')).body).includes('I miei preferiti');
      if (!seen) await new Promise((r) => setTimeout(r, 50));
    }
    expect(seen).toBe(true);
    // The bundle's change reaches the sources' translator.
    await ensureLocaleOverrides(t.deps);
    const saved = await editor.post('/api/localeEditor/set', {
      language: 'it',
      namespace: 'common',
      key: 'nav.search',
      value: 'Cerca ora',
    });
    expect(saved.status).toBe(200);
    let heard = false;
    for (let i = 0; i < 50 && !heard; i++) {
      await ensureLocaleOverrides(t.deps);
      const it = (await loadTranslations('it', ['common'])).common as { nav: { search: string } };
      heard = it.nav.search === 'Cerca ora';
      if (!heard) await new Promise((r) => setTimeout(r, 50));
    }
    expect(heard).toBe(true);
  });
});
