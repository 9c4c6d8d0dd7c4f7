// The stay of a booking, option or enquiry as it travels in the page URL from the object page
// through every step (issue 14: "every step keeps the stay in the URL, works with the back button
// and a reload"). Pure, shared by the loaders and actions on the server and by the forms in the
// browser, which build the next step's URL from it. The object page's price box writes the same
// names (app/lib/object-stay.ts STAY_PARAMS: startDate, endDate, persons, childs, childAges, pets);
// the booking adds petSize, extras and insurance. Values a URL cannot hold for this object are
// dropped rather than refused: the page renders with the rest and the guest chooses again.
import { checkDateRange, isIsoDate, type IsoDate } from '#core/dates';
import { MAX_CHILD_AGE } from '#core/party';

import { PET_SIZES, type PetSize } from '#core/booking';

export { PET_SIZES, type PetSize };

export interface BookingStay {
  startDate: IsoDate | null;
  endDate: IsoDate | null;
  /** Adults (the object page calls them persons). */
  adults: number;
  /**
   * One age per child, 0…MAX_CHILD_AGE; null while the guest has not said it (a child added on
   * the form or a link without ages). The form asks for it, and no booking is made without it:
   * the landlord prepares for who comes (a cot for a baby), so no age is guessed.
   */
  childAges: (number | null)[];
  pets: number;
  /** Only where the object asks for the size of pets (detailPetSize), and with pets. */
  petSize: PetSize | null;
  /** Ids of optional extras the guest chose (the quote says which the object offers). */
  extras: string[];
  /** Travel-cancellation insurance: never pre-selected (SPEC §9 insurance 0). */
  insurance: boolean;
}

/** What an object allows a party to be (ObjectData personsMax, adultsMax, detailPetAllowed). */
export interface StayLimits {
  personsMax: number;
  adultsMax: number;
  /** Number of pets allowed, 0 = none. */
  petsAllowed: number;
  /** Whether the object asks for the pets' size (ObjectData detailPetSize not null). */
  asksPetSize: boolean;
}

const DEFAULT_ADULTS = 2;
/** An extra's id: the service name of the price rules (a short key). */
const EXTRA_ID = /^[A-Za-z][A-Za-z0-9_-]{0,39}$/;
const MAX_EXTRAS = 20;

function intParam(value: string | null, min: number, max: number): number | null {
  if (value === null || !/^\d{1,3}$/.test(value)) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
}

/**
 * All values of the parameters, in order, each also split at commas (forms repeat, links join);
 * an empty entry is kept as a gap.
 */
function listEntries(params: URLSearchParams, ...names: string[]): string[] {
  return names
    .flatMap((name) => params.getAll(name))
    .flatMap((value) => value.split(','))
    .map((value) => value.trim());
}

/** A list parameter's values without the gaps. */
function listParam(params: URLSearchParams, name: string): string[] {
  return listEntries(params, name).filter((value) => value !== '');
}

/**
 * The ages as given, in order, a gap kept where one is not said: `childAges=4,` (a link whose
 * second age is not said yet) and two `childAge` fields of which the first is still on "Alter
 * wählen". Gaps at the end say nothing the children's count does not.
 */
function agesParam(params: URLSearchParams): string[] {
  const texts = listEntries(params, 'childAges', 'childAge');
  while (texts.length > 0 && texts[texts.length - 1] === '') texts.pop();
  return texts;
}

/**
 * The stay of a booking URL or form (GET query or POST body as URLSearchParams), checked against
 * the object's limits and today. Dates count only as a valid range from today (SPEC §5).
 */
export function parseBookingStay(
  params: URLSearchParams,
  limits: StayLimits,
  today: IsoDate,
): BookingStay {
  const start = params.get('startDate');
  const end = params.get('endDate');
  const datesOk = isIsoDate(start) && isIsoDate(end) && checkDateRange(start, end, today).ok;
  const adultsMax = Math.max(1, Math.min(limits.adultsMax, limits.personsMax));
  const adults =
    intParam(params.get('persons'), 1, adultsMax) ?? Math.min(DEFAULT_ADULTS, adultsMax);
  const childrenMax = Math.max(0, limits.personsMax - adults);
  // Ages come as `childAges=4,9` (object page links) or one `childAge` field per child (forms).
  // An age not said, or not one a child can have, is asked for (null), never guessed.
  const ages = agesParam(params).map((text) => intParam(text, 0, MAX_CHILD_AGE));
  const declared = intParam(params.get('childs'), 0, childrenMax);
  const count = declared ?? (ages.length <= childrenMax ? ages.length : 0);
  const childAges = Array.from({ length: count }, (_, i) => ages[i] ?? null);
  const pets =
    limits.petsAllowed > 0 ? (intParam(params.get('pets'), 0, limits.petsAllowed) ?? 0) : 0;
  const size = params.get('petSize');
  const petSize =
    pets > 0 && limits.asksPetSize && (PET_SIZES as readonly string[]).includes(size ?? '')
      ? (size as PetSize)
      : null;
  const extras = [...new Set(listParam(params, 'extras').filter((id) => EXTRA_ID.test(id)))]
    .slice(0, MAX_EXTRAS)
    .sort();
  const insurance = params.get('insurance') === '1' || params.get('insurance') === 'on';
  return {
    startDate: datesOk ? start : null,
    endDate: datesOk ? end : null,
    adults,
    childAges,
    pets,
    petSize,
    extras,
    insurance,
  };
}

/** The stay as URL parameters, in the names the object page and every step read. */
export function bookingStayParams(stay: BookingStay): URLSearchParams {
  const out = new URLSearchParams();
  if (stay.startDate !== null && stay.endDate !== null) {
    out.set('startDate', stay.startDate);
    out.set('endDate', stay.endDate);
  }
  out.set('persons', String(stay.adults));
  if (stay.childAges.length > 0) {
    out.set('childs', String(stay.childAges.length));
    out.set('childAges', stay.childAges.map((age) => age ?? '').join(','));
  }
  if (stay.pets > 0) out.set('pets', String(stay.pets));
  if (stay.petSize !== null) out.set('petSize', stay.petSize);
  if (stay.extras.length > 0) out.set('extras', stay.extras.join(','));
  if (stay.insurance) out.set('insurance', '1');
  return out;
}

/** `path` (which may carry ?partner=…) with the stay's parameters and `extra` ones added. */
export function withBookingStay(
  path: string,
  stay: BookingStay,
  extra: Record<string, string> = {},
): string {
  const [base, query = ''] = path.split('?', 2) as [string, string?];
  const params = new URLSearchParams(query);
  for (const [key, value] of bookingStayParams(stay)) params.set(key, value);
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const text = params.toString();
  return text === '' ? base : `${base}?${text}`;
}

/** The object page's stay parameters of a booking stay (back to the object with the same stay). */
export function objectStayQuery(stay: BookingStay): string {
  const params = bookingStayParams(stay);
  for (const key of ['petSize', 'extras', 'insurance']) params.delete(key);
  return params.toString();
}

/** A cents amount carried in a hidden field (the total the guest saw), or null. */
export function carriedCents(value: string | null): number | null {
  if (value === null || !/^\d{1,10}$/.test(value)) return null;
  return Number(value);
}

/** The ages when every child's is said; null while one is missing (no booking is made then). */
export function statedAges(stay: Pick<BookingStay, 'childAges'>): number[] | null {
  const ages = stay.childAges.filter((age): age is number => age !== null);
  return ages.length === stay.childAges.length ? ages : null;
}
