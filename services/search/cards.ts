// What result cards show beyond the index's numbers, for every object, in memory: filled from the
// same catalogue read that builds the index and refreshed with it, so a search page needs no
// database round trip (one query per page cost as much as the index search itself at 100k).
//
// Compact on purpose: numbers in typed arrays, and the texts of the build (titles per language,
// photo ids) packed by `seal()` into one string per column with an offset array. Half a million
// small long-lived strings and objects, allocated between the build's garbage, would otherwise
// cost ~60 MB of heap and keep the heap fragmented (V8 could not give the build's pages back).
// Objects changed after the build keep their texts in a small side map.
import { LANGUAGES, type Language } from '#core/languages';
import { DEFAULT_FREE_CANCELLATION_DAYS } from '#core/booking/cancellation';
import type { CardRow, SearchSourceObject } from '#db/repositories/search-source';
import type { LocalizedText } from '#db/schema';
import { grown } from '#search/grow';

// Int32 fields per slot.
const I_PERSONS = 0;
const I_SLEEPING = 1;
const I_BATH = 2;
const I_SQM = 3;
const I_RATING_COUNT = 4;
const I_REGION = 5;
const I_PLACE = 6;
const I_PETS = 7;
const I_AMENITIES = 8;
const I_FLAGS = 9;
const INTS = 10;
// Float64 fields per slot (NaN = null).
const F_MIN_PRICE = 0;
const F_RATING = 1;
const F_LAT = 2;
const F_LON = 3;
const FLOATS = 4;

const FLAG_APARTMENT = 1;
const FLAG_FREE_CANCEL = 2;
/** The free-cancellation days sit above the flags' bits. */
const DAYS_SHIFT = 8;
/** Photo ids are joined with it in the packed column (ids never contain it). */
const PHOTO_SEPARATOR = '\n';

interface Texts {
  titles: LocalizedText;
  photoIds: string[];
}

/** A text column: while building, one string per slot; sealed, one string plus offsets. */
class TextColumn {
  private pending: string[] = [];
  private packed = '';
  private offsets = new Int32Array(1);

  add(slot: number, value: string): void {
    this.pending[slot] = value;
  }

  seal(slots: number): void {
    const parts: string[] = new Array(slots);
    const offsets = new Int32Array(slots + 1);
    let at = 0;
    for (let s = 0; s < slots; s++) {
      const value = this.pending[s] ?? '';
      parts[s] = value;
      offsets[s] = at;
      at += value.length;
    }
    offsets[slots] = at;
    this.packed = parts.join('');
    this.offsets = offsets;
    this.pending = [];
  }

  get(slot: number): string {
    const pending = this.pending[slot];
    if (pending !== undefined) return pending;
    if (slot + 1 >= this.offsets.length) return '';
    return this.packed.slice(this.offsets[slot], this.offsets[slot + 1]);
  }
}

export class CardStore {
  private readonly slotOf = new Map<number, number>();
  private readonly free: number[] = [];
  private size = 0;
  private sealed = false;
  private ints = new Int32Array(0);
  private floats = new Float64Array(0);
  private readonly titles = new Map<Language, TextColumn>(
    LANGUAGES.map((language) => [language, new TextColumn()]),
  );
  private readonly photos = new TextColumn();
  /** Texts of objects put after `seal()`. */
  private readonly changed = new Map<number, Texts>();
  private distinctions: number[][] = [];
  private countries: string[] = [];
  /** Country codes and distinction lists repeat across objects: one copy each. */
  private readonly shared = new Map<string, string>();
  private readonly sharedLists = new Map<string, number[]>();

  constructor(capacity = 1024) {
    this.ensure(capacity);
  }

  private ensure(n: number): void {
    if (n * INTS <= this.ints.length) return;
    const cap = Math.max(n, (this.ints.length / INTS) * 2);
    this.ints = grown(this.ints, cap * INTS);
    this.floats = grown(this.floats, cap * FLOATS);
  }

  private share(value: string): string {
    const hit = this.shared.get(value);
    if (hit !== undefined) return hit;
    this.shared.set(value, value);
    return value;
  }

  private shareList(list: number[]): number[] {
    const key = list.join(',');
    const hit = this.sharedLists.get(key);
    if (hit !== undefined) return hit;
    const copy = [...list];
    this.sharedLists.set(key, copy);
    return copy;
  }

  /** Packs the texts put so far (call once, after the build). */
  seal(): void {
    if (this.sealed) return;
    for (const column of this.titles.values()) column.seal(this.size);
    this.photos.seal(this.size);
    this.sealed = true;
  }

  /** Inserts or replaces an object's card data. */
  put(o: SearchSourceObject): void {
    let slot = this.slotOf.get(o.objectNumber);
    if (slot === undefined) {
      slot = this.free.pop() ?? this.size++;
      this.ensure(slot + 1);
      this.slotOf.set(o.objectNumber, slot);
    }
    const i = slot * INTS;
    const ints = this.ints;
    ints[i + I_PERSONS] = o.personsMax;
    ints[i + I_SLEEPING] = o.countRoomsSleeping;
    ints[i + I_BATH] = o.countRoomsBath;
    ints[i + I_SQM] = o.squaremeterLiving;
    ints[i + I_RATING_COUNT] = o.ratingCount;
    ints[i + I_REGION] = o.regionId;
    ints[i + I_PLACE] = o.placeId;
    ints[i + I_PETS] = o.petsAllowed;
    ints[i + I_AMENITIES] = o.amenities;
    const days = Math.min(0xffff, Math.max(0, o.freeCancelDays ?? DEFAULT_FREE_CANCELLATION_DAYS));
    ints[i + I_FLAGS] =
      (o.objectType === 'apartment' ? FLAG_APARTMENT : 0) |
      (o.freeCancel ? FLAG_FREE_CANCEL : 0) |
      (days << DAYS_SHIFT);
    const f = slot * FLOATS;
    const floats = this.floats;
    floats[f + F_MIN_PRICE] = o.minPriceCents ?? Number.NaN;
    floats[f + F_RATING] = o.ratingAverage ?? Number.NaN;
    floats[f + F_LAT] = o.lat;
    floats[f + F_LON] = o.lon;
    if (this.sealed) {
      this.changed.set(slot, { titles: o.titles, photoIds: o.photoIds });
    } else {
      for (const [language, column] of this.titles) column.add(slot, o.titles[language] ?? '');
      this.photos.add(slot, o.photoIds.join(PHOTO_SEPARATOR));
    }
    this.distinctions[slot] = this.shareList(o.distinctionIds);
    this.countries[slot] = this.share(o.countryCode);
  }

  delete(objectNumber: number): void {
    const slot = this.slotOf.get(objectNumber);
    if (slot === undefined) return;
    this.slotOf.delete(objectNumber);
    // The slot is reused by the next new object, whose texts then live in `changed`.
    this.changed.set(slot, { titles: {}, photoIds: [] });
    this.free.push(slot);
  }

  private texts(slot: number): Texts {
    const changed = this.changed.get(slot);
    if (changed !== undefined) return changed;
    const titles: LocalizedText = {};
    for (const [language, column] of this.titles) {
      const title = column.get(slot);
      if (title !== '') titles[language] = title;
    }
    const photos = this.photos.get(slot);
    return { titles, photoIds: photos === '' ? [] : photos.split(PHOTO_SEPARATOR) };
  }

  get(objectNumber: number): CardRow | undefined {
    const slot = this.slotOf.get(objectNumber);
    if (slot === undefined) return undefined;
    const i = slot * INTS;
    const f = slot * FLOATS;
    const ints = this.ints;
    const floats = this.floats;
    const minPrice = floats[f + F_MIN_PRICE]!;
    const rating = floats[f + F_RATING]!;
    const flags = ints[i + I_FLAGS]!;
    const { titles, photoIds } = this.texts(slot);
    return {
      objectNumber,
      titles,
      objectType: (flags & FLAG_APARTMENT) !== 0 ? 'apartment' : 'house',
      personsMax: ints[i + I_PERSONS]!,
      countRoomsSleeping: ints[i + I_SLEEPING]!,
      countRoomsBath: ints[i + I_BATH]!,
      squaremeterLiving: ints[i + I_SQM]!,
      minPriceCents: Number.isNaN(minPrice) ? null : minPrice,
      ratingAverage: Number.isNaN(rating) ? null : rating,
      ratingCount: ints[i + I_RATING_COUNT]!,
      lat: floats[f + F_LAT]!,
      lon: floats[f + F_LON]!,
      countryCode: this.countries[slot] ?? '',
      regionId: ints[i + I_REGION]!,
      placeId: ints[i + I_PLACE]!,
      freeCancel: (flags & FLAG_FREE_CANCEL) !== 0,
      freeCancelDays: flags >>> DAYS_SHIFT,
      petsAllowed: ints[i + I_PETS]!,
      amenities: ints[i + I_AMENITIES]!,
      photoIds,
      distinctionIds: this.distinctions[slot] ?? [],
    };
  }
}
