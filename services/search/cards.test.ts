import { describe, expect, it } from 'vitest';
import type { SearchSourceObject } from '#db/repositories/search-source';
import { makeObjects } from '#search/test-factory';
import { CardStore } from './cards';

const factory = makeObjects({ count: 100, seed: 5, today: '2027-03-01' });

function source(i: number): SearchSourceObject {
  const o = factory[i];
  return {
    ...o!,
    objectNumber: 1000 + i,
    titles: { de: `Haus ${i}`, en: `House ${i}` },
    photoIds: [`coast-${i}`, 'living-001'],
  };
}

describe('CardStore', () => {
  it('returns what was put, replaces on put and forgets on delete', () => {
    const store = new CardStore(2);
    const objects = Array.from({ length: 50 }, (_, i) => source(i));
    for (const o of objects) store.put(o);
    for (const o of objects) {
      expect(store.get(o.objectNumber)).toEqual({
        objectNumber: o.objectNumber,
        titles: o.titles,
        objectType: o.objectType,
        personsMax: o.personsMax,
        countRoomsSleeping: o.countRoomsSleeping,
        countRoomsBath: o.countRoomsBath,
        squaremeterLiving: o.squaremeterLiving,
        minPriceCents: o.minPriceCents,
        ratingAverage: o.ratingAverage,
        ratingCount: o.ratingCount,
        lat: o.lat,
        lon: o.lon,
        countryCode: o.countryCode,
        regionId: o.regionId,
        placeId: o.placeId,
        freeCancel: o.freeCancel,
        freeCancelDays: o.freeCancelDays,
        petsAllowed: o.petsAllowed,
        amenities: o.amenities,
        photoIds: o.photoIds,
        distinctionIds: o.distinctionIds,
      });
    }
    // Packed after the build; changes afterwards live beside the packed texts.
    store.seal();
    for (const o of objects) expect(store.get(o.objectNumber)?.titles).toEqual(o.titles);
    store.put({ ...objects[3]!, titles: { de: 'Neu' }, minPriceCents: null, ratingAverage: null });
    expect(store.get(1003)).toMatchObject({
      titles: { de: 'Neu' },
      minPriceCents: null,
      ratingAverage: null,
    });
    store.delete(1004);
    expect(store.get(1004)).toBeUndefined();
    // A freed slot is reused without disturbing the others.
    store.put(source(99));
    expect(store.get(1099)?.titles).toEqual({ de: 'Haus 99', en: 'House 99' });
    expect(store.get(1005)?.titles).toEqual(objects[5]!.titles);
    expect(store.get(1005)?.photoIds).toEqual(objects[5]!.photoIds);
    expect(store.get(1099)?.photoIds).toEqual(['coast-99', 'living-001']);
  });
});
