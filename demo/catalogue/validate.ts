// Invariants of a demo catalogue. Seeding refuses to write a catalogue with problems, so a
// generator bug shows up as a clear list here rather than as odd pages later. The validator
// works on the whole catalogue or incrementally (static part, then object chunks), keeping only
// key sets between chunks so 100k objects can be checked while they stream into the database.
import { encodeMinStay, isAvailability, type Availability } from '#core/availability';
import { isIsoDate, isoDateFromEpochDay, parseIsoDate, weekdayOfEpochDay } from '#core/dates';
import { calculatePrice, minTotalForRules } from '#core/pricing';
import type { PriceRules } from '#core/pricing';
import type { Bounds } from '#db/schema';
import {
  OBJECT_TABLES,
  STATIC_TABLES,
  votesAverageOf,
  ratingAverageOf,
  type Catalogue,
  type ObjectChunk,
  type StaticPart,
} from './generate';
import { MAX_DESCRIPTION, MIN_DESCRIPTION } from './object-texts';
import { boundsInside, distanceMetres, insideBounds, SETTINGS, SITE_LANGUAGES } from './places';
import { CATEGORIES } from './rating-texts';
import { addMonths, WINDOW_MONTHS } from './seasons';
import {
  CANCELLATION_DEADLINES,
  filterPages,
  PARTNER_PARENTS,
  SPEC_AGENCY_IDS,
  THEME_OFFER_COUNT,
} from './static-data';

/** Objects must lie within this distance of their place. */
export const MAX_PLACE_DISTANCE_METRES = 8_000;
const MAX_PROBLEMS = 200;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Query parameters offers may use (SPEC §3 search query). */
const QUERY_KEYS = new Set([
  'country',
  'region',
  'place',
  'persons',
  'sleepingRooms',
  'pets',
  'distSea',
  'distLake',
  'distSkilift',
  'distSkiloipe',
  'swimmingpool',
  'seaview',
  'sauna',
  'fishing',
  'objectType',
  'agency',
  'squaremeterLiving',
  'rating',
  'priceMin',
  'priceMax',
  'fulltext',
]);

interface PlaceRef {
  regionId: number;
  countryCode: string;
  lat: number;
  lon: number;
  setting: string;
  coastalRegion: boolean;
}

export interface ValidatorOptions {
  /**
   * Recompute objects.minPriceCents with the engine for every n-th object only (default 1: all).
   * The recomputation costs as much as generating the price; streaming seeds sample it.
   */
  minPriceSample?: number;
}

export class CatalogueValidator {
  readonly problems: string[] = [];
  private readonly minPriceSample: number;

  constructor(options: ValidatorOptions = {}) {
    this.minPriceSample = Math.max(1, Math.floor(options.minPriceSample ?? 1));
  }

  private dropped = 0;
  private readonly countries = new Map<string, Bounds>();
  private readonly regions = new Map<number, { countryCode: string; bounds: Bounds }>();
  private readonly places = new Map<number, PlaceRef>();
  private readonly agencies = new Set<number>();
  private readonly labels = new Set<number>();
  private readonly distinctions = new Set<number>();
  private readonly offers = new Set<number>();
  private readonly landlords = new Set<number>();
  private readonly objectNumbers = new Set<number>();
  private readonly ratingNumbers = new Set<number>();

  /** Records a problem; beyond MAX_PROBLEMS only counts them. */
  private problem(message: string): void {
    if (this.problems.length < MAX_PROBLEMS) this.problems.push(message);
    else this.dropped++;
  }

  /** All problems, with a note when some were left out. */
  result(): string[] {
    return this.dropped > 0
      ? [...this.problems, `… and ${this.dropped} more problems`]
      : [...this.problems];
  }

  checkStatic(part: StaticPart): void {
    for (const c of part.countries) {
      if (this.countries.has(c.code)) this.problem(`countries: duplicate code ${c.code}`);
      this.countries.set(c.code, c.bounds);
      this.checkTexts(`countries ${c.code} names`, c.names);
      this.checkSlugs(`countries ${c.code}`, c.slugs);
      if (!insideBounds(c.bounds, c.lat, c.lon))
        this.problem(`countries ${c.code}: centre outside its bounds`);
    }
    if (this.countries.size !== 13)
      this.problem(`countries: expected 13, got ${this.countries.size}`);
    const regionsPerCountry = new Map<string, number>();
    for (const r of part.regions) {
      if (this.regions.has(r.id)) this.problem(`regions: duplicate id ${r.id}`);
      const country = this.countries.get(r.countryCode);
      if (!country) this.problem(`regions ${r.id}: unknown country ${r.countryCode}`);
      else if (!boundsInside(r.bounds, country))
        this.problem(`regions ${r.id}: bounds outside country ${r.countryCode}`);
      if (!insideBounds(r.bounds, r.lat, r.lon))
        this.problem(`regions ${r.id}: centre outside its bounds`);
      this.checkTexts(`regions ${r.id} names`, r.names);
      this.checkSlugs(`regions ${r.id}`, r.slugs);
      this.regions.set(r.id, { countryCode: r.countryCode, bounds: r.bounds });
      regionsPerCountry.set(r.countryCode, (regionsPerCountry.get(r.countryCode) ?? 0) + 1);
    }
    for (const [code, n] of regionsPerCountry) {
      if (n < 3 || n > 6) this.problem(`country ${code}: ${n} regions, expected 3–6`);
    }
    const placesPerRegion = new Map<number, number>();
    const coastal = new Set(
      part.places.filter((p) => p.setting === 'coast').map((p) => p.regionId),
    );
    for (const p of part.places) {
      if (this.places.has(p.id)) this.problem(`places: duplicate id ${p.id}`);
      const region = this.regions.get(p.regionId);
      if (!region) this.problem(`places ${p.id}: unknown region ${p.regionId}`);
      else {
        if (region.countryCode !== p.countryCode)
          this.problem(`places ${p.id}: country differs from its region's`);
        if (!insideBounds(region.bounds, p.lat, p.lon))
          this.problem(`places ${p.id}: outside region ${p.regionId} bounds`);
      }
      if (!(SETTINGS as readonly string[]).includes(p.setting))
        this.problem(`places ${p.id}: unknown setting ${p.setting}`);
      this.checkSlugs(`places ${p.id}`, p.slugs);
      this.places.set(p.id, {
        regionId: p.regionId,
        countryCode: p.countryCode,
        lat: p.lat,
        lon: p.lon,
        setting: p.setting,
        coastalRegion: coastal.has(p.regionId),
      });
      placesPerRegion.set(p.regionId, (placesPerRegion.get(p.regionId) ?? 0) + 1);
    }
    for (const [id, n] of placesPerRegion) {
      if (n < 3 || n > 8) this.problem(`region ${id}: ${n} places, expected 3–8`);
    }

    for (const l of part.cancellationLabels) {
      if (this.labels.has(l.id)) this.problem(`cancellation_labels: duplicate id ${l.id}`);
      this.labels.add(l.id);
      this.checkTexts(`cancellation_labels ${l.id} label`, l.label);
    }
    const deadlines = part.cancellationLabels.map((l) => l.deadlineDays).join(',');
    if (deadlines !== CANCELLATION_DEADLINES.join(','))
      this.problem(`cancellation_labels: deadlines ${deadlines}`);
    for (const a of part.agencies) {
      if (this.agencies.has(a.id)) this.problem(`agencies: duplicate id ${a.id}`);
      this.agencies.add(a.id);
      if (a.cancellationLabelId != null && !this.labels.has(a.cancellationLabelId)) {
        this.problem(`agencies ${a.id}: unknown cancellation label ${a.cancellationLabelId}`);
      }
    }
    for (const id of SPEC_AGENCY_IDS)
      if (!this.agencies.has(id)) this.problem(`agencies: SPEC agency ${id} missing`);
    for (const d of part.offerDistinctions) {
      this.distinctions.add(d.id);
      if (!['primary', 'info', 'recommendation'].includes(d.variant))
        this.problem(`offer_distinctions ${d.id}: variant ${d.variant}`);
    }
    if (this.distinctions.size !== 7)
      this.problem(`offer_distinctions: expected 7, got ${this.distinctions.size}`);

    const seo = new Map<string, number>();
    let themes = 0;
    for (const o of part.offers) {
      if (this.offers.has(o.id)) this.problem(`offers: duplicate id ${o.id}`);
      this.offers.add(o.id);
      if (o.kind === 'theme') themes++;
      if (o.countryCode != null && !this.countries.has(o.countryCode))
        this.problem(`offers ${o.id}: unknown country`);
      if (o.regionId != null && !this.regions.has(o.regionId))
        this.problem(`offers ${o.id}: unknown region`);
      for (const key of Object.keys(o.query)) {
        if (!QUERY_KEYS.has(key)) this.problem(`offers ${o.id}: unknown query parameter ${key}`);
      }
      if (o.query.agency !== undefined && !this.agencies.has(Number(o.query.agency))) {
        this.problem(`offers ${o.id}: unknown agency ${o.query.agency}`);
      }
      this.checkTexts(`offers ${o.id} title`, o.title);
      this.checkSlugs(`offers ${o.id}`, o.seoUrl);
      for (const language of SITE_LANGUAGES) {
        const key = `${language}:${o.seoUrl[language]}`;
        if (seo.has(key))
          this.problem(`offers ${o.id}: seoUrl ${key} also used by ${seo.get(key)}`);
        seo.set(key, o.id);
      }
    }
    for (const page of filterPages()) {
      if (!this.offers.has(page.id))
        this.problem(`offers: pre-filtered page ${page.id} (/${page.path}/) missing`);
    }
    if (themes !== THEME_OFFER_COUNT)
      this.problem(`offers: ${themes} themed offers, expected ${THEME_OFFER_COUNT}`);
    for (const p of part.partners) {
      if (
        p.partnerParent != null &&
        !(PARTNER_PARENTS as readonly string[]).includes(p.partnerParent)
      ) {
        this.problem(`partners ${p.partnerId}: unknown parent ${p.partnerParent}`);
      }
    }
    for (const c of part.campaigns)
      if (!/^\d+$/.test(c.pid)) this.problem(`campaigns ${c.pid}: pid must be digits`);
    const staff = new Set(part.officeStaff.map((s) => s.id));
    for (const t of part.officeStaffTimes) {
      if (!staff.has(t.staffId))
        this.problem(`office_staff_times ${t.id}: unknown staff ${t.staffId}`);
      if (!(t.endsAt > t.startsAt))
        this.problem(`office_staff_times ${t.id}: ends before it starts`);
    }
    for (const h of part.schoolHolidays) {
      if (!this.countries.has(h.countryCode))
        this.problem(`school_holidays ${h.id}: unknown country`);
      if (!(isIsoDate(h.startDate) && isIsoDate(h.endDate) && h.startDate <= h.endDate)) {
        this.problem(`school_holidays ${h.id}: bad dates`);
      }
    }
    for (const n of part.travelerNotices) {
      if (n.countryCode != null && !this.countries.has(n.countryCode))
        this.problem(`traveler_notices ${n.id}: unknown country`);
    }
    const pois = new Set<number>();
    for (const p of part.pois) {
      if (pois.has(p.poiId)) this.problem(`pois: duplicate id ${p.poiId}`);
      pois.add(p.poiId);
      if (p.regionId != null && !this.regions.has(p.regionId))
        this.problem(`pois ${p.poiId}: unknown region`);
      if (p.placeId != null && !this.places.has(p.placeId))
        this.problem(`pois ${p.poiId}: unknown place`);
      if (p.countryCode != null && !this.countries.has(p.countryCode))
        this.problem(`pois ${p.poiId}: unknown country`);
      const region = p.regionId == null ? undefined : this.regions.get(p.regionId);
      const country = p.countryCode == null ? undefined : this.countries.get(p.countryCode);
      if (p.lat != null && p.lon != null && country && !insideBounds(country, p.lat, p.lon)) {
        this.problem(`pois ${p.poiId}: outside its country`);
      }
      if (
        p.kind === 'sight' &&
        p.lat != null &&
        p.lon != null &&
        region &&
        !insideBounds(region.bounds, p.lat, p.lon)
      ) {
        this.problem(`pois ${p.poiId}: outside its region`);
      }
    }
  }

  checkChunk(chunk: ObjectChunk): void {
    for (const l of chunk.landlords) {
      if (l.id === undefined || this.landlords.has(l.id))
        this.problem(`landlords: duplicate or missing id ${l.id}`);
      else this.landlords.add(l.id);
      if (l.agencyId != null && !this.agencies.has(l.agencyId))
        this.problem(`landlords ${l.id}: unknown agency`);
    }
    const inChunk = new Map<number, Catalogue['objects'][number]>();
    for (const o of chunk.objects) {
      const n = o.objectNumber;
      if (this.objectNumbers.has(n)) this.problem(`objects: duplicate object number ${n}`);
      this.objectNumbers.add(n);
      inChunk.set(n, o);
      this.checkObject(o);
    }
    this.checkDescriptions(chunk, inChunk);
    this.checkImages(chunk, inChunk);
    this.checkPricesAndAvailability(chunk, inChunk);
    this.checkRatings(chunk, inChunk);
    const pairs = new Set<string>();
    for (const d of chunk.objectDistinctions) {
      if (!inChunk.has(d.objectNumber))
        this.problem(`object_distinctions: unknown object ${d.objectNumber}`);
      if (!this.distinctions.has(d.distinctionId))
        this.problem(`object_distinctions: unknown distinction ${d.distinctionId}`);
      const key = `${d.objectNumber}:${d.distinctionId}`;
      if (pairs.has(key)) this.problem(`object_distinctions: duplicate ${key}`);
      pairs.add(key);
    }
    for (const o of chunk.objectOffers) {
      if (!inChunk.has(o.objectNumber))
        this.problem(`object_offers: unknown object ${o.objectNumber}`);
      if (!this.offers.has(o.offerId)) this.problem(`object_offers: unknown offer ${o.offerId}`);
      const key = `o${o.offerId}:${o.objectNumber}`;
      if (pairs.has(key)) this.problem(`object_offers: duplicate ${key}`);
      pairs.add(key);
    }
  }

  private checkObject(o: Catalogue['objects'][number]): void {
    const at = `objects ${o.objectNumber}`;
    if (!this.agencies.has(o.agencyId)) this.problem(`${at}: unknown agency ${o.agencyId}`);
    if (o.landlordId != null && !this.landlords.has(o.landlordId))
      this.problem(`${at}: unknown landlord ${o.landlordId}`);
    const place = this.places.get(o.placeId);
    if (!place) {
      this.problem(`${at}: unknown place ${o.placeId}`);
      return;
    }
    if (place.regionId !== o.regionId || place.countryCode !== o.countryCode) {
      this.problem(`${at}: region/country differ from its place's`);
    }
    const distance = distanceMetres(place.lat, place.lon, o.lat, o.lon);
    if (distance > MAX_PLACE_DISTANCE_METRES)
      this.problem(`${at}: ${Math.round(distance)} m from its place`);
    if (!(o.adultsMax >= 1 && o.adultsMax <= o.personsMax))
      this.problem(`${at}: adultsMax ${o.adultsMax} > personsMax ${o.personsMax}`);
    if (o.personsMax > 2 * o.countRoomsSleeping + 2)
      this.problem(`${at}: ${o.personsMax} persons in ${o.countRoomsSleeping} bedrooms`);
    if (o.countRoomsSleeping < 1 || o.countRooms < o.countRoomsSleeping)
      this.problem(`${at}: rooms inconsistent`);
    if (o.countRoomsBath < 1) this.problem(`${at}: no bathroom`);
    if (
      o.squaremeterComplete < o.squaremeterLiving ||
      o.squaremeterLiving < 10 * o.countRoomsSleeping
    ) {
      this.problem(`${at}: floor areas inconsistent`);
    }
    if ((o.distSkilift != null || o.distSkiloipe != null) && place.setting !== 'mountains') {
      this.problem(`${at}: ski distances outside the mountains`);
    }
    if (
      o.distSea != null &&
      !(place.setting === 'coast' || (place.setting === 'town' && place.coastalRegion))
    ) {
      this.problem(`${at}: sea distance away from the coast`);
    }
    if (o.seaview && place.setting !== 'coast') this.problem(`${at}: sea view away from the coast`);
    if (
      o.freeCancel &&
      (o.cancellationLabelId == null || !this.labels.has(o.cancellationLabelId))
    ) {
      this.problem(`${at}: free cancellation without a cancellation label`);
    }
    if (o.petsAllowed !== undefined && o.petsAllowed > 0 !== (o.petSize != null))
      this.problem(`${at}: pet size without pets`);
    this.checkTexts(`${at} titles`, o.titles);
  }

  private checkDescriptions(
    chunk: ObjectChunk,
    objects: Map<number, Catalogue['objects'][number]>,
  ): void {
    const seen = new Map<number, Set<string>>();
    const natives = new Map<number, string>();
    for (const d of chunk.objectDescriptions) {
      const at = `object_descriptions ${d.objectNumber}/${d.language}`;
      const object = objects.get(d.objectNumber);
      if (!object) {
        this.problem(`${at}: unknown object`);
        continue;
      }
      const languages = seen.get(d.objectNumber) ?? new Set<string>();
      if (languages.has(d.language)) this.problem(`${at}: duplicate`);
      languages.add(d.language);
      seen.set(d.objectNumber, languages);
      if (d.translatedFrom == null) {
        if (natives.has(d.objectNumber)) this.problem(`${at}: second native text`);
        natives.set(d.objectNumber, d.language);
      }
      if (d.text.length < MIN_DESCRIPTION || d.text.length > MAX_DESCRIPTION) {
        this.problem(
          `${at}: ${d.text.length} characters, expected ${MIN_DESCRIPTION}–${MAX_DESCRIPTION}`,
        );
      }
    }
    for (const [n, object] of objects) {
      const languages = seen.get(n);
      for (const language of SITE_LANGUAGES) {
        if (!languages?.has(language))
          this.problem(`object_descriptions ${n}: no ${language} text`);
      }
      if (natives.get(n) !== (object.nativeLanguage ?? 'de'))
        this.problem(`object_descriptions ${n}: native text is not in ${object.nativeLanguage}`);
    }
    for (const d of chunk.objectDescriptions) {
      if (d.translatedFrom != null && d.translatedFrom !== natives.get(d.objectNumber)) {
        this.problem(
          `object_descriptions ${d.objectNumber}/${d.language}: translated from ${d.translatedFrom}, native is ${natives.get(d.objectNumber)}`,
        );
      }
    }
  }

  private checkImages(
    chunk: ObjectChunk,
    objects: Map<number, Catalogue['objects'][number]>,
  ): void {
    const positions = new Map<number, number[]>();
    for (const image of chunk.objectImages) {
      if (!objects.has(image.objectNumber))
        this.problem(`object_images ${image.objectNumber}: unknown object`);
      if (!image.photoId)
        this.problem(`object_images ${image.objectNumber}/${image.position}: no photo id`);
      const list = positions.get(image.objectNumber) ?? [];
      list.push(image.position);
      positions.set(image.objectNumber, list);
    }
    for (const n of objects.keys()) {
      const list = positions.get(n) ?? [];
      if (list.length < 3 || list.length > 12)
        this.problem(`object_images ${n}: ${list.length} images, expected 3–12`);
      if (list.some((p, i) => p !== i))
        this.problem(`object_images ${n}: positions are not 0…${list.length - 1}`);
    }
  }

  private checkPricesAndAvailability(
    chunk: ObjectChunk,
    objects: Map<number, Catalogue['objects'][number]>,
  ): void {
    const rulesOf = new Map<number, PriceRules>();
    for (const r of chunk.objectPriceRules) {
      if (!objects.has(r.objectNumber))
        this.problem(`object_price_rules ${r.objectNumber}: unknown object`);
      if (rulesOf.has(r.objectNumber))
        this.problem(`object_price_rules ${r.objectNumber}: duplicate`);
      rulesOf.set(r.objectNumber, r.rules);
    }
    const availabilityOf = new Map<number, Availability>();
    for (const a of chunk.objectAvailability) {
      if (!objects.has(a.objectNumber))
        this.problem(`object_availability ${a.objectNumber}: unknown object`);
      if (availabilityOf.has(a.objectNumber))
        this.problem(`object_availability ${a.objectNumber}: duplicate`);
      const av: Availability = { from: a.fromDate, vacancy: a.vacancy };
      if (a.arrival != null) av.arrival = a.arrival;
      if (a.departure != null) av.departure = a.departure;
      if (a.minStay != null) av.minStay = a.minStay;
      availabilityOf.set(a.objectNumber, av);
    }
    for (const [n, object] of objects) {
      const rules = rulesOf.get(n);
      const av = availabilityOf.get(n);
      if (!rules || !av) {
        this.problem(`objects ${n}: price rules or availability missing`);
        continue;
      }
      if (rules.maxPersons !== object.personsMax)
        this.problem(`objects ${n}: rules.maxPersons ${rules.maxPersons} ≠ personsMax`);
      if (rules.pets.allowed !== (object.petsAllowed ?? 0) > 0)
        this.problem(`objects ${n}: pet rules differ from petsAllowed`);
      this.checkCalendar(n, rules, av, object.active !== false);
      if (object.active !== false && object.minPriceCents == null)
        this.problem(`objects ${n}: active without a minimum price`);
      if (n % this.minPriceSample === 0) {
        const minPrice = minTotalForRules(rules, av.from, addMonths(av.from, WINDOW_MONTHS));
        if ((object.minPriceCents ?? null) !== minPrice)
          this.problem(`objects ${n}: minPriceCents ${object.minPriceCents} ≠ ${minPrice}`);
      }
    }
  }

  /**
   * The calendar and the price rules agree: the window is 18 months long, every vacant night has
   * a season, arrival flags and minimum stays match the seasons day by day, and the first
   * bookable stay of an active object prices as 'free' in the engine.
   */
  private checkCalendar(n: number, rules: PriceRules, av: Availability, active: boolean): void {
    const at = `object_availability ${n}`;
    if (!isAvailability(av)) {
      this.problem(`${at}: malformed strings`);
      return;
    }
    const fromDay = parseIsoDate(av.from);
    const endDay = parseIsoDate(addMonths(av.from, WINDOW_MONTHS));
    if (fromDay === null || endDay === null) return;
    const days = av.vacancy.length;
    if (days !== endDay - fromDay)
      this.problem(`${at}: ${days} days, expected ${endDay - fromDay}`);
    if (av.minStay !== undefined && av.minStay.length !== days)
      this.problem(`${at}: minStay length`);
    if (av.arrival !== undefined && av.arrival.length !== days)
      this.problem(`${at}: arrival length`);
    const seasons = rules.seasons.map((s) => ({
      from: parseIsoDate(s.from) ?? 0,
      to: parseIsoDate(s.to) ?? 0,
      minStay: encodeMinStay(s.minStay),
      mask:
        s.arrivalWeekdays && s.arrivalWeekdays.length > 0
          ? s.arrivalWeekdays.reduce<number>((m, w) => m | (1 << w), 0)
          : 0x7f,
    }));
    for (let i = 1; i < seasons.length; i++) {
      if ((seasons[i]?.from ?? 0) < (seasons[i - 1]?.to ?? 0))
        this.problem(`object_price_rules ${n}: seasons overlap`);
    }
    let s = 0;
    let firstStay = -1;
    for (let i = 0; i < days; i++) {
      const day = fromDay + i;
      while (s < seasons.length && (seasons[s]?.to ?? 0) <= day) s++;
      const season = seasons[s];
      const covered = season !== undefined && season.from <= day;
      if (!covered) {
        if (av.vacancy.charCodeAt(i) === 89) {
          this.problem(`${at}: vacant night ${i} has no price season`);
          return;
        }
        continue;
      }
      const arrivalOk = (season.mask & (1 << weekdayOfEpochDay(day))) !== 0;
      if (av.arrival !== undefined ? (av.arrival.charCodeAt(i) === 89) !== arrivalOk : !arrivalOk) {
        this.problem(`${at}: arrival flag of day ${i} disagrees with the season`);
        return;
      }
      if (av.minStay !== undefined && av.minStay.charAt(i) !== season.minStay) {
        this.problem(`${at}: minimum stay of day ${i} disagrees with the season`);
        return;
      }
      if (firstStay < 0 && arrivalOk) {
        const nights = Math.max(1, parseInt(season.minStay, 36));
        let free = i + nights <= days;
        for (let k = i; free && k < i + nights; k++) free = av.vacancy.charCodeAt(k) === 89;
        if (free && (av.departure === undefined || av.departure.charCodeAt(i + nights) !== 78))
          firstStay = i;
      }
    }
    if (active && firstStay >= 0) {
      const start = isoFromDay(fromDay + firstStay);
      const nights = Math.max(1, parseInt(av.minStay?.charAt(firstStay) ?? '1', 36));
      const result = calculatePrice(
        rules,
        av,
        {
          objectNumber: String(n),
          startDate: start,
          endDate: isoFromDay(fromDay + firstStay + nights),
          persons: 1,
        },
        new Date(`${av.from}T11:00:00Z`),
      );
      if (result.status !== 'free' || !(result.priceObject.price > 0)) {
        this.problem(
          `objects ${n}: stay from ${start} for ${nights} nights prices as ${result.status} (${result.priceObject.price})`,
        );
      }
    }
  }

  private checkRatings(
    chunk: ObjectChunk,
    objects: Map<number, Catalogue['objects'][number]>,
  ): void {
    const averages = new Map<number, number[]>();
    for (const r of chunk.ratings) {
      const at = `ratings ${r.ratingNumber}`;
      if (this.ratingNumbers.has(r.ratingNumber)) this.problem(`${at}: duplicate rating number`);
      this.ratingNumbers.add(r.ratingNumber);
      if (!objects.has(r.objectNumber)) this.problem(`${at}: unknown object ${r.objectNumber}`);
      const votes = r.votes;
      if (
        !votes ||
        CATEGORIES.some((c) => !(Number.isInteger(votes[c]) && votes[c] >= 1 && votes[c] <= 5))
      ) {
        this.problem(`${at}: votes must be 1–5`);
      } else if (votesAverageOf(votes) !== r.votesAverage) {
        this.problem(`${at}: votesAverage ${r.votesAverage} is not the mean of the votes`);
      }
      if (!(r.travelFrom < r.travelTo && r.travelTo <= r.ratingDate))
        this.problem(`${at}: travel and rating dates out of order`);
      if (r.landlordAnswerDate != null && r.landlordAnswerDate < r.ratingDate)
        this.problem(`${at}: answered before it was written`);
      if ((r.landlordAnswer == null) !== (r.landlordAnswerDate == null))
        this.problem(`${at}: answer without date or date without answer`);
      if (r.translations && Object.prototype.hasOwnProperty.call(r.translations, r.language)) {
        this.problem(`${at}: translation into its own language`);
      }
      if (
        r.titleTranslations &&
        Object.prototype.hasOwnProperty.call(r.titleTranslations, r.language)
      ) {
        this.problem(`${at}: title translation into its own language`);
      }
      if (r.published !== false) {
        const list = averages.get(r.objectNumber) ?? [];
        list.push(r.votesAverage);
        averages.set(r.objectNumber, list);
      }
    }
    for (const [n, object] of objects) {
      const list = averages.get(n) ?? [];
      if ((object.ratingCount ?? 0) !== list.length)
        this.problem(
          `objects ${n}: ratingCount ${object.ratingCount} ≠ ${list.length} published ratings`,
        );
      if ((object.ratingAverage ?? null) !== ratingAverageOf(list))
        this.problem(
          `objects ${n}: ratingAverage ${object.ratingAverage} ≠ ${ratingAverageOf(list)}`,
        );
    }
  }

  private checkTexts(at: string, texts: Partial<Record<string, string>> | undefined): void {
    for (const language of SITE_LANGUAGES) {
      if (!texts?.[language]) this.problem(`${at}: no ${language} text`);
    }
  }

  private checkSlugs(at: string, slugs: Partial<Record<string, string>> | undefined): void {
    for (const language of SITE_LANGUAGES) {
      const slug = slugs?.[language];
      if (!slug || !SLUG.test(slug))
        this.problem(`${at}: slug '${slug ?? ''}' (${language}) is not lowercase ASCII`);
    }
  }
}

const isoFromDay = isoDateFromEpochDay;

/** Problems of a whole catalogue; empty when it may be written. */
export function validateCatalogue(catalogue: Catalogue): string[] {
  const validator = new CatalogueValidator();
  const staticPart = Object.fromEntries(STATIC_TABLES.map((t) => [t, catalogue[t]])) as StaticPart;
  const chunk = Object.fromEntries(OBJECT_TABLES.map((t) => [t, catalogue[t]])) as ObjectChunk;
  validator.checkStatic(staticPart);
  validator.checkChunk(chunk);
  return validator.result();
}
