// Ratings of an object (SPEC.md §3 Rating, §7 GET /api/ratings/object/{objectNumber}): one page,
// newest first, each in the request language where a translation exists, plus the averages.
import type { Language } from '#core/languages';
import {
  categoryAverages,
  ratingPages,
  RATINGS_MAX_PER_PAGE,
  roundRating,
  type RatingSummary,
} from '#core/ratings';
import { findObjectRow } from '#db/repositories/catalogue-objects';
import {
  findRating,
  findRatingsPage,
  ratingVoteSums,
  type RatingRecord,
} from '#db/repositories/catalogue-ratings';
import { CatalogueCache, DomainError } from '#services/platform';
import type { RequestContext } from '#services/platform';
import { objectGone, objectNotFound } from './refusals';
import type { RatingItem, RatingsPage } from './types';

// Defined in core, where the API schema of the ratings call (core/api/catalogue.ts) reads them.

/**
 * Pages of ratings a process keeps (the object page's first page above all): language-independent
 * rows, translated per request. Rating and landlord-answer writers call notifyObjectsChanged,
 * which drops them (catalogue-cache.ts).
 */
const ratingPageCache = new CatalogueCache<{
  object: Awaited<ReturnType<typeof findObjectRow>>;
  page: Awaited<ReturnType<typeof findRatingsPage>> | null;
  summary: RatingSummary | null;
}>(500);

/** Category averages over the object's published ratings (null without any). */
export async function objectRatingSummary(
  ctx: RequestContext,
  objectNumber: number,
): Promise<RatingSummary | null> {
  const sums = await ratingVoteSums(ctx.deps.database.db, objectNumber);
  if (!sums) return null;
  const num = (v: string | null) => (v === null ? null : Number(v));
  return categoryAverages(
    {
      cleanliness: num(sums.cleanliness),
      externalImpression: num(sums.externalImpression),
      furniture: num(sums.furniture),
      location: num(sums.location),
      priceToService: num(sums.priceToService),
    },
    Number(sums.count),
  );
}

/**
 * The host's answer in the page language where a translation exists, else as written. It is
 * taken to be written in the rating's language (the host answers the guest), which the page says
 * when it differs from its own.
 */
function landlordAnswer(
  row: RatingRecord,
  language: Language,
): NonNullable<RatingItem['landlordAnswer']> {
  const translation =
    row.language === language ? undefined : row.landlordAnswerTranslations[language];
  const translated = translation !== undefined && translation !== '';
  return {
    text: translated ? translation : (row.landlordAnswer ?? ''),
    date: row.landlordAnswerDate,
    language: translated ? language : row.language,
    translated,
  };
}

function ratingItem(row: RatingRecord, language: Language): RatingItem {
  const translation = row.language === language ? undefined : row.translations[language];
  const translated = translation !== undefined && translation !== '';
  // The title goes with the text: translated only beside a translated text, so a page never
  // shows a title in its language above words in another (or the reverse).
  const titleTranslation = translated ? row.titleTranslations[language] : undefined;
  const titleTranslated =
    row.title !== null && titleTranslation !== undefined && titleTranslation !== '';
  return {
    ratingid: row.ratingNumber,
    votes: row.votes,
    votesAverage: roundRating(row.votesAverage),
    travelData: {
      from: row.travelFrom,
      to: row.travelTo,
      type: row.travelType,
      verified: row.verified,
      ratingDate: row.ratingDate,
    },
    average: roundRating(row.votesAverage),
    timestamp: row.createdAt.toISOString(),
    author: row.authorName,
    documents: row.documents,
    language: row.language,
    title: titleTranslated ? titleTranslation : row.title,
    originalTitle: titleTranslated ? row.title : null,
    text: translated ? translation : row.text,
    originalText: translated ? row.text : null,
    translated,
    translations: Object.keys(row.translations).filter(
      (k) => (row.translations as Record<string, string | undefined>)[k],
    ),
    landlordAnswer: row.landlordAnswer ? landlordAnswer(row, language) : null,
  };
}

/**
 * One page of ratings. `translationRatingId` narrows the answer to that one rating (the page's
 * "show translation" for a single entry); pages past the end are empty. Refuses an unknown or
 * inactive object, and an unknown `translationRatingId` (notFound).
 */
export async function objectRatings(
  ctx: RequestContext,
  input: { objectNumber: number; pageNr: number; perPage: number; translationRatingId?: number },
): Promise<RatingsPage> {
  const { db } = ctx.deps.database;
  const perPage = Math.min(RATINGS_MAX_PER_PAGE, Math.max(1, input.perPage));
  const pageNr = Math.max(1, input.pageNr);
  const offset = (pageNr - 1) * perPage;
  const source = await ratingPageCache.read(
    ctx.deps,
    `${input.objectNumber}:${offset}:${perPage}`,
    async () => {
      const object = await findObjectRow(db, input.objectNumber);
      if (!object?.active) return { object, page: null, summary: null };
      const [page, summary] = await Promise.all([
        findRatingsPage(db, input.objectNumber, { offset, limit: perPage }),
        objectRatingSummary(ctx, input.objectNumber),
      ]);
      return { object, page, summary };
    },
  );
  const { object, page, summary } = source;
  if (!object) throw objectNotFound();
  if (!object.active || !page) throw objectGone();
  const { rows, total } = page;
  let items = rows.map((row) => ratingItem(row, ctx.language));
  if (input.translationRatingId !== undefined) {
    const one = await findRating(db, input.objectNumber, input.translationRatingId);
    if (!one) throw new DomainError('notFound', 'errors.object.noRating');
    items = [ratingItem(one, ctx.language)];
  }
  return {
    objectNumber: input.objectNumber,
    pageNr,
    perPage,
    total,
    pages: ratingPages(total, perPage),
    ratingAverage: object.ratingAverage === null ? null : roundRating(object.ratingAverage),
    objectRatingSummary: summary,
    ratings: items,
  };
}

/**
 * Whether `ratingNumber` is a published rating of `objectNumber`: a report of a rating (the
 * contact form, decision 096) must name one the page shows, so that it points at exactly it.
 */
export async function isPublishedRatingOf(
  ctx: Pick<RequestContext, 'deps'>,
  objectNumber: number,
  ratingNumber: number,
): Promise<boolean> {
  return (await findRating(ctx.deps.database.db, objectNumber, ratingNumber)) !== null;
}
