// SEO URLs of locations and objects, resolved by the server lookup (services/whoami.ts) through
// GET /api/whoami and through page rendering.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deactivateObjects, firstActiveObjectNumber, objectNumbers } from '#tests/factories/object';
import { build, TEST_MANDANT, type TestApp } from '#tests/helpers/app';
import { databaseKinds } from '#tests/helpers/database';

describe.each(databaseKinds())('SEO URLs (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({ kind, ssr: true, catalogue: { objects: 60 } });
  });
  afterAll(() => t.close());

  const whoami = async (routepath: string) =>
    (
      await t.app.inject({
        url: `/api/whoami?mandant=${TEST_MANDANT}&routepath=${encodeURIComponent(routepath)}`,
      })
    ).json();

  it('resolves country, region and place paths in every language', async () => {
    const de = await whoami('/ferienhaus-kroatien/istrien/');
    expect(de.status).toBe(200);
    expect(de.data).toMatchObject({ compname: 'Search', location: null });
    expect(de.data.datas.location.country).toBe('hr');
    expect(typeof de.data.datas.location.region).toBe('number');
    const en = await whoami('/en/holiday-home-croatia/');
    expect(en.data).toMatchObject({ compname: 'Search', datas: { location: { country: 'hr' } } });
    expect((await whoami('/ferienhaus-atlantis/')).data.compname).toBe('Error404');
    expect((await whoami('/en/ferienhaus-kroatien/')).data.compname).toBe('Error404');
  });

  it('validates its input', async () => {
    const res = await t.app.inject({ url: `/api/whoami?mandant=${TEST_MANDANT}&routepath=nope` });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].data.field).toBe('routepath');
  });

  it('renders a location page with hreflang links to its translations', async () => {
    const res = await t.app.inject({ url: '/ferienhaus-kroatien/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('data-view="Search"');
    expect(res.body).toContain('Ferienhäuser und Ferienwohnungen in Kroatien');
    expect(res.body).toContain(
      'hrefLang="en" href="http://localhost:3000/en/holiday-home-croatia/"',
    );
    expect(res.body).toContain(
      'hrefLang="fr" href="http://localhost:3000/fr/location-vacances-croatie/"',
    );
  });

  it('redirects an object path with outdated location slugs to its canonical path', async () => {
    const number = await firstActiveObjectNumber(t.deps.database);
    const wrong = await whoami(`/ferienhaus-kroatien/istrien/gibtsnicht/${number}/`);
    expect(wrong.data.compname).toBe('Object');
    expect(wrong.data.location).toMatch(
      new RegExp(`^/ferienhaus-[a-z-]+/[a-z0-9-]+/[a-z0-9-]+/${number}/$`),
    );
    const page = await t.app.inject({ url: `/ferienhaus-kroatien/istrien/gibtsnicht/${number}/` });
    expect(page.statusCode).toBe(301);
    expect(page.headers.location).toBe(wrong.data.location);
    const canonical = await t.app.inject({ url: wrong.data.location });
    expect(canonical.statusCode).toBe(200);
    expect(canonical.body).toContain('data-view="ObjectPage"');
  });

  it('answers 410 for an inactive object and 404 for an unknown one', async () => {
    const [object] = await objectNumbers(t.deps.database, { offset: 5, limit: 1 });
    await deactivateObjects(t.deps.database, [object!]);
    const gone = await t.app.inject({
      url: `/ferienhaus-kroatien/istrien/porec/${object!}/`,
    });
    expect(gone.statusCode).toBe(410);
    expect(gone.body).toContain('data-view="Error410"');
    const unknown = await t.app.inject({ url: '/ferienhaus-kroatien/istrien/porec/9999999/' });
    expect(unknown.statusCode).toBe(404);
  });
});
