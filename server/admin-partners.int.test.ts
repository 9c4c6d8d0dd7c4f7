// /admin/partners/ (decision 091): the office decides applications to the partner programme in
// the browser, as a browser without JavaScript posts the page's forms (production bundle, route
// action). Applications are put in as the programme's form stores them; the page lists the
// pending ones with what the applicant wrote (as text); an approval into a partner group makes the
// partner and mails the applicant their id and code, a rejection mails the refusal, each
// audit-logged; a decided application is refused; bad posts are refused naming the field and
// change nothing. Only accounts with admin.partners see the page or may post. A partner who lost
// the login code gets a new one there (decision 092): the old code and the sessions made with it
// stop working, the new code is mailed (or shown once), audit-logged without the code.
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath } from '#core/routes';
import {
  findApplication,
  insertApplication,
  replaceLoginCodeHash,
} from '#db/repositories/partners-applications';
import { accounts, auditLog, partnerGroups, partners, sessions } from '#db/schema';
import { insertLoginAccount, loginAs, type LoginCookies } from '#tests/factories/account';
import { hashPassword } from '#services/accounts';
import { renewLoginCode } from '#services/partners';
import { testContext } from '#tests/helpers/context';
import { build, TEST_MANDANT, type TestApp } from '#tests/helpers/app';
import { SITE } from '#tests/helpers/admin-payments';
import { adminPageClient, expectRefused } from '#tests/helpers/admin-page';
import { databaseKinds } from '#tests/helpers/database';
import { startMailCapture, type MailCapture } from '#tests/helpers/mail';

const PATH = buildPath('AdminPartners', {}, 'de');

describe.each(databaseKinds())('admin partners page (%s)', (kind) => {
  let t: TestApp;
  let mail: MailCapture;
  let office: LoginCookies;
  let booker: LoginCookies;
  let applicants = 0;

  beforeAll(async () => {
    mail = await startMailCapture();
    t = await build({ kind, ssr: true, env: { SMTP_URL: mail.url, SITE_URL: SITE } });
    await t.deps.database.db
      .insert(partnerGroups)
      .values({ code: 'REISEKETTE', name: 'Reisekette Nord' });
    office = await loginAs(
      t.app,
      await insertLoginAccount(t.deps.database, {
        email: 'partnerbuero@example.org',
        permissions: ['admin.partners'],
      }),
    );
    booker = await loginAs(
      t.app,
      await insertLoginAccount(t.deps.database, {
        email: 'buchungen@example.org',
        permissions: ['admin.bookings'],
      }),
    );
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await mail?.close();
  });

  async function application(overrides: { message?: string; website?: string } = {}) {
    const n = ++applicants;
    const email = `bewerbung${n}@reisebuero.example`;
    const id = await insertApplication(t.deps.database.db, {
      kind: 'agency',
      company: `Reisebüro Nummer ${n} GmbH`,
      salutation: 'ms',
      firstName: 'Anna',
      lastName: `Beispiel${n}`,
      email,
      phone: '+49 40 123 4567',
      website: overrides.website ?? 'https://www.reisebuero.example/',
      street: 'Hafenstraße 12',
      postalCode: '20457',
      city: 'Hamburg',
      countryCode: 'de',
      vatId: 'DE123456789',
      message: overrides.message ?? 'Wir möchten Ferienhäuser an der Nordsee anbieten.',
      language: 'de',
    });
    return { id, email, company: `Reisebüro Nummer ${n} GmbH` };
  }

  const { get, post } = adminPageClient(
    () => t.app,
    PATH,
    () => office,
  );
  const refused = expectRefused;
  /** The page's two lists: the pending applications' and the decided ones' markup. */
  const lists = (body: string) => {
    const at = body.indexOf('data-testid="applications-decided"');
    return {
      pending: body.slice(body.indexOf('data-testid="applications-pending"'), at),
      decided: body.slice(at),
    };
  };
  const statusOf = async (id: number) => (await findApplication(t.deps.database.db, id))?.status;
  const auditOf = async (id: number) =>
    t.deps.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, `partner:application-${id}`)));

  let partnersMade = 0;
  let ips = 0;
  /** A partner whose login code is `code` (made as an approval makes one). */
  async function partnerWithCode(code: string, email: string | null) {
    // Below the ids approvals draw (from 1,001 up): no clash with a partner made meanwhile.
    const partnerId = 500 + ++partnersMade;
    await t.deps.database.db.insert(partners).values({
      partnerId,
      partnerName: `Reisebüro Code ${partnersMade}`,
      partnerEmail: email,
      loginCodeHash: await hashPassword(code),
    });
    return partnerId;
  }
  const partnerLogin = (partnerId: number, c: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/partnerlogin',
      payload: { mandant: TEST_MANDANT, partner: String(partnerId), c },
      remoteAddress: `10.30.${Math.floor(++ips / 250)}.${ips % 250}`,
    });
  /** The account a session's cookies log in as (null: none, e.g. the session was ended). */
  const loggedInAs = async (res: { cookies: { name: string; value: string }[] }) => {
    const cookies = Object.fromEntries(res.cookies.map((c) => [c.name, c.value]));
    const me = await t.app.inject({
      method: 'POST',
      url: '/api/user/get',
      payload: { mandant: TEST_MANDANT },
      headers: { origin: SITE },
      cookies,
    });
    return (me.json() as { data: { accountData: { accountPartnerID?: number } | null } }).data
      .accountData;
  };
  const codeIn = (text: string) =>
    /Zugangscode:? ([A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4})/.exec(text)?.[1];
  const hashOf = async (partnerId: number) =>
    (
      await t.deps.database.db
        .select({ hash: partners.loginCodeHash })
        .from(partners)
        .where(eq(partners.partnerId, partnerId))
    )[0]?.hash;

  it('lists the pending application with what the applicant wrote, as text', async () => {
    const applied = await application({
      message: '<script>alert(1)</script>\nZweite Zeile',
      website: 'javascript:alert(1)',
    });
    const page = await get();
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toContain('no-store');
    const body = page.body;
    expect(body).toContain('Offene Bewerbungen');
    expect(body).toContain(`data-application-id="${applied.id}"`);
    expect(body).toContain(applied.company);
    expect(body).toContain(`mailto:${applied.email}`);
    expect(body).toContain('href="tel:+49401234567"');
    expect(body).toContain('DE123456789');
    expect(body).toContain('<option value="REISEKETTE">Reisekette Nord</option>');
    expect(body).toContain('name="intent" value="approve"');
    const other = await application();
    const second = (await get()).body;
    expect(second).toContain(
      'href="https://www.reisebuero.example/" rel="noopener noreferrer nofollow" target="_blank"',
    );
    expect(second).toContain(`data-application-id="${other.id}"`);
    // Markup is text, and a web address that is not http(s) is no link.
    expect(body).not.toContain('<script>alert(1)</script>');
    expect(body).not.toContain('href="javascript:');
  });

  it('is no page and takes no post without admin.partners, nor from a foreign page', async () => {
    const applied = await application();
    expect((await get(PATH, null)).statusCode).toBe(404);
    expect((await get(PATH, booker)).statusCode).toBe(404);
    const fields = { intent: 'approve', applicationId: applied.id, parent: '' };
    expect((await post(fields, null)).statusCode).toBe(404);
    expect((await post(fields, booker)).statusCode).toBe(404);
    expect((await post(fields, office, 'https://evil.example')).statusCode).toBe(403);
    expect(await statusOf(applied.id)).toBe('pending');
  });

  it('refuses bad posts naming the field, and changes nothing', async () => {
    const applied = await application();
    for (const id of ['0', '2147483648', 'x', ' 1', '']) {
      refused(await post({ intent: 'reject', applicationId: id }), 'applicationId');
    }
    refused(await post({ intent: 'delete', applicationId: applied.id }), 'intent');
    refused(
      await post({ intent: 'approve', applicationId: applied.id, parent: "x' or 1=1" }),
      'parent',
    );
    // A group that does not exist, and an application that does not.
    refused(await post({ intent: 'approve', applicationId: applied.id, parent: 'NOPE' }), 'parent');
    refused(await post({ intent: 'reject', applicationId: 2_147_483_647 }), 'applicationId');
    expect(await statusOf(applied.id)).toBe('pending');
    expect(await auditOf(applied.id)).toEqual([]);
  });

  it('approves into a group: the partner made, the applicant mailed, audit-logged, once', async () => {
    const applied = await application();
    const done = await post({ intent: 'approve', applicationId: applied.id, parent: 'REISEKETTE' });
    expect(done.statusCode).toBe(200);
    expect(done.body).toMatch(/role="status"[^>]*data-testid="admin-result"/);
    const row = (await findApplication(t.deps.database.db, applied.id))!;
    expect(row.status).toBe('approved');
    expect(done.body).toContain(`Partner ${row.partnerId} ist angelegt.`);
    const [partner] = await t.deps.database.db
      .select()
      .from(partners)
      .where(eq(partners.partnerId, row.partnerId!));
    expect(partner).toMatchObject({
      partnerName: applied.company,
      partnerParent: 'REISEKETTE',
      partnerEmail: applied.email,
    });
    const [entry] = await auditOf(applied.id);
    expect(entry).toMatchObject({
      action: 'partners.approved',
      before: { status: 'pending' },
      after: { status: 'approved', partnerId: row.partnerId, parent: 'REISEKETTE' },
    });
    // No person or address of the applicant in the log every admin reads.
    for (const personal of [applied.email, 'Beispiel', 'Hafenstraße', '20457', '+49']) {
      expect(JSON.stringify(entry)).not.toContain(personal);
    }
    const welcome = await mail.waitForMessage((m) => m.to.includes(applied.email));
    expect(welcome.subject).toContain('Willkommen im Partnerprogramm');
    expect(welcome.text).toContain(String(row.partnerId));
    // Where to log in with number and code.
    expect(welcome.text).toMatch(
      /Anmelden können Sie sich mit Partnernummer und Zugangscode hier: \S*\/user\/login\//,
    );
    // Decided: listed below (with its partner number, without the applicant's person), no longer
    // among the pending ones; a second decision is refused.
    const { pending, decided } = lists((await get()).body);
    expect(pending).not.toContain(`data-application-id="${applied.id}"`);
    const item = decided.slice(decided.indexOf(`data-application-id="${applied.id}"`));
    expect(item).toContain(String(row.partnerId));
    expect(item.slice(0, item.indexOf('</li>'))).not.toContain(applied.email);
    refused(await post({ intent: 'reject', applicationId: applied.id }), 'applicationId');
    expect(await statusOf(applied.id)).toBe('approved');
  });

  it('rejects with the polite refusal by mail, audit-logged', async () => {
    const applied = await application();
    const done = await post({ intent: 'reject', applicationId: applied.id });
    expect(done.body).toContain(`Bewerbung ${applied.id} ist abgelehnt.`);
    expect(await statusOf(applied.id)).toBe('rejected');
    const [entry] = await auditOf(applied.id);
    expect(entry).toMatchObject({ action: 'partners.rejected', after: { status: 'rejected' } });
    const refusal = await mail.waitForMessage((m) => m.to.includes(applied.email));
    expect(refusal.subject).toContain('Unsere Antwort auf Ihre Bewerbung');
    expect(lists((await get()).body).decided).toContain(`data-application-id="${applied.id}"`);
  });

  it('gives a partner a new login code: the old one and its sessions end, mailed, audit-logged', async () => {
    const email = 'code-verloren@reisebuero.example';
    const partnerId = await partnerWithCode('OLDA-CODE-AAAA', email);
    const before = await partnerLogin(partnerId, 'OLDA-CODE-AAAA');
    expect(before.statusCode).toBe(200);
    expect(await loggedInAs(before)).toMatchObject({ accountPartnerID: partnerId });

    const done = await post({ intent: 'renewCode', partnerId });
    expect(done.statusCode).toBe(200);
    expect(done.body).toMatch(/role="status"[^>]*data-testid="admin-result"/);
    expect(done.body).toContain(`Partner ${partnerId} (Reisebüro Code`);
    expect(done.body).toContain(`per E-Mail an ${email} unterwegs`);
    const mailed = await mail.waitForMessage((m) => m.to.includes(email));
    expect(mailed.subject).toContain('Ihr neuer Zugangscode');
    expect(mailed.text).toContain(String(partnerId));
    expect(mailed.html).toContain('/user/login/');
    const code = codeIn(mailed.text);
    expect(code).toBeDefined();
    // Mailed, so not on the page.
    expect(done.body).not.toContain(code!);
    // The old code and the session made with it no longer work; the new code does.
    expect(await loggedInAs(before)).toBeNull();
    expect((await partnerLogin(partnerId, 'OLDA-CODE-AAAA')).statusCode).toBe(400);
    const after = await partnerLogin(partnerId, code!);
    expect(after.statusCode).toBe(200);
    expect(await loggedInAs(after)).toMatchObject({ accountPartnerID: partnerId });
    // Typed from the mail in lower case and without its dashes: the same code.
    const typed = await partnerLogin(partnerId, code!.toLowerCase().replace(/-/g, ''));
    expect(typed.statusCode).toBe(200);
    expect(await loggedInAs(typed)).toMatchObject({ accountPartnerID: partnerId });

    const [entry, ...more] = await t.deps.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `partner:${partnerId}`));
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ action: 'partners.codeRenewed', after: { sessionsEnded: 1 } });
    expect(JSON.stringify(entry)).not.toContain(code!);
    expect(JSON.stringify(entry)).not.toContain(email);
  });

  it('shows the new code once when the partner has no e-mail address', async () => {
    const partnerId = await partnerWithCode('OLDB-CODE-BBBB', null);
    const done = await post({ intent: 'renewCode', partnerId });
    expect(done.headers['cache-control']).toContain('no-store');
    expect(done.body).toContain('keine E-Mail-Adresse hinterlegt');
    const code = codeIn(done.body);
    expect(code).toBeDefined();
    expect((await partnerLogin(partnerId, code!)).statusCode).toBe(200);
    expect((await get()).body).not.toContain(code!);
  });

  it('makes one code of two renewals at once: the later one is refused, no second mail', async () => {
    const email = 'zwei-klicks@reisebuero.example';
    const partnerId = await partnerWithCode('OLDF-CODE-FFFF', email);
    const db = t.deps.database.db;
    // Another renewal commits between this one's read of the code and its write: the moment a
    // second click or tab lands. Made certain by writing that renewal's hash as the transaction
    // of this one begins.
    const other = await hashPassword('OTHR-CODE-FFFF');
    const transaction = db.transaction.bind(db);
    db.transaction = (async (...args: Parameters<typeof db.transaction>) => {
      db.transaction = transaction;
      await db
        .update(partners)
        .set({ loginCodeHash: other })
        .where(eq(partners.partnerId, partnerId));
      return transaction(...args);
    }) as typeof db.transaction;
    const sent = mail.messages.length;
    await expect(renewLoginCode(testContext(t.deps), partnerId)).rejects.toMatchObject({
      code: 'conflict',
      key: 'errors.partners.codeRenewedMeanwhile',
    });
    expect(db.transaction).toBe(transaction);
    // The other renewal's code is in force; nothing was mailed, nothing audit-logged.
    expect(await hashOf(partnerId)).toBe(other);
    expect((await partnerLogin(partnerId, 'OTHR-CODE-FFFF')).statusCode).toBe(200);
    expect(mail.messages.slice(sent).filter((m) => m.to.includes(email))).toEqual([]);
    const entries = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `partner:${partnerId}`));
    expect(entries).toEqual([]);
    // The repository's compare: a stale hash changes nothing; a partner without a code (null)
    // is replaced only while it has none.
    expect(await replaceLoginCodeHash(db, partnerId, 'x', 'stale')).toBe(false);
    expect(await hashOf(partnerId)).toBe(other);
    expect(await replaceLoginCodeHash(db, partnerId, 'x', null)).toBe(false);
    await db.update(partners).set({ loginCodeHash: null }).where(eq(partners.partnerId, partnerId));
    expect(await replaceLoginCodeHash(db, partnerId, other, 'stale')).toBe(false);
    expect(await replaceLoginCodeHash(db, partnerId, other, null)).toBe(true);
    expect(await hashOf(partnerId)).toBe(other);
  });

  it('refuses a new code without admin.partners, from a foreign page, or for no partner', async () => {
    const partnerId = await partnerWithCode('OLDC-CODE-CCCC', 'code-c@reisebuero.example');
    const hash = await hashOf(partnerId);
    const fields = { intent: 'renewCode', partnerId };
    expect((await post(fields, null)).statusCode).toBe(404);
    expect((await post(fields, booker)).statusCode).toBe(404);
    expect((await post(fields, office, 'https://evil.example')).statusCode).toBe(403);
    for (const id of ['0', '2147483648', 'x', ' 1', '', '-1']) {
      refused(await post({ intent: 'renewCode', partnerId: id }), 'partnerId');
    }
    const unknown = await post({ intent: 'renewCode', partnerId: 2_147_483_647 });
    refused(unknown, 'partnerId');
    expect(unknown.body).toContain('Einen Partner mit dieser Nummer gibt es nicht.');
    expect(await hashOf(partnerId)).toBe(hash);
    expect((await partnerLogin(partnerId, 'OLDC-CODE-CCCC')).statusCode).toBe(200);
  });

  // Two connections needed (the renewal's open transaction, the login): PostgreSQL only.
  it.skipIf(kind !== 'postgres')(
    'refuses a login with the old code that a renewal overtook while it was checked',
    async () => {
      const { db } = t.deps.database;
      const partnerId = await partnerWithCode('OLDE-CODE-EEEE', null);
      const newHash = await hashPassword('NEWE-CODE-EEEE');
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let written!: () => void;
      const hashWritten = new Promise<void>((resolve) => (written = resolve));
      // A renewal in the middle of its transaction: the new hash written, not yet committed.
      const renewal = db.transaction(async (tx) => {
        await tx
          .update(partners)
          .set({ loginCodeHash: newHash })
          .where(eq(partners.partnerId, partnerId));
        written();
        await held;
      });
      await hashWritten;
      // The login sees the old (committed) hash, makes its session, then waits for the row.
      const login = partnerLogin(partnerId, 'OLDE-CODE-EEEE');
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      release();
      await renewal;
      const answer = await login;
      expect(answer.statusCode).toBe(400);
      const open = await db
        .select({ id: sessions.id })
        .from(sessions)
        .innerJoin(accounts, eq(accounts.id, sessions.accountId))
        .where(and(eq(accounts.partnerId, partnerId), isNull(sessions.revokedAt)));
      expect(open).toEqual([]);
      expect((await partnerLogin(partnerId, 'NEWE-CODE-EEEE')).statusCode).toBe(200);
    },
  );

  it('says when a mail failed: a rejection stays decided, an approval shows its code once', async () => {
    const mailer = t.deps.mailer;
    const send = mailer.send.bind(mailer);
    mailer.send = () => Promise.reject(new Error('smtp down'));
    try {
      const rejected = await application();
      const done = await post({ intent: 'reject', applicationId: rejected.id });
      expect(done.statusCode).toBe(200);
      expect(done.body).toContain(`Bewerbung ${rejected.id} ist abgelehnt, aber die E-Mail`);
      expect(await statusOf(rejected.id)).toBe('rejected');
      expect(await auditOf(rejected.id)).toHaveLength(1);

      const approved = await application();
      const answer = await post({ intent: 'approve', applicationId: approved.id, parent: '' });
      expect(answer.headers['cache-control']).toContain('no-store');
      const code = /den Zugangscode ([A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4})/.exec(answer.body)?.[1];
      expect(code).toBeDefined();
      expect(JSON.stringify(await auditOf(approved.id))).not.toContain(code!);
      // Only in that answer: the page shown afterwards does not have it.
      expect((await get()).body).not.toContain(code!);

      const partnerId = await partnerWithCode('OLDD-CODE-DDDD', 'code-d@reisebuero.example');
      const renewed = await post({ intent: 'renewCode', partnerId });
      expect(renewed.body).toContain('aber die E-Mail ist fehlgeschlagen');
      const newCode = codeIn(renewed.body);
      expect(newCode).toBeDefined();
      expect((await partnerLogin(partnerId, newCode!)).statusCode).toBe(200);
    } finally {
      mailer.send = send;
    }
  });
});
