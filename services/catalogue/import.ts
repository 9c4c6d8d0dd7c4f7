// The catalogue import (docs/catalogue-import.md, decision 111): an operator's file of locations,
// providers and holiday homes (core/catalogue-import.ts) checked whole, then written in one
// transaction — a file with any problem writes nothing, and every problem is named by its place
// in the file. What a home's pages show is derived here as the demo catalogue derives it: country
// and region from its place, the pets it takes from its price list, its "from" price by the
// pricing engine (the cheapest stay of the next 18 months with the mandatory costs, DOMAIN.md).
// After the write every process on the database builds its search index and location catalogue
// anew, so the homes are found at once.
import { AMENITIES } from '#core/amenities';
import {
  boundsAround,
  readCatalogueFile,
  type CatalogueFile,
  type ImportProblem,
} from '#core/catalogue-import';
import { addDays, todayInBerlin, type IsoDate } from '#core/dates';
import { distanceKm } from '#core/geo';
import { isPoolPhoto } from '#core/photo-pool';
import { minTotalForRules, type PriceRules } from '#core/pricing';
import { slugify } from '#core/slugs';
import type { LocalizedText } from '#db/schema';
import {
  activeObjectsOfAgencies,
  objectsWithStaysAhead,
  existingKeys,
  writeImport,
  type ImportRows,
  type ImportedObject,
} from '#db/repositories/catalogue-import';
import { checkImage, storeCatalogueUpload, storedUploadRefs } from '#services/media';
import { landlordLinksHandover, prepareHandover } from '#services/booking';
import { ratingAnswerLinksHandover } from '#services/ratings';
import { DomainError, isDomainError, type RequestContext } from '#services/platform';

/** The "from" price looks this far ahead (the demo catalogue's calendar window, 18 months). */
const FROM_PRICE_DAYS = 548;
/** A home lies near its place: farther than this is a mistake in its coordinates. */
const MAX_PLACE_KM = 50;
/** Problems listed at most: a broken export would otherwise print one per home. */
const MAX_PROBLEMS = 200;
/**
 * A full file may take off at most this share of an agency's homes on the market unless the
 * operator allows more: a truncated export would otherwise empty the site overnight.
 */
export const FULL_REMOVAL_SHARE = 0.5;

export interface ImportSummary {
  countries: number;
  regions: number;
  places: number;
  agencies: number;
  /** Badges the file defines (`distinctions`). */
  distinctions: number;
  /** Free-cancellation terms the file defines (`cancellationLabels`). */
  cancellationLabels: number;
  objects: number;
  /** Landlords not known before (by agency and e-mail address). */
  landlordsAdded: number;
  /** Homes without a price in the next 18 months: imported, shown "on request". */
  withoutPrice: number[];
  /** A full file (`full`): the homes of its agencies it no longer lists, taken off the market. */
  takenOff: number[];
  /**
   * Homes the file takes off the market (`active: false`, or left out of a full file) that still
   * have stays booked on the site ahead, with their booking numbers: the bookings stay valid; the
   * office decides on them.
   */
  offWithStaysAhead: { objectNumber: number; bookings: string[] }[];
  /**
   * Homes whose contact (landlord, else agency address) the import changed: handed over to the new
   * one (decision 114). Known only once written: empty in a dry run.
   */
  handedOver: number[];
  /** Checked only (`dryRun`): nothing was written. */
  dryRun: boolean;
}

/**
 * Checks and writes a catalogue file (the parsed JSON). Refuses with DomainError 'invalid'
 * (`errors.catalogueImport.invalid`, data.problems: every problem by its path) and writes nothing
 * when anything is wrong; `dryRun` checks only.
 */
export async function importCatalogue(
  ctx: RequestContext,
  input: {
    document: unknown;
    dryRun?: boolean;
    /**
     * The bytes of a photo file the catalogue names (`images[].file`), null when there is none:
     * the command reads them from its --photos folder, never outside it.
     */
    readPhoto?: (path: string) => Promise<Buffer | null>;
    /**
     * The file lists every home on the market of each agency in its `agencies`: their homes it
     * does not list are taken off (as with `active: false`). Refused when that would be more than
     * half of an agency's homes, unless `allowLargeRemoval`.
     */
    full?: boolean;
    allowLargeRemoval?: boolean;
  },
): Promise<ImportSummary> {
  const read = readCatalogueFile(input.document);
  if (!read.ok) throw refused(read.problems);
  const file = read.file;
  const { problems, locations, providers } = await resolveReferences(ctx, file, input.readPhoto);
  const takeOff =
    input.full === true
      ? await homesNoLongerListed(ctx, file, input.allowLargeRemoval === true, problems)
      : [];
  if (problems.length > 0) throw refused(problems);
  // Photo files become uploads first (the same bytes again: the stored one), so the transaction
  // below only writes rows.
  const photoRefs =
    input.dryRun === true || input.readPhoto === undefined
      ? new Map<string, string>()
      : await storePhotoFiles(ctx, file, input.readPhoto);
  const rows = rowsOf(file, todayInBerlin(ctx.now), { locations, providers, photoRefs }, takeOff);
  const withoutPrice = rows.objects
    .filter((o) => o.row.active !== false && o.row.minPriceCents === null)
    .map((o) => o.row.objectNumber);
  // Off the market, a home's stays booked here stay valid: the office must know of them.
  const offWithStaysAhead = await objectsWithStaysAhead(
    ctx.deps.database.db,
    [
      ...rows.objects.filter((o) => o.row.active === false).map((o) => o.row.objectNumber),
      ...takeOff,
    ],
    todayInBerlin(ctx.now),
    ctx.now,
  );
  const summary = {
    countries: file.countries.length,
    regions: file.regions.length,
    places: file.places.length,
    agencies: file.agencies.length,
    distinctions: file.distinctions.length,
    cancellationLabels: file.cancellationLabels.length,
    objects: file.objects.length,
    landlordsAdded: 0,
    withoutPrice,
    takenOff: takeOff,
    offWithStaysAhead,
    handedOver: [] as number[],
    dryRun: input.dryRun === true,
  };
  if (input.dryRun === true) return summary;
  // Objects the file gives another contact: the former one's booking and rating-answer links and
  // feed address end, the new one is mailed what is ahead and what awaits an answer (decision 114).
  const handover = await prepareHandover(
    ctx,
    landlordLinksHandover(ctx),
    ratingAnswerLinksHandover(ctx),
  );
  const written = await writeImport(ctx.deps.database.db, rows, ctx.now, handover.inTransaction);
  summary.landlordsAdded = written.landlordsAdded;
  summary.handedOver = written.contactChanged;
  await handover.afterCommit();
  await ctx.deps.search.announceRebuild('catalogue import');
  return summary;
}

function refused(problems: readonly ImportProblem[]): DomainError {
  return new DomainError('invalid', 'errors.catalogueImport.invalid', {
    field: [...new Set(problems.map((p) => p.path))].slice(0, MAX_PROBLEMS),
    data: { problems: problems.slice(0, MAX_PROBLEMS), count: problems.length },
  });
}

/**
 * What the file refers to must be in the file or stored already: a region's country, a place's
 * region, a home's place and agency, a home's photos (an upload — a home photo or a teaser — a
 * picture of the demo pool, or a file of the photos folder that an upload would take). A home
 * lies within 50 km of its place.
 */
async function resolveReferences(
  ctx: RequestContext,
  file: CatalogueFile,
  readPhoto: ((path: string) => Promise<Buffer | null>) | undefined,
): Promise<{ problems: ImportProblem[]; locations: Locations; providers: Providers }> {
  const inFile = {
    countries: new Set(file.countries.map((c) => c.code)),
    regions: new Map(file.regions.map((r) => [r.id, r])),
    places: new Map(file.places.map((p) => [p.id, p])),
    agencies: new Map(file.agencies.map((a) => [a.id, a.providerType])),
    distinctions: new Set(file.distinctions.map((d) => d.id)),
    cancellationLabels: new Set(file.cancellationLabels.map((l) => l.id)),
  };
  const stored = await existingKeys(ctx.deps.database.db, {
    countries: [...new Set(file.regions.map((r) => r.countryCode))].filter(
      (c) => !inFile.countries.has(c),
    ),
    regions: [...new Set(file.places.map((p) => p.regionId))].filter(
      (id) => !inFile.regions.has(id),
    ),
    places: [...new Set(file.objects.map((o) => o.placeId))].filter((id) => !inFile.places.has(id)),
    agencies: [...new Set(file.objects.map((o) => o.agencyId))].filter(
      (id) => !inFile.agencies.has(id),
    ),
    distinctions: [...new Set(file.objects.flatMap((o) => o.distinctions ?? []))].filter(
      (id) => !inFile.distinctions.has(id),
    ),
    cancellationLabels: [
      ...new Set(file.objects.flatMap((o) => o.cancellationLabelId ?? [])),
    ].filter((id) => !inFile.cancellationLabels.has(id)),
  });
  const uploads = await storedUploadRefs(
    ctx,
    file.objects.flatMap((o) => o.images.flatMap((i) => (i.photo === undefined ? [] : [i.photo]))),
    ['object', 'teaser'],
  );
  const fileProblems = await photoFileProblems(file, readPhoto);
  const problems: ImportProblem[] = [];
  file.regions.forEach((r, i) => {
    if (!inFile.countries.has(r.countryCode) && !stored.countries.has(r.countryCode)) {
      problems.push({ path: `regions.${i}.countryCode`, message: `no country ${r.countryCode}` });
    }
  });
  file.places.forEach((p, i) => {
    if (!inFile.regions.has(p.regionId) && !stored.regions.has(p.regionId)) {
      problems.push({ path: `places.${i}.regionId`, message: `no region ${p.regionId}` });
    }
  });
  file.objects.forEach((o, i) => {
    const place = inFile.places.get(o.placeId) ?? stored.places.get(o.placeId);
    if (place === undefined) {
      problems.push({ path: `objects.${i}.placeId`, message: `no place ${o.placeId}` });
    } else if (distanceKm(o, place) > MAX_PLACE_KM) {
      // A swapped latitude and longitude, or a sign lost, would put the home elsewhere on the map.
      problems.push({
        path: `objects.${i}.lat`,
        message: `${Math.round(distanceKm(o, place))} km from its place ${o.placeId}`,
      });
    }
    if (!inFile.agencies.has(o.agencyId) && !stored.agencies.has(o.agencyId)) {
      problems.push({ path: `objects.${i}.agencyId`, message: `no agency ${o.agencyId}` });
    }
    o.distinctions?.forEach((id, j) => {
      if (!inFile.distinctions.has(id) && !stored.distinctions.has(id)) {
        problems.push({ path: `objects.${i}.distinctions.${j}`, message: `no badge ${id}` });
      }
    });
    const labelId = o.cancellationLabelId;
    if (
      labelId !== undefined &&
      !inFile.cancellationLabels.has(labelId) &&
      !stored.cancellationLabels.has(labelId)
    ) {
      problems.push({
        path: `objects.${i}.cancellationLabelId`,
        message: `no cancellation label ${labelId}`,
      });
    }
    o.images.forEach((image, j) => {
      if (image.file !== undefined) {
        const problem = fileProblems.get(image.file);
        if (problem !== undefined) {
          problems.push({ path: `objects.${i}.images.${j}.file`, message: problem });
        }
      } else if (image.photo !== undefined) {
        if (!uploads.has(image.photo) && !isPoolPhoto(image.photo)) {
          problems.push({
            path: `objects.${i}.images.${j}.photo`,
            message: `no picture ${image.photo} among the uploads`,
          });
        }
      }
    });
  });
  // Where each place lies (a home takes its country and region from its place).
  const countryOfRegion = (id: number) =>
    inFile.regions.get(id)?.countryCode ?? stored.regions.get(id)?.countryCode ?? '';
  const locations: Locations = new Map();
  for (const p of file.places) {
    locations.set(p.id, { regionId: p.regionId, countryCode: countryOfRegion(p.regionId) });
  }
  for (const [id, p] of stored.places) {
    locations.set(id, { regionId: p.regionId, countryCode: p.countryCode });
  }
  // A home is of its agency's kind (wholesaler, agency, private), as the demo's are.
  const providers: Providers = new Map([...stored.agencies, ...inFile.agencies]);
  return { problems, locations, providers };
}

type Providers = Map<number, 'wholesaler' | 'agency' | 'private'>;

/**
 * A full file's homes to take off: those of its agencies on the market now that it does not list.
 * Adds a problem (to `problems`) for a file without agencies, and for an agency that would lose
 * more than FULL_REMOVAL_SHARE of its homes unless `allowLarge`.
 */
async function homesNoLongerListed(
  ctx: RequestContext,
  file: CatalogueFile,
  allowLarge: boolean,
  problems: ImportProblem[],
): Promise<number[]> {
  if (file.agencies.length === 0) {
    problems.push({
      path: 'agencies',
      message: 'a full file names the agencies whose homes it lists in full',
    });
    return [];
  }
  const listed = new Set(file.objects.map((o) => o.objectNumber));
  const stored = await activeObjectsOfAgencies(
    ctx.deps.database.db,
    file.agencies.map((a) => a.id),
  );
  const takeOff: number[] = [];
  file.agencies.forEach((agency, i) => {
    const onMarket = stored.get(agency.id) ?? [];
    const missing = onMarket.filter((n) => !listed.has(n));
    if (
      !allowLarge &&
      missing.length > 0 &&
      missing.length > onMarket.length * FULL_REMOVAL_SHARE
    ) {
      problems.push({
        path: `agencies.${i}.id`,
        message:
          `the file lacks ${missing.length} of the ${onMarket.length} homes agency ${agency.id} ` +
          'has on the market (more than half): check the export, or allow it with --allow-large-removal',
      });
    }
    takeOff.push(...missing);
  });
  return takeOff;
}

/** What the media checks say of a file that is not a picture we take (errors.media.*). */
const PICTURE_PROBLEMS: Record<string, string> = {
  'errors.media.noFile': 'the file is empty',
  'errors.media.tooBig': 'larger than 10 MB',
  'errors.media.wrongType': 'not a JPEG, PNG, WebP or AVIF picture',
  'errors.media.polyglot': 'carries more than a picture (markup, script or an archive)',
  'errors.media.tooManyPixels': 'more than 40 megapixels',
  'errors.media.tooSmall': 'smaller than 32 pixels on a side',
};

/** Each photo file the catalogue names, read once and checked as an upload would be. */
async function photoFileProblems(
  file: CatalogueFile,
  readPhoto: ((path: string) => Promise<Buffer | null>) | undefined,
): Promise<Map<string, string>> {
  const problems = new Map<string, string>();
  for (const path of photoFilesOf(file)) {
    if (readPhoto === undefined) {
      problems.set(path, "photo files need the command's --photos folder");
      continue;
    }
    const bytes = await readPhoto(path);
    if (bytes === null) {
      problems.set(path, `no file ${path} in the photos folder`);
      continue;
    }
    try {
      await checkImage(bytes);
    } catch (error) {
      if (!isDomainError(error)) throw error;
      problems.set(path, PICTURE_PROBLEMS[error.key] ?? 'not a picture we take');
    }
  }
  return problems;
}

function photoFilesOf(file: CatalogueFile): string[] {
  return [
    ...new Set(
      file.objects.flatMap((o) => o.images.flatMap((i) => (i.file === undefined ? [] : [i.file]))),
    ),
  ];
}

/** The photo files as uploads (kind `object`), by path: the ref each home's image takes. */
async function storePhotoFiles(
  ctx: RequestContext,
  file: CatalogueFile,
  readPhoto: (path: string) => Promise<Buffer | null>,
): Promise<Map<string, string>> {
  const refs = new Map<string, string>();
  for (const path of photoFilesOf(file)) {
    // Checked just before (photoFileProblems); gone since is the only way to fail here.
    const bytes = await readPhoto(path);
    if (bytes === null) throw refused([{ path, message: `no file ${path} in the photos folder` }]);
    refs.set(path, await storeCatalogueUpload(ctx, { bytes, fileName: path }));
  }
  return refs;
}

/** Country and region of each place a file's homes lie in. */
type Locations = Map<number, { regionId: number; countryCode: string }>;

/** The slug per language: as given, else from the name (core/slugs.ts, the demo's rule). */
function slugsOf(names: LocalizedText, given: LocalizedText | undefined): LocalizedText {
  const out: LocalizedText = {};
  for (const [language, name] of Object.entries(names) as [keyof LocalizedText, string][]) {
    out[language] = given?.[language] ?? slugify(name, language);
  }
  return out;
}

interface Resolved {
  locations: Locations;
  providers: Providers;
  photoRefs: ReadonlyMap<string, string>;
}

function rowsOf(
  file: CatalogueFile,
  today: IsoDate,
  resolved: Resolved,
  takeOff: number[],
): ImportRows {
  const { locations } = resolved;
  // A location brought without a box gets one around its centre for the insert; the write then
  // fits it to everything stored there (fitBounds, db/repositories/catalogue-import.ts).
  return {
    countries: file.countries.map((c) => ({
      code: c.code,
      names: c.names,
      slugs: slugsOf(c.names, c.slugs),
      preposition: c.preposition ?? {},
      lat: c.lat,
      lon: c.lon,
      bounds: c.bounds ?? boundsAround([], c),
    })),
    regions: file.regions.map((r) => ({
      id: r.id,
      countryCode: r.countryCode,
      names: r.names,
      slugs: slugsOf(r.names, r.slugs),
      state: r.state ?? null,
      lat: r.lat,
      lon: r.lon,
      bounds: r.bounds ?? boundsAround([], r),
    })),
    places: file.places.map((p) => ({
      id: p.id,
      regionId: p.regionId,
      countryCode: locations.get(p.id)?.countryCode ?? '',
      names: p.names,
      slugs: slugsOf(p.names, p.slugs),
      lat: p.lat,
      lon: p.lon,
      setting: p.setting,
    })),
    agencies: file.agencies.map((a) => ({
      id: a.id,
      name: a.name,
      providerType: a.providerType,
      email: a.email ?? null,
      phone: a.phone ?? null,
      inkasso: a.inkasso,
    })),
    distinctions: file.distinctions.map((d) => ({
      id: d.id,
      label: d.label,
      variant: d.variant,
      icon: d.icon,
      discountKind: d.discountKind ?? null,
      sort: d.sort,
    })),
    cancellationLabels: file.cancellationLabels.map((l) => ({
      id: l.id,
      deadlineDays: l.deadlineDays,
      label: l.label,
      head: l.head,
      text: l.text,
      cssClass: l.cssClass,
      validFrom: l.validFrom ?? null,
      validTo: l.validTo ?? null,
    })),
    objects: file.objects.map((o) => objectRows(o, today, resolved)),
    boundsFor: {
      countries: file.countries.filter((c) => c.bounds === undefined).map((c) => c.code),
      regions: file.regions.filter((r) => r.bounds === undefined).map((r) => r.id),
    },
    takeOff,
  };
}

function objectRows(
  o: CatalogueFile['objects'][number],
  today: IsoDate,
  { locations, providers, photoRefs }: Resolved,
): ImportedObject {
  const rules = o.priceRules as PriceRules;
  // Checked before (resolveReferences): every home's place is in the file or stored.
  const location = locations.get(o.placeId)!;
  const amenities = Object.fromEntries(AMENITIES.map((a) => [a, o.amenities.includes(a)]));
  return {
    row: {
      objectNumber: o.objectNumber,
      active: o.active,
      titles: o.titles,
      objectType: o.objectType,
      agencyId: o.agencyId,
      providerType: providers.get(o.agencyId) ?? 'wholesaler',
      countryCode: location.countryCode,
      regionId: location.regionId,
      placeId: o.placeId,
      lat: o.lat,
      lon: o.lon,
      privateObject: o.privateObject,
      personsMax: o.personsMax,
      adultsMax: o.adultsMax,
      countRooms: o.countRooms,
      countRoomsBath: o.countRoomsBath,
      countRoomsSleeping: o.countRoomsSleeping,
      squaremeterLiving: o.squaremeterLiving,
      squaremeterComplete: o.squaremeterComplete,
      petsAllowed: rules.pets.allowed ? rules.pets.max : 0,
      petSize: rules.pets.allowed ? (o.petSize ?? 'medium') : null,
      ...amenities,
      distSea: o.distances.sea ?? null,
      distLake: o.distances.lake ?? null,
      distSkilift: o.distances.skilift ?? null,
      distSkiloipe: o.distances.skiloipe ?? null,
      minPriceCents: minTotalForRules(rules, today, addDays(today, FROM_PRICE_DAYS)),
      recommendation: o.recommendation,
      nativeLanguage: o.nativeLanguage,
      // Free cancellation is offered where the home has terms of its own (as the demo's).
      freeCancel: o.cancellationLabelId !== undefined,
      cancellationLabelId: o.cancellationLabelId ?? null,
    },
    landlord:
      o.landlord === undefined
        ? null
        : {
            name: o.landlord.name,
            email: o.landlord.email,
            phone: o.landlord.phone ?? null,
            language: o.landlord.language,
          },
    descriptions: (
      Object.entries(o.descriptions) as [keyof typeof o.descriptions, string | undefined][]
    )
      .filter((entry): entry is [keyof typeof o.descriptions, string] => entry[1] !== undefined)
      .map(([language, text]) => ({
        language,
        text,
        translatedFrom: language === o.nativeLanguage ? null : o.nativeLanguage,
      })),
    // A dry run has no refs for photo files; it writes nothing either.
    images: o.images.flatMap((image) => {
      const photoId = image.photo ?? photoRefs.get(image.file ?? '');
      return photoId === undefined ? [] : [{ photoId, caption: image.caption ?? null }];
    }),
    distinctions: o.distinctions ?? null,
    rules,
    availability: {
      fromDate: o.availability.from,
      vacancy: o.availability.vacancy,
      arrival: o.availability.arrival ?? null,
      departure: o.availability.departure ?? null,
      minStay: o.availability.minStay ?? null,
    },
  };
}
