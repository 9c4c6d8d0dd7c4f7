// Watch list, last seen and objectInternal API (SPEC.md §7) through app.inject on a seeded demo
// catalogue, on both database kinds, with the fixed clock: add/delete/re-add and the deleteDate
// semantics, the badge count, privacy of another visitor's list, sharing by watchListUID and by
// e-mail (delivered over SMTP to a capture server), last-seen order and cap, objectInternal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns as campaignsTable } from '#db/schema';
import { objectNumbers } from '#tests/factories/object';
import { build, TEST_MANDANT, type TestApp } from '#tests/helpers/app';
import { FIXED_NOW } from '#tests/helpers/clock';
import { databaseKinds } from '#tests/helpers/database';
import { linksIn, startMailCapture, type MailCapture } from '#tests/helpers/mail';

const A = 'aaaaaaaa-1111-4111-8111-aaaaaaaaaaaa';
const B = 'bbbbbbbb-2222-4222-8222-bbbbbbbbbbbb';

describe.each(databaseKinds())('watch-list API (%s)', (kind) => {
  let t: TestApp;
  let capture: MailCapture;
  let numbers: number[];
  let clockMs = FIXED_NOW.getTime();

  beforeAll(async () => {
    capture = await startMailCapture();
    t = await build({
      kind,
      catalogue: { objects: 30 },
      env: { SMTP_URL: capture.url, SITE_URL: 'https://feriora.test' },
    });
    // A clock that the tests move forward (last-seen order); starts at the fixed test instant.
    t.deps.clock = () => new Date(clockMs);
    numbers = await objectNumbers(t.deps.database, { active: true });
  });
  afterAll(async () => {
    await t.close();
    await capture.close();
  });

  const post = async (url: string, body: Record<string, unknown>, uid: string | null = A) => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      payload: { mandant: TEST_MANDANT, ...body },
      cookies: uid ? { uid } : {},
    });
    return { res, body: res.json() };
  };
  const set = (body: Record<string, unknown>, uid: string | null = A) =>
    post('/api/user/watchedobjects/set', body, uid);
  const get = (body: Record<string, unknown> = {}, uid: string | null = A) =>
    post('/api/user/watchedobjects/get', body, uid);
  const fieldsOf = (body: { errors: { data: { field?: string } | null }[] }) =>
    body.errors.map((e) => e.data?.field);

  it('adds with the snapshot and deleteDate null, and counts it', async () => {
    const n = numbers[0]!;
    const { res, body } = await set({
      objectNumber: n,
      action: 'add',
      price: 84_000,
      priceOriginal: 99_000,
      pricePercentReduction: 15,
      currency: 'EUR',
      startDate: '2027-01-09',
      endDate: '2027-01-16',
      persons: 4,
      childs: 1,
      pets: 1,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(body.data).toMatchObject({ objectNumber: n, watched: true, count: 1 });
    expect(body.data.entry).toEqual({
      objectNumber: n,
      price: 84_000,
      priceOriginal: 99_000,
      pricePercentReduction: 15,
      currency: 'EUR',
      startDate: '2027-01-09',
      endDate: '2027-01-16',
      persons: 4,
      childs: 1,
      pets: 1,
      addDate: FIXED_NOW.toISOString(),
      deleteDate: null,
    });
    const list = await get();
    expect(list.body.data).toMatchObject({ readOnly: false, count: 1 });
    expect(list.body.data.objects.map((o: { objectNumber: number }) => o.objectNumber)).toEqual([
      n,
    ]);
    expect(list.body.data.watchListUID).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('delete sets deleteDate to now; the badge no longer counts it; re-add revives it', async () => {
    const n = numbers[1]!;
    await set({ objectNumber: n, action: 'add', price: 50_000 });
    expect((await get()).body.data.count).toBe(2);

    clockMs += 60_000;
    const removed = await set({ objectNumber: n, action: 'delete' });
    expect(removed.res.statusCode).toBe(200);
    expect(removed.body.data.watched).toBe(false);
    expect(removed.body.data.count).toBe(1);
    expect(removed.body.data.entry.deleteDate).toBe(new Date(clockMs).toISOString());
    expect(removed.body.data.entry.price).toBe(50_000);
    expect((await get()).body.data.count).toBe(1);

    clockMs += 60_000;
    const revived = await set({ objectNumber: n, action: 'add', price: 47_000, persons: 2 });
    expect(revived.body.data.entry).toMatchObject({
      price: 47_000,
      persons: 2,
      deleteDate: null,
      addDate: new Date(clockMs).toISOString(),
    });
    const list = await get();
    expect(list.body.data.count).toBe(2);
    // Newest first.
    expect(list.body.data.objects[0].objectNumber).toBe(n);
  });

  it('refuses bad input with 400 naming the field and unknown objects with 404', async () => {
    const bad = await set({ objectNumber: 'abc', action: 'add' });
    expect(bad.res.statusCode).toBe(400);
    expect(fieldsOf(bad.body)).toContain('objectNumber');

    const badAction = await set({ objectNumber: numbers[0], action: 'toggle' });
    expect(fieldsOf(badAction.body)).toEqual(['action']);

    const badDate = await set({ objectNumber: numbers[0], action: 'add', startDate: '9.1.2027' });
    expect(fieldsOf(badDate.body)).toEqual(['startDate']);

    const unknown = await set({ objectNumber: 999_999_99, action: 'add' });
    expect(unknown.res.statusCode).toBe(404);
    expect(unknown.body.errors[0].type).toBe('notFound');

    const noMandant = await t.app.inject({
      method: 'POST',
      url: '/api/user/watchedobjects/get',
      payload: {},
      cookies: { uid: A },
    });
    expect(noMandant.statusCode).toBe(400);
  });

  it("does not let one visitor read or write another's list by uid", async () => {
    const readOther = await get({ uid: A }, B);
    expect(readOther.res.statusCode).toBe(400);
    expect(fieldsOf(readOther.body)).toEqual(['uid']);

    const writeOther = await set({ uid: A, objectNumber: numbers[2], action: 'add' }, B);
    expect(writeOther.res.statusCode).toBe(400);
    expect(fieldsOf(writeOther.body)).toEqual(['uid']);

    // B's own list is empty: A's objects are not visible to B.
    const own = await get({}, B);
    expect(own.body.data).toMatchObject({ readOnly: false, count: 0, objects: [] });
    expect(own.body.data.watchListUID).toBeNull();
    // A's list is unchanged.
    expect((await get()).body.data.count).toBe(2);
  });

  it('shows a list read-only through its watchListUID, and only that way', async () => {
    const shareUid = (await get()).body.data.watchListUID as string;
    const shared = await get({ watchListUID: shareUid, watchList: true }, B);
    expect(shared.res.statusCode).toBe(200);
    expect(shared.body.data.readOnly).toBe(true);
    expect(shared.body.data.count).toBe(2);
    expect(shared.body.data.items).toHaveLength(2);
    const item = shared.body.data.items.find(
      (i: { entry: { objectNumber: number } }) => i.entry.objectNumber === numbers[0],
    );
    expect(item.card.title).toEqual(expect.any(String));
    expect(item.current.kind).toBe('stay');
    expect(item.current.status).toEqual(expect.any(String));

    // The owner's own share id: their own list, not read-only.
    expect((await get({ watchListUID: shareUid })).body.data.readOnly).toBe(false);

    // Writing through someone else's share id is refused.
    const write = await set({ watchListUID: shareUid, objectNumber: numbers[3], action: 'add' }, B);
    expect(write.res.statusCode).toBe(400);
    expect(fieldsOf(write.body)).toEqual(['watchListUID']);
    expect((await get()).body.data.count).toBe(2);

    const unknown = await get({ watchListUID: 'cccccccc-3333-4333-8333-cccccccccccc' }, B);
    expect(unknown.res.statusCode).toBe(404);
    const bad = await get({ watchListUID: 'x' }, B);
    expect(fieldsOf(bad.body)).toEqual(['watchListUID']);
  });

  it('prices the stored stay today and compares it with the price when added', async () => {
    const data = (await get({ watchList: true })).body.data;
    for (const item of data.items) {
      const comparable = item.current.kind === 'from' || item.current.status === 'free';
      if (!comparable) expect(item.current.trend).toBeNull();
      if (comparable && item.current.price !== null && item.entry.price !== null) {
        expect(item.current.difference).toBe(item.current.price - item.entry.price);
        const trend =
          item.current.difference < 0 ? 'down' : item.current.difference > 0 ? 'up' : 'same';
        expect(item.current.trend).toBe(trend);
      }
    }
    const from = data.items.find(
      (i: { entry: { startDate: string | null } }) => i.entry.startDate === null,
    );
    expect(from.current.kind).toBe('from');
    expect(from.current.price).toBe(from.card.minPrice);
  });

  it('sends the share link by e-mail through SMTP; refuses a bad address', async () => {
    const bad = await post('/api/user/watchedobjects/sendcustomer', {
      inputs: { email: 'not-an-address', name: 'Anna' },
    });
    expect(bad.res.statusCode).toBe(400);
    expect(fieldsOf(bad.body)).toEqual(['inputs.email']);

    const noName = await post('/api/user/watchedobjects/sendcustomer', {
      inputs: { email: 'ben@example.com', name: 'A\r\nBcc: x@example.com' },
    });
    expect(fieldsOf(noName.body)).toEqual(['inputs.name']);

    const shareUid = (await get()).body.data.watchListUID as string;
    const { res, body } = await post('/api/user/watchedobjects/sendcustomer', {
      inputs: { email: 'ben@example.com', name: 'Anna' },
    });
    expect(res.statusCode).toBe(200);
    expect(body.data).toEqual({ sent: true });
    const mail = (await capture.waitForMessages(1)).at(-1)!;
    expect(mail.to).toEqual(['ben@example.com']);
    // A fixed Subject and text with the sender's name; the share link is the only link
    // (share-mail-abuse.int.test.ts holds the abuse limits and the content rules).
    expect(mail.subject).toBe('Ferienunterkünfte bei Feriora: eine Merkliste für Sie');
    expect(mail.text).toContain('Anna hat bei Feriora');
    expect(mail.text).toContain(`https://feriora.test/watchlist/?watchListUID=${shareUid}`);
    expect(mail.html).toContain(`watchListUID=${shareUid}`);
    expect(linksIn(mail)).toEqual([`https://feriora.test/watchlist/?watchListUID=${shareUid}`]);

    // An empty list has nothing to share.
    const empty = await post(
      '/api/user/watchedobjects/sendcustomer',
      { inputs: { email: 'ben@example.com', name: 'Ben' } },
      B,
    );
    expect(empty.res.statusCode).toBe(400);
  });

  it('limits share e-mails per visitor and hour', async () => {
    let recipients = 0;
    const send = () =>
      post('/api/user/watchedobjects/sendcustomer', {
        inputs: { email: `ben${(recipients += 1)}@example.com`, name: 'Anna' },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await send()).res.statusCode);
    // One was sent in the previous test: four more pass, then the limit of five per hour.
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    const limited = await send();
    expect(limited.body.errors[0].type).toBe('rateLimit');
    clockMs += 61 * 60_000;
    expect((await send()).res.statusCode).toBe(200);
  });

  it('gates sharing by the campaign flag watchlistShare (enabled without a campaign)', async () => {
    await t.deps.database.db.insert(campaignsTable).values([
      { pid: '9001', description: 'no sharing', watchlistShare: false },
      { pid: '9002', description: 'sharing', watchlistShare: true },
    ]);
    const sendWith = async (pid: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/user/watchedobjects/sendcustomer?pid=${pid}`,
          payload: {
            mandant: TEST_MANDANT,
            inputs: { email: `ben${pid}@example.com`, name: 'Anna' },
          },
          cookies: { uid: A },
        })
      ).json();
    const refused = await sendWith('9001');
    expect(refused.status).toBe(400);
    expect(refused.errors[0].text).toBe('errors.watchlist.shareDisabled');
    // Allowed by its campaign, or an unknown pid: only the hourly limit stops it.
    expect((await sendWith('9002')).errors[0]?.text).not.toBe('errors.watchlist.shareDisabled');
    expect((await sendWith('9999')).errors[0]?.text).not.toBe('errors.watchlist.shareDisabled');
  });

  it('records last seen objects newest first and keeps the newest 20', async () => {
    const seen = (n: number) =>
      post('/api/user/lastseenobjects/set', { objectData: { objectNumber: n, title: 'x' } });
    for (const n of numbers.slice(0, 22)) {
      clockMs += 1000;
      const { res } = await seen(n);
      expect(res.statusCode).toBe(200);
    }
    // Seeing an older one again moves it to the top.
    clockMs += 1000;
    const again = await seen(numbers[5]!);
    expect(again.body.data.objects[0].objectNumber).toBe(numbers[5]);
    const list = (await post('/api/user/lastseenobjects/get', {})).body.data.objects as {
      objectNumber: number;
      seenAt: string;
      objectData: Record<string, unknown>;
    }[];
    expect(list).toHaveLength(20);
    const expected = [
      numbers[5]!,
      ...numbers
        .slice(0, 22)
        .reverse()
        .filter((n) => n !== numbers[5]),
    ].slice(0, 20);
    expect(list.map((o) => o.objectNumber)).toEqual(expected);
    expect(list[0]!.objectData).toEqual({ objectNumber: numbers[5], title: 'x' });
    // Another visitor sees none of it.
    expect((await post('/api/user/lastseenobjects/get', {}, B)).body.data.objects).toEqual([]);

    const bad = await post('/api/user/lastseenobjects/set', { objectData: { objectNumber: -1 } });
    expect(fieldsOf(bad.body)).toEqual(['objectData.objectNumber']);
    const unknown = await seen(999_999_99);
    expect(unknown.res.statusCode).toBe(404);
    const other = await post('/api/user/lastseenobjects/get', { uid: B });
    expect(fieldsOf(other.body)).toEqual(['uid']);
  });

  it('objectInternal answers several objects at once with card data', async () => {
    const asked = [numbers[3]!, numbers[1]!, numbers[2]!];
    const { res, body } = await post('/api/objectInternal', {
      languageCode: 'en',
      objectNumbers: asked,
    });
    expect(res.statusCode).toBe(200);
    expect(body.data.objects.map((o: { objectNumber: number }) => o.objectNumber)).toEqual(asked);
    const card = body.data.objects[0];
    for (const key of [
      'title',
      'locations',
      'images',
      'personsMax',
      'countRoomsSleeping',
      'ratingAverage',
      'minPrice',
      'distinctions',
      'position',
      'href',
    ]) {
      expect(card).toHaveProperty(key);
    }
    expect(card.href).toMatch(/^\/en\//);

    const unknown = await post('/api/objectInternal', { objectNumbers: [numbers[0], 999_999_99] });
    expect(unknown.res.statusCode).toBe(404);
    expect(unknown.body.errors[0].data).toEqual({ objectNumbers: [999_999_99] });

    const empty = await post('/api/objectInternal', { objectNumbers: [] });
    expect(fieldsOf(empty.body)).toEqual(['objectNumbers']);
    const tooMany = await post('/api/objectInternal', {
      objectNumbers: Array.from({ length: 51 }, (_, i) => i + 1),
    });
    expect(tooMany.res.statusCode).toBe(400);
    expect(fieldsOf(tooMany.body)).toEqual(['objectNumbers']);
    const badItem = await post('/api/objectInternal', { objectNumbers: [numbers[0], 'x'] });
    expect(fieldsOf(badItem.body)).toEqual(['objectNumbers.1']);
    const badLanguage = await post('/api/objectInternal', {
      objectNumbers: [numbers[0]],
      languageCode: 'es',
    });
    expect(fieldsOf(badLanguage.body)).toEqual(['languageCode']);
  });
});

describe.each(databaseKinds())('watch-list page, server-rendered (%s)', (kind) => {
  let t: TestApp;
  let numbers: number[];
  beforeAll(async () => {
    t = await build({ kind, ssr: true, catalogue: { objects: 12 } });
    numbers = await objectNumbers(t.deps.database, { active: true });
  });
  afterAll(() => t.close());

  const add = (n: number, uid: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/watchedobjects/set',
      payload: { mandant: TEST_MANDANT, objectNumber: n, action: 'add', price: 10_000 },
      cookies: { uid },
    });

  it('renders the own list with its objects, the badge count and the share section', async () => {
    await add(numbers[0]!, A);
    await add(numbers[1]!, A);
    const res = await t.app.inject({ url: '/watchlist/', cookies: { uid: A } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toContain('Ihre Merkliste');
    expect(res.body).toContain('2 gemerkte Unterkünfte');
    expect(res.body.match(/data-testid="watch-remove"/g)).toHaveLength(2);
    expect(res.body).toMatch(/data-testid="watch-count"[^>]*>2</);
    expect(res.body).toContain('data-testid="watch-share"');
    expect(res.body).toContain('name="robots" content="noindex');
  });

  it('shows a shared list read-only through ?watchListUID= and an empty own list', async () => {
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/user/watchedobjects/get',
      payload: { mandant: TEST_MANDANT },
      cookies: { uid: A },
    });
    const shareUid = own.json().data.watchListUID as string;
    const shared = await t.app.inject({
      url: `/en/favorite-property/?watchListUID=${shareUid}`,
      cookies: { uid: B },
    });
    expect(shared.statusCode).toBe(200);
    expect(shared.body).toContain('Shared watch list');
    expect(shared.body).not.toContain('data-testid="watch-remove"');
    expect(shared.body).not.toContain('data-testid="watch-share"');
    expect(shared.body.match(/<article[^>]*data-object-number/g)).toHaveLength(2);

    const empty = await t.app.inject({ url: '/watchlist/', cookies: { uid: B } });
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toContain('data-testid="watch-empty"');
    expect(empty.body).toContain('Ihre Merkliste ist noch leer');

    const unknown = await t.app.inject({
      url: '/watchlist/?watchListUID=nope',
      cookies: { uid: B },
    });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toContain('Diese geteilte Merkliste gibt es nicht oder nicht mehr.');
  });
});
