// The booking quote (issue 14, contract 2): the one quote of a stay (quoteStay) plus what the guest
// chooses in the booking flow — optional extras and the travel-cancellation insurance — as line
// items and one total. The booking screens show it and the booking stores it (services/booking
// quotes again inside its transaction with the facts read there), so both show the same numbers.
//
// Optional extras are the object's `servicesOnSiteOptional` (firewood, a cot …): not chosen, they
// stay "orderable on site"; chosen in the flow, they are ordered with the booking and paid with it
// (a line of the total). The insurance insures what is paid with the booking (stay, mandatory
// costs, chosen extras) at INSURANCE_PERCENT; it is never pre-selected (SPEC §9) and not offered
// when the visit's partner hides insurances (SPEC §3 hideInsurances).
import { cancellationDeadline } from '#core/booking';
import { todayInBerlin } from '#core/dates';
import type { Language } from '#core/languages';
import {
  INSURANCE_PERCENT,
  insurancePremium,
  stayTotal,
  type PriceServiceItem,
} from '#core/pricing';
import { loadCancellationSource, type CancellationSource } from '#db/repositories/pricing';
import { partnerById } from '#services/partners';
import { CatalogueCache, DomainError, type RequestContext } from '#services/platform';
import { pricingSource, quoteStay, type QuoteFacts } from './quote';
import type {
  BookingQuote,
  BookingQuoteCancellation,
  BookingQuoteExtra,
  BookingQuoteInput,
  BookingQuoteLine,
} from './types';

const cancellations = new CatalogueCache<CancellationSource | null>(4_096);

function line(kind: BookingQuoteLine['kind']) {
  return (item: PriceServiceItem): BookingQuoteLine => ({
    name: item.name,
    kind,
    amount: item.amount,
    unitAmount: item.unit === 'stay' ? null : item.unitAmount,
    unit: item.unit === 'stay' ? null : item.unit,
    quantity: item.quantity,
    refundable: item.refundable,
  });
}

function localized(texts: Partial<Record<string, string>>, language: Language): string {
  return texts[language] ?? texts.de ?? Object.values(texts)[0] ?? '';
}

export interface BookingQuoteOptions {
  /**
   * The visit's partner hides insurances: none offered, none charged. (Where the landlord
   * collects, the quote withholds it too, from the price's `inkasso`: decision 103.)
   */
  hideInsurance: boolean;
  cancellation: CancellationSource | null;
  language: Language;
}

/**
 * The quote of a booking from an object's facts (pure: the caller read them, from the cache for
 * a screen, inside its transaction for a booking). Refuses an extra the object does not offer,
 * naming `extras`; an insurance the partner hides is refused naming `insurance`.
 */
export function bookingQuoteOf(
  facts: QuoteFacts,
  input: BookingQuoteInput,
  now: Date,
  options: BookingQuoteOptions,
): BookingQuote {
  const childAges = [...input.childAges];
  const price = quoteStay(
    facts,
    {
      objectNumber: String(input.objectNumber),
      startDate: input.startDate,
      endDate: input.endDate,
      persons: input.adults,
      childs: childAges.length,
      childAges,
      pets: input.pets,
      isBooking: 1,
      language: options.language,
    },
    now,
  );
  const p = price.priceObject;
  const offered = price.priceServicesOnSiteOptional;
  const chosen = new Set(input.extras);
  for (const name of chosen) {
    if (price.priceCalculated && !offered.some((s) => s.name === name)) {
      throw new DomainError('invalid', 'errors.booking.unknownExtra', {
        field: 'extras',
        data: { extra: name },
      });
    }
  }
  // A partner that hides insurances (SPEC §3 hideInsurances): none is offered, and an insurance
  // asked for anyway (an old form, a hand-made request) is not booked — insuranceChosen below.
  const extras: BookingQuoteExtra[] = offered.map((s) => ({
    name: s.name,
    amount: s.amount,
    unitAmount: s.unit === 'stay' ? null : s.unitAmount,
    unit: s.unit === 'stay' ? null : s.unit,
    chosen: chosen.has(s.name),
  }));
  const lines: BookingQuoteLine[] = [];
  if (price.priceCalculated) {
    lines.push({
      name: 'rent',
      kind: 'rent',
      amount: p.price,
      unitAmount: null,
      unit: null,
      quantity: 1,
      refundable: false,
    });
    lines.push(...price.priceServicesMandatory.map(line('mandatory')));
    lines.push(...offered.filter((s) => chosen.has(s.name)).map(line('extra')));
  }
  const insured = lines.reduce((sum, l) => sum + l.amount, 0);
  const premium = price.priceCalculated ? insurancePremium(insured) : 0;
  // Asked for anyway where it is withheld (an old form, a hand-made request): not booked.
  const withheld = options.hideInsurance
    ? ('partner' as const)
    : price.inkasso === 'landlord'
      ? ('landlord' as const)
      : null;
  const insuranceChosen = input.insurance && withheld === null && price.priceCalculated;
  if (insuranceChosen) {
    lines.push({
      name: 'insurance',
      kind: 'insurance',
      amount: premium,
      unitAmount: null,
      unit: null,
      quantity: 1,
      refundable: false,
    });
  }
  const total = lines.reduce((sum, l) => sum + l.amount, 0);
  const { before: stayBefore, total: stay } = stayTotal(p);
  const today = todayInBerlin(now);
  const source = options.cancellation;
  const cancellation: BookingQuoteCancellation | null =
    source === null
      ? null
      : {
          label: localized(source.label, options.language),
          head: localized(source.head, options.language),
          text: localized(source.text, options.language),
          deadlineDays: source.deadlineDays,
          deadline:
            p.startDate === ''
              ? null
              : cancellationDeadline(p.startDate, source.deadlineDays, today),
        };
  return {
    objectNumber: input.objectNumber,
    startDate: input.startDate,
    endDate: input.endDate,
    nights: p.duration,
    adults: input.adults,
    childAges,
    pets: input.pets,
    status: price.status,
    bookable: price.priceCalculated && price.status === 'free',
    lines,
    onSite: [
      ...price.priceServicesOnSiteMandatory.map(line('onSite')),
      ...offered.filter((s) => !chosen.has(s.name)).map(line('onSiteOptional')),
    ],
    extras,
    insurance: {
      offered: withheld === null,
      withheld,
      chosen: insuranceChosen,
      percent: INSURANCE_PERCENT,
      amount: premium,
    },
    discount: price.discount,
    // The struck-out figure: the same lines without the discount on the stay.
    before: stayBefore === null ? null : total + (stayBefore - stay),
    total,
    currency: 'EUR',
    payments: price.payments,
    inkasso: price.inkasso,
    cancellation,
    price,
  };
}

/** Whether the request's partner hides the travel-cancellation insurance. */
export async function insuranceHiddenFor(ctx: RequestContext): Promise<boolean> {
  if (ctx.partnerId === null) return false;
  const partner = await partnerById(ctx.deps, Number(ctx.partnerId));
  return partner?.hideInsurances ?? false;
}

/** The object's cancellation terms, cached per process like its pricing facts. */
export function cancellationSource(
  ctx: RequestContext,
  objectNumber: number,
): Promise<CancellationSource | null> {
  return cancellations.read(ctx.deps, String(objectNumber), () =>
    loadCancellationSource(ctx.deps.database.db, objectNumber),
  );
}

/**
 * THE quote of a booking for the screens (contract 2). Refuses an unknown object (notFound) and
 * an inactive one (gone), naming the object number; a stay that cannot be booked is answered
 * with its status and bookable false, not as an error.
 */
export async function quoteBooking(
  ctx: RequestContext,
  input: BookingQuoteInput,
): Promise<BookingQuote> {
  const source = await pricingSource(ctx.deps, input.objectNumber);
  const data = { objectNumber: input.objectNumber };
  if (source === null) throw new DomainError('notFound', 'errors.object.notFound', { data });
  if (!source.active) throw new DomainError('gone', 'errors.object.gone', { data });
  const [hideInsurance, cancellation] = await Promise.all([
    insuranceHiddenFor(ctx),
    cancellationSource(ctx, input.objectNumber),
  ]);
  return bookingQuoteOf(
    { rules: source.rules, availability: source.availability, adultsMax: source.adultsMax },
    input,
    ctx.now,
    { hideInsurance, cancellation, language: ctx.language },
  );
}
