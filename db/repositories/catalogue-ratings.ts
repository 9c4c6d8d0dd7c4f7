// Published ratings of an object: one page of them (newest first) and the category averages.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { ratings } from '../schema';

const columns = {
  ratingNumber: ratings.ratingNumber,
  votes: ratings.votes,
  votesAverage: ratings.votesAverage,
  travelFrom: ratings.travelFrom,
  travelTo: ratings.travelTo,
  travelType: ratings.travelType,
  verified: ratings.verified,
  ratingDate: ratings.ratingDate,
  authorName: ratings.authorName,
  language: ratings.language,
  title: ratings.title,
  titleTranslations: ratings.titleTranslations,
  text: ratings.text,
  translations: ratings.translations,
  documents: ratings.documents,
  landlordAnswer: ratings.landlordAnswer,
  landlordAnswerDate: ratings.landlordAnswerDate,
  landlordAnswerTranslations: ratings.landlordAnswerTranslations,
  createdAt: ratings.createdAt,
};

export async function findRatingsPage(
  db: Db,
  objectNumber: number,
  page: { offset: number; limit: number },
) {
  const where = and(eq(ratings.objectNumber, objectNumber), eq(ratings.published, true));
  const [rows, totals] = await Promise.all([
    db
      .select(columns)
      .from(ratings)
      .where(where)
      .orderBy(desc(ratings.ratingDate), desc(ratings.ratingNumber))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ total: count() }).from(ratings).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** One published rating of the object, or null. */
export async function findRating(db: Db, objectNumber: number, ratingNumber: number) {
  const [row] = await db
    .select(columns)
    .from(ratings)
    .where(
      and(
        eq(ratings.objectNumber, objectNumber),
        eq(ratings.ratingNumber, ratingNumber),
        eq(ratings.published, true),
      ),
    )
    .limit(1);
  return row ?? null;
}

export type RatingRecord = Awaited<ReturnType<typeof findRatingsPage>>['rows'][number];

/** Sum of each category's votes over the published ratings, and their number. */
export async function ratingVoteSums(db: Db, objectNumber: number) {
  const [row] = await db
    .select({
      count: count(),
      cleanliness: sql<string | null>`sum((${ratings.votes}->>'cleanliness')::numeric)`,
      externalImpression: sql<
        string | null
      >`sum((${ratings.votes}->>'externalImpression')::numeric)`,
      furniture: sql<string | null>`sum((${ratings.votes}->>'furniture')::numeric)`,
      location: sql<string | null>`sum((${ratings.votes}->>'location')::numeric)`,
      priceToService: sql<string | null>`sum((${ratings.votes}->>'priceToService')::numeric)`,
      average: sql<string | null>`sum(${ratings.votesAverage})`,
    })
    .from(ratings)
    .where(and(eq(ratings.objectNumber, objectNumber), eq(ratings.published, true)));
  return row ?? null;
}
