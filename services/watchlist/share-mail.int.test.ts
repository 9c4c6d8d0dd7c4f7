// The share mail on the template system, end to end: sent by POST
// /api/user/watchedobjects/sendcustomer in the language asked for, with the contact of the
// sender's partner, delivered over SMTP to the capture, and its one link followed to the shared,
// read-only list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { href } from '#core/routes';
import { objectNumbers } from '#tests/factories/object';
import { build, TEST_MANDANT, type TestApp } from '#tests/helpers/app';
import { databaseKinds } from '#tests/helpers/database';
import { linksIn, startMailCapture, type MailCapture } from '#tests/helpers/mail';

const SITE = 'https://feriora.test';
/** A demo partner (demo/catalogue/static-data.ts buildPartners: 5001 + i). */
const PARTNER = 5001;
const UID = 'cafe0000-0000-4000-8000-000000000001';

describe.each(databaseKinds())('watch-list share mail over SMTP (%s)', (kind) => {
  let capture: MailCapture;
  let t: TestApp;
  beforeAll(async () => {
    capture = await startMailCapture();
    t = await build({
      kind,
      ssr: true,
      catalogue: { objects: 5 },
      env: { SMTP_URL: capture.url, SITE_URL: SITE, BRAND_NAME: 'Urlaubsglück' },
    });
  });
  afterAll(async () => {
    await t?.close();
    await capture?.close();
  });

  const post = (url: string, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: { mandant: TEST_MANDANT, ...payload },
      cookies: { uid: UID },
    });

  it('sends the list in English with the partner contact; its one link opens the shared list', async () => {
    const [objectNumber] = await objectNumbers(t.deps.database, { active: true });
    expect(
      (await post('/api/user/watchedobjects/set', { objectNumber, action: 'add' })).statusCode,
    ).toBe(200);
    const shareUid = (await post('/api/user/watchedobjects/get', {})).json().data
      .watchListUID as string;

    capture.clear();
    const sent = await post(`/api/user/watchedobjects/sendcustomer?partner=${PARTNER}`, {
      languageCode: 'en',
      inputs: { email: 'friend@example.org', name: 'Anna' },
    });
    expect(sent.statusCode).toBe(200);
    const [mail] = await capture.waitForMessages(1);
    expect(mail!.to).toEqual(['friend@example.org']);
    expect(mail!.subject).toBe('Holiday homes on Urlaubsglück: a watch list for you');
    expect(mail!.text).toContain('Anna saved holiday properties on Urlaubsglück');
    expect(mail!.text).toContain('1 property on the watch list:');
    expect(mail!.text).toMatch(
      /Your contact .+ is happy to help: phone \+49 [\d ]+, e-mail info@.+\.example/,
    );
    expect(mail!.headers['reply-to']).toMatch(/info@.+\.example/);

    const shareLink = `${SITE}${href('WatchList', {}, 'en')}?watchListUID=${shareUid}`;
    expect(linksIn(mail!)).toEqual([shareLink]);
    const link = new URL(shareLink);
    // A stranger (no cookies) follows it: the shared list, read-only, with the object on it.
    const page = await t.app.inject({ url: link.pathname + link.search });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('lang="en"');
    const shared = await t.app.inject({
      method: 'POST',
      url: '/api/user/watchedobjects/get',
      payload: { mandant: TEST_MANDANT, watchListUID: link.searchParams.get('watchListUID') },
    });
    expect(shared.statusCode).toBe(200);
    const data = shared.json().data as { readOnly: boolean; objects: { objectNumber: number }[] };
    expect(data.readOnly).toBe(true);
    expect(data.objects.map((o) => o.objectNumber)).toEqual([objectNumber]);
  });
});
