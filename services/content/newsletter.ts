// The newsletter (SPEC §7 mailer/newsletter, newsletter/doiconfirm, mailerPref/*; issue 17):
// subscription with double opt-in, the customers' topic preferences, and the unsubscribe link of
// every newsletter mail. docs/decisions/070-newsletter-one-truth.md has the why.
//
// - Subscribing answers the same whether the address is new, pending, subscribed or unknown
//   (nobody learns whether an address is on the list); a new or pending address gets a mail with a
//   single-use link, a subscribed one gets nothing. The token is `<expiry>.<random>`: only its
//   SHA-256 is stored (doi_token), and the expiry inside it is covered by that hash, so nobody can
//   lengthen a link. Confirming spends the token; a reused, wrong or expired one is "no longer
//   valid", never an error page.
// - Guarded like the contact forms: the form guard (token, trap) and abuse limits per client
//   address and per recipient address (./limits.ts); a visit of a partner that hides the
//   newsletter (SPEC §3 hideNewsletter) subscribes nobody, with the same answer.
// - The account's `newsletter` flag is a mirror of the subscription of its address: the
//   repository updates both in one transaction (db/repositories/content-newsletter.ts). An account
//   opting in (profile, registration, the preferences form) is subscribed at once, without a DOI
//   mail: its address was confirmed through its own link.
// - The unsubscribe link carries the subscription's id and an HMAC of it (no address in the URL,
//   so none in access logs); it does not expire, and it works without a login.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  DEFAULT_NEWSLETTER_PREFERENCES,
  NEWSLETTER_CONFIRM_DAYS,
  NEWSLETTER_TOPICS,
  type NewsletterPreferences,
} from '#core/newsletter';
import type { Language } from '#core/languages';
import {
  accountAddress,
  confirmSubscription,
  findSubscriptionByEmail,
  findSubscriptionById,
  mirrorSubscriptionOnAccount,
  pendingTokenExists,
  readMailerPreferences,
  setSubscriptionOfAddress,
  storePendingSubscription,
  unsubscribeById,
  writeMailerPreferences,
} from '#db/repositories/content-newsletter';
import { mailBrand, operatorMailBrand, partnerHides } from '#services/partners';
import {
  DomainError,
  enforceFormGuard,
  issueFormToken,
  sendOrLog,
  type AppDeps,
  type RequestContext,
} from '#services/platform';
import { countNewsletterSubscription } from './limits';
import { newsletterConfirmMail, newsletterMail } from './mails';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Where a mail client's RFC 8058 one-click POST goes (server/api/newsletter.ts; not a page). */
export const NEWSLETTER_ONE_CLICK_PATH = '/mail/newsletter-unsubscribe';

export interface NewsletterSubscribeInput {
  email: string;
  /** The form guard's token and trap (services/platform form-guard.ts). */
  formToken: string | undefined;
  website2: string | undefined;
}

export interface NewsletterAccepted {
  /** Always true: the answer says nothing about the address. */
  accepted: true;
}

export type NewsletterConfirmResult = { confirmed: true } | { confirmed: false };

export interface NewsletterPreferencesAnswer {
  subscribed: boolean;
  preferences: NewsletterPreferences;
}

const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** A confirmation token that stops working after NEWSLETTER_CONFIRM_DAYS. */
function newConfirmToken(now: Date): { token: string; hash: string } {
  const expires = (now.getTime() + NEWSLETTER_CONFIRM_DAYS * DAY_MS).toString(36);
  const token = `${expires}.${randomBytes(24).toString('base64url')}`;
  return { token, hash: hashToken(token) };
}

/** The hash of a token that has not expired, else null (an expired one is simply invalid). */
function usableTokenHash(token: string, now: Date): string | null {
  const match = /^([0-9a-z]{1,12})\.[A-Za-z0-9_-]{32}$/.exec(token);
  if (match === null) return null;
  if (parseInt(match[1]!, 36) < now.getTime()) return null;
  return hashToken(token);
}

function unsubscribeKey(deps: Pick<AppDeps, 'jwtSecret'>): Buffer {
  return createHmac('sha256', deps.jwtSecret).update('feriora newsletter unsubscribe').digest();
}

/** The signature of a subscription's unsubscribe link. */
export function unsubscribeSignature(deps: Pick<AppDeps, 'jwtSecret'>, id: number): string {
  return createHmac('sha256', unsubscribeKey(deps)).update(`nl:${id}`).digest('base64url');
}

function signatureFits(deps: Pick<AppDeps, 'jwtSecret'>, id: number, signature: string): boolean {
  const expected = Buffer.from(unsubscribeSignature(deps, id));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The footer's and the signup page's form token (the form guard's 'newsletter' form). */
export function newsletterFormToken(ctx: RequestContext): string {
  return issueFormToken(ctx, 'newsletter');
}

/** Whether the visit may see the newsletter (a partner may hide it: SPEC §3 hideNewsletter). */
export async function newsletterOffered(ctx: RequestContext): Promise<boolean> {
  return !(await partnerHides(ctx)).hideNewsletter;
}

/** POST /api/mailer/newsletter and the signup forms: the first step of the double opt-in. */
export async function subscribeNewsletter(
  ctx: RequestContext,
  input: NewsletterSubscribeInput,
  tokenField = 'formToken',
): Promise<NewsletterAccepted> {
  const verdict = enforceFormGuard(
    ctx,
    'newsletter',
    { token: input.formToken, trap: input.website2 },
    tokenField,
  );
  await countNewsletterSubscription(ctx, input.email);
  if (verdict === 'drop') {
    ctx.log?.warn({ form: 'newsletter' }, 'newsletter form trap filled, dropped');
    return { accepted: true };
  }
  if (!(await newsletterOffered(ctx))) return { accepted: true };
  const { db } = ctx.deps.database;
  const existing = await findSubscriptionByEmail(db, input.email);
  // Already on the list: nothing to confirm, nothing to mail, the same answer.
  if (existing?.status === 'subscribed') return { accepted: true };
  const { token, hash } = newConfirmToken(ctx.now);
  await storePendingSubscription(db, {
    email: existing?.email ?? input.email,
    language: ctx.language,
    tokenHash: hash,
    now: ctx.now,
  });
  await sendOrLog(ctx, 'newsletter.confirm', async () => {
    const mail = await newsletterConfirmMail(ctx.language, {
      brand: await mailBrand(ctx),
      token,
      days: NEWSLETTER_CONFIRM_DAYS,
    });
    await ctx.deps.mailer.send({ to: input.email, ...mail });
  });
  return { accepted: true };
}

/** Whether a confirmation link still works (the confirm page's GET; changes nothing). */
export async function newsletterTokenUsable(ctx: RequestContext, token: string): Promise<boolean> {
  const hash = usableTokenHash(token, ctx.now);
  return hash !== null && pendingTokenExists(ctx.deps.database.db, hash);
}

/** POST /api/newsletter/doiconfirm and the confirm page: spends the link's token. */
export async function confirmNewsletter(
  ctx: RequestContext,
  token: string,
): Promise<NewsletterConfirmResult> {
  const hash = usableTokenHash(token, ctx.now);
  if (hash === null) return { confirmed: false };
  const row = await confirmSubscription(ctx.deps.database.db, hash, ctx.now);
  return { confirmed: row !== null };
}

/**
 * The unsubscribe link (page and RFC 8058 one-click): ends the subscription the signed id names.
 * False for a link that is not ours; true also when it was already ended (the same page).
 */
export async function unsubscribeNewsletter(
  ctx: Pick<RequestContext, 'deps' | 'now'>,
  link: { id: number; signature: string },
): Promise<boolean> {
  if (!signatureFits(ctx.deps, link.id, link.signature)) return false;
  await unsubscribeById(ctx.deps.database.db, link.id, ctx.now);
  return true;
}

/** Whether an unsubscribe link is one of ours (the page's GET: changes nothing). */
export function unsubscribeLinkValid(
  deps: Pick<AppDeps, 'jwtSecret'>,
  link: { id: number; signature: string },
): boolean {
  return signatureFits(deps, link.id, link.signature);
}

/**
 * The account's own opt-in (profile, registration, the preferences form): subscribes or ends
 * the subscription of the account's address at once, and mirrors it on the account.
 */
export async function setAccountNewsletter(
  ctx: Pick<RequestContext, 'deps' | 'now'>,
  account: { email: string; language: Language | string },
  subscribed: boolean,
): Promise<void> {
  await setSubscriptionOfAddress(ctx.deps.database.db, {
    email: account.email,
    language: account.language,
    subscribed,
    now: ctx.now,
  });
}

/**
 * A new account (registration confirmed): its opt-in subscribes its address; without one, an
 * address already subscribed (through the footer, before registering) shows on the account.
 */
export async function adoptAccountNewsletter(
  ctx: Pick<RequestContext, 'deps' | 'now'>,
  account: { email: string; language: Language | string },
  optedIn: boolean,
): Promise<void> {
  if (optedIn) return setAccountNewsletter(ctx, account, true);
  await mirrorSubscriptionOnAccount(ctx.deps.database.db, account.email, ctx.now);
}

function loggedInAccountId(ctx: RequestContext): number {
  const user = ctx.user;
  if (user === null || user.kind !== 'customer') {
    throw new DomainError('forbidden', 'errors.accounts.loginRequired');
  }
  return Number(user.accountID);
}

function withDefaults(stored: Record<string, boolean> | null): NewsletterPreferences {
  const preferences = { ...DEFAULT_NEWSLETTER_PREFERENCES };
  for (const topic of NEWSLETTER_TOPICS) {
    if (typeof stored?.[topic] === 'boolean') preferences[topic] = stored[topic];
  }
  return preferences;
}

/** POST /api/mailerPref/getUserPreferences: the logged-in customer's own, never another's. */
export async function getNewsletterPreferences(
  ctx: RequestContext,
): Promise<NewsletterPreferencesAnswer> {
  const accountId = loggedInAccountId(ctx);
  const { db } = ctx.deps.database;
  const [address, stored] = await Promise.all([
    accountAddress(db, accountId),
    readMailerPreferences(db, accountId),
  ]);
  if (address === null) throw new DomainError('forbidden', 'errors.accounts.loginRequired');
  const subscription = await findSubscriptionByEmail(db, address.email);
  return {
    subscribed: subscription?.status === 'subscribed',
    preferences: withDefaults(stored),
  };
}

/**
 * POST /api/mailerPref/setUserPreferences: the logged-in customer's topics and, when given, the
 * subscription of their address (a partner hiding the newsletter leaves the subscription as is).
 */
export async function setNewsletterPreferences(
  ctx: RequestContext,
  changes: { preferences?: Partial<NewsletterPreferences> | undefined; subscribed?: boolean },
): Promise<NewsletterPreferencesAnswer> {
  const accountId = loggedInAccountId(ctx);
  const { db } = ctx.deps.database;
  const address = await accountAddress(db, accountId);
  if (address === null) throw new DomainError('forbidden', 'errors.accounts.loginRequired');
  if (changes.preferences !== undefined) {
    const merged = { ...withDefaults(await readMailerPreferences(db, accountId)) };
    for (const topic of NEWSLETTER_TOPICS) {
      const value = changes.preferences[topic];
      if (value !== undefined) merged[topic] = value;
    }
    await writeMailerPreferences(db, accountId, merged, ctx.now);
  }
  if (changes.subscribed !== undefined && (await newsletterOffered(ctx))) {
    await setAccountNewsletter(ctx, address, changes.subscribed);
  }
  return getNewsletterPreferences(ctx);
}

/**
 * A newsletter issue for one subscriber, with its unsubscribe link and the RFC 8058 headers. No
 * campaign sender exists yet; this is the one way a newsletter mail is to be made.
 */
export async function renderNewsletterIssue(
  ctx: Pick<RequestContext, 'deps'>,
  subscriptionId: number,
  issue: { title: string; paragraphs: string[] },
) {
  const subscription = await findSubscriptionById(ctx.deps.database.db, subscriptionId);
  if (subscription === null || subscription.status !== 'subscribed') return null;
  const brand = await operatorMailBrand(ctx.deps);
  const query = {
    id: String(subscription.id),
    sig: unsubscribeSignature(ctx.deps, subscription.id),
  };
  const language = subscription.language as Language;
  const mail = await newsletterMail(language, { brand, ...issue, unsubscribe: query });
  const oneClick = new URL(NEWSLETTER_ONE_CLICK_PATH, brand.siteUrl);
  for (const [name, value] of Object.entries(query)) oneClick.searchParams.set(name, value);
  return {
    to: subscription.email,
    ...mail,
    headers: {
      'List-Unsubscribe': `<${oneClick.href}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
