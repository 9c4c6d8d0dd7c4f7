// The index's compiled stores against core/ directly: availability bitsets vs checkStay, the
// fast stay price vs calculatePrice.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkStay, type Availability } from '#core/availability';
import { addDays, parseIsoDate } from '#core/dates';
import { calculatePrice } from '#core/pricing';
import { AvailabilityStore } from './availability-store';
import { PriceStore } from './price-store';
import { makeObjects } from './test-factory';

const TODAY = '2027-03-01';
const TODAY_DAY = parseIsoDate(TODAY)!;
const WINDOW = 120;

const flagString = (alphabet: string) =>
  fc
    .array(fc.constantFrom(...alphabet.split('')), { maxLength: WINDOW + 30 })
    .map((a) => a.join(''));

const availabilityArb: fc.Arbitrary<Availability> = fc
  .record({
    shift: fc.integer({ min: -20, max: 20 }),
    vacancy: flagString('YYYYYYN?'),
    arrival: fc.option(flagString('YYYN'), { nil: undefined }),
    departure: fc.option(flagString('YYYNx'), { nil: undefined }),
    minStay: fc.option(flagString('0123579az!Z'), { nil: undefined }),
  })
  .map(({ shift, ...rest }) => {
    const av: Availability = { from: addDays(TODAY, shift), vacancy: rest.vacancy };
    if (rest.arrival !== undefined) av.arrival = rest.arrival;
    if (rest.departure !== undefined) av.departure = rest.departure;
    if (rest.minStay !== undefined) av.minStay = rest.minStay;
    return av;
  });

describe('AvailabilityStore', () => {
  it('bitsets + minimum-stay runs agree with checkStay for every stay in the window', () => {
    fc.assert(
      fc.property(fc.array(availabilityArb, { minLength: 1, maxLength: 40 }), (list) => {
        const store = new AvailabilityStore(TODAY_DAY, WINDOW);
        store.ensureRows(list.length);
        list.forEach((av, row) => store.set(row, av, true));
        // Rewriting in place (an update) must give the same bits.
        list.forEach((av, row) => store.set(row, av, false));
        const words = store.words;
        const all = new Uint32Array(words).fill(0xffffffff);
        const out = new Uint32Array(words);
        for (let a = 0; a < WINDOW; a += 3) {
          for (const nights of [1, 2, 7, 10]) {
            if (a + nights > WINDOW) continue;
            store.stayBits(a, nights, all, out, 0, words);
            list.forEach((av, row) => {
              const start = addDays(TODAY, a);
              const check = checkStay(av, start, addDays(start, nights));
              const inBits = (out[row >>> 5]! & (1 << (row & 31))) !== 0;
              const minStayOk = store.minStayAt(row, a) <= nights;
              expect(store.stayOk(row, a, nights)).toBe(check.ok);
              expect(inBits && minStayOk).toBe(check.ok);
            });
          }
        }
      }),
      { numRuns: 60 },
    );
  });

  it('a row without calendar is never vacant', () => {
    const store = new AvailabilityStore(TODAY_DAY, WINDOW);
    store.ensureRows(3);
    store.set(1, { from: TODAY, vacancy: 'Y'.repeat(WINDOW) }, true);
    store.set(1, null);
    store.set(2, { from: 'garbage', vacancy: 'Y'.repeat(WINDOW) }, true);
    expect(store.stayOk(1, 0, 1)).toBe(false);
    expect(store.stayOk(2, 0, 1)).toBe(false);
  });

  it('new rows written in any order across blocks, with reads and growth between, read as checkStay', () => {
    // New rows' bits are gathered per block of 512 rows and written at the next block or read:
    // scattered rows, reads in between and a capacity growth must all see the same bits.
    const entry = fc.record({
      row: fc.integer({ min: 0, max: 1_600 }),
      av: availabilityArb,
      readAfter: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(entry, { minLength: 1, maxLength: 30 }), (entries) => {
        const store = new AvailabilityStore(TODAY_DAY, WINDOW);
        store.ensureRows(64);
        const byRow = new Map<number, Availability>();
        let rows = 64;
        for (const { row, av, readAfter } of entries) {
          store.ensureRows(row + 1);
          rows = Math.max(rows, row + 1);
          store.set(row, av, !byRow.has(row));
          byRow.set(row, av);
          if (readAfter) store.stayOk(row, 0, 1);
        }
        for (const a of [0, 5, 31, 77]) {
          for (const nights of [1, 3, 7]) {
            const start = addDays(TODAY, a);
            // Only rows the store was told of: like the index, it has no bounds check, and a row
            // beyond its words reads the next day's words (a flaky failure before).
            for (let row = 0; row < rows; row += 1) {
              const av = byRow.get(row);
              const expected = av !== undefined && checkStay(av, start, addDays(start, nights)).ok;
              if (av === undefined && row % 97 !== 0) continue;
              expect(store.stayOk(row, a, nights)).toBe(expected);
            }
          }
        }
      }),
      { numRuns: 40 },
    );
  });
});

describe('PriceStore', () => {
  /** A store filled with the priced objects of a generated catalogue, row = position. */
  function pricedStore(seed: number) {
    const objects = makeObjects({ count: 150, seed, today: TODAY }).filter(
      (o) => o.priceRules !== null,
    );
    const store = new PriceStore();
    store.ensureRows(objects.length);
    objects.forEach((o, row) => store.set(row, o.priceRules));
    return { objects, store, now: new Date(`${TODAY}T12:00:00Z`) };
  }

  it('stayPrice equals calculatePrice(...).priceObject.price whenever the rules allow the stay', () => {
    const { objects, store, now } = pricedStore(77);
    let free = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: objects.length - 1 }),
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 1, max: 28 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 3 }),
        (row, offset, nights, persons, pets) => {
          const o = objects[row]!;
          const startDate = addDays(TODAY, offset);
          const vacant: Availability = { from: startDate, vacancy: 'Y'.repeat(nights) };
          const result = calculatePrice(
            o.priceRules,
            vacant,
            { startDate, endDate: addDays(startDate, nights), persons, pets },
            now,
          );
          const fast = store.admits(row, persons, pets)
            ? store.stayPrice(row, TODAY_DAY + offset, nights, persons, TODAY_DAY)
            : -1;
          if (result.status === 'free') {
            free++;
            expect(fast).toBe(result.priceObject.price);
          } else {
            expect(fast).toBe(-1);
          }
        },
      ),
      { numRuns: 3000 },
    );
    expect(free).toBeGreaterThan(300);
  });

  it('totalAt equals calculatePrice(...).priceObject.priceComplete for any party', () => {
    const { objects, store, now } = pricedStore(78);
    let free = 0;
    let withCosts = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: objects.length - 1 }),
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 1, max: 28 }),
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 3 }),
        // Mandatory services of every unit, some adults-only (the factory's are per stay/person).
        fc.array(
          fc.record({
            name: fc.constantFrom('finalCleaning', 'linen', 'serviceFee', 'petCleaning'),
            amountCents: fc.integer({ min: 0, max: 20_000 }),
            unit: fc.constantFrom(
              'stay',
              'night',
              'person',
              'personNight',
              'pet',
              'petNight',
              'piece',
            ),
            adultsOnly: fc.boolean(),
          }),
          { maxLength: 5 },
        ),
        (row, offset, nights, persons, childs, pets, services) => {
          const o = objects[row]!;
          const rules = { ...o.priceRules!, servicesMandatory: services };
          store.set(row, rules);
          const startDate = addDays(TODAY, offset);
          const vacant: Availability = { from: startDate, vacancy: 'Y'.repeat(nights) };
          const result = calculatePrice(
            rules,
            vacant,
            { startDate, endDate: addDays(startDate, nights), persons, childs, pets },
            now,
          );
          const travellers = persons + childs;
          store.prepareStays([TODAY_DAY + offset], nights, travellers, TODAY_DAY, {
            adults: persons,
            pets,
          });
          const total = store.admits(row, travellers, pets) ? store.totalAt(row, 0) : -1;
          if (result.status === 'free') {
            free++;
            const p = result.priceObject;
            if (p.priceComplete > p.price) withCosts++;
            expect(total).toBe(p.priceComplete);
          } else {
            expect(total).toBe(-1);
          }
        },
      ),
      { numRuns: 3000 },
    );
    expect(free).toBeGreaterThan(300);
    expect(withCosts).toBeGreaterThan(100);
  });

  it('prices many rows sharing a calendar and several arrivals per query exactly (priceAt)', () => {
    // Rows built from a few rule templates with their own rates: they share calendars, so the
    // cached walk of one row prices the others; rules updated mid-way change calendars.
    const templates = makeObjects({ count: 12, seed: 5, today: TODAY })
      .map((o) => o.priceRules)
      .filter((r) => r !== null);
    const rows = Array.from({ length: 120 }, (_, row) => {
      const t = templates[row % templates.length]!;
      const f = 1 + (row % 7) * 0.13;
      return {
        ...t,
        basePersons: 1 + (row % 4),
        seasons: t.seasons.map((x, i) => ({
          ...x,
          nightlyCents: Math.round(x.nightlyCents * f) + (i % 3),
          ...(x.weeklyCents != null ? { weeklyCents: Math.round(x.weeklyCents * f) } : {}),
        })),
      };
    });
    const store = new PriceStore();
    store.ensureRows(rows.length);
    rows.forEach((r, row) => store.set(row, r));
    expect(store.calendars).toBeLessThan(rows.length / 2);
    const now = new Date(`${TODAY}T12:00:00Z`);
    let free = 0;
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 400 }), { minLength: 1, maxLength: 7 }),
        fc.integer({ min: 1, max: 21 }),
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 0, max: rows.length - 1 }),
        (offsets, nights, persons, changed) => {
          // A rules update between queries: the row may move to another calendar.
          const moved = { ...rows[(changed + 5) % rows.length]!, basePersons: 2 };
          store.set(changed, moved);
          rows[changed] = moved;
          store.prepareStays(
            offsets.map((o) => TODAY_DAY + o),
            nights,
            persons,
            TODAY_DAY,
          );
          for (let row = 0; row < rows.length; row += 3) {
            offsets.forEach((offset, t) => {
              const startDate = addDays(TODAY, offset);
              const result = calculatePrice(
                rows[row]!,
                { from: startDate, vacancy: 'Y'.repeat(nights) },
                { startDate, endDate: addDays(startDate, nights), persons, pets: 0 },
                now,
              );
              const fast = store.admits(row, persons, 0) ? store.priceAt(row, t) : -1;
              if (result.status === 'free') free++;
              expect(fast).toBe(result.status === 'free' ? result.priceObject.price : -1);
            });
          }
        },
      ),
      { numRuns: 150 },
    );
    expect(free).toBeGreaterThan(1000);
  });

  it('rebuilds rules that price a stay as the originals do, also trimmed to the stay', () => {
    const objects = makeObjects({ count: 60, seed: 9, today: TODAY }).filter(
      (o) => o.priceRules !== null,
    );
    const store = new PriceStore();
    store.ensureRows(objects.length);
    objects.forEach((o, row) => store.set(row, o.priceRules));
    const now = new Date(`${TODAY}T12:00:00Z`);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: objects.length - 1 }),
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 1, max: 28 }),
        (row, offset, nights) => {
          const startDate = addDays(TODAY, offset);
          const av: Availability = { from: startDate, vacancy: 'Y'.repeat(nights) };
          const query = { startDate, endDate: addDays(startDate, nights), persons: 2, pets: 0 };
          const original = calculatePrice(objects[row]!.priceRules, av, query, now);
          expect(calculatePrice(store.rulesOf(row), av, query, now)).toEqual(original);
          const trimmed = store.rulesOf(row, TODAY_DAY + offset, nights);
          expect(calculatePrice(trimmed, av, query, now)).toEqual(original);
        },
      ),
      { numRuns: 500 },
    );
  });
});
