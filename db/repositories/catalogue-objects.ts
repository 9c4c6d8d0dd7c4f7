// One rental object with everything its page shows: the object row, descriptions, photos, price
// rules, availability, cancellation label, provider and distinctions. Ratings: ./ratings.ts.
import { availabilityFromColumns } from '#core/availability';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import {
  agencies,
  cancellationLabels,
  landlords,
  objectAvailability,
  objectDescriptions,
  objectDistinctions,
  objectImages,
  objectPriceRules,
  objects,
  offerDistinctions,
} from '../schema';

export async function findObjectRow(db: Db, objectNumber: number) {
  const [row] = await db
    .select()
    .from(objects)
    .where(eq(objects.objectNumber, objectNumber))
    .limit(1);
  return row ?? null;
}

export type ObjectRow = NonNullable<Awaited<ReturnType<typeof findObjectRow>>>;

/** Everything hanging off an object row, read in parallel. */
export async function loadObjectDetails(db: Db, row: ObjectRow) {
  const n = row.objectNumber;
  const labelId = row.cancellationLabelId;
  const [descriptions, images, rules, availability, labels, agency, landlord, distinctions] =
    await Promise.all([
      db
        .select({
          language: objectDescriptions.language,
          text: objectDescriptions.text,
          translatedFrom: objectDescriptions.translatedFrom,
        })
        .from(objectDescriptions)
        .where(eq(objectDescriptions.objectNumber, n)),
      db
        .select({ position: objectImages.position, photoId: objectImages.photoId })
        .from(objectImages)
        .where(eq(objectImages.objectNumber, n))
        .orderBy(asc(objectImages.position)),
      db
        .select({ rules: objectPriceRules.rules })
        .from(objectPriceRules)
        .where(eq(objectPriceRules.objectNumber, n))
        .limit(1),
      db.select().from(objectAvailability).where(eq(objectAvailability.objectNumber, n)).limit(1),
      labelId === null
        ? Promise.resolve([])
        : db.select().from(cancellationLabels).where(eq(cancellationLabels.id, labelId)).limit(1),
      db
        .select({ id: agencies.id, name: agencies.name, providerType: agencies.providerType })
        .from(agencies)
        .where(eq(agencies.id, row.agencyId))
        .limit(1),
      row.landlordId === null
        ? Promise.resolve([])
        : db
            .select({
              id: landlords.id,
              name: landlords.name,
              privateLandlord: landlords.privateLandlord,
            })
            .from(landlords)
            .where(eq(landlords.id, row.landlordId))
            .limit(1),
      db
        .select({
          id: offerDistinctions.id,
          variant: offerDistinctions.variant,
          icon: offerDistinctions.icon,
          label: offerDistinctions.label,
          discountKind: offerDistinctions.discountKind,
        })
        .from(objectDistinctions)
        .innerJoin(offerDistinctions, eq(offerDistinctions.id, objectDistinctions.distinctionId))
        .where(and(eq(objectDistinctions.objectNumber, n), eq(offerDistinctions.ignore, false)))
        .orderBy(asc(offerDistinctions.sort)),
    ]);
  return {
    descriptions,
    images,
    rules: rules[0]?.rules ?? null,
    availability: availabilityFromColumns(availability[0] ?? null),
    cancellationLabel: labels[0] ?? null,
    agency: agency[0] ?? null,
    landlord: landlord[0] ?? null,
    distinctions,
  };
}

export type ObjectDetails = Awaited<ReturnType<typeof loadObjectDetails>>;

/** One description of an object in one language, or null. */
export async function findDescription(db: Db, objectNumber: number, language: string) {
  const [row] = await db
    .select({
      language: objectDescriptions.language,
      text: objectDescriptions.text,
      translatedFrom: objectDescriptions.translatedFrom,
    })
    .from(objectDescriptions)
    .where(
      and(
        eq(objectDescriptions.objectNumber, objectNumber),
        eq(objectDescriptions.language, language),
      ),
    )
    .limit(1);
  return row ?? null;
}
