// Watch-list use-cases (SPEC.md §3 watched object, §4 watch list, §7 watchedobjects calls): a
// visitor's own list by uid cookie, a shared list read-only by its watchListUID, add/delete with
// deleteDate semantics, the current price of each stored stay, and sharing by e-mail.
import { randomUUID } from 'node:crypto';
import type { Availability } from '#core/availability';
import { stayTotal, type PriceRules } from '#core/pricing';
import { buildPath } from '#core/routes';
import type { Language } from '#core/languages';
import {
  countActiveWatched,
  ensureWatchList,
  existingObjectNumbers,
  findWatchList,
  findWatchListByShareUid,
  listWatched,
  listWatchedNumbers,
  logShareMail,
  markWatchedDeleted,
  priceInputs,
  upsertWatched,
  type WatchedObjectRow,
} from '#db/repositories/watchlist';
import {
  DomainError,
  abuseSubject,
  enforceAbuseLimits,
  isDomainError,
  type AbuseLimit,
  type RequestContext,
} from '#services/platform';
import { campaignByPid } from '#services/partners';
import { quoteStay } from '#services/pricing';
import { objectCards } from '#services/search';
import type { SearchResultObject } from '#services/search/types';
import { mailBrand } from '#services/partners';
import { watchListShareMail } from './share-mail';
import {
  WATCH_LIST_MAX,
  type CurrentPrice,
  type WatchListData,
  type WatchListItem,
  type WatchListPageData,
  type WatchSetData,
  type WatchSnapshot,
  type WatchedObject,
} from './types';

/**
 * Share e-mails: enough to tell family and friends, too few for spam. Counted in the database for
 * every process (services/platform abuse-limits.ts): per visitor, per client address (a new uid
 * cookie is one request away) and per recipient (however many senders, no inbox gets more).
 */
export const SHARE_MAIL_LIMITS = {
  visitor: { name: 'shareMail.uid', points: 5, perSeconds: 60 * 60 },
  client: { name: 'shareMail.ip', points: 10, perSeconds: 60 * 60 },
  recipient: { name: 'shareMail.to', points: 3, perSeconds: 24 * 60 * 60 },
} as const satisfies Record<string, AbuseLimit>;

/** The i18n key of an unknown shared list (watchListPage shows it as an empty read-only list). */
const UNKNOWN_LIST = 'errors.watchlist.unknownList';

/** An object number the catalogue does not know, blamed on `field`. */
export const unknownObject = (field: string): DomainError =>
  new DomainError('notFound', 'errors.notFound', { field });

/**
 * The body's uid may only repeat the visitor's own uid cookie: a body naming another uid would
 * let one visitor read or write someone else's list.
 */
export function assertOwnUid(ctx: RequestContext, uid: string | undefined): void {
  if (uid !== undefined && uid !== ctx.uid) {
    throw new DomainError('invalid', 'errors.watchlist.uidMismatch', { field: 'uid' });
  }
}

function toWatched(row: WatchedObjectRow): WatchedObject {
  return {
    objectNumber: row.objectNumber,
    price: row.price,
    priceOriginal: row.priceOriginal,
    pricePercentReduction: row.pricePercentReduction,
    currency: 'EUR',
    startDate: row.startDate,
    endDate: row.endDate,
    persons: row.persons,
    childs: row.childs,
    pets: row.pets,
    addDate: row.addDate.toISOString(),
    deleteDate: row.deleteDate ? row.deleteDate.toISOString() : null,
  };
}

const watchedPerRequest = new WeakMap<RequestContext, Promise<number[]>>();

/**
 * The visitor's watched object numbers, newest first (root loader: hearts and badge; the page
 * cache's key). Read once per request: the page cache asks before the render, the root loader in
 * it. A request that changes the list (an action) reads it only after the change.
 */
export function watchedObjectNumbers(ctx: RequestContext): Promise<number[]> {
  let numbers = watchedPerRequest.get(ctx);
  if (numbers === undefined) {
    numbers = listWatchedNumbers(ctx.deps.database.db, ctx.uid, WATCH_LIST_MAX);
    watchedPerRequest.set(ctx, numbers);
    numbers.catch(() => watchedPerRequest.delete(ctx));
  }
  return numbers;
}

/**
 * Whether this visitor may share the list (SPEC.md §1: "some campaigns allow sharing"). Without
 * a campaign (no pid, or a pid the table does not know) sharing is on; a campaign decides by its
 * watchlistShare flag (docs/decisions/032-watch-list-sharing-per-campaign.md).
 */
export async function watchListShareEnabled(ctx: RequestContext): Promise<boolean> {
  if (!ctx.pid) return true;
  const campaign = await campaignByPid(ctx.deps, ctx.pid);
  return campaign ? campaign.watchlistShare : true;
}

function shareUrl(ctx: RequestContext, shareUid: string, language: Language): string {
  const path = buildPath('WatchList', {}, language);
  return `${ctx.deps.config.SITE_URL.replace(/\/$/, '')}${path}?watchListUID=${encodeURIComponent(shareUid)}`;
}

function trendOf(
  then: number | null,
  now: number | null,
): Pick<CurrentPrice, 'trend' | 'difference'> {
  if (then === null || now === null) return { trend: null, difference: null };
  const difference = now - then;
  return { trend: difference < 0 ? 'down' : difference > 0 ? 'up' : 'same', difference };
}

/**
 * Today's total of what the guest watched: the stored stay quoted with the object's current
 * rules and availability, or — when no stay was stored — the "from" price.
 */
export function currentPriceOf(
  entry: WatchSnapshot & { objectNumber: number },
  card: Pick<SearchResultObject, 'minPrice'>,
  rules: PriceRules | null,
  availability: Availability | null,
  now: Date,
): CurrentPrice {
  if (entry.startDate === null || entry.endDate === null) {
    return {
      kind: 'from',
      price: card.minPrice,
      priceOriginal: null,
      status: null,
      ...trendOf(entry.price, card.minPrice),
    };
  }
  // The same quote and the same total as the object page's price box and the search card, so
  // "then" (the total the guest saw) and "now" compare like with like.
  const result = quoteStay(
    { rules, availability, adultsMax: null },
    {
      objectNumber: String(entry.objectNumber),
      startDate: entry.startDate,
      endDate: entry.endDate,
      persons: entry.persons ?? undefined,
      childs: entry.childs,
      pets: entry.pets,
    },
    now,
  );
  const total = result.priceCalculated ? stayTotal(result.priceObject) : null;
  const price = total?.total ?? null;
  return {
    kind: 'stay',
    price,
    priceOriginal: total?.before ?? null,
    status: result.status,
    // A stay that can no longer be booked has no price to compare: no "dropped" for it.
    ...(result.status === 'free' ? trendOf(entry.price, price) : { trend: null, difference: null }),
  };
}

async function itemsOf(
  ctx: RequestContext,
  entries: WatchedObject[],
  language: Language,
): Promise<WatchListItem[]> {
  const numbers = entries.map((e) => e.objectNumber);
  const [cards, inputs] = await Promise.all([
    objectCards(ctx, numbers, language),
    priceInputs(
      ctx.deps.database.db,
      numbers.filter((_, i) => entries[i]?.startDate != null),
    ),
  ]);
  const cardOf = new Map(cards.map((c) => [c.objectNumber, c]));
  const rulesOf = new Map(inputs.rules.map((r) => [r.objectNumber, r.rules]));
  const availabilityOf = new Map(inputs.availability.map((a) => [a.objectNumber, a.availability]));
  const items: WatchListItem[] = [];
  for (const entry of entries) {
    const card = cardOf.get(entry.objectNumber);
    if (card === undefined) continue;
    const current = currentPriceOf(
      entry,
      card,
      rulesOf.get(entry.objectNumber) ?? null,
      availabilityOf.get(entry.objectNumber) ?? null,
      ctx.now,
    );
    items.push({ entry, card, current });
  }
  return items;
}

export interface GetWatchListInput {
  uid?: string;
  watchListUID?: string;
  /** Include card data and current prices (the watch-list screen). */
  watchList?: boolean;
  languageCode?: Language;
}

/**
 * POST /api/user/watchedobjects/get: the visitor's own list, or — with a watchListUID that is not
 * their own — that list read-only. Another visitor's list is reachable only through its share id.
 */
export async function getWatchList(
  ctx: RequestContext,
  input: GetWatchListInput,
): Promise<WatchListData> {
  assertOwnUid(ctx, input.uid);
  const { db } = ctx.deps.database;
  let ownerUid = ctx.uid;
  let readOnly = false;
  let watchListUID: string | null;
  if (input.watchListUID !== undefined) {
    const list = await findWatchListByShareUid(db, input.watchListUID);
    if (!list) throw new DomainError('notFound', UNKNOWN_LIST, { field: 'watchListUID' });
    ownerUid = list.uid;
    readOnly = list.uid !== ctx.uid;
    watchListUID = list.shareUid;
  } else {
    watchListUID = (await findWatchList(db, ctx.uid))?.shareUid ?? null;
  }
  const rows = await listWatched(db, ownerUid, { limit: WATCH_LIST_MAX });
  const objects = rows.map(toWatched);
  const data: WatchListData = { readOnly, watchListUID, count: objects.length, objects };
  if (input.watchList) {
    data.items = await itemsOf(ctx, objects, input.languageCode ?? ctx.language);
  }
  return data;
}

export interface SetWatchedInput extends Partial<WatchSnapshot> {
  uid?: string;
  objectNumber: number;
  action: 'add' | 'delete';
  watchListUID?: string;
}

/** POST /api/user/watchedobjects/set: add (or revive) with the snapshot, or mark deleted. */
export async function setWatched(
  ctx: RequestContext,
  input: SetWatchedInput,
): Promise<WatchSetData> {
  assertOwnUid(ctx, input.uid);
  const { db } = ctx.deps.database;
  if (input.watchListUID !== undefined) {
    // Only the owner's own share id is accepted: a shared list is read-only for everyone else.
    const list = await findWatchListByShareUid(db, input.watchListUID);
    if (!list || list.uid !== ctx.uid) {
      throw new DomainError('invalid', 'errors.watchlist.readOnly', { field: 'watchListUID' });
    }
  }
  const [known] = await existingObjectNumbers(db, [input.objectNumber]);
  if (known === undefined) throw unknownObject('objectNumber');

  if (input.action === 'delete') {
    const row = await markWatchedDeleted(db, ctx.uid, input.objectNumber, ctx.now);
    if (!row) throw unknownObject('objectNumber');
    return {
      objectNumber: input.objectNumber,
      watched: false,
      count: await countActiveWatched(db, ctx.uid),
      entry: toWatched(row),
    };
  }

  const count = await countActiveWatched(db, ctx.uid);
  if (count >= WATCH_LIST_MAX) {
    const current = await listWatched(db, ctx.uid, { limit: WATCH_LIST_MAX });
    if (!current.some((r) => r.objectNumber === input.objectNumber)) {
      throw new DomainError('invalid', 'errors.watchlist.listFull', { field: 'objectNumber' });
    }
  }
  await ensureWatchList(db, ctx.uid, randomUUID(), ctx.now);
  const row = await upsertWatched(db, {
    uid: ctx.uid,
    objectNumber: input.objectNumber,
    price: input.price ?? null,
    priceOriginal: input.priceOriginal ?? null,
    pricePercentReduction: input.pricePercentReduction ?? null,
    startDate: input.startDate ?? null,
    endDate: input.endDate ?? null,
    persons: input.persons ?? null,
    childs: input.childs ?? 0,
    pets: input.pets ?? 0,
    addDate: ctx.now,
  });
  return {
    objectNumber: input.objectNumber,
    watched: true,
    count: await countActiveWatched(db, ctx.uid),
    entry: toWatched(row),
  };
}

/** The watch-list screen: own list (or a shared one read-only) with cards and current prices. */
export async function watchListPage(
  ctx: RequestContext,
  watchListUID: string | null,
): Promise<WatchListPageData> {
  let data: WatchListData;
  let unknownShare = false;
  try {
    data = await getWatchList(ctx, {
      watchList: true,
      ...(watchListUID === null ? {} : { watchListUID }),
    });
  } catch (error) {
    if (!isDomainError(error, 'notFound') || error.key !== UNKNOWN_LIST) throw error;
    unknownShare = true;
    data = { readOnly: true, watchListUID: null, count: 0, objects: [], items: [] };
  }
  const shareEnabled = !data.readOnly && (await watchListShareEnabled(ctx));
  return {
    readOnly: data.readOnly,
    count: data.count,
    items: data.items ?? [],
    shareEnabled,
    shareUrl:
      !data.readOnly && data.watchListUID !== null
        ? shareUrl(ctx, data.watchListUID, ctx.language)
        : null,
    unknownShare,
  };
}

export interface SendWatchListInput {
  uid?: string;
  languageCode?: Language;
  inputs: { email: string; name: string };
}

/**
 * POST /api/user/watchedobjects/sendcustomer: mails the share link of the visitor's own list to
 * a recipient, through the mail transport: a fixed text with the sender's name and no link but the
 * share link (share-mail.tsx). Limited per visitor, client address and recipient
 * (SHARE_MAIL_LIMITS); the address is not kept, only a keyed hash of it counts for a day.
 */
export async function sendWatchList(
  ctx: RequestContext,
  input: SendWatchListInput,
): Promise<{ sent: true }> {
  assertOwnUid(ctx, input.uid);
  const { db } = ctx.deps.database;
  if (!(await watchListShareEnabled(ctx))) {
    throw new DomainError('invalid', 'errors.watchlist.shareDisabled');
  }
  const list = await findWatchList(db, ctx.uid);
  const rows = list ? await listWatched(db, ctx.uid, { limit: WATCH_LIST_MAX }) : [];
  if (!list || rows.length === 0) throw new DomainError('invalid', 'errors.watchlist.listEmpty');
  // The sender's own subjects first: a refused sender spends no recipient's points.
  await enforceAbuseLimits(
    ctx,
    [
      { limit: SHARE_MAIL_LIMITS.visitor, subject: abuseSubject.visitor(ctx.uid) },
      { limit: SHARE_MAIL_LIMITS.client, subject: abuseSubject.client(ctx.clientIp) },
      { limit: SHARE_MAIL_LIMITS.recipient, subject: abuseSubject.recipient(input.inputs.email) },
    ],
    'errors.watchlist.tooManyMails',
  );
  const language = input.languageCode ?? ctx.language;
  const cards = await objectCards(
    ctx,
    rows.slice(0, 10).map((r) => r.objectNumber),
    language,
  );
  const mail = await watchListShareMail(language, {
    brand: await mailBrand(ctx),
    senderName: input.inputs.name,
    watchListUID: list.shareUid,
    count: rows.length,
    objects: cards.map((c) => ({
      title: c.title,
      place: [c.locations.place, c.locations.country].filter(Boolean).join(', '),
    })),
  });
  await ctx.deps.mailer.send({ to: input.inputs.email, ...mail });
  await logShareMail(db, {
    mandant: ctx.mandant,
    uid: ctx.uid,
    objects: rows.length,
    createdAt: ctx.now,
  });
  return { sent: true };
}
