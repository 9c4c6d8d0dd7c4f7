// Logins on the server-rendered pages (production bundle): the header greets a logged-in visitor by
// first name and forgets them at logout; admin pages open only with the admin.access permission
// (the one check of services/accounts), to anyone else they do not exist (404).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath, ROUTES } from '#core/routes';
import { build, type TestApp } from '#tests/helpers/app';
import { Visitor } from '#tests/helpers/visitor';
import { insertLoginAccount } from '#tests/factories/account';

describe('logins on pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({ ssr: true, catalogue: { objects: 3 } });
  });
  afterAll(() => t.close());

  const login = async (permissions: string[] = []) => {
    const account = await insertLoginAccount(t.deps.database, {
      firstName: 'Henrike',
      permissions,
    });
    const visitor = new Visitor(t.app);
    const res = await visitor.post('/api/user/login', {
      user: { email: account.email, password: account.password },
    });
    expect(res.status).toBe(200);
    return visitor;
  };

  it('greets a logged-in visitor by first name in the header, until the logout', async () => {
    const visitor = await login();
    const page = await visitor.get('/impressum/');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Henrike');
    await visitor.post('/api/user/logout');
    expect((await visitor.get('/impressum/')).body).not.toContain('Henrike');
  });

  it('opens each admin page only with its own permission', async () => {
    const admin = ROUTES.find((route) => route.name === 'AdminScheduleEdit')!;
    const path = buildPath(admin.name, {}, 'de');
    expect((await new Visitor(t.app).get(path)).statusCode).toBe(404);
    expect((await (await login(['localeEditor.update'])).get(path)).statusCode).toBe(404);
    expect((await (await login(['admin.access'])).get(path)).statusCode).toBe(404);
    const allowed = await (await login(['admin.schedule'])).get(path);
    expect(allowed.statusCode).toBe(200);
  });
});
